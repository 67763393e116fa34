"""The whole tournament's table as strings (elo.web.tournament.render): a search finds
names, federations and titles; each column sorts by its kind; the CSV opens in a
spreadsheet with its umlauts in either language. The file is tests/fixtures/event/
swiss.trf (hand-made: 11 players; Ebert, Emil plays for AUT; Aurel GM, Brandt IM, Dietz
FM)."""

from elo.tournament import read_tournament
from elo.tournament.rating import rate_tournament
from elo.web.tournament.order import name_key, search, sort_results
from elo.web.tournament.render import to_csv
from helpers import FIXTURES

TOURNAMENT = read_tournament((FIXTURES / "event" / "swiss.trf").read_bytes())
RESULTS = rate_tournament(TOURNAMENT, end="2025-11-16")


def _names(results):
    return [result.player.name for result in results]


def test_a_search_finds_federations_and_titles_not_only_names():
    assert _names(search(RESULTS, "AUT")) == ["Ebert, Emil"]
    assert _names(search(RESULTS, "aut")) == ["Ebert, Emil"]
    assert _names(search(RESULTS, "gm")) == ["Aurel, Magnus"]
    assert sorted(_names(search(RESULTS, "ger im"))) == ["Brandt, Bernd"]
    assert _names(search(RESULTS, "czerny")) == ["Czerny, Clara"]
    assert search(RESULTS, "  ") == RESULTS
    assert search(RESULTS, "xyz") == []


def test_names_sort_as_people_read_them():
    names = ["Spieler 10", "Spieler 2", "Spieler 100", "Spieler 1", "Müller, Ute",
             "Muller, Ann", "ÖZTÜRK, Ali", "Ohm, Otto", "Strauß", "Strauss, A"]
    assert sorted(names, key=name_key) == [
        "Muller, Ann", "Müller, Ute", "Ohm, Otto", "ÖZTÜRK, Ali", "Spieler 1", "Spieler 2",
        "Spieler 10", "Spieler 100", "Strauß", "Strauss, A"]
    assert search([], "ü") == []


def test_the_name_column_sorts_by_name_key():
    ordered = _names(sort_results(RESULTS, "name", False))
    assert ordered == sorted(ordered, key=name_key) and ordered[0] == "Aurel, Magnus"


def test_both_csvs_begin_with_the_byte_order_mark():
    # docs/numbers.md section 10: without it Excel reads the umlauts wrong
    for lang, separator in (("de", ";"), ("en", ",")):
        written = to_csv(TOURNAMENT, RESULTS, lang)
        assert written.startswith("\ufeff") and separator in written.split("\r\n")[0]
