"""FIDE Rating Regulations (effective 1 March 2024, amended 1 October 2025), exactly.

Steps, by article:
1. 8.3.1: per game the difference D = own rating - opponent's; above 400 it counts as 400
   for a player rated below 2650 (standard), for everyone in rapid and blitz. In rapid and
   blitz a game 600 or more points apart is not rated if either player is above 2600.
2. 8.1.2 / 8.3.2: PD from the table (not the formula); per game delta = score - PD.
3. 8.3.3: K from the player's data unless given; then the 700 rule for the period. The
   same K in rapid and blitz: their regulations took over the standard K (40 / 20 / 10 and
   the 700 rule) from 1 October 2022; before, K was 20 for everyone there.
4. 8.3.4: change = K * sum(delta), rounded once for the period, 0.5 away from zero.
Everything is in integer hundredths of a point; every game uses the pre-period rating.
Shared with FIDE's other rules here: 7.1.4 / 7.2.1 (floor 1400), 8.2 (first rating).
"""

from elo.errors import InputError
from elo.numbers import div_round_half_away
from elo.performance import performance
from elo.tables import dp_for_percent, pd_from_table

__all__ = [
    "TIME_CONTROLS", "FLOOR", "HYPOTHETICAL_OPPONENT", "JUNIOR_BELOW", "MASTER",
    "counted_difference", "is_rated_game", "k_factor", "limit_k", "FideGame", "FideRating",
    "FirstRating", "rate_fide", "rate_first",
]

TIME_CONTROLS = ("standard", "rapid", "blitz")

#: 8.3.1: differences above this count as this much ...
CAP = 400
#: ... for players rated below this (standard games only).
NO_CAP_FROM = 2650
#: Rapid and blitz, from 1 December 2024: a game this far apart is not rated ...
UNRATED_GAP = 600
#: ... if at least one player is rated above this.
UNRATED_ABOVE = 2600
#: 8.3.3: K * games in the period may not exceed this.
MAX_K_TIMES_GAMES = 700
#: 7.1.4 / 7.2.1: below this a player is shown as unrated; a first rating needs this much.
FLOOR = 1400
#: 8.2: a first rating needs this many games against rated opponents ...
FIRST_RATING_GAMES = 5
#: ... is computed with two hypothetical draws against opponents rated this ...
HYPOTHETICAL_OPPONENT = 1800
#: ... and is at most this.
FIRST_RATING_MAX = 2200

#: 8.3.3: K 40 until this many rated games ...
K_NEW_PLAYER_GAMES = 30
#: ... and for juniors to the end of the year they turn this old ...
JUNIOR_AGE = 18
#: ... while rated below this; K 10 once a published rating reached MASTER.
JUNIOR_BELOW = 2300
MASTER = 2400


def counted_difference(rating, opponent, time_control="standard"):
    """(D, capped): D = rating - opponent, limited to +/-400 where 8.3.1 says so."""
    difference = rating - opponent
    exempt = time_control == "standard" and rating >= NO_CAP_FROM
    if abs(difference) > CAP and not exempt:
        return (CAP if difference > 0 else -CAP), True
    return difference, False


def is_rated_game(rating, opponent, time_control="standard"):
    """False for a rapid or blitz game FIDE does not rate (600 apart, one above 2600)."""
    if time_control == "standard":
        return True
    return not (abs(rating - opponent) >= UNRATED_GAP and max(rating, opponent) > UNRATED_ABOVE)


def k_factor(rating, rated_games=None, born=None, year=None, reached_2400=False):
    """(K, rule) by 8.3.3. The article gives no order; this one matches FIDE's published K:
    ever 2400 -> 10; junior under 2300 -> 40; fewer than 30 games -> 40; else 20."""
    if reached_2400 or rating >= MASTER:
        return 10, "reached_2400"
    if born is not None and year is not None and year - born <= JUNIOR_AGE \
            and rating < JUNIOR_BELOW:
        return 40, "junior"
    if rated_games is not None and rated_games < K_NEW_PLAYER_GAMES:
        return 40, "new_player"
    return 20, "established"


def limit_k(k, games):
    """(K, cut) after the 700 rule: the largest whole K with K * games <= 700."""
    if games and k * games > MAX_K_TIMES_GAMES:
        return MAX_K_TIMES_GAMES // games, True
    return k, False


