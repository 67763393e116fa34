"""What every rating system declares, and the one shape of its results.

Each rating system declares a `System`: its id, its names, its fields (the inputs it
needs, with bounds and defaults), the columns of its rows of games, and the module of its
rules, whose one verb is `rate(games, **params)`. `elo.systems` lists them; the command
line, the page's form, select, link and storage, the JSON report and the CSV export are
built from that list, so no code outside a system's own modules names it
(docs/adding-a-system.md).

Units (elo.units), once for the whole package: a score (a game's result, a total of
points) is an int in hundredths of a point: win 100, draw 50, loss 0. Expected scores and
deltas are in the same unit: exact ints where a rule's table gives them (FIDE, UKD),
floats where a formula does (classic Elo, DWZ, Glicko-2). A rating change before rounding
(`change_exact`) is then K times hundredths of a point: hundredths of a rating point.

Every period result has: rating, k, score, expected, change_exact, change, new_rating,
games (each with opponent, score, difference, expected, delta, counted, reason),
counted_games, performance (or None), `shape` ("game", "series", "period", "first" or
"both": what the result holds) and `rating_for(points)`, the new rating had the counted
games scored `points` in all (break-even and targets).
"""

from elo.named import imported
from elo.errors import Bound, InputError, plausibility
from elo.texts import text
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Generator, Mapping, Sequence
    from typing import Any, TypeVar

    T = TypeVar("T")

    from elo.shapes import GameTuple, Report, Rules

__all__ = ["Field", "Column", "Bound", "ABOVE_LISTS", "ABOVE_RECORD", "System", "SCORES"]

#: The three results of a game in display order, in hundredths of a point.
SCORES = (("win", 100), ("draw", 50), ("loss", 0))


#: The top of the over-the-board lists, FIDE's and the national ones on its scale: none
#: holds a rating above 3000, and one above the highest ever published, 2882 (Magnus
#: Carlsen, FIDE's list of May 2014; Guinness World Records), asks.
ABOVE_LISTS = Bound("rating_above_lists", high=3000)
ABOVE_RECORD = Bound("rating_above_record", high=2882, warn=True)


class Field:
    """One input of a rating system.

    `key` names it in the page's link, as the page's element id (with "-" for "_"), as the
    keyword of the system's `rate`, and (as --key) on the command line unless `option`
    names another option; `option=""` keeps it off the command line (it only steers the
    page's form, or the command line says it otherwise). `page=False` keeps it off the
    page (a value printed on an evaluation, for the command line alone).

    `meaning` is what the value is, the same for every system that has it: the page keeps
    one value per meaning, so a DWZ typed for the DWZ is the DWZ beside FIDE too, and a
    FIDE rating never turns into a DWZ when the system is switched. By default it is the
    system's own ("fide.k").

    `kind`: "whole", "number", "rating" (a number, thousands grouped or not: "1.500" is
    1500), "whole_rating", "date" (YYYY-MM-DD), "score" (a game's result: 1, ½, 0 ...),
    "choice" (one of `choices`) or "check" (on or off). `low`/`high` bound a number;
    `default` is the page's value (the command line leaves a value not given to the
    rules, or refuses it where it is `required`); an `optional` one may stay empty.
    `when` holds (key, value) pairs of the system's other fields that must hold for this
    one to count (FIDE's K only when it is the user's own): the page hides it and its link
    leaves it out otherwise. `group` gathers fields under
    one heading on the page; `presets` are values offered as buttons beside it; `today`
    fills an empty date with today's (an empty year with this year). `plausible` holds
    the Bounds of what the lists hold and usually hold: `check` says a typed value's.
    """

    __slots__ = ("key", "meaning", "kind", "default", "low", "high", "optional", "choices",
                 "when", "today", "page", "option", "required", "group", "presets",
                 "plausible")

    def __init__(self, key: str, kind: str, default: str = "", low: int | None = None,
                 high: int | None = None, optional: bool = False,
                 choices: tuple[str, ...] = (), when: tuple[tuple[str, str], ...] = (),
                 option: str | None = None, today: bool = False, page: bool = True,
                 meaning: str | None = None, required: bool = False,
                 group: str = "", presets: tuple[float, ...] = (),
                 plausible: tuple[Bound, ...] = ()) -> None:
        self.key = key
        self.meaning = meaning or ""  # filled in by the System when not given
        self.kind = kind
        self.default = default
        self.low = low
        self.high = high
        self.optional = optional
        self.choices = choices
        self.when = when
        self.today = today
        self.page = page
        self.option = "--" + key.replace("_", "-") if option is None else option
        self.required = required
        self.group = group
        self.presets = presets
        self.plausible = plausible

    def check(self, value: "Any") -> InputError | None:
        """Whether a value typed here is one the lists hold: None, or the InputError
        (severity "error": it blocks) or InputWarning ("warning": it asks) that says why
        (Bound). `value` as parsed; None (an empty optional field) is fine."""
        return plausibility(self.plausible, value, self.key, self.kind)

    def applies(self, values: "Mapping[str, Any]") -> bool:
        """True when the fields this one depends on have the values it needs; `values`
        maps the system's keys to their text (a dict or anything with .get)."""
        for key, value in self.when:
            if values.get(key) != value:
                return False
        return True

    def but(self, **changes: object) -> "Field":
        """This field with some of its declaration changed (a system borrowing another's
        field, such as FIDE and DWZ side by side)."""
        copy = Field(self.key, self.kind)
        for name in Field.__slots__:
            setattr(copy, name, changes[name] if name in changes else getattr(self, name))
        return copy


