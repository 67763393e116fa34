"""Norm chances while a tournament runs (docs/rules/forecast.md): for a player with rounds
still to play, for each title he can make a norm of, what each result in them gives.

Two kinds of rounds to play. A round the file already pairs (an opponent, no result) has
its opponent, who is taken as he is (rating, title, federation): for every score in the
paired rounds, the norm's check as it stands once they are played (`Outcome`). A round not
yet paired has no opponent: its opponents are taken at one average, and for every score
in those rounds the lowest average that gives the norm is searched for (`rows`); where
rounds of both kinds remain, that table is made for every score in the paired ones.

Every game to play is taken as one that counts (1.4.2, played over the board). The norm's
own check (elo.tournament.norms) decides, with the games so far and those to play: the
rating floor of 1.4.6 (the lowest opponent raised, whichever he is), the minimum average
of 1.4.7, the performance and the 35 % of 1.4.8 / 1.4.9, the nine games of 1.4.1. Nothing
of a rule is written again here. The check takes the results only as their sum (Ra counts
every opponent whatever he scored; the per cent and the 35 % are of the total), so one
score per total is every combination of results; and since it does, a cell of the table
depends on the total of the paired and the not paired rounds alone (`_Least` keeps them).
The average only goes up with the opponents' rating (and Rp with it), so the lowest is
found by halving.
"""

from elo.numbers import least
from elo.tournament.norms import Opponent, norms_for
from elo.units import TYPE_CHECKING, Score, WholeRating

if TYPE_CHECKING:
    from elo.tournament.model import Player
    from elo.tournament.norms import Norm

    #: The rest of what norms_for takes: (player, rounds, spare, exempt).
    Rest = tuple[Player, int, bool, bool]

__all__ = ["Forecast", "Outcome", "forecast", "LOWEST", "HIGHEST"]

#: The averages looked at: FIDE's lowest rating (Rating Regulations 7.2.1) and a
#: rating above every player's; no norm that needs more is reachable.
LOWEST, HIGHEST = 1400, 3000
#: What the remaining opponents must bring besides their rating: norms' `missing` keys
#: that no rating and no score changes.
_BESIDES = ("titled", "title_holders", "federations", "own_federation", "one_federation")
#: What the rating and the score decide.
_DECIDED = ("average", "points", "games")


class Outcome:
    """One score in the paired rounds: `points` (hundredths, in them alone), `norm` the
    check once they are played so (elo.tournament.norms.Norm: with the games so far and
    the paired ones; the final check where no round is left unpaired), and `rows`, where
    rounds not yet paired remain: for every score in those, the lowest average of their
    opponents that gives the norm (None: none does), as Forecast.rows."""

    __slots__ = ("points", "norm", "rows")

    def __init__(self, points: Score, norm: "Norm",
                 rows: "list[tuple[Score, int | None]]") -> None:
        self.points = points
        self.norm = norm
        self.rows = rows


class Forecast:
    """One title's chances: `remaining` rounds to play, of which `paired` (round number,
    Opponent) are paired and `unpaired` not yet; `outcomes` an Outcome per score in the
    paired rounds, from 0 to all won ([] where none is paired); `rows` where none is
    paired: for every score in the rounds to play (points in hundredths), the lowest
    average that gives the norm, None where none does ([] where some are paired: each
    Outcome has its own); `besides`, what the opponents not yet paired must bring too
    ({"titled": 1}: one more titled opponent among them), each a count that no rating
    changes; `games` the games short of 1.4.1's nine even with every round played (0:
    none)."""

    __slots__ = ("title", "remaining", "unpaired", "paired", "outcomes", "rows", "besides",
                 "games")

    def __init__(self, title: str, unpaired: int, paired: "list[tuple[int, Opponent]]",
                 outcomes: "list[Outcome]", rows: "list[tuple[Score, int | None]]",
                 besides: "dict[str, int | None]", games: int) -> None:
        self.title = title
        self.remaining = unpaired + len(paired)
        self.unpaired = unpaired
        self.paired = paired
        self.outcomes = outcomes
        self.rows = rows
        self.besides = besides
        self.games = games


