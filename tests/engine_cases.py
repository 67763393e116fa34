"""Runs the engine cases in tests/cases/*.json: one checker for CPython and MicroPython.

Plain Python with no pytest, so `tests/mpy/run.mjs` can run it unchanged inside the page's
MicroPython build. A case is a JSON object:

    {"id": "...", "source": "where the expected numbers come from",
     "call": "rate_game", "args": [...], "kwargs": {...},
     "expect": {"change": 13, "outcomes.win.new_rating": 1513,
                "expected": {"approx": 0.3599, "tol": 0.00005}}}

`expect` keys are dotted paths into the result's `--json` dict (elo.report.to_dict), or
"value" for a call that returns a plain value. A case with "error": {"field", "code"}
expects an InputError instead. The calls named "event_..." return the tournament's
JSON (elo.tournament.report.tournament_dict) and `expect` addresses it directly
("by_rank.4.change");
so does "season" (elo.season.season_dict: "fide.periods.0.k").
"""

import json

from elo import export, files, games, need, numbers, report, stakes, systems
from elo.systems import classic, dwz, fide, fide_dwz, glicko2, tables, ukd
from elo.systems.dwz.common import DwzRating
from elo.errors import InputError
from elo.period import running, to_points
from elo.tournament import read_tournament
from elo.tournament.figures import k_cell
from elo.tournament.periods import PeriodResult, rate_periods
from elo.tournament.norm_report import chosen_norm, norm_report, report_text
from elo.tournament.rating import rate_tournament, set_time_control
from elo.tournament.report import control_source, tournament_dict
from elo.tournament.swt import is_swt
from elo.tournament.timecontrol import time_control_of
from elo.tournament.trf_out import trf_out
from elo.messages import message
from elo.texts import counted, month_text
from elo.tournament.norm_words import missing_words
from elo.tournament.norms import Norm
from elo.season import rate_season, read_season, season_data, season_dict
from elo.web.calculator.link import month_of
from elo.web.tournament.months import month_link, print_text
from elo.units import TYPE_CHECKING
from elo.web.tournament.render import calculator_links
from swt_writer import swt_bytes

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from elo.files.reading import Entry
    from elo.shapes import Report
    from elo.tournament.model import Tournament
    from helpers import JsonObject

    #: A list of games as a case's JSON gives them ([opponent, score, ...] each), which
    #: the engine reads as it reads its tuples.
    Games = list[Any]


def _fixture(name: str) -> bytes:
    with open(__file__.rsplit("/", 1)[0] + "/fixtures/" + name, "rb") as handle:
        return handle.read()


def _entries(entries: "list[Entry]") -> "list[list[Any]]":
    return [[e.opponent, e.score, e.name, e.round, e.line, e.missing_rating] for e in entries]


def _pgn_games_of(name: str, player: str) -> "list[Any]":
    rating, entries = files.games_of(files.read_pgn(_fixture(name)), player)
    return [rating, _entries(entries)]


def _players(games: "list[tuple[int, dict[str, str]]]") -> "list[list[Any]]":
    return [[player, count] for player, count in files.players(games)]


def _pgn_players(name: str) -> "list[list[Any]]":
    return _players(files.read_pgn(_fixture(name)))


def _fide_needed(rating: int, entered: "Games", k: "int | None", target: float) -> "int | None":
    return stakes.score_needed(fide.rate_fide(rating, entered, k), target)


def _dwz_needed(rating: int, entered: "Games", index: "int | None", born: "int | None",
                end: "str | None", target: float) -> "int | None":
    rated = dwz.rate_dwz(rating, entered, index, born, end)
    # rated before (a rating given), so no first DWZ: the kind whose new rating a score sets
    assert isinstance(rated, DwzRating), rated
    return stakes.score_needed(rated, target)


def _fide_stakes(rating: int, entered: "Games",
                 k: "int | None") -> "list[list[float] | None]":
    return [list(row) if row else None for row in stakes.stakes(fide.rate_fide(rating, entered, k))]


