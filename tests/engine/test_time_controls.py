"""A tournament's time control read from real files, and what is said of it (elo.tournament.
timecontrol, report): what the notation table of tests/cases/time_controls.json (every
notation, on both runtimes) cannot say in one case. Whole files as their federations
published them, the sentence before the table in both languages, and the rating that
follows from the class.

The rules: docs/rules/trf.md, "The time control" (FIDE Laws of Chess A.1 and B.1, Rating
Regulations B.02 1.1: the time for 60 moves, an increment counted 60 times; blitz up to 10
minutes, rapid below 60, standard from 60)."""

import pytest

from elo.tournament import read_tournament
from elo.tournament.model import Tournament
from elo.tournament.rating import rate_tournament, set_time_control
from elo.tournament.trf import read_trf
from elo.tournament.report import before_figures, time_control_text, tournament_dict
from helpers import FIXTURES

REAL = FIXTURES / "real"


def _tournament(name: str) -> Tournament:
    return read_tournament((REAL / name).read_bytes())


# Each file's 122 (or 222) line as its bytes say it, its line, and the seconds for 60
# moves worked out by hand. The files: sanichi/icu_tournament:spec/samples/krause/ (the
# Bunratty and Irish championship files, armstrong_2011.tab), sanichi/icu_ratings_app:
# spec/files/ (Kilkenny, Galway), sklangen/TRF:tests/example1.trf, erral/fidetournament:
# tests/test_demo.trf, Sharly-Chess/sharly-chess's TRF26 example (its licences in
# tests/fixtures/real/licences).
@pytest.mark.parametrize("name, field, line, said, seconds, kind", [
    # 1:30 = 5400 s, + 60 x 10 s = 600 s: 6000 s (was read as 1 + 30 + 1 minutes: rapid)
    ("bunratty_masters_2011.tab", "122", 12, "1:30 + 10 from move 1", 6000, "standard"),
    ("bunratty_challengers_2011.tab", "122", 12, "1:30 + 10 from move 1", 6000, "standard"),
    ("bunratty_major_2011.tab", "122", 12, "1:30 + 10 from move 1", 6000, "standard"),
    ("bunratty_minor_2011.tab", "122", 12, "1:30 + 10 from move 1", 6000, "standard"),
    # 5400 s + 60 x 15 s = 900 s: 6300 s (was read as 31 minutes and an unknown word)
    ("kilkenny_masters_2011.tab", "122", 7, "1:30 plus 15 per move", 6300, "standard"),
    # 90 min = 5400 s, + 60 x 10 s: 6000 s
    ("irish_junior_champs_2011.tab", "122", 12,
     "All moves in 90 minutes, plus 10 seconds per move", 6000, "standard"),
    ("irish_intermediate_champs_2011.tab", "122", 12,
     "All moves in 90 minutes, plus 10 seconds per move", 6000, "standard"),
    ("galway_major_2011.tab", "122", 12, "90 minutes + 10 sec from move 1", 6000, "standard"),
    # a bare 120: minutes, 7200 s
    ("armstrong_2011.tab", "122", 12, "120", 7200, "standard"),
    # 40 moves in 120 min, 60 min from move 41: 7200 + 3600 s
    ("sklangen_example1.trf", "122", 12, "40/120, 60", 10800, "standard"),
    # 5400 s + 60 x 30 s
    ("fidetournament_test_demo.trf", "122", 12, "90 minutes + 30 seconds per move", 7200,
     "standard"),
    # 222 before 122: 6000 s for 40 moves, 900 s from move 41, 60 x 30 s: 8700 s
    ("sharly_example_trf26.trf", "222", 27, "40/6000+30:900+30", 8700, "standard"),
])
def test_a_real_file_is_read_as_its_federation_meant_it(name: str, field: str, line: int, said: str,
                                                        seconds: int, kind: str) -> None:
    given = _tournament(name).time_control
    assert (given.kind, given.source, given.line, given.text, given.seconds, given.unread) \
        == (kind, field, line, said, seconds, None)


def test_the_bunratty_masters_are_rated_as_standard() -> None:
    # Short, Nigel 2658 (start rank 1), by the file's bytes: W 2104, D 2400, W 2451,
    # L 2503, D 2252, W 2231: 4 points. Standard, 2650 or more counts the whole
    # difference (docs/rules/README.md 8.3.1): D 554, 258, 207, 155, 406, 427 give PD
    # .97 .82 .77 .71 .92 .93 (table 8.1.2) = 5.12; K 10: 10 x (4 - 5.12) = -11.2.
    # Read as rapid, the 400 cap would give .92 .82 .77 .71 .92 .92 = 5.06: -10.6.
    event = _tournament("bunratty_masters_2011.tab")
    data = tournament_dict(event, rate_tournament(event))
    short = [p for p in data["players"] if p["rank"] == 1][0]
    assert data["time_control"] == "standard"
    assert (short["k"], short["expected"], short["change"]) == (10, 5.12, -11)
    assert short["change_exact"] == pytest.approx(-11.2, abs=1e-9)


