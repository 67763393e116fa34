"""A whole tournament's file (elo.tournament) on CPython, for what the JSON cases of
tests/cases/tournament.json cannot say: the TRF writer read back, the same file in two
encodings, the browser's x-user-defined bytes undone, the problems' messages and the
command line's report."""

import json
import random
import subprocess
import sys
from typing import Any

import pytest

from elo.tournament import read_tournament
from elo.tournament.model import Tournament
from elo.tournament.rating import rate_tournament
from elo.tournament.report import tournament_dict
from elo.tournament.trf import read_trf, write_trf
from elo.tournament.trf_out import trf_out
from elo.web.shell.crossing import user_defined_bytes
from elo.texts import LANGUAGES, every_word
from helpers import CASES_DIR, FIXTURES, ROOT, JsonObject
from swt_writer import swt_bytes

TEXTS = {lang: every_word(lang) for lang in LANGUAGES}  # each language's words

EVENTS = FIXTURES / "tournament"
#: The fixtures with players (the others are refused or hold none).
PLAYED = ("swiss.trf", "norm_gm.trf", "norm_im.trf", "norm_forfeit.trf", "norm_home.trf",
          "match18.trf", "match36.trf", "dwz_first.trf", "bad_lines.trf", "no_end.trf",
          "long_name.trf")


def swt_specs() -> dict[str, JsonObject]:
    """The SwissChess files the engine cases build (tests/cases/tournament.json)."""
    cases: list[JsonObject] = json.loads((CASES_DIR / "tournament.json").read_text(
        encoding="utf-8"))
    return {case["id"]: case["args"][0] for case in cases
            if case["call"] == "tournament_swt" and "error" not in case
            and case["expect"].get("players") != []}


SWT = swt_specs()


def events() -> list[tuple[str, bytes]]:
    """(name, bytes) of every file with players: the TRF fixtures and the built SWTs."""
    found = [(name, (EVENTS / name).read_bytes()) for name in PLAYED]
    found += [(name, swt_bytes(spec)) for name, spec in sorted(SWT.items())]
    return found


def players(event: Tournament) -> dict[int, tuple[Any, ...]]:
    """Every player's data and rounds, by start rank (what a file holds of him; the line
    he stands on and the points the file wrote are the file's own)."""
    return {rank: (p.name, p.rating, p.title, p.sex, p.federation, p.fide_id, p.born,
                   p.dwz, [(r.number, r.opponent, r.colour, r.result, r.score)
                                for r in p.rounds])
            for rank, p in event.players.items()}


def test_there_are_swt_files() -> None:
    assert len(SWT) >= 3


@pytest.mark.parametrize("name, data", events(), ids=[name for name, _ in events()])
def test_write_trf_reads_back_the_same(name: str, data: bytes) -> None:
    event = read_tournament(data)
    assert event.players
    again = read_trf(write_trf(event))
    assert players(again) == players(event)
    assert (again.name, again.city, again.start, again.end, again.rounds) == (
        event.name, event.city, event.start, event.end, event.rounds)
    assert again.problems == []  # the file's bad lines were left out, not written
    for rank, player in again.players.items():  # the points column says the rounds' sum
        assert player.points == sum(r.score for r in player.rounds), rank


def test_write_trf_keeps_the_ratings() -> None:
    event = read_tournament((EVENTS / "swiss.trf").read_bytes())
    table = tournament_dict(event, rate_tournament(event))
    again = read_trf(trf_out(event))
    assert tournament_dict(again, rate_tournament(again))["players"] == table["players"]


#: Names with letters outside ASCII: Latin-1 ones and Windows-1252's own (0x80-0x9F).
NAMES = ("M\u00fcller, J\u00fcrgen", "Wei\u00df, Bj\u00f6rn", "\u00d6zt\u00fcrk, \u00c4nne",
         "\u0160imon, \u017dofie", "Fran\u00e7ois, \u0152dile")


def _umlaut_trf() -> str:
    lines = ["012 Turnier in K\u00f6ln", "042 2025/03/01", "052 2025/03/02"]
    for rank, name in enumerate(NAMES, 1):
        other = rank + 1 if rank % 2 else rank - 1
        colour, result = ("w", "1") if rank % 2 else ("b", "0")
        opponent: int | str = other
        if other > len(NAMES):
            opponent, colour, result = "0000", "-", "H"
        lines.append("001 %4d m    %-33s %4d GER %11s %-10s %4s %4s  %4s %s %s" % (
            rank, name, 1500 + rank, 100 + rank, "1990", "", "", opponent, colour, result))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "cp1252"])
