"""Command line: `python -m elo COMMAND ... [--json]` (docs/contract.md).

Every command comes from a system's declaration (elo.systems): a subcommand per system
and form (classic Elo's one game is `game`, several games `series`, a tournament
`classic`, also called `elo`), its fields as options, its games from --game, --pgn or
--csv. `systems` lists the systems. The text report is the page's own: its figures and
its breakdown, in English with plain numbers (elo.present.systems). Runs on CPython only
(argparse is not in MicroPython); the arithmetic is the package's. Any bad argument ends
with exit status 2 and one line on stderr, never a traceback.
"""

import datetime
import json
import sys

from elo.errors import InputError
from elo.cli import need as cli_need, season as cli_season, serve as cli_serve
from elo.cli import described, tournament as cli_tournament
from elo.cli.args import EXIT_USAGE, Parser, UsageError, argument, date, read_file
from elo.files import games_of, players, read_csv, read_pgn
from elo.games import parse_game
from elo.messages import message
from elo.numbers import PLAIN, PARSERS
from elo.report import to_dict
from elo.systems import SYSTEMS, listing
from elo.texts import text
from elo.present.blocks import to_text
from elo.present.evaluation import Evaluation
from elo.present.pieces import label, signed
from elo.present.screen import Screen
from elo.present.systems import presenter_of
from elo.units import TYPE_CHECKING, Score, WholeRating

if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable, Sequence
    from typing import Any

    from elo.need import Need
    from elo.present.shapes import AnyResult
    from elo.shapes import GameTuple
    from elo.system import Field, System

__all__ = ["main"]

#: The style of the report's numbers and words: English, plain ASCII numbers.

#: The figures the report says first, in order (the page's output ids), with their label.
_FIGURES = (("new-rating", "new-rating-label"), ("change", "change-label"),
            ("expected", "expected-label"), ("dwz-new-rating", "dwz-new-rating-label"),
            ("dwz-change", "dwz-change-label"), ("dwz-expected", "dwz-expected-label"),
            ("opponent-new-rating", "opponent-new-rating-label"),
            ("opponent-change", "opponent-change-label"),
            ("opponent-expected", "opponent-expected-label"), ("k-info", "k-info-label"),
            ("performance", "performance-label"))


def _parser_of(kind: str) -> "Callable[[str, str], object]":
    return date if kind == "date" else PARSERS[kind]


class _Command:
    """One subcommand: a system in one of its modes."""

    def __init__(self, system: "System", mode: str, name: str) -> None:
        self.system = system
        self.mode = mode
        self.name = name
        texts = {"mode": mode, "ksource": "own", "first": "0"}
        self.fields = [field for field in system.fields if field.option and
                       _applies_in(field, mode)]
        self.games = system.has_games(texts)

    def add(self, commands: "argparse._SubParsersAction[Parser]",
            aliases: "Sequence[str]" = ()) -> None:
        system = self.system
        command = commands.add_parser(
            self.name, aliases=list(aliases),
            help=(described.SUMMARY[system.id] if self.games else
                  "%s: %s" % (system.name["en"], self.mode)).replace("%", "%%"),
            description=described.SOURCES[system.id].replace("%", "%%"))
        for field in self.fields:
            _add_field(command, field, described.HELP[system.id].get(field.key, ""))
        if self.games:
            _add_games(command, system)
            cli_need.add(command, system)
        command.add_argument("--json", action="store_true", help="print one JSON object")
        command.set_defaults(command_of=self)


def _applies_in(field: "Field", mode: str) -> bool:
    """Whether a field counts in a mode (its other conditions are the options' own)."""
    for key, value in field.when:
        if key == "mode" and value != mode:
            return False
    return True


def _commands() -> list[tuple[_Command, tuple[str, ...]]]:
    found = []
    for system in SYSTEMS:
        for mode in system.modes:
            names = system.commands.get(mode)
            if names:
                found.append((_Command(system, mode, names[0]), names[1:]))
    return found


_COMMANDS = _commands()


def _build_parser() -> Parser:
    parser = Parser(
        prog="elo",
        description="Chess rating calculator: %s. Each system is a subcommand; "
                    "`elo COMMAND --help` shows its options. The rules are in the "
                    "project's docs/rules." % "; ".join(
                        "%s (%s)" % (system.id, system.name["en"]) for system in SYSTEMS),
    )
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    commands.add_parser("systems", help="list the rating systems").add_argument(
        "--json", action="store_true", help="print one JSON list")
    cli_tournament.add(commands)
    cli_season.add(commands)
    cli_serve.add(commands)
    for command, aliases in _COMMANDS:
        command.add(commands, aliases)
    return parser


def _add_field(command: "argparse.ArgumentParser", field: "Field", help: str) -> None:
    """An option for one field of a system's declaration, with its `help`."""
    options: "dict[str, Any]"  # argparse's keywords
    options = {"dest": field.key, "help": help.replace("%", "%%")}  # argparse formats it
    if field.kind == "check":
        command.add_argument(field.option, action="store_true", **options)
        return
    if field.kind == "choice":
        options.update(choices=field.choices, default=field.default)
    else:
        options["type"] = argument(_parser_of(field.kind), field.kind, field.key)
    command.add_argument(field.option, **options)


