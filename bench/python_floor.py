"""The Python-alone floor: bench/python_alone.py, the page's own Python work for the same
keys and files, run in the page's MicroPython build under Node (tests/mpy/run.mjs) with
its module image and no browser. That script runs only there: nothing here imports it."""

import json
import os
import subprocess
import tempfile
from pathlib import Path

from .browser import ROOT
from .shapes import Figures


def python_alone(path: str | Path, runs: int = 3) -> Figures:
    """bench/python_alone.py on `path` (a file to import, or a keystroke case as JSON) in
    the page's own MicroPython under Node, with the page's module image: the page's
    Python work with no browser around it. The best of `runs` for each figure (it is a
    floor; Node's timings vary by up to 2x between runs)."""
    found: list[Figures] = [json.loads(subprocess.run(
        ["node", str(ROOT / "tests" / "mpy" / "run.mjs"), "--mpy",
         str(ROOT / "bench" / "python_alone.py"), str(path)],
        cwd=ROOT, check=True, capture_output=True, text=True, timeout=600).stdout)
        for _ in range(runs)]
    return {key: min(run[key] for run in found) for key in found[0]}


def python_keys(link: str, values: list[str], runs: int = 3) -> Figures:
    """python_alone for a keystroke case: the ratings typed into the page of `link`."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump({"link": link, "values": values}, file)
    try:
        return python_alone(file.name, runs)
    finally:
        os.unlink(file.name)

