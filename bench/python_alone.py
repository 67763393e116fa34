"""The page's Python work with no page around it: make bench's floor for what the
interpreter itself costs (run by bench/python_floor.py; never imported by CPython).

Run inside the page's own MicroPython build under Node, with the module image the page
mounts:

    node tests/mpy/run.mjs --mpy bench/python_alone.py INPUT

INPUT is either a JSON object {"link": FRAGMENT, "values": [RATING, ...]} (keystrokes:
each rating typed digit by digit into the tournament of the link, every prefix computed
and rendered as the page's handler does), a tournament's TRF (read, rated and its table
made as the tournament view does: tournament_file), or a file the page would import (read in
the pieces the page reads, each piece's rows made ready as the page makes them; then the
result computed and rendered for the rows the file gave). Prints one line of JSON, in ms.
The clock here ticks in whole milliseconds, so a keystroke is timed over REPEAT runs.
No garbage is collected while it runs: this port only marks a collection as due and
makes it when the outermost call from JavaScript returns (ports/webassembly/main.c), and
here that is the whole script; on the page it is the end of each handler or piece.
"""

import json

from elo.present import output
from elo.web.calculator import imports
from elo.present.evaluate import evaluate, prepare_rows
from elo.units import TYPE_CHECKING
from elo.web.calculator.inputs import Inputs
from micropython_extras import threshold, ticks_diff, ticks_ms  # tests/mpy/, on the path there
from page_main import GC_EVERY  # elo/web/main.py, as tests/mpy/run.mjs provides it

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from typing import BinaryIO

    from elo.present.output import Output
    from elo.present.screen import Screen
    from elo.tournament.rating import PlayerResult

#: Each keystroke's work is done this many times: the clock has millisecond steps.
REPEAT = 10
#: The rows the page shows at a time (elo.web.calculator.view.ROWS_SHOWN): their notes are rendered.
SHOWN = (0, 100)


def _since(start: int) -> int:
    return ticks_diff(ticks_ms(), start)


def _inputs(link: str) -> Inputs:
    inputs = Inputs(lang="de")  # as the bench's browser speaks
    inputs.read_link(link)
    inputs.lang = "de"
    return inputs


def _compute(screen: "Screen") -> "Output":
    """What the page's handler computes for a screen: the engine, then the output."""
    return output.render(screen, evaluate(screen), screen.lang, SHOWN)


def keystrokes(link: str, values: list[str]) -> dict[str, float]:
    """The median ms of one key's computation, over every prefix of every value after the
    first (the first warms up, as in the browser)."""
    inputs = _inputs(link)
    times: list[float] = []
    for number, value in enumerate(values):
        for length in range(1, len(value) + 1):
            inputs.set("rating", value[:length])
            start = ticks_ms()
            for _ in range(REPEAT):
                _compute(inputs.screen())
            if number:
                times.append(_since(start) / REPEAT)
    times.sort()
    return {"key_ms": times[len(times) // 2], "keys": len(times)}


def _pieces(file: "BinaryIO", size_of: "Callable[[], int]") -> "Iterator[str]":
    """The file's text in the pieces the page reads, `size_of()` bytes at a time; a
    character cut in two waits for the next piece, as in the page's streaming decoder.
    (A piece at a time: reading 9 MB at once takes this file system 40 s.)"""
    rest = b""
    while True:
        data = rest + file.read(size_of())
        if len(data) == len(rest):
            return
        end = len(data)
        while end > 0 and data[end - 1] & 0xC0 == 0x80:
            end -= 1  # continuation bytes: back to the character's first byte ...
        if end and data[end - 1] & 0xC0 == 0xC0:
            end -= 1  # ... which waits with them
        else:
            end = len(data)  # the last character was whole
        rest = data[end:]
        yield data[:end].decode()


def import_file(file: "BinaryIO", link: str) -> dict[str, int]:
    """The pieces (their sum and the longest), the end of the reading, and the result."""
    inputs = _inputs(link)
    reading = imports.Reading("input", inputs.columns())
    pieces: list[int] = []
    for text in _pieces(file, lambda: reading.piece):
        read = len(reading.rows)
        start = ticks_ms()
        reading.add(text)
        prepare_rows(inputs.system_id, reading.rows[read:], inputs.columns())  # as the page
        pieces.append(_since(start))
    start = ticks_ms()
    imported = reading.finish()
    finish = _since(start)
    inputs.set_games(imported.rows)
    if imported.rating is not None:
        inputs.set("rating", imported.rating)
    screen = inputs.screen()
    start = ticks_ms()
    evaluation = evaluate(screen)
    evaluated = _since(start)
    start = ticks_ms()
    output.render(screen, evaluation, screen.lang, SHOWN)
    render = _since(start)
    return {"pieces": len(pieces), "read_ms": sum(pieces), "longest_piece_ms": max(pieces),
            "finish_ms": finish, "evaluate_ms": evaluated, "render_ms": render,
            "rows": len(imported.rows)}


def tournament_file(file: "BinaryIO") -> dict[str, float]:
    """A tournament's TRF as the tournament view takes it: read LINES lines a task, every
    player rated and his row made, the table sorted and joined; then one player's K
    typed (his evaluation and row made again), timed over REPEAT runs."""
    from elo.tournament.rating import check_rounds, rate_player
    from elo.tournament.trf import TrfReader, trf_lines
    from elo.files.decoding import _text
    from elo.web.tournament import order, render

    start = ticks_ms()
    lines = trf_lines(_text(file.read()))
    reader = TrfReader()
    pieces: list[int] = []
    for first in range(0, len(lines), render.LINES):
        piece = ticks_ms()
        reader.add(lines[first:first + render.LINES])
        pieces.append(_since(piece))
    event = reader.finish()
    read = _since(start)
    start = ticks_ms()
    check_rounds(event)
    results: "dict[int, PlayerResult]" = {}
    rows: dict[int, str] = {}
    for rank in event.ranks():
        results[rank] = rate_player(event, rank)
        rows[rank] = render.rows_html(event, [results[rank]], "de")
    rated = _since(start)
    start = ticks_ms()
    ordered = order.sort_results(list(results.values()), "rank", False)
    html = "".join(rows[result.player.rank] for result in ordered)
    written = _since(start)
    rank = event.ranks()[len(event.players) // 2]
    start = ticks_ms()
    for _ in range(REPEAT):
        render.rows_html(event, [rate_player(event, rank, 30)], "de")
    return {"read_ms": read, "longest_piece_ms": max(pieces), "rate_ms": rated,
            "render_ms": written, "key_ms": _since(start) / REPEAT,
            "players": len(event.players), "html_chars": len(html)}


def main() -> None:
    threshold(GC_EVERY)  # as the page sets it (the collections themselves wait: above)
    with open("input.json", "rb") as file:
        first = file.read(4)
        file.seek(0)
        if first[:1] == b"{":
            found = json.loads(file.read())
            print(json.dumps(keystrokes(found["link"], found["values"])))
        elif first == b"012 ":  # a tournament report (TRF), as bench/inputs.py writes it
            print(json.dumps(tournament_file(file)))
        else:
            file.seek(0)
            # the tournament the bench imports its files into (bench/inputs.py, TOURNAMENT)
            link = "#system=fide&mode=tournament&rating=1800&k=20"
            print(json.dumps(import_file(file, link)))


main()
