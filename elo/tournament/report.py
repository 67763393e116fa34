"""A rated tournament as the command line's JSON (docs/contract.md), and as the rows the
page's table and the CSV export show.

What the file lacks of itself comes first, before any figure: the incomplete file
(Tournament.incomplete), the rounds still to play (Tournament.remaining), and the time
control where it is not standard. A rating that will not be published (a first rating
of fewer than 5 games against rated opponents or of zero points, anything below 1400)
is written in brackets, with a line below the table saying why."""

from elo.systems import fide
from elo.messages import message
from elo.numbers import PLAIN, format_number, format_value
from elo.report import to_dict
from elo.period import to_points
from elo.texts import counted, text
from elo.tournament.periods import over_30_days
from elo.tournament.figures import figures_of, k_cell
from elo.tournament.file_facts import national_words
from elo.tournament.norm_words import missing_words
from elo.tournament.round_words import rounds_text
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.tournament.model import Player, Tournament, Problem
    from elo.tournament.forecast import Forecast
    from elo.tournament.norms import Norm
    from elo.tournament.periods import Periods
    from elo.tournament.rating import PlayerResult
    from elo.tournament.timecontrol import TimeControl
    from elo.shapes import Report

__all__ = ["tournament_dict", "player_dict", "norm_dict", "problem_dict", "problem_line",
           "tournament_text", "time_control_dict", "control_source",
           "time_control_text", "unpublished_text", "before_figures", "earlier_rules",
           "regulations_dict"]


def problem_line(problem: "Problem", lang: str = "en") -> str:
    """A problem as the command line says it: "line 12: ..." (a problem of the whole
    file, which has no line, without it)."""
    said = message(problem.error(), lang)
    return "line %d: %s" % (problem.line, said) if problem.line else said


def problem_dict(problem: "Problem", lang: str = "en") -> "Report":
    return {"line": problem.line, "code": problem.code,
            "message": message(problem.error(), lang)}


def time_control_dict(tournament: "Tournament") -> "Report":
    """Where the tournament's time control came from (control_source)."""
    return control_source(tournament.time_control)


def control_source(given: "TimeControl") -> "Report":
    """Where a time control came from: the field ("222", "122", "092", "012" where a
    222 or 122 line was not read, or "option", "default"), its line and text, the seconds
    for 60 moves it gives, the class the tournament's name says, and the 222 or 122 line
    not read as a time control (`unread`: field, line, text; else null)."""
    unread = given.unread
    return {"from": given.source, "line": given.line or None, "text": given.text or None,
            "seconds": given.seconds, "name_says": given.named,
            "unread": None if unread is None else {
                "field": unread[0], "line": unread[1], "text": unread[2]}}


def _forecast(chances: "Forecast") -> "Report":
    """A title's forecast (docs/rules/forecast.md): the rounds still to play; the rounds
    already paired, with their opponents, and for every score in them the norm's check
    once they are played (`paired`); the rounds not yet paired (`not_paired`) and for
    every score in them the lowest average of their opponents that gives the norm (in
    `rows` where none is paired, else in each of `paired`); what they must bring besides,
    and the games short of nine even then."""
    def table(rows: "list[tuple[int, int | None]]") -> "list[Report]":
        return [{"points": to_points(points), "min_average": average}
                for points, average in rows]

    paired = []
    for outcome in chances.outcomes:
        norm = outcome.norm
        paired.append({
            "points": to_points(outcome.points), "made": norm.achieved,
            "average": norm.average, "performance": norm.performance,
            "missing": dict((key, to_points(value) if key == "points" and value is not None
                             else value) for key, value in norm.missing.items()),
            "rows": table(outcome.rows)})
    return {"remaining": chances.remaining, "not_paired": chances.unpaired,
            "paired_rounds": [{"round": number, "rank": opponent.rank,
                               "rating": opponent.rating, "title": opponent.title,
                               "federation": opponent.federation}
                              for number, opponent in chances.paired],
            "paired": paired, "rows": table(chances.rows),
            "besides": chances.besides, "games_short": chances.games}


