"""The DWZ of 2026, variant "K": tournaments ending on or after 2026-06-08 (dwz.md section 4).

Source: the Wertungsordnung "Stand: 30. Mai 2026" was not available; the rules are
reconstructed from implementations (CLM dwz_rechner.php, har64/DWZ-Calc v0.7,
Moritz72/elochess, a DSJ userscript), [I] throughout, and match two K values published
by nu (4.8).
4.2: Rn = R0 + K (W - We), at least 1100.
4.3 - 4.5: K = K0 b + a to one decimal, at most Kmax 80; K0 from the table by group, DWZ
and Index; b = (R0 + 800) / 2400 below 1600 when W < We; a = (2000 - R0) / 30 for youth
below 2000, 4 for older players below 1600, when W >= We.
4.6: a first DWZ from the root Ri of We = W (L in dwz.md): Ri from 2000, Ri + r (2000 -
Ri) from 1100, 1100 + 9 r Ri / 11 below, r = 0.08, then the floor (har64 v0.7, one
source). The performance adds one draw against the average at 100 % and gives none at
0 %.
"""

from elo.numbers import div_round_half_away, round_half_away
from elo.systems.dwz.common import MIN_GAMES, DwzRating, Performance, report_head, root
from elo.systems.dwz.first import FirstDwz
from elo.units import TYPE_CHECKING, Rating, Score, WholeRating

if TYPE_CHECKING:
    from elo.shapes import Report

__all__ = ["FLOOR", "K0_TABLE", "YOUNG_BELOW", "ADULT_BELOW", "U", "T", "A_OLDER", "K_MAX",
           "R_PERCENT", "B_BELOW", "A_YOUTH_BELOW", "A_OLDER_BELOW", "FIRST_TOWARDS", "KFactor",
           "k_factor", "performance", "Rating2026", "First2026"]

#: 4.2: the lowest DWZ.
FLOOR = 1100
#: 4.4: K0 by row and Index 1..10 (then the last column for Index > 10).
K0_TABLE = {
    "young": (60, 60, 48, 46, 44, 42, 40, 38, 36, 34, 32),  # up to 25, R0 < 2200
    "adult": (60, 60, 44, 42, 40, 38, 36, 34, 32, 30, 28),  # from 26, R0 < 2000
    "high": (60, 60, 41, 39, 37, 35, 33, 31, 29, 27, 25),   # the others
}
YOUNG_BELOW, ADULT_BELOW = 2200, 2000
#: 4.1 / 4.5: the parameters valid from 2026-06-08: u (b's shift), t (a's divisor),
#: a1 = a2 (the success bonus from 21), Kmax, r (first-DWZ correction, in hundredths).
U, T, A_OLDER, K_MAX, R_PERCENT = 800, 30, 4, 80, 8
B_BELOW, A_YOUTH_BELOW, A_OLDER_BELOW = 1600, 2000, 1600
#: 4.6: the first DWZ is corrected towards this.
FIRST_TOWARDS = 2000


class KFactor:
    """4.3 - 4.5: K = K0 b + a to one decimal, at most Kmax; `tenths` is K in tenths.
    `row` and `column` say where K0 stands in the table."""

    __slots__ = ("k0", "row", "column", "b", "a", "tenths", "capped")

    def __init__(self, rating: WholeRating, index: int | None, group: str,
                 success: bool) -> None:
        if group == "adult":
            self.row = "adult" if rating < ADULT_BELOW else "high"
        else:
            self.row = "young" if rating < YOUNG_BELOW else "high"
        self.column = 11 if index is None else min(max(index, 1), 11)  # 11: Index over 10
        self.k0 = K0_TABLE[self.row][self.column - 1]
        # b and a as fractions over 2400 = 1600 + u, so K is rounded exactly
        b_part = self.k0 * 2400
        if not success and rating < B_BELOW:
            b_part = self.k0 * (rating + U)
        a_part = 0
        if success and group == "youth" and rating < A_YOUTH_BELOW:
            a_part = (A_YOUTH_BELOW - rating) * 2400 // T  # 2400 / 30 = 80: exact
        elif success and group != "youth" and rating < A_OLDER_BELOW:
            a_part = A_OLDER * 2400
        self.b = b_part / (self.k0 * 2400)
        self.a = a_part / 2400
        tenths = div_round_half_away((b_part + a_part) * 10, 2400)
        self.capped = tenths > K_MAX * 10
        self.tenths = min(tenths, K_MAX * 10)


def k_factor(rating: WholeRating, index: int | None, group: str, success: bool) -> KFactor:
    """K (4.3) for a DWZ, its index before the tournament, the age group and whether
    W >= We."""
    return KFactor(rating, index, group, success)


def performance(opponents: list[WholeRating], points: Score) -> Performance | None:
    """3.6 / 4.6 from MIN_GAMES counted games on; None below, and at 0 %."""
    if len(opponents) < MIN_GAMES or points == 0:
        return None
    if points == 100 * len(opponents):
        drawn = opponents + [sum(opponents) / len(opponents)]
        return Performance(opponents, "draw_added", root(drawn, points + 50))
    return Performance(opponents, "root", root(opponents, points))


class Rating2026(DwzRating):
    """The 2026 evaluation: `factor` the KFactor, `k` and `game_factor` K; the floor."""

    variant = "K"
    k: float  # always a number here (DwzRating's is None in the classic system)

    def _factor(self, success: bool, k: float | None) -> None:
        self.factor = k_factor(self.rating, self.index, self.group, success)
        if k is not None:  # as printed on an evaluation
            self.factor.tenths, self.factor.capped = round_half_away(k * 10), False
        self.k = self.game_factor = self.factor.tenths / 10

    def _game_factor(self, success: bool) -> float:
        return k_factor(self.rating, self.index, self.group, success).tenths / 10

    def rating_for(self, points: Score) -> WholeRating:
        return max(FLOOR, super().rating_for(points))

    def _performance(self, opponents: list[WholeRating], points: Score) -> Performance | None:
        return performance(opponents, points)

    def report(self) -> "Report":
        factor = self.factor
        data = report_head(self)
        data.update({"k0": factor.k0, "k0_row": factor.row, "k0_column": factor.column,
                     "b": factor.b, "a": factor.a, "k_capped": factor.capped,
                     "floored": self.floored})
        return data


class First2026(FirstDwz):
    """The 2026 first DWZ: the root corrected with r towards 2000, at least 1100."""

    variant = "K"

    def _value(self, ri: Rating) -> WholeRating:
        if ri >= FIRST_TOWARDS:
            value = ri
        elif ri >= FLOOR:
            value = ri + R_PERCENT * (FIRST_TOWARDS - ri) / 100
        else:
            value = FLOOR + 9 * R_PERCENT * ri / (11 * 100)
        return max(FLOOR, round_half_away(value))

    def _performance(self, opponents: list[WholeRating], points: Score) -> Performance | None:
        return performance(opponents, points)
