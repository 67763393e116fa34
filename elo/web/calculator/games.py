"""The rows of games the page keeps: one list per group of systems whose columns share a
meaning (FIDE, the DWZ, both side by side share the games; UKD, classic Elo and Glicko-2
each have their own), each row a text per column of its group; and their part of a link.
Pure (elo.web.calculator.inputs keeps them).
"""

from elo.games import BOTH as CELLS, FORFEIT
from elo.systems import SYSTEMS, get
from elo.web.calculator.link import MAX_LENGTH, SAFE, quote, unquote
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence
    from typing import Any

    from elo.present.shapes import Parsed, TypedRow
    from elo.system import System

__all__ = ["Row", "Group", "GROUPS", "group_of", "columns_of", "MAX_ROWS", "parse_rows",
           "rows_text"]

#: The most rows a link or the device's storage brings back; more are cut and the page
#: says so (a real-sized tournament file is far below it).
MAX_ROWS = 20000


class Row:
    """One game as typed: a text per column of its group (`cells`), the score's text
    and the forfeit mark.

    A row keeps what was made of its text until the text changes (`set`): its part of
    the link and its values as a system reads them (elo.present.evaluate). A key changes one
    row; a file may have brought 10,000."""

    __slots__ = ("cells", "score", "forfeit", "item", "parsed")

    def __init__(self, cells: "Iterable[str]" = (), score: str = "",
                 forfeit: bool = False) -> None:
        self.cells = list(cells)
        self.score = score
        self.forfeit = forfeit
        self.item: tuple[str, str] | None = None
        self.parsed: "Parsed | None" = None

    def cell(self, index: int) -> str:
        return self.cells[index] if index < len(self.cells) else ""

    def set(self, part: "Any", value: "Any") -> None:
        """A part typed anew: a cell's index, "score" or "forfeit"."""
        if part == "score":
            self.score = value
        elif part == "forfeit":
            self.forfeit = value
        else:
            while len(self.cells) <= part:
                self.cells.append("")
            self.cells[part] = value
        self.item = self.parsed = None

    def is_empty(self, columns: "Sequence[int]") -> bool:
        """Nothing typed in the score and the cells of `columns`."""
        if self.score.strip():
            return False
        for index in columns:
            if self.cell(index).strip():
                return False
        return True


class Group:
    """Systems whose rows of games share a column meaning, and so share their games:
    `meanings` are the columns of all of them, each row holding a cell for each."""

    __slots__ = ("id", "meanings", "systems")

    def __init__(self, system: "System") -> None:
        self.id = system.id
        self.meanings = [column.meaning for column in system.columns]
        self.systems = [system.id]

    def joins(self, system: "System") -> bool:
        for column in system.columns:
            if column.meaning in self.meanings:
                return True
        return False

    def take(self, system: "System") -> None:
        self.systems.append(system.id)
        for column in system.columns:
            if column.meaning not in self.meanings:
                self.meanings.append(column.meaning)


def _groups(systems: "Iterable[System]") -> tuple[Group, ...]:
    groups: list[Group] = []
    for system in systems:
        joined = [group for group in groups if group.joins(system)]
        if not joined:
            groups.append(Group(system))
            continue
        first = joined[0]
        first.take(system)
        for other in joined[1:]:  # a system that links two groups merges them
            for system_id in other.systems:
                first.take(get(system_id))
            groups.remove(other)
    return tuple(groups)


#: The groups of systems sharing rows, from the systems' own columns.
GROUPS = _groups(SYSTEMS)
_GROUP_OF = dict((system_id, group) for group in GROUPS for system_id in group.systems)
_COLUMNS = dict((system.id, tuple(_GROUP_OF[system.id].meanings.index(column.meaning)
                                  for column in system.columns)) for system in SYSTEMS)


def group_of(system_id: str) -> Group:
    return _GROUP_OF[system_id]


def columns_of(system_id: str) -> tuple[int, ...]:
    """Where a system's columns stand among its group's cells."""
    return _COLUMNS[system_id]


def parse_rows(text: str, columns: "Sequence[int]") -> list[Row]:
    """The rows of a `games` value (percent-encoded part by part): "A/B:SCORE[:f]" with a
    part per column of `columns` (the group's cell indices), at most MAX_ROWS."""
    rows = []
    width = max(columns) + 1 if columns else 0
    for item in text.split(",")[:MAX_ROWS]:
        if not item:
            continue
        parts = item.split(":")
        cells = [""] * width
        for index, value in zip(columns, parts[0].split(CELLS)):
            cells[index] = unquote(value)[:MAX_LENGTH]
        score = unquote(parts[1])[:MAX_LENGTH] if len(parts) > 1 else ""
        rows.append(Row(cells, score, len(parts) > 2 and parts[2] == FORFEIT))
    return rows


#: A cell's text -> its percent-encoding: the rows of a file repeat the same few scores
#: and ratings, and a look-up costs a tenth of encoding one.
_parts: dict[str, str] = {}


def _part(text: str) -> str:
    quoted = _parts.get(text)
    if quoted is None:
        if len(_parts) > 5000:
            _parts.clear()
        quoted = _parts[text] = quote(text.strip(), SAFE)
    return quoted


def _row_item(row: "TypedRow", key: str, columns: "Sequence[int]", forfeits: bool) -> str:
    """A row's part of `games` for `columns`, kept with the row until it changes."""
    if row.item is None or row.item[0] != key:
        item = CELLS.join([_part(row.cell(index)) for index in columns]) + \
            ":" + _part(row.score)
        row.item = (key, item + (":" + FORFEIT if row.forfeit and forfeits else ""))
    return row.item[1]


def rows_text(rows: "Iterable[TypedRow]", columns: "Sequence[int]", key: str = "",
              forfeits: bool = True) -> str:
    """The `games` value of rows with the cells of `columns` (and their forfeit marks,
    where `forfeits`); rows empty there are left out. `key` names the columns for the
    rows' kept parts (a system's id)."""
    return ",".join([_row_item(row, key, columns, forfeits) for row in rows
                     if not row.is_empty(columns)])


_GROUP_IDS = dict((group.id, group) for group in GROUPS)


def group_named(group_id: str) -> Group | None:
    """The group of that id, or None."""
    return _GROUP_IDS.get(group_id)
