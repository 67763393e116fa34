"""Small builders for the HTML parts of the page. Every piece of text goes through
`escape`, so nothing typed, linked or imported can become markup."""

from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, TypeVar

    T = TypeVar("T")

__all__ = ["escape", "js_text", "cell", "Memo"]


def escape(value: object) -> str:
    return (str(value).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def js_text(value: str) -> str:
    """A string as it can cross into JavaScript: the FFI ends a string at a NUL, so a NUL
    typed or linked becomes U+FFFD (as an HTML parser makes it anyway), not the end of
    the row's markup."""
    return value.replace("\x00", "\ufffd") if "\x00" in value else value


def cell(text: object, tag: str = "td", css: str | None = None, scope: str | None = None) -> str:
    attributes = ""
    if css:
        attributes += ' class="%s"' % css
    if scope:
        attributes += ' scope="%s"' % scope
    return "<%s%s>%s</%s>" % (tag, attributes, escape(text), tag)


class Memo:
    """A bounded cache for rendered pieces: a keystroke changes one row of a tournament,
    so the other rows' lines are reused rather than formatted again."""

    def __init__(self, limit: int = 5000) -> None:
        self.limit = limit
        self.pieces: "dict[str, Any]" = {}

    def get(self, key: object, build: "Callable[[], T]") -> "T":
        # keyed by the tuple's text: MicroPython hashes a tuple as the sum of its items'
        # hashes and probes linearly, so tuples of nearby numbers (a rating, a difference,
        # a row) collide and every lookup slows as the memo fills (3,313 entries under
        # 1,776 hashes); strings hash well
        key = str(key)
        if key not in self.pieces:
            if len(self.pieces) >= self.limit:
                self.pieces.clear()
            self.pieces[key] = build()
        # the memo holds pieces of several types (a Line, a string), each under keys that
        # only its own builder makes: what a key holds is the type its builder returns,
        # which mypy cannot follow through one dict
        piece: "T" = self.pieces[key]
        return piece
