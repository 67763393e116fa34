"""A whole tournament as its organiser's file holds it (elo.tournament.trf, elo.tournament.swt): the
tournament, its players with their data, and each player's rounds. Pure data; the ratings are
elo.tournament.rating's."""

from elo.errors import InputError
from elo.tournament.timecontrol import TimeControl
from elo.units import Score, WholeRating

__all__ = ["Tournament", "Player", "NationalRating", "Source", "DECIDED", "Round", "Problem",
           "PLAYED", "NOT_RATED", "FORFEITS", "BYES", "SCORES", "OTHER_SIDE", "NOT_PLAYED",
           "INCOMPLETE", "not_played"]

#: Round results as TRF writes them (SWT's are read into these): played and rated ...
PLAYED = {"1": 100, "=": 50, "0": 0}
#: ... played, but not rated (under one move each) ...
NOT_RATED = {"W": 100, "D": 50, "L": 0}
#: ... won or lost by forfeit ...
FORFEITS = {"+": 100, "-": 0}
#: ... and byes: half-point, full-point, pairing-allocated, zero (absent). A blank
#: result is absent where the round has no opponent; with one, it is a game paired and
#: not yet played (not_played), which scores nothing yet either.
BYES = {"H": 50, "F": 100, "U": 100, "Z": 0, "": 0}
#: The result of a game paired and not yet played (files exported during a tournament).
NOT_PLAYED = ""
#: The results of a game played or decided (by forfeit): a round holding one is played.
DECIDED = "".join(PLAYED) + "".join(NOT_RATED) + "".join(FORFEITS)
#: What each result gives in the standings, in hundredths of a point.
SCORES = {}
for _table in (PLAYED, NOT_RATED, FORFEITS, BYES):
    SCORES.update(_table)


#: A result as the opponent's line says it (TRF 001, fields of a round). A double
#: forfeit ("-" on both lines, neither player came) is the one other pair that agrees.
OTHER_SIDE = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+", "W": "L", "L": "W",
              "D": "D"}

#: The problems that say the file falls short of itself (elo.tournament.trf): players or
#: rounds fewer than its header announces, its last line cut off.
INCOMPLETE = ("trf_players_missing", "tournament_rounds_missing", "trf_cut")


def not_played(played: "Round") -> bool:
    """Whether a round is a game paired and not yet played: an opponent, no result."""
    return played.opponent is not None and played.result == NOT_PLAYED


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


class Source:
    """A TRF as its file holds it, to be written back as it came (elo.tournament.trf_out):
    the text as read (line ends as they were, no byte order mark), the encoding it was
    read in (elo.files.decoding: UTF8 or CP1252) and whether a byte order mark stood
    before it."""

    __slots__ = ("text", "encoding", "bom")

    def __init__(self, text: str, encoding: str = "utf-8", bom: bool = False) -> None:
        self.text = text
        self.encoding = encoding
        self.bom = bom


class NationalRating:
    """A national rating as a TRF's national line gives it (TRF16 annex, TRF26): the
    federation's code, the rating (None: the line has none), the national id, and the
    line it stands on."""

    __slots__ = ("federation", "rating", "id", "line")

    def __init__(self, federation: str, rating: WholeRating | None, id: str = "",
                 line: int = 0) -> None:
        self.federation = federation
        self.rating = rating
        self.id = id
        self.line = line


