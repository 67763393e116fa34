"""The whole tournament as printed: the header above the table (the event as its file
says it, the rules applied, the day printed), the caption that says the search and the
order in force, the legend of the headings' abbreviations below the table, and the page
numbers' words for the print style (static/style.css, "tournament print"). Pure: strings
only (elo.web.tournament.table writes them).

A column of the table (elo.web.tournament.render.COLUMNS) is explained in the legend and
named in the caption's order by its render.LEGEND_WORDS entry; a column without one is
left out of the legend and named by its heading."""

from elo.systems.dwz.common import variant_of
from elo.numbers import format_number
from elo.present.html import escape
from elo.present.pieces import date_text
from elo.texts import counted, text
from elo.tournament.report import earlier_rules, time_control_text
from elo.tournament.trf import ARBITER
from elo.web.tournament.months import print_text
from elo.web.tournament.render import COLUMN_WORDS, LEGEND_WORDS, columns
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

    from elo.tournament.model import Tournament
    from elo.tournament.periods import Periods
    from elo.tournament.rating import PlayerResult

__all__ = ["caption_text", "header_html", "legend_html", "page_numbers",
           "css_string"]

#: The table's own order: said as none.
_FIRST_ORDER = ("rank", False)


def _long(column: str, lang: str) -> str:
    """What a column's heading stands for (its heading, where LEGEND_WORDS has none)."""
    return text(lang, LEGEND_WORDS[column] if column in LEGEND_WORDS else
                COLUMN_WORDS[column])


def caption_text(lang: str, shown: int, count: int, query: str,
                 order: "tuple[str, bool]", dwz: bool = True) -> str:
    """The table's caption: every player (and what the table gives: `dwz`, whether its
    DWZ columns are shown), or how many of how many a search found and by what; and the
    column sorted by, where it is not the start rank."""
    query = " ".join(query.split())
    if query:
        said = counted(lang, "event-caption-search", count, shown=format_number(shown, 0, lang),
                    count=format_number(count, 0, lang), query=query)
    else:
        said = text(lang, "event-caption" if dwz else "event-caption-fide")
    if tuple(order) != _FIRST_ORDER:
        said += text(lang, "event-caption-sorted-down" if order[1] else
                     "event-caption-sorted-up", column=_long(order[0], lang))
    return said


def legend_html(tournament: "Tournament", lang: str) -> str:
    """The legend: each shown column's heading and what it stands for, where they differ."""
    items = []
    for column in columns(tournament):
        heading, long = text(lang, COLUMN_WORDS[column]), _long(column, lang)
        if long != heading:
            items.append("<div><dt>%s</dt><dd>%s</dd></div>" % (escape(heading), escape(long)))
    return "<h3>%s</h3><dl>%s</dl>" % (escape(text(lang, "event-legend-heading")),
                                       "".join(items)) if items else ""


def _dates(tournament: "Tournament", lang: str) -> str:
    days = [date_text(day, lang) for day in (tournament.start, tournament.end) if day]
    if len(days) == 2 and days[0] == days[1]:
        days = days[:1]
    return " \u2013 ".join(days)


def header_html(tournament: "Tournament", results: "Sequence[PlayerResult]", lang: str,
                today: str, periods: "Periods | None" = None) -> str:
    """The printout's header: the event's name, place, dates, rounds and chief arbiter
    (what the file does not say, said so), its players, the day printed (`today`,
    YYYY-MM-DD), and the rules the figures follow: by month where `periods` split the
    event (elo.tournament.periods), with its months."""
    missing = text(lang, "event-print-missing")
    facts = [("event-print-place", tournament.city),
             ("event-print-dates", _dates(tournament, lang)),
             ("event-print-rounds", format_number(tournament.rounds, 0, lang) if tournament.rounds
              else ""),
             ("event-print-arbiter", tournament.header_text(ARBITER)),
             ("event-print-players", format_number(len(tournament.players), 0, lang)),
             ("event-print-printed", date_text(today, lang) if today else "")]
    items = "".join('<div><dt>%s</dt><dd%s>%s</dd></div>' % (
        escape(text(lang, key)), "" if value else ' class="missing"', escape(value or missing))
        for key, value in facts)
    rules = [text(lang, "event-print-rules-fide")]
    by_month = print_text(periods, lang)
    if by_month:
        rules.append(by_month)
    end = results[0].end if results else tournament.end
    if [result for result in results if result.player.dwz]:
        rules.append(text(lang, "event-print-rules-dwz-none") if not end else
                     text(lang, "event-print-rules-dwz-e") if variant_of(end) == "E" else
                     text(lang, "event-print-rules-dwz-k"))
    rules.append(time_control_text(tournament, lang))
    if earlier_rules(end):
        rules.append(text(lang, "event-rules-earlier"))
    return ('<h2>%s</h2><dl class="event-print-facts">%s</dl><p class="event-print-rules">'
            '<strong>%s</strong> %s</p>' % (
                escape(tournament.name or text(lang, "event-print-unnamed")), items,
                escape(text(lang, "event-print-rules")),
                " ".join(escape(rule) for rule in rules)))


def css_string(value: str) -> str:
    """A CSS string of `value` (a custom property's, read by the print style's content)."""
    return '"%s"' % value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ")


def page_numbers(lang: str) -> str:
    """The page numbers as the print style's margin box writes them ("Seite 1 von 3"): a
    CSS content value of strings and the page counters."""
    words = text(lang, "event-print-page")
    out, rest = [], words
    while rest:
        at = [(rest.find(mark), mark) for mark in ("{page}", "{pages}") if mark in rest]
        if not at:
            out.append(css_string(rest))
            break
        where, mark = min(at)
        if where:
            out.append(css_string(rest[:where]))
        out.append("counter(page)" if mark == "{page}" else "counter(pages)")
        rest = rest[where + len(mark):]
    return " ".join(out)
