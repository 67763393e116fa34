"""`make bench`: the page as people use it, each figure beside its budget (issue 13) and a
floor that shows what is left when the page's own work costs nothing.

Keystrokes: the #rating field typed digit by digit (select it, type 1, 8, 2, 3 with the
keyboard: every key a new value), for the classic single game and for FIDE tournaments of
30 and 300 rows opened by a link, and the 30 rows again with DevTools' CPU throttle at 4x (a
mid-range phone). For each key:
  handler      performance.now() around the input event's dispatch: a capturing listener
               on window before the page's, a bubbling one on window after it
  next paint   the key's timestamp -> the next frame on screen after the page's handler:
               Event Timing's duration for the key (keydown, keypress), in 8 ms steps;
               the browser reports it from 16 ms on, so 16 means 16 or less
Medians and 95th percentiles over every key after the first value (the warm-up), pooled over
several page loads, each alternated with the floor: bench-results/floor/*/, a snapshot of
the page's own DOM in the same state with its scripts made inert, where bench/replay/replay.js
makes the DOM writes the page made on the same key, recorded there beforehand (the same
DOM writes in plain JavaScript, with nothing computed).
Files: a generated 10,000-game PGN (tags as chess databases write them, and moves) chosen in
#import-file -> the player list (#import-player has options) on screen; a 10,000-row CSV ->
#new-rating updated on screen; the longest task meanwhile (PerformanceObserver 'longtask'),
apart for the pieces read and for the tasks from the last piece on (the rows and the
engine over every game), and a rating typed afterwards (the next paint of each key).
Python alone (bench/python_alone.py): the page's own Python work for the same keys and
files, run in the page's MicroPython build under Node with its module image and no browser:
what the interpreter costs by itself, the floor of a page written in it (without the
garbage collections, which that port makes only when a call from JavaScript returns).
Start-up (cold loads in a new browser context each, alternated): first numbers painted
(first contentful paint, the digits already in the page) against the page's own HTML and CSS
with no runtime (bench-results/without-python/); calculator live (PyScript's py:all-done)
against bench/pyscript-only/ (the same runtime running a one-line script); the bytes of a
cold visit; the first keystroke after a load (its last digit replaced); beside them the plain
JavaScript page doing the same sum (bench/reference/) and an English browser (Python
translates at start-up). The browser speaks German, as the people the page was made for do.
The old probe stays as one more row: one game's score toggled by a synthetic input event.
`--profile CASE` instead traces a few keys of one case (Chromium trace and CPU profile) and
prints where a key's time goes: script, HTML parsing, style, layout, paint, the timers
between keys, the functions with the most self time.
Timings belong here, not in the tests.

    python tools/bench.py [--runs 15] [--key-runs 3] [--import-runs 3]
                          [--only startup,keys,imports,toggle] [--json bench-results/latest.json]
    python tools/bench.py --profile {classic,rows30,rows300,rows30_cpu4x}
"""

import argparse
import functools
import json
import math
import os
import platform
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench-results"
sys.path.insert(0, str(ROOT / "tools"))

from serve import serve_in_thread  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run", "--disable-sync"]

JS = ROOT / "bench" / "js"


@functools.cache
def js(name):
    """The source of bench/js/NAME.js: an init script, or a function for page.evaluate."""
    return (JS / (name + ".js")).read_text(encoding="utf-8")


def tournament(rows):
    """The link of a FIDE tournament with `rows` games, rating 1800, K 20."""
    return "#system=fide&mode=tournament&rating=1800&k=20&games=" + ",".join(
        "%d:%s" % (1600 + 13 * (i % 60), ("1", "0.5", "0")[i % 3]) for i in range(rows))


TOURNAMENT = tournament(30)

#: The keystroke cases: name, label, link, rows, CPU throttle.
CASES = (("classic", "classic single game", "", 1),
         ("rows30", "30 FIDE rows", TOURNAMENT, 1),
         ("rows300", "300 FIDE rows", tournament(300), 1),
         ("rows30_cpu4x", "30 FIDE rows, CPU 4x slower", TOURNAMENT, 4))


def ratings(count, seed=13):
    """Ratings to type, four digits each, the same in every run."""
    rng = random.Random(seed)
    return ["%d" % rng.randint(1400, 2399) for _ in range(count)]


# --- files to import -------------------------------------------------------------------

