"""What MicroPython has and CPython has not, for the scripts that run only there (the
drivers here and bench/python_alone.py): imported from MicroPython's own modules at run
time, declared for mypy, whose CPython stubs lack them."""

#: mypy takes it as True. Not elo.units': tests/mpy/page_image.py imports this module
#: before the package's compiled modules replace its sources, so it imports no part of it.
TYPE_CHECKING = False

__all__ = ["ticks_ms", "ticks_diff", "threshold", "mem_alloc", "ilistdir"]

if TYPE_CHECKING:
    from collections.abc import Iterator

    def ticks_ms() -> int:
        """A millisecond clock that wraps around: compare with ticks_diff only."""

    def ticks_diff(end: int, start: int) -> int: ...

    def threshold(amount: int) -> None:
        """Collect garbage once this many bytes are allocated since the last one."""

    def mem_alloc() -> int:
        """The heap's bytes in use."""

    def ilistdir(folder: str) -> "Iterator[tuple[str, int, int] | tuple[str, int, int, int]]":
        """(name, kind: 0x4000 a folder, 0x8000 a file, inode[, size]) of each entry."""
else:
    from gc import mem_alloc, threshold
    from os import ilistdir
    from time import ticks_diff, ticks_ms
