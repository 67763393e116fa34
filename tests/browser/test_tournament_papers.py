"""The tournament view's papers beside the table: the event over two months rated by month
as FIDE rates it (or as one period, as chosen), and the tournament saved as a TRF that
reads back with the results as they stand on the page.

tests/fixtures/tournament/league_two_months.trf (hand-made): Adler, 2395, K 20 in March and
K 10 from April's list (2404): +9 then -5, +4 in all, 2399; as one period -1, 2394 (worked
out by hand in tests/cases/tournament.json, "tournament league Adler month by month")."""

from playwright.sync_api import expect

from elo.tournament import read_tournament
from helpers import FIXTURES, Calculator
from tournament_view import choose, details, row, wait_for_table

LEAGUE = FIXTURES / "tournament" / "league_two_months.trf"


def _adler(calc: Calculator) -> list[str]:
    return [(calc.page.text_content(row(1) + " td.%s" % cell) or "").strip()
            for cell in ("change", "new-rating")]


def test_two_months_are_rated_month_by_month_unless_one_period_is_chosen(calc: Calculator) -> None:
    calc.open("#event")
    choose(calc, LEAGUE)
    wait_for_table(calc, 6)
    assert _adler(calc) == ["+4", "2399"]
    note = calc.text("event-periods-note")
    assert "März 2025" in note and "April 2025" in note and "Vormonats" in note
    calc.page.select_option("#event-periods", "one")
    expect(calc.page.locator(row(1) + " td.change")).to_have_text("\u22121")
    assert _adler(calc) == ["\u22121", "2394"]
    assert "als ein Zeitraum" in calc.text("event-periods-note")
    calc.reload()  # the choice is kept with the tournament
    wait_for_table(calc, 6)
    assert calc.page.input_value("#event-periods") == "one" and _adler(calc)[1] == "2394"
    calc.page.select_option("#event-periods", "")
    expect(calc.page.locator(row(1) + " td.new-rating")).to_have_text("2399")
    calc.assert_clean()


def test_the_tournament_saved_as_trf_reads_back_with_a_corrected_result(calc: Calculator) -> None:
    calc.open("#event")
    choose(calc, LEAGUE)
    wait_for_table(calc, 6)
    # Adler's first round (a win against no. 6) corrected to a draw on the page
    calc.page.locator(details(calc, 1) + " select.event-result[data-round='1']") \
        .select_option("=")
    expect(calc.page.locator(row(1) + " td.score")).to_have_text("3,5")
    with calc.page.expect_download() as download:
        calc.page.click("#event-export-trf")
    assert download.value.suggested_filename == "league_two_months.trf"  # the file's name
    written = read_tournament(open(download.value.path(), "rb").read())
    original = read_tournament(LEAGUE.read_bytes())
    assert sorted(written.players) == sorted(original.players)
    assert (written.name, written.start, written.end, written.rounds) == \
        (original.name, original.start, original.end, original.rounds)
    adler, sixth = written.players[1], written.players[6]
    assert adler.rounds[0].result == "=" and sixth.rounds[0].result == "="
    assert [p.rating for p in written.players.values()] == \
        [p.rating for p in original.players.values()]
