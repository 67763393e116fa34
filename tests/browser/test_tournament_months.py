"""One tournament rated month by month, one set of figures, on the page (Chromium, the
page's MicroPython): tests/fixtures/tournament/league_two_months.trf (hand-made: rounds 1-2 in
March 2025, 3-5 in April, 49 days apart, so rated month by month as FIDE rates it). For
every player, the page's table, his details' months, the CSV downloaded, the printout
(a PDF read back with pypdf) and the calculator his links open show the figures the
command line's JSON (`elo tournament FILE --json`) gives: We, W - We, K, change and new
rating, the tournament's and each month's.

By hand from the rules (tests/web/test_month_figures.py has them worked out: table 8.1.2,
8.3.3, 8.3.4): Adler March K 20, We 1.55, +9 -> 2404; April K 10, We 2.54, -5 -> 2399;
the tournament We 4.09, W - We -0.09, +4, 2399. Engel K 40: +31 then +38, W - We +1.73,
1969."""

import csv
import io
import json
import re
import subprocess
import sys

from playwright.sync_api import Page, expect
from pypdf import PdfReader

from helpers import FIXTURES, ROOT, Calculator, JsonObject
from tournament_view import choose, details, row, wait_for_table

LEAGUE = FIXTURES / "tournament" / "league_two_months.trf"
MINUS = "\u2212"
#: The league's months as the German page names them
_MONTHS = {"2025-03": "März 2025", "2025-04": "April 2025"}


def _cli() -> dict[int, JsonObject]:
    done = subprocess.run([sys.executable, "-m", "elo", "tournament", str(LEAGUE), "--json"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return dict((player["rank"], player) for player in json.loads(done.stdout)["players"])


def _number(text: str) -> int | float | None:
    """A German figure as a number ("" None)."""
    text = text.replace(MINUS, "-").replace("+", "").replace(",", ".").strip()
    if not text:
        return None
    return float(text) if "." in text else int(text)


def _k(player: JsonObject) -> str:
    """The K the tables show from the JSON: one K, else each rated month's in order."""
    if player["k"] is not None:
        return str(player["k"])
    return "\u2192".join(str(m["k"]) for m in player["periods"] if m["expected"] is not None)


def _german(value: int | float, sign: bool = False) -> str:
    """A JSON figure as the German page writes it (-0.09 as "−0,09", 4 as "+4")."""
    text = ("%.2f" % abs(value)).replace(".", ",") if type(value) is float else str(abs(value))
    return (MINUS if value < 0 else "+" if sign and value > 0 else "") + text


def _shown(calc: Calculator) -> Page:
    calc.open("#event")
    choose(calc, LEAGUE)
    wait_for_table(calc, 6)
    return calc.page


def test_table_details_csv_and_print_show_the_command_lines_months(calc: Calculator) -> None:
    page, cli = _shown(calc), _cli()
    assert cli[1]["w_we"] == -0.09 and cli[1]["change"] == 4 and cli[5]["w_we"] == 1.73
    for rank, player in cli.items():
        cells = dict((name, (page.text_content(row(rank) + " td." + name) or "").strip())
                     for name in ("k", "expected", "w-we", "change", "new-rating"))
        assert cells == {"k": _k(player), "expected": _german(player["expected"]),
                         "w-we": _german(player["w_we"], True),
                         "change": _german(player["change"], True),
                         "new-rating": str(player["new_rating"])}, rank
        # his details: the page's month figures against the command line's
        opened = details(calc, rank)
        months = page.eval_on_selector_all(opened + " table.event-months tr[data-month]", """
            rows => rows.map(row => Object.fromEntries([...row.cells].map(
                cell => [cell.className, cell.textContent])))""")
        assert [m["month"] for m in months] == [_MONTHS[m["month"]] for m in player["periods"]]
        for shown, month in zip(months, player["periods"]):
            assert (int(shown["list-rating"].rstrip("*")), int(shown["games"]),
                    int(shown["k"]), _number(shown["expected"]), _number(shown["w-we"]),
                    _number(shown["change"]), int(shown["new-rating"])) == \
                (month["rating"], month["games"], month["k"], month["expected"],
                 month["w_we"], month["change"], month["rating_after"]), (rank, month)
        total = (page.text_content(opened + " tr.event-month-total td.w-we") or "").strip()
        assert total == cells["w-we"]
        page.click("button.event-games[data-games='%d']" % rank)  # closed again
    # the CSV as downloaded
    with page.expect_download() as download:
        page.click("#event-export")
    raw = open(download.value.path(), "rb").read().decode("utf-8-sig")
    lines = list(csv.reader(io.StringIO(raw), delimiter=";"))
    for line in lines[1:]:
        sheet, player = dict(zip(lines[0], line)), cli[int(line[0])]
        assert (sheet["K"], _number(sheet["We"]), _number(sheet["W - We"]),
                _number(sheet["Elo \u00b1"]), int(sheet["Neue Elo"])) == \
            (_k(player), player["expected"], player["w_we"], player["change"],
             player["new_rating"]), line
    # the printout: "by month", the months, and each player's figures in his printed row
    data = page.pdf(format="A4", landscape=True, print_background=True)
    printed = "".join(sheet.extract_text() for sheet in PdfReader(io.BytesIO(data)).pages)
    flat = re.sub(r"\s+", " ", printed)
    assert "FIDE Monat für Monat" in flat
    assert "März 2025 (Runden 1\u20132), April 2025 (Runden 3\u20135)" in flat
    assert "als ein Wertungszeitraum;" not in flat  # the notes no longer say one period
    for rank, player in cli.items():
        figures = "%s %s %s" % (_german(player["expected"]), _german(player["w_we"], True),
                                player["performance"]["rating"])
        assert re.search(re.escape(figures) + r" %s %d\b" % (
            re.escape(_german(player["change"], True)), player["new_rating"]), flat), rank


def test_each_link_opens_a_month_and_the_calculator_says_which(calc: Calculator) -> None:
    page, cli = _shown(calc), _cli()
    for rank, player in cli.items():
        last = player["periods"][-1]
        page.click(row(rank) + " a.player-calc")
        expect(page.locator("#calculator-view")).to_be_visible()
        calc.settled()
        # the name opens his last month: its new rating is the table's, its change April's
        assert calc.text("new-rating") == str(player["new_rating"])
        assert calc.text("change") == _german(last["change"], True)
        assert "%s in einem Monat" % _MONTHS[last["month"]] in calc.text("notice")
        page.go_back()
        wait_for_table(calc, 6)
    # a month of his details: Adler's March, +9 to 2404
    opened = details(calc, 1)
    page.click(opened + " tr[data-month='2025-03'] a.month-calc")
    calc.settled()
    assert (calc.text("new-rating"), calc.text("change")) == ("2404", "+9")
    assert "März 2025 in einem Monat" in calc.text("notice")
    calc.type("k", "40")  # edited: no longer the tournament's month
    assert "März 2025" not in calc.text("notice")
    calc.assert_clean()
