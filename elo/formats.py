"""The files the calculator reads, in one table: what each format holds (a whole
tournament, one player's games, a season), the endings its files are named with, how its
first bytes are known, and the module that reads it. The command line, the page's file
choosers (their `accept`, written by tools/build_page.py), the calculator's import (a
tournament's file goes to the tournament's view) and the tournament's reader all look a
file up here (docs/adding-a-format.md). Pure.

A reader is named by its module, not imported here: on the page the readers come in
parts of their own (elo.web.shell.registry), and this table is in the first image.
"""

from elo.named import imported
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

__all__ = ["Format", "FORMATS", "TOURNAMENT", "GAMES", "SEASON", "by_name", "kind_of",
           "of_kind", "sniffed", "endings"]

#: What a format's file holds.
TOURNAMENT, GAMES, SEASON = "tournament", "games", "season"


class Format:
    """A file format: its `name`, what it holds (`kind`), the endings its files have
    (lower case; a file named otherwise is still known by its bytes), and where its
    module reads it: `sniff`, a function of the module that says whether a file's bytes
    (or, on the page, its text) are of this format ("" where the format is known by its
    name alone), and `read`, the function that reads them (what reads a file calls it by
    name, typed; tests/build/test_formats.py holds the two to each other)."""

    __slots__ = ("name", "kind", "endings", "module", "sniff", "read")

    def __init__(self, name: str, kind: str, endings: tuple[str, ...], module: str,
                 sniff: str, read: str) -> None:
        self.name = name
        self.kind = kind
        self.endings = endings
        self.module = module
        self.sniff = sniff
        self.read = read

    def knows(self, data: str | bytes) -> bool:
        """Whether the module knows a file's bytes (or text) as of this format (False
        for a format known by its name alone); the module imported first."""
        if not self.sniff:
            return False
        sniff: "Callable[[str | bytes], bool]" = getattr(imported(self.module), self.sniff)
        return sniff(data)


#: Every format, in the order their bytes are tried (SwissChess's binary file first: its
#: version stands where no text file has one).
FORMATS = (
    Format("swt", TOURNAMENT, (".swt",), "elo.tournament.swt", "is_swt", "read_swt"),
    Format("trf", TOURNAMENT, (".trf", ".tab", ".txt"), "elo.tournament.trf", "is_trf",
           "read_trf"),
    Format("pgn", GAMES, (".pgn",), "elo.files.pgn", "is_pgn", "read_pgn"),
    Format("csv", GAMES, (".csv", ".txt"), "elo.files.csv", "", "read_csv"),
    Format("season", SEASON, (".json",), "elo.season.model", "", "read_season"),
)
#: The media types a file chooser takes beside the endings, by kind.
MEDIA = ((SEASON, "application/json"),
)


def by_name(name: str, kind: str | None = None) -> Format | None:
    """The first format (of `kind`) whose endings a file's name has; None for none."""
    lower = name.lower()
    for found in FORMATS:
        if (kind is None or found.kind == kind) and lower.endswith(found.endings):
            return found
    return None


def kind_of(name: str) -> str | None:
    """What a file holds, by its name: the kind every format with its ending has; None
    where none has it, or formats of two kinds do (a ".txt" is a TRF, or games as lines):
    then its bytes say."""
    lower = name.lower()
    kinds = [found.kind for found in FORMATS if lower.endswith(found.endings)]
    return kinds[0] if kinds and kinds.count(kinds[0]) == len(kinds) else None


def of_kind(kind: str) -> list[Format]:
    return [found for found in FORMATS if found.kind == kind]


def sniffed(data: str | bytes, kind: str) -> Format | None:
    """The first format of `kind` whose module knows the file's bytes as its own; None
    where none does."""
    for found in of_kind(kind):
        if found.knows(data):
            return found
    return None


def endings(*kinds: str) -> list[str]:
    """The endings of the kinds' files, each once, lower and upper case, and their media
    types: a file chooser's `accept`."""
    found: list[str] = []
    for kind in kinds:
        for each in of_kind(kind):
            for ending in each.endings:
                for written in (ending, ending.upper()):
                    if written not in found:
                        found.append(written)
        found += [media for media_kind, media in MEDIA if media_kind == kind]
    return found
