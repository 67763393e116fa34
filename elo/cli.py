"""Command line: `python -m elo SUBCOMMAND ... [--json]` (contract in shared/design.md).

One subcommand per rating system, built from its declaration (elo.systems): its inputs
become options, its games come from --game, --pgn or --csv. Classic Elo adds `game` and
`series`; `systems` lists the systems. Runs on CPython only (argparse is not in
MicroPython); the arithmetic is the package's. Any bad argument ends with exit status 2
and one line on stderr, never a traceback.
"""

import argparse
import datetime
import json
import sys

from elo.classic import half_points, rate_game, rate_series
from elo.errors import InputError
from elo.dwz import parse_date
from elo.files import MAX_BYTES, games_of, players, read_csv, read_pgn
from elo.games import parse_game
from elo.messages import message
from elo.numbers import (
    format_number, format_percent, format_value, parse_number, parse_rating, parse_score,
    parse_whole, parse_whole_rating,
)
from elo.report import to_dict
from elo.system import to_points
from elo.systems import SYSTEMS, get, listing
from elo.texts import text

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


_score = _argument(parse_score, "result", "result")
_game = _argument(parse_game, "game", "games")
_points = _argument(lambda text, field: half_points(parse_number(text, field), field),
                    "points", "points")


def _date(text, field):
    parse_date(text, field)
    return text.strip()


_KINDS = {"whole": parse_whole, "number": parse_number, "rating": parse_rating,
          "whole_rating": parse_whole_rating, "date": _date}


def _build_parser():
    parser = _Parser(
        prog="elo",
        description="Chess rating calculator: %s. Each system is a subcommand; "
                    "`elo SYSTEM --help` shows its options." % "; ".join(
                        "%s (%s)" % (system.id, system.name["en"]) for system in SYSTEMS),
    )
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    commands.add_parser("systems", help="list the rating systems").add_argument(
        "--json", action="store_true", help="print one JSON list")

    game = commands.add_parser(
        "game", help="classic Elo: one game, both players, all three results",
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
        "series", help="classic Elo: several games against an average opponent",
        description="change = K*(P - G*E) with E against the average opponent.",
    )
    series.add_argument("--rating", required=True, type=_number("rating"), help="your rating")
    series.add_argument("--average", required=True, type=_number("average"),
                        help="the opponents' average rating")
    series.add_argument("--games", required=True, type=_whole("count"), help="games played")
    series.add_argument("--points", required=True, type=_points, help="points scored")
    series.add_argument("--k", type=_number("k"), default=20, help="your K-factor (default 20)")
    commands_of = [game, series]

    for system in SYSTEMS:
        command = commands.add_parser(system.id, help=system.summary.replace("%", "%%"),
                                      description=system.sources["en"].replace("%", "%%"))
        for item in system.inputs:
            if item.flag:
                _add_input(command, item)
        _add_games(command, "a game as OPPONENT:RESULT, e.g. 1900:1 or 1750:1/2 (repeat it; "
                            "- as opponent for one without a rating, :f after the result "
                            "for a forfeit)")
        commands_of.append(command)
    for command in commands_of:
        command.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def _add_input(command, item):
    """An option for one input of a system's declaration."""
    options = {"dest": item.key, "help": item.help.replace("%", "%%")}  # argparse formats it
    if item.kind == "flag":
        command.add_argument(item.flag, action="store_true", **options)
        return
    if item.kind == "choice":
        options.update(choices=item.choices, default=item.default)
    else:
        options["type"] = _argument(_KINDS[item.kind], item.kind, item.key)
    command.add_argument(item.flag, **options)


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
        # FIDE counts only rated opponents, so a missing Elo is more likely a gap in the
        # file than an unrated player: it is asked for rather than left out
        if missing and args.command == "fide":
            raise _UsageError("no Elo for the opponent in: %s; give those games with --game"
                              % "; ".join(missing))
        games += [(e.opponent, e.score) for e in entries]
    elif args.player:
        raise _UsageError("--player belongs with --pgn")
    if args.csv:
        games += [(e.opponent, e.score) for e in read_csv(_read_file(args.csv))]
    if not games:
        raise _UsageError("give the games with --game, --pgn or --csv")
    return games, rating