def _fide_csv(rating: int, entered: "Games", k: "int | None", lang: str) -> str:
    return export.to_csv(fide.rate_fide(rating, entered, k), lang)


def _need(system: str, so_far: "Games", params: "JsonObject", remaining: int,
          average: "list[Any]", targets: "dict[str, float | None] | None" = None) -> "Report":
    """What --remaining adds to the command line's JSON (`need`, `dwz_need`), with the
    warnings' codes and the number of periods rated; `targets` by the options' names
    (`target`, `dwz_target`)."""
    found = need.need(systems.get(system), [tuple(game) for game in so_far], params,
                      remaining, average)
    by_side = dict((None if key == "target" else key[:-len("_target")], value)
                   for key, value in (targets or {}).items())
    data = found.reports(by_side)
    data["warnings"] = [warning.code for warning in found.warnings]
    data["ratings"] = found.ratings
    return data


def _need_running(system: str, entered: "Games",
                  params: "JsonObject") -> "list[float] | None":
    """The running sums of a period rated by its system, in rating points."""
    sums = running(systems.get(system).rate([tuple(game) for game in entered], **params))
    return None if sums is None else [to_points(value) for value in sums]


def _by_rank(given: "dict[str, int]") -> "dict[int, int]":
    """{start rank: value} from a JSON object, whose keys are strings."""
    return dict((int(rank), value) for rank, value in given.items())


def _ranks(given: "dict[str, int] | None") -> "dict[int, int] | None":
    """_by_rank, None where nothing is given."""
    return _by_rank(given) if given else None


def _model(tournament: "Tournament") -> "JsonObject":
    """The Tournament as read, before any rating: each player's data and rounds as [round,
    opponent, colour, result, score], players by start rank."""
    players: "JsonObject" = {}
    for rank in tournament.ranks():
        player = tournament.players[rank]
        players[str(rank)] = {
            "name": player.name, "rating": player.rating, "title": player.title,
            "sex": player.sex, "federation": player.federation, "fide_id": player.fide_id,
            "born": player.born, "points": player.points, "dwz": player.dwz,
            "line": player.line,
            "rounds": [[r.number, r.opponent, r.colour, r.result, r.score]
                       for r in player.rounds]}
    return {"format": tournament.format, "name": tournament.name, "city": tournament.city,
            "start": tournament.start, "end": tournament.end, "rounds": tournament.rounds,
            "round_dates": tournament.round_dates, "players": players}


def _tournament(data: bytes, k: "dict[str, int] | None" = None,
           index: "dict[str, int] | None" = None, end: "str | None" = None,
           exempt: bool = False, time_control: "str | None" = None, periods: bool = False,
           rating_in: "dict[str, dict[str, int]] | None" = None) -> "Report":
    """A tournament file's bytes read and rated: its JSON (tournament_dict) with the players
    also by start rank (`by_rank`) and their start ranks in order (`ranks`), the problems
    as [line, code, params] in line order (`problem_codes`) and the file as read (`read`,
    _model); `time_control` one chosen (set_time_control); `periods` month by month
    (rate_periods), with `rating_in` the ratings given by month and start rank."""
    tournament = read_tournament(data)
    read = _model(tournament)
    if time_control is not None:
        set_time_control(tournament, time_control)
    results = rate_tournament(tournament, _ranks(k), _ranks(index), end, exempt)
    monthly = None
    if periods:
        given = dict((month, _by_rank(ratings)) for month, ratings in (rating_in or {}).items())
        monthly = rate_periods(tournament, results, _ranks(k), given)
        results = monthly.results
    out = tournament_dict(tournament, results, None, monthly)
    out["by_rank"] = dict((str(p["rank"]), p) for p in out["players"])
    out["ranks"] = [p["rank"] for p in out["players"]]
    codes = [[p.line, p.code, p.params] for p in tournament.problems]
    codes.sort(key=lambda item: (item[0], item[1]))
    out["problem_codes"] = codes
    out["read"] = read
    return out


