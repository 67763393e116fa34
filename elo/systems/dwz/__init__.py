"""DWZ, the German national rating of the Deutscher Schachbund, in both systems of 2026.

Source: docs/rules/dwz.md (the Wertungsordnung, WO, with its sources and confidence
marks [C] confirmed, [I] from implementations only, [U] open). The tournament's end date
chooses the system (dwz.md section 0): before 2026-06-08 the classic one with the
development coefficient E (variant "E", elo.systems.dwz.classic), from that day on the one with
the factor K (variant "K", elo.systems.dwz.since2026). What both share is in
elo.systems.dwz.common, a
first DWZ (no rating before) in elo.systems.dwz.first; each module states its rules.

Choices where the rules are open ([U] in dwz.md), said on the page beside the result:
- 0.5 is rounded away from zero (PHP's round(), used by the implementations).
- The performance (from 5 games) is the exact root of We = W, rounded to a whole number;
  at 100 % or 0 % the classic system takes the average -/+ 677 (WO 2014 4.7.2.1.2), the
  2026 system adds one draw against the average at 100 % and gives none at 0 % ([I]).
- A first DWZ needs 5 counted games and neither 0 % nor 100 %; classic: the root, below 800
  700 + Ri/8; 2026: the correction with r = 0.08 and the floor ([I], one source).
- Not applied, since they need the whole tournament: the Sonderwertung for opponents
  more than 300 above their DWZ (3.6), stored Restpartien (3.4.2), the second pass with
  opponents' first DWZ (2.4). A player of 2400 or more is entered with the FIDE rating
  (WO 4.1.2): the user types that number.
Arithmetic: scores in hundredths (elo.system); E, K and the tables exactly in integers;
P(D) and the roots in floats.
"""

from elo.errors import InputError
from elo.period import check_games, check_whole
from elo.systems.declared.dwz import HIGHEST, LOWEST, PLAUSIBLE, SYSTEM
from elo.systems.dwz.common import age_group, expected_score, parse_date, variant_of
from elo.systems.dwz.classic import ClassicFirst, ClassicRating
from elo.systems.dwz.classic import performance as classic_performance
from elo.systems.dwz.since2026 import First2026, Rating2026
from elo.systems.dwz.since2026 import performance as performance_2026
from elo.units import TYPE_CHECKING, Score, WholeRating

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from elo.systems.dwz.common import DwzGame, DwzRating, Performance
    from elo.systems.dwz.first import FirstDwz
    from elo.shapes import GameTuple, Report

__all__ = ["LOWEST", "HIGHEST", "PLAUSIBLE", "expected_score", "parse_date", "rate_dwz",
           "performance", "SYSTEM", "rate", "report", "game_report"]

_PERFORMANCES = {"E": classic_performance, "K": performance_2026}


def performance(opponents: "Iterable[WholeRating]", points: Score,
                variant: str) -> "Performance | None":
    """The performance from MIN_GAMES counted games on, by the variant's rule; None
    below, and for 0 % in 2026."""
    return _PERFORMANCES[variant](list(opponents), points)


def rate_dwz(rating: WholeRating | None, games: "Sequence[GameTuple]", index: int | None = None,
             born: int | None = None, end: str | None = None, e: int | None = None,
             k: float | None = None) -> "DwzRating | FirstDwz":
    """One tournament for one player: `rating` the DWZ before it (None for a first DWZ),
    `games` (opponent or None, score in hundredths[, forfeit]), `index` before the
    tournament, `born` the birth year, `end` the end date (YYYY-MM-DD: it chooses the
    system). `e` or `k` given (as printed on an evaluation) replace the formula's, each
    in its own system. A ClassicRating or Rating2026, or for no rating before a
    ClassicFirst or First2026."""
    if end is None or not str(end).strip():
        raise InputError("end", "empty")
    year = parse_date(end)[0]
    end = str(end).strip()
    if rating is not None:
        check_whole(rating, "rating", LOWEST, HIGHEST)
        if index is None and e is None and k is None:  # E's cap and K0 depend on it
            raise InputError("index", "empty")
    if index is not None:
        check_whole(index, "index", 1)
    if born is not None:
        check_whole(born, "born", 1900)
        if born > year:
            raise InputError("born", "born_after_end", year=year)
    check_games(games, low=LOWEST, high=HIGHEST)
    if e is not None:
        check_whole(e, "e", 1)
    if k is not None:
        check_rating_factor(k)
    group = age_group(born, year)
    if variant_of(end) == "E":
        if rating is None:
            return ClassicFirst(index, games, group, end)
        return ClassicRating(rating, index, games, group, end, e)
    if rating is None:
        return First2026(index, games, group, end)
    return Rating2026(rating, index, games, group, end, k)


def check_rating_factor(k: object, field: str = "k") -> None:
    if isinstance(k, bool) or not isinstance(k, (int, float)) or not 0 < k <= 1000:
        raise InputError(field, "k_not_positive")


def report(result: "DwzRating | FirstDwz") -> "Report":
    return result.report()


def game_report(game: "DwzGame") -> "Report":
    return {"forfeit": game.forfeit}


def rate(games: "Sequence[GameTuple]", rating: WholeRating | None = None, first: bool = False,
          index: int | None = None, born: int | None = None, end: str | None = None,
          e: int | None = None, k: float | None = None) -> "DwzRating | FirstDwz":
    return rate_dwz(None if first else rating, games, index, born, end, e, k)


if TYPE_CHECKING:  # this module is a system's rules: mypy checks it here
    from elo.shapes import Rules
    from elo.systems import dwz as _this

    _rules: "Rules" = _this
