"""A tournament's time control as its file says it, and the class FIDE rates it in
(docs/rules/trf.md, "The time control"): standard, rapid or blitz.

FIDE classifies a game by the time each player has for 60 moves, any increment counted
60 times (Laws of Chess, Appendices A.1 and B.1; Rating Regulations 1.1: "assuming the
game lasts 60 moves"): blitz at most 10 minutes, rapid more than 10 and less than 60,
standard from 60. A period that starts after move 60 (the last two of "60 in 2hr, 30 in
1hr, rest in 1hr") is no part of that time. The file says its time control in:
- `222` (TRF26), encoded in seconds: `180+2`, `5400+30`, or periods `40/5400+30:1800+30`;
- `122`, free text in any of the usual notations: "1:30 + 10 from move 1", "90'+30''",
  "40/120, 60", "G/90;inc30", "2h/40 + 1h", "90 Min. + 30 Sek./Zug", "1h30 + 30s/coup",
  "15+10" (minutes, then seconds), or a word ("Blitz");
- `092`, the type, by a word: "Individual: Swiss-System (Blitz)", "Schnellschach", "Rapid".
The first of these that says one wins; a file that says none is standard (as FIDE's
rating of a TRF is, unless the report says otherwise). The reading is said with where it
came from, so a word read wrongly is seen and set otherwise.

A 222 or 122 line that cannot be read ("moves/time, increment", a template's words left
in; a number no notation explains, "Round 1 at 10:00") is never guessed at: it is kept
(`unread`) and said, and the class is then the type's word, else the tournament's name's
(the file meant to say one), else standard, each saying which decided.

Otherwise the tournament's name (012) does not decide: people name tournaments after clubs
and places ("SK Rapid Wien", "Blitz ohne Datum" is a standard fixture here) and a rating,
the DWZ and the norms must not switch on a word of it unseen. What the name says is kept
(`named`) and said beside the time control, so the arbiter sets it where it is right.
"""

from elo.systems.fide import TIME_CONTROLS
from elo.tournament.timetext import MOVES, WORDS, for_60_moves, lower, text_seconds

__all__ = ["TIME_CONTROLS", "BLITZ_MAX", "STANDARD_FROM", "MOVES", "TimeControl",
           "by_seconds", "encoded_seconds", "text_seconds", "by_words", "by_name",
           "time_control_of"]

#: Laws of Chess, Appendix B.1: blitz is 10 minutes or less for 60 moves ...
BLITZ_MAX = 10 * 60
#: ... Appendix A.1: rapid more than that and less than 60 minutes; standard from here.
STANDARD_FROM = 60 * 60


class TimeControl:
    """The class (`kind`: standard, rapid or blitz), where it came from (`source`: "222",
    "122", "092", "012" (the name, only where a 222 or 122 line was not read), "option" or
    "default"), the file's `line` (0: none) and `text`, and `seconds`, the time for 60
    moves where the text gave one (else None). `named` is the class the tournament's name
    says by a word (None: none), which decides nothing unless a line was not read;
    `unread` is that line as (field, line, text), or None."""

    __slots__ = ("kind", "source", "line", "text", "seconds", "named", "unread")

    def __init__(self, kind: str, source: str, line: int = 0, text: str = "",
                 seconds: int | None = None, named: str | None = None,
                 unread: tuple[str, int, str] | None = None) -> None:
        self.kind = kind
        self.source = source
        self.line = line
        self.text = text
        self.seconds = seconds
        self.named = named
        self.unread = unread


def by_seconds(seconds: int) -> str:
    """The class of a time for 60 moves, increments included (Appendices A.1, B.1)."""
    if seconds <= BLITZ_MAX:
        return "blitz"
    if seconds < STANDARD_FROM:
        return "rapid"
    return "standard"


def _whole(text: str) -> int | None:
    return int(text) if text and text.isdigit() else None


