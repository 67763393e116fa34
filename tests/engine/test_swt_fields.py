"""A SwissChess file's own fields (issue 34): the arbiters, the organiser, the time control,
the round dates, each player's sex and rank, read (elo.tournament.swt) and carried into the
TRF written from it (elo.tournament.trf_write).

The real file is tests/fixtures/real/SwissIndividual.SWT (fnogatz/swtparser.js, see
tests/fixtures/real/README-swt.md); what each of its fields holds is taken from
swtparser.js's own decoding beside it (SwissIndividual.json, fields by the numbers of
fnogatz/SWT-structure-files), never from the reader here. The engine cases
(tests/cases/tournament.json "tournament swt ...") hold the same on both runtimes; this module
checks every player, and the TRF's columns."""

import json
from datetime import datetime

from elo.tournament import read_tournament
from elo.tournament.dates import day_number
from elo.tournament.model import Tournament
from elo.tournament.norm_report import chosen_norm, norm_report
from elo.tournament.rating import rate_tournament
from elo.tournament.report import tournament_dict
from elo.tournament.swt import _date_of
from elo.tournament.trf import read_trf
from elo.tournament.trf_write import write_trf
from elo.web.tournament.printout import header_html
from helpers import FIXTURES, JsonObject
from swt_writer import swt_bytes

REAL = FIXTURES / "real"


def _real() -> tuple[Tournament, JsonObject]:
    event = read_tournament((REAL / "SwissIndividual.SWT").read_bytes())
    decoded: JsonObject = json.loads((REAL / "SwissIndividual.json").read_text(encoding="utf-8"))
    return event, decoded


def _day(text: str) -> str:
    """swtparser.js's date ("Sun May 19 2013", JavaScript's toDateString) as YYYY-MM-DD."""
    return datetime.strptime(text, "%a %b %d %Y").strftime("%Y-%m-%d")


def test_the_real_file_as_swtparser_reads_it() -> None:
    event, decoded = _real()
    general = decoded["general"]
    assert event.problems == []
    assert event.chief_arbiter == general["67"] == "Main Arbiters"
    assert event.organiser == general["88"] == "Organizer"
    # [68] and [85]-[87], the other arbiters, as one 112 line; [72] and [73] as the 122
    assert event.header_text("112") == "; ".join(
        [general["68"], general["85"], general["86"], general["87"]])
    assert event.header_text("122") == general["72"] + ", " + general["73"]
    assert event.header_text("102") == general["67"]
    # [89], [91], ... the dates of rounds 1 to 9 ([1] rounds)
    assert event.round_dates == [_day(general[str(89 + 2 * index)])
                                 for index in range(general["1"])]
    assert len(event.players) == general["4"] == 24
    for player in decoded["players"]:
        mine = event.players[player["2021"]]
        assert mine.name == player["2000"]
        assert mine.sex == player["2013"].lower()  # every one "m" or "w" here
        assert mine.final_rank == player["2022"]
        assert mine.title == player["2002"]


def test_a_woman_gets_the_womens_norm_checks_and_a_man_not() -> None:
    # Title Regulations B.01 1.4 (elo/tournament/norms.py): WGM and WIM for women only;
    # nobody in the file holds a title ([2002] blank throughout)
    event, decoded = _real()
    sexes = dict((player["2021"], player["2013"]) for player in decoded["players"])
    assert sorted(set(sexes.values())) == ["m", "w"]
    for result in rate_tournament(event):
        titles = [norm.title for norm in result.norms]
        wanted = ["GM", "IM", "WGM", "WIM"] if sexes[result.player.rank] == "w" \
            else ["GM", "IM"]
        assert titles == wanted, result.player.name


def test_the_real_file_becomes_a_trf_with_its_fields() -> None:
    event, decoded = _real()
    lines = write_trf(event).split("\n")
    assert [line[:3] for line in lines[:10]] == [
        "012", "022", "042", "052", "062", "072", "102", "112", "122", "132"]
    assert lines[6] == "102 Main Arbiters"
    assert lines[8] == "122 40/90min + 30s/move, Rest/30min+30s/move"
    # 132: YY/MM/DD from column 92, every 10 columns (docs/rules/trf.md)
    dated = lines[9]
    assert dated[3:91].strip() == ""
    assert [dated[91 + 10 * index:99 + 10 * index] for index in range(9)] == [
        "13/05/19", "13/05/19", "13/05/20", "13/05/21", "13/05/21", "13/05/22",
        "13/05/23", "13/05/24", "13/05/25"]
    # a player line: sex in column 10, the rank in 86-89
    players = dict((int(line[4:8]), line) for line in lines if line.startswith("001"))
    for player in decoded["players"]:
        line = players[player["2021"]]
        assert line[9] == player["2013"]
        assert line[85:89] == "%4d" % player["2022"]
    # read back: the same fields, no problem, and no XXR (the 132 says the 9 rounds)
    again = read_trf("\n".join(lines))
    assert again.problems == []
    assert not [line for line in lines if line.startswith("XXR")]
    assert again.round_dates == event.round_dates and again.rounds == 9
    assert again.header_text("102") == "Main Arbiters"
    mine = tournament_dict(again, rate_tournament(again))
    assert mine["chief_arbiter"] == "Main Arbiters"
    for rank in event.ranks():
        assert again.players[rank].sex == event.players[rank].sex
        assert again.players[rank].final_rank == event.players[rank].final_rank
    # JSON: the time control from the SWT's 122, with no line
    assert mine["time_control_source"]["from"] == "122"
    rated = tournament_dict(event, rate_tournament(event))
    assert rated["time_control_source"]["line"] is None


