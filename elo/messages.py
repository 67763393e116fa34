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
        "game_format": "Eine Partie als GEGNER:ERGEBNIS schreiben, etwa 1900:1 oder -:½ (nicht „{game}“).",
        "too_small": "Mindestens {low}.",
        "no_games": "Bitte mindestens eine Partie eintragen.",
        "no_rated_games": "Keine Partie gegen einen gewerteten Gegner: Die FIDE wertet nur solche Partien.",
        "period_games_too_few": "Der Zeitraum kann nicht weniger Partien haben als hier eingetragen.",
        "time_control": "Bedenkzeit: standard, rapid oder blitz.",
        "ukd_below_floor": "Eine UKD liegt nie unter {low}.",
        "only_forfeits": "Nur kampflose Partien: Sie zählen für die UKD nicht.",
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
        "game_format": "Write a game as OPPONENT:RESULT, such as 1900:1 or -:½ (not \"{game}\").",
        "too_small": "At least {low}.",
        "no_games": "Please enter at least one game.",
        "no_rated_games": "No game against a rated opponent: FIDE rates only those games.",
        "period_games_too_few": "The period cannot hold fewer games than are entered here.",
        "time_control": "Time control: standard, rapid or blitz.",
        "ukd_below_floor": "A UKD is never below {low}.",
        "only_forfeits": "Only forfeited games: they do not count for the UKD.",
    },
}


def message(error, lang="en"):
    """The sentence for an InputError in `lang`, numbers formatted for that language."""
    params = {}
    for name, value in error.params.items():
        params[name] = format_number(value, 0, lang) if type(value) is int else value
    return _MESSAGES[lang][error.code].format(**params)
