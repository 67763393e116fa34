"""Reading games from files a player already has: CSV, PGN tag pairs, pasted lines.

Pure text in, entries out; the page reads the file in the browser (never uploaded) and
the command line reads it from disk, and both call these. python-chess does not run on
MicroPython, so the PGN reader here reads the tag pairs only: that is all a rating needs.
Every problem names its line.
"""

from elo.errors import InputError
from elo.files.decoding import _BLANKS, MAX_BYTES, _lf, _lines, _text, opening
from elo.files.reading import Entry, _digits, _Pieces
from elo.games import UNRATED
from elo.numbers import parse_score

__all__ = ["Entry", "read_csv", "read_lines", "read_pgn", "CsvReader", "PgnReader", "players",
           "count_players", "ranked", "games_of", "opening", "MAX_BYTES", "RATING_TAGS"]

# Header names by column, in the order they are tried. "Gegner"/"opponent" alone is the
# name when another column holds the rating, and the rating otherwise.
_HEADERS = (
    # an Elo column is the opponent's rating even beside a DWZ column
    ("opponent", ("elo", "opponent elo", "elo gegner", "fide")),
    ("opponent", ("rating", "elo", "wertung", "dwz", "opponent rating", "opponent elo",
                  "gegnerwertung", "elo gegner", "rtg")),
    # a DWZ column beside an Elo column: the opponent's second rating (FIDE and DWZ side
    # by side); alone, "dwz" is the opponent's rating above
    ("second", ("dwz", "dwz gegner", "gegner dwz", "opponent dwz")),
    ("score", ("score", "result", "ergebnis", "punkte", "points", "res", "pkt")),
    ("name", ("name", "opponent name", "gegnername", "opponent", "gegner", "spieler",
              "player")),
    ("round", ("round", "runde", "rd", "rnd")),
    ("opponent", ("opponent", "gegner", "opp")),
)
#: The tags a rating needs (games_of, players): all the page keeps of a large file.
RATING_TAGS = ("White", "Black", "WhiteElo", "BlackElo", "Result", "Round")
_RESULTS = {"1-0": (100, 0), "0-1": (0, 100), "1/2-1/2": (50, 50), "\u00bd-\u00bd": (50, 50)}


def _rating(text, line):
    text = text.strip(_BLANKS)
    if text in ("", UNRATED, "?", "0"):
        return None
    if not _digits(text):
        raise InputError("file", "file_line", line=line, problem=text)
    return int(text)


def _kind(line):
    """The separator a line uses: ";" (German spreadsheets) before a tab before ","
    ("1600,0,5" is ambiguous; a line with ";" decides for ";" anyway); None for none."""
    if ";" in line:
        return ";"
    if "\t" in line:
        return "\t"
    return "," if "," in line else None


