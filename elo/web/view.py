"""Engine result -> the strings the page shows, by element id. Pure: no DOM here.

`render` returns a View; `elo.web.main` writes it into the page, touching only what
changed. Text goes in with textContent; the HTML parts are built from escaped pieces
(elo.web.html), so nothing typed or linked can become markup. The tournament forms of
the three rule sets are in elo.web.view_rules.
"""

from elo.messages import message
from elo.system import to_points
from elo.numbers import format_number, format_percent, format_value
from elo.web import explain, view_rules
from elo.web.html import step, steps
from elo.web.later import Later, built
from elo.texts import text
from elo.web.parts import expected_formula, new_rating_step, outcomes_table, signed

__all__ = ["View", "render", "no_result", "EMPTY", "TEXT_IDS", "HTML_IDS", "NESTED"]

#: Shown in place of a number while the inputs have no valid result.
EMPTY = "\u2013"

#: Output elements filled with text, and those filled with built HTML.
TEXT_IDS = ("new-rating", "change", "expected", "opponent-new-rating", "opponent-change",
            "opponent-expected", "performance", "k-info", "notice", "status", "chart-legend",
            "summary", "dwz-new-rating", "dwz-change")
# In writing order: the chart's marker lives inside the chart (see NESTED).
HTML_IDS = ("outcomes", "breakdown", "tiers", "expected-table", "expected-chart",
            "chart-marker", "break-even")

#: Elements that live inside another output: rewriting the outer one empties them.
NESTED = {"expected-chart": ("chart-marker", "chart-legend")}

class View:
    """Everything the page shows for one state: texts and HTML parts by element id,
    messages by field, and per tournament row its messages and note. `parts` may hold
    Later builders; `html` builds them all (once)."""

    __slots__ = ("text", "parts", "fields", "rows", "announce", "_html")

    def __init__(self, text, html, fields, rows, announce=""):
        self.text = text
        self.parts = html
        self.fields = fields
        self.rows = rows
        self.announce = announce  # one sentence for screen readers, once typing pauses
        self._html = None

    @property
    def html(self):
        if self._html is None:
            self._html = dict((key, built(part)) for key, part in self.parts.items())
        return self._html


def _change_steps(result, formula, values, lang):
    """Exact change, rounding and new rating; `formula` is "S − E" or "P − G × E" and
    `values` the same with the user's numbers."""
    change = result.change
    return [
        step(text(lang, "step-change"), "\u0394R = K \u00d7 (%s) = %s \u00d7 (%s) = %s" % (
            formula, format_value(result.k, lang), values,
            signed(to_points(change.exact), lang, 2))),
        step(text(lang, "step-rounded"), signed(change.rounded, lang)),
        new_rating_step(result.rating, change.rounded, change.new_rating, lang),
    ]


def _gap_steps(rating, other, symbol, expected, label, lang):
    """Difference D = other − rating and the expected score from it."""
    return [
        step(text(lang, "step-difference"), "D = %s \u2212 R = %s \u2212 %s = %s" % (
            symbol, format_value(other, lang), format_value(rating, lang),
            format_value(other - rating, lang))),
        step(text(lang, label), expected_formula(rating, other, to_points(expected), lang)),
    ]


def _game_breakdown(result, lang):
    items = _gap_steps(result.rating, result.opponent, "Rb", result.expected, "expected-label",
                       lang)
    items += _change_steps(result, "S \u2212 E", "%s \u2212 %s" % (
        format_value(to_points(result.score), lang),
        format_number(to_points(result.expected), 4, lang)), lang)
    opponent = result.opponent_change
    items.append(step(text(lang, "step-opponent"),
                      "1 \u2212 E = %s; \u0394R = %s \u00d7 (%s \u2212 %s) = %s \u2192 %s \u2192 %s" % (
                          format_number(to_points(result.opponent_expected), 4, lang),
                          format_value(result.opponent_k, lang),
                          format_value(to_points(100 - result.score), lang),
                          format_number(to_points(result.opponent_expected), 4, lang),
                          signed(to_points(opponent.exact), lang, 2), signed(opponent.rounded, lang),
                          format_value(opponent.new_rating, lang))))
    return steps(items)


def _series_breakdown(result, lang):
    items = _gap_steps(result.rating, result.average, "\u00d8", result.expected_per_game,
                       "step-expected", lang)
    items.append(step(text(lang, "step-expected-total"), "G \u00d7 E = %s \u00d7 %s = %s" % (
        format_value(result.games, lang),
        format_number(to_points(result.expected_per_game), 4, lang),
        format_number(to_points(result.expected), 2, lang))))
    items += _change_steps(result, "P \u2212 G \u00d7 E", "%s \u2212 %s" % (
        format_value(to_points(result.score), lang),
        format_number(to_points(result.expected), 2, lang)), lang)
    return steps(items)


def _empty(status):
    texts = {key: EMPTY for key in TEXT_IDS}
    for key in ("performance", "k-info", "notice", "chart-legend", "dwz-new-rating",
                "dwz-change"):
        texts[key] = ""
    texts["status"] = status
    return texts, {key: "" for key in HTML_IDS}


