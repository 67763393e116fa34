"""The calculator's glue to the page: DOM in, engine, DOM out.

Data flows one way on every input event: the field it came from into the Inputs
(elo.web.calculator.inputs) -> its screen -> elo.present.evaluate -> elo.present.output
-> write what changed. One `Calculator` holds what the page keeps between events;
elo.web.main starts it and registers it with the shell (elo.web.shell.core).

What is kept where: everything typed lives in the Inputs; elo.web.calculator.keeping
writes the calculation shown into the link and everything typed into this device's
storage; elo.web.calculator.handlers holds the handlers. Nothing leaves the device.
"""

import time

from elo.systems import get
from elo.texts import loaded, month_text, text
from elo.present import output, targets
from elo.web.shell.dom import browser_language, document, today
from elo.present.evaluate import evaluate, evaluate_steps, prepare_rows
from elo.present.evaluation import Evaluation
from elo.web.calculator.handlers import Handlers
from elo.web.calculator.form import Form, read_field, typed_before
from elo.web.calculator.inputs import Inputs, Row
from elo.web.calculator.link import month_of
from elo.web.shell.registry import calculation_fragment, holding
from elo.web.calculator.keeping import Keeper
from elo.web.calculator.outputs import RESULTS, Outputs
from elo.web.calculator.table import RowTable, cell_of
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from elo.present.screen import Screen
    from elo.present.shapes import AnyResult
    from elo.web.shapes import JsObject
    from elo.web.shell.core import Shell

__all__ = ["Calculator"]

#: The fields a person types into, key by key.
_TYPED = ("text", "date")

#: A computation longer than this (a tournament of thousands of rows) makes the keys that
#: follow wait until typing pauses for SLOW_PAUSE_MS: each key then shows at once in its
#: field, and the figures follow the last one, not every one in turn.
SLOW_MS = 100
SLOW_PAUSE_MS = 200
#: What of the pacer's (elo.web.shell.pacing) the calculator names: its computation in
#: steps, the pause in typing it waits for, the words it waits for (the results'
#: aria-busy's reasons too).
_STEPS, _TYPING, _WORDS = "calculator-steps", "calculator-typing", "calculator-words"


