"""Title norms from one tournament: FIDE Title Regulations B.01 (applied from 1 January
2024), article 1.4 (docs/rules/norms.md).

Per title (GM, IM, WGM, WIM; the women's titles for women):
- 1.4.1 at least 9 games; a 9-round tournament with 8 played counts when the missing game
  was won by forfeit or is a pairing-allocated bye (1.4.1c);
- 1.4.2 forfeits and games not played over the board do not count;
- 1.4.3 / 1.4.4 at least two federations other than the player's own, at most 3/5 of the
  opponents from his own and at most 2/3 from any one (maxima round down, minima up),
  all waived for the tournaments 1.4.3 exempts (the caller says so);
- 1.4.5 at least half the opponents titled (CM and WCM do not count), and at least a
  third of them, and at least 3, holding the title or a higher one;
- 1.4.6 opponents' ratings from the list at the tournament's start: at most one, the lowest,
  raised to the title's floor; other unrated opponents count as 1400;
- 1.4.7 the average Ra rounded to a whole number (0.5 up), at least the title's;
- 1.4.8 / 1.4.9 Rp = Ra + dp, dp by the score rounded to a whole per cent (0.5 up), at
  least the title's performance, with at least 35 %.
The rules of 1.4.1e/f (games that may be left out) and 1.7 (more than 13 rounds) are not
applied: the result says what the tournament as played gives.
"""

from elo.numbers import div_round_half_away
from elo.tables import dp_for_percent
from elo.units import TYPE_CHECKING, Score, WholeRating

if TYPE_CHECKING:
    from elo.tournament.model import Player

__all__ = ["TITLES", "Norm", "norms_for"]


class Title:
    """What one title's norm needs (1.4.5 to 1.4.8)."""

    __slots__ = ("name", "performance", "average", "floor", "holders", "women")

    def __init__(self, name: str, performance: WholeRating, average: WholeRating,
                 floor: WholeRating, holders: tuple[str, ...], women: bool) -> None:
        self.name = name
        self.performance = performance
        self.average = average
        self.floor = floor
        self.holders = holders  # the titles that count towards 1.4.5's third
        self.women = women


#: 1.4.5b-e, 1.4.6b, 1.4.8 and 1.4.8a, title by title.
TITLES = (
    Title("GM", 2600, 2380, 2200, ("GM",), False),
    Title("IM", 2450, 2230, 2050, ("GM", "IM"), False),
    Title("WGM", 2400, 2180, 2000, ("GM", "IM", "WGM"), True),
    Title("WIM", 2250, 2030, 1850, ("GM", "IM", "WGM", "WIM"), True),
)
#: 1.4.5a: the titles that make an opponent titled (CM and WCM do not).
TITLED = ("GM", "IM", "WGM", "FM", "WIM", "WFM")
#: 1.4.1: the least games, 1.4.6: an unrated opponent's rating, 1.4.8: the least score.
LEAST_GAMES = 9
UNRATED_AS = 1400
LEAST_PERCENT = 35
#: 1.4.3: a player of no federation (FID) is never a foreign federation.
NO_FEDERATION = "FID"
#: A held title rules out norms for it and the titles below it.
_HELD = {"GM": ("GM", "IM", "WGM", "WIM"), "IM": ("IM", "WIM"), "WGM": ("WGM", "WIM"),
         "WIM": ("WIM",)}


class Opponent:
    """An opponent of a game that counts: rating (None: unrated), title, federation."""

    __slots__ = ("rating", "title", "federation", "score")

    def __init__(self, rating: WholeRating | None, title: str, federation: str,
                 score: Score) -> None:
        self.rating = rating
        self.title = title
        self.federation = federation
        self.score = score


class Norm:
    """One title's norm check: `achieved`, the average Ra and the performance Rp as 1.4.7
    and 1.4.8 compute them, and `missing`: what is short, by what ({"points": 150} in
    hundredths, {"games": 1}, {"titled": 2}, {"title_holders": 1}, {"federations": 1},
    {"own_federation": 1}, {"one_federation": 1}, {"average": 12}, {"percent": 3}; a
    count of opponents or points; "points" None where no score of these games is
    enough). Of a tournament not finished it is the check of the games played so far,
    and `rounds_left` the rounds he has still to play (what they would need is a
    forecast's, from Tournament.unplayed)."""

    __slots__ = ("title", "achieved", "average", "performance", "missing", "games",
                 "rounds_left")

    def __init__(self, title: str, games: int, average: WholeRating | None,
                 performance: WholeRating | None, missing: dict[str, int | None]) -> None:
        self.title = title
        self.games = games
        self.average = average
        self.performance = performance
        self.missing = missing
        self.achieved = not missing
        self.rounds_left = 0


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def _ratings(opponents: list[Opponent], floor: WholeRating) -> list[WholeRating]:
    """1.4.6: the ratings counted, the lowest raised to the floor (only one of them)."""
    ratings = [UNRATED_AS if o.rating is None else o.rating for o in opponents]
    if ratings:
        lowest = ratings.index(min(ratings))
        if ratings[lowest] < floor:
            ratings[lowest] = floor
    return ratings


