"""Tournaments of more than 30 days rated month by month (elo.tournament.periods): the 132
line's dates, the days between two dates, the months, and K by 8.3.3 at each month's year.
The league's figures, on both runtimes, are the cases "tournament league ..." of
tests/cases/tournament.json, worked out by hand there from table 8.1.2."""

from elo.tournament import read_tournament
from elo.tournament.dates import day_number, round_dates
from elo.tournament.model import Tournament
from elo.tournament.periods import event_days, month_rounds, over_30_days, rate_periods
from elo.tournament.periods import PeriodResult
from elo.tournament.rating import rate_tournament
from helpers import FIXTURES

LEAGUE = FIXTURES / "tournament" / "league_two_months.trf"


def _line(*dates: str) -> str:
    """A 132 line as TRF writes it: each date from column 92, every 10 columns."""
    return "132" + " " * 88 + "".join("%-10s" % date for date in dates).rstrip()


def _player(rank: int, rating: int, born: str, rounds: list[tuple[int, str, str]]) -> str:
    """A TRF16 player line (docs/rules/trf.md: rank 5-8, name 15-47, rating 49-52, birth
    70-79, rounds from column 92): rounds as (opponent, colour, result)."""
    line = "001 %4d m    %-33s %4d GER %11s %10s %4s %4d" % (
        rank, "Player %d" % rank, rating, str(1000 + rank), born, "0.0", rank)
    return line + "".join("  %4d %s %s" % game for game in rounds)


def _tournament(lines: list[str]) -> Tournament:
    return read_tournament("\n".join(lines) + "\n")


def test_dates_from_column_92_every_10_columns() -> None:
    assert round_dates(_line("25/03/10", "25/03/24", "25/04/07")) == \
        ["2025-03-10", "2025-03-24", "2025-04-07"]
    # a round without a date keeps its place; a four-digit year fills its 10 columns
    assert round_dates(_line("25/03/10", "", "25/04/07")) == ["2025-03-10", "", "2025-04-07"]
    assert round_dates(_line("2025/03/10", "2025/03/24")) == ["2025-03-10", "2025-03-24"]
    assert round_dates("132") == []
    # off the columns: read by its words
    assert round_dates("132 25/03/10 25/03/24") == ["2025-03-10", "2025-03-24"]


def test_days_between_dates() -> None:
    # 2024 is a leap year: 28 February to 1 March two days, a year 366
    assert day_number("2024-03-01") - day_number("2024-02-28") == 2
    assert day_number("2025-01-01") - day_number("2024-01-01") == 366
    assert day_number("2026-01-25") - day_number("2025-12-20") == 36  # 11 + 25


def test_the_league_lasts_49_days_in_two_months() -> None:
    event = read_tournament(LEAGUE.read_bytes())
    # 2025-03-10 to 2025-04-28: 21 days to the end of March, 28 of April
    assert event_days(event) == 49 and over_30_days(event)
    assert month_rounds(event) == [("2025-03", [1, 2]), ("2025-04", [3, 4, 5])]


def test_without_a_132_line_the_first_and_last_day_decide_and_one_period_is_said() -> None:
    lines = [line for line in LEAGUE.read_text().splitlines() if not line.startswith("132")]
    event = _tournament(lines)
    assert event.round_dates == [] and event_days(event) == 49  # 042 and 052
    periods = rate_periods(event, rate_tournament(event))
    assert (periods.over_30_days, periods.split, periods.note) == \
        (True, False, "periods_no_dates")


def test_30_days_apart_is_one_period_and_31_are_two() -> None:
    rounds = [[(2, "w", "1"), (2, "b", "=")], [(1, "b", "0"), (1, "w", "=")]]
    for last, split in (("25/04/09", False), ("25/04/10", True)):  # 30 and 31 days
        event = _tournament(["012 Test", _line("25/03/10", last),
                             _player(1, 2000, "1980", rounds[0]),
                             _player(2, 2000, "1980", rounds[1])])
        assert over_30_days(event) is split
        assert rate_periods(event, rate_tournament(event)).split is split


def test_k_follows_each_months_year() -> None:
    """8.3.3: K 40 to the end of the year of the 18th birthday. Born 2007, rated 2000: in
    December 2025 (18) K 40, in January 2026 (19) K 20. December: 2000 against 2000, D 0,
    PD .50, a win: +.50 x 40 = +20, 2020 (the opponent, born 1980: -.50 x 20 = -10, 1990).
    January, on the lists assumed: 2020 against 1990, D 30, PD .54, a draw: -.04 x 20 =
    -0.8 -> -1, 2019. The event: +20 - 1 = +19."""
    event = _tournament(["012 Test", _line("25/12/20", "26/01/25"),
                    _player(1, 2000, "2007/06/01", [(2, "w", "1"), (2, "b", "=")]),
                    _player(2, 2000, "1980/06/01", [(1, "b", "0"), (1, "w", "=")])])
    first = rate_periods(event, rate_tournament(event)).results[0]
    assert isinstance(first, PeriodResult)  # over 30 days: rated month by month
    assert [(m.month, m.rating, m.k, m.k_source, m.change, m.new_rating)
            for m in first.months] == [("2025-12", 2000, 40, "junior", 20, 2020),
                                       ("2026-01", 2020, 20, "default", -1, 2019)]
    assert (first.change, first.new_rating, first.k_used) == (19, 2019, None)


def test_the_700_rule_over_the_months_games() -> None:
    """8.3.3: K x games at most 700. 18 games in one month at K 40: 40 x 18 = 720, so K 38
    (38 x 18 = 684); 17 games the next month: 40 x 17 = 680, K 40 stays. Junior born
    2010, 1500 against 1500 (D 0, PD .50), every game drawn: no change either month."""
    games = 35
    dates = ["25/03/%02d" % (day + 1) for day in range(18)] + \
        ["25/04/%02d" % (day + 1) for day in range(17)]
    ones = [(2, "w" if n % 2 else "b", "=") for n in range(games)]
    twos = [(1, "b" if n % 2 else "w", "=") for n in range(games)]
    line = "132" + " " * 88 + "".join("%-10s" % date for date in dates).rstrip()
    event = _tournament(["012 Test", line, _player(1, 1500, "2010", ones),
                    _player(2, 1500, "2010", twos)])
    first = rate_periods(event, rate_tournament(event)).results[0]
    assert isinstance(first, PeriodResult)  # over 30 days: rated month by month
    months = first.months
    assert [(m.games, m.k, m.fide.k if m.fide else None, m.change)
            for m in months] == [(18, 40, 38, 0), (17, 40, 40, 0)]
