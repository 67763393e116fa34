"""What a rating gap is worth, drawn and tabulated, and where a rating stands.

Pure: each function returns escaped HTML or SVG for the page. The chart is drawn here,
from the same functions the calculation uses (no chart library for one curve); each
system's view says what its curve is (a Curve, elo.present.systems).
"""

from elo.systems.classic import expected_score
from elo.systems.declared.fide import FLOOR, JUNIOR_BELOW, MASTER
from elo.numbers import PLAIN, format_number, format_percent, format_value, round_half_away
from elo.systems.tables import pd_from_table
from elo.texts import counted, text
from elo.present.blocks import Line, Table, to_html
from elo.present.html import Memo, escape
from elo.units import TYPE_CHECKING, Rating

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

__all__ = ["Curve", "logistic", "from_table", "TABLE_STEPS", "expected_table",
           "expected_chart", "chart_marker", "chart_legend", "tiers"]

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


def logistic(difference: float) -> float:
    """The Elo formula's expected score at a difference (own minus opponent's), 0..1."""
    return expected_score(difference, 0)


def from_table(steps: tuple[int, ...]) -> "Callable[[float], float]":
    """The expected score a rule's table gives a difference (rounded to whole points)."""
    return lambda difference: pd_from_table(round_half_away(difference), steps) / 100


class Curve:
    """What a rating gap is worth under one system, for its table, chart and legend.

    `key` tells its pieces apart in the memos; `source`, `legend` and `cap_words` are the
    keys of its words in elo.texts (the table's source, the chart's legend, the name of
    its cap); `expected(difference)` is the score expected 0..1; `drawn` says
    whether the chart draws it beside the Elo formula (a table's steps, the DWZ's normal
    curve) and at what step; `cap` is a difference beyond which the rules count no more
    (drawn as lines, the marker kept within); `decimals` how its values are shown (None:
    a percentage); `largest` the largest difference its table lists.
    """

    __slots__ = ("key", "expected", "source", "legend", "cap_words", "drawn", "cap",
                 "decimals", "largest")

    def __init__(self, key: str, expected: "Callable[[float], float]", source: str,
                 legend: str, drawn: int = 0, cap: int | None = None,
                 cap_words: str | None = None, decimals: int | None = None,
                 largest: int = 800) -> None:
        self.key = key
        self.source = source
        self.legend = legend
        self.cap_words = cap_words
        self.expected = expected
        self.drawn = drawn
        self.cap = cap
        self.decimals = decimals
        self.largest = largest

    def at(self, difference: float, capped: bool = True) -> float:
        if capped and self.cap is not None:
            difference = max(-self.cap, min(self.cap, difference))
        return self.expected(difference)

    def shown(self, value: float, lang: str) -> str:
        if self.decimals is None:
            return format_percent(value, 1, lang)
        return format_number(value, self.decimals, lang)


def expected_table(curve: Curve, difference: float | None, lang: str) -> str:
    """The table for a curve, a difference and a language, built once per set."""
    gap = None if difference is None else abs(round_half_away(difference))
    side = "table-yours" if difference is None or difference >= 0 else "table-yours-under"
    return _pieces.get(("table", curve.key, gap, side, lang),
                       lambda: _table(curve, gap, side, lang))


def _table(curve: Curve, gap: int | None, side: str, lang: str) -> str:
    """Difference -> expected score of the favourite and the underdog, the user's own
    difference highlighted (its row added where it falls between the steps). The rule
    sets show their table as printed; the cap is the chart's and the breakdown's."""
    steps = [s for s in TABLE_STEPS if s <= curve.largest]
    if gap is not None and gap not in steps and gap <= steps[-1]:
        steps.append(gap)
        steps.sort()
    rows = []
    for step in steps:
        favourite = curve.at(step, capped=False)
        mark = "current" if step == gap else None
        words = format_value(step, lang)
        if mark:
            words += " (%s)" % text(lang, side)
        rows.append(Line([words, curve.shown(favourite, lang), curve.shown(1 - favourite, lang)],
                         mark))
    head = [text(lang, "table-difference"), text(lang, "table-favourite"),
            text(lang, "table-underdog")]
    return to_html([Table(text(lang, curve.source), head, rows,
                          css="expected-table")])


def _x(difference: float) -> float:
    return _LEFT + (difference + _SPAN) * (_W - _LEFT - _RIGHT) / (2 * _SPAN)


def _y(score: float) -> float:
    return _TOP + (1 - score) * (_H - _TOP - _BOTTOM)


def _points(pairs: "Iterable[tuple[float, float]]") -> str:
    return " ".join("%s,%s" % (format_number(_x(d), 1, PLAIN), format_number(_y(e), 1, PLAIN))
                    for d, e in pairs)


