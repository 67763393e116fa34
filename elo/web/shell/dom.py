"""The few DOM helpers the page's glue shares. Only the modules that elo.web.shell.modules
names as the browser's import them."""

# pyscript.window refuses addEventListener ("Illegal invocation"): the js module's does not
from js import URL, Blob, Date, TextDecoder, Uint8Array, window
from pyscript import document
from pyscript.ffi import to_js

from elo.web.shell.crossing import user_defined_bytes
from elo.present.html import js_text
from elo.texts import LANGUAGES
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.web.shapes import JsObject

__all__ = ["element", "say", "nodes", "mark", "flag", "document", "window",
           "browser_language", "today", "buffer_bytes", "morph", "download"]


def element(element_id: str) -> "JsObject":
    return document.getElementById(element_id)


def say(element_id: str, words: str) -> None:
    element(element_id).textContent = js_text(words)


def nodes(selector: str, root: "JsObject | None" = None) -> "list[JsObject]":
    found = (root or document).querySelectorAll(selector)
    return [found.item(i) for i in range(found.length)]


def mark(field: "JsObject", invalid: object) -> None:
    """A field marked as one to correct (aria-invalid), or not."""
    if invalid:
        field.setAttribute("aria-invalid", "true")
    else:
        field.removeAttribute("aria-invalid")


def flag(value: object) -> str:
    return "true" if value else "false"


def browser_language() -> str:
    """The first of the browser's languages the page speaks, else the page's own."""
    for tag in window.navigator.languages or [window.navigator.language or ""]:
        code = str(tag).lower()[:2]
        if code in LANGUAGES:
            return code
    return LANGUAGES[0]


def today() -> str:
    """The device's date, YYYY-MM-DD: what a date left empty stands for."""
    now = Date.new()
    return "%04d-%02d-%02d" % (now.getFullYear(), now.getMonth() + 1, now.getDate())


def buffer_bytes(buffer: "JsObject") -> bytes:
    """An ArrayBuffer's bytes in one crossing from JavaScript: decoded as x-user-defined,
    which keeps each byte (0x80-0xFF as U+F780-U+F7FF), then undone in C-speed steps
    (a loop per byte took 355 ms for a 300-player TRF, this 5 ms)."""
    return user_defined_bytes(str(TextDecoder.new("x-user-defined").decode(buffer)))


def morph(node: "JsObject", html: str) -> None:
    """node's content as `html` says, only what differs changed (static/morph.js): a key
    changes a few figures of a table, not every cell."""
    if node is None:
        # as node.innerHTML would: a Python error, which the handler's last resort
        # catches; one thrown inside JavaScript would pass by every Python `except`
        raise AttributeError("no element to write the HTML into")
    window.eloMorph(node, js_text(html))


def download(content: str | bytes, name: str, kind: str = "text/csv") -> None:
    """A text, or a file's bytes, saved as a file (a CSV for a spreadsheet, a TRF as it
    came, a season; `kind` its media type)."""
    charset = "utf-8"
    if isinstance(content, bytes):
        try:
            content = content.decode("utf-8")
        except UnicodeError:  # a Windows-1252 file written back as it came
            charset = "windows-1252"
    if isinstance(content, bytes):
        parts = [Uint8Array.new(to_js(list(content)))]
    elif content.startswith("\ufeff"):
        # handing a string to JS drops a leading BOM (TextDecoder), so it goes as bytes
        parts = [Uint8Array.new(to_js([0xEF, 0xBB, 0xBF])), content[1:]]
    else:
        parts = [content]
    blob = Blob.new(to_js(parts), to_js({"type": kind + ";charset=" + charset}))
    link = document.createElement("a")
    link.href = URL.createObjectURL(blob)
    link.download = name
    document.body.appendChild(link)
    link.click()
    link.remove()
