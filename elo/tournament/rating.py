"""Every player of a tournament rated at once: FIDE by the rules the calculator has
(elo.systems.fide), the tournament as one rating period; the DWZ beside it where the file has
national ratings (elo.systems.dwz); title norms (elo.tournament.norms).

FIDE, per player: a game counts when it was played (1, =, 0) against an opponent with a
FIDE rating; forfeits, byes and games not rated (W, D, L: under one move) are listed, not
counted. K by 8.3.3 from what the file holds (a rating of 2400 or more: 10; end year
minus birth year 18 or less and a rating under 2300: 40; else 20), unless set per player
(the file does not say how many rated games a player has had, which 8.3.3's K 40 for
fewer than 30 also needs); then the 700 rule on the counted games. An unrated player has
no change; a first rating where 8.2 allows one.

The DWZ, per player with a national rating: the games against opponents with one, by the
rules in force at the end date, with the birth year from the file and an index the file
does not hold (a default, or one set per player).

The file's problems are named with their line: a round whose opponent does not exist is
left out; two lines that disagree about one game are named, and each player is rated by
his own line. A game paired and not yet played (an opponent, no result: a file exported
during the tournament) is said as such, once for both players, and not rated; neither is
it a bye. A double forfeit ("-" on both lines) agrees: neither player scores or is rated.

The time control is the tournament's (elo.tournament.timecontrol), unless set: rapid and
blitz are rated by FIDE's rules for them (elo.systems.fide: the 400 cap for everyone, no game
600 apart with a player above 2600); they have no DWZ (the DWZ rates games of at least
90 minutes a player, docs/rules/dwz.md, WO 4.2) and no title norms (norms come from
standard games only, docs/rules/trf.md).
"""

from elo.systems import dwz, fide
from elo.errors import InputError
from elo.period import to_points
from elo.tournament.model import (BYES, FORFEITS, NOT_RATED, OTHER_SIDE, PLAYED, Player,
                                  Problem, Tournament, not_played)
from elo.tournament.forecast import forecast
from elo.tournament.norms import Norm, Opponent, norms_for
from elo.tournament.timecontrol import TimeControl
from elo.units import TYPE_CHECKING, Score, WholeRating

if TYPE_CHECKING:
    from elo.tournament.forecast import Forecast
    from elo.systems.dwz.common import DwzRating
    from elo.systems.dwz.first import FirstDwz
    from elo.systems.fide import FideRating, FirstRating

    #: What a player's norms were checked with, as forecast takes it after the player:
    #: opponents, points, rounds, spare, exempt, rounds not yet paired, those paired.
    NormGames = tuple[list[Opponent], Score, int, bool, bool, int, list[tuple[int, Opponent]]]

__all__ = ["GameLine", "PlayerResult", "rate_tournament", "rate_player", "check_rounds",
           "set_time_control", "DEFAULT_INDEX", "fide_k"]

#: The DWZ index of a player whose index is not given: neither file holds it.
DEFAULT_INDEX = 20


def _agree(mine: str, theirs: str) -> bool:
    """Whether two lines' results of one game agree: each the other side of the other, a
    double forfeit ("-" and "-"), or a game not yet played on both."""
    return OTHER_SIDE.get(mine) == theirs or mine == theirs and mine in ("-", "")


class GameLine:
    """One round of a player as the evaluation lists it: the opponent (rank, rating,
    DWZ), the result code and score, and whether FIDE counts it (else `reason`)."""

    __slots__ = ("round", "opponent", "rating", "dwz", "result", "score", "counted",
                 "reason")

    reason: str | None

    def __init__(self, number: int, opponent: int | None, rating: WholeRating | None,
                 dwz: WholeRating | None, result: str, score: Score) -> None:
        self.round = number
        self.opponent = opponent
        self.rating = rating
        self.dwz = dwz
        self.result = result
        self.score = score
        self.counted = False
        self.reason = None


