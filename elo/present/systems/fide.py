"""FIDE on the page: per game D (capped, marked), PD from table 8.1.2, score and delta;
then the sum, K and where it came from, the exact and the rounded change, with the
article numbers; a first rating by 8.2 from its average and score."""

from elo.systems.fide import HYPOTHETICAL_OPPONENT, JUNIOR_BELOW
from elo.numbers import format_number, format_value
from elo.systems.tables import FIDE_PD_STEPS
from elo.texts import text
from elo.present import pieces
from elo.present.blocks import Line, Note, Steps, Table, listed, to_html
from elo.present.explain import Curve, from_table
from elo.present.html import Memo
from elo.present.later import Later
from elo.present.pieces import (more_games, new_rating_step, opponent, points,
                                 running_cells, score, signed, signed_points,
                                 title_performance, total)
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.systems.fide import FideGame, FideRating, FirstRating
    from elo.present.evaluation import Evaluation
    from elo.present.screen import Screen
    from elo.present.shapes import AnyResult, Block, Html, Shown, Texts

__all__ = ["render", "breakdown", "row_notes", "note", "k_info", "CURVE"]

#: Table 8.1.2 and the 400-point cap of 8.3.1 (below 2650).
CURVE = Curve("fide", from_table(FIDE_PD_STEPS), "table-source-fide", "chart-legend-fide",
              drawn=2, cap=400, cap_words="chart-cap-fide", decimals=2)

_lines = Memo()  # table lines by their content and language

#: The words of K's rule (8.3.3), of a game left out, and of what keeps a first rating
#: (8.2) from the list, by the engine's codes.
_K_RULES = {"given": "k-given", "reached_2400": "k-rule-reached_2400",
            "junior": "k-rule-junior", "new_player": "k-rule-new_player",
            "established": "k-rule-established"}
_NOT_RATED = {"forfeit": "not-rated-forfeit", "unrated_opponent": "not-rated-unrated_opponent",
              "gap_600": "not-rated-gap_600"}
_UNPUBLISHED = {"zero_score": "first-zero_score", "too_few_games": "first-too_few_games",
                "below_floor": "first-below_floor"}


def k_info(result: "FideRating", lang: str) -> str:
    """K and where it came from, and the 700 rule where it cut K."""
    rule = text(lang, _K_RULES[result.k_rule])
    line = text(lang, "k-info", k=result.k_before_700, rule=rule)
    if result.k_cut:
        line += " " + text(lang, "k-700", games=result.period_games,
                           before=result.k_before_700, k=result.k)
    return line


def _line(number: int, game: "FideGame", so_far: str, lang: str) -> Line:
    if game.reason is not None:  # left out (`counted` False), and why
        return Line([str(number), opponent(game.opponent, lang),
                     text(lang, _NOT_RATED[game.reason])], "left-out")
    # a counted game has its opponent, difference, PD and delta (FideGame)
    assert game.opponent is not None and game.difference is not None
    assert game.expected is not None and game.delta is not None
    return Line([str(number), format_value(game.opponent, lang),
                 signed(game.difference, lang) + ("*" if game.capped else ""),
                 points(game.expected, lang), score(game.score),
                 signed_points(game.delta, lang), so_far])


def _period(result: "FideRating", lang: str) -> "list[Block]":
    head = [text(lang, c) for c in ("col-number", "col-opponent", "col-difference", "col-pd",
                                    "col-score", "col-delta", "col-running")]
    sums = running_cells(result, lang)
    lines = [_lines.get(("fide", lang, number, game.opponent, game.score, game.difference,
                         game.capped, game.reason, sums[number - 1]),
                        lambda: _line(number, game, sums[number - 1], lang))
             for number, game in listed(result.games)]
    blocks: "list[Block]" = [
        Table(text(lang, "fide-table-caption"), head, lines, more=more_games(result.games, lang))]
    if [g for g in result.games if g.capped]:
        blocks.append(Note(text(lang, "capped-note-standard" if result.time_control ==
                                "standard" else "capped-note-rapid")))
    delta = result.delta
    blocks.append(Steps([
        (text(lang, "fide-sum"), "\u03a3 (S \u2212 PD) = %s \u2212 %s = %s" % (
            total(result.score, lang), points(result.expected, lang),
            signed_points(delta, lang))),
        (text(lang, "fide-k"), k_info(result, lang)),
        (text(lang, "fide-change"), "K \u00d7 \u03a3 = %s \u00d7 %s = %s" % (
            result.k, signed_points(delta, lang), signed_points(result.change_exact, lang))),
        (text(lang, "fide-rounded"), signed(result.change, lang)),
        new_rating_step(result.rating, result.change, result.new_rating, lang),
    ]))
    return blocks


