"""FIDE Rating Regulations 8.2: the first rating of an unrated player, and the rating
floor of 7.1.4 / 7.2.1 it must reach to be published (elo.systems.fide rates everything else)."""

from elo.errors import InputError
from elo.systems.declared.fide import FLOOR
from elo.numbers import div_round_half_away
from elo.systems.performance import Game, performance
from elo.period import check_games, to_points
from elo.systems.tables import dp_for_percent
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Literal

    from elo.shapes import GameTuple, Report

__all__ = ["FLOOR", "FIRST_RATING_GAMES", "HYPOTHETICAL_OPPONENT", "FIRST_RATING_MAX",
           "first_reason", "FirstRating", "rate_first", "first_report"]

#: 8.2: a first rating needs this many games against rated opponents ...
FIRST_RATING_GAMES = 5
#: ... is computed with two hypothetical draws against opponents rated this ...
HYPOTHETICAL_OPPONENT = 1800
#: ... and is at most this.
FIRST_RATING_MAX = 2200


def first_reason(game: "GameTuple") -> str | None:
    """Why FIDE leaves an entered game out of a first rating (None: it counts)."""
    if len(game) > 2 and game[2]:
        return "forfeit"
    return "unrated_opponent" if game[0] is None else None


class FirstRating:
    """8.2: the first rating of an unrated player (`new_rating`), and whether it would be
    published. There is no rating before, K, expected score or change."""

    system: "Literal['fide']" = "fide"
    shape: "Literal['first']" = "first"
    rating = k = expected = change_exact = change = None

    def __init__(self, games: "Sequence[GameTuple]") -> None:
        self.entered = list(games)
        # played games against rated opponents only: a forfeit is not rated (as in a period)
        rated = [Game(g[0], g[1]) for g in games if first_reason(g) is None]
        self.games = None  # no per-game rows: 8.2 works on the average
        self.counted_games = len(rated)
        self.score = sum(score for _, score in rated)
        self.disregarded = self.score == 0  # a first event scored zero does not count
        count = self.counted_games + 2  # two hypothetical draws against 1800
        total = sum(opponent for opponent, _ in rated) + 2 * HYPOTHETICAL_OPPONENT
        self.average_total, self.average_count = total, count
        self.percent = div_round_half_away(self.score + 100, count)
        self.dp = dp_for_percent(self.percent)
        exact = div_round_half_away(total + self.dp * count, count)
        self.capped = exact > FIRST_RATING_MAX
        self.new_rating = min(exact, FIRST_RATING_MAX)
        self.reasons = []
        if self.disregarded:
            self.reasons.append("zero_score")
        if self.counted_games < FIRST_RATING_GAMES:
            self.reasons.append("too_few_games")
        if self.new_rating < FLOOR:
            self.reasons.append("below_floor")
        self.published = not self.reasons
        self.performance = performance(rated)


def rate_first(games: "Sequence[GameTuple]") -> FirstRating:
    """8.2: the first rating from the games of an unrated player."""
    check_games(games, low=0)
    if not [g for g in games if first_reason(g) is None]:
        raise InputError("games", "no_rated_games")
    return FirstRating(games)


def first_report(result: FirstRating) -> "Report":
    return {
        "first_rating": {
            "rating": result.new_rating,
            "published": result.published,
            "reasons": list(result.reasons),
            "capped_at_2200": result.capped,
            "percent": result.percent,
            "dp": result.dp,
            "average_with_hypothetical": result.average_total / result.average_count,
            "games": result.counted_games,
        },
        # a first rating has no difference or PD per game (8.2 works on the average)
        "games": [{"opponent": g[0], "score": to_points(g[1]), "difference": None,
                   "expected": None, "delta": None, "counted": first_reason(g) is None,
                   "reason": first_reason(g)} for g in result.entered],
    }
