"""Issue 20, the whole-tournament view (#event) in Chromium: the paths between its states,
not only the states. A TRF chosen here or in the calculator's import; every row's figures
worked out by hand from the rules; a sort and back; a search; a K, a DWZ index and a
result edited; the settings; a reload; the other language; each player's link to the
calculator and back; a file that cannot be read and one that is no text; the CSV; Start
over. The `calc` fixture ends every test with no error banner, no console error and no
request off 127.0.0.1; the journeys say so once more on the way.

The files are tests/fixtures/tournament-page (made up, see its README). A player's K, his DWZ
index and his rounds' results are typed in the row under his (tr.event-detail), opened by
his start rank's button.
"""

import csv
import io
from pathlib import Path
from typing import Any, TypeVar

from playwright.sync_api import Download, expect

from helpers import FIXTURES, Calculator, show_view
from tournament_view import choose, details, row, wait_for_table

FILES = FIXTURES / "tournament-page"
CLUB = FILES / "club-swiss.trf"
MALFORMED = FILES / "malformed.trf"
BINARY = FILES / "binary.trf"
#: SwissChess's empty individual tournament (tests/fixtures/real/SOURCES.md)
NO_PLAYERS = FIXTURES / "real" / "Individual-Dummy.SWT"
STORE_KEY = "elo-calculator:event"  # the file, as TRF
SETTINGS_KEY = "elo-calculator:event-settings"  # what was set for it
MINUS = "\u2212"
Shown = TypeVar("Shown")
#: A row's figures as table() reads them: change, new rating, DWZ change, new DWZ, norms
#: ("" where the row shows none), K and DWZ index (None where it has none).
Figures = tuple[str, str, str, str, str, str | None, str | None]
RANKS = [1, 2, 3, 4, 5, 6, 7, 8]