def _first(result: "FirstRating", lang: str) -> "list[Block]":
    count = result.average_count
    average = result.average_total / count
    return [Steps([
        (text(lang, "first-average"), "Ra = (%s + 2 \u00d7 %d) / %d = %s" % (
            format_value(result.average_total - 2 * HYPOTHETICAL_OPPONENT, lang),
            HYPOTHETICAL_OPPONENT, count, format_number(average, 2, lang))),
        (text(lang, "first-score"), "p = (%s + 1) / %d = %d %% \u2192 dp %s" % (
            total(result.score, lang), count, result.percent, signed(result.dp, lang))),
        (text(lang, "first-rating"), "Ru = %s %s %s = %s" % (
            format_number(average, 2, lang), "\u2212" if result.dp < 0 else "+",
            format_value(abs(result.dp), lang), format_value(result.new_rating, lang))),
    ])]


def breakdown(result: "AnyResult", lang: str, screen: "Screen | None" = None,
              ) -> "list[Block]":
    assert result.system == "fide"  # presenter_of chose this module by the result's system
    return _first(result, lang) if result.shape == "first" else _period(result, lang)


def _k_assumed(screen: "Screen", result: "FideRating", lang: str) -> list[str]:
    """What K by 8.3.3 had to assume, where data left blank could have made it 40: a
    junior under 2300, or a player with fewer than 30 rated games."""
    if result.k_rule in ("given", "reached_2400", "junior"):
        return []
    said = []
    if "born" in screen.defaulted and result.rating < JUNIOR_BELOW:
        said.append(text(lang, "k-assumed-born"))
    if "rated_games" in screen.defaulted and result.k_rule == "established":
        said.append(text(lang, "k-assumed-rated-games"))
    return said


def _first_notice(result: "FirstRating", lang: str) -> str:
    if result.published:
        return text(lang, "first-published")
    return " ".join(text(lang, _UNPUBLISHED[reason]) for reason in result.reasons)


def render(screen: "Screen", evaluation: "Evaluation", result: "AnyResult",
           lang: str) -> "Shown":
    """(texts, HTML) by element id of what this system shows of its own."""
    assert result.system == "fide"  # presenter_of chose this module by the result's system
    texts: "Texts" = {}
    html: "Html" = {}
    if result.shape == "first":
        texts["new-rating"] = format_value(result.new_rating, lang)
        texts["change"] = text(lang, "first-change")
        texts["expected"] = ""
        texts["notice"] = _first_notice(result, lang)
    else:
        texts, html = pieces.period(evaluation, result, lang)
        texts["k-info"] = " ".join([k_info(result, lang)] + _k_assumed(screen, result, lang))
        if result.below_floor:
            texts["notice"] = text(lang, "floor-note")
    if result.performance is not None:
        texts["performance"] = title_performance(result.performance, lang)
    html["breakdown"] = Later(lambda: to_html(breakdown(result, lang)))
    return texts, html


def note(game: "FideGame", lang: str) -> str:
    """A game FIDE leaves out says why (its `reason`); a capped difference says so."""
    if game.reason is not None:
        return text(lang, _NOT_RATED[game.reason])
    return text(lang, "capped-row") if game.capped else ""


def row_notes(result: "AnyResult", start: int, stop: int, lang: str) -> list[str]:
    # the rows' notes are asked of a period only (elo.present.output.row_messages)
    assert result.system == "fide" and result.shape == "period"
    return pieces.row_notes(note, result.games[start:stop], lang)


if TYPE_CHECKING:  # this module is a presenter: mypy checks it here
    from elo.present.systems import fide as _this
    from elo.present.systems.shapes import Presenter

    _presenter: "Presenter" = _this
