"""A tournament longer than 30 days rated month by month (docs/rules/papers.md,
"Tournaments longer than 30 days"): FIDE's TEC manual rates it with the list of the current
month, and such events are reported month by month, so each calendar month's games are
their own rating period (8.3: one change, rounded once, 8.3.4; the 700 rule over that
month's games and K by 8.3.3 at that month's rating and year).

The round dates are the TRF's 132 line (Tournament.round_dates). The file holds one list,
the start list: a later month's rating is the previous month's plus its change, as FIDE's
list would publish it where that month was reported, unless the real one is given. An
unrated player stays unrated in these lists; his first rating (8.2) comes from all his
games, each opponent at that month's rating. Title norms, the performance and the DWZ
(one evaluation per tournament, WO 2.2.2) stay the whole event's.
"""

from elo.systems import fide
from elo.numbers import PLAIN
from elo.errors import InputError
from elo.period import to_points
from elo.texts import month_text, text
from elo.tournament.dates import day_number
from elo.tournament.model import PLAYED
from elo.tournament.rating import PlayerResult
from elo.tournament.round_words import rounds_text
from elo.units import TYPE_CHECKING, WholeRating

if TYPE_CHECKING:
    from elo.systems.fide import FideRating
    from elo.shapes import GameTuple, Report
    from elo.tournament.model import Player, Tournament
    from elo.units import Hundredths, Score

__all__ = ["NOTES", "MonthRating", "PeriodResult", "Periods", "event_days", "over_30_days",
           "month_rounds", "rate_periods", "periods_text", "LONGEST"]

#: The TEC manual's limit: a tournament of this many days or fewer is one period.
LONGEST = 30

#: fide.k_factor's rules by the names elo.tournament.rating.fide_k gives them.
_K_SOURCES = {"reached_2400": "rating_2400", "junior": "junior", "established": "default",
              "new_player": "default"}


def _days(tournament: "Tournament") -> list[str]:
    """The event's days as the file says them: its rounds' (132), else 042 and 052."""
    dates = [date for date in tournament.round_dates if date]
    return dates or [date for date in (tournament.start, tournament.end) if date]


def event_days(tournament: "Tournament") -> int | None:
    """The days between the event's first and last day; None where the file gives none."""
    dates = _days(tournament)
    if not dates:
        return None
    return day_number(max(dates)) - day_number(min(dates))


def over_30_days(tournament: "Tournament") -> bool:
    """Whether the event's first and last day are more than 30 days apart."""
    days = event_days(tournament)
    return days is not None and days > LONGEST


def month_rounds(tournament: "Tournament") -> list[tuple[str, list[int]]]:
    """The calendar months of the round dates, each with its rounds, in order."""
    months: list[tuple[str, list[int]]] = []
    for number, date in enumerate(tournament.round_dates):
        if not date:
            continue
        for month, rounds in months:
            if month == date[:7]:
                rounds.append(number + 1)
                break
        else:
            months.append((date[:7], [number + 1]))
    months.sort()
    return months


class MonthRating:
    """One player's month: the rounds of his games rated in it, his rating on that month's
    list (None: unrated) and where it came from ("file", "assumed" or "given"), K and its
    source, and the period's FideRating (None for an unrated player, who has `games`
    against rated opponents towards his first rating). `played`: his games played in the
    month as (opponent's rating on that month's list or None, score), in round order, the
    games the calculator's link of the month holds."""

    __slots__ = ("month", "rounds", "rating", "source", "k", "k_source", "fide", "games",
                 "played")

    fide: "FideRating | None"

    def __init__(self, month: str, rating: WholeRating | None, source: str) -> None:
        self.month = month
        self.rating = rating
        self.source = source
        self.rounds: list[int] = []
        self.k: int | None = None
        self.k_source: str | None = None
        self.fide = None
        self.games = 0
        self.played: list[tuple[WholeRating | None, "Score"]] = []

    @property
    def expected(self) -> "Hundredths | None":
        """We of the month's games (table 8.1.2), hundredths; None where none was rated."""
        return self.fide.expected if self.fide is not None else None

    @property
    def w_we(self) -> "Hundredths | None":
        """W - We of the month's games, hundredths: the month's change before K."""
        return self.fide.score - self.fide.expected if self.fide is not None else None

    @property
    def change(self) -> int | None:
        """The month's change; 0 for a rated player without a game rated in it."""
        if self.fide is not None:
            return self.fide.change
        return 0 if self.rating else None

    @property
    def new_rating(self) -> WholeRating | None:
        return self.fide.new_rating if self.fide is not None else self.rating or None

    def report(self) -> "Report":
        rated = self.fide
        return {"month": self.month, "rounds": self.rounds, "games": self.games,
                "rating": self.rating, "rating_from": self.source,
                "k": rated.k if rated is not None else self.k, "k_before_700": self.k,
                "k_source": self.k_source,
                "score": to_points(rated.score) if rated is not None else None,
                "expected": to_points(rated.expected) if rated is not None else None,
                "w_we": to_points(self.w_we) if rated is not None else None,
                "change_exact": to_points(rated.change_exact) if rated is not None else None,
                "change": self.change, "rating_after": self.new_rating}