# The figures of club-swiss.trf, worked out by hand (docs/rules/README.md), not taken from
# the page. FIDE: per game PD from table 8.1.2 for D = own rating - the opponent's (no two
# players here are 400 apart, 8.3.1); the change = K x the sum of (score - PD), rounded
# once for the tournament, 0.5 away from zero (8.3.4). Games against Huber (no. 8,
# unrated) do not count for his opponents. K by 8.3.3 from the file, which ends in 2025:
# 20, but Engel (born 2010: 15, rated under 2300) 40.
FIDE = {  # start rank: (change, new rating) as the row shows them
    # Adler 2105: v 2010 D 95 PD .63 draw -.13; v 1950 D 155 .71 win +.29;
    # v 1874 D 231 .79 win +.21; v 1802 D 303 .86 draw -.36. Sum +.01; 20 x .01 = +0.2 -> 0
    1: ("0", "2105"),
    # Becker 2010: v 1650 D 360 .90 draw -.40; v 2105 D -95 .37 draw +.13;
    # v 1950 D 60 .58 loss -.58; v 1874 D 136 .68 win +.32. Sum -.53; x 20 = -10.6 -> -11
    2: (MINUS + "11", "1999"),
    # Crone 1950: v 1733 D 217 .78 win +.22; v 1650 D 300 .85 win +.15;
    # v 2105 D -155 .29 loss -.29; v 2010 D -60 .42 win +.58. Sum +.66; x 20 = +13.2 -> +13
    3: ("+13", "1963"),
    # Dorn 1874: v 1802 D 72 .60 loss -.60; v 1733 D 141 .69 draw -.19; v 1650 D 224 .78
    # win +.22; v 2105 D -231 .21 loss -.21; v 2010 D -136 .32 loss -.32. Sum -1.10 -> -22
    4: (MINUS + "22", "1852"),
    # Engel 1802, K 40: v 1874 D -72 .40 win +.60; v 1733 D 69 .60 draw -.10;
    # v 1650 D 152 .70 draw -.20; v 2105 D -303 .14 draw +.36. Sum +.66; x 40 = +26.4 -> +26
    5: ("+26", "1828"),
    # Fuchs 1733: v 1950 D -217 .22 loss -.22; v 1874 D -141 .31 draw +.19;
    # v 1802 D -69 .40 draw +.10; v 1650 D 83 .61 win +.39. Sum +.46; x 20 = +9.2 -> +9
    6: ("+9", "1742"),
    # Graf 1650: v 2010 D -360 .10 draw +.40; v 1950 D -300 .15 loss -.15; v 1874 D -224
    # .22 loss -.22; v 1802 D -152 .30 draw +.20; v 1733 D -83 .39 loss -.39. Sum -.16 -> -3
    7: (MINUS + "3", "1647"),
    # Huber, unrated: a first rating by 8.2. Opponents 2105 (0), 1802 (0), 2010 (0), 1733
    # (1), 1950 (1/2) and two hypothetical 1800 draws: Ra = 13200 / 7 = 1885.71; p = 2.5 / 7
    # = 35.7 % -> 36 %, dp -102 (table 8.1.1); Ru = 1783.71 -> 1784. No change: a word.
    8: ("Erstwertung", "1784"),
}
# The DWZ, classic system (the file ends before 2026-06-08; docs/rules/dwz.md 3.1, 3.2),
# index 20 where none is set, P(D) = (1 + erf(D / 400)) / 2, the games against opponents
# with a DWZ only.
DWZ = {  # start rank: (DWZ change, new DWZ)
    # Adler 2080, 35 years (J 15): E = 2.08^4 + 15 = 33.72 -> 34, at most 30 (index > 5).
    # v 1995 D 85 P .6181 draw; v 1850 D 230 .7919 win; v 1760 D 320 .8711 draw: W 2,
    # We 2.2811; 2080 + 800 x (2 - 2.2811) / (30 + 3) = 2073.19 -> 2073
    1: (MINUS + "7", "2073"),
    # Engel 1760, 15 years (J 5): v 1850 D -90 P .3752 win; v 1610 D 150 .7021 draw;
    # v 2080 D -320 .1289 draw: W 2 >= We 1.2062, so fB = 1760 / 2000 = .88 and
    # E = (1.76^4 + 5) x .88 = 12.84 -> 13; 1760 + 800 x (2 - 1.2062) / (13 + 3) = 1799.69
    5: ("+40", "1800"),
}

# One trip into the page for the whole table: each row's start rank, its figures, its
# norms, its K and DWZ index (None where it has none), and all its cells as shown.
_ROWS = """rows => rows.map(row => {
  const text = name => { const cell = row.querySelector('.' + name);  // none: no DWZ column
                         return cell ? cell.textContent.trim() : ''; };
  const cells = [...row.cells].map(cell => cell.textContent.trim());
  return [row.dataset.rank, text('change'), text('new-rating'), text('dwz-change'),
          text('dwz-new-rating'), text('norms'), cells[4] || null, text('index') || null,
          cells];
})"""


def table(calc: Calculator) -> dict[int, Figures]:
    """Start rank -> (change, new rating, DWZ change, new DWZ, norms, K, index), in the
    order shown."""
    rows: list[list[Any]] = calc.page.eval_on_selector_all("#event-rows tr[data-rank]", _ROWS)
    return {int(row[0]): (row[1], row[2], row[3], row[4], row[5], row[6], row[7])
            for row in rows}


def cells(calc: Calculator) -> dict[int, list[str]]:
    """Start rank -> every cell of its row as shown, in the order shown."""
    rows: list[list[Any]] = calc.page.eval_on_selector_all("#event-rows tr[data-rank]", _ROWS)
    return {int(row[0]): row[8] for row in rows}


def rows_html(calc: Calculator) -> dict[int, str]:
    rows: list[list[str]] = calc.page.eval_on_selector_all(
        "#event-rows tr[data-rank]", "rows => rows.map(row => [row.dataset.rank, row.outerHTML])")
    return {int(rank): html for rank, html in rows}


def wait_for_error(calc: Calculator) -> str:
    calc.page.wait_for_function("document.getElementById('event-error').textContent !== ''")
    return calc.text("event-error")