_SURNAMES = ("Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner",
             "Becker", "Schulz", "Hoffmann", "Schäfer", "Koch", "Bauer", "Richter", "Klein",
             "Wolf", "Schröder", "Neumann", "Schwarz", "Zimmermann", "Braun", "Krüger",
             "Hofmann", "Hartmann", "Lange", "Schmitt", "Werner", "Schmitz", "Krause", "Meier",
             "Lehmann", "Schmid", "Schulze", "Maier", "Köhler", "Herrmann", "König", "Walter",
             "Mayer", "Huber", "Kaiser", "Fuchs", "Peters", "Lang", "Scholz", "Möller",
             "Weiß", "Jung", "Hahn", "Schubert", "Yilmaz", "Kaya", "Nowak", "Kowalski",
             "Ivanov", "Petrov", "Novak", "García", "Jansen", "Nielsen")
_GIVEN = ("Thomas", "Michael", "Andreas", "Stefan", "Christian", "Jürgen", "Uwe", "Jörg",
          "Frank", "Peter", "Sabine", "Claudia", "Anna", "Lena", "Jonas", "Lukas", "Felix",
          "Maximilian", "Paul", "Leon", "Özlem", "Mehmet", "Elif", "Dmitri", "Tomasz",
          "Zoë", "René", "Björn", "Sören", "Hannah")
_EVENTS = (("Bundesliga 2023/24", "Deutschland GER", "team"),
           ("Oberliga Bayern 2023/24", "Bayern GER", "team"),
           ("Bad Wiessee Open 2023", "Bad Wiessee GER", "swiss"),
           ("Neckar Open 2024", "Deizisau GER", "swiss"),
           ("Deutsche Meisterschaft 2024", "Magdeburg GER", "swiss"),
           ("Vereinsmeisterschaft 2024", "Musterstadt GER", "rr"),
           ("Landesliga Nord 2024/25", "Hamburg GER", "team"),
           ("Sparkassen Open 2024", "Dortmund GER", "swiss"))
_MOVES = ("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5",
          "Bb3", "d6", "c3", "h3", "Nb8", "d4", "Nbd7", "c4", "e6", "Nc3", "d5", "cxd5",
          "exd5", "Bg5", "c6", "Qc2", "Bd3", "Nge2", "Rb1", "Qxd8+", "Kxd8", "Rfe1", "g3",
          "Bg7", "Bg2", "Nxe4", "Bxf7+", "Kh8", "Qh5", "g6", "Rad1", "Qe7", "a4", "Rxd8",
          "f4", "exf4", "Nd5", "Bxd5", "Qb6", "Ng4", "h5", "Kg1", "Rc1", "Ne5", "Nxe5",
          "dxe5", "Qa5", "b4", "Kf1", "Ke2", "Rxe8+", "Rxe8", "f5", "Qf3", "Ng5", "Be6")


