"""HTML for the rows of games. Values go into attributes escaped, so a name or a rating
pasted from anywhere stays text."""

from elo.texts import text
from elo.present.html import escape, js_text
from elo.present.pieces import label
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

    from elo.present.shapes import TypedRow

__all__ = ["row_html"]


def row_html(number: int, row: "TypedRow", columns: "Sequence[int]", system_id: str,
             lang: str) -> str:
    """One game's <tr> (and the <tr> of its message): `number` is its position, 1-based;
    `columns` the cells of `row` the system shows (its first and second column)."""
    n = str(number)
    second = row.cell(columns[1]) if len(columns) > 1 else ""
    return "".join([
        '<tr class="game-row">',
        '<th scope="row" class="row-number">%s</th>' % n,
        _field(n, "opponent", row.cell(columns[0]), system_id, lang),
        _field(n, "second", second, system_id, lang, ' class="second-col"'),
        _field(n, "score", row.score, system_id, lang),
        '<td class="forfeit-col"><input id="game-forfeit-%s" class="game-forfeit" '
        'type="checkbox"%s><label class="visually-hidden" for="game-forfeit-%s">%s</label>'
        '</td>' % (n, " checked" if row.forfeit else "", n,
                   escape(text(lang, "row-forfeit-label", n=n))),
        '<td><button type="button" class="remove-row" aria-label="%s">\u00d7</button></td>'
        % escape(text(lang, "row-remove", n=n)),
        '</tr><tr class="game-message-row"><td></td>'
        '<td colspan="5"><p id="game-message-%s" class="row-message"></p></td></tr>' % n,
    ])


#: The words of each of a row's fields, for screen readers ({n}: the row's number).
_LABELS = {"opponent": "row-opponent-label", "second": "row-second-label",
           "score": "row-score-label"}


def _field(n: str, part: str, value: str, system_id: str, lang: str,
           cell_attributes: str = "") -> str:
    """A row's text field: `part` is opponent, second (the second rating column) or score."""
    words = label(lang, _LABELS[part], system_id).format(n=n)
    return ('<td%s><label class="visually-hidden" for="game-%s-%s">%s</label>'
            '<input id="game-%s-%s" class="game-%s" type="text" inputmode="decimal" '
            'autocomplete="off" spellcheck="false" value="%s" aria-describedby="game-message-%s">'
            '</td>' % (cell_attributes, part, n, escape(words), part, n, part,
                       escape(js_text(value)), n))
