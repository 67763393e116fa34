"""Pieces of rendering the systems' views share: numbers in the page's style, the written-out
Elo formula, the table of a win, a draw and a loss, the stakes of a tournament."""

from elo.systems.classic import SCALE
from elo.period import running
from elo.numbers import format_number, format_value
from elo.stakes import score_needed, stakes
from elo.system import SCORES
from elo.texts import counted, text, words
from elo.present.blocks import TABLE_ROWS, Line, Table, listed, to_html
from elo.present.html import Memo, cell, escape
from elo.present.later import Later
from elo.units import TYPE_CHECKING, Hundredths, Rating, Score

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence, Sized
    from typing import TypeVar

    from elo.systems.performance import Performance
    from elo.present.evaluation import Evaluation
    from elo.present.shapes import Html, Shown
    from elo.shapes import GameLine, Result, ScoredPeriod

    T = TypeVar("T")

__all__ = ["signed", "points", "signed_points", "total", "score", "opponent",
           "expected_formula", "new_rating_step", "outcomes_table", "more_games", "label",
           "title_performance", "what_if", "stakes_part", "period", "row_notes",
           "running_cells"]

# The power 10^(D/400) is written out only while it reads as a plain number.
_MAX_SHOWN_EXPONENT = 6

_lines = Memo()  # the stakes' table lines by their content and language


def signed(value: float, lang: str, decimals: int = 0) -> str:
    return format_number(value, decimals, lang, sign=True)


def points(hundredths: Hundredths, lang: str, decimals: int = 2, sign: bool = False) -> str:
    """Hundredths of a point: exact ints from a table, floats from a formula."""
    if isinstance(hundredths, int):
        return format_number(hundredths, decimals, lang, sign=sign, scale=2)
    return format_number(hundredths / 100, decimals, lang, sign=sign)


def signed_points(hundredths: Hundredths, lang: str) -> str:
    return points(hundredths, lang, 2, True)


def total(hundredths: Score, lang: str) -> str:
    """Points scored, as a person writes them: 2, 1,5."""
    return format_value(hundredths / 100, lang)


def score(hundredths: Score) -> str:
    return {100: "1", 50: "\u00bd", 0: "0"}[hundredths]


def opponent(value: Rating | None, lang: str) -> str:
    """An opponent's rating, or a dash for one without."""
    return "\u2013" if value is None else format_value(value, lang)


def label(lang: str, key: str, system_id: str) -> str:
    """A label that a system may word its own way ("new-rating-label-fide": "Neue
    FIDE-Elo"), else the page's general one."""
    own = key + "-" + system_id
    return text(lang, own if own in words(lang) else key)


def date_text(iso: str, lang: str) -> str:
    """A day (YYYY-MM-DD) as the language writes it: 2.12.2026, or 2026-12-02 in
    English, which no reader takes for another day."""
    year, month, day = iso[:10].split("-")
    return "%d.%d.%s" % (int(day), int(month), year) if lang == "de" else iso[:10]


def expected_formula(rating: Rating, other: Rating, expected: float, lang: str) -> str:
    """E = 1 / (1 + 10^(D/400)) = ... written with the user's numbers."""
    difference = other - rating
    exponent = difference / SCALE
    parts = ["E = 1 / (1 + 10^(D / %d))" % SCALE,
             "1 / (1 + 10^(%s / %d))" % (format_value(difference, lang), SCALE)]
    if abs(exponent) <= _MAX_SHOWN_EXPONENT:
        parts.append("1 / (1 + %s)" % format_number(10 ** exponent, 4, lang))
    parts.append(format_number(expected, 4, lang))
    return " = ".join(parts)


def new_rating_step(rating: Rating, change: float, new_rating: Rating,
                    lang: str) -> tuple[str, str]:
    return (text(lang, "step-new"), "%s %s %s = %s" % (
        format_value(rating, lang), "\u2212" if change < 0 else "+",
        format_number(abs(change), 0, lang), format_value(new_rating, lang)))


def outcomes_table(outcomes: "Sequence[tuple[str, str, str]]", actual: str, lang: str) -> str:
    """Win, draw and loss side by side: `outcomes` are (name, change, new rating)."""
    head, changes, ratings = [], [], []
    for name, change, new_rating in outcomes:
        css = "actual" if name == actual else None
        words = escape(text(lang, name))
        if css:
            words += ' <span class="tag">%s</span>' % escape(text(lang, "your-result"))
        head.append('<th scope="col"%s>%s</th>' % (' class="actual"' if css else "", words))
        changes.append(cell(change, css=css))
        ratings.append(cell(new_rating, css=css))
    return ('<table class="outcomes"><thead><tr><td></td>%s</tr></thead><tbody>'
            '<tr><th scope="row">%s</th>%s</tr><tr><th scope="row">%s</th>%s</tr>'
            '</tbody></table>' % ("".join(head), escape(text(lang, "change-label")),
                                  "".join(changes), escape(text(lang, "new-rating-label")),
                                  "".join(ratings)))


