"""`elo season FILE`: a season file (elo.season, version 1) with its FIDE periods, DWZ
evaluations and the entries in date order, as text or as JSON (docs/contract.md)."""

import json

from elo.cli.args import read_file
from elo.season import rate_season, read_season, season_dict, season_text
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

    from elo.cli.args import Parser

__all__ = ["add", "run"]


def add(commands: "argparse._SubParsersAction[Parser]") -> None:
    command = commands.add_parser(
        "season", help="a season file: tournaments one after another, FIDE by rating "
        "period and the DWZ by evaluation",
        description="FIDE Rating Regulations 8.3 month by month (every game of a calendar "
                    "month from the rating at its start, K by 8.3.3 from the state at its "
                    "start, rounded once a month); the DWZ entry after entry by the rules of "
                    "each end date (docs/rules/season.md).")
    command.add_argument("file", metavar="FILE", help="the season file (JSON, version 1)")
    command.add_argument("--json", action="store_true", help="print one JSON object")
    command.set_defaults(command_of=None)


def run(args: "argparse.Namespace") -> str:
    data = read_file(args.file)
    try:
        text = data.decode("utf-8")
    except UnicodeError:
        text = ""  # not JSON either: read_season says so
    result = rate_season(read_season(text))
    if args.json:
        return json.dumps(season_dict(result), ensure_ascii=False)
    return season_text(result)
