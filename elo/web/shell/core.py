"""The shell: the page around its three views (the calculator, the whole tournament,
the season). DOM glue.

Each view registers here with `register(name, view)` and is told, never asked, what
happens to the page as a whole. A view has:

- `relabel(lang)`: every word it shows, in `lang`;
- `start_over()`: back to a first visit, what the device keeps of it forgotten; it
  returns what undoes that (a function of no argument), or None when there was nothing;
- `fault(words)`: a fault of the page's own code happened: what it shows may no longer
  be its inputs' result.

The calculator registers at start-up (elo.web.main); the tournament's and the season's
views when their image has arrived (elo.web.shell.loader). What one view hands another
goes through here as an argument (`with_view`), never as an attribute set on the other.
"""

import io
import sys

from js import console
from pyscript.ffi import create_proxy

from elo.texts import LANGUAGES, text
from elo.web.shell import languages, registry, store
from elo.web.shell.dom import document, element, nodes
from elo.web.shell.loader import Loader
from elo.web.shell.pacing import Pacer
from elo.web.shell.undo import Undo
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
    from typing import Any

    from elo.web.shapes import Binding, Bound, Files, Handler, JsObject, View

__all__ = ["Shell"]

class Shell:
    """The language, the views registered, the proxies JS calls back and the last resort
    for a fault."""

    def __init__(self) -> None:
        self.lang = LANGUAGES[0]
        self.views: "list[tuple[str, View]]" = []  # (name, view) in the order they registered
        self.provided: "dict[str, Files]" = {}  # what the parts offer, by the part's name
        self.proxies: "list[JsObject]" = []  # proxies handed to JS live as long as the page
        self.pacer = Pacer(self.proxy)  # every timer, run in steps and aria-busy
        self.loader = Loader(self)  # the parts that come later
        self.undo = Undo(self)  # the undo of the last removal or replacement

    def start(self) -> None:
        """Once the calculator is on the page: undo bound, the later views' image fetched
        when asked for (or now, for an address that names one)."""
        self.undo.bind()
        self.listen(((element("forget-device"), "click", self.on_forget_device),))
        self.loader.start()

    def on_forget_device(self, event: "JsObject") -> None:
        self.forget_device()

    # the views

    def register(self, name: str, view: "View") -> None:
        self.views.append((name, view))

    def provide(self, name: str, thing: "Files") -> None:
        """What a part offers the code that asked for it (elo.web.shell.loader.then). The
        file part is the one part that offers anything (a Files); a part that offers
        another kind of thing adds its Protocol to elo/web/shapes.pyi and to `provided`."""
        self.provided[name] = thing

    def provider(self, name: str) -> "Files":
        """What the part `name` offers, once it is there."""
        return self.provided[name]

    def view(self, name: str) -> "View | None":
        """The view registered under `name`, or None."""
        for registered, view in self.views:
            if registered == name:
                return view
        return None

    def with_view(self, name: str, action: "Callable[[Any], object]") -> None:
        """action(view) once the view `name` is there: now if it is, else once its image
        has arrived (elo.web.shell.loader). The action takes the view as its own class
        (the tournament's open_file, the season's add), which the caller cannot import
        without loading that later image: typed Any, what the action calls unchecked."""
        found = self.view(name)
        if found is not None:
            action(found)
            return
        part = registry.view(name).part
        assert part is not None  # the calculator is there from the start
        self.loader.then(part, lambda: action(self.view(name)))

    # JS calling back

    def guard(self, handler: "Handler") -> "Handler":
        """`handler`, with a fault in it said on the page (fault), not in PyScript's
        banner."""
        def guarded(*args: object) -> object:
            try:
                return handler(*args)
            except Exception as error:  # noqa: BLE001 - every handler's last resort
                self.fault(error)
                return None
        return guarded

    def proxy(self, handler: "Handler") -> "JsObject":
        """A proxy for JS to call back, alive as long as the page (guarded)."""
        self.proxies.append(create_proxy(self.guard(handler)))
        return self.proxies[-1]

    def listen(self, bindings: "Iterable[Binding]") -> "list[Bound]":
        """Each (target, event type, handler) bound, the handler proxied; the (target,
        event type, listener) bound, for a removeEventListener."""
        bound = [(target, kind, self.proxy(handler)) for target, kind, handler in bindings]
        for target, kind, listener in bound:
            target.addEventListener(kind, listener)
        return bound

    def fault(self, error: BaseException) -> None:
        """A fault of the page's own code: the details to the browser's console, and each
        view told (what it shows may no longer be its inputs' result). What the fields
        hold, and what the device keeps, stay as they were."""
        details = io.StringIO()
        # MicroPython's traceback.print_exception, which CPython's stubs lack
        sys.print_exception(error, details)  # type: ignore[attr-defined]
        console.error("elo: " + details.getvalue())
        words = text(self.lang, "page-fault")
        for _, view in self.views:
            try:  # one view's trouble does not keep the others from saying it
                view.fault(words)
            except Exception:  # noqa: BLE001
                pass

    # the language

    def in_language(self, lang: str, then: "Callable[[str], object]") -> None:
        """then(lang) once the words of `lang` are there (at once for German; the page's
        own language if they cannot be had), a fault in it said on the page."""
        languages.ready(lang, self.guard(then))

    def set_language(self, lang: str) -> None:
        """The page's own words in `lang` (the views' follow: relabel)."""
        self.lang = lang
        if document.documentElement.lang != lang:  # index.html is written in German
            document.documentElement.lang = lang
            # not the sections of the parts that have not come yet: their words come with
            # them, and they are worded when they arrive (label)
            later = "".join(":not(#%s [data-i18n])" % found.section for found in registry.VIEWS
                            if found.part is not None and not self.loader.ready(found.part))
            self.label("[data-i18n]" + later)
        for button in nodes("[data-lang]"):
            button.setAttribute("aria-pressed", "true" if button.dataset.lang == lang
                                else "false")

    def label(self, selector: str) -> None:
        """The page's own words of the elements `selector` finds in the page's language."""
        for node in nodes(selector):
            node.textContent = text(self.lang, node.dataset.i18n)

    def arrived(self, part: str) -> None:
        """A part has come (elo.web.shell.loader): each of its starting modules started
        (imported by name: the first image's closure leaves them out; each has
        `start(shell)`), its views' sections in the page's language, which index.html's
        German may not be."""
        for module in registry.part(part).starts:
            start: "Callable[[Shell], object]" = sys.modules[module].start
            start(self)
        if self.lang != LANGUAGES[0]:
            for found in registry.VIEWS:
                if found.part == part:
                    self.label("#%s [data-i18n]" % found.section)

    def relabel(self, lang: str) -> None:
        """Every word on the page in `lang`: the page's own, then each view's."""
        self.set_language(lang)
        for _, view in self.views:
            view.relabel(lang)

    # starting over

    def start_over(self, name: str) -> None:
        """The view `name` back to a first visit, undoable (elo.web.shell.undo)."""
        view = self.view(name)
        if view is None:  # not loaded yet: it shows nothing, only the device keeps it
            kept = store.snapshot(registry.view(name).keys)
            store.remove(registry.view(name).keys)
            self.undo.offer(text(self.lang, registry.view(name).undo),
                            lambda: store.put_back(kept))
            return
        restore = view.start_over()
        if restore is not None:
            self.undo.offer(text(self.lang, registry.view(name).undo), restore)

    def forget_device(self) -> None:
        """Nothing kept on this device for any view, every view back to a first visit;
        undoable as one step."""
        keys = registry.storage_keys()
        kept = store.snapshot(keys)
        restores = [view.start_over() for _, view in self.views]
        store.remove(keys)

        def restore() -> None:
            store.put_back(kept)
            for undo in restores:
                if undo is not None:
                    undo()
        self.undo.offer(text(self.lang, "undo-forget-device"), restore)
