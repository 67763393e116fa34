"""#copy-text, the calculation as a short text on the clipboard for a messenger: a part of
the page of its own (elo.web.shell.registry), fetched with the first click on it. DOM
glue: the text is elo.present.sharing's; here it goes to navigator.clipboard, and where
the browser refuses that (no permission, a page not served securely, or the click's
permission gone while the part came), into a visible readonly field, selected, to be
copied by hand; the status says which."""

from elo.present import output
from elo.present.evaluate import evaluate
from elo.present.html import js_text
from elo.present.sharing import copy_text
from elo.texts import text
from elo.web.shell.dom import element, say, window
from elo.web.calculator.view import Calculator
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.web.shapes import JsObject
    from elo.web.shell.core import Shell

__all__ = ["Sending", "start"]

#: The field the text shows in where the clipboard is refused, and the status.
_AREA = "copy-text-area"
_STATUS = "copy-text-status"


class Sending:
    """The copy button of one calculator; the proxies JS calls back are made once."""

    def __init__(self, calculator: "Calculator") -> None:
        self.calculator = calculator
        self.text = ""  # the text on its way to the clipboard
        self._on_copied = calculator.shell.proxy(self.on_copied)
        self._on_refused = calculator.shell.proxy(self.show_selected)

    def _words(self, key: str) -> str:
        return text(self.calculator.lang, key)

    def composed(self) -> str:
        """The text of the calculation as the inputs are now (a key typed a moment ago
        included), ending in its link."""
        calculator = self.calculator
        calculator.keeper.write()  # the address bar holds the link of these inputs
        screen = calculator.inputs.screen()
        evaluation = evaluate(screen)
        shown = output.render(screen, evaluation, calculator.lang, (0, 0))
        return copy_text(screen, evaluation, shown, str(window.location.href))

    def on_click(self, event: "JsObject") -> None:
        element(_AREA).hidden = True
        self.text = self.composed()
        if not self.text:
            say(_STATUS, self._words("copy-text-none"))
            return
        say(_STATUS, "")
        try:
            promise = window.navigator.clipboard.writeText(js_text(self.text))
        except Exception:  # noqa: BLE001  # no clipboard: not a secure context, an old browser
            # (an undefined navigator.clipboard is no None here: asked, it raises)
            self.show_selected()
            return
        promise.then(self._on_copied, self._on_refused)

    def on_copied(self, *args: object) -> None:
        say(_STATUS, self._words("copy-text-copied"))

    def show_selected(self, *args: object) -> None:
        """The clipboard refused: the text shown, selected, to copy by hand."""
        area = element(_AREA)
        area.value = js_text(self.text)
        area.hidden = False
        area.focus()
        area.select()
        say(_STATUS, self._words("copy-text-select"))

    def bind(self) -> None:
        self.calculator.shell.listen(((element("copy-text"), "click", self.on_click),))


def start(shell: "Shell") -> None:
    """Bound to the calculator's copy button (elo.web.shell.loader: the click that asked
    for the part is done again once this listens)."""
    calculator = shell.view("calculator")
    assert isinstance(calculator, Calculator)  # registered first, at start-up
    Sending(calculator).bind()
