"""`python -m bench`: the command line; runs the parts asked for and prints the table."""

import argparse
import json
import os
import platform
import sys
from pathlib import Path

from .browser import running
from .tournament import measure_tournament
from .hosted import measure_hosted
from .imports import measure_imports
from .inputs import CASES
from .keys import measure_keys, measure_toggle
from .profiling import profile
from .shapes import Figures
from .startup import measure_startup
from .table import print_profile, print_table, report


def machine() -> str:
    return "%s, %s, %s cores" % (platform.platform(), platform.processor() or
                                 platform.machine(), os.cpu_count() or "?")


def log(message: str) -> None:
    print("...", message, file=sys.stderr, flush=True)


def parser() -> argparse.ArgumentParser:
    # prog spelled out: argparse would say "__main__.py" under `python -m`
    found = argparse.ArgumentParser(prog="python -m bench",
                                    description="Benchmark the page against its budgets.")
    found.add_argument("--runs", type=int, default=15, help="cold loads of each start-up page")
    found.add_argument("--key-runs", type=int, default=3,
                       help="page loads per keystroke case, each alternated with its floor")
    found.add_argument("--values", type=int, default=20,
                       help="ratings typed per load (the first warms up); a fifth of it "
                            "with 300 rows and with the CPU throttled, at least 3")
    found.add_argument("--import-runs", type=int, default=3)
    found.add_argument("--games", type=int, default=10000, help="games in the PGN")
    found.add_argument("--rows", type=int, default=10000, help="rows in the CSV")
    found.add_argument("--interval", type=float, default=0.2,
                       help="seconds from one key to the next (200 ms: 60 words a minute)")
    found.add_argument("--players", type=int, default=300,
                       help="players in the tournament's TRF (11 rounds)")
    found.add_argument("--only", default="startup,hosted,keys,imports,tournament,toggle",
                       help="comma-separated parts to run")
    found.add_argument("--profile", metavar="CASE", choices=[case[0] for case in CASES],
                       help="only trace and profile the keystrokes of one case")
    found.add_argument("--json", help="also write the figures to this file")
    return found


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    parts = set(args.only.split(","))
    if args.profile:
        with running() as (browser, base):
            print_profile(profile(browser, base, args.profile, max(3, args.values // 2),
                                  args.interval))
        return 0

    figures: Figures = {"machine": machine(), "load_before": os.getloadavg()[0]}
    with running() as (browser, base):
        figures["browser"] = "Chromium %s" % browser.version
        if "startup" in parts:
            log("start-up: %d cold loads of each page" % max(args.runs, 5))
            figures["startup"] = measure_startup(browser, base, max(args.runs, 5), log)
        if "hosted" in parts:
            log("bytes as sent: %d cold loads of the hosted page and one-liner"
                % max(args.runs, 3))
            figures["hosted"] = measure_hosted(browser, max(args.runs, 3), log)
        if "keys" in parts:
            few = max(3, args.values // 5)
            figures["keystrokes"] = measure_keys(
                browser, base, args.key_runs,
                {"classic": args.values, "rows30": args.values, "rows300": few,
                 "rows30_cpu4x": few}, args.interval, log)
        if "toggle" in parts:
            figures["toggle"] = measure_toggle(browser, base, log)
        if "imports" in parts:
            figures["imports"] = measure_imports(browser, base, args.import_runs, args.games,
                                                 args.rows, log)
        if "tournament" in parts:
            figures["tournament"] = measure_tournament(browser, base, args.import_runs,
                                                       args.players, 11, log)
    figures["load_after"] = os.getloadavg()[0]
    lines, figures["budgets"] = report(figures)
    print_table(figures, lines)
    if args.json:
        Path(args.json).parent.mkdir(parents=True, exist_ok=True)
        Path(args.json).write_text(json.dumps(figures, indent=1))
    return 0
