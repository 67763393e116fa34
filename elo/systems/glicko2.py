"""Glicko-2, the rating of lichess and many online sites, for one rating period.

Source: Mark E. Glickman, "Example of the Glicko-2 system" (glicko.net/glicko/glicko2.pdf,
2013), whose eight steps this follows (docs/rules/glicko2.md):
1. A player has a rating r, a rating deviation RD and a volatility sigma; tau (0.3 to
   1.2) limits how fast the volatility moves.
2. On the Glicko-2 scale: mu = (r - 1500) / 173.7178, phi = RD / 173.7178.
3. Per opponent j: g(phi_j) = 1 / sqrt(1 + 3 phi_j^2 / pi^2) and
   E = 1 / (1 + exp(-g(phi_j) (mu - mu_j))); v = 1 / sum(g^2 E (1 - E)).
4. delta = v sum(g (s - E)).
5. The new volatility sigma' = exp(A / 2), A the root of f(x) = e^x (delta^2 - phi^2 - v
   - e^x) / (2 (phi^2 + v + e^x)^2) - (x - a) / tau^2 with a = ln(sigma^2), found by the
   Illinois variant of regula falsi to within 0.000001.
6. phi* = sqrt(phi^2 + sigma'^2).
7. phi' = 1 / sqrt(1 / phi*^2 + 1 / v); mu' = mu + phi'^2 sum(g (s - E)).
8. Back: r' = 173.7178 mu' + 1500, RD' = 173.7178 phi'.
A period without games only widens RD (step 6 with sigma' = sigma).

lichess's limits (lichess-org/lila, modules/rating/src/main/Glicko.scala): tau 0.75, RD
kept within 45..500, the volatility at most 0.1, the rating at least 400. lichess rates
each game at once with fractional periods; with its limits this rates one period as the
paper does, so it is an estimate of a lichess rating, not its exact next value.

Units: scores in hundredths of a point (elo.system); E and the deltas as floats in the
same unit; the change before rounding in hundredths of a rating point. New rating, RD
and volatility are floats, as the paper gives them: no rounding.
"""

import math

from elo.systems.classic import check_rating
from elo.errors import InputError
from elo.period import check_games, whole_change
from elo.systems.declared.glicko2 import LICHESS_LOWEST, SYSTEM
from elo.units import TYPE_CHECKING, Hundredths, Rating, Score

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any, Literal

    from elo.shapes import GameTuple, Report

__all__ = ["SCALE", "TAU", "LICHESS", "GlickoGame", "GlickoRating", "rate_glicko2", "g_factor",
           "SYSTEM", "rate", "report", "game_report"]

#: Step 2: the Glicko-2 scale's unit (400 / ln 10) and its centre.
SCALE = 173.7178
CENTRE = 1500
#: The paper's system constant in its example.
TAU = 0.5
#: Step 5: the iteration stops when A and B are this close.
TOLERANCE = 0.000001
#: Step 5 converges in a few dozen steps; this many mean the inputs are beyond reason.
MAX_STEPS = 1000


class Limits:
    """lichess's tau and the bounds it keeps a rating within after each update."""

    __slots__ = ("tau", "rating_low", "rd_low", "rd_high", "volatility_high")

    def __init__(self, tau: float, rating_low: Rating, rd_low: float, rd_high: float,
                 volatility_high: float) -> None:
        self.tau = tau
        self.rating_low = rating_low
        self.rd_low = rd_low
        self.rd_high = rd_high
        self.volatility_high = volatility_high


#: lichess-org/lila modules/rating/src/main/Glicko.scala: tau, minRating, minDeviation,
#: maxDeviation, maxVolatility.
LICHESS = Limits(0.75, LICHESS_LOWEST, 45, 500, 0.1)



def g_factor(phi: float) -> float:
    """Step 3: how much an opponent's uncertainty damps what a game says."""
    return 1 / math.sqrt(1 + 3 * phi * phi / (math.pi * math.pi))


class GlickoGame:
    """One game: the opponent's rating and RD, and E and the delta in hundredths."""

    __slots__ = ("opponent", "opponent_rd", "score", "difference", "g", "expected", "delta",
                 "counted", "reason")

    opponent: Rating
    opponent_rd: float
    score: Score
    difference: Rating
    g: float
    expected: Hundredths
    delta: Hundredths
    counted: bool
    reason: None

    def __init__(self, rating: Rating, mu: float, opponent: Rating, opponent_rd: float,
                 score: Score) -> None:
        self.opponent = opponent
        self.opponent_rd = opponent_rd
        self.score = score
        self.difference = rating - opponent
        self.g = g_factor(opponent_rd / SCALE)
        share = 1 / (1 + math.exp(-self.g * (mu - (opponent - CENTRE) / SCALE)))
        self.expected = 100 * share
        self.delta = score - self.expected
        self.counted = True  # every game counts
        self.reason = None


class Step:
    """Step 5: one round of the iteration, with A, B and f at both."""

    __slots__ = ("a", "b", "fa", "fb")

    def __init__(self, a: float, b: float, fa: float, fb: float) -> None:
        self.a, self.b, self.fa, self.fb = a, b, fa, fb


