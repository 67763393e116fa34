"""What a rating gap is worth, drawn and tabulated, and where a rating stands.

Pure: each function returns escaped HTML or SVG for the page. The chart is drawn here,
from the same functions the calculation uses (no chart library for one curve).
"""

from elo.classic import expected_score
from elo.dwz import expected_score as dwz_expected
from elo.fide import FLOOR, JUNIOR_BELOW, MASTER
from elo.numbers import format_number, format_percent, format_value, round_half_away
from elo.tables import FIDE_PD_STEPS, UKD_PD_STEPS, pd_from_table
from elo.web.html import Memo, escape, row, table
from elo.texts import text

__all__ = ["TABLE_STEPS", "TIER_SYSTEMS", "CURVE_OF", "expected_table", "expected_chart", "chart_marker",
           "chart_legend", "tiers"]

#: The systems whose ratings the tiers (FIDE's titles, floor and K thresholds) fit.
TIER_SYSTEMS = ("elo", "fide")

#: A system whose table and chart are another's.
CURVE_OF = {"fide-dwz": "fide"}

#: Rating differences people look up.
TABLE_STEPS = (0, 25, 50, 75, 100, 150, 200, 250, 300, 350, 400, 500, 600, 800)

#: This page's own names for rating bands (not FIDE's), lowest rating of each band.
TIERS = ((2500, "tier-gm"), (2400, "tier-im"), (2300, "tier-fm"), (2200, "tier-cm"),
         (2000, "tier-expert"), (1600, "tier-strong"), (1200, "tier-club"),
         (None, "tier-beginner"))

#: FIDE title thresholds (Title Regulations): FM 2300, IM 2400, GM 2500.
TITLES = (("FM", 2300), ("IM", 2400), ("GM", 2500))

_pieces = Memo(2000)

# chart geometry: x is the difference -800..800, y the expected score 0..1
_W, _H, _LEFT, _RIGHT, _TOP, _BOTTOM = 640, 300, 48, 16, 16, 40
_SPAN = 800


#: The table and the cap of each rule set (FIDE 8.1.2 and 8.3.1 below 2650; UKD's 350 rule).
_RULES = {"fide": (FIDE_PD_STEPS, 400), "ukd": (UKD_PD_STEPS, 350)}


#: The systems whose expected score is a formula of the difference alone.
_CURVES = {"elo": lambda difference: expected_score(difference, 0), "dwz": dwz_expected}


def _expected(system, difference, capped=True):
    """Expected score of the player `difference` points above the opponent (0..1): the
    formula for classic Elo and the DWZ, the table for a rule set (after its cap, if
    `capped`)."""
    if system in _CURVES:
        return _CURVES[system](difference)
    steps, cap = _RULES[system]
    difference = round_half_away(difference)
    if capped:
        difference = max(-cap, min(cap, difference))
    return pd_from_table(difference, steps) / 100


def _shown(system, value, lang):
    if system == "elo":
        return format_percent(value, 1, lang)
    if system == "dwz":
        return format_number(value, 3, lang)  # as the DWZ's evaluations print P(D)
    return format_number(value, 2, lang)


def expected_table(system, difference, lang):
    """The table for a rule set, a difference and a language, built once per set."""
    gap = None if difference is None else abs(round_half_away(difference))
    side = "table-yours" if difference is None or difference >= 0 else "table-yours-under"
    return _pieces.get(("table", system, gap, side, lang),
                       lambda: _table(system, gap, side, lang))


def _table(system, gap, side, lang):
    """Difference -> expected score of the favourite and the underdog, the user's own
    difference highlighted (its row added where it falls between the steps). The rule
    sets show their table as printed; the cap is the chart's and the breakdown's."""
    steps = list(TABLE_STEPS)
    if system == "ukd":
        steps = [s for s in steps if s <= 350]
    if gap is not None and gap not in steps and gap <= steps[-1]:
        steps.append(gap)
        steps.sort()
    rows = []
    for step in steps:
        favourite = _expected(system, step, capped=False)
        mark = "current" if step == gap else None
        label = format_value(step, lang)
        if mark:
            label += " (%s)" % text(lang, side)
        rows.append(row([label, _shown(system, favourite, lang),
                         _shown(system, 1 - favourite, lang)], mark))
    source = text(lang, "table-source-" + system)
    head = [text(lang, "table-difference"), text(lang, "table-favourite"),
            text(lang, "table-underdog")]
    return table(source, head, rows, "expected-table")


def _x(difference):
    return _LEFT + (difference + _SPAN) * (_W - _LEFT - _RIGHT) / (2 * _SPAN)


def _y(score):
    return _TOP + (1 - score) * (_H - _TOP - _BOTTOM)


def _points(pairs):
    return " ".join("%s,%s" % (format_number(_x(d), 1, "c"), format_number(_y(e), 1, "c"))
                    for d, e in pairs)