def pgn_text(games=10000, players=600, seed=7):
    """A PGN file of `games` games among `players` players, as chess databases export it:
    the seven tag roster, Elo, FIDE ids, ECO, event dates and types, then 20 to 80 moves
    wrapped at 80 columns; a few players without a rating."""
    rng = random.Random(seed)
    people = []
    for number in range(players):
        name = "%s, %s" % (_SURNAMES[number % len(_SURNAMES)],
                           _GIVEN[(number * 7 + number // len(_SURNAMES)) % len(_GIVEN)])
        if number >= len(_SURNAMES) * len(_GIVEN) // 3:
            name += " %s." % "ABCDEFGHKLMNPRSTW"[number % 17]
        rating = "" if number % 50 == 49 else str(rng.randint(1100, 2600))
        people.append((name, rating, 4600000 + number * 37))
    weights = [1 + (number % 7) for number in range(players)]  # some play more than others
    out = []
    for number in range(games):
        event, site, kind = _EVENTS[number % len(_EVENTS)]
        white, black = rng.choices(people, weights, k=2)
        while black is white:
            black = rng.choice(people)
        result = rng.choices(("1-0", "0-1", "1/2-1/2", "*"), (38, 30, 31, 1))[0]
        month, day = 1 + number % 12, 1 + number % 28
        tags = [("Event", event), ("Site", site), ("Date", "2024.%02d.%02d" % (month, day)),
                ("Round", "%d.%d" % (1 + number % 9, 1 + number % 12)),
                ("White", white[0]), ("Black", black[0]), ("Result", result)]
        if white[1]:
            tags.append(("WhiteElo", white[1]))
        if black[1]:
            tags.append(("BlackElo", black[1]))
        tags += [("WhiteFideId", str(white[2])), ("BlackFideId", str(black[2])),
                 ("ECO", "%s%02d" % ("ABCDE"[number % 5], rng.randint(0, 99))),
                 ("EventDate", "2024.%02d.01" % month), ("EventType", kind),
                 ("PlyCount", "0")]
        plies = rng.randint(40, 160)
        tags[-1] = ("PlyCount", str(plies))
        words = []
        for ply in range(plies):
            if ply % 2 == 0:
                words.append("%d." % (ply // 2 + 1))
            words.append(rng.choice(_MOVES))
        words.append(result)
        lines, line = [], ""
        for word in words:
            if len(line) + len(word) + 1 > 80:
                lines.append(line)
                line = word
            else:
                line = word if not line else line + " " + word
        lines.append(line)
        out.append("".join('[%s "%s"]\n' % pair for pair in tags) + "\n" + "\n".join(lines)
                   + "\n")
    return "\n".join(out)


def csv_text(rows=10000, seed=11):
    """A CSV of `rows` games as a German spreadsheet writes it: header, ";", decimal comma."""
    rng = random.Random(seed)
    lines = ["Runde;Name;Elo;Ergebnis"]
    for number in range(rows):
        lines.append("%d;%s, %s;%d;%s" % (
            number + 1, _SURNAMES[rng.randrange(len(_SURNAMES))],
            _GIVEN[rng.randrange(len(_GIVEN))], rng.randint(1400, 2300),
            rng.choices(("1", "0,5", "0"), (40, 30, 30))[0]))
    return "\r\n".join(lines) + "\r\n"


def write_file(name, text):
    folder = RESULTS / "files"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


# --- measuring -------------------------------------------------------------------------

def transferred(page):
    return page.evaluate(js("transferred"))


def without_python():
    """bench-results/without-python/: index.html with PyScript's scripts and the preloads
    taken out, using the page's own files: what painting the page's HTML and CSS costs
    with no runtime at all (git-ignored, written anew each run)."""
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    html = re.sub(r'<script type="module".*?</script>', "", html)
    html = re.sub(r"<!-- preload -->.*?<!-- /preload -->", "", html, flags=re.S)
    html = re.sub(r'<script type="mpy".*?</script>', "", html, flags=re.S)
    html = html.replace('="./', '="../../')
    folder = RESULTS / "without-python"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "index.html").write_text(html, encoding="utf-8")
    return "/bench-results/without-python/"




def open_live(browser, url, scripts, throttle=1):
    """A new context and page with `scripts` run before the page's, at `url`, live, its
    service worker active; with the CPU slowed down `throttle` times (DevTools)."""
    context = browser.new_context(locale="de-DE")
    page = context.new_page()
    for script in scripts:
        page.add_init_script(js(script))
    page.goto(url, timeout=60000)
    page.wait_for_function("window.__live > 0", timeout=60000)
    page.evaluate(js("worker_ready"))
    if throttle != 1:
        session = context.new_cdp_session(page)
        session.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    return context, page


def type_keys(page, chars, interval=0.0, timeout=120):
    """Type `chars` where the focus is, one key at a time as people do: the key goes down,
    its next frame is waited for, the key goes up, and the next key follows `interval`
    seconds after the last one went down. Returns their records."""
    count = page.evaluate("window.__keys.length")
    for char in chars:
        began = time.monotonic()
        page.keyboard.down(char)
        count += 1
        if page.evaluate("([n, t]) => window.__waitKeys(n, t)", [count, timeout * 1000]) is None:
            raise RuntimeError("key %r: no input event, or no frame after it" % char)
        page.keyboard.up(char)
        time.sleep(max(0.0, interval - (time.monotonic() - began)))
    return page.evaluate("window.__keys")[-len(chars):]


def type_values(page, values, interval=0.2):
    """Type each value into #rating, selected first; the records of all keys so far."""
    for value in values:
        page.evaluate(js("select_rating"))
        type_keys(page, value, interval)
    return page.evaluate("window.__keys")


def key_figures(records, presented):
    """Per key: the handler's ms, the next paint's (Event Timing; 16 where the browser
    reported none: 16 ms or less), the value the key made."""
    def paint(key):
        return max([duration for start, duration in presented if abs(start - key) < 0.01],
                   default=PAINT_FLOOR)

    return [{"handler": r["end"] - r["start"], "paint": paint(r["key"]), "value": r["value"]}
            for r in records]


#: Event Timing reports an event from 16 ms on: a key with no entry painted in 16 or less.
PAINT_FLOOR = 16


def presented(page):
    """The Event Timing entries so far, once the last key's have had time to arrive."""
    page.wait_for_timeout(300)
    return page.evaluate("window.__presented")


def cold_load(browser, url, locale="de-DE", live=True):
    context = browser.new_context(locale=locale)
    page = context.new_page()
    page.add_init_script(js("startup_probe"))
    page.add_init_script(js("key_probe"))
    page.goto(url)
    page.wait_for_function("live => window.__first > 0 && (!live || window.__live > 0)",
                           arg=live, timeout=60000)
    figures = page.evaluate(
        "({first: window.__first, painted: window.__firstIsPaint, live: window.__live})")
    figures["bytes"] = transferred(page)
    figures["first_key"] = first_key(page) if live else None
    context.close()
    return figures


def first_key(page):
    """The first keystroke after a load: the rating's last digit replaced by a 7 (a valid
    rating, so the whole result is written). None where there is no #rating."""
    if not page.evaluate(js("select_last_digit")):
        return None
    key = key_figures(type_keys(page, "7"), presented(page))[0]
    return {"handler": key["handler"], "paint": key["paint"]}


def typing(browser, url, values, throttle=1, interval=0.2, record=False):
    """One page load: the values typed into #rating; the keys after the first value (the
    warm-up). With `record`, also the page's snapshot and its DOM writes per key, for a
    floor page (see floor_page)."""
    context, page = open_live(browser, url, ("live", "key_probe"), throttle)
    snapshot = page.evaluate(js("snapshot")) if record else None
    if record:
        page.evaluate(js("recorder"))
    records = type_values(page, values, interval)
    keys = key_figures(records, presented(page))
    result = {"keys": keys[len(values[0]):], "new_rating": page.text_content("#new-rating")}
    if record:
        result["snapshot"] = snapshot
        result["frames"] = page.evaluate("window.__frames")
    context.close()
    return result


def floor_page(name, snapshot, frames):
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


def import_file(browser, url, path, kind, after=("1823",), timeout=300):
    """Choose a file in #import-file on the page at `url`; when its result was on screen
    (ms after choosing), the longest task meanwhile, and the keys of `after` typed then."""
    context, page = open_live(browser, url, ("live", "key_probe", "import_probe"))
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)[:300]))
    page.on("console", lambda message: errors.append(message.text[:300])
            if message.type == "error" else None)
    page.evaluate(js("import_watch"), [kind, page.text_content("#new-rating").strip()])
    page.set_input_files("#import-file", str(path))
    figures = {"ms": None, "timed_out": True, "error": "", "status": "", "status_updates": None,
               "options": None, "rows": None, "rating": None, "longest_task_ms": None,
               "result_task_ms": None, "long_tasks": None, "keys": [], "page_errors": errors}
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
        state = page.wait_for_function(js("import_state"), timeout=5000).json_value()
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


def toggles(browser, url, selector, count=300):
    """The old probe: median and p95 of `count` synthetic input events toggling a field."""
    context, page = open_live(browser, url, ("live",))
    page.evaluate(js("toggle"), [selector, 30])  # warm up
    times = sorted(page.evaluate(js("toggle"), [selector, count]))
    context.close()
    return statistics.median(times), percentile(times, 95)



# --- where the time goes ---------------------------------------------------------------

#: Chromium trace events per rendering phase (inclusive times, not nested in each other).
#: Style and layout mostly run in the key's own task: the text field's editing brings them
#: up to date right after the input event, before the frame, which then paints.
PHASES = (("style", "Blink.Style.UpdateTime"), ("layout", "Blink.Layout.UpdateTime"),
          ("pre-paint", "Blink.PrePaint.UpdateTime"), ("paint", "Blink.Paint.UpdateTime"),
          ("compositing", "Blink.CompositingInputs.UpdateTime"),
          ("commit", "Blink.CompositingCommit.UpdateTime"))


def _main_thread(events):
    """The (pid, tid) of the busiest renderer main thread: the page's."""
    mains = {(e["pid"], e["tid"]) for e in events if e.get("ph") == "M" and
             e.get("name") == "thread_name" and e["args"].get("name") == "CrRendererMain"}
    counts = {}
    for e in events:
        if e.get("ph") == "X" and (e.get("pid"), e.get("tid")) in mains:
            counts[(e["pid"], e["tid"])] = counts.get((e["pid"], e["tid"]), 0) + 1
    return max(counts, key=counts.get)


def _inside(events, outer):
    """Self time by event name within each of `outer` (complete events, sorted)."""
    totals = {}
    for box in outer:
        end = box["ts"] + box["dur"]
        stack = []
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


def _profile_self_times(profile):
    """Self time (µs) by function and file from a CDP CPU profile; MicroPython's compiled
    code (wasm functions without names in the npm build) as one entry."""
    nodes = {node["id"]: node["callFrame"] for node in profile["nodes"]}
    times = {}
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


def profile(browser, base, case, count=10, interval=0.2):
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
    per = lambda micros: micros / 1000 / n  # noqa: E731
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


def print_profile(found):
    print("\nwhere the time goes: %s, %d keys, traced (median handler %s, next paint %s)"
          % (found["case"], found["keys"], _ms(found["handler_ms"][0]),
             _ms(found["paint_ms"][0])))
    print("per key, main thread:")
    for label, value in found["per_key_ms"].items():
        print("  %-40s %7.1f ms" % (label, value))
    print("per key, self time by function (CPU profile):")
    for label, value in found["self_ms_per_key"]:
        print("  %-60s %7.2f ms" % (label[:60], value))


# --- figures ---------------------------------------------------------------------------

def _last_line(errors):
    """The last line of the first error a page reported (a Python traceback's is the
    exception), or ""."""
    lines = errors[0].strip().splitlines() if errors else []
    return lines[-1] if lines else ""


def _median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, max(0, math.ceil(len(values) * p / 100) - 1))]


