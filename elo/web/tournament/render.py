"""A whole tournament on the page: its table (a row per player, `tr[data-rank]` with
`.change`, `.new-rating`, `.dwz-change`, `.dwz-new-rating`, `.norms` and the link
`a.player-calc` to the calculator with that player's games), the order it is sorted in,
and the table as CSV. Pure: strings only (elo.web.tournament.view writes them)."""

from elo.tournament.figures import figures_of, k_cell
from elo.tournament.periods import PeriodResult
from elo.tournament.file_facts import national_words, unread_words
from elo.web.tournament.months import month_link, months_html
from elo.web.tournament.norm_html import norms_html
from elo.tournament.round_words import rounds_text
from elo.tournament.report import (before_figures, earlier_rules,
                                   time_control_text,
                                    unpublished_text)
from elo.tournament.model import FORFEITS, PLAYED
from elo.messages import message
from elo.numbers import format_number, format_value
from elo.texts import counted, month_text, text
from elo.present.html import escape
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from elo.tournament.model import Round, Tournament
    from elo.tournament.rating import PlayerResult

__all__ = ["COLUMNS", "COLUMN_WORDS", "LEGEND_WORDS", "PLAYERS_PER_TASK", "LINES", "PAGE",
           "RESULTS", "calculator_link", "calculator_links", "rows_html", "row_cells",
           "detail_html", "head_html", "no_match_html", "status_text",
           "notice_html", "columns", "national_shown", "NATIONAL", "COLUMN_WORDS"]

#: The table's columns, by their sort key; their words are COLUMN_WORDS, what they stand
#: for LEGEND_WORDS.
COLUMNS: tuple[str, ...] = (
    "rank", "name", "federation", "rating", "k", "games", "average", "score", "expected",
    "w-we", "performance", "change", "new-rating", "dwz", "index", "dwz-change",
    "dwz-new-rating", "norms", "final-rank")
_SCORES = {100: "1", 50: "0.5", 0: "0"}
#: The columns of national ratings: left out for a file with none.
NATIONAL = ("dwz", "index", "dwz-change", "dwz-new-rating")
#: The tournament whose columns were last asked for, and those.
_shown: "list[tuple[Tournament | None, tuple[str, ...]]]" = [(None, COLUMNS)]


def columns(tournament: "Tournament") -> tuple[str, ...]:
    """The table's columns for this tournament: the DWZ's only where a player has one, the
    final rank only where the file gives one."""
    if _shown[0][0] is not tournament:
        players = tournament.players.values()
        national = [p for p in players if p.dwz]
        ranked = [p for p in players if p.final_rank]
        _shown[0] = (tournament, tuple(c for c in COLUMNS if (national or c not in NATIONAL) and
                                  (ranked or c != "final-rank")))
    return _shown[0][1]


def national_shown(tournament: "Tournament") -> bool:
    """Whether the table shows the national rating's (the DWZ's) columns."""
    return NATIONAL[0] in columns(tournament)


#: The pace of the page (elo.web.tournament.view): players rated in one task, and a TRF's lines
#: read in one, so a 300-player tournament goes in tasks the page answers between.
PLAYERS_PER_TASK = 20
LINES = 60
#: Players the table shows at a time. A table is laid out whole: on this VM a key into a
#: table of 300 rows paints in 160 ms, of 100 in 75; the first frame of 100 new rows is a
#: task of 250 ms, of 50 one of 100 (docs/performance.md).
PAGE = 50


def _cell(value: object) -> str:
    return "" if value is None else str(value)


def _hundredths(value: "float | None", lang: str, sign: bool = False) -> str:
    """Points in hundredths as the page writes them (We 4,35; W - We +0,65)."""
    return "" if value is None else format_number(value / 100, 2, lang, sign=sign)


