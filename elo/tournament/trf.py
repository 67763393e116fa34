"""FIDE's Tournament Report File, TRF16 and TRF26 (docs/rules/trf.md): text, one record a
line, the first three characters saying what the line is.

Player lines ("001") have fixed columns, counted from 1: start rank 5-8, sex 10, title
11-13, name 15-47, FIDE rating 49-52, federation 54-56, FIDE id 58-68, birth date
70-79, points 81-84, rank 86-89, then from column 92 ten columns a round: the opponent's
start rank (4), a blank, the colour, a blank, the result. TRF26's national rating lines
have the same layout, opened by a federation's code ("GER"), the national rating in
columns 49-52. Real files stray: a name longer than its columns pushes the rest along,
dates come in several forms, trailing blanks are cut off. A field that cannot be read is
named with its line, its columns and what was expected; the player is kept with that
field marked (Player.unread): without the rating, or without the round. Only a line
without a start rank, which no one could be looked up by, is left out, and said so.

National rating lines are what they are: the German federation's (GER) gives the DWZ;
every other federation's rating is kept as that federation's (Player.nationals) and
never rated as a DWZ. The file's text is kept (Tournament.source) so that it is written
back as it came (elo.tournament.trf_out).

What the header announces is held against what the file holds (docs/rules/papers.md,
"Reading a TRF as it is"): fewer player lines than 062, fewer rounds than 142, XXR (the
pairing engines' extension) or the 132 line's dates, and a last line shorter than its own
fields (a download cut off) are named (model.INCOMPLETE). A cut last line never becomes a
player, nor its national rating a rating.

Such a file is still read and rated, not refused: the reader cannot tell a download cut
off from a file exported before the tournament ended (rounds short) or a header its
program wrote wrongly, and refusing would leave the arbiter nothing where the players
the file does hold are rated right. What must not happen is a file short of itself
rated as if it were whole: so the tournament says it (Tournament.complete, incomplete()),
and the command line and the JSON put it first, before any figure.
"""

from elo.files.decoding import UTF8, windows_1252
from elo.tournament.budget import games_of, too_large
from elo.tournament.dates import iso_date, round_dates
from elo.tournament.model import NationalRating, Player, Problem, Source, Tournament
from elo.tournament.timecontrol import time_control_of
from elo.tournament.trf_line import (DWZ_FEDERATION, ROUNDS_FROM, columns, name_shift,
                                     read_player, whole_number)
from elo.tournament.trf_write import write_trf

__all__ = ["read_trf", "is_trf", "write_trf", "TrfReader", "trf_lines", "ARBITER",
           "DWZ_FEDERATION"]

#: The columns every player line writes (to the end of the points, 81-84), and a national
#: rating line (to the end of the rating, 49-52): a last line shorter is cut off.
_PLAYER_FIELDS = 84
_NATIONAL_FIELDS = 52
#: The header lines that say the time control, in the order they are written back.
_TIME_FIELDS = ("092", "122", "222")
#: The chief arbiter's line, kept as it stands for the printout's header.
ARBITER = "102"
#: The bytes of a file's beginning that is_trf looks at: 200 lines of header and players.
_HEAD = 200 * 120
#: The codes of lines no federation opens: the pairing engines' XX lines, TRF26's BB.
_NOT_FEDERATIONS = ("XX", "BB")


def is_trf(data: str | bytes) -> bool:
    """Whether a file's text, or its first bytes, look like a TRF: a player line "001" or
    the name line "012" among its first lines."""
    text = data if isinstance(data, str) else windows_1252(bytes(data[:_HEAD]))
    for line in text.replace("\r", "\n").split("\n")[:200]:
        if line.startswith("001 ") or line.startswith("012 "):
            return True
    return False


