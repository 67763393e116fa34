"""A free text's time control (TRF 122, docs/rules/trf.md "The time control") read in
every usual notation into the time a player has for 60 moves: "1:30 + 10 from move 1",
"90'+30''", "40/120, 60", "G/90;inc30", "2h/40 + 1h", "90 Min. + 30 Sek./Zug",
"1h30 + 30s/coup", "60 in 2hr, 30 in 1hr, rest in 1hr".

The text is read left to right into periods (a time, the moves it is for, the move it starts
at), an increment and counts and numbers of moves; a period that starts after move 60 is
no part of the time (FIDE Rating Regulations B.02 1.1: "assuming the game lasts 60 moves"),
an increment is counted 60 times (Laws of Chess A.1, B.1). A number that no notation
explains ("Round 1", "9 Runden") leaves the text unread rather than guessed at.
"""

__all__ = ["MOVES", "WORDS", "for_60_moves", "lower", "text_seconds"]

#: The moves the time is counted for and an increment counted for (Appendices A.1 and
#: B.1; Rating Regulations 1.1).
MOVES = 60

# The words of a free text, lower case, in the languages files are written in (English,
# German, French, Spanish, Italian, Dutch).
_HOURS = ("h", "hr", "hrs", "hour", "hours", "std", "stunde", "stunden", "heure", "heures",
          "hora", "horas", "ora", "ore", "uur")
_MINUTES = ("m", "min", "mins", "minute", "minutes", "minuten", "minuut", "mn", "minuto",
            "minutos", "minuti")
_SECONDS = ("s", "sec", "secs", "second", "seconds", "sek", "sekunde", "sekunden", "seg",
            "segundo", "segundos", "seconde", "secondes", "secondi", "seconden")
_MOVES = ("move", "moves", "mv", "zug", "zuege", "z\u00fcge", "z\u00fcgen", "coup", "coups",
          "jugada", "jugadas", "movimiento", "movimientos", "mossa", "mosse", "zet", "zetten")
#: Words before a number of seconds ("inc30", "d5", "Fischer 30") or after it ("30 inc")
#: that make it the increment (a delay counted as one: docs/rules/trf.md).
_INCREMENT = ("d", "delay", "inc", "incr", "increment", "bonus", "fischer", "bronstein",
              "inkrement", "incremento", "incr\u00e9ment")
#: "15 per move": before a word of moves, a number's seconds for each move.
_PER = ("per", "pro", "par", "por", "a", "\u00e0", "je", "each", "every", "chaque", "cada",
        "ogni")
#: "from move 1", "ab dem 1. Zug", "30 min after 40 moves": a move's number, at which a
#: period starts (after: the one after it).
_FROM = ("from", "ab", "starting", "vanaf", "desde", "d\u00e8s", "dal", "dalla", "partir")
_AFTER = ("after", "nach", "apr\u00e8s", "apres", "dopo", "despu\u00e9s", "despues", "na")
#: The endings of a move's number: "1st move", "1er coup", "1e zet", "1º".
_ORDINAL = ("st", "nd", "rd", "th", "er", "re", "e", "ste", "ten", "o", "\u00ba", "\u00aa",
            "\u00b0")
#: "60 in 2hr": the number before them is of moves.
_IN = ("in", "en", "binnen", "entro", "dans")
#: Words between periods, as "+", "," and ";" are.
_JOINS = ("then", "plus", "and", "und", "dann", "danach", "puis", "et", "y", "e", "luego",
          "poi", "dan", "sowie", "followed")
#: The other words a time control is written with: beside a number, a word not known here
#: leaves that number unexplained ("Round 1", "9 Runden"), and the text unread.
_FILLERS = (
    "all", "the", "an", "of", "for", "player", "players", "game", "games", "g", "sd",
    "sudden", "death", "rest", "remaining", "first", "additional", "extra", "added", "time",
    "control", "tc", "with", "by", "to", "up", "until", "fide", "rated", "minimum",
    "f\u00fcr", "fuer", "den", "die", "der", "das", "dem", "des", "partie", "partien",
    "restliche", "restlichen", "jeder", "jede", "spieler", "mit", "zzgl", "zuz\u00fcglich",
    "weitere", "weiteren", "zus\u00e4tzlich", "bedenkzeit", "bis", "zum", "zur", "erste",
    "ersten", "alle", "pour", "la", "le", "les", "de", "du", "joueur", "cadence", "avec",
    "reste", "premiers", "fin", "ko", "para", "el", "los", "las", "del", "m\u00e1s", "mas",
    "jugador", "partida", "resto", "ritmo", "con", "primeras", "il", "di", "pi\u00f9", "piu",
    "giocatore", "partita", "prima", "tempo", "partij", "speler", "het", "speeltempo", "met")

