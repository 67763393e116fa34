"""The shapes the presentation shares with the page and the command line, for mypy alone.

A stub with no module beside it, as elo/shapes.pyi: neither runtime imports it (modules
import it under `if TYPE_CHECKING:` and name it in quoted annotations). The presentation
imports nothing of elo.web, so a row of games as the page keeps it
(elo.web.calculator.games.Row) is said here by what it has.
"""

from collections.abc import Sequence
from typing import Any, Protocol

from elo.errors import InputError
from elo.present.blocks import Block as Block
from elo.present.later import Later
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

#: An engine's result where mypy cannot follow what it holds. Where the shapes meet (a
#: presenter's `render` or `breakdown` takes any result of its system, which its `shape`
#: or variant says, and mypy narrows no union by a plain string), and where a rule sets
#: what the types leave optional (a period's figures once it has games, a game's
#: difference once it counts, K of the 2026 DWZ). Unchecked there, rather than an assert
#: per attribute on every row the page writes; elsewhere the presenters take the
#: engine's classes.
AnyResult = Any

#: A game line where what its rule sets is read: a counted game's difference, expected
#: score and delta, a left-out game's reason (optional on the engine's types, set as
#: `counted` says).
AnyGame = Any


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
