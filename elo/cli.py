"""Command line: `python -m elo game|series ... [--json]` (contract in shared/design.md).

Runs on CPython only (argparse is not in MicroPython); the arithmetic is the package's.
Any bad argument ends with exit status 2 and one line on stderr, never a traceback.
"""

import argparse
import datetime
import json
import sys

from elo.classic import rate_game, rate_series
from elo.errors import InputError
from elo.fide import TIME_CONTROLS, rate_fide, rate_first
from elo.files import MAX_BYTES, games_of, players, read_csv, read_pgn
from elo.games import parse_game
from elo.ukd import rate_ukd
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


def _argument(parse, name, field="value"):
    """An argparse type from one of the package's parsers: its message, on one line."""
    def convert(text):
        try:
            return parse(text, field)
        except InputError as error:
            raise argparse.ArgumentTypeError(message(error)) from None
    convert.__name__ = name  # argparse names the type in its own messages
    return convert


def _number(field):
    return _argument(parse_number, "number", field)


def _whole(field):
    return _argument(parse_whole, "whole number", field)


_SCORES = {100: 1, 50: 0.5, 0: 0}
_score = _argument(lambda text, field: _SCORES[parse_score(text, field)], "result", "result")
_game = _argument(parse_game, "game", "games")


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

    fide = commands.add_parser(
        "fide", help="a FIDE rating period, game by game (Rating Regulations 2024/2025)",
        description="FIDE Rating Regulations: PD from table 8.1.2, the 400-point rule of "
                    "8.3.1 (none from 2650 in standard), K by 8.3.3 and the 700 rule, the "
                    "change rounded once per period, 0.5 away from zero (8.3.4). With "
                    "--unrated: a first rating by 8.2.",
    )
    fide.add_argument("--rating", type=_whole("rating"),
                      help="your published FIDE rating (leave out with --unrated; with --pgn "
                           "it is taken from the file when left out)")
    fide.add_argument("--unrated", action="store_true",
                      help="you have no FIDE rating yet: compute a first rating by 8.2 (two "
                           "hypothetical draws against 1800, at most 2200, published from 5 "
                           "games and 1400)")
    _add_games(fide, "a game as OPPONENT:RESULT, e.g. 1900:1 or 1750:1/2 (repeat it; "
                     "- as opponent for an unrated one, which FIDE does not count)")
    fide.add_argument("--k", type=_whole("k"),
                      help="your K-factor; without it K follows 8.3.3 from the options below")
    fide.add_argument("--rated-games", type=_whole("rated_games"),
                      help="rated games you had before this period (K 40 below 30)")
    fide.add_argument("--born", type=_whole("born"), help="your year of birth (K 40 for "
                      "juniors under 2300 until the end of the year they turn 18)")
    fide.add_argument("--year", type=_whole("year"), default=datetime.date.today().year,
                      help="the year of the rating list (default: this year)")
    fide.add_argument("--reached-2400", action="store_true",
                      help="a published rating of yours has reached 2400 (K 10 for good)")
    fide.add_argument("--period-games", type=_whole("period_games"),
                      help="games in the whole rating period for the 700 rule, when it "
                           "holds more than those given here")
    fide.add_argument("--time-control", choices=TIME_CONTROLS, default="standard",
                      help="standard (default), rapid or blitz")

    ukd = commands.add_parser(
        "ukd", help="the Turkish national rating UKD (an estimate, as seed 003 describes it)",
        description="UKD: opponents counted at most 350 away, D from their average, PD from "
                    "the federation's table, dD = k * (W - We); no UKD: +-0.1 k.",
    )
    ukd.add_argument("--rating", type=_whole("rating"),
                     help="your UKD (with --pgn: taken from the file when left out)")
    _add_games(ukd, "a game as OPPONENT:RESULT (repeat it; - as opponent for one without UKD)")
    ukd.add_argument("--time-control", choices=TIME_CONTROLS, default="standard",
                     help="the list: standard (default), rapid or blitz, computed alike")

    for command in (game, series, fide, ukd):
        command.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def _add_games(command, text):
    command.add_argument("--game", dest="games", action="append", type=_game, default=[],
                         metavar="OPP:RESULT", help=text)
    command.add_argument("--pgn", metavar="FILE",
                         help="read the games from a PGN file (tag pairs: White, Black, "
                              "WhiteElo, BlackElo, Result); needs --player")
    command.add_argument("--player", metavar="NAME",
                         help="whose games to take from --pgn, as the file writes the name")
    command.add_argument("--csv", metavar="FILE",
                         help="read the games from a CSV file: opponent rating and result, "
                              "optionally name and round; ',' or ';' separated")


def _read_file(path):
    try:
        with open(path, "rb") as handle:
            return handle.read(MAX_BYTES + 1)
    except OSError as error:
        raise _UsageError("cannot read %s: %s" % (path, error.strerror)) from None


