"""`elo tournament FILE [--periods monthly|one] [--rating-in YYYY-MM RANK=R]`: a
tournament of more than 30 days rated month by month, as FIDE rates it, unless one period
is asked for (elo.tournament.periods; docs/contract.md). CPython only, as the rest of the
command line."""

import argparse

from elo.cli.args import UsageError
from elo.errors import InputError
from elo.messages import message
from elo.numbers import PLAIN, parse_whole_rating
from elo.texts import text
from elo.tournament.periods import month_rounds, over_30_days, periods_text, rate_periods
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.tournament.model import Tournament
    from elo.tournament.periods import Periods
    from elo.tournament.rating import PlayerResult

__all__ = ["add", "rated", "text_of", "PERIODS"]

#: --periods: month by month, or the whole tournament as one period.
PERIODS = ("monthly", "one")


def _default(tournament: "Tournament") -> str:
    """Without --periods: as FIDE rates it, by month where the rounds span over 30 days."""
    return PERIODS[0] if over_30_days(tournament) else PERIODS[1]


def add(command: argparse.ArgumentParser) -> None:
    command.add_argument("--periods", choices=PERIODS,
                         help="monthly: each month's games with that month's list (the round "
                              "dates, 132; docs/rules/papers.md); one: the whole tournament "
                              "as one period; without it, monthly where the rounds span "
                              "more than 30 days")
    command.add_argument("--rating-in", dest="rating_in", action="append", default=[],
                         nargs=2, metavar=("YYYY-MM", "RANK=R"),
                         help="rated by month: a player's rating on that month's list "
                              "(repeat it); without it, a later month's is the previous "
                              "month's plus its change")


def rated(tournament: "Tournament", results: "list[PlayerResult]", args: argparse.Namespace,
          ) -> "tuple[list[PlayerResult], Periods | None]":
    """The results month by month (and the Periods) where --periods asks, or by default
    where the rounds span more than 30 days; else as given."""
    if (args.periods or _default(tournament)) == "one":
        if args.rating_in:
            raise UsageError("argument --rating-in: only rated by month (--periods monthly)")
        return results, None
    periods = rate_periods(tournament, results, dict(args.k), _given(tournament, args))
    return periods.results, periods


def text_of(tournament: "Tournament", periods: "Periods | None") -> list[str]:
    """The lines after the table: a block per month, the note why one period, or (one
    period asked for) that FIDE rates a tournament of more than 30 days by month."""
    if periods is not None:
        return periods_text(periods)
    if over_30_days(tournament):
        return [text(PLAIN, "event-periods-long") + " " + text(PLAIN, "event-periods-option")]
    return []


def _given(tournament: "Tournament", args: argparse.Namespace) -> dict[str, dict[int, int]]:
    """--rating-in YYYY-MM RANK=R: by month, the ratings given for players the file rates."""
    months = [month for month, _ in month_rounds(tournament)]
    given: dict[str, dict[int, int]] = {}
    for month, pair in args.rating_in:
        rank, _, value = pair.partition("=")
        if month not in months:
            raise UsageError("argument --rating-in: %s is none of the tournament's months (%s)"
                             % (month, ", ".join(months) or "the file dates no round"))
        if not rank.strip().isdigit() or not value.strip():
            raise UsageError("argument --rating-in: write YYYY-MM RANK=R, e.g. %s 12=2105 "
                             "(not %r)" % (month, pair))
        player = tournament.players.get(int(rank))
        if player is None or not player.rating:
            raise UsageError("argument --rating-in: no player the file rates has the start "
                             "rank %s" % rank.strip())
        try:
            rating = parse_whole_rating(value, "rating")
        except InputError as error:
            raise UsageError("argument --rating-in: %s" % message(error)) from None
        given.setdefault(month, {})[int(rank)] = rating
    return given
