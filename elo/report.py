"""Results as plain dicts: the `--json` contract of the command line (docs/contract.md).

Keys every result has: system, rating, k, score, expected (summed over games),
change_exact, change (whole, 0.5 away from zero), new_rating; a period adds games (each
with opponent, score, difference, expected, delta, counted, reason) and performance.
Scores and changes are hundredths in the engine (elo.system) and plain numbers here:
150 -> 1.5. What a system adds comes from its own declaration (elo.systems).
"""

from elo.systems.performance import report as performance_report
from elo.period import to_points
from elo.systems import get
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.results import AnyResult
    from elo.shapes import GameLine, Report
    from elo.system import System

__all__ = ["to_dict"]


def _game(game: "GameLine", system: "System") -> "Report":
    data = {
        "opponent": game.opponent, "score": to_points(game.score),
        "difference": game.difference, "expected": to_points(game.expected),
        "delta": to_points(game.delta), "counted": game.counted, "reason": game.reason,
    }
    data.update(system.game_report(game))
    return data


def to_dict(result: "AnyResult") -> "Report":
    """The JSON-ready dict for any result the engine returns (of any shape: what it
    holds follows `shape`, elo.system)."""
    system = get(result.system)
    data: "Report" = {
        "system": system.id,
        "rating": result.rating,
        "k": result.k,
        "score": to_points(result.score),
        "expected": to_points(result.expected),
        "change_exact": None,
        "change": None,
        "new_rating": None,
    }
    if result.shape != "game" and result.shape != "series":  # a period, first or both
        data["change_exact"] = to_points(result.change_exact)
        data["change"] = result.change
        data["new_rating"] = result.new_rating
        data["games"] = None if result.games is None else [
            _game(game, system) for game in result.games]
        data["performance"] = performance_report(result.performance)
    data.update(system.report(result))
    for key, part in getattr(result, "nested", ()):  # a second system's result in full
        data[key] = to_dict(part)
    return data
