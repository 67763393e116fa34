"""The season view's edits on the season's data (the season file's form, elo.season.model):
a starting value or an event's field typed, an event removed, the events in date order,
and which field a problem belongs to. Pure: elo.web.season.view calls it.

What is typed is kept as typed: a whole number becomes one, anything else stays text, so
the season cannot be computed until it is corrected and the field says why; nothing is
thrown away.
"""

from elo.systems.dwz import parse_date
from elo.errors import InputError
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any, Literal

    #: Where a problem is said (field_of).
    Place = tuple[Literal["start"], str] | tuple[Literal["event"], int, str]

__all__ = ["START_FIELDS", "set_start", "start_texts", "set_event", "removed", "in_date_order",
           "field_of"]

#: The start fields: element id -> (block, key) in the season's player data; the birth
#: year is both blocks' ("born").
START_FIELDS = {
    "season-player": (None, "name"),
    "season-fide-start": ("fide", "rating"),
    "season-k": ("fide", "k"),
    "season-born": ("fide", "born"),
    "season-rated-games": ("fide", "rated_games"),
    "season-reached": ("fide", "reached_2400"),
    "season-dwz-start": ("dwz", "rating"),
    "season-index": ("dwz", "index"),
}
_BLOCKS = {"fide": ("rating", "k", "born", "rated_games", "reached_2400"),
           "dwz": ("rating", "index", "born")}


def _typed(text: object) -> int | str | None:
    text = str(text).strip()
    if not text:
        return None
    if text.isdigit():
        return int(text)
    return text


def set_start(data: "dict[str, Any]", element_id: str, value: str | bool) -> None:
    """A start field typed (`value` its text, or True/False for the check box)."""
    block_name, key = START_FIELDS[element_id]
    player = data.setdefault("player", {})
    if block_name is None:
        player[key] = str(value)
        return
    blocks = [block_name, "dwz"] if key == "born" else [block_name]
    for name in blocks:
        block = player.get(name)
        if not isinstance(block, dict):
            block = dict((item, None) for item in _BLOCKS[name])
            player[name] = block
        block[key] = value if isinstance(value, bool) else _typed(value)


def start_texts(data: "dict[str, Any]") -> dict[str, str | bool]:
    """{element id: text or bool} the start fields show."""
    player: "Any"  # as the file or the device held it: checked where it is read
    player = data.get("player") if isinstance(data.get("player"), dict) else {}
    shown: dict[str, str | bool] = {}
    for element_id, (block_name, key) in START_FIELDS.items():
        if block_name is None:
            shown[element_id] = str(player.get(key) or "")
            continue
        block = player.get(block_name)
        if key == "born" and not isinstance(block, dict):
            block = player.get("dwz")
        value = block.get(key) if isinstance(block, dict) else None
        shown[element_id] = bool(value) if key == "reached_2400" else \
            "" if value is None else str(value)
    return shown


def set_event(data: "dict[str, Any]", place: int, part: str, text: object) -> None:
    """An event's name, last day or games typed (games: the link's form, "," between)."""
    event = data["events"][place]
    if part == "games":
        event["games"] = [game.strip() for game in str(text).split(",") if game.strip()]
    else:
        event[part] = str(text).strip()


def removed(data: "dict[str, Any]", place: int) -> "dict[str, Any]":
    """The season's data without its entry at `place`: a new dict and list, so that the
    data before stays as it was (an undo brings it back)."""
    data = dict(data)
    data["events"] = data["events"][:place] + data["events"][place + 1:]
    return data


def in_date_order(data: "dict[str, Any]") -> list[int]:
    """The events by their last day (those of one day as they stood) when every date
    can be read; else as they stand. Returns the new place of each old one."""
    events = data.get("events") or []
    try:
        for event in events:
            parse_date(event.get("end", ""))
    except (InputError, AttributeError):
        return list(range(len(events)))
    order = sorted(range(len(events)), key=lambda place: (events[place]["end"], place))
    data["events"] = [events[place] for place in order]
    moved = [0] * len(order)
    for new, old in enumerate(order):
        moved[old] = new
    return moved


def field_of(error: InputError) -> "Place | None":
    """Where a problem is said: ("start", element id), ("event", place, part) or None
    (the season as a whole)."""
    if error.code == "season_event":
        detail = error.params.get("detail")
        part = detail.field if detail is not None else ""
        part = part if part in ("end", "games", "name") else "games"
        if detail is not None and detail.field.startswith("player."):
            return field_of(detail)
        return ("event", error.params.get("place", 0), part)
    for element_id, (block_name, key) in START_FIELDS.items():
        if block_name is not None and error.field == "player.%s.%s" % (block_name, key):
            return ("start", element_id)
    return None