def _games_from_files(args):
    """(games, rating found in the file or None) from --pgn/--csv plus --game."""
    games, rating = list(args.games), None
    if args.pgn:
        if not args.player:
            names = "; ".join(name for name, _ in players(read_pgn(_read_file(args.pgn))))
            raise _UsageError("--pgn needs --player; the file names: %s" % names)
        rating, entries = games_of(read_pgn(_read_file(args.pgn)), args.player)
        missing = ["round %s (%s, line %d)" % (e.round or "?", e.name or "?", e.line)
                   for e in entries if e.missing_rating]
        if missing and args.command == "fide":
            raise _UsageError("no Elo for the opponent in: %s; give those games with --game"
                              % "; ".join(missing))
        games += [(e.opponent, e.score) for e in entries if not e.missing_rating
                  or args.command == "ukd"]
    elif args.player:
        raise _UsageError("--player belongs with --pgn")
    if args.csv:
        games += [(e.opponent, e.score) for e in read_csv(_read_file(args.csv))]
    if not games:
        raise _UsageError("give the games with --game, --pgn or --csv")
    return games, rating


def _run(args):
    if args.command == "game":
        return rate_game(args.rating, args.opponent, args.result, args.k, args.opponent_k)
    if args.command == "series":
        return rate_series(args.rating, args.average, args.games, args.points, args.k)
    games, rating = _games_from_files(args)
    if args.command == "ukd":
        if args.rating is None and rating is None:
            raise _UsageError("--rating is required")
        return rate_ukd(args.rating if args.rating is not None else rating, games,
                        args.time_control)
    if args.unrated:
        if args.rating is not None:
            raise _UsageError("--rating and --unrated exclude each other")
        return rate_first(games)
    rating = args.rating if args.rating is not None else rating
    if rating is None:
        raise _UsageError("--rating is required (or --unrated for a first rating)")
    return rate_fide(rating, games, args.k, args.rated_games, args.born, args.year,
                     args.reached_2400, args.period_games, args.time_control)


# The command line prints plain ASCII numbers ("c" style): scripts parse them.
def _num(value, decimals=0, sign=False):
    return format_number(value, decimals, "c", sign)


def _val(value):
    return format_value(value, "c")


def _signed(change):
    return "%s -> %s" % (_num(change["change"], sign=True), _val(change["new_rating"]))


_K_RULES = {
    "given": "given",
    "reached_2400": "8.3.3: a published rating reached 2400",
    "junior": "8.3.3: junior under 2300",
    "new_player": "8.3.3: fewer than 30 rated games",
    "established": "8.3.3: rated under 2400",
}

_REASONS = {
    "unrated_opponent": "not rated: the opponent has no FIDE rating",
    "gap_600": "not rated: 600 or more apart with a player above 2600 (rapid/blitz)",
}


_FIRST_REASONS = {
    "zero_score": "a first event scored zero is disregarded (8.2)",
    "too_few_games": "fewer than 5 games against rated opponents (7.2.1)",
    "below_floor": "below 1400 (7.2.1)",
}


def _game_text(data):
    lines = ["Rating:      %s, K %s" % (_val(data["rating"]), _val(data["k"])),
             "Expected:    %s (%s; a draw counts half)" % (
                 _num(data["expected"], 4), format_percent(data["expected"], 1, "c"))]
    for name, change in data["outcomes"].items():
        mark = "  <- result" if name == data["result"] else ""
        lines.append("%-12s %s (exact %s)%s" % (
            name.capitalize() + ":", _signed(change),
            _num(change["change_exact"], 2, sign=True), mark))
    opponent = data["opponent"]
    lines.append("Opponent:    %s, K %s, expected %s: %s" % (
        _val(opponent["rating"]), _val(opponent["k"]),
        _num(opponent["expected"], 4), _signed(opponent)))
    return lines


def _series_text(data):
    return [
        "Rating:      %s, K %s" % (_val(data["rating"]), _val(data["k"])),
        "Expected:    %s of %s points (%s per game)" % (
            _num(data["expected"], 2), _val(data["games"]),
            format_percent(data["expected_per_game"], 1, "c")),
        "Scored:      %s" % _val(data["score"]),
        "Change:      %s (exact %s)" % (_signed(data), _num(data["change_exact"], 2, sign=True)),
    ]


def _performance_text(perf):
    if perf is None:
        return []
    line = "Performance: %s (Title Regulations 1.4.9: average %s, %s%% -> dp %s); linear %s" % (
        _val(perf["rating"]), _val(perf["average"]), perf["percent"], _num(perf["dp"], sign=True),
        _num(perf["linear"]))
    if perf["linear_breaks"]:
        line += " (the linear formula breaks down at 0% and 100%)"
    return [line]


