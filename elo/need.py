"""What a player needs in the games still to play (docs/rules/need.md): every total score
of `remaining` further games against opponents of one average rating, each rated with
the games so far as one period by the system's own `rate`, and the least total that
reaches a target rating.

The remaining games are built as wins, one draw for a half point, and losses against
the average (one value per column of the system: FIDE's rating; FIDE's and the DWZ
beside it; a Glicko-2 rating and its RD), added after the games so far, and the whole
list is rated by `System.rate` with the system's params: no rule is written twice here.
Identical opponents make only the total of the remaining games matter, system by system:

- FIDE (Rating Regulations 8.3): every remaining game has the same D after the 400 rule
  (8.3.1) and so the same PD (8.1.2); K comes from 8.3.3 and the 700 rule from the
  number of games, never from their results; the change K x sum(S - PD) is rounded once
  (8.3.4). A win and a loss are a draw and a draw. The 700 rule counts the games so
  far and the remaining, or the period's own field `period` where it is larger: a
  `period` smaller than the games rated is lifted to them (the remaining games belong
  to the period).
- DWZ (docs/rules/dwz.md 3.1, 4.2): We is the sum of P(D) over the ratings; W enters
  Rn = R0 + 800 (W - We) / (E + n) (E system) or R0 + K (W - We) (K system) as a sum, and
  E or K depends on the results only through W >= We (fB and SBr, 3.2; b and a, 4.5).
  Which system applies is the end date's (params `end`), over all games, n included.
- Classic Elo: K x sum(S - E), E from the ratings alone.
- UKD (docs/rules/README.md section 3): the remaining games join the average of the
  capped ratings, from which D and PD come; dD = k (W - We) with k by the own UKD.
- Glicko-2 (docs/rules/glicko2.md): against opponents of one rating and one RD, g and E
  are the same in every remaining game and v does not depend on the scores; the scores
  enter steps 4, 5 and 7 only as sum(g (s - E)) = g (total - n E). Against different
  opponents which games are won would matter (g and E differ per game); not here.

Speed: each total rated from scratch costs 2 x remaining + 1 ratings of the whole
period. Instead the two ends (nothing and everything of the remaining games won) are
rated; a total between two rated ones takes the new rating that both their results'
`rating_for` (the system's own "new rating had the counted games scored this") give it,
where they agree on every total between them; where they do not, the total in the
middle is rated and each half is looked at again. This is exact because a period's
parameters (K, E, We, the average) depend on the total at most through one threshold
(the DWZ's W >= We, which its `rating_for` applies itself), so a total between two rated
ones is rated with the parameters of one of them: every system but Glicko-2 takes two
ratings in all. Glicko-2's results have no `rating_for`: each total is rated.

Units: points in hundredths of a point (in half points: 0, 50, ...); a change is whole;
a new rating as the system gives it (Glicko-2's unrounded).
"""

from elo.errors import InputError
from elo.numbers import round_half_away
from elo.period import check_whole, to_points
from elo.units import TYPE_CHECKING, Rating, Score

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from typing import Any

    from elo.results import AnyResult
    from elo.shapes import Cells, GameTuple, Period, Report
    from elo.system import System

    #: A row of the table: the total in the remaining games, the whole change, the new
    #: rating.
    Row = tuple[Score, int, Rating]

__all__ = ["MAX_REMAINING", "Need", "need", "column_sides", "check"]

#: The most remaining games asked about (a season's worth of rounds).
MAX_REMAINING = 100

#: FIDE's field of the games in the whole rating period (8.3.3's 700 rule), borrowed by
#: FIDE beside the DWZ; the remaining games are in that period.
_PERIOD = "period"

def _sides(result: "Period") -> "list[tuple[str | None, Period]]":
    """The results one rating holds: (None, the result), then each nested one by its key
    (FIDE beside the DWZ: the DWZ's under the key `dwz`)."""
    sides: "list[tuple[str | None, Period]]" = [(None, result)]
    return sides + list(getattr(result, "nested", ()))


def _change(rating: Rating, new_rating: Rating) -> int:
    """The whole change to a new rating that rating_for gave: for a whole rating the
    difference itself; for a classic rating with decimals the difference less the float's
    last bit (rating_for adds a whole change to the rating)."""
    return round_half_away(new_rating - rating)