def _today(item):
    today = datetime.date.today()
    return today.isoformat() if item.kind == "date" else today.year


def _run(args):
    if args.command == "game":
        return rate_game(args.rating, args.opponent, args.result, args.k, args.opponent_k)
    if args.command == "series":
        return rate_series(args.rating, args.average, args.games, args.points, args.k)
    system = get(args.command)
    games, rating = _games_from_files(args)
    params = {}
    for item in system.inputs:
        if not item.flag:
            continue
        value = getattr(args, item.key)
        if value is None and item.today:
            value = _today(item)
        params[item.key] = value
    if params.get("first"):
        if params.get("rating") is not None:
            raise _UsageError("--rating and --unrated exclude each other")
    elif params.get("rating") is None:
        params["rating"] = rating
        if rating is None:
            raise _UsageError("--rating is required (or --unrated where the system has it)"
                              if "first" in params else "--rating is required")
    return system.rate(params.pop("rating", None), games, **params)


# The command line prints plain ASCII numbers ("c" style): scripts parse them.
def _num(value, decimals=0, sign=False):
    return format_number(value, decimals, "c", sign)


def _val(value):
    return format_value(value, "c")


def _signed(change):
    return "%s -> %s" % (_num(change["change"], sign=True), _val(change["new_rating"]))


def _words(key, **params):
    """The command line's English: the same words the page says (elo.texts)."""
    return text("en", key, **params)


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
            _words("first-" + reason) for reason in first["reasons"])
        return ["First FIDE rating (8.2): %s, %s" % (_val(first["rating"]), state),
                "  average with two hypothetical 1800s %s, score %s%% -> dp %s" % (
                    _num(first["average_with_hypothetical"], 2), first["percent"],
                    _num(first["dp"], sign=True))] + _performance_text(data["performance"])
    k_note = _words("k-given" if data["k_rule"] == "given" else "k-rule-" + data["k_rule"])
    if data["k_cut_by_700"]:
        k_note += "; 700 rule: %s -> %s over %s games" % (
            data["k_before_700"], data["k"], data["period_games"])
    lines = ["FIDE, %s: rating %s, K %s (%s)" % (
        data["time_control"], _val(data["rating"]), data["k"], k_note),
        "  #  opponent      D    PD  score   delta"]
    for number, game in enumerate(data["games"], 1):
        if not game["rated"]:
            lines.append("%3d  %8s  %s" % (number, game["opponent"] or "-",
                                           _words("not-rated-" + game["reason"])))
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


def _game_rows(data, columns):
    """The games as a table: `columns` are (title, width, cell(game))."""
    lines = ["  #  " + "  ".join(title.rjust(width) for title, width, _ in columns)]
    for number, game in enumerate(data["games"], 1):
        opponent = "-" if game["opponent"] is None else _val(game["opponent"])
        if not game["counted"]:
            lines.append("%3d  %8s  %s" % (number, opponent,
                                           _words("dwz-not-counted-" + game["reason"])))
            continue
        lines.append("%3d  " % number + "  ".join(
            cell(game).rjust(width) for _, width, cell in columns))
    return lines


_DWZ_COLUMNS = (("opponent", 8, lambda g: _val(g["opponent"])),
                ("D", 5, lambda g: _num(g["difference"], sign=True)),
                ("P(D)", 6, lambda g: _num(g["expected"], 3)),
                ("score", 5, lambda g: _val(g["score"])))

_ELO_COLUMNS = (("opponent", 8, lambda g: _val(g["opponent"])),
                ("E", 6, lambda g: _num(g["expected"], 4)),
                ("score", 5, lambda g: _val(g["score"])),
                ("after", 7, lambda g: _val(g["sequential"]["new_rating"])))