class FideGame:
    """One game as FIDE rates it. `rated` is False (with `reason`) for a game FIDE leaves
    out; such a game has no difference, PD or delta."""

    __slots__ = ("opponent", "score", "difference", "capped", "expected", "delta", "rated",
                 "reason")

    def __init__(self, rating, opponent, score, time_control):
        self.opponent = opponent
        self.score = score
        self.difference = self.expected = self.delta = None
        self.capped = False
        self.rated = False
        if opponent is None:
            self.reason = "unrated_opponent"
        elif not is_rated_game(rating, opponent, time_control):
            self.reason = "gap_600"
        else:
            self.rated = True
            self.reason = None
            self.difference, self.capped = counted_difference(rating, opponent, time_control)
            self.expected = pd_from_table(self.difference)
            self.delta = score - self.expected


class FideRating:
    """A rating period: the games, K and how it was found, the change and new rating.

    score, expected and the deltas are hundredths of a point; change_exact is hundredths of
    a rating point (K * sum of deltas); change is whole.
    """

    def __init__(self, rating, games, k, k_rule, period_games, time_control):
        self.rating = rating
        self.time_control = time_control
        self.games = games
        rated = [game for game in games if game.rated]
        self.rated_games = len(rated)
        self.period_games = max(period_games or 0, self.rated_games)
        self.k_rule = k_rule
        self.k_before_700 = k
        self.k, self.k_cut = limit_k(k, self.period_games)
        self.score = sum(game.score for game in rated)
        self.expected = sum(game.expected for game in rated)
        self.delta = self.score - self.expected
        self.change_exact = self.k * self.delta
        self.change = div_round_half_away(self.change_exact, 100)
        self.new_rating = rating + self.change
        self.below_floor = self.new_rating < FLOOR
        self.performance = performance([(g.opponent, g.score) for g in rated])


class FirstRating:
    """8.2: the first rating of an unrated player, and whether it would be published."""

    def __init__(self, games):
        self.entered = list(games)
        rated = [(g[0], g[1]) for g in games if g[0] is not None]
        self.games = len(rated)
        self.score = sum(score for _, score in rated)
        self.disregarded = self.score == 0  # a first event scored zero does not count
        count = self.games + 2  # two hypothetical draws against 1800
        total = sum(opponent for opponent, _ in rated) + 2 * HYPOTHETICAL_OPPONENT
        self.average_total, self.average_count = total, count
        self.percent = div_round_half_away(self.score + 100, count)
        self.dp = dp_for_percent(self.percent)
        exact = div_round_half_away(total + self.dp * count, count)
        self.capped = exact > FIRST_RATING_MAX
        self.rating = min(exact, FIRST_RATING_MAX)
        self.reasons = []
        if self.disregarded:
            self.reasons.append("zero_score")
        if self.games < FIRST_RATING_GAMES:
            self.reasons.append("too_few_games")
        if self.rating < FLOOR:
            self.reasons.append("below_floor")
        self.published = not self.reasons
        self.performance = performance(rated)


def _check_whole(value, field, low=None):
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError(field, "not_whole")
    if low is not None and value < low:
        raise InputError(field, "too_small", low=low)


def _check_games(games):
    if not games:
        raise InputError("games", "no_games")
    for opponent, score in games:
        if opponent is not None:
            _check_whole(opponent, "games", 0)
        if score not in (0, 50, 100) or isinstance(score, bool):
            raise InputError("games", "score")


def rate_fide(rating, games, k=None, rated_games=None, born=None, year=None,
              reached_2400=False, period_games=None, time_control="standard"):
    """The FIDE rating change for a period. `games` are (opponent, score) pairs with the
    score in hundredths (100, 50, 0) and opponent None when unrated. A `k` given wins over
    the player's data; the 700 rule applies to either, over `period_games` (default: the
    rated games entered)."""
    _check_whole(rating, "rating", 0)
    _check_games(games)
    if time_control not in TIME_CONTROLS:
        raise InputError("time_control", "time_control")
    for value, field in ((rated_games, "rated_games"), (born, "born"), (year, "year"),
                         (period_games, "period_games")):
        if value is not None:
            _check_whole(value, field, 0)
    if k is None:
        k, rule = k_factor(rating, rated_games, born, year, reached_2400)
    else:
        _check_whole(k, "k", 1)
        rule = "given"
    lines = [FideGame(rating, opponent, score, time_control) for opponent, score in games]
    if not [line for line in lines if line.rated]:
        raise InputError("games", "no_rated_games")
    if period_games is not None and period_games < len([g for g in lines if g.rated]):
        raise InputError("period_games", "period_games_too_few")
    return FideRating(rating, lines, k, rule, period_games, time_control)


def rate_first(games):
    """8.2: the first rating from the games of an unrated player."""
    _check_games(games)
    if not [g for g in games if g[0] is not None]:
        raise InputError("games", "no_rated_games")
    return FirstRating(games)