class GlickoRating:
    """One rating period's update, with every quantity of the paper's steps."""

    system: "Literal['glicko2']" = "glicko2"
    shape: "Literal['period']" = "period"
    k = None
    performance = None

    v: float | None  # step 3, None without games, as sum and delta
    sum: float | None
    delta: float | None

    def __init__(self, rating: Rating, rd: float, volatility: float, tau: float,
                 games: "Sequence[tuple[Rating, float, Score]]",
                 limits: Limits | None = None) -> None:
        self.rating, self.rd, self.volatility, self.tau = rating, rd, volatility, tau
        self.limits = limits
        self.mu = (rating - CENTRE) / SCALE
        self.phi = rd / SCALE
        self.games = [GlickoGame(rating, self.mu, o, r, s) for o, r, s in games]
        self.counted_games = len(self.games)
        self.score = sum(game.score for game in self.games)
        self.expected = sum(game.expected for game in self.games)
        self.steps: list[Step] = []
        if self.games:
            self.v = 1 / sum(g.g * g.g * (g.expected / 100) * (1 - g.expected / 100)
                             for g in self.games)
            self.sum = sum(g.g * g.delta / 100 for g in self.games)
            self.delta = self.v * self.sum
            self.new_volatility = self._volatility()
            self.phi_star = math.sqrt(self.phi ** 2 + self.new_volatility ** 2)
            self.new_phi = 1 / math.sqrt(1 / self.phi_star ** 2 + 1 / self.v)
        else:  # no games: only the deviation widens
            self.v = self.sum = self.delta = None
            self.new_volatility = volatility
            self.phi_star = self.new_phi = math.sqrt(self.phi ** 2 + volatility ** 2)
        self.new_mu = self.mu + self.new_phi ** 2 * (self.sum or 0)
        self.exact_rating = SCALE * self.new_mu + CENTRE
        self.exact_rd = SCALE * self.new_phi
        self.new_rating, self.new_rd = self.exact_rating, self.exact_rd
        if limits is not None:
            self.new_rating = max(limits.rating_low, self.new_rating)
            self.new_rd = min(limits.rd_high, max(limits.rd_low, self.new_rd))
            self.new_volatility = min(limits.volatility_high, self.new_volatility)
        self.change_exact = 100 * (self.new_rating - rating)
        self.change = whole_change(self.change_exact)

    def _f(self, x: float) -> float:
        assert self.delta is not None and self.v is not None  # step 5: there are games
        ex = math.exp(x)
        top = ex * (self.delta ** 2 - self.phi ** 2 - self.v - ex)
        return top / (2 * (self.phi ** 2 + self.v + ex) ** 2) - \
            (x - self.a) / (self.tau * self.tau)

    def _volatility(self) -> float:
        """Step 5, the Illinois algorithm as the paper gives it."""
        assert self.delta is not None and self.v is not None  # called with games only
        self.a = a = math.log(self.volatility ** 2)
        if self.delta ** 2 > self.phi ** 2 + self.v:
            b = math.log(self.delta ** 2 - self.phi ** 2 - self.v)
        else:
            k = 1
            while self._f(a - k * self.tau) < 0:
                k += 1
            b = a - k * self.tau
        fa, fb = self._f(a), self._f(b)
        while abs(b - a) > TOLERANCE:
            self.steps.append(Step(a, b, fa, fb))
            if len(self.steps) > MAX_STEPS:
                raise InputError("volatility", "no_convergence")
            c = a + (a - b) * fa / (fb - fa)
            fc = self._f(c)
            if fc * fb <= 0:
                a, fa = b, fb
            else:
                fa = fa / 2
            b, fb = c, fc
        self.root = a
        return math.exp(a / 2)

    def rating_for(self, points: Score) -> None:
        return None  # the change depends on which games are won, not on the total alone


def _positive(value: float, field: str, code: str = "not_positive") -> None:
    check_rating(value, field)
    if value <= 0:
        raise InputError(field, code)


def rate_glicko2(rating: Rating, rd: float, volatility: float,
                 games: "Sequence[tuple[Rating, float, Score]]", tau: float = TAU,
                 limits: Limits | None = None) -> GlickoRating:
    """One period: `games` are (opponent's rating, opponent's RD, score in hundredths).
    With `limits` (LICHESS) its tau and bounds apply instead of `tau`."""
    check_rating(rating, "rating")
    _positive(rd, "rd")
    _positive(volatility, "volatility")
    if limits is not None:
        tau = limits.tau
    _positive(tau, "tau")
    if games:
        check_games([(g[0], g[2]) for g in games], lambda opponent: None)
    number = 0  # counted by hand, as check_games does
    for opponent, opponent_rd, _ in games:
        number += 1
        try:
            check_rating(opponent, "games")
            _positive(opponent_rd, "games", "rd_not_positive")
        except InputError as error:
            raise InputError("games", error.code, game=number) from None
    return GlickoRating(rating, rd, volatility, tau, games, limits)


def report(result: GlickoRating) -> "Report":
    return {"rd": result.rd, "volatility": result.volatility, "tau": result.tau,
            "new_rd": result.new_rd, "new_volatility": result.new_volatility,
            "limits": "lichess" if result.limits is not None else None,
            "mu": result.mu, "phi": result.phi, "v": result.v, "delta": result.delta,
            "iterations": len(result.steps)}


def game_report(game: GlickoGame) -> "Report":
    return {"opponent_rd": game.opponent_rd, "g": game.g}


def rate(games: "Sequence[GameTuple]", rating: "Any" = None, rd: "Any" = None,
          volatility: "Any" = None, tau: float | None = TAU,
          limits: str = "paper") -> GlickoRating:
    """Fields given as Any: None when empty, refused by rate_glicko2."""
    return rate_glicko2(rating, rd, volatility, [(g[0], g[3], g[1]) for g in games],
                        TAU if tau is None else tau,
                        LICHESS if limits == "lichess" else None)


if TYPE_CHECKING:  # this module is a system's rules: mypy checks it here
    from elo.shapes import Rules
    from elo.systems import glicko2 as _this

    _rules: "Rules" = _this
