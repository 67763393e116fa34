"""The arbiter's papers, what the engine cases (tests/cases/papers.json) cannot say as JSON:
the CSV cells of the figures (elo.tournament.figures), the TRF written back
(elo.tournament.trf_write) and the norm report's text.

Files: tests/fixtures/event/norm_*.trf (hand-made, their figures worked out in
tests/cases/papers.json and in the comments here)."""

from elo.tournament import read_tournament
from elo.tournament.figures import figure_cells, figure_words, figures_of
from elo.tournament.rating import rate_tournament
from helpers import FIXTURES

EVENTS = FIXTURES / "event"


def _results(name):
    event = read_tournament((EVENTS / name).read_bytes())
    return event, dict((r.player.rank, r) for r in rate_tournament(event))


def test_figure_cells_in_both_languages():
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


def test_figure_words_in_both_languages():
    assert figure_words("de") == ["Elo-Schnitt", "We", "W - We", "Platz"]
    assert figure_words("en") == ["Avg. opp.", "We", "W - We", "Final rank"]
