"""The page's glue: DOM in, engine, DOM out. With main.py, dom.py, fields.py, table.py and
transfer.py, the only modules that reach into the browser.

Data flows one way on every input event: the field it came from into the Inputs
(elo.web.inputs) -> its screen -> elo.web.evaluate -> elo.web.view.render -> write what
changed. One `Calculator` holds what the page keeps between events; main.py starts it.

What is kept where: everything typed lives in the Inputs; elo.web.keeping writes the
calculation shown into the link and everything typed into this device's storage;
elo.web.events holds the handlers. Nothing leaves the device.
"""

import io
import sys
import time

from js import clearTimeout, console, requestAnimationFrame, setTimeout
from pyscript.ffi import create_proxy

from elo.texts import loaded, text
from elo.web import languages, layout, view
from elo.web.dom import browser_language, document, element, mark, morph, nodes, say, today
from elo.web.evaluate import evaluate, evaluate_steps, prepare_rows
from elo.web.events import Events
from elo.web.fields import Form, read_field, typed_before
from elo.web.inputs import Inputs, Row, calculation_fragment
from elo.web.keeping import Keeper
from elo.web.later import built
from elo.web.steps import Stepper
from elo.web.table import RowTable, cell_of

__all__ = ["Calculator"]

#: Fields whose message shows under them: every field of the form, the select, the
#: target and the rows of games as a whole.
_MESSAGES = tuple((field.key, field.id) for field in layout.page_fields()) + (
    ("system", "system"), ("target", "target"), ("games", "games"))
#: The fields a person types into, key by key.
_TYPED = ("text", "date")
#: Outputs that live inside an HTML part (the chart's marker and legend).
_INNER = tuple(inner for inners in view.NESTED.values() for inner in inners)

#: A computation longer than this (a tournament of thousands of rows) makes the keys that
#: follow wait until typing pauses for SLOW_PAUSE_MS: each key then shows at once in its
#: field, and the figures follow the last one, not every one in turn.
SLOW_MS = 100
SLOW_PAUSE_MS = 200

ANNOUNCE_AFTER_MS = 900  # screen readers hear the result once typing pauses




