"""What the tournament view says of its rating periods (elo.tournament.periods), below the
choice `#event-periods`: the months rated and their rounds, the assumption on the later
months' lists, or why the event is one period. Pure: a string of HTML."""

from elo.present.html import escape
from elo.texts import text
from elo.tournament.periods import NOTES, over_30_days
from elo.tournament.report import rounds_text
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.tournament.model import Tournament
    from elo.tournament.periods import Periods

__all__ = ["periods_html"]

def periods_html(event: "Tournament", periods: "Periods | None", lang: str) -> str:
    """The months rated, or why one period; nothing for a short event rated as one."""
    lines = []
    if periods is not None and periods.split:
        lines.append(text(lang, "event-periods-heading"))
        lines.append(" ".join(text(lang, "event-periods-month", month=month,
                                   rounds=rounds_text(rounds, lang)).rstrip(":")
                              for month, rounds in periods.months))
        lines.append(text(lang, "event-periods-assumed"))
    elif periods is not None and periods.note:
        lines.append(text(lang, NOTES[periods.note]))
    elif over_30_days(event):  # one period, as chosen
        lines.append(text(lang, "event-periods-long") + " " + text(lang, "event-periods-one"))
    return "".join("<p>%s</p>" % escape(line) for line in lines)
