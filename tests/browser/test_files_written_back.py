"""Real files on the page: read as the program that wrote them meant them, and saved back
(#event-export-trf) as they came, byte for byte, after a reload too; a corrected result
changes that game on both lines and their points, nothing else. What the file says of a
player beyond the figures (another federation's national rating, a field that could not
be read) is said at the player.

Files: tests/fixtures/real (public repositories, tests/fixtures/real/SOURCES.md):
irish_junior_champs_2011.tab (the Irish federation's, CR LF and Latin-1 names, 34
players), sharly_trf-import-test.trf (Sharly-Chess, a FRA national line for start rank 1);
tests/fixtures/tournament/bad_lines.trf (hand-made: line 11's rating "19x0")."""

from playwright.sync_api import expect

from helpers import FIXTURES, Calculator
from tournament_view import choose, details, row, wait_for_table

REAL = FIXTURES / "real"
IRISH = REAL / "irish_junior_champs_2011.tab"


def _saved(calc: Calculator, name: str | None = None) -> bytes:
    """The TRF the page saves; with `name`, the name it suggests is checked too."""
    with calc.page.expect_download() as download:
        calc.page.click("#event-export-trf")
    if name is not None:
        assert download.value.suggested_filename == name
    return open(download.value.path(), "rb").read()


def test_a_file_is_saved_as_it_came_and_again_after_a_reload(calc: Calculator) -> None:
    had = IRISH.read_bytes()
    assert b"\r\n" in had and b"\xd3" in had  # CR LF, and a Latin-1 "Ó" (not UTF-8)
    calc.open("#event")
    choose(calc, IRISH)
    wait_for_table(calc, 34)
    assert _saved(calc, "irish_junior_champs_2011.trf") == had  # named after the file
    calc.reload()  # the device kept the file's text, how it was encoded and its name
    wait_for_table(calc, 34)
    assert _saved(calc, "irish_junior_champs_2011.trf") == had
    calc.assert_clean()


def test_a_corrected_result_changes_that_game_and_the_points_only(calc: Calculator) -> None:
    had = IRISH.read_bytes()
    lines = had.split(b"\r\n")
    # line 15, Finnegan (1): round 1 "  25 b 1" (columns 92-99), points " 5.0" (81-84);
    # his opponent, no. 25, on line 39: "   1 w 0"
    first, second = lines[14], lines[38]
    assert first[91:99] == b"  25 b 1" and first[80:84] == b" 5.0"
    assert second[4:8] == b"  25" and second[91:99] == b"   1 w 0"
    calc.open("#event")
    choose(calc, IRISH)
    wait_for_table(calc, 34)
    calc.page.locator(details(calc, 1) + " select.event-result[data-round='1']") \
        .select_option("=")
    expect(calc.page.locator(row(1) + " td.score")).to_have_text("4,5")
    saved = _saved(calc).split(b"\r\n")
    assert len(saved) == len(lines)
    changed = [number for number, (a, b) in enumerate(zip(lines, saved), 1) if a != b]
    assert changed == [15, 39]
    assert saved[14] == first[:80] + b" 4.5" + first[84:98] + b"=" + first[99:]
    points = second[80:84]
    assert saved[38] == second[:80] + b"%4s" % (
        b"%.1f" % (float(points) + 0.5)) + second[84:98] + b"=" + second[99:]
    calc.assert_clean()


def test_points_the_rounds_leave_blank_are_the_files_and_said(calc: Calculator) -> None:
    # bunratty_masters_2011.tab line 29: O'Connor (16) "2.5" from = 1 0 (blank) (blank) 0,
    # 1.5 (ICU's files leave a bye they count blank); line 46: O'Riordan (33) "1.5" from
    # = = 0 0 = 0, round 1 against O'Connor
    had = (REAL / "bunratty_masters_2011.tab").read_bytes()
    calc.open("#event")
    choose(calc, REAL / "bunratty_masters_2011.tab")
    wait_for_table(calc, 34)
    assert calc.text("event-status").count("Die Punktespalte der Datei sagt") == 5
    assert "O'Connor, Jonathan (16): Die Punktespalte der Datei sagt 2,5, die Runden " \
        "ergeben 1,5." in calc.text("event-status")
    expect(calc.page.locator(row(16) + " td.score")).to_have_text("2,5")
    rounds = details(calc, 16) + " select.event-result"
    # a round the file leaves blank in a finished tournament: no result, not "to play"
    assert calc.page.locator(rounds + "[data-round='4'] option:checked").inner_text() == \
        "kein Ergebnis"
    calc.page.locator(rounds + "[data-round='1']").select_option("1")
    expect(calc.page.locator(row(16) + " td.score")).to_have_text("3")
    expect(calc.page.locator(row(33) + " td.score")).to_have_text("1")
    saved = _saved(calc).split(b"\n")
    lines = had.split(b"\n")
    assert [n for n, (a, b) in enumerate(zip(lines, saved), 1) if a != b] == [29, 46]
    assert (saved[28][80:84], saved[45][80:84]) == (b" 3.0", b" 1.0")  # as the table shows
    calc.assert_clean()


def test_a_national_rating_of_another_federation_is_said_not_rated(calc: Calculator) -> None:
    calc.open("#event")
    choose(calc, REAL / "sharly_trf-import-test.trf")
    wait_for_table(calc, 16)
    facts = calc.page.locator(details(calc, 1) + " ul.event-facts").text_content()
    assert facts is not None
    assert "FRA 2200" in facts and "D50113" in facts and "keine DWZ" in facts
    # no DWZ columns: nobody has a DWZ
    assert calc.page.locator("#event-table th").filter(has_text="DWZ").count() == 0
    assert calc.text("event-caption").startswith(
        "Alle Spieler: FIDE-Änderung und erreichte Normen")  # and no DWZ said
    calc.assert_clean()


def test_a_rating_that_could_not_be_read_is_marked_at_the_player(calc: Calculator) -> None:
    calc.open("#event")
    choose(calc, FIXTURES / "tournament" / "bad_lines.trf")
    wait_for_table(calc, 7)
    cell = calc.page.locator(row(6) + " td.rating")
    expect(cell).to_have_text("?")
    title = cell.get_attribute("title")
    assert title is not None and "19x0" in title and "49" in title
    facts = calc.page.locator(details(calc, 6) + " ul.event-facts").text_content()
    assert facts is not None and "19x0" in facts
