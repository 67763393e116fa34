"""A player's norms with their figures, and his norm report, in the whole tournament's view
(#event) in Chromium; the report printed alone on one A4 page (read back with pypdf), and
the tournament's print again once it is closed.

The file is tests/fixtures/tournament/norm_gm.trf (hand-made, docs/rules/norms.md's worked
check): Siegel (start rank 7) scores 7 of 9; Ra 2450 + 2400 + 2380 + 2550 + 2500 + 2420 +
2200 (Imhof's 2150 raised to GM's floor, 1.4.6) + 2300 + 2520 = 21720 / 9 = 2413.3 -> 2413;
7 / 9 = 78 %, dp 220 (table 1.4.9): Rp 2633. The event's name and place are the file's
012 and 022 lines."""

import io
import re
import unicodedata

import pytest
from playwright.sync_api import Locator, Page, expect
from pypdf import PdfReader

from helpers import FIXTURES, Calculator

GM = FIXTURES / "tournament" / "norm_gm.trf"
OPPONENTS = ("Arnaud, Alain", "Barrios, Blas", "Conti, Carlo", "Dekker, Dirk", "Nowak, Edward",
             "Farkas, Ferenc", "Graf, Gustav", "Haas, Holger", "Imhof, Ingo")
#: The words each language says them in (elo/texts/*_event.py, as a reader sees them).
WORDS = {
    "de": {"made": "GM-Norm: erreicht", "raised": "Imhof, Ingo (10): 2150 gezählt als 2200",
           "article": "1.4.4 Gegner aus dem eigenen Verband: 3 (höchstens 5): erfüllt",
           "heading": "Normbericht GM: Siegel, Sven (7)", "note": "es ist nicht das Formular",
           "caption": "Alle Spieler"},
    "en": {"made": "GM norm: made", "raised": "Imhof, Ingo (10): 2150 counted as 2200",
           "article": "1.4.4 opponents from his own federation: 3 (at most 5): met",
           "heading": "Norm report GM: Siegel, Sven (7)", "note": "it is not the form",
           "caption": "Every player"},
}


def _flat(text: str) -> str:
    """Text without its white space (a PDF breaks lines where the layout does), with the
    PDF's ligatures as letters."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))


def _pdf(page: Page) -> list[str]:
    data = page.pdf(format="A4", print_background=True)
    return [sheet.extract_text() for sheet in PdfReader(io.BytesIO(data)).pages]


def _siegels_details(calc: Calculator, lang: str) -> Locator:
    page = calc.page
    calc.open("#event")
    if lang != "de":
        calc.language(lang)
    page.set_input_files("#event-file", str(GM))
    page.wait_for_function(
        """() => !document.getElementById('event-table').hidden
            && document.querySelectorAll('#event-rows tr[data-rank]').length === 10
            && !document.getElementById('event-status').textContent.includes('\u2026')""")
    page.click("button.event-games[data-games='7']")
    details = page.locator("#event-rows tr[data-detail='7']")
    expect(details).to_be_visible()
    return details


@pytest.mark.parametrize("lang", ["de", "en"])
def test_siegels_norms_his_report_and_its_print(calc: Calculator, lang: str) -> None:
    words, page = WORDS[lang], calc.page
    details = _siegels_details(calc, lang)
    gm = details.locator(".norm-check[data-title='GM']")
    shown = " ".join(gm.inner_text().split())
    for said in (words["made"], "2413", "2633", words["raised"], words["article"]):
        assert said in shown, said
    assert gm.locator(".norm-requirements li").count() == 9  # 1.4.1 to 1.4.9
    assert details.locator(".norm-check[data-title='IM']").count() == 1  # an FM: GM, IM

    gm.locator("a.norm-report").click()
    report = page.locator("#event-norm-report")
    expect(report).to_be_visible()
    assert page.evaluate("location.hash") == "#event"
    assert page.evaluate("document.body.dataset.printing") == "norm-report"
    said = " ".join(report.inner_text().split())
    for piece in (words["heading"], "Norm check 7 of 9", "Normstadt", "2413", "2633",
                  words["note"]) + OPPONENTS:
        assert piece in said, piece

    sheets = _pdf(page)
    assert len(sheets) == 1, [len(sheet) for sheet in sheets]
    printed = _flat(sheets[0])
    for piece in (words["heading"], "Normcheck7of9", "2413", "2633", words["note"]) + \
            OPPONENTS:
        assert _flat(piece) in printed, piece
    assert _flat(words["caption"]) not in printed  # nothing of the table
    assert _flat(words["made"]) not in printed  # nor of his details

    page.click("#event-norm-report-close")
    expect(report).to_be_hidden()
    assert page.evaluate("document.body.dataset.printing") is None
    printed = _flat("".join(_pdf(page)))
    assert _flat(words["caption"]) in printed and _flat(words["heading"]) not in printed
    for name in OPPONENTS + ("Siegel, Sven",):  # every player of the table
        assert _flat(name) in printed, name
