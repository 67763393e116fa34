"""Results as plain dicts: the `--json` contract of the command line (shared/design.md).

Keys every result has: rating, k, score, expected (summed over games), change_exact,
change (whole, 0.5 away from zero), new_rating. The rule sets' hundredths become plain
numbers here: 150 -> 1.5, 100 -> 1.
"""

from elo.classic import GameRating, SeriesRating, TournamentRating
from elo.fide import FideRating, FirstRating
from elo.ukd import UkdRating

__all__ = ["to_dict", "points"]


def points(hundredths):
    """Hundredths as a number: an int when whole, else a float (150 -> 1.5)."""
    if hundredths is None:
        return None
    if hundredths % 100 == 0:
        return hundredths // 100
    return hundredths / 100


def _change(change):
    return {
        "change_exact": change.exact,
        "change": change.rounded,
        "new_rating": change.new_rating,
    }


def _summary(rating, k, score, expected, change_exact, change, new_rating):
    return {
        "rating": rating,
        "k": k,
        "score": score,
        "expected": expected,
        "change_exact": change_exact,
        "change": change,
        "new_rating": new_rating,
    }


def _classic_summary(result):
    data = _summary(result.rating, result.k, result.score, result.expected, None, None, None)
    data.update(_change(result.change))
    return data


def _game(result):
    data = _classic_summary(result)
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
    data = _classic_summary(result)
    data["average"] = result.average
    data["games"] = result.games
    data["expected_per_game"] = result.expected_per_game
    return data


def _tournament(result):
    data = _classic_summary(result)
    data["sequential"] = {"change": result.sequential_change,
                          "new_rating": result.sequential_rating}
    data["games"] = [{
        "opponent": game.opponent, "score": game.score, "difference": result.rating - game.opponent,
        "expected": game.expected, "delta": game.delta,
        "sequential": dict(_change(game.sequential), rating_before=game.rating_before),
    } for game in result.games]
    return data


def _performance(perf):
    if perf is None:
        return None
    return {
        "games": perf.games,
        "average": perf.average,
        "percent": perf.percent,
        "dp": perf.dp,
        "rating": perf.rating,
        "linear": perf.linear,
        "linear_breaks": perf.linear_breaks,
    }


def _fide_game(game):
    return {
        "opponent": game.opponent, "score": points(game.score), "rated": game.rated,
        "reason": game.reason, "difference": game.difference, "capped": game.capped,
        "expected": points(game.expected), "delta": points(game.delta),
    }


def _period(result, system):
    """The summary of a rule set's rating period, its hundredths as plain numbers."""
    data = _summary(result.rating, result.k, points(result.score), points(result.expected),
                    points(result.change_exact), result.change, result.new_rating)
    data["system"] = system
    data["time_control"] = result.time_control
    return data


def _fide(result):
    data = _period(result, "fide")
    data.update({
        "k_rule": result.k_rule,
        "k_before_700": result.k_before_700,
        "k_cut_by_700": result.k_cut,
        "period_games": result.period_games,
        "rated_games": result.rated_games,
        "below_floor": result.below_floor,
        "games": [_fide_game(game) for game in result.games],
        "performance": _performance(result.performance),
    })
    return data


def _first(result):
    data = _summary(None, None, points(result.score), None, None, None, result.rating)
    data.update({
        "system": "fide",
        "first_rating": {
            "rating": result.rating,
            "published": result.published,
            "reasons": list(result.reasons),
            "capped_at_2200": result.capped,
            "percent": result.percent,
            "dp": result.dp,
            "average_with_hypothetical": result.average_total / result.average_count,
            "games": result.games,
        },
        # a first rating has no difference or PD per game (8.2 works on the average)
        "games": [{"opponent": g[0], "score": points(g[1]), "difference": None,
                   "expected": None, "delta": None} for g in result.entered],
        "performance": _performance(result.performance),
    })
    return data


def _ukd(result):
    data = _period(result, "ukd")
    data.update({
        "average_opponent": result.average_exact,
        "difference": result.difference,
        "expected_per_game": points(result.expected_per_game),
        "floored": result.floored,
        "games": [{
            "opponent": g.opponent, "score": points(g.score), "forfeit": g.forfeit,
            "counted_rating": g.counted_rating, "capped": g.capped,
            "difference": g.difference, "expected": points(g.expected), "delta": points(g.delta),
        } for g in result.games],
        "performance": _performance(result.performance),
    })
    return data


_BUILDERS = ((GameRating, _game), (SeriesRating, _series), (TournamentRating, _tournament),
             (FideRating, _fide), (FirstRating, _first), (UkdRating, _ukd))


def to_dict(result):
    """The JSON-ready dict for any result the engine returns."""
    for kind, build in _BUILDERS:
        if isinstance(result, kind):
            return build(result)
    raise TypeError("no report for %r" % (result,))
