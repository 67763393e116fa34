"""The shapes the page's layer shares, for mypy alone.

A stub with no module beside it, as elo/shapes.pyi: neither runtime imports it (modules
import it under `if TYPE_CHECKING:` and name it in quoted annotations), so it costs the
page nothing and may use `typing`, which MicroPython lacks.
"""

from collections.abc import Callable, Iterable
from typing import Any, Protocol

#: A JavaScript object as PyScript hands it to Python: a DOM node or event, a File, a
#: promise, the local storage, an ArrayBuffer, a proxy of a Python function. Its
#: attributes are JavaScript's, which mypy cannot know: Any, the edge of the FFI, where
#: the browser tests (tests/browser) check what mypy cannot.
JsObject = Any

#: A function JavaScript calls back (a DOM event's handler, a promise's callback, a
#: timer): what it is given varies, what it returns JavaScript ignores.
Handler = Callable[..., object]

#: (target, DOM event type, handler), as elo.web.shell.core.Shell.listen binds it ...
Binding = tuple[JsObject, str, Handler]
#: ... and (target, DOM event type, the proxy bound), for a removeEventListener.
Bound = tuple[JsObject, str, JsObject]

#: What brings back what was removed or replaced (elo.web.shell.undo).
Restore = Callable[[], object]


class View(Protocol):
    """One of the page's views as the shell tells it what happens to the page
    (elo.web.shell.core)."""

    def relabel(self, lang: str) -> None: ...
    def start_over(self) -> Restore | None: ...
    def fault(self, words: str) -> None: ...


class Files(Protocol):
    """What the calculator's file part (elo.web.calculator.files.Files) offers through the
    shell (Shell.provide, Shell.provider) to what asked for it before it came
    (elo.web.calculator.file_entries): a file dropped, several lines pasted."""

    def read_file(self, file: JsObject) -> None: ...
    def paste(self, pasted: str, target: str) -> None: ...


class Busy(Protocol):
    """What of the shell's pacer (elo.web.shell.pacing.Pacer) its own parts use."""

    def busy(self, element_id: str, why: str, on: bool = True) -> None: ...


class Hooks(Protocol):
    """What the shell's own parts (elo.web.shell.loader, elo.web.shell.undo), which the
    shell makes, use of it: below the shell, so that neither imports it."""

    lang: str
    @property
    def pacer(self) -> Busy: ...

    def guard(self, handler: Handler) -> Handler: ...
    def listen(self, bindings: Iterable[Binding]) -> list[Bound]: ...
    def arrived(self, part: str) -> None: ...