def open_club(calc: Calculator) -> Calculator:
    calc.open("#event")
    choose(calc, CLUB)
    wait_for_table(calc)
    return calc


def set_k(calc: Calculator, rank: int, value: str) -> None:
    calc.page.locator(details(calc, rank) + " input.event-k").fill(value)


def stored(calc: Calculator) -> str | None:
    kept: str | None = calc.page.evaluate("key => localStorage.getItem(key)", STORE_KEY)
    return kept


def head(calc: Calculator) -> list[str]:
    words: list[str] = calc.page.eval_on_selector_all(
        "#event-head [data-sort]", "buttons => buttons.map(b => b.textContent)")
    return words


def sorted_by(calc: Calculator) -> list[list[str]]:
    found: list[list[str]] = calc.page.eval_on_selector_all(
        "#event-head th[aria-sort]", "ths => ths.map(th => "
        "[th.querySelector('[data-sort]').dataset.sort, th.getAttribute('aria-sort')])")
    return found


def assert_stayed_home(calc: Calculator) -> None:
    """Every request so far went to the page's own server."""
    assert calc.requests
    assert [url for url in calc.requests if not url.startswith(calc.site + "/")
            and not url.startswith(("data:", "blob:"))] == []


def others(rows: dict[int, Shown], *ranks: int) -> dict[int, Shown]:
    return {rank: value for rank, value in rows.items() if rank not in ranks}


# the paths


def test_opened_directly_a_file_shows_the_figures_worked_out_by_hand(calc: Calculator) -> None:
    calc.open("#event")
    page = calc.page
    assert page.is_visible("#event") and page.is_hidden("#calculator-view")
    assert page.get_attribute(".views [data-view='event']", "aria-pressed") == "true"
    assert page.is_hidden("#event-table") and calc.text("event-error") == ""
    choose(calc, CLUB)
    wait_for_table(calc)
    shown = table(calc)
    assert list(shown) == RANKS  # in start rank order
    assert {rank: figures[:2] for rank, figures in shown.items()} == FIDE
    assert {rank: shown[rank][2:4] for rank in DWZ} == DWZ
    assert [figures[4] for figures in shown.values()] == [""] * 8  # 5 rounds: 1.4.1 wants 9
    assert [figures[5] for figures in shown.values()] == \
        ["20", "20", "20", "20", "40", "20", "20", None]  # Huber: unrated, no K
    # a DWZ index for the players with a DWZ only (neither file holds the index)
    assert {rank for rank, figures in shown.items() if figures[6] == "20"} == {1, 2, 4, 5, 7}
    assert {rank for rank, figures in shown.items() if figures[6] is None} == {3, 6, 8}
    assert calc.text("event-status") == "Herbstopen Testhausen 2025: 8 Spieler, 5 Runden."
    assert calc.text("event-error") == ""
    # to the calculator by its button and back: the table is still there
    show_view(calc, "calculator")
    expect(page.locator("#calculator-view")).to_be_visible()
    expect(page.locator("#event")).to_be_hidden()
    show_view(calc, "event")
    expect(page.locator("#event")).to_be_visible()
    assert page.evaluate("location.hash") == "#event"
    assert table(calc) == shown


def test_a_sort_and_back_then_a_search_keeps_the_figures(calc: Calculator) -> None:
    open_club(calc)
    page = calc.page
    shown = table(calc)
    page.click("#event-head [data-sort='change']")
    # the changes worked out above, largest first; Huber's first rating has none: last
    assert list(table(calc)) == [5, 3, 6, 1, 7, 2, 4, 8]
    assert sorted_by(calc) == [["change", "descending"]]
    page.click("#event-head [data-sort='change']")
    assert list(table(calc)) == [8, 4, 2, 7, 1, 6, 3, 5]
    assert sorted_by(calc) == [["change", "ascending"]]
    page.click("#event-head [data-sort='rank']")
    assert list(table(calc)) == RANKS
    assert sorted_by(calc) == [["rank", "ascending"]]
    assert table(calc) == shown  # the figures went along with their rows
    # a search within a sort: the order stays, case does not matter
    page.click("#event-head [data-sort='change']")
    page.fill("#event-search", "a")  # Anna, Carl, Eva, Frank, Greta, Hans
    assert list(table(calc)) == [5, 3, 6, 1, 7, 8]
    page.fill("#event-search", "GRAF")
    assert list(table(calc)) == [7]
    page.fill("#event-search", "Nobody")
    assert list(table(calc)) == []
    page.fill("#event-search", "")
    assert list(table(calc)) == [5, 3, 6, 1, 7, 2, 4, 8]
    assert table(calc) == {rank: shown[rank] for rank in [5, 3, 6, 1, 7, 2, 4, 8]}


