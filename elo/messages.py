"""What each InputError code means, in German and English.

Shared by the page (next to the field) and the command line (one line on stderr).
"""

from elo.numbers import format_number

__all__ = ["LANGUAGES", "message"]

#: Languages of the page and of the messages; the first is the default.
LANGUAGES = ("de", "en")

_MESSAGES = {
    "de": {
        "empty": "Bitte einen Wert eintragen.",
        "not_a_number": "Bitte eine Zahl eingeben, zum Beispiel 1500 oder 0,5.",
        "separators": "Nur ein Dezimalzeichen verwenden (Komma oder Punkt), keine Tausenderpunkte.",
        "too_long": "Diese Zahl hat zu viele Stellen.",
        "not_finite": "Bitte eine endliche Zahl eingeben.",
        "not_whole": "Bitte eine ganze Zahl eingeben.",
        "k_not_positive": "Der K-Faktor muss größer als 0 sein.",
        "score": "Ergebnis: 1 (Sieg), ½ (Remis) oder 0 (Niederlage).",
        "games_positive": "Mindestens eine Partie eintragen.",
        "points_negative": "Punkte können nicht negativ sein.",
        "points_above_games": "Mehr Punkte als Partien geht nicht: höchstens {games}.",
        "points_half": "Punkte zählen in halben Schritten (Sieg 1, Remis ½).",
    },
    "en": {
        "empty": "Please enter a value.",
        "not_a_number": "Please enter a number, such as 1500 or 0.5.",
        "separators": "Use a single decimal mark (comma or point) and no thousands separator.",
        "too_long": "This number has too many digits.",
        "not_finite": "Please enter a finite number.",
        "not_whole": "Please enter a whole number.",
        "k_not_positive": "The K-factor must be greater than 0.",
        "score": "Result: 1 (win), ½ (draw) or 0 (loss).",
        "games_positive": "Enter at least one game.",
        "points_negative": "Points cannot be negative.",
        "points_above_games": "You cannot score more points than games played: {games} at most.",
        "points_half": "Points come in half steps (win 1, draw ½).",
    },
}


def message(error, lang="en"):
    """The sentence for an InputError in `lang`, numbers formatted for that language."""
    params = {}
    for name, value in error.params.items():
        params[name] = format_number(value, 0, lang) if isinstance(value, int) else value
    return _MESSAGES[lang][error.code].format(**params)
