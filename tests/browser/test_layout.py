"""Issue 14, the layout at a phone's 360 x 780 and on a desktop, one test per finding:
no table wider than the screen, a game that does not count said across its row, rows
aligned alike, chart labels readable, touch targets of 24 x 24 px, five controls a row of
games inside their panel, the top panels as wide as the header and the panels below."""

from typing import Any, Literal

import pytest
from playwright.sync_api import ViewportSize

from helpers import FIXTURES, Calculator, axe_violations
from tournament_view import choose, wait_for_table

PHONE: ViewportSize = {"width": 360, "height": 780}
DESKTOP: ViewportSize = {"width": 1280, "height": 900}
SIZES = [pytest.param(PHONE, id="360"), pytest.param(DESKTOP, id="1280")]

GERMAN = ""  # the page as a German visitor first sees it: classic Elo, one game
FIDE = "#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,-:0.5,1750:0.5,2400:0"
FIDE_RULES = FIDE + "&ksource=rules&rated_games=40&born=1990&year=2026&reached=1"
UKD = "#system=ukd&mode=tournament&rating=1500&games=2000:1,-:0,1700:1:f"
DWZ = ("#system=dwz&mode=tournament&rating=1887&index=44&born=1980&end=2026-09-01"
       "&games=1318:1,-:0.5,1973:0.5,1500:1:f")
BOTH = ("#system=fide-dwz&rating=1800&k=20&dwz=1750&index=30&end=2026-09-01"
        "&games=1900/1850:1,-/1600:0.5,1750/-:0,1700/1680:1:f")
ELO = "#system=elo&mode=tournament&rating=1500&k=20&games=1600:1,1400:0.5,1700:0"
#: Game by game, the widest table of games: eight columns.
ELO_GAMES = ELO.replace("&k=20", "&k=20&update=game")
LINKS = [pytest.param(GERMAN, id="german"), pytest.param(FIDE, id="fide"),
         pytest.param(UKD, id="ukd"), pytest.param(DWZ, id="dwz"),
         pytest.param(BOTH, id="fide-dwz")]
LEFT_OUT = [pytest.param(FIDE, id="fide"), pytest.param(UKD, id="ukd"),
            pytest.param(DWZ, id="dwz"), pytest.param(BOTH, id="fide-dwz")]

# What is on screen: laid out and not hidden (a rule set hides the others' parts).
SHOWN = """const shown = e => e.getClientRects().length > 0
    && getComputedStyle(e).visibility !== 'hidden';
const box = e => { const r = e.getBoundingClientRect();
    return {left: r.left, right: r.right, top: r.top, bottom: r.bottom,
            width: r.width, height: r.height}; };
const textBox = e => { const range = document.createRange(); range.selectNodeContents(e);
    return box(range); };"""


def _open(calc: Calculator, link: str, size: ViewportSize) -> None:
    calc.page.set_viewport_size(size)
    calc.open(link)


def _measure(calc: Calculator, body: str) -> Any:
    """What `body`, run with SHOWN's helpers, returns: JSON of its own shape."""
    return calc.page.evaluate("() => {%s\n%s}" % (SHOWN, body))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("link", LINKS)
def test_no_table_is_wider_than_the_screen(calc: Calculator, link: str, size: ViewportSize) -> None:
    _open(calc, link, size)
    page = _measure(calc, """const d = document.documentElement;
        return {scroll: d.scrollWidth, client: d.clientWidth,
                tables: [...document.querySelectorAll('table')].filter(shown).map(t => ({
                    name: t.className, box: box(t), scroll: t.scrollWidth, client: t.clientWidth,
                    scroller: t.parentElement.scrollWidth - t.parentElement.clientWidth}))};""")
    assert page["scroll"] <= page["client"]
    assert page["tables"]
    for table in page["tables"]:
        assert table["box"]["left"] >= 0 and table["box"]["right"] <= size["width"], table
        # it fits: nothing of it is cut off or left to scroll to, neither in the table
        # itself nor in the block around it
        assert table["scroll"] <= table["client"] and table["scroller"] <= 0, table