def _norm_report(name: str, rank: int, title: "str | None" = None,
                 lang: str = "en") -> "Report":
    """The norm report (elo.tournament.norm_report) of a fixture's player, its text beside
    it (`text`) and its sections by id (`by_id`), their lines by field (`fields`)."""
    tournament = read_tournament(_fixture("tournament/" + name))
    result = [r for r in rate_tournament(tournament) if r.player.rank == rank][0]
    norm = chosen_norm(result, title)
    assert norm is not None, (name, rank, title)  # a case names a player with a norm checked
    report = norm_report(tournament, result, norm, lang)
    report["by_id"] = dict((section["id"], section) for section in report["sections"])
    for section in report["sections"]:
        section["fields"] = dict((line["field"], line) for line in section.get("lines", ()))
    report["text"] = report_text(report)
    return report


def _time_control(lines: "list[list[Any]]") -> "list[Any]":
    """What a file's header lines ([field, line, text]) say of the time control: [class,
    where from, line, seconds for 60 moves, what the name says]."""
    given = time_control_of([tuple(line) for line in lines])
    return [given.kind, given.source, given.line, given.seconds, given.named]


def _written_fields(name: str) -> "list[str]":
    """The fields of the header lines (those before the first player line) of a real
    fixture written as TRF (trf_out), in the order written."""
    written = trf_out(read_tournament(_fixture("real/" + name)))
    head = written.split("\n001", 1)[0]
    return [line[:3] for line in head.split("\n") if line[:3]]


def _time_control_read(lines: "list[list[Any]]") -> "Report":
    """What a file's header lines ([field, line, text]) say of the time control, as the
    JSON's time_control_source says it, with the class beside it (`kind`)."""
    given = time_control_of([tuple(line) for line in lines])
    data = control_source(given)
    data["kind"] = given.kind
    return data


def _season_problem(data: "str | JsonObject") -> "JsonObject | None":
    """What a season that cannot be rated says: the error's field and code, the entry
    it names, the problem inside, and the English message."""
    try:
        season_dict(rate_season(read_season(data)))
    except InputError as error:
        detail = error.params.get("detail")
        return {"field": error.field, "code": error.code, "entry": error.params.get("entry"),
                "detail_field": None if detail is None else detail.field,
                "detail_code": None if detail is None else detail.code,
                "en": message(error, "en"), "de": message(error, "de")}
    return None


def _norm_missing_words(missing: "dict[str, int | None]", lang: str) -> "list[str]":
    """What missing_words says of a GM norm check short of `missing` (it reads the
    check's missing and title alone; the other figures are no matter to it)."""
    return missing_words(Norm("GM", 0, None, None, missing), lang)


def _tournament_months(name: str, lang: str = "en") -> "JsonObject":
    """A fixture rated month by month as the page shows it, by start rank: the K cell of
    his row (k_cell), his row's links to the calculator (calculator_links) and each
    month's (month_link, None for a month not rated); and the printout's words on the
    months (print_text)."""
    tournament = read_tournament(_fixture("tournament/" + name))
    periods = rate_periods(tournament, rate_tournament(tournament))
    found: "JsonObject" = {}
    for result in periods.results:
        assert isinstance(result, PeriodResult), name  # a case's fixture is rated by month
        found[str(result.player.rank)] = {
            "k": k_cell(result),
            "links": [[system, link] for system, link in calculator_links(tournament, result,
                                                                          lang)],
            "months": [month_link(tournament, result, month, lang) if month.fide else None
                       for month in result.months]}
    return {"by_rank": found, "print": print_text(periods, lang)}


def _doubt(doubt: "InputError | None") -> "JsonObject | None":
    """A plausibility check's answer (elo.system.Field.check) as a case compares it: an
    error is raised, as the engine's are; a warning is its fields and both messages."""
    if doubt is None:
        return None
    if doubt.severity == "error":
        raise doubt
    return {"severity": doubt.severity, "field": doubt.field, "code": doubt.code,
            "params": doubt.params, "en": message(doubt, "en"), "de": message(doubt, "de")}


