"""The one table of file formats (elo/formats.py) and everything that reads it: each row's
module has the functions it names; the page's file choosers take what the table says; a
file is known by its bytes where its name does not say (docs/adding-a-format.md).

Files: tests/fixtures/real (public repositories, SOURCES.md there) and tests/fixtures
(hand-made)."""

import importlib
import re

import pytest

from elo.formats import FORMATS, GAMES, SEASON, TOURNAMENT, by_name, endings, kind_of, sniffed
from elo.tournament import read_tournament
from helpers import FIXTURES, ROOT

import build_page  # tools/, on the path through helpers


@pytest.mark.parametrize("found", FORMATS, ids=[found.name for found in FORMATS])
def test_each_format_names_functions_its_module_has(found: object) -> None:
    from elo.formats import Format
    assert isinstance(found, Format)
    module = importlib.import_module(found.module)
    assert callable(getattr(module, found.read))
    assert found.sniff == "" or callable(getattr(module, found.sniff))
    assert found.kind in (TOURNAMENT, GAMES, SEASON) and found.endings


def test_the_file_choosers_take_what_the_table_says() -> None:
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    for element_id, kinds in build_page.CHOOSERS:
        accept = re.search(r'<input id="%s" type="file" accept="([^"]*)"' % element_id, page)
        assert accept is not None, element_id
        assert accept.group(1).split(",") == endings(*kinds)
    # a tournament's endings in both cases, the season's media type
    assert {".trf", ".TRF", ".swt", ".tab"} <= set(endings(TOURNAMENT))
    assert "application/json" in endings(SEASON)


def test_a_name_says_its_kind_unless_two_kinds_share_its_ending() -> None:
    assert kind_of("bunratty_masters_2011.tab") == TOURNAMENT
    assert kind_of("SwissIndividual.SWT") == TOURNAMENT
    assert kind_of("club.PGN") == GAMES and kind_of("plain.csv") == GAMES
    assert kind_of("saison.json") == SEASON
    # JaVaFo's samples are .txt (a TRF); a pasted list of games saved is .txt too
    assert kind_of("testTrfFile.txt") is None
    assert kind_of("notes.docx") is None
    found = by_name("x.pgn", GAMES)
    assert found is not None and found.name == "pgn"


@pytest.mark.parametrize("name, kind, expected", [
    ("real/SwissIndividual.SWT", TOURNAMENT, "swt"),
    ("real/competichess_testTrfFile.txt", TOURNAMENT, "trf"),
    ("real/armstrong_2012_with_bom.tab", TOURNAMENT, "trf"),
    ("club.pgn", GAMES, "pgn"),
    ("plain.csv", GAMES, None),  # known by its name alone: CSV has no mark of its own
])
def test_a_file_is_known_by_its_bytes(name: str, kind: str, expected: str | None) -> None:
    found = sniffed((FIXTURES / name).read_bytes(), kind)
    assert (found.name if found is not None else None) == expected


def test_a_swisschess_file_is_read_as_one_whatever_its_name() -> None:
    # the dispatch goes by the bytes: a SwissChess file renamed .trf is still one
    data = (FIXTURES / "real" / "SwissIndividual.SWT").read_bytes()
    assert read_tournament(data).format == "swt"
