"""A tournament's file read as it is, on the page: what it lacks of itself is said before
the figures, a round paired and not played is a game not yet played, a double forfeit
can be set, a rapid or blitz file is rated by FIDE's rules for them (and the choice can
be changed), a first rating that will not be published is in brackets, and a file too
large for the page is refused from its first bytes. The files are hand-made
(tests/fixtures/tournament/, each described in its ### line), but for one real file
named with its test (tests/fixtures/real/SOURCES.md)."""

import time
from pathlib import Path

from playwright.sync_api import Page, expect

from helpers import FIXTURES, Calculator
from trf_big import big_trf

EVENT = FIXTURES / "tournament"


def _open(calc: Calculator, path: Path, rows: int) -> Page:
    calc.open("#event")
    calc.page.set_input_files("#event-file", str(path))
    expect(calc.page.locator("#event-rows tr[data-rank]")).to_have_count(rows)
    expect(calc.page.locator("#event-status")).not_to_contain_text("\u2026")
    return calc.page


def _details(page: Page, rank: int) -> str:
    page.click("button.event-games[data-games='%d']" % rank)
    selector = "#event-rows tr[data-detail='%d']" % rank
    expect(page.locator(selector)).to_be_visible()
    return selector


def test_an_incomplete_file_is_said_before_its_figures(calc: Calculator) -> None:
    page = _open(calc, EVENT / "cut_off.trf", 5)
    notice = page.inner_text("#event-notice")
    assert "6 Spieler angekündigt (062), 5 in der Datei" in notice
    assert "abgeschnitten" in notice and "unvollständig" in notice
    # the notice stands above the table
    assert page.evaluate("""document.getElementById('event-notice').compareDocumentPosition(
        document.getElementById('event-table')) & Node.DOCUMENT_POSITION_FOLLOWING""")
    calc.assert_clean()


def test_a_round_not_yet_played_is_said_and_shown_as_such(calc: Calculator) -> None:
    page = _open(calc, EVENT / "unfinished.trf", 10)
    assert "Runde 10" in page.inner_text("#event-notice")
    siegel = _details(page, 7)
    select = siegel + " select.event-result[data-round='10']"
    assert page.input_value(select) == ""  # not "1 (gewonnen)"
    assert page.locator(select + " option:checked").inner_text() == "noch nicht gespielt"


def test_a_double_forfeit_can_be_set_and_reads_back(calc: Calculator) -> None:
    page = _open(calc, EVENT / "double_forfeit.trf", 4)
    assert "widerspr" not in page.inner_text("#event")  # consistent: no disagreement said
    first = _details(page, 1)
    round_1 = first + " select.event-result[data-round='1']"
    assert page.input_value(round_1) == "--"  # both lines "-": shown as one double forfeit
    page.select_option(round_1, "+")  # Adam won by forfeit after all: Brand's line follows
    expect(page.locator("#event-rows tr[data-rank='1'] td.score")).to_have_text("1,5")
    expect(page.locator("#event-rows tr[data-rank='2'] td.score")).to_have_text("1")
    page.select_option(round_1, "--")  # and back: neither scores
    expect(page.locator("#event-rows tr[data-rank='1'] td.score")).to_have_text("0,5")


def test_a_blitz_file_says_its_time_control_and_it_can_be_set(calc: Calculator) -> None:
    page = _open(calc, EVENT / "blitz_122.trf", 4)
    notice = page.inner_text("#event-notice")
    assert "Blitz" in notice and "122" in notice
    assert page.input_value("#event-time-control") == ""  # as the file says
    link = page.get_attribute("#event-rows tr[data-rank='1'] a.player-calc", "href")
    assert link is not None
    assert "tc=blitz" in link and "system=fide&" in link
    page.select_option("#event-time-control", "standard")
    expect(page.locator("#event-notice")).to_contain_text("so gewählt")
    link = page.get_attribute("#event-rows tr[data-rank='1'] a.player-calc", "href")
    assert link is not None
    assert "tc=" not in link


def test_a_file_that_names_no_time_control_says_so_and_what_its_name_says(
        calc: Calculator) -> None:
    # tests/fixtures/real/sklangen_2020_06.trf (SOURCES.md): "012 Mai 5 Plus 0 Turnier",
    # no 122, 222 or 092: rated as standard, which is said, and the name's 5+0 (blitz)
    page = _open(calc, FIXTURES / "real" / "sklangen_2020_06.trf", 13)
    notice = page.inner_text("#event-notice")
    assert "Bedenkzeit: Standard (die Datei nennt keine)." in notice
    assert "Der Turniername sagt Blitz" in notice
    page.select_option("#event-time-control", "blitz")
    expect(page.locator("#event-notice")).to_contain_text("Bedenkzeit: Blitz (so gewählt)")


def test_a_first_rating_that_will_not_be_published_is_in_brackets(calc: Calculator) -> None:
    page = _open(calc, EVENT / "first_unpublished.trf", 7)
    cell = page.locator("#event-rows tr[data-rank='7'] td.new-rating")
    assert cell.get_attribute("data-unpublished") is not None
    assert cell.inner_text().startswith("(") and cell.inner_text().endswith(")")
    assert "Neu, Nora" in page.inner_text("#event-notice")
    with page.expect_download() as download:
        page.click("#event-export")
    raw = open(download.value.path(), "rb").read().decode("utf-8-sig")
    line = [row for row in raw.split("\r\n") if row.startswith("7;")][0]
    assert ";(" in line  # the CSV brackets it too


def test_a_file_too_large_for_the_page_is_refused_within_seconds(calc: Calculator,
                                                                 tmp_path: Path) -> None:
    path = tmp_path / "huge.trf"
    path.write_text(big_trf(2048, 60), encoding="utf-8")  # 61,440 games, over the budget
    calc.open("#event")
    started = time.monotonic()
    calc.page.set_input_files("#event-file", str(path))
    calc.page.wait_for_function("document.getElementById('event-error').textContent !== ''")
    assert time.monotonic() - started < 5
    assert "Zu groß für die Seite" in calc.text("event-error")
    calc.assert_clean()