def calculator_links(tournament: "Tournament", result: "PlayerResult",
                     lang: str) -> list[tuple[str, str]]:
    """[(system, link)]: the calculator with this player's games, showing the row's
    figures. One link where one calculation shows them all (FIDE beside the DWZ for a
    player with both ratings); a link per system where they are two (a first rating in
    one of them: FIDE and the DWZ side by side have none). Games not rated for being
    short and byes are left out, as the rules leave them out; forfeits are marked."""
    player = result.player
    fide = bool(player.rating) or result.fide is not None
    # the DWZ goes by the last day: without one (in the file or set) there is none; it
    # rates no rapid or blitz games at all
    dwz = (result.dwz is not None or bool(player.dwz and result.end)) and not (
        result.dwz_error is not None and result.dwz_error.code == "dwz_time_control")
    if fide and dwz and player.rating and player.dwz and result.dwz is not None:
        systems = ["fide-dwz"]
    else:
        systems = (["fide"] if fide else []) + (["dwz"] if dwz else []) or ["fide"]
    control = tournament.time_control.kind
    if isinstance(result, PeriodResult) and fide:  # rated month by month
        # the calculator rates one period: the name opens his last month rated (its new
        # rating is the row's), or an unrated player's first rating from every month's
        # games; the DWZ, one evaluation of the whole tournament, keeps a link of its own
        last = result.last_rated() if player.rating else None
        if last is not None or not player.rating:
            found = [("fide", month_link(tournament, result, last, lang))]
            return found + ([("dwz", _link("dwz", result, control, lang))] if dwz else [])
    return [(system, _link(system, result, control, lang)) for system in systems]


def calculator_link(tournament: "Tournament", result: "PlayerResult", lang: str) -> str:
    """The first of calculator_links: the link of the player's name."""
    return calculator_links(tournament, result, lang)[0][1]


def _link(system: str, result: "PlayerResult", control: str, lang: str) -> str:
    """The calculator's link of a player's games for `system`, rated by the tournament's
    time control `control`."""
    player = result.player
    parts = ["system=" + system, "mode=tournament"]
    if system == "fide" or system == "fide-dwz":
        if player.rating:
            assert result.k is not None  # a rated player's K is set before he is rated
            parts += ["rating=%d" % player.rating, "k=%d" % result.k]
        else:
            parts.append("first=1")
        if control != "standard":
            parts.append("tc=" + control)
    if system == "dwz" or system == "fide-dwz":
        if not player.dwz:
            parts.append("first=1")
        else:
            parts.append(("dwz=%d" if system == "fide-dwz" else "rating=%d") % player.dwz)
            if result.index is not None:  # none without a game the DWZ rates, or a last day
                parts.append("index=%d" % result.index)
        if result.end:  # the day the DWZ went by: the file's, or the one set
            parts.append("end=" + result.end)
            if player.born:
                parts.append("born=%d" % player.born)
    games = []
    for line in result.games:
        if not (line.result in PLAYED or line.result in FORFEITS) or \
                line.reason == "unknown_opponent":
            continue
        fide = "-" if line.rating is None else str(line.rating)
        national = "-" if line.dwz is None else str(line.dwz)
        cell = national if system == "dwz" else fide + ("/" + national if system == "fide-dwz"
                                                         else "")
        games.append(cell + ":" + _SCORES[line.score] + (":f" if line.result in FORFEITS
                                                          else ""))
    parts += ["games=" + ",".join(games), "lang=" + lang]  # digits, "-", "/", ":" and "f"
    return "#" + "&".join(parts)


def _signed(value: int | None, lang: str) -> str:
    return "" if value is None else format_number(value, 0, lang, sign=True)


#: The words of the link to the other system's calculation.
_ALSO = {"fide": "event-also-fide", "dwz": "event-also-dwz"}


def _name_html(tournament: "Tournament", result: "PlayerResult", lang: str) -> str:
    """His name, linked to the calculator with his games, his title, and a link for the
    other system where it has a calculation of its own."""
    player = result.player
    links = calculator_links(tournament, result, lang)
    # a line may break after a comma ("Vasquez,Rodrigo"): a narrow column, a print
    last = result.last_rated() if isinstance(result, PeriodResult) else None
    # by month the name opens one month (month_link): its title says which
    said = ' title="%s"' % escape(text(lang, "event-month-name-link",
                                       month=month_text(last.month, lang))) \
        if last is not None and links[0][1].find("&month=") > 0 else ""
    html = '<a class="player-calc" data-system="%s" href="%s"%s>%s</a>' % (
        links[0][0], escape(links[0][1]), said, escape(player.name).replace(",", ",<wbr>"))
    if player.title:
        html += ' <span class="title">%s</span>' % escape(player.title)
    for system, link in links[1:]:
        html += ' <a class="player-calc also" data-system="%s" href="%s" aria-label="%s">%s' \
            '</a>' % (system, escape(link), escape(text(lang, "event-also-label",
                                                         name=player.name, system=text(
                                                             lang, _ALSO[system]))),
                      escape(text(lang, _ALSO[system])))
    return html


