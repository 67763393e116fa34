"""Keystrokes: ratings typed into #rating digit by digit, on the page and on two floors
(the page's own DOM replaying the writes the page made, bench/replay/replay.js; for the
FIDE tournaments also the lean page, bench/lean/: the same figures in the leanest DOM
written by hand), each key timed by bench/js/key_probe.js; and the old probe, a score
toggled by synthetic events."""

import json
import statistics
import time
from typing import Any

from playwright.sync_api import Browser, Page

from .browser import RESULTS, js, open_live, retried
from .inputs import CASES, TOURNAMENT, ratings
from .python_floor import python_keys
from .shapes import Figures, Key, Log
from .stats import percentile, summary

#: A key as bench/js/key_probe.js records it (window.__keys): its timestamp, the handler's
#: start and end, its next frame, the field's value after it.
Record = dict[str, Any]
#: An Event Timing entry as key_probe.js keeps it (window.__presented): start, duration.
Presented = list[tuple[float, float]]

#: Event Timing reports an event from 16 ms on: a key with no entry painted in 16 or less.
PAINT_FLOOR = 16

#: The lean floor: a FIDE tournament's figures in a plain table, by plain JavaScript.
LEAN = "/bench/lean/"


def type_keys(page: Page, chars: str, interval: float = 0.0,
              timeout: float = 120) -> list[Record]:
    """Type `chars` where the focus is, one key at a time as people do: the key goes down,
    its next frame is waited for, the key goes up, and the next key follows `interval`
    seconds after the last one went down. Returns their records."""
    count: int = page.evaluate("window.__keys.length")
    for char in chars:
        began = time.monotonic()
        page.keyboard.down(char)
        count += 1
        if page.evaluate("([n, t]) => window.__waitKeys(n, t)", [count, timeout * 1000]) is None:
            raise RuntimeError("key %r: no input event, or no frame after it" % char)
        page.keyboard.up(char)
        time.sleep(max(0.0, interval - (time.monotonic() - began)))
    records: list[Record] = page.evaluate("window.__keys")
    return records[-len(chars):]


def type_values(page: Page, values: list[str], interval: float = 0.2) -> list[Record]:
    """Type each value into #rating, selected first; the records of all keys so far."""
    for value in values:
        page.evaluate(js("select_rating"))
        type_keys(page, value, interval)
    records: list[Record] = page.evaluate("window.__keys")
    return records


def key_figures(records: list[Record], presented: Presented) -> list[Key]:
    """Per key: the handler's ms, the next paint's (Event Timing; 16 where the browser
    reported none: 16 ms or less), the value the key made."""
    def paint(key: float) -> float:
        return max([duration for start, duration in presented if abs(start - key) < 0.01],
                   default=PAINT_FLOOR)

    return [{"handler": r["end"] - r["start"], "paint": paint(r["key"]), "value": r["value"]}
            for r in records]


def presented(page: Page) -> Presented:
    """The Event Timing entries so far, once the last key's have had time to arrive."""
    page.wait_for_timeout(300)
    entries: Presented = page.evaluate("window.__presented")
    return entries


def typing(browser: Browser, url: str, values: list[str], throttle: float = 1,
           interval: float = 0.2, record: bool = False) -> Figures:
    """One page load: the values typed into #rating; the keys after the first value (the
    warm-up). With `record`, also the page's snapshot and its DOM writes per key, for a
    floor page (see floor_page)."""
    context, page = open_live(browser, url, ("live", "key_probe"), throttle)
    snapshot = page.evaluate(js("snapshot")) if record else None
    if record:
        page.evaluate(js("recorder"))
    records = type_values(page, values, interval)
    keys = key_figures(records, presented(page))
    result: Figures = {"keys": keys[len(values[0]):],
                       "new_rating": page.text_content("#new-rating")}
    if record:
        result["snapshot"] = snapshot
        result["frames"] = page.evaluate("window.__frames")
    context.close()
    return result


