"""The page's glue: DOM in, engine, DOM out. With main.py and transfer.py, the only
modules that import pyscript or js.

Data flows one way on every input event: read the fields into a state (the same dict the
URL fragment holds) -> elo.web.form.evaluate -> elo.web.view.render -> write what changed.
One `Calculator` holds what the page keeps between events; main.py starts it.

What is kept where: the inputs of every form live in the link (the fragment, never sent
to a server) and in the browser's local storage on this device (written once typing
pauses and when the page is hidden or left, read when a visit brings no link; #forget
clears it). Nothing leaves the device.
"""

import gc
import io
import sys
import time

# pyscript.window refuses addEventListener ("Illegal invocation"): the js module's does not
from js import Date, clearTimeout, console, requestAnimationFrame, setTimeout, window
from pyscript import document
from pyscript.ffi import create_proxy

from elo.numbers import format_number
from elo.texts import LANGUAGES, text
from elo.web import form, state as page_state, view
from elo.web.html import js_text
from elo.web.later import built
from elo.web.rows import row_html

__all__ = ["Calculator", "start", "element", "say"]

# State keys of the text inputs and selects, and their element ids.
INPUTS = (("rating", "rating"), ("opponent", "opponent"), ("k", "k"),
          ("opponent_k", "opponent-k"), ("average", "average"), ("count", "count"),
          ("points", "points"), ("rated_games", "rated-games"), ("born", "born"),
          ("year", "year"), ("period", "period"), ("system", "system"), ("tc", "tc"),
          ("target", "target"), ("index", "index"), ("end", "end"), ("dwz", "dwz"))
CHECKBOXES = (("reached", "reached"), ("first", "first"))
RADIOS = ("mode", "result", "ksource", "update")
#: A row's text fields, in the order their messages are said.
_ROW_FIELDS = ("opponent", "second", "score")
_KEYS = dict((element_id, key) for key, element_id in INPUTS + CHECKBOXES)
#: The fields a person types into, key by key.
_TYPED = ("text", "date")
#: Outputs that live inside an HTML part (the chart's marker and legend).
_INNER = tuple(inner for inners in view.NESTED.values() for inner in inners)

#: Rows in the table at once; a longer tournament is shown a page of rows at a time, and
#: every row still counts (a 10,000-game file made 10,000 rows of fields: seconds).
ROWS_SHOWN = 100

#: A computation longer than this (a tournament of thousands of rows) makes the keys that
#: follow wait until typing pauses for SLOW_PAUSE_MS: each key then shows at once in its
#: field, and the figures follow the last one, not every one in turn.
SLOW_MS = 100
SLOW_PAUSE_MS = 200

ANNOUNCE_AFTER_MS = 900  # screen readers hear the result once typing pauses
LINK_AFTER_MS = 150  # the link follows once typing pauses: history calls cost, and
# browsers throttle a page that rewrites its URL on every keystroke

#: The local storage entries that keep the inputs on this device, and the links this
#: page itself last put into the address bar.
STORE_KEY = "elo-calculator:inputs"
LINKS_KEY = "elo-calculator:links"


def _nodes(selector, root=None):
    found = (root or document).querySelectorAll(selector)
    return [found.item(i) for i in range(found.length)]


def element(element_id):
    return document.getElementById(element_id)


def say(element_id, words):
    element(element_id).textContent = words


def _checked(name):
    return document.querySelector('input[name="%s"]:checked' % name).value


def _read_rows():
    """(index, Row) for each row in the table: its fields as they are now."""
    rows = []
    for tr in _nodes("#rows tr.game-row"):
        opponent = tr.querySelector(".game-opponent")
        rows.append((int(opponent.id.rpartition("-")[2]) - 1,
                     page_state.Row(opponent.value, tr.querySelector(".game-score").value,
                                    bool(tr.querySelector(".game-forfeit").checked),
                                    tr.querySelector(".game-second").value)))
    return rows


def _untouched(field):
    if field.type == "checkbox" or field.type == "radio":
        return field.checked == field.defaultChecked
    if field.tagName == "SELECT":
        return field.selectedIndex == 0
    return field.value == field.defaultValue


def _mark(field, invalid):
    if invalid:
        field.setAttribute("aria-invalid", "true")
    else:
        field.removeAttribute("aria-invalid")


def _flag(value):
    return "true" if value else "false"