def _chart_frame(curve: Curve, lang: str) -> str:
    """Axes, grid, the formula's curve and the system's own beside it, with its cap."""
    parts = []
    for score in (0, 0.25, 0.5, 0.75, 1):
        y = format_number(_y(score), 1, PLAIN)
        parts.append('<line class="grid" x1="%d" x2="%d" y1="%s" y2="%s"/>' % (
            _LEFT, _W - _RIGHT, y, y))
        parts.append('<text class="tick" x="%d" y="%s" text-anchor="end">%s</text>' % (
            _LEFT - 6, format_number(_y(score) + 4, 1, PLAIN), escape(format_value(score, lang))))
    for difference in (-800, -400, 0, 400, 800):
        x = format_number(_x(difference), 1, PLAIN)
        parts.append('<line class="grid" x1="%s" x2="%s" y1="%d" y2="%d"/>' % (
            x, x, _TOP, _H - _BOTTOM))
        parts.append('<text class="tick" x="%s" y="%d" text-anchor="middle">%s</text>' % (
            x, _H - _BOTTOM + 16, escape(format_number(difference, 0, lang, sign=True))))
    parts.append('<text class="axis" x="%d" y="%d" text-anchor="middle">%s</text>' % (
        (_LEFT + _W - _RIGHT) // 2, _H - 6, escape(text(lang, "chart-x"))))
    formula = [(d, logistic(d)) for d in range(-_SPAN, _SPAN + 1, 20)]
    parts.append('<polyline class="curve formula" points="%s"/>' % _points(formula))
    if curve.drawn:
        own = [(d, curve.at(d, capped=False)) for d in range(-_SPAN, _SPAN + 1, curve.drawn)]
        parts.append('<polyline class="curve table" points="%s"/>' % _points(own))
    cap_words = curve.cap_words
    if curve.cap is not None and cap_words is not None:  # a cap has its name
        for edge in (-curve.cap, curve.cap):
            x = format_number(_x(edge), 1, PLAIN)
            parts.append('<line class="cap" x1="%s" x2="%s" y1="%d" y2="%d"/>' % (
                x, x, _TOP, _H - _BOTTOM))
        parts.append('<text class="cap-label" x="%s" y="%d" text-anchor="start">%s</text>' % (
            format_number(_x(curve.cap) + 4, 1, PLAIN), _H - _BOTTOM - 8,
            escape(text(lang, cap_words))))
    return "".join(parts)


def expected_chart(curve: Curve, lang: str) -> str:
    """The SVG of expected score against rating difference for a system: the user's
    point goes into its empty <g id="chart-marker"> (chart_marker), so a keystroke
    rewrites one circle rather than the whole drawing."""
    return _pieces.get(("svg", curve.key, lang), lambda: (
        '<svg viewBox="0 0 %d %d" role="img" aria-labelledby="chart-title" '
        'aria-describedby="chart-legend" xmlns="http://www.w3.org/2000/svg">'
        '<title id="chart-title">%s</title>%s<g id="chart-marker"></g></svg>'
        '<p id="chart-legend" class="chart-legend"></p>' % (
            _W, _H, escape(text(lang, "chart-title")), _chart_frame(curve, lang))))


def _marked(curve: Curve, difference: float) -> tuple[float, float]:
    shown = max(-_SPAN, min(_SPAN, difference))
    return shown, curve.at(shown)


def chart_marker(curve: Curve, difference: float | None) -> str:
    """The user's point on the chart (SVG markup), or nothing."""
    if difference is None:
        return ""
    shown, score = _marked(curve, difference)
    return '<circle class="marker" cx="%s" cy="%s" r="6"/>' % (
        format_number(_x(shown), 1, PLAIN), format_number(_y(score), 1, PLAIN))


def chart_legend(curve: Curve, difference: float | None, lang: str) -> str:
    """What the chart shows, and where the user is on it."""
    legend = text(lang, curve.legend)
    if difference is not None:
        score = _marked(curve, difference)[1]
        legend += " " + text(lang, "chart-yours", difference=format_number(
            round_half_away(difference), 0, lang, sign=True), score=curve.shown(score, lang))
    return legend


def tiers(rating: Rating | None, lang: str) -> str:
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
            facts.append(counted(lang, "tier-to-title", threshold - rating, title=title,
                                 threshold=threshold,
                                 missing=format_value(threshold - rating, lang)))
    facts.append(text(lang, "tier-floor-below" if rating < FLOOR else "tier-floor-above"))
    facts.append(text(lang, "tier-k-2300" if rating < JUNIOR_BELOW else "tier-k-2300-over"))
    facts.append(text(lang, "tier-k-2400" if rating < MASTER else "tier-k-2400-over"))
    return ('<ul class="tiers">%s</ul><p class="note">%s</p><ul class="facts">%s</ul>' % (
        "".join(items), escape(text(lang, "tier-own")),
        "".join("<li>%s</li>" % escape(fact) for fact in facts)))
