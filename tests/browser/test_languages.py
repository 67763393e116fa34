"""Issue 22: the English words are not in the module image a German visit loads; they come
in an image of their own (static/build/elo-en.romfs, elo/web/shell/languages.py) when English is
first needed: a click on "English", a link with lang=en, an English browser. Offline, the
service worker's cache has them: tests/browser/test_offline.py."""

from playwright.sync_api import Browser, expect

from helpers import FIXTURES, Calculator, show_view, visit

ENGLISH = "elo-en.romfs"
ISSUE2_LINK = "#system=elo&mode=single&rating=1500&opponent=1600&result=1&k=20"
CLUB = FIXTURES / "tournament-page" / "club-swiss.trf"  # 8 players, 5 rounds


def english_requests(calc: Calculator) -> list[str]:
    return [url for url in calc.requests if url.endswith(ENGLISH)]


def test_a_german_visit_does_not_load_the_english_words(calc: Calculator) -> None:
    calc.open()
    calc.type("rating", "1600")
    assert calc.text("new-rating") == "1610"
    visit(calc, ISSUE2_LINK)
    assert calc.page.locator("h1").inner_text() == "Elo-Rechner für Schach"
    assert english_requests(calc) == []


def test_the_switch_to_english_loads_them_once_and_shows_every_view_in_english(
        calc: Calculator) -> None:
    calc.open(ISSUE2_LINK)
    calc.page.click('[data-lang="en"]')
    expect(calc.page.locator("h1")).to_have_text("Chess Elo calculator")
    assert calc.page.locator('label[for="rating"]').inner_text() == "Your rating"
    assert calc.text("expected") == "36.0%"
    show_view(calc, "season")
    expect(calc.page.locator("#season-heading")).to_have_text(
        "A season, tournament by tournament")
    show_view(calc, "event")
    expect(calc.page.locator("#event-heading")).to_have_text("A whole tournament at once")
    calc.page.set_input_files("#event-file", str(CLUB))
    expect(calc.page.locator("#event-table caption")).to_contain_text("Every player")
    expect(calc.page.locator("#event-rows tr[data-rank]")).to_have_count(8)
    calc.page.click('[data-lang="de"]')  # back and forth: loaded once
    calc.page.click('[data-lang="en"]')
    expect(calc.page.locator("h1")).to_have_text("Chess Elo calculator")
    assert len(english_requests(calc)) == 1


def test_an_english_link_works_on_a_cold_visit(calc: Calculator) -> None:
    calc.open(ISSUE2_LINK + "&lang=en")
    assert calc.page.locator("h1").inner_text() == "Chess Elo calculator"
    assert calc.page.evaluate("document.documentElement.lang") == "en"
    assert calc.text("expected") == "36.0%"
    assert calc.text("new-rating") == "1513"
    calc.type("rating", "1600")
    assert calc.text("new-rating") == "1610"
    # the way back to German: the questions and answers, which only index.html had in
    # German, come with the English image (elo.texts.RELABEL)
    faq = calc.page.locator('[data-i18n="faq-heading"]')
    assert faq.inner_text() == "Good to know"
    calc.language("de")
    assert faq.inner_text() == "Gut zu wissen"
    assert calc.page.locator('[data-i18n="faq-k-h"]').inner_text() == "Was der K-Faktor macht"
    assert len(english_requests(calc)) == 1


def test_an_english_browser_gets_english_on_a_cold_visit(browser: Browser, site: str) -> None:
    context = browser.new_context(locale="en-US")
    calc = Calculator(context.new_page(), site)
    try:
        calc.open()
        assert calc.page.locator("h1").inner_text() == "Chess Elo calculator"
        assert calc.text("expected") == "36.0%"
        calc.assert_clean()
    finally:
        context.close()


def test_without_its_image_the_page_stays_german_and_computes(calc: Calculator) -> None:
    calc.page.route("**/" + ENGLISH, lambda route: route.abort())
    calc.open(ISSUE2_LINK + "&lang=en")
    assert calc.page.locator("h1").inner_text() == "Elo-Rechner für Schach"
    assert calc.text("expected") == "36,0\u00a0%"
    calc.type("rating", "1600")
    assert calc.text("new-rating") == "1610"
    calc.page.click('[data-lang="en"]')  # its words cannot come: the page stays German
    calc.type("rating", "1500")
    assert calc.text("new-rating") == "1513"
    # the browser's own console error for the refused request, and the page's warning
    calc.console_errors = [error for error in calc.console_errors
                           if "ERR_FAILED" not in error]