def test_eight_columns_scroll_inside_their_table_on_a_phone(calc: Calculator) -> None:
    """Classic Elo's tournament game by game (eight columns) cannot fit 360 px: it scrolls
    inside its own box (.table-scroll, as a plain table cannot), its caption stays in view
    and its last column can be reached."""
    _open(calc, ELO_GAMES, PHONE)
    scroller = calc.page.locator("#breakdown .table-scroll:has(table.games)")
    before = _measure(calc, """const t = document.querySelector('#breakdown table.games');
        const s = t.parentElement;
        return {box: box(s), caption: box(t.querySelector('caption')),
                overflow: getComputedStyle(s).overflowX, wider: s.scrollWidth > s.clientWidth};""")
    assert 0 <= before["box"]["left"] and before["box"]["right"] <= PHONE["width"]
    assert before["box"]["left"] <= before["caption"]["left"]
    assert before["caption"]["right"] <= before["box"]["right"] + 1
    assert before["overflow"] in ("auto", "scroll") and before["wider"]
    scroller.evaluate("s => { s.scrollLeft = s.scrollWidth; }")
    last = _measure(calc, """const t = document.querySelector('#breakdown table.games');
        return [box(t.parentElement), box(t.querySelector('thead th:last-child')),
                box(t.querySelector('caption'))];""")
    assert last[1]["right"] <= last[0]["right"] + 1
    assert last[0]["left"] - 1 <= last[2]["left"]  # the caption scrolled along stays in view
    assert calc.page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("link", LEFT_OUT)
def test_a_game_that_does_not_count_says_why_across_its_row(calc: Calculator, link: str,
                                                            size: ViewportSize) -> None:
    """The reason stands in the third cell and the cells after it are empty: it runs on to
    the table's right edge, a few lines at 360 px rather than one word a line (UKD gives
    its reasons in a column of their own: there only the stakes leave a game out)."""
    _open(calc, link, size)
    notes = _measure(calc, """return [...document.querySelectorAll('table.games')].filter(shown)
        .flatMap(t => [...t.querySelectorAll('tr.left-out td:nth-child(3)')].map(td => {
            const style = getComputedStyle(td);
            const inner = td.getBoundingClientRect().height - parseFloat(style.paddingTop)
                - parseFloat(style.paddingBottom);
            return {text: td.textContent, box: box(td),
                    end: box(t.querySelector('thead th:last-child')).right,
                    lines: Math.round(inner / parseFloat(style.lineHeight))};
        }));""")
    assert notes, "no game left out"
    assert [note for note in notes if note["text"]] or link == UKD  # UKD: the stakes only
    for note in notes:
        assert abs(note["box"]["right"] - note["end"]) <= 1, note
        assert note["lines"] <= (4 if size is PHONE else 2), note


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("link", LEFT_OUT)
def test_rows_left_out_are_aligned_like_the_others(calc: Calculator, link: str,
                                                   size: ViewportSize) -> None:
    """"5 –": the number and the opponent of a game that does not count stand where the
    other rows have theirs."""
    _open(calc, link, size)
    tables = _measure(calc, """return [...document.querySelectorAll('table.games')].filter(shown)
        .filter(t => t.querySelector('tr.left-out') && t.querySelector('tbody tr:not(.left-out)'))
        .map(t => [t.querySelector('tbody tr:not(.left-out)'), ...t.querySelectorAll('tr.left-out')]
            .map(tr => [1, 2].map(n => {
                const td = tr.querySelector('td:nth-child(' + n + ')');
                return [textBox(td).right, getComputedStyle(td).textAlign];
            })));""")
    assert tables
    for counted, *left_out in tables:
        for row in left_out:
            for (right, align), (counted_right, counted_align) in zip(row, counted):
                assert align == counted_align
                assert abs(right - counted_right) <= 1, (row, counted)


