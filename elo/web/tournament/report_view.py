"""The norm report on the page (#event-norm-report): opened from a player's details by
`a.norm-report` (data-rank, data-title; elo.web.tournament.norm_html), printed alone on one
A4 page while it is open (body[data-printing=norm-report], static/style.css "norm report
print"), closed by its button. DOM glue: the report is elo.tournament.norm_report's, its
HTML elo.web.tournament.norm_report_html's, the results the tournament view's.

It registers with the shell as a view of its own ("norm-report") to follow what happens
to the page: another language writes it again, a start over closes it. An edit in the
tournament writes it again from the player's new result, or closes it while everyone is
being rated again.
"""

from elo.present.html import js_text
from elo.tournament.norm_report import chosen_norm, norm_report
from elo.web.shell.dom import document, element, window
from elo.web.tournament.norm_report_html import report_html
from elo.web.tournament.ratings import Ratings
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from elo.web.shapes import JsObject
    from elo.web.shell.core import Shell

__all__ = ["ReportView", "start"]

#: The section the report is written into (index.html, inside #event, hidden at first).
SECTION = "event-norm-report"
#: What the body says while the report is open: the print prints it alone.
PRINTING = "norm-report"


class ReportView:
    """The norm report shown, by the start rank and title it is of (None: closed)."""

    def __init__(self, shell: "Shell") -> None:
        self.shell = shell
        self.shown: "tuple[int, str] | None" = None

    def write(self) -> bool:
        """The report of `shown` from the tournament view's results; False where there is
        none to write (no such result: the players are being rated again)."""
        # the tournament view's ratings: the view imports this module, and the shell's
        # View Protocol says nothing of them
        ratings = getattr(self.shell.view("tournament"), "ratings", None)
        if self.shown is None or not isinstance(ratings, Ratings):
            return False
        rank, title = self.shown
        result = ratings.results.get(rank)
        norm = chosen_norm(result, title) if result is not None else None
        if result is None or norm is None or ratings.tournament is None:
            return False
        lang = self.shell.lang
        element(SECTION).innerHTML = js_text(report_html(
            norm_report(ratings.tournament, result, norm, lang), lang))
        return True

    def open(self, rank: int, title: str) -> None:
        self.shown = (rank, title)
        if not self.write():
            self.close()
            return
        section = element(SECTION)
        section.hidden = False
        document.body.dataset.printing = PRINTING
        section.scrollIntoView()
        element("event-norm-report-print").focus()

    def close(self) -> None:
        opened_by = self.shown
        self.shown = None
        section = element(SECTION)
        section.hidden = True
        section.innerHTML = ""
        document.body.removeAttribute("data-printing")
        if opened_by is not None:  # the focus back to the link it was opened by, if shown
            link = document.querySelector('#event a.norm-report[data-rank="%d"][data-title='
                                          '"%s"]' % opened_by)
            if link is not None:
                link.focus()

    # the page's events

    def on_click(self, event: "JsObject") -> None:
        target = event.target
        link = target.closest("a.norm-report")
        if link is not None:
            event.preventDefault()  # href="#event": the address stays as it is
            self.open(int(link.dataset.rank), str(link.dataset.title))
        elif target.closest("#event-norm-report-print") is not None:
            window.print()
        elif target.closest("#event-norm-report-close") is not None:
            self.close()

    def on_edit(self, event: "JsObject") -> None:
        """An edit in the tournament (the view's own handlers, bound first, have run):
        the report written again from his result as it is now, or closed."""
        if self.shown is not None and event.target.closest("#" + SECTION) is None and \
                not self.write():
            self.close()

    # what the shell tells each view

    def relabel(self, lang: str) -> None:
        if self.shown is not None and not self.write():
            self.close()

    def start_over(self) -> "Callable[[], None] | None":
        if self.shown is not None:
            self.close()
        return None

    def fault(self, words: str) -> None:
        pass  # said by the tournament's view, whose section this is in


def start(shell: "Shell") -> None:
    """The report's view, registered with the shell and bound to #event (after the
    tournament's view: its handlers of an edit run first)."""
    view = ReportView(shell)
    shell.register("norm-report", view)
    event = element("event")
    shell.listen(((event, "click", view.on_click), (event, "input", view.on_edit),
                  (event, "change", view.on_edit)))
