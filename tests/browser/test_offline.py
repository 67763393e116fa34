"""Issue 14, the second visit without network, in Chromium: the service worker keeps what
the page loads, a reload offline computes, and a new build replaces the old one whole;
and a page loaded goes on computing offline.
The files for it (sw.js, the manifest, the icons): tests/build/test_offline_files.py."""

import contextlib
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

from playwright.sync_api import Page

import pytest
from playwright.sync_api import expect

from elo.web.shell.registry import part
from helpers import (FIXTURES, ROOT, Calculator, dwz_formula_cases, dwz_link, offline_digests,
                     show_view, visit)

import build_page  # tools/, on the path through helpers
from serve import serve_in_thread

CONTROLLED = "navigator.serviceWorker.controller !== null"
# the new worker takes the page over first, then deletes the old caches
ACTIVATED = "navigator.serviceWorker.controller.state === 'activated'"

# Installed before every load: notes when a new worker takes the page over.
TAKEOVER_LISTENER = """
window.__takenOver = false;
navigator.serviceWorker.addEventListener('controllerchange', () => { window.__takenOver = true; });
"""

CACHED = """async () => {
  const found = {};
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    found[name] = {};
    for (const request of await cache.keys()) {
      const body = await (await cache.match(request)).arrayBuffer();
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
      found[name][new URL(request.url).pathname.slice(1)] =
        'sha256-' + btoa(String.fromCharCode(...digest));
    }
  }
  return found;
}"""

# An update asked for at once (a reload asks too, a few seconds later): how it ended.
UPDATE = """async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  try {
    await registration.update();
  } catch (error) {
    return 'failed';
  }
  const worker = registration.installing || registration.waiting;
  if (!worker) return 'unchanged';
  while (!['activated', 'redundant'].includes(worker.state)) {
    await new Promise(settled => worker.addEventListener('statechange', settled, {once: true}));
  }
  return worker.state;
}"""


def test_a_reload_without_network_computes(calc: Calculator) -> None:
    # a worker that lists other bytes than the server sends never installs
    assert (ROOT / "sw.js").read_text(encoding="utf-8") == build_page.service_worker_text(), \
        "sw.js is out of date: run `make setup`"
    calc.open()
    calc.page.wait_for_function(CONTROLLED)
    listed = set(build_page.offline_files())
    loaded = {url[len(calc.site) + 1:] or "index.html" for url in calc.requests}
    assert loaded <= listed  # every file the visit loaded is kept
    calc.page.context.set_offline(True)
    try:
        calc.page.reload()
        calc.page.wait_for_function("window.__pyAllDone === true", timeout=30000)
        calc.type("rating", "1600")  # 1600 v 1600, K 20, a win: +10
        assert calc.text("new-rating") == "1610"
        calc.open("index.html?from=home")  # the same file, whatever the query
        calc.type("rating", "1700")  # +7
        assert calc.text("new-rating") == "1707"
    finally:
        calc.page.context.set_offline(False)


@contextlib.contextmanager
def offline_after_a_visit(calc: Calculator, image: str) -> Iterator[None]:
    """A visit to the calculator, which does not load `image`, then a reload without
    network: what comes later comes from the worker's cache."""
    calc.open()
    calc.page.wait_for_function(CONTROLLED)
    assert not any(url.endswith("/" + image) for url in calc.requests)
    calc.page.context.set_offline(True)
    try:
        calc.page.reload()
        calc.page.wait_for_function("window.__pyAllDone === true", timeout=30000)
        yield
    finally:
        calc.page.context.set_offline(False)


def test_english_offline_comes_from_the_workers_cache(calc: Calculator) -> None:
    # a German visit loads no English word (issue 22); the worker keeps them, so the
    # switch to English works on a reload without network
    with offline_after_a_visit(calc, "elo-en.romfs"):
        calc.language("en")
        assert calc.text("expected") == "36.0%"
        assert calc.page.locator("h1").inner_text() == "Chess Elo calculator"
        assert calc.page.locator('label[for="rating"]').inner_text() == "Your rating"
        calc.type("rating", "1600")
        assert calc.text("new-rating") == "1610"
        # a new visit by an English link, offline: its words from the cache at start-up
        visit(calc, "#system=elo&mode=single&rating=1500&opponent=1600&result=1&lang=en")
        assert calc.page.locator("h1").inner_text() == "Chess Elo calculator"
        assert calc.text("new-rating") == "1513"