def _encoded(text: str) -> tuple[int, int] | None:
    """TRF26's 222 as (seconds for 60 moves, the first period's time); None where the text
    is not in this form: periods joined by ":", each "[MOVES/]SECONDS[+INCREMENT]"."""
    text = text.strip()
    if not text:
        return None
    periods, increment = [], None
    for period in text.split(":"):
        period, moves = period.strip(), 0
        if "/" in period:
            count, _, period = period.partition("/")
            counted = _whole(count.strip())
            if counted is None:
                return None
            moves = counted
        time, plus, extra = period.partition("+")
        seconds = _whole(time.strip())
        if seconds is None:
            return None
        periods.append([seconds, moves, 0])
        if plus:
            added = _whole(extra.strip())
            if added is None:
                return None
            if increment is None:
                increment = added
    return for_60_moves(periods, increment or 0), periods[0][0]


def encoded_seconds(text: str) -> int | None:
    """TRF26's 222 in seconds for 60 moves: periods joined by ":", each "[MOVES/]SECONDS
    [+INCREMENT]"; the times of the periods that start by move 60 added and the first
    increment counted 60 times. None where the text is not in this form."""
    encoded = _encoded(text)
    return None if encoded is None else encoded[0]


def by_words(text: str) -> str | None:
    """The class a type or a name says by a word ("Blitz", "Schnellschach", "Rapid"); None
    for no word, or for words of two classes ("Rapid & Blitz")."""
    said = lower(text)
    found = [kind for kind, words in WORDS if [word for word in words if word in said]]
    return found[0] if len(found) == 1 else None


#: In 122, a text in 222's form whose first time is above this many is in seconds as 222
#: writes it ("180+2", "5400+30", "40/6000+30:1800+30"), else minutes ("90+30", "15+10",
#: "3+2", "120", "40/120"): nobody plays 3 hours with a 2-second increment, and 2.5 hours
#: is the longest first period in use.
_MINUTES_UP_TO = 150


def _free_text(text: str) -> tuple[str | None, int | None]:
    """(class, seconds) of a 122 line: by its time, else by its words; (None, None) where
    it says neither."""
    encoded = _encoded(text)
    if encoded is not None and encoded[1] > _MINUTES_UP_TO:
        seconds: int | None = encoded[0]
    else:
        seconds = text_seconds(text)
    if seconds is not None:
        return by_seconds(seconds), seconds
    return by_words(text), None


def by_name(text: str) -> str | None:
    """The class a tournament's name says: by a word (by_words), else by a time written
    as minutes and increment ("Mai 5 Plus 0 Turnier", "Open 15+10"); None where it says
    neither. A number alone says nothing ("Open 2020")."""
    kind = by_words(text)
    if kind is not None:
        return kind
    words = lower(text).replace("+", " + ").split()
    for at in range(len(words) - 2):
        first, join, then = words[at:at + 3]
        if first.isdigit() and join in ("+", "plus") and then.isdigit():
            seconds = text_seconds("%s+%s" % (first, then))
            if seconds is not None:
                return by_seconds(seconds)
    return None


def time_control_of(lines: list[tuple[str, int, str]]) -> TimeControl:
    """The time control a file says: `lines` are (field, line, text) of its 222, 122, 092
    and 012 lines (a SwissChess file: its name as 012). The first of 222 and 122 that is
    read wins, then the type's word; what the name says is kept beside it. Where a 222 or
    122 line is not read, it is kept as `unread`, and the name's word decides before
    standard."""
    named, name_line, name_text = None, 0, ""
    for field, line, text in lines:
        if field == "012" and named is None:
            named, name_line, name_text = by_name(text), line, text.strip()
    unread = None
    for wanted in ("222", "122"):
        for field, line, text in lines:
            if field != wanted or not text.strip():
                continue
            if field == "222":
                seconds = encoded_seconds(text)
                kind = by_seconds(seconds) if seconds is not None else None
            else:
                kind, seconds = _free_text(text)
            if kind is not None:
                return TimeControl(kind, field, line, text.strip(), seconds, named, unread)
            if unread is None:
                unread = (field, line, text.strip())
    for field, line, text in lines:
        kind = by_words(text) if field == "092" else None
        if kind is not None:
            return TimeControl(kind, field, line, text.strip(), None, named, unread)
    if unread is not None and named is not None:
        return TimeControl(named, "012", name_line, name_text, None, named, unread)
    return TimeControl("standard", "default", named=named, unread=unread)
