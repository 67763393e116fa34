"""The command line contract (docs/contract.md): subcommands, --json keys, exit 2."""

import json
import re
import subprocess
import sys

import pytest

from elo.texts import LANGUAGES, every_word

from helpers import FIXTURES, ROOT, JsonObject
from elo.cli import described
from elo.systems import SYSTEMS

TEXTS = {lang: every_word(lang) for lang in LANGUAGES}  # each language's words

SUMMARY_KEYS = {"rating", "k", "score", "expected", "change_exact", "change", "new_rating"}


def elo(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "elo", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def elo_json(*args: str) -> JsonObject:
    done = elo(*args, "--json")
    assert done.returncode == 0, done.stderr
    data: JsonObject = json.loads(done.stdout)
    return data


def test_game_json_seed002() -> None:
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


def test_game_default_k_is_20_and_half_point_spellings() -> None:
    for half in ("0.5", "0,5", "1/2", "½"):
        data = elo_json("game", "--rating", "1500", "--opponent", "1600", "--result", half)
        assert (data["k"], data["score"], data["change"]) == (20, 0.5, 3)


def test_game_opponent_k() -> None:
    # each side its own K: 40 * 0.6401 = 25.6 -> 26; 10 * 0.6401 = 6.4 -> 6
    data = elo_json("game", "--rating", "1500", "--opponent", "1600", "--result", "1",
                    "--k", "40", "--opponent-k", "10")
    assert (data["change"], data["opponent"]["change"]) == (26, -6)


def test_series_json() -> None:
    # 4 games against an equal average, 3 points, K 20: 20 * (3 - 2) = +20
    data = elo_json("series", "--rating", "1500", "--average", "1500", "--games", "4",
                    "--points", "3")
    assert SUMMARY_KEYS <= set(data)
    assert (data["expected"], data["change"], data["new_rating"]) == (2.0, 20, 1520)


def test_text_output_is_readable() -> None:
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
def test_bad_arguments_exit_2_with_one_line(args: list[str], option: str) -> None:
    done = elo(*args)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("elo: error:")
    assert option in lines[0]
    assert "Traceback" not in done.stderr
    assert done.stdout == ""


def test_console_script_is_declared() -> None:
    text = (ROOT / "pyproject.toml").read_text()
    assert 'elo = "elo.cli:main"' in text


def test_help_exits_0() -> None:
    done = elo("game", "--help")
    assert done.returncode == 0
    assert "--opponent-k" in done.stdout


def test_every_system_and_option_has_its_help() -> None:
    # what the command line says of a system is elo/cli/described.py's, not the
    # declaration's: a system or a field added there without its words would show none
    for system in SYSTEMS:
        assert described.SUMMARY[system.id] and described.SOURCES[system.id], system.id
        for field in system.fields:
            if field.option:
                assert described.HELP[system.id].get(field.key), (system.id, field.key)
    done = elo("dwz", "--help")
    assert "the tournament's last day" in done.stdout  # the end date's help, as written
    assert "German Chess Federation" in done.stdout  # the DWZ's sources


GAME_KEYS = {"opponent", "score", "difference", "expected", "delta"}


def test_fide_json_seed003() -> None:
    # seed 003: 1800, K 20, beats 1900 and draws 1750: +11 -> 1811
    data = elo_json("fide", "--rating", "1800", "--game", "1900:1", "--game", "1750:1/2",
                    "--k", "20")
    assert SUMMARY_KEYS <= set(data)
    assert (data["change"], data["new_rating"], data["change_exact"]) == (11, 1811, 11.4)
    assert all(GAME_KEYS <= set(game) for game in data["games"])
    assert data["performance"]["rating"] == 2018  # 1825 + dp(75 %) 193


def test_fide_k_from_the_players_data_and_700_rule() -> None:
    data = elo_json("fide", "--rating", "1800", "--game", "1800:1/2", "--rated-games", "12",
                    "--period-games", "18")
    assert (data["k_rule"], data["k_before_700"], data["k"], data["k_cut_by_700"]) == (
        "new_player", 40, 38, True)  # rules/README.md: K 40, 18 games -> 38


def test_fide_junior_needs_born_and_year() -> None:
    data = elo_json("fide", "--rating", "1800", "--game", "1800:1/2", "--born", "2010",
                    "--year", "2028")
    assert (data["k"], data["k_rule"]) == (40, "junior")


def test_fide_unrated_opponent_written_with_a_dash() -> None:
    data = elo_json("fide", "--rating", "1800", "--game", "1900:1", "--game", "-:1")
    assert data["games"][1]["rated"] is False
    assert data["change"] == 13  # only the rated game: 20 x 0.64 = 12.8


def test_fide_first_rating() -> None:
    # 8.2 by hand: five draws against 1600 -> (8000 + 3600) / 7 = 1657.1, p 50 % -> 1657
    args = ["fide", "--unrated"] + ["--game=1600:0.5"] * 5
    data = elo_json(*args)
    assert data["first_rating"]["rating"] == 1657 and data["first_rating"]["published"]
    assert data["new_rating"] == 1657
    assert all(GAME_KEYS <= set(game) for game in data["games"])


def test_ukd_json_seed003() -> None:
    # seed 003: 1500 beats 2000: counted as 1850, D 350, PD 0.11, +22.25, about 1522
    data = elo_json("ukd", "--rating", "1500", "--game", "2000:1")
    assert SUMMARY_KEYS | {"average_opponent", "difference"} <= set(data)
    assert (data["average_opponent"], data["difference"], data["expected"]) == (1850, -350, 0.11)
    assert (data["change_exact"], data["new_rating"], data["k"]) == (22.25, 1522, 25)


def test_ukd_text_says_it_is_an_estimate() -> None:
    done = elo("ukd", "--rating", "1500", "--game", "2000:1", "--game", "-:0")
    assert done.returncode == 0 and "estimate" in done.stdout
    assert "-0.10" in done.stdout


@pytest.mark.parametrize("args, option", [
    (["fide", "--rating", "1800", "--game", "1900"], "--game"),
    (["fide", "--rating", "1800", "--game", "1900:3"], "--game"),
    (["fide", "--rating", "1800"], "--game"),
    (["fide", "--game", "1900:1"], "--rating"),
    (["fide", "--rating", "1800", "--unrated", "--game", "1900:1"], "--unrated"),
    (["fide", "--rating", "1800", "--game", "-:1"], "--game:"),  # not "--games"
    (["fide", "--rating", "1800.5", "--game", "1900:1"], "--rating"),
    (["fide", "--rating", "1800", "--game", "1900:1", "--k", "0"], "--k"),
    (["fide", "--rating", "1800", "--game", "1900:1", "--time-control", "bullet"],
     "--time-control"),
    (["fide", "--rating", "1800", "--game", "1900:1", "--game", "1800:0",
      "--period-games", "1"], "--period-games"),
    (["ukd", "--rating", "900", "--game", "1000:1"], "--rating"),
    (["ukd", "--rating", "1500"], "--game"),
])
def test_bad_rule_arguments_exit_2_with_one_line(args: list[str], option: str) -> None:
    test_bad_arguments_exit_2_with_one_line(args, option)




def test_fide_from_pgn_takes_the_players_games_and_rating() -> None:
    # club.pgn: Anna Müller (1800) beats Schmidt 1900, draws Weber 1750; round 3 has no result
    data = elo_json("fide", "--pgn", str(FIXTURES / "club.pgn"), "--player", "Müller, Anna",
                    "--k", "20")
    assert (data["rating"], data["new_rating"]) == (1800, 1811)  # seed 003's numbers
    assert [g["opponent"] for g in data["games"]] == [1900, 1750]


def test_ukd_from_csv() -> None:
    data = elo_json("ukd", "--rating", "1500", "--csv", str(FIXTURES / "plain.csv"))
    assert [g["opponent"] for g in data["games"]] == [1900, 1750]


@pytest.mark.parametrize("args, words", [
    (["fide", "--pgn", str(FIXTURES / "club.pgn"), "--player", "Nobody"], "Müller, Anna"),
    (["fide", "--pgn", str(FIXTURES / "club.pgn")], "--player"),
    # issue 23: an opponent without an Elo tag is one without a rating, as the rules read
    # him: FIDE leaves the game out, and here no other game is left
    (["fide", "--pgn", str(FIXTURES / "noelo.pgn"), "--player", "Alpha", "--rating", "1800"],
     "No game against a rated opponent"),
    (["game", "--pgn", str(FIXTURES / "noelo.pgn")], "unrecognized arguments"),
    (["fide", "--rating", "1800", "--csv", str(FIXTURES / "mixed.csv")], "Line 2"),
    (["fide", "--rating", "1800", "--csv", str(FIXTURES / "binary.pgn")], "not a text file"),
    (["fide", "--rating", "1800", "--csv", str(FIXTURES / "missing.csv")], "cannot read"),
    (["fide", "--rating", "1800"], "--game, --pgn or --csv"),
])
def test_file_problems_exit_2_with_one_line(args: list[str], words: str) -> None:
    done = elo(*args)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0], done.stderr