def _row(tournament: "Tournament", result: "PlayerResult", lang: str,
         open_: bool = False) -> list[str]:
    player = result.player
    dwz = result.dwz
    first = result.fide if result.fide is not None and result.fide.shape == "first" \
        else None
    new_rating = result.new_rating if first is None else first.new_rating
    performance = result.fide.performance if result.fide is not None else None
    norms = " ".join(norm.title for norm in result.norms if norm.achieved)
    figures = figures_of(result)
    cells = [
        '<td><button type="button" class="event-games" data-games="%d" aria-expanded="%s" '
        'aria-label="%s">%d</button></td>' % (
            player.rank, "true" if open_ else "false",
            escape(text(lang, "event-games-button", name=player.name)), player.rank),
        '<td class="name">%s</td>' % _name_html(tournament, result, lang),
        '<td class="federation">%s</td>' % escape(player.federation),
        '<td class="rating">%s</td>' % _cell(player.rating) if "rating" not in player.unread
        else '<td class="rating" data-unread title="%s">?</td>' % escape(
            " ".join(unread_words(tournament, player, lang))),
        '<td class="k">%s</td>' % k_cell(result),
        '<td class="games">%d</td>' % result.counted_games,
        '<td class="average">%s</td>' % _cell(figures.average),
        '<td class="score">%s</td>' % format_value(player.total() / 100, lang),
        '<td class="expected">%s</td>' % _hundredths(figures.expected, lang),
        '<td class="w-we">%s</td>' % _hundredths(figures.w_we, lang, True),
        '<td class="performance">%s</td>' % _cell(performance.rating if performance is not None
                                                   else None),
        '<td class="change">%s</td>' % (_signed(result.change, lang) if first is None
                                        else escape(text(lang, "first-change"))),
        '<td class="new-rating">%s</td>' % _cell(new_rating) if result.published is not False
        else '<td class="new-rating" data-unpublished title="%s">(%s)</td>' % (
            escape(unpublished_text(result, lang)), _cell(new_rating)),
        '<td class="dwz">%s</td>' % _cell(player.dwz),
        '<td class="index">%s</td>' % (_cell(result.index) if player.dwz else ""),
        '<td class="dwz-change">%s</td>' % (_signed(dwz.change, lang) if dwz is not None
                                            else ""),
        '<td class="dwz-new-rating">%s</td>' % (_cell(dwz.new_rating) if dwz is not None
                                                else ""),
        '<td class="norms">%s</td>' % escape(norms),
        '<td class="final-rank">%s</td>' % _cell(figures.final_rank),
    ]
    shown = columns(tournament)
    return [cell for column, cell in zip(COLUMNS, cells) if column in shown]


def row_cells(tournament: "Tournament", result: "PlayerResult", lang: str,
              open_: bool = False) -> list[str]:
    """A player's row as its cells' HTML, in the order of columns(tournament): the page
    rewrites only the cells that changed (a key into a 300-row table)."""
    return _row(tournament, result, lang, open_)


def no_match_html(tournament: "Tournament", query: str, lang: str) -> str:
    """The table's one row when the search finds no player."""
    return '<tr class="event-none"><td colspan="%d">%s</td></tr>' % (
        len(columns(tournament)), escape(text(lang, "event-no-match", query=query.strip())))


def rows_html(tournament: "Tournament", results: "Iterable[PlayerResult]", lang: str,
              shown: int | None = None) -> str:
    """The rows of `results`; `shown` the start rank whose row is opened (its details
    are detail_html's row, right after it)."""
    return "".join('<tr data-rank="%d">%s</tr>' % (result.player.rank, "".join(
        _row(tournament, result, lang, result.player.rank == shown))) for result in results)


