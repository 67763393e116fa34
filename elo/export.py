"""The rows and totals of a tournament as CSV, for a spreadsheet.

German spreadsheets expect ";" between fields and a decimal comma: the German export
writes those, with a UTF-8 byte order mark so that umlauts arrive intact. Numbers use
the ASCII minus, which spreadsheets read as a number.
"""

from elo.classic import TournamentRating
from elo.numbers import format_number

__all__ = ["to_csv"]

_LABELS = {
    "de": ("Nr.", "Gegner", "Ergebnis", "Erwartet", "Differenz", "Wertung vorher", "K",
           "Punkte", "Erwartet gesamt", "Änderung genau", "Änderung", "Neue Wertung",
           "Turnierleistung", "nicht gewertet"),
    "en": ("No.", "Opponent", "Result", "Expected", "Difference", "Rating before", "K",
           "Points", "Expected total", "Change exact", "Change", "New rating",
           "Performance", "not rated"),
}


def _number(value, decimals, lang, scale=0):
    text = format_number(value, decimals, "c", scale=scale)
    return text.replace(".", ",") if lang == "de" else text


def _field(text, separator):
    """A field; every field is a number or a label of this module, so quoting is for the
    separator alone (a leading minus stays bare, so spreadsheets read a number)."""
    text = str(text)
    if separator in text or '"' in text:
        return '"' + text.replace('"', '""') + '"'
    return text


def _games(result, lang, labels):
    rows = []
    for number, game in enumerate(result.games, 1):
        opponent = "-" if game.opponent is None else str(game.opponent)
        if isinstance(result, TournamentRating):
            rows.append([number, opponent, _number(game.score, 1, lang),
                         _number(game.expected, 4, lang), _number(game.delta, 4, lang)])
        elif game.expected is None:
            rows.append([number, opponent, _number(game.score, 1, lang, 2), labels[13], ""])
        else:
            rows.append([number, opponent, _number(game.score, 1, lang, 2),
                         _number(game.expected, 2, lang, 2), _number(game.delta, 2, lang, 2)])
    return rows


def to_csv(result, lang="de"):
    """CSV text for a tournament result of any rule set."""
    labels = _LABELS[lang]
    separator = ";" if lang == "de" else ","
    rows = [list(labels[:5])] + _games(result, lang, labels) + [[]]
    if isinstance(result, TournamentRating):
        totals = [(labels[7], _number(result.score, 1, lang)),
                  (labels[8], _number(result.expected, 2, lang)),
                  (labels[9], _number(result.change.exact, 2, lang)),
                  (labels[10], str(result.change.rounded)),
                  (labels[11], _number(result.change.new_rating, 0, lang))]
    else:
        totals = [(labels[7], _number(result.score, 1, lang, 2)),
                  (labels[8], _number(result.expected, 2, lang, 2)),
                  (labels[9], _number(result.change_exact, 2, lang, 2)),
                  (labels[10], str(result.change)),
                  (labels[11], str(result.new_rating))]
    totals = [(labels[5], _number(result.rating, 0, lang)), (labels[6], str(result.k))] + totals
    performance = getattr(result, "performance", None)
    if performance is not None:
        totals.append((labels[12], str(performance.rating)))
    rows += [list(pair) for pair in totals]
    text = "\r\n".join(separator.join(_field(cell, separator) for cell in row) for row in rows)
    return ("\ufeff" if lang == "de" else "") + text + "\r\n"
