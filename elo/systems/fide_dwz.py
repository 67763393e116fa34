"""One tournament rated for both FIDE and the DWZ: the usual German weekend open.

Each game has the opponent's FIDE rating and DWZ (either may be missing) and one score;
the player gives both own numbers. The two systems rate the same games by their own
rules (elo.systems.fide, elo.systems.dwz) and nothing is shared but the games: a game against an
opponent without a FIDE rating can still count for the DWZ, and the other way round.
The shared keys of the result (rating, change, new_rating ...) are FIDE's, as the page's
#new-rating and #change; the DWZ's are under `dwz`.
"""

from elo.systems import dwz, fide
from elo.errors import InputError
from elo.systems.declared.fide_dwz import SYSTEM
from elo.units import TYPE_CHECKING, Score, WholeRating

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any, Literal

    from elo.systems.dwz.common import DwzRating
    from elo.systems.dwz.first import FirstDwz
    from elo.shapes import GameTuple, Report

__all__ = ["BothRating", "rate_fide_dwz", "SYSTEM", "rate", "report", "game_report"]


class BothRating:
    """A FIDE period and a DWZ evaluation of the same games."""

    system: "Literal['fide-dwz']" = "fide-dwz"
    shape: "Literal['both']" = "both"

    def __init__(self, fide_result: fide.FideRating,
                 dwz_result: "DwzRating | FirstDwz") -> None:
        self.fide = fide_result
        self.dwz = dwz_result
        self.nested = (("dwz", dwz_result),)  # the report's key for the second result
        # the figures every result has: FIDE's, the side the contract's ids show first
        self.rating = fide_result.rating
        self.k = fide_result.k
        self.score = fide_result.score
        self.expected = fide_result.expected
        self.change_exact = fide_result.change_exact
        self.change = fide_result.change
        self.new_rating = fide_result.new_rating
        self.games = fide_result.games
        self.counted_games = fide_result.counted_games
        self.performance = fide_result.performance

    def rating_for(self, points: Score) -> WholeRating:
        return self.fide.rating_for(points)

    def __getattr__(self, name: str) -> "Any":
        # the rest of FIDE's period (k_rule, time_control ...), as FideRating says them
        return getattr(self.fide, name)


def rate_fide_dwz(rating: WholeRating, games: "Sequence[GameTuple]",
                  dwz_rating: WholeRating | None = None, index: int | None = None,
                  born: int | None = None, end: str | None = None, k: int | None = None,
                  rated_games: int | None = None, year: int | None = None,
                  reached: bool = False, period: int | None = None) -> BothRating:
    """`games` are (FIDE rating or None, score, forfeit, DWZ or None) tuples. A DWZ error
    about the player's own rating is said at the DWZ field."""
    fide_games = [(g[0], g[1], len(g) > 2 and bool(g[2])) for g in games]
    dwz_games = [(g[3] if len(g) > 3 else None, g[1], len(g) > 2 and bool(g[2])) for g in games]
    fide_result = fide.rate_fide(rating, fide_games, k, rated_games, born, year, reached,
                                 period)
    try:
        dwz_result = dwz.rate_dwz(dwz_rating, dwz_games, index, born, end)
    except InputError as error:
        if error.field != "rating":
            raise
        raise InputError("dwz", error.code, **error.params) from None
    return BothRating(fide_result, dwz_result)


def report(result: BothRating) -> "Report":
    data = fide.report(result.fide)
    data["system"] = SYSTEM.id
    return data  # the DWZ's report is nested by elo.report (`nested`)


def rate(games: "Sequence[GameTuple]", rating: WholeRating | None = None,
          dwz: WholeRating | None = None, index: int | None = None, born: int | None = None,
          end: str | None = None, k: int | None = None, ksource: str | None = None,
          rated_games: int | None = None, year: int | None = None, reached: bool = False,
          period: int | None = None) -> BothRating:
    if rating is None:
        raise InputError("rating", "empty")
    if dwz is None:
        raise InputError("dwz", "empty")
    return rate_fide_dwz(rating, games, dwz, index, born, end, k, rated_games, year, reached,
                         period)


#: A game of both is reported as FIDE's.
game_report = fide.game_report


if TYPE_CHECKING:  # this module is a system's rules: mypy checks it here
    from elo.shapes import Rules
    from elo.systems import fide_dwz as _this

    _rules: "Rules" = _this
