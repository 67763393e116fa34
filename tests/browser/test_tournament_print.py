"""The whole tournament's printout (#event) in Chromium, tested from the print itself:
FIDE's TRF example (tests/samples/trf-example1.trf, 284 players, `make samples`) printed
to PDF on A4, portrait and landscape, and its text read back with pypdf. What each page
must say comes from the file's own lines (012 name, 022 place, 042/052 dates, 102 chief
arbiter, the 001 player lines) and from the rules' tables, not from the page's code."""

import io
import os
import re
import unicodedata
from pathlib import Path

import pytest
from playwright.sync_api import Page
from pypdf import PdfReader

from helpers import ROOT, Calculator

SAMPLE = ROOT / "tests" / "samples" / "trf-example1.trf"
MINUS = "\u2212"
#: A4 at 96 dpi is 794 x 1123 px; the print style's page margins (static/style.css,
#: "tournament print": 10 mm left and right, 37.8 px each) leave the rest for the table.
A4_PORTRAIT, A4_LANDSCAPE, MARGINS = 794, 1123, 2 * 38


def _lines() -> list[str]:
    if not SAMPLE.exists():
        pytest.fail("tests/samples lacks %s: run `make samples`" % SAMPLE.name)
    return SAMPLE.read_text(encoding="latin-1").splitlines()


def _header(code: str) -> str:
    return next(line[4:].strip() for line in _lines() if line.startswith(code + " "))


def _day(trf_date: str) -> str:
    """A 042/052 date ("28. 07. 2005") as the German page writes a day (28.7.2005,
    elo.present.pieces.date_text)."""
    day, month, year = [int(part) for part in re.findall(r"\d+", trf_date)]
    return "%d.%d.%d" % (day, month, year)


def _players() -> list[tuple[str, str, str]]:
    """(name, federation, title) of every player line: TRF 001 columns 15-47, 54-56, 11-13."""
    return [(line[14:47].strip(), line[53:56].strip(), line[10:13].strip())
            for line in _lines() if line.startswith("001 ")]


