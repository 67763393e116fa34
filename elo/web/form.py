"""Typed text -> engine result, or a message for each field that cannot be used.

Every field is parsed, so all bad fields are flagged at once; the engine then checks
what needs several fields together (points above games) and the bounds. Field names are
the keys of `elo.web.state`; the page's input ids are the same with "-" for "_". A
tournament's fields are its system's inputs (elo.systems): which apply, how each is
parsed, all from its declaration.

Tournament rows are looser: a broken row is marked and left out, and the rest is still
computed, so one typo in round 7 does not blank the whole table.
"""

from elo.classic import check_k, half_points, rate_game, rate_series
from elo.errors import InputError
from elo.games import UNRATED
from elo.numbers import (
    parse_number, parse_rating, parse_score, parse_whole, parse_whole_rating, plain_whole,
    typed_text,
)
from elo.system import SCORES
from elo.systems import IDS, get
from elo.web.state import parse_rows

__all__ = ["Evaluation", "evaluate", "prepare_rows", "RESULT_SCORES"]

#: The result radio values and the scores they stand for (hundredths).
RESULT_SCORES = {"1": 100, "0.5": 50, "0": 0}

#: How each kind of input is read from its text (flags and choices are taken as they are).
_PARSERS = {"whole": parse_whole, "number": parse_number, "rating": parse_rating,
            "whole_rating": parse_whole_rating, "date": typed_text}


class Evaluation:
    """What the inputs gave: an engine result or errors by field (never both), and for
    tournaments the rows as entered with the messages of those left out."""

    __slots__ = ("result", "errors", "rows", "row_errors", "counted", "outcomes", "target")

    def __init__(self, result, errors, rows=(), row_errors=None, counted=(), outcomes=(),
                 target=None):
        self.result = result
        self.errors = errors
        self.rows = rows
        self.row_errors = row_errors or {}   # row index -> {"opponent"|"score": InputError}
        self.counted = counted               # indices of the rows given to the engine
        self.outcomes = outcomes             # one-game tournament: (name, result) per result
        self.target = target                 # the rating the user wants to reach, if any


def _read(state, errors, field, parse=parse_number, check=None):
    try:
        value = parse(state[field], field)
        if check is not None:
            value = check(value, field) or value
        return value
    except InputError as error:
        errors[field] = error
        return None


def _optional_whole(state, errors, field):
    if not _filled(state, errors, field):
        return None
    return _read(state, errors, field, parse_whole)


def _filled(state, errors, field):
    """True when a field holds anything (a control character is an error, not blank)."""
    try:
        return bool(typed_text(state[field], field))
    except InputError as error:
        errors[field] = error
        return False


def _single(state, errors):
    rating = _read(state, errors, "rating", parse_rating)
    k = _read(state, errors, "k", check=check_k)
    opponent = _read(state, errors, "opponent", parse_rating)
    opponent_k = None
    if _filled(state, errors, "opponent_k"):
        opponent_k = _read(state, errors, "opponent_k", check=check_k)
    if not errors:
        return rate_game(rating, opponent, RESULT_SCORES[state["result"]], k, opponent_k)


def _multi(state, errors):
    rating = _read(state, errors, "rating", parse_rating)
    k = _read(state, errors, "k", check=check_k)
    average = _read(state, errors, "average", parse_rating)
    games = _read(state, errors, "count", parse_whole)
    points = _read(state, errors, "points", check=half_points)
    if not errors:
        return rate_series(rating, average, games, points, k)


def _opponent(text, system):
    """An opponent's rating from a row: "-" (and, where the system says so, an empty
    field) for one without a rating; classic Elo takes any number."""
    if plain_whole(text):
        return int(text)  # the usual row, read as parse_rating and typed_text would
    text = typed_text(text, "opponent")
    if text == UNRATED and system.id != "elo" or not text and system.id in _BLANK_UNRATED:
        return None
    if system.id == "elo":
        return parse_rating(text, "opponent")
    return parse_whole_rating(text, "opponent")


#: Systems whose rows take an empty opponent field for one without a rating (their
#: hints say so: UKD and DWZ players often meet opponents without one).
_BLANK_UNRATED = ("ukd", "dwz", "fide-dwz")
#: Systems whose rows hold a second rating of the opponent (his DWZ beside his FIDE).
_SECOND_RATING = ("fide-dwz",)

