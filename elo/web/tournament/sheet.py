"""The whole tournament's table for a spreadsheet: the columns the page's table shows
(elo.web.tournament.render.columns), a player a row, as elo.export.csv_text writes a CSV
(a BOM, so Excel keeps the umlauts; a decimal comma for German). Rated month by month,
the figures are the months' (elo.tournament.figures), as in the table. Pure."""

from elo.export import csv_text
from elo.texts import text
from elo.tournament.figures import FIGURE_COLUMNS, figure_cells, figures_of, k_cell
from elo.units import TYPE_CHECKING
from elo.web.tournament.render import COLUMN_WORDS, columns

if TYPE_CHECKING:
    from collections.abc import Iterable

    from elo.tournament.model import Tournament
    from elo.tournament.rating import PlayerResult

__all__ = ["to_csv"]


def _cell(value: object) -> str:
    return "" if value is None else str(value)


def _decimal(cell: str, lang: str) -> str:
    """A number's decimal point as the language writes it."""
    if lang == "de" and cell.replace(".", "", 1).isdigit() and "." in cell:
        return cell.replace(".", ",")
    return cell


def _new_rating(result: "PlayerResult") -> str:
    """The new (or first) rating: in brackets where it will not be published, as the
    table shows it."""
    fide = result.fide
    cell = _cell(fide.new_rating if fide is not None and fide.shape == "first"
                 else result.new_rating)
    return "(%s)" % cell if result.published is False else cell


def _cells(result: "PlayerResult", lang: str) -> dict[str, str]:
    """A player's cells by column."""
    player, dwz, fide = result.player, result.dwz, result.fide
    cells = {"rank": str(player.rank), "name": player.name, "federation": player.federation,
             "rating": _cell(player.rating), "k": k_cell(result),
             "games": str(result.counted_games), "score": _decimal(_cell(player.total() / 100),
                                                                   lang),
             "performance": _cell(fide.performance.rating if fide is not None and
                                  fide.performance is not None else None),
             "change": _cell(result.change), "new-rating": _new_rating(result),
             "dwz": _cell(player.dwz),
             "index": _cell(result.index if player.dwz else None),
             "dwz-change": _cell(dwz.change if dwz is not None else None),
             "dwz-new-rating": _cell(dwz.new_rating if dwz is not None else None),
             "norms": " ".join(n.title for n in result.norms if n.achieved)}
    cells.update(zip(FIGURE_COLUMNS, figure_cells(figures_of(result), lang)))
    return cells


def to_csv(tournament: "Tournament", results: "Iterable[PlayerResult]", lang: str) -> str:
    """The table as a CSV: the heads, then a row per player in the order given."""
    shown = columns(tournament)
    rows = [[text(lang, COLUMN_WORDS[column]) for column in shown]]
    for result in results:
        cells = _cells(result, lang)
        rows.append([cells[column] for column in shown])
    return csv_text(rows, lang)
