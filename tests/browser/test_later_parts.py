"""What the calculator's first figure does not need comes in parts of their own
(elo/web/shell/registry.py): the rules of the systems after classic Elo (FIDE, the DWZ,
FIDE beside the DWZ, UKD, Glicko-2; static/build/elo-systems.romfs), fetched when one is
shown or the select is focused, and "what do I need" (elo-need.romfs), fetched when the
games to come are typed or its section entered. A visit to the default calculator loads
neither. While a part comes, the form shows what was chosen and what is typed counts; the
figures wait. Offline they come from the worker's cache (tests/browser/test_offline.py)."""

from playwright.sync_api import expect

from elo.web.shell.registry import part
from helpers import Calculator, arrived, held, visit

SYSTEMS_IMAGE, NEED_IMAGE = part("systems").image, part("need").image
FIDE = "#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5"
# classic Elo's tournament: 1800 v 1900 (E .36) and 1750 (E .57), 1.5 points:
# 20 x (1.5 - .93) = +11.4 -> 1811
CLASSIC = "#system=elo&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5"


def _asked(calc: Calculator, image: str = SYSTEMS_IMAGE) -> bool:
    return any(url.endswith("/" + image) for url in calc.requests)


def test_the_default_calculator_loads_no_other_systems_rules(calc: Calculator) -> None:
    calc.open()
    calc.type("rating", "1600")
    assert calc.text("new-rating") == "1610"  # 1600 v 1600, K 20, a win: +10
    visit(calc, CLASSIC)
    assert calc.text("new-rating") == "1811"
    assert not _asked(calc) and not _asked(calc, NEED_IMAGE)
    calc.page.focus("#system")  # a choice is coming: the rules are fetched ahead of it
    calc.page.wait_for_function(
        "(document.documentElement.dataset.parts || '').split(' ').includes('systems')")
    assert _asked(calc)
    visit(calc, FIDE)  # FIDE table 8.1.2: D -100 gives .36, D 50 gives .57: the same
    assert calc.text("new-rating") == "1811"


def test_while_the_rules_come_the_form_shows_the_system_and_the_figures_wait(
        unworked: Calculator) -> None:
    calc = unworked
    requests = held(calc, SYSTEMS_IMAGE)
    calc.open(CLASSIC)
    calc.page.select_option("#system", "ukd")
    rules = arrived(calc, requests)
    # the form is UKD's at once (its own rows, no K), the figures say what they wait for
    assert calc.page.locator('input[name="tc"][value="standard"]').is_visible()
    assert not calc.page.locator("#k").is_visible()
    assert calc.value("game-opponent-1") == "1600"  # UKD's example rows, not Elo's games
    assert calc.page.get_attribute("#results", "aria-busy") == "true"
    assert calc.page.text_content("#status") == "Die Regeln von UKD (Türkei) werden geladen …"
    assert calc.page.text_content("#new-rating") == "\u2013"
    assert "system=ukd" in calc.fragment()
    calc.page.fill("#rating", "1700")  # typed meanwhile: it counts once they are there
    rules.continue_()
    # UKD (docs/rules/README.md section 3): opponents 1600, 1550, 1450 average 1533.33;
    # D = 1700 - 1533.33 = 167 -> PD .72 (FIDE table 8.1.2, 163-170); We = 3 x .72 = 2.16;
    # k 20 (1600-1999); 20 x (1.5 - 2.16) = -13.2 -> -13
    assert calc.text("new-rating") == "1687"
    assert calc.text("change") == "\u221213,20"  # the exact change beside the rounded
    assert calc.page.get_attribute("#results", "aria-busy") == "false"
    calc.assert_clean()


def test_rules_that_cannot_be_had_are_said_and_the_next_input_tries_again(
        unworked: Calculator) -> None:
    calc = unworked
    calc.page.route("**/" + SYSTEMS_IMAGE, lambda route: route.abort())
    calc.open(CLASSIC)
    calc.page.select_option("#system", "ukd")
    expect(calc.page.locator("#status")).to_contain_text(
        "Die Regeln dieses Systems konnten nicht geladen werden")
    assert calc.page.get_attribute("#results", "aria-busy") == "false"
    calc.page.select_option("#system", "elo")  # classic Elo goes on
    assert calc.text("new-rating") == "1811"
    calc.page.unroute("**/" + SYSTEMS_IMAGE)
    calc.page.select_option("#system", "ukd")
    # UKD's example rows at its default 1500: average 1533.33, D -33 -> PD .45 (table
    # 8.1.2, 33-39: .55 for the higher); We 1.35; k 25 (1300-1599); 25 x .15 = 3.75 -> +4
    assert calc.text("new-rating") == "1504"
    # the browser's own console error for the refused request
    calc.console_errors = [error for error in calc.console_errors if "ERR_FAILED" not in error]
    calc.assert_clean()


def test_the_games_to_come_wait_for_the_need_with_the_figures(unworked: Calculator) -> None:
    calc = unworked
    requests = held(calc, NEED_IMAGE)
    calc.open(CLASSIC)
    calc.page.fill("#need-remaining", "4")
    need = arrived(calc, requests)
    assert calc.page.text_content("#status") == "\u201eWas brauche ich?\u201c wird geladen \u2026"
    assert calc.page.get_attribute("#results", "aria-busy") == "true"
    calc.page.fill("#need-average", "1800")  # typed meanwhile
    need.continue_()
    # classic Elo, K 20: so far 20 x (1.5 - .93) = +11.37 (E .36 v 1900, .57 v 1750); four
    # more against 1800 (E .50 each, 2.00 in all) with x points: 20 x (1.5 + x - 2.93),
    # which keeps 1800 (a change of -0.5 or more) from x = 1.5: 20 x 0.07 = +1.4 -> 1801
    assert calc.text("need-points") == \
        "Mit 1,5 aus 4 gegen im Schnitt 1800 h\u00e4ltst du 1800: neu 1801 (+1)."
    assert calc.text("new-rating") == "1811"
    calc.assert_clean()
