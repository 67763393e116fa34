"""Shared fixtures: the project root, a local server for the page, and Chromium.

Playwright cannot download its own browser here, so the system Chromium is launched
(CHROMIUM, default /usr/bin/chromium; `make test` installs it when missing).
"""

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from helpers import ROOT, Calculator  # noqa: E402  (helpers puts tools/ on the path)
from serve import serve_in_thread  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--no-first-run", "--disable-sync"]


def pytest_collection_modifyitems(items):
    """Every test that drives Chromium is marked `browser`: `make test-fast` leaves them out."""
    for item in items:
        if {"page", "browser", "calc"} & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def site():
    """Base URL of the page served from the project root on 127.0.0.1."""
    if not (ROOT / "static" / "vendor" / "pyscript" / "core.js").exists():
        pytest.fail("the runtime is not in static/vendor: run `make setup` (make test does)")
    server, url = serve_in_thread(ROOT)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "headless": True,
            "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    # The people the page was specified for read German: their browsers say so.
    return {**browser_context_args, "locale": "de-DE"}


@pytest.fixture
def calc(page, site):
    """The page in Chromium; after the test: no error banner, no console error, nothing
    requested off 127.0.0.1, no NaN or None on the page."""
    calculator = Calculator(page, site)
    yield calculator
    calculator.assert_clean()
