"""The command line contract (shared/design.md): subcommands, --json keys, exit 2."""

import json
import subprocess
import sys

import pytest

from conftest import ROOT

SUMMARY_KEYS = {"rating", "k", "score", "expected", "change_exact", "change", "new_rating"}


def elo(*args):
    return subprocess.run([sys.executable, "-m", "elo", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def elo_json(*args):
    done = elo(*args, "--json")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_game_json_seed002():
    # seed 002: 1500 vs 1600, K 20: win +13, draw +3, loss -7
    data = elo_json("game", "--rating", "1500", "--opponent", "1600", "--result", "1",
                    "--k", "20")
    assert SUMMARY_KEYS <= set(data)
    assert (data["change"], data["new_rating"]) == (13, 1513)
    assert abs(data["expected"] - 0.3599) < 0.00005
    assert [data["outcomes"][name]["change"] for name in ("win", "draw", "loss")] == [13, 3, -7]
    assert set(data["outcomes"]["draw"]) == {"change_exact", "change", "new_rating"}
    assert {"expected", "change_exact", "change", "new_rating"} <= set(data["opponent"])
    assert (data["opponent"]["change"], data["opponent"]["new_rating"]) == (-13, 1587)


def test_game_default_k_is_20_and_half_point_spellings():
    for half in ("0.5", "0,5", "1/2", "½"):
        data = elo_json("game", "--rating", "1500", "--opponent", "1600", "--result", half)
        assert (data["k"], data["score"], data["change"]) == (20, 0.5, 3)


def test_game_opponent_k():
    # each side its own K: 40 * 0.6401 = 25.6 -> 26; 10 * 0.6401 = 6.4 -> 6
    data = elo_json("game", "--rating", "1500", "--opponent", "1600", "--result", "1",
                    "--k", "40", "--opponent-k", "10")
    assert (data["change"], data["opponent"]["change"]) == (26, -6)


def test_series_json():
    # 4 games against an equal average, 3 points, K 20: 20 * (3 - 2) = +20
    data = elo_json("series", "--rating", "1500", "--average", "1500", "--games", "4",
                    "--points", "3")
    assert SUMMARY_KEYS <= set(data)
    assert (data["expected"], data["change"], data["new_rating"]) == (2.0, 20, 1520)


def test_text_output_is_readable():
    done = elo("game", "--rating", "1500", "--opponent", "1600", "--result", "0")
    assert done.returncode == 0
    assert "-7 -> 1493" in done.stdout
    assert "36.0%" in done.stdout


@pytest.mark.parametrize("args, option", [
    (["game", "--rating", "abc", "--opponent", "1600", "--result", "1"], "--rating"),
    (["game", "--rating", "nan", "--opponent", "1600", "--result", "1"], "--rating"),
    (["game", "--rating", "1e999", "--opponent", "1600", "--result", "1"], "--rating"),
    (["game", "--rating", "1500", "--opponent", "inf", "--result", "1"], "--opponent"),
    (["game", "--rating", "1500", "--opponent", "1600", "--result", "2"], "--result"),
    (["game", "--rating", "1500", "--opponent", "1600", "--result", "1", "--k", "0"], "--k"),
    (["game", "--rating", "1500", "--opponent", "1600", "--result", "1", "--k", "-5"], "--k"),
    (["game", "--rating", "1500", "--opponent", "1600", "--result", "1", "--opponent-k", "0"],
     "--opponent-k"),
    (["series", "--rating", "1500", "--average", "1600", "--games", "3", "--points", "4"],
     "--points"),
    (["series", "--rating", "1500", "--average", "1600", "--games", "-3", "--points", "0"],
     "--games"),
    (["series", "--rating", "1500", "--average", "1600", "--games", "2.5", "--points", "1"],
     "--games"),
    (["game", "--rating", "1500"], "--opponent"),
    (["nonsense"], "nonsense"),
    ([], "command"),
])
def test_bad_arguments_exit_2_with_one_line(args, option):
    done = elo(*args)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("elo: error:")
    assert option in lines[0]
    assert "Traceback" not in done.stderr
    assert done.stdout == ""


def test_console_script_is_declared():
    text = (ROOT / "pyproject.toml").read_text()
    assert 'elo = "elo.cli:main"' in text


def test_help_exits_0():
    done = elo("game", "--help")
    assert done.returncode == 0
    assert "--opponent-k" in done.stdout
