"""The season file, version 1 (docs/contract.md): what a season holds and how it is read.

    {"version": 1,
     "player": {"name": "...",
                "fide": {"rating", "k" (null: by the rules), "born", "rated_games",
                         "reached_2400"},
                "dwz": {"rating" (null: a first DWZ), "index", "born"},
                SYSTEM_ID: {FIELD: VALUE}},      # a start for any other system
     "events": [{"name", "end": "YYYY-MM-DD", "system": ID,
                 "games": ["1900:1", "1750:1/2", "1900/1850:1", "-:0"]}]}

Reading checks everything once and names what it cannot use: the field, and for an entry
its name (error "season_event", the entry's own problem inside). The page and the command
line read the same way; `season_data` writes a Season back as the file holds it.
"""

import json

from elo.systems.dwz import HIGHEST, LOWEST, parse_date
from elo.errors import InputError
from elo.games import parse_game
from elo.systems import IDS, get
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

    from elo.shapes import GameTuple
    from elo.system import System

__all__ = ["VERSION", "Entry", "Season", "read_season", "season_data"]

#: The season file's version this code writes and reads.
VERSION = 1

_FIDE_KEYS = ("rating", "k", "born", "rated_games", "reached_2400")
_DWZ_KEYS = ("rating", "index", "born")


class Entry:
    """One tournament of the season: `games` as written (texts) and as the engines take
    them (`tuples`, by the system's columns)."""

    __slots__ = ("name", "end", "system", "games", "tuples", "order")

    def __init__(self, name: str, end: str, system: "System", games: list[str],
                 tuples: "list[GameTuple]", order: int) -> None:
        self.name = name
        self.end = end
        self.system = system
        self.games = games
        self.tuples = tuples
        self.order = order  # its place in the file: the order of entries on one day

    @property
    def period(self) -> str:
        """FIDE's rating period: the calendar month of the end date, "YYYY-MM"."""
        return self.end[:7]


class Season:
    """The player's starting numbers and the entries in date order (entries of one day in
    the order the file lists them)."""

    def __init__(self, name: str, fide: "dict[str, Any] | None", dwz: "dict[str, Any] | None",
                 starts: "dict[str, dict[str, Any]]", entries: list[Entry]) -> None:
        self.name = name
        self.fide = fide
        self.dwz = dwz
        self.starts = starts
        self.entries = sorted(entries, key=lambda entry: (entry.end, entry.order))
        self.by_order = dict((entry.order, entry) for entry in entries)


def _whole(value: object, field: str, low: int | None = None, high: int | None = None,
           empty: bool = True) -> int | None:
    """A whole number of the file (JSON numbers only; null where `empty`)."""
    if value is None and empty:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        if isinstance(value, float) and value == int(value):
            value = int(value)
        else:
            raise InputError(field, "season_not_whole", at=field)
    if low is not None and value < low or high is not None and value > high:
        raise InputError(field, "season_out_of_range", at=field,
                         low=low if low is not None else "-", high=high if high is not None
                         else "-")
    return value


def _block(data: "Any", field: str, keys: tuple[str, ...]) -> "dict[str, Any] | None":
    if data is None:
        return None
    if not isinstance(data, dict):
        raise InputError(field, "season_not_object", at=field)
    for key in data:
        if key not in keys:
            where = field + "." + str(key)[:40]
            raise InputError(where, "season_unknown_key", at=where)
    return dict((key, data.get(key)) for key in keys)


def _fide(data: "Any") -> "dict[str, Any] | None":
    block = _block(data, "player.fide", _FIDE_KEYS)
    if block is None:
        return None
    block["rating"] = _whole(block["rating"], "player.fide.rating", 0)
    block["k"] = _whole(block["k"], "player.fide.k", 1)
    block["born"] = _whole(block["born"], "player.fide.born", 1900)
    block["rated_games"] = _whole(block["rated_games"], "player.fide.rated_games", 0)
    reached = block["reached_2400"]
    if reached is None:
        reached = False
    if not isinstance(reached, bool):
        raise InputError("player.fide.reached_2400", "season_not_boolean",
                         at="player.fide.reached_2400")
    block["reached_2400"] = reached
    return block


