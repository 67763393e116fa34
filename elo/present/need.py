"""What do I need, on the calculator's screen: the games still to play (need_remaining),
their opponents' average (need_average; left empty, the average of the rated opponents
so far) and the rating to reach (need_target; left empty, the rating before), read
beside the system's own fields, and the answer (elo.need) as a sentence per side and a
table of every total. Pure: the page writes the HTML (elo.web.calculator), and nothing
of the figures above it waits for the need, which is built after them (Later). The
fields, the outputs and the target presets, which the page shows before the need is
asked for, are elo.present.targets'; the page fetches this module, with elo.need, in a
part of its own (elo.web.shell.registry) once the games to come are typed.

A field of the need that cannot be used is said at that field and blocks nothing else.
"""

from elo.errors import InputError
from elo.games import BOTH, parse_cell
from elo.messages import message
from elo.need import Need, check, column_sides
from elo.numbers import div_round_half_away, format_value, parse_rating, parse_whole, \
    round_half_away, typed_text
from elo.present.blocks import Line, Table, to_html
from elo.present.html import escape
from elo.present.pieces import signed, total
from elo.texts import counted, text
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from elo.present.screen import Screen
    from elo.present.shapes import AnyResult
    from elo.shapes import Cells, GameTuple
    from elo.system import System
    from elo.units import Rating

__all__ = ["Asked", "ask", "points_html", "table_html"]

#: Every side at once, for _against.
ALL = "*"


class Asked:
    """A need the fields ask for: the system, the games so far and the params as the
    engine took them, the remaining games, their average (one value per column; `own`
    whether typed, else the games' average) and the target (None: keep the rating).
    `found()` rates it once, when its HTML is built."""

    __slots__ = ("system", "games", "params", "remaining", "average", "typed", "target",
                 "_found")

    def __init__(self, system: "System", games: "Sequence[GameTuple]",
                 params: "dict[str, Any]", remaining: int, average: "Cells",
                 typed: bool, target: "Rating | None") -> None:
        self.system = system
        self.games = games
        self.params = params
        self.remaining = remaining
        self.average = average
        self.typed = typed
        self.target = target
        self._found: "Need | InputError | None" = None

    def found(self) -> "Need | InputError":
        if self._found is None:
            try:
                self._found = Need(self.system, self.games, self.params, self.remaining,
                                   self.average)
            except InputError as error:
                self._found = error
            except ValueError:  # a side with no rating before: a first rating
                self._found = InputError("need_remaining", "need_first")
        return self._found


def _so_far(system: "System", games: "Sequence[GameTuple]") -> "Cells":
    """Per column, the average of the games so far over the opponents with a value there
    (a forfeit is no game against anyone), rounded to a whole rating 0.5 away from zero;
    None where no game has one."""
    found: "list[float | None]" = []
    for number in range(len(system.columns)):
        values = [game[0] if number == 0 else game[2 + number] for game in games
                  if not game[2]]
        values = [value for value in values if value is not None]
        if not values:
            found.append(None)
        elif all(isinstance(value, int) for value in values):
            found.append(div_round_half_away(sum(values), len(values)))
        else:
            found.append(round_half_away(sum(values) / len(values)))
    return tuple(found)


def _average(system: "System", typed: str, games: "Sequence[GameTuple]") -> "Cells":
    """The average as typed ("1800", or "1800/1750" a value per column, as a row's
    cells), or the games'; an InputError at need_average where neither gives one."""
    if not typed:
        average = _so_far(system, games)
        if None in average:
            raise InputError("need_average", "need_average_missing")
        return average
    if len(system.columns) == 1:
        return (parse_cell(typed, system.columns[0], "need_average"),)
    cells = typed.split(BOTH)
    if len(cells) != len(system.columns):
        raise InputError("need_average", "need_average_columns",
                         columns=BOTH.join(column.name for column in system.columns))
    return tuple(parse_cell(cell, column, "need_average")
                 for cell, column in zip(cells, system.columns))


def ask(system: "System", screen: "Screen", games: "Sequence[GameTuple]",
        params: "dict[str, Any]", result: "AnyResult",
        errors: "dict[str, InputError]") -> Asked | None:
    """The need the screen asks for with its result (None without the games to come,
    or when a field of it cannot be used: said in `errors` by the field's key)."""
    texts = screen.need
    try:
        remaining_text = typed_text(texts.get("need_remaining", ""), "need_remaining")
        if not remaining_text:
            return None
        remaining = parse_whole(remaining_text, "need_remaining")
        if result.shape not in ("period", "both") or result.rating is None:
            raise InputError("need_remaining", "need_first")
    except InputError as error:
        errors[error.field] = error
        return None
    asked = None
    try:
        typed = typed_text(texts.get("need_average", ""), "need_average")
        average = _average(system, typed, games)
        target_text = typed_text(texts.get("need_target", ""), "need_target")
        target = parse_rating(target_text, "need_target") if target_text else None
        check(system, remaining, average)  # said now, at its field, as elo.need would
        asked = Asked(system, games, params, remaining, average, bool(typed), target)
    except InputError as error:
        errors[_field_of(error)] = error
        return None
    return asked


