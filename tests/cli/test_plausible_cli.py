"""What no list holds and what is unusual, on the command line (docs/contract.md): a value
typed that no list holds is a bad argument (exit 2, one line naming the option); an unusual
one is computed, and its warning is a line on stderr and an entry of --json's `warnings`.
The bounds and their articles are the systems' (tests/cases/plausible.json)."""

import json
from pathlib import Path

import pytest

from elo.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, list[str]]:
    """(exit status, stdout, the lines of stderr) of `elo ARGV`, in-process."""
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err.splitlines()


def test_a_fide_rating_below_every_list_is_a_bad_argument_below_the_floor_asked(
        capsys: pytest.CaptureFixture[str]) -> None:
    # FIDE Rating Regulations 7.2.1: no rating below 1400 since 1 March 2024; the lists
    # before held ratings from 1000 up (docs/rules/README.md section 2)
    status, out, err = run(capsys, "fide", "--rating", "990", "--game", "1600:1")
    assert (status, out) == (2, "")
    assert len(err) == 1 and err[0].startswith("elo: error: --rating: ")
    assert "1000" in err[0] and "7.2.1" in err[0]
    status, out, err = run(capsys, "fide", "--rating", "1200", "--game", "1600:1")
    assert status == 0 and out.startswith("New FIDE rating: ")
    assert len(err) == 1 and err[0].startswith("elo: warning: --rating: ")
    assert "1400" in err[0] and "7.2.1" in err[0] and "1 March 2024" in err[0]


def test_a_mistyped_opponent_is_named_with_its_game(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "fide", "--rating", "1800", "--game", "1700:1",
                           "--game", "15900:0")
    assert (status, out) == (2, "")
    assert len(err) == 1 and err[0].startswith("elo: error: --game (game 2): ")
    assert "3000" in err[0] and "2882" in err[0]


def test_a_fide_k_no_rule_gives_is_a_bad_argument_also_beside_the_dwz(
        capsys: pytest.CaptureFixture[str]) -> None:
    # 8.3.3: K 40, 20 or 10, lowered only by the 700 rule
    for argv in (["fide", "--rating", "1800"],
                 ["fide-dwz", "--rating", "1800", "--dwz", "1750", "--end", "2026-05-01"]):
        status, _, err = run(capsys, *argv, "--k", "100", "--game", "1700/1650:1"
                             if argv[0] == "fide-dwz" else "1700:1")
        assert status == 2 and len(err) == 1 and err[0].startswith("elo: error: --k: ")
        assert "8.3.3" in err[0]


def test_an_unusual_k_is_computed_and_asked_about(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "fide", "--rating", "1800", "--k", "35", "--game",
                           "1900:1", "--json")
    data = json.loads(out)
    assert status == 0 and (data["k"], data["change"]) == (35, 22)  # 35 x 0.64 = 22.4
    assert data["warnings"] == [{"field": "k", "code": "fide_k_other",
                                 "message": data["warnings"][0]["message"]}]
    assert "700 rule" in data["warnings"][0]["message"]
    assert err == ["elo: warning: --k: " + data["warnings"][0]["message"]]


def test_a_rating_typed_short_asks_what_it_likely_means(capsys: pytest.CaptureFixture[str]) -> None:
    # classic Elo takes any finite rating: 1,5 is computed as typed, and the line asks
    status, out, err = run(capsys, "game", "--rating", "1,5", "--opponent", "1600",
                           "--result", "1", "--json")
    data = json.loads(out)
    assert status == 0 and data["rating"] == 1.5 and data["new_rating"] == 21.5
    assert [item["code"] for item in data["warnings"]] == ["rating_fraction"]
    assert data["warnings"][0]["message"].endswith("Did you mean 1500?")
    assert err == ["elo: warning: --rating: " + data["warnings"][0]["message"]]


def test_a_game_s_warning_names_its_game_and_the_text_report_stands(
        capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "classic", "--rating", "1500", "--k", "50", "--game",
                           "1600:1", "--game", "1,6:0")
    assert status == 0 and out.startswith("New rating: ")
    assert len(err) == 2
    assert err[0].startswith("elo: warning: --k: ") and "40" in err[0]
    assert err[1].startswith("elo: warning: --game (game 2): ")
    assert err[1].endswith("Did you mean 1600?")
    status, out, _ = run(capsys, "classic", "--rating", "1500", "--game", "1,6:0", "--json")
    assert json.loads(out)["warnings"] == [
        {"field": "games", "code": "rating_fraction", "game": 1,
         "message": "A rating has no decimals; this one is computed as typed. "
                    "Did you mean 1600?"}]


def test_no_warnings_key_without_a_warning_and_a_dwz_warning_beside_fide(
        capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "fide-dwz", "--rating", "1800", "--dwz", "650",
                           "--index", "20", "--end", "2026-05-01", "--game", "1700/1650:1",
                           "--json")
    data = json.loads(out)
    assert status == 0 and [item["field"] for item in data["warnings"]] == ["dwz"]
    assert data["warnings"][0]["code"] == "dwz_below_first"
    assert len(err) == 1 and err[0].startswith("elo: warning: --dwz: ")
    status, out, err = run(capsys, "fide-dwz", "--rating", "1800", "--dwz", "1650",
                           "--index", "20", "--end", "2026-05-01", "--game", "1700/1650:1",
                           "--json")
    assert status == 0 and "warnings" not in json.loads(out) and err == []


def test_a_file_s_ratings_are_taken_as_they_stand_a_typed_one_is_not(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # a CSV of 2023 holds FIDE ratings below 1400; what is typed is checked
    games = tmp_path / "old.csv"
    games.write_text("1250;1\n1300;0,5\n", encoding="utf-8")
    status, out, err = run(capsys, "fide", "--rating", "1500", "--csv", str(games), "--json")
    assert status == 0 and err == [] and json.loads(out)["rated_games"] == 2
    status, out, err = run(capsys, "fide", "--rating", "1500", "--game", "950:1",
                           "--csv", str(games))
    assert status == 2 and err[0].startswith("elo: error: --game (game 1): ")
