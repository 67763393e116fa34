"""The arbiter's papers, what the engine cases (tests/cases/papers.json) cannot say as JSON:
the CSV cells of the figures (elo.tournament.figures), the TRF written back
(elo.tournament.trf_write) and the norm report's text.

Files: tests/fixtures/tournament/norm_*.trf (hand-made, their figures worked out in
tests/cases/papers.json and in the comments here)."""

import json

import pytest

import trf_round_trip
from elo.tournament import read_tournament
from elo.tournament.figures import figure_cells, figure_words, figures_of
from elo.tournament.model import Tournament
from elo.tournament.norm_words import missing_words, requirement_words
from elo.tournament.rating import PlayerResult, rate_tournament
from elo.tournament.report import tournament_dict
from elo.tournament.trf import read_trf
from elo.tournament.trf_write import write_trf
from helpers import CASES_DIR, FIXTURES, run_micropython
from swt_writer import swt_bytes

EVENTS = FIXTURES / "tournament"


def _results(name: str) -> tuple[Tournament, dict[int, PlayerResult]]:
    event = read_tournament((EVENTS / name).read_bytes())
    return event, dict((r.player.rank, r) for r in rate_tournament(event))


def test_figure_cells_in_both_languages() -> None:
    # Siegel (7) of norm_papers.trf: Ra 2408, We 4.26, W - We 2.74, final rank 1
    # (worked out in tests/cases/papers.json "papers figures norm round robin")
    _, results = _results("norm_papers.trf")
    figures = figures_of(results[7])
    assert figure_cells(figures, "en") == ["2408", "4.26", "2.74", "1"]
    assert figure_cells(figures, "de") == ["2408", "4,26", "2,74", "1"]
    # Arnaud (1) 2550: We for D = +30 .54, +50 .57, +100 .64, +150 .70, +130 .68, +160 .71,
    # +170 .72, +250 .81, +400 (the 400 cap, 8.3.1) .92 = 6.29; W 4.5: W - We = -1.79,
    # written with an ASCII minus so that a spreadsheet reads it as a number
    assert figure_cells(figures_of(results[1]), "de") == ["2390", "6,29", "-1,79", "2"]


def test_figure_words_in_both_languages() -> None:
    assert figure_words("de") == ["Elo-Schnitt", "We", "W - We", "Platz"]
    assert figure_words("en") == ["Avg. opp.", "We", "W - We", "Final rank"]


# the TRF written back (elo.tournament.trf_write)


def test_every_file_round_trips_on_cpython() -> None:
    found = trf_round_trip.round_trips()
    # the hand-made files with players, the real files, the samples and the built SWTs
    assert len(found) >= 19 + 26 + 4 + 5
    assert found == dict((name, []) for name in found)


@pytest.mark.slow
def test_every_file_round_trips_on_micropython() -> None:
    found = run_micropython("trf_write_main.py", mpy=True)
    assert found == trf_round_trip.round_trips() == dict((name, []) for name in found)


def _written(name: str) -> tuple[Tournament, list[str]]:
    event = read_tournament((EVENTS / name).read_bytes())
    return event, write_trf(event).split("\n")


def test_the_header_lines_are_written_back_as_they_were() -> None:
    # norm_papers.trf's lines 1-12, as the file has them (the "###" comment is not kept)
    _, lines = _written("norm_papers.trf")
    had = (EVENTS / "norm_papers.trf").read_text(encoding="utf-8").split("\n")[:12]
    assert lines[:12] == had
    assert lines[12].startswith("001    1 m GM Arnaud, Alain")


def test_a_player_line_in_trf16_columns() -> None:
    # docs/rules/trf.md: rank 5-8, sex 10, title 11-13 (right-aligned: PyPI's `trf`
    # reader takes a two-letter title only after a blank in 11), name 15-47, rating 49-52,
    # federation 54-56, FIDE id 58-68, birth 70-79, points 81-84, rank 86-89, round 1 from 92
    _, lines = _written("norm_papers.trf")
    siegel = [line for line in lines if line.startswith("001    7")][0]
    assert siegel[4:8] == "   7" and siegel[9] == "m" and siegel[10:13] == " FM"
    assert siegel[14:47].rstrip() == "Siegel, Sven" and siegel[48:52] == "2390"
    assert siegel[53:56] == "GER" and siegel[57:68] == "    2000077"
    assert siegel[69:79].rstrip() == "1990" and siegel[80:84] == " 7.0"
    assert siegel[85:89] == "   1" and siegel[91:99] == "   4 b ="


