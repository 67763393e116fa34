"""The whole tournament's view (#event): a TRF or SwissChess file read in the browser,
every player rated a slice at a time (so the page answers between slices), the table
written, sorted and searched, a player's K, DWZ index or a result edited. DOM glue; what
it shows is elo.web.tournament.render's, what it computes elo.tournament's.

The tournament stays on this device (local storage, elo.web.shell.store: the tournament
as TRF text and what was set for it), not in the link.
"""

from elo.errors import InputError
from elo.files.decoding import UTF8
from elo.messages import message
from elo.texts import text
from elo.tournament.rating import check_rounds
from elo.tournament.trf_out import trf_bytes, trf_out
from elo.web.shell import registry, store
from elo.web.shell.dom import download, element, say, window
from elo.web.tournament import render, report_view, sheet
from elo.web.tournament.ratings import RATING, Ratings
from elo.web.tournament.reading import Reading
from elo.web.tournament.render import DOUBLE_FORFEIT
from elo.web.tournament.settings import Settings, typed_number
from elo.web.tournament.table import Table
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from elo.tournament.model import Tournament
    from elo.tournament.periods import Periods
    from elo.tournament.rating import PlayerResult
    from elo.web.shapes import JsObject
    from elo.web.shell.core import Shell

    from elo.tournament.timecontrol import TimeControl

    #: What an undo brings back (TournamentView.snapshot): the tournament, its file's
    #: time control, what was set for it, the results and rows by start rank, the order,
    #: the first row and the start rank whose details are open.
    Snapshot = tuple[Tournament, TimeControl | None, Settings, dict[int, PlayerResult],
                     dict[int, str], tuple[str, bool], int, int | None,
                     dict[int, PlayerResult], Periods | None]

__all__ = ["TournamentView", "start"]


def _file_text(tournament: "Tournament") -> str:
    """How the tournament's file was encoded, and its name, as the device keeps them:
    "cp1252 bom", a line end, "open.trf" (a device that kept none before: no name)."""
    source = tournament.source
    encoding = UTF8 if source is None else source.encoding + (" bom" if source.bom else "")
    return encoding + "\n" + tournament.file_name  # a SwissChess file: kept as TRF, UTF-8


def _download_name(tournament: "Tournament", ending: str, otherwise: str) -> str:
    """A download's name: the tournament's file's with `ending` ("open.swt" -> "open.trf"),
    `otherwise` where the page has no name of its file."""
    name = tournament.file_name
    stem = name[:name.rindex(".")] if "." in name else name
    return stem + ending if stem.strip() else otherwise


def _index_field() -> int | None:
    """The DWZ index for players without one set, as its field holds it (None: blank or
    no index; said at the field)."""
    try:
        return typed_number(element("event-index").value, "index")
    except InputError:
        return None


