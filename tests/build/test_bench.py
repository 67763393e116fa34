"""make bench's parts without a browser still work: the Python-alone floor in the page's
MicroPython, the generated files and links, the report's budgets. No timing is checked
here (timings belong in the benchmark): only that each figure comes out. The probes in
Chromium: tests/browser/test_bench_probes.py."""

from pathlib import Path

from bench import inputs, python_floor, table
from bench.shapes import Figures


def test_the_python_alone_floor_times_keys_and_files(tmp_path: Path) -> None:
    """bench/python_alone.py in the page's MicroPython: every figure comes out."""
    typed = python_floor.python_keys(inputs.TOURNAMENT, ["17", "18"], runs=1)
    assert typed["keys"] == 2 and typed["key_ms"] >= 0  # "1" and "18": the first warms up
    for kind, text in (("pgn", inputs.pgn_text(200)), ("csv", inputs.csv_text(200))):
        path = tmp_path / ("games." + kind)
        path.write_text(text, encoding="utf-8")
        found = python_floor.python_alone(path, runs=1)
        assert found["pieces"] >= 2 and found["rows"] > 0, kind  # the head, then the rest
        assert found["longest_piece_ms"] <= found["read_ms"], kind
        assert all(found[key] >= 0 for key in ("finish_ms", "evaluate_ms", "render_ms"))
    assert found["rows"] == 200  # the CSV's rows, all of them


def test_the_generated_files_and_links() -> None:
    assert inputs.TOURNAMENT.count(":") == 30
    assert inputs.tournament(300).count(":") == 300
    pgn = inputs.pgn_text(50)
    assert pgn.count("[Event ") == 50 and pgn.count("[WhiteElo ") > 40
    assert inputs.csv_text(50).count("\r\n") == 51  # the header and 50 rows


def test_the_table_names_every_budget() -> None:
    figures = {"machine": "m", "browser": "b",
               "keystrokes": {name: {"page": _keys(), "floor": _keys(), "values": 1,
                                     "lean": _keys() if link else None}
                              for name, _, link, _ in inputs.CASES},
               "imports": {kind: {"games": 10, "bytes": 1000, "runs": 1, "ms": 10.0,
                                  "failed": [], "longest_task_ms": 0.0, "result_task_ms": 0.0,
                                  "keys_after": _keys(), "key_paint_max_ms": 5.0}
                           for kind in ("pgn", "csv")}}
    lines, budgets = table.report(figures)
    # issue 13's list, start-up left out here; the longest task of an import counted apart
    # for its pieces and for the tasks from the last piece on
    assert len(budgets) == 15
    assert all(budget["met"] for budget in budgets)
    # the lean floor beside the three FIDE tournaments, not beside the classic game
    lean = [line for line in lines if isinstance(line, tuple) and line[0].startswith(
        "  lean page")]
    assert len(lean) == 3 and lean[0][2] == "1.0 ms / 16.0 ms"


def _keys() -> Figures:
    return {"keys": 4, "handler_ms": [1.0, 2.0], "paint_ms": [16, 16],
            "handler_by_digits_ms": {"1": 1.0}}


def test_the_bytes_as_sent_have_their_two_budgets() -> None:
    figures = {"machine": "m", "browser": "b",
               "hosted": {"loads": 3, "codings": ["br"], "failed": [],
                          "bytes": {"page": 400 * 1024, "one_liner": 300 * 1024},
                          "gzip_bytes": {"page": 450 * 1024, "one_liner": 330 * 1024}}}
    lines, budgets = table.report(figures)
    assert [(budget["limit"], budget["met"]) for budget in budgets] == [(420, True),
                                                                        (1.15, False)]
    row = [line for line in lines if isinstance(line, tuple)][0]
    assert row[1:3] == ("400 KB", "300 KB one-liner: 1.33x") and row[4] == "MISSED"
