"""The English words of the calculator's file imports, the CSV and the rows
pasted: in the image of their part of the page (elo.web.shell.registry)."""

TEXT = {
    "import-done": "{count} games taken over.",
    "import-player-done": "{count} games of {player} taken over.",
    "import-done-one": "{count} game taken over.",
    "import-player-done-one": "{count} game of {player} taken over.",
    "import-progress": "Reading the file … {percent}%",
    "export-name": "elo-tournament.csv",
    "csv-number": "No.",
    "csv-opponent": "Opponent",
    "csv-result": "Result",
    "csv-expected": "Expected",
    "csv-delta": "Difference",
    "csv-rating-before": "Rating before",
    "csv-k": "K",
    "csv-points": "Points",
    "csv-expected-total": "Expected total",
    "csv-change-exact": "Change exact",
    "csv-change": "Change",
    "csv-new-rating": "New rating",
    "csv-performance": "Performance",
    "csv-not-rated": "not rated",
    "undo-rows-replaced": "{count} games replaced.",
    "undo-rows-replaced-one": "One game replaced.",
    "paste-done": "{added} games pasted; {count} in the table now.",
    "paste-done-one": "One game pasted; {count} in the table now.",
}
