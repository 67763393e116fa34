"""Classic Elo: the logistic formula, one game, several games, a tournament.

Source: docs/rules/README.md section 1.
E = 1 / (1 + 10^((Rb - Ra) / 400)); change = K * (S - E); several games against an
average opponent: change = K * (P - G * E). No 400-point cap here: that is FIDE's rule.
Scores are hundredths of a point (elo.system); E is computed as a share of the point and
kept in hundredths like the scores.
"""

from elo.errors import InputError
from elo.system import SCORES, Bound, Column, Field, System
from elo.period import check_games, to_points, whole_change
from elo.units import TYPE_CHECKING, ChangeHundredths, Hundredths, Rating, Score

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any, Literal

    from elo.shapes import GameTuple, Report

__all__ = ["SCALE", "K_LOW", "K_HIGH", "Change", "GameRating", "SeriesRating", "TournamentRating",
           "check_k", "check_rating", "expected_score", "half_points", "result_name", "rate_game",
           "rate_games", "rate_series", "SYSTEM", "rate", "report", "game_report"]

#: Rating points per factor of ten in the odds (the 400 in the formula).
SCALE = 400

#: The range of K this calculator takes: any K from 1 to 100.
K_LOW = 1
K_HIGH = 100
#: The K of the command line when none is given, and the page's first value.
K_DEFAULT = 20

# What is usual, for what a person types (elo.system.Bound). The formula takes any
# finite rating and any K from K_LOW to K_HIGH, so nothing here blocks; but the lists a
# rating comes from hold whole numbers, none under 100 (FIDE's floor 1400, the UKD's 1000,
# lichess's 400, a first DWZ's 700: docs/rules), and "1,5" is most likely 1500 typed short.
#: A rating: the player's, the opponent's, the average.
_USUAL_RATING = (Bound("rating_fraction", whole=True, warn=True),
                 Bound("rating_under_100", low=100, warn=True))
#: A K: FIDE's are 40, 20 and 10 (8.3.3), 32 is common elsewhere (docs/rules/README.md,
#: section 1); a larger one is rare.
_USUAL_K = (Bound("k_above_40", high=40, warn=True),)

# Beyond 10^300 the odds overflow a double (CPython raises, MicroPython gives inf);
# the expected score is then 0 or 1 to far more digits than anything displays.
_MAX_EXPONENT = 300


def expected_score(rating: Rating, opponent: Rating) -> float:
    """Share of the point the player is expected to score (a draw counts half), 0..1."""
    exponent = (opponent - rating) / SCALE
    if exponent > _MAX_EXPONENT:
        return 0.0
    if exponent < -_MAX_EXPONENT:
        return 1.0
    return 1 / (1 + 10 ** exponent)


def _expected(rating: Rating, opponent: Rating) -> Hundredths:
    return 100 * expected_score(rating, opponent)


class Change:
    """A rating change: exact (hundredths of a rating point), whole (0.5 away from zero),
    and the rating it leads to."""

    __slots__ = ("exact", "rounded", "new_rating")

    def __init__(self, rating: Rating, exact: ChangeHundredths) -> None:
        self.exact = exact
        self.rounded = whole_change(exact)
        self.new_rating = rating + self.rounded


def result_name(score: Score) -> str:
    """"win", "draw" or "loss" for a score of 100, 50 or 0."""
    if not isinstance(score, bool):
        for name, points in SCORES:
            if score == points:
                return name
    raise InputError("result", "score")