def spread(values):
    """[median, p95], or None for no values."""
    values = [v for v in values if v is not None]
    return [statistics.median(values), percentile(values, 95)] if values else None


def summary(keys):
    """Handler and next paint, [median, p95] each, over key records, and the handler's
    median by the number of digits in the field."""
    if not keys:
        return None
    digits = {}
    for key in keys:
        digits.setdefault(str(len(key["value"] or "")), []).append(key["handler"])
    return {"keys": len(keys), "handler_ms": spread(k["handler"] for k in keys),
            "paint_ms": spread(k["paint"] for k in keys),
            "handler_by_digits_ms": {n: statistics.median(v) for n, v in sorted(digits.items())}}


def retried(log, what, measure, browser, *args, **kwargs):
    """measure(browser, *args, **kwargs), tried again up to twice when a page does not go
    live or a key gets no frame (a machine shared with other work, a page rebuilt
    meanwhile); the failed attempt's context is closed."""
    for attempt in (1, 2, 3):
        try:
            return measure(browser, *args, **kwargs)
        except (PlaywrightError, RuntimeError) as error:
            for context in browser.contexts:
                context.close()
            if attempt == 3:
                raise
            log("%s failed (%s), again" % (what, str(error).splitlines()[0][:100]))
    return None


def machine():
    return "%s, %s, %d cores" % (platform.platform(), platform.processor() or
                                 platform.machine(), os.cpu_count())


