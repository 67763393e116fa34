"""UKD, the Turkish national rating (TSF-TK-PRS/05), as seed 003 describes it.

The federation's full text could not be checked (shared/rules/README.md section 3): the
result is an estimate and the federation's published list is what counts. Steps:
1. 350-point rule: an opponent more than 350 points away counts as exactly 350 away.
2. The capped ratings are averaged; D = own - average, rounded to a whole number.
3. PD from the federation's table (FIDE 8.1.2 up to 344, .89 for 345-350); We = PD * n.
4. dD = k * (W - We), with k by the player's own UKD band.
5. A game against a player without UKD: +0.1 k for a win, -0.1 k for a loss, 0 for a draw;
   it stays out of the average and of We. Games not played over the board do not count.
6. New UKD = own + dD rounded to a whole number, never below 1000.
Arithmetic in integer hundredths; dD is exact to the hundredth because k is whole.
"""

from elo.errors import InputError
from elo.numbers import div_round_half_away
from elo.performance import performance
from elo.tables import UKD_PD_STEPS, pd_from_table

__all__ = ["CAP", "FLOOR", "k_factor", "UkdGame", "UkdRating", "rate_ukd"]

#: Step 1: the 350-point rule.
CAP = 350
#: Step 6: a UKD never falls below this.
FLOOR = 1000
#: Step 4: k by own UKD: (lowest rating of the band, k), highest band first.
K_BANDS = ((2400, 10), (2000, 15), (1600, 20), (1300, 25), (0, 30))
#: Step 5: a game against a player without UKD moves the rating by this share of k.
UNRATED_SHARE = 10  # hundredths: 0.1


def k_factor(rating):
    """k by the player's own UKD: 30 up to 1299, 25, 20, 15, and 10 from 2400."""
    for lowest, k in K_BANDS:
        if rating >= lowest:
            return k
    return K_BANDS[-1][1]


def counted_opponent(rating, opponent):
    """The opponent's rating after the 350-point rule."""
    return max(rating - CAP, min(rating + CAP, opponent))


class UkdGame:
    """One entered game. `counted` is False for a forfeit (not over the board)."""

    __slots__ = ("opponent", "score", "forfeit", "counted_rating", "capped", "difference",
                 "expected", "delta")

    def __init__(self, rating, opponent, score, forfeit):
        self.opponent = opponent
        self.score = score
        self.forfeit = forfeit
        self.counted_rating = self.difference = self.expected = self.delta = None
        self.capped = False
        if opponent is not None and not forfeit:
            self.counted_rating = counted_opponent(rating, opponent)
            self.capped = self.counted_rating != opponent
            self.difference = rating - self.counted_rating
        elif opponent is None and not forfeit:
            # step 5, in hundredths of a point: +0.10 win, -0.10 loss, 0 draw
            self.delta = (score - 50) * UNRATED_SHARE // 50


class UkdRating:
    """The UKD change: average, D, PD, We, dD (hundredths) and the new UKD."""

    def __init__(self, rating, games, time_control):
        self.rating = rating
        self.time_control = time_control
        self.games = games
        self.k = k_factor(rating)
        rated = [g for g in games if g.counted_rating is not None]
        unrated = [g for g in games if g.opponent is None and not g.forfeit]
        self.rated_games = len(rated)
        self.difference = self.expected_per_game = None
        self.average_total = self.expected = 0
        if rated:
            total = sum(g.counted_rating for g in rated)
            self.average_total = total
            self.difference = div_round_half_away(rating * len(rated) - total, len(rated))
            self.expected_per_game = pd_from_table(self.difference, UKD_PD_STEPS)
            self.expected = self.expected_per_game * len(rated)
            for game in rated:
                game.expected = self.expected_per_game
                game.delta = game.score - self.expected_per_game
        self.score = sum(g.score for g in rated)  # W: the rated games' points
        self.unrated_delta = sum(g.delta for g in unrated)
        # dD in hundredths of a rating point
        self.change_exact = self.k * (self.score - self.expected + self.unrated_delta)
        # the new UKD itself is rounded (seed 003), not dD: 1500 - 2.50 = 1497.5 -> 1498
        rounded = div_round_half_away(rating * 100 + self.change_exact, 100)
        self.floored = rounded < FLOOR
        self.new_rating = max(FLOOR, rounded)
        self.change = self.new_rating - rating
        self.performance = performance([(g.opponent, g.score) for g in rated])

    @property
    def average_exact(self):
        """The average of the counted ratings as a float, for display."""
        return self.average_total / self.rated_games if self.rated_games else None


def rate_ukd(rating, games, time_control="standard"):
    """The UKD change for games given as (opponent, score[, forfeit]) with the score in
    hundredths and opponent None for a player without UKD."""
    if isinstance(rating, bool) or not isinstance(rating, int):
        raise InputError("rating", "not_whole")
    if rating < FLOOR:
        raise InputError("rating", "ukd_below_floor", low=FLOOR)
    if not games:
        raise InputError("games", "no_games")
    lines = []
    for game in games:
        opponent, score = game[0], game[1]
        forfeit = len(game) > 2 and bool(game[2])
        if opponent is not None and (isinstance(opponent, bool) or not isinstance(opponent, int)):
            raise InputError("games", "not_whole")
        if score not in (0, 50, 100) or isinstance(score, bool):
            raise InputError("games", "score")
        lines.append(UkdGame(rating, opponent, score, forfeit))
    if not [g for g in lines if not g.forfeit]:
        raise InputError("games", "only_forfeits")
    return UkdRating(rating, lines, time_control)
