"""HTML for tournament rows. Values go into attributes escaped, so a name or a rating
pasted from anywhere stays text."""

from elo.web.html import escape, js_text
from elo.texts import text

__all__ = ["row_html"]


def row_html(number, row, lang):
    """One <tr> of the tournament table; `number` is its position, 1-based."""
    n = str(number)
    cells = [
        '<tr class="game-row">',
        '<th scope="row" class="row-number">%s</th>' % n,
        _field(n, "opponent", row.opponent, lang),
        _field(n, "second", row.second, lang, ' class="second-col"'),
        _field(n, "score", row.score, lang),
        '<td class="forfeit-col"><input id="game-forfeit-%s" class="game-forfeit" type="checkbox"%s>'
        '<label class="visually-hidden" for="game-forfeit-%s">%s</label></td>'
        % (n, " checked" if row.forfeit else "", n,
           escape(text(lang, "row-forfeit-label", n=n))),
        '<td><button type="button" class="remove-row" aria-label="%s">\u00d7</button></td>'
        % escape(text(lang, "row-remove", n=n)),
        '</tr><tr class="game-message-row"><td></td>'
        '<td colspan="5"><p id="game-message-%s" class="row-message"></p></td></tr>' % n,
    ]
    return "".join(cells)


def _field(n, kind, value, lang, cell_attributes=""):
    """A row's text field: `kind` is opponent, second (the opponent's DWZ beside his
    FIDE rating) or score."""
    return ('<td%s><label class="visually-hidden" for="game-%s-%s">%s</label>'
            '<input id="game-%s-%s" class="game-%s" type="text" inputmode="decimal" '
            'autocomplete="off" spellcheck="false" value="%s" aria-describedby="game-message-%s">'
            '</td>' % (cell_attributes, kind, n, escape(text(lang, "row-%s-label" % kind, n=n)),
                       kind, n, kind, escape(js_text(value)), n))
