"""Tournament performance: the FIDE Title Regulations method and the linear shortcut.

Title Regulations 1.4.7 - 1.4.9: Rp = Ra + dp, with Ra the average of the opponents'
ratings rounded to a whole number (0.5 up), p the score in per cent rounded to a whole
number (0.5 up), and dp from table 8.1.1; no 400-point cap. The common linear shortcut
(docs/rules/README.md section 2) is Ra + 400 * (wins - losses) / games; at 100 % and 0 %
it only gives Ra +/- 400.
"""

from collections import namedtuple

from elo.numbers import div_round_half_away
from elo.systems.tables import dp_for_percent
from elo.units import TYPE_CHECKING, Score

if TYPE_CHECKING:
    from collections.abc import Iterable

    from elo.systems.dwz.common import Performance as DwzPerformance
    from elo.shapes import Report, Scored

__all__ = ["Game", "Performance", "performance", "report"]


class Performance:
    """Performance over rated games: `rating` by the Title Regulations, `linear` the
    shortcut (a float), `linear_breaks` when the score is 0 % or 100 %."""

    __slots__ = ("games", "points", "average", "percent", "dp", "rating", "linear",
                 "linear_breaks")

    rule = "title"  # how it was found: the pages and reports say it by this

    def __init__(self, games: int, total: int, points: Score, wins: int, losses: int) -> None:
        self.games = games
        self.points = points  # hundredths
        self.average = div_round_half_away(total, games)
        # hundredths of a point per game are per cent
        self.percent = div_round_half_away(points, games)
        self.dp = dp_for_percent(self.percent)
        self.rating = self.average + self.dp
        self.linear = total / games + 400 * (wins - losses) / games
        self.linear_breaks = self.percent in (0, 100)

    def report(self) -> "Report":
        return {"games": self.games, "average": self.average, "percent": self.percent,
                "dp": self.dp, "rating": self.rating, "linear": self.linear,
                "linear_breaks": self.linear_breaks}


#: A game as performance() reads it, for callers with no game lines of their own.
Game = namedtuple("Game", ("opponent", "score"))


def performance(games: "Iterable[Scored]") -> Performance | None:
    """Performance over games with rated opponents: a system's game lines, or Game
    pairs (anything with `opponent` and `score`; no pair made per line for thousands of
    games); None for no games."""
    count = total = points = wins = losses = 0
    for game in games:  # one pass: the page computes this on every key
        opponent = game.opponent
        if opponent is not None:
            score = game.score
            count += 1
            total += opponent
            points += score
            if score == 100:
                wins += 1
            elif score == 0:
                losses += 1
    return Performance(count, total, points, wins, losses) if count else None


def report(perf: "Performance | DwzPerformance | None") -> "Report | None":
    """A performance as the JSON report writes it (None for none): each system's
    performance says which of its parts the report holds."""
    return None if perf is None else perf.report()