class Need:
    """Every total of the remaining games with its change and new rating, per side.

    `rows(side)`: [(points, change, new_rating)] for points 0, 50, ..., 100 x remaining
    (hundredths of a point in the remaining games), side None for the system's own result
    and a nested key (`dwz`) for a second one. `points_for(target, side)`: the least
    points that reach `target`, None when none does; `target` None is the rating before
    (to keep it). `result(points)`: the whole period rated with that total, from scratch
    (a rated one is kept). `warnings`: the InputWarnings of the plausibility checks on
    the average (elo.system.Column.check). `ratings`: the number of periods rated.
    """

    __slots__ = ("system", "games", "params", "remaining", "average", "warnings",
                 "ratings", "sides", "_results", "_rows")

    def __init__(self, system: "System", games: "Sequence[GameTuple]",
                 params: "Mapping[str, Any]", remaining: int,
                 average: "Sequence[float | str | None]") -> None:
        self.system = system
        self.games = list(games)
        self.params = dict(params)
        self.remaining = remaining
        self.average = tuple(average)
        self.warnings = check(system, remaining, self.average)
        self.ratings = 0
        top = 2 * remaining  # totals in half points
        self._results: "list[Period | None]" = [None] * (top + 1)
        low = self._rate(0)
        self.sides = tuple(key for key, _ in _sides(low))
        self._rows: "list[list[Row | None]]" = [[None] * (top + 1) for _ in self.sides]
        self._put(0)
        self._put(top, self._rate(top))
        self._fill(0, top)

    def result(self, points: Score) -> "Period":
        """The period rated with `points` (hundredths, half points) in the remaining games."""
        return self._at(points // 50)

    def rows(self, side: str | None = None) -> "list[Row]":
        # every row, each filled when the Need was made
        return [row for row in self._rows[self.sides.index(side)] if row is not None]

    def rating_before(self, side: str | None = None) -> Rating:
        return dict(_sides(self._at(0)))[side].rating

    def _at(self, half: int) -> "Period":
        """The period with `half` half points in the remaining games: the one kept, or
        rated now (its row is filled already)."""
        kept = self._results[half]
        return kept if kept is not None else self._rate(half)

    def points_for(self, target: Rating | None = None,
                   side: str | None = None) -> Score | None:
        """The least points in the remaining games whose new rating is at least `target`
        (the rating before when None); None when even winning them all falls short.
        Every total is looked at: no order of the new ratings is assumed."""
        if target is None:
            target = self.rating_before(side)
        for points, _, new_rating in self.rows(side):
            if new_rating >= target:
                return points
        return None

    def _rate(self, half: int) -> "Period":
        """The period with `half` half points in the remaining games, from scratch."""
        games = self.games + _hypothetical(self.average, self.remaining, half)
        try:
            result: "AnyResult" = self.system.rate(games, **self.params)
        except InputError as error:
            if error.field == _PERIOD and error.code == "period_games_too_few":
                self.params[_PERIOD] = None  # the games rated are the period's
                return self._rate(half)
            raise _average_error(error, len(self.games)) from None
        if result.shape != "period" and result.shape != "both":
            raise ValueError("a first rating has no rating before to keep or to change")
        self.ratings += 1
        self._results[half] = result
        return result

    def _put(self, half: int, result: "Period | None" = None) -> None:
        """The rows of a total rated from scratch (by default the one kept)."""
        for number, (_, side) in enumerate(_sides(self._at(half) if result is None
                                                  else result)):
            self._rows[number][half] = (50 * half, side.change, side.new_rating)

    def _fill(self, low: int, high: int) -> None:
        """Every row between two rated totals (the module's "Speed")."""
        spans = [(low, high)]
        while spans:
            low, high = spans.pop()
            if high - low < 2:
                continue
            between = self._between(low, high)
            if between is None:
                middle = (low + high) // 2
                self._put(middle, self._rate(middle))
                spans += [(low, middle), (middle, high)]
                continue
            for number, rows in enumerate(between):
                self._rows[number][low + 1:high] = rows

    def _between(self, low: int, high: int) -> "list[list[Row]] | None":
        """The rows of every total strictly between two rated ones, per side, where the
        results at both ends give each of them the same new rating; None otherwise."""
        found: "list[list[Row]]" = []
        for (_, first), (_, last) in zip(_sides(self._at(low)), _sides(self._at(high))):
            # the remaining games are the last ones; uncounted (a rapid game FIDE does not
            # rate), their score moves nothing
            step = 50 if first.games[-1].counted else 0
            rows: "list[Row]" = []
            for half in range(low + 1, high):
                new_rating = first.rating_for(first.score + (half - low) * step)
                if new_rating is None or \
                        new_rating != last.rating_for(last.score - (high - half) * step):
                    return None
                rows.append((50 * half, _change(first.rating, new_rating), new_rating))
            found.append(rows)
        return found

    def report(self, side: str | None = None, target: Rating | None = None) -> "Report":
        """The command line's `need` (docs/contract.md): remaining, the average (and any
        other column of the side: `average_rd`), the target (the rating before when
        None), the least points reaching it or None, and the table, in points."""
        if target is None:
            target = self.rating_before(side)
        data: "Report" = {"remaining": self.remaining}
        data.update(self.averages(side))
        needed = self.points_for(target, side)
        data.update({"target": target, "points": to_points(needed),
                     "table": [{"points": to_points(points), "change": change,
                                "new_rating": new_rating}
                               for points, change, new_rating in self.rows(side)]})
        return data

    def reports(self, targets: "Mapping[str | None, Rating | None] | None" = None,
                ) -> "Report":
        """The command line's keys (docs/contract.md): `need` for the system's own side,
        KEY_need for a nested one (`dwz_need`), each with its target from `targets` (by
        side; none given: the rating before)."""
        targets = targets or {}
        return dict(("need" if side is None else side + "_need",
                     self.report(side, targets.get(side))) for side in self.sides)

    def averages(self, side: str | None = None) -> "Report":
        """The side's values of the average by the report's keys: `average` its first
        column's, then `average_` and the rest of the meaning for each further column of
        it (Glicko-2's "opponent.glicko2.rd": `average_rd`)."""
        data: "Report" = {}
        columns = self.system.columns
        for column, owner, value in zip(columns, column_sides(self.system), self.average):
            if owner == side:
                if data:
                    data["average_" + column.meaning.rpartition(".")[2]] = value
                else:
                    data["average"] = value
        return data


def column_sides(system: "System") -> "list[str | None]":
    """The side each column of a system's rows belongs to: None for the system's own
    result (the first column, and the columns that say more of it, such as Glicko-2's
    RD, "opponent.glicko2.rd"), the key of the nested result for another system's column
    (`opponent.dwz`: `dwz`, FIDE beside the DWZ's)."""
    own = system.columns[0].meaning + "."
    return [None if number == 0 or column.meaning.startswith(own)
            else column.meaning.partition(".")[2]
            for number, column in enumerate(system.columns)]


def need(system: "System", games: "Sequence[GameTuple]", params: "Mapping[str, Any]",
         remaining: int, average: "Sequence[float | str | None]") -> Need:
    """Every total of `remaining` games against `average` (one value per column of the
    system, as a game's: (1800,), (1800, 1750) for FIDE beside the DWZ, (1800, 80.0) for
    a Glicko-2 rating and its RD), rated with `games` (the games so far as `rate` takes
    them; none before the first round) and `params` (`rate`'s keywords). An InputError
    for a bad `remaining` (1 to MAX_REMAINING) or average (field "average"), and any the
    system's `rate` raises for the games so far or the params."""
    return Need(system, games, params, remaining, average)


def _hypothetical(average: "Cells", remaining: int,
                  half: int) -> "list[GameTuple]":
    """The remaining games for `half` half points: wins, one draw for a half point, and
    losses, each against the average."""
    wins, draw = divmod(half, 2)
    first, rest = average[0], average[1:]
    return ([(first, 100, False) + rest] * wins + [(first, 50, False) + rest] * draw +
            [(first, 0, False) + rest] * (remaining - wins - draw))


def check(system: "System", remaining: int,
          average: "Cells") -> "list[InputError]":
    """Refuse a count outside 1..MAX_REMAINING and an average no list holds (a rating
    must be whole: FIDE, the DWZ and the UKD publish whole ones, and an average is asked
    as one); the warnings of what is only unusual (Column.check)."""
    check_whole(remaining, "remaining", 1, MAX_REMAINING)
    if len(average) != len(system.columns):
        raise ValueError("one average per column of the system")
    warnings = []
    for column, value in zip(system.columns, average):
        if value is None:
            raise InputError("average", "empty")
        if column.kind != "number":  # a rating (an RD is any positive number)
            check_whole(value, "average")
        doubt = column.check(value, "average")
        if doubt is not None:
            if doubt.severity == "error":
                raise doubt
            warnings.append(doubt)
    return warnings


def _average_error(error: InputError, known: int) -> InputError:
    """An error of `rate` about one of the remaining games said at the average."""
    if error.field == "games" and error.params.get("game", 0) > known:
        params = dict(error.params)
        del params["game"]
        return InputError("average", error.code, **params)
    return error