class CsvReader(_Pieces):
    """CSV entries read a piece of text at a time, as PgnReader reads PGN: `feed` each
    piece in order, then `entries()`. Opponent rating and score, optionally name and
    round, with or without a header line; separated by ";", "," or tabs; decimal comma
    or point.

    A file has one separator: a line with another (or none) is refused. A file's
    problems are said in one order however it is cut into pieces: a mixed separator
    first, then the header, then the first line that cannot be read; after a problem
    the lines are only looked at for their separator.
    """

    def __init__(self):
        _Pieces.__init__(self)
        self.first = None  # the first line that is not blank: (number, line)
        self.separator = None
        self.columns = None
        self.mixed = None  # the line whose separator differs from the first line's
        self.problem = None  # the first other problem (an InputError)

    def entries(self):
        """Every entry, once the whole text has been fed; or the file's problem."""
        self._end()
        if self.first is None:
            raise InputError("file", "file_empty")
        if self.mixed is not None:
            raise InputError("file", "file_mixed", line=self.mixed)
        if self.problem is not None:
            raise self.problem
        if not self.found:
            raise InputError("file", "file_empty")
        return self.found

    def _read(self, lines):
        number = self.number
        for line in lines:
            number += 1
            if self.mixed is not None:
                continue  # the file's problem is known: the lines are only counted
            line = line.strip(_BLANKS)
            if not line:
                continue
            kind = _kind(line)
            if self.first is None:
                self._begin(number, line, kind)
                continue
            if kind != self.separator:
                # a first line without one: the first line is the one that differs
                self.mixed = number if self.separator is not None else self.first[0]
            elif self.problem is None:
                self._add(number, line)
        self.number = number

    def _begin(self, number, line, kind):
        """The first line: the separator, and a header or the first entry."""
        self.first, self.separator = (number, line), kind
        if kind is None:  # refused: said at the end, as the first line, or as mixed
            self.problem = InputError("file", "file_line", line=number, problem=line)
            return
        self.columns = {"opponent": 0, "score": 1, "name": 2, "round": 3}
        first = [cell.lower() for cell in _cells(line, kind)]
        if _digits(first[0]) or first[0] in ("", UNRATED):
            self._add(number, line)
            return
        columns = self.columns = {}
        for field, names in _HEADERS:
            for index, cell in enumerate(first):
                if cell in names and field not in columns and index not in columns.values():
                    columns[field] = index
        if "opponent" not in columns and "name" in columns:
            columns["opponent"] = columns.pop("name")
        if "opponent" not in columns or "score" not in columns:
            self.problem = InputError("file", "file_header", line=number)

    def _add(self, number, line):
        """A line's entry, or the file's problem."""
        try:
            self.found.append(self._entry(number, line))
        except InputError as error:
            self.problem = error

    def _entry(self, number, line):
        separator, columns = self.separator, self.columns
        if '"' in line or " " in line or "\f" in line or "\v" in line or \
                ("\t" in line and separator != "\t"):
            cells = _cells(line, separator)
        else:  # nothing to strip: most lines of a file
            cells = line.split(separator)
        if len(cells) <= max(columns["opponent"], columns["score"]):
            raise InputError("file", "file_line", line=number, problem=line)
        try:
            score = parse_score(cells[columns["score"]], "file")
        except InputError:
            raise InputError("file", "file_line", line=number, problem=line)
        second = _cell(cells, columns.get("second"))
        return Entry(_rating(cells[columns["opponent"]], number), score,
                     _cell(cells, columns.get("name")), _cell(cells, columns.get("round")),
                     number, second=_rating(second, number) if second else None)


def _cells(line, separator):
    """A line's cells without blanks around them; a cell in quotes is one cell whatever
    it holds ("0,5" where "," separates, "Doe, John"), "" in it a quote."""
    if '"' not in line:
        return [cell.strip(_BLANKS) for cell in line.split(separator)]
    cells, cell, quoted, at = [], "", False, 0
    while at < len(line):
        char = line[at]
        if char == '"':
            if quoted and line[at + 1:at + 2] == '"':
                cell += '"'
                at += 1
            else:
                quoted = not quoted
        elif char == separator and not quoted:
            cells.append(cell.strip(_BLANKS))
            cell = ""
        else:
            cell += char
        at += 1
    cells.append(cell.strip(_BLANKS))
    return cells


def read_csv(data):
    """Entries from CSV (see CsvReader), from a file's bytes or text."""
    reader = CsvReader()
    reader.feed(_text(data))
    return reader.entries()


def _cell(cells, index):
    return cells[index] if index is not None and index < len(cells) else ""


def read_lines(text):
    """Entries from pasted "rating result" lines (spaces, tabs, ";" or "," between)."""
    lines = [line.strip(_BLANKS) for line in _lines(_text(text)) if line.strip(_BLANKS)]
    cleaned = []
    for line in lines:
        parts = [part for part in line.replace("\t", " ").replace(";", " ").split(" ") if part]
        if len(parts) == 1 and "," in parts[0]:
            parts = parts[0].split(",", 1)
        cleaned.append(";".join(parts))
    try:
        return read_csv("\n".join(cleaned))
    except InputError as error:
        # the message quotes the line as it was pasted, not as it was split here
        if "problem" in error.params and "line" in error.params:
            error.params["problem"] = lines[error.params["line"] - 1]
        raise


def _tag(line, number):
    """(name, value) of a PGN tag pair such as [White "Carlsen, Magnus"]; blanks
    around and between its parts as the import format allows them."""
    name, rest, closed = _split_tag(line)
    if not closed or not name or len(rest) < 2 or rest[0] != '"' or rest[-1] != '"':
        raise InputError("file", "pgn_tag", line=number)
    return name, rest[1:-1].replace('\\"', '"').replace("\\\\", "\\")