class TournamentView:
    """The whole tournament's view of the page: the file, what was set for it, its
    storage on the device, start over and undo. The ratings (elo.web.tournament.ratings)
    and the table (elo.web.tournament.table) are its parts."""

    def __init__(self, shell: "Shell") -> None:
        self.shell = shell
        self.reading = Reading(shell, self.taken, self.fail)
        self.ratings = Ratings(shell, self.rated)
        self.table = Table(shell, self.ratings)
        self.unstored = False  # a file taken is kept on the device once rated

    @property
    def lang(self) -> str:
        return self.shell.lang

    @property
    def tournament(self) -> "Tournament | None":
        return self.ratings.tournament

    # the file

    def on_file(self, event: "JsObject") -> None:
        files = event.target.files
        if files.length:
            self.open_file(files.item(0))

    def open_file(self, file: "JsObject") -> None:
        """A tournament's file (chosen here, or in the calculator's import), shown here."""
        if str(window.location.hash) != "#event":
            window.location.hash = "#event"
        say("event-error", "")
        self.reading.open(file)

    def taken(self, tournament: "Tournament", fresh: bool) -> None:
        """A file read: shown if it holds players (a new file with settings of its own),
        else its problem said and the table shown before stays. A file chosen that
        replaces a tournament can be undone."""
        if not tournament.players:
            self.fail(tournament.problems[0].error(), tournament.problems[0].line)
            return
        before = self.snapshot() if fresh and self.tournament is not None else None
        if fresh:
            self.ratings.settings = Settings()
            self.ratings.settings.index = _index_field()
            self.table.reset()
        element("event-file").value = ""  # the same file, changed, can be chosen again
        tournament.file_name = self.reading.name
        self.take(tournament)
        self.unstored = True  # kept once it is rated: writing it is a task of its own
        if before is not None:
            self.shell.undo.offer(text(self.lang, "undo-tournament-replaced",
                                       name=before[0].name or "?"),
                                  lambda: self.put_back(before))

    def fail(self, error: InputError, line: int | None = None) -> None:
        """A file not taken: why (with the line, where one is to blame), and that the
        table shown, if any, is still the tournament before."""
        lang, tournament = self.lang, self.tournament
        problem = message(error, lang)
        if line:
            problem = "%s: %s" % (text(lang, "event-line", line=line), problem)
        said = text(lang, "event-refused", file=self.reading.name or "?", problem=problem)
        if tournament is not None:
            said += " " + text(lang, "event-refused-kept", name=tournament.name or "?")
        say("event-error", said)
        say("event-status", " ".join(render.status_text(
            tournament, list(self.ratings.results.values()), lang))
            if tournament is not None else "")

    def take(self, tournament: "Tournament") -> None:
        """A tournament to show: every player rated, a few a task."""
        self.ratings.take(tournament)
        element("event-end").value = self.ratings.settings.end or tournament.end
        check_rounds(tournament)  # the file's own problems, named once
        self.ratings.rate_all()

    def rated(self) -> None:
        """Every player rated: the table, then (a task later) the file kept."""
        self.table.write()
        if self.unstored:
            self.unstored = False
            self.shell.pacer.later("tournament-store", 0, self.store)

    # edits

    def on_input(self, event: "JsObject") -> None:
        target = event.target
        if target.id == "event-search":
            self.table.first = 0
            if self.tournament is not None:  # else the file chosen next finds the query
                self.table.write()
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
        if target.id in ("event-end", "event-index", "event-exempt", "event-time-control",
                         "event-periods"):
            settings = self.ratings.settings
            settings.end = str(element("event-end").value).strip()
            settings.exempt = bool(element("event-exempt").checked)
            settings.index = _index_field()
            settings.time_control = str(element("event-time-control").value)
            settings.periods = str(element("event-periods").value)
            if self.tournament is not None:
                self.ratings.rate_all()
                self.store(tournament=False)
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
        settings = self.ratings.settings
        _set(settings.k if kind == "k" else settings.indexes, rank, number)
        self.table.rate_again([rank])
        self.store(tournament=False)

    def on_result(self, event: "JsObject") -> None:
        target = event.target
        details = target.closest("tr[data-detail]")
        if "event-result" not in str(target.className) or details is None or \
                self.tournament is None:
            return
        rank, number = int(details.dataset.detail), int(target.dataset.round)
        # the rows as shown, before the result changes the points they show
        before = self.table.cells([rank, self.tournament.players[rank].rounds[number - 1]
                                   .opponent])
        code = str(target.value)
        changed = self.tournament.set_result(rank, number, "-", theirs="-") \
            if code == DOUBLE_FORFEIT else self.tournament.set_result(rank, number, code)
        self.table.rate_again(changed, before)
        self.store()

    def on_click(self, event: "JsObject") -> None:
        button = event.target.closest("[data-sort]")
        if button is not None:
            self.table.sort(button.dataset.sort)
            return
        button = event.target.closest("[data-games]")
        if button is not None:
            self.table.toggle(int(button.dataset.games))

    # the device

    def store(self, *args: object, tournament: bool = True) -> None:
        """What was set kept on this device, and with `tournament` the tournament itself
        as TRF, its file's text as it came (with the results as they stand) and how that
        file was encoded, so that a reload writes it back as it came too."""
        if self.tournament is not None:
            store.write([(registry.TOURNAMENT_SETTINGS, self.ratings.settings.text())] + (
                [(registry.TOURNAMENT, trf_out(self.tournament)),
                 (registry.TOURNAMENT_FILE, _file_text(self.tournament))] if tournament else []))

    def restore(self) -> None:
        """The tournament this device kept, read as a file chosen is."""
        trf = store.read(registry.TOURNAMENT)
        if trf is not None:
            self.ratings.settings = Settings.read(store.read(registry.TOURNAMENT_SETTINGS) or "")
            self.show_settings()
            coding, _, self.reading.name = (store.read(registry.TOURNAMENT_FILE) or
                                            "").partition("\n")
            encoding, _, bom = coding.partition(" ")
            self.reading.read_text(trf, False, encoding or UTF8, bom == "bom")

    def show_settings(self) -> None:
        """The settings' fields as the settings say (the last day: the file's, if none)."""
        settings, tournament = self.ratings.settings, self.tournament
        element("event-end").value = settings.end or (tournament.end if tournament else "")
        element("event-exempt").checked = settings.exempt
        element("event-time-control").value = settings.time_control
        element("event-periods").value = settings.periods
        element("event-index").value = "" if settings.index is None else str(settings.index)

    # the page

    def relabel(self, lang: str) -> None:
        """Another language: the rows made again, a few a task."""
        if self.tournament is not None:
            self.ratings.rate_all(again=False)

    def fault(self, words: str) -> None:
        say("event-error", words)

    def snapshot(self) -> "Snapshot":
        """What the view shows, for an undo (put_back): the tournament, what was set for
        it, its players' results and rows, and the table's order, page and details. The
        same objects: an undo is offered only until the next change."""
        ratings, table = self.ratings, self.table
        assert ratings.tournament is not None  # taken of a tournament shown
        return (ratings.tournament, ratings.file_control, ratings.settings, ratings.results,
                ratings.rows, table.order, table.first, table.shown, ratings.whole,
                ratings.periods)

    def put_back(self, before: "Snapshot") -> None:
        """The view as `before` (snapshot) holds it, kept on the device again."""
        self.reading.stop()
        ratings, table = self.ratings, self.table
        (ratings.tournament, ratings.file_control, ratings.settings, results, rows, table.order,
         table.first, table.shown, ratings.whole, ratings.periods) = before
        self.show_settings()
        ratings.results, ratings.rows = results, rows
        ratings.pacer.stop(RATING)  # its run is of the tournament replaced
        if ratings.complete():
            table.write()
        else:  # still being rated when it was replaced: rated again
            ratings.rate_all(again=False)
        self.store()

    def start_over(self) -> "Callable[[], None] | None":
        """The view shows no tournament and the device keeps none; what undoes that, or
        None when there was none."""
        before = self.snapshot() if self.tournament is not None else None
        store.remove(registry.view("tournament").keys)
        self.reading.stop()
        self.unstored = False
        self.ratings.stop()
        self.ratings.settings = Settings()  # the settings at their defaults
        self.show_settings()
        self.table.clear()
        element("event-file").value = ""  # the same file can be chosen again
        say("event-status", "")
        say("event-error", "")
        return None if before is None else lambda: self.put_back(before)

    def on_forget(self, event: "JsObject") -> None:
        self.shell.start_over("tournament")

    def on_export(self, event: "JsObject") -> None:
        if self.tournament is not None:
            download(sheet.to_csv(self.tournament, self.table.ordered(), self.lang),
                     _download_name(self.tournament, ".csv",
                                    text(self.lang, "event-export-name")))

    def on_export_trf(self, event: "JsObject") -> None:
        """The tournament as a TRF to send on: the file as it came, with the results as
        they stand now (elo.tournament.trf_out; docs/papers.md)."""
        if self.tournament is not None:
            download(trf_bytes(self.tournament), _download_name(
                self.tournament, ".trf", text(self.lang, "event-export-trf-name")), "text/plain")

    def bind(self) -> None:
        table = self.table
        self.shell.listen((
                (element("event-file"), "change", self.on_file),
                (element("event"), "input", self.on_input),
                (element("event"), "change", self.on_result),
                (element("event"), "click", self.on_click),
                (element("event-export"), "click", self.on_export),
                (element("event-export-trf"), "click", self.on_export_trf),
                (element("event-forget"), "click", self.on_forget),
                (element("event-pager"), "click", table.on_page),
                (window, "beforeprint", table.on_print),
                (window, "afterprint", table.on_printed)))


def _set(table: dict[int, int], rank: int, number: int | None) -> None:
    if number is None:
        table.pop(rank, None)
    else:
        table[rank] = number


def start(shell: "Shell") -> None:
    """The view, registered with the shell, bound to the page, showing the tournament
    this device kept."""
    view = TournamentView(shell)
    shell.register("tournament", view)
    view.bind()
    report_view.start(shell)  # the norm report, bound after the view's own handlers
    view.restore()
