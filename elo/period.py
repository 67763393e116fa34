"""A rating period's games as every engine walks them (elo.system declares the systems):
the check of each game, one line per game made once for alike games, both in slices of
SLICE games between which the page paints; the change so far after each game (running,
hundredths of a rating point, as `change_exact`); and a score's or a change's hundredths
as a plain or whole number. Units as elo.system says them.
"""

from elo.errors import InputError
from elo.numbers import div_round_half_away, round_half_away
from elo.units import TYPE_CHECKING, ChangeHundredths, Score, overload

if TYPE_CHECKING:
    from collections.abc import Callable, Generator, Sequence
    from typing import Any, TypeVar

    T = TypeVar("T")

    from elo.shapes import GameTuple, Line, Result

__all__ = ["to_points", "whole_change", "check_whole", "check_games", "check_games_steps",
           "each_game", "each_game_steps", "finished", "running", "SLICE"]


@overload
def to_points(hundredths: float) -> float: ...
@overload
def to_points(hundredths: None) -> None: ...
def to_points(hundredths: float | None) -> float | None:
    """Hundredths of a point (or of a rating point) as a plain number: 150 -> 1.5,
    100 -> 1, a float 35.99 -> 0.3599; None stays None."""
    if hundredths is None:
        return None
    if isinstance(hundredths, int):
        return hundredths // 100 if hundredths % 100 == 0 else hundredths / 100
    return hundredths / 100


def whole_change(hundredths: ChangeHundredths) -> int:
    """A change in hundredths of a rating point as a whole number, 0.5 away from zero:
    exact in integers for the table systems, from the float for the formula systems."""
    if isinstance(hundredths, int):
        return div_round_half_away(hundredths, 100)
    return round_half_away(hundredths / 100)


def check_whole(value: object, field: str, low: int | None = None,
                high: int | None = None) -> None:
    """Refuse what is not a whole number within [low, high]."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError(field, "not_whole")
    if low is not None and value < low:
        raise InputError(field, "too_small", low=low)
    if high is not None and value > high:
        raise InputError(field, "too_large", high=high)


#: Games the engine handles in one step when it rates in steps (`check_games_steps`,
#: `each_game_steps`, a System's `steps`): the page runs the steps of 10,000 games in
#: tasks of their own, so that none is long (elo.web.calculator.view).
SLICE = 1000


def finished(steps: "Generator[None, None, T]") -> "T":
    """What a generator of steps returns, its steps run at once: the command line, and
    the page for a few games, rate in one go what the page can rate in steps."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            # what the generator returned; StopIteration's value is typed Any
            value: "T" = done.value
            return value


def check_games(games: "Sequence[GameTuple]",
                opponent_check: "Callable[[Any], None] | None" = None,
                low: int | None = None, high: int | None = None) -> None:
    """Refuse an empty list and scores other than 100, 50 and 0, and check each opponent
    that has a rating: `opponent_check(opponent)`, or with `low` (and `high`) a whole
    number within them, as check_whole says."""
    finished(check_games_steps(games, opponent_check, low, high))


def check_games_steps(games: "Sequence[GameTuple]",
                      opponent_check: "Callable[[Any], None] | None" = None,
                      low: int | None = None, high: int | None = None,
                      ) -> "Generator[None, None, None]":
    """check_games in steps of SLICE games: a generator."""
    if not games:
        raise InputError("games", "no_games")
    for first in range(0, len(games), SLICE):
        _check_slice(games[first:first + SLICE], first, opponent_check, low, high)
        yield


def _check_slice(games: "Sequence[GameTuple]", number: int,
                 opponent_check: "Callable[[Any], None] | None",
                 low: int | None, high: int | None) -> None:
    """check_games for games that follow `number` others."""
    for game in games:
        number += 1  # counted by hand: enumerate makes a pair per game
        opponent, score = game[0], game[1]
        if score not in (0, 50, 100) or score is False:  # True == 1 is not in them
            raise InputError("games", "score")
        if opponent is None:
            continue
        # type(True) is bool, not int
        if low is not None and type(opponent) is int and low <= opponent and \
                (high is None or opponent <= high):
            continue  # the usual opponent: thousands in a large file, without a call
        try:
            if low is not None:
                check_whole(opponent, "games", low, high)
            elif opponent_check is not None:
                opponent_check(opponent)
        except InputError as error:
            raise InputError("games", error.code, game=number, **error.params) from None


#: Spreads each_game's keys: MicroPython hashes a small int as itself, probes its dicts
#: linearly and grows them only when full, so consecutive keys (ratings) pile up in one
#: run of slots; multiplied by an odd number they land apart (10,000 games: 37 -> 12 ms).
_SPREAD = 40503


def each_game(games: "Sequence[GameTuple]",
              line: "Callable[[Any, Score, bool], Line]") -> "list[Line]":
    """[line(opponent, score, forfeit) for each game], made once for alike games, which
    share it: a file of 10,000 games holds a few thousand different ones, and a line
    costs about 20 us in the page's MicroPython. What a system sets on a line later must
    therefore hold for every game alike (UKD's one PD for all rated games does). The
    games must have passed check_games (scores 100, 50 or 0)."""
    return finished(each_game_steps(games, line))


def each_game_steps(games: "Sequence[GameTuple]",
                    line: "Callable[[Any, Score, bool], Line]",
                    ) -> "Generator[None, None, list[Line]]":
    """each_game in steps of SLICE games: a generator that returns the lines."""
    lines: "list[Line]" = []
    made: "dict[int, Line]" = {}  # shared by the slices: alike games share a line
    for first in range(0, len(games), SLICE):
        _each_slice(games[first:first + SLICE], line, lines, made)
        yield
    return lines


def _each_slice(games: "Sequence[GameTuple]", line: "Callable[[Any, Score, bool], Line]",
                lines: "list[Line]", made: "dict[int, Line]") -> None:
    append = lines.append
    for game in games:
        opponent, score = game[0], game[1]
        if opponent is None or type(opponent) is not int or len(game) > 2 and game[2]:
            append(line(opponent, score, len(game) > 2 and bool(game[2])))
            continue
        key = (opponent * 3 + score // 50) * _SPREAD  # one key per rating and score
        if key in made:
            append(made[key])
        else:
            made[key] = shared = line(opponent, score, False)
            append(shared)


def running(result: "Result") -> "list[ChangeHundredths] | None":
    """After each game of a period, in order, the period's exact change so far
    (hundredths of a rating point): FIDE's K x sum(S - PD) with the K of the whole period
    (after the 700 rule), classic Elo's and UKD's K x sum of the deltas (UKD's games
    against unrated players their +/- 0.1 k), the DWZ's factor of the whole evaluation
    (800 / (E + n), or K) x sum(W - P). A game the system leaves out repeats the sum
    before it. The last is the period's change_exact (to the float's last bit for the
    formula systems). None where the change is no sum of per-game parts (Glicko-2, whose
    result has no K: its new RD and volatility come from all games at once), and for a
    first rating. For FIDE beside the DWZ pass `result.dwz` for the DWZ's."""
    # the DWZ's factor of a game (800 / (E + n), or K); the others' K
    factor: "float | None" = getattr(result, "game_factor", None)
    if factor is None:
        factor = result.k
    if factor is None or result.change_exact is None or result.games is None:
        return None
    sums: "list[ChangeHundredths]" = []
    total: "ChangeHundredths" = 0
    for game in result.games:
        if game.delta is not None:
            total += factor * game.delta
        sums.append(total)
    return sums
