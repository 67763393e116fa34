"""The order of the whole tournament's table and its search: each column by its kind
(names as people read them, numbers by value), a search by name, federation or title.
Pure: strings and numbers only (elo.web.tournament.table asks)."""

from elo.tournament.figures import figures_of
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

    from elo.tournament.rating import PlayerResult

__all__ = ["fold", "name_key", "search", "sort_results"]


#: Letters as a search and the order of names take them: capitals of Latin-1 as small ones
#: (MicroPython's lower() knows ASCII only), and for the order a letter with its accent as
#: the letter (DIN 5007: Müller beside Muller).
_SMALL = dict((chr(code), chr(code + 32)) for code in range(0xC0, 0xDF) if code != 0xD7)
_PLAIN = dict(zip("àáâãäåçèéêëìíîïñòóôõöøùúûüýÿ", "aaaaaaceeeeiiiinoooooouuuuyy"))


def fold(text: str) -> str:
    """Text as a search compares it: small letters, whatever the runtime."""
    return "".join(_SMALL.get(char, char) for char in text.lower())


def name_key(name: str) -> "tuple[tuple[int, int, str], ...]":
    """A name as the table orders it: letters without their accents, and the numbers in
    it by their value ("Player 2" before "Player 10"; "1, 2, 10, 100")."""
    key, digits = [], ""
    for char in fold(name) + " ":
        if "0" <= char <= "9":
            digits += char
            continue
        if digits:
            key.append((0, int(digits), ""))
            digits = ""
        for plain in ("ss" if char == "\u00df" else _PLAIN.get(char, char)):
            key.append((1, 0, plain))
    return tuple(key)


def search(results: "list[PlayerResult]", query: str) -> "list[PlayerResult]":
    """The players a search finds, in any case: by what their name, federation and title
    say, in that order ("ger im": every IM of Germany)."""
    query = " ".join(fold(query).split())
    if not query:
        return results
    return [result for result in results if query in " ".join(
        (fold(result.player.name), fold(result.player.federation),
         fold(result.player.title or "")))]


def _key(result: "PlayerResult", column: str) -> "float | str | tuple[tuple[int, int, str], ...]":
    player, dwz = result.player, result.dwz
    figures = figures_of(result)
    values: "dict[str, float | str | tuple[tuple[int, int, str], ...]]"
    values = {"rank": player.rank, "name": name_key(player.name),
              "federation": fold(player.federation), "rating": player.rating or 0,
              "k": result.k_used or 0, "games": result.counted_games,
              "score": player.total(),
              "performance": result.fide.performance.rating
              if result.fide is not None and result.fide.performance is not None else 0,
              "change": result.change if result.change is not None else -9999,
              "new-rating": result.new_rating or 0, "dwz": player.dwz or 0,
              "index": result.index or 0,
              "dwz-change": dwz.change if dwz is not None and dwz.change is not None
              else -9999,
              "dwz-new-rating": dwz.new_rating if dwz is not None else 0,
              "norms": len([n for n in result.norms if n.achieved]),
              "average": figures.average or 0,
              "expected": figures.expected if figures.expected is not None else -9999,
              "w-we": figures.w_we if figures.w_we is not None else -9999,
              "final-rank": figures.final_rank or 0}
    return values[column]


def sort_results(results: "Sequence[PlayerResult]", column: str,
                 descending: bool) -> "list[PlayerResult]":
    """The results in the order of a column (the start rank breaks ties)."""
    # decorated, not sorted with key=: MicroPython's sort calls the key at every
    # comparison and its quicksort is quadratic on sorted input (1.2 s for 300 players)
    decorated = [(_key(result, column), -result.player.rank if descending
                  else result.player.rank, index) for index, result in enumerate(results)]
    decorated.sort(reverse=descending)  # descending: the key down, the start rank up
    return [results[item[2]] for item in decorated]
