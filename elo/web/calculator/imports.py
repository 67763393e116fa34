"""Games read from a file or pasted, turned into tournament rows. Pure: the page reads the
file in the browser and hands the text here."""

from elo.errors import InputError
from elo.games import UNRATED
from elo.formats import GAMES, by_name, sniffed
from elo.files import (
    RATING_TAGS, CsvReader, PgnReader, count_players, games_of, opening, players, ranked,
    read_csv, read_lines, read_pgn,
)
from elo.web.calculator.inputs import Row
from elo.units import TYPE_CHECKING, WholeRating

if TYPE_CHECKING:
    from collections.abc import Sequence

    from elo.files import Entry
    from elo.shapes import PgnGame

    #: A row whose opponent has no rating in the file: (its number, name, round).
    Missing = tuple[int, str, str]

__all__ = ["Imported", "Reading", "read_file", "rows_for_player", "pasted_rows"]

_SCORES = {100: "1", 50: "0.5", 0: "0"}


class Imported:
    """What a file gave: rows, the player's rating if the file says, the players to
    choose from (PGN with several), and the rows whose opponent has no rating."""

    __slots__ = ("rows", "rating", "players", "missing", "games")

    def __init__(self, rows: list[Row], rating: str | None = None, players: "Sequence[str]" = (),
                 missing: "Sequence[Missing]" = (),
                 games: "Sequence[PgnGame] | None" = None) -> None:
        self.rows = rows
        self.rating = rating
        self.players = players
        self.missing = missing
        self.games = games


def _rows(entries: "Sequence[Entry]", columns: "Sequence[int]",
          ) -> "tuple[list[Row], list[Missing]]":
    return [_row(e, columns) for e in entries], _missing(entries)


def _cell(rating: WholeRating | None) -> str:
    """A rating as a cell shows it: "-" for none (an opponent without a rating tag is
    an opponent without a rating, as the rules and the command line read him)."""
    return UNRATED if rating is None else str(rating)


def _row(entry: "Entry", columns: "Sequence[int]") -> Row:
    """A row of the shown system's group: the file's rating in its first column, a
    second rating (a DWZ beside an Elo) in its second, the group's other cells empty."""
    cells = [""] * (max(columns) + 1)
    cells[columns[0]] = _cell(entry.opponent)
    if len(columns) > 1 and entry.second is not None:
        cells[columns[1]] = _cell(entry.second)
    return Row(cells, _SCORES[entry.score])


def _missing(entries: "Sequence[Entry]") -> "list[Missing]":
    return [(number, e.name, e.round) for number, e in enumerate(entries, 1)
            if e.missing_rating]


def is_pgn(name: str, data: str | bytes) -> bool:
    """Whether a file of games is PGN: by its name (elo.formats), or by its bytes."""
    found = by_name(name, GAMES)
    return found.name == "pgn" if found is not None else sniffed(data, GAMES) is not None


def read_file(name: str, text: str | bytes, columns: "Sequence[int]" = (0,)) -> Imported:
    """A file's rows; for a PGN with several players, those of the player with the most
    games, and the list to choose another from."""
    if not is_pgn(name, text):
        rows, missing = _rows(read_csv(text), columns)
        return Imported(rows, missing=missing)
    return _for_first_player(read_pgn(text), columns)


def _for_first_player(games: "Sequence[PgnGame]", columns: "Sequence[int]",
                      ranked_players: list[tuple[str, int]] | None = None) -> Imported:
    names = [player for player, _ in ranked_players or players(games)]
    return rows_for_player(games, names[0] if names else "", columns, names)


#: Characters that decide what a file is (opening() samples as many).
_HEAD = 4096

#: Bytes the page reads at a time (transfer.py), so that each piece is parsed in a task
#: short enough for the page to paint the progress and answer keys between pieces (about
#: 100 ms here): a PGN keeps only its tags (games_of), a CSV makes an entry and a row of
#: every line. Each piece also waits for a frame, so they are no smaller than that: the
#: 9 MB PGN in 64 KB pieces took 5.5 s, in 256 KB pieces 3.2 s.
PGN_PIECE = 256 * 1024
CSV_PIECE = 16 * 1024


class Reading:
    """A file read a piece of text at a time, as the page reads a large one: `add` the
    pieces in order, then `finish()` gives what `read_file` gives for the whole text.
    Each piece is read as it comes: a PGN's tags a rating needs, a CSV's rows."""

    def __init__(self, name: str, columns: "Sequence[int]" = (0,)) -> None:
        self.name = name
        self.columns = columns  # where the shown system's columns stand in its rows
        self.head: str | None = ""  # the beginning, until it tells what the file is
        self.pgn: PgnReader | None = None  # once the beginning shows a PGN
        self.csv: CsvReader | None = None  # or else
        self.rows: list[Row] = []  # the CSV's rows so far
        self.counts: dict[str, int] = {}  # the PGN's players so far: {name: games}
        self.counted = 0  # the PGN's games counted in them
        self.blank = True

    @property
    def piece(self) -> int:
        """The bytes to read next: a small first piece, until it tells what the file is."""
        if self.csv is not None:
            return CSV_PIECE
        return PGN_PIECE if self.pgn is not None else _HEAD

    def add(self, text: str) -> None:
        if self.head is not None:
            self.head += text
            if len(self.head) < _HEAD:
                return
            text, self.head = self._begin(self.head), None
        if self.blank and text.strip(" \t\f\v\r\n"):
            self.blank = False
        if self.pgn is not None:
            self.pgn.feed(text)
            # the games before the last one found are complete: their players counted
            self._count(len(self.pgn.found) - 1)
            return
        assert self.csv is not None  # _begin made one reader or the other
        read = len(self.csv.found)
        self.csv.feed(text)
        self._take(read)

    def _count(self, end: int) -> None:
        """The PGN's games up to `end` counted in the players."""
        if end > self.counted:
            assert self.pgn is not None  # counted for a PGN only
            count_players(self.pgn.found[self.counted:end], self.counts)
            self.counted = end

    def _take(self, read: int) -> None:
        """The rows of the entries the CSV gave since it had given `read`."""
        assert self.csv is not None  # taken from a CSV only
        self.rows += [_row(entry, self.columns) for entry in self.csv.found[read:]]

    def _begin(self, head: str) -> str:
        head = opening(head)
        if is_pgn(self.name, head):
            self.pgn = PgnReader(RATING_TAGS)
        else:
            self.csv = CsvReader()
        return head

    def finish(self) -> Imported:
        if self.head is not None:
            head, self.head = self.head, None
            self.add(self._begin(head))
        if self.blank:
            raise InputError("file", "file_empty")
        if self.pgn is not None:
            games = self.pgn.games()
            self._count(len(games))
            return _for_first_player(games, self.columns, ranked(self.counts))
        assert self.csv is not None  # _begin made one reader or the other
        read = len(self.csv.found)
        entries = self.csv.entries()
        self._take(read)
        return Imported(self.rows, missing=_missing(entries))


def rows_for_player(games: "Sequence[PgnGame]", player: str, columns: "Sequence[int]" = (0,),
                    names: "Sequence[str]" = ()) -> Imported:
    """The rows of one player of a PGN, and the player's rating: "" where the file has
    none, so the page asks for it rather than keeping another player's."""
    rating, entries = games_of(games, player)
    rows, missing = _rows(entries, columns)
    return Imported(rows, "" if rating is None else str(rating), names, missing, games)


def pasted_rows(text: str, columns: "Sequence[int]" = (0,)) -> list[Row]:
    """Rows from pasted "rating result" lines."""
    return _rows(read_lines(text), columns)[0]
