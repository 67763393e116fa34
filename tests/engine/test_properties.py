"""Property-based tests of the engine (hypothesis).

The properties are checked on CPython against exact references (fractions, decimal) or
against what must hold whatever the numbers (a better result never costs rating). The
same display strings on both runtimes: tests/web/test_display_micropython.py.
"""

import math
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from hypothesis import HealthCheck, given, settings, strategies as st

from elo.systems import classic, fide, ukd
from elo.errors import InputError
from elo.numbers import format_number, parse_number, round_half_away
from elo.period import each_game
from elo.systems.tables import pd_from_table

SETTINGS = settings(max_examples=300, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])

finite = st.floats(min_value=-1e12, max_value=1e12, allow_nan=False, allow_infinity=False)
ratings = st.integers(min_value=1000, max_value=3000)
scores = st.sampled_from([0, 50, 100])


def _reference_round(x: float) -> int:
    exact = Fraction(x)
    whole = math.floor(abs(exact) + Fraction(1, 2))
    return whole if exact >= 0 else -whole


@SETTINGS
@given(finite)
def test_round_half_away_is_exact(x: float) -> None:
    assert round_half_away(x) == _reference_round(x)


@SETTINGS
@given(finite, st.integers(min_value=0, max_value=4))
def test_format_number_rounds_the_exact_value(x: float, decimals: int) -> None:
    wanted = Decimal(x).quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_UP)
    text = "{:f}".format(wanted)
    if wanted == 0:
        text = text.lstrip("-")
    assert format_number(x, decimals, "c") == text


@SETTINGS
@given(st.text(max_size=40))
def test_parse_number_accepts_or_explains(text: str) -> None:
    try:
        value = parse_number(text, "rating")
    except InputError as error:
        assert error.field == "rating" and error.code
        return
    assert math.isfinite(value)


@SETTINGS
@given(finite, finite, st.sampled_from([100, 50, 0]), st.floats(min_value=1, max_value=100))
def test_one_game(rating: float, opponent: float, score: int, k: float) -> None:
    game = classic.rate_game(rating, opponent, score, k)
    assert 0 <= game.expected <= 100
    assert game.change.exact + game.opponent_change.exact == 0  # equal K cancel exactly
    assert -100 * k <= game.change.exact <= 100 * k
    changes = [change.exact for _, change in game.outcomes]
    assert changes == sorted(changes, reverse=True)  # win >= draw >= loss


@SETTINGS
@given(ratings, st.lists(st.tuples(ratings, scores), min_size=1, max_size=40),
       st.sampled_from(["standard", "rapid", "blitz"]))
def test_fide_period(rating: int, games: list[tuple[int, int]], time_control: str) -> None:
    try:
        period = fide.rate_fide(rating, games, time_control=time_control)
    except InputError as error:
        assert error.code == "all_gap_600"  # every game 600 apart above 2600
        return
    rated = [g for g in period.games if g.counted]
    assert period.k * len(rated) <= 700
    assert abs(period.change) <= period.k * len(rated)
    assert period.new_rating == rating + period.change
    for game in rated:
        assert game.difference is not None  # a counted game has one
        assert pd_from_table(game.difference) + pd_from_table(-game.difference) == 100
        assert abs(game.difference) <= 400 or (time_control == "standard" and rating >= 2650)
    # a better result in any one game never lowers the new rating
    for index, (opponent, score) in enumerate(games):
        if score < 100:
            better = games[:index] + [(opponent, score + 50)] + games[index + 1:]
            assert fide.rate_fide(rating, better, time_control=time_control).new_rating \
                >= period.new_rating


@SETTINGS
@given(st.lists(st.one_of(
    st.tuples(st.one_of(st.none(), st.integers(1500, 1503), st.integers(0, 10 ** 12)), scores),
    st.tuples(st.one_of(st.none(), st.integers(1500, 1503)), scores, st.booleans())),
    min_size=1, max_size=80))
def test_each_game_makes_every_line_from_its_own_game(
        games: list[tuple[int | None, int] | tuple[int | None, int, bool]]) -> None:
    """Alike played games share one line; no two games that differ ever do (each_game's
    keys are arithmetic on the rating and the score)."""
    made: list[tuple[int | None, int, bool]] = []

    def line(opponent: int | None, score: int, forfeit: bool) -> list[object]:
        made.append((opponent, score, forfeit))
        return [opponent, score, forfeit]

    lines = each_game(games, line)
    assert [tuple(item) for item in lines] == \
        [(game[0], game[1], len(game) > 2 and game[2]) for game in games]
    shared = set((game[0], game[1]) for game in games
                 if game[0] is not None and not (len(game) > 2 and game[2]))
    assert len(made) == len(shared) + len(games) - sum(
        1 for game in games if game[0] is not None and not (len(game) > 2 and game[2]))


@SETTINGS
@given(ratings, st.lists(st.tuples(st.one_of(st.none(), ratings), scores, st.booleans()),
                         min_size=1, max_size=20))
def test_ukd(rating: int, games: list[tuple[int | None, int, bool]]) -> None:
    try:
        result = ukd.rate_ukd(rating, games)
    except InputError as error:
        assert error.code == "only_forfeits"
        return
    assert result.new_rating >= 1000
    assert result.new_rating == rating + result.change
    for game in result.games:
        if game.counted_rating is not None:
            assert abs(game.counted_rating - rating) <= 350


@SETTINGS
@given(ratings, st.lists(st.tuples(ratings, scores), min_size=1, max_size=30),
       st.integers(min_value=5, max_value=40), st.integers(min_value=-150, max_value=150))
def test_score_needed_is_the_least_score_that_reaches_the_target(
        rating: int, games: list[tuple[int, int]], k: int, ahead: int) -> None:
    from elo import stakes
    try:
        period = fide.rate_fide(rating, games, k)
    except InputError:
        return
    target = rating + ahead
    linear = [p for p in range(0, 100 * period.counted_games + 1, 50)
              if period.rating_for(p) >= target]
    assert stakes.score_needed(period, target) == (linear[0] if linear else None)
