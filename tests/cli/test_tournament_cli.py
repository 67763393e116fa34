"""`elo tournament FILE`, the command line of issue 20's whole-tournament view: the text
table and --json (the keys of elo/tournament/report.py), --k, --index, --end and --exempt, and
exit status 2 with one line on stderr for what it cannot take.

The file is tests/fixtures/tournament-page/club-swiss.trf; its figures are worked out by hand
in tests/browser/test_tournament_view.py (FIDE table 8.1.2, one rounding per period, 0.5 away
from zero; 8.2 for the unrated player; the classic DWZ), restated here in short.
"""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from helpers import FIXTURES, ROOT, JsonObject

FILES = FIXTURES / "tournament-page"
CLUB = str(FILES / "club-swiss.trf")

#: start rank: (change, new rating) by FIDE; Huber (8) is unrated: a first rating of 1784
FIDE = {1: (0, 2105), 2: (-11, 1999), 3: (13, 1963), 4: (-22, 1852), 5: (26, 1828),
        6: (9, 1742), 7: (-3, 1647)}
#: start rank: (DWZ change, new DWZ), classic system, index 20 (Adler and Engel by hand)
DWZ = {1: (-7, 2073), 5: (40, 1800)}

EVENT_KEYS = {"name", "city", "start", "end", "rounds", "format", "players", "problems",
              "complete", "incomplete", "remaining_rounds", "not_played", "time_control",
              "time_control_source", "over_30_days", "periods", "chief_arbiter", "organiser",
              "regulations"}
PLAYER_KEYS = {"rank", "name", "title", "federation", "sex", "born", "rating", "unread",
               "national", "points", "k",
               "k_before_700", "k_source", "counted_games", "score", "expected", "average", "w_we",
               "final_rank",
               "change_exact", "change", "new_rating", "published", "unpublished_reasons",
               "performance", "first_rating", "fide_problem", "dwz", "dwz_problem", "norms",
               "games"}
GAME_KEYS = {"round", "opponent", "rating", "result", "counted", "reason"}
NORM_KEYS = {"title", "achieved", "games", "average", "performance", "missing",
             "rounds_left", "raised", "points", "percent", "federations", "titled",
             "title_holders", "requirements", "missing_words", "forecast"}
#: The hand-made files of tests/fixtures/tournament: tests/cases/tournament_files.json says
#: what each holds and works their figures out by hand.
EVENTS = FIXTURES / "tournament"