class Calculator:
    """The live calculator: the Inputs, the form and the rows, the computation in steps,
    the outputs (elo.web.calculator.outputs), the link and the device's storage."""

    def __init__(self, shell: "Shell") -> None:
        self.shell = shell
        self.inputs = Inputs(today=today())
        self.form = Form()
        self.table = RowTable()
        self.result: "AnyResult | None" = None  # the engine's last result (export reads it)
        self.slow = False  # the last computation took longer than SLOW_MS
        # the engine over thousands of rows runs in steps, a task each (show_timed)
        self.pacer = shell.pacer
        self.outputs = Outputs(shell)
        self.keeper = Keeper(self.inputs, shell.pacer)  # the link and the device's storage
        # the month of a tournament rated month by month whose link is shown (link.month_of),
        # said beside the figures until the calculation is edited
        self.month: str | None = None
        # what shows the figures once the parts they need have come (waits_for_parts): one
        # function, which the loader keeps once however often it is asked for
        self.on_parts = lambda: self.show_timed(later=False)

    @property
    def lang(self) -> str:
        return self.inputs.lang

    def fault(self, words: str) -> None:
        """A fault of the page's own code (elo.web.shell.core): what the calculator shows
        is no longer the inputs' result, so it is emptied as for fields to correct, and
        the status says `words`."""
        self.pacer.stop(_STEPS)
        self.outputs.fault(words)

    # fields -> inputs

    def take(self, target: "JsObject") -> str | None:
        """The field an input event came from into the Inputs, and what must follow:
        "system" (another system), "mode" (another mode: both a step in the browser's
        history), "form" (a choice that shows or hides fields), "rows" (the example
        rows made way for the row typed in) or None."""
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
                if self.inputs.typed_into(index):
                    return "rows"  # the examples made way
            return None
        found = read_field(target)
        if found is None:
            return None
        key, value = found
        if key == "system":
            self.inputs.switch(value)
            return "system"
        self.inputs.set(key, value)
        if key == "mode":
            return "mode"
        return "form" if target.type in ("radio", "checkbox") else None

    # inputs -> fields

    def waits_for_parts(self, screen: "Screen") -> bool:
        """True if what the screen shows needs a part not yet there (elo.web.shell.registry):
        the shown system's rules and presenter, or "what do I need" once the games to
        come are typed. It is asked for, the figures are emptied and the results busy
        meanwhile, and once it has come they show the Inputs as they are then. The form
        and the rows need only the system's declaration: what is typed meanwhile goes
        into the Inputs as usual, and nothing is lost."""
        system = get(screen.system)
        loader = self.shell.loader
        for found, words in ((holding(system.engine), "rules-coming"),
                             (holding(targets.MODULE) if targets.asked(screen) else None,
                              "need-coming")):
            if found is None or loader.ready(found.name):
                continue
            self.keeper.changed()  # the link says the Inputs at once, as the form does
            self.outputs.emptied(text(self.lang, words, system=system.name[self.lang]))
            loader.then(found.name, self.on_parts, RESULTS)
            return True
        return False

    def refresh(self, values: bool = True, first: int | None = None) -> None:
        """The form and the rows show the Inputs: after a switch, a link, a file, a new
        language, starting over."""
        screen = self.inputs.screen()
        if values:
            self.form.write_values(screen)
        self.form.write_layout(screen, self.lang)
        self.show_rows(first)

    def show_rows(self, first: int | None = None) -> None:
        self.table.show(self.inputs.games(), self.inputs.columns(), self.inputs.system_id,
                        self.lang, first)

    def use_rows(self, rows: list[Row], rating: str | None = None,
                 first: int | None = 0) -> None:
        """Rows from a file or a paste, and the player's rating where a file gives one
        (None keeps the field; "" empties it: the file's player has none)."""
        self.inputs.set_games(rows)
        if rating is not None and self.inputs.system.has("rating"):
            self.inputs.set("rating", rating)
        self.refresh(values=rating is not None, first=first)

    def prepare(self, rows: "Sequence[Row]") -> None:
        """Rows a file is bringing, made ready as its pieces come: their values as the
        shown system reads them, so that the computation after the last piece has less
        to do in one task."""
        prepare_rows(self.inputs.system_id, rows, self.inputs.columns())

    def add_row(self, focus: bool = True) -> None:
        rows = self.inputs.games()
        rows.append(Row())
        self.inputs.edited_games()
        self.show_rows(len(rows) - 1)
        if focus:
            self.table.focus(len(rows) - 1)

    def use_language(self, lang: str) -> None:
        """The calculator's words are `lang`'s from now on: every output is rewritten."""
        self.inputs.lang = lang
        self.form.forget_words()
        self.outputs.forget()

    def relabel(self, lang: str) -> None:
        """Every word of the calculator in `lang` (elo.web.shell.core)."""
        self.use_language(lang)
        self.refresh(values=False)
        self.recompute()

    def start_over(self) -> "Callable[[], None]":
        """Every system back to a first visit: the device keeps no inputs, the link is
        gone, every field shows its default. Returns what brings all of it back."""
        before = self.inputs.copy()
        self.inputs.forget()
        self.refresh(first=0)
        self.show_timed(later=False)
        self.keeper.forget()
        return lambda: self.restore(before)

    def restore(self, before: Inputs, row: int | None = None) -> None:
        """The Inputs as `before` holds them (an undo), shown, the link and the device's
        storage as they were; the focus to row `row` (an index), if given."""
        self.inputs.take(before)
        self.refresh(first=0 if row is None else None)
        self.show_timed(later=False)
        self.keeper.changed()
        if row is not None:
            self.table.focus(row)

    # computing

    def recompute(self, event: "JsObject | None" = None, later: bool = False) -> None:
        """Everything from the Inputs to the outputs, after the field an input event came
        from (if any) went into them. `later`: the HTML parts after the next paint, as
        for a key (a file's thousands of rows: its figures and first rows show a task
        sooner)."""
        typed = False
        if event is not None:
            self.month = None  # edited: no longer the tournament's month as linked
            follows = self.take(event.target)
            if follows == "system":
                self.refresh(first=0)
            elif follows in ("mode", "form"):
                self.refresh(values=False)
            elif follows == "rows":
                self.show_rows()
                self.table.focus_again(event.target.id)
            if follows in ("system", "mode"):  # Back comes back here, as from a page
                self.keeper.new_entry()
            # typing is what must keep pace: only then do the HTML parts wait for the paint
            typed = event.target.tagName == "INPUT" and event.target.type in _TYPED
            self.pacer.stop(_STEPS)  # a computation still in steps is of older inputs
        if typed and self.slow:  # thousands of rows: computed once typing pauses
            # the fields as typed are stored on the device if the page is left before
            self.keeper.pending = True
            self.pacer.busy(RESULTS, _TYPING)
            self.pacer.later(_TYPING, SLOW_PAUSE_MS, self.show_timed)
            return
        self.show_timed(later=typed or later)

    def show_timed(self, *args: object, later: bool = True) -> None:
        """Show the Inputs, and note whether that took long enough that keys should wait
        for a pause in typing. The engine runs in steps (elo.web.shell.pacing): a few rows are
        shown in this task, thousands a few tasks later, the results busy meanwhile (a
        file's rows, a key after a pause); a newer computation drops this one."""
        self.pacer.busy(RESULTS, _TYPING, False)
        screen = self.inputs.screen()
        if self.waits_for_parts(screen):
            return
        if self.pacer.run(_STEPS, evaluate_steps(screen), lambda evaluation, ms: self._evaluated(
                evaluation, ms, screen, later)):
            self.keeper.pending = True  # the rows are kept if the page is left meanwhile
            self.pacer.busy(RESULTS, _STEPS)

    def _evaluated(self, evaluation: object, ms: int, screen: "Screen", later: bool) -> None:
        """A computation's steps done: its result shown."""
        assert isinstance(evaluation, Evaluation)  # what evaluate_steps returns
        self.pacer.busy(RESULTS, _STEPS, False)
        # not performance.now(): two trips into JS fewer (MicroPython's ticks_ms and
        # ticks_diff, which CPython's stubs lack)
        started = time.ticks_ms()  # type: ignore[attr-defined]
        self.write_result(screen, evaluation, later)
        self.slow = ms + time.ticks_diff(time.ticks_ms(), started) > SLOW_MS  # type: ignore[attr-defined]

    def show(self, later: bool = False) -> None:
        """The Inputs through the engine onto the page at once: only what changed is
        written; with `later`, the HTML parts after the next paint."""
        self.pacer.stop(_STEPS)  # a computation still in steps is of older inputs
        self.pacer.busy(RESULTS, _STEPS, False)
        screen = self.inputs.screen()
        if self.waits_for_parts(screen):
            return
        self.write_result(screen, evaluate(screen), later)

    def write_result(self, screen: "Screen", evaluation: "Evaluation",
                     later: bool = False) -> None:
        """A screen's evaluation onto the page (show)."""
        self.result = evaluation.result
        shown = output.render(screen, evaluation, self.lang,
                              (self.table.first, self.table.end()))
        if self.month is not None and evaluation.result is not None:
            shown.text["notice"] = " ".join(part for part in (text(
                self.lang, "event-month-calculator", month=month_text(self.month, self.lang)),
                shown.text["notice"]) if part)
        self.outputs.put(shown, later)
        self.table.mark(shown.rows)
        self.keeper.changed()

    def read_kept(self) -> str:
        """What the visit starts with: the inputs this device kept, or else the link's,
        and their language (else the browser's), which start() shows. Nothing is written
        here: the language's words may still have to come (elo.web.shell.languages)."""
        self.inputs.lang = browser_language()  # unless what is kept or linked says
        address = calculation_fragment(self.keeper.in_address_bar)
        kept = self.keeper.stored_for_address()
        if kept is not None:
            self.inputs.read_stored(kept)
        elif address[1:]:
            self.inputs.read_link(address)
            self.month = month_of(address)
        return self.inputs.lang

    def start(self) -> None:
        page_lang = document.documentElement.lang  # before set_language changes it
        default = Inputs(lang=page_lang, today=self.inputs.today).screen()
        typed = typed_before(default)  # what was typed before Python arrived stays
        self.shell.set_language(self.inputs.lang)
        self.use_language(self.inputs.lang)
        if self.inputs.system_id == default.system:
            for key, value in typed.items():
                self.inputs.set(key, value)
        Handlers(self).bind()
        screen = self.inputs.screen()
        if self.shown_by_page(page_lang):
            self.form.assume(screen, self.lang)  # what index.html shows already
            self.show_rows(0)
            self.keeper.changed()  # the first input event writes what changes from here on
        else:
            self.refresh(first=0)
            self.show()
        document.documentElement.classList.remove("pending")  # set by static/boot.js

    def in_language(self, lang: str, then: "Callable[[str], object]") -> None:
        """then(lang) once the words of `lang` are there (elo.web.shell.core), the
        results busy meanwhile, as while a key's results are made (`then` writes them)."""
        if not loaded(lang):
            self.pacer.busy(RESULTS, _WORDS)

        def arrived(got: str) -> None:
            self.pacer.busy(RESULTS, _WORDS, False)
            then(got)
        self.shell.in_language(lang, arrived)

    def shown_by_page(self, page_lang: str) -> bool:
        """True if index.html already shows this calculation: it holds the default one in
        its own language (tools/build_page.py writes it through this view code; a test
        fails if it drifts), so a visit without a link has nothing to redo at start-up.
        Not where a field holds what no link carries (a NUL in a link's rating): its
        link is the default's, but the field must show it, marked."""
        default = Inputs(lang=page_lang, today=self.inputs.today)
        return self.lang == page_lang and self.inputs.unknown is None and \
            self.inputs.fragment() == default.fragment() and not self.inputs.unlinked()
