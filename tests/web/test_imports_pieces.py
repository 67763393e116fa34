"""A file read in pieces, as the page reads a large one (elo.web.calculator.imports.Reading), gives
what the whole text gives: wherever the pieces break (inside a line, between CR and LF,
inside the BOM's first characters), and the same line in a message."""

from collections.abc import Iterator
from typing import Any

import pytest

import pgn_blocks
from elo.errors import InputError
from elo.web.calculator import imports
from elo.web.calculator.imports import Imported
from helpers import FIXTURES

SIZES = (1, 2, 3, 7, 4095, 4096, 4097, 65536)


def _shown(imported: Imported) -> tuple[object, ...]:
    return ([(row.cells, row.score, row.forfeit) for row in imported.rows],
            imported.rating, list(imported.players), list(imported.missing))


def _in_pieces(name: str, text: str, size: int) -> Imported:
    reading = imports.Reading(name)
    for start in range(0, len(text), size):
        reading.add(text[start:start + size])
    return reading.finish()


def _texts() -> Iterator[tuple[str, str]]:
    for path in sorted(FIXTURES.iterdir()):
        if path.suffix in (".pgn", ".csv"):
            text = path.read_bytes().decode("utf-8", "replace")
            yield path.name, text
            yield "crlf-" + path.name, text.replace("\n", "\r\n")
            yield "bom-" + path.name, "\ufeff" + text


@pytest.mark.parametrize("name, text", list(_texts()), ids=lambda value: value[:30])
def test_pieces_read_as_the_whole(name: str, text: str) -> None:
    try:
        whole: tuple[object, ...] = _shown(imports.read_file(name, text))
    except InputError as error:
        whole = (error.code, error.params)
    for size in SIZES:
        try:
            got: tuple[object, ...] = _shown(_in_pieces(name, text, size))
        except InputError as error:
            got = (error.code, error.params)
        assert got == whole, size


def test_a_broken_tag_is_said_with_its_line_in_pieces() -> None:
    game = '[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1. e4 1-0\n\n'  # six lines
    text = game * 200 + '[White "C"\n'  # past the first 4096 characters, read whole
    for newline in ("\n", "\r\n", "\r"):  # a piece may end between CR and LF
        for size in SIZES:
            with pytest.raises(InputError) as caught:
                _in_pieces("x.pgn", text.replace("\n", newline), size)
            assert caught.value.params["line"] == 6 * 200 + 1, (newline, size)


def test_blank_pieces_are_an_empty_file() -> None:
    with pytest.raises(InputError) as caught:
        _in_pieces("x.csv", " \n\r\n" * 3000, 4096)
    assert caught.value.code == "file_empty"


def test_blocks_read_as_lines_do() -> None:
    """The page reads PGN by blocks (files.PgnReader._scan), the rules line by line
    (_read): the same games, tags and line numbers, the same lines refused. MicroPython
    runs the same check (test_engine_micropython.py)."""
    assert pgn_blocks.differences(3000) == []


# Problems in a CSV, as the reader must say them in whatever pieces it comes: a line with
# another separator (or none) first, then the header, then the first bad line.
CSV_PROBLEMS: tuple[tuple[str, str, dict[str, Any]], ...] = (
    ("1600;1\nabc;1\n1500,0\n", "file_mixed", {"line": 3}),
    ("Foo;Bar\n1600;1\n1500,1\n", "file_mixed", {"line": 3}),
    ("Foo;Bar\n1600;1\n", "file_header", {"line": 1}),
    ("1600\n1500;1\n", "file_mixed", {"line": 1}),
    ("\n\n1600\n1500\n", "file_line", {"line": 3, "problem": "1600"}),
    ("1600;1\n1500;x\n1400;2\n", "file_line", {"line": 2, "problem": "1500;x"}),
    ("Elo;Ergebnis\n\n", "file_empty", {}),
)


@pytest.mark.parametrize("text, code, params", CSV_PROBLEMS)
def test_a_csv_problem_is_the_same_in_pieces(text: str, code: str, params: dict[str, Any]) -> None:
    padded = "Elo;Ergebnis\n" + "1600;1\n" * 800 + text.partition("\n")[2] \
        if text.startswith("1600;1\n") else text
    for piece in (text, padded) if padded != text else (text,):
        lines = piece.count("\n") - text.count("\n")
        expected = dict(params, line=params["line"] + lines) if "line" in params else params
        for size in SIZES:
            with pytest.raises(InputError) as caught:
                _in_pieces("x.csv", piece, size)
            assert (caught.value.code, caught.value.params) == (code, expected), size


def test_tags_written_with_more_blanks_are_read_as_the_command_line_reads_them() -> None:
    """The import format allows blanks around a tag's parts: [White  "..."] is a tag the
    rating needs (it was passed over on the page, and read by the command line)."""
    game = '[White "%s"]\n[Black "%s"]\n[Result "1-0"]\n%s\n1. e4 1-0\n\n'
    text = (game % ("Carlsen, Magnus", "Smith, A", '[BlackElo "2000"]\n') +
            game.replace("[White ", "[White  ") % ("Carlsen, Magnus", "Jones, B",
                                                   '[BlackElo "2100"]\n') +
            game % ("Carlsen, Magnus", "Brown, C",
                    '[WhiteElo\t"2400"]\n[ BlackElo  "2200" ]\n'))
    for size in SIZES:
        imported = _in_pieces("x.pgn", text, size)
        assert [row.cell(0) for row in imported.rows] == ["2000", "2100", "2200"], size
        assert imported.rating == "2400"
    assert _shown(imports.read_file("x.pgn", text)) == _shown(_in_pieces("x.pgn", text, 7))


def test_a_tag_the_rating_needs_without_quotes_is_refused_as_on_the_command_line() -> None:
    text = '[White "A"]\n[Black "B"]\n[Result "1-0"]\n[WhiteElo 2500]\n\n1. e4 1-0\n'
    for size in SIZES:
        with pytest.raises(InputError) as caught:
            _in_pieces("x.pgn", text, size)
        assert (caught.value.code, caught.value.params) == ("pgn_tag", {"line": 4}), size
