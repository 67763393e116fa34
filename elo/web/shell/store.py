"""The device's storage (the browser's local storage, never the link and never a
server): every entry the page keeps, by the view it belongs to, and the few calls that
read, write and remove them. DOM glue.

The keys are named with the views (elo.web.shell.registry), not in them, so that
starting over, or clearing what the device keeps, reaches a view whose modules have not
been loaded."""

from elo.web.shell.dom import window
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable

    from elo.web.shapes import JsObject

__all__ = ["storage", "read", "write", "remove", "snapshot", "put_back"]


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
