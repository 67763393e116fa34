"""Die Wörter von „Was brauche ich?“, deutsch: der Satz, die Tabelle (elo.present.need)."""

TEXT = {
    "need-keep": "Mit {points} aus {games} gegen im Schnitt {average} hältst du {target}: neu {rating} ({change}).",
    "need-reach": "Mit {points} aus {games} gegen im Schnitt {average} erreichst du {target}: neu {rating} ({change}).",
    "need-none": "{target} ist nicht zu erreichen: Auch {games} aus {games} gegen im Schnitt {average} ergibt {rating} ({change}).",
    "need-average-so-far": "Der Schnitt ist der deiner bisherigen Gegner mit Wertung; trag den der kommenden Gegner ein, wenn du ihn kennst.",
    "need-col-points": "Punkte",
    "need-col-new-rating": "Neue Wertung",
    "need-of": "{points} aus {games}",
    "need-caption": "Jedes Ergebnis in {games} weiteren Partien gegen im Schnitt {average}",
    # the messages about input that only this part reads (elo.messages)
    "error-need_average_missing": "Bitte den Schnitt der kommenden Gegner eintragen: Bisher hat keine Partie einen Gegner mit Wertung.",
    "error-need_average_columns": "Den Schnitt als {columns} schreiben, einen Wert je Spalte der Partien.",
    "error-need_first": "Für eine erste Wertung gibt es keine Wertung zu halten: Was du brauchst, rechnet die Seite für eine bestehende Wertung.",
}
