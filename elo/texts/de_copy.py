"""The German words of the text to copy: in the image of their part of the page
(elo.web.shell.registry)."""

TEXT = {
    "copy-text-copied": "Kopiert.",
    "copy-text-select": "Der Text ist markiert: mit Strg+C (Cmd+C) kopieren.",
    "copy-text-none": "Noch kein Ergebnis zum Kopieren: bitte erst die markierten Felder korrigieren.",
    "copy-games": "{count} Partien:",
    "copy-games-one": "{count} Partie:",
    "copy-games-sum": "{games} gegen durchschnittlich {average}, {points}",
    "count-points": "{count} Punkte",
    "count-points-one": "{count} Punkt",
}
