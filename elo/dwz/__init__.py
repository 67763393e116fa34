"""DWZ, the German national rating of the Deutscher Schachbund, in both systems of 2026.

Source: docs/rules/dwz.md (the Wertungsordnung, WO, with its sources and confidence
marks [C] confirmed, [I] from implementations only, [U] open). The tournament's end date
chooses the system (dwz.md section 0): before 2026-06-08 the classic one with the
development coefficient E, from that day on the one with the factor K.

What both share (dwz.md section 2) is in elo.dwz.common.
Classic (3.1, 3.2): E = E0 fB + SBr, E0 = (R0/1000)^4 + J (J 5/10/15 by group); fB = R0/2000
within 0.5..1 only for youth with W >= We; SBr = e^((1300 - R0)/150) - 1 only below 1300
with W < We; E rounded to a whole number, at least 5, at most 5 Index (Index up to 5) or 30
when SBr = 0, at most 150 when SBr > 0; Rn = R0 + 800 (W - We) / (E + n).
2026 (section 4, [I]): K = K0 b + a to one decimal, at most 80; K0 from the table by group,
DWZ and Index; b = (R0 + 800) / 2400 below 1600 when W < We; a = (2000 - R0) / 30 for youth
below 2000, 4 for older players below 1600, when W >= We; Rn = R0 + K (W - We), at least 1100.

Choices where the rules are open ([U] in dwz.md), shown on the page as notes (OPEN):
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

import math

from elo.errors import InputError
from elo.numbers import div_round_half_away, round_half_away
from elo.system import Input, System, check_games, check_whole, each_game, whole_change
# One line per import: tools/build_page.py finds the page's modules in such lines.
from elo.dwz.common import HIGHEST, JUNIOR_UP_TO, LOWEST, MIN_GAMES, SWITCH_DATE, YOUTH_UP_TO
from elo.dwz.common import DwzGame, age_group, expected_score, parse_date, root as _root

__all__ = ["SWITCH_DATE", "FLOOR", "expected_score", "age_group", "e_factor", "k_factor",
           "parse_date", "DwzRating", "rate_dwz", "performance", "SYSTEM", "OPEN"]

#: 4.2: the 2026 system's lowest DWZ.
FLOOR = 1100
#: Anhang 1.2: J by age group.
J = {"youth": 5, "junior": 10, "adult": 15}
#: Anhang 1.2: the limits of E.
E_LOWEST, E_HIGHEST, E_PER_INDEX, E_HIGHEST_BRAKE = 5, 30, 5, 150
#: Anhang 1.2: fB = R0 / 2000 within these (youth with W >= We).
FB_LOW, FB_HIGH = 0.5, 1.0
#: Anhang 1.2: the braking value SBr applies below this.
BRAKE_BELOW = 1300

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
#: 3.5: a first DWZ below this is compressed (classic).
FIRST_COMPRESS_BELOW = 800
#: WO 2014 4.7.2.1.2: the performance at 100 % or 0 % (classic).
EXTREME = 677

#: The open points the page shows beside the result (keys of elo.texts).
OPEN = ("dwz-open-rounding", "dwz-open-precision", "dwz-open-whole-tournament",
        "dwz-open-2400")


class EFactor:
    """Anhang 1.2: E with the parts it came from. `cap` names the limit that applied
    ("lowest", "index", "highest", "brake") or None."""

    __slots__ = ("e0", "j", "fb", "sbr", "exact", "e", "cap")

    def __init__(self, rating, index, group, success):
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


def e_factor(rating, index, group, success):
    """E (Anhang 1.2) for a DWZ, its index before the tournament, the age group and
    whether W >= We."""
    return EFactor(rating, index, group, success)


class KFactor:
    """4.3 - 4.5: K = K0 b + a to one decimal, at most Kmax; `tenths` is K in tenths.
    `row` and `column` say where K0 stands in the table."""

    __slots__ = ("k0", "row", "column", "b", "a", "tenths", "capped")

    def __init__(self, rating, index, group, success):
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


def k_factor(rating, index, group, success):
    """K (4.3) for a DWZ, its index before the tournament, the age group and whether
    W >= We."""
    return KFactor(rating, index, group, success)


class Performance:
    """The tournament performance (Leistung, 3.6): `rating` at which We = W, over the
    counted games; `method` "root", "extreme" (classic at 0 or 100 %) or "draw_added"
    (2026 at 100 %)."""

    __slots__ = ("games", "average", "rating", "exact", "method")

    rule = "dwz"  # how it was found: the pages and reports say it by this

    def __init__(self, opponents, points, system):
        self.games = len(opponents)
        self.average = div_round_half_away(sum(opponents), self.games)
        self.method = "root"
        full = 100 * self.games
        if system == "E" and points in (0, full):
            self.method = "extreme"
            self.exact = self.average + (EXTREME if points else -EXTREME)
        else:
            if points == full:
                self.method = "draw_added"
                opponents = opponents + [sum(opponents) / len(opponents)]
                points += 50
            self.exact = _root(opponents, points)
        self.rating = round_half_away(self.exact)

    def report(self):
        return {"games": self.games, "average": self.average, "rating": self.rating,
                "method": self.method}


def performance(opponents, points, system):
    """The performance from MIN_GAMES counted games on; None below, and for 0 % in 2026."""
    if len(opponents) < MIN_GAMES or (system == "K" and points == 0):
        return None
    return Performance(list(opponents), points, system)


class DwzRating:
    """One tournament's evaluation for one player. `system` is "E" (classic) or "K"
    (2026); `factor` is the EFactor or KFactor; `k` K as a number (2026) or None;
    `game_factor` what one hundredth of a point moves the rating by (800 / (E + n) or K).
    A first DWZ (`first`) has no rating before: its games are rated at the new one."""

    system = "dwz"

    def __init__(self, rating, index, games, group, end, e=None, k=None):
        self.end = end
        self.rule = "E" if end < SWITCH_DATE else "K"
        self.group = group
        self.index = index
        self.first = rating is None
        self.form = "first" if self.first else "period"
        entered = [(g[0], g[1], len(g) > 2 and bool(g[2])) for g in games]
        counted = [(o, s) for o, s, forfeit in entered if o is not None and not forfeit]
        if not counted:
            reasons = [forfeit for _, _, forfeit in entered]
            raise InputError("games", "dwz_only_forfeits" if all(reasons) else
                             "dwz_no_counted" if any(reasons) else "dwz_no_rated")
        self.score = sum(s for _, s in counted)
        self.counted_games = n = len(counted)
        opponents = [o for o, _ in counted]
        if self.first:
            rating = self._first_rating(opponents)
        self.rating = rating
        self.games = each_game(entered, lambda o, s, forfeit: DwzGame(rating, o, s, forfeit))
        self.expected = sum(g.expected for g in self.games if g.counted)
        success = self.score >= self.expected
        self.factor = self.k = None
        if self.first:
            self.change_exact = self.change = None
            self.new_index = 1
            self.new_rating = self.first_rating
            self.game_factor = 0
        else:
            if self.rule == "E":
                self.factor = e_factor(rating, index, group, success)
                if e is not None:
                    self.factor.e, self.factor.cap = e, "given"
                self.game_factor = 800 / (self.factor.e + n)
            else:
                self.factor = k_factor(rating, index, group, success)
                if k is not None:
                    self.factor.tenths, self.factor.capped = round_half_away(k * 10), False
                self.k = self.factor.tenths / 10
                self.game_factor = self.k
            self.change_exact = self.game_factor * (self.score - self.expected)
            rounded = rating + whole_change(self.change_exact)
            self.floored = self.rule == "K" and rounded < FLOOR
            self.new_rating = max(FLOOR, rounded) if self.rule == "K" else rounded
            self.change = self.new_rating - rating
            self.new_index = None if index is None else index + 1
        self.performance = performance(opponents, self.score, self.rule)

    def _first_rating(self, opponents):
        """3.5 / 4.6: the first DWZ from the root of We = W (None when it is refused)."""
        self.first_reason = None
        if len(opponents) < MIN_GAMES:
            self.first_reason = "too_few_games"
        elif self.score in (0, 100 * len(opponents)):
            self.first_reason = "extreme"
        if self.first_reason:
            raise InputError("games", "dwz_first_" + self.first_reason, low=MIN_GAMES)
        self.root = _root(opponents, self.score)
        root = self.root
        if self.rule == "E":
            value = 700 + root / 8 if root < FIRST_COMPRESS_BELOW else root
        elif root >= 2000:
            value = root
        elif root >= FLOOR:
            value = root + R_PERCENT * (2000 - root) / 100
        else:
            value = FLOOR + 9 * R_PERCENT * root / (11 * 100)
        self.first_rating = round_half_away(value)
        if self.rule == "K":
            self.first_rating = max(FLOOR, self.first_rating)
        return round_half_away(root)

    def rating_for(self, points):
        exact = self.rating + whole_change(self.game_factor * (points - self.expected))
        return max(FLOOR, exact) if self.rule == "K" else exact


def rate_dwz(rating, games, index=None, born=None, end=None, e=None, k=None):
    """One tournament for one player: `rating` the DWZ before it (None for a first DWZ),
    `games` (opponent or None, score in hundredths[, forfeit]), `index` before the
    tournament, `born` the birth year, `end` the end date (YYYY-MM-DD: it chooses the
    system). `e` or `k` given (as printed on an evaluation) replace the formula's."""
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
    return DwzRating(rating, index, games, age_group(born, year), end, e, k)


