"""A written-out calculation as blocks (steps, tables, notes), which the page shows as HTML
and the command line prints as text: one breakdown per system (elo.present.systems), two ways
to show it.

Every piece of text goes through `escape` on its way into HTML, so nothing typed, linked
or imported can become markup.
"""

from elo.present.html import escape
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import TypeVar

    T = TypeVar("T")

__all__ = ["Line", "Table", "Steps", "Note", "Heading", "to_html", "to_text", "TABLE_ROWS",
           "listed"]

#: Games a per-game table lists; the sums count every game (a file of 10,000 games made
#: tables of 10,000 rows on every key).
TABLE_ROWS = 100


def listed(games: "Sequence[T]") -> "enumerate[T]":
    """(number, game) for the games a per-game table lists."""
    return enumerate(games[:TABLE_ROWS], 1)


class Line:
    """One row of a table: its cells' texts and a CSS class ("left-out" for a game that
    does not count: its reason runs across the rest of the row). The HTML is made once:
    the views keep Lines for rows that did not change (elo.present.html.Memo)."""

    __slots__ = ("cells", "css", "_html")

    def __init__(self, cells: list[str], css: str | None = None) -> None:
        self.cells = cells
        self.css = css
        self._html: str | None = None

    def html(self, width: int) -> str:
        if self._html is None:
            cells = self.cells
            if self.css == "left-out" and len(cells) < width:
                # the reason spans the columns the rule set leaves empty for such a game
                last = '<td colspan="%d">%s</td>' % (width - len(cells) + 1,
                                                     escape(cells[-1]))
                body = "".join("<td>%s</td>" % escape(c) for c in cells[:-1]) + last
            else:
                body = "".join("<td>%s</td>" % escape(c) for c in cells)
            self._html = ('<tr class="%s">' % self.css if self.css else "<tr>") + body + \
                "</tr>"
        return self._html


class Table:
    """A table of games: caption, column heads, Lines, and `more`, what it leaves out."""

    __slots__ = ("caption", "head", "lines", "more", "css")

    def __init__(self, caption: str, head: list[str], lines: list[Line], more: str = "",
                 css: str = "games") -> None:
        self.caption = caption
        self.head = head
        self.lines = lines
        self.more = more
        self.css = css


class Steps:
    """Numbered steps of a calculation: (label, formula with the user's numbers)."""

    __slots__ = ("items",)

    def __init__(self, items: list[tuple[str, str]]) -> None:
        self.items = items


class Note:
    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


class Heading:
    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


def _table_html(block: Table) -> str:
    width = len(block.head)
    rows = [line.html(width) for line in block.lines]
    if block.more:
        rows.append('<tr class="more"><td colspan="%d">%s</td></tr>' % (
            width, escape(block.more)))
    # in a box of its own that scrolls, as a table cannot (a plain table: a grid would be
    # laid out again at every key)
    return '<div class="table-scroll"><table class="%s"><caption>%s</caption><thead><tr>%s' \
        '</tr></thead><tbody>%s</tbody></table></div>' % (block.css, escape(block.caption), "".join(
            '<th scope="col">%s</th>' % escape(title) for title in block.head), "".join(rows))


def to_html(blocks: "Sequence[Block]") -> str:
    parts = []
    for block in blocks:
        if isinstance(block, Table):
            parts.append(_table_html(block))
        elif isinstance(block, Steps):
            parts.append('<ol class="steps">%s</ol>' % "".join(
                '<li><span class="step-label">%s</span> <span class="formula">%s</span>'
                '</li>' % (escape(label), escape(formula)) for label, formula in block.items))
        elif isinstance(block, Note):
            parts.append('<p class="note">%s</p>' % escape(block.text))
        else:
            parts.append("<h3>%s</h3>" % escape(block.text))
    return "".join(parts)


def _table_text(block: Table) -> list[str]:
    rows = [block.head] + [line.cells for line in block.lines]
    width = len(block.head)
    widths = [max(len(row[i]) for row in rows if i < len(row) and
                  not (row is not block.head and len(row) < width and i == len(row) - 1))
              for i in range(width)]
    lines = [block.caption]
    for row in rows:
        cells = []
        for i, cell in enumerate(row):
            if len(row) < width and i == len(row) - 1:
                cells.append(cell)  # a left-out game's reason: as long as it is
            else:
                cells.append(" " * (widths[i] - len(cell)) + cell)  # no rjust in MicroPython
        lines.append("  ".join(cells).rstrip())
    if block.more:
        lines.append(block.more)
    return lines


def to_text(blocks: "Sequence[Block]") -> str:
    """The blocks as plain text (the command line's report)."""
    lines = []
    for block in blocks:
        if isinstance(block, Table):
            lines += _table_text(block)
        elif isinstance(block, Steps):
            lines += ["%s: %s" % (label, formula) for label, formula in block.items]
        elif isinstance(block, Note):
            lines.append(block.text)
        else:
            lines += ["", block.text]
    return "\n".join(lines)


if TYPE_CHECKING:
    #: A breakdown's parts, as to_html and to_text take them.
    Block = Table | Steps | Note | Heading