@pytest.mark.parametrize("width", [320, 360, 480, 800, 1280])
def test_chart_labels_are_readable(calc: Calculator, width: int) -> None:
    """The drawing scales with its box; its lettering stays at least 11 px on screen,
    inside the panel and clear of the legend below it."""
    _open(calc, FIDE, {"width": width, "height": 780})
    chart = _measure(calc, """const svg = document.querySelector('#expected-chart svg');
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        return {panel: box(svg.closest('.panel')),
                legend: box(document.getElementById('chart-legend')),
                labels: [...svg.querySelectorAll('text.tick, text.axis, text.cap-label')]
                  .map(t => ({
                    text: t.textContent, box: box(t),
                    size: parseFloat(getComputedStyle(t).fontSize) * scale}))};""")
    assert len(chart["labels"]) == 12  # five and five ticks, the axis, the 400-point rule
    for label in chart["labels"]:
        assert label["size"] >= 11 and label["box"]["height"] >= 11, label
        assert chart["panel"]["left"] < label["box"]["left"], label
        assert label["box"]["right"] < chart["panel"]["right"], label
        assert label["box"]["bottom"] <= chart["legend"]["top"], label


TARGETS = """return [...document.querySelectorAll('button, select, input[type=checkbox], '
        + 'input[type=radio], input[type=file], input[type=date]')].filter(shown)
    .map(e => ({name: e.id || e.name || e.className || e.textContent.trim(), box: box(e)}));"""


@pytest.mark.parametrize("link, expected", [
    pytest.param(GERMAN, {"system", "mode", "result"}, id="german"),
    pytest.param(FIDE_RULES, {"first", "reached", "ksource"}, id="fide"),
    pytest.param(UKD, {"game-forfeit-1", "remove-row", "add-row"}, id="ukd"),
    pytest.param(DWZ, {"first", "game-forfeit-4", "end", "import-file"}, id="dwz"),
    pytest.param(BOTH, {"game-forfeit-1", "remove-row", "share", "forget"}, id="fide-dwz"),
])
def test_touch_targets_are_at_least_24_px(calc: Calculator, link: str, expected: set[str]) -> None:
    _open(calc, link, PHONE)
    targets = _measure(calc, TARGETS)
    assert expected <= {target["name"] for target in targets}
    small = [target for target in targets
             if target["box"]["width"] < 24 or target["box"]["height"] < 24]
    assert small == []


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_five_controls_a_row_fit_the_panel(calc: Calculator, size: ViewportSize, lang: str) -> None:
    """FIDE and DWZ side by side: opponent, his DWZ, score, forfeit and remove in each
    row, all inside the form's panel; the typed ratings whole; the headings apart, their
    words whole."""
    _open(calc, BOTH + "&lang=" + lang, size)
    games = _measure(calc, """const panel = document.getElementById('calculator');
        const table = panel.querySelector('.game-table');
        const inner = box(panel);
        inner.left += panel.clientLeft; inner.right -= panel.clientLeft;
        return {panel: inner, table: box(table), scroll: table.scrollWidth - table.clientWidth,
                controls: [...table.querySelectorAll('#rows input, #rows button')].filter(shown)
                    .map(e => ({name: e.id || e.className, box: box(e),
                                cut: e.type === 'text' && e.scrollWidth > e.clientWidth})),
                headings: [...table.querySelectorAll('thead th')].filter(shown)
                    .filter(th => th.textContent.trim() && !th.querySelector('.visually-hidden'))
                    .map(th => textBox(th)),
                split: [...table.querySelectorAll('thead th')].filter(shown).flatMap(th => {
                    const text = th.firstChild, range = document.createRange();
                    if (!text || text.nodeType !== Node.TEXT_NODE) return [];
                    return [...text.data.matchAll(/\\S+/g)].filter(word => {
                        range.setStart(text, word.index);
                        range.setEnd(text, word.index + word[0].length);
                        return range.getClientRects().length > 1;
                    }).map(word => word[0]);
                })};""")
    assert games["panel"]["left"] <= games["table"]["left"]
    assert games["table"]["right"] <= games["panel"]["right"]
    assert games["scroll"] <= 0
    assert len(games["controls"]) == 4 * 5
    for control in games["controls"]:
        assert games["table"]["left"] <= control["box"]["left"], control
        assert control["box"]["right"] <= games["table"]["right"], control
        assert not control["cut"], control
    assert games["split"] == []  # no word of a heading broken over two lines
    headings = games["headings"]
    assert len(headings) >= 5  # "#", both ratings, score, forfeit (remove: screen readers)
    for before, after in zip(headings, headings[1:]):
        assert before["right"] <= after["left"] + 0.5, (before, after)