class PlayerResult:
    """One player's evaluation: FIDE (`fide`: a FideRating or FirstRating, or None with
    `fide_error`), K and where it came from, the DWZ (`dwz` or None with `dwz_error`), the
    norms and, with rounds still to play, their forecasts (elo.tournament.forecast), and
    the games as listed."""

    __slots__ = ("player", "k", "k_source", "fide", "fide_error", "dwz", "dwz_error",
                 "index", "norms", "games", "end", "_norm_games", "_forecasts")

    k: int | None
    k_source: str | None
    fide: "FideRating | FirstRating | None"
    fide_error: InputError | None
    dwz: "DwzRating | FirstDwz | None"
    dwz_error: InputError | None
    index: int | None
    norms: list[Norm]
    games: list[GameLine]
    end: str  # the last day the evaluation went by (the file's, or one set)

    def __init__(self, player: Player, end: str = "") -> None:
        self.player = player
        self.end = end
        self.k = self.k_source = self.fide = self.fide_error = None
        self.dwz = self.dwz_error = self.index = None
        self.norms = []
        self.games = []
        # what the norms were checked with, for their forecasts, worked out when asked
        self._norm_games: "NormGames | None" = None
        self._forecasts: "list[Forecast] | None" = None

    @property
    def forecasts(self) -> "list[Forecast]":
        """Each title's chances in the rounds still to play (elo.tournament.forecast),
        worked out when first asked for: a table of hundreds of players shows none."""
        if self._forecasts is None:
            self._forecasts = [] if self._norm_games is None else \
                forecast(self.player, *self._norm_games)
        return self._forecasts

    @property
    def k_used(self) -> int | None:
        """The K the change was worked out with: `k` after the 700 rule (8.3.3)."""
        return getattr(self.fide, "k", None) if self.player.rating and self.fide is not None \
            else self.k

    @property
    def counted_games(self) -> int:
        return self.fide.counted_games if self.fide is not None else 0

    @property
    def change(self) -> int | None:
        return getattr(self.fide, "change", None) if self.player.rating else None

    @property
    def new_rating(self) -> WholeRating | None:
        if not self.player.rating:
            return None  # an unrated player's first rating is said apart
        return self.fide.new_rating if self.fide is not None else self.player.rating

    @property
    def published(self) -> bool | None:
        """Whether the rating this tournament gives him will be on FIDE's list: a first
        rating only from 5 games against rated opponents, a score above zero and 1400
        (8.2, 7.2.1); a rated player below 1400 is shown as unrated (7.1.4). None where
        it gives him none."""
        if self.fide is None:
            return None
        return self.fide.published if self.fide.shape == "first" else not self.fide.below_floor

    @property
    def unpublished(self) -> list[str]:
        """Why not (published): "too_few_games", "zero_score", "below_floor"."""
        if self.fide is None:
            return []
        if self.fide.shape == "first":
            return list(self.fide.reasons)
        return ["below_floor"] if self.fide.below_floor else []


def fide_k(player: Player, end_year: int) -> tuple[int, str]:
    """(K, where it came from) by 8.3.3 from what a file holds."""
    assert player.rating is not None  # only a rated player has a K (_rate_fide)
    if player.rating >= fide.MASTER:
        return 10, "rating_2400"
    if player.born is not None and end_year and end_year - player.born <= fide.JUNIOR_AGE \
            and player.rating < fide.JUNIOR_BELOW:
        return 40, "junior"
    return 20, "default"


def _who(player: Player) -> str:
    return "%s (%d)" % (player.name, player.rank)


