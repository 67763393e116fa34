"""A tournament's file read as it is (elo.tournament.trf, model, rating): what the JSON
cases of tests/cases/tournament_files.json cannot say in one case. A download cut at every
character of its last line, the header lines that announce players and rounds one by
one, the file written back keeping what it announced, a double forfeit set on the page.

The rules: docs/rules/papers.md ("Reading a TRF as it is"), docs/rules/trf.md (the lines
062, 142, 132, XXR, 122, 222 and the player line's columns)."""

import pytest

from elo.tournament import read_tournament
from elo.tournament.model import INCOMPLETE, Tournament
from elo.tournament.rating import check_rounds, rate_player, rate_tournament, set_time_control
from elo.tournament.report import tournament_dict
from elo.tournament.trf import read_trf, write_trf
from elo.tournament.trf_out import trf_bytes
from helpers import FIXTURES

EVENTS = FIXTURES / "tournament"


def _text(name: str) -> str:
    return (EVENTS / name).read_text(encoding="utf-8")


def _codes(tournament: Tournament) -> list[str]:
    return [problem.code for problem in tournament.problems]


# a download cut off


NORM = _text("norm_gm.trf")  # 062 announces 10; its last line is player 10's (line 18)
_LAST = NORM.rstrip("\n").rsplit("\n", 1)[1]
_BEFORE = NORM[:NORM.rindex(_LAST)]


@pytest.mark.parametrize("keep", range(1, len(_LAST)))
def test_a_last_player_line_cut_anywhere_is_no_player(keep: int) -> None:
    # norm_gm.trf cut after `keep` characters of its last line (no line end: a download
    # that stopped): whatever those characters make, the line is named as cut off and
    # player 10 is not read from it
    event = read_trf(_BEFORE + _LAST[:keep])
    assert 10 not in event.players and sorted(event.players) == list(range(1, 10))
    assert [(p.code, p.line, p.params) for p in event.incomplete()] == [
        ("trf_players_missing", 5, {"announced": 10, "found": 9}),
        ("trf_cut", 18, {"last": 18})]
    assert not event.complete
    assert "trf_line" not in _codes(event) and "trf_twice" not in _codes(event)


def test_the_whole_last_line_is_read() -> None:
    event = read_trf(_BEFORE + _LAST)  # no line end, nothing missing
    assert event.complete and 10 in event.players and event.problems == []


def test_a_cut_last_line_that_ends_between_rounds_is_known_by_the_other_lines() -> None:
    # cut right after round 4's result: the line looks whole, but players 5 to 9 say they
    # played player 10 in rounds 5 to 9
    keep = _LAST.index("   5 b =") + len("   5 b =")
    event = read_trf(_BEFORE + _LAST[:keep])
    assert 10 not in event.players and "trf_cut" in _codes(event)


SWISS = _text("swiss.trf")  # its last line is the GER line of Jung (10): DWZ 1550
_GER = SWISS.rstrip("\n").rsplit("\n", 1)[1]


@pytest.mark.parametrize("keep", [5, 30, 49, 50, 51])
def test_a_cut_national_line_gives_no_rating(keep: int) -> None:
    event = read_trf(SWISS[:SWISS.rindex(_GER)] + _GER[:keep])
    assert event.players[10].dwz is None
    assert [p.code for p in event.incomplete()] == ["trf_cut"]


def test_a_short_last_line_like_the_others_is_not_cut() -> None:
    # a start list: no player line writes points or rounds; the last is as long as the rest
    lines = ["012 Start list", "062 2",
             "001    1 m    Abel, Arno                        2000 GER     7000011 1980",
             "001    2 m    Bauer, Bodo                       1900 GER     7000022 1980"]
    event = read_trf("\n".join(lines))
    assert event.complete and sorted(event.players) == [1, 2]


def test_a_round_not_yet_played_at_the_end_of_the_file_is_not_cut() -> None:
    # unfinished.trf's last line ends "   9 b": round 10 paired, and player 9's line
    # has no result for it either
    event = read_tournament((EVENTS / "unfinished.trf").read_bytes())
    assert event.complete and 10 in event.players


# what the header announces