def check_rating_factor(k, field="k"):
    if isinstance(k, bool) or not isinstance(k, (int, float)) or not 0 < k <= 1000:
        raise InputError(field, "k_not_positive")


def _report(result):
    data = {"system": result.rule, "index": result.index, "new_index": result.new_index,
            "end": result.end, "age_group": result.group, "first": result.first,
            "k": result.k}
    factor = result.factor
    if result.first:
        # nothing before a first DWZ: its games are rated at the root
        data.update({"rating": None, "change": None, "change_exact": None,
                     "first_dwz": {"rating": result.new_rating, "root": result.root}})
    elif result.rule == "E":
        data.update({"e": factor.e, "e0": factor.e0, "j": factor.j, "fb": factor.fb,
                     "sbr": factor.sbr, "e_exact": factor.exact, "e_cap": factor.cap,
                     "factor": result.game_factor})
    else:
        data.update({"k0": factor.k0, "k0_row": factor.row, "k0_column": factor.column,
                     "b": factor.b, "a": factor.a, "k_capped": factor.capped,
                     "floored": result.floored})
    return data


def _game_report(game):
    return {"forfeit": game.forfeit}


def _rate(rating, games, first=False, index=None, born=None, end=None, e=None, k=None):
    return rate_dwz(None if first else rating, games, index, born, end, e, k)


