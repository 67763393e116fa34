# Driver for tests/mpy/heap.mjs: what reading a large TRF holds on the page's heap.
#
# page_text is a JSON object: {"players": P, "rounds": R, "rate": true|false}. A legal
# TRF of P players and R rounds (tests/trf_big.py) is read as the page reads one, LINES
# lines a task, and with "rate" every player rated PLAYERS_PER_TASK a task, the results
# kept as the page keeps them. Between tasks the runtime collects (heap.mjs), so the heap
# in use after each is what is kept. Prints one JSON line: the heap in use before, after
# reading and after rating (bytes), the largest seen, and the milliseconds each took.
import json

import trf_big
from elo.tournament.rating import check_rounds, rate_player
from elo.tournament.trf import TrfReader
from elo.units import TYPE_CHECKING
from micropython_extras import mem_alloc, ticks_diff, ticks_ms

if TYPE_CHECKING:
    from typing import Any

LINES = 60  # elo.web.tournament.render.LINES
PLAYERS_PER_TASK = 20  # elo.web.tournament.render.PLAYERS_PER_TASK

_given = json.loads(str(globals().pop("page_text")))
#: What the steps hand on: the step, the reader, the tournament, the results, the clock
#: and the figures by name (a plain dict, as cheap on the heap as anything).
_state: "dict[str, Any]" = {"step": "start", "at": 0, "most": 0, "ms": {}}


def _note(key: str) -> None:
    _state[key] = mem_alloc()


def step() -> bool:
    state = _state
    state["most"] = max(state["most"], mem_alloc())
    players, rounds = _given["players"], _given["rounds"]
    if state["step"] == "start":
        _note("before")
        state["reader"] = TrfReader()
        state["reader"].add(trf_big.header(players, rounds))
        state["step"], state["clock"] = "read", ticks_ms()
        return True
    if state["step"] == "read":
        if state["at"] < players:
            state["reader"].add(trf_big.big_lines(players, rounds, state["at"], LINES))
            state["at"] += LINES
            return True
        state["tournament"] = state.pop("reader").finish()
        state["ms"]["read"] = ticks_diff(ticks_ms(), state["clock"])
        state["step"] = "read_done"
        return True
    if state["step"] == "read_done":  # collected since: what the tournament holds
        _note("read")
        if not _given.get("rate"):
            state["step"] = "done"
            return True
        check_rounds(state["tournament"])
        state["results"], state["ranks"] = {}, state["tournament"].ranks()
        state["step"], state["clock"] = "rate", ticks_ms()
        return True
    if state["step"] == "rate":
        ranks = state["ranks"]
        for rank in ranks[:PLAYERS_PER_TASK]:
            state["results"][rank] = rate_player(state["tournament"], rank)
        state["ranks"] = ranks[PLAYERS_PER_TASK:]
        if not state["ranks"]:
            state["ms"]["rate"] = ticks_diff(ticks_ms(), state["clock"])
            state["step"] = "rate_done"
        return True
    if state["step"] == "rate_done":
        _note("rated")
        state["step"] = "done"
        return True
    tournament = state["tournament"]
    print(json.dumps({"players": len(tournament.players), "rounds": tournament.rounds,
                      "before": state["before"], "read": state["read"],
                      "rated": state.get("rated"), "most": state["most"],
                      "ms": state["ms"], "problems": len(tournament.problems)}))
    return False
