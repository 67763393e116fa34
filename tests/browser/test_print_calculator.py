"""The calculator's print in Chromium: page.pdf prints with print media (and fires
beforeprint, which writes the inputs as text and the date). One A4 page with the inputs,
the figures, the breakdown and the day printed, nothing of the other views and none of
the page's controls. Figures worked out by hand below."""

import datetime
import io

import pypdf

from elo.texts import text
from helpers import Calculator

# FIDE Rating Regulations 8.1.2 (elo/systems/tables.py, FIDE_PD_STEPS) for 1800, K 20:
#   1700 D +100 PD 0.64 win | 1750 +50 0.57 win  | 1800 0 0.50 draw  | 1850 -50 0.43 draw
#   1900 -100 0.36 loss     | 1950 -150 0.30 draw| 2000 -200 0.24 loss| 1650 +150 0.70 win
#   1720 +80 0.61 win       | 1880 -80 0.39 draw
# S = 6.0, sum PD = 4.74; 8.3.1: 20 x 1.26 = 25.2, rounded (8.3.4) +25: 1825
FIDE_OPPONENTS = ("1700", "1750", "1800", "1850", "1900", "1950", "2000", "1650", "1720",
                  "1880")
FIDE = "#system=fide&mode=tournament&rating=1800&k=20&games=" + ",".join(
    "%s:%s" % pair for pair in zip(FIDE_OPPONENTS, (
        "1", "1", "0.5", "0.5", "0", "0.5", "0", "1", "1", "0.5")))
# tests/cases/dwz.json "nu 2026 member 1887-44 K from formula": nu published 1887-44,
# seven draws, K 28.0, new DWZ 1876-45 (-11)
DWZ_OPPONENTS = ("1318", "1973", "1942", "1964", "1987", "1905", "1554")
DWZ = "#system=dwz&mode=tournament&rating=1887&index=44&end=2026-09-01&games=" + ",".join(
    opponent + ":0.5" for opponent in DWZ_OPPONENTS)

#: What the print must not show: the other views' and sections' headings, the buttons,
#: the footer (the words of elo/texts, as index.html has them).
ABSENT = ("event-heading", "season-heading", "gap-heading", "examples-heading",
          "faq-heading", "view-event", "view-season", "share-label", "copy-text-label",
          "add-to-season", "forget-label", "forget-device-label", "add-row", "import-label",
          "export-label", "kept-hint", "expected-note", "stakes-heading", "undo-label")


def _printed(calc: Calculator) -> list[str]:
    """The PDF's pages' texts, each with its line breaks joined to spaces."""
    reader = pypdf.PdfReader(io.BytesIO(calc.page.pdf(format="A4")))
    return [" ".join(page.extract_text().split()) for page in reader.pages]


def _absent(lang: str, printed: str) -> None:
    for key in ABSENT:
        words = " ".join(text(lang, key).split())
        assert words not in printed, key
    assert "English" not in printed and "Deutsch" not in printed  # the language buttons


def test_a_fide_tournament_of_ten_games_prints_on_one_page(calc: Calculator) -> None:
    calc.open(FIDE)
    pages = _printed(calc)
    assert len(pages) == 1
    printed = pages[0]
    for figure in ("1825", "+25"):
        assert figure in printed
    for opponent in FIDE_OPPONENTS:
        assert opponent in printed
    today = datetime.date.today()
    assert "Gedruckt am %d.%d.%d" % (today.day, today.month, today.year) in printed
    # the inputs as text: labels with their values, the rows counted
    assert "Deine FIDE-Elo 1800" in printed and "K-Faktor 20" in printed
    assert "Partien 10" in printed
    assert "Summe" in printed  # the written-out breakdown's steps
    _absent("de", printed)
    # on screen, the print's additions stay hidden
    assert calc.page.locator("#print-inputs").is_hidden()
    assert calc.page.locator("#print-date").is_hidden()


def test_a_dwz_case_prints_in_english_on_one_page(calc: Calculator) -> None:
    calc.open(DWZ + "&lang=en")
    pages = _printed(calc)
    assert len(pages) == 1
    printed = pages[0]
    for figure in ("1876", "\u221211", "1876-45"):
        assert figure in printed
    for opponent in DWZ_OPPONENTS:
        assert opponent in printed
    assert "Printed on %s" % datetime.date.today().isoformat() in printed
    assert "Your DWZ 1887" in printed and "2026-09-01" in printed
    _absent("en", printed)


def test_the_print_says_the_inputs_as_they_are_now(calc: Calculator) -> None:
    calc.open(FIDE)
    calc.type("rating", "1900")
    calc.language("en")
    printed = _printed(calc)[0]
    assert "Your FIDE rating 1900" in printed and "Deine" not in printed
    assert "Printed on" in printed
