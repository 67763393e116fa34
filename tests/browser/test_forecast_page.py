"""The norm forecast against the opponents already paired, in a player's details in the
whole tournament's view (#event) in Chromium, in both languages.

The file is tests/fixtures/tournament/norm_paired.trf (hand-made): Siegel (start rank 7) has 6.5
of 7 and rounds 8 and 9 pair him with the GMs Arnaud (2550) and Barrios (2520), no
results. By hand (docs/rules/forecast.md's worked case, Title Regulations 1.4): nine
opponents, the unrated Imhof raised to GM's floor 2200 (1.4.6): Ra 21720 / 9 = 2413; 0 of
2: 6.5 of 9 = 72 %, dp 166 (table 1.4.9), Rp 2579; 0.5 of 2: 78 %, dp 220, Rp 2633."""

import pytest
from playwright.sync_api import expect

from helpers import FIXTURES, Calculator
from tournament_view import choose, details, wait_for_table

PAIRED = FIXTURES / "tournament" / "norm_paired.trf"
#: What each language says (elo/texts/*_event.py, as a reader sees them).
WORDS = {
    "de": {"opponents": "Bereits gepaart: Runde 8 gegen Arnaud, Alain (GM, 2550, FRA); "
                        "Runde 9 gegen Barrios, Blas (GM, 2520, ESP).",
           "least": "Mit 0,5 aus 2 in den gepaarten Partien (Runden 8\u20139), gleich aus "
                    "welcher Partie, ist die GM-Norm erreicht (Rp 2633).",
           "short": "nicht erreicht: 0,5 Punkte fehlen", "half": "0,5 aus 2"},
    "en": {"opponents": "Already paired: round 8 against Arnaud, Alain (GM, 2550, FRA); "
                        "round 9 against Barrios, Blas (GM, 2520, ESP).",
           "least": "With 0.5 of 2 in the paired games (rounds 8\u20139), whichever game it "
                    "comes from, the GM norm is made (Rp 2633).",
           "short": "not made: 0.5 points short", "half": "0.5 of 2"},
}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_draw_against_the_paired_gms_is_said_to_give_the_norm(calc: Calculator,
                                                                lang: str) -> None:
    words, page = WORDS[lang], calc.page
    calc.open("#event")
    if lang != "de":
        calc.language(lang)
    choose(calc, PAIRED)
    wait_for_table(calc, 10)
    gm = page.locator(details(calc, 7) + " .norm-check[data-title='GM']")
    expect(gm.locator("p.norm-paired-opponents")).to_have_text(words["opponents"])
    table = gm.locator("table.norm-forecast.norm-paired")
    expect(table).to_be_visible()
    assert table.locator("tbody tr").count() == 5  # 0, 0.5, 1, 1.5, 2 of 2
    assert " ".join(table.locator("tr[data-points='0'] td").all_inner_texts()) == \
        "2413 2579 " + words["short"]
    half = table.locator("tr[data-points='0.5']")
    assert "made" in (half.get_attribute("class") or "")
    assert half.locator("th").inner_text() == words["half"]
    assert half.locator("td").nth(1).inner_text() == "2633"
    expect(gm.locator("p.norm-paired-least")).to_have_text(words["least"])
    assert gm.locator("p.norm-besides").count() == 0  # three GMs of nine: none missing
