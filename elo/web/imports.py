"""Games read from a file or pasted, turned into tournament rows. Pure: the page reads the
file in the browser and hands the text here."""

from elo.files import games_of, players, read_csv, read_lines, read_pgn
from elo.web.state import Row

__all__ = ["Imported", "read_file", "rows_for_player", "pasted_rows"]

_SCORES = {100: "1", 50: "0.5", 0: "0"}


class Imported:
    """What a file gave: rows, the player's rating if the file says, the players to
    choose from (PGN with several), and the rows whose opponent has no rating."""

    __slots__ = ("rows", "rating", "players", "missing", "games")

    def __init__(self, rows, rating=None, players=(), missing=(), games=None):
        self.rows = rows
        self.rating = rating
        self.players = players
        self.missing = missing
        self.games = games


def _rows(entries):
    rows = [Row("" if e.opponent is None and e.missing_rating else
                "-" if e.opponent is None else str(e.opponent), _SCORES[e.score],
                second="" if e.second is None else str(e.second))
            for e in entries]
    missing = [(number, e.name, e.round) for number, e in enumerate(entries, 1)
               if e.missing_rating]
    return rows, missing


def is_pgn(name, data):
    """Whether a file is PGN: by its name, or by "[" first after a BOM and blank lines.

    `data` is the file's text (the page) or bytes (the command line). The BOM is not
    among lstrip's characters: MicroPython strips byte by byte and would cut U+FFFD, which
    a browser puts for each byte that is not UTF-8, into an invalid string.
    """
    if name.lower().endswith(".pgn"):
        return True
    if isinstance(data, str):
        if data.startswith("\ufeff"):
            data = data[1:]
        return data.lstrip(" \r\n\t").startswith("[")
    return bytes(data).lstrip(b"\xef\xbb\xbf \r\n\t").startswith(b"[")


def read_file(name, text):
    """A file's rows; for a PGN with several players, those of the player with the most
    games, and the list to choose another from."""
    if not is_pgn(name, text):
        rows, missing = _rows(read_csv(text))
        return Imported(rows, missing=missing)
    games = read_pgn(text)
    names = [player for player, _ in players(games)]
    return rows_for_player(games, names[0] if names else "", names)


def rows_for_player(games, player, names=()):
    rating, entries = games_of(games, player)
    rows, missing = _rows(entries)
    return Imported(rows, rating, names, missing, games)


def pasted_rows(text):
    """Rows from pasted "rating result" lines."""
    return _rows(read_lines(text))[0]
