"""The page in Chromium: every test collected in this folder is marked `browser` (`make
test-fast` leaves them out), and the fixtures that start it.

Playwright cannot download its own browser here, so the system Chromium is launched
(CHROMIUM, default /usr/bin/chromium; `make test` installs it when missing).
"""

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from helpers import Calculator

HERE = Path(__file__).resolve().parent
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--no-first-run", "--disable-sync"]


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # a conftest's hook gets the items of the whole run, not only this folder's; and it
    # runs before -m deselects by marker
    for item in items:
        if HERE in Path(item.path).resolve().parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "headless": True,
            "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    # The people the page was specified for read German: their browsers say so.
    return {**browser_context_args, "locale": "de-DE"}


@pytest.fixture
def calc(page: Page, site: str) -> Iterator[Calculator]:
    """The page in Chromium; after the test: no error banner, no console error, nothing
    requested off 127.0.0.1, no NaN or None on the page."""
    calculator = Calculator(page, site)
    yield calculator
    calculator.assert_clean()


@pytest.fixture
def unworked(browser: Browser, site: str) -> Iterator[Calculator]:
    """The page in a context without a service worker, which would answer a part's
    request itself, where no route sees it (helpers.held)."""
    context = browser.new_context(locale="de-DE", service_workers="block")
    try:
        yield Calculator(context.new_page(), site)
    finally:
        context.close()
