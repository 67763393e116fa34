"""UKD, the Turkish national rating (TSF-TK-PRS/05), as docs/rules/README.md section 3
describes it.

The federation's full text could not be checked (docs/rules/README.md section 3): the
result is an estimate and the federation's published list is what counts. Steps:
1. 350-point rule: an opponent more than 350 points away counts as exactly 350 away.
2. The capped ratings are averaged; D = own - average, rounded to a whole number.
3. PD from the federation's table (FIDE 8.1.2 up to 344, .89 for 345-350); We = PD * n.
4. dD = k * (W - We), with k by the player's own UKD band.
5. A game against a player without UKD: +0.1 k for a win, -0.1 k for a loss, 0 for a draw;
   it stays out of the average and of We. Games not played over the board do not count.
6. New UKD = own + dD rounded to a whole number, never below 1000.
Arithmetic in integer hundredths; dD is exact to the hundredth because k is whole.
"""

from elo.errors import InputError
from elo.systems.declared.ukd import FLOOR, PLAUSIBLE, SYSTEM
from elo.numbers import div_round_half_away
from elo.systems.performance import performance
from elo.period import check_games, each_game, to_points
from elo.systems.tables import UKD_PD_STEPS, pd_from_table
from elo.units import TYPE_CHECKING, Score, WholeRating

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Literal

    from elo.shapes import GameTuple, Report

__all__ = ["CAP", "FLOOR", "PLAUSIBLE", "k_factor", "UkdGame", "UkdRating", "rate_ukd", "SYSTEM",
           "rate", "report", "game_report"]

#: Step 1: the 350-point rule.
CAP = 350
#: Step 4: k by own UKD: (lowest rating of the band, k), highest band first.
K_BANDS = ((2400, 10), (2000, 15), (1600, 20), (1300, 25), (0, 30))
#: Step 5: a game against a player without UKD moves the rating by this share of k.
UNRATED_SHARE = 10  # hundredths: 0.1


def k_factor(rating: WholeRating) -> int:
    """k by the player's own UKD: 30 up to 1299, 25, 20, 15, and 10 from 2400."""
    for lowest, k in K_BANDS:
        if rating >= lowest:
            return k
    return K_BANDS[-1][1]


def counted_opponent(rating: WholeRating, opponent: WholeRating) -> WholeRating:
    """The opponent's rating after the 350-point rule."""
    return max(rating - CAP, min(rating + CAP, opponent))


class UkdGame:
    """One entered game. `counted` (in the average and We) is False for a forfeit (not
    over the board) and for an opponent without UKD, who moves the rating by step 5."""

    __slots__ = ("opponent", "score", "forfeit", "counted_rating", "capped", "difference",
                 "expected", "delta", "counted", "reason")

    # hundredths of a point as exact ints (the table's PD): the new UKD is rounded in ints
    opponent: WholeRating | None
    score: Score
    forfeit: bool
    counted_rating: WholeRating | None
    capped: bool
    difference: int | None
    expected: int | None
    delta: int | None
    counted: bool
    reason: str | None

    def __init__(self, rating: WholeRating, opponent: WholeRating | None, score: Score,
                 forfeit: bool) -> None:
        self.opponent = opponent
        self.score = score
        self.forfeit = forfeit
        self.counted_rating = self.difference = self.expected = self.delta = None
        self.capped = False
        self.counted = False
        if forfeit:
            self.reason = "forfeit"
        elif opponent is None:
            self.reason = "unrated_opponent"
            # step 5, in hundredths of a point: +0.10 win, -0.10 loss, 0 draw
            self.delta = (score - 50) * UNRATED_SHARE // 50
        else:
            self.counted, self.reason = True, None
            self.counted_rating = counted_opponent(rating, opponent)
            self.capped = self.counted_rating != opponent
            self.difference = rating - self.counted_rating


class UkdRating:
    """The UKD change: average, D, PD, We, dD (hundredths) and the new UKD."""

    system: "Literal['ukd']" = "ukd"
    shape: "Literal['period']" = "period"

    def __init__(self, rating: WholeRating, games: list[UkdGame], time_control: str) -> None:
        self.rating = rating
        self.time_control = time_control
        self.games = games
        self.k = k_factor(rating)
        rated = [g for g in games if g.counted]
        unrated = [g for g in games if g.reason == "unrated_opponent"]
        self.counted_games = len(rated)
        self.difference = self.expected_per_game = None
        self.average_total = self.expected = 0
        if rated:
            total = sum(g.counted_rating for g in rated)  # type: ignore[misc]  # counted: set
            self.average_total = total
            self.difference = div_round_half_away(rating * len(rated) - total, len(rated))
            self.expected_per_game = pd_from_table(self.difference, UKD_PD_STEPS)
            self.expected = self.expected_per_game * len(rated)
            for game in rated:
                game.expected = self.expected_per_game
                game.delta = game.score - self.expected_per_game
        self.score = sum(g.score for g in rated)  # W: the rated games' points
        self.unrated_delta = sum(g.delta for g in unrated)  # type: ignore[misc]  # step 5: set
        # dD in hundredths of a rating point
        self.change_exact = self.k * (self.score - self.expected + self.unrated_delta)
        # the new UKD itself is rounded (docs/rules section 3), not dD: 1500 - 2.50 = 1497.5 -> 1498
        rounded = div_round_half_away(rating * 100 + self.change_exact, 100)
        self.floored = rounded < FLOOR
        self.new_rating = max(FLOOR, rounded)
        self.change = self.new_rating - rating
        self.performance = performance(rated)

    @property
    def average_exact(self) -> float | None:
        """The average of the counted ratings as a float, for display."""
        return self.average_total / self.counted_games if self.counted_games else None

    def rating_for(self, points: Score) -> WholeRating:
        exact = self.rating * 100 + self.k * (points - self.expected + self.unrated_delta)
        return max(FLOOR, div_round_half_away(exact, 100))


def rate_ukd(rating: WholeRating, games: "Sequence[GameTuple]",
             time_control: str = "standard") -> UkdRating:
    """The UKD change for games given as (opponent, score[, forfeit]) with the score in
    hundredths and opponent None for a player without UKD."""
    if isinstance(rating, bool) or not isinstance(rating, int):
        raise InputError("rating", "not_whole")
    if rating < FLOOR:
        raise InputError("rating", "ukd_below_floor", low=FLOOR)
    check_games(games, low=0)
    lines = each_game(games, lambda opponent, score, forfeit:
                      UkdGame(rating, opponent, score, forfeit))
    if not [g for g in lines if not g.forfeit]:
        raise InputError("games", "only_forfeits")
    return UkdRating(rating, lines, time_control)


def report(result: UkdRating) -> "Report":
    return {
        "time_control": result.time_control,
        "average_opponent": result.average_exact,
        "difference": result.difference,
        "expected_per_game": to_points(result.expected_per_game),
        "floored": result.floored,
    }


def game_report(game: UkdGame) -> "Report":
    return {"forfeit": game.forfeit, "counted_rating": game.counted_rating,
            "capped": game.capped}


def rate(games: "Sequence[GameTuple]", rating: WholeRating | None = None,
          tc: str = "standard") -> UkdRating:
    if rating is None:
        raise InputError("rating", "empty")
    return rate_ukd(rating, games, tc)


if TYPE_CHECKING:  # this module is a system's rules: mypy checks it here
    from elo.shapes import Rules
    from elo.systems import ukd as _this

    _rules: "Rules" = _this
