"""What the page shows (elo.web.calculator.inputs.Inputs.screen) -> an engine result, or a
message for each field that cannot be used.

Every field is parsed, so all bad fields are flagged at once; the engine then checks what
needs several fields together (points above games) and the bounds. Which fields count and
how each is read come from the system's declaration (elo.system.Field); field names are
their keys, the page's element ids the same with "-" for "_".

Rows of games are looser: a broken row is marked and left out, and the rest is still
computed, so one typo in round 7 does not blank the whole table.
"""

from elo.errors import InputError
from elo.games import parse_cell
from elo.numbers import PARSERS, parse_rating, parse_score, typed_text
from elo.present import targets
from elo.present.evaluation import Evaluation
from elo.system import SCORES
from elo.period import SLICE, finished
from elo.systems import get
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Generator, Sequence

    from elo.present.screen import Screen
    from elo.present.shapes import AnyResult, Games, Parsed, RowErrors, TypedRow
    from elo.shapes import GameTuple, Period
    from elo.system import Field, System
    from elo.units import Rating

__all__ = ["evaluate", "evaluate_steps", "prepare_rows", "field_values", "PARTS"]

#: The page's names of a row's parts: its first and second column, then the score.
PARTS = ("opponent", "second")
#: Fields whose errors leave the result standing: they ask something of it.
_ASKING = ("target",) + targets.FIELDS


def _filled(text: str, errors: "dict[str, InputError]", key: str) -> bool:
    """True when a field holds anything (a control character is an error, not blank)."""
    try:
        return bool(typed_text(text, key))
    except InputError as error:
        errors[key] = error
        return False


def _value(field: "Field", text: str, errors: "dict[str, InputError]",
           warnings: "dict[str, InputError]") -> object:
    """One field's value from its text; None when an optional one is empty or the text
    cannot be used (then said in `errors`). A value no list of the system holds is an
    error too; one allowed but unusual is taken, and said in `warnings`."""
    if field.kind in ("check", "choice"):
        choices = ("0", "1") if field.kind == "check" else field.choices
        if text not in choices:  # a link's, as it was given
            errors[field.key] = InputError(field.key, "not_a_choice", value=text)
            return None
        return text == "1" if field.kind == "check" else text
    if field.optional and not _filled(text, errors, field.key):
        return None
    try:
        value = PARSERS[field.kind](text, field.key)
        if isinstance(value, str):  # a date: a text, with no bounds
            return value
        if field.low is not None and value < field.low:  # said here, with the others
            raise InputError(field.key, "too_small", low=field.low)
        if field.high is not None and value > field.high:
            raise InputError(field.key, "too_large", high=field.high)
    except InputError as error:
        errors[field.key] = error
        return None
    doubt = field.check(value)
    if doubt is not None and doubt.severity == "error":
        errors[field.key] = doubt
        return None
    if doubt is not None:
        warnings[field.key] = doubt
    return value


def _parse_row(system: "System", columns: "Sequence[int]", row: "TypedRow") -> "Parsed":
    """(system id, game, problems, doubts) of a row as `system` reads it: the game as the
    engine takes it, None for an empty row; the values that break a bound of its columns
    (problems) or are unusual (doubts, InputWarning); kept with the row until its text
    changes (inputs.Row), since a key changes one row of hundreds (_games looks there
    first)."""
    if row.is_empty(columns):
        row.parsed = (system.id, None, None, None)
        return row.parsed
    problems: "dict[str, InputError]" = {}
    doubts: "dict[str, InputError]" = {}
    values: "list[float | str | None]" = []
    for position in range(len(columns)):
        column = system.columns[position]
        try:
            value = parse_cell(row.cell(columns[position]), column, "opponent")
        except InputError as error:
            problems[PARTS[position]] = error
            values.append(None)
            continue
        doubt = column.check(value, "opponent")
        if doubt is not None:
            (problems if doubt.severity == "error" else doubts)[PARTS[position]] = doubt
        values.append(value)
    score = None
    try:
        score = parse_score(row.score, "score")
    except InputError as error:
        problems["score"] = error
    forfeit = row.forfeit and system.forfeits  # a system without forfeits has no such mark
    row.parsed = (system.id, (values[0], score, forfeit) + tuple(values[1:]), problems,
                  doubts)
    return row.parsed


def _games(system: "System", rows: "Sequence[TypedRow]", columns: "Sequence[int]",
           ) -> "Games":
    """(games for the engine, row errors, indices counted, row warnings) of rows as
    `system` reads them, each row read once (_parse_row) and then taken as it was
    kept."""
    return finished(_games_steps(system, rows, columns))