def _storage():
    """The browser's local storage, or None where the browser refuses it (some private
    modes): the page then works as before, with the link alone."""
    try:
        return window.localStorage
    except Exception:  # noqa: BLE001 - a SecurityError from JS, whatever its class here
        return None


def _browser_language():
    for tag in window.navigator.languages or [window.navigator.language or ""]:
        code = str(tag).lower()[:2]
        if code in LANGUAGES:
            return code
    return LANGUAGES[0]


def _switches(state):
    return tuple(state[key] for key in page_state.SWITCHES)


class Calculator:
    """The live page: the fields' values as last read, what each output shows, the
    timers of the announcement and the link, and the proxies JS calls back."""

    def __init__(self):
        self.lang = LANGUAGES[0]
        self.state = None  # the state shown
        self._fragment = None  # its link, made when asked for (to_fragment, see fragment)
        self.result = None  # the engine's last result (export reads it)
        self.switches = None  # what the body's data-* attributes say
        self.shown = {}  # element id -> what it shows now, so unchanged output is not rewritten
        self.values = {}  # state key -> the field's text, kept in step with the fields
        self.rows = []  # page_state.Row for each tournament row, in order
        self.first = 0  # the index of the first row the table shows
        self.games = None  # the rows as a link's `games` value; None once they change
        self.marked = {}  # row index -> what its fields and message show now
        self.row_messages = None  # the messages self.marked shows, as the view gave them
        self.listeners = []  # proxies handed to JS live as long as the page
        self.announcement = ""
        self.announce_timer = self.link_timer = None
        self.link_pending = False
        self.in_address_bar = None  # the fragment the address bar holds (a reload loads it)
        self.forgotten = False  # after #forget, nothing is stored until the next edit
        self.details = None  # the view whose HTML parts are still to be written
        self.slow = False  # the last computation took longer than SLOW_MS
        self.slow_timer = None
        self._announce_proxy = self.keep(self._announce)
        self._link_proxy = self.keep(self.write_link)
        self._details_proxy = self.keep(self.write_details)
        self._after_paint_proxy = self.keep(self._after_paint)
        self._typed_proxy = self.keep(self.show_timed)

    def keep(self, handler):
        """A proxy for JS to call back, kept alive as long as the page. A fault in
        `handler` is said on the page (failed), not in PyScript's banner."""
        def guarded(*args):
            try:
                return handler(*args)
            except Exception as error:  # noqa: BLE001 - every handler's last resort
                self.failed(error)
        self.listeners.append(create_proxy(guarded))
        return self.listeners[-1]

    def failed(self, error):
        """A fault of the page's own code: what it shows is no longer the inputs' result,
        so it is emptied as for fields to correct, and the status says what happened (the
        details go to the browser's console). The fields, and what the device keeps, stay
        as they were."""
        details = io.StringIO()
        sys.print_exception(error, details)  # MicroPython's traceback.print_exception
        console.error("elo: " + details.getvalue())
        shown = view.no_result(text(self.lang, "page-fault"))
        self.details = None  # parts of the failed computation are not written later
        for element_id, value, as_html in \
                [(key, value, False) for key, value in shown.text.items()] + \
                [(key, value, True) for key, value in shown.html.items()]:
            try:  # the fault may be a missing element: the others are still written
                self.write(value, element_id, as_html)
            except Exception:  # noqa: BLE001
                pass
        element("results").setAttribute("aria-busy", "false")  # no parts still to come

    # fields -> state

    def read_all(self):
        """Every field into the caches: after start-up, a new link, a preset or new rows."""
        for name in RADIOS:
            self.values[name] = _checked(name)
        for key, element_id in INPUTS:
            self.values[key] = element(element_id).value
        for key, element_id in CHECKBOXES:
            self.values[key] = "1" if element(element_id).checked else "0"
        for index, row in _read_rows():
            if index < len(self.rows):
                self.rows[index] = row
        self.games = None

    def read_one(self, field):
        """Only the field an input event came from: each DOM read costs a trip out of the
        interpreter, and a tournament has a hundred fields."""
        if field.name in RADIOS:
            self.values[field.name] = field.value
        elif field.id in _KEYS:
            key = _KEYS[field.id]
            self.values[key] = ("1" if field.checked else "0") if field.type == "checkbox" \
                else field.value
        elif field.id.startswith("game-") and \
                int(field.id.rpartition("-")[2]) <= len(self.rows):
            kind, _, number = field.id[5:].rpartition("-")
            self.games = None
            self.rows[int(number) - 1].set(
                kind, bool(field.checked) if kind == "forfeit" else field.value)
        else:
            self.read_all()

    def read_state(self):
        state = dict(self.values)
        state["lang"] = self.lang
        if self.games is None:  # formatting 300 rows on every key costs
            self.games = page_state.rows_text(self.rows)
        state["games"] = self.games
        state["rows"] = self.rows  # in page order, empty rows included: messages find their row
        return page_state.with_defaults(state)

    # state -> fields

    def write_state(self, state, only_untouched):
        """Put a link's (or the stored) values into the fields. At start-up
        (`only_untouched`) a field the user has already typed into, before Python
        arrived, keeps what they typed."""
        for key, element_id in INPUTS:
            field = element(element_id)
            if key in state and not (only_untouched and not _untouched(field)):
                field.value = js_text(state[key])
        for key, element_id in CHECKBOXES:
            field = element(element_id)
            if key in state and not (only_untouched and not _untouched(field)):
                field.checked = state[key] == "1"
        for name in RADIOS:
            if name not in state:
                continue
            current = document.querySelector('input[name="%s"]:checked' % name)
            if not (only_untouched and not current.defaultChecked):
                document.querySelector(
                    'input[name="%s"][value="%s"]' % (name, state[name])).checked = True
        typed = [row for _, row in _read_rows() if not row.is_empty()]
        if "games" in state and not (only_untouched and typed):
            rows = page_state.parse_rows(state["games"])
            self.build_rows(rows)
            if len(rows) == page_state.MAX_ROWS and state["games"].count(",") >= len(rows):
                say("import-status", text(self.lang, "rows-cut",
                                          count=format_number(len(rows), 0, self.lang)))

    def build_rows(self, rows, first=None):
        """Replace the tournament rows (start-up, a new link, a file, an added or removed
        row) and show those from `first` on (default: the page shown, or the last)."""
        if not rows:
            rows = [page_state.Row()]
        self.rows[:] = rows  # the rows themselves: each keeps what was made of its text
        self.games = None
        self.show_rows(self.first if first is None else first)

    def show_rows(self, first):
        """The table of rows from `first` on, and the pager when not all fit."""
        last_page = (len(self.rows) - 1) // ROWS_SHOWN * ROWS_SHOWN
        self.first = max(0, min(first, last_page))
        end = min(len(self.rows), self.first + ROWS_SHOWN)
        element("rows").innerHTML = "".join(
            row_html(number, row, self.lang)
            for number, row in enumerate(self.rows[self.first:end], self.first + 1))
        self.marked.clear()
        self.row_messages = None
        element("rows").parentElement.style.setProperty("--digits", str(max(2, len(str(end)))))
        element("rows-pager").hidden = len(self.rows) <= ROWS_SHOWN
        say("rows-range", text(self.lang, "rows-range", first=format_number(
            self.first + 1, 0, self.lang), last=format_number(end, 0, self.lang),
            count=format_number(len(self.rows), 0, self.lang)))
        # aria-disabled, not disabled: a button that loses its use keeps the focus
        element("rows-previous").setAttribute("aria-disabled", _flag(self.first == 0))
        element("rows-next").setAttribute("aria-disabled", _flag(end == len(self.rows)))

    def prepare(self, rows):
        """Rows a file is bringing, made ready as its pieces come: their part of the link
        and their values, so that the computation after the last piece has less to do
        in one task."""
        page_state.rows_text(rows)
        form.prepare_rows(self.values.get("system", page_state.DEFAULTS["system"]), rows)

    def add_row(self, focus=True):
        self.build_rows(self.rows + [page_state.Row()], first=len(self.rows))
        if focus:
            element("game-opponent-%d" % len(self.rows)).focus()

    # outputs

    def write(self, value, element_id, as_html=False):
        """Write an output if it changed; True if it was written."""
        if self.shown.get(element_id) == value:
            return False
        self.shown[element_id] = value
        value = js_text(value)
        if as_html:
            element(element_id).innerHTML = value
        else:
            element(element_id).textContent = value
        return True

    def mark_fields(self, messages):
        for key, element_id in INPUTS + (("games", "games"),):
            words = messages.get(key, "")
            if self.shown.get(element_id + "-error") == words:
                continue
            if key != "games" and element(element_id + "-error") is None:
                self.shown[element_id + "-error"] = words  # not asked of the DOM again
                continue
            if key != "games":
                _mark(element(element_id), words)
            self.write(words, element_id + "-error")

    def mark_rows(self, messages):
        if messages == self.row_messages:
            return  # the usual key: no row's message changed, and there may be 300 rows
        self.row_messages = messages
        for index in range(self.first, min(len(self.rows), self.first + ROWS_SHOWN)):
            found = messages.get(index, {})
            bad = tuple(kind in found for kind in _ROW_FIELDS)
            shown = bad + (" ".join(found[key] for key in _ROW_FIELDS + ("note",)
                                    if key in found),)
            before = self.marked.get(index)
            if before == shown:
                continue
            self.marked[index] = shown
            # only what changed: a rating typed changes the notes of many rows at once
            # (the 400-point cap), and every DOM call is a trip out of the interpreter
            number = index + 1
            if before is None or before[:-1] != bad:
                for kind, invalid in zip(_ROW_FIELDS, bad):
                    _mark(element("game-%s-%d" % (kind, number)), invalid)
            box = element("game-message-%d" % number)
            if before is None or (True in before[:-1]) != (True in bad):
                box.className = "row-message bad" if True in bad else "row-message"
            box.textContent = js_text(shown[-1])

    def set_language(self, lang):
        self.lang = lang
        if document.documentElement.lang != lang:  # index.html is written in German
            document.documentElement.lang = lang
            for node in _nodes("[data-i18n]"):
                node.textContent = text(lang, node.dataset.i18n)
        for button in _nodes("[data-lang]"):
            button.setAttribute("aria-pressed", _flag(button.dataset.lang == lang))
        if self.rows:
            self.show_rows(self.first)  # their labels are in the language too
        self.shown.clear()  # every output is rewritten in the new language

    def _announce(self, *args):
        self.write(self.announcement, "announce")

    def announce_later(self, sentence):
        self.announcement = sentence
        if self.announce_timer is not None:
            clearTimeout(self.announce_timer)
        self.announce_timer = setTimeout(self._announce_proxy, ANNOUNCE_AFTER_MS)

    # the link and the device

    def write_link(self, *args):
        """Put the current state into the address bar (and so into a shared link) and
        into the device's storage: once typing pauses, and at once when the page is
        hidden or left, so a reload right after a keystroke keeps it."""
        if self.link_pending:
            self.link_pending = False
            if window.location.hash != self.in_address_bar:
                return  # a link was followed and its hashchange is on its way: it wins
            # leaving by a reload loads the address bar's old fragment, not this one:
            # both are this page's own links, which the kept inputs are newer than
            before = self.in_address_bar
            if self.fragment() != before:
                window.history.replaceState(None, "", self.fragment())
                self.in_address_bar = window.location.hash  # as the browser spells it
            self.store((before, self.in_address_bar))
            gc.collect()  # while typing pauses, so that keys rarely meet a collection

    def link_later(self):
        if self.link_timer is not None:
            clearTimeout(self.link_timer)
        self.link_pending = True
        self.link_timer = setTimeout(self._link_proxy, LINK_AFTER_MS)

    def store(self, links):
        storage = _storage()
        if storage is None or self.forgotten:
            return
        try:
            storage.setItem(STORE_KEY, page_state.to_stored(self.read_state()))
            storage.setItem(LINKS_KEY, "\n".join(links))
        except Exception:  # noqa: BLE001 - the storage is full or refused: the link still has it
            pass

    def stored(self, fragment):
        """The inputs kept on this device, as a state, when the address bar brings no
        link or one this page wrote itself (a reload: what was typed since is newer);
        None for a link from elsewhere, which wins, or when nothing is kept."""
        storage = _storage()
        if storage is None:
            return None
        kept = storage.getItem(STORE_KEY)
        own = str(storage.getItem(LINKS_KEY) or "").split("\n")
        if not kept or (fragment[1:] and fragment not in own):
            return None
        return page_state.parse_fragment(str(kept))

    def forget(self):
        storage = _storage()
        if storage is not None:
            storage.removeItem(STORE_KEY)
            storage.removeItem(LINKS_KEY)
        self.forgotten = True
        say("forget-status", text(self.lang, "forget-done"))

    # computing

    def recompute(self, event=None, later=False):
        """Everything from the fields to the outputs; with an input event only the field
        it came from is read again. `later`: the HTML parts after the next paint, as for
        a key (a file's thousands of rows: its figures and first rows show a task sooner)."""
        if event is None:
            self.read_all()
        else:
            self.read_one(event.target)
        self.forgotten = False
        # typing is what must keep pace: only then do the HTML parts wait for the paint
        typed = event is not None and event.target.tagName == "INPUT" and \
            event.target.type in _TYPED
        if typed and self.slow:  # thousands of rows: computed once typing pauses
            # the fields as typed are stored on the device if the page is left before
            self.link_pending = True
            if self.slow_timer is None:
                element("results").setAttribute("aria-busy", "true")
            else:
                clearTimeout(self.slow_timer)
            self.slow_timer = setTimeout(self._typed_proxy, SLOW_PAUSE_MS)
            return
        self.show_timed(later=typed or later)

    def show_timed(self, *args, later=True):
        """Show the fields' state, and note whether that took long enough that keys
        should wait for a pause in typing."""
        self.slow_timer = None
        started = time.ticks_ms()  # not performance.now(): two trips into JS fewer per key
        self.show(self.read_state(), later=later)
        self.slow = time.ticks_diff(time.ticks_ms(), started) > SLOW_MS

    def show(self, state, later=False):
        """A state through the engine onto the page: only what changed is written; with
        `later`, the HTML parts after the next paint."""
        switches = _switches(state)
        if self.switches != switches:  # what the CSS shows and hides
            self.switches = switches
            body = document.body.dataset
            for key, value in zip(page_state.SWITCHES, switches):
                setattr(body, key, value)
        evaluation = form.evaluate(state)
        self.result = evaluation.result
        shown = view.render(state, evaluation, state["lang"],
                            (self.first, self.first + ROWS_SHOWN))
        # while typing, the HTML parts (the breakdown, the stakes, the tables) are built
        # and written after the next paint: the figures show as the key is typed, and a
        # key typed before then replaces them unbuilt
        waiting = self.details is not None
        self.details = shown
        if not later:
            self.write_details()
        elif not waiting:
            element("results").setAttribute("aria-busy", "true")
            requestAnimationFrame(self._after_paint_proxy)
        for element_id, value in shown.text.items():
            if element_id not in _INNER or not later:  # those wait for the part they live in
                self.write(value, element_id)
        self.mark_fields(shown.fields)
        self.mark_rows(shown.rows)
        self.announce_later(shown.announce)
        self.set_fragment(state)

    def _after_paint(self, *args):
        setTimeout(self._details_proxy, 0)  # a task after the frame: the paint comes first

    def write_details(self, *args):
        """The HTML parts of the latest view."""
        shown, self.details = self.details, None
        if shown is None:
            return
        for element_id in view.HTML_IDS:  # outer before inner (view.NESTED)
            if self.write(built(shown.parts[element_id]), element_id, as_html=True):
                for inner in view.NESTED.get(element_id, ()):
                    self.shown[inner] = ""  # the new outer markup holds it empty (or not at all)
        for element_id in _INNER:  # the texts inside a part, once the part is there
            if element_id in shown.text and element(element_id) is not None:
                self.write(shown.text[element_id], element_id)
        element("results").setAttribute("aria-busy", "false")

    def set_fragment(self, state):
        """The state shown, its link written once typing pauses."""
        self.state, self._fragment = state, None
        self.link_later()

    def fragment(self):
        """The link of the state shown: made when the link is written, not on every key
        (it percent-encodes every row)."""
        if self._fragment is None:
            self._fragment = "#" + page_state.to_fragment(self.state)
        return self._fragment

    # events

    def on_language(self, event):
        button = event.target.closest("[data-lang]")
        if button is not None:
            self.set_language(button.dataset.lang)
            self.recompute()

    def on_preset(self, event):
        button = event.target.closest("[data-k]")
        if button is not None:
            element("k").value = button.dataset.k
            self.recompute()

    def on_rows_click(self, event):
        """A row's remove button: the row goes, and the focus moves to the row that takes
        its place (or the one before), never to the page's body."""
        button = event.target.closest(".remove-row")
        if button is None:
            return
        for index, candidate in enumerate(_nodes("#rows .remove-row")):
            if candidate.isSameNode(button):
                rows = list(self.rows)
                rows.pop(self.first + index)
                self.build_rows(rows)
                self.recompute()
                buttons = _nodes("#rows .remove-row")
                buttons[min(index, len(buttons) - 1)].focus()
                return

    def on_rows_key(self, event):
        """Enter moves to the next row, and in the last row adds one."""
        if event.key != "Enter" or event.target.tagName != "INPUT":
            return
        event.preventDefault()
        rows = _nodes("#rows tr.game-row")
        current = event.target.closest("tr")
        for index, tr in enumerate(rows):
            if tr.isSameNode(current):
                if index == len(rows) - 1 and self.first + len(rows) < len(self.rows):
                    self.show_rows(self.first + ROWS_SHOWN)  # on to the next page of rows
                    self.recompute()
                    element("game-opponent-%d" % (self.first + 1)).focus()
                elif index == len(rows) - 1:
                    self.add_row()
                    self.recompute()
                else:
                    rows[index + 1].querySelector(".game-opponent").focus()

    def on_add_row(self, event):
        self.add_row()
        self.recompute()

    def on_pager(self, event):
        """The previous or the next page of a long tournament's rows."""
        if event.currentTarget.getAttribute("aria-disabled") == "true":
            return
        step = -ROWS_SHOWN if event.currentTarget.id == "rows-previous" else ROWS_SHOWN
        self.show_rows(self.first + step)
        self.recompute()

    def on_hash_change(self, event=None):
        """A link opened or edited in the address bar: show that calculation."""
        if window.location.hash == self.fragment():
            return
        self.in_address_bar = window.location.hash
        link = page_state.parse_fragment(window.location.hash)
        if "lang" in link:
            self.set_language(link["lang"])
        self.write_state(page_state.with_defaults(link), only_untouched=False)
        self.recompute()
        element("calculator").scrollIntoView()

    def on_hidden(self, event):
        """Leaving or hiding the page writes what is pending at once."""
        if event.type == "pagehide" or document.visibilityState == "hidden":
            self.write_link()

    def on_forget(self, event):
        self.forget()

    def bind(self):
        for target, event, handler in (
                (element("calculator"), "input", self.recompute),
                (document.querySelector(".lang-switch"), "click", self.on_language),
                (document.querySelector(".presets"), "click", self.on_preset),
                (element("rows"), "click", self.on_rows_click),
                (element("rows"), "keydown", self.on_rows_key),
                (element("add-row"), "click", self.on_add_row),
                (element("rows-previous"), "click", self.on_pager),
                (element("rows-next"), "click", self.on_pager),
                (element("target"), "input", self.recompute),
                (element("forget"), "click", self.on_forget),
                (window, "hashchange", self.on_hash_change),
                (window, "pagehide", self.on_hidden),
                (document, "visibilitychange", self.on_hidden)):
            target.addEventListener(event, self.keep(handler))

    def start(self):
        page_lang = document.documentElement.lang  # before set_language changes it
        self.in_address_bar = window.location.hash
        link = self.stored(self.in_address_bar)
        if link is None:
            link = page_state.parse_fragment(self.in_address_bar)
        self.set_language(link.get("lang") or _browser_language())
        today = Date.new()
        if not element("year").value:
            element("year").defaultValue = str(today.getFullYear())
        if not element("end").value:  # the DWZ's system follows the tournament's last day
            element("end").defaultValue = "%04d-%02d-%02d" % (
                today.getFullYear(), today.getMonth() + 1, today.getDate())
        self.write_state(link, only_untouched=True)
        if not _read_rows():
            self.build_rows(page_state.parse_rows(page_state.DEFAULTS["games"]))
        self.bind()
        self.read_all()
        state = self.read_state()
        if "system_unknown" in link:  # a link from elsewhere: said at the select
            state["system_unknown"] = link["system_unknown"]
        if self.shown_by_page(state, page_lang):
            self.switches = _switches(state)  # index.html's body carries them
            self.set_fragment(state)  # the first input event writes what changes from here on
        else:
            self.show(state)
        document.documentElement.classList.remove("pending")  # set by static/boot.js

    @staticmethod
    def shown_by_page(state, page_lang):
        """True if index.html already shows this calculation: it holds the default one in
        its own language (tools/build_page.py writes it through this view code; a test
        fails if it drifts), so a visit without a link has nothing to redo at start-up."""
        default = page_state.with_defaults({"lang": page_lang})
        return state["lang"] == page_lang and "system_unknown" not in state and \
            page_state.to_fragment(state) == page_state.to_fragment(default)


def start():
    """The calculator, bound to the page and showing its first result."""
    calculator = Calculator()
    calculator.start()
    return calculator
