"""The TRF written back (elo.tournament.trf_out) read again, on both runtimes: plain
Python, so tests/mpy/trf_write_main.py runs it unchanged in the page's MicroPython.

Every hand-made file of tests/fixtures/tournament that has players, the real files of
tests/fixtures/real (tests/fixtures/real/SOURCES.md), the public samples of
tests/tournament_samples.py and the SwissChess files the engine cases build
(tests/cases/tournament.json) go read -> write -> read. A TRF nothing was changed in is
written back byte for byte (docs/rules/trf.md, "Written back as it came": encoding, line
ends, spacing, ruler lines, the points column, national lines). What
must be the same besides: every player's data (rank, name, rating, title, sex, federation,
FIDE id, birth, DWZ, national ratings, final rank) and rounds (opponent, colour, result),
the header lines the file had (in their order), the tournament's name, place, dates and
rounds, and every figure of the evaluation (the JSON's players)."""

import json
import os

from elo.tournament import read_tournament
from elo.tournament.rating import rate_tournament
from elo.tournament.report import tournament_dict
from elo.tournament.trf_out import trf_bytes
from elo.units import TYPE_CHECKING
from tournament_samples import SAMPLES
from swt_writer import swt_bytes

if TYPE_CHECKING:
    from typing import Any

    from elo.tournament.model import Tournament

_HERE = __file__.rsplit("/", 1)[0]


def _bytes(path: str) -> bytes:
    with open(path, "rb") as handle:
        return handle.read()


def _players(event: "Tournament") -> "list[list[Any]]":
    found: "list[list[Any]]" = []
    for rank in event.ranks():
        p = event.players[rank]
        found.append([rank, p.name, p.rating, p.title, p.sex, p.federation, p.fide_id,
                      p.born, p.birth, p.dwz, p.final_rank,
                      # a German line is the DWZ, compared above (a SwissChess file
                      # has the DWZ, and gets its line when written as TRF)
                      [[n.federation, n.rating, n.id] for n in p.nationals
                       if n.federation != "GER"],
                      [[r.number, r.opponent, r.colour, r.result] for r in p.rounds]])
    return found


def _header(event: "Tournament") -> "list[list[str]]":
    return [[field, text] for field, _, text in event.header_in_order()]


def _within(had: "list[list[str]]", written: "list[list[str]]") -> bool:
    """Whether the lines `had` stand in `written` in their order (lines may be added)."""
    at = 0
    for line in written:
        if at < len(had) and line == had[at]:
            at += 1
    return at == len(had)


def differences(event: "Tournament", data: bytes) -> "list[str]":
    """What differs between a tournament read from `data` and its TRF read back ([] when
    nothing)."""
    written = trf_bytes(event)
    again = read_tournament(written)
    found: "list[str]" = []
    if event.source is not None and written != data:
        found.append("bytes")
    if _players(again) != _players(event):
        found.append("players")
    if not _within(_header(event), _header(again)):
        found.append("header")
    if [again.name, again.city, again.start, again.end, again.rounds] != \
            [event.name, event.city, event.start, event.end, event.rounds]:
        found.append("event")
    if event.source is None:  # written anew: the points column says the rounds' sum
        for rank in again.ranks():
            player = again.players[rank]
            if player.points != sum([r.score for r in player.rounds]):
                found.append("points of %d" % rank)
    before = tournament_dict(event, rate_tournament(event))["players"]
    after = tournament_dict(again, rate_tournament(again))["players"]
    if before != after:
        found.append("figures")
    return found


def fixtures() -> "list[tuple[str, bytes]]":
    """(name, bytes) of the hand-made TRFs with players, the samples and the built SWTs."""
    found: "list[tuple[str, bytes]]" = []
    for folder, ends in (("/fixtures/tournament", (".trf",)),
                         ("/fixtures/real", (".trf", ".tab", ".txt", ".input"))):
        for name in sorted(os.listdir(_HERE + folder)):
            if name.endswith(ends):
                found.append((name, _bytes(_HERE + folder + "/" + name)))
    for sample in SAMPLES:
        found.append((sample[0], _bytes(_HERE + "/samples/" + sample[0])))
    with open(_HERE + "/cases/tournament.json") as handle:
        for case in json.load(handle):
            if case["call"] == "tournament_swt" and "error" not in case and \
                    case["expect"].get("players") != []:
                found.append((case["id"], swt_bytes(case["args"][0])))
    return found


def round_trips() -> "dict[str, list[str]]":
    """{file: differences} of every file that reads with players (others are refused)."""
    found: "dict[str, list[str]]" = {}
    for name, data in fixtures():
        try:
            event = read_tournament(data)
        except Exception:  # a file the reader refuses (binary, no TRF): nothing to write
            continue
        if event.players:
            found[name] = differences(event, data)
    return found