def _file(*header: str, rounds: int = 2) -> str:
    """Four players of double_forfeit.trf's kind with `rounds` of their rounds, under
    the header lines given."""
    players = _text("double_forfeit.trf").split("\n")[7:11]
    cut = [line[:91 + 10 * rounds - 2] for line in players]
    return "\n".join(["012 Test"] + list(header) + cut) + "\n"


@pytest.mark.parametrize("header, said", [
    (("062 4",), []),
    (("062 5",), [("trf_players_missing", {"announced": 5, "found": 4})]),
    (("142 2",), []),
    (("142 3",), [("tournament_rounds_missing", {"announced": 3, "found": 2, "header": "142"})]),
    (("XXR 4",), [("tournament_rounds_missing", {"announced": 4, "found": 2, "header": "XXR"})]),
    (("132" + " " * 88 + "25/04/05  25/04/06  25/04/07",),
     [("tournament_rounds_missing", {"announced": 3, "found": 2, "header": "132"})]),
    (("142 3", "XXR 4"),  # the most any line says
     [("tournament_rounds_missing", {"announced": 4, "found": 2, "header": "XXR"})]),
    (("062 6", "142 3"), [("trf_players_missing", {"announced": 6, "found": 4}),
                          ("tournament_rounds_missing",
                           {"announced": 3, "found": 2, "header": "142"})]),
])
def test_the_header_against_the_file(header: tuple[str, ...],
                                     said: list[tuple[str, dict[str, object]]]) -> None:
    event = read_trf(_file(*header))
    assert [(p.code, p.params) for p in event.incomplete()] == said
    assert event.complete is (not said)


def test_a_start_list_lacks_nothing() -> None:
    # no round paired yet: nothing a rating needs is missing, all rounds remain
    event = read_trf(_file("142 5", rounds=0))
    assert event.complete and event.remaining() == [1, 2, 3, 4, 5]


def test_more_players_than_announced_is_no_incomplete_file() -> None:
    assert read_trf(_file("062 3")).complete


def test_an_unreadable_player_line_still_counts_as_in_the_file() -> None:
    text = _file("062 4").replace("001    4 m", "001 abcd m")
    event = read_trf(text)
    assert "trf_rank" in _codes(event) and event.complete


def test_the_rounds_that_remain() -> None:
    event = read_tournament((EVENTS / "unfinished.trf").read_bytes())
    event.rounds = 11  # as if 142 said 11: round 10 paired, round 11 not yet
    event.announced_rounds = 11
    assert event.remaining() == [10, 11]
    assert event.unplayed(7) == [10, 11]
    norms = rate_player(event, 7).norms
    assert [norm.rounds_left for norm in norms] == [2, 2]


# written back


@pytest.mark.parametrize("name", ["cut_off.trf", "rounds_short.trf", "unfinished.trf"])
def test_a_file_short_of_itself_reads_back_as_short(name: str) -> None:
    event = read_tournament((EVENTS / name).read_bytes())
    again = read_trf(write_trf(event))
    # the cut line is gone, and with it its problem; what the header announced stays
    assert [p.code for p in again.incomplete()] == [p.code for p in event.incomplete()
                                                    if p.code != "trf_cut"]
    assert again.remaining() == event.remaining()


@pytest.mark.parametrize("name, kind", [("blitz_122.trf", "blitz"), ("rapid_222.trf", "rapid")])
def test_the_time_control_reads_back(name: str, kind: str) -> None:
    event = read_tournament((EVENTS / name).read_bytes())
    again = read_trf(write_trf(event))
    assert (again.time_control.kind, again.time_control.source) == \
        (kind, event.time_control.source)


# a double forfeit, a time control chosen


def test_a_double_forfeit_can_be_set() -> None:
    event = read_tournament((EVENTS / "swiss.trf").read_bytes())
    # round 1: Aurel (1) beat Ebert (5); now neither came
    assert event.set_result(1, 1, "-", theirs="-") == [1, 5]
    assert (event.players[1].rounds[0].result, event.players[5].rounds[0].result) == \
        ("-", "-")
    check_rounds(event)
    assert "tournament_disagree" not in _codes(event)


def test_set_result_without_theirs_is_the_other_side() -> None:
    event = read_tournament((EVENTS / "swiss.trf").read_bytes())
    event.set_result(1, 1, "-")
    assert event.players[5].rounds[0].result == "+"


