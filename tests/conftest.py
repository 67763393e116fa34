"""Shared by every layer: tests/ on sys.path (helpers, the case runners) and a local
server for the page.

The tests are in one folder per layer: engine, web (the page's pure layer), cli, build (the
built files and the tools) and browser (the page in Chromium, marked `browser` by
tests/browser/conftest.py, which also holds the fixtures that start it).
"""

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from helpers import ROOT  # noqa: E402  (helpers puts tools/ on the path)
from serve import serve_in_thread  # noqa: E402

BROWSER_TESTS = ROOT / "tests" / "browser"
#: The fixtures that start Chromium (pytest-playwright's and tests/browser/conftest.py's).
CHROMIUM_FIXTURES = {"page", "browser", "calc"}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Only tests/browser/ is marked `browser`, so a test elsewhere that starts Chromium
    would run in `make test-fast`: it is refused instead."""
    stray = [item.nodeid for item in items
             if CHROMIUM_FIXTURES & set(getattr(item, "fixturenames", ()))
             and BROWSER_TESTS not in Path(item.path).resolve().parents]
    if stray:
        raise pytest.UsageError("tests that drive Chromium belong in tests/browser/: "
                                + ", ".join(stray))


@pytest.fixture(scope="session")
def site() -> Iterator[str]:
    """Base URL of the page served from the project root on 127.0.0.1 (here, not in
    tests/browser/: tests/build/test_offline_files.py checks the types it serves)."""
    if not (ROOT / "static" / "vendor" / "pyscript" / "core.js").exists():
        pytest.fail("the runtime is not in static/vendor: run `make setup` (make test does)")
    server, url = serve_in_thread(ROOT)
    yield url
    server.shutdown()
    server.server_close()