def norm_dict(norm: "Norm", lang: str = "en", chances: "Forecast | None" = None,
              ) -> "Report":
    """One title's norm check with its figures (docs/contract.md, `norms`); the missing
    in words in `lang`; with rounds still to play, its forecast (`chances`)."""
    missing = {}
    for key, value in norm.missing.items():
        missing[key] = to_points(value) if key == "points" and value is not None else value
    raised = norm.raised
    return {"title": norm.title, "achieved": norm.achieved, "games": norm.games,
            "average": norm.average, "performance": norm.performance, "missing": missing,
            "rounds_left": norm.rounds_left,
            "raised": None if raised is None else {
                "rank": raised.rank, "name": raised.name, "rating": raised.rating,
                "counted": raised.counted},
            "points": to_points(norm.points), "percent": norm.percent,
            "federations": norm.federations, "titled": norm.titled,
            "title_holders": norm.holders,
            "requirements": [{"key": r.key, "article": r.article, "value": r.value,
                              "needed": r.needed, "most": r.most, "met": r.met,
                              "exempt": r.exempt} for r in norm.requirements],
            "missing_words": missing_words(norm, lang),
            "forecast": _forecast(chances) if chances is not None else None}


def _national(player: "Player") -> "Report | None":
    """The player's national rating as his file's national line gives it (TRF16 annex):
    federation, rating, national id; the German one's rating is also his DWZ (`dwz`)."""
    if not player.nationals:
        return None
    found = player.nationals[0]
    return {"federation": found.federation, "rating": found.rating, "id": found.id or None}


def player_dict(result: "PlayerResult") -> "Report":
    """One player's evaluation: the file's data, FIDE's figures, the DWZ's report."""
    player, rated = result.player, result.fide
    forecasts = dict((chances.title, chances) for chances in result.forecasts)
    figures = figures_of(result)
    first = None
    if rated is not None and rated.shape == "first":
        first = to_dict(rated)["first_rating"]
        rated = None
    data = {
        "rank": player.rank, "name": player.name, "title": player.title,
        "federation": player.federation, "sex": player.sex, "born": player.born,
        "rating": player.rating, "unread": player.unread,
        "national": _national(player),
        "points": to_points(player.total()),
        "k": result.k_used, "k_before_700": result.k, "k_source": result.k_source,
        "counted_games": result.counted_games,
        "score": to_points(rated.score) if rated is not None else None,
        "average": figures.average, "expected": to_points(figures.expected),
        "w_we": to_points(figures.w_we), "final_rank": figures.final_rank,
        "change_exact": to_points(rated.change_exact) if rated is not None else None,
        "change": result.change, "new_rating": result.new_rating,
        "published": result.published, "unpublished_reasons": result.unpublished,
        "performance": to_dict(result.fide)["performance"] if result.fide else None,
        "first_rating": first,
        "fide_problem": result.fide_error.code if result.fide_error else None,
        "dwz": to_dict(result.dwz) if result.dwz is not None else None,
        "dwz_problem": result.dwz_error.code if result.dwz_error else None,
        "norms": [norm_dict(norm, "en", forecasts.get(norm.title)) for norm in result.norms],
        "games": [{"round": g.round, "opponent": g.opponent, "rating": g.rating,
                   "result": g.result, "counted": g.counted, "reason": g.reason}
                  for g in result.games],
    }
    months = getattr(result, "periods_report", None)  # rated month by month (periods)
    if months is not None:
        data.update(months())
    return data