class Column:
    """One column of a system's rows of games: what its cells mean ("opponent.fide", the
    opponent's FIDE rating), how they are read (`kind` as a Field's), their bounds, and
    whether "-" stands for an opponent without a rating (`unrated`), and its `name` in
    the command line's games; `plausible` as a Field's. Systems whose columns
    share a meaning share their rows: the same games, each column showing its own."""

    __slots__ = ("meaning", "kind", "low", "high", "unrated", "name", "plausible")

    def __init__(self, meaning: str, kind: str = "whole_rating", low: int | None = None,
                 high: int | None = None, unrated: bool = True, name: str = "OPP",
                 plausible: tuple[Bound, ...] = ()) -> None:
        self.meaning = meaning
        self.name = name  # the command line's word for it in --game OPP:RESULT
        self.kind = kind
        self.low = low
        self.high = high
        self.unrated = unrated
        self.plausible = plausible

    def check(self, value: "Any", field: str = "games") -> InputError | None:
        """Field.check for a cell typed in this column (None for "-"); the error names
        `field`, the page's part of the row or the command line's games."""
        return plausibility(self.plausible, value, field, self.kind)


class Names:
    """A system's names by language, `name["en"]`: looked up when asked, not when the
    system is declared, as the page imports a language's words only when it shows them
    (elo.texts)."""

    def __init__(self, system_id: str) -> None:
        self.key = "system-" + system_id

    def __getitem__(self, lang: str) -> str:
        return text(lang, self.key)


