"""What the user typed is never lost, issue 14: it survives a reload (even one right after
a keystroke), a new visit finds it, a link overrides what the device kept and #forget clears
it; a link followed while the link write is due wins; and issue 6's share copies the link."""

from playwright.sync_api import Page

from helpers import Calculator


def test_every_forms_inputs_survive_a_reload(calc: Calculator) -> None:
    calc.open("")
    calc.type("opponent", "1700")
    calc.page.check('input[name="mode"][value="multi"]')
    calc.type("average", "1650")
    calc.page.select_option("#system", "fide")
    calc.type("rating", "1812")
    calc.fragment()  # typing has paused: the link and the device have it
    calc.page.evaluate("history.replaceState(null, '', location.pathname)")  # no link
    calc.reload()
    assert calc.page.input_value("#system") == "fide"
    assert calc.value("rating") == "1812"
    calc.page.select_option("#system", "elo")
    assert calc.value("average") == "1650"  # the other forms kept theirs (it was 1600)
    calc.page.check('input[name="mode"][value="single"]')
    assert calc.value("opponent") == "1700"


def test_a_reload_right_after_a_keystroke_keeps_it(calc: Calculator) -> None:
    calc.open("")
    calc.type("rating", "1999")
    with calc.page.expect_navigation():
        calc.page.evaluate("location.reload()")  # within the link's 150 ms pause
    calc.page.wait_for_function("window.__pyAllDone === true", timeout=30000)
    assert calc.value("rating") == "1999"
    assert calc.text("new-rating") != "1513"


def test_a_new_visit_finds_the_inputs_and_a_link_wins(calc: Calculator, page: Page,
                                                      site: str) -> None:
    calc.open("")
    calc.type("rating", "1777")
    calc.fragment()
    other = Calculator(page.context.new_page(), site).open("")
    assert other.value("rating") == "1777"
    linked = Calculator(page.context.new_page(), site).open("#rating=1400&opponent=1500")
    assert linked.value("rating") == "1400"
    for visit in (other, linked):
        visit.assert_clean()


def test_forget_device_clears_what_the_device_keeps(calc: Calculator, page: Page,
                                                    site: str) -> None:
    calc.open("")
    calc.type("rating", "1666")
    calc.fragment()
    calc.page.click("#forget-device")
    assert calc.text("undo-status").startswith("Alles gelöscht")
    assert calc.page.evaluate("localStorage.length") == 0
    calc.page.evaluate("dispatchEvent(new Event('pagehide'))")
    assert calc.page.evaluate("localStorage.length") == 0  # not written back on leaving
    fresh = Calculator(page.context.new_page(), site).open("")
    assert fresh.value("rating") == "1500"
    fresh.assert_clean()


def test_a_link_followed_while_the_link_write_is_due_wins(calc: Calculator) -> None:
    """The address bar is written once typing pauses; a link followed just as that write
    falls due must not be overwritten by it (an example clicked right after another was
    lost that way: its hashchange found the old state back in the address bar). The
    browser's order is forced here: the address bar changes (pushState fires no event),
    the write falls due, and only then does the hashchange arrive."""
    calc.open("")
    calc.page.evaluate("""() => new Promise(resolve => {
        const rating = document.getElementById('rating');
        rating.value = '1999';  // typed: the link write is now due in 150 ms
        rating.dispatchEvent(new Event('input', {bubbles: true}));
        history.pushState(null, '',
            '#system=elo&mode=single&rating=1500&opponent=1700&result=1&k=20');
        setTimeout(() => resolve(dispatchEvent(new HashChangeEvent('hashchange'))), 400);
    })""")
    calc.page.wait_for_function("document.getElementById('new-rating').textContent === '1515'")
    assert calc.value("rating") == "1500"
    assert "rating=1500" in calc.fragment()


def test_a_reload_right_after_a_key_in_thousands_of_rows_keeps_it(calc: Calculator) -> None:
    """Once a computation took long, keys wait for a pause in typing (app.SLOW_MS): one
    typed and left at once is still kept on the device (the helper's finding)."""
    calc.open("#system=fide&mode=tournament&rating=1800&k=20&games=" +
              ",".join("%d:1" % (1500 + i % 700) for i in range(6000)))
    calc.type("rating", "1900")  # slow: the keys after it wait for a pause
    calc.page.locator("#rating").press("Backspace")
    with calc.page.expect_navigation():
        calc.page.evaluate("location.reload()")  # before the 200 ms pause is over
    calc.page.wait_for_function("window.__pyAllDone === true", timeout=60000)
    assert calc.value("rating") == "190"


def test_share_copies_the_link(calc: Calculator) -> None:
    calc.page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    calc.open("#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5")
    calc.page.click("#share")
    calc.page.wait_for_function("document.getElementById('share-status').textContent !== ''")
    copied = calc.page.evaluate("navigator.clipboard.readText()")
    assert copied == calc.page.url and "games=1900:1,1750:0.5" in copied
    # the copied link, opened afresh, shows the same calculation
    other = Calculator(calc.page.context.new_page(), calc.site)
    other.page.goto(copied)
    other.page.wait_for_function("window.__pyAllDone === true")
    assert (other.text("new-rating"), other.text("change")) == ("1811", "+11")
    other.assert_clean()


def test_share_falls_back_to_a_selected_link(calc: Calculator) -> None:
    calc.page.add_init_script(
        "navigator.clipboard.writeText = () => Promise.reject(new Error('refused'));")
    calc.open("#system=elo&mode=single&rating=1500&opponent=1600&result=1&k=20")
    calc.page.click("#share")
    calc.page.wait_for_function("!document.getElementById('share-link').hidden")
    assert calc.value("share-link") == calc.page.url
    assert calc.page.evaluate("document.activeElement.id") == "share-link"