def elo(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "elo", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def tournament(*args: str) -> tuple[JsonObject, dict[int, JsonObject]]:
    """The JSON of `elo tournament CLUB ARGS --json`, by start rank."""
    done = elo("tournament", CLUB, *args, "--json")
    assert done.returncode == 0, done.stderr
    data: JsonObject = json.loads(done.stdout)
    return data, {player["rank"]: player for player in data["players"]}


def fide(players: dict[int, JsonObject]) -> dict[int, tuple[int, int]]:
    return {rank: (player["change"], player["new_rating"]) for rank, player in
            players.items() if player["rating"]}


def others(players: dict[int, JsonObject], *ranks: int) -> dict[int, JsonObject]:
    return {rank: player for rank, player in players.items() if rank not in ranks}


def refused(*args: str) -> str:
    """The one stderr line of a command that must end with exit status 2."""
    done = elo(*args)
    assert done.returncode == 2, (done.stdout, done.stderr)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("elo: error:")
    assert "Traceback" not in done.stderr and done.stdout == ""
    return lines[0]


# the report


def test_text_is_a_table_of_every_player() -> None:
    done = elo("tournament", CLUB)
    assert done.returncode == 0 and done.stderr == ""
    lines = done.stdout.splitlines()
    assert lines[0] == "Herbstopen Testhausen 2025 (2025-11-12 to 2025-11-16, 5 rounds, " \
                       "8 players)"
    assert re.split(r"\s{2,}", lines[1]) == ["#", "name", "rating", "K", "games", "points",
                                             "change", "new", "DWZ", "new DWZ", "norms"]
    rows = {int(cells[0]): cells for cells in (re.split(r"\s{2,}", line.strip())
                                               for line in lines[2:])}
    assert sorted(rows) == [1, 2, 3, 4, 5, 6, 7, 8] and len(lines) == 10  # no problems
    for rank, (change, new) in FIDE.items():
        assert rows[rank][6:8] == ["%+d" % change if change else "0", str(new)], rank
    assert rows[5][3] == "40"  # the junior's K
    assert rows[8][1:4] == ["Huber, Hans", "-", "-"] and rows[8][7] == "1784 (first)"
    assert rows[1][8:10] == ["2080", "2073"] and rows[5][8:10] == ["1760", "1800"]
    assert rows[3][8:10] == ["-", "-"]  # Crone has no DWZ


def test_json_has_the_reports_keys_and_the_figures_worked_out_by_hand() -> None:
    data, players = tournament()
    assert set(data) == EVENT_KEYS
    assert (data["name"], data["city"], data["start"], data["end"], data["rounds"],
            data["format"], data["problems"]) == ("Herbstopen Testhausen 2025", "Testhausen",
                                                  "2025-11-12", "2025-11-16", 5, "trf", [])
    # club-swiss.trf line 9: "102 Muster, Max"; a TRF has no organiser's line
    assert (data["chief_arbiter"], data["organiser"]) == ("Muster, Max", None)
    assert (data["complete"], data["incomplete"], data["remaining_rounds"],
            data["not_played"], data["time_control"]) == (True, [], [], [], "standard")
    assert sorted(players) == [1, 2, 3, 4, 5, 6, 7, 8]
    for player in players.values():
        assert set(player) == PLAYER_KEYS, player["rank"]
        assert all(set(game) == GAME_KEYS for game in player["games"])
        assert all(set(norm) == NORM_KEYS and not norm["achieved"] for norm in player["norms"])
    assert fide(players) == FIDE
    assert {rank: (players[rank]["dwz"]["change"], players[rank]["dwz"]["new_rating"])
            for rank in DWZ} == DWZ
    assert players[5]["dwz"]["system"] == "E"  # the classic DWZ: the file ends in 2025
    adler = players[1]
    # Adler: 4 points, 3 of them in the 4 games that count (not the win against Huber);
    # PD .63 + .71 + .79 + .86 = 2.99; 20 x (3 - 2.99) = 0.2
    assert (adler["points"], adler["counted_games"], adler["score"], adler["expected"],
            adler["change_exact"], adler["k"], adler["k_source"]) == \
        (4, 4, 3, 2.99, 0.2, 20, "default")
    assert [game["counted"] for game in adler["games"]] == [False, True, True, True, True]
    assert adler["games"][0]["reason"] == "unrated_opponent"
    assert (players[5]["k"], players[5]["k_source"]) == (40, "junior")
    huber = players[8]
    # 8.2: Ra = (9600 + 2 x 1800) / 7 = 1885.71, 2.5 / 7 -> 36 %, dp -102: 1784
    assert (huber["rating"], huber["k"], huber["change"], huber["new_rating"]) == \
        (None, None, None, None)
    assert (huber["first_rating"]["rating"], huber["first_rating"]["published"],
            huber["first_rating"]["percent"], huber["first_rating"]["dp"]) == \
        (1784, True, 36, -102)
    # his performance: average 9600 / 5 = 1920, 1.5 / 5 = 30 %, dp -149 (8.1.1): 1771
    assert (huber["performance"]["average"], huber["performance"]["rating"]) == (1920, 1771)


# the options


def test_k_changes_that_player_only() -> None:
    _, plain = tournament()
    _, given = tournament("--k", "3=40")
    # Crone with K 40: 40 x .66 = +26.4 -> +26
    assert (given[3]["change"], given[3]["new_rating"]) == (26, 1976)
    assert (given[3]["k"], given[3]["k_source"]) == (40, "given")
    assert others(given, 3) == others(plain, 3)
    # Adler with K 50: 50 x .01 = +0.5 -> +1, 0.5 away from zero (8.3.4); repeated: each
    _, both = tournament("--k", "1=50", "--k", "3=40")
    assert fide(both)[1] == (1, 2106) and fide(both)[3] == (26, 1976)


def test_index_changes_that_players_dwz_only() -> None:
    _, plain = tournament()
    _, given = tournament("--index", "1=3")
    # Adler's E at most 5 x 3 = 15: 2080 + 800 x (2 - 2.2811) / (15 + 3) = 2067.51 -> 2068
    assert (given[1]["dwz"]["change"], given[1]["dwz"]["new_rating"]) == (-12, 2068)
    assert given[1]["dwz"]["index"] == 3 and plain[1]["dwz"]["index"] == 20
    assert others(given, 1) == others(plain, 1)
    assert fide(given) == FIDE


def test_end_decides_the_juniors_k_and_the_dwz_system() -> None:
    _, later = tournament("--end", "2029-01-10")
    # Engel is 19 in 2029: no junior, K 20 (8.3.3); 20 x .66 = +13.2 -> +13
    assert (later[5]["k"], later[5]["k_source"]) == (20, "default")
    assert fide(later) == {**FIDE, 5: (13, 1815)}
    # the DWZ's rules by the end date: classic up to 2026-06-07, the K system from 06-08
    _, before = tournament("--end", "2026-06-07")
    _, after = tournament("--end", "2026-06-08")
    assert before[5]["dwz"]["system"] == "E" and after[5]["dwz"]["system"] == "K"
    assert after[5]["dwz"]["end"] == "2026-06-08"
    assert after[5]["k"] == 40  # 16 in 2026: still a junior


def test_exempt_waives_the_norms_federation_rules() -> None:
    _, plain = tournament()
    _, exempt = tournament("--exempt")
    # Becker (GER) met 7, 1, 8, 4 (GER) and 3 (AUT): one foreign federation of the two
    # 1.4.3 wants; 4 from his own of 5, more than 3/5 (3) and more than 2/3 (3)
    im = [norm for norm in plain[2]["norms"] if norm["title"] == "IM"][0]
    assert {key: im["missing"][key] for key in
            ("federations", "own_federation", "one_federation")} == \
        {"federations": 1, "own_federation": 1, "one_federation": 1}
    for norm in exempt[2]["norms"]:
        assert not {"federations", "own_federation", "one_federation"} & set(norm["missing"])
        assert norm["missing"]["games"] == 4  # 5 games of the 9 still short
    assert fide(exempt) == FIDE


# what it cannot take


def test_a_missing_file() -> None:
    line = refused("tournament", str(FILES / "no-such-file.trf"))
    assert "no-such-file.trf" in line


def test_a_binary_file() -> None:
    # the file is named by its path, as the user typed it (issue 34: not "FILE:")
    line = refused("tournament", str(FILES / "binary.trf"))
    assert line.startswith("elo: error: %s: " % (FILES / "binary.trf")) and "FILE" not in line


def test_an_empty_file_is_named_by_its_path(tmp_path: Path) -> None:
    empty = tmp_path / "empty.trf"
    empty.write_bytes(b"")
    assert refused("tournament", str(empty)) == "elo: error: %s: The file is empty." % empty


def test_a_file_that_is_no_tournament() -> None:
    line = refused("tournament", str(FIXTURES / "club.pgn"))
    assert "TRF" in line and "SWT" in line


def test_a_file_whose_player_lines_cannot_be_read() -> None:
    assert "malformed.trf: not read" in refused("tournament", str(FILES / "malformed.trf"))


@pytest.mark.parametrize("option, value", [
    ("--k", "3"), ("--k", "x=40"), ("--k", "3="), ("--k", "=40"), ("--k", "3=abc"),
    ("--index", "1"), ("--index", "one=3"),
])
def test_a_malformed_rank_value(option: str, value: str) -> None:
    assert option in refused("tournament", CLUB, option, value)


@pytest.mark.parametrize("value", ["2025-13-45", "2025-02-30", "yesterday", "16.11."])
def test_a_bad_end_date(value: str) -> None:
    assert "--end" in refused("tournament", CLUB, "--end", value)


def test_no_file() -> None:
    assert "FILE" in refused("tournament")


def test_a_k_of_zero_is_refused() -> None:
    assert "--k" in refused("tournament", CLUB, "--k", "3=0")


def test_an_index_of_zero_is_refused() -> None:
    assert "--index" in refused("tournament", CLUB, "--index", "1=0")


def test_a_k_for_no_player_is_refused() -> None:
    assert "99" in refused("tournament", CLUB, "--k", "99=40")


def test_a_binary_files_message_asks_for_a_tournament_file() -> None:
    line = refused("tournament", str(FILES / "binary.trf"))
    assert "CSV" not in line and "TRF" in line


def test_a_malformed_files_message_names_the_line() -> None:
    assert "line 4" in refused("tournament", str(FILES / "malformed.trf"))


# a file read as it is (tests/cases/tournament_files.json has each file's figures)


def table(name: str, *args: str) -> tuple[list[str], int, dict[int, list[str]]]:
    """The text report's lines, and its table's rows by start rank as cells."""
    done = elo("tournament", str(EVENTS / name), *args)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    lines = done.stdout.splitlines()
    head = [index for index, line in enumerate(lines) if re.split(r"\s{2,}", line.strip())[:2]
            == ["#", "name"]][0]
    rows: dict[int, list[str]] = {}
    for line in lines[head + 1:]:
        cells = re.split(r"\s{2,}", line.strip())
        if cells[0].isdigit():
            rows[int(cells[0])] = cells
        else:
            break
    return lines, head, rows


def test_an_incomplete_file_says_so_before_any_figure() -> None:
    lines, head, rows = table("cut_off.trf")
    assert lines[1:head] == [
        "line 5: Incomplete file: 6 players announced (062), 5 in the file.",
        "line 13: Incomplete file: the last line, 13, is cut off; it is left out.",
        "The file is incomplete: the figures below are only what it holds.",
        # no 122, 222 or 092 line: the class assumed is said, and how to change it
        "Time control: standard (the file names none). If it was another, set the time "
        "control."]
    assert sorted(rows) == [1, 2, 3, 4, 5]  # the cut line made no player
    assert rows[1][6:8] == ["+5", "2005"] and rows[2][6:8] == ["+7", "1907"]
    assert "line 13: Round" not in "\n".join(lines)  # no disagreement with a cut line


def test_an_incomplete_files_json() -> None:
    data = json.loads(elo("tournament", str(EVENTS / "cut_off.trf"), "--json").stdout)
    assert data["complete"] is False
    assert [(p["line"], p["code"]) for p in data["incomplete"]] == [
        (5, "trf_players_missing"), (13, "trf_cut")]
    assert [p["rank"] for p in data["players"]] == [1, 2, 3, 4, 5]


def test_rounds_still_to_play_are_said_before_the_table() -> None:
    lines, head, rows = table("unfinished.trf")
    assert lines[1:head] == [
        "Not finished: round 10 still to be played. Games not yet played are not rated; "
        "the norms are checked on the games played so far.",
        "Time control: standard (the file names none). If it was another, set the time "
        "control."]
    assert rows[7][-1] == "GM IM"  # the norms of the nine games played
    assert "line 9: Round 10: Arnaud, Alain (1) \u2013 Siegel, Sven (7) not yet played; " \
           "the game is not rated." in lines
    assert not [line for line in lines if "say different things" in line]


def test_a_double_forfeit_is_no_problem() -> None:
    lines, head, rows = table("double_forfeit.trf")
    assert len(lines) == head + 5 and sorted(rows) == [1, 2, 3, 4]
    assert rows[1][4:8] == ["1", "0.5", "-5", "1895"]


def test_a_blitz_file_says_its_time_control_and_is_rated_so() -> None:
    lines, head, rows = table("blitz_122.trf")
    assert lines[1].startswith('Time control: blitz (line 7, 122: "3 min + 2 sec"). FIDE\'s '
                               'rules for rapid and blitz apply')
    assert rows[4][4] == "1" and rows[4][6:8] == ["-6", "2044"]
    assert rows[3][8:10] == ["-", "-"]  # no DWZ from blitz games


def test_a_time_control_chosen_wins() -> None:
    lines, head, rows = table("blitz_122.trf", "--time-control", "standard")
    assert lines[1] == "Time control: standard (as chosen)."
    assert rows[4][4] == "2" and rows[4][6:8] == ["-8", "2042"]
    data = json.loads(elo("tournament", str(EVENTS / "blitz_122.trf"), "--time-control",
                          "rapid", "--json").stdout)
    assert (data["time_control"], data["time_control_source"]["from"]) == ("rapid", "option")


def test_a_time_control_that_is_none() -> None:
    assert "--time-control" in refused("tournament", str(EVENTS / "blitz_122.trf"),
                                       "--time-control", "bullet")


def test_the_name_says_a_time_control_but_does_not_decide() -> None:
    lines, head, _ = table("no_end.trf")  # "Blitz ohne Datum", no 092 or 122
    assert lines[1] == ("Time control: standard (the file names none). The tournament's "
                        "name says blitz: if it is, set the time control.")


def test_a_rating_not_to_be_published_is_in_brackets_with_why() -> None:
    lines, head, rows = table("first_unpublished.trf")
    assert rows[7][7] == "(1700)" and rows[6][7] == "(1350)" and rows[5][7] == "(1397)"
    assert rows[1][7] == "1797"
    legend = lines[head + 8:]
    assert legend == [
        "In brackets: a rating that will not be published (FIDE Rating Regulations 7.1.4, "
        "7.2.1, 8.2):",
        "  5 Ende, Egon: below 1400",
        "  6 Gast, Gerd: no points (a first tournament without a point does not count), "
        "below 1400",
        "  7 Neu, Nora: 4 games against rated opponents, 5 needed"]


def test_a_first_rating_published_is_marked_first() -> None:
    _, _, rows = table("swiss.trf")
    assert rows[7][7] == "1927 (first)"  # Gruber: 6 games against rated opponents


def test_published_in_the_json() -> None:
    data = json.loads(elo("tournament", str(EVENTS / "first_unpublished.trf"),
                          "--json").stdout)
    players = {p["rank"]: p for p in data["players"]}
    assert (players[7]["published"], players[7]["unpublished_reasons"],
            players[7]["first_rating"]["rating"]) == (False, ["too_few_games"], 1700)
    assert (players[1]["published"], players[1]["unpublished_reasons"]) == (True, [])
