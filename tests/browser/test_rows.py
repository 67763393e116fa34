"""Issue 13 in the browser: a tournament of thousands of rows stays usable. The table
shows 100 rows at a time with a pager; every row counts in the result and the link."""

from elo.texts import text

#: 150 games: 1600 to 2367 in steps of 13, win, draw, loss in turn.
LINK = "#system=fide&mode=tournament&rating=1800&k=20&games=" + ",".join(
    "%d:%s" % (1600 + 13 * (i % 60), ("1", "0.5", "0")[i % 3]) for i in range(150))


def _rows(calc):
    return calc.page.locator("#rows tr.game-row")


def test_a_long_tournament_is_shown_a_page_at_a_time(calc):
    calc.open(LINK)
    assert _rows(calc).count() == 100
    assert calc.text("rows-range") == text("de", "rows-range", first=1, last=100, count=150)
    assert calc.page.get_attribute("#rows-previous", "aria-disabled") == "true"
    result = calc.text("new-rating")
    calc.page.click("#rows-next")
    calc.settled()
    assert _rows(calc).count() == 50
    assert calc.value("game-opponent-101") == str(1600 + 13 * 40)  # row 101 is game 100
    assert calc.page.get_attribute("#rows-next", "aria-disabled") == "true"
    assert calc.text("new-rating") == result  # paging changes nothing in the result
    calc.page.focus("#rows-next")  # at the end: nothing happens, the focus stays
    calc.page.keyboard.press("Enter")
    calc.settled()
    assert _rows(calc).count() == 50
    assert calc.page.evaluate("document.activeElement.id") == "rows-next"
    calc.page.fill("#game-opponent-150", "1000")  # a row on the second page counts
    calc.settled()
    assert calc.text("new-rating") != result
    assert "1000:" in calc.fragment()
    calc.page.locator("#rows .remove-row").first.click()  # row 101 goes
    calc.settled()
    assert calc.text("rows-range") == text("de", "rows-range", first=101, last=149, count=149)
    assert calc.value("game-opponent-101") == str(1600 + 13 * 41)
    calc.page.click("#rows-previous")
    calc.settled()
    assert _rows(calc).count() == 100 and calc.value("game-opponent-1") == "1600"
    calc.assert_clean()


def test_a_bad_row_on_another_page_is_said(calc):
    calc.open(LINK.replace("games=1600:1", "games=abc:1"))
    calc.page.click("#rows-next")
    calc.settled()
    calc.page.click("#rows-previous")
    calc.settled()
    assert calc.page.get_attribute("#game-opponent-1", "aria-invalid") == "true"
    assert calc.text("game-message-1") != ""
    assert calc.text("new-rating") == "\u2013"  # a partial total is no result
