"""The printed table and its budgets (issue 13): each figure beside its floor."""

from .inputs import CASES
from .shapes import Figures
from .stats import Spread

#: A line of the table: a section's title, or (label, page, floor, budget, verdict).
Line = str | tuple[str, str, str, str, str]


def _ms(value: float | None) -> str:
    if value is None:
        return "-"
    return "%.0f ms" % value if value >= 100 else "%.1f ms" % value


def _pair(values: Spread | list[float | None] | None) -> str:
    return "-" if not values else "%s / %s" % (_ms(values[0])[:-3], _ms(values[1]))


def verdict(value: float | None, limit: float) -> str:
    if value is None:
        return "MISSED (no figure)"
    return "met" if value <= limit else "MISSED"


#: The floor column's words for the page's Python work timed with no page (python_alone).
_PYTHON = "%s Python alone"


def _live_floor(lines: list[Line], live: Figures) -> None:
    """The line under "live": the page against the same one-liner in the page's own HTML,
    whose parsing, styles and paint the bare one-liner does not have (no budget: a floor)."""
    in_page = live.get("one_liner_in_page")
    if in_page:
        lines.append(("  ... x the page's HTML with the one-liner",
                      "%.2fx" % (live["page"] / in_page),
                      "%s the one-liner in the page's HTML: %.2fx PyScript alone" % (
                          _ms(in_page), in_page / live["pyscript_only"]), "", ""))


def report(figures: Figures) -> tuple[list[Line], list[Figures]]:
    """The lines of the table: [section or (label, page, floor, budget, verdict)], and the
    budgets as a list of {figure, value, limit, met}."""
    lines: list[Line] = []
    budgets: list[Figures] = []

    def budget(figure: str, value: float | None, limit: float,
               text: str) -> tuple[str, str]:
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
            lean = keys[name].get("lean")
            if lean:  # the same figures in the leanest DOM, by plain JavaScript
                lines.append(("  lean page: handler / next paint (median)", "", "%s / %s" % (
                    _ms(lean["handler_ms"][0]), _ms(lean["paint_ms"][0])), "", ""))
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
    tournament = figures.get("tournament")
    if tournament:
        lines.append("Tournament view: a %d-player, %d-round TRF in #event-file (median of %d "
                     "runs)" % (tournament["players"], tournament["rounds"], tournament["runs"]))
        python = tournament["python"]
        text, met = budget("tournament file: table on screen", tournament["ms"], 2000, "<= 2 s")
        lines.append(("file chosen -> table on screen",
                      "-" if tournament["ms"] is None else "%.2f s" % (tournament["ms"] / 1000),
                      _PYTHON % ("%.2f s" % ((python["read_ms"] + python["rate_ms"] +
                                              python["render_ms"]) / 1000)), text, met))
        lines.append(("  the same rows written by plain JS", "",
                      "%s (%d KB of HTML)" % (_ms(tournament["floor"]["table_ms"]),
                                              (tournament["floor"]["html_chars"] or 0) // 1024),
                      "", ""))
        text, met = budget("tournament file: longest task", tournament["longest_task_ms"], 200,
                           "<= 200 ms")
        lines.append(("  longest task meanwhile", _ms(tournament["longest_task_ms"]),
                      _PYTHON % _ms(python["longest_piece_ms"]), text, met))
        keys = tournament["keys"]
        if keys:
            checks = [budget("tournament: K typed, handler median", keys["handler_ms"][0], 16,
                             "handler <= 16 ms"),
                      budget("tournament: K typed, next paint p95", keys["paint_ms"][1], 100,
                             "paint p95 <= 100 ms")]
            lines.append(("a K typed into a row: handler", _pair(keys["handler_ms"]),
                          _PYTHON % _ms(python["key_ms"]), checks[0][0], checks[0][1]))
            lines.append(("a K typed into a row: next paint", _pair(keys["paint_ms"]),
                          "%s one row by plain JS" % _ms(tournament["floor"]["row_ms"]),
                          checks[1][0], checks[1][1]))
        for problem in tournament["errors"] + tournament["page_errors"]:
            lines.append("  problem: %s" % problem)
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
        _live_floor(lines, first["live_ms"])
        slow = first.get("live_4x_ms")
        if slow:
            ratio = slow["page"] / slow["pyscript_only"]
            text, met = budget("calculator live, CPU 4x slower (x PyScript alone)", ratio, 1.3,
                               "<= 1.3x floor")
            lines.append(("calculator live, CPU 4x slower", _ms(slow["page"]),
                          "%s PyScript alone: %.2fx" % (_ms(slow["pyscript_only"]), ratio),
                          text, met))
            _live_floor(lines, slow)
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
        if "english" in first["bytes"]:  # its words come in an image of their own
            lines.append(("bytes, English browser", "%.0f KB" % (
                first["bytes"]["english"] / 1024), "", "", ""))
    hosted = figures.get("hosted")
    if hosted:
        lines.append("Bytes as a host sends them (make run's server, precompressed copies: "
                     "%s; medians of %d cold loads each)" % (", ".join(hosted["codings"]),
                                                            hosted["loads"]))
        kb, floor = hosted["bytes"]["page"] / 1024, hosted["bytes"]["one_liner"] / 1024
        checks = [budget("bytes on a cold visit as sent (KB)", kb, 300, "<= 300 KB"),
                  budget("bytes on a cold visit as sent (x one-liner)", kb / floor, 1.15,
                         "<= 1.15x floor")]
        lines.append(("bytes on a cold German visit, as sent", "%.0f KB" % kb,
                      "%.0f KB one-liner: %.2fx" % (floor, kb / floor),
                      ", ".join(text for text, _ in checks),
                      "MISSED" if any(met != "met" for _, met in checks) else "met"))
        gzip_only = {side: size / 1024 for side, size in hosted["gzip_bytes"].items()}
        lines.append(("  with gzip alone (the files' .gz)", "%.0f KB" % gzip_only["page"],
                      "%.0f KB one-liner: %.2fx" % (gzip_only["one_liner"], gzip_only["page"]
                                                    / gzip_only["one_liner"]), "", ""))
        for address in hosted["failed"]:
            lines.append("  problem: %s answered an error" % address)
    return lines, budgets


def print_table(figures: Figures, lines: list[Line]) -> None:
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
              "screen, 8 ms steps, 16 = 16 or less. Lean page: the same figures in a "
              "plain table by plain JS (bench/lean/). Python alone: the same work in the "
              "page's MicroPython under Node, no browser (bench/python_alone.py, best of "
              "3 runs). Handler median by digits typed:")
        for name, found in keys.items():
            print("  %-14s %s" % (name, ", ".join(
                "%s: %.1f ms" % item for item in found["page"]["handler_by_digits_ms"].items())))


def print_profile(found: Figures) -> None:
    print("\nwhere the time goes: %s, %d keys, traced (median handler %s, next paint %s)"
          % (found["case"], found["keys"], _ms(found["handler_ms"][0]),
             _ms(found["paint_ms"][0])))
    print("per key, main thread:")
    for label, value in found["per_key_ms"].items():
        print("  %-40s %7.1f ms" % (label, value))
    print("per key, self time by function (CPU profile):")
    for label, value in found["self_ms_per_key"]:
        print("  %-60s %7.2f ms" % (label[:60], value))