def _field_of(error: InputError) -> str:
    """The field of the need an error of elo.need belongs to."""
    if error.field in ("remaining", "average"):
        error.field = "need_" + error.field
    return error.field


def _side_name(system: "System", side: str | None) -> str:
    """A side's short name where two are shown: the name of its first column (ELO, DWZ
    beside each other, as the command line's --average names them)."""
    return system.columns[column_sides(system).index(side)].name


def _against(found: Need, side: "str | None", lang: str) -> str:
    """The average a side is rated against (every column of it: a rating and its RD);
    None: every column, as typed."""
    values = found.average if side == ALL else list(found.averages(side).values())
    # numbers: elo.need.check refused an empty one, and no system's column reads text
    return " / ".join(format_value(value, lang) if isinstance(value, (int, float))
                      else str(value) for value in values)


def _sentence(found: Need, side: str | None, target: "Rating | None", lang: str) -> str:
    """The answer for one side, in words."""
    before = found.rating_before(side)
    wanted = before if target is None else target
    needed = found.points_for(wanted, side)
    games = found.remaining
    against = _against(found, side, lang)
    if needed is None:
        _, change, best = found.rows(side)[-1]
        return text(lang, "need-none", target=format_value(wanted, lang), games=games,
                    average=against, rating=format_value(best, lang),
                    change=signed(change, lang))
    row = [row for row in found.rows(side) if row[0] == needed][0]
    return text(lang, "need-keep" if wanted == before else "need-reach",
                points=total(needed, lang), games=games, average=against,
                target=format_value(wanted, lang), rating=format_value(row[2], lang),
                change=signed(row[1], lang))


def _targets(asked: Asked, found: Need) -> "dict[str | None, Rating | None]":
    """The target by side: the one typed is the system's own; every other side keeps."""
    return dict((side, asked.target if side is None else None) for side in found.sides)


def points_html(asked: object, lang: str) -> str:
    """The answer in words, a sentence per side, for what `ask` asked (an Asked)."""
    assert isinstance(asked, Asked)  # what ask made: the only need there is
    found = asked.found()
    if isinstance(found, InputError):
        return '<p class="need-error">%s</p>' % escape(message(found, lang))
    two = len(found.sides) > 1
    targets = _targets(asked, found)
    lines = []
    for side in found.sides:
        sentence = _sentence(found, side, targets[side], lang)
        if two:
            sentence = _side_name(asked.system, side) + ": " + sentence
        lines.append('<p class="need-line">%s</p>' % escape(sentence))
    if not asked.typed:
        lines.append('<p class="note">%s</p>' % escape(text(lang, "need-average-so-far")))
    return "".join(lines)


def table_html(asked: object, lang: str) -> str:
    """Every total of the remaining games with each side's change and new rating; the
    row of the least total reaching the own side's target marked (`target`)."""
    assert isinstance(asked, Asked)  # what ask made: the only need there is
    found = asked.found()
    if isinstance(found, InputError):
        return ""
    two = len(found.sides) > 1
    targets = _targets(asked, found)
    head = [text(lang, "need-col-points")]
    for side in found.sides:
        prefix = _side_name(asked.system, side) + " " if two else ""
        head += [prefix + text(lang, "col-change"), prefix + text(lang, "need-col-new-rating")]
    answer = found.points_for(targets[None], None)
    columns = [found.rows(side) for side in found.sides]
    lines = []
    for number, (points, _, _) in enumerate(columns[0]):
        cells = [text(lang, "need-of", points=total(points, lang), games=found.remaining)]
        for rows in columns:
            cells += [signed(rows[number][1], lang), format_value(rows[number][2], lang)]
        lines.append(Line(cells, "target" if points == answer else None))
    return to_html([Table(counted(lang, "need-caption", found.remaining, games=found.remaining,
                                   average=_against(found, ALL, lang)), head, lines,
                          css="need")])


if TYPE_CHECKING:  # this module is the need the targets import by name: mypy checks it here
    from elo.present import need as _this
    from elo.present.need_shapes import NeedRules

    _need: "NeedRules" = _this
