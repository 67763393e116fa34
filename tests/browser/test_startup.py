"""Before Python runs: the first numbers are in the HTML, a link's numbers wait for
Python, what is typed meanwhile is kept and computed, and the default visit is not
computed twice."""

from playwright.sync_api import Page

from helpers import DONE_LISTENER

WASM = "**/micropython.wasm"


def test_first_numbers_are_in_the_html(page: Page, site: str) -> None:
    page.route(WASM, lambda route: route.abort())  # Python never starts
    page.goto(site + "/")
    assert page.text_content("#new-rating") == "1513"
    assert page.text_content("#change") == "+13"
    assert page.locator("#new-rating").is_visible()


def test_the_whole_default_calculation_is_in_the_html(page: Page, site: str) -> None:
    page.route(WASM, lambda route: route.abort())
    page.goto(site + "/")
    # the form as the defaults show it: classic Elo, one game (body's data-* switches)
    assert page.get_by_label("Mehrere Partien").is_visible()
    assert not page.locator("#points").is_visible()
    # below the results: tiers, the expected-score table and the chart with its marker
    assert "987" in (page.text_content("#tiers") or "")  # 2500 - 1513 to the GM threshold
    assert page.locator("#expected-table tr.current").count() == 1
    assert page.locator("#chart-marker circle").count() == 1
    assert "36,0" in (page.text_content("#chart-legend") or "")


def test_a_default_visit_is_not_computed_twice(page: Page, site: str) -> None:
    # index.html already shows the default calculation: Python binds the form and leaves
    # the outputs alone, and the first keystroke updates every one of them
    page.add_init_script(DONE_LISTENER + """
        window.__rewritten = [];
        addEventListener('DOMContentLoaded', () => new MutationObserver(records => {
            for (const record of records) {
                const output = record.target.parentElement &&
                    record.target.parentElement.closest('#results, .gap-grid');
                if (output) window.__rewritten.push(record.target.nodeName);
            }
        }).observe(document.body, {subtree: true, childList: true, characterData: true}));
    """)
    page.goto(site + "/")
    page.wait_for_function("window.__pyAllDone === true")
    assert page.evaluate("window.__rewritten") == []
    page.fill("#rating", "1600")  # 1600 v 1600, K 20, win: +10
    assert page.text_content("#new-rating") == "1610"
    assert "890" in (page.text_content("#tiers") or "")  # 2500 - 1610
    assert "50,0" in (page.text_content("#chart-legend") or "")
    assert page.locator("#chart-marker circle").count() == 1
    assert "1600 − 1600 = 0" in (page.text_content("#breakdown") or "")


def test_a_links_numbers_wait_for_python(page: Page, site: str) -> None:
    page.route(WASM, lambda route: route.abort())
    page.goto(site + "/#system=elo&mode=single&rating=2000&opponent=1600&result=1&k=20")
    assert page.evaluate(
        "getComputedStyle(document.getElementById('new-rating')).visibility") == "hidden"


def test_typed_before_python_is_kept_and_computed(page: Page, site: str) -> None:
    held = []
    page.route(WASM, lambda route: held.append(route))
    page.add_init_script(DONE_LISTENER)
    page.goto(site + "/")
    page.wait_for_function("true")
    while not held:
        page.wait_for_timeout(20)
    page.fill("#rating", "1600")
    page.fill("#k", "32")
    held[0].continue_()
    page.wait_for_function("window.__pyAllDone === true")
    assert page.input_value("#rating") == "1600"
    # 1600 v 1600, K 32, win: 32 x 0.5 = +16
    assert page.text_content("#new-rating") == "1616"
    page.evaluate("dispatchEvent(new Event('pagehide'))")  # writes the pending link
    assert "rating=1600" in page.evaluate("location.hash")
