"""The page's entry point, run by PyScript from source.

Everything else arrives precompiled in one file, elo.pack (tools/build_page.py writes it,
PyScript puts it into the working directory): one request instead of one per module.
unpack() writes its modules out so that `import` finds them.
"""

import os

PACK = "elo.pack"


def _make_folders(path, made):
    folder = path.rpartition("/")[0]
    if folder and folder not in made:
        _make_folders(folder, made)
        try:
            os.mkdir(folder)
        except OSError:  # already there
            pass
        made.add(folder)


def unpack(pack=PACK, into=""):
    """Write out the files of a pack: for each, its path, a newline, its size in decimal,
    a newline, and its bytes. Returns the paths written."""
    with open(pack, "rb") as source:
        data = source.read()
    written, made, at = [], set(), 0
    while at < len(data):
        name_end = data.index(b"\n", at)
        size_end = data.index(b"\n", name_end + 1)
        path = into + data[at:name_end].decode()
        end = size_end + 1 + int(data[name_end + 1:size_end])
        if end > len(data):
            raise ValueError("%s is cut short at %s" % (pack, path))
        _make_folders(path, made)
        with open(path, "wb") as target:
            target.write(data[size_end + 1:end])
        written.append(path)
        at = end
    return written


if __name__ == "__main__":  # on the page (the tests import unpack alone)
    unpack()
    import elo.web.app  # noqa: F401  (computes and binds the calculator)
    import elo.web.transfer  # noqa: F401  (binds import, export and share)
