"""Entries from CSV, and from pasted "rating result" lines read as CSV."""

from elo.errors import InputError
from elo.files.decoding import _BLANKS, _lines, _text
from elo.files.reading import Entry, _digits, _Pieces
from elo.games import UNRATED
from elo.numbers import parse_score
from elo.units import WholeRating

# Header names by column, in the order they are tried. "Gegner"/"opponent" alone is the
# name when another column holds the rating, and the rating otherwise.
_HEADERS = (
    # an Elo column is the opponent's rating even beside a DWZ column
    ("opponent", ("elo", "opponent elo", "elo gegner", "fide")),
    ("opponent", ("rating", "elo", "wertung", "dwz", "opponent rating", "opponent elo",
                  "gegnerwertung", "elo gegner", "rtg")),
    # a DWZ column beside an Elo column: the opponent's second rating (FIDE and DWZ side
    # by side); alone, "dwz" is the opponent's rating above
    ("second", ("dwz", "dwz gegner", "gegner dwz", "opponent dwz")),
    ("score", ("score", "result", "ergebnis", "punkte", "points", "res", "pkt")),
    ("name", ("name", "opponent name", "gegnername", "opponent", "gegner", "spieler",
              "player")),
    ("round", ("round", "runde", "rd", "rnd")),
    ("opponent", ("opponent", "gegner", "opp")),
)


def _rating(text: str, line: int) -> WholeRating | None:
    text = text.strip(_BLANKS)
    if text in ("", UNRATED, "?", "0"):
        return None
    if not _digits(text):
        raise InputError("file", "file_line", line=line, problem=text)
    return int(text)


def _kind(line: str) -> str | None:
    """The separator a line uses: ";" (German spreadsheets) before a tab before ","
    ("1600,0,5" is ambiguous; a line with ";" decides for ";" anyway); None for none."""
    if ";" in line:
        return ";"
    if "\t" in line:
        return "\t"
    return "," if "," in line else None


