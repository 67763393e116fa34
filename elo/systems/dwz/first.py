"""The first DWZ (Erst-DWZ) of a player without one, in both systems (dwz.md 3.5, 4.6).

It needs MIN_GAMES counted games and neither 0 % nor 100 % (3.5, Zusatzstufe 1; kept
for the 2026 system, where it is [U]). Its base is the root Ri of We = W over the counted games,
the end of the total iteration of 3.4.4 for one player; each system turns Ri into the
first DWZ by its own rule (elo.systems.dwz.classic: below 800 compressed;
elo.systems.dwz.since2026: the
correction with r and the floor, [I], one source). Its index is 1. There is no rating
before it, so no factor and no change; the games are shown rated at Ri rounded.
"""

from elo.errors import InputError
from elo.numbers import round_half_away
from elo.systems.dwz.common import (MIN_GAMES, DwzResult, counted_games, game_lines,
                                    report_head, root)
from elo.units import TYPE_CHECKING, Rating, Score, WholeRating

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Literal

    from elo.systems.dwz.common import Performance
    from elo.shapes import GameTuple, Report

__all__ = ["FirstDwz"]


class FirstDwz(DwzResult):
    """A first DWZ: `root` Ri, `new_rating` the first DWZ, `rating` Ri rounded (the games
    are rated at it). A system's class (`variant` "E" or "K") adds `_value(root)`, the
    first DWZ from Ri, and `_performance`."""

    system: "Literal['dwz']" = "dwz"
    shape: "Literal['first']" = "first"
    first = True
    k = factor = change_exact = change = None  # nothing before a first DWZ
    new_index = 1
    # what each system's class says (see above)
    variant: str
    _value: "Callable[[Rating], WholeRating]"
    _performance: "Callable[[list[WholeRating], Score], Performance | None]"

    def __init__(self, index: int | None, games: "Sequence[GameTuple]", group: str,
                 end: str) -> None:
        self.end = end
        self.group = group
        self.index = index
        entered, opponents, self.score = counted_games(games)
        self.counted_games = len(opponents)
        if len(opponents) < MIN_GAMES:
            raise InputError("games", "dwz_first_too_few_games", low=MIN_GAMES)
        if self.score in (0, 100 * len(opponents)):
            raise InputError("games", "dwz_first_extreme", low=MIN_GAMES)
        self.root = root(opponents, self.score)
        self.rating = round_half_away(self.root)
        self.games, self.expected = game_lines(self.rating, entered)
        self.new_rating = self._value(self.root)
        self.performance = self._performance(opponents, self.score)

    def report(self) -> "Report":
        data = report_head(self)
        data.update({"rating": None, "change": None, "change_exact": None,
                     "first_dwz": {"rating": self.new_rating, "root": self.root}})
        return data
