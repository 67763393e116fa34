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

from elo.numbers import div_round_half_away, least
from elo.systems.tables import dp_for_percent
from elo.units import TYPE_CHECKING, Score, WholeRating

if TYPE_CHECKING:
    from elo.tournament.model import Player

__all__ = ["TITLES", "Norm", "Requirement", "Raised", "norms_for"]


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
    """An opponent of a game that counts: rating (None: unrated), title, federation, the
    score against him; his start rank and name, for the papers."""

    __slots__ = ("rating", "title", "federation", "score", "rank", "name")

    def __init__(self, rating: WholeRating | None, title: str, federation: str,
                 score: Score, rank: int = 0, name: str = "") -> None:
        self.rating = rating
        self.title = title
        self.federation = federation
        self.score = score
        self.rank = rank
        self.name = name


class Requirement:
    """One requirement of 1.4 checked: its `key` (as Norm.missing's), the `article`, the
    tournament's `value`, the bound it is held against (`needed`, a least or, where
    `most`, a most), whether it is `met`, and whether 1.4.3 waives it (`exempt`)."""

    __slots__ = ("key", "article", "value", "needed", "most", "met", "exempt")

    def __init__(self, key: str, article: str, value: int, needed: int, most: bool = False,
                 exempt: bool = False, met: bool | None = None) -> None:
        self.key = key
        self.article = article
        self.value = value
        self.needed = needed
        self.most = most
        self.exempt = exempt
        self.met = exempt or (met if met is not None else
                              value <= needed if most else value >= needed)


class Raised:
    """The opponent 1.4.6 raised to the title's floor: start rank, name, his rating
    (None: unrated, counted as 1400 before) and the floor counted instead."""

    __slots__ = ("rank", "name", "rating", "counted")

    def __init__(self, rank: int, name: str, rating: WholeRating | None,
                 counted: WholeRating) -> None:
        self.rank = rank
        self.name = name
        self.rating = rating
        self.counted = counted


