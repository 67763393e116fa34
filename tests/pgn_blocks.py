"""PGN read by blocks and line by line, compared on random texts: on CPython
(test_imports_pieces.py) and in the page's MicroPython (tests/mpy/pgn_blocks_main.py).
Only what both runtimes' `random` have: seed and randint."""

import random

from elo import files
from elo.errors import InputError
from elo.files.decoding import _BLANKS, _lines
from elo.files.pgn import _split_tag
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from elo.shapes import PgnGame

    #: What a reading gave: the games, or the code and params of the InputError it raised.
    Outcome = list[PgnGame] | tuple[str, dict[str, Any]]

#: Lines a PGN file may hold, broken ones included: tags kept and not, a tag written
#: with blanks, brackets and escapes, comments over lines, escapes, remarks, blank lines.
LINES = ('[White "A, B"]', '[Black "C"]', '[Result "1-0"]', '[Result "1/2-1/2"]',
         '[WhiteElo "1900"]', '[BlackElo "2100"]', '[Round "3"]', '[Event "x \\"y\\""]',
         '[Site "S"]', '[White "A, B"] ', '  [Black "D"]', '[White  "E"]', '[WhiteElo "1"',
         '[Black"F"]', "", "", "", "  ", "1. e4 e5 2. Nf3 1-0", "1. d4 {a comment",
         "over two lines} d5 0-1", "{ [%clk 0:03:00] } 1. c4", "% escape", "; remark {",
         "[", "1-0", "\t", "\f", "[Black \"\u00d6zt\u00fcrk\"]",
         # tags the rating needs, written as the import format allows or broken
         '[WhiteElo  "2000"]', '[ White "G"]', '[Black\t"H"]', '[BlackElo "2200"  ]',
         '[Round 5]', '[Result]', '[White X "Y"]', '[Result "0-1"]\t')
NEWLINES = ("\n", "\r\n", "\r")


def _pick(items: "Sequence[str]") -> str:
    return items[random.randint(0, len(items) - 1)]


def random_pgn() -> str:
    lines = ['[Event "E"]'] + [_pick(LINES) for _ in range(random.randint(0, 60))]
    return _pick(NEWLINES).join(lines) + _pick(("", "\n"))


def _outcome(read: "Callable[..., list[PgnGame]]", text: str, *args: int) -> "Outcome":
    try:
        return read(text, *args)
    except InputError as error:
        return error.code, error.params


def line_by_line(text: str) -> "list[PgnGame]":
    reader = files.PgnReader(files.RATING_TAGS)
    reader._read(_lines(text))
    return reader.games()


def by_blocks(text: str, size: int) -> "list[PgnGame]":
    reader = files.PgnReader(files.RATING_TAGS)
    for start in range(0, len(text), size):
        reader.feed(text[start:start + size])
    return reader.games()


def every_tag(text: str) -> "list[PgnGame]":
    """The games as the command line reads them (every tag, every tag checked), with
    only the tags a rating needs kept."""
    reader = files.PgnReader()
    reader._read(_lines(text))
    return [(line, dict((name, value) for name, value in tags.items()
                        if name in files.RATING_TAGS)) for line, tags in reader.games()]


def _needed(outcome: "Outcome", text: str) -> bool:
    """Whether the command line's outcome concerns the page: a result, or a problem in
    a line of a tag the rating needs (the page passes over the others)."""
    if not isinstance(outcome, tuple) or outcome[0] != "pgn_tag":
        return True
    line = _lines(text)[outcome[1]["line"] - 1].strip(_BLANKS)
    return _split_tag(line)[0] in files.RATING_TAGS


def differences(count: int, seed: int = 13) -> "list[tuple[str, int | None]]":
    """(text, piece size) for each random text the two ways read differently, or
    (text, None) where they read a tag the rating needs otherwise than the command
    line does."""
    random.seed(seed)
    found: "list[tuple[str, int | None]]" = []
    for _ in range(count):
        text = random_pgn()
        expected = _outcome(line_by_line, text)
        for size in (random.randint(1, 40), len(text) + 1):
            if _outcome(by_blocks, text, size) != expected:
                found.append((text, size))
        full = _outcome(every_tag, text)
        if _needed(full, text) and full != expected:
            found.append((text, None))
    return found