def test_a_k_and_a_result_edited_change_their_rows_and_survive_a_reload(calc: Calculator) -> None:
    open_club(calc)
    page = calc.page
    before = rows_html(calc)
    set_k(calc, 1, "40")
    # Adler with K 40 (8.3.3 knows no K above): 40 x .01 = +0.4 -> 0
    expect(page.locator(row(1) + " td.k")).to_have_text("40")
    shown = table(calc)
    assert shown[1] == ("0", "2105") + DWZ[1] + ("", "40", "20")  # the DWZ has no K
    assert others(rows_html(calc), 1) == others(before, 1)  # only his row changed

    # Crone's rounds: round 3, lost to Adler, made a draw; Adler's win follows
    crone = details(calc, 3)
    expect(page.locator(crone + " h3")).to_contain_text("Crone, Carl")
    assert page.input_value(crone + " select.event-result[data-round='3']") == "0"
    before = rows_html(calc)
    points = [page.inner_text(row(rank) + " td.score") for rank in (1, 3)]
    page.select_option(crone + " select.event-result[data-round='3']", "=")
    # the points follow the result: Adler half a point less, Crone half a point more
    expect(page.locator(row(3) + " td.score")).not_to_have_text(points[1])
    was = [_number(points[0]), _number(points[1])]
    assert was[0] is not None and was[1] is not None  # each row shows its points
    assert [_number(page.inner_text(row(rank) + " td.score")) for rank in (1, 3)] == \
        [was[0] - 0.5, was[1] + 0.5]
    # Crone: +.66 + .50 (a draw, not a loss, against PD .29) = +1.16; x 20 = +23.2 -> +23
    expect(page.locator(row(3) + " .change")).to_have_text("+23")
    # Adler, K 40: +.01 - .50 (a draw, not a win, against PD .71) = -.49; x 40 = -19.6
    # -> -20, 2085
    shown = table(calc)
    assert shown[3][:2] == ("+23", "1973")
    assert shown[1][:2] == (MINUS + "20", "2085") and shown[1][5] == "40"
    assert shown[1][2:4] == DWZ[1]  # Crone has no DWZ: the game never counted for hers
    assert others(rows_html(calc), 1, 3) == others(before, 1, 3)
    adler = details(calc, 1)
    expect(page.locator(adler + " h3")).to_contain_text("Adler, Anna")
    assert page.input_value(adler + " select.event-result[data-round='3']") == "="

    calc.reload()
    wait_for_table(calc)
    assert page.evaluate("location.hash") == "#event" and page.is_visible("#event")
    assert table(calc) == shown  # the K, the result and every figure
    assert page.input_value(details(calc, 3) + " select.event-result[data-round='3']") == "="
    assert_stayed_home(calc)