def _plausible_field(system: str, key: str, typed: str) -> "JsonObject | None":
    """What a system's field says of a value typed there, read as the page reads it (an
    optional one left empty is None)."""
    field = systems.get(system).field(key)
    empty = field.optional and not numbers.typed_text(typed, key)
    return _doubt(field.check(None if empty else numbers.PARSERS[field.kind](typed, key)))


def _plausible_cell(system: str, position: int, typed: str) -> "JsonObject | None":
    """What a column of a system's rows says of a cell typed there ("-" for none)."""
    column = systems.get(system).columns[position]
    return _doubt(column.check(games.parse_cell(typed, column)))


def _season_round_trip(data: "str | JsonObject") -> bool:
    """The season written back as its file holds it, read again: the same season."""
    season = read_season(data)
    return season_data(read_season(json.dumps(season_data(season)))) == season_data(season)


#: The calls a case may name, each given the case's JSON args and kwargs; what it returns
#: the case's `expect` addresses (Any: each call's own type).
CALLS: "dict[str, Callable[..., Any]]" = {
    "rate_game": classic.rate_game,
    "rate_series": classic.rate_series,
    "rate_games": classic.rate_games,
    "rate_fide": fide.rate_fide,
    "rate_first": fide.rate_first,
    "fide_k_factor": fide.k_factor,
    "limit_k": fide.limit_k,
    "pd_from_table": tables.pd_from_table,
    "rate_ukd": ukd.rate_ukd,
    "rate_dwz": dwz.rate_dwz,
    "dwz_expected": dwz.expected_score,
    "rate_fide_dwz": fide_dwz.rate_fide_dwz,
    "ukd_k_factor": ukd.k_factor,
    "rate_glicko2": lambda rating, rd, volatility, entered, tau=glicko2.TAU, limits=None:
        glicko2.rate_glicko2(rating, rd, volatility, [tuple(g) for g in entered], tau,
                             glicko2.LICHESS if limits == "lichess" else None),
    "parse_game": lambda text, system: games.parse_game(text, systems.get(system).columns),
    "csv_file": lambda name: _entries(files.read_csv(_fixture(name))),
    "csv_text": lambda text: _entries(files.read_csv(text)),
    "csv_text_both": lambda text: [[e.opponent, e.second, e.score] for e in files.read_csv(text)],
    "pasted_lines": lambda text: _entries(files.read_lines(text)),
    "pgn_players": _pgn_players,
    "pgn_games_of": _pgn_games_of,
    "pgn_text": lambda text: [[line, len(tags)] for line, tags in files.read_pgn(text)],
    "fide_score_needed": _fide_needed,
    "dwz_score_needed": _dwz_needed,
    "fide_stakes": _fide_stakes,
    "fide_csv": _fide_csv,
    "expected_score": classic.expected_score,
    "round_half_away": numbers.round_half_away,
    "div_round_half_away": numbers.div_round_half_away,
    "parse_number": numbers.parse_number,
    "parse_whole": numbers.parse_whole,
    "parse_score": numbers.parse_score,
    "parse_rating": numbers.parse_rating,
    "pgn_file": lambda name: [[line, tags] for line, tags in files.read_pgn(_fixture(name))],
    "pgn_text_players": lambda text: _players(files.read_pgn(text)),
    "csv_text_times": lambda text, times: _entries(files.read_csv(text * times)),
    "format_number": numbers.format_number,
    "format_value": numbers.format_value,
    "format_percent": numbers.format_percent,
    "tournament_file": lambda name, **options: _tournament(_fixture("tournament/" + name),
                                                           **options),
    "tournament_swt": lambda spec, **options: _tournament(swt_bytes(spec), **options),
    "tournament_real": lambda name, **options: _tournament(_fixture("real/" + name), **options),
    "trf_written_fields": _written_fields,
    "swt_is": lambda spec: is_swt(swt_bytes(spec)),
    "time_control_of": _time_control,
    "time_control_read": _time_control_read,
    "fixture_is_swt": lambda name: is_swt(_fixture(name)),
    "season": lambda data: season_dict(rate_season(read_season(data))),
    "season_problem": _season_problem,
    "season_round_trip": _season_round_trip,
    "season_file": lambda data: season_data(read_season(data)),
    "plausible_field": _plausible_field,
    "plausible_cell": _plausible_cell,
    "need": _need,
    "need_running": _need_running,
    "norm_report": _norm_report,
    "tournament_months": _tournament_months,
    "link_month": month_of,
    "counted": counted,
    "month_text": month_text,
    "error_message": lambda field, code, lang, params: message(
        InputError(field, code, **params), lang),
    "norm_missing_words": _norm_missing_words,
}

