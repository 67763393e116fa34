"""A tournament of the calculator joins the season (#add-to-season). Pure: from what the
page shows (Inputs.screen) and its evaluation to the season file's data.

The entry takes the calculator's games (the rows it counted, as the engine read them:
"1765/1801:0.5", whatever was typed: "0,5", "½", "="), its system and its last day (today
where the system has none). The season's start for a rating comes from the calculator only
where the season has none yet: the rating before the first event a user adds. Values are
taken by meaning (elo.system.Field), as the calculator's own systems share them: a FIDE
rating is the season's FIDE start, a DWZ its DWZ start, whatever the system's name.
"""

from elo.errors import InputError
from elo.games import BOTH, FORFEIT, UNRATED
from elo.numbers import PLAIN, format_value
from elo.period import to_points
from elo.season.chain import DWZ_COLUMN, FIDE_COLUMN
from elo.season.model import VERSION
from elo.systems import get
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

    from elo.present.evaluation import Evaluation
    from elo.present.screen import Screen
    from elo.shapes import GameTuple
    from elo.system import System

__all__ = ["with_entry", "empty_season"]

#: Field meanings -> the season's FIDE and DWZ starts (their keys there).
_FIDE = {"fide.rating": "rating", "player.born": "born", "fide.rated_games": "rated_games",
         "fide.reached": "reached_2400", "fide.k": "k"}
_DWZ = {"dwz.rating": "rating", "dwz.index": "index", "player.born": "born"}


def _game_text(game: "GameTuple") -> str:
    """A game as the season file writes it (what elo.games.parse_game reads): the cells
    as the engine read them ("-" for none), the score in points, the forfeit mark."""
    cells = [game[0]] + list(game[3:])
    return BOTH.join(UNRATED if cell is None else format_value(cell, PLAIN)
                     for cell in cells) + ":" + format_value(to_points(game[1]), PLAIN) + \
        (":" + FORFEIT if game[2] else "")


def empty_season() -> "dict[str, Any]":
    return {"version": VERSION, "player": {"name": ""}, "events": []}


def _values(system: "System", screen: "Screen",
            params: dict[str, object]) -> dict[str, object]:
    """{meaning: value} of the fields that apply (their parsed values)."""
    return dict((field.meaning, params.get(field.key)) for field in system.fields
                if field.page and field.applies(screen.texts) and field.key in params)


def _start(values: dict[str, object], names: dict[str, str],
           first_key: str) -> dict[str, object]:
    block: dict[str, object] = dict((key, None) for key in names.values())
    for meaning, key in names.items():
        if meaning in values:
            block[key] = values[meaning]
    if values.get(first_key):  # no rating yet: a first one
        block["rating"] = None
    return block


def _starts(player: "dict[str, Any]", system: "System", screen: "Screen",
            params: dict[str, object]) -> None:
    """The season's starts the calculator gives, where the season has none."""
    values = _values(system, screen, params)
    meanings = [column.meaning for column in system.columns]
    if FIDE_COLUMN in meanings and player.get("fide") is None:
        block = _start(values, _FIDE, "fide.first")
        if screen.text("ksource") == "rules":
            block["k"] = None  # K by the rules, month by month
        block["reached_2400"] = bool(block["reached_2400"])
        player["fide"] = block
    if DWZ_COLUMN in meanings and player.get("dwz") is None:
        player["dwz"] = _start(values, _DWZ, "dwz.first")
    if FIDE_COLUMN not in meanings and DWZ_COLUMN not in meanings and \
            system.id not in player:
        player[system.id] = dict((key, value) for key, value in params.items()
                                 if value is not None and key != "first")


def with_entry(data: "dict[str, Any]", screen: "Screen", evaluation: "Evaluation",
           params: dict[str, object], name: str, today: str) -> "dict[str, Any]":
    """The season's data with the calculator's tournament as a new entry; an InputError
    (field "add-to-season") when the calculator has no tournament to give, or the season
    holds it already (the same last day, system and games)."""
    system = get(screen.system)
    if not system.has_games(screen.texts):
        raise InputError("add-to-season", "season_join_no_games")
    if evaluation.result is None:
        raise InputError("add-to-season", "season_join_fix")
    games = []
    for index in evaluation.counted:  # each read by evaluate (TypedRow.parsed)
        parsed = evaluation.rows[index].parsed
        assert parsed is not None and parsed[1] is not None, index
        games.append(_game_text(parsed[1]))
    if not games:
        raise InputError("add-to-season", "season_join_no_games")
    data = dict(data)
    player = dict(data.get("player") or {})
    _starts(player, system, screen, params)
    end = screen.text("end") if system.has("end") else None
    entry = {"name": name, "end": end or today, "system": system.id,
             "games": games}
    for other in data.get("events") or []:  # the same tournament a second time: refused
        if [other.get(key) for key in ("end", "system", "games")] == \
                [entry[key] for key in ("end", "system", "games")]:
            raise InputError("add-to-season", "season_join_twice",
                             name=other.get("name") or "?")
    data["player"] = player
    data["events"] = list(data.get("events") or []) + [entry]
    return data