def floor_page(name: str, snapshot: str, frames: list[Any]) -> str:
    """bench-results/floor/NAME/: the page's snapshot replaying its recorded DOM writes
    (bench/replay/replay.js); returns its path on the server."""
    folder = RESULTS / "floor" / name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "frames.js").write_text("window.__frames = %s;\n" % json.dumps(frames),
                                      encoding="utf-8")
    scripts = ('<script src="/bench-results/floor/%s/frames.js"></script>'
               '<script src="/bench/replay/replay.js"></script>' % name)
    html = snapshot.replace("</body>", scripts + "</body>", 1)
    (folder / "index.html").write_text(html, encoding="utf-8")
    return "/bench-results/floor/%s/" % name


def measure_keys(browser: Browser, base: str, runs: int, values_per_case: dict[str, int],
                 interval: float, log: Log) -> Figures:
    """Every keystroke case, `runs` page loads each alternated with its floor."""
    floors: dict[str, tuple[str, str]] = {}
    keys: dict[str, dict[str, list[Key]]] = {}
    for name, label, link, _ in CASES:
        values = ratings(values_per_case[name])
        if name.endswith("_cpu4x"):
            floors[name] = floors[name[:-len("_cpu4x")]]
        else:
            log("recording the page's DOM writes: %s" % label)
            recorded = retried(log, "recording", typing, browser, base + "/" + link, values,
                               record=True, interval=interval)
            floors[name] = (floor_page(name, recorded["snapshot"], recorded["frames"]),
                            recorded["new_rating"])
        keys[name] = {"page": [], "floor": [], "lean": []}
    for run in range(runs):
        for name, label, link, throttle in CASES:
            values = ratings(values_per_case[name])
            log("keystrokes, %s: load %d of %d" % (label, run + 1, runs))
            page = retried(log, "typing", typing, browser, base + "/" + link, values,
                           throttle, interval)
            floor = retried(log, "typing", typing, browser, base + floors[name][0], values,
                            throttle, interval)
            if floor["new_rating"] != page["new_rating"]:
                log("note: the floor of %s ends at %r, the page at %r" % (
                    label, floor["new_rating"], page["new_rating"]))
            keys[name]["page"] += page["keys"]
            keys[name]["floor"] += floor["keys"]
            if link:  # a FIDE tournament: the same figures in the leanest DOM (bench/lean/)
                lean = retried(log, "typing", typing, browser, base + LEAN + link, values,
                               throttle, interval)
                if lean["new_rating"] != page["new_rating"]:
                    log("note: the lean page of %s ends at %r, the page at %r" % (
                        label, lean["new_rating"], page["new_rating"]))
                keys[name]["lean"] += lean["keys"]
    figures = {name: {"page": summary(sides["page"]), "floor": summary(sides["floor"]),
                      "lean": summary(sides["lean"]),
                      "values": values_per_case[name] - 1} for name, sides in keys.items()}
    for name, label, link, throttle in CASES:
        if throttle == 1:  # Node has no throttle
            log("the page's Python alone, %s" % label)
            figures[name]["python"] = python_keys(link, ratings(values_per_case[name]))
    return figures


def toggles(browser: Browser, url: str, selector: str,
            count: int = 300) -> tuple[float, float]:
    """The old probe: median and p95 of `count` synthetic input events toggling a field."""
    context, page = open_live(browser, url, ("live",))
    page.evaluate(js("toggle"), [selector, 30])  # warm up
    times: list[float] = sorted(page.evaluate(js("toggle"), [selector, count]))
    context.close()
    return statistics.median(times), percentile(times, 95)


def measure_toggle(browser: Browser, base: str, log: Log) -> Figures:
    """The old probe on the 30 rows and on the plain JavaScript page."""
    page = retried(log, "toggling", toggles, browser, base + "/" + TOURNAMENT,
                   "#game-score-2")
    reference = retried(log, "toggling", toggles, browser, base + "/bench/reference/",
                        "#opponent")
    return {"page": list(page), "reference": list(reference)}