def _flat(text: str) -> str:
    """Text without its whitespace (a name wrapped in its cell reads back with a break)
    and with the PDF's ligatures as letters ("ﬀ" as "ff")."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))


def _shown(calc: Calculator) -> Page:
    calc.open("#event")
    calc.page.set_input_files("#event-file", str(SAMPLE))
    calc.page.wait_for_function(
        """() => !document.getElementById('event-table').hidden
            && document.querySelectorAll('#event-rows tr[data-rank]').length === 50
            && !document.getElementById('event-status').textContent.includes('\u2026')""")
    return calc.page


def _pdf(page: Page, landscape: bool = False) -> list[str]:
    """The printout's pages' text (Chromium fires beforeprint for page.pdf, as for a
    print: the view writes every player, the header and the page numbers)."""
    data = page.pdf(format="A4", landscape=landscape, print_background=True)
    if os.environ.get("PRINT_PDF"):  # to look at: PRINT_PDF=folder
        Path(os.environ["PRINT_PDF"], "event-%s.pdf" % (
            "landscape" if landscape else "portrait")).write_bytes(data)
    return [sheet.extract_text() for sheet in PdfReader(io.BytesIO(data)).pages]


def _check_printout(page: Page, texts: list[str]) -> None:
    count = len(texts)
    assert count > 1
    for number, sheet in enumerate(texts, 1):
        assert "Seite %d von %d" % (number, count) in sheet, number
    first = texts[0]
    # the header: what the file says of the event
    for said in (_header("012"), _header("022"), _header("102")):
        assert _flat(said) in _flat(first), said
    assert "%s \u2013 %s" % (_day(_header("042")), _day(_header("052"))) in first
    assert "Alle Spieler" in first
    # the last column's heading on every page (the head repeats) and in the legend every
    # heading it explains, as the page shows them
    headings = page.eval_on_selector_all("#event-head th", "cells => cells.map(c => c.innerText)")
    legend = page.eval_on_selector_all("#event-legend dl > div", """items => items.map(
        item => [item.querySelector('dt').innerText, item.querySelector('dd').innerText])""")
    assert legend and set(term for term, _ in legend) <= set(headings)
    tabled = [sheet for sheet in texts if headings[0] in sheet]  # the notes may end alone
    assert len(tabled) >= len(texts) - 1
    for sheet in tabled:
        assert headings[-1] in sheet
    for term, meaning in legend:  # printed below the table, each with what it stands for
        assert _flat(term + meaning) in _flat("".join(texts)), term
    # Vasquez (no. 1, 2558, K 10 by 8.3.3: rated 2400 and more), by table 8.1.2, each
    # difference over 400 counted as 400 (8.3.1): v 1895, 2079, 2149 (D 400, PD .92)
    # three wins +.24; v 2302 (D 256, .81) win +.19; v 2346 (D 212, .77) win +.23;
    # v 2251 (D 307, .86) draw -.36; v 2219 (D 339, .88) draw -.38. Sum -.08, x 10 = -0.8
    # -> -1 (8.3.4): 2557, the right-most figure of his row, printed, not cut off
    # (pypdf reads a row's figures as a line of their own: his rating 2558, K 10, 7
    # games, the opponents' average (1895 + 2079 + 2149 + 2302 + 2346 + 2251 + 2219) / 7
    # = 2177.3 -> 2177, 6 points as the file says, We = 3 x .92 + .81 + .77 + .86 + .88 =
    # 6.08, W - We -0.08, his performance, the change, the new rating, then the final rank)
    assert re.search(r"\b2558 10 7 2177 6 6,08 %s0,08 \d+ %s1 2557\b" % (MINUS, MINUS),
                     first), first[:2000]
    longest = max((name for name, _, _ in _players()), key=len)
    assert _flat(longest) in _flat("".join(texts))
    everything = "".join(texts)
    assert "anklicken" not in everything and "\u2026" not in everything
    for heading in page.eval_on_selector_all(
            "#calculator-view h2, #season h2", "heads => heads.map(h => h.textContent)"):
        assert heading.strip() not in everything, heading


def test_a4_portrait_prints_every_column_with_header_and_page_numbers(calc: Calculator) -> None:
    page = _shown(calc)
    _check_printout(page, _pdf(page))
    # after the print the page shows a page of rows again
    assert page.locator("#event-rows tr[data-rank]").count() == 50


def test_a4_landscape_too(calc: Calculator) -> None:
    page = _shown(calc)
    _check_printout(page, _pdf(page, landscape=True))


def test_a_search_and_a_sort_are_said_in_the_printed_caption(calc: Calculator) -> None:
    page = _shown(calc)
    # the page's search finds "ger" in a name, a federation or a title, in any case
    found = [p for p in _players() if "ger" in " ".join(p).lower()]
    assert 2 < len(found) < 284
    page.fill("#event-search", "GER")
    page.click("#event-head [data-sort='change']")  # a number: the largest first
    texts = _pdf(page)
    caption = "%d von 284 Spielern: Suche \u201eGER\u201c, sortiert nach Elo-\u00c4nderung " \
        "(absteigend)" % len(found)
    assert caption in texts[0]
    assert "Alle Spieler" not in "".join(texts)
    assert "Seite 1 von %d" % len(texts) in texts[0]


@pytest.mark.parametrize("width", [A4_PORTRAIT, A4_LANDSCAPE])
def test_the_printed_table_is_no_wider_than_the_page(calc: Calculator, width: int) -> None:
    page = _shown(calc)
    page.set_viewport_size({"width": width - MARGINS, "height": 1000})
    page.evaluate("dispatchEvent(new Event('beforeprint'))")
    page.emulate_media(media="print")
    assert page.locator("#event-rows tr[data-rank]").count() == 284
    sizes = page.evaluate("""() => {
        const table = document.getElementById('event-table');
        const wrap = table.parentElement;
        return [table.scrollWidth, table.clientWidth, wrap.scrollWidth, wrap.clientWidth,
                table.getBoundingClientRect().right, document.documentElement.clientWidth];
    }""")
    table_scroll, table_client, wrap_scroll, wrap_client, right, page_width = sizes
    assert table_scroll <= table_client, sizes
    assert wrap_scroll <= wrap_client, sizes
    assert right <= page_width, sizes
    # each heading beside the next, none over it (the screen's sticky name column, left
    # where it was, covered the federation's heading)
    edges = page.eval_on_selector_all("#event-head th", """cells => cells.map(cell => {
        const box = cell.getBoundingClientRect(); return [box.left, box.right]; })""")
    assert all(left[1] <= right[0] + 0.5 for left, right in zip(edges, edges[1:])), edges
    # no name cut: every name cell holds its whole name
    cut = page.evaluate("""() => [...document.querySelectorAll('#event-rows td.name')]
        .filter(cell => cell.scrollWidth > cell.clientWidth).length""")
    assert cut == 0
    page.emulate_media(media="screen")
    page.evaluate("dispatchEvent(new Event('afterprint'))")



def test_in_english_the_printout_speaks_english(calc: Calculator) -> None:
    page = _shown(calc)
    calc.language("en")
    page.wait_for_function("document.getElementById('event-caption').textContent"
                           ".startsWith('Every player')")
    texts = _pdf(page, landscape=True)
    for number, sheet in enumerate(texts, 1):
        assert "Page %d of %d" % (number, len(texts)) in sheet
    assert "Chief arbiter: %s" % _header("102") in texts[0]
    assert "Every player" in texts[0] and "Seite" not in "".join(texts)
