"""The inputs as the calculator's print says them (elo.web.calculator.printed): each field
shown, labelled as the form labels it for the system, its value as text; a choice by its
words, a ticked box by its label, a date as the language writes it; empty fields left
out, the rows of games counted. The words are elo/texts'."""

from elo.web.calculator.inputs import Inputs
from elo.web.calculator.printed import inputs_html, printed_inputs


def _printed(fragment: str, lang: str = "de") -> list[tuple[str, str]]:
    inputs = Inputs(today="2026-12-02")
    inputs.read_link(fragment)
    return printed_inputs(inputs.screen(), lang)


def test_one_game_of_classic_elo() -> None:
    assert _printed("#system=elo&mode=single&rating=1500&opponent=1700&result=0.5&k=20") == [
        ("Wertungssystem", "Elo-Formel (klassisch)"), ("Was möchtest du berechnen?", "Eine Partie"),
        ("Deine Wertungszahl", "1500"), ("Wertungszahl des Gegners", "1700"),
        ("Dein Ergebnis", "Remis (½)"), ("K-Faktor", "20")]


def test_a_dwz_tournament_in_english_with_its_date_and_rows() -> None:
    printed = _printed("#system=dwz&mode=tournament&rating=1887&index=44&end=2026-09-01"
                       "&games=1318:0.5,1973:1", "en")
    assert ("Your DWZ", "1887") in printed
    assert ("Last day of the tournament", "2026-09-01") in printed
    assert printed[-1] == ("Games", "2")
    german = _printed("#system=dwz&mode=tournament&rating=1887&index=44&end=2026-09-01"
                      "&games=1318:0.5,1973:1")
    assert ("Letzter Turniertag", "1.9.2026") in german


def test_a_ticked_box_and_no_empty_field() -> None:
    printed = _printed("#system=fide&mode=tournament&first=1&games=1600:0.5")
    labels = [label for label, _ in printed]
    assert ("Ich habe noch keine FIDE-Wertung: Erstwertung nach Art. 8.2 berechnen",
            "\u2713") in printed
    assert "Deine FIDE-Elo" not in labels  # not shown for a first rating
    period = [label for label, _ in _printed("#system=fide&mode=tournament&rating=1800&k=20")]
    assert "Partien im ganzen Wertungszeitraum (für die 700-Regel, optional)" not in period


def test_the_html_is_escaped() -> None:
    html = inputs_html(Inputs(today="2026-12-02").screen(), "de")
    assert html.startswith('<div class="print-input"><dt>Wertungssystem</dt>')
    inputs = Inputs(today="2026-12-02")
    inputs.read_link("#system=elo&mode=single&rating=<b>&opponent=1700&result=1")
    assert "&lt;b&gt;" in inputs_html(inputs.screen(), "de") and "<b>" not in \
        inputs_html(inputs.screen(), "de")