def _add_games(command: "argparse.ArgumentParser", system: "System") -> None:
    columns = "/".join(column.name for column in system.columns)
    parse = argument(lambda text, field: parse_game(text, system.columns, field,
                                                     system.forfeits), "game", "games")
    notes = ["repeat it"]
    if system.columns[0].unrated:
        notes.append("- for an opponent without a rating")
    if system.forfeits:
        notes.append(":f after the result for a forfeit")
    command.add_argument("--game", dest="games", action="append", type=parse, default=[],
                         metavar=columns + ":RESULT",
                         help="a game as %s:RESULT, e.g. %s (%s); RESULT 1, 0.5 or 0, also "
                              "1/2, =, remis or draw" % (columns, _example(system),
                                                         "; ".join(notes)))
    if _reads_files(system):
        command.add_argument("--pgn", metavar="FILE",
                             help="read the games from a PGN file (tag pairs: White, Black, "
                                  "WhiteElo, BlackElo, Result); needs --player")
        command.add_argument("--player", metavar="NAME",
                             help="whose games to take from --pgn, as the file writes the "
                                  "name")
        command.add_argument("--csv", metavar="FILE",
                             help="read the games from a CSV file: opponent rating and "
                                  "result, optionally name and round; ',' or ';' separated")


def _reads_files(system: "System") -> bool:
    """Files hold one rating per opponent (a CSV may add his DWZ): for the systems whose
    rows want no more."""
    return [column.meaning for column in system.columns[1:]] in ([], ["opponent.dwz"])


def _example(system: "System") -> str:
    return system.games.split(",")[0]


def _game(system: "System", opponent: WholeRating | None, score: Score,
          second: WholeRating | None) -> "GameTuple":
    """A file's game as the engine takes it for `system`'s columns."""
    if len(system.columns) > 1:
        return (opponent, score, False, second)
    return (opponent, score)


def _games_from_files(args: "argparse.Namespace", system: "System",
                      ) -> "tuple[list[GameTuple], WholeRating | None]":
    """(games, rating found in the file or None) from --pgn/--csv plus --game."""
    games, rating = list(args.games), None
    if not _reads_files(system):
        return games, rating
    if args.pgn:
        if not args.player:
            names = "; ".join(name for name, _ in players(read_pgn(read_file(args.pgn))))
            raise UsageError("--pgn needs --player; the file names: %s" % names)
        rating, entries = games_of(read_pgn(read_file(args.pgn)), args.player)
        missing = ["round %s (%s, line %d)" % (e.round or "?", e.name or "?", e.line)
                   for e in entries if e.missing_rating]
        # an opponent without an Elo tag is one without a rating, where the system has
        # such opponents; the formula needs a number for every game
        if missing and not system.columns[0].unrated:
            raise UsageError("no Elo for the opponent in: %s; give those games with --game"
                              % "; ".join(missing))
        if len(system.columns) > 1:  # a PGN has no DWZ
            raise UsageError("a PGN file holds no DWZ: give the games with --game or --csv")
        games += [_game(system, e.opponent, e.score, None) for e in entries]
    elif args.player:
        raise UsageError("--player belongs with --pgn")
    if args.csv:
        games += [_game(system, e.opponent, e.score, e.second)
                  for e in read_csv(read_file(args.csv))]
    if not games:
        raise UsageError("give the games with --game, --pgn or --csv")
    return games, rating


def _today(field: "Field") -> str | int:
    today = datetime.date.today()
    return today.isoformat() if field.kind == "date" else today.year


def _run(args: "argparse.Namespace") -> "tuple[AnyResult, list[InputError], Need | None]":
    command = args.command_of
    system = command.system
    games, rating = _games_from_files(args, system) if command.games else ([], None)
    params = {}
    if system.has("mode"):
        params["mode"] = command.mode
    for field in command.fields:
        value = getattr(args, field.key)
        if value is None and field.today:
            value = _today(field)
        params[field.key] = value  # None: the rules' own default (FIDE's K by 8.3.3)
    if params.get("first"):
        if params.get("rating") is not None:
            raise UsageError("--rating and --unrated exclude each other")
    elif "rating" in params and params["rating"] is None:
        params["rating"] = rating
    for field in command.fields:
        if field.required and params[field.key] is None and not (
                params.get("first") and field.key == "rating"):
            raise UsageError("%s is required" % field.option)
    warnings = _doubts(command, args)
    result = system.rate(games, **params)
    need = cli_need.run(args, system, games, params) if command.games else None
    return result, warnings + (need.warnings if need is not None else []), need


