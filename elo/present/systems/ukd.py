"""UKD on the page: each game as the 350-point rule counts it, then the steps in the
order of the federation's procedure (docs/rules/README.md section 3)."""

from elo.numbers import format_number, format_value
from elo.systems.tables import UKD_PD_STEPS
from elo.texts import text
from elo.present import pieces
from elo.present.blocks import Line, Steps, Table, listed, to_html
from elo.present.explain import Curve, from_table
from elo.present.html import Memo
from elo.present.later import Later
from elo.present.pieces import (more_games, opponent, points, running_cells, score,
                                 signed, signed_points, title_performance, total)
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.present.evaluation import Evaluation
    from elo.present.screen import Screen
    from elo.present.shapes import AnyResult, Block, Shown
    from elo.systems.ukd import UkdGame

__all__ = ["render", "breakdown", "row_notes", "CURVE"]

#: The federation's table (8.1.2 up to 344, then .89) and its 350-point rule.
#: The words of the time controls, by the engine's codes.
_TIME_CONTROLS = {"standard": "tc-standard", "rapid": "tc-rapid", "blitz": "tc-blitz"}

CURVE = Curve("ukd", from_table(UKD_PD_STEPS), "table-source-ukd", "chart-legend-ukd", drawn=2,
              cap=350, cap_words="chart-cap-ukd", decimals=2, largest=350)

_lines = Memo()


def _line(number: int, game: "UkdGame", so_far: str, lang: str) -> Line:
    if game.forfeit:
        counted = text(lang, "ukd-forfeit")
    elif game.opponent is None:
        assert game.delta is not None  # step 5's, set for a game against an unrated player
        counted = text(lang, "ukd-unrated", delta=signed_points(game.delta, lang))
    else:
        assert game.counted_rating is not None  # counted: the rating the 350 rule made
        counted = format_value(game.counted_rating, lang) + ("*" if game.capped else "")
    return Line([str(number), opponent(game.opponent, lang), counted, score(game.score),
                 so_far])


def _sum_terms(values: list[int], lang: str) -> str:
    """a + b + c written out; a long sum by its first and last terms."""
    terms = [format_value(value, lang) for value in
             (values if len(values) <= 12 else values[:3] + values[-2:])]
    if len(values) > 12:
        terms[3:3] = ["\u2026"]
    return " + ".join(terms)


def breakdown(result: "AnyResult", lang: str, screen: "Screen | None" = None,
              ) -> "list[Block]":
    assert result.system == "ukd"  # presenter_of chose this module by the result's system
    head = [text(lang, c) for c in ("col-number", "col-opponent", "col-counted", "col-score",
                                    "col-running")]
    sums = running_cells(result, lang)
    lines = [_lines.get(("ukd", lang, number, game.opponent, game.score, game.forfeit,
                         game.counted_rating, game.delta, sums[number - 1]),
                        lambda: _line(number, game, sums[number - 1], lang))
             for number, game in listed(result.games)]
    items = []
    n = result.counted_games
    if n:
        # counted games give D and PD (UkdRating)
        assert result.difference is not None and result.expected_per_game is not None
        average = format_number(result.average_total / n, 2, lang)
        items += [
            (text(lang, "ukd-average"), "(%s) / %d = %s" % (
                _sum_terms([g.counted_rating for g in result.games
                            if g.counted_rating is not None], lang), n, average)),
            (text(lang, "ukd-difference"), "D = %s \u2212 %s = %s" % (
                format_value(result.rating, lang), average, signed(result.difference, lang))),
            (text(lang, "ukd-pd"), "PD = %s" % points(result.expected_per_game, lang)),
            (text(lang, "ukd-we"), "We = %s \u00d7 %d = %s" % (
                points(result.expected_per_game, lang), n, points(result.expected, lang))),
        ]
    formula = "dD = k \u00d7 (W \u2212 We) = %d \u00d7 (%s \u2212 %s)" % (
        result.k, total(result.score, lang), points(result.expected, lang))
    if result.unrated_delta:
        formula += " + %d \u00d7 %s" % (result.k, signed_points(result.unrated_delta, lang))
    items.append((text(lang, "ukd-dd"), formula + " = " + signed_points(
        result.change_exact, lang)))
    exact_new = result.rating * 100 + result.change_exact
    items.append((text(lang, "ukd-new"), "%s %s %s = %s \u2192 %s" % (
        format_value(result.rating, lang), "\u2212" if result.change_exact < 0 else "+",
        points(abs(result.change_exact), lang), points(exact_new, lang),
        format_value(result.new_rating, lang))))
    return [Table(text(lang, "ukd-table-caption"), head, lines,
                  more=more_games(result.games, lang)), Steps(items)]


def render(screen: "Screen", evaluation: "Evaluation", result: "AnyResult",
           lang: str) -> "Shown":
    """(texts, HTML) by element id of what the UKD shows of its own."""
    assert result.system == "ukd"  # presenter_of chose this module by the result's system
    texts, html = pieces.period(evaluation, result, lang)
    texts["k-info"] = text(lang, "ukd-k", k=result.k,
                           tc=text(lang, _TIME_CONTROLS[result.time_control]))
    texts["notice"] = text(lang, "ukd-estimate") + (
        " " + text(lang, "ukd-floor") if result.floored else "")
    # dD as the federation states it; at the floor the rating moved less, and the change
    # beside the new rating must add up to it (the breakdown still shows dD)
    texts["change"] = signed(result.change, lang) if result.floored else \
        signed_points(result.change_exact, lang)
    if result.performance is not None:
        texts["performance"] = title_performance(result.performance, lang)
    html["breakdown"] = Later(lambda: to_html(breakdown(result, lang)))
    return texts, html


def _note(game: "UkdGame", lang: str) -> str:
    if game.forfeit:
        return text(lang, "ukd-forfeit")
    if game.opponent is None:
        return text(lang, "ukd-unrated-row")
    if game.capped:
        assert game.counted_rating is not None  # capped: the rating the 350 rule made
        return text(lang, "ukd-capped-row", rating=format_value(game.counted_rating, lang))
    return ""


def row_notes(result: "AnyResult", start: int, stop: int, lang: str) -> list[str]:
    assert result.system == "ukd"  # presenter_of chose this module by the result's system
    return pieces.row_notes(_note, result.games[start:stop], lang)


if TYPE_CHECKING:  # this module is a presenter: mypy checks it here
    from elo.present.systems import ukd as _this
    from elo.present.systems.shapes import Presenter

    _presenter: "Presenter" = _this
