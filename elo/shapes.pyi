"""The shapes every system's games and results share (elo.system says them in words),
for mypy alone.

A stub with no module beside it: neither runtime imports it (modules import it under
`if TYPE_CHECKING:` and name it in quoted annotations), so it costs the page nothing and
may use `typing`, which MicroPython lacks.
"""

from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

from elo.units import ChangeHundredths, Hundredths, Rating, Score, WholeRating

#: A game as the engines take it (elo.system.System): the first column's value (None
#: for "-"), the score, whether it was a forfeit, then the other columns' values.
GameTuple = tuple[Any, ...]

#: A value per column of a system, each as elo.games.parse_cell reads a cell (a number,
#: None for "-"): what a need's average of the games to come holds.
Cells = tuple[float | str | None, ...]

#: What elo.period.each_game makes of each game.
Line = TypeVar("Line")

#: A result's fields in the JSON report (elo.report).
Report = dict[str, Any]

class GameLine(Protocol):
    """One game of a period result; a game the rules leave out (`counted` False, with
    its `reason`) has no difference, expected score or delta."""

    @property
    def opponent(self) -> Rating | None: ...
    @property
    def score(self) -> Score: ...
    @property
    def difference(self) -> Rating | None: ...
    @property
    def expected(self) -> Hundredths | None: ...
    @property
    def delta(self) -> Hundredths | None: ...
    @property
    def counted(self) -> bool: ...
    @property
    def reason(self) -> str | None: ...

class Scored(Protocol):
    """A game as elo.systems.performance reads it: a table system's line, or a Game."""

    @property
    def opponent(self) -> WholeRating | None: ...
    @property
    def score(self) -> Score: ...

class Performed(Protocol):
    """A performance, FIDE's (elo.systems.performance.Performance) or the DWZ's
    (elo.systems.dwz.common.Performance): what is read of either without knowing which."""

    @property
    def rule(self) -> str: ...
    @property
    def games(self) -> int: ...
    @property
    def average(self) -> WholeRating | None: ...
    @property
    def rating(self) -> WholeRating: ...

class Result(Protocol):
    """A period's result, or a first rating (no rating before, K or change)."""

    @property
    def system(self) -> str: ...
    @property
    def shape(self) -> str: ...
    @property
    def rating(self) -> Rating | None: ...
    @property
    def k(self) -> float | None: ...
    @property
    def score(self) -> Score: ...
    @property
    def expected(self) -> Hundredths | None: ...
    @property
    def change_exact(self) -> ChangeHundredths | None: ...
    @property
    def change(self) -> int | None: ...
    @property
    def new_rating(self) -> Rating: ...
    @property
    def games(self) -> Sequence[GameLine] | None: ...
    @property
    def counted_games(self) -> int: ...
    @property
    def performance(self) -> Performed | None: ...

class Period(Result, Protocol):
    """A rating period's result: a rating before it, and the change; `rating_for` the new
    rating had the counted games scored `points`, None where it does not follow from
    their total (Glicko-2, where it depends on which games were won)."""

    @property
    def rating(self) -> Rating: ...
    @property
    def expected(self) -> Hundredths: ...
    @property
    def change_exact(self) -> ChangeHundredths: ...
    @property
    def change(self) -> int: ...
    @property
    def games(self) -> Sequence[GameLine]: ...
    def rating_for(self, points: Score) -> Rating | None: ...

class ScoredPeriod(Period, Protocol):
    """A period whose new rating follows from the total score of its counted games
    (every one but Glicko-2's): break-even and targets (elo.stakes)."""

    def rating_for(self, points: Score) -> Rating: ...

#: A PGN game's tags as read (elo.files.pgn): the line they begin on, and {tag: value}.
PgnGame = tuple[int, dict[str, str]]


class Rules(Protocol):
    """A system's engine module (elo.system.System.engine), as System.rules imports it by
    name: each module is checked against this by its own last lines. An engine may also
    have `steps(games, **params)`, `rate` in steps (elo.system.System.rate_steps)."""

    # each takes its own system's params and results: mypy checks them at their callers
    def rate(self, games: Sequence[GameTuple], *args: Any, **params: Any) -> Any: ...
    def report(self, result: Any) -> Report: ...
    def game_report(self, game: Any) -> Report: ...