def test_names_read_alike_in_both_encodings(encoding: str) -> None:
    text = _umlaut_trf()
    event = read_tournament(text.encode(encoding))
    assert [event.players[rank].name for rank in event.ranks()] == list(NAMES)
    assert event.name == "Turnier in K\u00f6ln"
    assert players(event) == players(read_tournament(text.encode("utf-8")))
    assert event.problems == []


def _x_user_defined(data: bytes) -> str:
    """What a browser's TextDecoder("x-user-defined") makes of bytes (WHATWG Encoding,
    x-user-defined decoder: a byte below 0x80 is its code point, any other byte b is
    U+F780 + b - 0x80)."""
    return "".join(chr(b) if b < 0x80 else chr(0xF780 + b - 0x80) for b in data)


@pytest.mark.parametrize("byte", range(256))
def test_user_defined_bytes_every_byte(byte: int) -> None:
    text = chr(byte) if byte < 0x80 else chr(0xF780 + byte - 0x80)
    assert user_defined_bytes(text) == bytes([byte])


def test_user_defined_bytes_all_at_once() -> None:
    every = bytes(range(256))
    assert user_defined_bytes(_x_user_defined(every)) == every
    assert user_defined_bytes(_x_user_defined(every[::-1] * 3)) == every[::-1] * 3


def test_user_defined_bytes_300_kb() -> None:
    rng = random.Random(20)
    # text-like runs and raw bytes mixed: ASCII lines, umlauts in Windows-1252 and UTF-8,
    # 0xEF (the byte the decoding splits at) and every other byte
    pieces = [b"001    1 m    M\xfcller, J\xfcrgen", "Wei\u00df".encode(), b"\xef\xbb\xbf",
              b"\xef", b"\x00\x80\xff", bytes(range(256))]
    grown = bytearray()
    while len(grown) < 300 * 1024:
        if rng.random() < 0.5:
            grown += rng.choice(pieces)
        else:
            grown += bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))
    data = bytes(grown)
    assert user_defined_bytes(_x_user_defined(data)) == data


@pytest.mark.parametrize("name, data", events()[:2] + [events()[-1]],
                         ids=["swiss.trf", "norm_gm.trf", "swt"])
def test_file_through_the_browser_reads_the_same(name: str, data: bytes) -> None:
    # the page hands a file's bytes over as x-user-defined text (elo.web.calculator.files)
    crossed = user_defined_bytes(_x_user_defined(data))
    assert players(read_tournament(crossed)) == players(read_tournament(data))


def _message(key: str, **params: object) -> str:
    return TEXTS["en"]["error-" + key].format(**params)


def test_problem_messages() -> None:
    event = read_tournament((EVENTS / "bad_lines.trf").read_bytes())
    said = dict(((p["line"], p["message"]) for p in tournament_dict(event, rate_tournament(event))[
        "problems"]))
    assert said[5] == _message("tournament_disagree", round=2, other=7)
    assert said[10] == _message("trf_rank", columns="5\u20138", text="abcd")
    assert said[11] == _message("trf_rating", columns="49\u201352", text="19x0", rank=6)
    assert said[12] == _message("trf_round", round=2, columns="102\u2013109", text="3 w X",
                                rank=7)
    assert said[13] == _message("trf_twice", rank=2)


def elo(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "elo", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def test_command_line_json_is_the_engines() -> None:
    path = EVENTS / "swiss.trf"
    done = elo("tournament", str(path), "--k", "6=40", "--index", "6=3", "--end", "2026-07-01",
               "--json")
    assert done.returncode == 0, done.stderr
    tournament = read_tournament(path.read_bytes())
    wanted = tournament_dict(tournament, rate_tournament(tournament, {6: 40}, {6: 3}, "2026-07-01"),
                             "2026-07-01")
    assert json.loads(done.stdout) == json.loads(json.dumps(wanted))


def test_command_line_table() -> None:
    done = elo("tournament", str(EVENTS / "norm_gm.trf"))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "Norm check 7 of 9 (2025-06-01 to 2025-06-09, 9 rounds, 10 players)"
    siegel = [line for line in lines if "Siegel, Sven" in line]
    assert len(siegel) == 1 and siegel[0].endswith("GM IM")


@pytest.mark.parametrize("name, key", [("tournament/empty.trf", "file_empty"),
                                       ("tournament/binary.trf", "tournament_format"),
                                       ("tournament/no_trf.trf", "tournament_format"),
                                       ("tournament/no_players.trf", "trf_no_players"),
                                       # SOURCES.md: SwissChess's empty files
                                       ("real/Individual-Dummy.SWT", "swt_no_players"),
                                       ("real/Team-Dummy.SWT", "swt_team")])
def test_command_line_refuses(name: str, key: str) -> None:
    done = elo("tournament", str(FIXTURES / name))
    assert done.returncode == 2
    assert _message(key) in done.stderr
    assert "Traceback" not in done.stderr
