"""Property-based tests of the engine (hypothesis), and the same strings on both runtimes.

The properties are checked on CPython against exact references (fractions, decimal) or
against what must hold whatever the numbers (a better result never costs rating).
test_same_strings_on_micropython runs a large seeded set and the known exact binary ties
through the page's MicroPython: each display string must equal CPython's. It is the same
set whether it runs alone or after the hypothesis tests.
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
from elo.system import each_game
from elo.tables import pd_from_table
from helpers import run_micropython

SETTINGS = settings(max_examples=300, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])

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
    assert round_half_away(x) == _reference_round(x)


@SETTINGS
@given(finite, st.integers(min_value=0, max_value=4))
def test_format_number_rounds_the_exact_value(x, decimals):
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
@given(finite, finite, st.sampled_from([100, 50, 0]), st.floats(min_value=1, max_value=100))
def test_one_game(rating, opponent, score, k):
    game = classic.rate_game(rating, opponent, score, k)
    assert 0 <= game.expected <= 100
    assert game.change.exact + game.opponent_change.exact == 0  # equal K cancel exactly
    assert -100 * k <= game.change.exact <= 100 * k
    changes = [change.exact for _, change in game.outcomes]
    assert changes == sorted(changes, reverse=True)  # win >= draw >= loss


@SETTINGS
@given(ratings, st.lists(st.tuples(ratings, scores), min_size=1, max_size=40),
       st.sampled_from(["standard", "rapid", "blitz"]))
def test_fide_period(rating, games, time_control):
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
def test_each_game_makes_every_line_from_its_own_game(games):
    """Alike played games share one line; no two games that differ ever do (each_game's
    keys are arithmetic on the rating and the score)."""
    made = []

    def line(opponent, score, forfeit):
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
def test_ukd(rating, games):
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
    for system in ("elo", "fide", "ukd", "dwz"):
        for lang in ("de", "en"):
            cases.append(("page", ["#system=%s&mode=tournament&rating=1500&games=%d:1" % (
                system, rng.randint(1000, 2400)), lang, True]))
    # UKD against opponents without a UKD only (no average to show), and at its floor
    for link in ("#system=ukd&rating=1700&games=-:1,-:0.5",
                 "#system=ukd&rating=1010&games=1000:0,1000:0,1000:0"):
        for lang in ("de", "en"):
            cases.append(("page", [link, lang]))
    # issue 14: control characters and odd encodings in links, through both runtimes
    odd = ["%00", "%01", "%1F", "%7F", "%C2%85", "%C2%A0", "%E2%80%AF", "%EF%BF%BD", "%FF",
           "%C3", "%E2%88%92", "%0A", "%09", "%F0%9F%98%80", "%", "%ZZ"]
    for _ in range(60):
        bad = "".join(rng.choice(odd + ["1", "5", "0", ".", ",", "-"]) for _ in range(6))
        key = rng.choice(["rating", "opponent", "k", "average", "points", "index", "end"])
        system = rng.choice(["elo", "fide", "dwz", "ukd", "fide-dwz"])
        cases.append(("page", ["#system=%s&mode=%s&%s=%s&games=%s:1,1600:%s" % (
            system, rng.choice(["single", "multi", "tournament"]), key, bad, bad, bad),
            rng.choice(["de", "en"])]))
    for _ in range(40):
        games = ",".join("%d:%s" % (rng.randint(1000, 2400), rng.choice(["1", "0.5", "0"]))
                         for _ in range(rng.randint(1, 9)))
        cases.append(("page", ["#system=dwz&rating=%d&index=%d&born=%d&end=%s&games=%s" % (
            rng.randint(900, 2300), rng.randint(1, 40), rng.randint(1950, 2015),
            rng.choice(["2025-11-02", "2026-06-07", "2026-06-08", "2026-10-04"]), games),
            rng.choice(["de", "en"])]))
    # a page costs the page's MicroPython about 0.1 s under Node: enough of them to vary
    # every number the page writes, few enough that `make test-fast` stays near a minute
    for _ in range(60):
        a, b = rng.randint(800, 2900), rng.randint(800, 2900)
        cases.append(("page", ["#rating=%d&opponent=%d&result=%s&k=%s" % (
            a, b, rng.choice(["1", "0.5", "0"]), rng.choice(["10", "20", "32", "40", "16,5"])),
            rng.choice(["de", "en"])]))
        cases.append(("page", ["#system=fide&rating=%d&games=%d:1,%d:0.5&k=%d" % (
            a, b, rng.randint(1000, 2800), rng.choice([10, 20, 40])), "de"]))
    return cases


def test_same_strings_on_micropython(tmp_path):
    cases = _seeded_cases()
    path = tmp_path / "cases.json"
    path.write_text(json.dumps(cases))
    from_micropython = run_micropython("strings_main.py", path)
    from_cpython = display_cases.show_all(json.loads(path.read_text()))
    assert len(from_micropython) == len(cases) >= 3300
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
    linear = [p for p in range(0, 100 * period.counted_games + 1, 50)
              if period.rating_for(p) >= target]
    assert stakes.score_needed(period, target) == (linear[0] if linear else None)
