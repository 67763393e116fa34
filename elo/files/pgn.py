"""The tag pairs of PGN games, and one player's games among them as entries."""

from elo.errors import InputError
from elo.files.decoding import _BLANKS, _lf, _text
from elo.files.player_counts import players
from elo.files.reading import Entry, _digits, _Pieces
from elo.units import TYPE_CHECKING, WholeRating

if TYPE_CHECKING:
    from collections.abc import Sequence

    from elo.shapes import PgnGame

#: The tags a rating needs (games_of, players): all the page keeps of a large file.
RATING_TAGS = ("White", "Black", "WhiteElo", "BlackElo", "Result", "Round")
_RESULTS = {"1-0": (100, 0), "0-1": (0, 100), "1/2-1/2": (50, 50), "\u00bd-\u00bd": (50, 50)}


def _tag(line: str, number: int) -> tuple[str, str]:
    """(name, value) of a PGN tag pair such as [White "Carlsen, Magnus"]; blanks
    around and between its parts as the import format allows them."""
    name, rest, closed = _split_tag(line)
    if not closed or not name or len(rest) < 2 or rest[0] != '"' or rest[-1] != '"':
        raise InputError("file", "pgn_tag", line=number)
    return name, rest[1:-1].replace('\\"', '"').replace("\\\\", "\\")


def _plain(name: str) -> bool:
    """Whether a tag's name, as the usual form [Name "value"] gives it, has no blank or
    quote in it (else the line is taken apart by _tag)."""
    return " " not in name and '"' not in name and "\t" not in name and "\f" not in name \
        and "\v" not in name


def _split_tag(line: str) -> tuple[str, str, bool]:
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

    found: "list[PgnGame]"

    def __init__(self, keep: "Sequence[str] | None" = None) -> None:
        _Pieces.__init__(self)
        self.keep = keep
        self.tags: dict[str, str] | None = None
        self.in_moves, self.comment = False, False
        self.values: dict[str, str] = {}
        # how each kept tag's line begins, as _scan searches for it
        self.keys = [("\n[%s " % name).encode() for name in keep or ()]

    def feed(self, text: str) -> None:
        if self.keep is None:
            _Pieces.feed(self, text)
            return
        text = _lf(self._joined(text))
        end = text.rfind("\n") + 1  # complete lines only
        self.rest = text[end:] + self.rest
        self._scan(text[:end])

    def _scan(self, text: str) -> None:
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

    def _read_block(self, block: bytes) -> None:
        """Lines one by one after all, for a block (bytes, its last line ending in LF)."""
        self._read(block[:-1].decode().split("\n"))

    def _tags(self, block: bytes) -> bool:
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
        assert self.keep is not None  # _scan reads the kept tags only
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
                text = value[:-2].decode()
                self.tags[name] = self.values.setdefault(text, text)
            else:
                self._tag(block[place + 1:stop].decode(),
                          first + block.count(b"\n", 0, place))
        self.number += lines
        return True

    def games(self) -> "list[PgnGame]":
        """Every game's (line, {tag: value}), once the whole text has been fed."""
        self._end()
        if not self.found:
            raise InputError("file", "pgn_no_games")
        return self.found

    def _read(self, lines: list[str]) -> None:
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

    def _tag(self, line: str, number: int) -> None:
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
        assert self.tags is not None  # a tag line begins a game's tags
        self.tags[name] = self.values.setdefault(value, value)


def is_pgn(data: str | bytes) -> bool:
    """Whether a file's text (the page) or bytes (the command line) are PGN: "[" first
    after a BOM and blank lines. The BOM is not among lstrip's characters: MicroPython
    strips byte by byte and would cut U+FFFD, which a browser puts for each byte that is
    not UTF-8, into an invalid string."""
    if isinstance(data, str):
        if data.startswith("\ufeff"):
            data = data[1:]
        return data.lstrip(" \r\n\t").startswith("[")
    return bytes(data).lstrip(b"\xef\xbb\xbf \r\n\t").startswith(b"[")


def read_pgn(data: str | bytes) -> "list[PgnGame]":
    """The tag pairs of every game in a PGN file, each with the line its tags begin on:
    a list of (line, {tag: value})."""
    reader = PgnReader()
    reader.feed(_text(data))
    return reader.games()


def games_of(games: "Sequence[PgnGame]",
             player: str) -> tuple[WholeRating | None, list[Entry]]:
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


def _rating_or_none(text: str) -> WholeRating | None:
    text = text.strip(_BLANKS)
    return int(text) if _digits(text) and text != "0" else None
