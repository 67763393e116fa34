# Driver for tests/mpy/heap.mjs: how soon the page can say a file is too large for it.
#
# page_text is a JSON object {"players": P, "rounds": R}: the first HEAD_BYTES bytes of
# a legal TRF of P players and R rounds (tests/trf_big.py) and its size are handed to
# elo.tournament.budget.check_page, as the page would from the file's first slice; a
# TrfReader with the page's limit is then given the file's first lines. Prints one JSON
# line: each one's error code (or null) and the milliseconds it took.
import json

import trf_big
from elo.errors import InputError
from elo.tournament.budget import HEAD_BYTES, PAGE_GAMES, check_page
from elo.tournament.trf import TrfReader
from elo.units import TYPE_CHECKING
from micropython_extras import ticks_diff, ticks_ms

if TYPE_CHECKING:
    from collections.abc import Callable

_given = json.loads(str(globals().pop("page_text")))


def _timed(call: "Callable[[], object]") -> "tuple[str | None, int]":
    start = ticks_ms()
    try:
        call()
        code = None
    except InputError as error:
        code = error.code
    return code, ticks_diff(ticks_ms(), start)


def step() -> bool:
    players, rounds = _given["players"], _given["rounds"]
    lines = trf_big.header(players, rounds) + trf_big.big_lines(players, rounds, 0, 2)
    head = ("\n".join(lines) + "\n").encode()
    line = len(lines[-1]) + 1
    size = len(head) + (players - 2) * line  # every player line is as long
    checked, checked_ms = _timed(lambda: check_page(head[:HEAD_BYTES], size))
    read, read_ms = _timed(lambda: TrfReader(PAGE_GAMES).add(lines))
    print(json.dumps({"size": size, "check": checked, "check_ms": checked_ms,
                      "reader": read, "reader_ms": read_ms}))
    return False