class _Least:
    """The lowest average of the opponents not yet paired that gives `title`'s norm, by
    the points (hundredths) in every round to play, paired and not: the check takes the
    total only, so each total is searched for once (an int key: MicroPython hashes tuples
    into collisions)."""

    __slots__ = ("title", "known", "points", "unpaired", "rest", "found")

    def __init__(self, title: str, known: "list[Opponent]", points: Score, unpaired: int,
                 rest: "Rest") -> None:
        self.title = title
        self.known = known  # the games so far and the paired ones
        self.points = points  # in the games so far
        self.unpaired = unpaired
        self.rest = rest  # (player, rounds, spare, exempt) as norms_for takes them
        self.found: dict[int, int | None] = {}

    def of(self, more: Score) -> int | None:
        if more not in self.found:
            def enough(average: int) -> bool:
                return _made(_checks(self.known, self.points + more, self.unpaired,
                                     average, self.rest)[self.title])

            self.found[more] = least(LOWEST, HIGHEST, enough)
        return self.found[more]


def _checks(known: "list[Opponent]", points: Score, unpaired: int, average: WholeRating,
            rest: "Rest") -> "dict[str, Norm]":
    """{title: Norm} with the rounds not yet paired at `average`; `points` in every game."""
    player, rounds, spare, exempt = rest
    coming = [Opponent(average, "", "", 0) for _ in range(unpaired)]
    return dict((norm.title, norm) for norm in norms_for(
        player, known + coming, points, rounds, spare, exempt))


def _made(norm: "Norm") -> bool:
    """Whether rating and score give the norm (what they cannot give is `besides`)."""
    return not [key for key in _DECIDED if key in norm.missing]


def forecast(player: "Player", opponents: "list[Opponent]", points: Score, rounds: int,
             spare: bool, exempt: bool, unpaired: int,
             paired: "list[tuple[int, Opponent]] | None" = None) -> list[Forecast]:
    """The chances of each title norms_for checks for the player; the games so far as
    norms_for takes them (`opponents`, `points`, `rounds`, `spare`, `exempt`), `unpaired`
    rounds to play not yet paired and `paired` those paired, (round number, Opponent)
    in round order. An empty list without rounds to play."""
    paired = paired or []
    count = len(paired)
    if unpaired + count < 1:
        return []
    rest: "Rest" = (player, rounds, spare, exempt)
    known = opponents + [opponent for _, opponent in paired]
    # every game to play won, those not paired against the highest: what no score and
    # no rating gives (in the order of TITLES: a dict keeps none on MicroPython)
    top = norms_for(player, known + [Opponent(HIGHEST, "", "", 0) for _ in range(unpaired)],
                    points + 100 * (count + unpaired), rounds, spare, exempt)
    # the check once the paired rounds are played, by their score: one for every title
    after = [_checks(known, points + 50 * half, 0, 0, rest)
             for half in range(2 * count + 1)] if count else []
    found = []
    for norm in top:
        title = norm.title
        besides = dict((key, norm.missing[key]) for key in _BESIDES if key in norm.missing)
        games = norm.missing.get("games") or 0
        lowest = _Least(title, known, points, unpaired, rest)

        def table(base: Score) -> "list[tuple[Score, int | None]]":
            """The lowest averages of the rounds not paired, `base` points in the paired."""
            return [(50 * half, None if games else lowest.of(base + 50 * half))
                    for half in range(2 * unpaired + 1)] if unpaired else []

        outcomes = [Outcome(50 * half, checks[title], table(50 * half))
                    for half, checks in enumerate(after)]
        found.append(Forecast(title, unpaired, paired, outcomes,
                              [] if count else table(0), besides, games))
    return found
