"""What do I need (#need, elo.present.need): the games to come, their average and a target
beside the calculation, answered as the user types, kept in the link and on reload, and a
field of it that cannot be used said there without touching the figures above.

Every figure by hand from FIDE Rating Regulations (1 March 2024) 8.1.2 (the table of PD),
8.3.1 (change = K x sum(S - PD)) and 8.3.4 (rounded once, 0.5 away from zero)."""

from typing import Any

from helpers import Calculator, invalid, visit

#: 1800, K 20, against 1900 (a win; D -100: PD 0.36) and 1750 (a draw; D +50: PD 0.57):
#: so far 20 x (1.5 - 0.93) = +11.4 -> 1811.
FIDE = "#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5"


def _table(calc: Calculator) -> list[list[Any]]:
    """The need's table: [(cells, marked)] per row."""
    found: list[list[Any]] = calc.page.eval_on_selector_all(
        "#need-table tbody tr", "rows => rows.map(r => [Array.from(r.cells, c => "
        "c.textContent), r.classList.contains('target')])")
    return found


def test_four_games_to_come_every_score_and_what_keeps_the_rating(calc: Calculator) -> None:
    calc.open(FIDE)
    assert calc.text("need-points") == "" and calc.text("new-rating") == "1811"
    calc.type("need-remaining", "4")
    calc.type("need-average", "1800")
    # 4 more against 1800 (D 0: PD 0.50 each): change = 20 x (1.5 + x - 0.93 - 2.00)
    # x = 0: -28.6 -> -29; every half point adds 10: 0.5 -> -19, 1 -> -9, 1.5 -> +1
    # (20 x 0.07 = 1.4), ... 4 -> +51 (20 x 2.57 = 51.4). Keeping 1800 takes 1.5.
    assert calc.text("need-points") == \
        "Mit 1,5 aus 4 gegen im Schnitt 1800 hältst du 1800: neu 1801 (+1)."
    rows = _table(calc)
    assert [cells for cells, _ in rows] == [
        ["%s aus 4" % points, change, str(1800 + int(change.replace("\u2212", "-")))]
        for points, change in (("0", "\u221229"), ("0,5", "\u221219"), ("1", "\u22129"),
                               ("1,5", "+1"), ("2", "+11"), ("2,5", "+21"), ("3", "+31"),
                               ("3,5", "+41"), ("4", "+51"))]
    assert [marked for _, marked in rows] == [False] * 3 + [True] + [False] * 5
    assert calc.text("new-rating") == "1811"  # the figures above are the games so far

    calc.type("need-target", "1850")  # 4 of 4 gives 1851: the least that reaches 1850
    assert calc.text("need-points") == \
        "Mit 4 aus 4 gegen im Schnitt 1800 erreichst du 1850: neu 1851 (+51)."
    assert [marked for _, marked in _table(calc)] == [False] * 8 + [True]
    calc.page.click("#need-presets [data-preset='1900']")  # the next hundred above 1800
    assert calc.value("need-target") == "1900"
    assert calc.text("need-points") == "1900 ist nicht zu erreichen: Auch 4 aus 4 gegen " \
        "im Schnitt 1800 ergibt 1851 (+51)."
    assert not [marked for _, marked in _table(calc) if marked]
    calc.page.click("#need-presets [data-preset='']")  # keep: the field emptied
    assert calc.value("need-target") == ""
    assert calc.text("need-points").startswith("Mit 1,5 aus 4")
    calc.assert_clean()


def test_the_average_so_far_stands_in_and_the_link_keeps_the_need(calc: Calculator) -> None:
    calc.open(FIDE)
    calc.type("need-remaining", "2")
    # left empty: the opponents so far, (1900 + 1750) / 2 = 1825. D -25: PD 0.47 each
    # (8.1.2, 18-25). 0 of 2: 20 x (1.5 - 0.93 - 0.94) = -7.4 -> -7; 0.5: +2.6 -> +3
    assert calc.text("need-points").startswith(
        "Mit 0,5 aus 2 gegen im Schnitt 1825 hältst du 1800: neu 1803 (+3).")
    assert "bisherigen Gegner" in calc.text("need-points")
    fragment = calc.fragment()
    assert "need_remaining=2" in fragment and "need_average" not in fragment
    # 1 of 2: 20 x (2.5 - 1.87) = 12.6 -> +13: 1813, the least that reaches 1810
    calc.type("need-target", "1810")
    assert "need_target=1810" in calc.fragment()
    visit(calc, calc.fragment())  # the link opened anew
    assert calc.value("need-remaining") == "2" and calc.value("need-target") == "1810"
    assert calc.text("need-points").startswith(
        "Mit 1 aus 2 gegen im Schnitt 1825 erreichst du 1810: neu 1813 (+13).")
    calc.reload()
    assert calc.value("need-remaining") == "2"
    assert calc.text("need-points").startswith("Mit 1 aus 2")
    calc.assert_clean()


def test_a_need_field_that_cannot_be_used_is_said_there_and_blocks_nothing(
        calc: Calculator) -> None:
    calc.open(FIDE)
    calc.type("need-remaining", "200")
    assert calc.text("need-remaining-error") == "Höchstens 100."
    assert invalid(calc, "need-remaining")
    assert calc.text("new-rating") == "1811" and calc.text("need-points") == ""
    calc.type("need-remaining", "3")
    calc.type("need-average", "17500")  # no FIDE list holds it: said as at a row
    assert invalid(calc, "need-average") and "3000" in calc.text("need-average-error")
    assert calc.text("new-rating") == "1811"
    calc.type("need-average", "1800")
    assert not invalid(calc, "need-average") and calc.text("need-points")
    calc.assert_clean()


def test_fide_beside_the_dwz_answers_both_side_by_side(calc: Calculator) -> None:
    calc.open("#system=fide-dwz&mode=tournament&rating=1800&dwz=1750&end=2026-09-01"
              "&games=1900/1850:1,1750/1700:0.5")
    calc.type("need-remaining", "2")
    calc.type("need-average", "1800/1750")
    lines = calc.page.eval_on_selector_all("#need-points .need-line",
                                           "ps => ps.map(p => p.textContent)")
    assert [line.split(":")[0] for line in lines] == ["ELO", "DWZ"]
    # FIDE's side as above with D 0 (PD 0.50): 0.5 of 2 gives 20 x 0.07 = +1.4 -> 1801
    assert lines[0] == "ELO: Mit 0,5 aus 2 gegen im Schnitt 1800 hältst du 1800: neu 1801 (+1)."
    head = calc.page.eval_on_selector_all("#need-table thead th",
                                          "hs => hs.map(h => h.textContent)")
    assert head == ["Punkte", "ELO Änderung", "ELO Neue Wertung", "DWZ Änderung",
                    "DWZ Neue Wertung"]
    rows = _table(calc)
    assert len(rows) == 5 and rows[1][0][1:3] == ["+1", "1801"]
    calc.assert_clean()
