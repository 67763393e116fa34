"""--remaining N --average A [--target T] on the commands with rows of games
(docs/contract.md, "What do I need"): the JSON's `need`, the text's table, exit 2; run
in-process (elo.cli.main).

The numbers are the golden cases' (tests/cases/need.json, by hand from the rules): the
command line must pass the options to elo.need and write what it returns.
"""

import json
from collections.abc import Callable

import pytest

from elo.cli import main
from helpers import JsonObject

# tests/cases/need.json "need fide 700 rule: the remaining games cut K 40 to 36"
FIDE_700 = ["fide", "--rating", "1600", "--k", "40"] + \
    ["--game", "1600:1"] * 7 + ["--game", "1600:0.5"] + ["--game", "1600:0"] * 7
FIDE_700_CHANGES = [-52, -34, -16, 2, 20, 38, 56, 74, 92]


class _Done:
    """What `elo ARGV` did, run in-process: its exit status, stdout and stderr."""

    def __init__(self, returncode: int, stdout: str, stderr: str) -> None:
        self.returncode, self.stdout, self.stderr = returncode, stdout, stderr


#: `elo ARGV` in-process, as the fixtures below give it: what it did, or its JSON.
Run = Callable[..., _Done]
RunJson = Callable[..., JsonObject]


@pytest.fixture
def elo(capsys: pytest.CaptureFixture[str]) -> Run:
    def run(*argv: str) -> _Done:
        status = main(list(argv))
        out, err = capsys.readouterr()
        return _Done(status, out, err)
    return run


@pytest.fixture
def elo_json(elo: Run) -> RunJson:
    def run(*argv: str) -> JsonObject:
        done = elo(*argv, "--json")
        assert done.returncode == 0, done.stderr
        data: JsonObject = json.loads(done.stdout)
        return data
    return run


def test_fide_need_json(elo_json: RunJson) -> None:
    data = elo_json(*FIDE_700, "--remaining", "4", "--average", "1700")
    need = data["need"]
    assert set(need) == {"remaining", "average", "target", "points", "table"}
    assert (need["remaining"], need["average"], need["target"], need["points"]) == \
        (4, 1700, 1600, 1.5)
    assert [row["points"] for row in need["table"]] == [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4]
    assert [row["change"] for row in need["table"]] == FIDE_700_CHANGES
    assert [row["new_rating"] for row in need["table"]] == [1600 + c for c in FIDE_700_CHANGES]
    # the games given are rated as before: the need adds a key, it changes none
    assert data["change"] == 0 and data["k"] == 40


def test_without_remaining_the_json_has_no_need(elo_json: RunJson) -> None:
    assert "need" not in elo_json(*FIDE_700)


def test_a_target_that_cannot_be_reached_is_null(elo_json: RunJson) -> None:
    # tests/cases/need.json "need fide target that cannot be reached"
    data = elo_json("fide", "--rating", "2000", "--k", "20", "--game", "2100:0.5",
                    "--remaining", "3", "--average", "1500", "--target", "2010")
    assert (data["need"]["target"], data["need"]["points"]) == (2010, None)
    assert data["need"]["table"][-1]["new_rating"] == 2008


def test_fide_dwz_has_both_needs(elo_json: RunJson) -> None:
    # tests/cases/need.json "need fide-dwz both sides"
    data = elo_json("fide-dwz", "--rating", "1600", "--k", "20", "--dwz", "1500", "--index",
                    "20", "--end", "2026-03-01", "--game", "1600/1500:0.5", "--remaining",
                    "2", "--average", "1700/1600", "--target", "1610")
    assert (data["need"]["average"], data["need"]["points"]) == (1700, 1.5)
    assert [row["new_rating"] for row in data["need"]["table"]] == \
        [1586, 1596, 1606, 1616, 1626]
    dwz = data["dwz_need"]
    assert (dwz["average"], dwz["target"], dwz["points"]) == (1600, 1500, 1)
    assert [row["new_rating"] for row in dwz["table"]] == [1475, 1492, 1510, 1527, 1544]
    data = elo_json("fide-dwz", "--rating", "1600", "--k", "20", "--dwz", "1500", "--index",
                    "20", "--end", "2026-03-01", "--game", "1600/1500:0.5", "--remaining",
                    "2", "--average", "1700/1600", "--dwz-target", "1530")
    assert (data["dwz_need"]["target"], data["dwz_need"]["points"]) == (1530, 2)
    assert data["need"]["target"] == 1600


