"""The same engine cases inside the page's MicroPython build, run by Node."""

import subprocess
from pathlib import Path

import pytest

import engine_cases
from helpers import CASES_DIR, ROOT, JsonObject, run_micropython

CASES = engine_cases.load_cases(str(CASES_DIR))
RUNNER = ROOT / "tests" / "mpy" / "run.mjs"


@pytest.fixture(scope="module")
def outcome() -> JsonObject:
    found: JsonObject = run_micropython("engine_cases_main.py")
    return found


def test_runs_on_micropython(outcome: JsonObject) -> None:
    assert outcome["runtime"] == "micropython"


def test_every_case_ran(outcome: JsonObject) -> None:
    assert sorted(outcome["results"]) == sorted(case["id"] for case in CASES)


@pytest.mark.parametrize("case_id", [c["id"] for c in CASES])
def test_case(outcome: JsonObject, case_id: str) -> None:
    assert outcome["results"][case_id] == []


def test_pgn_by_blocks_as_line_by_line() -> None:
    """The page's PGN reader by blocks finds what the rules line by line find, in the
    runtime it runs in (tests/pgn_blocks.py; bytes, not str: see files.PgnReader._scan)."""
    done = run_micropython("pgn_blocks_main.py", mpy=True)
    assert done == {"checked": 600, "differences": []}


def test_runner_reports_a_failing_script(tmp_path: Path) -> None:
    script = ROOT / "tests" / "mpy" / "_failing_probe.py"
    script.write_text("raise ValueError('probe')\n")
    try:
        done = subprocess.run(["node", str(RUNNER), str(script)], cwd=ROOT,
                              capture_output=True, text=True, timeout=60)
    finally:
        script.unlink()
    assert done.returncode == 1
    assert "ValueError" in done.stderr
