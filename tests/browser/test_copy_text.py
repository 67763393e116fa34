"""#copy-text in Chromium: the calculation as a short text on the clipboard, in the page's
language, ending in a link that opens the same calculation; where the clipboard is
refused, the text shown selected in a readonly field. Figures worked out by hand below."""

from playwright.sync_api import expect

from helpers import Calculator, visit

CLIPBOARD = ["clipboard-read", "clipboard-write"]

# E = 1 / (1 + 10^((1700 - 1500) / 400)) = 0.2403; 20 x (1 - 0.2403) = 15.19 -> +15
CLASSIC = "#system=elo&mode=single&rating=1500&opponent=1700&result=1&k=20"
# FIDE Rating Regulations 8.1.2: D = 1800 - 1900 = -100 gives PD 0.36, D = +50 gives 0.57;
# 8.3.1: 20 x (1.5 - 0.93) = 11.4, rounded (8.3.4) +11: 1811
FIDE = "#system=fide&mode=tournament&k=20&rating=1800&games=1900:1,1750:0.5"
# tests/cases/dwz.json "nu 2026 member 1887-44 K from formula": nu published 1887-44,
# seven draws, K 28.0, new DWZ 1876 (-11)
DWZ = ("#system=dwz&mode=tournament&rating=1887&index=44&end=2026-09-01&games="
       "1318:0.5,1973:0.5,1942:0.5,1964:0.5,1987:0.5,1905:0.5,1554:0.5")


def _copied(calc: Calculator) -> str:
    calc.page.context.grant_permissions(CLIPBOARD, origin=calc.site)
    calc.page.click("#copy-text")
    calc.page.wait_for_function(
        "document.getElementById('copy-text-status').textContent !== ''")
    copied: str = calc.page.evaluate("navigator.clipboard.readText()")
    return copied


def _opens_the_same(calc: Calculator, text: str, figures: tuple[str, str]) -> None:
    """The link the text ends in, visited afresh, shows the same figures."""
    link = text.split("\n")[-1]
    assert link.startswith(calc.site + "/#")
    visit(calc, link[len(calc.site) + 1:])
    assert (calc.text("new-rating"), calc.text("change")) == figures


def test_classic_elo_in_german_and_english(calc: Calculator) -> None:
    calc.open(CLASSIC)
    text = _copied(calc)
    assert calc.text("copy-text-status") == "Kopiert."
    assert text.split("\n")[:5] == ["Elo-Formel (klassisch)", "Deine Wertungszahl: 1500",
                                    "1 Partie:", "1700: 1", "Neue Wertungszahl: 1515 (+15)"]
    calc.language("en")
    text = _copied(calc)
    assert calc.text("copy-text-status") == "Copied."
    assert text.split("\n")[:5] == ["Elo formula (classic)", "Your rating: 1500", "1 game:",
                                    "1700: 1", "New rating: 1515 (+15)"]
    assert "lang=en" in text.split("\n")[-1]
    _opens_the_same(calc, text, ("1515", "+15"))
    assert calc.page.evaluate("document.documentElement.lang") == "en"


def test_fide_with_its_games_and_k_and_the_link(calc: Calculator) -> None:
    calc.open(FIDE)
    text = _copied(calc)
    lines = text.split("\n")
    assert lines[:6] == ["FIDE-Wertungsordnung", "Deine FIDE-Elo: 1800", "2 Partien:",
                         "1900: 1", "1750: \u00bd", "Neue FIDE-Elo: 1811 (+11)"]
    assert lines[6].startswith("K-Faktor: K 20")
    _opens_the_same(calc, text, ("1811", "+11"))


def test_a_key_typed_a_moment_ago_is_in_the_text(calc: Calculator) -> None:
    calc.open(FIDE)
    calc.type("rating", "1900")
    # 1900 against 1900 (D 0: PD 0.50) and 1750 (D +150: PD 0.70, table 8.1.2):
    # 20 x (1.5 - 1.20) = +6: 1906
    text = _copied(calc)
    assert "Neue FIDE-Elo: 1906 (+6)" in text.split("\n")
    _opens_the_same(calc, text, ("1906", "+6"))


def test_dwz_with_its_development_coefficient_in_english(calc: Calculator) -> None:
    calc.open(DWZ + "&lang=en")
    text = _copied(calc)
    lines = text.split("\n")
    assert lines[:3] == ["DWZ (German Chess Federation)", "Your DWZ: 1887", "7 games:"]
    assert lines[10] == "New DWZ: 1876 (\u221211)"
    assert lines[11].startswith("Development: K 28.0")
    _opens_the_same(calc, text, ("1876", "\u221211"))


def test_a_refused_clipboard_shows_the_text_selected(calc: Calculator) -> None:
    # as a browser without the permission, or a page not served securely, refuses it
    calc.page.add_init_script(
        "navigator.clipboard.writeText = () => Promise.reject("
        "new DOMException('refused', 'NotAllowedError'))")
    calc.open(FIDE)
    calc.page.click("#copy-text")
    calc.page.wait_for_function(
        "document.getElementById('copy-text-status').textContent !== ''")
    assert "Strg+C" in calc.text("copy-text-status")
    area = calc.page.locator("#copy-text-area")
    assert area.is_visible() and area.get_attribute("readonly") is not None
    assert "Neue FIDE-Elo: 1811 (+11)" in area.input_value().split("\n")
    selected = calc.page.evaluate(
        "(() => { const a = document.getElementById('copy-text-area');"
        " return a.value.slice(a.selectionStart, a.selectionEnd); })()")
    assert selected == area.input_value()


def test_no_clipboard_at_all_and_no_result(calc: Calculator) -> None:
    calc.page.add_init_script(
        "Object.defineProperty(navigator, 'clipboard', {value: undefined})")
    calc.open("#system=fide&mode=tournament&rating=abc&games=1900:1")
    calc.page.click("#copy-text")
    # the copy's part may still be on its way (elo-copy.romfs): said once it has come
    expect(calc.page.locator("#copy-text-status")).to_contain_text("Noch kein Ergebnis")
    assert calc.page.locator("#copy-text-area").is_hidden()
    calc.type("rating", "1800")
    # 1800 against 1900: D -100, PD 0.36 (8.1.2); 20 x (1 - 0.36) = 12.8 -> +13
    calc.page.click("#copy-text")
    expect(calc.page.locator("#copy-text-status")).to_contain_text("Strg+C")
    assert "Neue FIDE-Elo: 1813 (+13)" in \
        calc.page.locator("#copy-text-area").input_value().split("\n")