def measure_startup(browser, base, runs, log):
    page_url, reference_url = base + "/", base + "/bench/reference/"
    floor_url, bare_url = base + "/bench/pyscript-only/", base + without_python()
    loads = {"page": [], "reference": [], "english": [], "floor": [], "bare": []}
    for _ in range(runs):
        for side, url, locale, live in (("page", page_url, "de-DE", True),
                                        ("reference", reference_url, "de-DE", True),
                                        ("english", page_url, "en-US", True),
                                        ("floor", floor_url, "de-DE", True),
                                        ("bare", bare_url, "de-DE", False)):
            loads[side].append(retried(log, "a cold load of " + url, cold_load, browser, url,
                                       locale, live))

    def median(side, key, part=None):
        values = [run[key] if part is None else run[key][part] for run in loads[side]]
        return statistics.median(values)

    return {
        "loads": runs,
        "first_ms": {"page": median("page", "first"), "reference": median("reference", "first"),
                     "no_runtime": median("bare", "first")},
        "live_ms": {"page": median("page", "live"), "reference": median("reference", "live"),
                    "english": median("english", "live"),
                    "pyscript_only": median("floor", "live")},
        "bytes": {"page": median("page", "bytes"), "reference": median("reference", "bytes"),
                  "pyscript_only": median("floor", "bytes")},
        "first_key_ms": {side: {"handler": median(side, "first_key", "handler"),
                                "paint": median(side, "first_key", "paint")}
                         for side in ("page", "reference")},
        "late_paints": {side: sum(1 for run in loads[side] if not run["painted"])
                        for side in ("page", "reference")},
    }


def python_alone(path, runs=3):
    """bench/python_alone.py on `path` (a file to import, or a keystroke case as JSON) in
    the page's own MicroPython under Node, with the page's module image: the page's
    Python work with no browser around it. The best of `runs` for each figure (it is a
    floor; Node's timings vary by up to 2x between runs)."""
    found = [json.loads(subprocess.run(
        ["node", str(ROOT / "tests" / "mpy" / "run.mjs"), "--mpy",
         str(ROOT / "bench" / "python_alone.py"), str(path)],
        cwd=ROOT, check=True, capture_output=True, text=True, timeout=600).stdout)
        for _ in range(runs)]
    return {key: min(run[key] for run in found) for key in found[0]}


