"""Command line: `python -m elo game|series ... [--json]` (contract in shared/design.md).

Runs on CPython only (argparse is not in MicroPython); the arithmetic is the package's.
Any bad argument ends with exit status 2 and one line on stderr, never a traceback.
"""

import argparse
import json
import sys

from elo.classic import rate_game, rate_series
from elo.errors import InputError
from elo.messages import message
from elo.numbers import (
    format_number, format_percent, format_value, parse_number, parse_score, parse_whole,
)
from elo.report import to_dict

__all__ = ["main"]

EXIT_USAGE = 2


class _UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    """argparse that reports a usage error as one line instead of usage plus error."""

    def error(self, text):
        raise _UsageError(text)


def _number(field):
    def convert(text):
        try:
            return parse_number(text, field)
        except InputError as error:
            raise argparse.ArgumentTypeError(message(error)) from None
    convert.__name__ = "number"
    return convert


def _whole(field):
    def convert(text):
        try:
            return parse_whole(text, field)
        except InputError as error:
            raise argparse.ArgumentTypeError(message(error)) from None
    convert.__name__ = "whole number"
    return convert


_SCORES = {100: 1, 50: 0.5, 0: 0}


def _score(text):
    try:
        return _SCORES[parse_score(text)]
    except InputError as error:
        raise argparse.ArgumentTypeError(message(error)) from None


_score.__name__ = "result"


def _build_parser():
    parser = _Parser(
        prog="elo",
        description="Chess rating calculator: classic Elo for one game or several games.",
    )
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    game = commands.add_parser(
        "game", help="one game, both players, all three results",
        description="E = 1/(1+10^((O-R)/400)); change = K*(S-E), rounded 0.5 away from zero.",
    )
    game.add_argument("--rating", required=True, type=_number("rating"), help="your rating")
    game.add_argument("--opponent", required=True, type=_number("opponent"),
                      help="the opponent's rating")
    game.add_argument("--result", required=True, type=_score,
                      help="your result: 1, 0.5 (also 1/2 or ½) or 0")
    game.add_argument("--k", type=_number("k"), default=20, help="your K-factor (default 20)")
    game.add_argument("--opponent-k", type=_number("opponent_k"),
                      help="the opponent's K-factor (default: the same as yours)")

    series = commands.add_parser(
        "series", help="several games against an average opponent, one rating period",
        description="change = K*(P - G*E) with E against the average opponent.",
    )
    series.add_argument("--rating", required=True, type=_number("rating"), help="your rating")
    series.add_argument("--average", required=True, type=_number("average"),
                        help="the opponents' average rating")
    series.add_argument("--games", required=True, type=_whole("count"), help="games played")
    series.add_argument("--points", required=True, type=_number("points"), help="points scored")
    series.add_argument("--k", type=_number("k"), default=20, help="your K-factor (default 20)")

    for command in (game, series):
        command.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def _run(args):
    if args.command == "game":
        return rate_game(args.rating, args.opponent, args.result, args.k, args.opponent_k)
    return rate_series(args.rating, args.average, args.games, args.points, args.k)


# The command line prints plain ASCII numbers ("c" style): scripts parse them.
def _num(value, decimals=0, sign=False):
    return format_number(value, decimals, "c", sign)


def _val(value):
    return format_value(value, "c")


def _signed(change):
    return "%s -> %s" % (_num(change["change"], sign=True), _val(change["new_rating"]))


def _text(data):
    """A short report in English; --json is the machine-readable form."""
    lines = ["Rating:      %s, K %s" % (_val(data["rating"]), _val(data["k"]))]
    if "outcomes" in data:
        lines.append("Expected:    %s (%s; a draw counts half)" % (
            _num(data["expected"], 4), format_percent(data["expected"], 1, "c")))
        for name, change in data["outcomes"].items():
            mark = "  <- result" if name == data["result"] else ""
            lines.append("%-12s %s (exact %s)%s" % (
                name.capitalize() + ":", _signed(change),
                _num(change["change_exact"], 2, sign=True), mark))
        opponent = data["opponent"]
        lines.append("Opponent:    %s, K %s, expected %s: %s" % (
            _val(opponent["rating"]), _val(opponent["k"]),
            _num(opponent["expected"], 4), _signed(opponent)))
    else:
        lines.append("Expected:    %s of %s points (%s per game)" % (
            _num(data["expected"], 2), _val(data["games"]),
            format_percent(data["expected_per_game"], 1, "c")))
        lines.append("Scored:      %s" % _val(data["score"]))
        lines.append("Change:      %s (exact %s)" % (
            _signed(data), _num(data["change_exact"], 2, sign=True)))
    return "\n".join(lines)


_OPTIONS = {"count": "games"}


def main(argv=None):
    parser = _build_parser()
    try:
        args = parser.parse_args(argv)
        if args.version:
            from elo import __version__
            print(__version__)
            return 0
        if args.command is None:
            raise _UsageError("choose a command: game or series (see --help)")
        result = _run(args)
    except _UsageError as error:
        print("elo: error: %s" % error, file=sys.stderr)
        return EXIT_USAGE
    except InputError as error:
        option = _OPTIONS.get(error.field, error.field).replace("_", "-")
        print("elo: error: --%s: %s" % (option, message(error)), file=sys.stderr)
        return EXIT_USAGE
    data = to_dict(result)
    if args.json:
        print(json.dumps(data, ensure_ascii=False))
    else:
        print(_text(data))
    return 0
