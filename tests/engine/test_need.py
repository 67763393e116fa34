"""What do I need (elo.need): its table against every total rated from scratch.

The golden cases (tests/cases/need.json) hold numbers by hand from the rules; here, for
any games so far, params and average of every system, each row of the table must be what
the system's own `rate` gives for the whole period with that total, built otherwise than
elo.need builds it (as many draws as can be: the claim that only the total matters), the
least points must be the least that reaches the target, and the shortcut must rate no
more than the module's docstring says. The running sums of a period end at its exact
change.
"""

from typing import Any

from hypothesis import HealthCheck, given, settings, strategies as st

from elo.errors import InputError
from elo.need import need
from elo.period import running
from elo.systems import get

SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])

scores = st.sampled_from([0, 50, 100])

#: (system id, games so far, params, remaining, average): what need() takes, the games
#: and the average with the cells of the system's columns.
NeedInputs = tuple[str, list[tuple[int, ...]], dict[str, Any], int, tuple[int, ...]]


def _drawn(average: tuple[int, ...], remaining: int, half: int) -> list[tuple[int, ...]]:
    """`half` half points in `remaining` games with as many draws as can be."""
    wins = max(0, half - remaining)
    draws = half - 2 * wins
    rest = tuple(average[1:])
    return ([(average[0], 100, False) + rest] * wins + [(average[0], 50, False) + rest] * draws +
            [(average[0], 0, False) + rest] * (remaining - wins - draws))


def _sides(result: Any) -> dict[str | None, Any]:
    return dict([(None, result)] + list(getattr(result, "nested", ())))


@st.composite
def inputs(draw: st.DrawFn) -> NeedInputs:
    """(system id, games so far, params, remaining, average) the systems can rate."""
    system = draw(st.sampled_from(["fide", "dwz", "fide-dwz", "elo", "ukd", "glicko2"]))
    rating = draw(st.integers(min_value=1100, max_value=2750))
    near = st.integers(min_value=max(1000, rating - 500), max_value=min(3000, rating + 500))
    count = draw(st.integers(min_value=0, max_value=12))
    games: list[tuple[int, ...]] = []
    for _ in range(count):
        opponent, score = draw(near), draw(scores)
        if system == "fide-dwz":
            games.append((opponent, score, False, draw(near)))
        elif system == "glicko2":
            games.append((opponent, score, False, draw(st.integers(30, 350))))
        else:
            games.append((opponent, score, False))
    end = draw(st.sampled_from(["2026-03-01", "2026-09-01"]))
    born = draw(st.sampled_from([None, 2012, 2003, 1980]))
    index = draw(st.integers(min_value=1, max_value=30))
    by_system: dict[str, dict[str, Any]] = {
        "fide": {"rating": rating, "k": draw(st.sampled_from([None, 40, 20, 10])),
                 "period": draw(st.sampled_from([None, 3, 40]))},
        "dwz": {"rating": rating, "index": index, "end": end, "born": born},
        "fide-dwz": {"rating": rating, "dwz": draw(near), "index": index, "end": end,
                     "born": born, "k": draw(st.sampled_from([None, 40, 20]))},
        "elo": {"rating": rating, "k": draw(st.sampled_from([10, 20, 32]))},
        "ukd": {"rating": rating},
        "glicko2": {"rating": rating, "rd": draw(st.integers(40, 350)), "volatility": 0.06},
    }
    params = by_system[system]
    average: tuple[int, ...] = (draw(near),)
    if system == "fide-dwz":
        average += (draw(near),)
    elif system == "glicko2":
        average += (draw(st.integers(30, 350)),)
    return system, games, params, draw(st.integers(min_value=1, max_value=12)), average


@SETTINGS
@given(inputs(), st.integers(min_value=-60, max_value=60))
def test_every_row_is_the_total_rated_from_scratch(given_inputs: NeedInputs, offset: int) -> None:
    system_id, games, params, remaining, average = given_inputs
    system = get(system_id)
    try:
        found = need(system, games, params, remaining, average)
    except InputError:
        return  # what the system refuses (a period field below the games so far ...)
    period = dict(params)
    if period.get("period") is not None and period["period"] < len(games) + remaining:
        period["period"] = None  # lifted to the games rated (elo.need)
    for half in range(2 * remaining + 1):
        result = system.rate(games + _drawn(average, remaining, half), **period)
        for side, part in _sides(result).items():
            points, change, new_rating = found.rows(side)[half]
            assert points == 50 * half
            if system_id == "glicko2":  # floats summed in another order
                assert abs(new_rating - part.new_rating) < 1e-6
            else:
                assert (change, new_rating) == (part.change, part.new_rating)
    for side in found.sides:
        target = found.rating_before(side) + offset
        reached = [points for points, _, new_rating in found.rows(side) if new_rating >= target]
        assert found.points_for(target, side) == (reached[0] if reached else None)


@SETTINGS
@given(inputs())
def test_the_shortcut_rates_few_periods(given_inputs: NeedInputs) -> None:
    system_id, games, params, remaining, average = given_inputs
    try:
        found = need(get(system_id), games, params, remaining, average)
    except InputError:
        return
    if system_id in ("fide", "elo", "ukd"):
        assert found.ratings == 2  # one K and one We for every total: the two ends
    elif system_id == "glicko2":
        assert found.ratings == 2 * remaining + 1  # no rating_for: every total
    else:  # the DWZ's two factors, W < We and W >= We: a bisection around We
        assert found.ratings <= 2 + 2 * (2 * remaining).bit_length()


@SETTINGS
@given(inputs())
def test_the_running_sum_ends_at_the_change(given_inputs: NeedInputs) -> None:
    system_id, games, params, _, _ = given_inputs
    if not games:
        return
    try:
        result = get(system_id).rate(games, **params)
    except InputError:
        return
    for part in _sides(result).values():
        sums = running(part)
        if system_id == "glicko2":
            assert sums is None
            continue
        assert sums is not None
        assert len(sums) == len(part.games)
        assert abs(sums[-1] - part.change_exact) < 1e-6