def python_keys(link, values, runs=3):
    """python_alone for a keystroke case: the ratings typed into the page of `link`."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump({"link": link, "values": values}, file)
    try:
        return python_alone(file.name, runs)
    finally:
        os.unlink(file.name)


def measure_keys(browser, base, runs, values_per_case, interval, log):
    """Every keystroke case, `runs` page loads each alternated with its floor."""
    floors, keys = {}, {}
    for name, label, link, throttle in CASES:
        values = ratings(values_per_case[name])
        if name.endswith("_cpu4x"):
            floors[name] = floors[name[:-len("_cpu4x")]]
        else:
            log("recording the page's DOM writes: %s" % label)
            recorded = retried(log, "recording", typing, browser, base + "/" + link, values,
                               record=True, interval=interval)
            floors[name] = (floor_page(name, recorded["snapshot"], recorded["frames"]),
                            recorded["new_rating"])
        keys[name] = {"page": [], "floor": []}
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
    figures = {name: {"page": summary(sides["page"]), "floor": summary(sides["floor"]),
                      "values": values_per_case[name] - 1} for name, sides in keys.items()}
    for name, label, link, throttle in CASES:
        if throttle == 1:  # Node has no throttle
            log("the page's Python alone, %s" % label)
            figures[name]["python"] = python_keys(link, ratings(values_per_case[name]))
    return figures


def measure_imports(browser, base, runs, games, rows, log):
    files = {"pgn": write_file("games-%d.pgn" % games, pgn_text(games)),
             "csv": write_file("games-%d.csv" % rows, csv_text(rows))}
    found = {kind: [] for kind in files}
    for run in range(runs):
        for kind, path in files.items():
            if found[kind] and found[kind][-1]["timed_out"]:
                continue  # once is enough to wait for nothing
            log("import %s (%d KB): run %d of %d" % (path.name, path.stat().st_size // 1024,
                                                      run + 1, runs))
            found[kind].append(retried(log, "an import", import_file, browser,
                                       base + "/" + TOURNAMENT, path, kind))
    figures = {}
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
            "longest_task_ms": _median(run["longest_task_ms"] for run in found[kind]),
            "result_task_ms": _median(run["result_task_ms"] for run in found[kind]),
            "status_updates": _median(run["status_updates"] for run in found[kind]),
            "page_errors": sorted({e for run in found[kind] for e in run["page_errors"]})[:5],
            "options": done[0]["options"] if done else None,
            "rows": done[0]["rows"] if done else None,
            "keys_after": summary(keys),
            "key_paint_max_ms": max((key["paint"] for key in keys), default=None),
        }
        log("the page's Python alone, %s" % path.name)
        figures[kind]["python"] = python_alone(path)
    return figures


# --- the table -------------------------------------------------------------------------

def _ms(value):
    if value is None:
        return "-"
    return "%.0f ms" % value if value >= 100 else "%.1f ms" % value


def _pair(values):
    return "-" if not values else "%s / %s" % (_ms(values[0])[:-3], _ms(values[1]))


def verdict(value, limit):
    if value is None:
        return "MISSED (no figure)"
    return "met" if value <= limit else "MISSED"


#: The floor column's words for the page's Python work timed with no page (python_alone).
_PYTHON = "%s Python alone"


def report(figures):
    """The lines of the table: [section or (label, page, floor, budget, verdict)], and the
    budgets as a list of {figure, value, limit, met}."""
    lines, budgets = [], []

    def budget(figure, value, limit, text):
        met = verdict(value, limit)
        budgets.append({"figure": figure, "value": value, "limit": limit, "met": met == "met"})
        return text, met

    keys = figures.get("keystrokes")
    if keys:
        lines.append("Keystrokes into #rating, digit by digit (median / p95; %s)" % ", ".join(
            "%s %d keys" % (name, keys[name]["page"]["keys"]) for name in keys))
        limits = {"classic": (("handler median", "handler_ms", 0, 3),),
                  "rows30": (("handler median", "handler_ms", 0, 5),
                             ("handler p95", "handler_ms", 1, 8),
                             ("next paint median", "paint_ms", 0, 16)),
                  "rows300": (("handler median", "handler_ms", 0, 40),
                              ("next paint p95", "paint_ms", 1, 100)),
                  "rows30_cpu4x": (("next paint median", "paint_ms", 0, 50),)}
        for name, label, _, _ in CASES:
            for part, title in (("handler_ms", "handler"), ("paint_ms", "next paint")):
                checks = [budget("%s: %s" % (label, what), keys[name]["page"][field][index],
                                 limit, "%s %s %d ms" % (what.split(" ")[-1],
                                                         "<=", limit))
                          for what, field, index, limit in limits[name] if field == part]
                lines.append(("%s: %s" % (label, title), _pair(keys[name]["page"][part]),
                              _pair(keys[name]["floor"][part]),
                              ", ".join(text for text, _ in checks),
                              "MISSED" if any(met != "met" for _, met in checks)
                              else "met" if checks else ""))
            python = keys[name].get("python")
            if python:  # what the handler computes, with no page: its own floor
                lines.append(("  its Python alone (median)", "", _PYTHON % _ms(
                    python["key_ms"]), "", ""))
    first = figures.get("startup")
    if first:
        lines.append(("first key after a load: handler / paint",
                      _pair([first["first_key_ms"]["page"]["handler"],
                             first["first_key_ms"]["page"]["paint"]]),
                      _pair([first["first_key_ms"]["reference"]["handler"],
                             first["first_key_ms"]["reference"]["paint"]]) + " (plain JS page)",
                      "", ""))
    toggle = figures.get("toggle")
    if toggle:
        lines.append(("score toggled, 30 rows (old probe)", _pair(toggle["page"]),
                      _pair(toggle["reference"]) + " (plain JS page)", "", ""))
    imports = figures.get("imports")
    if imports:
        lines.append("Files chosen in #import-file (median of %d runs each)"
                     % imports["pgn"]["runs"])
        for kind, label, what in (("pgn", "%d-game PGN", "player list"),
                                  ("csv", "%d-row CSV", "result")):
            found = imports[kind]
            name = label % found["games"] + " (%.1f MB)" % (found["bytes"] / 1e6)
            shown = found["ms"]
            text, met = budget("%s: %s on screen" % (name, what), shown, 3000, "<= 3 s")
            python = found.get("python") or {}
            alone = {"all": sum(python.get(key, 0) for key in
                                ("read_ms", "finish_ms", "evaluate_ms", "render_ms")),
                     "piece": python.get("longest_piece_ms"),
                     "end": sum(python.get(key, 0) for key in
                                ("finish_ms", "evaluate_ms", "render_ms"))}
            lines.append(("%s -> %s" % (name, what),
                          "-" if shown is None else "%.2f s" % (shown / 1000),
                          _PYTHON % ("%.2f s" % (alone["all"] / 1000)) if python else "",
                          text, met))
            if found["failed"]:
                run = found["failed"][0]
                lines.append("  %d of %d runs failed: %s" % (
                    len(found["failed"]), found["runs"], run["page_error"] or (
                        "%s, status %r" % (run["error"], run["status"]) if run["timed_out"]
                        else run["error"])))
            text, met = budget("%s: longest task" % name, found["longest_task_ms"], 200,
                               "<= 200 ms")
            lines.append(("  longest task while reading", _ms(found["longest_task_ms"]),
                          _PYTHON % _ms(alone["piece"]) if python else "", text, met))
            # after the last piece: the rows into the table, the engine over every game
            text, met = budget("%s: the task from the last piece on" % name,
                               found["result_task_ms"], 200, "<= 200 ms")
            lines.append(("  longest task from the last piece on", _ms(found["result_task_ms"]),
                          _PYTHON % _ms(alone["end"]) if python else "", text, met))
            after = found["keys_after"]
            text, met = budget("%s: a key afterwards, next paint" % name,
                               found["key_paint_max_ms"], 250, "<= 250 ms")
            lines.append(("  a key afterwards: paint median / max",
                          _pair([after["paint_ms"][0], found["key_paint_max_ms"]])
                          if after else "-", "", text, met))
    if first:
        lines.append("Start-up (%d cold loads each, alternated; medians)" % first["loads"])
        ratio = first["first_ms"]["page"] / first["first_ms"]["no_runtime"]
        text, met = budget("first numbers painted (x HTML+CSS, no runtime)", ratio, 1.1,
                           "<= 1.1x floor")
        lines.append(("first numbers painted", _ms(first["first_ms"]["page"]),
                      "%s HTML+CSS, no runtime: %.2fx" % (_ms(first["first_ms"]["no_runtime"]),
                                                          ratio), text, met))
        ratio = first["live_ms"]["page"] / first["live_ms"]["pyscript_only"]
        text, met = budget("calculator live (x PyScript alone)", ratio, 1.3, "<= 1.3x floor")
        lines.append(("calculator live (py:all-done)", _ms(first["live_ms"]["page"]),
                      "%s PyScript alone: %.2fx" % (_ms(first["live_ms"]["pyscript_only"]),
                                                    ratio), text, met))
        kb = first["bytes"]["page"] / 1024
        text, met = budget("bytes on a cold visit (KB)", kb, 800, "<= 800 KB")
        runtime = first["bytes"].get("pyscript_only")  # the runtime's files: their floor
        lines.append(("bytes on a cold visit", "%.0f KB" % kb,
                      "%.1f KB plain JS page" % (first["bytes"]["reference"] / 1024) +
                      ("" if runtime is None else ", %.0f KB PyScript alone" % (runtime / 1024)),
                      text, met))
        lines.append(("plain JS page: numbers painted / live",
                      "%.1fx / %.1fx" % (first["first_ms"]["page"] / first["first_ms"]["reference"],
                                         first["live_ms"]["page"] / first["live_ms"]["reference"]),
                      "%s / %s" % (_ms(first["first_ms"]["reference"]),
                                   _ms(first["live_ms"]["reference"])), "", ""))
        lines.append(("live with an English browser", _ms(first["live_ms"]["english"]), "",
                      "", ""))
    return lines, budgets


def print_table(figures, lines):
    print("machine: %s; %s; load average %.1f before, %.1f after" % (
        figures["machine"], figures["browser"], figures.get("load_before", 0),
        figures.get("load_after", 0)))
    row = "%-40s %-20s %-34s %-28s %s"
    print(row % ("", "page", "floor", "budget", ""))
    for line in lines:
        if isinstance(line, str):
            print(line if line.startswith(" ") else "\n" + line)
        else:
            print(row % line)
    first = figures.get("startup")
    if first:
        for side, late in first["late_paints"].items():
            if late:
                print("note: %s: in %d of %d loads the rating appeared after the first paint;"
                      " `first` is then the start of the frame that showed it (a lower bound)"
                      % (side, late, first["loads"]))
    if figures.get("imports"):
        print("\nfiles, Python alone: the package reading the same file in the pieces the "
              "page reads, then the result, in the page's MicroPython under Node "
              "(bench/python_alone.py, best of 3 runs): the interpreter's own share.")
    keys = figures.get("keystrokes")
    if keys:
        print("\nfloor: the page's own DOM with its recorded writes replayed by plain JS "
              "(bench-results/floor/); next paint: Event Timing, key -> next frame on "
              "screen, 8 ms steps, 16 = 16 or less. Python alone: the same work in the "
              "page's MicroPython under Node, no browser (bench/python_alone.py, best of "
              "3 runs). Handler median by digits typed:")
        for name, found in keys.items():
            print("  %-14s %s" % (name, ", ".join(
                "%s: %.1f ms" % item for item in found["page"]["handler_by_digits_ms"].items())))


def main(argv=None):
    parser = argparse.ArgumentParser(description="Benchmark the page against its budgets.")
    parser.add_argument("--runs", type=int, default=15, help="cold loads of each start-up page")
    parser.add_argument("--key-runs", type=int, default=3,
                        help="page loads per keystroke case, each alternated with its floor")
    parser.add_argument("--values", type=int, default=20,
                        help="ratings typed per load (the first warms up); a fifth of it "
                             "with 300 rows and with the CPU throttled, at least 3")
    parser.add_argument("--import-runs", type=int, default=3)
    parser.add_argument("--games", type=int, default=10000, help="games in the PGN")
    parser.add_argument("--rows", type=int, default=10000, help="rows in the CSV")
    parser.add_argument("--interval", type=float, default=0.2,
                        help="seconds from one key to the next (200 ms: 60 words a minute)")
    parser.add_argument("--only", default="startup,keys,imports,toggle",
                        help="comma-separated parts to run")
    parser.add_argument("--profile", metavar="CASE", choices=[case[0] for case in CASES],
                        help="only trace and profile the keystrokes of one case")
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args(argv)
    parts = set(args.only.split(","))
    if args.profile:
        server, base = serve_in_thread(ROOT)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            print_profile(profile(browser, base, args.profile, max(3, args.values // 2),
                                  args.interval))
            browser.close()
        server.shutdown()
        return 0

    def log(message):
        print("...", message, file=sys.stderr, flush=True)

    server, base = serve_in_thread(ROOT)
    figures = {"machine": machine(), "load_before": os.getloadavg()[0]}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        figures["browser"] = "Chromium %s" % browser.version
        if "startup" in parts:
            log("start-up: %d cold loads of each page" % max(args.runs, 5))
            figures["startup"] = measure_startup(browser, base, max(args.runs, 5), log)
        if "keys" in parts:
            few = max(3, args.values // 5)
            figures["keystrokes"] = measure_keys(
                browser, base, args.key_runs,
                {"classic": args.values, "rows30": args.values, "rows300": few,
                 "rows30_cpu4x": few}, args.interval, log)
        if "toggle" in parts:
            page = retried(log, "toggling", toggles, browser, base + "/" + TOURNAMENT,
                           "#game-score-2")
            reference = retried(log, "toggling", toggles, browser,
                                base + "/bench/reference/", "#opponent")
            figures["toggle"] = {"page": list(page), "reference": list(reference)}
        if "imports" in parts:
            figures["imports"] = measure_imports(browser, base, args.import_runs, args.games,
                                                 args.rows, log)
        browser.close()
    server.shutdown()
    figures["load_after"] = os.getloadavg()[0]
    lines, figures["budgets"] = report(figures)
    print_table(figures, lines)
    if args.json:
        Path(args.json).parent.mkdir(parents=True, exist_ok=True)
        Path(args.json).write_text(json.dumps(figures, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
