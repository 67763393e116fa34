"""What is at stake in a tournament: the score needed to keep one's rating or to reach a
target, and what a win, a draw or a loss would change in each game.

The rating change of a period depends on the games only through the total score (the
expected scores are fixed before the first move), so the score needed is found by
trying every total in half points, with the rule set's own rounding.
"""

from elo.classic import TournamentRating
from elo.fide import FideRating
from elo.numbers import div_round_half_away, round_half_away
from elo.ukd import FLOOR as UKD_FLOOR, UkdRating

__all__ = ["new_rating_for", "score_needed", "stakes"]


def _games(result):
    if isinstance(result, FideRating):
        return result.rated_games
    if isinstance(result, UkdRating):
        return result.rated_games
    return len(result.games)


def new_rating_for(result, points):
    """The new rating had the (rated) games scored `points` hundredths in all."""
    if isinstance(result, FideRating):
        return result.rating + div_round_half_away(result.k * (points - result.expected), 100)
    if isinstance(result, UkdRating):
        exact = result.rating * 100 + result.k * (points - result.expected + result.unrated_delta)
        return max(UKD_FLOOR, div_round_half_away(exact, 100))
    if isinstance(result, TournamentRating):
        return result.rating + round_half_away(result.k * (points / 100 - result.expected))
    raise TypeError("no stakes for %r" % (result,))


def score_needed(result, target):
    """The least total score (hundredths, in half points) that gives at least `target`;
    None when even winning every game falls short. The new rating grows with the score,
    so a binary search over the half points finds it."""
    low, high = 0, 2 * _games(result)  # in half points
    if new_rating_for(result, 50 * high) < target:
        return None
    while low < high:
        middle = (low + high) // 2
        if new_rating_for(result, 50 * middle) >= target:
            high = middle
        else:
            low = middle + 1
    return 50 * low


def stakes(result):
    """Per game, the exact change a win, a draw and a loss would bring, in hundredths of a
    rating point; None for a game the rule set does not count."""
    rows = []
    for game in result.games:
        if isinstance(result, TournamentRating):
            rows.append(tuple(round_half_away(result.k * (points - game.expected) * 100)
                              for points in (1, 0.5, 0)))
        elif game.expected is None:
            rows.append(None)
        else:
            rows.append(tuple(result.k * (points - game.expected) for points in (100, 50, 0)))
    return rows
