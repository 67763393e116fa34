"""The link and the device's storage of what the page shows: DOM glue like app.py; the
rules are pure (elo.web.calculator.inputs: the link and the stored text, and `kept_applies`).

The address bar holds the calculation shown (the fragment, never sent to a server), the
browser's local storage on this device everything typed for every system. Both are
written once typing pauses, and at once when the page is hidden or left, so a reload
right after a keystroke keeps it. "Start over" clears both.
"""

import gc

from elo.web.shell import registry, store
from elo.web.shell.dom import window
from elo.web.calculator.inputs import kept_applies
from elo.web.shell.registry import view_of_fragment
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable

    from elo.web.calculator.inputs import Inputs
    from elo.web.shell.pacing import Pacer

__all__ = ["Keeper", "LINK_AFTER_MS"]

LINK_AFTER_MS = 150  # the link follows once typing pauses: history calls cost, and
# browsers throttle a page that rewrites its URL on every keystroke
_LINK = "calculator-link"  # its name among the pacer's timers (elo.web.shell.pacing)


class Keeper:
    """The link and the storage of one calculator's Inputs."""

    def __init__(self, inputs: "Inputs", pacer: "Pacer") -> None:
        self.inputs = inputs
        self.in_address_bar = window.location.hash  # what a reload would load
        self.pending = False  # a change not written yet
        self.forgotten = False  # after "start over", nothing is stored until the next edit
        self._fragment: str | None = None  # the link of what is shown, made when asked for
        self.push = False  # the next link written is a new entry of the browser's history
        self.pacer = pacer

    def new_entry(self) -> None:
        """The next link written (another system or mode) is a step of its own in the
        browser's history: Back comes back to the calculation before, as from a page."""
        self.push = True

    def changed(self) -> None:
        """What is shown changed: its link is written once typing pauses."""
        self._fragment = None
        self.forgotten = False
        if self.push:  # a step of the history, written at once: the next is one of its own
            self.pacer.cancel(_LINK)
            self.pending = True
            self.write()
        else:
            self.later()

    def later(self) -> None:
        self.pending = True
        self.pacer.later(_LINK, LINK_AFTER_MS, self.write)

    def fragment(self) -> str:
        """The link of what is shown: made when the link is written, not on every key
        (it percent-encodes every row)."""
        if self._fragment is None:
            self._fragment = "#" + self.inputs.fragment()
        return self._fragment

    def write(self, *args: object) -> None:
        """The link into the address bar (and so into a shared link), everything typed
        into the device's storage."""
        if not self.pending:
            return
        self.pending = False
        if window.location.hash != self.in_address_bar:
            return  # a link was followed and its hashchange is on its way: it wins
        # leaving by a reload loads the address bar's old fragment, not this one: both are
        # this page's own links, which the kept inputs are newer than
        before = self.in_address_bar
        if view_of_fragment(before) != "calculator":  # another view: its name stays there
            self.store((before,))
            return
        if self.fragment() != before:
            if self.push and before[1:]:
                window.history.pushState(None, "", self.fragment())
            else:
                window.history.replaceState(None, "", self.fragment())
            self.in_address_bar = window.location.hash  # as the browser spells it
        self.push = False
        self.store((before, self.in_address_bar))
        gc.collect()  # while typing pauses, so that keys rarely meet a collection

    def store(self, links: "Iterable[str]") -> None:
        if not self.forgotten:
            store.write([(registry.INPUTS, self.inputs.stored()),
                         (registry.LINKS, "\n".join(links))])

    def stored_for_address(self) -> str | None:
        """What this device keeps, when it applies to the address bar's fragment."""
        inputs = store.read(registry.INPUTS)
        own = (store.read(registry.LINKS) or "").split("\n")
        if inputs is None or not kept_applies(self.in_address_bar, own):
            return None
        return inputs

    def forget(self) -> None:
        """The device keeps nothing and the address bar holds no link; Back goes to the
        calculation before, as a link."""
        store.remove(registry.view("calculator").keys)
        window.history.pushState(None, "", window.location.pathname + window.location.search)
        self.in_address_bar = window.location.hash
        self.pending = False  # nothing to write: the link stays empty
        self.forgotten = True
