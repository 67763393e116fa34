"""Classic Elo: the logistic formula, one game or several against an average opponent.

Source: shared/rules/README.md section 1 (the formula the seed calculators describe).
E = 1 / (1 + 10^((Rb - Ra) / 400)); change = K * (S - E); several games against an
average opponent: change = K * (P - G * E). No 400-point cap here: that is FIDE's rule.
"""

from elo.errors import InputError
from elo.numbers import round_half_away

__all__ = [
    "RESULTS",
    "SCALE",
    "Change",
    "GameRating",
    "SeriesRating",
    "TournamentRating",
    "check_k",
    "expected_score",
    "result_name",
    "rating_change",
    "rate_game",
    "rate_games",
    "rate_series",
]

#: The three results of a game, in display order, with the points they score.
RESULTS = (("win", 1.0), ("draw", 0.5), ("loss", 0.0))

#: Rating points per factor of ten in the odds (the 400 in the formula).
SCALE = 400

# Beyond 10^300 the odds overflow a double (CPython raises, MicroPython gives inf);
# the expected score is then 0 or 1 to far more digits than anything displays.
_MAX_EXPONENT = 300


def expected_score(rating, opponent):
    """Share of the point the player is expected to score (a draw counts half)."""
    exponent = (opponent - rating) / SCALE
    if exponent > _MAX_EXPONENT:
        return 0.0
    if exponent < -_MAX_EXPONENT:
        return 1.0
    return 1 / (1 + 10 ** exponent)


class Change:
    """A rating change: exact, whole (0.5 away from zero), and the rating it leads to."""

    __slots__ = ("exact", "rounded", "new_rating")

    def __init__(self, rating, exact):
        self.exact = exact
        self.rounded = round_half_away(exact)
        self.new_rating = rating + self.rounded


def rating_change(rating, k, score, expected):
    """K * (score - expected) applied to `rating`."""
    return Change(rating, k * (score - expected))


def result_name(score):
    """"win", "draw" or "loss" for a score of 1, 0.5 or 0."""
    if not isinstance(score, bool):
        for name, points in RESULTS:
            if score == points:
                return name
    raise InputError("result", "score")


def _check_rating(value, field):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise InputError(field, "not_a_number")
    if value != value or value in (float("inf"), float("-inf")):
        raise InputError(field, "not_finite")


def check_k(k, field="k"):
    """Refuse a K-factor that is not a finite number above 0."""
    _check_rating(k, field)
    if k <= 0:
        raise InputError(field, "k_not_positive")


class GameRating:
    """One game between two players, seen from the first, with all three results."""

    def __init__(self, rating, opponent, score, k, opponent_k):
        self.rating = rating
        self.opponent = opponent
        self.score = score
        self.k = k
        self.opponent_k = opponent_k
        self.expected = expected_score(rating, opponent)
        self.outcomes = tuple(
            (name, rating_change(rating, k, points, self.expected))
            for name, points in RESULTS
        )
        self.result = result_name(score)
        self.change = dict(self.outcomes)[self.result]
        # The opponent's change is the negation of ours scaled by their own K, so with
        # equal K the two exact changes cancel to the last bit.
        self.opponent_expected = 1 - self.expected
        self.opponent_change = Change(opponent, -opponent_k * (score - self.expected))


class SeriesRating:
    """Several games against opponents of one average rating, rated as one period."""

    def __init__(self, rating, average, games, points, k):
        self.rating = rating
        self.average = average
        self.games = games
        self.score = points
        self.k = k
        self.expected_per_game = expected_score(rating, average)
        self.expected = games * self.expected_per_game
        self.change = rating_change(rating, k, points, self.expected)


class TournamentGame:
    """One game of a tournament rated by the formula: E against the pre-event rating,
    and, game by game, the rating before this game and the whole-number change."""

    __slots__ = ("opponent", "score", "expected", "delta", "rating_before", "sequential")

    def __init__(self, opponent, score, expected):
        self.opponent = opponent
        self.score = score
        self.expected = expected
        self.delta = score - expected
        self.rating_before = None
        self.sequential = None


class TournamentRating:
    """Several games rated by the formula two ways: as one period (every game against
    the pre-event rating, one rounding at the end, as FIDE does) and game by game (each
    game from the rating after the one before, rounded each time, seed 004)."""

    def __init__(self, rating, games, k):
        self.rating = rating
        self.k = k
        self.games = [TournamentGame(o, s, expected_score(rating, o)) for o, s in games]
        self.score = sum(game.score for game in self.games)
        self.expected = sum(game.expected for game in self.games)
        self.change = Change(rating, k * (self.score - self.expected))
        current = rating
        for game in self.games:
            game.rating_before = current
            game.sequential = rating_change(current, k, game.score,
                                            expected_score(current, game.opponent))
            current = game.sequential.new_rating
        self.sequential_rating = current
        self.sequential_change = current - rating
        self.differs = self.sequential_rating != self.change.new_rating


def rate_games(rating, games, k=20):
    """Several games against opponents of their own rating: (opponent, score) pairs with
    the score as 1, 0.5 or 0."""
    _check_rating(rating, "rating")
    check_k(k)
    if not games:
        raise InputError("games", "no_games")
    for opponent, score in games:
        _check_rating(opponent, "games")
        result_name(score)
    return TournamentRating(rating, games, k)


def rate_game(rating, opponent, score, k=20, opponent_k=None):
    """One game: `score` is 1, 0.5 or 0 for the first player; each side may have its own K."""
    _check_rating(rating, "rating")
    _check_rating(opponent, "opponent")
    check_k(k)
    if opponent_k is None:
        opponent_k = k
    check_k(opponent_k, "opponent_k")
    result_name(score)
    return GameRating(rating, opponent, score, k, opponent_k)


def rate_series(rating, average, games, points, k=20):
    """`games` games against an average opponent `average`, `points` scored in all."""
    _check_rating(rating, "rating")
    _check_rating(average, "average")
    check_k(k)
    if isinstance(games, bool) or not isinstance(games, int):
        raise InputError("count", "not_whole")
    if games < 1:
        raise InputError("count", "games_positive")
    _check_rating(points, "points")
    if points < 0:
        raise InputError("points", "points_negative")
    if points > games:
        raise InputError("points", "points_above_games", games=games)
    if points * 2 != int(points * 2):
        raise InputError("points", "points_half")
    return SeriesRating(rating, average, games, points, k)
