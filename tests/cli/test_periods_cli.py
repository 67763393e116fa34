"""`elo tournament FILE --periods [--rating-in YYYY-MM RANK=R]`: a tournament of more than
30 days month by month, as text and --json (docs/contract.md). The file is
tests/fixtures/tournament/league_two_months.trf; its figures are worked out by hand from table
8.1.2 in the cases "tournament league ..." of tests/cases/tournament.json, restated here in short:
Adler March 2395, K 20, +9 -> 2404; April 2404 (assumed), K 10, -5 -> 2399; the event +4.
One period, against the start list: -1, 2394."""

import json
import re
import subprocess
import sys

from helpers import FIXTURES, ROOT

LEAGUE = str(FIXTURES / "tournament" / "league_two_months.trf")
SWISS = str(FIXTURES / "tournament" / "swiss.trf")
MONTH_KEYS = {"month", "rounds", "games", "rating", "rating_from", "k", "k_before_700",
              "k_source", "score", "expected", "w_we", "change_exact", "change", "rating_after"}


def elo(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "elo", "tournament", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def rows(lines: list[str]) -> dict[int, list[str]]:
    """The table rows below a heading line, by start rank, cells split on 2+ blanks."""
    found: dict[int, list[str]] = {}
    for line in lines[1:]:
        cells = re.split(r"\s{2,}", line.strip())
        if not cells[0].isdigit():
            break
        found[int(cells[0])] = cells
    return found


def test_text_has_a_block_per_month() -> None:
    done = elo(LEAGUE, "--periods", "monthly")
    assert done.returncode == 0 and done.stderr == ""
    lines = done.stdout.splitlines()
    # K differs by month: March's 20, April's 10 (2404 on April's list: 8.3.3)
    assert rows(lines[1:])[1][3:8] == ["20\u219210", "5", "4", "+4", "2399"]
    march = lines.index("March 2025, rounds 1\u20132:")
    april = lines.index("April 2025, rounds 3\u20135:")
    assert re.split(r"\s{2,}", lines[march + 1].strip()) == \
        ["#", "name", "rating", "K", "games", "change", "new"]
    assert rows(lines[march + 1:])[1][2:] == ["2395", "20", "2", "+9", "2404"]
    assert rows(lines[april + 1:])[1][2:] == ["2404*", "10", "3", "-5", "2399"]
    assert rows(lines[april + 1:])[5][2:] == ["1931*", "40", "3", "+38", "1969"]
    assert lines[-1].startswith("* a later month's rating assumed")


def test_one_period_asked_for_and_a_line_that_fide_rates_by_month() -> None:
    done = elo(LEAGUE, "--periods", "one")
    lines = done.stdout.splitlines()
    assert rows(lines[1:])[1][3:8] == ["20", "5", "4", "-1", "2394"]
    assert lines[-1].startswith("The rounds span more than 30 days") and \
        "--periods monthly" in lines[-1]
    assert "--periods" not in elo(SWISS).stdout  # 6 days: nothing to say
    # without --periods, as FIDE rates it: by month, the rounds spanning over 30 days
    assert elo(LEAGUE).stdout == elo(LEAGUE, "--periods", "monthly").stdout


def test_json_periods_per_player_and_for_the_tournament() -> None:
    done = elo(LEAGUE, "--periods", "monthly", "--json")
    data = json.loads(done.stdout)
    assert data["over_30_days"] is True
    assert data["periods"]["monthly"] is True and data["periods"]["note"] is None
    assert data["periods"]["months"] == [{"month": "2025-03", "rounds": [1, 2]},
                                         {"month": "2025-04", "rounds": [3, 4, 5]}]
    assert data["periods"]["assumed"].startswith("The file holds the start list only")
    adler = data["players"][0]
    assert [set(month) for month in adler["periods"]] == [MONTH_KEYS, MONTH_KEYS]
    assert [(m["rating"], m["rating_from"], m["k"], m["change"], m["rating_after"])
            for m in adler["periods"]] == [(2395, "file", 20, 9, 2404),
                                           (2404, "assumed", 10, -5, 2399)]
    assert (adler["change"], adler["new_rating"], adler["counted_games"]) == (4, 2399, 5)
    one = json.loads(elo(LEAGUE, "--periods", "one", "--json").stdout)
    assert one["over_30_days"] is True and one["periods"] is None
    assert "periods" not in one["players"][0] and one["players"][0]["change"] == -1


def test_a_months_rating_given() -> None:
    # Adler on the April list at 2390: K 20, -.52 x 20 = -10.4 -> -10, 2380 (event.json)
    done = elo(LEAGUE, "--periods", "monthly", "--rating-in", "2025-04", "1=2390", "--json")
    april = json.loads(done.stdout)["players"][0]["periods"][1]
    assert (april["rating"], april["rating_from"], april["k"], april["change"],
            april["rating_after"]) == (2390, "given", 20, -10, 2380)
    text = elo(LEAGUE, "--periods", "monthly", "--rating-in", "2025-04",
               "1=2390").stdout.splitlines()
    april_at = text.index("April 2025, rounds 3\u20135:")
    assert rows(text[april_at + 1:])[1][2:] == ["2390!", "20", "3", "-10", "2380"]


def test_a_short_tournament_stays_one_period_and_says_so() -> None:
    done = elo(SWISS, "--periods", "monthly")
    assert done.stdout.splitlines()[-1] == \
        "The tournament lasts 30 days or less: it is one rating period."
    data = json.loads(elo(SWISS, "--periods", "monthly", "--json").stdout)
    assert (data["over_30_days"], data["periods"]["monthly"], data["periods"]["note"]) == \
        (False, False, "periods_short")


def test_what_rating_in_cannot_take() -> None:
    month = ["--periods", "monthly", "--rating-in", "2025-04"]
    for args, said in ((["--periods", "one", "--rating-in", "2025-04", "1=2390"],
                        "only rated by month"),
                       (["--periods", "monthly", "--rating-in", "2025-05", "1=2390"],
                        "2025-05 is none of the tournament's months (2025-03, 2025-04)"),
                       (month + ["9=2390"], "start rank 9"),
                       (month + ["1:2390"], "write YYYY-MM"),
                       (month + ["1=23.5"], "--rating-in")):
        done = elo(LEAGUE, *args)
        assert done.returncode == 2 and done.stdout == "", args
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("elo: error:") and said in lines[0], \
            done.stderr
