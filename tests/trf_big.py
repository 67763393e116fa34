"""A large TRF that is legal (FIDE TRF16, docs/rules/trf.md), generated rather than kept:
`players` players (a power of two, at most 8192: start ranks have four columns) and
`rounds` rounds, every player paired every round, each game on both lines alike.

Round r pairs player i (from 0) with i XOR r, so no two rounds repeat a game while r is
below `players`; the colour goes by the bit that tells the two apart, the result by the
lower start rank's number. The points column says the rounds' sum up to 99.5, the most
its four columns hold. Plain Python: the page's MicroPython runs it too
(tests/mpy/trf_memory_main.py).
"""

__all__ = ["big_trf", "big_lines", "header"]

_RESULTS = ("1", "=", "0")
_OTHER = {"1": "0", "0": "1", "=": "="}
_SCORE = {"1": 2, "=": 1, "0": 0}  # half points


def header(players: int, rounds: int) -> list[str]:
    """The header lines: 062 and 142 say what the file holds."""
    return ["012 Generated open %d x %d" % (players, rounds), "022 Testhausen",
            "042 2025/01/01", "052 2025/01/31", "062 %d" % players,
            "092 Individual: Swiss-System", "122 90 min + 30 s", "142 %d" % rounds]


def _line(index: int, rounds: int) -> str:
    rank = index + 1
    blocks: list[str] = []
    half = 0
    for number in range(1, rounds + 1):
        other = index ^ number
        bit = 1
        while bit * 2 <= number:
            bit *= 2
        colour = "b" if index & bit else "w"
        low = min(rank, other + 1)
        result = _RESULTS[(low + number) % 3]
        if other + 1 < rank:
            result = _OTHER[result]
        half += _SCORE[result]
        blocks.append("%4d %s %s" % (other + 1, colour, result))
    half = min(half, 199)
    return "001 %4d m    %-33s %4d GER %11d %-10s %4s %4d  %s" % (
        rank, "Player %04d, Gen" % rank, 1400 + rank % 1000, 100000 + rank, "1990/01/01",
        "%d.%d" % (half // 2, 5 * (half % 2)), rank, "  ".join(blocks))


def big_lines(players: int, rounds: int, first: int = 0,
              count: int | None = None) -> list[str]:
    """The player lines `first` to `first + count` (all by default)."""
    end = players if count is None else min(players, first + count)
    return [_line(index, rounds) for index in range(first, end)]


def big_trf(players: int, rounds: int) -> str:
    """The whole file as text."""
    assert players & (players - 1) == 0 and players <= 8192 and rounds < players
    return "\n".join(header(players, rounds) + big_lines(players, rounds)) + "\n"