class Calculator:
    """The live page: the Inputs, what each output shows, the timers of the announcement
    and the link, and the proxies JS calls back."""

    def __init__(self):
        self.inputs = Inputs(today=today())
        self.form = Form()
        self.table = RowTable()
        self.state = None  # the screen shown
        self.result = None  # the engine's last result (export reads it)
        self.shown = {}  # element id -> what it shows now, so unchanged output is not rewritten
        self.listeners = []  # proxies handed to JS live as long as the page
        self.announcement = ""
        self.announce_timer = None
        self.details = None  # the view whose HTML parts are still to be written
        self.slow = False  # the last computation took longer than SLOW_MS
        self.slow_timer = None
        self._announce_proxy = self.keep(self._announce)
        self._details_proxy = self.keep(self.write_details)
        self._after_paint_proxy = self.keep(self._after_paint)
        self._typed_proxy = self.keep(self.show_timed)
        # the engine over thousands of rows runs in steps, a task each (show_timed)
        self.stepper = Stepper(self.keep, self._evaluated)
        self.keeper = Keeper(self)  # the link and the device's storage
        # files, the tournament view and the season (main.py)
        self.transfer = self.event_page = self.season_page = self.views = None

    @property
    def lang(self):
        return self.inputs.lang

    def guard(self, handler):
        """`handler`, with a fault in it said on the page (failed), not in PyScript's
        banner."""
        def guarded(*args):
            try:
                return handler(*args)
            except Exception as error:  # noqa: BLE001 - every handler's last resort
                self.failed(error)
        return guarded

    def keep(self, handler):
        """A proxy for JS to call back, kept alive as long as the page (guarded)."""
        self.listeners.append(create_proxy(self.guard(handler)))
        return self.listeners[-1]

    def listen(self, bindings):
        """Each (target, event type, handler) bound, the handler kept (keep); the
        (target, event type, listener) bound, for a removeEventListener."""
        bound = [(target, kind, self.keep(handler)) for target, kind, handler in bindings]
        for target, kind, listener in bound:
            target.addEventListener(kind, listener)
        return bound

    def failed(self, error):
        """A fault of the page's own code: what it shows is no longer the inputs' result,
        so it is emptied as for fields to correct, and the status says what happened (the
        details go to the browser's console). The fields, and what the device keeps, stay
        as they were."""
        details = io.StringIO()
        # MicroPython's traceback.print_exception, which CPython's stubs lack
        sys.print_exception(error, details)  # type: ignore[attr-defined]
        console.error("elo: " + details.getvalue())
        shown = view.no_result(text(self.lang, "page-fault"))
        self.details = None  # parts of the failed computation are not written later
        self.stepper.stop()
        for element_id, value, as_html in \
                [(key, value, False) for key, value in shown.text.items()] + \
                [(key, value, True) for key, value in shown.html.items()]:
            try:  # the fault may be a missing element: the others are still written
                self.write(value, element_id, as_html)
            except Exception:  # noqa: BLE001
                pass
        element("results").setAttribute("aria-busy", "false")  # no parts still to come

    # fields -> inputs

    def take(self, target):
        """The field an input event came from into the Inputs; "form" when the form must
        follow (another system, a choice that shows or hides fields)."""
        cell = cell_of(target.id)
        if cell is not None:
            index, part = cell
            rows = self.inputs.games()
            columns = self.inputs.columns()
            if index < len(rows) and (not isinstance(part, int) or part < len(columns)):
                if isinstance(part, int):
                    part = columns[part]
                rows[index].set(part, bool(target.checked) if part == "forfeit"
                                else str(target.value))
                self.inputs.edited_games()
            return None
        found = read_field(target)
        if found is None:
            return None
        key, value = found
        if key == "system":
            self.inputs.switch(value)
            return "system"
        self.inputs.set(key, value)
        return "form" if target.type in ("radio", "checkbox") else None

    # inputs -> fields

    def refresh(self, values=True, first=None):
        """The form and the rows show the Inputs: after a switch, a link, a file, a new
        language, starting over."""
        state = self.inputs.screen()
        if values:
            self.form.write_values(state)
        self.form.write_layout(state, self.lang)
        self.show_rows(first)

    def show_rows(self, first=None):
        self.table.show(self.inputs.games(), self.inputs.columns(), self.inputs.system_id,
                        self.lang, first)

    def use_rows(self, rows, rating=None, first=0):
        """Rows from a file or a paste, and the player's rating where a file gives one
        (None keeps the field; "" empties it: the file's player has none)."""
        self.inputs.set_games(rows)
        if rating is not None and self.inputs.system.has("rating"):
            self.inputs.set("rating", rating)
        self.refresh(values=rating is not None, first=first)

    def prepare(self, rows):
        """Rows a file is bringing, made ready as its pieces come: their values as the
        shown system reads them, so that the computation after the last piece has less
        to do in one task."""
        prepare_rows(self.inputs.system_id, rows, self.inputs.columns())

    def add_row(self, focus=True):
        rows = self.inputs.games()
        rows.append(Row())
        self.inputs.edited_games()
        self.show_rows(len(rows) - 1)
        if focus:
            self.table.focus(len(rows) - 1)

    # outputs

    def write(self, value, element_id, as_html=False):
        """Write an output if it changed; True if it was written."""
        if self.shown.get(element_id) == value:
            return False
        self.shown[element_id] = value
        node = element(element_id)
        if as_html:
            morph(node, value)
        else:
            node.textContent = value
        return True

    def mark_fields(self, messages):
        for key, element_id in _MESSAGES:
            words = messages.get(key, "")
            if self.shown.get(element_id + "-error") == words:
                continue
            if element(element_id + "-error") is None:
                self.shown[element_id + "-error"] = words  # not asked of the DOM again
                continue
            field = element(element_id)
            if field is not None and key != "games":
                mark(field, words)
            self.write(words, element_id + "-error")

    def set_language(self, lang):
        self.inputs.lang = lang
        if document.documentElement.lang != lang:  # index.html is written in German
            document.documentElement.lang = lang
            for node in nodes("[data-i18n]"):
                node.textContent = text(lang, node.dataset.i18n)
        for button in nodes("[data-lang]"):
            button.setAttribute("aria-pressed", "true" if button.dataset.lang == lang
                                else "false")
        self.form.forget_words()
        self.shown.clear()  # every output is rewritten in the new language

    def _announce(self, *args):
        self.write(self.announcement, "announce")

    def announce_later(self, sentence):
        self.announcement = sentence
        if self.announce_timer is not None:
            clearTimeout(self.announce_timer)
        self.announce_timer = setTimeout(self._announce_proxy, ANNOUNCE_AFTER_MS)

    def start_over(self):
        """Everything back to a first visit: the device keeps nothing, the link is gone,
        every field shows its default."""
        self.inputs.forget()
        if self.views is not None:
            self.views.forget()
        self.refresh(first=0)
        self.show_timed(later=False)
        self.keeper.forget()
        say("forget-status", text(self.lang, "forget-done"))

    # computing

    def recompute(self, event=None, later=False):
        """Everything from the Inputs to the outputs, after the field an input event came
        from (if any) went into them. `later`: the HTML parts after the next paint, as
        for a key (a file's thousands of rows: its figures and first rows show a task
        sooner)."""
        typed = False
        if event is not None:
            follows = self.take(event.target)
            if follows == "system":
                self.refresh(first=0)
            elif follows == "form":
                self.refresh(values=False)
            # typing is what must keep pace: only then do the HTML parts wait for the paint
            typed = event.target.tagName == "INPUT" and event.target.type in _TYPED
            self.stepper.stop()  # a computation still in steps is of older inputs
        if typed and self.slow:  # thousands of rows: computed once typing pauses
            # the fields as typed are stored on the device if the page is left before
            self.keeper.pending = True
            if self.slow_timer is None:
                element("results").setAttribute("aria-busy", "true")
            else:
                clearTimeout(self.slow_timer)
            self.slow_timer = setTimeout(self._typed_proxy, SLOW_PAUSE_MS)
            return
        self.show_timed(later=typed or later)

    def show_timed(self, *args, later=True):
        """Show the Inputs, and note whether that took long enough that keys should wait
        for a pause in typing. The engine runs in steps (elo.web.steps): a few rows are
        shown in this task, thousands a few tasks later, the results busy meanwhile (a
        file's rows, a key after a pause); a newer computation drops this one."""
        self.slow_timer = None
        state = self.inputs.screen()
        if self.stepper.start(evaluate_steps(state), state, later):
            self.keeper.pending = True  # the rows are kept if the page is left meanwhile
            element("results").setAttribute("aria-busy", "true")

    def _evaluated(self, evaluation, ms, state, later):
        """A computation's steps done: its result shown."""
        # not performance.now(): two trips into JS fewer (MicroPython's ticks_ms and
        # ticks_diff, which CPython's stubs lack)
        started = time.ticks_ms()  # type: ignore[attr-defined]
        self.write_result(state, evaluation, later)
        self.slow = ms + time.ticks_diff(time.ticks_ms(), started) > SLOW_MS  # type: ignore[attr-defined]

    def show(self, later=False):
        """The Inputs through the engine onto the page at once: only what changed is
        written; with `later`, the HTML parts after the next paint."""
        self.stepper.stop()  # a computation still in steps is of older inputs
        state = self.inputs.screen()
        self.write_result(state, evaluate(state), later)

    def write_result(self, state, evaluation, later=False):
        """A state's evaluation onto the page (show)."""
        self.result = evaluation.result
        shown = view.render(state, evaluation, self.lang,
                            (self.table.first, self.table.end()))
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
        self.table.mark(shown.rows)
        self.announce_later(shown.announce)
        self.state = state
        self.keeper.changed()

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
        if self.stepper.running is None:  # else newer figures are still on their way
            element("results").setAttribute("aria-busy", "false")

    def read_kept(self):
        """What the visit starts with: the inputs this device kept, or else the link's,
        and their language (else the browser's), which start() shows. Nothing is written
        here: the language's words may still have to come (elo.web.languages)."""
        self.inputs.lang = browser_language()  # unless what is kept or linked says
        address = calculation_fragment(self.keeper.in_address_bar)
        kept = self.keeper.kept()
        if kept is not None:
            self.inputs.read_stored(kept)
        elif address[1:]:
            self.inputs.read_link(address)
        return self.inputs.lang

    def start(self):
        page_lang = document.documentElement.lang  # before set_language changes it
        default = Inputs(lang=page_lang, today=self.inputs.today).screen()
        typed = typed_before(default)  # what was typed before Python arrived stays
        self.set_language(self.inputs.lang)
        if self.inputs.system_id == default["system"]:
            for key, value in typed.items():
                self.inputs.set(key, value)
        Events(self).bind()
        state = self.inputs.screen()
        if self.shown_by_page(page_lang):
            self.form.assume(state, self.lang)  # what index.html shows already
            self.show_rows(0)
            self.state = state
            self.keeper.changed()  # the first input event writes what changes from here on
            element("results").setAttribute("aria-busy", "false")  # if words were awaited
        else:
            self.refresh(first=0)
            self.show()
        document.documentElement.classList.remove("pending")  # set by static/boot.js

    def in_language(self, lang, then):
        """then(lang) once the words of `lang` are there (at once for German; the page's
        own language if they cannot be had), a fault in it said on the page."""
        def guarded(got):
            try:
                then(got)
            except Exception as error:  # noqa: BLE001 - as keep(): the last resort
                self.failed(error)
        if not loaded(lang):  # busy as while a key's results are made (`then` writes them)
            element("results").setAttribute("aria-busy", "true")
        languages.ready(lang, guarded)

    def shown_by_page(self, page_lang):
        """True if index.html already shows this calculation: it holds the default one in
        its own language (tools/build_page.py writes it through this view code; a test
        fails if it drifts), so a visit without a link has nothing to redo at start-up."""
        default = Inputs(lang=page_lang, today=self.inputs.today)
        return self.lang == page_lang and self.inputs.unknown is None and \
            self.inputs.fragment() == default.fragment()
