"""The whole tournament's table as strings (elo.web.tournament.render): a search finds
names, federations and titles; each column sorts by its kind; the CSV opens in a
spreadsheet with its umlauts in either language. The file is tests/fixtures/tournament/
swiss.trf (hand-made: 11 players; Ebert, Emil plays for AUT; Aurel GM, Brandt IM, Dietz
FM)."""

from elo.tournament import read_tournament
from elo.tournament.rating import PlayerResult, rate_tournament
from elo.web.tournament.order import name_key, search, sort_results
from elo.web.tournament.sheet import to_csv
from helpers import FIXTURES

TOURNAMENT = read_tournament((FIXTURES / "tournament" / "swiss.trf").read_bytes())
RESULTS = rate_tournament(TOURNAMENT, end="2025-11-16")


def _names(results: list[PlayerResult]) -> list[str]:
    return [result.player.name for result in results]


def test_a_search_finds_federations_and_titles_not_only_names() -> None:
    assert _names(search(RESULTS, "AUT")) == ["Ebert, Emil"]
    assert _names(search(RESULTS, "aut")) == ["Ebert, Emil"]
    assert _names(search(RESULTS, "gm")) == ["Aurel, Magnus"]
    assert sorted(_names(search(RESULTS, "ger im"))) == ["Brandt, Bernd"]
    assert _names(search(RESULTS, "czerny")) == ["Czerny, Clara"]
    assert search(RESULTS, "  ") == RESULTS
    assert search(RESULTS, "xyz") == []


def test_names_sort_as_people_read_them() -> None:
    names = ["Spieler 10", "Spieler 2", "Spieler 100", "Spieler 1", "Müller, Ute",
             "Muller, Ann", "ÖZTÜRK, Ali", "Ohm, Otto", "Strauß", "Strauss, A"]
    assert sorted(names, key=name_key) == [
        "Muller, Ann", "Müller, Ute", "Ohm, Otto", "ÖZTÜRK, Ali", "Spieler 1", "Spieler 2",
        "Spieler 10", "Spieler 100", "Strauß", "Strauss, A"]
    assert search([], "ü") == []


def test_the_name_column_sorts_by_name_key() -> None:
    ordered = _names(sort_results(RESULTS, "name", False))
    assert ordered == sorted(ordered, key=name_key) and ordered[0] == "Aurel, Magnus"


def test_both_csvs_begin_with_the_byte_order_mark() -> None:
    # docs/numbers.md section 10: without it Excel reads the umlauts wrong
    for lang, separator in (("de", ";"), ("en", ",")):
        written = to_csv(TOURNAMENT, RESULTS, lang)
        assert written.startswith("\ufeff") and separator in written.split("\r\n")[0]


def test_the_opponents_average_we_w_we_and_the_final_rank_in_the_table_and_the_csv() -> None:
    from elo.web.tournament.render import columns, row_cells
    event = read_tournament((FIXTURES / "tournament" / "norm_papers.trf").read_bytes())
    siegel = [r for r in rate_tournament(event) if r.player.rank == 7][0]
    # Siegel (2390), 7 of 9 against 2450, 2400, 2380, 2550, 2500, 2420, 2150, 2300, 2520:
    # the average 21670 / 9 = 2407.8 -> 2408 (rounded as Title Regulations 1.4.7 rounds
    # an average); We by table 8.1.2 for D -60, -10, +10, -160, -110, -30, +240, +90, -130:
    # 0.42 + 0.49 + 0.51 + 0.29 + 0.35 + 0.46 + 0.80 + 0.62 + 0.32 = 4.26; W - We = 2.74;
    # the file's final rank (columns 86-89) 1
    cells = dict(zip(columns(event), row_cells(event, siegel, "de")))
    assert cells["average"] == '<td class="average">2408</td>'
    assert cells["expected"] == '<td class="expected">4,26</td>'
    assert cells["w-we"] == '<td class="w-we">+2,74</td>'
    assert cells["final-rank"] == '<td class="final-rank">1</td>'
    lines = to_csv(event, [siegel], "de").split("\r\n")
    head, row = lines[0].lstrip("\ufeff").split(";"), lines[1].split(";")
    found = dict(zip(head, row))
    assert (found["Elo-Schnitt"], found["We"], found["W - We"], found["Platz"]) == \
        ("2408", "4,26", "2,74", "1")
    # a file without final ranks shows no such column
    assert "final-rank" not in columns(TOURNAMENT)
