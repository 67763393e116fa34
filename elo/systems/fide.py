"""FIDE Rating Regulations (effective 1 March 2024, amended 1 October 2025), exactly.

Steps, by article:
1. 8.3.1: per game the difference D = own rating - opponent's; above 400 it counts as 400
   for a player rated below 2650 (standard), for everyone in rapid and blitz. In rapid and
   blitz a game 600 or more points apart is not rated if either player is above 2600.
2. 8.1.2 / 8.3.2: PD from the table (not the formula); per game delta = score - PD.
3. 8.3.3: K from the player's data unless given; then the 700 rule for the period. The
   same K in rapid and blitz: their regulations took over the standard K (40 / 20 / 10 and
   the 700 rule) from 1 October 2022; before, K was 20 for everyone there.
4. 8.3.4: change = K * sum(delta), rounded once for the period, 0.5 away from zero.
Everything is in integer hundredths of a point; every game uses the pre-period rating.
A first rating (8.2) and the floor (7.1.4 / 7.2.1) are elo.systems.fide_first's.
"""

from elo.errors import InputError
from elo.systems.declared.fide import (FLOOR, JUNIOR_BELOW, MASTER, SYSTEM,
                                       TIME_CONTROLS)
from elo.systems.fide_first import (HYPOTHETICAL_OPPONENT, FirstRating, first_reason,
                                    first_report, rate_first)
from elo.systems.performance import performance
from elo.period import check_games_steps, check_whole, each_game_steps, finished, whole_change
from elo.systems.tables import pd_from_table
from elo.units import TYPE_CHECKING, Hundredths, Score, WholeRating

if TYPE_CHECKING:
    from collections.abc import Generator, Sequence
    from typing import Any, Literal

    from elo.shapes import GameTuple, Report

__all__ = ["TIME_CONTROLS", "FLOOR", "HYPOTHETICAL_OPPONENT", "JUNIOR_BELOW", "MASTER",
           "counted_difference", "first_reason", "is_rated_game", "k_factor", "limit_k",
           "FideGame", "FideRating", "FirstRating", "rate_fide", "rate_fide_steps", "rate_first",
           "SYSTEM", "rate", "report", "game_report", "steps"]

#: The regulations this module follows: in force from this day (Rating Regulations of 1
#: March 2024), amended on AMENDED (article 8.3.1). An event that ended before REGULATIONS
#: was rated by FIDE under earlier rules (a floor of 1000, other K-factors, the 400 rule).
REGULATIONS = "2024-03-01"
AMENDED = "2025-10-01"

#: 8.3.1: differences above this count as this much ...
CAP = 400
#: ... for players rated below this (standard games only).
NO_CAP_FROM = 2650
#: Rapid and blitz, from 1 December 2024: a game this far apart is not rated ...
UNRATED_GAP = 600
#: ... if at least one player is rated above this.
UNRATED_ABOVE = 2600
#: 8.3.3: K * games in the period may not exceed this.
MAX_K_TIMES_GAMES = 700

#: 8.3.3: K 40 until this many rated games ...
K_NEW_PLAYER_GAMES = 30
#: ... and for juniors to the end of the year they turn this old ...
JUNIOR_AGE = 18


def counted_difference(rating: WholeRating, opponent: WholeRating,
                       time_control: str = "standard") -> tuple[int, bool]:
    """(D, capped): D = rating - opponent, limited to +/-400 where 8.3.1 says so."""
    difference = rating - opponent
    if -CAP <= difference <= CAP or time_control == "standard" and rating >= NO_CAP_FROM:
        return difference, False
    return (CAP if difference > 0 else -CAP), True


def is_rated_game(rating: WholeRating, opponent: WholeRating,
                  time_control: str = "standard") -> bool:
    """False for a rapid or blitz game FIDE does not rate (600 apart, one above 2600)."""
    if time_control == "standard":
        return True
    return not (abs(rating - opponent) >= UNRATED_GAP and max(rating, opponent) > UNRATED_ABOVE)


def k_factor(rating: WholeRating, rated_games: int | None = None, born: int | None = None,
             year: int | None = None, reached_2400: bool = False) -> tuple[int, str]:
    """(K, rule) by 8.3.3. The article gives no order; this one matches FIDE's published K:
    ever 2400 -> 10; junior under 2300 -> 40; fewer than 30 games -> 40; else 20."""
    if reached_2400 or rating >= MASTER:
        return 10, "reached_2400"
    if born is not None and year is not None and year - born <= JUNIOR_AGE \
            and rating < JUNIOR_BELOW:
        return 40, "junior"
    if rated_games is not None and rated_games < K_NEW_PLAYER_GAMES:
        return 40, "new_player"
    return 20, "established"


def limit_k(k: int, games: int) -> tuple[int, bool]:
    """(K, cut) after the 700 rule: the largest whole K with K * games <= 700."""
    if games and k * games > MAX_K_TIMES_GAMES:
        return MAX_K_TIMES_GAMES // games, True
    return k, False


class FideGame:
    """One game as FIDE rates it. `counted` is False (with `reason`) for a game FIDE
    leaves out; such a game has no difference, PD or delta."""

    __slots__ = ("opponent", "score", "difference", "capped", "expected", "delta", "counted",
                 "reason")

    opponent: WholeRating | None
    score: Score
    difference: int | None
    capped: bool
    expected: Hundredths | None  # the table's PD, exact
    delta: Hundredths | None
    counted: bool
    reason: str | None

    def __init__(self, rating: WholeRating, opponent: WholeRating | None, score: Score,
                 time_control: str, forfeit: bool = False) -> None:
        self.opponent = opponent
        self.score = score
        self.difference = self.expected = self.delta = None
        self.capped = False
        self.counted = False
        if forfeit:  # played games only: a forfeit is not rated
            self.reason = "forfeit"
        elif opponent is None:
            self.reason = "unrated_opponent"
        elif not is_rated_game(rating, opponent, time_control):
            self.reason = "gap_600"
        else:
            self.counted = True
            self.reason = None
            self.difference, self.capped = counted_difference(rating, opponent, time_control)
            self.expected = pd_from_table(self.difference)
            self.delta = score - self.expected


