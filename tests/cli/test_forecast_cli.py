"""`elo tournament FILE --rounds N`: the rounds a file does not announce, so that the norms'
forecast (elo.tournament.forecast) counts them; a count below the file's own rounds is
refused with exit status 2."""

import io
from contextlib import redirect_stderr

from elo import cli
from helpers import FIXTURES, run

GM = str(FIXTURES / "event" / "norm_gm.trf")


def _siegel(report):
    return [player for player in report["players"] if player["rank"] == 7][0]


def test_two_rounds_more_than_the_file_holds_are_forecast():
    status, report = run(["tournament", GM, "--rounds", "11"])
    assert status == 0 and report["rounds"] == 11 and report["remaining_rounds"] == [10, 11]
    gm = _siegel(report)["norms"][0]
    # Siegel (7): 7 of 9, the 2150 raised to 2200 (1.4.6), sum 21720 (tests/cases/event.json
    # "forecast GM with one round to go"). 2 of 2 more: 9 of 11 = 82 %, dp 262 (table
    # 1.4.9): Ra >= max(2380, 2338), sum >= 2379.5 x 11 = 26174.5, 2 A >= 4455: 2228.
    # 0 of 2: 7 of 11 = 64 %, dp 102: Ra >= 2498, 2 A >= 2497.5 x 11 - 21720 = 5752.5: 2877
    assert gm["title"] == "GM" and gm["forecast"]["remaining"] == 2
    assert gm["forecast"]["rows"][4] == {"points": 2, "min_average": 2228}
    assert gm["forecast"]["rows"][0] == {"points": 0, "min_average": 2877}


def test_the_file_alone_has_no_forecast_and_fewer_rounds_are_refused():
    status, report = run(["tournament", GM])
    assert status == 0 and _siegel(report)["norms"][0]["forecast"] is None
    err = io.StringIO()
    with redirect_stderr(err):
        status = cli.main(["tournament", GM, "--rounds", "3"])
    assert status == 2
    assert err.getvalue().strip().splitlines() == [
        "elo: error: argument --rounds: the file holds 9 rounds already"]
