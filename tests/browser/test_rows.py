"""The rows of games in the tournament form. Issue 13: a tournament of thousands of rows
stays usable, the table shows 100 rows at a time with a pager, and every row counts in the
result and the link. Issue 14: a bad row is said in its own row, no partial total is a
result, and removing a row by keyboard keeps the focus in the table."""

from elo.texts import text
from helpers import FIDE_TWO_GAMES, Calculator, game_rows, invalid, visit

DASH = "\u2013"

#: 150 games: 1600 to 2367 in steps of 13, win, draw, loss in turn.
LINK = "#system=fide&mode=tournament&rating=1800&k=20&games=" + ",".join(
    "%d:%s" % (1600 + 13 * (i % 60), ("1", "0.5", "0")[i % 3]) for i in range(150))


def test_a_long_tournament_is_shown_a_page_at_a_time(calc: Calculator) -> None:
    calc.open(LINK)
    assert game_rows(calc).count() == 100
    assert calc.text("rows-range") == text("de", "rows-range", first=1, last=100, count=150)
    assert calc.page.get_attribute("#rows-previous", "aria-disabled") == "true"
    result = calc.text("new-rating")
    calc.page.click("#rows-next")
    calc.settled()
    assert game_rows(calc).count() == 50
    assert calc.value("game-opponent-101") == str(1600 + 13 * 40)  # row 101 is game 100
    assert calc.page.get_attribute("#rows-next", "aria-disabled") == "true"
    assert calc.text("new-rating") == result  # paging changes nothing in the result
    calc.page.focus("#rows-next")  # at the end: nothing happens, the focus stays
    calc.page.keyboard.press("Enter")
    calc.settled()
    assert game_rows(calc).count() == 50
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
    assert game_rows(calc).count() == 100 and calc.value("game-opponent-1") == "1600"
    calc.assert_clean()


def test_a_bad_row_on_another_page_is_said(calc: Calculator) -> None:
    calc.open(LINK.replace("games=1600:1", "games=abc:1"))
    calc.page.click("#rows-next")
    calc.settled()
    calc.page.click("#rows-previous")
    calc.settled()
    assert calc.page.get_attribute("#game-opponent-1", "aria-invalid") == "true"
    assert calc.text("game-message-1") != ""
    assert calc.text("new-rating") == "\u2013"  # a partial total is no result


def test_a_negative_opponent_is_said_in_its_row(calc: Calculator) -> None:
    """Finding: a negative opponent in a FIDE row said "Mindestens 0." under the table,
    without the row."""
    calc.open(FIDE_TWO_GAMES + ",1700:0")
    calc.type("game-opponent-2", "-1500")
    assert invalid(calc, "game-opponent-2")
    assert calc.text("game-message-2") != ""
    assert calc.text("games-error") == ""  # not under the table
    assert calc.text("game-message-1") == "" and calc.text("game-message-3") == ""
    assert not invalid(calc, "game-opponent-1") and not invalid(calc, "game-opponent-3")
    assert calc.text("new-rating") == DASH


def test_two_invalid_rows_each_say_so_and_no_partial_total_is_a_result(calc: Calculator) -> None:
    """Finding: with two invalid rows the message said "Bitte mindestens eine Partie
    eintragen", and while a row was invalid the total of the others was shown as if
    complete (the phone's result bar too)."""
    no_games = text("de", "error-no_games")
    calc.open(FIDE_TWO_GAMES + ",1700:0,1650:1")
    calc.type("game-score-2", "7")
    calc.type("game-opponent-3", "x")
    for number in (2, 3):
        assert calc.text("game-message-%d" % number) != ""
    assert invalid(calc, "game-score-2") and invalid(calc, "game-opponent-3")
    for number in (1, 4):
        assert calc.text("game-message-%d" % number) == ""
    assert calc.text("new-rating") == DASH and calc.text("change") == DASH
    status = calc.text("status")
    assert no_games not in status and no_games not in calc.text("games-error")
    assert "2, 3" in status and status != text("de", "fix-fields")  # it names the rows
    assert calc.text("summary") == status  # the phone's bar: no result either
    # every row unreadable: said as such, still not "enter at least one game"
    visit(calc, "#system=fide&mode=tournament&rating=1800&k=20&games=x:1,1900:9")
    assert calc.text("games-error") == text("de", "error-rows_invalid")
    assert no_games not in calc.text("status")
    assert calc.text("game-message-1") != "" and calc.text("game-message-2") != ""


def test_removing_a_row_by_keyboard_keeps_the_focus_in_the_table(calc: Calculator) -> None:
    calc.open("#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5,1700:0")
    calc.page.focus("#rows tr.game-row:nth-of-type(3) .remove-row")
    calc.page.keyboard.press("Enter")
    # issue 23: the focus goes to the same field of the row that took its place, not to
    # its remove button, so a second Enter cannot remove another game
    assert calc.page.evaluate("document.activeElement.id") == "game-opponent-2"
    assert calc.value("game-opponent-2") == "1700"
    calc.page.keyboard.press("Enter")  # in a row's field: on to the next row, or a new one
    assert calc.page.evaluate("document.querySelectorAll('#rows tr.game-row').length") == 3
    assert calc.value("game-opponent-1") == "1900" and calc.value("game-opponent-2") == "1700"
