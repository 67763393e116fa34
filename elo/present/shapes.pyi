"""The shapes the presentation shares with the page and the command line, for mypy alone.

A stub with no module beside it, as elo/shapes.pyi: neither runtime imports it (modules
import it under `if TYPE_CHECKING:` and name it in quoted annotations). The presentation
imports nothing of elo.web, so a row of games as the page keeps it
(elo.web.calculator.games.Row) is said here by what it has.
"""

from collections.abc import Sequence
from typing import Protocol

from elo.errors import InputError
from elo.present.blocks import Block as Block
from elo.present.later import Later
# an engine's result, any system's (a tagged union: elo/results.pyi), as the presenters,
# the page and the command line take it
from elo.results import AnyResult as AnyResult
from elo.shapes import GameTuple

#: What evaluate makes of a row and keeps on it: the id of the system that read it, the
#: game as the engine takes it and the problems by part (both None for an empty row).
Parsed = tuple[str, GameTuple | None, dict[str, InputError] | None,
               dict[str, InputError] | None]

#: The problems of the rows left out, by row index and part ("opponent", "score" ...).
RowErrors = dict[int, dict[str, InputError]]
#: The games of rows for the engine, the rows' errors, the rows counted, their warnings.
Games = tuple[list[GameTuple], RowErrors, list[int], RowErrors]


#: Texts by element id, and the HTML outputs by element id (some built later).
Texts = dict[str, str]
Html = dict[str, str | Later]

#: What the rows of games say, by row index and part ("opponent", "score", "note").
RowMessages = dict[int, dict[str, str]]

#: What a presenter's `render` returns, and every part of it: (texts, HTML).
Shown = tuple[Texts, Html]


class TypedRow(Protocol):
    """A row of games as typed: a text per column of its group, the score's text, the
    forfeit mark, and what was made of it until its text changes: its part of the link
    (the key of the columns it was made for, and the text) and what evaluate read."""

    cells: list[str]
    score: str
    forfeit: bool
    item: tuple[str, str] | None
    parsed: Parsed | None

    def cell(self, index: int) -> str: ...
    def is_empty(self, columns: Sequence[int]) -> bool: ...

