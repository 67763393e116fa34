"""Small builders for the HTML parts of the page. Every piece of text goes through
`escape`, so nothing typed, linked or imported can become markup."""

__all__ = ["escape", "step", "steps", "table", "cell"]


def escape(value):
    return (str(value).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


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


def table(caption, head, rows, css="games"):
    """A table: `head` a list of column titles, `rows` lists of cells (built with `cell`)
    or of plain strings, each row optionally a (css class, cells) pair."""
    out = ['<table class="%s"><caption>%s</caption><thead><tr>' % (css, escape(caption))]
    out += [cell(title, "th", scope="col") for title in head]
    out.append("</tr></thead><tbody>")
    for row in rows:
        row_css, cells = row if isinstance(row, tuple) else (None, row)
        out.append('<tr class="%s">' % row_css if row_css else "<tr>")
        out += [c if c.startswith("<t") else cell(c) for c in cells]
        out.append("</tr>")
    out.append("</tbody></table>")
    return "".join(out)