@pytest.mark.parametrize("command", [[]] + [[system.id] for system in SYSTEMS] +
                         [["game"], ["series"]])
def test_help_describes_every_system(command: list[str]) -> None:
    done = subprocess.run([sys.executable, "-m", "elo"] + command + ["--help"], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0 and done.stderr == ""
    if not command:  # issue 14: the top-level help named classic Elo only
        assert all(system.id in done.stdout for system in SYSTEMS)


def test_systems_json_lists_the_systems_in_the_pages_order() -> None:
    done = subprocess.run([sys.executable, "-m", "elo", "systems", "--json"], cwd=ROOT,
                          capture_output=True, text=True)
    listed = json.loads(done.stdout)
    assert [entry["id"] for entry in listed] == ["elo", "fide", "dwz", "fide-dwz", "ukd",
                                                 "glicko2"]
    assert listed[2]["name"] == {"de": "DWZ (Deutscher Schachbund)",
                                 "en": "DWZ (German Chess Federation)"}
    html = (ROOT / "index.html").read_text()
    assert re.findall(r'<option value="([\w-]+)" data-i18n="system-', html) == [
        entry["id"] for entry in listed]


def test_dwz_json_has_the_keys_of_the_issue() -> None:
    # dwz.md 4.8: nu published 1887-44 -> 1876-45 with K 28.0 (W 3.5, 7 games)
    done = subprocess.run([sys.executable, "-m", "elo", "dwz", "--rating", "1887", "--index",
                           "44", "--end", "2026-09-01"] + sum(
        (["--game", "%d:1/2" % o] for o in (1318, 1973, 1942, 1964, 1987, 1905, 1554)), [])
        + ["--json"], cwd=ROOT, capture_output=True, text=True)
    data = json.loads(done.stdout)
    assert (data["system"], data["k"], data["k0"], data["new_rating"], data["new_index"]) == (
        "K", 28.0, 28, 1876, 45)
    for key in ("rating", "score", "expected", "change_exact", "change", "games",
                "performance", "index", "b", "a"):
        assert key in data


def test_a_forfeit_as_links_write_it_and_a_bad_game_named() -> None:
    ok = subprocess.run([sys.executable, "-m", "elo", "ukd", "--rating", "1500", "--game",
                         "1500:1:f", "--game", "1600:1"], cwd=ROOT, capture_output=True, text=True)
    # the command line reports what the page shows, in English
    assert ok.returncode == 0 and TEXTS["en"]["ukd-forfeit"] in ok.stdout
    bad = subprocess.run([sys.executable, "-m", "elo", "fide", "--rating", "1800", "--game",
                          "1700:1", "--game", "-1500:1"], cwd=ROOT, capture_output=True, text=True)
    assert bad.returncode == 2 and "(game 2)" in bad.stderr and bad.stderr.count("\n") == 1


DWZ_CASES: list[JsonObject] = [
    case for case in json.loads((ROOT / "tests" / "cases" / "dwz.json").read_text())
    if case["call"] == "rate_dwz" and "new_rating" in case.get("expect", {})]


@pytest.mark.parametrize("case", DWZ_CASES, ids=[case["id"] for case in DWZ_CASES])
def test_the_command_line_gives_every_published_dwz(case: JsonObject,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    # issue 12: the CLI and the page agree with the engine on every published case
    from elo.cli import main

    rating, games = case["args"]
    kwargs = case.get("kwargs", {})
    argv = ["dwz", "--json", "--end", kwargs["end"]]
    argv += ["--unrated"] if rating is None else ["--rating", str(rating)]
    for key in ("index", "born", "e", "k"):
        if kwargs.get(key) is not None:
            argv += ["--" + key, str(kwargs[key])]
    for game in games:
        argv += ["--game", "%s:%s%s" % ("-" if game[0] is None else game[0], game[1] / 100,
                                        ":f" if len(game) > 2 and game[2] else "")]
    assert main(argv) == 0
    assert json.loads(capsys.readouterr().out)["new_rating"] == case["expect"]["new_rating"]


def test_glicko2_as_the_contract_says() -> None:
    """Issue 19: the paper's example on the command line, the shared keys plus new_rd and
    new_volatility; new_rating unrounded as the paper gives it (Glickman 2013: 1464.06,
    151.52, 0.05999, from rounded intermediate values)."""
    data = elo_json("glicko2", "--rating", "1500", "--rd", "200", "--volatility", "0.06",
                    "--tau", "0.5", "--game", "1400/30:1", "--game", "1550/100:0",
                    "--game", "1700/300:0")
    assert abs(data["new_rating"] - 1464.06) < 0.015 and data["change"] == -36
    assert abs(data["new_rd"] - 151.52) < 0.01
    assert abs(data["new_volatility"] - 0.05999) < 0.00001
    for key in ("rating", "k", "score", "expected", "change_exact"):
        assert key in data
    assert [game["opponent_rd"] for game in data["games"]] == [30, 100, 300]
    done = elo("glicko2", "--rating", "1500", "--rd", "200", "--volatility", "0.06",
               "--game", "1400:1")
    assert done.returncode == 2 and "OPP/RD" in elo("glicko2", "--help").stdout
