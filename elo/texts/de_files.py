"""The German words of the calculator's file imports, the CSV and the rows
pasted: in the image of their part of the page (elo.web.shell.registry)."""

TEXT = {
    "import-done": "{count} Partien übernommen.",
    "import-player-done": "{count} Partien von {player} übernommen.",
    "import-done-one": "{count} Partie übernommen.",
    "import-player-done-one": "{count} Partie von {player} übernommen.",
    "import-progress": "Die Datei wird gelesen … {percent} %",
    "export-name": "elo-turnier.csv",
    "csv-number": "Nr.",
    "csv-opponent": "Gegner",
    "csv-result": "Ergebnis",
    "csv-expected": "Erwartet",
    "csv-delta": "Differenz",
    "csv-rating-before": "Wertung vorher",
    "csv-k": "K",
    "csv-points": "Punkte",
    "csv-expected-total": "Erwartet gesamt",
    "csv-change-exact": "Änderung genau",
    "csv-change": "Änderung",
    "csv-new-rating": "Neue Wertung",
    "csv-performance": "Turnierleistung",
    "csv-not-rated": "nicht gewertet",
    "undo-rows-replaced": "{count} Partien ersetzt.",
    "undo-rows-replaced-one": "Eine Partie ersetzt.",
    "paste-done": "{added} Partien eingefügt; jetzt {count} in der Tabelle.",
    "paste-done-one": "Eine Partie eingefügt; jetzt {count} in der Tabelle.",
}
