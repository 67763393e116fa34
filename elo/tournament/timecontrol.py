"""A tournament's time control as its file says it, and the class FIDE rates it in
(docs/rules/trf.md, "The time control"): standard, rapid or blitz.

FIDE's Laws of Chess classify a game by the time each player has for 60 moves, any
increment counted 60 times: blitz at most 10 minutes (Appendix B.1), rapid more than 10
and less than 60 (Appendix A.1), standard from 60. The file says its time control in:
- `222` (TRF26), encoded in seconds: `180+2`, `5400+30`, or periods `40/5400+30:1800+30`;
- `122`, free text: "3 min + 2 sec", "90 minutes + 30 seconds per move", "40/120, 60",
  "90'+30''", "15+10" (minutes, then seconds), or a word ("Blitz");
- `092`, the type, by a word: "Individual: Swiss-System (Blitz)", "Schnellschach", "Rapid".
The first of these that says one wins; a file that says none is standard (as FIDE's
rating of a TRF is, unless the report says otherwise). The reading is said with where it
came from, so a word read wrongly is seen and set otherwise.

The tournament's name (012) does not decide: people name tournaments after clubs and
places ("SK Rapid Wien", "Blitz ohne Datum" is a standard fixture here) and a rating,
the DWZ and the norms must not switch on a word of it unseen. What the name says is kept
(`named`) and said beside the time control, so the arbiter sets it where it is right.
"""

from elo.fide import TIME_CONTROLS

__all__ = ["TIME_CONTROLS", "BLITZ_MAX", "STANDARD_FROM", "TimeControl", "by_seconds",
           "encoded_seconds", "text_seconds", "by_words", "time_control_of"]

#: Laws of Chess, Appendix B.1: blitz is 10 minutes or less for 60 moves ...
BLITZ_MAX = 10 * 60
#: ... Appendix A.1: rapid more than that and less than 60 minutes; standard from here.
STANDARD_FROM = 60 * 60
#: The moves an increment is counted for (Appendices A.1 and B.1).
MOVES = 60

_HOURS = ("h", "hr", "hrs", "hour", "hours", "std", "stunde", "stunden", "heure", "heures",
          "hora", "horas")
_MINUTES = ("m", "min", "mins", "minute", "minutes", "minuten", "mn", "minutos", "minuto",
            "'", "\u2019", "\u2032")
_SECONDS = ("s", "sec", "secs", "second", "seconds", "sek", "sekunde", "sekunden", "seg",
            "segundos", "''", '"', "\u2033", "\u2019\u2019")
_MOVES = ("moves", "move", "zuege", "z\u00fcge", "zug", "zugen", "z\u00fcgen", "coups",
          "jugadas", "mv")
#: Words before a number of seconds that make it the increment.
_INCREMENT = ("d", "delay", "inc", "increment", "bonus", "fischer", "bronstein")

#: The words a type or a name says its class with (lower case), checked as parts of words:
#: "Blitzturnier", "Vereinsschnellschach", "Rapid-Open".
_WORDS = (
    ("blitz", ("blitz", "lightning")),
    ("rapid", ("rapid", "r\u00e1pid", "schnellschach", "schnellturnier", "snelschaak",
               "semi-rapid")),
    ("standard", ("standard", "classical", "klassisch", "langpartie", "langzeit")),
)


class TimeControl:
    """The class (`kind`: standard, rapid or blitz), where it came from (`source`: "222",
    "122", "092", "option" or "default"), the file's `line` (0: none) and `text`, and
    `seconds`, the time for 60 moves where the text gave one (else None). `named` is the
    class the tournament's name says by a word (None: none), which decides nothing."""

    __slots__ = ("kind", "source", "line", "text", "seconds", "named")

    def __init__(self, kind: str, source: str, line: int = 0, text: str = "",
                 seconds: int | None = None, named: str | None = None) -> None:
        self.kind = kind
        self.source = source
        self.line = line
        self.text = text
        self.seconds = seconds
        self.named = named


def by_seconds(seconds: int) -> str:
    """The class of a time for 60 moves, increments included (Appendices A.1, B.1)."""
    if seconds <= BLITZ_MAX:
        return "blitz"
    if seconds < STANDARD_FROM:
        return "rapid"
    return "standard"


def _whole(text: str) -> int | None:
    return int(text) if text and text.isdigit() else None


def encoded_seconds(text: str) -> int | None:
    """TRF26's 222 in seconds for 60 moves: periods joined by ":", each "[MOVES/]SECONDS
    [+INCREMENT]"; the periods' times added and the first increment counted 60 times.
    None where the text is not in this form."""
    text = text.strip()
    if not text:
        return None
    total, increment = 0, None
    for period in text.split(":"):
        period = period.strip()
        if "/" in period:
            moves, _, period = period.partition("/")
            if _whole(moves.strip()) is None:
                return None
        time, plus, extra = period.partition("+")
        seconds = _whole(time.strip())
        if seconds is None:
            return None
        total += seconds
        if plus:
            added = _whole(extra.strip())
            if added is None:
                return None
            if increment is None:
                increment = added
    return total + MOVES * (increment or 0)