def tournament_dict(tournament: "Tournament", results: "list[PlayerResult]",
               end: str | None = None, periods: "Periods | None" = None) -> "Report":
    """The whole evaluation; `end` the last day it went by, where not the file's;
    `periods` where asked to rate month by month (elo.tournament.periods)."""
    return {"name": tournament.name, "city": tournament.city,
            "chief_arbiter": tournament.chief_arbiter or tournament.header_text("102") or None,
            "organiser": tournament.organiser or None,
            "start": tournament.start or None, "end": end or tournament.end or None,
            "rounds": tournament.rounds, "format": tournament.format,
            "complete": tournament.complete,
            "incomplete": [problem_dict(problem) for problem in tournament.incomplete()],
            "remaining_rounds": tournament.remaining(),
            "not_played": [{"round": number, "players": [first, second]}
                           for number, first, second in tournament.unplayed_games()],
            "time_control": tournament.time_control.kind,
            "time_control_source": time_control_dict(tournament),
            "regulations": regulations_dict(end or tournament.end),
            "over_30_days": over_30_days(tournament),
            "periods": periods.summary() if periods is not None else None,
            "players": [player_dict(result) for result in results],
            "problems": [problem_dict(problem) for problem in tournament.problems]}


#: The words of a time control, of where it came from, and of what keeps a first rating
#: from the list (8.2, 7.1.4), by the engine's codes.
_KINDS = {"standard": "event-tc-standard", "rapid": "event-tc-rapid",
          "blitz": "event-tc-blitz"}
_SOURCES = {"222": "event-tc-from-222", "122": "event-tc-from-122", "092": "event-tc-from-092",
            "012": "event-tc-from-012", "option": "event-tc-from-option",
            "default": "event-tc-from-default"}
_UNPUBLISHED = {"too_few_games": "event-unpublished-too_few_games",
                "zero_score": "event-unpublished-zero_score",
                "below_floor": "event-unpublished-below_floor"}


def time_control_text(tournament: "Tournament", lang: str) -> str:
    """The time control and where it came from, a 222 or 122 line that was not read, and
    what it changes where not standard."""
    given = tournament.time_control
    unread = given.unread
    source = _SOURCES[given.source]
    swt = tournament.format == "swt"  # its own fields (elo.tournament.swt): no line
    if given.source == "default" and unread is not None:
        source = "event-tc-from-none"  # the file meant to say one: neither 092 nor the name
    elif swt and given.source in ("122", "012"):
        source = "event-tc-from-swt" if given.source == "122" else "event-tc-from-swt-name"
    said = text(lang, "event-tc", kind=text(lang, _KINDS[given.kind]),
                source=text(lang, source, line=given.line, text=given.text))
    if unread is not None:
        said += " " + text(lang, "event-tc-unread-swt" if swt else "event-tc-unread",
                           field=unread[0], line=unread[1], text=unread[2])
        if given.source != "option":
            said += " " + text(lang, "event-tc-set")
    elif given.source == "default" and given.named in (None, given.kind):
        said += " " + text(lang, "event-tc-set")  # assumed: said how to change it
    if given.kind != "standard":
        said += " " + text(lang, "event-tc-fast")
    if given.named is not None and given.named != given.kind:
        said += " " + text(lang, "event-tc-named", kind=text(lang, _KINDS[given.named]))
    return said


def earlier_rules(end: str | None) -> bool:
    """Whether an event that ended on `end` (YYYY-MM-DD) was rated by FIDE under rules
    before today's (fide.REGULATIONS): its figures here are today's rules', not FIDE's."""
    return bool(end) and str(end) < fide.REGULATIONS


def regulations_dict(end: str | None) -> "Report":
    """The regulations the figures follow (today's), and whether the event ended before
    them (JSON `regulations`)."""
    return {"fide": fide.REGULATIONS, "fide_amended": fide.AMENDED,
            "earlier_rules": earlier_rules(end)}


def unpublished_text(result: "PlayerResult", lang: str) -> str:
    """Why a player's new or first rating will not be published."""
    games = result.counted_games
    return ", ".join(counted(lang, _UNPUBLISHED[reason], games, games=games)
                     for reason in result.unpublished)


