"""Engine result -> the strings the page shows, by element id. Pure: no DOM here.

`render` returns a View; `elo.web.main` writes it into the page, touching only what
changed. Text goes in with textContent; the two HTML parts are built here from escaped
pieces only, so nothing typed or linked can become markup.
"""

from elo.classic import RESULTS, SCALE
from elo.messages import message
from elo.numbers import format_number, format_percent, format_value
from elo.web.i18n import text

__all__ = ["View", "render", "escape", "EMPTY", "TEXT_IDS", "HTML_IDS"]

#: Shown in place of a number while the inputs have no valid result.
EMPTY = "\u2013"

#: Output elements filled with text, and those filled with built HTML.
TEXT_IDS = ("new-rating", "change", "expected", "opponent-new-rating", "opponent-change",
            "opponent-expected", "status")
HTML_IDS = ("outcomes", "breakdown")

# The power 10^(D/400) is written out only while it reads as a plain number.
_MAX_SHOWN_EXPONENT = 6


class View:
    """Everything the page shows for one state: texts, HTML parts, field messages."""

    __slots__ = ("text", "html", "fields")

    def __init__(self, text, html, fields):
        self.text = text
        self.html = html
        self.fields = fields


def escape(value):
    return (str(value).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def _signed(value, lang, decimals=0):
    return format_number(value, decimals, lang, sign=True)


def _step(label, formula):
    return ('<li><span class="step-label">%s</span> <span class="formula">%s</span></li>'
            % (escape(label), escape(formula)))


def _expected_formula(rating, opponent, expected, lang):
    """E = 1 / (1 + 10^(D/400)) = ... written with the user's numbers."""
    difference = opponent - rating
    exponent = difference / SCALE
    parts = ["E = 1 / (1 + 10^(D / %d))" % SCALE,
             "1 / (1 + 10^(%s / %d))" % (format_value(difference, lang), SCALE)]
    if abs(exponent) <= _MAX_SHOWN_EXPONENT:
        parts.append("1 / (1 + %s)" % format_number(10 ** exponent, 4, lang))
    parts.append(format_number(expected, 4, lang))
    return " = ".join(parts)


def _change_steps(result, formula, values, lang):
    """Exact change, rounding and new rating; `formula` is "S − E" or "P − G × E" and
    `values` the same with the user's numbers."""
    change = result.change
    return [
        _step(text(lang, "step-change"), "\u0394R = K \u00d7 (%s) = %s \u00d7 (%s) = %s" % (
            formula, format_value(result.k, lang), values, _signed(change.exact, lang, 2))),
        _step(text(lang, "step-rounded"), _signed(change.rounded, lang)),
        _step(text(lang, "step-new"), "%s %s %s = %s" % (
            format_value(result.rating, lang), "\u2212" if change.rounded < 0 else "+",
            format_number(abs(change.rounded), 0, lang), format_value(change.new_rating, lang))),
    ]


def _gap_steps(rating, other, symbol, expected, label, lang):
    """Difference D = other − rating and the expected score from it."""
    return [
        _step(text(lang, "step-difference"), "D = %s \u2212 R = %s \u2212 %s = %s" % (
            symbol, format_value(other, lang), format_value(rating, lang),
            format_value(other - rating, lang))),
        _step(text(lang, label), _expected_formula(rating, other, expected, lang)),
    ]


def _game_breakdown(result, lang):
    steps = _gap_steps(result.rating, result.opponent, "Rb", result.expected, "expected-label",
                       lang)
    steps += _change_steps(result, "S \u2212 E", "%s \u2212 %s" % (
        format_value(result.score, lang), format_number(result.expected, 4, lang)), lang)
    opponent = result.opponent_change
    steps.append(_step(text(lang, "step-opponent"),
                       "1 \u2212 E = %s; \u0394R = %s \u00d7 (%s \u2212 %s) = %s \u2192 %s \u2192 %s" % (
                           format_number(result.opponent_expected, 4, lang),
                           format_value(result.opponent_k, lang),
                           format_value(1 - result.score, lang),
                           format_number(result.opponent_expected, 4, lang),
                           _signed(opponent.exact, lang, 2), _signed(opponent.rounded, lang),
                           format_value(opponent.new_rating, lang))))
    return "".join(steps)


def _series_breakdown(result, lang):
    steps = _gap_steps(result.rating, result.average, "\u00d8", result.expected_per_game,
                       "step-expected", lang)
    steps.append(_step(text(lang, "step-expected-total"), "G \u00d7 E = %s \u00d7 %s = %s" % (
        format_value(result.games, lang), format_number(result.expected_per_game, 4, lang),
        format_number(result.expected, 2, lang))))
    steps += _change_steps(result, "P \u2212 G \u00d7 E", "%s \u2212 %s" % (
        format_value(result.score, lang), format_number(result.expected, 2, lang)), lang)
    return "".join(steps)


def _outcomes(result, lang):
    head, changes, ratings = [], [], []
    for name, _ in RESULTS:
        change = dict(result.outcomes)[name]
        mark = ' class="actual"' if name == result.result else ""
        label = escape(text(lang, name))
        if mark:
            label += ' <span class="tag">%s</span>' % escape(text(lang, "your-result"))
        head.append('<th scope="col"%s>%s</th>' % (mark, label))
        changes.append("<td%s>%s</td>" % (mark, escape(_signed(change.rounded, lang))))
        ratings.append("<td%s>%s</td>" % (mark, escape(format_value(change.new_rating, lang))))
    return ('<thead><tr><td></td>%s</tr></thead><tbody><tr><th scope="row">%s</th>%s</tr>'
            '<tr><th scope="row">%s</th>%s</tr></tbody>' % (
                "".join(head), escape(text(lang, "change-label")), "".join(changes),
                escape(text(lang, "new-rating-label")), "".join(ratings)))


def _empty(lang, status):
    texts = {key: EMPTY for key in TEXT_IDS}
    texts["status"] = status
    return texts, {key: "" for key in HTML_IDS}


def render(state, evaluation, lang):
    """The View for a page state and its evaluation (`elo.web.form.evaluate`)."""
    fields = {}
    for field, error in evaluation.errors.items():
        fields[field] = message(error, lang)
    result = evaluation.result
    if result is None:
        texts, html = _empty(lang, text(lang, "fix-fields"))
        return View(texts, html, fields)
    texts, html = _empty(lang, "")
    texts["new-rating"] = format_value(result.change.new_rating, lang)
    texts["change"] = _signed(result.change.rounded, lang)
    if state["mode"] == "multi":
        texts["expected"] = "%s (%s)" % (
            text(lang, "expected-of", expected=format_number(result.expected, 2, lang),
                 games=format_value(result.games, lang)),
            format_percent(result.expected_per_game, 1, lang))
        html["breakdown"] = _series_breakdown(result, lang)
    else:
        texts["expected"] = format_percent(result.expected, 1, lang)
        texts["opponent-new-rating"] = format_value(result.opponent_change.new_rating, lang)
        texts["opponent-change"] = _signed(result.opponent_change.rounded, lang)
        texts["opponent-expected"] = format_percent(result.opponent_expected, 1, lang)
        html["outcomes"] = _outcomes(result, lang)
        html["breakdown"] = _game_breakdown(result, lang)
    return View(texts, html, fields)
