"""The page's entry point, run by PyScript from source.

Everything else arrives precompiled in one MicroPython ROMFS image, elo.romfs
(tools/build_page.py writes it, PyScript puts it into the working directory): one request
instead of one per module. mount() makes it importable as it is, from memory, with no file
written out.
"""

#: The first image: elo.web.shell.modules.FIRST_IMAGE, which is in the image itself and
#: so cannot be imported before it is mounted (a test holds the two equal).
IMAGE = "elo.romfs"
MOUNTED_AT = "/elo-romfs"


def mount(image: str = IMAGE, at: str = MOUNTED_AT) -> None:
    """Mount the image read-only at `at`, first on the import path."""
    import os
    import sys
    import vfs  # MicroPython's; the image is only ever mounted there

    # read at its size, at once: read() with none grows its buffer 256 bytes a step, one
    # call into the browser's file system each: 7-10 ms for the 190 KB image, 2-3 ms so
    with open(image, "rb") as source:
        data = source.read(os.stat(image)[6])
    vfs.mount(vfs.VfsRom(data), at)  # reads from `data`, which it keeps
    sys.path.insert(0, at)


#: Bytes allocated between two garbage collections. The runtime collects every 16 KB,
#: and a keystroke into a tournament allocates 100 KB and more: that was several
#: collections per key (issue 13). A few MB of garbage is nothing to a browser tab.
GC_EVERY = 4 * 1024 * 1024


if __name__ == "__main__":  # on the page (the tests import IMAGE and mount alone)
    import gc

    gc.threshold(GC_EVERY)  # type: ignore[attr-defined]  # MicroPython's; CPython's gc has none
    mount()
    from elo.web.calculator import file_entries, printing
    from elo.web.calculator.view import Calculator
    from elo.web.shell import nav
    from elo.web.shell.core import Shell

    shell = Shell()
    calculator = Calculator(shell)

    def started(lang: str) -> None:
        """The calculator in the language it starts in, bound to the page and showing its
        first result, then the rest of the page."""
        calculator.inputs.lang = lang
        calculator.start()
        shell.register("calculator", calculator)
        file_entries.start(calculator)  # what asks for the files' part; the share link
        printing.start(calculator)  # what the print adds
        shell.start()  # undo, and the later views once asked for (elo.web.shell.loader)
        nav.show_address()

    # at once on a German visit; else once its words are there (elo.web.shell.languages),
    # the results busy meanwhile
    calculator.in_language(calculator.read_kept(), started)