def check_rounds(tournament: Tournament) -> None:
    """Name the rounds whose opponent does not exist, pairs of lines that disagree about
    one game, games paired and not yet played (each of these once a pair), and points
    columns that say more or less than the rounds give (Player.total)."""
    named = set()
    for rank in tournament.ranks():
        player = tournament.players[rank]
        if player.points is not None and player.points != player.rounds_points():
            tournament.problems.append(Problem(
                player.line, "tournament_points_differ", player=_who(player),
                file=to_points(player.points), rounds=to_points(player.rounds_points())))
        for played in player.rounds:
            if played.opponent is None or played.result in BYES and not not_played(played):
                continue
            other = tournament.players.get(played.opponent)
            if other is None:
                tournament.problems.append(Problem(player.line, "tournament_no_opponent",
                                              round=played.number, rank=played.opponent))
                continue
            theirs = other.rounds[played.number - 1] \
                if played.number <= len(other.rounds) else None
            # a string: MicroPython hashes a tuple of nearby numbers into collisions
            key = "%d %d %d" % (min(rank, other.rank), max(rank, other.rank), played.number)
            if key in named:
                continue
            if theirs is None or theirs.opponent != rank or \
                    not _agree(played.result, theirs.result):
                named.add(key)
                tournament.problems.append(Problem(player.line, "tournament_disagree",
                                              round=played.number, other=other.line))
            elif not_played(played):
                named.add(key)
                tournament.problems.append(Problem(player.line, "tournament_not_played",
                                              round=played.number, player=_who(player),
                                              other=_who(other), first=rank,
                                              second=other.rank))


def _lines(tournament: Tournament, player: Player) -> list[GameLine]:
    lines = []
    for played in player.rounds:
        other = tournament.players.get(played.opponent) if played.opponent else None
        line = GameLine(played.number, played.opponent, other.rating if other else None,
                        other.dwz if other else None, played.result, played.score)
        if not_played(played):
            line.reason = "not_played"
        elif played.result in BYES or played.opponent is None:
            line.reason = "bye"
        elif other is None:
            line.reason = "unknown_opponent"
        elif played.result in NOT_RATED:
            line.reason = "not_rated_short"
        lines.append(line)
    return lines


def _rate_fide(result: PlayerResult, end_year: int, k: int | None, time_control: str) -> None:
    player = result.player
    games, shown = [], []
    for line in result.games:
        if line.reason is None:
            games.append((line.rating, line.score, line.result in FORFEITS))
            shown.append(line)
    try:
        if player.rating:
            result.k, result.k_source = (k, "given") if k is not None else \
                fide_k(player, end_year)
            result.fide = fide.rate_fide(player.rating, games, result.k,
                                         time_control=time_control)
            for line, rated in zip(shown, result.fide.games):
                line.counted, line.reason = rated.counted, rated.reason
        elif games:
            result.fide = fide.rate_first(games)
            for line, game in zip(shown, games):
                line.reason = fide.first_reason(game)
                line.counted = line.reason is None
    except InputError as error:
        result.fide_error = error
        for line, (rating, _, forfeit) in zip(shown, games):
            line.reason = "forfeit" if forfeit else "unrated_opponent" if rating is None \
                else None


def _rate_dwz(tournament: Tournament, result: PlayerResult, index: int | None, end: str) -> None:
    player = result.player
    for line in result.games:
        if player.dwz and line.dwz is None and line.opponent in tournament.players and \
                (line.result in PLAYED or line.result in FORFEITS):
            # a newcomer who gets his first DWZ here counts at it (DWZ 2.4, Auswahl II)
            line.dwz = _first_dwz(tournament, line.opponent, end)
    games = [(line.dwz, line.score, line.result in FORFEITS) for line in result.games
             if (line.result in PLAYED or line.result in FORFEITS)
             and line.reason != "unknown_opponent"]
    if not games:
        return
    result.index = index if index is not None else DEFAULT_INDEX
    try:
        result.dwz = dwz.rate_dwz(player.dwz, games,
                                  result.index if player.dwz else None,
                                  player.born, end)
    except InputError as error:
        result.dwz_error = error


