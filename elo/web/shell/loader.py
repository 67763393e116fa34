"""The whole tournament's and the season's views come in a module image of their own
(elo.web.shell.modules: VIEWS_IMAGE): a visit to the calculator alone does not load
them. DOM glue.

The image is fetched the first time a view is asked for: the address names it (a link,
a reload, a view's button), a whole tournament's file is chosen in the calculator, or
something is done in a view. Until the views are there, what is done in one is kept and
done again once they are: the same kind of DOM event dispatched anew to the same
element, whose view now listens. Each view's module registers its view with the shell
(`start(shell)`)."""

import sys

from js import Event, console
from pyscript.ffi import to_js

import elo.web
from elo.texts import text
from elo.web.shell import images
from elo.web.shell.addresses import FRAGMENTS, view_of_fragment
from elo.web.shell.dom import element, say, window
from elo.web.shell.modules import LATER_VIEWS, NEEDS, VIEWS_IMAGE
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from elo.web.shapes import Bound, JsObject
    from elo.web.shell.core import Shell

__all__ = ["Loader"]

MOUNTED_AT = "/elo-romfs-views"
#: The elements the later views listen on (each view's section has its address's name as
#: id): before they are there, these keep what is done in them.
_ENTRIES = tuple(name for _, name in FRAGMENTS)
_KINDS = ("input", "change", "click")
_ERRORS = ("event-error", "season-error", "add-to-season-status")


class Loader:
    """The later views' image: fetched once asked for, its views started then."""

    def __init__(self, shell: "Shell") -> None:
        self.shell = shell
        self.phase = "absent"  # then "loading", "ready" or "failed"
        self.waiting: "list[Callable[[], object]]" = []  # what to do once the views are there
        self.entries: "list[Bound]" = []  # the listeners that keep it meanwhile

    def start(self) -> None:
        """Listen where the views will, and fetch them now if the address names one."""
        self.entries = self.shell.listen([(element(name), kind, self.on_entry)
                                          for name in _ENTRIES for kind in _KINDS])
        if view_of_fragment(str(window.location.hash)) != "calculator":
            self.load()

    def on_entry(self, event: "JsObject") -> None:
        target, kind = event.target, event.type
        self.then(lambda: target.dispatchEvent(Event.new(kind, to_js({"bubbles": True}))))

    def then(self, action: "Callable[[], object]") -> None:
        """action() once the views are there: now if they are."""
        if self.phase == "ready":
            action()
            return
        self.waiting.append(action)
        self.load()

    def load(self) -> None:
        if self.phase in ("absent", "failed"):
            self.phase = "loading"
            images.fetch_image(VIEWS_IMAGE, self.shell.guard(self.arrived))

    def arrived(self, data: bytes | None) -> None:
        if data is None:
            self.unavailable("the views could not be loaded")
            return
        try:
            images.mount(data, MOUNTED_AT)
            with open(MOUNTED_AT + "/" + NEEDS) as listed:
                for name in listed.read().split():
                    __import__(name)
            # its modules are in elo/web/ and in elo/ (elo.tournament, elo.season)
            images.import_from(MOUNTED_AT, (elo, elo.web),
                               lambda: [__import__(name) for name in LATER_VIEWS])
        except Exception as error:  # noqa: BLE001 - a broken image: the calculator goes on
            self.unavailable("the views: %r" % (error,))
            return
        for name in LATER_VIEWS:  # by name: the first image's closure leaves them out
            sys.modules[name].start(self.shell)
        self.phase = "ready"
        for target, kind, listener in self.entries:  # the views listen now: not a key more
            target.removeEventListener(kind, listener)
        self.entries = []
        waiting, self.waiting = self.waiting, []
        for action in waiting:
            action()

    def unavailable(self, why: str) -> None:
        """Said where the views' messages go; the next thing done in a view tries again."""
        console.warn("elo: " + why)
        self.phase = "failed"
        self.waiting = []
        for name in _ERRORS:
            say(name, text(self.shell.lang, "views-unavailable"))