#: The words a type or a name says its class with (lower case), checked as parts of words:
#: "Blitzturnier", "Vereinsschnellschach", "Rapid-Open".
WORDS = (
    ("blitz", ("blitz", "lightning", "bullet")),  # bullet: 1+0 to 2+1, within B.1's 10 min
    ("rapid", ("rapid", "r\u00e1pid", "schnellschach", "schnellturnier", "snelschaak",
               "semi-rapid")),
    ("standard", ("standard", "classical", "klassisch", "langpartie", "langzeit")),
)

_KNOWN = set(_HOURS + _MINUTES + _SECONDS + _MOVES + _INCREMENT + _PER + _FROM + _AFTER +
             _ORDINAL + _IN + _JOINS + _FILLERS + ("x",))
for _kind, _said in WORDS:
    _KNOWN.update(_said)

#: Marks after a number: one of these is minutes (90'), two or one of _SECOND_MARKS
#: seconds (30'', 30").
_MINUTE_MARKS = "'\u2019\u2018\u2032\u00b4`"
_SECOND_MARKS = '"\u2033\u201c\u201d'
#: Signs between periods (":" where it is not h:mm).
_BETWEEN = "+,;:&()"
#: Letters MicroPython's str.isalpha does not know (it knows ASCII only), and upper case
#: ones its str.lower leaves as they are.
_NOT_LETTERS = _MINUTE_MARKS + _SECOND_MARKS + "\u00d7\u201e\u2013\u2014\u00a0\u00bd"
_UPPER = (("\u00c4", "\u00e4"), ("\u00d6", "\u00f6"), ("\u00dc", "\u00fc"),
          ("\u00c9", "\u00e9"), ("\u00c8", "\u00e8"), ("\u00c0", "\u00e0"),
          ("\u00c1", "\u00e1"), ("\u00d3", "\u00f3"))


def for_60_moves(periods: list[list[int]], increment: int) -> int:
    """The time for 60 moves of periods [seconds, moves (0: not said), first move (0: not
    said)]: those that start by move 60, a period's start following from the moves of
    those before it where it does not say its own; the increment counted 60 times."""
    total, before = 0, 0
    for seconds, moves, first in periods:
        first = first or before + 1
        if first <= MOVES:
            total += seconds
        before = first - 1 + moves
    return total + MOVES * increment


def lower(word: str) -> str:
    """A word in lower case, its umlauts and accents too (MicroPython's str.lower leaves
    them as they are)."""
    word = word.lower()
    for capital, small in _UPPER:
        word = word.replace(capital, small)
    return word


def _letter(char: str) -> bool:
    return char.isalpha() or ord(char) > 127 and char not in _NOT_LETTERS


def _digits(text: str, at: int, count: int) -> bool:
    """Whether `count` digits stand at `at`, and no more."""
    end = at + count
    return len(text) >= end and text[at:end].isdigit() and not text[end:end + 1].isdigit()


def _tokens(text: str) -> list[tuple[str, str]]:
    """(kind, text) of a free text: "n" a number (digits, with a decimal point or comma
    and one digit: "1.5"), "t" a time as h:mm or h:mm:ss (its seconds), "w" a word (lower
    case), "q" a mark after a number ("m" minutes, "s" seconds), "c" any other sign but a
    blank."""
    tokens = []
    at, count = 0, len(text)
    while at < count:
        char = text[at]
        if char.isdigit():
            end = at
            while end < count and text[end].isdigit():
                end += 1
            if end - at == 1 and text[end:end + 1] == ":" and _digits(text, end + 1, 2) and \
                    int(text[end + 1:end + 3]) < 60:  # "1:30": nobody plays 10 hours
                seconds = int(char) * 3600 + int(text[end + 1:end + 3]) * 60
                end += 3
                if text[end:end + 1] == ":" and _digits(text, end + 1, 2):
                    seconds += int(text[end + 1:end + 3])
                    end += 3
                tokens.append(("t", str(seconds)))
            else:
                if text[end:end + 1] in (".", ",") and _digits(text, end + 1, 1):
                    end += 2  # "1.5 h", "1,5 Std."; not "40/120,60"
                tokens.append(("n", text[at:end]))
            at = end
        elif _letter(char):
            end = at
            while end < count and _letter(text[end]):
                end += 1
            tokens.append(("w", lower(text[at:end])))
            at = end
        elif char in _MINUTE_MARKS or char in _SECOND_MARKS:
            end = at
            while end < count and (text[end] in _MINUTE_MARKS or text[end] in _SECOND_MARKS):
                end += 1
            seconds = end - at > 1 or char in _SECOND_MARKS
            tokens.append(("q", "s" if seconds else "m"))
            at = end
        else:
            if char not in " \t\u00a0":
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


