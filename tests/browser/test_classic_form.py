"""The classic Elo form end to end in Chromium, PyScript + MicroPython from local files:
one game and several, results and K presets, the opponent's side, the breakdown, both
languages and the link. Its bad values: test_errors.py."""

from playwright.sync_api import Browser

from helpers import Calculator

ISSUE2_LINK = "#system=elo&mode=single&rating=1500&opponent=1600&result=1&k=20"


def test_issue2_link_shows_1513(calc: Calculator) -> None:
    # issue 2: seed 002's 1500 vs 1600, K 20, win: +13 -> 1513, E 36.0 %
    calc.open(ISSUE2_LINK)
    assert calc.text("new-rating") == "1513"
    assert calc.text("change") == "+13"
    assert calc.text("expected") == "36,0\u00a0%"
    assert calc.page.evaluate("document.documentElement.lang") == "de"


def test_typing_recomputes_and_updates_the_link(calc: Calculator) -> None:
    calc.open(ISSUE2_LINK)
    calc.type("opponent", "2000")
    # seed 002: against 2000 a win with K 20 brings +19
    assert calc.text("new-rating") == "1519"
    assert calc.text("expected") == "5,3\u00a0%"
    assert "opponent=2000" in calc.fragment()
    calc.type("k", "32")
    assert calc.text("change") == "+30"  # seed 002: +30 with K 32
    assert "k=32" in calc.fragment()


def test_results_and_presets(calc: Calculator) -> None:
    calc.open(ISSUE2_LINK)
    calc.page.get_by_label("Remis (½)").check()
    assert calc.text("change") == "+3"
    calc.page.click('[data-preset="32"]')
    assert calc.value("k") == "32"
    assert calc.text("change") == "+4"  # seed 002: draw +4 with K 32
    assert "result=0.5" in calc.fragment() and "k=32" in calc.fragment()


def test_opponent_side_and_all_three_results(calc: Calculator) -> None:
    calc.open(ISSUE2_LINK)
    assert calc.text("opponent-new-rating") == "1587"
    assert calc.text("opponent-change") == "\u221213"
    cells = calc.page.locator("#outcomes tbody tr").first.locator("td").all_inner_texts()
    assert cells == ["+13", "+3", "\u22127"]  # seed 002, K 20
    actual = calc.page.locator("#outcomes thead th.actual").inner_text()
    assert actual.startswith("Sieg")


def test_opponent_with_own_k(calc: Calculator) -> None:
    calc.open(ISSUE2_LINK + "&k=40&opponent_k=10")
    assert calc.text("change") == "+26"
    assert calc.text("opponent-change") == "\u22126"


def test_breakdown_writes_the_formula_with_the_numbers(calc: Calculator) -> None:
    calc.open(ISSUE2_LINK)
    steps = calc.page.locator("#breakdown li").all_inner_texts()
    joined = "\n".join(steps)
    assert "1600 \u2212 1500 = 100" in joined
    assert "10^(100 / 400)" in joined
    assert "20 \u00d7 (1 \u2212 0,3599) = +12,80" in joined
    assert "1500 + 13 = 1513" in joined
    calc.type("rating", "1700")
    assert "1600 \u2212 1700 = \u2212100" in calc.page.inner_text("#breakdown")


def test_several_games(calc: Calculator) -> None:
    calc.open("#system=elo&mode=multi&rating=1500&average=1500&count=4&points=3&k=20")
    assert calc.page.locator("#count").is_visible()
    assert not calc.page.locator("#opponent").is_visible()
    assert calc.text("change") == "+20"  # 20 * (3 - 4 * 0.5)
    assert calc.text("new-rating") == "1520"
    calc.type("points", "1,5")
    assert calc.text("change") == "\u221210"
    assert "points=1,5" in calc.fragment()


def test_switching_mode_by_radio(calc: Calculator) -> None:
    calc.open(ISSUE2_LINK)
    calc.page.get_by_label("Mehrere Partien").check()
    assert calc.page.locator("#points").is_visible()
    assert "mode=multi" in calc.fragment()
    assert calc.text("change") == "+14"  # defaults: 5 games v 1600, 2.5 points: 20*(2.5-1.80)


def test_english(calc: Calculator) -> None:
    calc.open(ISSUE2_LINK)
    calc.language("en")
    assert calc.page.evaluate("document.documentElement.lang") == "en"
    assert calc.page.locator('label[for="rating"]').inner_text() == "Your rating"
    assert calc.text("expected") == "36.0%"
    assert "lang=en" in calc.fragment()
    calc.type("rating", "1500,5")  # a decimal comma works on the English page too
    assert calc.text("new-rating") == "1513.5"


def test_link_language_wins(calc: Calculator) -> None:
    calc.open(ISSUE2_LINK + "&lang=en")
    assert calc.page.locator("h1").inner_text() == "Chess Elo calculator"


def test_browser_language_sets_the_default(browser: Browser, site: str) -> None:
    context = browser.new_context(locale="en-US")
    calculator = Calculator(context.new_page(), site)
    try:
        calculator.open(ISSUE2_LINK)
        assert calculator.page.evaluate("document.documentElement.lang") == "en"
        calculator.assert_clean()
    finally:
        context.close()


def test_decimal_comma(calc: Calculator) -> None:
    calc.open(ISSUE2_LINK)
    calc.type("rating", "1500,5")
    assert calc.text("new-rating") == "1513,5"


def test_editing_the_address_shows_the_new_calculation(calc: Calculator) -> None:
    calc.open(ISSUE2_LINK)
    calc.page.evaluate("location.hash = "
                       "'#system=elo&mode=single&rating=1500&opponent=1600&result=0&k=32'")
    calc.page.wait_for_function("document.getElementById('change').textContent === '\u221212'")
    assert calc.value("k") == "32"
    assert calc.page.locator('input[name="result"][value="0"]').is_checked()


def test_every_control_is_labelled(calc: Calculator) -> None:
    calc.open()
    unlabelled = calc.page.evaluate("""
        [...document.querySelectorAll('input, select, textarea')]
          .filter(el => el.labels.length === 0 && !el.getAttribute('aria-label'))
          .map(el => el.id || el.name)""")
    assert unlabelled == []