def test_a_corrected_result_is_on_both_lines_and_in_the_points() -> None:
    # norm_papers.trf round 7: Siegel (7) beat Imhof (10); corrected to a draw, Siegel has
    # 6.5 and Imhof 4.5 - the games of norm_im.trf, whose evaluation it must now be
    event = read_tournament((EVENTS / "norm_papers.trf").read_bytes())
    assert event.set_result(7, 7, "=") == [7, 10]
    lines = write_trf(event).split("\n")
    siegel = [line for line in lines if line.startswith("001    7")][0]
    imhof = [line for line in lines if line.startswith("001   10")][0]
    at = 91 + 6 * 10  # round 7's ten columns
    assert siegel[at:at + 8] == "  10 w =" and siegel[80:84] == " 6.5"
    assert imhof[at:at + 8] == "   7 b =" and imhof[80:84] == " 4.5"
    again = read_trf("\n".join(lines))
    im = read_tournament((EVENTS / "norm_im.trf").read_bytes())
    mine = tournament_dict(again, rate_tournament(again))["players"]
    theirs = tournament_dict(im, rate_tournament(im))["players"]
    for player in mine:
        player["final_rank"] = None  # norm_im.trf writes no final ranks
    assert mine == theirs


def test_a_swt_becomes_a_trf() -> None:
    # the spec of tests/cases/tournament.json "tournament swt rated": Herbstblitz, Testhausen,
    # 10.11.2025 - 12.11.2025, 3 rounds, 4 players, 3 of them FIDE rated
    spec = [case for case in json.loads((CASES_DIR / "tournament.json").read_text(
        encoding="utf-8")) if case["id"] == "tournament swt rated"][0]["args"][0]
    lines = write_trf(read_tournament(swt_bytes(spec))).split("\n")
    assert lines[:6] == ["012 Herbstblitz", "022 Testhausen", "042 2025/11/10",
                         "052 2025/11/12", "062 4", "072 3"]
    adler = [line for line in lines if line.startswith("001    1")][0]
    assert adler[10:13] == "WIM" and adler[53:56] == "AUT" and adler[69:79] == "1995/07/04"
    assert [line[:8] for line in lines if line[:3] == "GER"] == [
        "GER    1", "GER    3", "GER    4"]  # the DWZ kept in TRF26's national lines
    assert read_trf("\n".join(lines)).problems == []


# the norms in words (elo.tournament.norm_words)


def test_what_is_missing_in_both_languages() -> None:
    # norm_im.trf: Siegel's GM norm 0.5 points short; norm_home.trf: 7 of 9 opponents
    # from his own federation, 9 x 3/5 -> 5 allowed (two too many), 9 x 2/3 = 6 from one
    # (one too many) - worked out in tests/cases/papers.json
    _, results = _results("norm_im.trf")
    assert missing_words(results[7].norms[0], "de") == ["0,5 Punkte fehlen"]
    _, results = _results("norm_home.trf")
    assert missing_words(results[7].norms[0], "de") == [
        "2 Gegner zu viel aus dem eigenen Verband", "ein Gegner zu viel aus einem Verband"]
    assert missing_words(results[7].norms[0], "en") == [
        "2 opponents too many from his own federation",
        "one opponent too many from one federation"]


def test_a_requirement_in_words() -> None:
    # norm_home.trf, Siegel's GM check: 1.4.4, 7 opponents from GER, at most 5
    _, results = _results("norm_home.trf")
    own = results[7].norms[0].requirements[2]
    assert requirement_words(own, "de") == \
        "1.4.4 Gegner aus dem eigenen Verband: 7 (höchstens 5): nicht erfüllt"
    assert requirement_words(own, "en") == \
        "1.4.4 opponents from his own federation: 7 (at most 5): not met"
