"""`elo tournament FILE --rounds N`: the rounds a file does not announce, so that the norms'
forecast (elo.tournament.forecast) counts them; a count below the file's own rounds is
refused with exit status 2."""

import io
from contextlib import redirect_stderr

from elo import cli
from helpers import FIXTURES, JsonObject, run

GM = str(FIXTURES / "tournament" / "norm_gm.trf")


def _siegel(report: JsonObject) -> JsonObject:
    siegel: JsonObject = [player for player in report["players"] if player["rank"] == 7][0]
    return siegel


def test_two_rounds_more_than_the_file_holds_are_forecast() -> None:
    status, report = run(["tournament", GM, "--rounds", "11"])
    assert report is not None, status
    assert status == 0 and report["rounds"] == 11 and report["remaining_rounds"] == [10, 11]
    gm = _siegel(report)["norms"][0]
    # Siegel (7): 7 of 9, the 2150 raised to 2200 (1.4.6), sum 21720 (tests/cases/tournament.json
    # "forecast GM with one round to go"). 2 of 2 more: 9 of 11 = 82 %, dp 262 (table
    # 1.4.9): Ra >= max(2380, 2338), sum >= 2379.5 x 11 = 26174.5, 2 A >= 4455: 2228.
    # 0 of 2: 7 of 11 = 64 %, dp 102: Ra >= 2498, 2 A >= 2497.5 x 11 - 21720 = 5752.5: 2877
    assert gm["title"] == "GM" and gm["forecast"]["remaining"] == 2
    assert gm["forecast"]["rows"][4] == {"points": 2, "min_average": 2228}
    assert gm["forecast"]["rows"][0] == {"points": 0, "min_average": 2877}


def test_the_file_alone_has_no_forecast_and_fewer_rounds_are_refused() -> None:
    status, report = run(["tournament", GM])
    assert report is not None, status
    assert status == 0 and _siegel(report)["norms"][0]["forecast"] is None
    err = io.StringIO()
    with redirect_stderr(err):
        status = cli.main(["tournament", GM, "--rounds", "3"])
    assert status == 2
    assert err.getvalue().strip().splitlines() == [
        "elo: error: argument --rounds: the file holds 9 rounds already"]


PAIRED = str(FIXTURES / "tournament" / "norm_paired.trf")


def test_paired_rounds_and_a_round_not_yet_paired() -> None:
    # tests/fixtures/tournament/norm_paired.trf (hand-made): Siegel (7) 6.5 of 7, rounds 8 and 9
    # paired with the GMs Arnaud 2550 and Barrios 2520; --rounds 10 adds a round no line
    # pairs. By hand (docs/rules/norms.md): the nine known opponents, the unrated Imhof
    # (1400) the lowest, raised to GM's floor 2200 (1.4.6): 21720; after rounds 8-9, Ra
    # 2413, Rp 2579 with 0 of 2 (72 %, dp 166), 2633 with 0.5 (78 %, dp 220).
    # Round 10 at A, ten games, Imhof still the lowest: Ra = (21720 + A) / 10 rounded.
    # Total 6.5: 65 %, dp 110, Ra >= 2490, A >= 24895 - 21720 = 3175 > 3000: none.
    # 7: 70 %, dp 149, Ra >= 2451, A >= 24505 - 21720 = 2785. 7.5: 75 %, dp 193, Ra >=
    # 2407, A >= 2345. 8 and more: 80 %, dp 240, Ra >= 2380 (1.4.7 over 2360): A >= 2075.
    # Ten games need max(3, 10 / 3 up) = 4 GMs (1.4.5b), 3 known: one more besides.
    status, report = run(["tournament", PAIRED, "--rounds", "10"])
    assert report is not None, status
    assert status == 0 and report["remaining_rounds"] == [8, 9, 10]
    gm = _siegel(report)["norms"][0]["forecast"]
    assert gm["remaining"] == 3 and gm["not_paired"] == 1 and gm["rows"] == []
    assert [(r["round"], r["rank"], r["title"]) for r in gm["paired_rounds"]] == [
        (8, 1, "GM"), (9, 2, "GM")]
    assert [(p["points"], p["made"], p["performance"]) for p in gm["paired"]] == [
        (0, False, 2579), (0.5, True, 2633), (1, True, 2686), (1.5, True, 2764),
        (2, True, 2857)]
    averages = [[row["min_average"] for row in p["rows"]] for p in gm["paired"]]
    assert averages == [[None, 2785, 2345], [2785, 2345, 2075], [2345, 2075, 2075],
                        [2075, 2075, 2075], [2075, 2075, 2075]]
    assert gm["besides"] == {"title_holders": 1}
