"""The classic DWZ, variant "E": tournaments ending before 2026-06-08 (dwz.md section 3).

Sources: WO 3.5.2 (S2) for the update, Anhang 1.2 (S1) for E, WO 2014 4.7.x (quoted by
CLM) for the first DWZ below 800 and the performance at 0 or 100 %.
3.1: Rn = R0 + 800 (W - We) / (E + n); no floor (3.4).
3.2: E = E0 fB + SBr, E0 = (R0/1000)^4 + J (J 5/10/15 by group); fB = R0/2000 within
0.5..1 only for youth with W >= We; SBr = e^((1300 - R0)/150) - 1 only below 1300 with
W < We; E rounded to a whole number, at least 5, at most 5 Index (Index up to 5) or 30
when SBr = 0, at most 150 when SBr > 0.
3.4 / 3.5: a first DWZ is the root Ri of We = W, below 800 700 + Ri/8 ([C] as the 2014
text, [U] for the current wording).
3.6: at 100 % or 0 % the performance is the average -/+ 677 (WO 2014 4.7.2.1.2, a choice
where the current text is open).
"""

import math

from elo.numbers import round_half_away
from elo.systems.dwz.common import MIN_GAMES, DwzRating, Performance, average_of, report_head, root
from elo.systems.dwz.first import FirstDwz
from elo.units import TYPE_CHECKING, Rating, Score, WholeRating

if TYPE_CHECKING:
    from elo.shapes import Report

__all__ = ["J", "E_LOWEST", "E_HIGHEST", "E_PER_INDEX", "E_HIGHEST_BRAKE", "FB_LOW",
           "FB_HIGH", "BRAKE_BELOW", "FIRST_COMPRESS_BELOW", "EXTREME", "EFactor",
           "e_factor", "performance", "ClassicRating", "ClassicFirst"]

#: Anhang 1.2: J by age group.
J = {"youth": 5, "junior": 10, "adult": 15}
#: Anhang 1.2: the limits of E.
E_LOWEST, E_HIGHEST, E_PER_INDEX, E_HIGHEST_BRAKE = 5, 30, 5, 150
#: Anhang 1.2: fB = R0 / 2000 within these (youth with W >= We).
FB_LOW, FB_HIGH = 0.5, 1.0
#: Anhang 1.2: the braking value SBr applies below this.
BRAKE_BELOW = 1300
#: 3.5: a first DWZ below this is compressed.
FIRST_COMPRESS_BELOW = 800
#: WO 2014 4.7.2.1.2: the performance at 100 % or 0 %.
EXTREME = 677


class EFactor:
    """Anhang 1.2: E with the parts it came from. `cap` names the limit that applied
    ("lowest", "index", "highest", "brake"; "given" for an E as printed) or None."""

    __slots__ = ("e0", "j", "fb", "sbr", "exact", "e", "cap")

    cap: str | None

    def __init__(self, rating: WholeRating, index: int | None, group: str,
                 success: bool) -> None:
        self.j = J[group]
        self.e0 = (rating / 1000) ** 4 + self.j
        self.fb = 1.0
        if group == "youth" and success:
            self.fb = min(FB_HIGH, max(FB_LOW, rating / 2000))
        self.sbr = 0.0
        if rating < BRAKE_BELOW and not success:
            self.sbr = math.exp((BRAKE_BELOW - rating) / 150) - 1
        self.exact = self.e0 * self.fb + self.sbr
        e, self.cap = round_half_away(self.exact), None
        highest = E_HIGHEST_BRAKE if self.sbr > 0 else E_HIGHEST
        if self.sbr == 0 and index is not None:  # no index: only with an E given
            highest = min(E_HIGHEST, E_PER_INDEX * index)
        if e < E_LOWEST:
            e, self.cap = E_LOWEST, "lowest"
        elif e > highest:
            e = highest
            self.cap = "brake" if self.sbr > 0 else "index" if highest < E_HIGHEST else "highest"
        self.e = e


def e_factor(rating: WholeRating, index: int | None, group: str, success: bool) -> EFactor:
    """E (Anhang 1.2) for a DWZ, its index before the tournament, the age group and
    whether W >= We."""
    return EFactor(rating, index, group, success)


def performance(opponents: list[WholeRating], points: Score) -> Performance | None:
    """3.6 from MIN_GAMES counted games on; None below."""
    if len(opponents) < MIN_GAMES:
        return None
    if points in (0, 100 * len(opponents)):
        shift = EXTREME if points else -EXTREME
        return Performance(opponents, "extreme", average_of(opponents) + shift)
    return Performance(opponents, "root", root(opponents, points))


class ClassicRating(DwzRating):
    """The classic evaluation: `factor` the EFactor, `game_factor` 800 / (E + n); no K,
    no floor."""

    variant = "E"

    def _factor(self, success: bool, e: int | None) -> None:
        self.factor = e_factor(self.rating, self.index, self.group, success)
        if e is not None:  # as printed on an evaluation
            self.factor.e, self.factor.cap = e, "given"
        self.k = None
        self.game_factor = 800 / (self.factor.e + self.counted_games)

    def _game_factor(self, success: bool) -> float:
        return 800 / (e_factor(self.rating, self.index, self.group, success).e +
                      self.counted_games)

    def _performance(self, opponents: list[WholeRating], points: Score) -> Performance | None:
        return performance(opponents, points)

    def report(self) -> "Report":
        factor = self.factor
        data = report_head(self)
        data.update({"e": factor.e, "e0": factor.e0, "j": factor.j, "fb": factor.fb,
                     "sbr": factor.sbr, "e_exact": factor.exact, "e_cap": factor.cap,
                     "factor": self.game_factor})
        return data


class ClassicFirst(FirstDwz):
    """The classic first DWZ: Ri, or 700 + Ri/8 below 800."""

    variant = "E"

    def _value(self, ri: Rating) -> WholeRating:
        return round_half_away(700 + ri / 8 if ri < FIRST_COMPRESS_BELOW else ri)

    def _performance(self, opponents: list[WholeRating], points: Score) -> Performance | None:
        return performance(opponents, points)
