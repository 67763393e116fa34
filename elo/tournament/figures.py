"""The figures chess-results and Vega show per player beside the change (docs/rules/papers.md,
"What arbiters hand on"), worked out once here for the command line's JSON, the CSV and the
page's table:

- `average`: the opponents' average FIDE rating (Ra, "Elo-Schnitt") over the games that
  count for FIDE, a whole number rounded as FIDE rounds an average of ratings (Title
  Regulations B.01 1.4.7: to the nearest whole number, 0.5 upward); None without such games;
- `expected`: We, the sum of the expected scores (table 8.1.2) of those games, hundredths of
  a point; None for a player without a rating (8.2 gives a first rating no We);
- `w_we`: W - We, hundredths of a point (the change before K);
  rated month by month (elo.tournament.periods), both are the sums of the months' (each
  month's games at that month's list), the same months the change and the new rating
  come from, so that no surface mixes one period's W - We with the months' change;
- `final_rank`: the rank the file says he finished on (TRF16 columns 86-89), None where it
  says none (a SwissChess file holds none the reader knows of).
"""

from elo.numbers import PLAIN, div_round_half_away, format_value
from elo.period import to_points
from elo.texts import text
from elo.units import TYPE_CHECKING, Hundredths

if TYPE_CHECKING:
    from elo.tournament.rating import PlayerResult

__all__ = ["Figures", "figures_of", "FIGURE_COLUMNS", "figure_words", "figure_cells",
           "k_cell"]


class Figures:
    """One player's average, We, W - We and final rank (see the module)."""

    __slots__ = ("average", "expected", "w_we", "final_rank", "opponents")

    def __init__(self, average: int | None, expected: Hundredths | None,
                 w_we: Hundredths | None,
                 final_rank: int | None, opponents: int) -> None:
        self.average = average
        self.expected = expected
        self.w_we = w_we
        self.final_rank = final_rank
        self.opponents = opponents  # the games the average is over


def figures_of(result: "PlayerResult") -> Figures:
    """The figures of one player's evaluation (elo.tournament.rating.PlayerResult)."""
    ratings = [line.rating for line in result.games if line.counted and line.rating]
    average = div_round_half_away(sum(ratings), len(ratings)) if ratings else None
    rated = result.fide
    expected = w_we = None
    months = getattr(result, "months", None)  # rated month by month (PeriodResult)
    if months is not None and result.player.rating:
        found = [month.fide for month in months if month.fide is not None]
        if found:
            expected = sum([one.expected for one in found])
            w_we = sum([one.score - one.expected for one in found])
    elif rated is not None and rated.shape == "period":
        expected, w_we = rated.expected, rated.score - rated.expected
    return Figures(average, expected, w_we, result.player.final_rank, len(ratings))


def k_cell(result: "PlayerResult") -> str:
    """The K a player's change was worked out with, as the tables write it: one K, or
    rated month by month with K differing between the months (8.3.3 at each month's
    rating and year), each month's in order ("20→10": not "20/10", which a spreadsheet
    reads as a date, nor "20, 10", a German decimal); "" where there is none."""
    months = getattr(result, "months", None)
    if months is not None:
        found = [month.fide.k for month in months if month.fide is not None]
        if found and found.count(found[0]) != len(found):
            return "\u2192".join([str(k) for k in found])
    k = result.k_used
    return "" if k is None else str(k)


#: The table's and the CSV's columns of these figures, and their words.
FIGURE_COLUMNS = ("average", "expected", "w-we", "final-rank")
_WORDS = {"average": "event-col-average", "expected": "event-col-expected",
          "w-we": "event-col-w-we", "final-rank": "event-col-final-rank"}


def figure_words(lang: str) -> list[str]:
    """The headings of FIGURE_COLUMNS in a language."""
    return [text(lang, _WORDS[column]) for column in FIGURE_COLUMNS]


def figure_cells(figures: Figures, lang: str) -> list[str]:
    """The CSV cells of FIGURE_COLUMNS ("" where there is no figure): plain ASCII numbers a
    spreadsheet reads, with a decimal comma for German ones (as elo.export.csv_text)."""
    cells = []
    for value, points in ((figures.average, False), (figures.expected, True),
                          (figures.w_we, True), (figures.final_rank, False)):
        cell = "" if value is None else format_value(to_points(value), PLAIN) if points \
            else str(value)
        cells.append(cell.replace(".", ",") if lang == "de" else cell)
    return cells