#: The results a round can be set to, as TRF writes them, and the words of each.
RESULTS = ("1", "=", "0", "+", "-", "--", "W", "D", "L", "H", "F", "U", "Z", "")
#: What a round set to "--" is on both lines: a double forfeit.
DOUBLE_FORFEIT = "--"
_RESULT_WORDS = {"1": "event-result-win", "=": "event-result-draw", "0": "event-result-loss",
                 "+": "event-result-plus", "-": "event-result-minus", "W": "event-result-w",
                 "D": "event-result-d", "L": "event-result-l", "H": "event-result-h",
                 "F": "event-result-f", "U": "event-result-u", "Z": "event-result-z",
                 "--": "event-result-double"}
#: The words of each column's head, and of the details' rounds.
COLUMN_WORDS = {"rank": "event-col-rank", "name": "event-col-name",
                "federation": "event-col-federation", "rating": "event-col-rating",
                "k": "event-col-k", "games": "event-col-games", "score": "event-col-score",
                "performance": "event-col-performance", "change": "event-col-change",
                "new-rating": "event-col-new-rating", "dwz": "event-col-dwz",
                "index": "event-col-index", "dwz-change": "event-col-dwz-change",
                "dwz-new-rating": "event-col-dwz-new-rating", "norms": "event-col-norms",
                "average": "event-col-average", "expected": "event-col-expected",
                "w-we": "event-col-w-we", "final-rank": "event-col-final-rank",
                "round": "event-col-round", "opponent": "event-col-opponent",
                "result": "event-col-result"}

#: What each column's heading stands for, by its sort key: the printed legend's words and
#: the caption's name of the order (elo.web.tournament.printout).
LEGEND_WORDS = {
    "rank": "event-legend-rank", "name": "event-legend-name",
    "federation": "event-legend-federation", "rating": "event-legend-rating",
    "k": "event-legend-k", "games": "event-legend-games", "score": "event-legend-score",
    "performance": "event-legend-performance", "change": "event-legend-change",
    "new-rating": "event-legend-new-rating", "dwz": "event-legend-dwz",
    "index": "event-legend-index", "dwz-change": "event-legend-dwz-change",
    "dwz-new-rating": "event-legend-dwz-new-rating", "norms": "event-legend-norms",
    "average": "event-legend-average", "expected": "event-legend-expected",
    "w-we": "event-legend-w-we", "final-rank": "event-legend-final-rank"}


def detail_html(tournament: "Tournament", result: "PlayerResult", k: int | None, index: int | None,
                lang: str) -> str:
    """The row under an opened player's: his K and DWZ index to type (`k`, `index`: what
    was typed, else blank: the file's and the rules' own), and each round's result to
    change. A row of its own, so rewriting his figures' row leaves the field typed in."""
    player = result.player
    fields = []
    if player.rating:
        # by month the K of each month (k_cell), not the whole tournament's
        fields.append(_field_html("event-k", text(lang, "event-k-label"), k, k_cell(
            result) if isinstance(result, PeriodResult) and result.last_rated() else result.k))
    if player.dwz:
        fields.append(_field_html("event-index", text(lang, "event-index-label"), index,
                                  result.index))
    rounds = []
    to_play = tournament.unplayed(player.rank)
    for played in player.rounds:
        other = tournament.players.get(played.opponent) if played.opponent is not None else None
        shown = _shown_result(tournament, player.rank, played)
        # a round without a result is still to play, or one the file leaves blank
        blank = "event-result-unplayed" if played.number in to_play else "event-result-none"
        options = "".join('<option value="%s"%s>%s</option>' % (
            code, " selected" if code == shown else "",
            escape(text(lang, _RESULT_WORDS[code] if code else blank))) for code in RESULTS)
        rounds.append('<tr><td>%d</td><td>%s</td><td><select class="event-result" '
                      'data-round="%d" aria-label="%s">%s</select></td></tr>' % (
                          played.number, escape(other.name if other else "\u2013"),
                          played.number, escape(text(lang, "event-round-label",
                                                     round=played.number)), options))
    head = "".join('<th scope="col">%s</th>' % escape(text(lang, COLUMN_WORDS[key]))
                   for key in ("round", "opponent", "result"))
    facts = "".join("<li>%s</li>" % escape(said) for said in
                    national_words(player, lang) + unread_words(tournament, player, lang))
    return ('<tr class="event-detail" data-detail="%d"><td colspan="%d"><h3>%s</h3>%s'
            '<div class="event-player-fields">%s</div><table class="event-rounds"><thead>'
            '<tr>%s</tr></thead><tbody>%s</tbody></table>%s%s</td></tr>' % (
                player.rank, len(columns(tournament)), escape(text(lang, "event-games-heading",
                                                                name=player.name)),
                '<ul class="event-facts">%s</ul>' % facts if facts else "",
                "".join(fields), head, "".join(rounds), months_html(tournament, result, lang),
                norms_html(result, lang)))