def _chart_frame(system, lang):
    """Axes, grid, the formula's curve and, for the rule sets, the table's steps and cap."""
    parts = []
    for score in (0, 0.25, 0.5, 0.75, 1):
        y = format_number(_y(score), 1, "c")
        parts.append('<line class="grid" x1="%d" x2="%d" y1="%s" y2="%s"/>' % (
            _LEFT, _W - _RIGHT, y, y))
        parts.append('<text class="tick" x="%d" y="%s" text-anchor="end">%s</text>' % (
            _LEFT - 6, format_number(_y(score) + 4, 1, "c"), escape(format_value(score, lang))))
    for difference in (-800, -400, 0, 400, 800):
        x = format_number(_x(difference), 1, "c")
        parts.append('<line class="grid" x1="%s" x2="%s" y1="%d" y2="%d"/>' % (
            x, x, _TOP, _H - _BOTTOM))
        parts.append('<text class="tick" x="%s" y="%d" text-anchor="middle">%s</text>' % (
            x, _H - _BOTTOM + 16, escape(format_number(difference, 0, lang, sign=True))))
    parts.append('<text class="axis" x="%d" y="%d" text-anchor="middle">%s</text>' % (
        (_LEFT + _W - _RIGHT) // 2, _H - 6, escape(text(lang, "chart-x"))))
    formula = [(d, expected_score(d, 0)) for d in range(-_SPAN, _SPAN + 1, 20)]
    parts.append('<polyline class="curve formula" points="%s"/>' % _points(formula))
    if system == "dwz":
        normal = [(d, dwz_expected(d)) for d in range(-_SPAN, _SPAN + 1, 20)]
        parts.append('<polyline class="curve table" points="%s"/>' % _points(normal))
    if system in _RULES:
        limit = _RULES[system][1]
        table_points = [(d, _expected(system, d, capped=False))
                        for d in range(-_SPAN, _SPAN + 1, 2)]
        parts.append('<polyline class="curve table" points="%s"/>' % _points(table_points))
        for edge in (-limit, limit):
            x = format_number(_x(edge), 1, "c")
            parts.append('<line class="cap" x1="%s" x2="%s" y1="%d" y2="%d"/>' % (
                x, x, _TOP, _H - _BOTTOM))
        parts.append('<text class="cap-label" x="%s" y="%d" text-anchor="start">%s</text>' % (
            format_number(_x(limit) + 4, 1, "c"), _H - _BOTTOM - 8,
            escape(text(lang, "chart-cap-" + system))))
    return "".join(parts)


def expected_chart(system, lang):
    """The SVG of expected score against rating difference for a rule set: the user's
    point goes into its empty <g id="chart-marker"> (chart_marker), so a keystroke
    rewrites one circle rather than the whole drawing."""
    return _pieces.get(("svg", system, lang), lambda: (
        '<svg viewBox="0 0 %d %d" role="img" aria-labelledby="chart-title" '
        'aria-describedby="chart-legend" xmlns="http://www.w3.org/2000/svg">'
        '<title id="chart-title">%s</title>%s<g id="chart-marker"></g></svg>'
        '<p id="chart-legend" class="chart-legend"></p>' % (
            _W, _H, escape(text(lang, "chart-title")), _chart_frame(system, lang))))


def _marked(system, difference):
    shown = max(-_SPAN, min(_SPAN, difference))
    return shown, _expected(system, shown)


def chart_marker(system, difference):
    """The user's point on the chart (SVG markup), or nothing."""
    if difference is None:
        return ""
    shown, score = _marked(system, difference)
    return '<circle class="marker" cx="%s" cy="%s" r="6"/>' % (
        format_number(_x(shown), 1, "c"), format_number(_y(score), 1, "c"))


def chart_legend(system, difference, lang):
    """What the chart shows, and where the user is on it."""
    legend = text(lang, "chart-legend-" + system)
    if difference is not None:
        score = _marked(system, difference)[1]
        legend += " " + text(lang, "chart-yours", difference=format_number(
            round_half_away(difference), 0, lang, sign=True), score=_shown(system, score, lang))
    return legend


def tiers(rating, lang):
    """Where a rating stands: this page's own bands, FIDE's title thresholds, the floor
    and the K-factor thresholds, as list items (the band the rating is in marked)."""
    if rating is None:
        return ""
    items, found = [], False
    for lowest, key in TIERS:
        current = not found and (lowest is None or rating >= lowest)
        found = found or current
        label = text(lang, key)
        band = format_value(lowest, lang) + "+" if lowest is not None else "< 1200"
        items.append('<li%s>%s <span class="band">%s</span></li>' % (
            ' class="current" aria-current="true"' if current else "", escape(label),
            escape(band)))
    facts = []
    for title, threshold in TITLES:
        if rating < threshold:
            facts.append(text(lang, "tier-to-title", title=title, threshold=threshold,
                              missing=format_value(threshold - rating, lang)))
    facts.append(text(lang, "tier-floor-below" if rating < FLOOR else "tier-floor-above"))
    facts.append(text(lang, "tier-k-2300" if rating < JUNIOR_BELOW else "tier-k-2300-over"))
    facts.append(text(lang, "tier-k-2400" if rating < MASTER else "tier-k-2400-over"))
    return ('<ul class="tiers">%s</ul><p class="note">%s</p><ul class="facts">%s</ul>' % (
        "".join(items), escape(text(lang, "tier-own")),
        "".join("<li>%s</li>" % escape(fact) for fact in facts)))
