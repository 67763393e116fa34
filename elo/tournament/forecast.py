"""Norm chances while a tournament runs (docs/rules/forecast.md): for a player with rounds
still to play, for each title he can make a norm of, and every score in those rounds, the
lowest average FIDE rating of the remaining opponents that gives the norm; and what the
remaining opponents must bring besides (titled opponents, title holders, federations).

The remaining opponents are taken at one average, each a game that counts (1.4.2); the
norm's own check (elo.tournament.norms) decides, with the games so far and the
hypothetical ones: the rating floor of 1.4.6 (the lowest opponent raised, whichever he
is), the minimum average of 1.4.7, the performance and the 35 % of 1.4.8 / 1.4.9, the
nine games of 1.4.1. Nothing of a rule is written again here. The average only goes up
with the opponents' rating (and Rp with it), so the lowest is found by halving.
"""

from elo.numbers import least
from elo.tournament.norms import Opponent, norms_for
from elo.units import TYPE_CHECKING, Score, WholeRating

if TYPE_CHECKING:
    from elo.tournament.model import Player

__all__ = ["Forecast", "forecast", "LOWEST", "HIGHEST"]

#: The averages looked at: FIDE's lowest rating (Rating Regulations 7.2.1) and a
#: rating above every player's; no norm that needs more is reachable.
LOWEST, HIGHEST = 1400, 3000
#: What the remaining opponents must bring besides their rating: norms' `missing` keys
#: that no rating and no score changes.
_BESIDES = ("titled", "title_holders", "federations", "own_federation", "one_federation")
#: What the rating and the score decide.
_DECIDED = ("average", "points", "games")


class Forecast:
    """One title's chances: `remaining` rounds; `rows` (points in them, in hundredths,
    and the lowest average that gives the norm, None where none does), from 0 to all
    won; `besides`, what the remaining opponents must bring too ({"titled": 1}: one
    more titled opponent among them), each a count that no rating changes; `games`
    the games short of 1.4.1's nine even with every round played (0: none)."""

    __slots__ = ("title", "remaining", "rows", "besides", "games")

    def __init__(self, title: str, remaining: int, rows: "list[tuple[Score, int | None]]",
                 besides: "dict[str, int | None]", games: int) -> None:
        self.title = title
        self.remaining = remaining
        self.rows = rows
        self.besides = besides
        self.games = games


def _checks(player: "Player", opponents: "list[Opponent]", points: Score, rounds: int,
            spare: bool, exempt: bool, remaining: int, average: WholeRating,
            more: Score) -> dict:
    """{title: Norm} with the remaining games at `average`, scoring `more` in them."""
    coming = [Opponent(average, "", "", 0) for _ in range(remaining)]
    return dict((norm.title, norm) for norm in norms_for(
        player, opponents + coming, points + more, rounds, spare, exempt))


def _made(norm: object) -> bool:
    """Whether rating and score give the norm (what they cannot give is `besides`)."""
    return not [key for key in _DECIDED if key in norm.missing]  # type: ignore[attr-defined]


def forecast(player: "Player", opponents: "list[Opponent]", points: Score, rounds: int,
             spare: bool, exempt: bool, remaining: int) -> list[Forecast]:
    """The chances of each title norm_for checks for the player, with `remaining`
    rounds to play; the games so far as norms_for takes them (`opponents`, `points`,
    `rounds`, `spare`, `exempt`). An empty list without remaining rounds."""
    if remaining < 1:
        return []
    found = []
    top = _checks(player, opponents, points, rounds, spare, exempt, remaining, HIGHEST,
                  100 * remaining)
    for title, norm in top.items():
        besides = dict((key, norm.missing[key]) for key in _BESIDES if key in norm.missing)
        games = norm.missing.get("games") or 0
        rows = []
        for half in range(2 * remaining + 1):
            rows.append((50 * half, None if games else
                         _lowest(player, opponents, points, rounds, spare, exempt,
                                 remaining, 50 * half, title)))
        found.append(Forecast(title, remaining, rows, besides, games))
    return found


def _lowest(player: "Player", opponents: "list[Opponent]", points: Score, rounds: int,
            spare: bool, exempt: bool, remaining: int, more: Score,
            title: str) -> int | None:
    """The lowest average of the remaining opponents that gives `title`'s norm with
    `more` points in the remaining games; None if even HIGHEST does not."""
    def enough(average: int) -> bool:
        return _made(_checks(player, opponents, points, rounds, spare, exempt, remaining,
                             average, more)[title])

    return least(LOWEST, HIGHEST, enough)