def _performance(total: int, count: int, points: Score) -> tuple[WholeRating, int, WholeRating]:
    """(Ra, per cent, Rp) by 1.4.7 - 1.4.9; Ra and the per cent rounded 0.5 up."""
    average = div_round_half_away(total, count)
    percent = div_round_half_away(points, count)  # hundredths of a point per game
    return average, percent, average + dp_for_percent(percent)


def _points_needed(total: int, count: int, points: Score, title: Title) -> Score | None:
    """The least score (hundredths, in half points) of these games that makes the norm's
    performance and 35 %; None if none does. Rp grows with the score (the per cent and
    table 1.4.9 only go up), so the least is found by halving, not by trying each half
    point: a player of 500 games is 1000 half points."""
    def enough(half: int) -> bool:
        _, percent, rp = _performance(total, count, half * 50)
        return rp >= title.performance and percent >= LEAST_PERCENT

    low, high = points // 50, 2 * count
    if low > high or not enough(high):
        return None
    while low < high:
        middle = (low + high) // 2
        if enough(middle):
            high = middle
        else:
            low = middle + 1
    return low * 50


def _federations(own: str, opponents: list[Opponent]) -> dict[str, int]:
    """What 1.4.3 / 1.4.4 miss: foreign federations, own and any one federation's share
    (each federation counted once over the opponents: a count per opponent would be
    quadratic in the games)."""
    missing = {}
    count = len(opponents)
    counts: dict[str, int] = {}
    for opponent in opponents:
        if opponent.federation:
            counts[opponent.federation] = counts.get(opponent.federation, 0) + 1
    foreign = len([fed for fed in counts if fed != own and fed != NO_FEDERATION])
    if foreign < 2:
        missing["federations"] = 2 - foreign
    own_count = counts.get(own, 0) if own else 0
    if own_count > count * 3 // 5:
        missing["own_federation"] = own_count - count * 3 // 5
    most = max(list(counts.values()) + [0])
    if most > count * 2 // 3:
        missing["one_federation"] = most - count * 2 // 3
    return missing


def _check(title: Title, opponents: list[Opponent], points: Score, own: str, exempt: bool,
           rounds: int, spare: bool) -> Norm:
    count = len(opponents)
    missing: dict[str, int | None] = {}
    if count < LEAST_GAMES and not (rounds == LEAST_GAMES and count == LEAST_GAMES - 1
                                    and spare):
        missing["games"] = LEAST_GAMES - count
    if not count:
        return Norm(title.name, 0, None, None, missing)
    ratings = _ratings(opponents, title.floor)
    total = sum(ratings)
    average, percent, rp = _performance(total, count, points)
    if average < title.average:
        missing["average"] = title.average - average
    if rp < title.performance or percent < LEAST_PERCENT:
        needed = _points_needed(total, count, points, title)
        missing["points"] = None if needed is None else needed - points
    titled = len([o for o in opponents if o.title in TITLED])
    if titled < _ceil_div(count, 2):
        missing["titled"] = _ceil_div(count, 2) - titled
    holders = len([o for o in opponents if o.title in title.holders])
    least = max(3, _ceil_div(count, 3))
    if holders < least:
        missing["title_holders"] = least - holders
    if not exempt:
        missing.update(_federations(own, opponents))
    return Norm(title.name, count, average, rp, missing)


def norms_for(player: "Player", opponents: list[Opponent], points: Score, rounds: int,
              spare: bool, exempt: bool = False) -> list[Norm]:
    """The norm checks of a player: `opponents` those of the games that count (1.4.2),
    `points` his score in them (hundredths), `rounds` the tournament's, `spare` whether a
    round without a counting game was won by forfeit or is a pairing-allocated bye
    (1.4.1c). Titles he holds (or a higher one) are not checked; the women's titles
    only for women."""
    held = _HELD.get(player.title, ())
    return [_check(title, opponents, points, player.federation, exempt, rounds, spare)
            for title in TITLES
            if title.name not in held and (not title.women or player.sex == "w")]
