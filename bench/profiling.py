"""`--profile CASE`: where a keystroke's time goes, from a Chromium trace and a CPU profile
taken while a few ratings are typed: script, HTML parsing, style, layout, paint, the
timers between keys, the functions with the most self time."""

import json
from typing import Any

from playwright.sync_api import Browser

from .browser import open_live
from .inputs import CASES, ratings
from .keys import key_figures, presented, type_values
from .shapes import Figures
from .stats import spread

#: A Chromium trace event, or a node of a CDP CPU profile: JSON as DevTools sends it.
Event = dict[str, Any]


#: Chromium trace events per rendering phase (inclusive times, not nested in each other).
#: Style and layout mostly run in the key's own task: the text field's editing brings them
#: up to date right after the input event, before the frame, which then paints.
PHASES = (("style", "Blink.Style.UpdateTime"), ("layout", "Blink.Layout.UpdateTime"),
          ("pre-paint", "Blink.PrePaint.UpdateTime"), ("paint", "Blink.Paint.UpdateTime"),
          ("compositing", "Blink.CompositingInputs.UpdateTime"),
          ("commit", "Blink.CompositingCommit.UpdateTime"))


def _main_thread(events: list[Event]) -> tuple[int, int]:
    """The (pid, tid) of the busiest renderer main thread: the page's."""
    mains = {(e["pid"], e["tid"]) for e in events if e.get("ph") == "M" and
             e.get("name") == "thread_name" and e["args"].get("name") == "CrRendererMain"}
    counts: dict[tuple[int, int], int] = {}
    for e in events:
        if e.get("ph") == "X" and (e.get("pid"), e.get("tid")) in mains:
            counts[(e["pid"], e["tid"])] = counts.get((e["pid"], e["tid"]), 0) + 1
    return max(counts, key=lambda thread: counts[thread])


def _inside(events: list[Event], outer: list[Event]) -> dict[str, int]:
    """Self time by event name within each of `outer` (complete events, sorted)."""
    totals: dict[str, int] = {}
    for box in outer:
        end = box["ts"] + box["dur"]
        stack: list[Event] = []
        for e in events:
            if e["ts"] < box["ts"] or e["ts"] + e["dur"] > end:
                continue
            while stack and stack[-1]["ts"] + stack[-1]["dur"] <= e["ts"]:
                stack.pop()
            if stack:
                totals[stack[-1]["name"]] = totals.get(stack[-1]["name"], 0) - e["dur"]
            totals[e["name"]] = totals.get(e["name"], 0) + e["dur"]
            stack.append(e)
    return totals


#: What emscripten's JS setjmp support runs for each nlr_push of MicroPython's npm build.
_TRAMPOLINE = ("getWasmTableEntry", "get", "stackSave", "stackRestore", "setThrew",
               "_setThrew")


def _profile_self_times(profile: Event) -> dict[str, int]:
    """Self time (µs) by function and file from a CDP CPU profile; MicroPython's compiled
    code (wasm functions without names in the npm build) as one entry."""
    nodes = {node["id"]: node["callFrame"] for node in profile["nodes"]}
    times: dict[str, int] = {}
    for sample, delta in zip(profile["samples"], profile["timeDeltas"]):
        frame = nodes[sample]
        name = frame["functionName"] or "(anonymous)"
        where = frame["url"].rsplit("/", 1)[-1]
        if name.startswith("wasm-function["):
            name = "MicroPython's compiled code"
        elif name.startswith("invoke_") or name in _TRAMPOLINE:
            name, where = "setjmp trampolines (invoke_*, the wasm table's get)", ""
        elif name.startswith("(") and not where:
            continue  # (idle), (program), (garbage collector) and (root): not on this path
        key = "%s %s" % (name, where) if where else name
        times[key] = times.get(key, 0) + delta
    return times


def profile(browser: Browser, base: str, case: str, count: int = 10,
            interval: float = 0.2) -> Figures:
    """Where a keystroke's time goes, from a Chromium trace and a CPU profile taken while
    `count` ratings are typed (after one more to warm up): per key, the input event's
    dispatch by kind, the frames' lifecycle phases, the timers between keys, and the
    functions with the most self time."""
    name, label, link, throttle = next(c for c in CASES if c[0] == case)
    values = ratings(count + 1)
    context, page = open_live(browser, base + "/" + link, ("live", "key_probe"), throttle)
    type_values(page, values[:1], interval)
    session = context.new_cdp_session(page)
    session.send("Profiler.enable")
    session.send("Profiler.setSamplingInterval", {"interval": 200})
    session.send("Profiler.start")
    browser.start_tracing(page=page, categories=[
        "devtools.timeline", "disabled-by-default-devtools.timeline", "blink", "cc", "v8"])
    records = type_values(page, values[1:], interval)[len(values[0]):]
    keys = key_figures(records, presented(page))
    events = json.loads(browser.stop_tracing())["traceEvents"]
    cpu = session.send("Profiler.stop")["profile"]
    context.close()
    thread = _main_thread(events)
    main = sorted((e for e in events if (e.get("pid"), e.get("tid")) == thread and
                   e.get("ph") == "X" and "dur" in e), key=lambda e: (e["ts"], -e["dur"]))
    n = len(keys)
    inputs = [e for e in main if e["name"] == "EventDispatch" and
              e.get("args", {}).get("data", {}).get("type") == "input"]
    inside = _inside(main, inputs)
    script = sum(inside.get(k, 0) for k in ("FunctionCall", "v8.callFunction", "EventDispatch"))
    parse = sum(v for k, v in inside.items() if "HTML" in k or "Parse" in k)
    dispatch = sum(e["dur"] for e in inputs)
    phases = {label: sum(e["dur"] for e in main if e["name"] == event)
              for label, event in PHASES}
    timers = [e for e in main if e["name"] == "TimerFire"]
    top = sorted(_profile_self_times(cpu).items(), key=lambda item: -item[1])[:12]
    def per(micros: float) -> float:
        return micros / 1000 / n

    return {
        "case": label, "keys": n, "handler_ms": spread(k["handler"] for k in keys),
        "paint_ms": spread(k["paint"] for k in keys),
        "per_key_ms": {
            "input dispatch": per(dispatch),
            "  script (JS and MicroPython's wasm)": per(script),
            "  HTML parsing (innerHTML)": per(parse),
            "rendering": per(sum(phases.values())),
            **{"  " + label: per(value) for label, value in phases.items()},
            "timers between keys (%d)" % len(timers): per(sum(e["dur"] for e in timers)),
        },
        "self_ms_per_key": [(key, value / 1000 / n) for key, value in top],
    }
