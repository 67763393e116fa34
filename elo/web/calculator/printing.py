"""What the calculator's print adds (static/style.css shows it only in print): just before
each print (beforeprint, which Chromium's PDF fires too) #print-inputs gets the inputs as
text (elo.web.calculator.printed) and #print-date the device's day in the page's
language. In the first image: a print cannot wait for a part to come. DOM glue."""

from elo.present.html import js_text
from elo.present.pieces import date_text
from elo.texts import text
from elo.web.calculator.printed import inputs_html
from elo.web.shell.dom import element, say, today, window
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.web.calculator.view import Calculator

__all__ = ["start"]


def _date(calculator: "Calculator") -> None:
    lang = calculator.lang
    say("print-date", text(lang, "print-date", date=date_text(today(), lang)))


def start(calculator: "Calculator") -> None:
    """The print's date now (a print that fires no beforeprint still has it), and the
    inputs and the date again before each print."""
    def before_print(*args: object) -> None:
        element("print-inputs").innerHTML = js_text(inputs_html(calculator.inputs.screen(),
                                                                calculator.lang))
        _date(calculator)

    calculator.shell.listen(((window, "beforeprint", before_print),))
    _date(calculator)
