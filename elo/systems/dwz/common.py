"""What both DWZ systems share (docs/rules/dwz.md section 2), and a period's frame.

1. Only games against opponents with a DWZ count, and no forfeits (2.4).
2. P(D) = Phi(D / (200 sqrt 2)) = (1 + erf(D / 400)) / 2 from the whole difference D
   = own DWZ - opponent's, in full precision as nu computes it (2.1); We = sum of P.
3. Age = end year - birth year; no birth year counts as over 25 (2.5). Groups: youth up
   to 20, juniors 21-25, adults from 26.
4. The new DWZ is rounded once to a whole number (2.6); the index goes up by one (2.3).
5. The performance (Leistung, 3.6) from 5 counted games: the rating at which We = W.
Each system's module (elo.systems.dwz.classic, elo.systems.dwz.since2026) adds its factor,
its floor,
its performance at 0 and 100 % and its first DWZ.
"""

import math

from elo.errors import InputError
from elo.numbers import div_round_half_away, round_half_away
from elo.period import each_game, whole_change
from elo.systems.declared.dwz import HIGHEST, LOWEST
from elo.units import TYPE_CHECKING, Hundredths, Rating, Score, WholeRating

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any, Literal

    from elo.shapes import GameTuple, Report

__all__ = ["SWITCH_DATE", "MIN_GAMES", "LOWEST", "HIGHEST", "YOUTH_UP_TO", "JUNIOR_UP_TO",
           "expected_score", "age_group", "parse_date", "variant_of", "root", "average_of",
           "Performance", "DwzGame", "counted_games", "game_lines", "DwzResult", "DwzRating",
           "report_head"]

#: dwz.md section 0: tournaments ending on or after this day use the 2026 system.
SWITCH_DATE = "2026-06-08"
#: 2.4 / 3.6: a performance (and a first DWZ) needs this many counted games.
MIN_GAMES = 5
#: 2.5: age groups by age = end year - birth year.
YOUTH_UP_TO, JUNIOR_UP_TO = 20, 25


def expected_score(difference: float) -> float:
    """P(D), the share of the point expected at a difference D (own - opponent), 0..1."""
    return (1 + math.erf(difference / 400)) / 2


def age_group(born: int | None, end_year: int) -> str:
    """"youth", "junior" or "adult" (2.5); no birth year counts as over 25."""
    if born is None:
        return "adult"
    age = end_year - born
    if age <= YOUTH_UP_TO:
        return "youth"
    return "junior" if age <= JUNIOR_UP_TO else "adult"