def check_rating(value: object, field: str) -> None:
    """Refuse a rating that is not a finite number (any finite rating is allowed here)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise InputError(field, "not_a_number")
    if value != value or value in (float("inf"), float("-inf")):
        raise InputError(field, "not_finite")


def check_k(k: float, field: str = "k") -> None:
    """Refuse a K-factor outside 1 to 100, saying which end it missed."""
    check_rating(k, field)
    if k <= 0:
        raise InputError(field, "k_not_positive")
    if k < K_LOW:
        raise InputError(field, "too_small", low=K_LOW)
    if k > K_HIGH:
        raise InputError(field, "too_large", high=K_HIGH)


def half_points(points: float, field: str = "points") -> Score:
    """Points typed as a number (2.5) in hundredths (250): whole or half points only."""
    check_rating(points, field)
    if points < 0:
        raise InputError(field, "points_negative")
    if points * 2 != int(points * 2):
        raise InputError(field, "points_half")
    return int(points * 2) * 50


class GameRating:
    """One game between two players, seen from the first, with all three results."""

    system: "Literal['elo']" = "elo"
    shape: "Literal['game']" = "game"

    def __init__(self, rating: Rating, opponent: Rating, score: Score, k: float,
                 opponent_k: float) -> None:
        self.rating = rating
        self.opponent = opponent
        self.score = score
        self.k = k
        self.opponent_k = opponent_k
        self.expected = _expected(rating, opponent)
        self.outcomes = tuple(
            (name, Change(rating, k * (points - self.expected))) for name, points in SCORES)
        self.result = result_name(score)
        self.change = dict(self.outcomes)[self.result]
        # The opponent's change is the negation of ours scaled by their own K, so with
        # equal K the two exact changes cancel to the last bit.
        self.opponent_expected = 100 - self.expected
        self.opponent_change = Change(opponent, -opponent_k * (score - self.expected))


class SeriesRating:
    """Several games against opponents of one average rating, rated as one period."""

    system: "Literal['elo']" = "elo"
    shape: "Literal['series']" = "series"

    def __init__(self, rating: Rating, average: Rating, games: int, points: Score,
                 k: float) -> None:
        self.rating = rating
        self.average = average
        self.games = games
        self.score = points
        self.k = k
        self.expected_per_game = _expected(rating, average)
        self.expected = games * self.expected_per_game
        self.change = Change(rating, k * (points - self.expected))


class TournamentGame:
    """One game of a tournament rated by the formula: E against the pre-event rating,
    and, game by game, the rating before this game and the whole-number change."""

    __slots__ = ("opponent", "score", "difference", "expected", "delta", "counted",
                 "reason", "rating_before", "sequential_expected", "sequential")

    opponent: Rating
    score: Score
    difference: Rating
    expected: Hundredths
    delta: Hundredths
    counted: bool
    reason: None
    rating_before: Rating | None  # set by TournamentRating, game by game
    sequential_expected: Hundredths | None  # E against rating_before
    sequential: Change | None

    def __init__(self, rating: Rating, opponent: Rating, score: Score) -> None:
        self.opponent = opponent
        self.score = score
        self.difference = rating - opponent
        self.expected = _expected(rating, opponent)
        self.delta = score - self.expected
        self.counted = True  # the formula counts every game
        self.reason = None
        self.rating_before = None
        self.sequential_expected = None
        self.sequential = None


class TournamentRating:
    """Several games rated by the formula two ways: as one period (every game against
    the pre-event rating, one rounding at the end, as FIDE does) and game by game (each
    game from the rating after the one before, rounded each time, as many club programs
    do)."""

    system: "Literal['elo']" = "elo"
    shape: "Literal['period']" = "period"

    def __init__(self, rating: Rating, games: "Sequence[tuple[Rating, Score]]",
                 k: float) -> None:
        self.rating = rating
        self.k = k
        self.games = [TournamentGame(rating, o, s) for o, s in games]
        self.counted_games = len(self.games)
        self.score = sum(game.score for game in self.games)
        self.expected = sum(game.expected for game in self.games)
        self.change_exact = k * (self.score - self.expected)
        self.change = whole_change(self.change_exact)
        self.new_rating = rating + self.change
        self.performance = None  # the Title Regulations' method needs whole ratings
        current = rating
        for game in self.games:
            game.rating_before = current
            game.sequential_expected = _expected(current, game.opponent)
            sequential = Change(current, k * (game.score - game.sequential_expected))
            game.sequential = sequential
            current = sequential.new_rating
        self.sequential_rating = current
        self.sequential_change = current - rating
        self.differs = self.sequential_rating != self.new_rating

    def rating_for(self, points: Score) -> Rating:
        return self.rating + whole_change(self.k * (points - self.expected))


def rate_games(rating: Rating, games: "Sequence[GameTuple]", k: float = 20) -> TournamentRating:
    """Several games against opponents of their own rating: (opponent, score) pairs with
    the score in hundredths."""
    check_rating(rating, "rating")
    check_k(k)
    check_games(games, lambda opponent: check_rating(opponent, "games"))
    return TournamentRating(rating, [(g[0], g[1]) for g in games], k)


def rate_game(rating: Rating, opponent: Rating, score: Score, k: float = 20,
              opponent_k: float | None = None) -> GameRating:
    """One game: `score` is 100, 50 or 0 for the first player; each side may have its own K."""
    check_rating(rating, "rating")
    check_rating(opponent, "opponent")
    check_k(k)
    if opponent_k is None:
        opponent_k = k
    check_k(opponent_k, "opponent_k")
    result_name(score)
    return GameRating(rating, opponent, score, k, opponent_k)


def rate_series(rating: Rating, average: Rating, games: int, points: Score,
                k: float = 20) -> SeriesRating:
    """`games` games against an average opponent `average`, `points` hundredths in all."""
    check_rating(rating, "rating")
    check_rating(average, "average")
    check_k(k)
    if isinstance(games, bool) or not isinstance(games, int):
        raise InputError("count", "not_whole")
    if games < 1:
        raise InputError("count", "games_positive")
    if isinstance(points, bool) or not isinstance(points, int) or points % 50:
        raise InputError("points", "points_half")
    if points < 0:
        raise InputError("points", "points_negative")
    if points > 100 * games:
        raise InputError("points", "points_above_games", games=games)
    return SeriesRating(rating, average, games, points, k)


def _change(change: Change) -> "Report":
    return {"change_exact": to_points(change.exact), "change": change.rounded,
            "new_rating": change.new_rating}


def _single_report(result: GameRating) -> "Report":
    data = _change(result.change)
    data.update({"result": result.result,
                 "outcomes": dict((name, _change(change)) for name, change in result.outcomes)})
    opponent = {"rating": result.opponent, "k": result.opponent_k,
                "expected": to_points(result.opponent_expected)}
    opponent.update(_change(result.opponent_change))
    data["opponent"] = opponent
    return data


def _series_report(result: SeriesRating) -> "Report":
    data = _change(result.change)
    data.update({"average": result.average, "games": result.games,
                 "expected_per_game": to_points(result.expected_per_game)})
    return data


def _period_report(result: TournamentRating) -> "Report":
    return {"sequential": {"change": result.sequential_change,
                           "new_rating": result.sequential_rating}}


_REPORTS: "dict[str, Callable[[Any], Report]]" = {
    "game": _single_report, "series": _series_report, "period": _period_report}


def report(result: GameRating | SeriesRating | TournamentRating) -> "Report":
    return _REPORTS[result.shape](result)


def game_report(game: TournamentGame) -> "Report":
    sequential = game.sequential
    assert sequential is not None  # TournamentRating sets it for every game
    return {"sequential": {"change_exact": to_points(sequential.exact),
                           "change": sequential.rounded,
                           "new_rating": sequential.new_rating,
                           "rating_before": game.rating_before}}


def rate(games: "Sequence[GameTuple]", mode: str = "tournament", rating: "Any" = None,
          k: float | None = None, opponent: "Any" = None, result: "Any" = None,
          opponent_k: float | None = None, average: "Any" = None, count: "Any" = None,
          points: "Any" = None,
          update: str = "period") -> GameRating | SeriesRating | TournamentRating:
    """The one verb for the page's three forms: one game, several games against an
    average, and a tournament (each game against its own opponent). No K given: 20.
    Fields a mode needs are Any: None when not given, refused by rate_game and co."""
    k = K_DEFAULT if k is None else k
    if mode == "single":
        return rate_game(rating, opponent, result, k, opponent_k)
    if mode == "multi":
        return rate_series(rating, average, count, half_points(points), k)
    return rate_games(rating, games, k)


_SINGLE = (("mode", "single"),)
_MULTI = (("mode", "multi"),)
_TOURNAMENT = (("mode", "tournament"),)

SYSTEM = System(
    id="elo",
    fields=(
        Field("mode", "choice", "single", choices=("single", "multi", "tournament"),
              option=""),
        Field("rating", "rating", "1500", required=True, plausible=_USUAL_RATING),
        Field("opponent", "rating", "1600", when=_SINGLE, required=True,
              plausible=_USUAL_RATING),
        Field("result", "score", "1", choices=("1", "0.5", "0"), when=_SINGLE,
              required=True),
        Field("average", "rating", "1600", when=_MULTI, required=True,
              plausible=_USUAL_RATING),
        Field("count", "whole", "5", when=_MULTI, option="--games", required=True),
        Field("points", "number", "2.5", when=_MULTI, required=True),
        Field("k", "number", "20", low=K_LOW, high=K_HIGH, presets=(40, 20, 10, 32),
              plausible=_USUAL_K),
        Field("opponent_k", "number", "", optional=True, when=_SINGLE, plausible=_USUAL_K),
        # the page shows the period or the game-by-game rating first; both are computed
        Field("update", "choice", "period", choices=("period", "game"), when=_TOURNAMENT,
              option=""),
    ),
    columns=(Column("opponent.elo", kind="rating", unrated=False, plausible=_USUAL_RATING),),
    engine=__name__,
    games="1600:1,1550:0.5,1450:0",
    games_when=_TOURNAMENT,
    forfeits=False,
    commands={"single": ("game",), "multi": ("series",), "tournament": ("classic", "elo")},
    examples=(
        ("ex-stronger", "system=elo&mode=single&rating=1500&opponent=1700&result=1&k=20"),
        ("ex-draw", "system=elo&mode=single&rating=1500&opponent=1700&result=0.5&k=20"),
        ("ex-period", "system=elo&mode=tournament&rating=1500&k=20&games=1600:1,1600:1,"
                      "1600:1"),
    ),
    tiers=True,
    k_info=False,  # K is the user's own, in its field
)


if TYPE_CHECKING:  # this module is a system's rules: mypy checks it here
    from elo.shapes import Rules
    from elo.systems import classic as _this

    _rules: "Rules" = _this