class PeriodResult(PlayerResult):
    """A player's evaluation month by month: the whole event's (PlayerResult: norms, DWZ,
    performance, a first rating) with FIDE's change the sum of the months' (`months`)."""

    __slots__ = ("months",)

    def __init__(self, result: PlayerResult, months: list[MonthRating]) -> None:
        PlayerResult.__init__(self, result.player, result.end)
        for name in PlayerResult.__slots__:
            setattr(self, name, getattr(result, name))
        self.months = months

    def _listed(self) -> list[MonthRating]:
        """The months he is on the list of (all of them, for a player the file rates)."""
        return [month for month in self.months if month.rating]

    def _rated(self) -> list["FideRating"]:
        return [month.fide for month in self.months if month.fide is not None]

    def last_rated(self) -> MonthRating | None:
        """The last month rated for him (its new rating is the event's), None where no
        month was (unrated, or no game against a rated opponent)."""
        rated = [month for month in self.months if month.fide is not None]
        return rated[-1] if rated else None

    @staticmethod
    def _same(found: list[object]) -> object:
        """A figure every rated month shares (K), else None."""
        return found[0] if found and found.count(found[0]) == len(found) else None

    @property
    def k_used(self) -> int | None:
        found = self._same([rated.k for rated in self._rated()])
        return found if isinstance(found, int) else None

    @property
    def counted_games(self) -> int:
        if self._listed():
            return sum([month.games for month in self._listed()])
        return self.fide.counted_games if self.fide is not None else 0  # a first rating's

    @property
    def change(self) -> int | None:
        """The months' sum; None, as rated in one period, where no month rated a game of
        his and FIDE could not rate him (fide_error says why, and so does the calculator
        his link opens)."""
        listed = self._listed()
        if not listed or not self._rated() and self.fide_error is not None:
            return None
        return sum([month.change or 0 for month in listed])

    @property
    def new_rating(self) -> WholeRating | None:
        listed = self._listed()
        return listed[-1].new_rating if listed else None

    @property
    def published(self) -> bool | None:
        """The last month's new rating at the floor or above (7.1.4); a first rating's
        by 8.2."""
        rating = self.new_rating
        if rating is not None:
            return rating >= fide.FLOOR
        if self.fide is None or self.fide.shape != "first":
            return None
        return self.fide.published

    @property
    def unpublished(self) -> list[str]:
        if self._listed():
            return [] if self.published else ["below_floor"]
        if self.fide is None or self.fide.shape != "first":
            return []
        return list(self.fide.reasons)

    def periods_report(self) -> "Report":
        """What the months change in the player's JSON (elo.tournament.report)."""
        rated = self._rated()
        data = {"periods": [month.report() for month in self.months],
                "counted_games": self.counted_games, "change": self.change,
                "new_rating": self.new_rating, "published": self.published,
                "unpublished_reasons": self.unpublished}
        if rated:
            months = [month for month in self.months if month.fide is not None]
            data.update({"k": self.k_used, "k_before_700": self._same([m.k for m in months]),
                         "k_source": self._same([m.k_source for m in months]),
                         "score": to_points(sum([one.score for one in rated])),
                         "expected": to_points(sum([one.expected for one in rated])),
                         "change_exact": to_points(sum([one.change_exact for one in rated]))})
        return data


class Periods:
    """The event's rating periods: the months with their rounds, whether the event lasts
    more than 30 days, `note` where it is rated as one period all the same
    ("periods_short": 30 days or less; "periods_no_dates": a round played has no date),
    and the players' results (PeriodResult where split, else those given)."""

    __slots__ = ("months", "over_30_days", "note", "results")

    def __init__(self, tournament: "Tournament", results: list[PlayerResult]) -> None:
        self.months = month_rounds(tournament)
        self.over_30_days = over_30_days(tournament)
        self.results = results
        dated, played = set(), set()
        for _, rounds in self.months:
            dated.update(rounds)
        for result in results:
            played.update([line.round for line in result.games if line.result in PLAYED])
        if not self.over_30_days:
            self.note: str | None = "periods_short"
        elif [number for number in played if number not in dated]:
            self.note = "periods_no_dates"
        else:
            self.note = None

    @property
    def split(self) -> bool:
        return self.note is None

    def summary(self, lang: str = "en") -> "Report":
        """The tournament's `periods` in the JSON: the months and their rounds."""
        return {"monthly": self.split,
                "months": [{"month": month, "rounds": rounds} for month, rounds in self.months]
                if self.split else [],
                "note": self.note, "message": text(lang, NOTES[self.note]) if self.note else None,
                "assumed": text(lang, "event-periods-assumed") if self.split else None}


NOTES = {"periods_short": "event-periods-short", "periods_no_dates": "event-periods-no-dates"}