def _is(token: tuple[str, str], words: tuple[str, ...]) -> bool:
    return token[0] == "w" and token[1] in words


def _unit(tokens: list[tuple[str, str]], at: int) -> tuple[str, int]:
    """What the tokens from `at` say of the number before them, and where they end:
    "h", "m", "s" a unit of time; "moves" a count or a move's number ("40 moves", "1. Zug",
    "1st move"); "per" seconds a move ("15 per move", "30/Zug"); "inc" ("30 inc"); "in"
    ("60 in 2hr"); "slash" ("40/120": the next number follows); "x" ("2 x 90 min"); ""
    nothing that says (a sign, a known word, the end); "?" a word not known here."""
    none = ("", "")
    here = tokens[at] if at < len(tokens) else none
    after = tokens[at + 1] if at + 1 < len(tokens) else none
    if here == ("c", ".") and after[0] == "w":  # "1. Zug"; "90 Min." is its unit's dot
        at += 1
        here = after
        after = tokens[at + 1] if at + 1 < len(tokens) else none
    kind, word = here
    if kind == "q":
        return word, at + 1
    if kind == "c":
        if word == "/" and after[0] in ("n", "t"):
            return "slash", at + 1
        if word == "/" and _is(after, _MOVES):
            return "per", at + 2
        if word == "\u00d7" and after[0] == "n":
            return "x", at + 1
        return "", at
    if kind != "w":
        return "", at
    if word in _HOURS:
        return "h", at + 1
    if word in _MINUTES:
        return "m", at + 1
    if word in _SECONDS:
        return "s", at + 1
    if word in _MOVES:
        return "moves", at + 1
    if word in _PER and _is(after, _MOVES):
        return "per", at + 2
    if word in _ORDINAL and (_is(after, _MOVES) or after == ("c", ".")):
        return "moves", at + 1  # the word of moves is read next, known
    if word in _INCREMENT and after[0] not in ("n", "t"):
        return "inc", at + 1  # "30 inc"; "90 d5": the 5 is the increment
    if word in _IN and after[0] in ("n", "t"):
        return "in", at + 1
    if word == "x" and after[0] == "n":
        return "x", at + 1
    return ("" if word in _KNOWN else "?"), at


class _Reading:
    """A free text read left to right into periods [seconds, moves, first move] (0: not
    said), the increment, and whether a number was left that no notation explains."""

    def __init__(self) -> None:
        self.periods: list[list[int]] = []
        self.increment: int | None = None
        self.current = -1  # this stretch's period (between "+", ",", "then" ...), if any
        self.moves = 0  # a count of moves said before this stretch's time ("40/120")
        self.first = 0  # ... or the move it starts at ("from move 41: 30 min")
        self.unsure = False

    def time(self, seconds: int, add: bool = False) -> None:
        """A period's time, or (`add`) minutes after its hours ("1h30")."""
        if add and self.current >= 0:
            self.periods[self.current][0] += seconds
            return
        self.periods.append([seconds, self.moves, self.first])
        self.current = len(self.periods) - 1
        self.moves = self.first = 0

    def count(self, moves: int) -> None:
        """A count of moves: of this stretch's period, or of the one it is to have."""
        if self.current >= 0 and not self.periods[self.current][1]:
            self.periods[self.current][1] = moves
        else:
            self.moves = moves

    def start(self, move: int) -> None:
        if self.current >= 0:
            self.periods[self.current][2] = move
        else:
            self.first = move

    def add(self, seconds: int) -> None:
        if self.increment is None:
            self.increment = seconds

    def between(self) -> None:
        """A sign or word between periods: a count said before carries to the next
        period ("40 moves, 90 minutes"), a move's number does not ("+ 10 from move 1")."""
        if self.current < 0:
            self.first = 0
        self.current = -1