@pytest.mark.parametrize("name, said", [
    # GrzegorzKi/CompetiChess:src/test/backend/TrfxParser/testTrfFile.txt
    ("competichess_testTrfFile.txt", "moves/time, increment"),
    # michalperlak/trf-kt:src/test/resources/data/tournament1.trf
    ("trfkt_tournament1.trf", "moves/time, increment"),
    # pierotofy/CPPDubovSystem:DubovSystem/tests/baku_test.trf
    ("dubov_baku_test.trf", "MOVES/TIME INCREMENT"),
])
def test_a_template_left_in_is_said_not_read(name: str, said: str) -> None:
    # neither 092 ("Individual: Swiss-System", "Individual FIDE Dubov") nor the name says
    # a class: standard, and the line said before the table
    event = _tournament(name)
    given = event.time_control
    assert (given.kind, given.source, given.unread) == ("standard", "default",
                                                        ("122", 12, said))
    assert before_figures(event)[3]
    data = tournament_dict(event, rate_tournament(event))
    assert data["time_control_source"]["unread"] == {"field": "122", "line": 12,
                                                     "text": said}


def test_the_sentence_names_the_line_not_read_in_both_languages() -> None:
    event = _tournament("competichess_testTrfFile.txt")
    assert time_control_text(event, "en") == (
        'Time control: standard (neither the type nor the name says one). Line 12, 122: '
        '"moves/time, increment": not read as a time control. If it was another, set the '
        'time control.')
    assert time_control_text(event, "de") == (
        "Bedenkzeit: Standard (weder die Turnierart noch der Name nennt eine). Zeile 12, "
        "122: „moves/time, increment“: nicht als Bedenkzeit gelesen. War es eine andere, "
        "bitte die Bedenkzeit einstellen.")


def _with_header(name: str, header: list[str]) -> Tournament:
    """A real file's player lines under a header of our own."""
    lines = (REAL / name).read_text(encoding="utf-8").split("\n")
    return read_tournament("\n".join(header + [line for line in lines
                                               if line.startswith("001")]).encode())


def test_the_name_decides_only_where_the_line_is_not_read() -> None:
    # the Bunratty masters' players under a name that says blitz: with 122 read, the name
    # is only said; with 122 not read and no class in 092, it decides, and says so
    read = _with_header("bunratty_masters_2011.tab", [
        "012 Blitz Bunratty", "092 Swiss", "122 1:30 + 10 from move 1"])
    assert (read.time_control.kind, read.time_control.named) == ("standard", "blitz")
    unread = _with_header("bunratty_masters_2011.tab", [
        "012 Blitz Bunratty", "092 Swiss", "122 Round 1 at 10:00"])
    given = unread.time_control
    assert (given.kind, given.source, given.line, given.unread) == (
        "blitz", "012", 1, ("122", 3, "Round 1 at 10:00"))
    assert time_control_text(unread, "en").startswith(
        'Time control: blitz (line 1, the tournament\'s name (012): "Blitz Bunratty"). '
        'Line 3, 122: "Round 1 at 10:00": not read as a time control. If it was another, '
        'set the time control. FIDE\'s rules for rapid and blitz apply')
    assert "The tournament's name says" not in time_control_text(unread, "en")


def test_a_file_that_says_nothing_keeps_standard_and_says_the_name() -> None:
    # no 122 line at all: the name's word decides nothing (docs/rules/trf.md)
    event = _with_header("bunratty_masters_2011.tab", ["012 Blitz Bunratty"])
    given = event.time_control
    assert (given.kind, given.source, given.unread, given.named) == (
        "standard", "default", None, "blitz")


def test_a_choice_keeps_the_line_that_was_not_read_said() -> None:
    # a 122 line the reader could not read, then the user's choice: the choice rates it,
    # and the line it could not read stays said beside it (docs/contract.md, `unread`)
    event = read_trf("012 Club night\n122 moves/time, increment\n"
                     "001    1 m    Alpha, Anton                      1900 GER     4000011 1980"
                     "        0.0       0000 - Z\n")
    assert event.time_control.unread == ("122", 2, "moves/time, increment")
    set_time_control(event, "rapid")
    assert (event.time_control.kind, event.time_control.source) == ("rapid", "option")
    assert event.time_control.unread == ("122", 2, "moves/time, increment")
