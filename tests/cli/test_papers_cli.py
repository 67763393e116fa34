"""`elo tournament FILE --norm-report RANK [--title T] [--lang L]` and `--trf OUT`, the
command line of the arbiter's papers (docs/papers.md), in the style of
tests/cli/test_tournament_cli.py: exit status 2 with one line for what it cannot take.

Files: tests/fixtures/tournament/norm_*.trf (hand-made); the figures are worked out by hand in
tests/cases/papers.json (Title Regulations B.01 1.4), restated here in short."""

import json
import subprocess
import sys
from pathlib import Path

from helpers import FIXTURES, ROOT

EVENTS = FIXTURES / "tournament"
PAPERS = str(EVENTS / "norm_papers.trf")


def elo(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "elo", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def refused(*args: str) -> str:
    """The one stderr line of a command that must end with exit status 2."""
    done = elo(*args)
    assert done.returncode == 2, (done.stdout, done.stderr)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("elo: error:"), done.stderr
    assert done.stdout == ""
    return lines[0]


def test_the_norm_report_in_english() -> None:
    # Siegel (7) of norm_papers.trf: GM made, Ra 2413 with Imhof raised to 2200, Rp 2633
    done = elo("tournament", PAPERS, "--norm-report", "7")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "Norm report GM: Siegel, Sven (7)"
    assert "it is not the form" in lines[1]
    assert "The GM norm is made." in lines
    assert "  chief arbiter: Richter, Rita (4600010)  (IT1)" in lines
    assert "  first day: 2025-06-01  (1.4.6)" in lines
    assert "  opponents' average Ra: 2413  (1.4.7)" in lines
    assert "  performance Rp: 2633  (1.4.8, 1.4.9)" in lines
    assert "  rating floor applied: Imhof, Ingo (10): 2150 counted as 2200  (1.4.6)" in lines
    assert "  1.4.4 opponents from his own federation: 3 (at most 5): met" in lines
    assert "  not in the file: organiser" in lines
    # one row a round: round 7 against Imhof, the one the floor raised
    row = [line for line in lines if line.startswith("  7 ")][0]
    assert row.split()[1:3] == ["Imhof,", "Ingo"] and row.endswith("yes, counted 2200 (1.4.6)")


def test_the_norm_report_in_german_for_a_title_not_made() -> None:
    # norm_im.trf: 6.5/9, GM Rp 2579 < 2600: 0.5 points short
    done = elo("tournament", str(EVENTS / "norm_im.trf"), "--norm-report", "7", "--title",
               "GM", "--lang", "de")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "Normbericht GM: Siegel, Sven (7)"
    assert "Keine GM-Norm: 0,5 Punkte fehlen." in lines
    assert "  Leistung Rp: 2579  (1.4.8, 1.4.9)" in lines
    assert "  nicht in der Datei: Veranstalter" in lines


def test_the_norm_report_as_json() -> None:
    done = elo("tournament", str(EVENTS / "norm_forfeit.trf"), "--norm-report", "7", "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert (report["title"], report["rank"], report["achieved"]) == ("GM", 7, True)
    games = [s for s in report["sections"] if s["id"] == "games"][0]
    # round 7 won by forfeit: listed, not counted (1.4.2)
    assert games["rows"][6]["counts"] is False
    assert [s["id"] for s in report["sections"]] == ["event", "player", "games", "totals",
                                                     "checks"]


def test_an_unknown_rank_is_refused() -> None:
    line = refused("tournament", PAPERS, "--norm-report", "77")
    assert line == "elo: error: argument --norm-report: no player has the start rank 77"


def test_a_player_without_a_norm_check_is_refused() -> None:
    # Arnaud (1) holds GM: no norm is checked for him (his title and those below it)
    assert "no title norm is checked for player 1" in refused(
        "tournament", PAPERS, "--norm-report", "1")
    # a man is not checked for the women's titles
    assert "no WGM norm is checked for player 7; checked: GM IM" in refused(
        "tournament", PAPERS, "--norm-report", "7", "--title", "WGM")


def test_the_trf_is_written(tmp_path: Path) -> None:
    # nothing was changed: the file as it came, byte for byte, its "###" comment included
    out = tmp_path / "out.trf"
    done = elo("tournament", PAPERS, "--trf", str(out))
    assert done.returncode == 0, done.stderr
    assert out.read_bytes() == (EVENTS / "norm_papers.trf").read_bytes()


def test_a_trf_that_cannot_be_written_is_refused(tmp_path: Path) -> None:
    assert refused("tournament", PAPERS, "--trf", str(tmp_path / "no" / "out.trf")).startswith(
        "elo: error: cannot write")
