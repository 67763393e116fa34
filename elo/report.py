"""Results as plain dicts: the `--json` contract of the command line (shared/design.md).

Keys every result has: rating, k, score, expected (summed over games), change_exact,
change (whole, 0.5 away from zero), new_rating.
"""

from elo.classic import GameRating, SeriesRating

__all__ = ["to_dict"]


def _change(change):
    return {
        "change_exact": change.exact,
        "change": change.rounded,
        "new_rating": change.new_rating,
    }


def _summary(result):
    summary = {
        "rating": result.rating,
        "k": result.k,
        "score": result.score,
        "expected": result.expected,
    }
    summary.update(_change(result.change))
    return summary


def _game(result):
    data = _summary(result)
    data["result"] = result.result
    data["outcomes"] = {name: _change(change) for name, change in result.outcomes}
    opponent = {
        "rating": result.opponent,
        "k": result.opponent_k,
        "expected": result.opponent_expected,
    }
    opponent.update(_change(result.opponent_change))
    data["opponent"] = opponent
    return data


def _series(result):
    data = _summary(result)
    data["average"] = result.average
    data["games"] = result.games
    data["expected_per_game"] = result.expected_per_game
    return data


_BUILDERS = ((GameRating, _game), (SeriesRating, _series))


def to_dict(result):
    """The JSON-ready dict for any result the engine returns."""
    for kind, build in _BUILDERS:
        if isinstance(result, kind):
            return build(result)
    raise TypeError("no report for %r" % (result,))