class FideRating:
    """A rating period: the games, K and how it was found, the change and new rating.

    score, expected and the deltas are hundredths of a point; change_exact is hundredths of
    a rating point (K * sum of deltas); change is whole.
    """

    system: "Literal['fide']" = "fide"
    shape: "Literal['period']" = "period"

    def __init__(self, rating: WholeRating, games: list[FideGame], k: int, k_rule: str,
                 period_games: int | None, time_control: str) -> None:
        self.rating = rating
        self.time_control = time_control
        self.games = games
        rated = [game for game in games if game.counted]
        self.counted_games = len(rated)
        self.period_games = max(period_games or 0, self.counted_games)
        self.k_rule = k_rule
        self.k_before_700 = k
        self.k, self.k_cut = limit_k(k, self.period_games)
        score: Score = 0
        expected: Hundredths = 0  # exact: the table's PDs are ints
        for game in rated:  # one pass: thousands of games in a large file
            score += game.score
            assert game.expected is not None  # a counted game has its PD
            expected += game.expected
        self.score, self.expected = score, expected
        self.delta = score - expected
        self.change_exact = self.k * self.delta
        self.change = whole_change(self.change_exact)
        self.new_rating = rating + self.change
        self.below_floor = self.new_rating < FLOOR
        self.performance = performance(rated)

    def rating_for(self, points: Score) -> WholeRating:
        return self.rating + whole_change(self.k * (points - self.expected))


def rate_fide(rating: WholeRating, games: "Sequence[GameTuple]", k: int | None = None,
              rated_games: int | None = None, born: int | None = None,
              year: int | None = None, reached_2400: bool = False,
              period_games: int | None = None, time_control: str = "standard") -> FideRating:
    """The FIDE rating change for a period. `games` are (opponent, score) pairs with the
    score in hundredths (100, 50, 0) and opponent None when unrated. A `k` given wins over
    the player's data; the 700 rule applies to either, over `period_games` (default: the
    rated games entered)."""
    return finished(rate_fide_steps(rating, games, k, rated_games, born, year, reached_2400,
                                    period_games, time_control))


def rate_fide_steps(rating: WholeRating, games: "Sequence[GameTuple]", k: int | None = None,
                    rated_games: int | None = None, born: int | None = None,
                    year: int | None = None, reached_2400: bool = False,
                    period_games: int | None = None, time_control: str = "standard",
                    ) -> "Generator[None, None, FideRating]":
    """rate_fide in steps of SLICE games (elo.system): a generator that returns it."""
    check_whole(rating, "rating", 0)
    yield from check_games_steps(games, low=0)
    if time_control not in TIME_CONTROLS:
        raise InputError("time_control", "time_control")
    for value, field in ((rated_games, "rated_games"), (born, "born"), (year, "year"),
                         (period_games, "period")):
        if value is not None:
            check_whole(value, field, 0)
    if k is None:
        k, rule = k_factor(rating, rated_games, born, year, reached_2400)
    else:
        check_whole(k, "k", 1)
        rule = "given"
    lines = yield from each_game_steps(games, lambda opponent, score, forfeit:
                                       FideGame(rating, opponent, score, time_control, forfeit))
    # the period first, then what it lacks: its one pass counts the rated games
    period = FideRating(rating, lines, k, rule, period_games, time_control)
    if not period.counted_games:
        reasons = [line.reason for line in lines]
        raise InputError("games", "fide_only_forfeits" if "unrated_opponent" not in reasons
                         and "gap_600" not in reasons else "all_gap_600"
                         if "unrated_opponent" not in reasons else "no_rated_games")
    if period_games is not None and period_games < period.counted_games:
        raise InputError("period", "period_games_too_few")
    return period


def game_report(game: FideGame) -> "Report":
    return {"rated": game.counted, "capped": game.capped}


def _period_report(result: FideRating) -> "Report":
    return {
        "time_control": result.time_control,
        "k_rule": result.k_rule,
        "k_before_700": result.k_before_700,
        "k_cut_by_700": result.k_cut,
        "period_games": result.period_games,
        "rated_games": result.counted_games,
        "below_floor": result.below_floor,
    }


def report(result: FideRating | FirstRating) -> "Report":
    return first_report(result) if result.shape == "first" else _period_report(result)


def steps(games: "Sequence[GameTuple]", rating: WholeRating | None = None,
                first: bool = False, k: int | None = None, ksource: str = "own",
                rated_games: int | None = None, born: int | None = None,
                year: int | None = None, reached: bool = False, period: int | None = None,
                tc: str = "standard") -> "Generator[None, None, FideRating | FirstRating]":
    """The one verb in steps: a first rating by 8.2 when `first`, else the period's
    change (rate_fide_steps)."""
    if first:
        return rate_first(games)
    if rating is None:
        raise InputError("rating", "empty")
    return (yield from rate_fide_steps(rating, games, k, rated_games, born, year, reached,
                                       period, tc))


def rate(games: "Sequence[GameTuple]", **params: "Any") -> FideRating | FirstRating:
    """The one verb, at once (steps)."""
    return finished(steps(games, **params))


if TYPE_CHECKING:  # this module is a system's rules: mypy checks it here
    from elo.shapes import Rules
    from elo.systems import fide as _this

    _rules: "Rules" = _this
