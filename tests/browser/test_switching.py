"""What you see is what is computed, in Chromium (issue 23): after every step of the
sequences below (the finding's own, then random ones), the figures on the page are what
the engine computes from the fields and rows the page shows, read back from the page (a
row removed or the calculator started over, then undone, shows exactly what was there; Back
moves between systems and modes); the
command line, told the same, agrees. tests/web/test_invariant.py runs many more
sequences on the page's pure layer."""

import datetime
import random

import pytest

from elo.report import to_dict
from elo.systems import IDS
from elo.present import output
from elo.present.evaluate import evaluate
from elo.web.calculator.inputs import Inputs, Row
from helpers import FIXTURES, Calculator, JsonObject, command_line, import_file, run

#: Everything a person sees of the form: the system, each shown field, the rows.
READ_SCREEN = """() => {
  const fields = {};
  for (const box of document.querySelectorAll('[id^="field-"]')) {
    if (box.hidden || box.closest('[hidden]')) continue;
    const key = box.id.slice(6).replaceAll('-', '_');
    const radio = box.querySelector('input[type=radio]:checked');
    const check = box.querySelector('input[type=checkbox]');
    const text = box.querySelector('input:not([type=radio]):not([type=checkbox])');
    fields[key] = radio ? radio.value : check ? (check.checked ? '1' : '0') : text.value;
  }
  const rows = Array.from(document.querySelectorAll('#rows tr.game-row')).map(tr => [
    tr.querySelector('.game-opponent').value, tr.querySelector('.game-second').value,
    tr.querySelector('.game-score').value, tr.querySelector('.game-forfeit').checked]);
  return {system: document.getElementById('system').value, fields, rows,
          target: document.getElementById('target').value,
          lang: document.documentElement.lang};
}"""

FIGURES = ("new-rating", "change", "expected", "dwz-new-rating", "dwz-change",
           "dwz-expected", "status")


def shown_inputs(calc: Calculator) -> Inputs:
    """The page as a person reads it, put into a fresh Inputs: nothing else counts."""
    seen: JsonObject = calc.page.evaluate(READ_SCREEN)
    inputs = Inputs(seen["system"], seen["lang"], datetime.date.today().isoformat())
    for key, text in seen["fields"].items():
        inputs.set(key, text)
    inputs.set("target", seen["target"])
    columns = inputs.columns()
    rows: list[Row] = []
    for opponent, second, score, forfeit in seen["rows"]:
        cells = [""] * (max(columns) + 1)
        cells[columns[0]] = opponent
        if len(columns) > 1:
            cells[columns[1]] = second
        rows.append(Row(cells, score, forfeit))
    if inputs.has_games():
        inputs.set_games(rows)
    return inputs


def check(calc: Calculator, done: list[str]) -> None:
    calc.settled()
    inputs = shown_inputs(calc)
    screen = inputs.screen()
    evaluation = evaluate(screen)
    expected = output.render(screen, evaluation, inputs.lang)
    for key in FIGURES:
        assert calc.text(key) == expected.text[key].strip(), (key, done)
    status, data = run(command_line(screen))
    has_result = evaluation.result is not None and not evaluation.row_errors
    assert (status == 0) == has_result, (command_line(screen), done)
    if has_result:
        assert data is not None and evaluation.result is not None  # status 0: its report
        data.pop("warnings", None)  # the command line's questions (docs/contract.md)
        assert data == to_dict(evaluation.result), done


def _assert_one_row_removed(before: JsonObject, after: JsonObject, at: int,
                            done: list[str]) -> None:
    """The rows after a remove button's click: those before but the one at `at` (a
    table left without rows gets one empty row)."""
    rows = before["rows"][:at] + before["rows"][at + 1:]
    assert after["rows"] == (rows or [["", "", "", False]]), done


#: Six FIDE games (the finding: a click on one row's remove button took two rows off).
SIX = ("#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5,1700:1,"
       "1600:0,1650:1,1800:0.5&lang=de")


@pytest.mark.parametrize("how", ["click", "enter"])
def test_a_removed_row_is_that_row_alone_and_undo_brings_it_back(calc: Calculator,
                                                                  how: str) -> None:
    calc.open(SIX)
    before = calc.page.evaluate(READ_SCREEN)
    assert len(before["rows"]) == 6
    button = calc.page.locator("#rows .remove-row").nth(2)
    if how == "click":
        button.click()
    else:
        button.focus()
        calc.page.keyboard.press("Enter")
    check(calc, ["open", "remove " + how])
    _assert_one_row_removed(before, calc.page.evaluate(READ_SCREEN), 2, [how])
    calc.page.click("#undo")
    check(calc, ["open", "remove " + how, "undo"])
    assert calc.page.evaluate(READ_SCREEN) == before


@pytest.mark.parametrize("link, field", [
    ("#system=fide&mode=tournament&rating=1800&k=20&games=1900:%00", "game-score-1"),
    ("#system=elo&rating=15%0000&opponent=1600&result=1", "rating"),
])
def test_a_nul_in_a_link_is_marked_at_its_field(calc: Calculator, link: str,
                                                field: str) -> None:
    # the finding: a NUL in a link's score or rating was not marked at its field; the
    # figures are what the engine makes of the fields shown (no result), and the field
    # says why
    calc.open(link)
    check(calc, ["open " + link])
    assert calc.page.get_attribute("#" + field, "aria-invalid") == "true"
    assert calc.text("new-rating") == "\u2013"