CASE_FILES = ("numbers.json", "classic.json", "fide.json", "ukd.json", "dwz.json",
              "fide_dwz.json", "games.json", "files.json", "glicko2.json", "tournament.json",
              "season.json", "plausible.json", "tournament_files.json", "need.json",
              "papers.json", "time_controls.json", "months.json", "real_files.json",
              "plurals.json")


def load_cases(folder: str) -> "list[JsonObject]":
    cases = []
    for name in CASE_FILES:
        with open(folder + "/" + name) as handle:
            for case in json.load(handle):
                case["file"] = name
                cases.append(case)
    return cases


def _lookup(data: "Any", path: str) -> "Any":
    for key in path.split("."):
        data = data[int(key)] if isinstance(data, list) else data[key]
    return data


def _same(actual: "Any", wanted: "Any") -> bool:
    """Exact match, or within `tol` for {"approx": x, "tol": t}; ints never equal bools."""
    if isinstance(wanted, dict) and "approx" in wanted:
        return type(actual) in (int, float) and bool(abs(actual - wanted["approx"])
                                                     <= wanted["tol"])
    if isinstance(actual, bool) or isinstance(wanted, bool):
        return actual is wanted
    if type(wanted) is int:  # a whole-number result must be an int, not 13.0
        return type(actual) is int and actual == wanted
    if type(wanted) is float:
        return type(actual) in (int, float) and actual == wanted
    if isinstance(wanted, list):
        return isinstance(actual, list) and len(actual) == len(wanted) and all(
            _same(a, w) for a, w in zip(actual, wanted))
    return bool(actual == wanted)


def run_case(case: "JsonObject") -> "list[str]":
    """The list of failures for one case: empty when it passes."""
    call = CALLS[case["call"]]
    try:
        result = call(*case.get("args", ()), **case.get("kwargs", {}))
    except InputError as error:
        wanted = case.get("error")
        got: "JsonObject" = {"field": error.field, "code": error.code}
        if wanted and "params" in wanted:  # those the case names, such as the game's number
            got["params"] = dict((key, error.params.get(key)) for key in wanted["params"])
        if wanted == got:
            return []
        return ["raised InputError %r, expected %r" % (got, wanted or case.get("expect"))]
    if "error" in case:
        return ["returned %r, expected InputError %r" % (result, case["error"])]
    if isinstance(result, tuple):
        result = list(result)  # JSON has lists only
    if case["call"].startswith("rate_"):
        data = report.to_dict(result)
    elif case["call"].startswith("tournament_") or case["call"] == "season":
        data = result  # the tournament's or the season's JSON already
    else:
        data = {"value": result}
    failures: "list[str]" = []
    for path, wanted in sorted(case["expect"].items()):
        try:
            actual = _lookup(data, path)
        except (KeyError, IndexError, TypeError):  # no such key or index, or None on the way
            failures.append("%s missing" % path)
            continue
        if not _same(actual, wanted):
            failures.append("%s = %r, expected %r" % (path, actual, wanted))
    return failures


def run_all(folder: str) -> "dict[str, list[str]]":
    """{case id: failures} for every case; used by the MicroPython runner."""
    outcome: "dict[str, list[str]]" = {}
    for case in load_cases(folder):
        try:
            outcome[case["id"]] = run_case(case)
        except Exception as error:  # a crash is a failure of that case, not of the run
            outcome[case["id"]] = ["crashed: %s %s" % (type(error).__name__, error)]
    return outcome
