"""What the calculator does on a click, a key, a link followed or the page left: DOM glue
like elo.web.calculator.view, each handler a few steps of the Calculator's."""

from elo.numbers import format_number
from elo.texts import text
from elo.web.shell.dom import document, element, say, window
from elo.web.calculator.form import read_field
from elo.web.calculator.inputs import Row
from elo.web.calculator.link import month_of
from elo.web.shell import nav
from elo.web.shell.registry import view, view_of_fragment
from elo.web.calculator.table import ROWS_SHOWN
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.web.calculator.shapes import Calculation
    from elo.web.shapes import JsObject

__all__ = ["Handlers"]


class Handlers:
    """The handlers of one calculator, bound to the page by `bind`."""

    def __init__(self, calc: "Calculation") -> None:
        self.calc = calc
        self.shell = calc.shell

    def on_language(self, event: "JsObject") -> None:
        button = event.target.closest("[data-lang]")
        if button is not None:  # its words may have to come first (elo.web.shell.languages)
            self.calc.in_language(button.dataset.lang, self.shell.relabel)

    def on_preset(self, event: "JsObject") -> None:
        button = event.target.closest("[data-preset]")
        if button is not None:
            field = element(button.getAttribute("data-for"))
            field.value = button.getAttribute("data-preset")
            found = read_field(field)
            assert found is not None  # presets are written for the form's fields alone
            self.calc.inputs.set(found[0], str(field.value))
            self.calc.recompute()

    def on_rows_click(self, event: "JsObject") -> None:
        """A row's remove button: the row goes, and the focus moves to the same field of
        the row that takes its place (or the one before), never to the page's body and
        never to another remove button (a second Enter would remove another game)."""
        button = event.target.closest(".remove-row")
        if button is None:
            return
        calc = self.calc
        for index, candidate in enumerate(calc.table.remove_buttons()):
            if candidate.isSameNode(button):
                before = calc.inputs.copy()
                rows = calc.inputs.games()
                at = calc.table.first + index
                rows.pop(at)
                if not rows:
                    rows.append(Row())
                calc.inputs.edited_games()
                calc.show_rows()
                calc.recompute()
                calc.table.focus(min(at, len(rows) - 1))
                self.shell.undo.offer(text(calc.lang, "undo-row-removed", number=at + 1),
                                      lambda: calc.restore(before, at))
                return

    def on_rows_key(self, event: "JsObject") -> None:
        """Enter moves to the next row, and in the last row adds one."""
        if event.key != "Enter" or event.target.tagName != "INPUT":
            return
        event.preventDefault()
        calc = self.calc
        shown = calc.table.shown_rows()
        current = event.target.closest("tr")
        for index, tr in enumerate(shown):
            if not tr.isSameNode(current):
                continue
            if index < len(shown) - 1:
                shown[index + 1].querySelector(".game-opponent").focus()
            elif calc.table.first + len(shown) < len(calc.inputs.games()):
                calc.show_rows(calc.table.first + ROWS_SHOWN)  # on to the next page of rows
                calc.recompute()
                calc.table.focus(calc.table.first)
            else:
                calc.add_row()
                calc.recompute()
            return

    def on_add_row(self, event: "JsObject") -> None:
        self.calc.add_row()
        self.calc.recompute()

    def on_pager(self, event: "JsObject") -> None:
        """The previous or the next page of a long tournament's rows."""
        if event.currentTarget.getAttribute("aria-disabled") == "true":
            return
        step = -ROWS_SHOWN if event.currentTarget.id == "rows-previous" else ROWS_SHOWN
        self.calc.show_rows(self.calc.table.first + step)
        self.calc.recompute()

    def on_hash_change(self, event: "JsObject | None" = None) -> None:
        """A link opened or edited in the address bar: show that calculation."""
        keeper = self.calc.keeper
        address = window.location.hash
        shown = view(view_of_fragment(address))
        if shown.part is not None:  # another view of the page, in a part of its own
            keeper.in_address_bar = address
            nav.show(shown.name)
            self.shell.loader.load(shown.part)
            return
        nav.show(shown.name)
        if address == keeper.fragment():
            keeper.in_address_bar = address
            return
        keeper.in_address_bar = address
        self.follow(address)
        element("calculator").scrollIntoView()

    def follow(self, fragment: str) -> None:
        """A link followed on the page; one in a language whose words have not come yet
        is shown once they have (elo.web.shell.languages), in the one shown till then."""
        calc = self.calc
        shown = calc.lang
        calc.inputs.read_link(fragment)
        calc.month = month_of(fragment)  # said beside the figures (Calculator.write_result)
        wanted, calc.inputs.lang = calc.inputs.lang, shown
        calc.in_language(wanted, lambda got: self.followed(fragment, got))

    def followed(self, fragment: str, lang: str) -> None:
        calc = self.calc
        if lang != calc.lang:
            self.shell.set_language(lang)
            calc.use_language(lang)
        calc.refresh(first=0)
        if calc.inputs.link_cut(fragment):
            say("import-status", text(calc.lang, "rows-cut", count=format_number(
                len(calc.inputs.games()), 0, calc.lang)))
        calc.recompute()

    def on_hidden(self, event: "JsObject") -> None:
        """Leaving or hiding the page writes what is pending at once."""
        if event.type == "pagehide" or document.visibilityState == "hidden":
            self.calc.keeper.write()

    def on_forget(self, event: "JsObject") -> None:
        self.shell.start_over("calculator")

    def on_add_to_season(self, event: "JsObject") -> None:
        """The tournament shown joins the season: handed to the season's view (loaded
        first if it is not there yet) as it is now."""
        screen, today = self.calc.inputs.screen(), self.calc.inputs.today
        self.shell.with_view("season", lambda season: season.add(screen, today))

    def bind(self) -> None:
        calc = self.calc
        self.shell.listen((
                (element("calculator"), "input", calc.recompute),
                (element("calculator"), "click", self.on_preset),
                (document.querySelector(".lang-switch"), "click", self.on_language),
                (element("rows"), "click", self.on_rows_click),
                (element("rows"), "keydown", self.on_rows_key),
                (element("add-row"), "click", self.on_add_row),
                (element("rows-previous"), "click", self.on_pager),
                (element("rows-next"), "click", self.on_pager),
                (element("target"), "input", calc.recompute),
                (element("need"), "input", calc.recompute),
                (element("need"), "click", self.on_preset),
                (element("forget"), "click", self.on_forget),
                (element("add-to-season"), "click", self.on_add_to_season),
                (document.querySelector(".views"), "click",
                 nav.Switch(calc.keeper.fragment).on_click),
                (window, "hashchange", self.on_hash_change),
                (window, "pagehide", self.on_hidden),
                (document, "visibilitychange", self.on_hidden)))
