"""Reading games from files a player already has: CSV, PGN tag pairs, pasted lines.

Pure text in, entries out; the page reads the file in the browser (never uploaded) and
the command line reads it from disk, and both call these. python-chess does not run on
MicroPython, so the PGN reader here reads the tag pairs only: that is all a rating needs.
Every problem names its line.

One module per concern: decoding (a file's bytes or text to text and lines), csv (CSV and
pasted lines), pgn (PGN tag pairs, one player's games), player_counts (the players of PGN
games), reading (what the readers share). Names with an underscore are shared among these
modules only; this one re-exports the public names.
"""

from elo.files.csv import CsvReader, read_csv, read_lines
from elo.files.decoding import MAX_BYTES, opening
from elo.files.pgn import RATING_TAGS, PgnReader, games_of, read_pgn
from elo.files.player_counts import count_players, players, ranked
from elo.files.reading import Entry

__all__ = ["Entry", "read_csv", "read_lines", "read_pgn", "CsvReader", "PgnReader", "players",
           "count_players", "ranked", "games_of", "opening", "MAX_BYTES", "RATING_TAGS"]