def test_the_findings_sequence(calc: Calculator) -> None:
    """FIDE and the DWZ side by side, then the DWZ alone and back, reload, start over."""
    calc.open()
    done = ["open"]
    calc.page.select_option("#system", "fide-dwz")
    for key, text in (("rating", "1702"), ("k", "20"), ("dwz", "1650"), ("index", "23"),
                      ("born", "1985"), ("end", "2026-10-12")):
        calc.page.fill("#" + key, text)
    for number, (fide, dwz, score) in enumerate((("1800", "1750", "1"), ("1600", "1580", "="),
                                                ("-", "1500", "1"), ("1700", "-", "0"),
                                                ("1650", "1640", "remis")), 1):
        if number > 3:
            calc.page.click("#add-row")
        calc.page.fill("#game-opponent-%d" % number, fide)
        calc.page.fill("#game-second-%d" % number, dwz)
        calc.page.fill("#game-score-%d" % number, score)
    check(calc, done + ["typed"])
    assert calc.text("dwz-new-rating") and calc.text("new-rating") != "\u2013"
    for system in ("dwz", "fide-dwz", "fide", "ukd", "fide-dwz"):
        calc.page.select_option("#system", system)
        done.append(system)
        check(calc, done)
        if system == "dwz":  # her DWZ and her opponents' DWZ, never the FIDE numbers
            assert calc.value("rating") == "1650" and calc.value("index") == "23"
            assert calc.value("game-opponent-1") == "1750"
    calc.reload()
    check(calc, done + ["reload"])
    assert calc.value("dwz") == "1650" and calc.value("game-second-5") == "1640"
    calc.page.click("#forget")
    check(calc, done + ["start over"])
    assert calc.page.evaluate("location.hash") == ""
    calc.reload()
    assert calc.page.input_value("#system") == IDS[0]  # a fresh page


@pytest.mark.parametrize("seed", range(5))
def test_random_sequences(calc: Calculator, seed: int) -> None:
    rng = random.Random(seed)
    calc.open()
    done = ["open"]
    for _ in range(12):
        action = rng.choice(("system", "system", "type", "type", "radio", "row", "add",
                             "reload", "file", "remove", "forget", "back"))
        visible = calc.page.evaluate(READ_SCREEN)
        if action == "system":
            calc.page.select_option("#system", rng.choice(IDS))
        elif action == "type":
            texts = [key for key, text in visible["fields"].items()
                     if calc.page.locator("#" + key.replace("_", "-")).count()
                     and calc.page.get_attribute("#" + key.replace("_", "-"), "type")
                     in ("text", "date")]
            if texts:
                key = rng.choice(texts).replace("_", "-")
                kind = calc.page.get_attribute("#" + key, "type")
                calc.type(key, rng.choice(("2026-05-30", "2026-06-20")) if kind == "date"
                          else rng.choice(("1723", "20", "abc", "", "1.650", "5")))
        elif action == "radio":
            radios = calc.page.locator("[id^=field-]:not([hidden]) input[type=radio]")
            if radios.count():
                radios.nth(rng.randrange(radios.count())).check()
        elif action == "row" and visible["rows"]:
            number = rng.randrange(len(visible["rows"])) + 1
            part = rng.choice(("opponent", "score"))
            field = "#game-%s-%d" % (part, number)
            if calc.page.is_visible(field):
                calc.page.fill(field, rng.choice(("1850", "-", "", "0.5", "1", "x")))
        elif action == "add" and calc.page.is_visible("#add-row"):
            calc.page.click("#add-row")
        elif action == "reload":
            calc.reload()
        elif action == "file" and calc.page.is_visible("#import-file"):
            import_file(calc, FIXTURES / rng.choice(("plain.csv", "club.pgn")))
        elif action in ("remove", "forget"):
            # what removes what the user entered is undone to exactly what was there
            buttons = calc.page.locator("#rows .remove-row:visible")
            if action == "remove" and not buttons.count():
                continue
            before = calc.page.evaluate(READ_SCREEN)
            if action == "remove":
                at = rng.randrange(buttons.count())
                buttons.nth(at).click()
            else:
                calc.page.click("#forget")
            check(calc, done + [action])
            if action == "remove":  # that row, and only that row, is gone
                _assert_one_row_removed(before, calc.page.evaluate(READ_SCREEN), at,
                                        done + [action])
            calc.page.click("#undo")
            calc.settled()
            assert calc.page.evaluate(READ_SCREEN) == before, done + [action, "undo"]
            action += " and undo"
        elif action == "back":
            calc.page.go_back()
            if not calc.page.url.startswith(calc.site):  # before the first: come back
                calc.page.go_forward()
            calc.page.wait_for_function("window.__pyAllDone === true")
        done.append(action)
        check(calc, done)