def _first_dwz(tournament: Tournament, rank: int, end: str) -> WholeRating | None:
    """The first DWZ a player without one gets in this tournament, from his games
    against players with a DWZ (None: he gets none, or has one already). Newcomers'
    games among each other do not count here: the DSB's simultaneous iteration of
    several newcomers (DWZ 3.4.4) is not done."""
    player = tournament.players[rank]
    if player.dwz:
        return None
    games = [(line.dwz, line.score, line.result in FORFEITS)
             for line in _lines(tournament, player)
             if (line.result in PLAYED or line.result in FORFEITS)
             and line.reason != "unknown_opponent"]
    try:
        first = dwz.rate_dwz(None, games, None, player.born, end)
    except InputError:
        return None
    return first.new_rating


def _norms(tournament: Tournament, result: PlayerResult, exempt: bool) -> None:
    """The opponents of the games that count for norms (played over the board, 1.4.2).
    Of a tournament not finished, the games played so far, each norm saying how many
    rounds he still has to play (`rounds_left`)."""
    player = result.player
    opponents, points, spare = [], 0, False
    for line in result.games:
        if line.result in PLAYED and line.opponent in tournament.players:
            other = tournament.players[line.opponent]
            opponents.append(Opponent(other.rating, other.title, other.federation,
                                      line.score, other.rank, other.name))
            points += line.score
        elif line.result in ("+", "U"):
            spare = True
    result.norms = norms_for(player, opponents, points, tournament.rounds, spare, exempt)
    left = tournament.unplayed(player.rank)
    for norm in result.norms:
        norm.rounds_left = len(left)
    # the rounds to play the file already pairs, his own line saying with whom: the
    # forecast takes that opponent as he is; the others (and a paired opponent the file
    # does not hold) at an average
    paired = []
    for played in player.rounds:
        if played.number in left and not_played(played) and \
                played.opponent in tournament.players:
            other = tournament.players[played.opponent]
            paired.append((played.number, Opponent(other.rating, other.title,
                                                   other.federation, 0, other.rank,
                                                   other.name)))
    result._norm_games = (opponents, points, tournament.rounds, spare, exempt,
                          len(left) - len(paired), paired)
    result._forecasts = None


def rate_player(tournament: Tournament, rank: int, k: int | None = None, index: int | None = None,
                end: str | None = None, exempt: bool = False) -> PlayerResult:
    """One player's evaluation; `end` the date the DWZ and the juniors' K go by. The time
    control is the tournament's (tournament.time_control, which a choice may set)."""
    player = tournament.players[rank]
    end = end or tournament.end
    time_control = tournament.time_control.kind
    result = PlayerResult(player, end)
    result.games = _lines(tournament, player)
    _rate_fide(result, int(end[:4]) if end else 0, k, time_control)
    if time_control != "standard":
        if player.dwz:
            result.dwz_error = InputError("time_control", "dwz_time_control")
        return result  # no DWZ and no norms from rapid or blitz games
    if end and (player.dwz or [line for line in result.games if line.dwz]):
        _rate_dwz(tournament, result, index, end)
    _norms(tournament, result, exempt)
    return result


def set_time_control(tournament: Tournament, kind: str) -> None:
    """The time control chosen for a tournament (standard, rapid or blitz): it wins over
    what the file says, and says it was chosen."""
    if kind not in fide.TIME_CONTROLS:
        raise InputError("time_control", "time_control")
    given = tournament.time_control  # what the file said stays said beside the choice
    tournament.time_control = TimeControl(kind, "option", named=given.named,
                                          unread=given.unread)


def rate_tournament(tournament: Tournament, k: dict[int, int] | None = None,
               index: dict[int, int] | None = None, end: str | None = None,
               exempt: bool = False) -> list[PlayerResult]:
    """Every player's evaluation, by start rank: `k` and `index` map start ranks to a K
    or a DWZ index set for them; `end` replaces the file's last day; `exempt` says the
    tournament is one 1.4.3 exempts from the federation rules of the norms."""
    check_rounds(tournament)
    k, index = k or {}, index or {}
    return [rate_player(tournament, rank, k.get(rank), index.get(rank), end, exempt)
            for rank in tournament.ranks()]