def _k(player: "Player", rating: WholeRating, year: int, reached: bool,
       given: int | None) -> tuple[int, str]:
    """(K, source) by 8.3.3 at the month's rating and year, unless given."""
    if given is not None:
        return given, "given"
    k, rule = fide.k_factor(rating, None, player.born, year, reached)
    return k, _K_SOURCES[rule]


def rate_periods(tournament: "Tournament", results: list[PlayerResult],
                 k: dict[int, int] | None = None,
                 given: dict[str, dict[int, int]] | None = None) -> Periods:
    """The results of rate_tournament rated month by month where the event lasts more than
    30 days and every round played has a date; `k` the K set per start rank, `given` the
    real list of a month ("YYYY-MM" -> start rank -> rating) for a player the file rates."""
    periods = Periods(tournament, results)
    if not periods.split:
        return periods
    k, given = k or {}, given or {}
    players = tournament.players
    listed: dict[int, WholeRating] = {}  # the month's list: the start list, then as found
    for rank in tournament.ranks():
        start = players[rank].rating
        if start:
            listed[rank] = start
    reached = dict((rank, rating >= fide.MASTER) for rank, rating in listed.items())
    months: dict[int, list[MonthRating]] = dict((result.player.rank, [])
                                                for result in results)
    first: dict[int, list["GameTuple"]] = dict((result.player.rank, []) for result in results)
    for number, (month, rounds) in enumerate(periods.months):
        ratings = dict(listed)
        ratings.update(given.get(month, {}))
        for rank, value in ratings.items():
            reached[rank] = reached.get(rank, False) or value >= fide.MASTER
        for result in results:
            rank = result.player.rank
            rating = ratings.get(rank)
            source = "given" if rank in given.get(month, {}) else \
                "file" if number == 0 else "assumed"
            entry = MonthRating(month, rating, source if rating else "file")
            months[rank].append(entry)
            lines = [line for line in result.games if line.round in rounds and
                     line.result in PLAYED and line.opponent in players]
            games = [(ratings.get(line.opponent or 0), line.score, False) for line in lines]
            entry.played = [(opponent, score) for opponent, score, _ in games]
            if not rating:
                first[rank] += games
                entry.rounds = [line.round for line, game in zip(lines, games) if game[0]]
                entry.games = len(entry.rounds)
                continue
            entry.k, entry.k_source = _k(result.player, rating, int(month[:4]), reached[rank],
                                         k.get(rank))
            try:
                entry.fide = fide.rate_fide(rating, games, entry.k,
                                            time_control=tournament.time_control.kind)
            except InputError:
                continue  # no game against a rated opponent this month: his rating stays
            for line, rated in zip(lines, entry.fide.games):
                line.counted, line.reason = rated.counted, rated.reason
            entry.rounds = [line.round for line in lines if line.counted]
            entry.games = entry.fide.counted_games
            listed[rank] = entry.fide.new_rating
    periods.results = [_joined(result, months[result.player.rank], first[result.player.rank])
                       for result in results]
    return periods


def _joined(result: PlayerResult, months: list[MonthRating],
            first: list["GameTuple"]) -> PeriodResult:
    """The player's result with his months; an unrated one's first rating from his games
    at the months' ratings."""
    joined = PeriodResult(result, months)
    if first and not result.player.rating and result.fide is not None:
        try:
            joined.fide = fide.rate_first(first)
        except InputError:
            pass  # as the whole event's: no rated opponent in any month
    return joined


def periods_text(periods: Periods, lang: str = PLAIN) -> list[str]:
    """The command line's block per month (each player's rating on that month's list, K,
    games, change, new rating; an assumed rating marked *), or the note why one period."""

    if not periods.split:
        return [text(lang, NOTES[periods.note])] if periods.note else []
    lines = [text(lang, "event-periods-heading")]
    for at, (month, rounds) in enumerate(periods.months):
        lines.append(text(lang, "event-periods-month", month=month_text(month, lang),
                          rounds=rounds_text(rounds, lang)))
        rows = [("#", "name", "rating", "K", "games", "change", "new")]
        for result in periods.results:
            entry = result.months[at] if isinstance(result, PeriodResult) else None
            if entry is None or entry.fide is None:
                continue
            mark = {"assumed": "*", "given": "!"}.get(entry.source, "")
            rows.append((str(result.player.rank), result.player.name[:28],
                         "%d%s" % (entry.rating or 0, mark), str(entry.fide.k),
                         str(entry.games), "%+d" % entry.fide.change,
                         str(entry.fide.new_rating)))
        widths = [max([len(row[i]) for row in rows]) for i in range(len(rows[0]))]
        # padded by hand: MicroPython's str has no ljust or rjust
        lines += ["  " + "  ".join(cell + " " * (widths[i] - len(cell)) if i == 1 else
                                   " " * (widths[i] - len(cell)) + cell
                                   for i, cell in enumerate(row)).rstrip() for row in rows]
    lines.append(text(lang, "event-periods-assumed-mark"))
    return lines