def _dwz_text(data):
    lines = ["DWZ, %s system (end %s): %s" % (
        "classic E" if data["system"] == "E" else "2026 K", data["end"],
        "first DWZ" if data["first"] else "DWZ %s-%s, %s" % (
            _val(data["rating"]), data["index"], data["age_group"]))]
    lines += _game_rows(data, _DWZ_COLUMNS)
    lines.append("W %s, We %s, n %s" % (_val(data["score"]), _num(data["expected"], 3),
                                         len([g for g in data["games"] if g["counted"]])))
    if data["first"]:
        lines.append("First DWZ: %s-1 (the rating at which We = W: %s)" % (
            _val(data["new_rating"]), _num(data["first_dwz"]["root"], 1)))
    elif data["system"] == "E":
        lines.append("E = E0 x fB + SBr = %s x %s + %s = %s -> E %s%s" % (
            _num(data["e0"], 3), _num(data["fb"], 3), _num(data["sbr"], 3),
            _num(data["e_exact"], 3), data["e"],
            " (limit: %s)" % data["e_cap"] if data["e_cap"] else ""))
        lines.append("Rn = R0 + 800 x (W - We) / (E + n) = %s -> %s-%s" % (
            _num(data["rating"] + data["change_exact"], 2), _val(data["new_rating"]),
            data["new_index"]))
    else:
        lines.append("K = K0 x b + a = %s x %s + %s -> K %s%s" % (
            data["k0"], _num(data["b"], 4), _num(data["a"], 4), _num(data["k"], 1),
            " (at most 80)" if data["k_capped"] else ""))
        lines.append("Rn = R0 + K x (W - We) = %s -> %s-%s%s" % (
            _num(data["rating"] + data["change_exact"], 2), _val(data["new_rating"]),
            data["new_index"], " (floor 1100)" if data["floored"] else ""))
    if data["performance"] is not None:
        lines.append("Performance: %s over %s games (average %s)" % (
            _val(data["performance"]["rating"]), data["performance"]["games"],
            _val(data["performance"]["average"])))
    return lines


def _elo_text(data):
    if "outcomes" in data:
        return _game_text(data)
    if "average" in data:
        return _series_text(data)
    lines = ["Elo formula: rating %s, K %s" % (_val(data["rating"]), _val(data["k"]))]
    lines += _game_rows(data, _ELO_COLUMNS)
    lines += ["Change:      K x (P - sum E) = %s x (%s - %s) = %s -> %s" % (
        _val(data["k"]), _val(data["score"]), _num(data["expected"], 2),
        _num(data["change_exact"], 2, sign=True), _signed(data)),
        "Game by game: %s -> %s" % (_num(data["sequential"]["change"], sign=True),
                                    _val(data["sequential"]["new_rating"]))]
    return lines


def _both_text(data):
    return _fide_text(data) + [""] + _dwz_text(data["dwz"])


_TEXTS = {"elo": _elo_text, "fide": _fide_text, "ukd": _ukd_text, "dwz": _dwz_text,
          "fide-dwz": _both_text, "game": _game_text, "series": _series_text}


def _text(command, data):
    """A short report in English; --json is the machine-readable form."""
    return "\n".join(_TEXTS[command](data))


_OPTIONS = {"count": "games"}


def _option(command, field):
    """The option a field came from: a system's own flag, or --FIELD."""
    for system in SYSTEMS:
        if system.id == command:
            for item in system.inputs:
                if item.key == field and item.flag:
                    return item.flag
    return "--" + _OPTIONS.get(field, field).replace("_", "-")


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
            raise _UsageError("choose a command: systems, game, series, %s (see --help)"
                              % ", ".join(system.id for system in SYSTEMS))
        if args.command == "systems":
            _print_systems(args.json)
            return 0
        result = _run(args)
    except _UsageError as error:
        print("elo: error: %s" % error, file=sys.stderr)
        return EXIT_USAGE
    except InputError as error:
        option = _option(args.command, error.field)
        if error.field == "file":
            option = "--pgn" if args.pgn else "--csv"
        where = " (game %s)" % error.params["game"] if "game" in error.params else ""
        print("elo: error: %s%s: %s" % (option, where, message(error)), file=sys.stderr)
        return EXIT_USAGE
    data = to_dict(result)
    if args.json:
        print(json.dumps(data, ensure_ascii=False))
    else:
        print(_text(args.command, data))
    return 0


def _print_systems(as_json):
    if as_json:
        print(json.dumps(listing(), ensure_ascii=False))
    else:
        for system in SYSTEMS:
            print("%-5s %s" % (system.id, system.name["en"]))
