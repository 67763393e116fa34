"""Every player of the tournament shown, rated by elo.tournament and his row made, in
steps the shell's pacer runs a slice at a time (elo.web.shell.pacing), so that the page
answers between (a file of 300 players and 11 rounds must not freeze it). DOM glue: the
status.

One run at a time: rating again (another file, the last day, the default index, the
exemption) or making the rows again (another language) starts a new run, which drops the
one running. Two would do the work twice and could write an older table over a newer one.
"""

from elo.texts import counted
from elo.tournament.periods import over_30_days, rate_periods
from elo.tournament.rating import rate_player, set_time_control
from elo.web.shell.dom import say
from elo.web.tournament import render
from elo.web.tournament.render import PLAYERS_PER_TASK
from elo.web.tournament.settings import Settings
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Generator, Iterable

    from elo.tournament.model import Tournament
    from elo.tournament.periods import Periods
    from elo.tournament.rating import PlayerResult
    from elo.tournament.timecontrol import TimeControl
    from elo.web.shell.core import Shell

__all__ = ["Ratings", "RATING"]

#: The pacer's name of the run that rates the players (elo.web.shell.pacing).
RATING = "tournament-rating"


class Ratings:
    """The tournament shown, what was set for it, and by start rank each player's result
    and his row's HTML. `done()` is called once all are rated."""

    def __init__(self, shell: "Shell", done: "Callable[[], object]") -> None:
        self.shell = shell
        self.done = done
        self.tournament: "Tournament | None" = None
        self.file_control: "TimeControl | None" = None  # the tournament's file's own
        self.settings = Settings()
        self.results: "dict[int, PlayerResult]" = {}  # start rank -> PlayerResult shown
        # start rank -> his result as one rating period, from which the months are rated
        self.whole: "dict[int, PlayerResult]" = {}
        self.periods: "Periods | None" = None  # the months, where rated month by month
        self.rows: dict[int, str] = {}  # start rank -> its row's HTML, made when he is rated
        self.pacer = shell.pacer

    def complete(self) -> bool:
        """Every player rated and his row made."""
        return self.tournament is not None and not self.pacer.running(RATING) and \
            len(self.results) == len(self.tournament.players) == len(self.rows)

    def take(self, tournament: "Tournament") -> None:
        """A tournament to rate, its file's time control kept for "as the file says"."""
        self.tournament = tournament
        self.file_control = tournament.time_control

    def rate_all(self, again: bool = True) -> None:
        """Every player rated (again, or only his row made again), a few a task; by the
        time control chosen, else the file's."""
        if again:
            self.results, self.whole, self.periods = {}, {}, None
            if self.tournament is not None:
                if self.settings.time_control:
                    set_time_control(self.tournament, self.settings.time_control)
                elif self.file_control is not None:
                    self.tournament.time_control = self.file_control
        self.rows = {}
        if self.tournament is None:
            self.pacer.stop(RATING)
            return
        # each few players a task of their own, the first ones too: the caller's task ends
        self.pacer.run(RATING, self._rating(self.tournament), self.finish, deferred=True)

    def _rating(self, tournament: "Tournament") -> "Generator[None, None, object]":
        """Each player rated (where he is not yet) and his row made, a step a player; the
        status says how many are done every PLAYERS_PER_TASK."""
        lang = self.shell.lang
        for count, rank in enumerate(tournament.ranks(), 1):
            if rank not in self.results:
                self.results[rank] = self.whole[rank] = self.rate(rank)
            self.rows[rank] = render.rows_html(tournament, [self.results[rank]], lang)
            if count % PLAYERS_PER_TASK == 0 and count < len(tournament.players):
                say("event-status", counted(lang, "event-rating", len(tournament.players),
                                            done=count, players=len(tournament.players)))
            yield
        return None

    def finish(self, value: object, ms: int) -> None:
        """Every player rated: by month where the event is so rated, then done()."""
        if self.tournament is None:
            return
        if self.monthly() and self.periods is None:
            self.by_month()
        self.done()

    def monthly(self) -> bool:
        """Whether the event is rated month by month: as chosen, else where its rounds span
        more than 30 days (FIDE's TEC manual, docs/rules/papers.md)."""
        chosen = self.settings.periods
        return self.tournament is not None and (
            chosen == "monthly" or (chosen == "" and over_30_days(self.tournament)))

    def by_month(self) -> None:
        """Every result rated month by month from the whole event's (elo.tournament.periods:
        a month's list follows from the months before, so one edit moves every later
        month), and every row made again."""
        tournament = self.tournament
        assert tournament is not None  # asked with a tournament shown
        ranks = tournament.ranks()
        self.periods = rate_periods(tournament, [self.whole[rank] for rank in ranks],
                                    self.settings.k)
        lang = self.shell.lang
        for result in self.periods.results:
            rank = result.player.rank
            self.results[rank] = result
            self.rows[rank] = render.rows_html(tournament, [result], lang)

    def rate(self, rank: int) -> "PlayerResult":
        """One player's result by the rules and what was set for him."""
        settings = self.settings
        assert self.tournament is not None  # asked with a tournament shown
        return rate_player(self.tournament, rank, settings.k.get(rank),
                           settings.indexes.get(rank, settings.index),
                           settings.end or None, settings.exempt)

    def rate_again(self, ranks: "Iterable[int]") -> "dict[int, PlayerResult]":
        """Players rated again (their settings or games changed) and their rows made; by
        month, every player's, once for them all (by_month). Their results by rank."""
        assert self.tournament is not None  # asked with a tournament shown
        for rank in ranks:
            self.results[rank] = self.whole[rank] = self.rate(rank)
        if self.monthly():
            self.by_month()
        else:
            for rank in ranks:
                self.rows[rank] = render.rows_html(self.tournament, [self.results[rank]],
                                                   self.shell.lang)
        return dict((rank, self.results[rank]) for rank in ranks)

    def stop(self) -> None:
        """No tournament: the run rating it is dropped."""
        self.tournament, self.results, self.rows = None, {}, {}
        self.pacer.stop(RATING)
        self.whole, self.periods = {}, None
