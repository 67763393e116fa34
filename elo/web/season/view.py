"""The season view (#season): the season's starting values and events, each change
computed at once (elo.season) and shown (elo.web.season.render); a tournament of the
calculator joins it (#add-to-season); a season file read and saved. DOM glue: the edits
are elo.web.season.edit's, the joining elo.web.season.join's.

The season stays on this device (elo.web.shell.store: its data as JSON, written at
every change as typed, so nothing typed is lost), not in the link.
"""

import json

from elo.errors import InputError
from elo.messages import message
from elo.season import read_season, season_data
from elo.texts import counted, text
from elo.web.season import edit, render
from elo.web.shell import registry, store
from elo.web.shell.dom import document, download, element, mark, nodes, say
from elo.present.evaluate import evaluate, field_values
from elo.present.html import js_text
from elo.web.season.join import empty_season, with_entry
from elo.web.calculator.link import unquote
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from elo.present.screen import Screen
    from elo.season.chain import SeasonResult
    from elo.web.shapes import JsObject
    from elo.web.shell.core import Shell

__all__ = ["SeasonView", "start"]

_PARTS = {"season-end": "end", "season-name": "name", "season-games": "games"}


class SeasonView:
    """The season's view of the page."""

    def __init__(self, shell: "Shell") -> None:
        self.shell = shell
        self.data = _kept() or empty_season()
        self.file_name = ""
        self._read_proxy = shell.proxy(self.on_read)
        self._unreadable_proxy = shell.proxy(self.on_unreadable)

    @property
    def lang(self) -> str:
        return self.shell.lang

    # what is shown

    def show(self, rows: bool = True) -> None:
        """Everything from the season's data; `rows`: the events' fields written anew
        too (else only their figures, so a field being typed in keeps its text and
        focus)."""
        lang = self.lang
        events = self.data.get("events") or []
        result, error = render.rate_data(self.data) if events or \
            self.data.get("player") else (None, None)
        if rows:
            element("season-rows").innerHTML = js_text(
                render.rows_html(self.data, result, lang))
        else:
            self.write_figures(result)
        fide, dwz = render.ratings(result, lang)
        say("season-fide-rating", fide)
        say("season-dwz-rating", dwz)
        element("season-chart").innerHTML = js_text(render.chart_svg(result, lang))
        element("season-periods").innerHTML = js_text(render.periods_html(result, lang))
        element("season-evaluations").innerHTML = js_text(
            render.evaluations_html(result, lang))
        element("season-notes").innerHTML = js_text(render.notes_html(result, lang))
        element("season-table").hidden = not events
        say("season-status", text(lang, "season-empty") if not events else
            counted(lang, "season-count", len(events), count=len(events)))
        self.mark(error)
        others = render.other_starts(self.data, lang)
        say("season-starts", text(lang, "season-starts-other", starts=others) if others else "")

    def write_figures(self, result: "SeasonResult | None") -> None:
        """Only the figures of each row (the fields stay as they are)."""
        lang = self.lang
        for row in nodes("#season-rows tr[data-event]"):
            cells = render.figures_html(result, int(row.dataset.event), lang)
            for css, html in zip(("score", "performance", "change", "rating"), cells):
                row.querySelector("td." + css).innerHTML = js_text(html)

    def mark(self, error: InputError | None) -> None:
        """The field a problem belongs to marked, and the problem said."""
        for node in nodes("#season [aria-invalid=true]"):
            mark(node, False)
        if error is None:
            say("season-error", "")
            return
        place = edit.field_of(error)
        if place is not None and place[0] == "start":
            mark(element(place[1]), True)
        elif place is not None:
            field = document.querySelector(
                '#season-rows tr[data-event="%d"] .season-%s' % (place[1], place[2]))
            if field is not None:
                mark(field, True)
        say("season-error", text(self.lang, "season-stopped", problem=message(error,
                                                                               self.lang)))

    def show_starts(self) -> None:
        for element_id, value in edit.start_texts(self.data).items():
            if isinstance(value, bool):
                element(element_id).checked = value
            else:
                element(element_id).value = value

    def changed(self, rows: bool = True) -> None:
        store.write([(registry.SEASON, json.dumps(self.data))])
        self.show(rows)

    # edits

    def on_input(self, event: "JsObject") -> None:
        target = event.target
        element_id = str(target.id)
        if element_id in edit.START_FIELDS:
            edit.set_start(self.data, element_id, target.checked
                                  if element_id == "season-reached" else target.value)
            self.changed(rows=False)
            return
        row = target.closest("tr[data-event]")
        part = _PARTS.get(str(target.className))
        if row is not None and part is not None:
            edit.set_event(self.data, int(row.dataset.event), part, target.value)
            self.changed(rows=False)

    def on_change(self, event: "JsObject") -> None:
        """A date settled: the events in date order again (the focus stays with it)."""
        target = event.target
        if str(target.className) != "season-end":
            return
        row = target.closest("tr[data-event]")
        moved = edit.in_date_order(self.data)
        self.changed()
        if row is not None:
            place = moved[int(row.dataset.event)]
            field = document.querySelector(
                '#season-rows tr[data-event="%d"] .season-end' % place)
            if field is not None:
                field.focus()

    def on_click(self, event: "JsObject") -> None:
        button = event.target.closest(".season-remove")
        if button is None:
            return
        place = int(button.closest("tr[data-event]").dataset.event)
        before = self.data
        self.data = edit.removed(self.data, place)
        self.changed()
        self.offer_undo("undo-season-entry-removed", before,
                        name=before["events"][place].get("name") or "?")
        # the focus to the row that takes its place (or the one before), never lost
        rows = nodes("#season-rows tr[data-event]")
        if rows:
            rows[min(place, len(rows) - 1)].querySelector(".season-name").focus()
        else:
            element("season-player").focus()

    # the calculator's tournament

    def add(self, screen: "Screen", today: str) -> None:
        """The calculator's tournament (its screen: elo.web.calculator) as a new entry,
        on the day `today` where its system has no last day."""
        count = len(self.data.get("events") or [])
        name = text(self.lang, "season-default-name", number=count + 1)
        try:
            self.data = with_entry(self.data, screen, evaluate(screen), field_values(screen),
                               name, today)
        except InputError as error:
            say("add-to-season-status", message(error, self.lang))
            return
        edit.in_date_order(self.data)
        self.changed()
        self.show_starts()
        say("add-to-season-status", text(self.lang, "season-added", name=name,
                                         count=len(self.data["events"])))

    # the season file

    def on_file(self, event: "JsObject") -> None:
        files = event.target.files
        if files.length:
            file = files.item(0)
            self.file_name = str(file.name)
            file.text().then(self._read_proxy, self._unreadable_proxy)

    def on_read(self, content: "JsObject") -> None:
        element("season-file").value = ""  # the same file, changed, can be taken again
        try:
            season = read_season(str(content))
        except InputError as error:
            self.refuse(error)
            return
        before = self.data
        self.data = season_data(season)
        self.changed()
        self.show_starts()
        say("season-error", "")
        if before.get("events") or before.get("player", {}).get("name"):
            self.offer_undo("undo-season-replaced", before, file=self.file_name or "?")

    def on_unreadable(self, *args: object) -> None:
        element("season-file").value = ""
        self.refuse(InputError("season", "season_not_json"))

    def refuse(self, error: InputError) -> None:
        """A file not taken: why, and that the season shown stays."""
        say("season-error", text(self.lang, "season-refused", file=self.file_name or "?",
                                 problem=message(error, self.lang)))

    def on_export(self, event: "JsObject") -> None:
        # MicroPython's json.dumps takes no ensure_ascii or indent: one line, UTF-8
        download(json.dumps(self.data), text(self.lang, "season-export-name"),
                 "application/json")

    # the page

    def relabel(self, lang: str) -> None:
        self.show()

    def fault(self, words: str) -> None:
        say("season-error", words)

    def on_forget(self, event: "JsObject") -> None:
        self.shell.start_over("season")

    def offer_undo(self, key: str, before: "dict[str, Any]", **params: object) -> None:
        """An undo that brings the season `before` back (the data is replaced, never
        changed in place, when something is removed: elo.web.season.edit)."""
        self.shell.undo.offer(text(self.lang, key, **params), lambda: self.put_back(before))

    def put_back(self, data: "dict[str, Any]") -> None:
        self.data = data
        self.changed()
        self.show_starts()

    def start_over(self) -> "Callable[[], None] | None":
        """The device keeps no season, and the view shows an empty one; what undoes that,
        or None when the season was empty."""
        before = self.data
        store.remove(registry.view("season").keys)
        self.data = empty_season()
        self.show_starts()
        self.show()
        say("add-to-season-status", "")
        return None if before == empty_season() else lambda: self.put_back(before)

    def bind(self) -> None:
        self.shell.listen((
                (element("season"), "input", self.on_input),
                (element("season"), "change", self.on_change),
                (element("season"), "click", self.on_click),
                (element("season-file"), "change", self.on_file),
                (element("season-export"), "click", self.on_export),
                (element("season-forget"), "click", self.on_forget)))


def _kept() -> "dict[str, Any] | None":
    """The season's data this device keeps, or None. Games a calculator's tournament
    joined with before 2026-12-07 were kept as its link writes them ("1765/1801:0%2C5"),
    which the season's reader refuses: read as typed ("0,5")."""
    kept = store.read(registry.SEASON)
    if kept is None:
        return None
    try:
        data = json.loads(kept)
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    for event in data.get("events") or []:
        if isinstance(event, dict) and isinstance(event.get("games"), list):
            event["games"] = [unquote(game) if isinstance(game, str) and "%" in game
                              else game for game in event["games"]]
    return data


def start(shell: "Shell") -> None:
    """The view, registered with the shell, bound to the page, showing the season this
    device kept."""
    view = SeasonView(shell)
    shell.register("season", view)
    view.bind()
    view.show_starts()
    view.show()


