"""A whole tournament as its organiser's file holds it (elo.tournament.trf, elo.tournament.swt): the
tournament, its players with their data, and each player's rounds. Pure data; the ratings are
elo.tournament.rating's."""

from elo.errors import InputError
from elo.units import Score, WholeRating

__all__ = ["Tournament", "Player", "Round", "Problem", "PLAYED", "NOT_RATED", "FORFEITS",
           "BYES", "SCORES", "OTHER_SIDE"]

#: Round results as TRF writes them (SWT's are read into these): played and rated ...
PLAYED = {"1": 100, "=": 50, "0": 0}
#: ... played, but not rated (under one move each) ...
NOT_RATED = {"W": 100, "D": 50, "L": 0}
#: ... won or lost by forfeit ...
FORFEITS = {"+": 100, "-": 0}
#: ... and byes: half-point, full-point, pairing-allocated, zero (absent).
BYES = {"H": 50, "F": 100, "U": 100, "Z": 0, "": 0}
#: What each result gives in the standings, in hundredths of a point.
SCORES = {}
for _table in (PLAYED, NOT_RATED, FORFEITS, BYES):
    SCORES.update(_table)


#: A result as the opponent's line says it (TRF 001, fields of a round).
OTHER_SIDE = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+", "W": "L", "L": "W",
              "D": "D"}


class Problem:
    """Something in the file that could not be read as it stands, with its line (or, in
    a binary file, the player's number)."""

    __slots__ = ("line", "code", "params")

    def __init__(self, line: int, code: str, **params: object) -> None:
        self.line = line
        self.code = code
        self.params = params

    def error(self) -> InputError:
        """The problem as the error the page and the command line say."""
        return InputError("file", self.code, **self.params)


class Round:
    """One round of one player: the opponent's start rank (None for none), the colour
    ("w", "b" or ""), the result code (PLAYED, NOT_RATED, FORFEITS or BYES)."""

    __slots__ = ("number", "opponent", "colour", "result")

    def __init__(self, number: int, opponent: int | None, colour: str, result: str) -> None:
        self.number = number
        self.opponent = opponent
        self.colour = colour
        self.result = result

    @property
    def score(self) -> Score:
        return SCORES[self.result]


class Player:
    """A player as the file gives him: start rank, sex ("m", "w" or ""), FIDE title,
    name, FIDE rating (None: unrated), federation, FIDE id, birth year (None if not
    given), the points the file says, his national rating (the DWZ, None if none) and his
    rounds; `line` where the file has him."""

    __slots__ = ("rank", "sex", "title", "name", "rating", "federation", "fide_id", "born",
                 "points", "national", "rounds", "line")

    def __init__(self, rank: int, name: str, rating: WholeRating | None = None, title: str = "",
                 sex: str = "", federation: str = "", fide_id: str = "", born: int | None = None,
                 points: Score | None = None, national: WholeRating | None = None,
                 rounds: list[Round] | None = None, line: int = 0) -> None:
        self.rank = rank
        self.name = name
        self.rating = rating
        self.title = title
        self.sex = sex
        self.federation = federation
        self.fide_id = fide_id
        self.born = born
        self.points = points
        self.national = national
        self.rounds = rounds if rounds is not None else []
        self.line = line


class Tournament:
    """A tournament: its name, place, first and last day (YYYY-MM-DD or ""), rounds, the
    file's format ("trf" or "swt"), players by start rank, and the file's problems."""

    __slots__ = ("name", "city", "start", "end", "rounds", "format", "players", "problems")

    players: dict[int, Player]
    problems: list[Problem]

    def __init__(self, format: str, name: str = "", city: str = "", start: str = "",
                 end: str = "", rounds: int = 0) -> None:
        self.format = format
        self.name = name
        self.city = city
        self.start = start
        self.end = end
        self.rounds = rounds
        self.players = {}  # start rank -> Player
        self.problems = []

    def ranks(self) -> list[int]:
        """The start ranks in order (dicts are not ordered on MicroPython)."""
        return sorted(self.players)

    def set_result(self, rank: int, number: int, code: str) -> list[int]:
        """Round `number` of the player `rank` set to the result `code`, and his
        opponent's round to the other side of it (a bye's has none); the start ranks
        whose games changed."""
        played = self.players[rank].rounds[number - 1]
        played.result = code
        changed = [rank]
        other = self.players.get(played.opponent) if played.opponent is not None else None
        if other is not None and number <= len(other.rounds) and \
                other.rounds[number - 1].opponent == rank:
            other.rounds[number - 1].result = OTHER_SIDE.get(code, "")
            changed.append(other.rank)
        return changed
