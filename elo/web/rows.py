"""HTML for tournament rows. Values go into attributes escaped, so a name or a rating
pasted from anywhere stays text."""

from elo.web.html import escape
from elo.texts import text

__all__ = ["row_html"]


def row_html(number, row, lang):
    """One <tr> of the tournament table; `number` is its position, 1-based."""
    n = str(number)
    cells = [
        '<tr class="game-row">',
        '<th scope="row" class="row-number">%s</th>' % n,
        '<td><label class="visually-hidden" for="game-opponent-%s">%s</label>'
        '<input id="game-opponent-%s" class="game-opponent" type="text" inputmode="decimal" '
        'autocomplete="off" spellcheck="false" value="%s" aria-describedby="game-message-%s"></td>'
        % (n, escape(text(lang, "row-opponent-label", n=n)), n, escape(row.opponent), n),
        '<td><label class="visually-hidden" for="game-score-%s">%s</label>'
        '<input id="game-score-%s" class="game-score" type="text" inputmode="decimal" '
        'autocomplete="off" spellcheck="false" value="%s" aria-describedby="game-message-%s"></td>'
        % (n, escape(text(lang, "row-score-label", n=n)), n, escape(row.score), n),
        '<td class="forfeit-col"><input id="game-forfeit-%s" class="game-forfeit" type="checkbox"%s>'
        '<label class="visually-hidden" for="game-forfeit-%s">%s</label></td>'
        % (n, " checked" if row.forfeit else "", n,
           escape(text(lang, "row-forfeit-label", n=n))),
        '<td><button type="button" class="remove-row" aria-label="%s">\u00d7</button></td>'
        % escape(text(lang, "row-remove", n=n)),
        '</tr><tr class="game-message-row"><td></td>'
        '<td colspan="4"><p id="game-message-%s" class="row-message"></p></td></tr>' % n,
    ]
    return "".join(cells)
