"""Every figure of the tournament table can be followed to the calculator: each player's
row links to the calculator with his games (elo.web.tournament.render.calculator_links: one link,
or one a system where a first rating makes them two calculations), and the calculator,
reading each link as the page does (elo.web.calculator.inputs.Inputs.read_link,
elo.present.evaluate, elo.present.output), shows the same change, new rating and DWZ as his row.

Pure, on CPython: the row's cells are read from the table's HTML (rows_html), the
calculator's from its rendered texts, both in the same language. Every player of every
tournament file of tests/fixtures/tournament, of the public samples (tests/samples) and of the
SwissChess files the engine cases build, rated as the file says and with what the page
lets one change (the end date, a player's K or DWZ index)."""

import json
import re
from typing import Any

import pytest

from elo.errors import InputError
from elo.tournament import read_tournament
from elo.tournament.model import Tournament
from elo.tournament.rating import PlayerResult, rate_tournament
from elo.present import output
from elo.present.evaluate import evaluate
from elo.present.evaluation import Evaluation
from elo.web.tournament.render import calculator_links, rows_html
from elo.web.calculator.inputs import Inputs
from helpers import CASES_DIR, FIXTURES, JsonObject
from swt_writer import swt_bytes

TODAY = "2026-12-01"
EVENTS = FIXTURES / "tournament"
#: The table's figures (their cells' classes) and where the calculator shows each, by
#: the system the link opens: the DWZ alone shows it as its own rating.
FOLLOWED = {
    "fide": {"change": "change", "new-rating": "new-rating"},
    "fide-dwz": {"change": "change", "new-rating": "new-rating", "dwz-change": "dwz-change",
                 "dwz-new-rating": "dwz-new-rating"},
    "dwz": {"dwz-change": "change", "dwz-new-rating": "new-rating"},
}
_ROW = re.compile(r'<tr data-rank="(\d+)">(.*?)</tr>')
_LINK = re.compile(r'<a class="player-calc[^"]*" data-system="([^"]+)" href="([^"]+)"')
_CELL = re.compile(r'<td class="(change|new-rating|dwz-change|dwz-new-rating)">([^<]*)</td>')


def _tournaments() -> dict[str, tuple[bytes, dict[str, Any]]]:
    """{name: (bytes, rate_tournament's settings)}: each file as it comes, and the Swiss with
    the settings the page offers (its end field, a K and an index typed in the table)."""
    found: dict[str, tuple[bytes, dict[str, Any]]] = {}
    for path in sorted(EVENTS.glob("*.trf")):
        data = path.read_bytes()
        try:
            if read_tournament(data).players:
                found[path.name] = (data, {})
        except InputError:  # the files the engine refuses have no table
            continue
    # the public sample tournaments (`make samples`; test_tournament_samples fails without them)
    for path in sorted((FIXTURES.parent / "samples").glob("*.trf")):
        found["sample " + path.name] = (path.read_bytes(), {})
    found["swiss.trf, end 2026-07-01, K and index given"] = (
        (EVENTS / "swiss.trf").read_bytes(),
        {"k": {3: 40, 6: 10}, "index": {6: 3, 10: 2}, "end": "2026-07-01"})
    found["match18.trf, K 40 given"] = ((EVENTS / "match18.trf").read_bytes(), {"k": {2: 40}})
    cases: list[JsonObject] = json.loads((CASES_DIR / "tournament.json").read_text(
        encoding="utf-8"))
    seen: set[bytes] = set()
    for case in cases:
        if case["call"] == "tournament_swt" and "error" not in case:
            data = swt_bytes(case["args"][0])
            if data not in seen and read_tournament(data).players:  # each file once
                seen.add(data)
                found["SWT: " + case["id"]] = (data, {})
    return found


TOURNAMENTS = _tournaments()
_RATED: dict[str, tuple[Tournament, list[PlayerResult]]] = {}


def rated(name: str) -> tuple[Tournament, list[PlayerResult]]:
    if name not in _RATED:
        data, settings = TOURNAMENTS[name]
        event = read_tournament(data)
        _RATED[name] = event, rate_tournament(event, **settings)
    return _RATED[name]


PLAYERS = [(name, result.player.rank) for name in TOURNAMENTS for result in rated(name)[1]]


def table_row(event: Tournament, result: PlayerResult, lang: str) -> dict[str, str]:
    """The figures of a player's row, by their cells' classes."""
    found = _ROW.findall(rows_html(event, [result], lang))
    assert [int(rank) for rank, _ in found] == [result.player.rank]
    return dict(_CELL.findall(found[0][1]))


def calculator(link: str, lang: str) -> tuple[str, Evaluation, dict[str, str]]:
    """(system, evaluation, texts by element id) of the calculator opened by a link."""
    inputs = Inputs(lang=lang, today=TODAY)
    inputs.read_link(link)
    screen = inputs.screen()
    evaluation = evaluate(screen)
    return screen.system, evaluation, output.render(screen, evaluation, lang).text


def test_every_kind_of_link_is_followed() -> None:
    systems, figures = set(), 0
    for name, rank in PLAYERS:
        event, results = rated(name)
        result = [r for r in results if r.player.rank == rank][0]
        for _, link in calculator_links(event, result, "en"):
            systems.add(calculator(link, "en")[0])
        figures += bool([v for v in table_row(event, result, "en").values() if v])
    assert systems == set(FOLLOWED)
    assert len(PLAYERS) >= 60 and figures >= 50


def _params() -> list[pytest.ParameterSet]:
    return [pytest.param(name, rank, id="%s #%d" % (name, rank)) for name, rank in PLAYERS]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name, rank", _params())
def test_table_figures_are_the_calculators(name: str, rank: int, lang: str) -> None:
    event, results = rated(name)
    result = [r for r in results if r.player.rank == rank][0]
    row = table_row(event, result, lang)
    links = calculator_links(event, result, lang)
    html = rows_html(event, [result], lang)
    # the row's links are these, the name's first
    assert [(system, link.replace("&amp;", "&")) for system, link in _LINK.findall(html)] \
        == links
    figures = dict((cell, value) for cell, value in row.items() if value)
    followed = set()
    for system, link in links:
        _, evaluation, shown = calculator(link, lang)
        if system != "dwz" and result.fide is None and result.fide_error is not None and \
                result.player.rating:
            # a rated player FIDE cannot rate here (no game it counts): the table keeps
            # his rating and shows no change; the calculator says why, the same error
            assert figures.get("new-rating") == str(result.player.rating), row
            assert "change" not in figures, row
            assert result.fide_error.code in [e.code for e in evaluation.errors.values()], \
                link
            followed.add("new-rating")
            continue
        if not [cell for cell in FOLLOWED[system] if cell in figures]:
            # nothing of this system in the row: nothing in the calculator either
            assert evaluation.result is None, link
        for cell, where in FOLLOWED[system].items():
            if cell in figures and cell not in followed:
                assert shown[where] == figures[cell], "%s: row %s, calculator %s (%s)" % (
                    cell, figures[cell], shown[where], link)
                followed.add(cell)
    assert sorted(followed) == sorted(figures), "the row shows %s, its links open %s" % (
        row, links)
