"""What the tournament view says of its rating periods (elo.tournament.periods): below the
choice `#event-periods` the months rated and their rounds, the assumption on the later
months' lists, which month a player's link opens, or why the event is one period; the
same months in the printout's header; and in a player's details his months (each month's
list rating, games, K, We, W - We, change and new rating, and its link to the calculator).
Pure: strings of HTML."""

from elo.numbers import format_number
from elo.period import to_points
from elo.present.html import escape
from elo.texts import month_text, text
from elo.tournament.figures import figures_of
from elo.tournament.periods import NOTES, PeriodResult, over_30_days
from elo.tournament.round_words import rounds_text
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.tournament.model import Tournament
    from elo.tournament.periods import MonthRating, Periods
    from elo.tournament.rating import PlayerResult

__all__ = ["periods_html", "periods_lines", "print_text", "months_html", "month_link",
           "MONTH_COLUMNS"]

#: A player's months in his details: the cells' classes, in order, and their headings.
MONTH_COLUMNS = ("month", "rounds", "list-rating", "games", "k", "expected", "w-we",
                 "change", "new-rating", "calc")
_HEADINGS = {"month": "event-month-col-month", "rounds": "event-month-col-rounds",
             "list-rating": "event-month-col-list-rating", "games": "event-month-col-games",
             "k": "event-month-col-k", "expected": "event-month-col-expected",
             "w-we": "event-month-col-w-we", "change": "event-month-col-change",
             "new-rating": "event-month-col-new-rating", "calc": "event-month-col-calc"}


def periods_lines(tournament: "Tournament", periods: "Periods | None", lang: str) -> list[str]:
    """The months rated and what they assume, or why one period; none for a short event
    rated as one."""
    if periods is not None and periods.split:
        return [text(lang, "event-periods-heading"),
                " ".join(text(lang, "event-periods-month", month=month_text(month, lang),
                              rounds=rounds_text(rounds, lang)).rstrip(":")
                         for month, rounds in periods.months),
                text(lang, "event-periods-assumed"), text(lang, "event-periods-start-list")]
    if periods is not None and periods.note:
        return [text(lang, NOTES[periods.note])]
    if over_30_days(tournament):  # one period, as chosen
        return [text(lang, "event-periods-long") + " " + text(lang, "event-periods-one")]
    return []


def periods_html(tournament: "Tournament", periods: "Periods | None", lang: str) -> str:
    """The note below the choice: periods_lines, and by month which figure a player's
    link to the calculator shows."""
    lines = periods_lines(tournament, periods, lang)
    if periods is not None and periods.split:
        lines.append(text(lang, "event-periods-links"))
    return "".join("<p>%s</p>" % escape(line) for line in lines)


def print_text(periods: "Periods | None", lang: str) -> str:
    """The printout's words on the periods where rated month by month (its rules say so
    and name the months), else "": the table printed holds the months' sums."""
    if periods is None or not periods.split:
        return ""
    months = ", ".join(text(lang, "event-month-print", month=month_text(month, lang),
                            rounds=rounds_text(rounds, lang))
                       for month, rounds in periods.months)
    return text(lang, "event-periods-print", months=months)


def month_link(tournament: "Tournament", result: "PlayerResult", month: "MonthRating | None",
               lang: str) -> str:
    """The calculator's link of one month of a player rated month by month
    (elo.tournament.periods): his rating on that month's list, its K (the 700 rule the
    calculator's own), his games of the month, each opponent at that month's rating, and
    `month` (YYYY-MM), which the calculator says beside its figures. `month` None: an
    unrated player's first rating from every month's games at that month's ratings."""
    parts = ["system=fide", "mode=tournament"]
    if month is not None:
        assert month.rating is not None and month.k is not None  # a month rated for him
        parts += ["rating=%d" % month.rating, "k=%d" % month.k]
        played = month.played
    else:
        parts.append("first=1")
        played = [game for one in getattr(result, "months", ()) for game in one.played]
    if tournament.time_control.kind != "standard":
        parts.append("tc=" + tournament.time_control.kind)
    if month is not None:
        parts.append("month=" + month.month)
    games = ["%s:%s" % ("-" if rating is None else rating, to_points(score))
             for rating, score in played]  # as render's links write them: 1, 0.5, 0
    return "#" + "&".join(parts + ["games=" + ",".join(games), "lang=" + lang])


def _signed(value: int | None, lang: str) -> str:
    return "" if value is None else format_number(value, 0, lang, sign=True)


def _points(value: "float | None", lang: str, sign: bool = False) -> str:
    """Hundredths of a point as the table writes them (We 2,54; W - We −0,54)."""
    return "" if value is None else format_number(value / 100, 2, lang, sign=sign)


def _month_row(tournament: "Tournament", result: "PlayerResult", month: "MonthRating",
               lang: str) -> str:
    rating = "" if not month.rating else "%d%s" % (
        month.rating, "*" if month.source == "assumed" else "")
    rated = month.fide
    link = ""
    if rated is not None:
        link = '<a class="month-calc" href="%s" aria-label="%s">%s</a>' % (
            escape(month_link(tournament, result, month, lang)),
            escape(text(lang, "event-month-link-label", name=result.player.name,
                        month=month_text(month.month, lang))),
            escape(text(lang, "event-month-link")))
    cells = (month_text(month.month, lang),
             rounds_text(month.rounds, lang) if month.rounds else "", rating,
             str(month.games), str(rated.k) if rated is not None else "",
             _points(month.expected, lang), _points(month.w_we, lang, True),
             _signed(month.change if month.rating else None, lang),
             str(month.new_rating) if month.rating else "")
    return '<tr data-month="%s">%s<td class="calc">%s</td></tr>' % (
        escape(month.month), "".join('<td class="%s">%s</td>' % (column, escape(cell))
                                     for column, cell in zip(MONTH_COLUMNS, cells)), link)


def months_html(tournament: "Tournament", result: "PlayerResult", lang: str) -> str:
    """A player's months in his details: a row a month, and the tournament's sums (the
    figures of his row in the table); "" for a player not rated month by month."""
    if not isinstance(result, PeriodResult):
        return ""
    rows = [_month_row(tournament, result, month, lang) for month in result.months]
    notes = []
    if result.player.rating:
        figures = figures_of(result)
        rows.append('<tr class="event-month-total">%s</tr>' % "".join(
            '<td class="%s">%s</td>' % (column, escape(cell)) for column, cell in zip(
                MONTH_COLUMNS, (text(lang, "event-month-total"), "", "",
                                str(result.counted_games), "", _points(figures.expected, lang),
                                _points(figures.w_we, lang, True),
                                _signed(result.change, lang),
                                "" if result.new_rating is None else str(result.new_rating),
                                ""))))
        last = result.last_rated()
        if last is not None:
            notes.append(text(lang, "event-month-name-link",
                              month=month_text(last.month, lang)))
    else:
        notes.append(text(lang, "event-month-first"))
    if [month for month in result.months if month.source == "assumed" and month.rating]:
        notes.append(text(lang, "event-month-assumed"))
    head = "".join('<th scope="col">%s</th>' % escape(text(lang, _HEADINGS[column]))
                   for column in MONTH_COLUMNS)
    return ('<table class="event-months"><caption>%s</caption><thead><tr>%s</tr></thead>'
            '<tbody>%s</tbody></table>%s' % (
                escape(text(lang, "event-month-caption")), head, "".join(rows),
                "".join('<p class="hint">%s</p>' % escape(note) for note in notes)))
