"""A screen's evaluation -> what it shows, by element id: an Output. Pure: no DOM here.

elo.web.calculator.view writes an Output into the page, touching only what changed; the
command line prints its figures. Text goes in with textContent; the HTML outputs are
built from escaped pieces (elo.present.html, elo.present.blocks), so nothing typed or
linked can become markup. What a system shows of its own comes from its presenter
(elo.present.systems); what every system shows (messages, the status, the chart and
table of expected scores, the tiers) is here.
"""

from elo.messages import message
from elo.numbers import format_value
from elo.texts import text
from elo.present import explain, targets
from elo.present.later import Later, built
from elo.present.pieces import label, signed
from elo.present.systems import presenter_of
from elo.systems import get
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

    from elo.present.evaluation import Evaluation
    from elo.present.screen import Screen
    from elo.present.shapes import AnyResult, Html, RowMessages, Shown, Texts
    from elo.present.systems.shapes import Presenter
    from elo.units import Rating

__all__ = ["Output", "render", "no_result", "row_messages", "gap_and_rating", "EMPTY",
           "TEXT_IDS", "HTML_IDS", "NESTED"]

#: Shown in place of a number while the inputs have no valid result.
EMPTY = "\u2013"

#: Output elements filled with text, and those filled with built HTML.
TEXT_IDS = ("new-rating", "change", "expected", "opponent-new-rating", "opponent-change",
            "opponent-expected", "performance", "k-info", "notice", "status", "chart-legend",
            "summary", "dwz-new-rating", "dwz-change", "dwz-expected")
# In writing order: the chart's marker lives inside the chart (see NESTED).
HTML_IDS = ("outcomes", "breakdown", "tiers", "expected-table", "expected-chart",
            "chart-marker", "break-even") + targets.IDS

#: Elements that live inside another output: rewriting the outer one empties them.
NESTED = {"expected-chart": ("chart-marker", "chart-legend")}

#: Fields whose message the status repeats when nothing else is to correct.
_AT_STATUS = ("system", "games")

#: Outputs that stay empty, not a dash, while there is no result.
_BLANK = ("performance", "k-info", "notice", "chart-legend")


class Output:
    """Everything a screen shows: texts and HTML by element id (`text`; `later`: the HTML
    outputs, some of them Later builders, which `html` builds, once), messages by field
    (`fields`: what to correct; `asks`: what is allowed but unusual, asked without
    blocking), per row of games its messages and note (`rows`), and one sentence for
    screen readers (`announce`)."""

    __slots__ = ("text", "later", "fields", "rows", "announce", "asks", "_html")

    def __init__(self, texts: "Texts", html: "Html", fields: dict[str, str],
                 rows: "RowMessages", announce: str = "",
                 asks: dict[str, str] | None = None) -> None:
        self.text = texts
        self.later = html
        self.fields = fields
        self.rows = rows
        self.announce = announce  # said once typing pauses
        self.asks = asks or {}
        self._html: "Texts | None" = None

    @property
    def html(self) -> "Texts":
        """The HTML outputs, every one built."""
        if self._html is None:
            self._html = dict((key, built(part)) for key, part in self.later.items())
        return self._html


def _empty(status: str, second: bool = False) -> "Shown":
    """Every output empty; `second`: the second system's figures show dashes too."""
    texts = dict((key, EMPTY) for key in TEXT_IDS)
    for key in _BLANK:
        texts[key] = ""
    if not second:
        for key in ("dwz-new-rating", "dwz-change", "dwz-expected"):
            texts[key] = ""
    texts["status"] = status
    return texts, dict((key, "") for key in HTML_IDS)


def no_result(status: str, fields: dict[str, str] | None = None,
              rows: "RowMessages | None" = None, second: bool = False) -> Output:
    """The Output of a screen with no result: every figure and HTML output empty,
    `status` saying why (fields to correct, or a fault of the page itself)."""
    texts, html = _empty(status, second)
    texts["summary"] = status
    return Output(texts, html, fields or {}, rows or {}, status)


def _at(indices: "Sequence[int]", index: int) -> int:
    """Where `index` is, or would be, in the ascending list `indices` (bisect_left:
    MicroPython has no bisect)."""
    low, high = 0, len(indices)
    while low < high:
        middle = (low + high) // 2
        if indices[middle] < index:
            low = middle + 1
        else:
            high = middle
    return low


