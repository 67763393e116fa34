"""A handle on the live page for the browser tests.

Waits for PyScript's `py:all-done` (listener installed before the page loads) and
records console errors and every request, so each test can end with `assert_clean()`:
no .py-error banner, no console error, no request off 127.0.0.1.
"""

DONE_LISTENER = """
window.__pyAllDone = false;
addEventListener('py:all-done', () => { window.__pyAllDone = true; });
"""

FORBIDDEN = ("NaN", "Infinity", "undefined", "None", "Traceback")


class Calculator:
    def __init__(self, page, site):
        self.page = page
        self.site = site
        self.console_errors = []
        self.requests = []
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.console_errors.append(str(error)))
        page.on("request", lambda request: self.requests.append(request.url))
        page.add_init_script(DONE_LISTENER)

    def _console(self, message):
        if message.type == "error":
            self.console_errors.append(message.text)

    def open(self, fragment=""):
        self.page.goto(self.site + "/" + fragment)
        self.page.wait_for_function("window.__pyAllDone === true", timeout=30000)
        return self.settled()

    def settled(self):
        """Wait until the results' HTML parts are written: the page builds them after
        the figures have been painted, and marks the results aria-busy meanwhile."""
        self.page.wait_for_selector("#results:not([aria-busy='true'])", state="attached")
        return self

    def text(self, element_id):
        self.settled()
        return self.page.text_content("#" + element_id).strip()

    def value(self, element_id):
        return self.page.input_value("#" + element_id)

    def type(self, element_id, text):
        """Replace a field's text key by key, as a person types."""
        field = self.page.locator("#" + element_id)
        field.fill("")
        field.press_sequentially(text)
        self.settled()

    def fragment(self):
        """The address bar's fragment with the latest state: leaving the page writes what
        is pending at once, so a 'pagehide' flushes it."""
        self.page.evaluate("dispatchEvent(new Event('pagehide'))")
        return self.page.evaluate("location.hash")

    def visible_text(self):
        self.settled()
        return self.page.inner_text("body")

    def assert_clean(self):
        assert self.page.locator(".py-error").count() == 0
        assert self.console_errors == []
        outside = [url for url in self.requests
                   if not url.startswith(self.site + "/") and not url.startswith("data:")
                   and not url.startswith("blob:")]
        assert outside == []
        unwanted = [url for url in self.requests if any(
            plugin in url for plugin in ("py-editor", "py-terminal", "py-game", "donkey",
                                         "deprecations-manager", "codemirror", "xterm"))]
        assert unwanted == []  # plugins the page does not use are not even loaded
        text = self.visible_text()
        for word in FORBIDDEN:
            assert word not in text, word
