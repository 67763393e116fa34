"""The season's chains (docs/rules/season.md), each by its own rules:

- FIDE (8.3, the rating period): every game of a calendar month, from all entries with a
  FIDE column ("opponent.fide"), rated from the rating at the month's start; K from the
  state at its start (8.3.3: 40 until 30 rated games, the junior and 2400 rules) unless
  the file fixes it; the 700 rule over the month's counted games; the change rounded
  once for the month (8.3.4); the next month starts from that rating.
- DWZ (WO 2.2.3): entry after entry in date order, each from the DWZ and index the one
  before left and by the rules of its end date (elo.systems.dwz chooses the system); a first DWZ
  where the player has none yet.
- Any other system: entry after entry from the start the file gives, carrying what the
  system declares (`System.carries`: the rating, and Glicko-2's RD and volatility).

What the season cannot know is said in `notes`, never guessed: the DSB's conversion of
8 June 2026 (its formula is not published), a FIDE rating below the floor, a first DWZ
that needs more games.
"""

from elo.systems import dwz, fide
from elo.errors import InputError
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

    from elo.season.model import Entry, Season
    from elo.shapes import GameTuple

__all__ = ["FIDE_COLUMN", "DWZ_COLUMN", "FidePeriod", "Evaluation", "SeasonResult",
           "rate_season"]

#: The columns that put an entry's games into the FIDE and the DWZ chain.
FIDE_COLUMN = "opponent.fide"
DWZ_COLUMN = "opponent.dwz"


def column_games(entry: "Entry", meaning: str) -> "list[GameTuple] | None":
    """The entry's games as one column's engine takes them: (opponent, score, forfeit);
    None when the entry's system has no such column."""
    for place, column in enumerate(entry.system.columns):
        if column.meaning == meaning:
            at = 0 if place == 0 else place + 2
            return [(game[at], game[1], len(game) > 2 and bool(game[2]))
                    for game in entry.tuples]
    return None


def _with_column(season: "Season", meaning: str) -> "list[tuple[Entry, list[GameTuple]]]":
    """The entries (in date order) whose system has the column, with its games."""
    found = []
    for entry in season.entries:
        games = column_games(entry, meaning)
        if games is not None:
            found.append((entry, games))
    return found


def _counts_for_fide(game: "GameTuple") -> bool:
    return game[0] is not None and not game[2]


def _wrapped(entry: "Entry", error: InputError) -> InputError:
    return InputError("events", "season_event", entry=entry.name, detail=error,
                      place=entry.order)


class Share:
    """One entry's part of its FIDE period: its games rated with the period's rating
    and K (the shares add up to the period's exact change)."""

    def __init__(self, entry: "Entry", period: "FidePeriod",
                 result: "fide.FideRating | None") -> None:
        self.entry = entry
        self.period = period
        self.result = result
        self.change_exact = 0 if result is None else result.change_exact
        self.performance = None if result is None else result.performance


class FidePeriod:
    """One calendar month: `start` the rating at its start, `k` (after the 700 rule) and
    `k_rule`, the counted games, the change exact (hundredths) and rounded, the rating
    after it."""

    def __init__(self, period: str, start: int, k: int, k_rule: str, games: int,
                 change_exact: float, change: int) -> None:
        self.period = period
        self.start = start
        self.k = k
        self.k_rule = k_rule
        self.games = games
        self.change_exact = change_exact
        self.change = change
        self.rating = start + change
        self.entries: list[Share] = []


class Evaluation:
    """One DWZ evaluation: the entry, the DWZ and index before and after (None before a
    first DWZ; `rating` None when a first DWZ needs more games), the engine's result."""

    def __init__(self, entry: "Entry", rating_before: int | None, index_before: int | None,
                 result: "Any", note: InputError | None = None) -> None:
        self.entry = entry
        self.rating_before = rating_before
        self.index_before = index_before
        self.result = result
        self.note = note
        if result is None:
            self.rating, self.index, self.change = rating_before, index_before, None
        else:
            self.rating, self.index = result.new_rating, result.new_index
            self.change = None if rating_before is None else self.rating - rating_before
        self.performance = None if result is None else result.performance


class Own:
    """An entry of another system rated from what the one before left."""

    def __init__(self, entry: "Entry", before: "Any", result: "Any") -> None:
        self.entry = entry
        self.before = before
        self.result = result
        self.rating = result.new_rating
        self.change = self.rating - before
        self.performance = getattr(result, "performance", None)


