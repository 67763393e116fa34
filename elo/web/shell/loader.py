"""The parts of the page that come later (elo.web.shell.registry: the tournament, the
season, ...), each a module image fetched the first time it is asked for: a visit to the
calculator alone loads none of them. DOM glue.

A part is asked for by the address (a link or a reload that names its view), by its
entries (something done in its section: a key, a click), or by the code (`then`: a
whole tournament's file chosen in the calculator). Until it is there, what is done in an
entry is kept and done again once it is: the same kind of DOM event dispatched anew to
the same element, whose part now listens. A part's image is mounted after the parts it
needs, its modules imported, and each of its starting modules' `start(shell)` called.
"""

import sys

from js import Event, console
from pyscript.ffi import to_js

from elo.texts import text
from elo.web.shell import images
from elo.web.shell.dom import document, element, say, window
from elo.web.shell.registry import HOLDS, NEEDS, PARTS, part, view, view_of_fragment
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable
    from types import ModuleType

    from elo.web.shapes import Bound, Hooks, JsObject

__all__ = ["Loader"]

#: Where a part's image is mounted: + its name.
MOUNTED_AT = "/elo-romfs-"
#: The pacer's reason (elo.web.shell.pacing) an element is busy while a part comes: + its name.
_WAITING = "part-"


def _packages(modules: list[str]) -> "list[ModuleType]":
    """The packages already imported that hold `modules` (elo, elo.web, elo.texts ...):
    they look into the image while its modules are imported."""
    found: "list[ModuleType]" = []
    for module in modules:
        parts = module.split(".")
        for end in range(1, len(parts)):
            package = sys.modules.get(".".join(parts[:end]))
            if package is not None and package not in found:
                found.append(package)
    return found


class _State:
    """A part as far as it has come: "absent", "loading", "ready" or "failed"; what to do
    once it is ready; the listeners that keep what is done in its entries meanwhile."""

    __slots__ = ("phase", "waiting", "busy", "entries")

    def __init__(self) -> None:
        self.phase = "absent"
        self.waiting: "list[Callable[[], object]]" = []
        self.busy: list[str] = []  # the elements the waiting actions will change
        self.entries: "list[Bound]" = []


class Loader:
    """The later parts: each fetched once asked for, started then."""

    def __init__(self, shell: "Hooks") -> None:
        self.shell = shell
        self.states = dict((found.name, _State()) for found in PARTS)

    def start(self) -> None:
        """Listen where the parts will, and fetch now the part the address names."""
        for found in PARTS:
            self.states[found.name].entries = self.shell.listen(
                [(element(name), kind, self._kept(found.name)) for name, kind in found.entries])
        shown = view(view_of_fragment(str(window.location.hash)))
        if shown.part is not None:
            self.load(shown.part)

    def _kept(self, name: str) -> "Callable[[JsObject], None]":
        def on_entry(event: "JsObject") -> None:
            target, kind = event.target, event.type
            self.then(name, lambda: target.dispatchEvent(
                Event.new(kind, to_js({"bubbles": True}))))
        return on_entry

    def ready(self, name: str) -> bool:
        return self.states[name].phase == "ready"

    def then(self, name: str, action: "Callable[[], object]", busy: str = "") -> None:
        """action() once the part `name` is there: now if it is. Until then the element
        `busy`, if named, whose content the action will change, is aria-busy: what was done
        is on its way, not lost (and a test waits for it as for any result)."""
        if self.ready(name):
            action()
            return
        state = self.states[name]
        if action not in state.waiting:  # the same action asked for again is done once
            state.waiting.append(action)
        if busy and busy not in state.busy:
            state.busy.append(busy)
            self.shell.pacer.busy(busy, _WAITING + name)
        self.load(name)

    def load(self, name: str) -> None:
        """The part fetched, after the parts it needs, unless it is on its way."""
        state = self.states[name]
        if state.phase not in ("absent", "failed"):
            return
        state.phase = "loading"
        self._after_needs(name)

    def _after_needs(self, name: str) -> None:
        """The part fetched once the parts it needs are there."""
        needs = [other for other in part(name).needs if not self.ready(other)]
        if needs:  # one at a time: each then asks again for the ones after it
            self.then(needs[0], lambda: self._after_needs(name))
        else:
            self._fetch(name)

    def _fetch(self, name: str) -> None:
        images.fetch_image(part(name).image,
                           self.shell.guard(lambda data: self.arrived(name, data)))

    def arrived(self, name: str, data: bytes | None) -> None:
        if data is None:
            self.unavailable(name, "it could not be loaded")
            return
        try:
            at = MOUNTED_AT + name
            images.mount(data, at)
            for listed in self._listed(at, NEEDS):  # from the images before this one
                __import__(listed)
            holds = self._listed(at, HOLDS)
            images.import_from(at, _packages(holds),
                               lambda: [__import__(module) for module in holds])
        except Exception as error:  # noqa: BLE001 - a broken image: the page goes on
            self.unavailable(name, repr(error))
            return
        self.shell.arrived(name)  # which starts it
        state = self.states[name]
        state.phase = "ready"
        # said on the page: what a part waiting for its turn (and a test) can look for
        document.documentElement.dataset.parts = " ".join(
            other for other in self.states if self.ready(other))
        for target, kind, listener in state.entries:  # it listens now: not a key more
            target.removeEventListener(kind, listener)
        state.entries = []
        waiting, state.waiting = state.waiting, []
        for action in waiting:
            action()
        self._not_busy(name)

    def _not_busy(self, name: str) -> None:
        """The elements the part's waiting actions were to change: no longer waiting."""
        state = self.states[name]
        for busy in state.busy:
            self.shell.pacer.busy(busy, _WAITING + name, False)
        state.busy = []

    @staticmethod
    def _listed(at: str, name: str) -> list[str]:
        with open(at + "/" + name) as listed:
            return listed.read().split()

    def unavailable(self, name: str, why: str) -> None:
        """Said where the part's messages go; the next thing done in it tries again."""
        console.warn("elo: the %s part: %s" % (name, why))
        state = self.states[name]
        state.phase = "failed"
        state.waiting = []
        self._not_busy(name)
        for other in PARTS:  # a part that waited for this one cannot come either
            if name in other.needs and self.states[other.name].phase == "loading":
                self.unavailable(other.name, "it needs the %s part" % name)
        found = part(name)
        for place in found.errors:
            say(place, text(self.shell.lang, found.unavailable))
