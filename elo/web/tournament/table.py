"""The whole tournament's table on the page: its head with the sort buttons, a page of
rows (PAGE players: a table is laid out whole), the pager, a search, a player's details
opened under his row, and every player for the print with its header, legend and page
numbers (elo.web.tournament.printout). DOM glue; the strings are
elo.web.tournament.render's, the results elo.web.tournament.ratings'."""

from elo.numbers import format_number
from elo.present.html import js_text
from elo.texts import text
from elo.web.shell.dom import document, element, flag, say, today
from elo.web.tournament import months, order, printout, render
from elo.web.tournament.render import PAGE
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable

    from elo.tournament.rating import PlayerResult
    from elo.web.shapes import JsObject
    from elo.web.shell.core import Shell
    from elo.web.tournament.ratings import Ratings

__all__ = ["Table"]


class Table:
    """What the table shows of the ratings (elo.web.tournament.ratings.Ratings): the
    order, the page, the search and whose details are open."""

    def __init__(self, shell: "Shell", ratings: "Ratings") -> None:
        self.shell = shell
        self.ratings = ratings
        self.order = ("rank", False)
        self.first = 0  # the first row shown (a page of PAGE)
        self.shown: int | None = None  # the start rank whose details are open

    def reset(self) -> None:
        self.order, self.first, self.shown = ("rank", False), 0, None

    def ordered(self) -> "list[PlayerResult]":
        results = order.sort_results(list(self.ratings.results.values()), *self.order)
        return order.search(results, str(element("event-search").value))

    def write(self, everyone: bool = False) -> None:
        """The table: its head, the page of rows shown (`everyone`: all, to print), the
        pager and the status."""
        lang, ratings = self.shell.lang, self.ratings
        tournament = ratings.tournament
        assert tournament is not None  # the table is written for a tournament shown
        element("event-head").innerHTML = render.head_html(tournament, lang, *self.order)
        ordered = self.ordered()
        last_page = (len(ordered) - 1) // PAGE * PAGE if ordered else 0
        self.first = max(0, min(self.first, last_page))
        shown = ordered if everyone else ordered[self.first:self.first + PAGE]
        element("event-rows").innerHTML = js_text("".join(
            self.row(result.player.rank) for result in shown) if ordered else
            render.no_match_html(tournament, str(element("event-search").value), lang))
        self.write_pager(len(ordered), everyone)
        results = list(ratings.results.values())
        say("event-caption", printout.caption_text(lang, len(ordered), len(results), str(
            element("event-search").value), self.order, render.national_shown(tournament)))
        element("event-legend").innerHTML = js_text(printout.legend_html(tournament, lang))
        say("event-status", " ".join(render.status_text(tournament, results, lang)))
        notice = render.notice_html(tournament, results, lang)
        element("event-notice").innerHTML = js_text(notice)
        element("event-notice").hidden = not notice
        element("event-table").hidden = False
        element("event-export").hidden = element("event-export-trf").hidden = False
        element("event-periods-note").innerHTML = js_text(months.periods_html(
            tournament, ratings.periods, lang))

    def clear(self) -> None:
        element("event-rows").innerHTML = ""
        element("event-legend").innerHTML = ""
        element("event-print").innerHTML = ""
        element("event-notice").innerHTML = ""
        element("event-notice").hidden = True
        element("event-table").hidden = True
        element("event-export").hidden = element("event-export-trf").hidden = True
        element("event-periods-note").innerHTML = ""
        element("event-pager").hidden = True
        self.reset()

    def write_pager(self, count: int, everyone: bool = False) -> None:
        lang = self.shell.lang
        end = min(count, self.first + PAGE)
        element("event-pager").hidden = everyone or count <= PAGE
        say("event-range", text(lang, "event-range", first=format_number(
            self.first + 1, 0, lang), last=format_number(end, 0, lang),
            count=format_number(count, 0, lang)))
        # aria-disabled, not disabled: a button that loses its use keeps the focus
        element("event-previous").setAttribute("aria-disabled", flag(self.first == 0))
        element("event-next").setAttribute("aria-disabled", flag(end >= count))

    def on_page(self, event: "JsObject") -> None:
        step = {"event-previous": -PAGE, "event-next": PAGE}.get(str(event.target.id))
        if step is not None and self.ratings.complete() and \
                event.target.getAttribute("aria-disabled") != "true":
            self.first += step
            self.write()

    def on_print(self, *args: object) -> None:
        """Printed: every player, not the page shown, under the printout's header, with
        page numbers where this view is the one printed; afterwards the page again."""
        tournament, lang = self.ratings.tournament, self.shell.lang
        if tournament is None:
            return
        if self.ratings.complete():
            self.write(everyone=True)
        element("event-print").innerHTML = js_text(printout.header_html(
            tournament, list(self.ratings.results.values()), lang, today(),
            self.ratings.periods))
        if str(document.body.dataset.shown) == "event":
            style = document.documentElement.style
            style.setProperty("--event-pages", printout.page_numbers(lang))
            style.setProperty("--event-name", printout.css_string(tournament.name))

    def on_printed(self, *args: object) -> None:
        style = document.documentElement.style
        style.removeProperty("--event-pages")
        style.removeProperty("--event-name")
        if self.ratings.complete():
            self.write()

    def sort(self, key: str) -> None:
        """Sorted by a column (again: the other way round); the focus to its button."""
        self.order = (key, not self.order[1] if self.order[0] == key else
                      key not in ("rank", "name", "federation"))
        self.first = 0
        self.write()
        # the head is written anew: the focus goes to the same column's new button
        document.querySelector('#event-head [data-sort="%s"]' % key).focus()

    def row(self, rank: int) -> str:
        """A player's row as the table shows it: opened, with his details under it."""
        ratings = self.ratings
        if rank != self.shown:
            return ratings.rows[rank]
        result, lang, settings = ratings.results[rank], self.shell.lang, ratings.settings
        assert ratings.tournament is not None  # rows are shown for a tournament shown
        return render.rows_html(ratings.tournament, [result], lang, shown=rank) + \
            render.detail_html(ratings.tournament, result, settings.k.get(rank),
                               settings.indexes.get(rank), lang)

    def toggle(self, rank: int) -> None:
        """A player's details shown under his row (another's closed), or his closed."""
        before, self.shown = self.shown, None if self.shown == rank else rank
        for number in (before, self.shown):
            row = document.querySelector('#event-rows tr[data-rank="%d"]' % number) \
                if number is not None else None
            if row is None or number is None:
                continue
            if number == before:
                details = row.nextElementSibling
                if details is not None and details.dataset.detail:
                    details.remove()
            row.outerHTML = js_text(self.row(number))

    def cells(self, ranks: "Iterable[int | None]") -> "dict[int, list[str]]":
        """{rank: his row's cells as the table shows them now}, taken before a change to
        the tournament that rate_again then writes."""
        ratings, lang = self.ratings, self.shell.lang
        assert ratings.tournament is not None  # taken with a tournament shown
        return dict((rank, render.row_cells(ratings.tournament, ratings.results[rank], lang,
                                            rank == self.shown))
                    for rank in ranks if rank is not None and rank in ratings.results)

    def rate_again(self, ranks: "Iterable[int]",
                   before: "dict[int, list[str]] | None" = None) -> None:
        """Players rated again (elo.web.tournament.ratings) and the cells of their rows
        that changed rewritten; the rounds shown stay: a rating changes none of them.
        `before`: the cells as they were (cells), where the tournament itself changed."""
        ratings, lang = self.ratings, self.shell.lang
        tournament = ratings.tournament
        assert tournament is not None  # edited in the rows of a tournament shown
        ranks = list(ranks)
        if ratings.monthly():  # a month's list follows from the months before: every row
            ratings.rate_again(ranks)
            self.write()
            return
        shown = before if before is not None else self.cells(ranks)
        results = ratings.rate_again(ranks)
        for rank in ranks:
            open_ = rank == self.shown
            result = results[rank]
            row = document.querySelector('#event-rows tr[data-rank="%d"]' % rank)
            if row is None:  # not shown (a search, another page)
                continue
            # only the cells that changed: on this VM a row replaced in a 300-row table
            # costs a frame of about 60 ms, a cell's text about 35; his details, a row
            # of their own, stay as they are
            cells, was = row.cells, shown.get(rank)
            for index, cell in enumerate(render.row_cells(tournament, result, lang, open_)):
                if was is None or cell != was[index]:
                    cells.item(index).outerHTML = js_text(cell)
