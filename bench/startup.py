"""Start-up: cold loads, each in a new browser context, of the page, the plain JavaScript
page (bench/reference/), the page in an English browser, PyScript alone
(bench/pyscript-only/), the page's HTML and CSS with no runtime, and the page's HTML with
PyScript running a one-line script instead of the calculator, alternated; timed by
bench/js/startup_probe.js."""

import json
import re
import statistics

from playwright.sync_api import Browser, Page

from .browser import RESULTS, ROOT, js, retried
from .keys import key_figures, presented, type_keys
from .shapes import Figures, Log

import build_page  # tools/, on the path through .browser


def transferred(page: Page) -> int:
    """The bytes the page's load transferred, the document and every resource."""
    found: int = page.evaluate(js("transferred"))
    return found


def without_python() -> str:
    """bench-results/without-python/: index.html with PyScript's scripts and the preloads
    taken out, using the page's own files: what painting the page's HTML and CSS costs
    with no runtime at all (git-ignored, written anew each run)."""
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    html = re.sub(r'<script type="module".*?</script>', "", html)
    html = re.sub(r"<!-- preload -->.*?<!-- /preload -->", "", html, flags=re.S)
    html = re.sub(r'<script type="mpy".*?</script>', "", html, flags=re.S)
    return _written("without-python", html)


def one_liner_in_page() -> str:
    """bench-results/one-liner-in-page/: index.html, its boot script, styles and runtime
    as they are, with PyScript running `import js` instead of elo/web/main.py (no image):
    the floor of "live" for this page's own HTML, which the bare
    one-liner (bench/pyscript-only/) does not have to parse, lay out and paint."""
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    # the image's preload (main.py is inline, replaced below)
    html = re.sub(r'\s*<link rel="[a-z]*preload" href="\./static/build/elo\.romfs"[^>]*>', "",
                  html)
    config = re.search(r"<script type=\"mpy\"[^>]*config='([^']+)'", html)
    assert config, "index.html has no <script type=\"mpy\" ... config='...'>"
    settings = json.loads(config.group(1))
    # the interpreter's address as _written points the page's others: from two folders down
    kept = json.dumps({"interpreter": "../../" + settings["interpreter"].removeprefix("./"),
                       "plugins": settings["plugins"]})
    one_line = "<script type=\"mpy\" config='%s'>\nimport js\n</script>" % kept
    html = re.sub(r'<script type="mpy".*?</script>', lambda _: one_line, html, flags=re.S)
    return _written("one-liner-in-page", html)


def one_liner_html() -> str:
    """bench/pyscript-only/index.html as the page loads PyScript: its core chunk itself,
    not core.js, which only names what the chunk exports (tools/build_page.py)."""
    html = (ROOT / "bench" / "pyscript-only" / "index.html").read_text(encoding="utf-8")
    return html.replace("/static/vendor/pyscript/core.js",
                        "/static/vendor/pyscript/" + build_page.chunk("core"))


def _written(name: str, html: str) -> str:
    """`html` as bench-results/<name>/index.html, its addresses pointed back at the page's
    own files (git-ignored, written anew each run); its address under the server's root."""
    folder = RESULTS / name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "index.html").write_text(html.replace('="./', '="../../'), encoding="utf-8")
    return "/bench-results/%s/" % name


def cold_load(browser: Browser, url: str, locale: str = "de-DE", live: bool = True,
              keyed: bool = True, throttle: float = 1) -> Figures:
    """One load of `url` in a new context: first numbers painted and live (ms), the bytes
    transferred, the first key afterwards; `live=False` for a page with no runtime,
    `keyed=False` for one whose form nothing computes; with the CPU slowed down
    `throttle` times (DevTools) from before the first byte."""
    context = browser.new_context(locale=locale)
    page = context.new_page()
    if throttle != 1:
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate",
                                           {"rate": throttle})
    page.add_init_script(js("live"))
    page.add_init_script(js("startup_probe"))
    page.add_init_script(js("key_probe"))
    page.goto(url)
    page.wait_for_function("live => window.__first > 0 && (!live || window.__live > 0)",
                           arg=live, timeout=60000)
    figures: Figures = page.evaluate(
        "({first: window.__first, painted: window.__firstIsPaint, live: window.__live})")
    figures["bytes"] = transferred(page)
    figures["first_key"] = first_key(page) if live and keyed else None
    context.close()
    return figures


def first_key(page: Page) -> dict[str, float] | None:
    """The first keystroke after a load: the rating's last digit replaced by a 7 (a valid
    rating, so the whole result is written). None where there is no #rating."""
    if not page.evaluate(js("select_last_digit")):
        return None
    key = key_figures(type_keys(page, "7"), presented(page))[0]
    return {"handler": key["handler"], "paint": key["paint"]}


def measure_startup(browser: Browser, base: str, runs: int, log: Log) -> Figures:
    """`runs` cold loads of each page, alternated; their medians."""
    page_url, reference_url = base + "/", base + "/bench/reference/"
    floor_url = base + _written("pyscript-only", one_liner_html())
    bare_url = base + without_python()
    in_page_url = base + one_liner_in_page()
    # side: (address, browser's language, live, keyed, CPU throttle)
    sides: dict[str, tuple[str, str, bool, bool, float]] = {
        "page": (page_url, "de-DE", True, True, 1),
        "reference": (reference_url, "de-DE", True, True, 1),
        "english": (page_url, "en-US", True, True, 1),
        "floor": (floor_url, "de-DE", True, True, 1),
        "in_page": (in_page_url, "de-DE", True, False, 1),
        "bare": (bare_url, "de-DE", False, False, 1),
        "page_4x": (page_url, "de-DE", True, False, 4),
        "floor_4x": (floor_url, "de-DE", True, False, 4),
        "in_page_4x": (in_page_url, "de-DE", True, False, 4)}
    loads: dict[str, list[Figures]] = {side: [] for side in sides}
    for _ in range(runs):
        for side, (url, locale, live, keyed, throttle) in sides.items():
            loads[side].append(retried(log, "a cold load of " + url, cold_load, browser, url,
                                       locale, live, keyed, throttle))

    def median(side: str, key: str, part: str | None = None) -> float:
        values: list[float] = [run[key] if part is None else run[key][part] for run in loads[side]]
        return statistics.median(values)

    return {
        "loads": runs,
        "first_ms": {"page": median("page", "first"), "reference": median("reference", "first"),
                     "no_runtime": median("bare", "first")},
        "live_ms": {"page": median("page", "live"), "reference": median("reference", "live"),
                    "english": median("english", "live"),
                    "pyscript_only": median("floor", "live"),
                    "one_liner_in_page": median("in_page", "live")},
        "live_4x_ms": {"page": median("page_4x", "live"),
                       "pyscript_only": median("floor_4x", "live"),
                       "one_liner_in_page": median("in_page_4x", "live")},
        "bytes": {"page": median("page", "bytes"), "reference": median("reference", "bytes"),
                  "english": median("english", "bytes"),
                  "pyscript_only": median("floor", "bytes")},
        "first_key_ms": {side: {"handler": median(side, "first_key", "handler"),
                                "paint": median(side, "first_key", "paint")}
                         for side in ("page", "reference")},
        "late_paints": {side: sum(1 for run in loads[side] if not run["painted"])
                        for side in ("page", "reference")},
    }
