"""What the CSV and PGN readers share: the Entry a game becomes, a text read a piece at a
time, and the digits of a rating."""

from elo.files.decoding import _lines
from elo.numbers import ascii_digits
from elo.units import TYPE_CHECKING, Score, WholeRating

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any


class Entry:
    """One game read from a file: the opponent's rating (None if unrated or missing),
    the score in hundredths, and what else the file said."""

    __slots__ = ("opponent", "score", "name", "round", "line", "missing_rating", "second")

    def __init__(self, opponent: WholeRating | None, score: Score, name: str = "",
                 round_: str = "", line: int = 0, missing_rating: bool = False,
                 second: WholeRating | None = None) -> None:
        self.opponent = opponent
        self.second = second  # a second rating of the opponent (his DWZ), if the file has it
        self.score = score
        self.name = name
        self.round = round_
        self.line = line
        self.missing_rating = missing_rating


def _digits(text: str) -> bool:
    return bool(text) and ascii_digits(text)


class _Pieces:
    """A text read a piece at a time (CsvReader, PgnReader): `feed` hands the complete
    lines to `_read`; the last line waits for the piece that ends it."""

    _read: "Callable[[list[str]], None]"  # each reader's own

    def __init__(self) -> None:
        self.found: "list[Any]" = []  # each reader's own (its `found`)
        self.number = 0  # lines read
        self.rest = ""  # the last, unfinished line of the text fed so far

    def _joined(self, text: str) -> str:
        """The text not yet read, with this piece; a CR at its end waits (its LF may
        begin the next piece)."""
        text = self.rest + text
        if text.endswith("\r"):
            text, self.rest = text[:-1], "\r"
        else:
            self.rest = ""
        return text

    def feed(self, text: str) -> None:
        lines = _lines(self._joined(text))
        self.rest = lines.pop() + self.rest
        self._read(lines)

    def _end(self) -> None:
        """The last line, once the whole text has been fed."""
        if self.rest:
            self._read(_lines(self.rest))
            self.rest = ""
