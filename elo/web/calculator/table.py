"""The rows of games on the page: the table's DOM, its pager, and the marks and notes of
each row. DOM glue like app.py, working on the rows of an Inputs (elo.web.calculator.inputs)."""

from elo.numbers import format_number
from elo.texts import text
from elo.web.shell.dom import element, flag, mark, nodes, say
from elo.present.evaluate import PARTS
from elo.present.html import js_text
from elo.web.calculator.row_html import row_html
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

    from elo.present.shapes import RowMessages
    from elo.web.calculator.games import Row
    from elo.web.shapes import JsObject

__all__ = ["RowTable", "ROWS_SHOWN"]

#: Rows in the table at once; a longer tournament is shown a page of rows at a time, and
#: every row still counts (a 10,000-game file made 10,000 rows of fields: seconds).
ROWS_SHOWN = 100

#: A row's text fields, in the order their messages are said.
_FIELDS = PARTS + ("score",)


def cell_of(field_id: str) -> tuple[int, int | str] | None:
    """(row index, part) of a row's field id ("game-second-12" -> (11, 1)): part is a
    column's position, "score" or "forfeit"; None for another element."""
    if not field_id.startswith("game-"):
        return None
    kind, _, number = field_id[5:].rpartition("-")
    part = PARTS.index(kind) if kind in PARTS else kind
    return int(number) - 1, part


class RowTable:
    """The table of rows shown from `first` on, and what each shown row's marks say."""

    def __init__(self) -> None:
        self.rows: "Sequence[Row]" = []  # the Inputs' rows shown (the same list)
        self.columns: "Sequence[int]" = ()
        self.system_id: str | None = None
        self.first = 0
        # row index -> what its fields and message show now
        self.marked: "dict[int, tuple[bool | str, ...]]" = {}
        # the messages `marked` shows, as the view gave them
        self.messages: "RowMessages | None" = None

    def show(self, rows: "Sequence[Row]", columns: "Sequence[int]", system_id: str, lang: str,
             first: int | None = None) -> None:
        """The rows from `first` on (default: the page shown, or the last), and the
        pager when not all fit."""
        self.rows, self.columns, self.system_id = rows, columns, system_id
        first = self.first if first is None else first
        last_page = (len(rows) - 1) // ROWS_SHOWN * ROWS_SHOWN if rows else 0
        self.first = max(0, min(first, last_page))
        end = self.end()
        element("rows").innerHTML = js_text("".join(
            row_html(number, row, columns, system_id, lang)
            for number, row in enumerate(rows[self.first:end], self.first + 1)))
        self.marked.clear()
        self.messages = None
        element("rows").parentElement.style.setProperty("--digits", str(max(2, len(str(end)))))
        element("rows-pager").hidden = len(rows) <= ROWS_SHOWN
        say("rows-range", text(lang, "rows-range", first=format_number(
            self.first + 1, 0, lang), last=format_number(end, 0, lang),
            count=format_number(len(rows), 0, lang)))
        # aria-disabled, not disabled: a button that loses its use keeps the focus
        element("rows-previous").setAttribute("aria-disabled", flag(self.first == 0))
        element("rows-next").setAttribute("aria-disabled", flag(end == len(rows)))

    def end(self) -> int:
        return min(len(self.rows), self.first + ROWS_SHOWN)

    def focus(self, index: int, part: str = "opponent") -> None:
        field = element("game-%s-%d" % (part, index + 1))
        if field is not None:
            field.focus()

    def focus_again(self, field_id: str) -> None:
        """The focus back in a field the rows were written anew around, the caret after
        its text, as it was while typing."""
        field = element(field_id)
        if field is not None:
            field.focus()
            if field.type == "text":
                end = len(str(field.value))
                field.setSelectionRange(end, end)

    def mark(self, messages: "RowMessages") -> None:
        """Each shown row's fields marked and its message said, only where they changed:
        a rating typed changes the notes of many rows at once (the 400-point cap), and
        every DOM call is a trip out of the interpreter."""
        if messages == self.messages:
            return  # the usual key: no row's message changed, and there may be 300 rows
        self.messages = messages
        for index in range(self.first, self.end()):
            found = messages.get(index, {})
            bad = tuple(part in found for part in _FIELDS)
            said = []  # both cells of a row left empty say the same once
            for key in _FIELDS + ("ask", "note"):
                if key in found and found[key] not in said:
                    said.append(found[key])
            note = " ".join(said)
            shown = bad + (note,)
            before = self.marked.get(index)
            if before == shown:
                continue
            self.marked[index] = shown
            number = index + 1
            if before is None or before[:-1] != bad:
                for part, invalid in zip(_FIELDS, bad):
                    mark(element("game-%s-%d" % (part, number)), invalid)
            box = element("game-message-%d" % number)
            if before is None or (True in before[:-1]) != (True in bad):
                box.className = "row-message bad" if True in bad else "row-message"
            box.textContent = js_text(note)

    def remove_buttons(self) -> "list[JsObject]":
        return nodes("#rows .remove-row")

    def shown_rows(self) -> "list[JsObject]":
        return nodes("#rows tr.game-row")
