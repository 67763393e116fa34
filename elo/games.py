"""A game as written: "OPP:SCORE", the opponent's ratings in the columns of a system's rows
("1900:1", "1750:½", "-:0", "1850/1790:1" for FIDE and the DWZ side by side, "1400/30:1"
for a Glicko-2 rating and its deviation), then ":f" for a forfeit. The command line's
--game and the page's link write games so; the page's rows read each cell the same way.

Scores are hundredths of a point: 100, 50 or 0. A game as the engines take it is a
tuple: the first column's rating (None for "-"), the score, whether it was a forfeit,
then the other columns' ratings (elo.system.System).
"""

from elo.errors import InputError
from elo.numbers import PARSERS, parse_score, plain_whole, typed_text
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

    from elo.shapes import GameTuple
    from elo.system import Column

__all__ = ["UNRATED", "FORFEIT", "BOTH", "parse_cell", "parse_game"]

#: How an opponent without a rating is written.
UNRATED = "-"

#: How a forfeit is marked after the score ("1500:1:f").
FORFEIT = "f"

#: Between the columns of a game ("1850/1790:1").
BOTH = "/"


def parse_cell(text: str, column: "Column", field: str = "games") -> float | str | None:
    """A cell's rating: "-" for none where the column allows it; an empty cell is one
    still to fill, never taken for a rating."""
    if plain_whole(text):
        return int(text)  # the usual cell, read as the parsers would read it
    text = typed_text(text, field)
    if not text:
        raise InputError(field, "cell_missing_unrated" if column.unrated else "cell_missing")
    if text == UNRATED and column.unrated:
        return None
    return PARSERS[column.kind](text, field)


def parse_game(text: str, columns: "Sequence[Column]", field: str = "games",
               forfeits: bool = True) -> "GameTuple":
    """The engine's tuple of "A[/B]:SCORE[:f]" for a system's `columns`; ":f" only where
    the system has forfeits."""
    parts = str(text).split(":")
    if len(parts) not in (2, 3) or (len(parts) == 3 and parts[2].strip() != FORFEIT):
        raise InputError(field, "game_format", game=str(text)[:40])
    if len(parts) == 3 and not forfeits:
        raise InputError(field, "no_forfeits", game=str(text)[:40])
    cells = parts[0].split(BOTH)
    if len(cells) != len(columns):
        raise InputError(field, "game_format", game=str(text)[:40])
    values = [parse_cell(cell, column, field) for cell, column in zip(cells, columns)]
    return (values[0], parse_score(parts[1], field), len(parts) == 3) + tuple(values[1:])