def _number(tokens: list[tuple[str, str]], at: int, reading: _Reading,
            hours_end: int) -> tuple[int, int]:
    """Reads the number at `at` into `reading`: (where its tokens end, where the minutes of
    an hours' time would stand: "1h30")."""
    none = ("", "")
    kind, number = tokens[at]
    before = tokens[at - 1] if at else none
    earlier = tokens[at - 2] if at > 1 else none
    if kind == "t":
        unit, end = "t", at + 1
        if end < len(tokens) and _is(tokens[end], _HOURS):
            end += 1  # "1:30h"
    else:
        unit, end = _unit(tokens, at + 1)
    bare = unit in ("", "slash", "x", "in")
    if unit == "?" or bare and before[0] == "w" and before[1] not in _KNOWN:
        reading.unsure = True  # "9 Runden", "Round 1"
        return end, -1
    if unit == "moves" or bare and before[0] == "w" and before[1] in _MOVES:
        value = _seconds_of(number, 1) if kind == "n" else 0
        if _is(before, _FROM) or _is(earlier, _FROM):
            reading.start(value)  # "from move 41", "ab dem 41. Zug"
        elif _is(before, _AFTER) or _is(earlier, _AFTER):
            reading.start(value + 1)  # "after 40 moves"
        elif unit == "moves":
            reading.count(value)  # "40 moves"; "move 1" without "from" says nothing
        return end, -1
    if unit in ("t", "h", "m"):
        if kind == "t":
            reading.time(int(number))
        else:
            reading.time(_seconds_of(number, 3600 if unit == "h" else 60),
                         add=unit == "m" and at == hours_end)
        following = tokens[end] if end < len(tokens) else none
        if (following == ("c", "/") or _is(following, ("x",)) or following == ("c", "\u00d7")) \
                and end + 1 < len(tokens) and tokens[end + 1][0] == "n":
            after, stop = _unit(tokens, end + 2)  # "2h/40", "100'x40", "90 min/40 moves"
            if after in ("", "moves"):
                reading.count(_seconds_of(tokens[end + 1][1], 1))
                end = stop
        return end, (end if unit == "h" else -1)
    if unit in ("s", "per", "inc") or _is(before, _INCREMENT):
        reading.add(_seconds_of(number, 1))  # "30 s", "15 per move", "inc30", "d5"
        return end, -1
    if unit == "in":
        reading.count(_seconds_of(number, 1))  # "60 in 2hr"
        return end, -1
    if unit == "x":
        return end, -1  # "2 x 90 min": the players, each with 90 minutes
    if unit == "slash":
        following = tokens[end] if end < len(tokens) else none
        time, stop = _unit(tokens, end + 1)
        value = _seconds_of(number, 1)
        if following[0] == "n" and time in ("", "moves") and value > MOVES and \
                _seconds_of(following[1], 1) <= MOVES:
            reading.time(value * 60)  # "90/40": minutes, then moves
            reading.count(_seconds_of(following[1], 1))
            return stop, -1
        reading.count(value)  # "40/120", "40/2h": moves, then the time
        return end, -1
    if at == hours_end:
        reading.time(_seconds_of(number, 60), add=True)  # "1h30", "1 h 30"
    elif (before == ("c", "+") or _is(before, ("plus",))) and reading.periods:
        reading.add(_seconds_of(number, 1))  # "90+30", "3+2": the increment in seconds
    else:
        reading.time(_seconds_of(number, 60))  # a number alone is minutes: "120", "G/90"
    return end, -1


def text_seconds(text: str) -> int | None:
    """A free text's time for 60 moves in seconds (122): its periods' times (hours,
    minutes, h:mm; a number without a unit is minutes, or after "+" the increment in
    seconds) as far as they start by move 60, the increment counted 60 times; counts and
    numbers of moves ("40/120", "40 moves", "from move 1", "ab dem 1. Zug") read as such.
    None where the text holds no time, where a number is left that no notation explains,
    or where a period gives less than 10 seconds a move ("40/2" in hours, US style)."""
    tokens = _tokens(text)
    reading = _Reading()
    at, hours_end = 0, -1
    while at < len(tokens):
        kind, value = tokens[at]
        if kind in ("n", "t"):
            at, hours_end = _number(tokens, at, reading, hours_end)
            continue
        if kind == "c" and value in _BETWEEN or kind == "w" and value in _JOINS:
            reading.between()
        at += 1
    if reading.unsure or not reading.periods or reading.periods[0][2] > MOVES:
        return None  # no time for the first 60 moves ("from move 61: 30 min") is no reading
    for seconds, moves, _ in reading.periods:
        if seconds < 10 * moves:
            return None
    return for_60_moves(reading.periods, reading.increment or 0)


