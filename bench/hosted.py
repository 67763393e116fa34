"""Bytes as a host sends them: cold loads of the site `make dist` ships (tools/dist.py,
written to bench-results/hosted/page/) served by `make run`'s server (elo/cli/server.py: each
file's precompressed copy as the browser's Accept-Encoding allows), alternated with the
one-liner (bench/pyscript-only/: PyScript and MicroPython with a one-line script) served
the same way: its runtime files are the site's own, with the same copies
(bench-results/hosted/one-liner/). The bytes are the transferred ones (compressed, with
the headers), counted as the start-up's are (bench/js/transferred.js)."""

import statistics
from pathlib import Path

from playwright.sync_api import Browser

from .browser import RESULTS, ROOT, js, retried
from . import startup
from .shapes import Figures, Log

import dist  # tools/, on the path through .browser
from serve import serve_in_thread

HOSTED = RESULTS / "hosted"


def sites() -> tuple[Path, Path]:
    """(the page's folder, the one-liner's folder), both written by tools/dist.py."""
    page = HOSTED / "page"
    dist.build_site(ROOT, page)
    runtime = {path: (ROOT / path).read_bytes() for path in dist.listed_files(ROOT)
               if path.startswith("static/vendor/")}
    html = startup.one_liner_html().replace('"../../static/', '"./static/')
    floor = HOSTED / "one-liner"
    dist.write_site(floor, dict(runtime, **{"index.html": html.encode("utf-8")}))
    return page, floor


def hosted_load(browser: Browser, base: str, folder: Path) -> Figures:
    """One cold load of the site at `base` (served from `folder`) in a new context, live:
    the bytes transferred, each response's Content-Encoding, the addresses that answered
    an error, and what the same files weigh as gzip alone would send them (their .gz
    copies' sizes, no headers)."""
    context = browser.new_context(locale="de-DE")
    page = context.new_page()
    answers: list[tuple[str, int, str | None]] = []
    page.on("response", lambda response: answers.append(
        (response.url, response.status, response.headers.get("content-encoding"))))
    page.add_init_script(js("live"))
    page.add_init_script(js("startup_probe"))
    page.goto(base + "/")
    page.wait_for_function("window.__live > 0", timeout=60000)
    found = {"bytes": page.evaluate(js("transferred")),
             "codings": sorted({coding or "identity" for _, _, coding in answers}),
             "failed": [address for address, status, _ in answers if status >= 400],
             "gzip_bytes": sum(_gzip_size(folder, address[len(base) + 1:].split("?")[0])
                               for address, status, _ in answers if status < 400)}
    context.close()
    return found


def _gzip_size(folder: Path, path: str) -> int:
    file = folder / (path or "index.html")
    packed = file.with_name(file.name + ".gz")
    return (packed if packed.is_file() else file).stat().st_size


def measure_hosted(browser: Browser, runs: int, log: Log) -> Figures:
    """`runs` cold loads of the page and of the one-liner, alternated; their medians."""
    page_folder, floor_folder = sites()
    servers = [serve_in_thread(page_folder), serve_in_thread(floor_folder)]
    try:
        loads: dict[str, list[Figures]] = {"page": [], "one_liner": []}
        for _ in range(runs):
            for side, (_, base), folder in zip(loads, servers, (page_folder, floor_folder)):
                loads[side].append(retried(log, "a cold load of the hosted " + side,
                                           hosted_load, browser, base, folder))
    finally:
        for server, _ in servers:
            server.shutdown()
            server.server_close()
    return {
        "loads": runs,
        "bytes": {side: statistics.median(load["bytes"] for load in found)
                  for side, found in loads.items()},
        "gzip_bytes": {side: statistics.median(load["gzip_bytes"] for load in found)
                       for side, found in loads.items()},
        "codings": sorted({coding for found in loads.values() for load in found
                           for coding in load["codings"]}),
        "failed": sorted({address for found in loads.values() for load in found
                          for address in load["failed"]}),
    }
