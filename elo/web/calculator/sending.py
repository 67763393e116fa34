"""Results people send: #copy-text, the calculation as a short text on the clipboard for
a messenger, and what the calculator's print adds: the inputs as text and the date.
DOM glue: the text is
elo.present.sharing's; here it goes to navigator.clipboard, and where the browser refuses
that (no permission, a page not served securely), into a visible readonly field,
selected, to be copied by hand; the status says which. Just before each print
(beforeprint, which Chromium's PDF fires too) #print-inputs gets the inputs as text
(elo.web.calculator.printed) and #print-date the device's day in the page's language."""

from elo.present import output
from elo.present.evaluate import evaluate
from elo.present.html import js_text
from elo.present.pieces import date_text
from elo.present.sharing import copy_text
from elo.texts import text
from elo.web.calculator.printed import inputs_html
from elo.web.shell.dom import element, say, today, window
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.web.calculator.view import Calculator
    from elo.web.shapes import JsObject

__all__ = ["Sending", "start"]

#: The field the text shows in where the clipboard is refused, and the status.
_AREA = "copy-text-area"
_STATUS = "copy-text-status"


class Sending:
    """The copy button and the print's date of one calculator; the proxies JS calls back
    are made once."""

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

    def before_print(self, *args: object) -> None:
        """What the print adds: the inputs as text, the day it was printed on (both are
        shown only in print, static/style.css)."""
        calculator = self.calculator
        element("print-inputs").innerHTML = js_text(inputs_html(calculator.inputs.screen(),
                                                                calculator.lang))
        self.date()

    def date(self) -> None:
        lang = self.calculator.lang
        say("print-date", text(lang, "print-date", date=date_text(today(), lang)))

    def bind(self) -> None:
        self.calculator.shell.listen(((element("copy-text"), "click", self.on_click),
                                      (window, "beforeprint", self.before_print)))


def start(calculator: "Calculator") -> Sending:
    sending = Sending(calculator)
    sending.bind()
    sending.date()  # a print that fires no beforeprint still has its date
    return sending