def more_games(games: "Sized", lang: str) -> str:
    """What a per-game table says of the games it does not list (blocks.listed)."""
    left = len(games) - TABLE_ROWS
    return counted(lang, "table-more", left, count=format_number(left, 0, lang)) \
        if left > 0 else ""


def running_cells(result: "Result", lang: str) -> list[str]:
    """After each listed game, the period's exact change so far (elo.period.running), as a
    player entering results round by round reads where he stands: the last is the
    change before its one rounding."""
    sums = running(result) or []
    return [signed_points(value, lang) for value in sums[:TABLE_ROWS]]


def title_performance(perf: "Performance", lang: str) -> str:
    """The Title Regulations' performance (1.4.6-1.4.9) beside the linear shortcut."""
    line = text(lang, "performance-text", rating=format_value(perf.rating, lang),
                average=format_value(perf.average, lang), percent=perf.percent,
                dp=signed(perf.dp, lang), linear=format_number(perf.linear, 0, lang))
    if perf.linear_breaks:
        line += " " + text(lang, "linear-breaks")
    return line


def what_if(evaluation: "Evaluation", lang: str) -> str:
    """Win, draw and loss for a tournament of one game."""
    played = evaluation.result
    if not evaluation.outcomes or played is None or played.shape != "period":
        return ""  # outcomes come with a period of one game (elo.present.evaluate)
    rows = [(name, signed(result.new_rating - result.rating, lang),
             format_value(result.new_rating, lang)) for name, result in evaluation.outcomes]
    actual = [name for name, points_ in SCORES if points_ == played.games[0].score]
    return outcomes_table(rows, actual[0], lang)


def _needed(result: "ScoredPeriod", target: Rating, keys: tuple[str, str], lang: str) -> str:
    """The score that reaches `target`, in the words of `keys`: (found, none found)."""
    needed = score_needed(result, target)
    if needed is None:
        return text(lang, keys[1], target=format_value(target, lang))
    return text(lang, keys[0], target=format_value(target, lang), points=total(needed, lang),
                games=result.counted_games)


def _stakes_line(number: int, game: "GameLine", row_stakes: "Sequence[float] | None",
                 lang: str) -> Line:
    if row_stakes is None:
        return Line([str(number), opponent(game.opponent, lang), ""], "left-out")
    return Line([str(number), opponent(game.opponent, lang)] +
                [signed_points(value, lang) for value in row_stakes])


def stakes_part(result: "ScoredPeriod", target: Rating | None, lang: str,
                heading: str = "") -> str:
    """Score needed to keep the rating and to reach the target; per game what each
    result would change. `heading` names the system where two are shown."""
    lines = [_needed(result, result.rating, ("stakes-keep", "stakes-keep-none"), lang)]
    if target is not None:
        lines.append(_needed(result, target, ("stakes-target", "stakes-target-none"), lang))
    head = [text(lang, key) for key in ("col-number", "col-opponent", "win", "draw", "loss")]
    games = result.games[:TABLE_ROWS]  # only those listed: not 10,000 games' stakes
    rows = [_lines.get(("stakes", lang, number, game.opponent, row_stakes),
                       lambda: _stakes_line(number, game, row_stakes, lang))
            for number, (game, row_stakes) in listed(list(zip(games, stakes(result, games))))]
    top = "<h4>%s</h4>" % escape(heading) if heading else ""
    return top + "".join('<p class="stakes-line">%s</p>' % escape(line) for line in lines) + \
        to_html([Table(text(lang, "stakes-caption"), head, rows,
                       more=more_games(result.games, lang))])


def period(evaluation: "Evaluation", result: "ScoredPeriod", lang: str) -> "Shown":
    """(texts, HTML) by element id of what every rating period shows: the new rating, the
    change, the expected score over the counted games, the stakes and, for a tournament
    of one game, its three results."""
    texts = {"new-rating": format_value(result.new_rating, lang),
             "change": signed(result.change, lang),
             "expected": text(lang, "expected-of", expected=points(result.expected, lang),
                              games=result.counted_games)}
    html: "Html" = {"break-even": Later(stakes_part, result, evaluation.target, lang),
            "outcomes": what_if(evaluation, lang)}
    return texts, html


def row_notes(note: "Callable[[T, str], str]", games: "Sequence[T]",
              lang: str) -> list[str]:
    """Each game's note, as a view's `note(game, lang)` says it."""
    return [note(game, lang) for game in games]
