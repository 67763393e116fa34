"""What more than one test module uses, in one place: test modules import from here, from
tournament_view (the tournament view's steps in Chromium) and from the case runners
(engine_cases, display_cases, tables_check, pgn_blocks), never from each other
(tests/build/test_tests.py checks it).

The project's folders, the page's MicroPython under Node (run_micropython), and for the
browser tests a handle on the live page (Calculator) with the few steps several of them
take (importing a file, running axe-core).
"""

import base64
import hashlib
import io
import json
import re
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from playwright.sync_api import ConsoleMessage, Locator, Page, Route

from elo import cli
from elo.present.screen import Screen
from elo.systems import get

if TYPE_CHECKING:
    from elo.present.shapes import TypedRow  # a stub's: mypy's alone

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"
FIXTURES = TESTS / "fixtures"
CASES_DIR = TESTS / "cases"
# tools/serve.py and tools/build_page.py, and the bench package, are imported by the tests
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))

#: FIDE's tournament form, 1500 beats 1600 with K 20: 1513.
FIDE_ONE_GAME = "#system=fide&mode=tournament&rating=1500&k=20&games=1600:1"
#: Seed 003: 1800 beats 1900 and draws 1750 with K 20: 1811.
FIDE_TWO_GAMES = "#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5"

#: A JSON object as json.loads gives it: a case of tests/cases/*.json, a `--json` report,
#: what the page keeps or sends. Its values are arbitrary JSON on purpose (Any): their shape
#: is what the file or the program says, and the test reading them is what checks it. The
#: modules that run on MicroPython too name it under TYPE_CHECKING (elo.units).
JsonObject = dict[str, Any]


def dwz_formula_cases() -> list[JsonObject]:
    """The published DWZ cases (tests/cases/dwz.json) of a rated player whose E and K come
    from the formula, with the new DWZ to show: the page is checked against these."""
    cases: list[JsonObject] = json.loads((CASES_DIR / "dwz.json").read_text())
    return [case for case in cases
            if case["call"] == "rate_dwz" and case["args"][0] is not None
            and not {"e", "k"} & set(case.get("kwargs", {}))
            and "new_rating" in case.get("expect", {})]


def dwz_link(case: JsonObject) -> str:
    """The page's link of a DWZ case (dwz_formula_cases)."""
    rating, games = case["args"]
    kwargs = case["kwargs"]
    rows = ",".join("%s:%s%s" % ("-" if g[0] is None else g[0], g[1] / 100,
                                 ":f" if len(g) > 2 and g[2] else "") for g in games)
    link = "#system=dwz&rating=%d&index=%d&end=%s&games=%s" % (
        rating, kwargs["index"], kwargs["end"], rows)
    return link + ("&born=%d" % kwargs["born"] if kwargs.get("born") else "")


def run_micropython(script: str, input_file: Path | None = None, mpy: bool = False) -> Any:
    """Run a driver under tests/mpy with the page's MicroPython (with `input_file` as
    input.json, and with `mpy` the compiled modules the page loads); stdout as JSON, of
    the shape the driver prints."""
    if not (ROOT / "node_modules" / "@micropython").exists():
        pytest.fail("node_modules is missing: run `npm ci` (make test does)")
    command = ["node", str(TESTS / "mpy" / "run.mjs")] + (["--mpy"] if mpy else []) + [
        str(TESTS / "mpy" / script)]
    if input_file is not None:
        command.append(str(input_file))
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def offline_digests(root: Path) -> dict[str, str]:
    """What sw.js must list for the page's files under `root`: each one's SHA-256."""
    import build_page  # tools/; imported here, as only the offline tests need it

    return {path: "sha256-" + base64.b64encode(hashlib.sha256((root / path).read_bytes())
                                               .digest()).decode()
            for path in build_page.offline_files(root)}


def search(pattern: str, text: str, flags: int = 0) -> "re.Match[str]":
    """re.search where the test needs a match: where there is none, it fails here and
    says the pattern."""
    found = re.search(pattern, text, flags)
    assert found is not None, pattern
    return found


def norm_block(html: str, title: str) -> str:
    """The section of one title's norm in the norms' HTML (elo.web.tournament.norm_html)."""
    found = re.search(r'<section class="norm-check[^"]*" data-title="%s">(.*?)</section>'
                      % title, html)
    assert found, html
    return found.group(1)


# The browser tests' handle on the live page. It waits for PyScript's `py:all-done`
# (listener installed before the page loads) and records console errors and every
# request, so each test can end with `assert_clean()`: no .py-error banner, no console
# error, no request off 127.0.0.1.
DONE_LISTENER = """
window.__pyAllDone = false;
addEventListener('py:all-done', () => { window.__pyAllDone = true; });
"""

FORBIDDEN = ("NaN", "Infinity", "undefined", "None", "Traceback")