def no_result(status, fields=None, rows=None):
    """The View of a page with no result: every figure and part empty, `status` saying
    why (fields to correct, or a fault of the page itself)."""
    texts, html = _empty(status)
    texts["summary"] = status
    return View(texts, html, fields or {}, rows or {}, status)


def _render_game(result, texts, html, lang):
    texts["new-rating"] = format_value(result.change.new_rating, lang)
    texts["change"] = signed(result.change.rounded, lang)
    texts["expected"] = format_percent(to_points(result.expected), 1, lang)
    texts["opponent-new-rating"] = format_value(result.opponent_change.new_rating, lang)
    texts["opponent-change"] = signed(result.opponent_change.rounded, lang)
    texts["opponent-expected"] = format_percent(to_points(result.opponent_expected), 1, lang)
    html["outcomes"] = Later(_outcomes, result, lang)
    html["breakdown"] = Later(_game_breakdown, result, lang)


def _outcomes(result, lang):
    """Win, draw and loss side by side, the actual result marked."""
    return outcomes_table(
        [(name, signed(change.rounded, lang), format_value(change.new_rating, lang))
         for name, change in result.outcomes], result.result, lang)


def _render_series(result, texts, html, lang):
    texts["new-rating"] = format_value(result.change.new_rating, lang)
    texts["change"] = signed(result.change.rounded, lang)
    texts["expected"] = "%s (%s)" % (
        text(lang, "expected-of", expected=format_number(to_points(result.expected), 2, lang),
             games=format_value(result.games, lang)),
        format_percent(to_points(result.expected_per_game), 1, lang))
    html["breakdown"] = Later(_series_breakdown, result, lang)


def _classic_game(state, evaluation, texts, html, lang):
    _render_game(evaluation.result, texts, html, lang)


def _classic_series(state, evaluation, texts, html, lang):
    _render_series(evaluation.result, texts, html, lang)


#: Classic Elo's own forms; every period and first rating is a tournament (view_rules).
_FORMS = {"game": _classic_game, "series": _classic_series}


def _mean(values):
    return sum(values) / len(values)


def gap_and_rating(result):
    """(own rating minus the opponent's or the counted opponents' average, new rating) of
    a result, for the expected-score table, the chart and the tiers; a first rating has
    no rating before it, and a UKD period of only opponents without a UKD no average."""
    if result.form == "game":
        return result.rating - result.opponent, result.change.new_rating
    if result.form == "series":
        return result.rating - result.average, result.change.new_rating
    if result.form == "first":
        return None, result.new_rating
    opponents = [game.opponent for game in result.games if game.counted]
    if not opponents:
        return None, result.new_rating
    return result.rating - _mean(opponents), result.new_rating


def _explain(state, result, texts, html, lang):
    gap, new_rating = gap_and_rating(result)
    # FIDE and the DWZ side by side: the table, the chart and the tiers are FIDE's, as
    # the first figures are
    system = explain.CURVE_OF.get(state["system"], state["system"])
    html["expected-table"] = Later(explain.expected_table, system, gap, lang)
    html["expected-chart"] = explain.expected_chart(system, lang)
    html["chart-marker"] = explain.chart_marker(system, gap)
    texts["chart-legend"] = explain.chart_legend(system, gap, lang)
    # the tiers are FIDE's (titles, its floor and K thresholds): for the scales they fit
    html["tiers"] = Later(explain.tiers, new_rating, lang) if system in explain.TIER_SYSTEMS \
        else ""


def render(state, evaluation, lang, shown=None):
    """The View for a page state and its evaluation (`elo.web.form.evaluate`); the rows'
    messages only for the rows in `shown` (first, end), if given."""
    fields = {}
    rows = view_rules.row_messages(state, evaluation, lang, shown)
    for field, error in evaluation.errors.items():
        game = error.params.get("game")
        if field == "games" and game is not None and game <= len(evaluation.counted):
            # a game the engine refused is said in its own row, not under the table
            rows.setdefault(evaluation.counted[game - 1], {})["opponent"] = message(error, lang)
        else:
            fields[field] = message(error, lang)
    result = evaluation.result
    if result is None or evaluation.row_errors:
        status = text(lang, "fix-fields")
        if result is not None:  # the other rows' total is no result: said as what it is
            status = text(lang, "rows-partial", rows=", ".join(
                str(index + 1) for index in sorted(evaluation.row_errors)),
                rating=format_value(result.new_rating, lang),
                change=signed(result.new_rating - result.rating, lang))
        return no_result(status, fields, rows)
    texts, html = _empty("")
    _FORMS.get(result.form, view_rules.render_tournament)(state, evaluation, texts, html, lang)
    _explain(state, result, texts, html, lang)
    announce = text(lang, "announce", rating=texts["new-rating"], change=texts["change"])
    # the same sentence stays in view below the form on a phone, where the results are
    # further down the page (static/style.css)
    texts["summary"] = announce
    return View(texts, html, fields, rows, announce)