def _plain(name):
    """Whether a tag's name, as the usual form [Name "value"] gives it, has no blank or
    quote in it (else the line is taken apart by _tag)."""
    return " " not in name and '"' not in name and "\t" not in name and "\f" not in name \
        and "\v" not in name


def _split_tag(line):
    """(name, the rest, whether "]" closes it) of a tag line: what lies between "[" and
    "]", split at its first blank."""
    body = line[1:].rstrip(_BLANKS)
    closed = body.endswith("]")
    body = (body[:-1] if closed else body).strip(_BLANKS)
    cut = len(body)
    for blank in _BLANKS:
        at = body.find(blank)
        if 0 <= at < cut:
            cut = at
    return body[:cut], body[cut:].strip(_BLANKS), closed


class PgnReader(_Pieces):
    """The tag pairs of PGN games, read a piece of text at a time, so that a large file
    never has to be one string (the page reads it in slices): `feed` each piece in
    order, then `games()`. `keep`, if given, names the only tags stored (and checked: a
    tag line the rating does not need is passed over however it is written).

    Only tag lines are taken apart; a line of moves is looked at for a comment that
    runs on. Equal values are stored once (a database names the same players and events
    thousands of times).
    """

    def __init__(self, keep=None):
        _Pieces.__init__(self)
        self.keep = keep
        self.tags, self.in_moves, self.comment = None, False, False
        self.values = {}
        # how each kept tag's line begins, as _scan searches for it
        self.keys = [("\n[%s " % name).encode() for name in keep or ()]

    def feed(self, text):
        if self.keep is None:
            _Pieces.feed(self, text)
            return
        text = _lf(self._joined(text))
        end = text.rfind("\n") + 1  # complete lines only
        self.rest = text[end:] + self.rest
        self._scan(text[:end])

    def _scan(self, text):
        """Complete lines, by blocks: a game's tag lines, then what lies between them and
        the next game's. Reading line by line costs the page's MicroPython about 20
        microseconds a line, and a database has 25 lines a game; here a block of tags
        is searched for the tags the rating needs, and a block of moves only counted
        and looked at for anything that needs reading line by line (a comment, an
        escape, a bracket): what _read would find, found with fewer steps. In bytes:
        MicroPython finds a character's place in a str by walking from its start, so
        slicing a long str at found places grows with the square of its length."""
        data = text.encode()
        at, end = 0, len(data)
        while at < end:
            if data.startswith(b"[", at):
                stop = data.find(b"\n\n", at)
                stop = end if stop < 0 else stop + 1  # the block's lines, each with its LF
                block = data[at:stop]
                lines = block.count(b"\n")
                if self.comment or block.count(b"\n[") != lines - 1 or not self._tags(block):
                    self._read_block(block)
            else:
                stop = data.find(b"\n[", at)
                stop = end if stop < 0 else stop + 1
                block = data[at:stop]
                if self.comment or self.tags is None or b"{" in block or b"[" in block or \
                        b"%" in block or b";" in block:
                    self._read_block(block)
                else:
                    self.number += block.count(b"\n")
                    if block.strip(b" \t\f\v\n"):
                        self.in_moves = True
            at = stop

    def _read_block(self, block):
        """Lines one by one after all, for a block (bytes, its last line ending in LF)."""
        self._read(block[:-1].decode().split("\n"))

    def _tags(self, block):
        """A block of tag lines (each one begins with "["), the tags kept taken from it;
        False, with nothing read, if a kept tag is there twice (_read says which one
        counts, or which is broken)."""
        lines = block.count(b"\n")
        # only lines in the usual form, [Name "value"] with one space: each ends in '"]'
        # and has no other blank than spaces, none after "["; others are read by _read
        if block.count(b'"]\n') != lines or b"\t" in block or b"[ " in block or \
                b"\f" in block or b"\v" in block:
            return False
        block = b"\n" + block
        places = []
        for key, name in zip(self.keys, self.keep):  # key: '\n[Name ', then '"' must follow
            place = block.find(key)
            if place >= 0:
                start = place + len(key)
                if block[start:start + 1] != b'"' or block.find(key, start) >= 0:
                    return False  # written otherwise, or twice: _read says what counts
                places.append((place, name, start + 1))  # where its value begins
        first = self.number + 1
        if self.tags is None or self.in_moves:  # the tags of the next game begin
            self.tags, self.in_moves = {}, False
            self.found.append((first, self.tags))
        for place, name, start in places:
            stop = block.find(b"\n", start)
            value = block[start:stop]
            if value.endswith(b'"]') and b"\\" not in value:  # as _tag reads it, in place
                value = value[:-2].decode()
                self.tags[name] = self.values.setdefault(value, value)
            else:
                self._tag(block[place + 1:stop].decode(),
                          first + block.count(b"\n", 0, place))
        self.number += lines
        return True

    def games(self):
        """Every game's (line, {tag: value}), once the whole text has been fed."""
        self._end()
        if not self.found:
            raise InputError("file", "pgn_no_games")
        return self.found

    def _read(self, lines):
        """Lines one by one: the rules of the format, which _scan keeps to with fewer steps
        where it can. Kept short: it may run once for each of 250,000 lines."""
        number, tags, in_moves, comment = self.number, self.tags, self.in_moves, self.comment
        found = self.found
        for line in lines:
            number += 1
            if not line:
                continue
            first = line[0]
            if first in _BLANKS:
                line = line.strip(_BLANKS)
                if not line:
                    continue
                first = line[0]
            if comment:  # a {comment} may run over several lines of movetext
                comment = "}" not in line
                continue
            if first == "[":
                if tags is None or in_moves:  # the tags of the next game begin
                    tags, in_moves = {}, False
                    found.append((number, tags))
                self.tags = tags
                self._tag(line, number)
            elif first not in "%;":
                if tags is None:
                    raise InputError("file", "pgn_no_tags", line=number)
                in_moves = True
                if "{" in line:
                    comment = line.count("{") > line.count("}")
        self.number, self.tags, self.in_moves, self.comment = number, tags, in_moves, comment

    def _tag(self, line, number):
        """A tag line into the game's tags, if kept; the usual form taken apart in place
        (as _tag does, which reads the others)."""
        space = line.find(' "')
        name = line[1:space]
        keep = self.keep
        if space > 1 and line.endswith('"]') and "\\" not in line and _plain(name):
            if keep is not None and name not in keep:
                return  # a tag no rating needs is not looked at further
            value = line[space + 2:-2]
        else:
            if keep is not None and _split_tag(line)[0] not in keep:
                return  # nor is one written otherwise; one it needs is read, or refused
            name, value = _tag(line, number)
        self.tags[name] = self.values.setdefault(value, value)


