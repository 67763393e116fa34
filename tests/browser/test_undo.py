"""Undo (elo.web.shell.undo): whatever removes or replaces what the user entered says so
in #undo-status, and #undo brings back exactly what was there: the fields, the rows, the
figures, the link and what the device keeps; the tournament and the season too. The
offer lasts until the next change. Each view starts over on its own (#forget,
#event-forget, #season-forget); #forget-device clears everything at once."""

from pathlib import Path

from playwright.sync_api import expect

from helpers import FIXTURES, Calculator, game_rows

FIDE = "#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5,1600:0"
CLUB = FIXTURES / "tournament-page" / "club-swiss.trf"
SWISS = FIXTURES / "tournament" / "swiss.trf"
ANNA = FIXTURES / "season" / "anna.json"
#: What the device keeps, but for the page's note of the links it wrote itself (which
#: tells a reload from a link followed, not what was entered).
STORAGE = ("JSON.stringify(Object.keys(localStorage).sort()"
           ".filter(k => k !== 'elo-calculator:links').map(k => [k, localStorage[k]]))")


def _rows(calc: Calculator) -> list[list[str]]:
    rows: list[list[str]] = calc.page.eval_on_selector_all(
        "#rows tr.game-row", "rows => rows.map(r => [r.querySelector('.game-opponent').value,"
        " r.querySelector('.game-score').value])")
    return rows


def _calculator(calc: Calculator) -> tuple[object, ...]:
    """What the calculator shows and keeps: the rating, the rows, the figures, the link
    and the device's storage (written at once: a pagehide flushes what is pending)."""
    fragment = calc.fragment()
    return (calc.value("rating"), _rows(calc), calc.text("new-rating"), calc.text("change"),
            fragment, calc.page.evaluate(STORAGE))


def _undo(calc: Calculator) -> None:
    calc.page.click("#undo")
    expect(calc.page.locator("#undo-status")).to_have_text("Wiederhergestellt.")
    expect(calc.page.locator("#undo")).to_be_hidden()
    calc.settled()


def test_a_row_removed_comes_back(calc: Calculator) -> None:
    calc.open(FIDE)
    # FIDE 8.3 by hand, table 8.1.2: D -100, +50, +200 give PD 0.36, 0.57, 0.76;
    # 20 x (1.5 - 1.69) = -3.8 -> -4
    assert calc.text("new-rating") == "1796"
    before = _calculator(calc)
    calc.page.locator("#rows tr.game-row").nth(1).locator(".remove-row").click()
    assert calc.text("undo-status") == "Partie 2 entfernt."
    # without the draw: 20 x (1 - 1.12) = -2.4 -> -2
    assert calc.text("new-rating") == "1798" and game_rows(calc).count() == 2
    _undo(calc)
    assert _calculator(calc) == before
    calc.assert_clean()


def test_the_offer_ends_with_the_next_change(calc: Calculator) -> None:
    calc.open(FIDE)
    calc.page.locator("#rows tr.game-row").nth(0).locator(".remove-row").click()
    expect(calc.page.locator("#undo")).to_be_visible()
    calc.type("rating", "1810")
    expect(calc.page.locator("#undo")).to_be_hidden()
    assert calc.text("undo-status") == ""
    assert game_rows(calc).count() == 2  # what was removed stays removed


def test_starting_over_the_calculator_comes_back_and_leaves_the_season(calc: Calculator) -> None:
    calc.open("#season")
    calc.page.set_input_files("#season-file", str(ANNA))
    expect(calc.page.locator("#season-fide-rating")).to_have_text("1771")
    calc.open(FIDE)
    calc.type("rating", "1805")
    before = _calculator(calc)
    calc.page.click("#forget")
    assert calc.text("undo-status") == "Der Rechner beginnt neu; deine Eingaben sind gelöscht."
    assert calc.fragment() == ""
    assert calc.page.evaluate("localStorage.getItem('elo-calculator:inputs')") is None
    assert calc.page.evaluate("localStorage.getItem('elo-calculator:season')") is not None
    _undo(calc)
    assert _calculator(calc) == before


def _tournament(calc: Calculator) -> tuple[object, ...]:
    return (calc.page.eval_on_selector_all(
        "#event-rows tr[data-rank]", "rows => rows.map(r => r.innerText)"),
        calc.text("event-status"), calc.page.evaluate(STORAGE))


def _choose(calc: Calculator, path: Path, count: int) -> None:
    calc.page.set_input_files("#event-file", str(path))
    expect(calc.page.locator("#event-rows tr[data-rank]")).to_have_count(count)
    expect(calc.page.locator("#event-status")).not_to_contain_text("…")


def test_a_tournament_replaced_or_cleared_comes_back(calc: Calculator) -> None:
    calc.open("#event")
    _choose(calc, CLUB, 8)
    calc.page.wait_for_function("localStorage.getItem('elo-calculator:event') !== null")
    before = _tournament(calc)
    _choose(calc, SWISS, 11)
    assert calc.text("undo-status").endswith("durch die neue Datei ersetzt.")
    _undo(calc)
    expect(calc.page.locator("#event-rows tr[data-rank]")).to_have_count(8)
    assert _tournament(calc) == before
    calc.page.click("#event-forget")
    expect(calc.page.locator("#event-table")).to_be_hidden()
    assert calc.page.evaluate("localStorage.getItem('elo-calculator:event')") is None
    _undo(calc)
    assert _tournament(calc) == before
    calc.assert_clean()


def _season(calc: Calculator) -> tuple[object, ...]:
    return (calc.page.eval_on_selector_all("#season-rows tr[data-event]",
                                           "rows => rows.map(r => r.innerText)"),
            calc.text("season-fide-rating"), calc.text("season-dwz-rating"),
            calc.page.evaluate("localStorage.getItem('elo-calculator:season')"))


def test_a_season_entry_removed_comes_back(calc: Calculator) -> None:
    calc.open("#season")
    calc.page.set_input_files("#season-file", str(ANNA))
    expect(calc.page.locator("#season-fide-rating")).to_have_text("1771")
    before = _season(calc)
    calc.page.locator("#season-rows tr[data-event='1'] .season-remove").click()
    assert calc.text("undo-status") == "„Liga 1“ aus der Saison entfernt."
    expect(calc.page.locator("#season-rows tr[data-event]")).to_have_count(3)
    _undo(calc)
    assert _season(calc) == before


def test_clearing_the_device_comes_back_as_one_step(calc: Calculator) -> None:
    calc.open("#event")
    _choose(calc, CLUB, 8)
    calc.page.wait_for_function("localStorage.getItem('elo-calculator:event') !== null")
    calc.open(FIDE)
    calc.type("rating", "1805")
    storage = calc.page.evaluate(STORAGE) if calc.fragment() else None
    calc.page.click("#forget-device")
    assert calc.page.evaluate("localStorage.length") == 0
    assert calc.value("rating") == "1500"
    _undo(calc)
    assert calc.value("rating") == "1805"
    calc.fragment()
    assert calc.page.evaluate(STORAGE) == storage