class Player:
    """A player as the file gives him: start rank, sex ("m", "w" or ""), FIDE title,
    name, FIDE rating (None: unrated), federation, FIDE id, birth year (None if not
    given), the points the file says, his DWZ (the German federation's national rating,
    None if none) and his rounds; `nationals` the national rating lines the file gives
    him (NationalRating, any federation's: only the German one's is a DWZ); `line` where
    the file has him; `final_rank` the rank the file says he finished on (TRF columns
    86-89; None where it says none); `birth` the birth date as the file
    writes it (TRF columns 70-79, "" if none; the norm report asks for it); `unread` the
    fields his line holds and could not be read ("rating", "round 3", "points"), each
    named among the file's problems."""

    __slots__ = ("rank", "sex", "title", "name", "rating", "federation", "fide_id", "born",
                 "points", "dwz", "rounds", "line", "final_rank", "birth", "nationals",
                 "unread")

    def __init__(self, rank: int, name: str, rating: WholeRating | None = None, title: str = "",
                 sex: str = "", federation: str = "", fide_id: str = "", born: int | None = None,
                 points: Score | None = None, dwz: WholeRating | None = None,
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
        self.dwz = dwz
        self.rounds = rounds if rounds is not None else []
        self.line = line
        self.final_rank: int | None = None
        self.birth = ""
        self.nationals: list[NationalRating] = []
        self.unread: list[str] = []  # the fields the file's line did not give ("rating")

    def rounds_points(self) -> Score:
        """The points his rounds give, in hundredths: every round's, byes and forfeits too."""
        return sum(played.score for played in self.rounds)

    def total(self) -> Score:
        """His points in the tournament, in hundredths: the file's points column where it
        gives one (it may count what its rounds do not show: ICU's files leave a round
        blank for a bye they count), else what his rounds give. A result corrected since
        changes it (Tournament.set_result), as it changes the column written back."""
        return self.rounds_points() if self.points is None else self.points


class Tournament:
    """A tournament: its name, place, first and last day (YYYY-MM-DD or ""), rounds (the
    most its header announces or a player's line holds), the file's format ("trf" or
    "swt"), players by start rank, and the file's problems.

    What the header announces, to hold against what the file holds: `announced_players`
    (062) and `announced_rounds` (142, XXR or the 132 dates; None where it says none).
    `time_control` is the class FIDE rates it in (elo.tournament.timecontrol.TimeControl:
    standard, rapid or blitz, and where that came from). `header` keeps the lines that
    say the time control, (field, line, text), and the file's other header lines (TRF: 022,
    032, 062, 102, 132, ...; the text after the code, as written), for write_trf and the
    norm report. `round_dates` are the 132 line's, YYYY-MM-DD by round ("" for a round
    without one; [] where it has none). `chief_arbiter` and `organiser` as a file that
    has a field of its own for them says them (SwissChess; "" where it says none): a
    TRF's chief arbiter stays its 102 header line (header_text)."""

    __slots__ = ("name", "city", "start", "end", "rounds", "format", "players", "problems",
                 "announced_players", "announced_rounds", "time_control", "header", "round_dates",
                 "chief_arbiter", "organiser", "_held", "source", "file_name")

    players: dict[int, Player]
    problems: list[Problem]
    announced_players: int | None
    announced_rounds: int | None
    header: list[tuple[str, int, str]]
    round_dates: list[str]

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
        self.announced_players = self.announced_rounds = None
        self.time_control = TimeControl("standard", "default")
        self.header = []
        self.round_dates = []
        self.chief_arbiter = ""
        self.organiser = ""
        self._held: int | None = None
        self.source: Source | None = None  # a TRF's text, to be written back as it came
        self.file_name = ""  # the file's name where the page was given it (its downloads')

    def header_in_order(self) -> list[tuple[str, int, str]]:
        """The header lines by their line in the file, those of one line (a SwissChess
        file's, all 0) as they were added: MicroPython's sort is not stable."""
        header = self.header
        return [header[at] for at in sorted(range(len(header)),
                                            key=lambda at: (header[at][1], at))]

    def header_text(self, field: str) -> str:
        """What the file's first header line of `field` says ("102" the chief arbiter),
        without its blanks; "" where no such line says anything."""
        for name, _, said in self.header_in_order():
            if name == field and said.strip():
                return said.strip()
        return ""

    def ranks(self) -> list[int]:
        """The start ranks in order (dicts are not ordered on MicroPython)."""
        return sorted(self.players)

    def incomplete(self) -> list[Problem]:
        """What the file lacks of itself (INCOMPLETE), in the order it was found."""
        return [problem for problem in self.problems if problem.code in INCOMPLETE]

    @property
    def complete(self) -> bool:
        """False where the file falls short of its own header or its last line is cut."""
        return not self.incomplete()

    def rounds_in_file(self) -> int:
        """The most rounds a player's line holds (a round paired, not played, counts);
        worked out once, when the file is read (rating a player asks for it)."""
        if self._held is None:
            self._held = max([len(player.rounds) for player in self.players.values()] + [0])
        return self._held

    def played_rounds(self) -> list[int]:
        """The rounds played: those in which a game was played or decided (a result of
        DECIDED on a line). A round holding only byes, absences or pairings without
        results is still to come (a file exported before it: JaVaFo's pre-round
        files hold the round's byes and absences already)."""
        found = set()
        for player in self.players.values():
            for played in player.rounds:
                if played.result in DECIDED and played.result:
                    found.add(played.number)
        return sorted(found)

    def remaining(self) -> list[int]:
        """The rounds still to come: every round of the tournament (its header's, or the
        most a line holds) not played (played_rounds)."""
        played = self.played_rounds()
        return [number for number in range(1, self.rounds + 1) if number not in played]

    def unplayed(self, rank: int) -> list[int]:
        """The rounds player `rank` is still to play: his games paired and not played,
        and the rounds to come (remaining) his line gives him no bye or absence in."""
        player = self.players[rank]
        found = [played.number for played in player.rounds if not_played(played)]
        for number in self.remaining():
            if number > len(player.rounds):
                found.append(number)
            else:
                played = player.rounds[number - 1]
                if played.opponent is None and played.result == "":
                    found.append(number)  # a blank: not paired yet
        return sorted(set(found))

    def unplayed_games(self) -> list[tuple[int, int, int]]:
        """(round, start rank, start rank) of each game paired and not yet played that
        both lines say so, the lower start rank first, by round."""
        found = []
        for rank in self.ranks():
            for played in self.players[rank].rounds:
                if played.opponent is None or not not_played(played):
                    continue
                other = self.players.get(played.opponent)
                if other is not None and other.rank > rank and \
                        played.number <= len(other.rounds):
                    theirs = other.rounds[played.number - 1]
                    if theirs.opponent == rank and not_played(theirs):
                        found.append((played.number, rank, other.rank))
        found.sort()
        return found

    def set_result(self, rank: int, number: int, code: str,
                   theirs: str | None = None) -> list[int]:
        """Round `number` of the player `rank` set to the result `code`, and his
        opponent's round to the other side of it (a bye's has none), or to `theirs`
        where given (a double forfeit: "-" and "-"); the start ranks whose games
        changed."""
        player = self.players[rank]
        _set(player, player.rounds[number - 1], code)
        changed = [rank]
        played = player.rounds[number - 1]
        other = self.players.get(played.opponent) if played.opponent is not None else None
        if other is not None and number <= len(other.rounds) and \
                other.rounds[number - 1].opponent == rank:
            _set(other, other.rounds[number - 1], OTHER_SIDE.get(code, "") if theirs is None
                 else theirs)
            changed.append(other.rank)
        return changed


def _set(player: Player, played: Round, code: str) -> None:
    """A round's result set to `code`, and the file's points (if it gives them) by what
    that adds or takes away."""
    if player.points is not None:
        player.points += SCORES[code] - played.score
    played.result = code
