"""A TRF player line's fixed columns (docs/rules/trf.md), counted from 1: start rank 5-8,
sex 10, title 11-13, name 15-47, FIDE rating 49-52, federation 54-56, FIDE id 58-68, birth
date 70-79, points 81-84, rank 86-89, then from column 92 ten columns a round: the
opponent's start rank (4), a blank, the colour, a blank, the result. A name longer than
its columns pushes the rest along (name_shift). National rating lines share the layout.

A field that cannot be read is named with its columns and what was expected, and the
player is kept without it (Player.unread); a line without a start rank is no player.
Shared by the reader (elo.tournament.trf) and the writer that keeps a file as it came
(elo.tournament.trf_out)."""

from elo.tournament.dates import birth_year
from elo.tournament.model import BYES, FORFEITS, NOT_RATED, PLAYED, Player, Problem, Round
from elo.units import Score

__all__ = ["DWZ_FEDERATION", "read_player", "read_round", "read_points", "name_shift",
           "whole_number", "columns", "ROUNDS_FROM", "POINTS"]

#: Old files write titles in lower case, one or two letters.
_TITLES = {"g": "GM", "m": "IM", "wg": "WGM", "f": "FM", "wm": "WIM", "c": "CM",
           "wf": "WFM", "wc": "WCM", "w": "WIM"}
_KNOWN_TITLES = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM")
_RESULTS = "".join(PLAYED) + "".join(NOT_RATED) + "".join(FORFEITS) + "".join(BYES)
#: Where a player line's rounds begin (column 92, counted from 0), and its points' columns
#: (81-84): before a long name pushes them along.
ROUNDS_FROM = 91
POINTS = (80, 84)
#: The federation whose national rating is the DWZ (the Deutscher Schachbund's): its
#: national lines (TRF), its players' NWZ (SwissChess).
DWZ_FEDERATION = "GER"


#: Column 10 as files write it: TRF16's m and w, and f for female, as the Irish federation's
#: files and FIDE's own example (sklangen/TRF tests/example1.trf) write it.
_SEXES = {"m": "m", "w": "w", "f": "w"}


def _sex(text: str) -> str:
    return _SEXES.get(text.strip().lower(), "")


def _title(text: str) -> str:
    text = text.strip()
    if text.upper() in _KNOWN_TITLES:
        return text.upper()
    return _TITLES.get(text.lower(), "")


def whole_number(text: str) -> int | None:
    text = text.strip()
    return int(text) if text and text.isdigit() else None


def read_points(text: str) -> Score | None:
    """A points column ("4.5", "4,5", "10") in hundredths; None where it holds none."""
    text = text.strip().replace(",", ".")
    whole, _, fraction = text.partition(".")
    if not whole.isdigit() or fraction not in ("", "0", "5", "00", "50"):
        return None
    return int(whole) * 100 + (50 if fraction.startswith("5") else 0)


def read_round(number: int, block: str) -> Round | None:
    """One round's ten columns (opponent, colour, result); None where it cannot be read."""
    block = block + " " * (10 - len(block))
    opponent_text, colour, result = block[0:4].strip(), block[5].lower(), block[7].upper()
    if result not in _RESULTS and block[7] != " ":
        return None
    result = block[7].upper() if block[7] != " " else ""
    if result == "" and not opponent_text and colour == " ":
        return Round(number, None, "", "")  # absent (trailing blanks cut off)
    opponent = whole_number(opponent_text) if opponent_text else 0
    if opponent is None or colour not in "wb- ":
        return None
    return Round(number, opponent or None, colour.strip("- "), result)


def name_shift(line: str) -> int:
    """How far a name longer than its columns pushed the rest of the line: the rating
    field must start after a blank, so look for the first blank at or after column 48."""
    shift = 0
    while len(line) > 48 + shift and line[47 + shift] != " ":
        shift += 1
    return shift


def columns(first: int, last: int) -> str:
    """Columns as a reader counts them, from 1: "49-52"."""
    return "%d\u2013%d" % (first, last)


def read_player(line: str, number: int) -> tuple[Player | None, list[Problem]]:
    """A Player from a player line (None where it has no start rank), and the problems of
    the fields that could not be read, each with its columns: the player is kept without
    them (Player.unread)."""
    rank = whole_number(line[4:8])
    if rank is None:
        return None, [Problem(number, "trf_rank", columns=columns(5, 8),
                              text=line[4:8].strip())]
    problems = []
    unread = []
    shift = name_shift(line)
    name = line[14:47 + shift].strip()
    rating_text = line[48 + shift:52 + shift].strip()
    rating = None
    if rating_text.isdigit():
        rating = int(rating_text) or None
    elif rating_text:
        problems.append(Problem(number, "trf_rating", columns=columns(49 + shift, 52 + shift),
                                text=rating_text, rank=rank))
        unread.append("rating")
    rounds = []
    body = line[ROUNDS_FROM + shift:]
    for index in range((len(body) + 9) // 10):
        block = body[index * 10:index * 10 + 8]
        found = read_round(index + 1, block)
        if found is None:
            start = ROUNDS_FROM + shift + index * 10 + 1
            problems.append(Problem(number, "trf_round", round=index + 1,
                                    columns=columns(start, start + 7),
                                    text=block.strip(), rank=rank))
            unread.append("round %d" % (index + 1))
            found = Round(index + 1, None, "", "")  # no game: named, not guessed
        rounds.append(found)
    while rounds and rounds[-1].opponent is None and rounds[-1].result == "":
        rounds.pop()  # trailing blanks cut off: absent rounds at the end
    first, last = POINTS
    points_text = line[first + shift:last + shift]
    points = read_points(points_text)
    if points is None and points_text.strip():
        problems.append(Problem(number, "trf_points", columns=columns(first + 1 + shift,
                                                                        last + shift),
                                text=points_text.strip(), rank=rank))
        unread.append("points")
    player = Player(rank, name, rating, _title(line[10:13]), _sex(line[9:10]),
                    line[53 + shift:56 + shift].strip(), line[57 + shift:68 + shift].strip(),
                    birth_year(line[69 + shift:79 + shift]), points, None, rounds, number)
    player.final_rank = whole_number(line[85 + shift:89 + shift]) or None  # 0: none
    player.birth = line[69 + shift:79 + shift].strip()
    player.unread = unread
    return player, problems
