"""The official tables, transcribed once, with their article numbers.

Values are integers: PD in hundredths of a point, dp in rating points. docs/rules holds
the CSV transcriptions that tests/test_tables.py compares with these, row by row.
"""

__all__ = ["FIDE_PD_STEPS", "FIDE_DP", "UKD_PD_STEPS", "pd_from_table", "dp_for_percent"]

#: FIDE Rating Regulations 8.1.2: the largest rating difference for each PD of the
#: higher rated player, from 0.50 (D 0-3) up to 0.99 (D 620-735); D >= 736 gives 1.00.
FIDE_PD_STEPS = (
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68,             # .50 - .59
    76, 83, 91, 98, 106, 113, 121, 129, 137, 145,      # .60 - .69
    153, 162, 170, 179, 188, 197, 206, 215, 225, 235,  # .70 - .79
    245, 256, 267, 278, 290, 302, 315, 328, 344, 357,  # .80 - .89
    374, 391, 411, 432, 456, 484, 517, 559, 619, 735,  # .90 - .99
)

#: UKD (Turkish Chess Federation, TSF-TK-PRS/05, docs/rules/README.md section 3): FIDE's
#: 8.1.2 up to D 344, then .89 for 345-350; the 350-point rule means no larger difference
#: is ever looked up.
UKD_PD_STEPS = FIDE_PD_STEPS[:39] + (350,)

#: FIDE Rating Regulations 8.1.1 (= Title Regulations 1.4.9): dp for a score of p percent,
#: index p = 0 .. 100.
FIDE_DP = (
    -800, -677, -589, -538, -501, -470, -444, -422, -401, -383,  # p 0 - 9
    -366, -351, -336, -322, -309, -296, -284, -273, -262, -251,  # 10 - 19
    -240, -230, -220, -211, -202, -193, -184, -175, -166, -158,  # 20 - 29
    -149, -141, -133, -125, -117, -110, -102, -95, -87, -80,     # 30 - 39
    -72, -65, -57, -50, -43, -36, -29, -21, -14, -7,             # 40 - 49
    0,                                                           # 50
    7, 14, 21, 29, 36, 43, 50, 57, 65, 72,                       # 51 - 60
    80, 87, 95, 102, 110, 117, 125, 133, 141, 149,               # 61 - 70
    158, 166, 175, 184, 193, 202, 211, 220, 230, 240,            # 71 - 80
    251, 262, 273, 284, 296, 309, 322, 336, 351, 366,            # 81 - 90
    383, 401, 422, 444, 470, 501, 538, 589, 677, 800,            # 91 - 100
)


def _by_gap(steps: tuple[int, ...]) -> tuple[int, ...]:
    """PD for every gap from 0 to the last step, looked up rather than searched: a scan
    of the 50 steps costs up to 0.2 ms a game in the page's MicroPython (issue 13)."""
    pds, low = [], 0
    for index, upper in enumerate(steps):
        pds.extend([50 + index] * (upper + 1 - low))
        low = upper + 1
    return tuple(pds)


_FIDE_BY_GAP = _by_gap(FIDE_PD_STEPS)
_BY_GAP = {id(FIDE_PD_STEPS): _FIDE_BY_GAP, id(UKD_PD_STEPS): _by_gap(UKD_PD_STEPS)}


def pd_from_table(difference: int, steps: tuple[int, ...] = FIDE_PD_STEPS) -> int:
    """PD in hundredths for a whole-number difference D = own rating - opponent's.

    A negative D gives the lower rated player's PD, 100 minus the higher one's (8.1.2).
    """
    # FIDE's table without a look-up of the table: this runs for every game on every key
    by_gap = _FIDE_BY_GAP if steps is FIDE_PD_STEPS else \
        _BY_GAP.get(id(steps)) or _by_gap(steps)
    gap = difference if difference >= 0 else -difference
    pd = by_gap[gap] if gap < len(by_gap) else 50 + len(steps)
    return pd if difference >= 0 else 100 - pd


def dp_for_percent(percent: int) -> int:
    """dp from table 8.1.1 for a score of `percent` (a whole number 0 - 100)."""
    return FIDE_DP[percent]
