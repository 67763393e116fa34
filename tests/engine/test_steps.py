"""The engine in steps (elo.period.SLICE): the page rates thousands of games a slice a
task, and what the steps return must be exactly what rating them at once gives."""

import random
from collections.abc import Generator
from typing import TypeVar

import pytest

from elo import period
from elo.systems import fide
from elo.errors import InputError
from elo.systems.fide import FideRating
from elo.period import finished
from elo.present.evaluate import evaluate, evaluate_steps
from elo.web.calculator.inputs import Inputs, Row

Returned = TypeVar("Returned")


def _games(count: int, seed: int = 5) -> list[tuple[int | None, int, bool]]:
    rng = random.Random(seed)
    return [(None if rng.random() < 0.02 else rng.randint(1000, 2800),
             rng.choice((0, 50, 100)), rng.random() < 0.01) for _ in range(count)]


def _steps(steps: Generator[None, None, Returned]) -> tuple[int, Returned]:
    """(how many times the steps yielded, what they returned)."""
    count = 0
    while True:
        try:
            next(steps)
            count += 1
        except StopIteration as done:
            return count, done.value


def _figures(result: FideRating) -> tuple[object, ...]:
    assert result.performance is not None  # the games here count: it has one
    return (result.new_rating, result.change_exact, result.score, result.expected,
            result.counted_games, result.k, result.performance.rating,
            [(g.opponent, g.score, g.expected, g.delta, g.counted, g.reason)
             for g in result.games])


@pytest.mark.parametrize("count", [1, 999, 1000, 1001, 2500])
def test_fide_in_steps_is_fide_at_once(monkeypatch: pytest.MonkeyPatch, count: int) -> None:
    games = _games(count)
    if not [g for g in games if g[0] is not None and not g[2]]:
        games[0] = (1600, 50, False)
    yielded, stepped = _steps(fide.rate_fide_steps(1800, games, None, 10, 2008, 2026))
    assert yielded >= 2 * -(-count // period.SLICE)  # the check, then the lines
    monkeypatch.setattr(period, "SLICE", 10 ** 9)  # one slice: all at once
    assert _steps(fide.rate_fide_steps(1800, games, None, 10, 2008, 2026))[0] == 2
    assert _figures(stepped) == _figures(fide.rate_fide(1800, games, None, 10, 2008, 2026))


def test_a_bad_game_past_the_first_slice_is_named_by_its_number() -> None:
    games = [(1600, 50, False)] * 2500
    games[1700] = (-5, 50, False)
    with pytest.raises(InputError) as raised:
        finished(fide.rate_fide_steps(1800, games))
    assert raised.value.params["game"] == 1701


def test_the_page_evaluates_in_steps_as_at_once() -> None:
    inputs = Inputs(lang="de")
    inputs.read_link("#system=fide&mode=tournament&rating=1800&k=20")
    rows = [Row([str(opponent if opponent is not None else "-")],
                {0: "0", 50: "0.5", 100: "1"}[score]) for opponent, score, _ in _games(2500)]
    rows[1234] = Row(["12x4"], "1")  # a broken row deep in: marked and left out
    inputs.set_games(rows)
    screen = inputs.screen()
    yielded, stepped = _steps(evaluate_steps(screen))
    assert yielded > 3
    at_once = evaluate(screen)
    assert isinstance(stepped.result, FideRating) and isinstance(at_once.result, FideRating)
    assert _figures(stepped.result) == _figures(at_once.result)
    assert stepped.counted == at_once.counted and list(stepped.row_errors) == [1234]
