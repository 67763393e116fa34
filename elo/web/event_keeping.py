"""Where this device keeps the tournament view's tournament (local storage, never the
link): its file as TRF, written when the file or a result changes, and what was set for
it, a few bytes written at every change. DOM glue like keeping.py."""

from elo.web.dom import storage, store_items

__all__ = ["STORE_KEY", "SETTINGS_KEY", "store", "kept", "forget"]

STORE_KEY = "elo-calculator:event"
SETTINGS_KEY = "elo-calculator:event-settings"


def store(settings, trf=None):
    """The settings kept, and the tournament's TRF where it changed (`trf`)."""
    store_items([(SETTINGS_KEY, settings.text())] + ([] if trf is None else [(STORE_KEY, trf)]))


def kept():
    """(TRF text, the settings' text) kept on this device, or None: the settings are read
    by the view (elo.web.event_settings), whose image this module is not in."""
    place = storage()
    trf = place.getItem(STORE_KEY) if place is not None else None
    if not trf:
        return None
    return str(trf), str(place.getItem(SETTINGS_KEY) or "")


def forget():
    place = storage()
    if place is not None:
        place.removeItem(STORE_KEY)
        place.removeItem(SETTINGS_KEY)