class Calculator:
    def __init__(self, page: Page, site: str) -> None:
        self.page = page
        self.site = site
        self.console_errors: list[str] = []
        self.requests: list[str] = []
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.console_errors.append(str(error)))
        page.on("request", lambda request: self.requests.append(request.url))
        page.add_init_script(DONE_LISTENER)

    def _console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            self.console_errors.append(message.text)

    def open(self, fragment: str = "") -> "Calculator":
        self.page.goto(self.site + "/" + fragment)
        self.page.wait_for_function("window.__pyAllDone === true", timeout=30000)
        return self.settled()

    def reload(self) -> "Calculator":
        """Reload the page, as a person does, until Python has started again and the
        results are written."""
        self.page.reload()
        self.page.wait_for_function("window.__pyAllDone === true", timeout=30000)
        return self.settled()

    def language(self, lang: str) -> "Calculator":
        """Switch the page's language by its button, as a person does, and wait until it
        shows it: another language's words may first have to arrive (elo.web.shell.languages)."""
        self.page.click('[data-lang="%s"]' % lang)
        self.page.wait_for_function("document.documentElement.lang === %s" % json.dumps(lang))
        return self.settled()

    def settled(self) -> "Calculator":
        """Wait until the results' HTML parts are written: the page builds them after
        the figures have been painted, and marks the results aria-busy meanwhile."""
        self.page.wait_for_selector("#results:not([aria-busy='true'])", state="attached")
        return self

    def text(self, element_id: str) -> str:
        self.settled()
        found = self.page.text_content("#" + element_id)
        assert found is not None, element_id  # an element's textContent is never null
        return found.strip()

    def value(self, element_id: str) -> str:
        return self.page.input_value("#" + element_id)

    def type(self, element_id: str, text: str) -> None:
        """Replace a field's text key by key, as a person types."""
        field = self.page.locator("#" + element_id)
        field.fill("")
        field.press_sequentially(text)
        self.settled()

    def fragment(self) -> str:
        """The address bar's fragment with the latest state: leaving the page writes what
        is pending at once, so a 'pagehide' flushes it."""
        self.page.evaluate("dispatchEvent(new Event('pagehide'))")
        fragment: str = self.page.evaluate("location.hash")
        return fragment

    def visible_text(self) -> str:
        self.settled()
        return self.page.inner_text("body")

    def assert_clean(self) -> None:
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


def show_view(calc: Calculator, view: str) -> None:
    """Click a view's button ("calculator", "event", "season") and wait until it shows: the
    button writes the view's address, and the page shows it on the hashchange that
    follows (elo/web/shell/nav.py), a task later."""
    calc.page.click(".views [data-view='%s']" % view)
    calc.page.wait_for_function("document.body.dataset.shown === %s" % json.dumps(view))


def visit(calc: Calculator, fragment: str) -> Calculator:
    """A new visit with this link (not a hashchange on the page already open)."""
    calc.page.goto("about:blank")
    return calc.open(fragment)


def invalid(calc: Calculator, element_id: str) -> bool:
    return calc.page.get_attribute("#" + element_id, "aria-invalid") == "true"


def game_rows(calc: Calculator) -> Locator:
    return calc.page.locator("#rows tr.game-row")


def import_file(calc: Calculator, path: Path) -> None:
    """Choose `path` in the import field and wait until the page has read it (a count in
    the status, not a percentage) or said what is wrong with it."""
    calc.page.set_input_files("#import-file", str(path))
    calc.page.wait_for_function(
        "(document.getElementById('import-status').textContent.match(/[0-9]/) && "
        "!document.getElementById('import-status').textContent.endsWith('%')) || "
        "document.getElementById('import-error').textContent")


AXE = "/node_modules/axe-core/axe.min.js"


def axe_violations(calc: Calculator) -> list[str]:
    """axe-core's serious and critical violations on the page as it is now."""
    calc.page.add_script_tag(url=calc.site + AXE)
    found: list[str] = calc.page.evaluate("""async () => (await axe.run(document, {
        resultTypes: ['violations']})).violations
        .filter(v => v.impact === 'serious' || v.impact === 'critical')
        .map(v => v.id + ': ' + v.nodes.map(n => n.target.join(' ')).join(', '))""")
    return found


# What the page shows, as the command line would be told it (issue 23): the fields shown
# and the rows of games turned into the arguments of `python -m elo`. The page's figures
# are the engine's result for exactly these; tests/web/test_invariant.py and
# tests/browser/test_switching.py run both after every step a person could take.

def _cells(row: "TypedRow", columns: tuple[int, ...]) -> str:
    return "/".join(row.cell(index).strip() or "?" for index in columns)


def command_line(screen: Screen) -> list[str]:
    """The arguments of `python -m elo` for a screen (Inputs.screen); a cell or score
    still to fill is written "?", which the command line refuses as the page marks it."""
    system = get(screen.system)
    mode = screen.mode
    argv = [system.commands[mode][0]]
    for field in system.fields:
        if not field.page or not field.applies(screen.texts):
            continue
        text = screen.texts[field.key].strip()
        if field.kind == "check":
            if text == "1" and field.option:
                argv.append(field.option)
        elif field.option and (text or not field.optional):
            argv += [field.option, text]  # an empty one is refused there as here
    if system.has_games(screen.texts):
        for row in screen.rows:
            if row.is_empty(screen.columns):
                continue
            game = "%s:%s" % (_cells(row, screen.columns), row.score.strip() or "?")
            argv.append("--game=" + game + (":f" if row.forfeit and system.forfeits else ""))
    return argv


def run(argv: list[str]) -> tuple[int, JsonObject | None]:
    """(exit status, the JSON report or None) of `python -m elo ARGV --json`, in-process."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = cli.main(argv + ["--json"])
    return status, (json.loads(out.getvalue()) if status == 0 else None)


def held(calc: Calculator, image: str) -> list[Route]:
    """The requests of an image (a part's, elo.web.shell.registry), held until the test
    lets them go on (`arrived`). Without a service worker (the `unworked` fixture), which
    would answer the request itself, where no route sees it."""
    found: list[Route] = []
    calc.page.route("**/" + image, lambda route: found.append(route))
    return found


def arrived(calc: Calculator, requests: list[Route]) -> Route:
    """The first request `held` holds, once it has reached the route: a moment after
    what asked for it."""
    for _ in range(250):
        if requests:
            return requests[0]
        calc.page.wait_for_timeout(20)
    raise AssertionError("the part was not asked for")