def _spec(**more: object) -> JsonObject:
    spec: JsonObject = {"version": 883, "name": "Herbstturnier", "city": "Testhausen",
            "start": "10.11.2025", "end": "11.11.2025", "rounds": 2, "players": [
                {"id": 1, "name": "Adler, Anna", "title": "WGM", "sex": "w",
                 "rating": "2310", "place": 1, "pairings": [
                     {"colour": "w", "opponent": 2, "result": "1"},
                     {"colour": "b", "opponent": 2, "result": "="}]},
                {"id": 2, "name": "Berger, Bob", "title": "GM", "sex": "m",
                 "rating": "2500", "place": 2, "pairings": [
                     {"colour": "b", "opponent": 1, "result": "0"},
                     {"colour": "w", "opponent": 1, "result": "="}]}]}
    spec.update(more)
    return spec


def test_titles_stand_right_aligned_in_columns_11_to_13() -> None:
    # docs/rules/trf.md: sex in column 10, the title in 11-13; a two-letter title after
    # a blank in 11 (" GM"), as PyPI's `trf` reader asks
    lines = write_trf(read_tournament(swt_bytes(_spec()))).split("\n")
    adler = [line for line in lines if line.startswith("001    1")][0]
    berger = [line for line in lines if line.startswith("001    2")][0]
    assert adler[9:13] == "wWGM" and berger[9:13] == "m GM"
    again = read_trf("\n".join(lines))
    assert [again.players[rank].title for rank in (1, 2)] == ["WGM", "GM"]


def test_the_arbiters_and_the_time_control_as_trf_lines() -> None:
    # [67] as 102; [68] and [85] as one 112, "; " between names written "Last, First";
    # [72] and [73] as one 122, ", " between the periods (as "40/120, 60")
    spec = _spec(arbiter="Schmidt, Sabine", arbiters=["Lang, Lutz", "Kurz, Karl"],
                 time_control=["40 Zuege in 2 Std.", "30 Min."])
    lines = write_trf(read_tournament(swt_bytes(spec))).split("\n")
    assert lines[6:9] == ["102 Schmidt, Sabine", "112 Lang, Lutz; Kurz, Karl",
                          "122 40 Zuege in 2 Std., 30 Min."]


def test_a_file_that_says_none_of_it_gets_none_of_it() -> None:
    # no arbiter, no time control, no organiser, no round dates: null in the JSON, no
    # 102, 112, 122 or 132 in the TRF, the time control "the file names none"
    event = read_tournament(swt_bytes(_spec()))
    data = tournament_dict(event, rate_tournament(event))
    assert data["chief_arbiter"] is None and data["organiser"] is None
    assert data["time_control_source"]["from"] == "default"
    assert event.round_dates == []
    fields = [line[:3] for line in write_trf(event).split("\n") if line[:3] != "001"]
    assert fields == ["012", "022", "042", "052", "062", "072", ""]


def test_round_dates_of_some_rounds_only() -> None:
    # a date for round 1 only of 3 (45971 = 10 November 2025, counted in
    # tests/cases/tournament.json "tournament swt 8 arbiter, ..."): the 132 says one round,
    # so XXR says the 3; a round without a date has blank columns
    event = read_tournament(swt_bytes(_spec(rounds=3, round_days=[0, 45971])))
    assert event.round_dates == ["", "2025-11-10"]
    lines = write_trf(event).split("\n")
    dated = [line for line in lines if line.startswith("132")][0]
    assert dated[91:101] == " " * 10 and dated[101:109] == "25/11/10"
    assert "XXR 3" in lines
    assert read_trf("\n".join(lines)).rounds == 3


def test_the_program_s_dates_count_as_the_calendar_does() -> None:
    # a `dat` field is the days since 30 December 1899; every day to the end of 2099
    # against elo.tournament.dates.day_number, which counts them its own way
    zero = day_number("1899-12-30")
    assert _date_of(0) == ""
    for days in range(1, day_number("2099-12-31") - zero + 1):
        assert day_number(_date_of(days)) - zero == days
    assert _date_of(41413) == "2013-05-19"  # SwissIndividual.SWT's round 1, C5 A1


def test_the_papers_say_what_the_real_file_says() -> None:
    # the printout's header and the norm report read the SWT's arbiter and time control
    # where they read a TRF's 102 and 122 (general 67, 72, 73 of SwissIndividual.json),
    # and the sex of a woman (Dorsay, 3: [2013] "w")
    event, decoded = _real()
    results = rate_tournament(event)
    html = header_html(event, results, "en", "2026-12-02")
    assert "<dt>Chief arbiter</dt><dd>Main Arbiters</dd>" in html
    dorsay = [result for result in results if result.player.rank == 3][0]
    norm = chosen_norm(dorsay, "WGM")
    assert norm is not None  # a woman: the WGM norm is checked
    report = norm_report(event, dorsay, norm, "en")
    lines = dict((line["field"], line["value"]) for section in report["sections"]
                 for line in section.get("lines", ()))
    assert lines["chief_arbiter"] == "Main Arbiters"
    assert lines["time_control"] == "40/90min + 30s/move, Rest/30min+30s/move"
    assert lines["sex"] == "w"