_RATED = (("first", "0"),)

SYSTEM = System(
    id="dwz",
    inputs=(
        Input("first", "flag", "0", flag="--unrated",
              help="you have no DWZ yet: a first DWZ (at least 5 counted games, neither "
                   "0 nor 100 %)"),
        Input("rating", "whole_rating", "1500", low=LOWEST, high=HIGHEST, when=_RATED,
              help="your DWZ before the tournament"),
        Input("index", "whole", "20", low=1, when=_RATED,
              help="your DWZ index before the tournament (the number after the hyphen)"),
        Input("born", "whole", "", low=1900, optional=True,
              help="your year of birth (none: counted as over 25)"),
        Input("end", "date", "", today=True,
              help="the tournament's last day, YYYY-MM-DD (default: today); before "
                   "2026-06-08 the classic system with E, from then on the one with K"),
        Input("e", "whole", "", low=1, optional=True, page=False,
              help="an E given (as printed on an evaluation), classic system only"),
        Input("k", "number", "", optional=True, page=False,
              help="a K given (as printed on an evaluation), 2026 system only"),
    ),
    rate=_rate,
    report=_report,
    game_report=_game_report,
    sources={"de": "Wertungsordnung des Deutschen Schachbunds: bis 7. Juni 2026 mit dem "
                   "Entwicklungskoeffizienten E (Kapitel 3, Anhang 1.2), ab 8. Juni 2026 "
                   "mit dem Faktor K (Stand 30. Mai 2026, nachgebildet).",
             "en": "The German Chess Federation's rating regulations: up to 7 June 2026 "
                   "with the development coefficient E (chapter 3, appendix 1.2), from "
                   "8 June 2026 with the factor K (edition of 30 May 2026, reconstructed)."},
    summary="the German DWZ, classic (E) or 2026 (K) by the tournament's end date",
)