class System:
    """A rating system: how it is named, what it needs, and its one verb.

    `rate(games, **params)` rates one player's period: `games` are tuples (the first
    column's value, the score in hundredths, whether it was a forfeit, then the other
    columns' values; a rating, or None for "-"), the shape the engines take without a
    copy per game (a file brings thousands); `params` are the fields by key (the parsed
    values; None for an empty optional one). `report(result)` gives the JSON fields
    beyond the shared ones, `game_report(game)` those of one game. These are the
    functions of the system's rules, the module `engine` (the Protocol Rules,
    elo/shapes.pyi), imported the first time the system rates: a declaration is enough
    to list the system, show its form and read its link, and the page fetches the rules
    of the systems its first figure does not need only when one is chosen
    (elo.web.shell.registry). The page's rows of games apply when the fields hold
    `games_when` (classic Elo's one game and several games have none); `forfeits` says
    whether a row can be marked as one. `games` are the rows a first visit shows, in
    the link's form; `examples` pairs of (text key, link) the page offers to click.
    `carries` pairs (field key, result attribute): what a season hands from one event to
    the next (elo.season), by default the new rating. `commands` names the command
    line's subcommand for each mode ({mode: (name, alias ...)}; by default the system's
    id for a tournament); what it says of the system and of each field, its help, is
    elo.cli.described's. Its names are the texts "system-ID" (elo.texts); `module` is the last part
    of its engine's name, which its page view shares (elo.present.systems). Where the
    engine has `steps`, that is `rate` in steps: a generator that yields between slices
    of the games (SLICE) and returns what `rate` returns. What the page shows of it
    beyond its fields: `second`, a second system's figures beside the first's (FIDE
    beside the DWZ); `tiers`, FIDE's bands and title thresholds, which fit its scale;
    `k_info`, a line of where K came from (none where K is the user's own, in its
    field); `target`, a target rating to reach (none where the rating reached depends on
    which games are won, not on their total).
    """

    __slots__ = ("id", "name", "fields", "columns", "engine",
                 "module", "games", "games_when", "forfeits", "commands", "examples",
                 "carries", "second", "tiers", "k_info", "target")

    def __init__(self, id: str, fields: tuple[Field, ...], columns: tuple[Column, ...],
                 engine: str, games: str = "",
                 games_when: tuple[tuple[str, str], ...] = (), forfeits: bool = True,
                 commands: dict[str, tuple[str, ...]] | None = None,
                 examples: tuple[tuple[str, str], ...] = (),
                 carries: tuple[tuple[str, str], ...] = (("rating", "new_rating"),),
                 second: bool = False, tiers: bool = False, k_info: bool = True,
                 target: bool = True) -> None:
        self.id = id
        # its names are words of the page: in elo.texts, one place per language
        self.name = Names(id)
        for field in fields:
            if not field.meaning:
                field.meaning = id + "." + field.key
        self.fields = fields
        self.columns = columns
        self.engine = engine
        self.module = engine.rpartition(".")[2]
        self.games = games
        self.games_when = games_when
        self.forfeits = forfeits
        self.commands = commands or {"tournament": (id,)}
        self.examples = examples
        self.carries = carries
        self.second = second
        self.tiers = tiers
        self.k_info = k_info
        self.target = target

    def rules(self) -> "Rules":
        """The engine module, imported the first time it is asked for."""
        # a module found by name, which mypy takes for any Protocol: each engine module
        # is checked as Rules in its own last lines
        return imported(self.engine)

    def rate(self, games: "Sequence[GameTuple]", **params: "Any") -> "Any":
        return self.rules().rate(games, **params)

    def report(self, result: "Any") -> "Report":
        return self.rules().report(result)

    def game_report(self, game: "Any") -> "Report":
        return self.rules().game_report(game)

    def rate_steps(self, games: "Sequence[GameTuple]",
                   **params: "Any") -> "Generator[None, None, Any]":
        """`rate` in steps (a generator that returns the result): the engine's own
        steps, or else rate at once in one step."""
        rules = self.rules()
        steps = getattr(rules, "steps", None)
        if steps is not None:
            return (yield from steps(games, **params))
        return rules.rate(games, **params)

    @property
    def modes(self) -> tuple[str, ...]:
        """The page's forms of this system: its "mode" field's choices, or a tournament."""
        for field in self.fields:
            if field.key == "mode":
                return field.choices
        return ("tournament",)

    def field(self, key: str) -> Field:
        for item in self.fields:
            if item.key == key:
                return item
        raise KeyError(key)

    def has(self, key: str) -> bool:
        for item in self.fields:
            if item.key == key:
                return True
        return False

    def has_games(self, values: "Mapping[str, Any]") -> bool:
        """Whether the rows of games count for fields holding `values` (key -> text)."""
        for key, value in self.games_when:
            if values.get(key) != value:
                return False
        return True
