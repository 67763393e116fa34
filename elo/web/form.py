"""Typed text -> engine result, or a message for each field that cannot be used.

Every field is parsed, so all bad fields are flagged at once; the engine then checks
what needs several fields together (points above games). Field names are the keys of
`elo.web.state`; the page's input ids are the same with "-" for "_".
"""

from elo.classic import check_k, rate_game, rate_series
from elo.errors import InputError
from elo.numbers import parse_number, parse_whole

__all__ = ["Evaluation", "evaluate", "SCORES"]

#: The result radio values and the points they score.
SCORES = {"1": 1, "0.5": 0.5, "0": 0}


class Evaluation:
    """What the inputs gave: an engine result, or errors by field (never both)."""

    __slots__ = ("result", "errors")

    def __init__(self, result, errors):
        self.result = result
        self.errors = errors


def _read(state, errors, field, parse=parse_number, check=None):
    try:
        value = parse(state[field], field)
        if check is not None:
            check(value, field)
        return value
    except InputError as error:
        errors[field] = error
        return None


def _single(state, errors, rating, k):
    opponent = _read(state, errors, "opponent")
    opponent_k = None
    if state["opponent_k"].strip():
        opponent_k = _read(state, errors, "opponent_k", check=check_k)
    if not errors:
        return rate_game(rating, opponent, SCORES[state["result"]], k, opponent_k)


def _multi(state, errors, rating, k):
    average = _read(state, errors, "average")
    games = _read(state, errors, "count", parse_whole)
    points = _read(state, errors, "points")
    if not errors:
        return rate_series(rating, average, games, points, k)


_MODES = {"single": _single, "multi": _multi}


def evaluate(state):
    """The engine's result for a full page state (see `elo.web.state.with_defaults`)."""
    errors = {}
    rating = _read(state, errors, "rating")
    k = _read(state, errors, "k", check=check_k)
    try:
        result = _MODES[state["mode"]](state, errors, rating, k)
    except InputError as error:
        errors[error.field] = error
    return Evaluation(None if errors else result, errors)
