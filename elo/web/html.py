"""Small builders for the HTML parts of the page. Every piece of text goes through
`escape`, so nothing typed, linked or imported can become markup."""

__all__ = ["escape", "js_text", "step", "steps", "table", "cell", "row", "Memo", "listed",
           "TABLE_ROWS"]


def escape(value):
    return (str(value).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def js_text(value):
    """A string as it can cross into JavaScript: the FFI ends a string at a NUL, so a NUL
    typed or linked becomes U+FFFD (as an HTML parser makes it anyway), not the end of
    the row's markup (issue 14)."""
    return value.replace("\x00", "\ufffd") if "\x00" in value else value


def step(label, formula):
    """One line of a written-out calculation: a label and the formula with numbers."""
    return ('<li><span class="step-label">%s</span> <span class="formula">%s</span></li>'
            % (escape(label), escape(formula)))


def steps(items):
    return '<ol class="steps">%s</ol>' % "".join(items)


def cell(text, tag="td", css=None, scope=None):
    attributes = ""
    if css:
        attributes += ' class="%s"' % css
    if scope:
        attributes += ' scope="%s"' % scope
    return "<%s%s>%s</%s>" % (tag, attributes, escape(text), tag)


def row(cells, css=None):
    """A <tr> of <td>s: `cells` are texts, each escaped here (never markup)."""
    return "%s%s</tr>" % ('<tr class="%s">' % css if css else "<tr>",
                          "".join(cell(text) for text in cells))


#: Games a per-game table lists; the sums count every game (a file of 10,000 games made
#: tables of 10,000 rows on every key, issue 13).
TABLE_ROWS = 100


def listed(games):
    """(number, game) for the games a per-game table lists."""
    return enumerate(games[:TABLE_ROWS], 1)


def table(caption, head, rows, css="games", more=""):
    """A table: `head` a list of column titles, `rows` built with `row`; `more` a last
    row across all columns (what the table leaves out)."""
    if more:
        rows = rows + ['<tr class="more"><td colspan="%d">%s</td></tr>' % (len(head),
                                                                          escape(more))]
    return '<table class="%s"><caption>%s</caption><thead><tr>%s</tr></thead><tbody>%s' \
        '</tbody></table>' % (css, escape(caption),
                              "".join(cell(title, "th", scope="col") for title in head),
                              "".join(rows))


class Memo:
    """A bounded cache for rendered pieces: a keystroke changes one row of a tournament,
    so the other rows' HTML is reused rather than formatted again."""

    def __init__(self, limit=5000):
        self.limit = limit
        self.pieces = {}

    def get(self, key, build):
        # keyed by the tuple's text: MicroPython hashes a tuple as the sum of its items'
        # hashes and probes linearly, so tuples of nearby numbers (a rating, a difference,
        # a row) collide and every lookup slows as the memo fills (issue 13: 3,313
        # entries under 1,776 hashes); strings hash well
        key = str(key)
        if key not in self.pieces:
            if len(self.pieces) >= self.limit:
                self.pieces.clear()
            self.pieces[key] = build()
        return self.pieces[key]
