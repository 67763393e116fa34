"""Nothing a link or an injected script brings runs on the page: markup in a link's
values stays text, and the Content-Security-Policy blocks inline scripts."""

import pytest

from helpers import Calculator


def test_markup_in_a_link_stays_text(calc: Calculator) -> None:
    calc.open("#rating=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E")
    assert calc.value("rating") == "<img src=x onerror=alert(1)>"
    assert calc.page.locator("img").count() == 0
    assert calc.page.get_attribute("#rating", "aria-invalid") == "true"


def test_content_security_policy(calc: Calculator) -> None:
    calc.open()
    policy = calc.page.get_attribute('meta[http-equiv="Content-Security-Policy"]', "content")
    assert policy is not None
    assert "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'" in policy
    assert "unsafe-inline" not in policy and "default-src 'self'" in policy
    assert calc.page.locator("[onclick], [oninput], [onload], [onerror]").count() == 0
    calc.page.evaluate("""() => { const s = document.createElement('script');
        s.textContent = 'window.__injected = 1'; document.body.appendChild(s); }""")
    assert calc.page.evaluate("window.__injected") is None
    # the blocked script is reported; that one console error is expected here
    assert all("Content Security Policy" in error for error in calc.console_errors)
    calc.console_errors.clear()


@pytest.mark.parametrize("key", ["rating", "opponent", "k", "opponent_k", "average", "count",
                                 "points", "games", "mode", "system", "lang", "born"])
def test_a_link_is_data(calc: Calculator, key: str) -> None:
    value = "%3Cimg%20src%3Dx%20onerror%3Dwindow.__pwned%3D1%3E"
    calc.open("#system=fide&mode=tournament&ksource=rules&%s=%s" % (key, value)
              if key == "born" else "#%s=%s&mode=multi" % (key, value))
    assert calc.page.locator("img").count() == 0
    assert calc.page.evaluate("window.__pwned") is None
