"""What is at stake in a tournament: the score needed to keep one's rating or to reach a
target, and what a win, a draw or a loss would change in each game.

The rating change of a period depends on the games only through the total score (the
expected scores are fixed before the first move), so the score needed is found by
trying totals in half points, with the rule set's own rounding (`rating_for`).
"""

from elo.numbers import least
from elo.system import SCORES
from elo.units import TYPE_CHECKING, ChangeHundredths, Rating, Score

if TYPE_CHECKING:
    from collections.abc import Sequence

    from elo.shapes import GameLine, ScoredPeriod

__all__ = ["score_needed", "stakes"]


def score_needed(result: "ScoredPeriod", target: Rating) -> Score | None:
    """The least total score (hundredths, in half points) of the counted games that gives
    at least `target`; None when even winning every game falls short. The new rating
    grows with the score, so halving over the half points finds it."""
    half = least(0, 2 * result.counted_games, lambda half: result.rating_for(50 * half) >= target)
    return None if half is None else 50 * half


def stakes(result: "ScoredPeriod", games: "Sequence[GameLine] | None" = None,
           ) -> list[tuple[ChangeHundredths, ...] | None]:
    """Per game (of `games`, by default all of the result's), the exact change a win, a
    draw and a loss would bring, in hundredths of a rating point; None for a game the
    rule set does not count."""
    factor = getattr(result, "game_factor", result.k)
    assert factor is not None  # K, or the classic DWZ's factor (its K is None)
    # a counted game has its expected score, a game left out none
    return [tuple(factor * (points - game.expected) for _, points in SCORES)
            if game.expected is not None else None
            for game in (result.games if games is None else games)]