@pytest.mark.parametrize("width", [360, 1000, 1280, 1600])
def test_the_top_panels_line_up_with_the_header_and_the_panels_below(calc: Calculator,
                                                                     width: int) -> None:
    _open(calc, FIDE, {"width": width, "height": 900})
    edges = _measure(calc, """const left = s => box(document.querySelector(s)).left;
        const right = s => box(document.querySelector(s)).right;
        return {form: left('#calculator'), results: right('#results'),
                wide: [left('.layout-wide:not(#event):not(#season)'),
                       right('.layout-wide:not(#event):not(#season)')],
                title: textBox(document.querySelector('h1')).left,
                footer: textBox(document.querySelector('.page-footer > *')).left};""")
    left, right = edges["wide"]
    assert abs(edges["form"] - left) <= 1
    assert abs(edges["results"] - right) <= 1
    assert abs(edges["title"] - left) <= 1
    assert abs(edges["footer"] - left) <= 1


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_at_phone_width_with_five_controls_a_row(calc: Calculator,
                                                     scheme: Literal["light", "dark"]) -> None:
    calc.page.emulate_media(color_scheme=scheme)
    _open(calc, BOTH, PHONE)
    assert axe_violations(calc) == []


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("link", [pytest.param(ELO, id="elo")] + LEFT_OUT)
def test_the_columns_shown_fill_the_table_of_games(calc: Calculator, link: str, size: ViewportSize,
                                                   lang: str) -> None:
    """A column a rule set leaves out takes no width: the message row under each game
    spans all six, and the fixed layout gave the hidden ones their share (FIDE's fields
    had a third of the panel each, and "Wertung" broke as "Wertun-g")."""
    _open(calc, link + "&lang=" + lang, size)
    table = _measure(calc, """const table = document.querySelector('.game-table');
        const heads = [...table.querySelectorAll('thead th')].filter(shown);
        return {width: box(table).width, heads: heads.map(th => box(th).width),
                fields: [...table.querySelectorAll('#rows tr:first-child input[type=text]')]
                    .filter(shown).map(e => box(e).width)};""")
    assert abs(sum(table["heads"]) - table["width"]) <= 2, table
    # the rating fields share what the number, score, forfeit and remove columns leave
    assert min(table["fields"]) >= 40 and max(table["fields"]) >= 0.2 * table["width"], table


@pytest.mark.parametrize("size", SIZES)
def test_every_name_of_a_tournament_with_every_column_shows_whole(calc: Calculator,
                                                                   size: ViewportSize) -> None:
    # tests/fixtures/real/SwissIndividual.SWT (SOURCES.md): 24 players with FIDE and DWZ
    # figures, every column of the table shown; the names had shared the space left with
    # four other columns ("G… D…"). At 1280 px and on a phone, where the table scrolls
    # sideways, each name cell holds its whole name and title
    calc.page.set_viewport_size(size)
    calc.open("#event")
    choose(calc, FIXTURES / "real" / "SwissIndividual.SWT")
    wait_for_table(calc, 24)
    cut = calc.page.eval_on_selector_all(
        "#event-rows td.name", "cells => cells.filter(td => td.scrollWidth > td.clientWidth)"
        ".map(td => td.textContent)")
    assert cut == []
    assert calc.page.locator("#event-table th.col-dwz-new-rating").is_visible()
