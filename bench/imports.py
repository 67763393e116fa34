"""File imports: a generated PGN and CSV chosen in #import-file, timed until the result
is on screen (bench/js/import_probe.js, import_watch.js), with the longest tasks meanwhile
and a rating typed afterwards; beside them the same work in Python alone."""

import statistics
import time
from pathlib import Path

from playwright.sync_api import Browser
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from .browser import js, open_live, retried
from .inputs import TOURNAMENT, csv_text, pgn_text, write_file
from .keys import key_figures, presented, type_values
from .python_floor import python_alone
from .shapes import Figures, Log
from .stats import median, summary


def import_file(browser: Browser, url: str, path: Path, kind: str,
                after: tuple[str, ...] = ("1823",), timeout: float = 300) -> Figures:
    """Choose a file in #import-file on the page at `url`; when its result was on screen
    (ms after choosing), the longest task meanwhile, and the keys of `after` typed then."""
    context, page = open_live(browser, url, ("live", "key_probe", "import_probe"))
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)[:300]))
    page.on("console", lambda message: errors.append(message.text[:300])
            if message.type == "error" else None)
    shown = page.text_content("#new-rating")
    assert shown is not None  # an element's textContent is never null
    page.evaluate(js("import_watch"), [kind, shown.strip()])
    page.set_input_files("#import-file", str(path))
    figures: Figures = {"ms": None, "timed_out": True, "error": "", "status": "",
                        "status_updates": None, "options": None, "rows": None, "rating": None,
                        "longest_task_ms": None, "result_task_ms": None, "long_tasks": None,
                        "keys": [], "page_errors": errors}
    deadline = time.monotonic() + timeout
    while figures["timed_out"] and time.monotonic() < deadline:
        try:
            page.wait_for_function("window.__import.paint > 0", polling=100, timeout=2000)
            figures["timed_out"] = False
        except PlaywrightTimeout:
            if errors:  # an exception escaped the page's handler: no result will come
                break
    if figures["timed_out"]:
        figures["error"] = "no result after %d s" % round(timeout - deadline +
                                                           time.monotonic())
    try:  # a page still busy would not answer a plain evaluate
        state: Figures = page.wait_for_function(js("import_state"), timeout=5000).json_value()
    except PlaywrightTimeout:
        figures["error"] += ", the page still busy"
        context.close()
        return figures
    if state["banner"]:
        errors.append(state["banner"][:300])
    end = state["paint"] or state["now"]
    tasks = [(start, duration) for start, duration in state["tasks"]
             if start < end and start + duration > state["start"]]
    # the pieces' tasks, and those after the last piece (the rows and the result)
    read = state["progress"] or state["start"]
    figures.update({"status_updates": state["updates"], "status": state["status"],
                    "longest_task_ms": max((d for s, d in tasks if s < read), default=0.0),
                    "result_task_ms": max((d for s, d in tasks if s >= read), default=0.0),
                    "long_tasks": len(tasks)})
    if figures["timed_out"]:
        context.close()
        return figures
    figures.update({"ms": state["paint"] - state["start"], "error": state["error"],
                    "options": state["options"], "rows": state["rows"],
                    "rating": state["rating"]})
    if not state["error"]:
        records = type_values(page, list(after), interval=0.2)
        figures["keys"] = key_figures(records, presented(page))
    context.close()
    return figures


def measure_imports(browser: Browser, base: str, runs: int, games: int, rows: int,
                    log: Log) -> Figures:
    """The PGN and the CSV imported `runs` times each, alternately; medians over the runs
    (the time to the result over those that gave one)."""
    files = {"pgn": write_file("games-%d.pgn" % games, pgn_text(games)),
             "csv": write_file("games-%d.csv" % rows, csv_text(rows))}
    found: dict[str, list[Figures]] = {kind: [] for kind in files}
    for run in range(runs):
        for kind, path in files.items():
            if found[kind] and found[kind][-1]["timed_out"]:
                continue  # once is enough to wait for nothing
            log("import %s (%d KB): run %d of %d" % (path.name, path.stat().st_size // 1024,
                                                      run + 1, runs))
            found[kind].append(retried(log, "an import", import_file, browser,
                                       base + "/" + TOURNAMENT, path, kind))
    figures: Figures = {}
    for kind, path in files.items():
        done = [run for run in found[kind] if run["ms"] is not None and not run["error"]]
        keys = [key for run in done for key in run["keys"]]
        figures[kind] = {
            "file": path.name, "bytes": path.stat().st_size,
            "games": games if kind == "pgn" else rows, "runs": len(found[kind]),
            "ms": statistics.median(run["ms"] for run in done) if done else None,
            "failed": [{key: run[key] for key in ("ms", "timed_out", "error", "status")}
                       | {"page_error": _last_line(run["page_errors"])}
                       for run in found[kind] if run not in done],
            "longest_task_ms": median(run["longest_task_ms"] for run in found[kind]),
            "result_task_ms": median(run["result_task_ms"] for run in found[kind]),
            "status_updates": median(run["status_updates"] for run in found[kind]),
            "page_errors": sorted({e for run in found[kind] for e in run["page_errors"]})[:5],
            "options": done[0]["options"] if done else None,
            "rows": done[0]["rows"] if done else None,
            "keys_after": summary(keys),
            "key_paint_max_ms": max((key["paint"] for key in keys), default=None),
        }
        log("the page's Python alone, %s" % path.name)
        figures[kind]["python"] = python_alone(path)
    return figures


def _last_line(errors: list[str]) -> str:
    """The last line of the first error a page reported (a Python traceback's is the
    exception), or ""."""
    lines = errors[0].strip().splitlines() if errors else []
    return lines[-1] if lines else ""