@pytest.mark.parametrize("name", ["tournament", "season"])
def test_a_view_first_opened_offline_comes_from_the_workers_cache(calc: Calculator,
                                                                  name: str) -> None:
    # a visit to the calculator alone loads neither the tournament view nor the season
    # (elo/web/shell/registry.py: each a part of its own); the worker keeps their images,
    # so a view opened for the first time without network works, from its link too
    with offline_after_a_visit(calc, part(name).image):
        if name == "tournament":
            show_view(calc, "event")
            calc.page.set_input_files("#event-file",
                                      str(FIXTURES / "tournament-page" / "club-swiss.trf"))
            calc.page.wait_for_function(
                "document.querySelectorAll('#event-rows tr[data-rank]').length === 8")
            assert calc.text("event-error") == ""
        else:
            visit(calc, "#season")
            expect(calc.page.locator("#season-status")).not_to_have_text("")
            assert calc.text("season-error") == ""


def test_other_systems_rules_offline_come_from_the_workers_cache(calc: Calculator) -> None:
    # the rules after classic Elo are a part of their own (test_later_parts.py);
    # the worker keeps them: a DWZ link opened without network computes
    case = dwz_formula_cases()[0]
    with offline_after_a_visit(calc, part("systems").image):
        visit(calc, dwz_link(case))
        assert calc.text("new-rating") == str(case["expect"]["new_rating"])


def test_a_new_build_replaces_the_old_one_whole(page: Page, tmp_path: Path) -> None:
    site = tmp_path / "site"
    for path in build_page.offline_files() + ["sw.js"]:
        (site / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / path, site / path)
    server, url = serve_in_thread(site)
    boot = site / "static" / "build" / "boot.js"
    old_boot, old = boot.read_bytes(), offline_digests(site)
    new_boot = old_boot + b"window.__build = 2;\n"

    def deploy_worker() -> None:
        # the server answers 304 for a file no newer than the browser's copy, to the second
        (site / "sw.js").write_text(build_page.service_worker_text(site), encoding="utf-8")
        later = os.stat(site / "sw.js").st_mtime + 10
        os.utime(site / "sw.js", (later, later))

    try:
        calc = Calculator(page, url)
        page.add_init_script(TAKEOVER_LISTENER)
        calc.open()
        page.wait_for_function(CONTROLLED)
        first = page.evaluate(CACHED)
        assert list(first.values()) == [old]

        # half an upload: the new worker is there, boot.js is still the old one
        boot.write_bytes(new_boot)
        deploy_worker()
        boot.write_bytes(old_boot)
        assert page.evaluate(UPDATE) in ("failed", "redundant")
        assert page.evaluate(CACHED) == first  # no part of the new version was kept
        calc.open()
        assert page.evaluate("window.__build") is None

        # the upload complete: the first reload brings the new worker, the second its files
        boot.write_bytes(new_boot)
        new = offline_digests(site)
        calc.open()
        page.wait_for_function("window.__takenOver && " + ACTIVATED, timeout=20000)
        assert list(page.evaluate(CACHED).values()) == [new]  # the old cache is gone
        assert list(page.evaluate(CACHED)) != list(first)
        calc.open()
        assert page.evaluate("window.__build") == 2
        calc.assert_clean()
    finally:
        server.shutdown()
        server.server_close()


def test_offline_after_load(calc: Calculator) -> None:
    calc.open("#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5")
    # the English words are not loaded yet (issue 22): they come from the worker's cache
    calc.page.wait_for_function(CONTROLLED)
    calc.page.context.set_offline(True)
    calc.type("rating", "1850")
    calc.type("game-score-2", "1")
    assert calc.text("new-rating") != "1811"
    calc.page.click("#add-row")
    calc.language("en")
    assert calc.page.locator("h1").inner_text() == "Chess Elo calculator"
    calc.page.context.set_offline(False)
