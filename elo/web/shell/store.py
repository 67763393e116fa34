"""The device's storage (the browser's local storage, never the link and never a
server): every entry the page keeps, by the view it belongs to, and the few calls that
read, write and remove them. DOM glue.

The keys are named here, not in the views, so that starting over, or clearing what the
device keeps, reaches a view whose modules have not been loaded (the tournament's and
the season's come in an image of their own: elo.web.shell.modules)."""

from elo.web.shell.dom import window
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable

    from elo.web.shapes import JsObject

__all__ = ["INPUTS", "LINKS", "TOURNAMENT", "TOURNAMENT_SETTINGS",
           "TOURNAMENT_FILE", "SEASON", "KEYS",
           "storage", "read", "write", "remove", "snapshot", "put_back"]

#: The calculator's inputs for every system, and the links the page itself last put
#: into the address bar (elo.web.calculator.keeping).
INPUTS = "elo-calculator:inputs"
LINKS = "elo-calculator:links"
#: The whole tournament as TRF, and what was set for it (elo.web.tournament.view).
TOURNAMENT = "elo-calculator:event"
TOURNAMENT_SETTINGS = "elo-calculator:event-settings"
#: How the tournament's file was encoded ("utf-8", "cp1252", with " bom" after a byte
#: order mark), to write it back as it came after a reload.
TOURNAMENT_FILE = "elo-calculator:event-file"
#: The season file's data as JSON (elo.web.season.view).
SEASON = "elo-calculator:season"

#: What each view keeps, by the view's name.
KEYS = {"calculator": (INPUTS, LINKS),
        "tournament": (TOURNAMENT, TOURNAMENT_SETTINGS, TOURNAMENT_FILE),
        "season": (SEASON,)}


def storage() -> "JsObject | None":
    """The browser's local storage, or None where the browser refuses it (some private
    modes): the page then works as before, with the link alone."""
    try:
        return window.localStorage
    except Exception:  # noqa: BLE001 - a SecurityError from JS, whatever its class here
        return None


def read(key: str) -> str | None:
    """The text kept under `key`, or None (nothing kept, or no storage)."""
    place = storage()
    found = place.getItem(key) if place is not None else None
    return str(found) if found else None


def write(items: "Iterable[tuple[str, str]]") -> None:
    """Texts kept ((key, text) pairs); a storage that is full or refused keeps nothing,
    and the page goes on with what it shows."""
    place = storage()
    if place is None:
        return
    try:
        for key, value in items:
            place.setItem(key, value)
    except Exception:  # noqa: BLE001 - a QuotaExceededError from JS, whatever its class here
        pass


def remove(keys: "Iterable[str]") -> None:
    place = storage()
    if place is not None:
        for key in keys:
            place.removeItem(key)


def snapshot(keys: "Iterable[str]") -> list[tuple[str, str | None]]:
    """[(key, text or None)] of `keys`: what put_back restores (undo)."""
    return [(key, read(key)) for key in keys]


def put_back(kept: list[tuple[str, str | None]]) -> None:
    """The entries of a snapshot as they were, the absent ones removed."""
    write([(key, value) for key, value in kept if value is not None])
    remove([key for key, value in kept if value is None])