def test_a_players_dwz_index_and_the_settings_rerate_and_survive_a_reload(calc: Calculator) -> None:
    open_club(calc)
    page = calc.page
    before = rows_html(calc)
    page.locator(details(calc, 1) + " input.event-index").fill("3")
    # Adler's DWZ with index 3: E at most 5 x 3 = 15;
    # 2080 + 800 x (2 - 2.2811) / (15 + 3) = 2067.51 -> 2068
    expect(page.locator(row(1) + " .dwz-new-rating")).to_have_text("2068")
    assert table(calc)[1] == FIDE[1] + (MINUS + "12", "2068", "", "20", "3")
    assert others(rows_html(calc), 1) == others(before, 1)

    page.fill("#event-end", "2029-01-10")
    # Engel turns 19 in the year the tournament now ends: no junior, K 20 (8.3.3);
    # 20 x .66 = +13.2 -> +13. Nobody else is a junior: their FIDE figures stay.
    expect(page.locator(row(5) + " .change")).to_have_text("+13")
    shown = table(calc)
    assert shown[5][:2] == ("+13", "1815") and shown[5][5] == "20"
    assert {rank: figures[:2] for rank, figures in others(shown, 5).items()} == \
        others(FIDE, 5)
    assert shown[1][6] == "3"  # the index set for Adler stays set
    page.check("#event-exempt")

    calc.reload()
    wait_for_table(calc)
    assert page.input_value("#event-end") == "2029-01-10" and page.is_checked("#event-exempt")
    assert table(calc) == shown
    page.fill("#event-end", "")  # empty: the file's last day again
    expect(page.locator(row(5) + " .change")).to_have_text("+26")
    assert table(calc)[5][5] == "40"


def test_the_default_dwz_index_survives_a_reload(calc: Calculator) -> None:
    open_club(calc)
    calc.page.fill("#event-index", "3")
    # as above: Adler's DWZ with index 3 is 2068
    expect(calc.page.locator(row(1) + " .dwz-new-rating")).to_have_text("2068")
    calc.reload()
    wait_for_table(calc)
    assert calc.page.input_value("#event-index") == "3"
    assert table(calc)[1][3] == "2068"


def test_the_other_language_then_each_players_link_and_back(calc: Calculator) -> None:
    """The agreement path: each row's link opens the calculator with his games, and the
    calculator's figures are the row's; history's back brings the table again."""
    open_club(calc)
    page = calc.page
    set_k(calc, 1, "40")  # a K of one's own travels in the link too
    expect(page.locator(row(1) + " td.k")).to_have_text("40")
    german, german_head = table(calc), head(calc)
    page.click("button[data-lang='en']")
    expect(page.locator("#event-head [data-sort='change']")).to_have_text("Rtg \u00b1")
    english = table(calc)
    assert head(calc) != german_head and "New rating" in head(calc)
    assert page.inner_text("#event-table caption").startswith("Every player")
    assert calc.text("event-status") == "Herbstopen Testhausen 2025: 8 players, 5 rounds."
    assert english[8][0] == "first rating"  # a word: the one cell that may change
    assert others(english, 8) == others(german, 8) and english[8][1:] == german[8][1:]

    for rank, figures in english.items():
        page.click(row(rank) + " a.player-calc")
        expect(page.locator("#event")).to_be_hidden()
        expect(page.locator("#new-rating")).to_have_text(figures[1])
        assert [calc.text(name) for name in ("change", "dwz-change", "dwz-new-rating")] == \
            [figures[0], figures[2], figures[3]], rank
        page.go_back()
        expect(page.locator("#event")).to_be_visible()
        assert page.evaluate("location.hash") == "#event"
        assert table(calc) == english, rank
    assert_stayed_home(calc)


def test_a_trf_chosen_in_the_calculators_import_opens_the_tournament_view(calc: Calculator) -> None:
    calc.open("")
    page = calc.page
    assert page.is_hidden("#event")
    page.set_input_files("#import-file", str(CLUB))
    wait_for_table(calc)
    assert page.evaluate("location.hash") == "#event"
    assert page.is_visible("#event") and page.is_hidden("#calculator-view")
    assert page.get_attribute(".views [data-view='event']", "aria-pressed") == "true"
    assert {rank: figures[:2] for rank, figures in table(calc).items()} == FIDE
    assert calc.text("import-error") == "" and calc.text("event-error") == ""