def _dwz(data: "Any") -> "dict[str, Any] | None":
    block = _block(data, "player.dwz", _DWZ_KEYS)
    if block is None:
        return None
    block["rating"] = _whole(block["rating"], "player.dwz.rating", LOWEST, HIGHEST)
    block["index"] = _whole(block["index"], "player.dwz.index", 1)
    block["born"] = _whole(block["born"], "player.dwz.born", 1900)
    if block["rating"] is not None and block["index"] is None:
        raise InputError("player.dwz.index", "season_index_missing", at="player.dwz.index")
    return block


def _start(system: "System", data: "Any") -> "dict[str, Any]":
    """Another system's start: its fields by key, as numbers or words."""
    field = "player." + system.id
    keys = tuple(item.key for item in system.fields)
    block = _block(data, field, keys)
    assert block is not None
    return dict((key, value) for key, value in block.items() if value is not None)


def _entry(data: "Any", order: int) -> Entry:
    if not isinstance(data, dict):
        raise InputError("events", "season_not_object", at="events")
    name = data.get("name")
    name = str(order + 1) if name is None or not str(name).strip() else str(name).strip()
    try:
        for key in data:
            if key not in ("name", "end", "system", "games"):
                raise InputError(str(key), "season_unknown_key", at=str(key)[:40])
        end = data.get("end")
        if not isinstance(end, str):
            raise InputError("end", "not_a_date")
        parse_date(end)
        system = get(str(data.get("system")))
        games = data.get("games")
        if not isinstance(games, list) or not games:
            raise InputError("games", "season_no_games")
        texts = [str(game) for game in games]
        tuples = [parse_game(text, system.columns, "games", system.forfeits)
                  for text in texts]
    except InputError as error:
        raise InputError("events", "season_event", entry=name, detail=error,
                         place=order) from None
    return Entry(name, end.strip(), system, texts, tuples, order)


def read_season(text: "str | dict[str, Any]") -> Season:
    """A Season from the file's text (or its parsed JSON); an InputError names what is
    wrong."""
    if isinstance(text, dict):
        data = text
    else:
        try:
            data = json.loads(text)
        except ValueError:
            raise InputError("season", "season_not_json") from None
    if not isinstance(data, dict):
        raise InputError("season", "season_not_json")
    if data.get("version") != VERSION:
        raise InputError("version", "season_version", version=str(data.get("version"))[:20],
                         known=VERSION)
    player = data.get("player") or {}
    if not isinstance(player, dict):
        raise InputError("player", "season_not_object", at="player")
    starts = {}
    for key, value in player.items():
        if key in ("name", "fide", "dwz"):
            continue
        if key not in IDS:
            raise InputError("player." + str(key), "season_unknown_key",
                             at="player." + str(key)[:40])
        starts[key] = _start(get(key), value)
    entries = data.get("events")
    if entries is None:
        entries = []
    if not isinstance(entries, list):
        raise InputError("events", "season_not_list", at="events")
    name = player.get("name")
    return Season("" if name is None else str(name), _fide(player.get("fide")),
                  _dwz(player.get("dwz")), starts,
                  [_entry(entry, order) for order, entry in enumerate(entries)])


def season_data(season: Season) -> "dict[str, Any]":
    """The season as its file holds it (version 1): export writes this."""
    player: "dict[str, Any]" = {"name": season.name}
    if season.fide is not None:
        player["fide"] = dict(season.fide)
    if season.dwz is not None:
        player["dwz"] = dict(season.dwz)
    for key in sorted(season.starts):
        player[key] = dict(season.starts[key])
    return {"version": VERSION, "player": player,
            "events": [{"name": entry.name, "end": entry.end, "system": entry.system.id,
                        "games": list(entry.games)} for entry in season.entries]}