class Norm:
    """One title's norm check: `achieved`, the average Ra and the performance Rp as 1.4.7
    and 1.4.8 compute them, and `missing`: what is short, by what ({"points": 150} in
    hundredths, {"games": 1}, {"titled": 2}, {"title_holders": 1}, {"federations": 1},
    {"own_federation": 1}, {"one_federation": 1}, {"average": 12}, {"percent": 3}; a
    count of opponents or points; "points" None where no score of these games is
    enough). Of a tournament not finished it is the check of the games played so far,
    and `rounds_left` the rounds he has still to play (what they would need is a
    forecast's, from Tournament.unplayed).

    The figures a norm certificate asks for beside it: `raised` (Raised or None), `points`
    (hundredths) and `percent` of the games counted, `titled` and `holders` (opponents
    titled, and holding the title or a higher one), `federations` {"count", "foreign",
    "own", "most", "most_federation"} and `requirements` (Requirement, in the order of
    1.4). The last two are made when asked for, from the few figures kept (`_facts`): the
    page keeps every player's norms, and nine objects a title would double what rating a
    player keeps on its heap (tests/engine/test_tournament_memory.py)."""

    __slots__ = ("title", "achieved", "average", "performance", "missing", "games",
                 "rounds_left", "raised", "points", "percent", "titled", "holders", "_facts")

    raised: "Raised | None"
    percent: int | None
    # (the Title, 1.4.1c applied, exempt, federations, foreign, own, most, which)
    _facts: "tuple[Title | None, bool, bool, int, int, int, int, str | None]"

    def __init__(self, title: str, games: int, average: WholeRating | None,
                 performance: WholeRating | None, missing: dict[str, int | None]) -> None:
        self.title = title
        self.games = games
        self.average = average
        self.performance = performance
        self.missing = missing
        self.achieved = not missing
        self.rounds_left = 0
        self.raised = None
        self.points = 0
        self.percent = None
        self.titled = self.holders = 0
        self._facts = (None, False, False, 0, 0, 0, 0, None)

    @property
    def federations(self) -> dict[str, object]:
        _, _, _, count, foreign, own, most, which = self._facts
        return {"count": count, "foreign": foreign, "own": own, "most": most,
                "most_federation": which}

    @property
    def requirements(self) -> "list[Requirement]":
        rule, spared, exempt, _, foreign, own, most, _ = self._facts
        count = self.games
        found = [Requirement("games", "1.4.1c" if spared else "1.4.1", count, LEAST_GAMES,
                             met=count >= LEAST_GAMES or spared)]
        if rule is None or not count:
            return found
        return found + [
            Requirement("federations", "1.4.3", foreign, 2, exempt=exempt),
            Requirement("own_federation", "1.4.4", own, count * 3 // 5, True, exempt),
            Requirement("one_federation", "1.4.4", most, count * 2 // 3, True, exempt),
            Requirement("titled", "1.4.5a", self.titled, _ceil_div(count, 2)),
            Requirement("title_holders", "1.4.5b-e", self.holders,
                        max(3, _ceil_div(count, 3))),
            Requirement("average", "1.4.7, 1.4.8a", self.average or 0, rule.average),
            Requirement("performance", "1.4.8, 1.4.9", self.performance or 0,
                        rule.performance),
            Requirement("percent", "1.4.8", self.percent or 0, LEAST_PERCENT)]


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def _ratings(opponents: list[Opponent],
             floor: WholeRating) -> tuple[list[WholeRating], Raised | None]:
    """1.4.6: the ratings counted, the lowest raised to the floor (only one of them), and
    the opponent raised."""
    ratings = [UNRATED_AS if o.rating is None else o.rating for o in opponents]
    raised = None
    if ratings:
        lowest = ratings.index(min(ratings))
        if ratings[lowest] < floor:
            ratings[lowest] = floor
            who = opponents[lowest]
            raised = Raised(who.rank, who.name, who.rating, floor)
    return ratings, raised


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

    half = least(points // 50, 2 * count, enough)
    return None if half is None else half * 50


def _federations(own: str, opponents: list[Opponent]) -> tuple[int, int, int, int, str | None]:
    """1.4.3 / 1.4.4's figures: federations, foreign ones, the player's own, the most from
    one and which (a tie: the first by name, alike on both runtimes), each federation
    counted once over the opponents (a count per opponent would be quadratic in the
    games)."""
    counts: dict[str, int] = {}
    for opponent in opponents:
        if opponent.federation:
            counts[opponent.federation] = counts.get(opponent.federation, 0) + 1
    foreign = len([fed for fed in counts if fed != own and fed != NO_FEDERATION])
    most, which = 0, None
    for fed in sorted(counts):
        if counts[fed] > most:
            most, which = counts[fed], fed
    return len(counts), foreign, counts.get(own, 0) if own else 0, most, which


def _check(title: Title, opponents: list[Opponent], points: Score, own: str, exempt: bool,
           rounds: int, spare: bool) -> Norm:
    count = len(opponents)
    spared = rounds == LEAST_GAMES and count == LEAST_GAMES - 1 and spare
    norm = Norm(title.name, count, None, None, {})
    total = percent = rp = 0
    if count:
        ratings, norm.raised = _ratings(opponents, title.floor)
        total = sum(ratings)
        norm.average, percent, rp = _performance(total, count, points)
        norm.percent, norm.performance = percent, rp
        norm.titled = len([o for o in opponents if o.title in TITLED])
        norm.holders = len([o for o in opponents if o.title in title.holders])
        norm.points = points
        norm._facts = (title, spared, exempt) + _federations(own, opponents)
    missing: dict[str, int | None] = {}
    for requirement in norm.requirements:
        if requirement.met or requirement.key in ("performance", "percent"):
            continue  # the score short is said as points (below)
        missing[requirement.key] = requirement.value - requirement.needed \
            if requirement.most else requirement.needed - requirement.value
    if count and (rp < title.performance or percent < LEAST_PERCENT):
        needed = _points_needed(total, count, points, title)
        missing["points"] = None if needed is None else needed - points
    norm.missing, norm.achieved = missing, not missing
    return norm


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
