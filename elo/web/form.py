"""Typed text -> engine result, or a message for each field that cannot be used.

Every field is parsed, so all bad fields are flagged at once; the engine then checks
what needs several fields together (points above games). Field names are the keys of
`elo.web.state`; the page's input ids are the same with "-" for "_".

Tournament rows are looser: a broken row is marked and left out, and the rest is still
computed, so one typo in round 7 does not blank the whole table.
"""

from elo.classic import check_k, rate_game, rate_games, rate_series
from elo.errors import InputError
from elo.fide import rate_fide, rate_first
from elo.games import UNRATED
from elo.numbers import parse_number, parse_score, parse_whole
from elo.ukd import rate_ukd
from elo.web.state import parse_rows

__all__ = ["Evaluation", "evaluate", "SCORES"]

#: The result radio values and the points they score.
SCORES = {"1": 1, "0.5": 0.5, "0": 0}


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
            check(value, field)
        return value
    except InputError as error:
        errors[field] = error
        return None


def _optional_whole(state, errors, field):
    if not state[field].strip():
        return None
    return _read(state, errors, field, parse_whole)


def _single(state, errors):
    rating = _read(state, errors, "rating")
    k = _read(state, errors, "k", check=check_k)
    opponent = _read(state, errors, "opponent")
    opponent_k = None
    if state["opponent_k"].strip():
        opponent_k = _read(state, errors, "opponent_k", check=check_k)
    if not errors:
        return rate_game(rating, opponent, SCORES[state["result"]], k, opponent_k)


def _multi(state, errors):
    rating = _read(state, errors, "rating")
    k = _read(state, errors, "k", check=check_k)
    average = _read(state, errors, "average")
    games = _read(state, errors, "count", parse_whole)
    points = _read(state, errors, "points")
    if not errors:
        return rate_series(rating, average, games, points, k)


def _opponent(text, system):
    """An opponent's rating from a row: classic Elo needs a number; FIDE takes "-" for an
    unrated opponent; UKD also takes an empty field for a player without UKD."""
    text = text.strip()
    if (text == UNRATED and system != "elo") or (not text and system == "ukd"):
        return None
    if system == "elo":
        return parse_number(text, "opponent")
    return parse_whole(text, "opponent")


# (system, opponent text, score text) -> (opponent, score, problems): a keystroke changes
# one row, so the others are not parsed again.
_parsed = {}
_PARSED_MAX = 5000


def _parse_row(system, row):
    key = (system, row.opponent, row.score)
    if key not in _parsed:
        if len(_parsed) > _PARSED_MAX:
            _parsed.clear()
        problems = {}
        opponent = score = None
        try:
            opponent = _opponent(row.opponent, system)
        except InputError as error:
            problems["opponent"] = error
        try:
            score = parse_score(row.score, "score")
        except InputError as error:
            problems["score"] = error
        _parsed[key] = (opponent, score, problems)
    return _parsed[key]


def _read_rows(state):
    """(rows, games for the engine, row errors, indices counted) from the typed rows:
    `rows` in the state (the page's, in their order) or else those of the link."""
    system = state["system"]
    rows = state.get("rows")
    if rows is None:
        rows = parse_rows(state["games"])
    games, row_errors, counted = [], {}, []
    for index, row in enumerate(rows):
        if row.is_empty():
            continue
        opponent, score, problems = _parse_row(system, row)
        if problems:
            row_errors[index] = problems
            continue
        counted.append(index)
        if system == "elo":
            games.append((opponent, score / 100))
        elif system == "ukd":
            games.append((opponent, score, row.forfeit))
        else:
            games.append((opponent, score))
    return rows, games, row_errors, counted


def _tournament(state, errors, games):
    system = state["system"]
    if system == "elo":
        rating = _read(state, errors, "rating")
        k = _read(state, errors, "k", check=check_k)
        if not errors:
            return rate_games(rating, games, k)
        return None
    if system == "ukd":
        rating = _read(state, errors, "rating", parse_whole)
        if not errors:
            return rate_ukd(rating, games, state["tc"])
        return None
    if state["first"] == "1":
        return rate_first(games)
    rating = _read(state, errors, "rating", parse_whole)
    k = None
    if state["ksource"] == "own":
        k = _read(state, errors, "k", parse_whole)
    options = [_optional_whole(state, errors, field)
               for field in ("rated_games", "born", "year", "period")]
    if not errors:
        rated_games, born, year, period = options
        return rate_fide(rating, games, k, rated_games, born, year, state["reached"] == "1",
                         period, state["tc"])
    return None


_RESULTS = (("win", 100), ("draw", 50), ("loss", 0))


def _what_if(state, games):
    """For a tournament of one game: the result of a win, a draw and a loss."""
    outcomes = []
    for name, score in _RESULTS:
        game = (games[0][0], score / 100 if state["system"] == "elo" else score) + games[0][2:]
        outcomes.append((name, _tournament(state, {}, [game])))
    return outcomes


def evaluate(state):
    """The engine's result for a full page state (see `elo.web.state.with_defaults`)."""
    errors = {}
    rows, row_errors, counted, outcomes, target = (), {}, (), (), None
    try:
        if state["mode"] == "tournament":
            rows, games, row_errors, counted = _read_rows(state)
            result = _tournament(state, errors, games)
            target = _optional_whole(state, errors, "target")  # after: it blocks nothing
            if len(games) == 1 and result is not None and state["first"] != "1":
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