def row_messages(screen: "Screen", evaluation: "Evaluation", lang: str,
                 shown: tuple[int, int] | None = None) -> "RowMessages":
    """{row index: {part: message, "ask": question, "note": text}} for the rows, or only
    for those in
    `shown` (first, end): the page's table shows a page of a long tournament's rows, and
    this runs on every key."""
    first, end = (0, len(evaluation.rows)) if shown is None else shown
    rows = {}
    for index, problems in evaluation.row_errors.items():
        if first <= index < end:
            rows[index] = dict((part, message(error, lang)) for part, error in problems.items())
    for index, doubts in evaluation.row_warnings.items():
        if first <= index < end:  # asked in the row's note, its fields not marked
            rows.setdefault(index, {})["ask"] = " ".join(
                message(doubt, lang) for doubt in doubts.values())
    result = evaluation.result
    if result is None or result.shape not in ("period", "both"):
        return rows
    counted = evaluation.counted
    start, stop = _at(counted, first), _at(counted, end)  # the shown rows' games
    notes = presenter_of(screen.system).row_notes(result, start, stop, lang)
    for index, note in zip(counted[start:stop], notes):
        if note:
            rows.setdefault(index, {})["note"] = note
    return rows


def _mean(values: "Sequence[float]") -> float:
    return sum(values) / len(values)


def gap_and_rating(result: "AnyResult") -> "tuple[float | None, Rating]":
    """(own rating minus the opponent's or the counted opponents' average, new rating) of
    a result, for the expected-score table, the chart and the tiers; a first rating has
    no rating before it, and a period of only opponents without a rating no average."""
    if result.shape == "game":
        return result.rating - result.opponent, result.change.new_rating
    if result.shape == "series":
        return result.rating - result.average, result.change.new_rating
    if result.shape == "first":
        return None, result.new_rating
    # a counted game has an opponent with a rating (each system's game line)
    opponents = [game.opponent for game in result.games
                 if game.counted and game.opponent is not None]
    if not opponents:
        return None, result.new_rating
    return result.rating - _mean(opponents), result.new_rating


def _explain(own: "Presenter", tiers: bool, result: "AnyResult", lang: str) -> "Shown":
    """(texts, HTML) of the expected score's table and chart, and the tiers."""
    gap, new_rating = gap_and_rating(result)
    curve = own.CURVE
    html: "Html" = {"expected-table": Later(explain.expected_table, curve, gap, lang),
            "expected-chart": explain.expected_chart(curve, lang),
            "chart-marker": explain.chart_marker(curve, gap),
            # the tiers are FIDE's (titles, its floor and K thresholds): for the scales
            # they fit
            "tiers": Later(explain.tiers, new_rating, lang) if tiers else ""}
    return {"chart-legend": explain.chart_legend(curve, gap, lang)}, html


def render(screen: "Screen", evaluation: "Evaluation", lang: str,
           shown: tuple[int, int] | None = None) -> Output:
    """The Output of a screen (elo.present.screen) and its evaluation (evaluate); the
    rows' messages only for the rows in `shown` (first, end), if given."""
    fields = {}
    asks = dict((field, message(doubt, lang)) for field, doubt in evaluation.warnings.items())
    rows = row_messages(screen, evaluation, lang, shown)
    for field, error in evaluation.errors.items():
        game = error.params.get("game")
        if field == "games" and game is not None and game <= len(evaluation.counted):
            # a game the engine refused is said in its own row, not under the table
            rows.setdefault(evaluation.counted[game - 1], {})["opponent"] = message(error, lang)
        else:
            fields[field] = message(error, lang)
    result = evaluation.result
    declared = get(screen.system)
    if result is None or evaluation.row_errors:
        status = text(lang, "fix-fields")
        if fields and not [key for key in fields if key not in _AT_STATUS]:
            # said below the table or at the select, far from the figures: said here too
            status = " ".join(fields[key] for key in _AT_STATUS if key in fields)
        # the other rows' total is no result: said as what it is (rows come with a
        # tournament, never with one game or a series)
        if result is not None and result.shape != "game" and result.shape != "series":
            rows_named = ", ".join(str(index + 1) for index in sorted(evaluation.row_errors))
            rating = format_value(result.new_rating, lang)
            status = text(lang, "rows-partial-first", rows=rows_named, rating=rating) \
                if result.rating is None else \
                text(lang, "rows-partial", rows=rows_named, rating=rating,
                     change=signed(result.new_rating - result.rating, lang))
        shown_output = no_result(status, fields, rows, declared.second)
        shown_output.asks = asks
        return shown_output
    own = presenter_of(declared.id)
    texts, html = _empty("", declared.second)
    for own_texts, own_html in (own.render(screen, evaluation, result, lang),
                                _explain(own, declared.tiers, result, lang)):
        texts.update(own_texts)
        html.update(own_html)
    if screen.rows:  # the games so far, and those to come
        html.update(targets.parts(evaluation, lang))
    if texts["summary"] == EMPTY:  # a view with two ratings says both
        texts["summary"] = text(lang, "announce", rating=texts["new-rating"],
                                change=texts["change"], label=label(
                                    lang, "new-rating-label", declared.id))
    return Output(texts, html, fields, rows, texts["summary"], asks)