def _fide_text(data):
    if data.get("first_rating"):
        first = data["first_rating"]
        state = "published" if first["published"] else "not published: %s" % "; ".join(
            _FIRST_REASONS[reason] for reason in first["reasons"])
        return ["First FIDE rating (8.2): %s, %s" % (_val(first["rating"]), state),
                "  average with two hypothetical 1800s %s, score %s%% -> dp %s" % (
                    _num(first["average_with_hypothetical"], 2), first["percent"],
                    _num(first["dp"], sign=True))] + _performance_text(data["performance"])
    k_note = _K_RULES[data["k_rule"]]
    if data["k_cut_by_700"]:
        k_note += "; 700 rule: %s -> %s over %s games" % (
            data["k_before_700"], data["k"], data["period_games"])
    lines = ["FIDE, %s: rating %s, K %s (%s)" % (
        data["time_control"], _val(data["rating"]), data["k"], k_note),
        "  #  opponent      D    PD  score   delta"]
    for number, game in enumerate(data["games"], 1):
        if not game["rated"]:
            lines.append("%3d  %8s  %s" % (number, game["opponent"] or "-",
                                           _REASONS[game["reason"]]))
            continue
        lines.append("%3d  %8s  %5s%s %4s  %5s  %6s" % (
            number, game["opponent"], _num(game["difference"], sign=True),
            "*" if game["capped"] else " ", _num(game["expected"], 2), _val(game["score"]),
            _num(game["delta"], 2, sign=True)))
    if [g for g in data["games"] if g["capped"]]:
        lines.append("  * difference counted as 400 (8.3.1)")
    lines += [
        "Sum:         score %s, expected %s, delta %s" % (
            _val(data["score"]), _num(data["expected"], 2),
            _num(data["score"] - data["expected"], 2, sign=True)),
        "Change:      %s x %s = %s -> %s (8.3.4: rounded once, 0.5 away from zero)" % (
            data["k"], _num(data["score"] - data["expected"], 2, sign=True),
            _num(data["change_exact"], 2, sign=True), _signed(data)),
    ]
    if data["below_floor"]:
        lines.append("Below 1400: the next list shows the player as unrated (7.1.4)")
    return lines + _performance_text(data["performance"])


def _ukd_text(data):
    lines = ["UKD (%s, an estimate; the federation's list counts): rating %s, k %s" % (
        data["time_control"], _val(data["rating"]), data["k"])]
    for number, game in enumerate(data["games"], 1):
        if game["forfeit"]:
            lines.append("%3d  %8s  not counted (not played over the board)" % (
                number, game["opponent"] or "-"))
        elif game["opponent"] is None:
            lines.append("%3d  %8s  no UKD: %s" % (number, "-", _num(game["delta"], 2, sign=True)))
        else:
            lines.append("%3d  %8s  counted as %s" % (number, game["opponent"],
                                                     game["counted_rating"]))
    if data["difference"] is not None:
        lines.append("Average %s, D %s, PD %s, We %s, W %s" % (
            _num(data["average_opponent"], 2), _num(data["difference"], sign=True),
            _num(data["expected_per_game"], 2), _num(data["expected"], 2), _val(data["score"])))
    lines.append("dD = %s -> new UKD %s" % (_num(data["change_exact"], 2, sign=True),
                                           _val(data["new_rating"])))
    if data["floored"]:
        lines.append("A UKD never falls below 1000")
    return lines + _performance_text(data["performance"])


def _text(data):
    """A short report in English; --json is the machine-readable form."""
    if data.get("system") == "fide":
        lines = _fide_text(data)
    elif data.get("system") == "ukd":
        lines = _ukd_text(data)
    elif "outcomes" in data:
        lines = _game_text(data)
    else:
        lines = _series_text(data)
    return "\n".join(lines)


_OPTIONS = {"count": "games"}


def _join_games(argv):
    """argparse takes "-:1" (an unrated opponent) for an option: glue it to its --game."""
    joined = []
    for arg in argv:
        if joined and joined[-1] == "--game" and arg.startswith("-"):
            joined[-1] = "--game=" + arg
        else:
            joined.append(arg)
    return joined


def main(argv=None):
    parser = _build_parser()
    try:
        args = parser.parse_args(_join_games(sys.argv[1:] if argv is None else argv))
        if args.version:
            from elo import __version__
            print(__version__)
            return 0
        if args.command is None:
            raise _UsageError("choose a command: game, series, fide or ukd (see --help)")
        result = _run(args)
    except _UsageError as error:
        print("elo: error: %s" % error, file=sys.stderr)
        return EXIT_USAGE
    except InputError as error:
        option = _OPTIONS.get(error.field, error.field).replace("_", "-")
        if error.field == "file":
            option = "pgn" if args.pgn else "csv"
        print("elo: error: --%s: %s" % (option, message(error)), file=sys.stderr)
        return EXIT_USAGE
    data = to_dict(result)
    if args.json:
        print(json.dumps(data, ensure_ascii=False))
    else:
        print(_text(data))
    return 0
