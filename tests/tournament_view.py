"""The steps in the tournament view (#event) that several browser tests take: choosing
its file, waiting for its table, a player's row and the row of details under it.
"""

from pathlib import Path

from playwright.sync_api import expect

from helpers import Calculator


def row(rank: int) -> str:
    """The selector of a player's row in the table, by his start rank."""
    return "#event-rows tr[data-rank='%d']" % rank


def choose(calc: Calculator, path: Path) -> None:
    calc.page.set_input_files("#event-file", str(path))


def wait_for_table(calc: Calculator, count: int = 8) -> None:
    """Until the table is shown with `count` rows and the status no longer counts."""
    calc.page.wait_for_function(
        """count => !document.getElementById('event-table').hidden
            && document.querySelectorAll('#event-rows tr[data-rank]').length === count
            && !document.getElementById('event-status').textContent.includes('\u2026')""",
        arg=count)


def details(calc: Calculator, rank: int) -> str:
    """The row under a player's, opened by his start rank's button if it is not open."""
    selector = "#event-rows tr[data-detail='%d']" % rank
    if not calc.page.locator(selector).count():
        calc.page.click("button.event-games[data-games='%d']" % rank)
    expect(calc.page.locator(selector)).to_be_visible()
    return selector
