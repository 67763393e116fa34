"""The command line's "what do I need": --remaining N --average A [--target T] on the
commands with rows of games (docs/contract.md, "What do I need"), computed by elo.need.

--average takes one value per column of the system, as a game's opponent does: 1800,
ELO/DWZ beside the DWZ, RATING/RD for Glicko-2. A target is asked per side (--target
for the system's own, --dwz-target for the DWZ beside FIDE); without one, the rating
before (to keep it). The JSON gets `need` (and `dwz_need`), the text a table a side.
CPython only, as the rest of the command line.
"""

import argparse

from elo.cli.args import UsageError, argument
from elo.errors import InputError
from elo.games import BOTH, parse_cell
from elo.messages import message
from elo.need import MAX_REMAINING, Need, column_sides, need
from elo.numbers import PLAIN, format_number, format_value, parse_rating, parse_whole
from elo.period import to_points
from elo.texts import text
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence
    from typing import Any

    from elo.shapes import Cells, GameTuple, Report
    from elo.system import Column, System

__all__ = ["add", "run", "report", "text_of"]



def _sides(system: "System") -> "list[str]":
    """The keys of the nested sides a system's columns name (`dwz` beside FIDE)."""
    found: "list[str]" = []
    for side in column_sides(system):
        if side is not None and side not in found:
            found.append(side)
    return found


def _target_dest(side: str | None) -> str:
    return "target" if side is None else side + "_target"


def add(command: "argparse.ArgumentParser", system: "System") -> None:
    """The options of a command with rows of games."""
    columns = "/".join(column.name for column in system.columns)
    command.add_argument("--remaining", metavar="N",
                         type=argument(parse_whole, "whole", "remaining"),
                         help="games still to play (1 to %d): with --average, every score "
                              "in them and its new rating" % MAX_REMAINING)
    command.add_argument("--average", metavar=columns, type=_average_type(system.columns),
                         help="the remaining opponents' average, as %s (a whole rating)"
                              % columns)
    command.add_argument("--target", metavar="RATING",
                         type=argument(parse_rating, "rating", "target"),
                         help="with --remaining: the rating to reach (default: to keep "
                              "yours)")
    for side in _sides(system):
        command.add_argument("--%s-target" % side, dest=_target_dest(side), metavar="RATING",
                             type=argument(parse_rating, "rating", _target_dest(side)),
                             help="with --remaining: the %s to reach (default: to keep "
                                  "yours)" % side.upper())


def _average_type(columns: "Sequence[Column]") -> "Callable[[str], Cells]":
    """--average's type: one value per column ("1800/1750"), each read as a game's cell."""
    names = "/".join(column.name for column in columns)

    def convert(typed: str) -> "Cells":
        cells = typed.split(BOTH)
        if len(cells) != len(columns):
            raise argparse.ArgumentTypeError("write it as %s, a value per column of --game"
                                             % names)
        try:
            return tuple(parse_cell(cell, column, "average")
                         for cell, column in zip(cells, columns))
        except InputError as error:
            raise argparse.ArgumentTypeError(message(error)) from None
    convert.__name__ = "average"  # argparse names the type in its own messages
    return convert


def run(args: "argparse.Namespace", system: "System", games: "Sequence[GameTuple]",
        params: "Mapping[str, Any]") -> Need | None:
    """The need the options ask for, or None without --remaining."""
    targets = [_target_dest(side) for side in [None] + _sides(system)]
    if args.remaining is None:
        given = [name for name in ["average"] + targets if getattr(args, name) is not None]
        if given:
            raise UsageError("--%s belongs with --remaining" % given[0].replace("_", "-"))
        return None
    if args.average is None:
        raise UsageError("--remaining needs --average")
    if params.get("first"):
        raise UsageError("--remaining needs a rating before: not with --unrated")
    return need(system, games, params, args.remaining, args.average)


def _target(args: "argparse.Namespace", side: str | None) -> "Any":
    return getattr(args, _target_dest(side))


def report(args: "argparse.Namespace", found: Need) -> "Report":
    """The JSON keys: `need`, and KEY_need for a nested side."""
    return found.reports(dict((side, _target(args, side)) for side in found.sides))


def _name(system: "System", side: str | None) -> str:
    """A side's system, by name: the own side's is its first column's system."""
    key = system.columns[0].meaning.partition(".")[2] if side is None else side
    return text(PLAIN, "system-" + key)


def text_of(args: "argparse.Namespace", found: Need) -> str:
    """For people: a line per score of the remaining games and the answer for the target,
    a block per side."""
    blocks = []
    games = found.remaining
    for side in found.sides:
        averages = list(found.averages(side).items())
        against = format_value(averages[0][1], PLAIN) + "".join(
            " (%s %s)" % (key[len("average_"):].upper(), format_value(value, PLAIN))
            for key, value in averages[1:])
        lines = ["%s:" % _name(found.system, side)]
        for points, change, new_rating in found.rows(side):
            lines.append("With %s of %d against %s on average: %s (%s)" % (
                format_value(to_points(points), PLAIN), games, against,
                format_value(new_rating, PLAIN), format_number(change, 0, PLAIN, sign=True)))
        lines.append(_answer(found, side, _target(args, side)))
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def _answer(found: Need, side: str | None, target: "Any") -> str:
    before = found.rating_before(side)
    wanted = before if target is None else target
    needed = found.points_for(wanted, side)
    shown = format_value(wanted, PLAIN)
    if needed is None:
        best = found.rows(side)[-1][2]
        return "%s cannot be reached: %d of %d gives %s." % (
            shown, found.remaining, found.remaining, format_value(best, PLAIN))
    verb = "keep" if wanted == before else "reach"
    return "To %s %s: %s of %d." % (verb, shown, format_value(to_points(needed), PLAIN),
                                   found.remaining)
