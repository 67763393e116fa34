"""A file read in pieces, as the page reads a large one (elo.web.imports.Reading), gives
what the whole text gives: wherever the pieces break (inside a line, between CR and LF,
inside the BOM's first characters), and the same line in a message."""

import pytest

import pgn_blocks
from conftest import ROOT
from elo.errors import InputError
from elo.web import imports

FIXTURES = ROOT / "tests" / "fixtures"
SIZES = (1, 2, 3, 7, 4095, 4096, 4097, 65536)


def _shown(imported):
    return ([(row.opponent, row.score, row.second, row.forfeit) for row in imported.rows],
            imported.rating, list(imported.players), list(imported.missing))


def _in_pieces(name, text, size):
    reading = imports.Reading(name)
    for start in range(0, len(text), size):
        reading.add(text[start:start + size])
    return reading.finish()


def _texts():
    for path in sorted(FIXTURES.iterdir()):
        if path.suffix in (".pgn", ".csv"):
            text = path.read_bytes().decode("utf-8", "replace")
            yield path.name, text
            yield "crlf-" + path.name, text.replace("\n", "\r\n")
            yield "bom-" + path.name, "\ufeff" + text


@pytest.mark.parametrize("name, text", list(_texts()), ids=lambda value: value[:30])
def test_pieces_read_as_the_whole(name, text):
    try:
        whole = _shown(imports.read_file(name, text))
    except InputError as error:
        whole = (error.code, error.params)
    for size in SIZES:
        try:
            got = _shown(_in_pieces(name, text, size))
        except InputError as error:
            got = (error.code, error.params)
        assert got == whole, size


def test_a_broken_tag_is_said_with_its_line_in_pieces():
    game = '[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1. e4 1-0\n\n'  # six lines
    text = game * 200 + '[White "C"\n'  # past the first 4096 characters, read whole
    for newline in ("\n", "\r\n", "\r"):  # a piece may end between CR and LF
        for size in SIZES:
            with pytest.raises(InputError) as caught:
                _in_pieces("x.pgn", text.replace("\n", newline), size)
            assert caught.value.params["line"] == 6 * 200 + 1, (newline, size)


def test_blank_pieces_are_an_empty_file():
    with pytest.raises(InputError) as caught:
        _in_pieces("x.csv", " \n\r\n" * 3000, 4096)
    assert caught.value.code == "file_empty"


def test_blocks_read_as_lines_do():
    """The page reads PGN by blocks (files.PgnReader._scan), the rules line by line
    (_read): the same games, tags and line numbers, the same lines refused. MicroPython
    runs the same check (test_engine_micropython.py)."""
    assert pgn_blocks.differences(3000) == []
