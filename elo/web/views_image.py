"""The tournament view (#event) and the season (#season) come in a module image of their
own, elo-views.romfs (tools/build_page.py): a visit to the calculator alone does not load
them (issue 22). DOM glue.

The image is fetched the first time a view is asked for: the address names it (a link, a
reload, a view's button), a whole tournament's file is chosen in the calculator, or
something is done in a view, "Add to season" included. Until the pages are there, what is
done in a view is kept and done again once they are: the same kind of event dispatched
anew to the same element, whose page now listens."""

import sys

from js import Event, console
from pyscript.ffi import to_js

import elo.web
from elo.texts import text
from elo.web import event_keeping, images, season_keeping
from elo.web.dom import element, say, window
from elo.web.image_names import VIEWS_IMAGE, VIEWS_MODULES, VIEWS_NEEDS
from elo.web.inputs import VIEWS

__all__ = ["Views"]

MOUNTED_AT = "/elo-romfs-views"
#: What the views listen to (elo.web.event_page and season_page, bind; each view's
#: section has its name as id): before they are there, these keep what is done in them.
ENTRIES = VIEWS + ("add-to-season",)
KINDS = ("input", "change", "click")
ERRORS = ("event-error", "season-error", "add-to-season-status")


class Views:
    """The two views' pages (calculator.event_page, calculator.season_page), once their
    image has arrived."""

    def __init__(self, calculator):
        self.calc = calculator
        self.state = "absent"  # then "loading", "ready" or "failed"
        self.waiting = []  # what to do once the pages are there
        self.entries = []  # the listeners that keep it meanwhile

    def start(self):
        """Listen where the views will, and fetch them now if the address names one."""
        self.entries = self.calc.listen([(element(name), kind, self.on_entry)
                                         for name in ENTRIES for kind in KINDS])
        if str(window.location.hash)[1:] in VIEWS:
            self.load()

    def on_entry(self, event):
        target, kind = event.target, event.type
        self.then(lambda: target.dispatchEvent(Event.new(kind, to_js({"bubbles": True}))))

    def then(self, action):
        """action() once the pages are there: now if they are."""
        if self.state == "ready":
            action()
            return
        self.waiting.append(action)
        self.load()

    def load(self):
        if self.state in ("absent", "failed"):
            self.state = "loading"
            images.fetch_image(VIEWS_IMAGE, self.calc.guard(self.arrived))

    def arrived(self, data):
        if data is None:
            self.unavailable("the views could not be loaded")
            return
        try:
            images.mount(data, MOUNTED_AT)
            with open(MOUNTED_AT + "/" + VIEWS_NEEDS) as listed:
                for name in listed.read().split():
                    __import__(name)
            # its modules are in elo/web/, and in elo/tournament/ and elo/season/ of elo
            images.import_from(MOUNTED_AT, (elo, elo.web),
                               lambda: [__import__(name) for name in VIEWS_MODULES])
        except Exception as error:  # noqa: BLE001 - a broken image: the calculator goes on
            self.unavailable("the views: %r" % (error,))
            return
        for name in VIEWS_MODULES:  # by name: the first image's closure leaves them out
            sys.modules[name].start(self.calc)
        self.state = "ready"
        for target, kind, listener in self.entries:  # the pages listen now: not a key more
            target.removeEventListener(kind, listener)
        self.entries = []
        waiting, self.waiting = self.waiting, []
        for action in waiting:
            action()

    def unavailable(self, why):
        """Said where the views' messages go; the next thing done in a view tries again."""
        console.warn("elo: " + why)
        self.state = "failed"
        self.waiting = []
        for name in ERRORS:
            say(name, text(self.calc.lang, "views-unavailable"))

    def forget(self):
        """Start over: what the device kept of the views goes, loaded or not."""
        if self.state == "ready":
            self.calc.event_page.forget()
            self.calc.season_page.forget()
        else:
            event_keeping.forget()
            season_keeping.forget()
