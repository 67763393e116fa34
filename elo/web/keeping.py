"""The link and the device's storage of what the page shows: DOM glue like app.py; the
rules are pure (elo.web.inputs: the link and the stored text, and `kept_applies`).

The address bar holds the calculation shown (the fragment, never sent to a server), the
browser's local storage on this device everything typed for every system. Both are
written once typing pauses, and at once when the page is hidden or left, so a reload
right after a keystroke keeps it. "Start over" clears both.
"""

import gc

from js import clearTimeout, setTimeout

from elo.web.dom import storage, window
from elo.web.inputs import VIEWS, kept_applies

__all__ = ["Keeper", "STORE_KEY", "LINKS_KEY", "LINK_AFTER_MS"]

#: The local storage entries that keep the inputs on this device, and the links this
#: page itself last put into the address bar.
STORE_KEY = "elo-calculator:inputs"
LINKS_KEY = "elo-calculator:links"

LINK_AFTER_MS = 150  # the link follows once typing pauses: history calls cost, and
# browsers throttle a page that rewrites its URL on every keystroke


class Keeper:
    """The link and the storage of one calculator's Inputs."""

    def __init__(self, calculator):
        self.inputs = calculator.inputs
        self.in_address_bar = window.location.hash  # what a reload would load
        self.pending = False  # a change not written yet
        self.forgotten = False  # after "start over", nothing is stored until the next edit
        self.timer = None
        self._fragment = None  # the link of what is shown, made when asked for
        self._proxy = calculator.keep(self.write)

    def changed(self):
        """What is shown changed: its link is written once typing pauses."""
        self._fragment = None
        self.forgotten = False
        self.later()

    def later(self):
        if self.timer is not None:
            clearTimeout(self.timer)
        self.pending = True
        self.timer = setTimeout(self._proxy, LINK_AFTER_MS)

    def fragment(self):
        """The link of what is shown: made when the link is written, not on every key
        (it percent-encodes every row)."""
        if self._fragment is None:
            self._fragment = "#" + self.inputs.fragment()
        return self._fragment

    def write(self, *args):
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
        if before[1:] in VIEWS:  # another view is open: its name stays in the address bar
            self.store((before,))
            return
        if self.fragment() != before:
            window.history.replaceState(None, "", self.fragment())
            self.in_address_bar = window.location.hash  # as the browser spells it
        self.store((before, self.in_address_bar))
        gc.collect()  # while typing pauses, so that keys rarely meet a collection

    def store(self, links):
        kept = storage()
        if kept is None or self.forgotten:
            return
        try:
            kept.setItem(STORE_KEY, self.inputs.stored())
            kept.setItem(LINKS_KEY, "\n".join(links))
        except Exception:  # noqa: BLE001 - the storage is full or refused: the link still has it
            pass

    def kept(self):
        """What this device keeps, when it applies to the address bar's fragment."""
        kept = storage()
        if kept is None:
            return None
        inputs = kept.getItem(STORE_KEY)
        own = str(kept.getItem(LINKS_KEY) or "").split("\n")
        if not inputs or not kept_applies(self.in_address_bar, own):
            return None
        return str(inputs)

    def forget(self):
        """The device keeps nothing and the address bar holds no link."""
        kept = storage()
        if kept is not None:
            kept.removeItem(STORE_KEY)
            kept.removeItem(LINKS_KEY)
        window.history.replaceState(None, "", window.location.pathname +
                                    window.location.search)
        self.in_address_bar = window.location.hash
        self.pending = False  # nothing to write: the link stays empty
        self.forgotten = True
