"""A large tournament file on the page's MicroPython heap (elo.tournament.budget): what
reading and rating keep per player and per round, measured as the page runs (its heap
grown on demand, collected between tasks: tests/mpy/heap.mjs), and the page's refusal of
a file beyond its budget, said from the file's first bytes at once.

The file is generated, never kept (tests/trf_big.py): a legal TRF of 4096 players and
500 rounds is 20.8 MB, within the 20 MiB any file may be (elo.files.MAX_BYTES)."""

import json
import subprocess
from pathlib import Path

import pytest

import trf_big
from elo.errors import InputError
from elo.files.decoding import MAX_BYTES
from elo.messages import message
from elo.tournament import read_tournament
from elo.tournament.budget import HEAD_BYTES, PAGE_BYTES, PAGE_GAMES, check_page
from elo.tournament.model import Tournament
from elo.tournament.trf import TrfReader, read_trf
from helpers import FIXTURES, ROOT, TESTS, JsonObject

#: The legal 20 MB file: several thousand players, and rounds to fill the size.
BIG = (4096, 500)


def heap(driver: str, given: dict[str, object], tmp_path: Path) -> JsonObject:
    """tests/mpy/heap.mjs with `driver` and `given` as its page_text: the JSON it prints."""
    if not (ROOT / "node_modules" / "@micropython").exists():
        pytest.fail("node_modules is missing: run `npm ci` (make test does)")
    path = tmp_path / "given.json"
    path.write_text(json.dumps(given))
    done = subprocess.run(["node", str(TESTS / "mpy" / "heap.mjs"),
                           str(TESTS / "mpy" / driver), str(path)],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    found: JsonObject = json.loads(done.stdout)
    return found


def test_the_generated_file_is_legal_and_as_large_as_a_file_may_be() -> None:
    text = trf_big.big_trf(*BIG)
    assert 20 * 1000 * 1000 < len(text.encode()) <= MAX_BYTES
    event = read_trf(trf_big.big_trf(64, 20))  # the same lines, fewer: read as they are
    assert event.complete and event.problems == [] and len(event.players) == 64
    player = event.players[5]
    assert player.points == sum(played.score for played in player.rounds)


def test_what_reading_and_rating_keep_on_the_pages_heap(tmp_path: Path) -> None:
    # 512 players and 11 rounds (2816 games): reading kept 812 bytes a player here, 240
    # and 53 a round; rating 2650 more. A bound well above, so a player's or a round's
    # cost growing shows; budget.py's figures are these.
    players, rounds = 512, 11
    found = heap("trf_memory_main.py", {"players": players, "rounds": rounds, "rate": True},
                 tmp_path)
    assert (found["players"], found["rounds"], found["problems"]) == (players, rounds, 0)
    read = (found["read"] - found["before"]) / players
    rated = (found["rated"] - found["read"]) / players
    assert 240 + 11 * 53 <= read * 1.25 and read <= 1200, read
    assert rated <= 4000, rated


def test_the_page_refuses_the_20_mb_file_from_its_first_bytes(tmp_path: Path) -> None:
    found = heap("page_check_main.py", {"players": BIG[0], "rounds": BIG[1]}, tmp_path)
    assert found["size"] == len(trf_big.big_trf(*BIG).encode())
    assert found["check"] == found["reader"] == "tournament_too_large"
    assert found["check_ms"] < 1000 and found["reader_ms"] < 1000


def test_a_file_within_the_budget_is_taken(tmp_path: Path) -> None:
    found = heap("page_check_main.py", {"players": 4096, "rounds": 11}, tmp_path)
    assert found["check"] is None and found["reader"] is None


def test_the_message_says_players_rounds_and_games() -> None:
    head = trf_big.big_trf(64, 20).encode()[:200]
    lines = "\n".join(trf_big.header(*BIG)) + "\n"
    with pytest.raises(InputError) as raised:
        check_page(lines.encode(), 20 * 1000 * 1000)
    assert raised.value.code == "tournament_too_large"
    assert message(raised.value, "en") == (
        "Too large for the page: 4096 players and 500 rounds, 1,024,000 games; the page "
        "rates up to 50,000. The command line rates it: elo tournament FILE.")
    check_page(head, len(head))  # 64 x 20: 640 games


def test_games_are_players_by_rounds_halved_at_the_edge() -> None:
    # 100 players and 1000 rounds are PAGE_GAMES exactly: taken; one round more is not
    check_page(b"062 100\n142 %d\n" % (2 * PAGE_GAMES // 100), 10 ** 7)
    with pytest.raises(InputError):
        check_page(b"062 100\n142 %d\n" % (2 * PAGE_GAMES // 100 + 1), 10 ** 7)


def test_a_file_that_says_no_size_is_bound_by_its_bytes() -> None:
    head = b"012 No header\n001    1 m    Abel, Arno\n"
    check_page(head, PAGE_BYTES)
    with pytest.raises(InputError) as raised:
        check_page(head, PAGE_BYTES + 1)
    assert raised.value.code == "tournament_too_large_size"
    assert raised.value.params == {"megabytes": 2, "most": 1}


def test_rounds_said_nowhere_are_the_player_lines_rounds() -> None:
    # TRF16 without 142 or 132 dates (as tests/samples' FIDE example): the rounds of the
    # lines among the first bytes; 4096 players of 30 rounds are 61,440 games
    lines = [line for line in trf_big.header(4096, 30) if line[:3] != "142"]
    head = "\n".join(lines + trf_big.big_lines(4096, 30, 0, 3)) + "\n"
    with pytest.raises(InputError) as raised:
        check_page(head.encode(), 4096 * 400)
    assert (raised.value.params["players"], raised.value.params["rounds"]) == (4096, 30)


def test_a_swisschess_files_players_and_rounds() -> None:
    from swt_writer import swt_bytes

    spec = {"version": 883, "name": "Gross", "rounds": 200, "players": [
        {"id": n, "name": "P%d" % n, "pairings": []} for n in range(1, 3)]}
    data = bytearray(swt_bytes(spec))
    data[7], data[8] = 0x00, 0x04  # 1024 players said in the general data
    with pytest.raises(InputError):
        check_page(bytes(data[:HEAD_BYTES]), len(data))


def test_the_readers_limit_comes_from_the_header_before_any_player() -> None:
    lines = trf_big.header(*BIG)
    reader = TrfReader(PAGE_GAMES)
    with pytest.raises(InputError) as raised:
        reader.add(lines)
    assert raised.value.params["players"] == 4096 and reader.tournament.players == {}


def test_the_readers_limit_counts_what_it_reads_without_a_header() -> None:
    reader = TrfReader(PAGE_GAMES)
    with pytest.raises(InputError):
        for first in range(0, 4096, 60):
            reader.add(trf_big.big_lines(4096, 30, first, 60))  # 61,440 games
    assert 3000 < len(reader.tournament.players) < 4096


# the file a slice at a time (TrfReader.feed), as the page can read one


def _fed(data: bytes, size: int) -> Tournament:
    reader = TrfReader()
    for start in range(0, len(data), size):
        reader.feed(data[start:start + size])
    reader.feed(b"", last=True)
    return reader.finish()


def _same(one: Tournament, other: Tournament) -> bool:
    def seen(event: Tournament) -> tuple[object, ...]:
        return ([(p.code, p.line, p.params) for p in event.problems],
                {rank: (p.name, p.rating, p.dwz, p.line,
                        [(r.number, r.opponent, r.colour, r.result) for r in p.rounds])
                 for rank, p in event.players.items()},
                (event.name, event.rounds, event.time_control.kind))
    return seen(one) == seen(other)


@pytest.mark.parametrize("name", ["swiss.trf", "bad_lines.trf", "cut_off.trf",
                                  "unfinished.trf", "long_name.trf"])
@pytest.mark.parametrize("size", [1, 2, 7, 100, 4096])
def test_slices_read_as_the_whole_text(name: str, size: int) -> None:
    data = (FIXTURES / "tournament" / name).read_bytes()
    assert _same(_fed(data, size), read_tournament(data))


@pytest.mark.parametrize("size", [1, 3, 64])
def test_slices_with_crlf_a_bom_and_windows_1252(size: int) -> None:
    text = (FIXTURES / "tournament" / "swiss.trf").read_text(encoding="utf-8").replace(
        "Aurel, Magnus", "M\u00fcller, J\u00fcrgen")
    whole = read_tournament(text.encode("cp1252"))
    for data in (text.replace("\n", "\r\n").encode("utf-8-sig"),
                 text.encode("cp1252"), text.replace("\n", "\r").encode("utf-8")):
        assert _same(_fed(data, size), whole)