def read_pgn(data):
    """The tag pairs of every game in a PGN file, each with the line its tags begin on:
    a list of (line, {tag: value})."""
    reader = PgnReader()
    reader.feed(_text(data))
    return reader.games()


def players(games):
    """The players named in PGN games, with how many games each: [(name, count)], the
    most games first."""
    return ranked(count_players(games, {}))


def count_players(games, counts):
    """`counts` ({name: games}) with the players of `games` added: the page counts a
    large file's players as its pieces come."""
    for _, tags in games:
        for side in ("White", "Black"):
            name = tags.get(side, "").strip(_BLANKS)
            if name and name != "?":
                counts[name] = counts.get(name, 0) + 1
    return counts


def ranked(counts):
    """The players of count_players, the most games first, then by name."""
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))


def games_of(games, player):
    """(the player's rating in the file or None, entries) for one player's games.
    A game with no result ("*") is left out; one with no Elo for the opponent is kept
    with `missing_rating`, so the user can type it."""
    rating, entries = None, []
    for line, tags in games:
        if tags.get("White") == player:
            own, other = "White", "Black"
        elif tags.get("Black") == player:
            own, other = "Black", "White"
        else:
            continue
        result = _RESULTS.get(tags.get("Result", "*").strip(_BLANKS))
        if result is None:
            continue
        score = result[0] if own == "White" else result[1]
        own_elo = _rating_or_none(tags.get(own + "Elo", ""))
        if own_elo is not None and rating is None:
            rating = own_elo
        opponent = _rating_or_none(tags.get(other + "Elo", ""))
        entries.append(Entry(opponent, score, tags.get(other, ""), tags.get("Round", ""), line,
                             missing_rating=opponent is None))
    if not entries:
        raise InputError("file", "pgn_player", player=player,
                         names="; ".join(name for name, _ in players(games)))
    return rating, entries


def _rating_or_none(text):
    text = text.strip(_BLANKS)
    return int(text) if _digits(text) and text != "0" else None