def test_a_malformed_file_is_said_and_the_table_before_it_kept(calc: Calculator) -> None:
    open_club(calc)
    set_k(calc, 1, "40")
    expect(calc.page.locator(row(1) + " td.k")).to_have_text("40")
    shown, kept = table(calc), stored(calc)
    choose(calc, MALFORMED)
    error = wait_for_error(calc)
    assert "keine Startnummer" in error and "malformed.trf" in error  # the file, the line
    assert "Herbstopen Testhausen 2025" in error  # the tournament the table still shows
    assert calc.page.is_visible("#event-table")
    assert table(calc) == shown  # the table of the file before, K 40 and all
    assert stored(calc) == kept
    calc.reload()
    wait_for_table(calc)
    assert table(calc) == shown


def test_a_malformed_files_message_names_the_line(calc: Calculator) -> None:
    calc.open("#event")
    choose(calc, MALFORMED)
    error = wait_for_error(calc)
    assert "Zeile 4" in error  # the first player line that cannot be read


def test_the_table_kept_after_a_malformed_file_keeps_its_k(calc: Calculator) -> None:
    open_club(calc)
    set_k(calc, 1, "40")
    expect(calc.page.locator(row(1) + " td.k")).to_have_text("40")
    choose(calc, MALFORMED)
    wait_for_error(calc)
    calc.page.fill("#event-index", "20")  # the default index as it was: re-rates everyone
    calc.page.wait_for_timeout(300)
    assert table(calc)[1][:2] == ("0", "2105") and table(calc)[1][5] == "40"
    assert "k.1=40" in calc.page.evaluate("localStorage.getItem('%s')" % SETTINGS_KEY)


def test_a_binary_file_is_said_without_a_traceback(calc: Calculator) -> None:
    open_club(calc)
    shown = table(calc)
    choose(calc, BINARY)
    error = wait_for_error(calc)
    assert error and "Traceback" not in error
    assert calc.page.locator(".py-error").count() == 0
    assert calc.console_errors == []
    assert table(calc) == shown
    assert "Traceback" not in calc.page.inner_text("#event")


def test_a_swisschess_file_without_players_is_said_and_the_table_kept(calc: Calculator) -> None:
    open_club(calc)
    shown, status = table(calc), calc.text("event-status")
    choose(calc, NO_PLAYERS)
    error = wait_for_error(calc)
    assert "Individual-Dummy.SWT" in error and "keine Spieler" in error
    assert "Herbstopen Testhausen 2025" in error  # the tournament the table still shows
    assert table(calc) == shown
    assert calc.text("event-status") == status  # not "Die Datei wird gelesen …"
    calc.assert_clean()


def test_a_binary_files_message_asks_for_a_tournament_file(calc: Calculator) -> None:
    calc.open("#event")
    choose(calc, BINARY)
    error = wait_for_error(calc)
    assert "CSV" not in error and "PGN" not in error
    assert "TRF" in error


def test_start_over_forgets_the_tournament_for_good(calc: Calculator) -> None:
    open_club(calc)
    page = calc.page
    set_k(calc, 1, "40")
    expect(page.locator(row(1) + " td.k")).to_have_text("40")
    page.click("#event-forget")  # the view shown starts over
    assert calc.text("undo-status") == \
        "Das Turnier ist aus der Ansicht und von diesem Gerät entfernt."
    assert stored(calc) is None
    assert calc.page.evaluate("key => localStorage.getItem(key)", SETTINGS_KEY) is None
    expect(page.locator("#event")).to_be_visible()
    assert page.is_hidden("#event-table") and table(calc) == {}
    assert calc.text("event-status") == ""
    calc.reload()
    assert page.is_visible("#event") and page.is_hidden("#event-table")
    assert table(calc) == {} and stored(calc) is None
    # the file chosen again starts afresh: the K by 8.3.3
    choose(calc, CLUB)
    wait_for_table(calc)
    assert table(calc)[1][:2] == FIDE[1] and table(calc)[1][5] == "20"


