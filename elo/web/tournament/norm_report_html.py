"""The norm report (elo.tournament.norm_report.norm_report's structure) as the page shows
and prints it, inside the section #event-norm-report: its heading, the buttons to print
(#event-norm-report-print) and close it (#event-norm-report-close), the note that it helps
fill in FIDE's certificate and is not the form, the verdict, each section (the lines with
their articles, the opponents as a table, the checks of 1.4) and what is to be filled in
by hand (docs/papers.md, "The norm report"). Pure: strings only
(elo.web.tournament.report_view writes them)."""

from elo.present.html import escape
from elo.texts import text
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.shapes import Report

__all__ = ["report_html"]


def _lines(section: "Report") -> str:
    items = "".join(
        '<div data-field="%s"><dt>%s</dt><dd>%s</dd><dd class="article">%s</dd></div>' % (
            escape(line["field"]), escape(line["label"]), escape(line["text"] or "\u2013"),
            escape(line["article"] or ""))
        for line in section["lines"])
    return '<dl class="norm-report-lines">%s</dl>' % items


def _checks(section: "Report") -> str:
    return '<ul class="norm-report-checks">%s</ul>' % "".join(
        '<li class="%s" data-key="%s">%s</li>' % (
            "met" if line["value"] else "not-met", escape(line["field"]),
            escape(line["text"]))
        for line in section["lines"])


def _games(section: "Report") -> str:
    head = "".join('<th scope="col">%s</th>' % escape(column)
                   for column in section["columns"])
    rows = "".join('<tr class="%s" data-round="%d">%s</tr>' % (
        "counts" if row["counts"] else "not-counted", row["round"],
        "".join("<td>%s</td>" % escape(cell) for cell in row["cells"]))
        for row in section["rows"])
    return '<table class="norm-report-games"><thead><tr>%s</tr></thead><tbody>%s</tbody>' \
        '</table>' % (head, rows)


def _section(section: "Report") -> str:
    kind = section["id"]
    body = _games(section) if kind == "games" else _checks(section) if kind == "checks" \
        else _lines(section)
    article = section.get("article")
    heading = escape(section["heading"]) + (
        ' <span class="article">(%s)</span>' % escape(article) if article else "")
    return '<section class="norm-report-part" data-part="%s"><h4>%s</h4>%s</section>' % (
        escape(kind), heading, body)


def report_html(report: "Report", lang: str) -> str:
    """The inside of #event-norm-report for one player's norm report in `lang`."""
    return (
        '<div class="norm-report-head"><h3 id="event-norm-report-heading">%s</h3>'
        '<div class="norm-report-actions"><button type="button" id="event-norm-report-print">'
        '%s</button> <button type="button" id="event-norm-report-close">%s</button></div>'
        '</div><p class="norm-report-note">%s</p><p class="norm-report-verdict%s">%s</p>'
        '<div class="norm-report-parts">%s</div><section class="norm-report-part" '
        'data-part="to-fill"><h4>%s</h4><ul class="norm-report-to-fill">%s</ul></section>' % (
            escape(report["heading"]), escape(text(lang, "event-norm-report-print")),
            escape(text(lang, "event-norm-report-close")), escape(report["note"]),
            " achieved" if report["achieved"] else "", escape(report["verdict"]),
            "".join(_section(section) for section in report["sections"]),
            escape(report["to_fill_heading"]),
            "".join("<li>%s</li>" % escape(said) for said in report["to_fill"])))