def before_figures(tournament: "Tournament") -> "tuple[list[Problem], bool, list[int], bool]":
    """What is said before any figure: the problems by which the file falls short of
    itself; whether they leave players out (so that the figures are only what the file
    holds); the rounds still to play; whether its time control is worth saying (another
    than standard, one chosen, one the file does not name, one its name says otherwise,
    or a line not read)."""
    incomplete = tournament.incomplete()
    given = tournament.time_control
    return (incomplete,
            bool([p for p in incomplete if p.code != "tournament_rounds_missing"]),
            tournament.remaining(),
            given.kind != "standard" or given.source in ("option", "default") or
            given.named not in (None, given.kind) or given.unread is not None)


def tournament_text(tournament: "Tournament", results: "list[PlayerResult]") -> str:
    """The command line's report: what the file lacks, the rounds still to play and a
    time control other than standard first; the players as a table (an unrated player's
    new rating marked as his first, 8.2; one that will not be published in brackets,
    with why below it), then the file's other problems."""
    head = ("#", "name", "rating", "K", "games", "points", "change", "new", "DWZ", "new DWZ",
            "norms")
    rows = [head]
    for result in results:
        data = player_dict(result)
        dwz = data["dwz"] or {}
        first = data["first_rating"]
        new = _cell(data["new_rating"]) if first is None else _cell(first["rating"])
        if data["published"] is False:
            new = "(%s)" % new  # not to be published: not a new rating (legend below)
        elif first is not None:
            new += " (first)"
        rating = "?" if "rating" in data["unread"] else _cell(data["rating"])  # see below
        rows.append((str(data["rank"]), data["name"][:28], rating,
                     # by month each month's K where they differ
                     k_cell(result) or "-", str(data["counted_games"]), _cell(data["points"]),
                     _cell(data["change"], True), new,
                     _cell(dwz.get("rating")), _cell(dwz.get("new_rating")),
                     " ".join(n["title"] for n in data["norms"] if n["achieved"])))
    widths = [max(len(row[i]) for row in rows) for i in range(len(head))]
    lines = ["%s (%s to %s, %s, %s)" % (
        tournament.name, tournament.start or "?", tournament.end or "?",
        counted(PLAIN, "count-rounds", tournament.rounds, count=tournament.rounds),
        counted(PLAIN, "count-players", len(results), count=len(results)))]
    incomplete, short, remaining, time_control = before_figures(tournament)
    for problem in incomplete:  # before any figure: the file falls short of itself
        lines.append(problem_line(problem))
    if short:
        lines.append(text(PLAIN, "event-incomplete"))  # players missing, a line cut off
    if remaining:
        lines.append(text(PLAIN, "event-remaining", rounds=rounds_text(remaining, PLAIN)))
    if time_control:
        lines.append(time_control_text(tournament, PLAIN))
    if results and earlier_rules(results[0].end):
        lines.append(text(PLAIN, "event-rules-earlier"))
    # padded by hand: MicroPython's str has no ljust or rjust
    lines += ["  ".join(cell + " " * (widths[i] - len(cell)) if i == 1 else
                        " " * (widths[i] - len(cell)) + cell
                        for i, cell in enumerate(row)).rstrip() for row in rows]
    unpublished = [result for result in results if result.published is False]
    if unpublished:
        lines.append(text(PLAIN, "event-unpublished-legend"))
        lines += ["  %d %s: %s" % (result.player.rank, result.player.name,
                                   unpublished_text(result, PLAIN)) for result in unpublished]
    for result in results:  # another federation's rating is said, never rated as a DWZ
        player = result.player
        lines += ["  %d %s: %s" % (player.rank, player.name, said)
                  for said in national_words(player, PLAIN, dwz=False)]
    for problem in tournament.problems:
        if problem not in incomplete:
            lines.append(problem_line(problem))
    return "\n".join(lines)


def _cell(value: float | None, sign: bool = False) -> str:
    if value is None:
        return "-"
    return format_number(value, 0, PLAIN, sign=True) if sign else format_value(value, PLAIN)
