"""`elo season FILE`, the command line of issue 21's season: JSON keys (docs/contract.md),
the text report, and exit status 2 with one line on stderr for a file it cannot take.

tests/fixtures/season/anna.json is the season of tests/cases/season.json's first two cases,
whose figures are worked out by hand there (FIDE 1702 -> 1759 in May 2026 with K 40, -> 1771
in June with K 20; DWZ 1650-23 -> 1678-24 -> 1700-25 -> 1696-26)."""

import json
import subprocess
import sys
from pathlib import Path

from helpers import FIXTURES, ROOT

ANNA = str(FIXTURES / "season" / "anna.json")


def elo(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "elo", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def test_json_keys_and_figures() -> None:
    run = elo("season", ANNA, "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert set(data) == {"name", "fide", "dwz", "events", "notes"}
    assert [p["period"] for p in data["fide"]["periods"]] == ["2026-05", "2026-06"]
    assert set(data["fide"]["periods"][0]) >= {"period", "start_rating", "k", "games",
                                                 "change_exact", "change", "rating"}
    assert [(p["k"], p["change"], p["rating"]) for p in data["fide"]["periods"]] == [
        (40, 57, 1759), (20, 12, 1771)]
    assert data["fide"]["rating"] == 1771
    evaluations = data["dwz"]["evaluations"]
    assert set(evaluations[0]) >= {"event", "end", "rating_before", "index_before", "change",
                                   "rating", "index"}
    assert [(e["rating"], e["index"]) for e in evaluations] == [(1678, 24), (1700, 25),
                                                                 (1696, 26)]
    assert (data["dwz"]["rating"], data["dwz"]["index"]) == (1696, 26)
    assert [e["end"] for e in data["events"]] == sorted(e["end"] for e in data["events"])


def test_text_report() -> None:
    run = elo("season", ANNA)
    assert run.returncode == 0, run.stderr
    assert "2026-05  K 40   5 games  +57 (+56.80)  -> 1759" in run.stdout
    assert "DWZ after the season: 1696-26" in run.stdout
    assert "Umstufung" in run.stdout  # the conversion of 8 June 2026 is said, not guessed


def test_bad_files_exit_2_with_one_line(tmp_path: Path) -> None:
    cases = {
        "version.json": ('{"version": 7, "events": []}', "version 7"),
        "date.json": ('{"version": 1, "player": {"fide": {"rating": 1600}}, "events": '
                      '[{"name": "Herbst", "end": "2026-13-01", "system": "fide", '
                      '"games": ["1600:1"]}]}', 'Event "Herbst"'),
        "game.json": ('{"version": 1, "player": {"fide": {"rating": 1600}}, "events": '
                      '[{"name": "Liga", "end": "2026-03-01", "system": "fide", '
                      '"games": ["1600:2"]}]}', 'Event "Liga"'),
        "system.json": ('{"version": 1, "events": [{"name": "Fern", "end": "2026-03-01", '
                        '"system": "iccf", "games": ["1600:1"]}]}', 'Event "Fern"'),
        "csv.txt": ("Name;DWZ\n", "not a season file"),
    }
    for name, (content, said) in cases.items():
        path = tmp_path / name
        path.write_text(content, encoding="utf-8")
        run = elo("season", str(path), "--json")
        assert run.returncode == 2, (name, run.stdout)
        assert run.stdout == ""
        lines = run.stderr.strip().splitlines()
        # the file is named by its path, not "FILE" (issue 34)
        assert len(lines) == 1 and lines[0].startswith("elo: error: %s: " % path), (name, lines)
        assert said in lines[0], (name, lines)
    missing = elo("season", str(tmp_path / "none.json"))
    assert missing.returncode == 2 and missing.stderr.count("\n") == 1
