"""The tournament view (#event): a generated 300-player, 11-round TRF chosen in
#event-file, timed until its table is on screen, with the longest task meanwhile; then a
K typed digit by digit into one player's details (the row under his, opened by his rank),
each key's handler and next paint. Beside
them the floors: the same rows written by plain JavaScript with nothing computed
(bench/js/event_floor.js), and the page's Python alone (bench/python_alone.py)."""

import statistics
from pathlib import Path

from playwright.sync_api import Browser

from .browser import js, open_live, retried
from .inputs import trf_text, write_file
from .keys import key_figures, presented, type_keys
from .python_floor import python_alone
from .shapes import Figures, Log
from .stats import median, summary

#: The K values typed into one row (the first warms up), and that row's start rank.
K_VALUES = ("40", "20", "10", "15", "30", "25", "12")
RANK = 25  # on the first page of the table (event_view.PAGE rows)


def event_run(browser: Browser, url: str, path: Path, values: tuple[str, ...] = K_VALUES,
              rank: int = RANK, interval: float = 0.2) -> Figures:
    """One page load: the file chosen, then the K values typed into the details of `rank`."""
    context, page = open_live(browser, url, ("live", "key_probe", "event_probe"))
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)[:300]))
    page.on("console", lambda message: errors.append(message.text[:300])
            if message.type == "error" else None)
    page.set_input_files("#event-file", str(path))
    page.wait_for_function("window.__event.paint > 0", polling=100, timeout=180000)
    state: Figures = page.evaluate(
        "Object.assign({}, window.__event, {tasks: window.__longtasks})")
    tasks = [duration for start, duration in state["tasks"]
             if state["start"] <= start < state["paint"]]
    figures: Figures = {"ms": state["paint"] - state["start"], "rows": state["rows"],
               "error": state["error"], "longest_task_ms": max(tasks, default=0.0),
               "long_tasks": len(tasks), "page_errors": errors, "keys": []}
    if not state["error"]:
        page.click('tr[data-rank="%d"] button.event-games' % rank)  # his details open
        field = 'tr[data-detail="%d"] input.event-k' % rank
        page.wait_for_selector(field)
        for value in values:
            page.evaluate("(s) => { const f = document.querySelector(s); f.focus(); f.select(); }",
                          field)
            type_keys(page, value, interval)
        records = page.evaluate("window.__keys")
        figures["keys"] = key_figures(records, presented(page))[len(values[0]):]
        figures["k_shown"] = page.input_value(field)
        figures["floor"] = page.evaluate(js("event_floor"), [rank])
    context.close()
    return figures


def measure_tournament(browser: Browser, base: str, runs: int, players: int, rounds: int,
                  log: Log) -> Figures:
    """The file imported and the K typed on `runs` page loads; medians."""
    path = write_file("event-%d.trf" % players, trf_text(players, rounds))
    found = []
    for run in range(runs):
        log("tournament %s: run %d of %d" % (path.name, run + 1, runs))
        found.append(retried(log, "a tournament", event_run, browser, base + "/#event", path))
    done = [run for run in found if not run["error"]]
    keys = [key for run in done for key in run["keys"]]
    floors = [run["floor"] for run in done]
    log("the page's Python alone, %s" % path.name)
    return {
        "file": path.name, "bytes": path.stat().st_size, "players": players,
        "rounds": rounds, "runs": len(found),
        "ms": statistics.median(run["ms"] for run in done) if done else None,
        "errors": sorted({run["error"] for run in found if run["error"]}),
        "page_errors": sorted({e for run in found for e in run["page_errors"]})[:5],
        "rows": done[0]["rows"] if done else None,
        "longest_task_ms": median(run["longest_task_ms"] for run in found),
        "keys": summary(keys),
        "floor": {"table_ms": median(f["table_ms"] for f in floors),
                  "row_ms": median(f["row_ms"] for f in floors),
                  "html_chars": floors[0]["bytes"] if floors else None},
        "python": python_alone(path),
    }
