"""Pieces of rendering shared by the classic forms (view.py) and the rule sets'
tournament forms (view_rules.py)."""

from elo.classic import SCALE
from elo.numbers import format_number, format_value
from elo.web.html import TABLE_ROWS, cell, escape, step
from elo.texts import text

__all__ = ["signed", "expected_formula", "new_rating_step", "outcomes_table"]

# The power 10^(D/400) is written out only while it reads as a plain number.
_MAX_SHOWN_EXPONENT = 6


def signed(value, lang, decimals=0):
    return format_number(value, decimals, lang, sign=True)


def expected_formula(rating, opponent, expected, lang):
    """E = 1 / (1 + 10^(D/400)) = ... written with the user's numbers."""
    difference = opponent - rating
    exponent = difference / SCALE
    parts = ["E = 1 / (1 + 10^(D / %d))" % SCALE,
             "1 / (1 + 10^(%s / %d))" % (format_value(difference, lang), SCALE)]
    if abs(exponent) <= _MAX_SHOWN_EXPONENT:
        parts.append("1 / (1 + %s)" % format_number(10 ** exponent, 4, lang))
    parts.append(format_number(expected, 4, lang))
    return " = ".join(parts)


def new_rating_step(rating, change, new_rating, lang):
    return step(text(lang, "step-new"), "%s %s %s = %s" % (
        format_value(rating, lang), "\u2212" if change < 0 else "+",
        format_number(abs(change), 0, lang), format_value(new_rating, lang)))


def outcomes_table(outcomes, actual, lang):
    """Win, draw and loss side by side: `outcomes` are (name, change, new rating)."""
    head, changes, ratings = [], [], []
    for name, change, new_rating in outcomes:
        css = "actual" if name == actual else None
        label = escape(text(lang, name))
        if css:
            label += ' <span class="tag">%s</span>' % escape(text(lang, "your-result"))
        head.append('<th scope="col"%s>%s</th>' % (' class="actual"' if css else "", label))
        changes.append(cell(change, css=css))
        ratings.append(cell(new_rating, css=css))
    return ('<table class="outcomes"><thead><tr><td></td>%s</tr></thead><tbody>'
            '<tr><th scope="row">%s</th>%s</tr><tr><th scope="row">%s</th>%s</tr>'
            '</tbody></table>' % ("".join(head), escape(text(lang, "change-label")),
                                  "".join(changes), escape(text(lang, "new-rating-label")),
                                  "".join(ratings)))


def more_games(games, lang):
    """What a per-game table says of the games it does not list (elo.web.html.listed)."""
    left = len(games) - TABLE_ROWS
    return text(lang, "table-more", count=format_number(left, 0, lang)) if left > 0 else ""
