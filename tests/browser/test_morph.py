"""Issue 22, only the changed cells written: the results' HTML parts go onto the page through
static/morph.js, which makes an element's content what the HTML says and changes only what
differs. Checked against the browser's own parser: the result is what innerHTML gives."""

import pytest

from helpers import Calculator

TOURNAMENT = "#system=fide&mode=tournament&rating=1800&k=20&games=" + ",".join(
    "%d:%s" % (1600 + 13 * i, ("1", "0.5", "0")[i % 3]) for i in range(30))

# each step from the one before: text, attributes, rows added and taken, other tags
STEPS = [
    '<table><tbody><tr class="a"><td>1</td><td>0,76</td></tr></tbody></table><p>x</p>',
    '<table><tbody><tr class="b" data-n="2"><td>1</td><td>0,64</td></tr></tbody></table><p>x</p>',
    '<table><tbody><tr class="b"><td>1</td><td>0,64</td></tr><tr><td colspan="2">weg</td>'
    '</tr></tbody></table><p>y</p><p>z</p>',
    '<table><tbody><tr><th scope="row">1</th><td>0,5</td></tr></tbody></table>',
    '<svg viewBox="0 0 10 10"><path d="M0 0L10 10"></path><text x="1">a &amp; b</text></svg>',
    'nur Text <!-- ein Kommentar --> und <strong>mehr</strong>',
    '',
    '<ul><li>1</li><li>2</li></ul><ol><li>3</li></ol>',
]

MORPHED = """steps => steps.map(html => {
  const morphed = document.getElementById('morph-test');
  eloMorph(morphed, html);
  const parsed = document.createElement('div');
  parsed.innerHTML = html;
  return [morphed.innerHTML, parsed.innerHTML];
})"""


@pytest.fixture
def scratch(calc: Calculator) -> Calculator:
    calc.open()
    calc.page.evaluate("""() => { const div = document.createElement('div');
        div.id = 'morph-test'; div.hidden = true; document.body.append(div); }""")
    return calc


def test_each_step_gives_what_the_parser_gives(scratch: Calculator) -> None:
    for morphed, parsed in scratch.page.evaluate(MORPHED, STEPS):
        assert morphed == parsed


def test_every_pair_of_steps_in_both_directions(scratch: Calculator) -> None:
    pairs = [step for first in STEPS for second in STEPS for step in (first, second)]
    for morphed, parsed in scratch.page.evaluate(MORPHED, pairs):
        assert morphed == parsed


def test_a_changed_figure_changes_its_text_and_leaves_the_nodes(scratch: Calculator) -> None:
    kept = scratch.page.evaluate("""() => {
        const div = document.getElementById('morph-test');
        eloMorph(div, '<table><tr><td>1</td><td>0,76</td></tr></table>');
        const cells = [...div.querySelectorAll('td')];
        eloMorph(div, '<table><tr><td>1</td><td>0,64</td></tr></table>');
        const now = [...div.querySelectorAll('td')];
        return [cells[0] === now[0], cells[1] === now[1], now[1].textContent];
    }""")
    assert kept == [True, True, "0,64"]


def test_a_key_in_a_tournament_keeps_the_breakdowns_cells(calc: Calculator) -> None:
    calc.open(TOURNAMENT)
    calc.page.evaluate("window.__cells = [...document.querySelectorAll('#breakdown td')]")
    before = calc.page.evaluate("window.__cells.map(cell => cell.textContent)")
    field = calc.page.locator("#rating")  # 1800 -> 1805 in one key: its last digit replaced
    field.press("End")
    field.press("Shift+ArrowLeft")
    field.press("5")
    calc.settled()
    same, after = calc.page.evaluate("""() => {
        const now = [...document.querySelectorAll('#breakdown td')];
        return [now.length === __cells.length && now.every((cell, i) => cell === __cells[i]),
                now.map(cell => cell.textContent)];
    }""")
    assert same  # the same cells, their figures changed where the new rating changed them
    assert after != before
    assert calc.value("rating") == "1805"