def test_a_search_with_no_tournament_shown_is_no_fault(calc: Calculator) -> None:
    # the search field shows before any file is chosen and after Start over
    open_club(calc)
    calc.page.click("#event-forget")
    assert calc.text("undo-status")
    calc.page.fill("#event-search", "Graf")
    assert calc.text("event-error") == "" and calc.text("event-status") == ""
    assert calc.page.is_hidden("#event-table")
    choose(calc, CLUB)  # the search typed meanwhile applies to the file chosen
    wait_for_table(calc, 1)
    assert list(table(calc)) == [7]


def test_start_over_empties_the_file_field(calc: Calculator) -> None:
    open_club(calc)
    calc.page.click("#event-forget")
    assert calc.text("undo-status")
    assert calc.page.evaluate("document.getElementById('event-file').files.length") == 0


def _csv_rows(download: Download) -> list[list[str]]:
    raw = open(download.path(), "rb").read()
    assert raw.startswith(b"\xef\xbb\xbf")  # the BOM: a German spreadsheet reads umlauts
    return list(csv.reader(io.StringIO(raw.decode("utf-8-sig")), delimiter=";"))


def _number(text: str) -> float | None:
    return float(text.replace(MINUS, "-").replace(",", ".")) if text else None


def test_export_downloads_the_rows_as_the_table_shows_them(calc: Calculator) -> None:
    open_club(calc)
    page = calc.page
    set_k(calc, 1, "40")
    expect(page.locator(row(1) + " td.k")).to_have_text("40")
    page.click("#event-head [data-sort='change']")
    page.fill("#event-search", "a")
    shown = cells(calc)
    assert list(shown) == [5, 3, 6, 1, 7, 8]
    with page.expect_download() as download:
        page.click("#event-export")
    assert download.value.suggested_filename == "club-swiss.csv"  # the file's name
    rows = _csv_rows(download.value)
    assert rows[0] == head(calc)
    assert [int(line[0]) for line in rows[1:]] == list(shown)  # order and search as shown
    names = rows[0]
    for line in rows[1:]:
        on_screen = dict(zip(names, shown[int(line[0])]))
        assert len(line) == len(on_screen) == len(names)
        written = dict(zip(names, line))
        assert on_screen["Name"].startswith(written["Name"])  # the row adds the title
        for same in ("Land", "Elo", "K", "Partien", "Leistung", "Neue Elo", "DWZ",
                     "Neue DWZ", "Normen", "Elo-Schnitt"):
            assert written[same] == on_screen[same], same
        for number in ("Pkt.", "We", "W - We", "DWZ \u00b1"):  # "3,0" and "3", "+0,5"
            assert _number(written[number]) == _number(on_screen[number]), number
        # a first rating has no change: the row says so in a word, the CSV leaves it empty
        if on_screen["Elo \u00b1"] == "Erstwertung":
            assert written["Elo \u00b1"] == ""
        else:
            assert _number(written["Elo \u00b1"]) == _number(on_screen["Elo \u00b1"])
        if on_screen["Index"]:
            assert written["Index"] == on_screen["Index"]
    assert rows[1 + list(shown).index(1)][names.index("K")] == "40"


def test_export_gives_no_index_to_players_without_a_dwz(calc: Calculator) -> None:
    open_club(calc)
    with calc.page.expect_download() as download:
        calc.page.click("#event-export")
    rows = _csv_rows(download.value)
    at = rows[0].index("Index")
    assert {int(line[0]): line[at] for line in rows[1:] if int(line[0]) in (3, 6, 8)} == \
        {3: "", 6: "", 8: ""}


# the keyboard


def test_a_k_typed_key_by_key_keeps_the_field(calc: Calculator) -> None:
    open_club(calc)
    field = calc.page.locator(details(calc, 1) + " input.event-k")
    field.click()
    calc.page.keyboard.press("Control+A")
    calc.page.keyboard.type("40")
    assert calc.page.evaluate("document.activeElement.classList.contains('event-k')")
    assert field.input_value() == "40"
    expect(calc.page.locator(row(1) + " td.k")).to_have_text("40")
    assert table(calc)[1][:2] == ("0", "2105")  # as worked out above


