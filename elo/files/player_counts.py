"""The players named in PGN games, with how many games each. (Not players.py: elo.files
exports a function of that name, and a submodule would take its place as the package's
attribute once imported.)"""

from elo.files.decoding import _BLANKS
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable

    from elo.shapes import PgnGame


def players(games: "Iterable[PgnGame]") -> list[tuple[str, int]]:
    """The players named in PGN games, with how many games each: [(name, count)], the
    most games first."""
    return ranked(count_players(games, {}))


def count_players(games: "Iterable[PgnGame]", counts: dict[str, int]) -> dict[str, int]:
    """`counts` ({name: games}) with the players of `games` added: the page counts a
    large file's players as its pieces come."""
    for _, tags in games:
        for side in ("White", "Black"):
            name = tags.get(side, "").strip(_BLANKS)
            if name and name != "?":
                counts[name] = counts.get(name, 0) + 1
    return counts


def ranked(counts: dict[str, int]) -> list[tuple[str, int]]:
    """The players of count_players, the most games first, then by name."""
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))
