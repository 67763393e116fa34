"""The public sample tournaments (tests/samples/requirements.txt; `make samples` fetches
them) checked against what each file states of itself: the players (062) and the rated
players (072), the first and last day (042, 052) as written in three different ways, every
player's points (columns 81-84) against the sum of his rounds' results, and both lines of
every pairing agreeing. Then every player rated without a crash, and month by month
(elo.tournament.periods): the months of each file's 132 line, every player rated in each.
Plain Python, so
tests/mpy/tournament_samples_main.py runs it unchanged in the page's MicroPython."""

from elo.tournament import read_tournament
from elo.tournament.periods import PeriodResult, rate_periods
from elo.tournament.rating import check_rounds, rate_tournament
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.tournament.model import Tournament
    from elo.tournament.rating import PlayerResult

#: file, players (062), rated players (072), first day (042), last day (052), rounds
SAMPLES = (
    # FIDE's own example of the format: "28. 07. 2005"
    ("trf-example1.trf", 284, 146, "2005-07-28", "2005-07-31", 7),
    # JaVaFo's export of a Spanish Swiss with byes and forfeits: "08/04/2018", day first
    ("fidetournament-test_demo.trf", 137, 117, "2018-04-08", "2018-06-10", 7),
    # lichess Swiss exports: "May 29, 2020", no ratings FIDE knows
    ("trf-2020_06.trf", 13, 0, "2020-05-29", "2020-05-29", 10),
    ("trf-2021_03.trf", 9, 0, "2020-06-26", "2020-06-26", 9),
)

#: The months of the rounds as each file's 132 line dates them, with their rounds: the
#: Madrid Swiss's rounds 1-3 fall in April 2018 (04-08, 04-15, 04-22), 4-7 in May (05-06 to
#: 05-27), 49 days from first to last; the others date no round (an empty 132) and last
#: 30 days or less by 042 and 052, so they stay one period.
MONTHS = {"fidetournament-test_demo.trf": [("2018-04", [1, 2, 3]), ("2018-05", [4, 5, 6, 7])]}


def _read(name: str) -> "Tournament":
    with open(__file__.rsplit("/", 1)[0] + "/samples/" + name, "rb") as handle:
        return read_tournament(handle.read())


def differences() -> "dict[str, list[str]]":
    """{file: [what differs from what the file states]}; all lists empty when the reader
    reads each file as it describes itself."""
    found: "dict[str, list[str]]" = {}
    for name, players, rated, first, last, rounds in SAMPLES:
        event = _read(name)
        check_rounds(event)
        wrong: "list[str]" = []
        got = (len(event.players), len([p for p in event.players.values() if p.rating]),
               event.start, event.end, event.rounds)
        if got != (players, rated, first, last, rounds):
            wrong.append("players, rated, first, last, rounds: %r" % (got,))
        for rank in event.ranks():
            player = event.players[rank]
            total = sum(played.score for played in player.rounds)
            if player.points != total:
                wrong.append("rank %d: the file says %r points, his rounds %r"
                             % (rank, player.points, total))
        wrong += ["line %s: %s %r" % (p.line, p.code, p.params) for p in event.problems]
        results = rate_tournament(event)
        if len(results) != players:
            wrong.append("%d of %d players rated" % (len(results), players))
        wrong += _monthly(name, event, results)
        found[name] = wrong
    return found


def _monthly(name: str, event: "Tournament", results: "list[PlayerResult]") -> "list[str]":
    """What differs month by month: the months and their rounds; each player's months, a
    rated player's rating in each and his new one (the last month's)."""
    periods = rate_periods(event, results)
    months = MONTHS.get(name, [])
    if (periods.months if periods.split else []) != months:
        return ["months %r, note %r" % (periods.months, periods.note)]
    wrong: "list[str]" = []
    for result in periods.results if months else []:
        player = result.player
        if not isinstance(result, PeriodResult):  # split, so each one is rated by month
            wrong.append("rank %d: not rated month by month" % player.rank)
            continue
        held = [month.month for month in result.months]
        if held != [month for month, _ in months]:
            wrong.append("rank %d: months %r" % (player.rank, held))
        elif player.rating and (None in [month.rating for month in result.months]
                                or result.new_rating is None):
            wrong.append("rank %d: not rated in every month" % player.rank)
    return wrong
