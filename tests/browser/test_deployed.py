"""`make dist`'s site (tools/dist.py) in Chromium as a club would put it on its web space:
in a folder, /elo/, of a plain static server (Python's own handler: nothing rewritten, no
header of ours). It goes live, computes, loads nothing from elsewhere, works offline on
the second visit, and a new build uploaded over it reaches a returning visitor as the
service worker says (tools/service_worker.js). And `make run`'s server (elo/cli/server.py)
sends the site's compressed copies. The files themselves: tests/build/test_dist.py."""

import functools
import http.server
import json
import shutil
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

from helpers import ROOT, Calculator, offline_digests, visit

import build_page  # tools/, on the path through helpers
import dist
from serve import serve_in_thread

PREFIX = "/elo"
CONTROLLED = "navigator.serviceWorker.controller !== null"
#: FIDE, 1800 against 1900 (a win) and 1750 (a draw), K 20; the rating is typed.
FIDE_GAMES = "#system=fide&mode=tournament&k=20&games=1900:1,1750:0.5"


class PlainHandler(http.server.SimpleHTTPRequestHandler):
    """Python's static handler as it is, its log kept for a failure's message."""

    log: list[str] = []

    def log_message(self, format: str, *args: Any) -> None:
        self.log.append(format % args)


@pytest.fixture
def plain_host(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """(base URL, the folder it serves): the site goes into the folder's elo/."""
    root = tmp_path / "host"
    root.mkdir()
    PlainHandler.log.clear()
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(PlainHandler, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield "http://127.0.0.1:%d" % server.server_address[1], root
    server.shutdown()
    server.server_close()


def _statuses(page: Page) -> list[tuple[str, int]]:
    """Every response the context sees (the page's and its worker's), by URL."""
    found: list[tuple[str, int]] = []
    page.context.on("response", lambda response: found.append((response.url,
                                                                response.status)))
    return found


def test_the_site_in_a_folder_goes_live_computes_and_works_offline(
        page: Page, plain_host: tuple[str, Path]) -> None:
    base, root = plain_host
    dist.build_site(ROOT, root / PREFIX[1:])
    calc = Calculator(page, base + PREFIX)
    responses = _statuses(page)
    calc.open(FIDE_GAMES)
    calc.type("rating", "1800")
    # FIDE Rating Regulations (1 March 2024) 8.1.2: D = -100 gives PD 0.36, D = +50
    # gives 0.57; 8.3.1: change = K x sum(S - PD) = 20 x (1.5 - 0.93) = 20 x 0.57 = 11.4;
    # 8.3.4: rounded 0.5 away from zero, +11: 1800 + 11 = 1811
    assert calc.text("new-rating") == "1811"
    assert calc.text("change") == "+11"
    assert [found for found in responses if found[1] >= 400] == []
    assert all(url.startswith(base + PREFIX + "/") for url, _ in responses)
    page.wait_for_function(CONTROLLED)

    # the second visit without network: the worker's copy
    page.context.set_offline(True)
    try:
        visit(calc, FIDE_GAMES + "&rating=1900")
        # 1900 against 1900 (D 0: PD 0.50) and 1750 (D +150: PD 0.70, table 8.1.2):
        # 20 x (1.5 - 1.20) = +6
        assert calc.text("new-rating") == "1906"
        calc.type("rating", "1800")
        assert calc.text("new-rating") == "1811"
    finally:
        page.context.set_offline(False)
    calc.assert_clean()  # nothing requested outside base/elo/, no error


def _next_build(folder: Path) -> str:
    """A copy of this build's files with static/build/boot.js changed, and its sw.js as
    tools/build_page.py writes it: the next build. Returns its worker's version."""
    for path in dist.listed_files(ROOT):
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / path, folder / path)
    with open(folder / "static" / "build" / "boot.js", "a", encoding="utf-8") as boot:
        boot.write("window.__build = 2;\n")
    worker = build_page.service_worker_text(folder)
    (folder / "sw.js").write_text(worker, encoding="utf-8")
    version: str = json.loads(worker.split("const VERSION = ", 1)[1].split(";", 1)[0])
    return version


def _wait_for_cache(page: Page, version: str, seconds: int = 60) -> None:
    """Until the worker's caches are the one of `version` alone: that build installed
    whole and activated, the old one deleted (wait_for_function takes a promise for a
    true value, so it is polled here)."""
    for _ in range(seconds * 4):
        kept = page.evaluate("async () => (await caches.keys()).join()")
        if kept == "elo-calculator-" + version:
            return
        page.wait_for_timeout(250)
    raise AssertionError("the worker kept %s, not the version %s; the server's log:\n%s"
                         % (kept, version, "\n".join(PlainHandler.log[-40:])))


def test_a_new_build_reaches_a_returning_visitor(page: Page, plain_host: tuple[str, Path],
                                                 tmp_path: Path) -> None:
    base, root = plain_host
    dist.build_site(ROOT, root / PREFIX[1:])
    calc = Calculator(page, base + PREFIX)
    calc.open()
    page.wait_for_function(CONTROLLED)
    assert page.evaluate("window.__build") is None

    # uploaded over the old one, seconds later: the server's Last-Modified (whole
    # seconds) changes. A quick run gets here within the first build's second, where
    # Python's handler answers the worker's check 304 and the new build stays unseen.
    written = (root / PREFIX[1:] / "sw.js").stat().st_mtime
    while int(time.time()) <= int(written):
        time.sleep(0.1)
    source = tmp_path / "next"
    version = _next_build(source)
    dist.build_site(source, root / PREFIX[1:])

    # the first visit after it still shows the build the worker keeps, and its worker
    # finds the new sw.js, installs that build whole and takes over
    visit(calc, "")
    assert page.evaluate("window.__build") is None
    _wait_for_cache(page, version)
    # the next visit: the new build, kept for offline as well
    visit(calc, "")
    assert page.evaluate("window.__build") == 2
    calc.type("rating", "1600")  # 1600 v 1600, K 20, a win: +10
    assert calc.text("new-rating") == "1610"
    kept = page.evaluate("""async () => {
      const cache = await caches.open((await caches.keys())[0]);
      const body = await (await cache.match('static/build/boot.js')).text();
      return body.endsWith('window.__build = 2;\\n');
    }""")
    assert kept
    assert offline_digests(source)["static/build/boot.js"] == dist.listed_files(
        root / PREFIX[1:])["static/build/boot.js"]
    calc.assert_clean()


def test_make_runs_server_sends_the_compressed_copies(page: Page, tmp_path: Path) -> None:
    site = tmp_path / "site"
    rows = {row[0]: row for row in dist.build_site(ROOT, site)}
    server, base = serve_in_thread(site)
    try:
        responses = []
        page.on("response", lambda response: responses.append(response))
        calc = Calculator(page, base)
        calc.open()
        calc.type("rating", "1600")
        assert calc.text("new-rating") == "1610"
        sent = {}
        for response in responses:
            path = response.url[len(base) + 1:].split("?")[0] or "index.html"
            accepted = response.request.all_headers().get("accept-encoding", "")
            assert "gzip" in accepted, path
            coding = response.headers.get("content-encoding")
            if path in rows and rows[path][2] is not None:  # it has copies
                assert coding == ("br" if "br" in accepted.split(", ") else "gzip"), path
                assert response.headers.get("vary") == "Accept-Encoding", path
            sent[path] = coding
        assert {"index.html", "static/vendor/micropython/micropython.wasm",
                "static/build/elo.romfs"} <= set(sent)
        # the bytes on the wire are the copy's: the wasm as its .br or .gz
        wasm = rows["static/vendor/micropython/micropython.wasm"]
        timing = page.evaluate("""() => performance.getEntriesByType('resource')
            .filter(entry => entry.name.endsWith('/micropython.wasm'))
            .map(entry => [entry.encodedBodySize, entry.decodedBodySize])[0]""")
        coding = sent["static/vendor/micropython/micropython.wasm"]
        assert timing == [wasm[3] if coding == "br" else wasm[2], wasm[1]]
        calc.assert_clean()
    finally:
        server.shutdown()
        server.server_close()