def _doubts(command: _Command, args: "argparse.Namespace") -> "list[InputError]":
    """The warnings on what was typed, its options and --game (elo.system.Bound); a value
    no list holds is raised as the error it is. A file's ratings are taken as they stand:
    a PGN of 2023 holds FIDE ratings below 1400."""
    doubts = [field.check(getattr(args, field.key)) for field in command.fields]
    number = 0  # the game's number, as the engine counts: --game comes first
    for game in args.games if command.games else ():
        number += 1
        for position, column in enumerate(command.system.columns):
            doubt = column.check(game[0] if position == 0 else game[2 + position])
            if doubt is not None:
                doubts.append(type(doubt)("games", doubt.code, game=number, **doubt.params))
    warnings = []
    for doubt in doubts:
        if doubt is None:
            continue
        if doubt.severity == "error":
            raise doubt
        warnings.append(doubt)
    return warnings


def _said(args: "argparse.Namespace | None", error: InputError) -> str:
    """An error's or a warning's line after "elo: error: ": the option, the game, why."""
    where = " (game %s)" % error.params["game"] if "game" in error.params else ""
    return "%s%s: %s" % (_option(args, error.field), where, message(error))


def _warnings(warnings: "list[InputError]") -> "list[dict[str, Any]]":
    """The --json key `warnings`: each warning's field, code and English message."""
    listed = []
    for warning in warnings:
        item = {"field": warning.field, "code": warning.code, "message": message(warning)}
        if "game" in warning.params:
            item["game"] = warning.params["game"]
        listed.append(item)
    return listed


def _report(args: "argparse.Namespace", result: "AnyResult") -> str:
    """The page's figures and breakdown of a result, as text."""
    command = args.command_of
    system = command.system
    own = presenter_of(system.id)
    defaulted = tuple(field.key for field in command.fields if getattr(args, field.key) is None)
    screen = Screen(system.id, {"mode": command.mode, "update": "period"}, lang=PLAIN,
                    defaulted=defaulted)
    texts, _ = own.render(screen, Evaluation(result, {}), result, PLAIN)
    lines = []
    for key, words in _FIGURES:
        if texts.get(key) and texts[key] != "\u2013":
            lines.append("%s: %s" % (label(PLAIN, words, system.id), texts[key]))
    for name, change in result.outcomes if result.shape == "game" else ():
        lines.append("%s: %s -> %s" % (text(PLAIN, name), signed(change.rounded, PLAIN),
                                        change.new_rating))
    if texts.get("notice"):
        lines.append(texts["notice"])
    lines += ["", to_text(own.breakdown(result, PLAIN, screen))]
    return "\n".join(lines)


def _option(args: "argparse.Namespace | None", field: str) -> str:
    """The option a field came from: a system's own option, or --FIELD."""
    if args is not None and getattr(args, "command", None) in ("season", "tournament"):
        file: str = args.file  # both commands take FILE (argparse's values are typed Any)
        return file
    command: "_Command | None" = getattr(args, "command_of", None)
    if command is not None:
        for item in command.system.fields:
            if item.key == field and item.option:
                return item.option
    if field == "file":
        return "--pgn" if getattr(args, "pgn", None) else "--csv"
    if field == "games":
        return "--game"
    return "--" + field.replace("_", "-")


def _join_games(argv: "Sequence[str]") -> list[str]:
    """argparse takes "-:1" (an unrated opponent) for an option: glue it to its --game."""
    joined: list[str] = []
    for arg in argv:
        if joined and joined[-1] == "--game" and arg.startswith("-"):
            joined[-1] = "--game=" + arg
        else:
            joined.append(arg)
    return joined


def main(argv: list[str] | None = None) -> int:
    parser = _build_parser()
    args = None
    try:
        args = parser.parse_args(_join_games(sys.argv[1:] if argv is None else argv))
        if args.version:
            from elo import __version__
            print("elo-calculator " + __version__)
            return 0
        if args.command is None:
            raise UsageError("choose a command: systems, tournament, season, %s (see --help)"
                             % ", ".join(command.name for command, _ in _COMMANDS))
        if args.command == "systems":
            _print_systems(args.json)
            return 0
        if args.command == "tournament":
            return _print(cli_tournament.run(args))
        if args.command == "season":
            return _print(cli_season.run(args))
        if args.command == "serve":
            return cli_serve.run(args)
        result, warnings, need = _run(args)
    except UsageError as error:
        print("elo: error: %s" % error, file=sys.stderr)
        return EXIT_USAGE
    except InputError as error:
        print("elo: error: %s" % _said(args, error), file=sys.stderr)
        return EXIT_USAGE
    for warning in warnings:  # computed all the same: the line asks
        print("elo: warning: %s" % _said(args, warning), file=sys.stderr)
    if args.json:
        data = to_dict(result)
        if need is not None:
            data.update(cli_need.report(args, need))
        if warnings:
            data["warnings"] = _warnings(warnings)
        return _print(json.dumps(data, ensure_ascii=False))
    said = _report(args, result)
    if need is not None:
        said += "\n\n" + cli_need.text_of(args, need)
    return _print(said)


def _print(text: str) -> int:
    try:
        print(text)
        sys.stdout.flush()
    except BrokenPipeError:  # `elo ... | head`: the reader has seen enough
        sys.stdout = None
    return 0


def _print_systems(as_json: bool) -> None:
    if as_json:
        print(json.dumps(listing(), ensure_ascii=False))
    else:
        for system in SYSTEMS:
            print("%-8s %s" % (system.id, system.name["en"]))