def _games_steps(system: "System", rows: "Sequence[TypedRow]", columns: "Sequence[int]",
                 ) -> "Generator[None, None, Games]":
    """_games in steps of SLICE rows: a generator that returns what it returns."""
    games: "list[GameTuple]" = []
    row_errors: "RowErrors" = {}
    counted: list[int] = []
    row_warnings: "RowErrors" = {}
    index = -1  # counted by hand: enumerate makes a pair per row, and there are thousands
    for first in range(0, len(rows), SLICE):
        for row in rows[first:first + SLICE]:
            index += 1
            parsed = row.parsed
            if parsed is None or parsed[0] != system.id:
                parsed = _parse_row(system, columns, row)
            if parsed[1] is None:
                continue  # an empty row
            if parsed[2]:
                row_errors[index] = parsed[2]
                continue
            if parsed[3]:
                row_warnings[index] = parsed[3]
            counted.append(index)
            games.append(parsed[1])
        yield
    return games, row_errors, counted, row_warnings


def prepare_rows(system_id: str, rows: "Sequence[TypedRow]", columns: "Sequence[int]") -> None:
    """Rows read as a system reads them, ahead of `evaluate`: a file's rows as its pieces
    come in, so that the evaluation after the last piece finds them read."""
    _games(get(system_id), rows, columns)


def _params(system: "System", screen: "Screen", errors: "dict[str, InputError]",
            warnings: "dict[str, InputError]") -> dict[str, object]:
    params = {}
    for field in system.fields:
        if field.page and field.applies(screen.texts):
            params[field.key] = _value(field, screen.texts[field.key], errors, warnings)
    return params


def field_values(screen: "Screen") -> dict[str, object]:
    """{key: value} of the shown system's fields that apply, as the engine takes them
    (None where one cannot be read: `evaluate` says why)."""
    return _params(get(screen.system), screen, {}, {})


def _what_if(system: "System", params: dict[str, object], games: "Sequence[GameTuple]",
             ) -> "list[tuple[str, Period]]":
    """For a tournament of one game: the result of a win, a draw and a loss."""
    game = games[0]
    return [(name, system.rate([(game[0], score) + tuple(game[2:])], **params))
            for name, score in SCORES]


def _target(text: str, errors: "dict[str, InputError]") -> "Rating | None":
    if not _filled(text, errors, "target"):
        return None
    try:
        return parse_rating(text, "target")
    except InputError as error:
        errors["target"] = error
        return None


def evaluate(screen: "Screen") -> Evaluation:
    """The engine's result for a screen (elo.present.screen)."""
    return finished(evaluate_steps(screen))


def evaluate_steps(screen: "Screen") -> "Generator[None, None, Evaluation]":
    """evaluate in steps: a generator that yields between slices of the rows and of the
    engine's work (elo.period.SLICE), and returns the Evaluation. The page runs the steps
    of thousands of rows in tasks of their own (elo.web.calculator.view)."""
    errors: dict[str, InputError] = {}
    warnings: dict[str, InputError] = {}
    rows: "Sequence[TypedRow]"
    row_errors: "RowErrors"
    counted: "Sequence[int]"
    outcomes: "Sequence[tuple[str, Period]]"
    rows, row_errors, counted, outcomes, target = (), {}, (), (), None
    row_warnings: "RowErrors" = {}
    result: "AnyResult | None" = None
    asked = None
    try:
        if screen.unknown is not None:
            get(screen.unknown)  # raises: said at the select
        system = get(screen.system)
        params = _params(system, screen, errors, warnings)
        games: "list[GameTuple]" = []
        if system.has_games(screen.texts):
            rows = screen.rows
            games, row_errors, counted, row_warnings = yield from _games_steps(
                system, rows, screen.columns)
            if row_errors and not games:
                raise InputError("games", "rows_invalid")
        if not errors:
            result = yield from system.rate_steps(games, **params)
            target = _target(screen.target, errors)  # after: it blocks nothing
            if rows and targets.asked(screen):
                asked = targets.need().ask(system, screen, games, params, result, errors)
            if len(games) == 1 and result.shape == "period":
                outcomes = _what_if(system, params, games)
    except InputError as error:
        errors[error.field] = error
    if [field for field in errors if field not in _ASKING]:
        result, outcomes, asked = None, (), None  # a bad target leaves the result standing
    return Evaluation(result, errors, rows, row_errors, counted, outcomes, target, warnings,
                      row_warnings, asked)
