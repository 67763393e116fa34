"""How large a tournament the page takes: its MicroPython reads and rates a file in
tasks, and what a tournament costs grows with its games (a player's round each).

Measured on the page's MicroPython under Node, its heap grown on demand and collected
between tasks as on the page (tests/mpy/heap.mjs with tests/mpy/trf_memory_main.py, a
generated legal TRF, tests/trf_big.py), 2 December 2026:
- reading keeps about 240 bytes a player and 52 a round of his (a Round object);
- rating every player, the results kept as the page keeps them, about 200 more a round
  (each game's line and FIDE's figures, which the page shows);
- 4096 players and 24 rounds (49,152 games): reading 4 s, 6.1 MB; rating 13 s, 26 MB;
- 4096 players and 500 rounds, a legal 20.8 MB file (elo.files.MAX_BYTES is 20 MiB):
  reading alone kept 107.6 MB and took 19 minutes of one core.
The MemoryError of such a file comes before its reading, when its text is handed over in
one piece: the runtime adds heap only about as large as it has (a fresh page's 1 MiB took
0.9 MB in one piece and not 1 MB), and the text, its bytes and its lines are copies of
20 MB each.

So the page takes up to PAGE_GAMES games (players x rounds / 2): the largest opens (3000
players and 11 rounds are 16,500 games) three times over, in under 20 s and 30 MB. A
larger file it refuses at once, from the file's first bytes and its size (check_page),
before it reads it; the command line, which has no such limit, rates it.
"""

from elo.errors import InputError
from elo.files.decoding import windows_1252
from elo.tournament.swt import is_swt

__all__ = ["PAGE_GAMES", "PAGE_BYTES", "HEAD_BYTES", "check_page", "games_of", "too_large"]

#: The most games (players x rounds / 2) the page reads and rates.
PAGE_GAMES = 50000
#: A file that says neither its players nor its rounds (062, 142, XXR, 132): the most
#: bytes; a player's round takes 10 columns, so this many hold about PAGE_GAMES games.
PAGE_BYTES = 1000000
#: The file's first bytes check_page needs: a TRF's header, a SwissChess file's.
HEAD_BYTES = 8192


def games_of(players: int, rounds: int) -> int:
    return players * rounds // 2


def too_large(players: int, rounds: int) -> InputError:
    """The error of a tournament of so many players and rounds, beyond PAGE_GAMES."""
    return InputError("file", "tournament_too_large", players=players, rounds=rounds,
                      games=games_of(players, rounds), most=PAGE_GAMES)


def _trf_head(head: bytes) -> tuple[int | None, int | None]:
    """(players, rounds) a TRF's first lines announce: 062; the most of 142, XXR and the
    132 line's dates (elo.tournament.trf reads them so), else the most rounds of the
    player lines among them (a TRF16 file may say its rounds nowhere)."""
    players = rounds = None
    held = 0
    for line in windows_1252(head).replace("\r", "\n").split("\n")[:-1]:  # whole lines
        code, text = line[:3], line[4:].strip()
        if code == "062" and text.isdigit():
            players = int(text)
        elif code in ("142", "XXR") and text.isdigit():
            rounds = max(rounds or 0, int(text))
        elif code == "132":
            dates = len([part for part in text.split() if part[:1].isdigit()])
            rounds = max(rounds or 0, dates) or rounds
        elif code == "001":
            held = max(held, (len(line.rstrip()) - 91 + 9) // 10)
    return players, rounds if rounds is not None else held or None


def check_page(head: bytes, size: int) -> None:
    """Raises an InputError ("tournament_too_large", or "tournament_too_large_size" for
    a file that says neither its players nor its rounds) for a file the page does not
    take: `head` its first HEAD_BYTES bytes (or all), `size` its bytes. Cheap: the page
    asks before it reads the file."""
    players: int | None
    rounds: int | None
    if is_swt(head):
        players, rounds = head[7] | head[8] << 8, head[1]  # general data [4] and [1]
    else:
        players, rounds = _trf_head(head)
    if players is not None and rounds is not None:
        if games_of(players, rounds) > PAGE_GAMES:
            raise too_large(players, rounds)
    elif size > PAGE_BYTES:
        raise InputError("file", "tournament_too_large_size",
                         megabytes=(size + 999999) // 1000000, most=PAGE_BYTES // 1000000)
