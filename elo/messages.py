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
        "file_too_large": "Die Datei ist zu groß (mehr als 20 MB).",
        "file_binary": "Das ist keine Textdatei: Bitte eine CSV- oder PGN-Datei wählen.",
        "file_empty": "Die Datei ist leer.",
        "file_line": "Zeile {line} ist nicht lesbar: „{problem}“. Erwartet: Gegnerwertung und Ergebnis.",
        "file_mixed": "Zeile {line} trennt die Spalten anders als die Zeilen davor (Komma und Semikolon gemischt).",
        "file_header": "Zeile {line}: In der Kopfzeile fehlt eine Spalte für die Gegnerwertung oder das Ergebnis.",
        "pgn_tag": "Zeile {line}: Dieses PGN-Tag ist unvollständig, etwa [White \"Name\"].",
        "pgn_no_tags": "Zeile {line}: Züge ohne die Tags einer Partie davor.",
        "pgn_no_games": "Die Datei enthält keine PGN-Partie.",
        "pgn_player": "„{player}“ kommt in der Datei nicht vor. Gefunden: {names}.",
        "missing_ratings": "Ohne Elo-Angabe für den Gegner: {games}. Bitte die Wertung nachtragen.",
        "control_char": "Dieses Feld enthält ein unsichtbares Steuerzeichen; bitte neu eintippen.",
        "too_large": "Höchstens {high}.",
        "unknown_system": "Unbekanntes Wertungssystem „{system}“. Bekannt: {known}.",
        "all_gap_600": "Keine Partie wird gewertet: Jede liegt 600 oder mehr Punkte auseinander, mit einem Spieler über 2600 (Schnell- und Blitzschach).",
        "not_a_date": "Bitte ein Datum wie 2026-06-14 eingeben (Jahr-Monat-Tag).",
        "born_after_end": "Das Geburtsjahr liegt nach dem Turnierende ({year}).",
        "dwz_only_forfeits": "Nur kampflose Partien: Sie zählen für die DWZ nicht.",
        "dwz_no_rated": "Kein Gegner hat eine DWZ: Für die DWZ zählen nur Partien gegen Gegner mit DWZ.",
        "dwz_no_counted": "Keine Partie zählt: Die übrigen sind kampflos oder gegen Gegner ohne DWZ.",
        "dwz_first_too_few_games": "Für eine erste DWZ braucht es mindestens {low} gewertete Partien gegen Gegner mit DWZ.",
        "dwz_first_extreme": "Mit 0 % oder 100 % gibt es noch keine erste DWZ: Die Partien zählen später als Restpartien.",
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
        "file_too_large": "The file is too large (over 20 MB).",
        "file_binary": "This is not a text file: please choose a CSV or PGN file.",
        "file_empty": "The file is empty.",
        "file_line": "Line {line} cannot be read: \"{problem}\". Expected: opponent rating and result.",
        "file_mixed": "Line {line} separates its columns differently from the lines before (comma and semicolon mixed).",
        "file_header": "Line {line}: the header has no column for the opponent's rating or the result.",
        "pgn_tag": "Line {line}: this PGN tag is incomplete, it should look like [White \"Name\"].",
        "pgn_no_tags": "Line {line}: moves without the tags of a game before them.",
        "pgn_no_games": "The file holds no PGN game.",
        "pgn_player": "\"{player}\" is not in the file. Found: {names}.",
        "missing_ratings": "No Elo for the opponent in: {games}. Please type the rating in.",
        "control_char": "This field holds an invisible control character; please type it again.",
        "too_large": "At most {high}.",
        "unknown_system": "Unknown rating system \"{system}\". Known: {known}.",
        "all_gap_600": "No game is rated: each is 600 or more points apart with a player above 2600 (rapid and blitz).",
        "not_a_date": "Please enter a date such as 2026-06-14 (year-month-day).",
        "born_after_end": "The year of birth is after the tournament's end ({year}).",
        "dwz_only_forfeits": "Only forfeited games: they do not count for the DWZ.",
        "dwz_no_rated": "No opponent has a DWZ: only games against opponents with a DWZ count.",
        "dwz_no_counted": "No game counts: the others are forfeits or against opponents without a DWZ.",
        "dwz_first_too_few_games": "A first DWZ needs at least {low} counted games against opponents with a DWZ.",
        "dwz_first_extreme": "A score of 0 % or 100 % gives no first DWZ yet: the games count later as stored games.",
    },
}


def message(error, lang="en"):
    """The sentence for an InputError in `lang`, numbers formatted for that language."""
    params = {}
    for name, value in error.params.items():
        params[name] = format_number(value, 0, lang) if type(value) is int else value
    return _MESSAGES[lang][error.code].format(**params)
