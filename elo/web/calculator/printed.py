"""The calculator's inputs as its print says them: a label and a value as text for each
field the form shows, not form controls (a radio's circle, a greyed box). Pure: the page
writes them into #print-inputs just before each print (elo.web.calculator.sending).

Each field is labelled as the form labels it for the shown system (elo.web.calculator.layout);
a choice says the words of the chosen value ("ID-VALUE"), a checkbox its label when it is
ticked, a date the day as the language writes it. Fields left empty are left out; the rows
of games are counted here, and the breakdown lists them one by one."""

from elo.present.html import escape
from elo.present.pieces import date_text
from elo.systems import get
from elo.texts import text, words
from elo.web.calculator import layout
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.present.screen import Screen

__all__ = ["printed_inputs", "inputs_html"]

#: Fields the print leaves out: the target belongs to the stakes, which it does not show.
_LEFT_OUT = ("target",)
#: Said for a ticked checkbox.
_TICKED = "\u2713"


def _choice(lang: str, system_id: str, words_key: str) -> str:
    """A choice's words for a system ("ID-VALUE", worded anew by "-SYSTEM" after it)."""
    found = words(lang)
    own = words_key + "-" + system_id
    return found[own] if own in found else found.get(words_key, "")


def _date(value: str, lang: str) -> str:
    """A day as the language writes it; a date that is none, as it was typed (its field
    says what is wrong with it)."""
    digits = value[:4] + value[5:7] + value[8:]
    if len(value) == 10 and value[4] == value[7] == "-" and digits.isdigit():
        return date_text(value, lang)
    return value


def printed_inputs(screen: "Screen", lang: str) -> list[tuple[str, str]]:
    """[(label, value)] of the inputs shown, in the form's order: the system first, the
    rows of games last, as their count."""
    system = get(screen.system)
    shown = layout.visible(screen)
    labels = layout.labels(system.id, lang)
    said = [(text(lang, "system-label"), system.name[lang])]
    for field in layout.page_fields():
        if not shown.get(field.key) or field.key in _LEFT_OUT:
            continue
        value = screen.text(field.key).strip(" \t")  # as both runtimes strip it
        own = field.by_system[system.id]
        if own.kind == "check":
            if value == "1":
                said.append((labels[field.id + "-label"], _TICKED))
            continue
        if not value:
            continue
        if own.choices:  # a choice, or a result among its radios
            value = _choice(lang, system.id, field.id + "-" + value) or value
        elif own.kind == "date":
            value = _date(value, lang)
        said.append((labels[field.id + "-label"], value))
    if system.has_games(screen.texts):
        filled = [row for row in screen.rows if not row.is_empty(screen.columns)]
        said.append((text(lang, "games-heading"), str(len(filled))))
    return said


def inputs_html(screen: "Screen", lang: str) -> str:
    """The inputs as the items of a <dl>, escaped."""
    return "".join('<div class="print-input"><dt>%s</dt><dd>%s</dd></div>' % (
        escape(label), escape(value)) for label, value in printed_inputs(screen, lang))