class CsvReader(_Pieces):
    """CSV entries read a piece of text at a time, as PgnReader reads PGN: `feed` each
    piece in order, then `entries()`. Opponent rating and score, optionally name and
    round, with or without a header line; separated by ";", "," or tabs; decimal comma
    or point.

    A file has one separator: a line with another (or none) is refused. A file's
    problems are said in one order however it is cut into pieces: a mixed separator
    first, then the header, then the first line that cannot be read; after a problem
    the lines are only looked at for their separator.
    """

    found: list[Entry]

    def __init__(self) -> None:
        _Pieces.__init__(self)
        # the first line that is not blank: (number, line)
        self.first: tuple[int, str] | None = None
        self.separator: str | None = None
        self.columns: dict[str, int] | None = None
        # the line whose separator differs from the first line's
        self.mixed: int | None = None
        self.problem: InputError | None = None  # the first other problem

    def entries(self) -> list[Entry]:
        """Every entry, once the whole text has been fed; or the file's problem."""
        self._end()
        if self.first is None:
            raise InputError("file", "file_empty")
        if self.mixed is not None:
            raise InputError("file", "file_mixed", line=self.mixed)
        if self.problem is not None:
            raise self.problem
        if not self.found:
            raise InputError("file", "file_empty")
        return self.found

    def _read(self, lines: list[str]) -> None:
        number = self.number
        for line in lines:
            number += 1
            if self.mixed is not None:
                continue  # the file's problem is known: the lines are only counted
            line = line.strip(_BLANKS)
            if not line:
                continue
            kind = _kind(line)
            if self.first is None:
                self._begin(number, line, kind)
                continue
            if kind != self.separator:
                # a first line without one: the first line is the one that differs
                self.mixed = number if self.separator is not None else self.first[0]
            elif self.problem is None:
                self._add(number, line)
        self.number = number

    def _begin(self, number: int, line: str, kind: str | None) -> None:
        """The first line: the separator, and a header or the first entry."""
        self.first, self.separator = (number, line), kind
        if kind is None:  # refused: said at the end, as the first line, or as mixed
            self.problem = InputError("file", "file_line", line=number, problem=line)
            return
        self.columns = {"opponent": 0, "score": 1, "name": 2, "round": 3}
        first = [cell.lower() for cell in _cells(line, kind)]
        if _digits(first[0]) or first[0] in ("", UNRATED):
            self._add(number, line)
            return
        columns = self.columns = {}
        for field, names in _HEADERS:
            for index, cell in enumerate(first):
                if cell in names and field not in columns and index not in columns.values():
                    columns[field] = index
        if "opponent" not in columns and "name" in columns:
            columns["opponent"] = columns.pop("name")
        if "opponent" not in columns or "score" not in columns:
            self.problem = InputError("file", "file_header", line=number)

    def _add(self, number: int, line: str) -> None:
        """A line's entry, or the file's problem."""
        try:
            self.found.append(self._entry(number, line))
        except InputError as error:
            self.problem = error

    def _entry(self, number: int, line: str) -> Entry:
        separator, columns = self.separator, self.columns
        assert separator is not None and columns is not None  # _begin found them
        if '"' in line or " " in line or "\f" in line or "\v" in line or \
                ("\t" in line and separator != "\t"):
            cells = _cells(line, separator)
        else:  # nothing to strip: most lines of a file
            cells = line.split(separator)
        if len(cells) <= max(columns["opponent"], columns["score"]):
            raise InputError("file", "file_line", line=number, problem=line)
        try:
            score = parse_score(cells[columns["score"]], "file")
        except InputError:
            raise InputError("file", "file_line", line=number, problem=line) from None
        second = _cell(cells, columns.get("second"))
        return Entry(_rating(cells[columns["opponent"]], number), score,
                     _cell(cells, columns.get("name")), _cell(cells, columns.get("round")),
                     number, second=_rating(second, number) if second else None)


def _cells(line: str, separator: str) -> list[str]:
    """A line's cells without blanks around them; a cell in quotes is one cell whatever
    it holds ("0,5" where "," separates, "Doe, John"), "" in it a quote."""
    if '"' not in line:
        return [cell.strip(_BLANKS) for cell in line.split(separator)]
    cells, cell, quoted, at = [], "", False, 0
    while at < len(line):
        char = line[at]
        if char == '"':
            if quoted and line[at + 1:at + 2] == '"':
                cell += '"'
                at += 1
            else:
                quoted = not quoted
        elif char == separator and not quoted:
            cells.append(cell.strip(_BLANKS))
            cell = ""
        else:
            cell += char
        at += 1
    cells.append(cell.strip(_BLANKS))
    return cells


def read_csv(data: str | bytes) -> list[Entry]:
    """Entries from CSV (see CsvReader), from a file's bytes or text."""
    reader = CsvReader()
    reader.feed(_text(data))
    return reader.entries()


def _cell(cells: list[str], index: int | None) -> str:
    return cells[index] if index is not None and index < len(cells) else ""


def read_lines(text: str | bytes) -> list[Entry]:
    """Entries from pasted "rating result" lines (spaces, tabs, ";" or "," between)."""
    lines = [line.strip(_BLANKS) for line in _lines(_text(text)) if line.strip(_BLANKS)]
    cleaned = []
    for line in lines:
        parts = [part for part in line.replace("\t", " ").replace(";", " ").split(" ") if part]
        if len(parts) == 1 and "," in parts[0]:
            parts = parts[0].split(",", 1)
        cleaned.append(";".join(parts))
    try:
        return read_csv("\n".join(cleaned))
    except InputError as error:
        # the message quotes the line as it was pasted, not as it was split here
        if "problem" in error.params and "line" in error.params:
            error.params["problem"] = lines[error.params["line"] - 1]
        raise
