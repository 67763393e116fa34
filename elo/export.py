"""The rows and totals of a tournament as CSV, for a spreadsheet.

German spreadsheets expect ";" between fields and a decimal comma: the German export
writes those, with a UTF-8 byte order mark so that umlauts arrive intact. Numbers use
the ASCII minus, which spreadsheets read as a number. Every system's result has the
same shape (elo.system), so one writer serves them all.
"""

from elo.numbers import PLAIN, format_number, format_value
from elo.period import to_points
from elo.texts import text
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

    from elo.shapes import Period

__all__ = ["to_csv"]

_HEAD = ("csv-number", "csv-opponent", "csv-result", "csv-expected", "csv-delta")


def _number(value: float, decimals: int, lang: str) -> str:
    text_ = format_number(value, decimals, PLAIN)
    return text_.replace(".", ",") if lang == "de" else text_


def _points(hundredths: float | None, decimals: int, lang: str) -> str:
    """Hundredths of a point: exact ints from the tables, floats from a formula."""
    points = to_points(hundredths)
    assert points is not None  # a period's totals, and a counted game's numbers
    return _number(points, decimals, lang)


def _decimals(value: float | None) -> int:
    return 2 if isinstance(value, int) else 4  # a table's hundredths, or a formula's


def _field(cell: object, separator: str) -> str:
    """A field; every field is a number or a label of this package, so quoting is for
    the separator alone (a leading minus stays bare, so spreadsheets read a number)."""
    cell = str(cell)
    if separator in cell or '"' in cell:
        return '"' + cell.replace('"', '""') + '"'
    return cell


def _games(result: "Period", lang: str) -> "list[list[Any]]":
    rows = []
    for number, game in enumerate(result.games, 1):
        opponent = "-" if game.opponent is None else str(game.opponent)
        row = [number, opponent, _points(game.score, 1, lang)]
        if game.counted:
            places = _decimals(game.expected)
            row += [_points(game.expected, places, lang), _points(game.delta, places, lang)]
        else:
            row += [text(lang, "csv-not-rated"), ""]
        rows.append(row)
    return rows


def csv_text(rows: "list[list[Any]]", lang: str) -> str:
    """Rows as CSV for a spreadsheet of the language: ";" between fields in German (whose
    spreadsheets take "," for the decimal mark), "," in English; a BOM first, so that
    Excel reads the umlauts of either as UTF-8."""
    separator = ";" if lang == "de" else ","
    body = "\r\n".join(separator.join(_field(cell, separator) for cell in row) for row in rows)
    return "\ufeff" + body + "\r\n"


def to_csv(result: "Any", lang: str = "de") -> str:
    """CSV text for a tournament result of any rule set; FIDE and the DWZ side by side
    give one section each, headed by the system's name."""
    if result.shape == "both":
        sections = [[[text(lang, "system-" + part.system)]] + _section(part, lang)
                    for part in (result.fide, result.dwz)]
        rows = sections[0] + [[]] + sections[1]
    else:
        rows = _section(result, lang)
    return csv_text(rows, lang)


def _section(result: "Period", lang: str) -> "list[list[Any]]":
    """The rows of one system's result: the games, then the totals."""
    rows = [[text(lang, key) for key in _HEAD]] + _games(result, lang) + [[]]
    totals = [("csv-rating-before", _number(result.rating, 0, lang))]
    if result.k is not None:  # the classic DWZ has E instead, in its breakdown
        k = format_value(result.k, PLAIN)
        totals.append(("csv-k", k.replace(".", ",") if lang == "de" else k))
    totals += [
        ("csv-points", _points(result.score, 1, lang)),
        ("csv-expected-total", _points(result.expected, 2, lang)),
        ("csv-change-exact", _points(result.change_exact, 2, lang)),
        ("csv-change", str(result.change)),
        ("csv-new-rating", _number(result.new_rating, 0, lang)),
    ]
    if result.performance is not None:
        totals.append(("csv-performance", str(result.performance.rating)))
    return rows + [[text(lang, key), value] for key, value in totals]