class TrfReader:
    """A TRF read some lines at a time (`add`), or some bytes at a time (`feed`), then
    `finish()`: the page reads a large file in tasks it answers between. With `most`
    (the page's elo.tournament.budget.PAGE_GAMES), a file of more games is refused as
    soon as its header says so, or its lines hold more: InputError
    "tournament_too_large"."""

    def __init__(self, most: int | None = None) -> None:
        self.most = most
        self.held = 0  # the rounds of the players read
        self.rest = b""  # feed's bytes of a line not yet whole
        self.tournament = Tournament("trf")
        self.national: list[tuple[int, str]] = []
        self.number = 0  # lines read
        self.player_lines = 0  # 001 lines, read or not
        self.players_line = 0  # the 062 line
        self.said_rounds: list[tuple[int, str, int]] = []  # (rounds, field, line)
        # the last line that is not blank: (number, text, what it made: a Player, a
        # Problem, "national" or None); and the fewest columns of the player lines and
        # of the national lines before the latest of each (a cut line is shorter)
        self.last: tuple[int, str, object] | None = None
        self.fields = {"001": [0, 0], "national": [0, 0]}  # [fewest before, latest]
        self.widths: dict[int, int] = {}  # each player line's columns, by start rank

    def _seen(self, kind: str, width: int) -> None:
        fields = self.fields[kind]
        if fields[1]:
            fields[0] = min(fields[0], fields[1]) if fields[0] else fields[1]
        fields[1] = width

    def add(self, lines: list[str]) -> None:
        tournament = self.tournament
        for line in lines:
            self.number += 1
            code = line[:3]
            if code in _TIME_FIELDS:
                tournament.header.append((code, self.number, line[4:].strip()))
            elif len(code) == 3 and code not in ("001", "012") and \
                    (code.isdigit() or code[:2] == "XX"):
                tournament.header.append((code, self.number, line[4:].rstrip()))  # written back
            if line.strip():
                # "0", "00", "001": a player line cut before its start rank
                self.last = (self.number, line, "001" if "001 ".startswith(line) else None)
            if code == "001":
                self.player_lines += 1
                self._seen("001", len(line) - name_shift(line))
                found, problems = read_player(line, self.number)
                tournament.problems += problems
                self.last = (self.number, line, found if found is not None else problems[0])
                if found is None:
                    pass
                elif found.rank in tournament.players:
                    twice = Problem(self.number, "trf_twice", rank=found.rank)
                    self.last = (self.number, line, twice)
                    tournament.problems.append(twice)
                else:
                    tournament.players[found.rank] = found
                    self.widths[found.rank] = len(line.rstrip()) - name_shift(line)
                    self.held += len(found.rounds)
                    if self.most is not None and self.held // 2 > self.most:
                        raise too_large(len(tournament.players), max(
                            [len(p.rounds) for p in tournament.players.values()]))
            elif code == "012":
                tournament.name = line[4:].strip()
                tournament.header.append(("012", self.number, tournament.name))
            elif code == "022":
                tournament.city = line[4:].strip()
            elif code == "042":
                tournament.start = iso_date(line[4:])
            elif code == "052":
                tournament.end = iso_date(line[4:])
            elif code == "062":
                tournament.announced_players = whole_number(line[4:])
                self.players_line = self.number
                self._budget()
            elif code == "142" or code == "XXR":
                said = whole_number(line[4:])
                if said:
                    self.said_rounds.append((said, code, self.number))
                    self._budget()
            elif code == "132":
                dates = [part for part in line[4:].split() if part[:1].isdigit()]
                if dates:
                    tournament.round_dates = round_dates(line)
                    self.said_rounds.append((len(dates), "132", self.number))
                    self._budget()
            elif len(code) == 3 and code.isalpha() and code.isupper() and \
                    code[:2] not in _NOT_FEDERATIONS and line[3:4] == " " and \
                    (not line[4:8].strip() or whole_number(line[4:8]) is not None):
                if len(line) >= _NATIONAL_FIELDS:  # TRF16 annex, TRF26: a federation's line
                    self.national.append((self.number, line))
                    self._seen("national", len(line) - name_shift(line))
                self.last = (self.number, line, "national")  # shorter: cut before its rating

    def _budget(self) -> None:
        """A header that announces more games than `most` refused at once."""
        players = self.tournament.announced_players
        if self.most is None or not players or not self.said_rounds:
            return
        rounds = max([said for said, _, _ in self.said_rounds])
        if games_of(players, rounds) > self.most:
            raise too_large(players, rounds)

    def feed(self, data: bytes, last: bool = False) -> None:
        """Some of the file's bytes, in order (the page reads a large file a slice at a
        time, never its whole text at once): its whole lines read (each UTF-8, else
        Windows-1252), the bytes of a line not yet whole kept for the next; `last` for
        the file's last bytes. A line's encoding is its own, where the whole text's
        reading (elo.tournament.trf_text) takes one for every line."""
        data = self.rest + data
        if not last and data.endswith(b"\r"):
            self.rest, data = b"\r", data[:-1]  # its LF may begin the next piece
        else:
            self.rest = b""
        if b"\r" in data:
            data = data.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
        pieces = data.split(b"\n")
        if not last:
            self.rest = pieces.pop() + self.rest
        lines = []
        for piece in pieces:
            try:
                lines.append(piece.decode("utf-8"))
            except UnicodeError:
                lines.append(windows_1252(piece))
        if lines and self.number == 0 and lines[0].startswith("\ufeff"):
            lines[0] = lines[0][1:]  # a byte order mark
        self.add(lines)

    def _cut(self) -> bool:
        """Whether the last line is cut off, shorter than its own fields: it stops before
        the columns every line of its kind writes (the other lines' fewest), inside a
        round (an opponent without a colour, or without the result his opponent's line
        has), or before rounds his opponents' lines say he played."""
        assert self.last is not None
        number, line, found = self.last
        if found == "001":
            return True
        width = len(line) - name_shift(line)
        kind = "national" if found == "national" else "001"
        fewest = self.fields[kind][0]
        least = _NATIONAL_FIELDS if kind == "national" else _PLAYER_FIELDS
        if width < (min(fewest, least) if fewest else least):
            return True
        if kind == "national" or not isinstance(found, Player):
            return False
        body = line.rstrip()[ROUNDS_FROM + name_shift(line):]
        if body and len(body) % 10 not in (8, 9, 0):  # the last round stops early
            block = body[len(body) - len(body) % 10:]
            opponent = whole_number(block[:4])
            if opponent and (len(block) < 6 or self._theirs(opponent, found.rank,
                                                            (len(body) + 9) // 10)):
                return True
        for other in self.tournament.players.values():
            for played in other.rounds[len(found.rounds):]:
                if played.opponent == found.rank and other is not found:
                    return True
        return False

    def _cut_inside(self) -> None:
        """Player lines before the last that are cut short, named, the player kept with
        what his line holds: a line that stops before the points (column 84) where the
        other lines do not, or before rounds his opponents' lines say he played."""
        players = self.tournament.players
        widths = sorted(self.widths.values())
        last = self.last[2] if self.last is not None else None
        said: dict[int, list[tuple[int, int]]] = {}  # by rank: (round, line) others say
        for other in players.values():  # once, not once a player: 300 lines on the page
            for played in other.rounds:
                if played.opponent is not None and played.result != "":
                    said.setdefault(played.opponent, []).append((played.number, other.line))
        for rank in self.tournament.ranks():
            player = players[rank]
            width = self.widths.get(rank)
            if width is None or player is last:
                continue
            others = widths[1] if width == widths[0] and len(widths) > 1 else widths[0]
            beyond = [item for item in said.get(rank, []) if item[0] > len(player.rounds)]
            if width < min(others, _PLAYER_FIELDS):
                self.tournament.problems.append(Problem(player.line, "trf_line_short",
                                                        column=width, rank=rank))
            elif beyond:
                number, line = min(beyond)  # the earliest, whatever the dict's order
                self.tournament.problems.append(Problem(
                    player.line, "trf_line_rounds", column=width, rank=rank, round=number,
                    other=line))

    def _theirs(self, opponent: int, rank: int, number: int) -> bool:
        """Whether the opponent's line has a result for round `number` against `rank`."""
        other = self.tournament.players.get(opponent)
        if other is None or number > len(other.rounds):
            return False
        played = other.rounds[number - 1]
        return played.opponent == rank and played.result != ""

    def _drop_cut(self) -> Problem | None:
        """The last line left out where it is cut off; the problem that names it."""
        tournament = self.tournament
        if self.last is None or self.last[2] is None or not self._cut():
            return None
        number, _, found = self.last
        if isinstance(found, Player) and tournament.players.get(found.rank) is found:
            del tournament.players[found.rank]
        # what the cut line's fields could not give is the cut itself
        tournament.problems = [problem for problem in tournament.problems
                               if problem.line != number]
        if found == "national":
            self.national = [item for item in self.national if item[0] != number]
        elif found != "001":
            self.player_lines -= 1
        return Problem(number, "trf_cut", last=number)

    def _short(self) -> None:
        """Players and rounds fewer than the header announces, named."""
        tournament = self.tournament
        announced = tournament.announced_players
        if announced and self.player_lines < announced:
            tournament.problems.append(Problem(self.players_line, "trf_players_missing",
                                               announced=announced, found=self.player_lines))
        if self.said_rounds:
            said, field, line = self.said_rounds[0]
            for item in self.said_rounds[1:]:
                if item[0] > said:
                    said, field, line = item
            tournament.announced_rounds = said
            found = tournament.rounds_in_file()
            # a start list (no round paired yet) lacks nothing a rating needs
            if 0 < found < said:
                tournament.problems.append(Problem(line, "tournament_rounds_missing",
                                                   announced=said, found=found, header=field))

    def finish(self) -> Tournament:
        tournament = self.tournament
        cut = self._drop_cut()
        for number, line in self.national:
            self._national(number, line)
        self._short()
        if cut is not None:
            tournament.problems.append(cut)
        self._cut_inside()
        tournament.rounds = max([tournament.announced_rounds or 0,
                                 tournament.rounds_in_file()])
        tournament.time_control = time_control_of(tournament.header)
        if not tournament.players:
            tournament.problems.append(Problem(0, "trf_no_players"))
        return tournament


    def _national(self, number: int, line: str) -> None:
        """A national rating line: the German federation's is the player's DWZ, every
        other federation's is kept as that federation's rating (TRF16 annex, TRF26:
        federation 1-3, start rank 5-8, rating 49-52, national id 58-68)."""
        players = self.tournament.players
        shift = name_shift(line)  # a long name pushes the rating as in a player line
        federation, rank = line[:3], whole_number(line[4:8])
        rating_text = line[48 + shift:52 + shift].strip()
        if rank not in players:
            self.tournament.problems.append(Problem(number, "trf_national_rank",
                                                    federation=federation,
                                                    text=line[4:8].strip()))
            return
        rating = int(rating_text) if rating_text.isdigit() and int(rating_text) else None
        if rating_text and not rating_text.isdigit():
            self.tournament.problems.append(Problem(
                number, "trf_national_rating", columns=columns(49 + shift, 52 + shift),
                text=rating_text, federation=federation, rank=rank))
        player = players[rank]
        player.nationals.append(NationalRating(federation, rating,
                                               line[57 + shift:68 + shift].strip(), number))
        if federation == DWZ_FEDERATION and rating:
            player.dwz = rating


def trf_lines(text: str) -> list[str]:
    """A TRF's lines, whatever its line ends."""
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def read_trf(text: str, encoding: str = UTF8, bom: bool = False) -> Tournament:
    """The Tournament a TRF text holds, the text kept to be written back as it came:
    read in `encoding`, after a byte order mark where `bom`."""
    reader = TrfReader()
    reader.add(trf_lines(text))
    tournament = reader.finish()
    tournament.source = Source(text, encoding, bom)
    return tournament
