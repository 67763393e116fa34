"""What every rating system declares, and the one shape of its results.

Each rule set's module ends with a `System`: its id, its names, the inputs it needs (with
bounds and defaults), and its one verb, `rate(rating, games, **params)`. `elo.systems`
lists them; the command line, the page's select and link keys, the JSON report and the
CSV export are built from that list.

Units, once for the whole package: a score (a game's result, a total of points) is an
int in hundredths of a point: win 100, draw 50, loss 0. Expected scores and deltas are in
the same unit: exact ints where a rule's table gives them (FIDE, UKD), floats where a
formula does (classic Elo, DWZ). A rating change before rounding (`change_exact`) is then
K times hundredths of a point: hundredths of a rating point.

Every period result has: system, rating, k, score, expected, change_exact, change,
new_rating, games (each with opponent, score, difference, expected, delta, counted,
reason), counted_games, performance (or None), and `rating_for(points)`, the new rating
had the counted games scored `points` in all (break-even and targets).
"""

from elo.errors import InputError
from elo.numbers import div_round_half_away, round_half_away
from elo.texts import TEXTS

__all__ = ["Input", "System", "SCORES", "to_points", "whole_change", "check_whole",
           "check_games", "each_game"]

#: The three results of a game in display order, in hundredths of a point.
SCORES = (("win", 100), ("draw", 50), ("loss", 0))


def to_points(hundredths):
    """Hundredths of a point (or of a rating point) as a plain number: 150 -> 1.5,
    100 -> 1, a float 35.99 -> 0.3599; None stays None."""
    if hundredths is None:
        return None
    if isinstance(hundredths, int):
        return hundredths // 100 if hundredths % 100 == 0 else hundredths / 100
    return hundredths / 100


def whole_change(hundredths):
    """A change in hundredths of a rating point as a whole number, 0.5 away from zero:
    exact in integers for the table systems, from the float for the formula systems."""
    if isinstance(hundredths, int):
        return div_round_half_away(hundredths, 100)
    return round_half_away(hundredths / 100)


def check_whole(value, field, low=None, high=None):
    """Refuse what is not a whole number within [low, high]."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError(field, "not_whole")
    if low is not None and value < low:
        raise InputError(field, "too_small", low=low)
    if high is not None and value > high:
        raise InputError(field, "too_large", high=high)


def check_games(games, opponent_check=None, low=None, high=None):
    """Refuse an empty list and scores other than 100, 50 and 0, and check each opponent
    that has a rating: `opponent_check(opponent)`, or with `low` (and `high`) a whole
    number within them, as check_whole says."""
    if not games:
        raise InputError("games", "no_games")
    number = 0  # counted by hand: enumerate makes a pair per game
    for game in games:
        number += 1
        opponent, score = game[0], game[1]
        if score not in (0, 50, 100) or score is False:  # True == 1 is not in them
            raise InputError("games", "score")
        if opponent is None:
            continue
        # type(True) is bool, not int
        if low is not None and type(opponent) is int and low <= opponent and \
                (high is None or opponent <= high):
            continue  # the usual opponent: thousands in a large file, without a call
        try:
            if low is not None:
                check_whole(opponent, "games", low, high)
            elif opponent_check is not None:
                opponent_check(opponent)
        except InputError as error:
            raise InputError("games", error.code, game=number, **error.params) from None


#: Spreads each_game's keys: MicroPython hashes a small int as itself, probes its dicts
#: linearly and grows them only when full, so consecutive keys (ratings) pile up in one
#: run of slots; multiplied by an odd number they land apart (10,000 games: 37 -> 12 ms).
_SPREAD = 40503


def each_game(games, line):
    """[line(opponent, score, forfeit) for each game], made once for alike games, which
    share it: a file of 10,000 games holds a few thousand different ones, and a line
    costs about 20 us in the page's MicroPython. What a system sets on a line later must
    therefore hold for every game alike (UKD's one PD for all rated games does). The
    games must have passed check_games (scores 100, 50 or 0)."""
    lines, made = [], {}
    append = lines.append
    for game in games:
        opponent, score = game[0], game[1]
        if opponent is None or type(opponent) is not int or len(game) > 2 and game[2]:
            append(line(opponent, score, len(game) > 2 and bool(game[2])))
            continue
        key = (opponent * 3 + score // 50) * _SPREAD  # one key per rating and score
        if key in made:
            append(made[key])
        else:
            made[key] = shared = line(opponent, score, False)
            append(shared)
    return lines


class Input:
    """One input of a rating system.

    `key` names it in the page's state and link, `flag` on the command line. `kind` is
    "whole", "number", "rating" (a number, thousands grouped or not: "1.500" is 1500),
    "whole_rating", "date" (YYYY-MM-DD), "choice" (one of `choices`) or "flag" (on or
    off). `low`/`high` bound a number; `default` is the page's (and, where not None, the
    command line's); an input with `optional` may stay empty. `when` holds (key, value)
    pairs of other inputs that must hold for this one to count (FIDE's K only when it is
    the user's own, no rating for a first rating): the page hides it and its link leaves
    it out otherwise. An empty `flag` keeps an input off the command line (it only
    switches parts of the page's form).
    """

    __slots__ = ("key", "flag", "kind", "default", "low", "high", "optional", "choices",
                 "when", "today", "page", "help")

    def __init__(self, key, kind, default="", low=None, high=None, optional=False,
                 choices=(), when=(), flag=None, today=False, page=True, help=""):
        self.key = key
        self.kind = kind
        self.default = default
        self.low = low
        self.high = high
        self.optional = optional
        self.choices = choices
        self.when = when
        self.today = today  # left empty: today's date, or this year for a whole number
        self.page = page  # False: a command-line option only (a value printed elsewhere)
        self.flag = "--" + key.replace("_", "-") if flag is None else flag
        self.help = help

    def applies(self, state):
        """True when the inputs this one depends on have the values it needs."""
        for key, value in self.when:
            if state.get(key) != value:
                return False
        return True


class System:
    """A rating system: how it is named, what it needs, and its one verb.

    `rate(rating, games, **params)` rates one player's period: `games` are tuples
    (opponent or None, score in hundredths[, forfeit]); `params` are the inputs by key
    (the parsed values; None for an empty optional one). `report(result)` gives the JSON
    fields beyond the shared ones, `game_report(game)` those of one game. `modes` are
    the page's forms (classic Elo has one game and several games besides the tournament).
    `sources` name the rules the system follows, in German and English; its names are
    the texts "system-ID" (elo.texts).
    """

    __slots__ = ("id", "name", "inputs", "rate", "report", "game_report", "modes",
                 "sources", "summary")

    def __init__(self, id, inputs, rate, report, game_report, sources, summary,
                 modes=("tournament",)):
        self.id = id
        # its names are words of the page: in elo.texts, one place per language
        self.name = dict((lang, TEXTS[lang]["system-" + id]) for lang in TEXTS)
        self.inputs = inputs
        self.rate = rate
        self.report = report
        self.game_report = game_report
        self.modes = modes
        self.sources = sources
        self.summary = summary  # one line for the command line's help

    def input(self, key):
        for item in self.inputs:
            if item.key == key:
                return item
        raise KeyError(key)
