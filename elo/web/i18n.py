"""The page's words in German and English.

Static text in index.html carries `data-i18n="key"` and is German in the file (the page
reads right before Python starts); `elo.web.main` swaps it when the language changes. A
test checks that the German text in index.html equals this table.
"""

__all__ = ["TEXT", "text"]

TEXT = {
    "de": {
        "title": "Elo-Rechner für Schach",
        "lead": "Neue Wertungszahl, Änderung und Erwartungswert – live beim Tippen, "
                "mit dem Rechenweg in deinen Zahlen. Alles wird in deinem Browser berechnet; "
                "nichts verlässt das Gerät.",
        "lang-label": "Sprache",
        "inputs-heading": "Eingaben",
        "mode-label": "Was möchtest du berechnen?",
        "mode-single": "Eine Partie",
        "mode-multi": "Mehrere Partien",
        "rating-label": "Deine Wertungszahl",
        "opponent-label": "Wertungszahl des Gegners",
        "result-label": "Dein Ergebnis",
        "result-win": "Sieg (1)",
        "result-draw": "Remis (½)",
        "result-loss": "Niederlage (0)",
        "k-label": "K-Faktor",
        "k-presets": "Übliche Werte",
        "k-hint": "FIDE: 40 für Neulinge und Jugendliche, 20 für die meisten, 10 ab 2400. "
                  "32 ist verbreitet, aber kein FIDE-Wert. Jeder Wert über 0 ist möglich.",
        "opponent-k-label": "K-Faktor des Gegners (optional)",
        "opponent-k-hint": "Leer lassen, wenn er denselben K-Faktor hat.",
        "average-label": "Durchschnitt der Gegner",
        "count-label": "Anzahl Partien",
        "points-label": "Erzielte Punkte",
        "points-hint": "Sieg 1, Remis ½, Niederlage 0 – zusammengezählt.",
        "results-heading": "Ergebnis",
        "new-rating-label": "Neue Wertungszahl",
        "change-label": "Änderung",
        "expected-label": "Erwartungswert",
        "expected-note": "Ein Remis zählt als halber Punkt: Der Erwartungswert ist der erwartete "
                         "Punkteanteil, keine reine Gewinnwahrscheinlichkeit.",
        "opponent-heading": "Dein Gegner",
        "outcomes-heading": "Sieg, Remis oder Niederlage",
        "breakdown-heading": "Rechenweg",
        "performance-label": "Turnierleistung",
        "noscript": "Dieser Rechner braucht JavaScript: Die Rechnung läuft als Python-Programm "
                    "in deinem Browser.",
        "footer": "Klassische Elo-Formel: E = 1 / (1 + 10^((Rb − Ra) / 400)), Änderung = "
                  "K × (S − E), auf ganze Punkte gerundet (0,5 von null weg). Der Link "
                  "enthält deine Eingaben; sie werden nie an einen Server geschickt.",
        # dynamic text
        "loading": "Rechner startet …",
        "fix-fields": "Bitte die markierten Felder korrigieren – bis dahin gibt es kein Ergebnis.",
        "win": "Sieg",
        "draw": "Remis",
        "loss": "Niederlage",
        "your-result": "dein Ergebnis",
        "new-rating-short": "neu",
        "step-difference": "Wertungsunterschied",
        "step-expected": "Erwartungswert pro Partie",
        "step-expected-total": "Erwartete Punkte",
        "step-change": "Änderung, genau",
        "step-rounded": "Gerundet (0,5 von null weg)",
        "step-new": "Neue Wertungszahl",
        "step-opponent": "Gegner",
        "opponent-line": "Gegner: {rating} → {new} ({change}), Erwartungswert {expected}",
        "expected-of": "{expected} von {games} Punkten",
    },
    "en": {
        "title": "Chess Elo calculator",
        "lead": "New rating, rating change and expected score, live as you type, with the "
                "working shown in your own numbers. Everything is computed in your browser; "
                "nothing leaves your device.",
        "lang-label": "Language",
        "inputs-heading": "Your inputs",
        "mode-label": "What do you want to work out?",
        "mode-single": "One game",
        "mode-multi": "Several games",
        "rating-label": "Your rating",
        "opponent-label": "Opponent's rating",
        "result-label": "Your result",
        "result-win": "Win (1)",
        "result-draw": "Draw (½)",
        "result-loss": "Loss (0)",
        "k-label": "K-factor",
        "k-presets": "Common values",
        "k-hint": "FIDE: 40 for newcomers and juniors, 20 for most players, 10 from 2400. "
                  "32 is common but not a FIDE value. Any value above 0 works.",
        "opponent-k-label": "Opponent's K-factor (optional)",
        "opponent-k-hint": "Leave empty if it is the same as yours.",
        "average-label": "Opponents' average rating",
        "count-label": "Games played",
        "points-label": "Points scored",
        "points-hint": "Win 1, draw ½, loss 0, added up.",
        "results-heading": "Result",
        "new-rating-label": "New rating",
        "change-label": "Change",
        "expected-label": "Expected score",
        "expected-note": "A draw counts as half a point: the expected score is the share of "
                         "the points you should take, not a pure chance of winning.",
        "opponent-heading": "Your opponent",
        "outcomes-heading": "Win, draw or loss",
        "breakdown-heading": "Working",
        "performance-label": "Performance",
        "noscript": "This calculator needs JavaScript: the arithmetic runs as a Python program "
                    "in your browser.",
        "footer": "Classic Elo formula: E = 1 / (1 + 10^((Rb − Ra) / 400)), change = "
                  "K × (S − E), rounded to whole points (0.5 away from zero). The link holds "
                  "your inputs; they are never sent to a server.",
        "loading": "Starting the calculator …",
        "fix-fields": "Please correct the marked fields; until then there is no result.",
        "win": "Win",
        "draw": "Draw",
        "loss": "Loss",
        "your-result": "your result",
        "new-rating-short": "new",
        "step-difference": "Rating difference",
        "step-expected": "Expected score per game",
        "step-expected-total": "Expected points",
        "step-change": "Change, exact",
        "step-rounded": "Rounded (0.5 away from zero)",
        "step-new": "New rating",
        "step-opponent": "Opponent",
        "opponent-line": "Opponent: {rating} → {new} ({change}), expected score {expected}",
        "expected-of": "{expected} of {games} points",
    },
}


def text(lang, key, **params):
    """The sentence `key` in `lang`, with {placeholders} filled."""
    sentence = TEXT[lang][key]
    return sentence.format(**params) if params else sentence