def _shown_result(tournament: "Tournament", rank: int, played: "Round") -> str:
    """The code a round's choice shows: a forfeit lost on both lines is a double one."""
    if played.result == "-" and played.opponent is not None:
        other = tournament.players.get(played.opponent)
        if other is not None and played.number <= len(other.rounds) and \
                other.rounds[played.number - 1].result == "-":
            return DOUBLE_FORFEIT
    return played.result if played.result in _RESULT_WORDS else ""


def _field_html(css: str, label: str, typed: int | None, shown: int | str | None) -> str:
    """A number field in a player's details: what was typed, else blank with the figure
    used in its place."""
    return ('<label>%s <input class="%s" type="text" inputmode="numeric" autocomplete="off" '
            'value="%s" placeholder="%s"></label>' % (
                escape(label), css, _cell(typed), _cell(shown)))


def head_html(tournament: "Tournament", lang: str, key: str, descending: bool) -> str:
    """The table's head: each column a button that sorts by it."""
    cells = []
    for column in columns(tournament):
        sort = ""
        if column == key:
            sort = ' aria-sort="%s"' % ("descending" if descending else "ascending")
        cells.append('<th scope="col" class="col-%s"%s><button type="button" data-sort="%s">'
                     '%s</button></th>' % (column, sort, column,
                                           escape(text(lang, COLUMN_WORDS[column]))))
    return "<tr>%s</tr>" % "".join(cells)


def status_text(tournament: "Tournament", results: "Sequence[PlayerResult]",
                lang: str) -> list[str]:
    players, rounds = len(results), tournament.rounds
    lines = [text(lang, "event-status", name=tournament.name or "?", players=counted(
        lang, "count-players", players, count=format_number(players, 0, lang)),
        rounds=counted(lang, "count-rounds", rounds, count=rounds))]
    if results and not results[0].end and [r for r in results if r.player.dwz]:
        lines.append(text(lang, "event-no-end"))
    incomplete = tournament.incomplete()  # said before the figures (notice_html)
    lines += ["%s: %s" % (text(lang, "event-line", line=problem.line),
                          message(problem.error(), lang))
              for problem in tournament.problems if problem not in incomplete]
    return lines


def notice_html(tournament: "Tournament", results: "Sequence[PlayerResult]", lang: str) -> str:
    """What is said before the figures (elo.tournament.report.before_figures): what the
    file lacks of itself, the rounds still to play, a time control worth saying, and why
    the ratings in brackets will not be published. Empty for a file that is whole and
    finished."""
    incomplete, short, remaining, control = before_figures(tournament)
    lines = ["%s: %s" % (text(lang, "event-line", line=problem.line),
                         message(problem.error(), lang)) for problem in incomplete]
    if short:
        lines.append(text(lang, "event-incomplete"))
    if remaining:
        lines.append(text(lang, "event-remaining", rounds=rounds_text(remaining, lang)))
    if control:
        lines.append(time_control_text(tournament, lang))
    if results and earlier_rules(results[0].end):
        lines.append(text(lang, "event-rules-earlier"))
    unpublished = [result for result in results if result.published is False]
    if unpublished:
        lines.append(text(lang, "event-unpublished-legend") + " " + "; ".join(
            "%s %s" % (result.player.name, unpublished_text(result, lang))
            for result in unpublished))
    return "".join("<p>%s</p>" % escape(line) for line in lines)
