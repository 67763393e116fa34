"""The DWZ on the page: the published cases whose E or K comes from the formula show the
published new DWZ, as the engine and the command line do (tests/cases/dwz.json)."""

import pytest

from helpers import Calculator, JsonObject, dwz_formula_cases, dwz_link

CASES = dwz_formula_cases()


@pytest.mark.parametrize("case", CASES, ids=[case["id"] for case in CASES])
def test_the_page_shows_the_published_new_dwz(calc: Calculator, case: JsonObject) -> None:
    calc.open(dwz_link(case))
    assert calc.text("new-rating") == str(case["expect"]["new_rating"])
    assert calc.page.locator("#breakdown").inner_text().count("P(D)") >= 1


def test_a_forfeit_and_an_opponent_without_dwz_are_said_in_their_rows(calc: Calculator) -> None:
    calc.open("#system=dwz&rating=1600&index=12&end=2026-09-01&games=1500:1,-:1,1700:0:f")
    assert "ohne DWZ" in calc.text("game-message-2")
    assert "kampflos" in calc.text("game-message-3")
    assert calc.text("new-rating") != "\u2013"


def test_a_bad_end_date_and_index_are_marked_at_their_fields(calc: Calculator) -> None:
    calc.open("#system=dwz&rating=1600&index=0&end=2026-09-01&games=1500:1")
    assert calc.text("index-error") and calc.text("new-rating") == "\u2013"
    calc.open("#system=dwz&rating=1600&index=3&born=2030&end=2026-09-01&games=1500:1")
    assert calc.text("born-error")


def test_an_unknown_system_in_a_link_is_said_at_the_select(calc: Calculator) -> None:
    calc.open("#system=glicko&rating=1600")
    assert "glicko" in calc.text("system-error")


def test_fide_and_dwz_side_by_side(calc: Calculator) -> None:
    # seed 003 for FIDE (1800 beats 1900, draws 1750: 1811) beside nu's 1887-44 -> 1876-45
    # for the DWZ (dwz.md 4.8): each game carries only one of the two ratings
    nu = (1318, 1973, 1942, 1964, 1987, 1905, 1554)
    rows = ["1900/-:1", "1750/-:0.5"] + ["-/%d:0.5" % opponent for opponent in nu]
    calc.open("#system=fide-dwz&rating=1800&k=20&dwz=1887&index=44&end=2026-09-01&games="
              + ",".join(rows))
    assert (calc.text("new-rating"), calc.text("change")) == ("1811", "+11")
    assert (calc.text("dwz-new-rating"), calc.text("dwz-change")) == ("1876", "\u221211")
    breakdown = calc.page.locator("#breakdown").inner_text()
    assert "1876-45" in breakdown and "PD" in breakdown and "P(D)" in breakdown
    calc.type("game-second-1", "1850")  # the first opponent's DWZ now counts too
    assert calc.text("dwz-new-rating") != "1876"
    assert "1900/1850:1" in calc.fragment()
