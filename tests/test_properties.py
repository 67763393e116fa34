"""Property-based tests of the engine (hypothesis), and the same strings on both runtimes.

The properties are checked on CPython against exact references (fractions, decimal).
Every generated input is also kept, and test_same_strings_on_micropython runs them,
with a large seeded set and the known exact binary ties, through the page's MicroPython:
each display string must equal CPython's.
"""

import json
import math
import random
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from hypothesis import HealthCheck, given, settings, strategies as st

import display_cases
from elo import classic, fide, ukd
from elo.errors import InputError
from elo.numbers import format_number, parse_number, round_half_away
from elo.tables import pd_from_table
from test_engine_micropython import run_micropython

SETTINGS = settings(max_examples=300, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
GENERATED = []  # (kind, args) of the generated display inputs, for the MicroPython run
MAX_GENERATED = 3000  # enough to be thorough, few enough for MicroPython to render quickly


def _keep(kind, args):
    if len(GENERATED) < MAX_GENERATED:
        GENERATED.append((kind, args))

finite = st.floats(min_value=-1e12, max_value=1e12, allow_nan=False, allow_infinity=False)
ratings = st.integers(min_value=1000, max_value=3000)
scores = st.sampled_from([0, 50, 100])


def _reference_round(x):
    exact = Fraction(x)
    whole = math.floor(abs(exact) + Fraction(1, 2))
    return whole if exact >= 0 else -whole


@SETTINGS
@given(finite)
def test_round_half_away_is_exact(x):
    _keep("round_half_away", [x])
    assert round_half_away(x) == _reference_round(x)


@SETTINGS
@given(finite, st.integers(min_value=0, max_value=4))
def test_format_number_rounds_the_exact_value(x, decimals):
    _keep("format_number", [x, decimals, "c"])
    _keep("format_number", [x, decimals, "de", True])
    wanted = Decimal(x).quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_UP)
    text = "{:f}".format(wanted)
    if wanted == 0:
        text = text.lstrip("-")
    assert format_number(x, decimals, "c") == text


@SETTINGS
@given(st.text(max_size=40))
def test_parse_number_accepts_or_explains(text):
    try:
        value = parse_number(text, "rating")
    except InputError as error:
        assert error.field == "rating" and error.code
        return
    assert math.isfinite(value)


@SETTINGS
@given(finite, finite, st.sampled_from([1, 0.5, 0]), st.floats(min_value=0.5, max_value=100))
def test_one_game(rating, opponent, score, k):
    _keep("page", ["#rating=%r&opponent=%r&result=%s&k=%r" % (rating, opponent, score, k),
                   "de"])
    game = classic.rate_game(rating, opponent, score, k)
    assert 0 <= game.expected <= 1
    assert game.change.exact + game.opponent_change.exact == 0  # equal K cancel exactly
    assert -k <= game.change.exact <= k
    changes = [change.exact for _, change in game.outcomes]
    assert changes == sorted(changes, reverse=True)  # win >= draw >= loss


@SETTINGS
@given(ratings, st.lists(st.tuples(ratings, scores), min_size=1, max_size=40),
       st.sampled_from(["standard", "rapid", "blitz"]))
def test_fide_period(rating, games, time_control):
    _keep("page", ["#system=fide&rating=%d&tc=%s&games=%s" % (
        rating, time_control, ",".join("%d:%s" % (o, s / 100) for o, s in games)), "de"])
    try:
        period = fide.rate_fide(rating, games, time_control=time_control)
    except InputError as error:
        assert error.code == "no_rated_games"  # every game 600 apart above 2600
        return
    rated = [g for g in period.games if g.rated]
    assert period.change_exact == period.k * sum(g.score - g.expected for g in rated)
    assert period.k * len(rated) <= 700
    assert abs(period.change) <= period.k * len(rated)
    assert period.new_rating == rating + period.change
    for game in rated:
        assert pd_from_table(game.difference) + pd_from_table(-game.difference) == 100
        assert abs(game.difference) <= 400 or (time_control == "standard" and rating >= 2650)


@SETTINGS
@given(ratings, st.lists(st.tuples(st.one_of(st.none(), ratings), scores, st.booleans()),
                         min_size=1, max_size=20))
def test_ukd(rating, games):
    _keep("page", ["#system=ukd&rating=%d&games=%s" % (rating, ",".join(
        "%s:%s%s" % ("-" if o is None else o, s / 100, ":f" if f else "")
        for o, s, f in games)), "en"])
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


def _seeded_cases():
    rng = random.Random(2026)
    ties = [0.125, 0.375, 2.675, 1.005, 0.285, 1.5, 2.5, -0.5, -2.5, 1e-7, 12345.675, 0.045]
    cases = []
    for x in ties:
        for decimals in range(4):
            for lang in ("de", "en", "c"):
                cases.append(("format_number", [x, decimals, lang, True]))
        cases.append(("format_percent", [x / 100, 1, "de"]))
        cases.append(("round_half_away", [x]))
    for _ in range(1500):
        x = rng.choice([rng.uniform(-3000, 3000), rng.randint(-9999, 9999) / 1000,
                        rng.randint(-99999, 99999) / 8, rng.random()])
        cases.append(("format_number", [x, rng.randint(0, 4), rng.choice(["de", "en", "c"])]))
        cases.append(("format_value", [x, rng.choice(["de", "en"])]))
    for system in ("elo", "fide", "ukd"):
        for lang in ("de", "en"):
            cases.append(("page", ["#system=%s&mode=tournament&rating=1500&games=%d:1" % (
                system, rng.randint(1000, 2400)), lang, True]))
    for _ in range(300):
        a, b = rng.randint(800, 2900), rng.randint(800, 2900)
        cases.append(("page", ["#rating=%d&opponent=%d&result=%s&k=%s" % (
            a, b, rng.choice(["1", "0.5", "0"]), rng.choice(["10", "20", "32", "40", "16,5"])),
            rng.choice(["de", "en"])]))
        cases.append(("page", ["#system=fide&rating=%d&games=%d:1,%d:0.5&k=%d" % (
            a, b, rng.randint(1000, 2800), rng.choice([10, 20, 40])), "de"]))
    return cases


def test_same_strings_on_micropython(tmp_path):
    cases = _seeded_cases() + GENERATED
    path = tmp_path / "cases.json"
    path.write_text(json.dumps(cases))
    from_micropython = run_micropython("strings_main.py", path)
    from_cpython = display_cases.show_all(json.loads(path.read_text()))
    assert len(from_micropython) == len(cases) >= 2000
    differing = [(case, a, b) for case, a, b in zip(cases, from_cpython, from_micropython)
                 if a != b]
    assert differing == []


@SETTINGS
@given(ratings, st.lists(st.tuples(ratings, scores), min_size=1, max_size=30),
       st.integers(min_value=5, max_value=40), st.integers(min_value=-150, max_value=150))
def test_score_needed_is_the_least_score_that_reaches_the_target(rating, games, k, ahead):
    from elo import stakes
    try:
        period = fide.rate_fide(rating, games, k)
    except InputError:
        return
    target = rating + ahead
    linear = [p for p in range(0, 100 * period.rated_games + 1, 50)
              if stakes.new_rating_for(period, p) >= target]
    assert stakes.score_needed(period, target) == (linear[0] if linear else None)
