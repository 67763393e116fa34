"""The local server, Chromium, the probes' JavaScript, and a page opened live."""

import contextlib
import functools
import os
import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Concatenate, ParamSpec, TypeVar

from playwright.sync_api import Browser, BrowserContext, Page
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

from .shapes import Log

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench-results"
JS = Path(__file__).resolve().parent / "js"
sys.path.insert(0, str(ROOT / "tools"))

from serve import serve_in_thread  # noqa: E402  (tools/ is no package)

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
Measured = TypeVar("Measured")
Arguments = ParamSpec("Arguments")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run", "--disable-sync"]


@functools.cache
def js(name: str) -> str:
    """The source of bench/js/NAME.js: an init script, or a function for page.evaluate."""
    return (JS / (name + ".js")).read_text(encoding="utf-8")


@contextlib.contextmanager
def running() -> Iterator[tuple[Browser, str]]:
    """(browser, base URL): the project root served on 127.0.0.1 and the system's
    Chromium, both stopped afterwards."""
    server, base = serve_in_thread(ROOT)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            try:
                yield browser, base
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()


def open_live(browser: Browser, url: str, scripts: Iterable[str],
              throttle: float = 1) -> tuple[BrowserContext, Page]:
    """A new context and page with the init scripts named in `scripts` (bench/js/) run
    before the page's, at `url`, live, its service worker active; with the CPU slowed
    down `throttle` times (DevTools)."""
    context = browser.new_context(locale="de-DE")
    page = context.new_page()
    for script in scripts:
        page.add_init_script(js(script))
    page.goto(url, timeout=60000)
    page.wait_for_function("window.__live > 0", timeout=60000)
    # the worker's install fetches and hashes every file: keys are not timed meanwhile
    page.evaluate(js("worker_ready"))
    if throttle != 1:
        session = context.new_cdp_session(page)
        session.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    return context, page


def retried(log: Log, what: str,
            measure: Callable[Concatenate[Browser, Arguments], Measured], browser: Browser,
            *args: Arguments.args, **kwargs: Arguments.kwargs) -> Measured:
    """measure(browser, *args, **kwargs), tried again up to twice when a page does not go
    live or a key gets no frame (a machine shared with other work, a page rebuilt
    meanwhile); the failed attempt's context is closed."""
    for attempt in (1, 2, 3):
        try:
            return measure(browser, *args, **kwargs)
        except (PlaywrightError, RuntimeError) as error:
            for context in browser.contexts:
                context.close()
            if attempt == 3:
                raise
            log("%s failed (%s), again" % (what, str(error).splitlines()[0][:100]))
    raise AssertionError("not reached: the third attempt returns or raises")