class SeasonResult:
    """The chains: `periods` (FIDE), `evaluations` (DWZ), and by each entry's place in the
    file its FIDE `shares`, its DWZ `evaluated` and its `own` (other systems); the final
    FIDE and DWZ state, and `notes` (code, params)."""

    def __init__(self, season: "Season") -> None:
        self.season = season
        self.periods: list[FidePeriod] = []
        self.evaluations: list[Evaluation] = []
        self.shares: dict[int, Share] = {}
        self.evaluated: dict[int, Evaluation] = {}
        self.own: dict[int, Own] = {}
        self.fide_rating: int | None = None
        self.rated_games: int | None = None
        self.reached_2400 = False
        self.dwz_rating: int | None = None
        self.dwz_index: int | None = None
        self.notes: list[tuple[str, dict[str, Any]]] = []


def _fide_chain(season: "Season", out: SeasonResult) -> None:
    entries = _with_column(season, FIDE_COLUMN)
    start = season.fide
    if start is None or start["rating"] is None:
        for entry, _ in entries:
            if len(entry.system.columns) == 1:  # a FIDE-only entry needs the rating
                raise _wrapped(entry, InputError("player.fide.rating", "season_no_fide"))
        return
    rating = start["rating"]
    rated_games, reached = start["rated_games"], start["reached_2400"]
    months: dict[str, list[Any]] = {}
    for entry, games in entries:
        months.setdefault(entry.period, []).append((entry, games))
    for month in sorted(months):
        members = months[month]
        every = [game for _, games in members for game in games]
        counted = len([game for game in every if _counts_for_fide(game)])
        if counted:
            try:
                whole = fide.rate_fide(rating, every, start["k"], rated_games, start["born"],
                                       int(month[:4]), reached)
            except InputError as error:
                raise _wrapped(members[0][0], error) from None
            period = FidePeriod(month, rating, whole.k, whole.k_rule, counted,
                                whole.change_exact, whole.change)
        else:  # only unrated opponents or forfeits: the month changes nothing
            k, rule = (start["k"], "given") if start["k"] else fide.k_factor(
                rating, rated_games, start["born"], int(month[:4]), reached)
            period = FidePeriod(month, rating, k, rule, 0, 0, 0)
        for entry, games in members:
            result = None
            if any(_counts_for_fide(game) for game in games):
                result = fide.rate_fide(rating, games, period.k)
            share = Share(entry, period, result)
            period.entries.append(share)
            out.shares[entry.order] = share
        out.periods.append(period)
        rating = period.rating
        if rated_games is not None:
            rated_games += counted
        reached = reached or rating >= fide.MASTER
        if rating < fide.FLOOR:
            out.notes.append(("fide_floor", {"period": month, "floor": fide.FLOOR}))
    out.fide_rating, out.rated_games, out.reached_2400 = rating, rated_games, reached


def _dwz_chain(season: "Season", out: SeasonResult) -> None:
    start = season.dwz or {"rating": None, "index": None, "born": None}
    rating, index = start["rating"], start["index"]
    out.dwz_rating, out.dwz_index = rating, index  # a season without DWZ entries keeps them
    entries = _with_column(season, DWZ_COLUMN)
    variant = None  # the system of the evaluation before
    for entry, games in entries:
        note = None
        try:
            result = dwz.rate_dwz(rating, games, index, start["born"], entry.end)
        except InputError as error:
            if rating is not None or not error.code.startswith("dwz_first_"):
                raise _wrapped(entry, error) from None
            result, note = None, error  # a first DWZ needs more: said, not guessed
        if result is not None:
            if variant == "E" and result.variant == "K":  # said once: E never follows K
                out.notes.append(("dwz_switch", {"entry": entry.name}))
            variant = result.variant
        item = Evaluation(entry, rating, index, result, note)
        if note is not None:
            out.notes.append(("dwz_first_pending", {"entry": entry.name}))
        out.evaluations.append(item)
        out.evaluated[entry.order] = item
        rating, index = item.rating, item.index
    out.dwz_rating, out.dwz_index = rating, index


def _own_chains(season: "Season", out: SeasonResult) -> None:
    states: dict[str, dict[str, Any]] = {}
    for entry in season.entries:
        system = entry.system
        if column_games(entry, FIDE_COLUMN) is not None or \
                column_games(entry, DWZ_COLUMN) is not None:
            continue
        if system.id not in states:
            if system.id not in season.starts:
                raise _wrapped(entry, InputError("player." + system.id, "season_no_start",
                                                 system=system.name["en"]))
            states[system.id] = dict(season.starts[system.id])
        state = states[system.id]
        try:
            result = system.rate(entry.tuples, **state)
        except InputError as error:
            raise _wrapped(entry, error) from None
        out.own[entry.order] = Own(entry, state.get("rating"), result)
        for key, attribute in system.carries:
            state[key] = getattr(result, attribute)


def rate_season(season: "Season") -> SeasonResult:
    """Every chain of the season; an InputError names the entry it cannot rate."""
    out = SeasonResult(season)
    _fide_chain(season, out)
    _dwz_chain(season, out)
    _own_chains(season, out)
    return out
