"""The page's form from the systems' declarations: which fields there are (each key once,
in an order every system's own order keeps), which of them show for what is typed, and
how each is labelled for the shown system. Pure: tools/build_page.py writes index.html's
form from it, elo.web.calculator.view shows and hides and relabels from it.

Words come from elo.texts by the element's id: "ID-label", "ID-hint", and for a choice
"ID-VALUE"; a system words its own with "-SYSTEM" after the key ("rating-label-dwz":
"Deine DWZ"). The outputs' labels go the same way ("new-rating-label-fide").
"""

from elo.systems import SYSTEMS, get
from elo.texts import words as all_words
from elo.present.pieces import label
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable

    from elo.present.screen import Screen
    from elo.system import Field

__all__ = ["PageField", "page_fields", "element_id", "visible", "labels", "LABELLED",
           "switches"]

#: Elements outside the fields whose words a system may have its own of, by their ids
#: (the same as their words' keys).
LABELLED = ("new-rating-label", "change-label", "expected-label", "k-info-label",
            "performance-label", "dwz-new-rating-label", "dwz-change-label",
            "dwz-expected-label", "games-col-opponent", "games-col-second", "games-hint",
            "target-label", "tiers-heading")

#: How a kind of field is typed on a phone's keyboard.
_INPUTMODE = {"whole": "numeric", "whole_rating": "numeric", "number": "decimal",
              "rating": "decimal"}


def element_id(key: str) -> str:
    return key.replace("_", "-")


class PageField:
    """One field of the page: a key some systems have, with each one's declaration."""

    __slots__ = ("key", "id", "kind", "group", "choices", "by_system")

    def __init__(self, field: "Field") -> None:
        self.key = field.key
        self.id = element_id(field.key)
        self.kind = field.kind
        self.group = field.group
        self.choices = field.choices
        self.by_system: "dict[str, Field]" = {}


def _merged(orders: "Iterable[list[str]]") -> list[str]:
    """One order of keys that keeps each system's own order where it can: a key new to
    the list goes right after the key its system has before it."""
    merged: list[str] = []
    for order in orders:
        after = -1  # where this system's previous key stands
        for key in order:
            if key in merged:
                after = merged.index(key)
            else:
                after += 1
                merged.insert(after, key)
    return merged


def page_fields() -> list[PageField]:
    """Every field of the page, in its order: [PageField]."""
    fields = {}
    orders = []
    for system in SYSTEMS:
        order = []
        for field in system.fields:
            if not field.page:
                continue
            if field.key not in fields:
                fields[field.key] = PageField(field)
            fields[field.key].by_system[system.id] = field
            order.append(field.key)
        orders.append(order)
    return [fields[key] for key in _merged(orders)]


_FIELDS = page_fields()


def visible(screen: "Screen") -> dict[str, bool]:
    """{key: shown} for every field of the page, for a screen (Inputs.screen)."""
    system = get(screen.system)
    shown = {}
    for field in _FIELDS:
        own = field.by_system.get(system.id)
        shown[field.key] = own is not None and own.applies(screen.texts)
    return shown


def _words(lang: str, key: str, system_id: str) -> str:
    """A field's words for a system; "" where it has none (a field without a hint)."""
    own = key + "-" + system_id
    found = all_words(lang)
    return found[own] if own in found else found.get(key, "")


def labels(system_id: str, lang: str) -> dict[str, str]:
    """{element id: words} of every label and hint that a system may word its own way."""
    found = {}
    for field in _FIELDS:
        found[field.id + "-label"] = _words(lang, field.id + "-label", system_id)
        found[field.id + "-hint"] = _words(lang, field.id + "-hint", system_id)
    for key in LABELLED:
        found[key] = label(lang, key, system_id)
    return found


def inputmode(system_id: str, key: str) -> str:
    """The keyboard a phone shows for a field of the system: digits, or with a comma."""
    field = get(system_id).field(key)
    return _INPUTMODE.get(field.kind, "text")


def switches(screen: "Screen") -> dict[str, str]:
    """What the body's data-* attributes say, for the CSS: the form shown, how many rating
    columns the rows of games have, whether they take forfeits, whether a second system's
    figures, FIDE's tiers, a K-factor and a target rating show (its declaration says)."""
    system = get(screen.system)
    return {"mode": screen.mode, "columns": str(len(system.columns)),
            "forfeits": "1" if system.forfeits else "0",
            "second": "1" if system.second else "0",
            "tiers": "1" if system.tiers else "0",
            "kinfo": "1" if system.k_info else "0",
            "target": "1" if system.target else "0"}
