"""Die Wörter der Saison, deutsch: die Ansicht, ihre Hinweise und die Meldungen zur Datei."""

TEXT = {
    "error-season_event": "Turnier „{event}“: {detail}",
    "error-season_not_json": "Das ist keine Saisondatei (JSON, wie sie der Export der Saison schreibt).",
    "error-season_version": "Saisondateien der Version {version} liest die Seite nicht, nur Version {known}.",
    "error-season_not_object": "In der Saisondatei sollte {at} eine Gruppe von Einträgen {{…}} sein.",
    "error-season_not_list": "In der Saisondatei sollte {at} eine Liste […] sein.",
    "error-season_unknown_key": "Die Saisondatei hat einen Eintrag {at}, den die Seite nicht kennt.",
    "error-season_not_whole": "In der Saisondatei sollte {at} eine ganze Zahl sein.",
    "error-season_out_of_range": "In der Saisondatei sollte {at} zwischen {low} und {high} liegen.",
    "error-season_not_boolean": "In der Saisondatei sollte {at} true oder false sein.",
    "error-season_index_missing": "Zu einer DWZ gehört ihr Index (die Zahl nach dem Bindestrich).",
    "error-season_no_games": "Das Turnier hat keine Partien.",
    "error-season_no_fide": "Ein FIDE-Turnier braucht die Elo zu Beginn der Saison.",
    "error-season_no_start": "Die Saison hat keine Anfangswertung für {system}.",
    "season-note-fide_floor": "Nach {period} liegt die Elo unter {floor}: Die FIDE führt den Spieler dann als ungewertet (7.1.4); die Kette rechnet mit der Zahl weiter.",
    "season-note-dwz_switch": "Der DSB hat am 8. Juni 2026 jede DWZ umgestuft; die Formel ist nicht veröffentlicht. Die Kette rechnet daher ohne Umstufung von der letzten Auswertung weiter, ab „{event}“ nach den Regeln von 2026.",
    "season-note-dwz_first_pending": "„{event}“: Für eine erste DWZ fehlen Partien; der DSB hebt solche Partien für später auf (WO 3.4.2), diese Saison nicht.",
}
