"""FIDE tables 8.1.2 / 8.1.1 and the UKD table against the official CSVs, on both runtimes."""

from pathlib import Path

import tables_check
from helpers import ROOT, run_micropython

DATA = str(ROOT / "docs" / "rules")


def test_tables_match_the_csv_on_cpython() -> None:
    assert tables_check.check_tables(DATA) == []


def test_tables_match_the_csv_on_micropython() -> None:
    outcome = run_micropython("tables_main.py")
    assert outcome == {"runtime": "micropython", "failures": []}


def test_the_check_notices_a_wrong_row(tmp_path: Path) -> None:
    # a check that cannot fail proves nothing: break one row and see it reported
    for name in ("fide-8.1.2-expected-score.csv", "fide-8.1.1-performance-dp.csv"):
        text = (Path(DATA) / name).read_text()
        (tmp_path / name).write_text(text.replace("99,106,0.64,0.36", "99,106,0.65,0.35")
                                     .replace("0.75,193", "0.75,194"))
    failures = tables_check.check_tables(str(tmp_path))
    assert any("8.1.2 D 99" in f for f in failures)
    assert any("8.1.1 p 0.75" in f for f in failures)
