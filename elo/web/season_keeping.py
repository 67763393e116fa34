"""Where this device keeps the season (local storage, never the link): the season file's
data as JSON, written at every change, as typed (a field that cannot be read yet is kept
as it stands, so nothing typed is lost). DOM glue like event_keeping.py."""

import json

from elo.web.dom import storage, store_items

__all__ = ["STORE_KEY", "store", "kept", "forget"]

STORE_KEY = "elo-calculator:season"


def store(data):
    store_items([(STORE_KEY, json.dumps(data))])


def kept():
    """The season's data kept on this device, or None."""
    place = storage()
    stored = place.getItem(STORE_KEY) if place is not None else None
    if not stored:
        return None
    try:
        data = json.loads(str(stored))
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


def forget():
    place = storage()
    if place is not None:
        place.removeItem(STORE_KEY)