def test_glicko2_average_has_its_rd(elo_json: RunJson) -> None:
    data = elo_json("glicko2", "--rating", "1500", "--rd", "200", "--volatility", "0.06",
                    "--game", "1400/30:1", "--game", "1550/100:0", "--game", "1700/300:0",
                    "--remaining", "2", "--average", "1600/80")
    need = data["need"]
    assert (need["average"], need["average_rd"], need["points"]) == (1600, 80, 1.5)
    assert abs(need["table"][2]["new_rating"] - 1499.1620452586308) < 1e-6


@pytest.mark.parametrize("command", [
    ["classic", "--rating", "1500", "--game", "1500:0.5"],
    ["elo", "--rating", "1500", "--game", "1500:0.5"],
    ["dwz", "--rating", "1500", "--index", "20", "--end", "2026-03-01", "--game", "1500:1"],
    ["ukd", "--rating", "1500", "--game", "1400:1"],
])
def test_every_system_command_has_it(command: list[str], elo_json: RunJson) -> None:
    assert len(elo_json(*command, "--remaining", "3", "--average", "1600")["need"]["table"]) == 7


def test_text_table_and_answer(elo: Run) -> None:
    done = elo(*FIDE_700, "--remaining", "4", "--average", "1700", "--target", "1650")
    assert done.returncode == 0, done.stderr
    assert "With 2.5 of 4 against 1700 on average: 1638 (+38)" in done.stdout
    assert "With 4 of 4 against 1700 on average: 1692 (+92)" in done.stdout
    assert "To reach 1650: 3 of 4." in done.stdout
    done = elo("fide", "--rating", "2000", "--k", "20", "--game", "2100:0.5",
               "--remaining", "3", "--average", "1500", "--target", "2010")
    assert "2010 cannot be reached: 3 of 3 gives 2008." in done.stdout
    done = elo(*FIDE_700, "--remaining", "4", "--average", "1700")
    assert "To keep 1600: 1.5 of 4." in done.stdout


def test_an_unusual_average_is_a_warning(elo: Run) -> None:
    done = elo("fide", "--rating", "1600", "--k", "20", "--remaining", "1", "--average",
               "1300", "--game", "1600:1", "--json")
    assert done.returncode == 0
    assert done.stderr.startswith("elo: warning: --average: ")
    warnings = json.loads(done.stdout)["warnings"]
    assert [(w["field"], w["code"]) for w in warnings] == [("average", "fide_below_floor")]


@pytest.mark.parametrize("options, option", [
    (["--remaining", "0", "--average", "1700"], "--remaining"),
    (["--remaining", "101", "--average", "1700"], "--remaining"),
    (["--remaining", "two", "--average", "1700"], "--remaining"),
    (["--remaining", "3", "--average", "1700.5"], "--average"),
    (["--remaining", "3", "--average", "900"], "--average"),
    (["--remaining", "3", "--average", "1700/1600"], "--average"),
    (["--remaining", "3", "--average", "-"], "--average"),
    (["--remaining", "3"], "--average"),
    (["--average", "1700"], "--remaining"),
    (["--target", "1700"], "--remaining"),
])
def test_bad_values_exit_2_with_one_line(options: list[str], option: str, elo: Run) -> None:
    done = elo("fide", "--rating", "1600", "--game", "1600:1", *options)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().split("\n")
    assert len(lines) == 1 and lines[0].startswith("elo: error: ") and option in lines[0]


@pytest.mark.parametrize("command", [
    ["glicko2", "--rating", "1500", "--rd", "200", "--volatility", "0.06", "--game",
     "1400/30:1", "--remaining", "2", "--average", "1600/0"],
    ["glicko2", "--rating", "1500", "--rd", "200", "--volatility", "0.06", "--game",
     "1400/30:1", "--remaining", "2", "--average", "1600"],
    ["dwz", "--rating", "1500", "--index", "20", "--end", "2026-03-01", "--game", "1500:1",
     "--remaining", "2", "--average", "3001"],
    ["fide-dwz", "--rating", "1600", "--dwz", "1500", "--index", "20", "--end",
     "2026-03-01", "--game", "1600/1500:0.5", "--remaining", "2", "--average", "1700/-"],
    ["ukd", "--rating", "1500", "--game", "1600:1", "--remaining", "1", "--average", "900"],
    ["fide", "--unrated", "--game", "1600:1", "--remaining", "2", "--average", "1600"],
])
def test_bad_values_of_each_system(command: list[str], elo: Run) -> None:
    done = elo(*command)
    assert done.returncode == 2
    lines = done.stderr.strip().split("\n")
    assert len(lines) == 1 and lines[0].startswith("elo: error: ")
    assert "--average" in lines[0] or "--remaining" in lines[0]


def test_game_and_series_have_no_remaining(elo: Run) -> None:
    done = elo("series", "--rating", "1500", "--average", "1600", "--games", "3", "--points",
               "1", "--remaining", "3")
    assert done.returncode == 2