def parse_date(text: str, field: str = "end") -> tuple[int, int, int]:
    """(year, month, day) of a date written YYYY-MM-DD, or an InputError."""
    text = str(text).strip()
    parts = text.split("-")
    if len(text) != 10 or len(parts) != 3 or [len(p) for p in parts] != [4, 2, 2]:
        raise InputError(field, "not_a_date")
    for part in parts:
        for char in part:
            if char not in "0123456789":
                raise InputError(field, "not_a_date")
    year, month, day = int(parts[0]), int(parts[1]), int(parts[2])
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    days = (31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
    if not (1900 <= year <= 2200 and 1 <= month <= 12 and 1 <= day <= days[month - 1]):
        raise InputError(field, "not_a_date")
    return year, month, day


def variant_of(end: str) -> str:
    """"E" (classic) or "K" (2026) for an end date YYYY-MM-DD (dwz.md section 0)."""
    return "E" if end < SWITCH_DATE else "K"


def root(opponents: "Sequence[Rating]", points: Score) -> Rating:
    """The rating R with sum of P(R - opponent) = points (hundredths): bisection, since
    the sum grows with R. A float; the callers round it."""
    low, high = min(opponents) - 2000.0, max(opponents) + 2000.0
    for _ in range(80):
        middle = (low + high) / 2
        if sum(100 * expected_score(middle - o) for o in opponents) < points:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def average_of(opponents: "Sequence[WholeRating]") -> WholeRating:
    """Rc, the counted opponents' average DWZ, rounded to a whole number."""
    return div_round_half_away(sum(opponents), len(opponents))


class Performance:
    """The tournament performance (Leistung, 3.6) over the counted games: `rating` the
    `exact` value rounded; `method` says how each system found it: "root" (We = W),
    "extreme" (classic at 0 or 100 %) or "draw_added" (2026 at 100 %)."""

    __slots__ = ("games", "average", "rating", "exact", "method")

    rule = "dwz"  # how it was found: the pages and reports say it by this

    def __init__(self, opponents: "Sequence[WholeRating]", method: str, exact: Rating) -> None:
        self.games = len(opponents)
        self.average = average_of(opponents)
        self.method = method
        self.exact = exact
        self.rating = round_half_away(exact)

    def report(self) -> "Report":
        return {"games": self.games, "average": self.average, "rating": self.rating,
                "method": self.method}


class DwzGame:
    """One entered game. `counted` is False (with `reason` "forfeit" or "no_dwz") for a
    game the DWZ leaves out."""

    __slots__ = ("opponent", "score", "forfeit", "difference", "expected", "delta",
                 "counted", "reason")

    opponent: WholeRating | None
    score: Score
    forfeit: bool
    difference: int | None
    expected: Hundredths | None
    delta: Hundredths | None
    counted: bool
    reason: str | None

    def __init__(self, rating: WholeRating, opponent: WholeRating | None, score: Score,
                 forfeit: bool) -> None:
        self.opponent = opponent
        self.score = score
        self.forfeit = forfeit
        self.difference = self.expected = self.delta = None
        self.counted = False
        if forfeit:
            self.reason = "forfeit"
        elif opponent is None:
            self.reason = "no_dwz"
        else:
            self.counted, self.reason = True, None
            self.difference = rating - opponent
            self.expected = 100 * expected_score(self.difference)
            self.delta = score - self.expected


def counted_games(games: "Sequence[GameTuple]") -> tuple[
        list[tuple[WholeRating | None, Score, bool]], list[WholeRating], Score]:
    """(entered, opponents, score): the games as (opponent, score, forfeit), and the
    opponents and total score of those the DWZ counts (2.4); an InputError when none
    counts."""
    entered = [(g[0], g[1], len(g) > 2 and bool(g[2])) for g in games]
    counted = [(o, s) for o, s, forfeit in entered if o is not None and not forfeit]
    if not counted:
        reasons = [forfeit for _, _, forfeit in entered]
        raise InputError("games", "dwz_only_forfeits" if all(reasons) else
                         "dwz_no_counted" if any(reasons) else "dwz_no_rated")
    return entered, [o for o, _ in counted], sum(s for _, s in counted)


def game_lines(rating: WholeRating,
               entered: "Sequence[GameTuple]") -> tuple[list[DwzGame], Hundredths]:
    """Each game's line at `rating`, and We over the counted ones."""
    lines = each_game(entered, lambda o, s, forfeit: DwzGame(rating, o, s, forfeit))
    return lines, sum(g.expected for g in lines if g.counted)  # type: ignore[misc]  # counted: set


class DwzResult:
    """What every DWZ result says, a first DWZ (elo.systems.dwz.first) or a new one (DwzRating):
    its system's variant ("E" or "K"), the index before and after, the last day, the age
    group, whether it is a first DWZ, and K (None where the system has none)."""

    variant: str
    index: int | None
    new_index: int | None
    end: str
    group: str
    first: bool
    k: float | None


class DwzRating(DwzResult):
    """One tournament's evaluation for a player with a DWZ before it, as both systems
    make it: the games rated at R0, then Rn = R0 + game_factor x (W - We) rounded once,
    and the index up by one. A system's class (`variant` "E" or "K") adds the rest:
    `_factor` sets `factor`, `k` (K as a number, or None) and `game_factor` (what one
    hundredth of a point moves the rating by); `_game_factor(success)` that factor for
    W >= We or not, nothing set; `rating_for` its floor; `_performance`; `report` its
    JSON fields. `floored`: a floor lifted the new rating."""

    system: "Literal['dwz']" = "dwz"
    shape: "Literal['period']" = "period"
    first = False
    # what each system's class says (see above)
    variant: str
    k: float | None
    game_factor: float
    _factor: "Callable[[bool, Any], None]"
    _game_factor: "Callable[[bool], float]"
    _performance: "Callable[[list[WholeRating], Score], Performance | None]"
    report: "Callable[[], Report]"
    # the performance, worked out when first asked for: the opponents until then
    _opponents: list[WholeRating] | None
    _performance_value: Performance | None

    def __init__(self, rating: WholeRating, index: int | None, games: "Sequence[GameTuple]",
                 group: str, end: str, given: float | None = None) -> None:
        """`given`: the system's factor as printed on an evaluation, or None."""
        self.end = end
        self.group = group
        self.index = index
        self.rating = rating
        self._given = given
        entered, opponents, self.score = counted_games(games)
        self.counted_games = len(opponents)
        self.games, self.expected = game_lines(rating, entered)
        self._factor(self.score >= self.expected, given)
        self.change_exact = self.game_factor * (self.score - self.expected)
        self.new_rating = self.rating_for(self.score)
        self.floored = self.new_rating != rating + whole_change(self.change_exact)
        self.change = self.new_rating - rating
        self.new_index = None if index is None else index + 1
        self._opponents = opponents  # the performance is worked out when asked for
        self._performance_value = None

    @property
    def performance(self) -> Performance | None:
        """The performance (3.6), worked out when first asked for: its root costs more
        than the rest of the evaluation, and a whole tournament's table does not show
        it."""
        if self._opponents is not None:
            self._performance_value = self._performance(self._opponents, self.score)
            self._opponents = None
        return self._performance_value

    def rating_for(self, points: Score) -> WholeRating:
        """The new rating had the counted games scored `points`: on the other side of We
        the factor is that side's (W >= We decides fB and SBr, Anhang 1.2; b and a,
        4.5), unless it was given as printed."""
        factor = self.game_factor
        success = points >= self.expected
        if self._given is None and success != (self.score >= self.expected):
            factor = self._game_factor(success)
        return self.rating + whole_change(factor * (points - self.expected))


def report_head(result: DwzResult) -> "Report":
    """The JSON fields of any DWZ result, first DWZ or not."""
    return {"system": result.variant, "index": result.index, "new_index": result.new_index,
            "end": result.end, "age_group": result.group, "first": result.first,
            "k": result.k}