def test_a_result_changed_by_keyboard_keeps_the_focus(calc: Calculator) -> None:
    open_club(calc)
    select = details(calc, 3) + " select.event-result[data-round='3']"
    calc.page.focus(select)
    calc.page.keyboard.press("ArrowUp")  # 0 (lost) -> = (drawn)
    expect(calc.page.locator(row(3) + " .change")).to_have_text("+23")
    assert calc.page.evaluate("document.activeElement.dataset.round") == "3"


def test_a_sort_by_keyboard_keeps_the_focus(calc: Calculator) -> None:
    open_club(calc)
    calc.page.focus("#event-head [data-sort='change']")
    calc.page.keyboard.press("Enter")
    assert list(table(calc)) == [5, 3, 6, 1, 7, 2, 4, 8]
    assert calc.page.evaluate("document.activeElement.dataset.sort") == "change"


# a narrow screen


def test_a_narrow_screen_scrolls_the_table_not_the_page(calc: Calculator) -> None:
    calc.page.set_viewport_size({"width": 375, "height": 800})
    open_club(calc)
    page = calc.page
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    wrap = "document.getElementById('event-table').parentElement"
    assert page.evaluate(wrap + ".scrollWidth > " + wrap + ".clientWidth")
    for control in ("#event-file", "#event-search", "#event-export", "#event-end"):
        box = page.locator(control).bounding_box()
        assert box is not None, control
        assert box["x"] >= 0 and box["x"] + box["width"] <= 375, control


# a long table


def _swiss(path: Path, players: int) -> Path:
    """A one-round TRF of `players` (2n + 1 meets 2n + 2, the higher number wins)."""
    lines = ["012 Lange Liste", "052 2025/11/16"]
    for rank in range(1, players + 1):
        other = rank + 1 if rank % 2 else rank - 1
        result = "0" if rank % 2 else "1"
        line = "001 %4d      %-33s %4d GER %11d %-10s %4s %4d" % (
            rank, "Spieler %03d, Test" % rank, 2300 - rank, 100000 + rank, "1990",
            "1.0" if result == "1" else "0.0", rank)
        lines.append(line.ljust(91) + "%4d %s %s" % (other, "w" if rank % 2 else "b", result))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_a_long_table_pages_and_prints_every_player(calc: Calculator, tmp_path: Path) -> None:
    calc.open("#event")
    page = calc.page
    choose(calc, _swiss(tmp_path / "long.trf", 120))
    wait_for_table(calc, 50)  # event_view.PAGE rows a page
    assert list(table(calc)) == list(range(1, 51))
    assert calc.text("event-range") == "Spieler 1–50 von 120"
    assert page.get_attribute("#event-previous", "aria-disabled") == "true"
    page.click("#event-next")
    page.click("#event-next")
    assert list(table(calc)) == list(range(101, 121))
    assert calc.text("event-range") == "Spieler 101–120 von 120"
    assert page.get_attribute("#event-next", "aria-disabled") == "true"
    page.click("#event-next", force=True)  # at the end (aria-disabled): nothing happens
    assert list(table(calc)) == list(range(101, 121))
    # a sort starts at the first page again; the players of the pages are all sorted
    page.click("#event-head [data-sort='rating']")
    assert list(table(calc)) == list(range(1, 51))  # the highest rated first
    page.click("#event-head [data-sort='rating']")
    assert list(table(calc)) == list(range(120, 70, -1))
    page.fill("#event-search", "spieler 11")  # 110-119 ("Spieler 011" is not one)
    assert sorted(table(calc)) == list(range(110, 120))
    assert page.is_hidden("#event-pager")
    page.fill("#event-search", "")
    # printed: every player, then the page again
    page.evaluate("dispatchEvent(new Event('beforeprint'))")
    assert len(table(calc)) == 120 and page.is_hidden("#event-pager")
    page.evaluate("dispatchEvent(new Event('afterprint'))")
    assert len(table(calc)) == 50 and page.is_visible("#event-pager")
