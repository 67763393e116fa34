"""The whole-tournament view (#event): a TRF or SwissChess file read in the browser, every
player rated a slice at a time (so the page answers between slices), the table written,
sorted and searched, a player's K, DWZ index or a result edited. DOM glue like app.py;
what it shows is elo.web.event_view's, what it computes elo.tournament's.

The file's evaluation stays on this device (local storage: the event as TRF text and
what was set for it), not in the link.
"""

from js import setTimeout

from elo.errors import InputError
from elo.tournament.rating import check_rounds, rate_player
from elo.tournament.trf import write_trf
from elo.messages import message
from elo.numbers import format_number
from elo.texts import text
from elo.web import event_keeping, event_view
from elo.web.event_settings import Settings, typed_number
from elo.web.event_reading import Reading
from elo.web.event_view import PAGE, SLICE
from elo.web.dom import document, element, flag, say, window
from elo.web.html import js_text

__all__ = ["EventPage", "start"]

def _index_field():
    """The DWZ index for players without one set, as its field holds it (None: blank or
    no index; said at the field)."""
    try:
        return typed_number(element("event-index").value, "index")
    except InputError:
        return None


class EventPage:
    """The tournament view of one calculator's page."""

    def __init__(self, calculator):
        self.calc = calculator
        self.event = None
        self.results = {}  # start rank -> PlayerResult
        self.rows = {}  # start rank -> its row's HTML, made when he is rated
        self.reading = Reading(self, calculator.keep)
        self.settings = Settings()
        self.order = ("rank", False)
        self.first = 0  # the first row shown (a page of PAGE)
        self.todo = []  # ranks still to rate
        self.rating = False  # a task rating the next slice is on its way
        self.shown = None  # the start rank whose details are open
        self._slice_proxy = calculator.keep(self.rate_slice)
        self._store_proxy = calculator.keep(self.store)
        self._done_proxy = calculator.keep(self.rated)
        self.unstored = False  # a file taken is kept on the device once rated

    @property
    def lang(self):
        return self.calc.lang

    # the file

    def on_file(self, event):
        files = event.target.files
        if files.length:
            self.open_file(files.item(0))

    def open_file(self, file):
        """A tournament's file (chosen here, or in the calculator's import), shown here."""
        if str(window.location.hash) != "#event":
            window.location.hash = "#event"
        say("event-error", "")
        self.reading.open(file)

    def taken(self, event, fresh):
        """A file read: shown if it holds players (a new file with settings of its own),
        else its problem said and the table shown before stays."""
        if not event.players:
            self.fail(event.problems[0].error(), event.problems[0].line)
            return
        if fresh:
            self.settings, self.shown, self.first = Settings(), None, 0
            self.settings.index = _index_field()
        element("event-file").value = ""  # the same file, changed, can be chosen again
        self.take(event)
        self.unstored = True  # kept once it is rated: writing it is a task of its own

    def fail(self, error, line=None):
        """A file not taken: why (with the line, where one is to blame), and that the
        table shown, if any, is still the tournament before."""
        lang = self.lang
        problem = message(error, lang)
        if line:
            problem = "%s: %s" % (text(lang, "event-line", line=line), problem)
        said = text(lang, "event-refused", file=self.reading.name or "?", problem=problem)
        if self.event is not None:
            said += " " + text(lang, "event-refused-kept", name=self.event.name or "?")
        say("event-error", said)
        say("event-status", " ".join(event_view.status_text(
            self.event, list(self.results.values()), lang)) if self.event is not None else "")

    def take(self, event):
        """A tournament to show: every player rated, a slice a task."""
        self.event = event
        self.results, self.rows = {}, {}
        element("event-end").value = self.settings.end or event.end
        check_rounds(event)  # the file's own problems, named once
        self.rate_all()

    def rate_all(self, again=True):
        """Every player rated (again, or only his row made again), a slice a task; one
        chain of tasks at a time, which takes the newest list."""
        if again:
            self.results = {}
        self.rows = {}
        self.todo = self.event.ranks() if self.event is not None else []
        if not self.rating:  # each slice a task of its own, the first one too
            self.rating = True
            setTimeout(self._slice_proxy, 0)

    def rate_slice(self, *args):
        """Rate the next SLICE players and make their rows; the table once all are."""
        if self.event is None:  # forgotten meanwhile
            self.rating = False
            return
        for rank in self.todo[:SLICE]:
            if rank not in self.results:
                self.results[rank] = self.rate(rank)
            self.rows[rank] = event_view.rows_html(self.event, [self.results[rank]],
                                                   self.lang)
        self.todo = self.todo[SLICE:]
        if self.todo:
            say("event-status", text(self.lang, "event-rating", done=len(self.results),
                                     players=len(self.event.players)))
            setTimeout(self._slice_proxy, 0)
        else:
            self.rating = False
            setTimeout(self._done_proxy, 0)  # the table in a task of its own

    def rated(self, *args):
        """Every player rated: the table, then (a task later) the file kept."""
        if self.rating or self.todo or self.event is None:
            return  # rated again meanwhile: that chain ends here
        self.render()
        if self.unstored:
            self.unstored = False
            setTimeout(self._store_proxy, 0)

    def rate(self, rank):
        assert self.event is not None  # called with a file shown (rate_slice, rerate)
        settings = self.settings
        return rate_player(self.event, rank, settings.k.get(rank),
                           settings.indexes.get(rank, settings.index),
                           settings.end or None, settings.exempt)

    # the table

    def ordered(self):
        results = event_view.sort_results(list(self.results.values()), *self.order)
        query = str(element("event-search").value).strip().lower()
        return [r for r in results if query in r.player.name.lower()] if query else results

    def render(self, everyone=False):
        """The table: its head, the page of rows shown (`everyone`: all, to print), the
        pager and the status."""
        lang = self.lang
        element("event-head").innerHTML = event_view.head_html(self.event, lang, *self.order)
        ordered = self.ordered()
        last_page = (len(ordered) - 1) // PAGE * PAGE if ordered else 0
        self.first = max(0, min(self.first, last_page))
        shown = ordered if everyone else ordered[self.first:self.first + PAGE]
        element("event-rows").innerHTML = js_text("".join(
            self._row(result.player.rank) for result in shown) if ordered else
            event_view.no_match_html(self.event, str(element("event-search").value), lang))
        self.show_pager(len(ordered), everyone)
        say("event-status", " ".join(event_view.status_text(
            self.event, list(self.results.values()), lang)))
        element("event-table").hidden = False
        element("event-export").hidden = False

    def show_pager(self, count, everyone=False):
        end = min(count, self.first + PAGE)
        element("event-pager").hidden = everyone or count <= PAGE
        say("event-range", text(self.lang, "event-range", first=format_number(
            self.first + 1, 0, self.lang), last=format_number(end, 0, self.lang),
            count=format_number(count, 0, self.lang)))
        # aria-disabled, not disabled: a button that loses its use keeps the focus
        element("event-previous").setAttribute("aria-disabled", flag(self.first == 0))
        element("event-next").setAttribute("aria-disabled", flag(end >= count))

    def on_page(self, event):
        step = {"event-previous": -PAGE, "event-next": PAGE}.get(str(event.target.id))
        if step is not None and self.event is not None and \
                event.target.getAttribute("aria-disabled") != "true":
            self.first += step
            self.render()

    def on_print(self, *args):
        """Printed: every player, not the page shown; afterwards the page again."""
        if self.event is not None and not self.rating:
            self.render(everyone=True)

    def on_printed(self, *args):
        if self.event is not None and not self.rating:
            self.render()

    def _row(self, rank, details=True):
        """A player's row as the table shows it: opened, with his details under it."""
        if rank != self.shown or self.event is None:
            return self.rows[rank]
        result = self.results[rank]
        row = event_view.rows_html(self.event, [result], self.lang, shown=rank)
        if details:
            row += event_view.detail_html(self.event, result, self.settings.k.get(rank),
                                          self.settings.indexes.get(rank), self.lang)
        return row

    def rerate(self, ranks, results=False):
        """Players whose games (`results`) or settings changed, rated again and their rows
        rewritten (the rounds shown stay: a rating changes none of them)."""
        for rank in ranks:
            event, lang, open_ = self.event, self.lang, rank == self.shown
            before = event_view.row_cells(event, self.results[rank], lang, open_)
            self.results[rank] = result = self.rate(rank)
            self.rows[rank] = event_view.rows_html(event, [result], lang)
            row = document.querySelector('#event-rows tr[data-rank="%d"]' % rank)
            if row is None:  # not shown (a search)
                continue
            # only the cells that changed: on this VM a row replaced in a 300-row table
            # costs a frame of about 60 ms, a cell's text about 35; his details, a row
            # of their own, stay as they are
            cells = row.cells
            for index, cell in enumerate(event_view.row_cells(event, result, lang, open_)):
                if cell != before[index]:
                    cells.item(index).outerHTML = js_text(cell)
        self.store(event=results)

    def on_input(self, event):
        target = event.target
        if target.id == "event-search":
            self.first = 0
            self.render()
            return
        if target.id == "event-index":
            try:
                typed_number(target.value, "index")
                target.removeAttribute("aria-invalid")
                say("event-error", "")
            except InputError as error:
                target.setAttribute("aria-invalid", "true")
                say("event-error", message(error, self.lang))
                return
        if target.id in ("event-end", "event-index", "event-exempt"):
            self.settings.end = str(element("event-end").value).strip()
            self.settings.exempt = bool(element("event-exempt").checked)
            self.settings.index = _index_field()
            if self.event is not None:
                self.rate_all()
                self.store(event=False)
            return
        row = target.closest("tr[data-detail]")
        if row is None:
            return
        rank = int(row.dataset.detail)
        kind = "k" if "event-k" in str(target.className) else \
            "index" if "event-index" in str(target.className) else None
        if kind is None:
            return
        try:
            number = typed_number(target.value, kind)
        except InputError as error:  # said, and the player keeps his last K or index
            target.setAttribute("aria-invalid", "true")
            say("event-error", message(error, self.lang))
            return
        target.removeAttribute("aria-invalid")
        say("event-error", "")
        self._set(self.settings.k if kind == "k" else self.settings.indexes, rank, number)
        self.rerate([rank])

    @staticmethod
    def _set(table, rank, number):
        if number is None:
            table.pop(rank, None)
        else:
            table[rank] = number

    def on_click(self, event):
        button = event.target.closest("[data-sort]")
        if button is not None:
            key = button.dataset.sort
            self.order = (key, not self.order[1] if self.order[0] == key else
                          key not in ("rank", "name", "federation"))
            self.first = 0
            self.render()
            # the head is written anew: the focus goes to the same column's new button
            document.querySelector('#event-head [data-sort="%s"]' % key).focus()
            return
        button = event.target.closest("[data-games]")
        if button is not None:
            self.toggle(int(button.dataset.games))

    # a player's details: his K and index, his rounds' results

    def toggle(self, rank):
        """A player's details shown under his row (another's closed), or his closed."""
        before, self.shown = self.shown, None if self.shown == rank else rank
        for number in (before, self.shown):
            row = document.querySelector('#event-rows tr[data-rank="%d"]' % number) \
                if number is not None else None
            if row is None:
                continue
            if number == before:
                details = row.nextElementSibling
                if details is not None and details.dataset.detail:
                    details.remove()
            row.outerHTML = js_text(self._row(number))

    def on_result(self, event):
        target = event.target
        details = target.closest("tr[data-detail]")
        if "event-result" not in str(target.className) or details is None or \
                self.event is None:
            return
        self.rerate(self.event.set_result(int(details.dataset.detail),
                                          int(target.dataset.round), str(target.value)),
                    results=True)

    # the device

    def store(self, event=True):
        """What was set kept on this device, and with `event` the tournament itself."""
        if self.event is not None:
            event_keeping.store(self.settings, write_trf(self.event) if event else None)

    def restore(self):
        """The tournament this device kept, read as a file chosen is."""
        kept = event_keeping.kept()
        if kept is not None:
            trf, settings = kept
            self.settings = Settings.read(settings)
            self.show_settings()
            self.reading.read_text(trf)

    def show_settings(self):
        """The settings' fields as the settings say (the last day: the file's, if none)."""
        settings = self.settings
        element("event-end").value = settings.end or (self.event.end if self.event else "")
        element("event-exempt").checked = settings.exempt
        element("event-index").value = "" if settings.index is None else str(settings.index)

    def relabel(self):
        """Another language: the rows made again, a slice a task."""
        if self.event is not None:
            self.rate_all(again=False)

    def forget(self):
        """Start over: the device keeps no tournament, and the view shows none."""
        event_keeping.forget()
        self.reading.stop()
        self.unstored = False
        self.event, self.results, self.rows, self.todo = None, {}, {}, []
        self.settings, self.shown = Settings(), None  # the settings at their defaults
        self.show_settings()
        element("event-rows").innerHTML = ""
        element("event-table").hidden = True
        element("event-export").hidden = True
        element("event-pager").hidden = True
        self.first = 0
        element("event-file").value = ""  # the same file can be chosen again
        say("event-status", "")
        say("event-error", "")

    # the rest

    def on_export(self, event):
        if self.event is None:
            return
        self.calc.transfer.download(event_view.to_csv(
            self.event, self.ordered(), self.lang), text(self.lang, "event-export-name"))

    def bind(self):
        self.calc.listen((
                (element("event-file"), "change", self.on_file),
                (element("event"), "input", self.on_input),
                (element("event"), "change", self.on_result),
                (element("event"), "click", self.on_click),
                (element("event-export"), "click", self.on_export),
                (element("event-pager"), "click", self.on_page),
                (window, "beforeprint", self.on_print),
                (window, "afterprint", self.on_printed)))


def start(calculator):
    page = EventPage(calculator)
    calculator.event_page = page
    page.bind()
    page.restore()
    return page
