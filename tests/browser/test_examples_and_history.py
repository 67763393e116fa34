"""A fresh page shows a system's example games: anything typed, pasted or imported makes
them make way, so only the player's own games count. Another system or mode is a step of
the browser's history: Back and Forward move between them as between pages. The figures
are FIDE 8.3 by hand from table 8.1.2 (docs/rules/fide-8.1.2-expected-score.csv)."""

from playwright.sync_api import expect

from elo.web.shell.registry import part
from helpers import Calculator, arrived, game_rows, held

FRESH_FIDE = "#system=fide&mode=tournament"  # rating 1500, K 20, the example rows
FIVE = "1700 1\n1600 0.5\n1500 0\n1650 1\n1550 0.5\n"


def _paste(calc: Calculator, field_id: str, lines: str) -> None:
    _paste_only(calc, field_id, lines)
    calc.settled()


def _paste_only(calc: Calculator, field_id: str, lines: str) -> None:
    """Paste `lines` into the field, as Ctrl+V does; what follows not waited for."""
    calc.page.focus("#" + field_id)
    calc.page.evaluate("""(lines) => {
        const data = new DataTransfer(); data.setData('text', lines);
        document.activeElement.dispatchEvent(new ClipboardEvent('paste',
            {clipboardData: data, bubbles: true, cancelable: true})); }""", lines)


def _opponents(calc: Calculator) -> list[str]:
    return [calc.value("game-opponent-%d" % n) for n in range(1, game_rows(calc).count() + 1)]


def test_a_paste_into_the_examples_counts_only_what_was_pasted(calc: Calculator) -> None:
    calc.open(FRESH_FIDE)
    assert _opponents(calc) == ["1600", "1550", "1450"]  # the examples, untouched
    _paste(calc, "game-opponent-1", FIVE)
    assert _opponents(calc) == ["1700", "1600", "1500", "1650", "1550"]
    # D -200, -100, 0, -150, -50: PD .24 .36 .50 .30 .43 = 1.83; S 3;
    # 20 x (3 - 1.83) = 23.4 -> +23
    assert calc.text("expected") == "1,83 von 5"
    assert calc.text("new-rating") == "1523"
    assert calc.text("import-status") == "5 Partien eingefügt; jetzt 5 in der Tabelle."
    assert calc.text("undo-status") == ""  # nothing of the player's was replaced
    calc.assert_clean()


def test_a_paste_into_the_players_own_rows_keeps_the_others_and_can_be_undone(
        calc: Calculator) -> None:
    calc.open(FRESH_FIDE + "&rating=1500&k=20&games=1900:1,1800:0")
    _paste(calc, "game-opponent-2", "1700 1\n1600 0.5\n")
    assert _opponents(calc) == ["1900", "1700", "1600"]
    assert calc.text("undo-status") == "Eine Partie ersetzt."
    calc.page.click("#undo")
    expect(calc.page.locator("#undo-status")).to_have_text("Wiederhergestellt.")
    assert _opponents(calc) == ["1900", "1800"]


def test_a_paste_before_the_file_part_has_come_waits_for_it_with_the_results_busy(
        unworked: Calculator) -> None:
    calc = unworked
    files = held(calc, part("files").image)
    calc.open(FRESH_FIDE + "&rating=1500&k=20&games=1900:1,1800:0")
    _paste_only(calc, "game-opponent-2", "1700 1\n1600 0.5\n")
    request = arrived(calc, files)  # the paste asked for the file part
    # the paste is on its way: the results say so, the rows are not yet changed
    assert calc.page.get_attribute("#results", "aria-busy") == "true"
    assert _opponents(calc) == ["1900", "1800"]
    request.continue_()
    assert _opponents(calc.settled()) == ["1900", "1700", "1600"]
    calc.assert_clean()


def test_typing_into_an_example_row_makes_the_other_examples_make_way(calc: Calculator) -> None:
    calc.open(FRESH_FIDE)
    field = calc.page.locator("#game-opponent-1")
    field.fill("")
    field.press_sequentially("1700")
    calc.settled()
    assert _opponents(calc) == ["1700", "", ""]
    # the field typed in keeps the focus and the caret after its text
    assert calc.page.evaluate("document.activeElement.id") == "game-opponent-1"
    calc.page.keyboard.type("0")
    assert calc.value("game-opponent-1") == "17000"
    calc.page.keyboard.press("Backspace")
    calc.settled()
    # 1500 v 1700, a win (the example's score stays): PD .24, 20 x .76 = +15.2 -> +15
    assert calc.text("new-rating") == "1515"


def test_back_and_forward_move_between_systems_and_modes(calc: Calculator) -> None:
    calc.open("#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5")
    assert calc.text("new-rating") == "1811"
    calc.fragment()
    calc.page.select_option("#system", "elo")  # classic Elo: one game, at first
    calc.settled()
    calc.page.check("input[name='mode'][value='tournament']")
    calc.settled()
    tournament = calc.fragment()
    assert "system=elo" in tournament and "mode=tournament" in tournament
    calc.page.go_back()
    calc.settled()
    expect(calc.page.locator("input[name='mode'][value='single']")).to_be_checked()
    assert calc.page.input_value("#system") == "elo"
    calc.page.go_back()
    calc.settled()
    assert calc.page.input_value("#system") == "fide"
    expect(calc.page.locator("#new-rating")).to_have_text("1811")
    calc.page.go_forward()
    calc.settled()
    assert calc.page.input_value("#system") == "elo"
    calc.assert_clean()


def test_back_after_starting_over_brings_the_calculation_back(calc: Calculator) -> None:
    calc.open("#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5")
    calc.fragment()
    calc.page.click("#forget")
    calc.settled()
    assert calc.value("rating") != "1800"
    calc.page.go_back()
    expect(calc.page.locator("#new-rating")).to_have_text("1811")
    assert calc.value("rating") == "1800"
