"""`elo tournament FILE`: a whole tournament from its TRF or SwissChess file (elo.tournament),
as a table or as JSON (docs/contract.md)."""

import argparse
import json

from elo.cli import periods as cli_periods
from elo.cli.args import UsageError, argument, date, read_file
from elo.tournament import read_tournament
from elo.tournament.rating import DEFAULT_INDEX, rate_tournament, set_time_control
from elo.tournament.timecontrol import TIME_CONTROLS
from elo.tournament.norm_report import chosen_norm, norm_report, report_text
from elo.tournament.norms import TITLES
from elo.tournament.report import problem_line, tournament_dict, tournament_text
from elo.tournament.trf_out import trf_bytes
from elo.texts import LANGUAGES, text
from elo.numbers import PARSERS
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from elo.cli.args import Parser
    from elo.tournament.model import Tournament
    from elo.tournament.rating import PlayerResult

__all__ = ["add", "run"]


def _rank_value(parse: "Callable[[str, str], object]",
                name: str) -> "Callable[[str], tuple[int, object]]":
    """An argparse type for RANK=VALUE (a start rank and a K or an index)."""
    def convert(text: str) -> tuple[int, object]:
        rank, _, value = text.partition("=")
        if not rank.strip().isdigit() or not value:
            raise argparse.ArgumentTypeError("write RANK=VALUE, e.g. 12=40 (not %r)" % text)
        return int(rank), argument(parse, name, name)(value)
    convert.__name__ = "RANK=" + name.upper()
    return convert


def add(commands: "argparse._SubParsersAction[Parser]") -> None:
    command = commands.add_parser(
        "tournament", help="a whole tournament from its TRF or SwissChess (SWT) file: every "
        "player's FIDE change, DWZ and title norms",
        description="FIDE Rating Regulations 8.3 for every player, the tournament as one "
                    "rating period; the DWZ where the file has national ratings; title "
                    "norms by the Title Regulations 1.4 (docs/rules).")
    command.add_argument("file", metavar="FILE", help="the tournament's TRF or SWT file")
    command.add_argument("--k", dest="k", action="append", default=[],
                         type=_rank_value(PARSERS["positive"], "k"), metavar="RANK=K",
                         help="a player's K-factor (repeat it); without it K follows "
                              "8.3.3 from the file's rating and birth year")
    command.add_argument("--index", dest="index", action="append", default=[],
                         type=_rank_value(PARSERS["positive"], "index"), metavar="RANK=INDEX",
                         help="a player's DWZ index (repeat it; neither file holds it, "
                              "the default is %d)" % DEFAULT_INDEX)
    command.add_argument("--end", type=argument(date, "date", "end"),
                         help="the tournament's last day, YYYY-MM-DD (default: the file's)")
    command.add_argument("--exempt", action="store_true",
                         help="the tournament is exempt from the federation rules of the norms "
                              "(Title Regulations 1.4.3)")
    command.add_argument("--time-control", choices=TIME_CONTROLS, dest="time_control",
                         help="rate as standard, rapid or blitz (FIDE's rules for each; no "
                              "DWZ or norms from rapid or blitz); without it, what the file "
                              "says (222, 122, the type 092 or the name), else standard")
    command.add_argument("--rounds", type=argument(PARSERS["positive"], "whole", "rounds"),
                         metavar="N", help="the tournament's rounds, where the file does "
                         "not announce them all (142, 132, XXR): the rounds after its last "
                         "one are still to play, and the norms' forecast counts them")
    cli_periods.add(command)
    command.add_argument("--json", action="store_true", help="print one JSON object")
    command.add_argument("--norm-report", dest="norm_report", type=int, metavar="RANK",
                         help="instead of the table, the norm report of the player with "
                              "this start rank: what FIDE's norm certificate (IT1) asks for, "
                              "each line with its article (docs/papers.md)")
    command.add_argument("--title", choices=[title.name for title in TITLES],
                         help="the title of --norm-report (default: the best he made, else "
                              "the highest checked)")
    command.add_argument("--lang", choices=LANGUAGES, default="en",
                         help="the language of --norm-report (default: en)")
    command.add_argument("--trf", metavar="OUT",
                         help="also write the tournament as TRF to OUT: a TRF as it came, byte "
                              "for byte; a SwissChess file as TRF16 (docs/papers.md)")
    command.set_defaults(command_of=None)


def run(args: argparse.Namespace) -> str:
    tournament = read_tournament(read_file(args.file))
    if not tournament.players:
        problem = tournament.problems[0]
        raise UsageError("%s: not read: %s" % (args.file, problem_line(problem)))
    for option, pairs in (("--k", args.k), ("--index", args.index)):
        unknown = [rank for rank, _ in pairs if rank not in tournament.players]
        if unknown:
            raise UsageError("argument %s: no player has the start rank %d"
                              % (option, unknown[0]))
    if args.rounds is not None:
        if args.rounds < tournament.rounds_in_file():
            raise UsageError("argument --rounds: the file holds %d rounds already"
                             % tournament.rounds_in_file())
        tournament.rounds = max(tournament.rounds, args.rounds)
    if args.time_control:
        set_time_control(tournament, args.time_control)  # a choice wins over the file
    if args.norm_report is not None and args.norm_report not in tournament.players:
        raise UsageError("argument --norm-report: no player has the start rank %d"
                         % args.norm_report)
    if args.trf:
        _write(args.trf, trf_bytes(tournament))
    results = rate_tournament(tournament, dict(args.k), dict(args.index), args.end, args.exempt)
    if args.norm_report is not None:
        return _norm_report(tournament, results, args)
    results, periods = cli_periods.rated(tournament, results, args)
    if args.json:
        return json.dumps(tournament_dict(tournament, results, args.end, periods),
                          ensure_ascii=False)
    return "\n".join([tournament_text(tournament, results)] +
                      cli_periods.text_of(tournament, periods))


def _write(path: str, written: bytes) -> None:
    try:
        with open(path, "wb") as handle:
            handle.write(written)
    except OSError as error:
        raise UsageError("cannot write %s: %s" % (path, error.strerror)) from None


def _norm_report(tournament: "Tournament", results: "list[PlayerResult]",
                 args: argparse.Namespace) -> str:
    result = [r for r in results if r.player.rank == args.norm_report][0]
    norm = chosen_norm(result, args.title)
    if norm is None:
        if args.title and result.norms:
            raise UsageError(text(args.lang, "event-report-no-title", title=args.title,
                                  rank=args.norm_report,
                                  titles=" ".join(n.title for n in result.norms)))
        raise UsageError(text(args.lang, "event-report-no-norm", rank=args.norm_report))
    report = norm_report(tournament, result, norm, args.lang)
    if args.json:
        return json.dumps(report, ensure_ascii=False)
    return report_text(report)
