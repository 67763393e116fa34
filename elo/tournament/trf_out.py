"""A tournament written back as TRF (`elo tournament --trf OUT`, the page's
#event-export-trf): a TRF file as it came, byte for byte, but for what was asked to change;
any other tournament (a SwissChess file) written anew (elo.tournament.trf_write).

What a TRF file says is its own: its encoding and byte order mark, its line ends, its
spacing, its ruler and comment lines, its points column (a file may give 2.0 for a bye),
its national rating lines. Each is kept as it came (Tournament.source). The one thing the
calculator lets a user change in a tournament is a result (Tournament.set_result, which
sets both players' lines): that round's result column, and then only then the points
column of the lines whose results changed, by what the changed results add or take away,
are written anew. Every other column stays as the file has it.

Pure: the page downloads or keeps what this returns, the command line writes it.
"""

from elo.files.decoding import CP1252, windows_1252_bytes
from elo.tournament.model import SCORES
from elo.tournament.trf_line import POINTS, ROUNDS_FROM, name_shift, read_points, read_round
from elo.tournament.trf_write import write_trf
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.tournament.model import Player, Tournament

__all__ = ["trf_out", "trf_bytes", "source_lines"]

#: Where a round's result stands in its ten columns (opponent 4, blank, colour, blank).
_RESULT_AT = 7


def source_lines(text: str) -> list[tuple[str, str]]:
    """(line, its end) of a text, split where elo.tournament.trf.trf_lines splits it (LF,
    CR LF or CR), so that the n-th is the file's line n; the last line's end is ""."""
    pieces = text.split("\n")
    found = []
    for index, piece in enumerate(pieces):
        end = "\n" if index < len(pieces) - 1 else ""
        if end and piece.endswith("\r"):
            piece, end = piece[:-1], "\r\n"
        if "\r" in piece:  # old Macintosh line ends
            parts = piece.split("\r")
            found += [(part, "\r") for part in parts[:-1]]
            piece = parts[-1]
        found.append((piece, end))
    return found


def _points_text(points: int, width: int, comma: bool) -> str:
    """Points in hundredths as a points column writes them ("4.5"), right-aligned."""
    written = "%d%s%d" % (points // 100, "," if comma else ".", 5 if points % 100 else 0)
    return " " * (width - len(written)) + written


def _rewritten(line: str, player: "Player") -> str:
    """A player line with the results that changed written anew (a result's column), and
    where they did, its points column by what they add or take away."""
    shift = name_shift(line)
    added, chars = 0, None
    for index, played in enumerate(player.rounds):
        start = ROUNDS_FROM + shift + index * 10
        was = read_round(index + 1, line[start:start + 8])
        if was is None or was.result == played.result:
            continue  # unchanged, or a round the file did not give (named when read)
        if chars is None:
            chars = list(line)
        at = start + _RESULT_AT
        chars += [" "] * (at + 1 - len(chars))
        chars[at] = played.result or " "
        added += SCORES[played.result] - SCORES[was.result]
    if chars is None:
        return line
    if added:
        first, last = POINTS[0] + shift, POINTS[1] + shift
        column = "".join(chars[first:last])
        points = read_points(column)
        if points is not None:  # a file that gives no points is not given any
            chars[first:last] = list(_points_text(points + added, last - first, "," in column))
    return "".join(chars).rstrip() if line == line.rstrip() else "".join(chars)


def trf_out(tournament: "Tournament") -> str:
    """The tournament as TRF text: a TRF's own text with the results changed since it was
    read (its line ends as they were); another tournament's written anew."""
    source = tournament.source
    if source is None:
        return write_trf(tournament)
    lines = source_lines(source.text)
    for rank in tournament.ranks():
        player = tournament.players[rank]
        if 0 < player.line <= len(lines):
            line, end = lines[player.line - 1]
            lines[player.line - 1] = (_rewritten(line, player), end)
    return "".join(line + end for line, end in lines)


def trf_bytes(tournament: "Tournament") -> bytes:
    """trf_out's text as the file's bytes: in the encoding it was read in, after the byte
    order mark it had (a tournament written anew: UTF-8)."""
    text = trf_out(tournament)
    source = tournament.source
    if source is None:
        return text.encode("utf-8")
    data = windows_1252_bytes(text) if source.encoding == CP1252 else text.encode("utf-8")
    return b"\xef\xbb\xbf" + data if source.bom else data