def test_a_corrected_result_moves_the_files_points_as_the_column_written_back() -> None:
    # tests/fixtures/real/bunratty_masters_2011.tab (sanichi/icu_tournament, badd2940,
    # SOURCES.md) line 29: O'Connor (16) "2.5" from = 1 0 - - 0 (1.5: ICU's files leave a
    # bye they count blank; its reader's "Automatic Total Correction"); round 1 against
    # O'Riordan (33, line 46: "1.5" from = = 0 0 = 0, his rounds' sum) made a win
    data = (FIXTURES / "real" / "bunratty_masters_2011.tab").read_bytes()
    event = read_tournament(data)
    oconnor, oriordan = event.players[16], event.players[33]
    assert (oconnor.total(), oconnor.rounds_points()) == (250, 150)
    assert (oriordan.total(), oriordan.rounds_points()) == (150, 150)
    assert event.set_result(16, 1, "1") == [16, 33]
    assert (oconnor.total(), oconnor.rounds_points()) == (300, 200)
    assert (oriordan.total(), oriordan.rounds_points()) == (100, 100)
    again = read_tournament(trf_bytes(event))  # the column as written back
    assert (again.players[16].points, again.players[33].points) == (300, 100)
    event.set_result(16, 1, "=")  # and back: the file as it came
    assert trf_bytes(event) == data


def test_a_time_control_that_is_none_is_refused() -> None:
    event = read_tournament((EVENTS / "swiss.trf").read_bytes())
    with pytest.raises(Exception) as raised:
        set_time_control(event, "bullet")
    assert getattr(raised.value, "code", None) == "time_control"


def test_the_json_says_incomplete_first_and_every_problem_has_its_code() -> None:
    event = read_tournament((EVENTS / "cut_off.trf").read_bytes())
    data = tournament_dict(event, rate_tournament(event))
    assert [p["code"] for p in data["incomplete"]] == ["trf_players_missing", "trf_cut"]
    assert set(p["code"] for p in data["incomplete"]) <= set(INCOMPLETE)
    assert all(set(p) == {"line", "code", "message"} for p in data["problems"])



# a line cut before the last (a file edited by hand, a copy that lost bytes)


_LINES = NORM.split("\n")
_SIEGEL = _LINES[14]  # line 15, player 7; each line holds nine rounds (docs/rules/trf.md)


def _with_line_15(line: str) -> str:
    return "\n".join(_LINES[:14] + [line] + _LINES[15:])


def test_a_line_cut_before_its_points_is_named_and_the_player_kept() -> None:
    # line 15 cut after its rating (columns 1-52): the other lines all reach past their
    # points (column 84), so this one is named as cut, and Siegel kept without rounds
    event = read_trf(_with_line_15(_SIEGEL[:52]))
    assert 7 in event.players and event.players[7].rounds == []
    assert [(p.line, p.code, p.params) for p in event.problems
            if p.code.startswith("trf_line")] == [
        (15, "trf_line_short", {"column": 52, "rank": 7})]


def test_a_line_cut_between_rounds_is_named_by_the_line_that_says_more() -> None:
    # line 15 cut after round 4's ten columns (92 + 40 - 1 = 131, blanks cut off: 128):
    # his round-5 opponent, Conti (3), says on line 11 that he played him
    keep = 91 + 4 * 10
    event = read_trf(_with_line_15(_SIEGEL[:keep]))
    assert len(event.players[7].rounds) == 4
    assert [(p.line, p.code, p.params) for p in event.problems
            if p.code.startswith("trf_line")] == [
        (15, "trf_line_rounds", {"column": len(_SIEGEL[:keep].rstrip()), "rank": 7,
                                 "round": 5, "other": 11})]


def test_a_player_who_withdrew_is_no_cut_line() -> None:
    # Siegel's line ends after round 4 and nobody says he played after it: he left
    lines = []
    for number, line in enumerate(_LINES, 1):
        if line.startswith("001") and number != 15:
            blocks = [line[91 + 10 * i:99 + 10 * i] for i in range(9)]
            blocks = ["0000 - Z" if block[:4].strip() == "7" and i >= 4 else block
                      for i, block in enumerate(blocks)]
            line = line[:91] + "  ".join(blocks)
        lines.append(line)
    lines[14] = _SIEGEL[:91 + 4 * 10]
    event = read_trf("\n".join(lines))
    assert [p.code for p in event.problems if p.code.startswith("trf_line")] == []