def _parse_row(system, row):
    """(system, game, problems) of a row as `system` reads it: the game as the engine
    takes it, None for an empty row; kept with the row until its text changes
    (state.Row), since a key changes one row of hundreds (_games looks there first)."""
    if row.is_empty():
        row.parsed = (system, None, None)
        return row.parsed
    problems = {}
    opponent = second = score = None
    try:
        opponent = _opponent(row.opponent, system)
    except InputError as error:
        problems["opponent"] = error
    if system.id in _SECOND_RATING:
        try:
            second = _opponent(row.second, system)
        except InputError as error:
            problems["second"] = error
    try:
        score = parse_score(row.score, "score")
    except InputError as error:
        problems["score"] = error
    row.parsed = (system, (opponent, score, row.forfeit, second), problems)
    return row.parsed


def prepare_rows(system_id, rows):
    """Rows read as `system_id` reads them, ahead of `evaluate`: a file's rows as its
    pieces come in, so that the evaluation after the last piece finds them read."""
    if system_id not in IDS:
        return  # the evaluation says so at the select
    _games(get(system_id), rows)


def _games(system, rows):
    """(games for the engine, row errors, indices counted) of rows as `system` reads
    them, each row read once (_parse_row) and then taken as it was kept."""
    games, row_errors, counted = [], {}, []
    index = -1  # counted by hand: enumerate makes a pair per row, and there are thousands
    for row in rows:
        index += 1
        parsed = row.parsed
        if parsed is None or parsed[0] is not system:
            parsed = _parse_row(system, row)
        if parsed[1] is None:
            continue  # an empty row
        if parsed[2]:
            row_errors[index] = parsed[2]
            continue
        counted.append(index)
        games.append(parsed[1])
    return games, row_errors, counted


def _read_rows(state, system):
    """(rows, games for the engine, row errors, indices counted) from the typed rows:
    `rows` in the state (the page's, in their order) or else those of the link."""
    rows = state.get("rows")
    if rows is None:
        rows = parse_rows(state["games"])
    return (rows,) + _games(system, rows)


def _input_value(state, errors, item):
    """One input of a system's declaration, parsed from the page's text; None when it
    does not apply or an optional one is empty."""
    if not item.applies(state):
        return None
    text = state.get(item.key, item.default)
    if item.kind == "flag":
        return text == "1"
    if item.kind == "choice":
        return text
    if item.optional and not _filled(state, errors, item.key):
        return None
    return _read(state, errors, item.key, _PARSERS[item.kind])


def _tournament(state, errors, games):
    system = get(state["system"])
    params = {}
    for item in system.inputs:
        if item.page:
            params[item.key] = _input_value(state, errors, item)
    if not errors:
        return system.rate(params.pop("rating"), games, **params)
    return None


def _what_if(state, games):
    """For a tournament of one game: the result of a win, a draw and a loss."""
    return [(name, _tournament(state, {}, [(games[0][0], score) + games[0][2:]]))
            for name, score in SCORES]


def evaluate(state):
    """The engine's result for a full page state (see `elo.web.state.with_defaults`)."""
    errors = {}
    rows, row_errors, counted, outcomes, target = (), {}, (), (), None
    result = None
    try:
        if "system_unknown" in state:
            get(state["system_unknown"])  # raises: said at the select
        if state["mode"] == "tournament":
            rows, games, row_errors, counted = _read_rows(state, get(state["system"]))
            if row_errors and not games:
                raise InputError("games", "rows_invalid")
            result = _tournament(state, errors, games)
            target = _optional_whole(state, errors, "target")  # after: it blocks nothing
            if len(games) == 1 and result is not None and result.form == "period":
                outcomes = _what_if(state, games)
        elif state["mode"] == "multi":
            result = _multi(state, errors)
        else:
            result = _single(state, errors)
    except InputError as error:
        errors[error.field] = error
    if errors and set(errors) != {"target"}:  # a bad target leaves the result standing
        result, outcomes = None, ()
    return Evaluation(result, errors, rows, row_errors, counted, outcomes, target)