def _tokens(text: str) -> list[tuple[str, str]]:
    """(kind, text) of a free text: "n" a number (digits, a decimal point or comma and
    digits), "w" a word, "q" quote marks (minutes ', seconds '' or "), "c" any other
    sign but a blank."""
    tokens = []
    at, count = 0, len(text)
    while at < count:
        char = text[at]
        if char.isdigit():
            end = at
            while end < count and (text[end].isdigit() or text[end] in ".," and
                                   end + 1 < count and text[end + 1].isdigit()):
                end += 1
            tokens.append(("n", text[at:end]))
            at = end
        elif char.isalpha():
            end = at
            while end < count and text[end].isalpha():
                end += 1
            tokens.append(("w", text[at:end].lower()))
            at = end
        elif char in "'\u2019\u2032\"\u2033":
            end = at
            while end < count and text[end] in "'\u2019\u2032\"\u2033":
                end += 1
            tokens.append(("q", text[at:end]))
            at = end
        else:
            if char not in " \t":
                tokens.append(("c", char))
            at += 1
    return tokens


def _seconds_of(number: str, unit: int) -> int:
    """A number of `unit` seconds, with a decimal fraction ("1.5 h"), in whole seconds."""
    whole, _, fraction = number.replace(",", ".").partition(".")
    value = int(whole) * unit
    if fraction:
        value += int(fraction) * unit // 10 ** len(fraction)
    return value


def text_seconds(text: str) -> int | None:
    """A free text's time for 60 moves in seconds (122): the periods' times added
    (hours, minutes; a number without a unit is minutes), the increment (seconds, or a
    number without a unit after "+") counted 60 times; move counts ("40/", "40 moves")
    left aside. None where the text holds no time."""
    tokens = _tokens(text)
    total, increment, found = 0, None, False
    index = 0
    while index < len(tokens):
        kind, value = tokens[index]
        if kind != "n":
            index += 1
            continue
        before = tokens[index - 1] if index else ("", "")
        after = tokens[index + 1] if index + 1 < len(tokens) else ("", "")
        index += 1
        unit = after[1] if after[0] in ("w", "q") else ""
        if unit:
            index += 1
        if after == ("c", "/") or unit in _MOVES:
            continue  # a number of moves: "40/120", "40 moves"
        plus = before == ("c", "+") or before[0] == "w" and before[1] in _INCREMENT
        if unit in _HOURS:
            total += _seconds_of(value, 3600)
        elif unit in _SECONDS or not unit and plus and found:
            if increment is None:
                increment = _seconds_of(value, 1)
            continue
        elif unit in _MINUTES or not unit:
            total += _seconds_of(value, 60)
        else:
            continue  # another word: "2 rounds", "9 Runden"
        found = True
    if not found:
        return None
    return total + MOVES * (increment or 0)


def by_words(text: str) -> str | None:
    """The class a type or a name says by a word ("Blitz", "Schnellschach", "Rapid"); None
    for no word, or for words of two classes ("Rapid & Blitz")."""
    lower = text.lower()
    found = [kind for kind, words in _WORDS if [word for word in words if word in lower]]
    return found[0] if len(found) == 1 else None


#: In 122, "A+B" without units is minutes and seconds ("90+30", "15+10", "3+2") up to
#: this A, and seconds as 222 writes them above it ("180+2", "5400+30"): nobody plays
#: 3 hours with a 2-second increment, and 2.5 hours is the longest first period in use.
_MINUTES_UP_TO = 150


def _free_text(text: str) -> tuple[str | None, int | None]:
    """(class, seconds) of a 122 line: by its time, else by its words."""
    seconds = text_seconds(text)
    encoded = encoded_seconds(text)
    first = _whole(text.strip().partition("+")[0].partition(":")[0].strip())
    if encoded is not None and first is not None and first > _MINUTES_UP_TO:
        seconds = encoded  # "5400+30" written in 122 the way 222 writes it
    if seconds is not None:
        return by_seconds(seconds), seconds
    return by_words(text), None


def time_control_of(lines: list[tuple[str, int, str]]) -> TimeControl:
    """The time control a file says: `lines` are (field, line, text) of its 222, 122, 092
    and 012 lines (a SwissChess file: its name as 012); the first of 222, 122 and 092
    that says one wins, and what the name says is kept beside it."""
    named = None
    for name, _, text in lines:
        if name == "012" and named is None:
            named = by_words(text)
    for field in ("222", "122", "092"):
        for name, line, text in lines:
            if name != field or not text.strip():
                continue
            seconds: int | None = None
            if field == "222":
                seconds = encoded_seconds(text)
                kind = by_seconds(seconds) if seconds is not None else None
            elif field == "122":
                kind, seconds = _free_text(text)
            else:
                kind = by_words(text)
            if kind is not None:
                return TimeControl(kind, field, line, text.strip(), seconds, named)
    return TimeControl("standard", "default", named=named)
