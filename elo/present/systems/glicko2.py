"""Glicko-2 on the page: per game the opponent's rating and RD, g(φ), E and the score;
then the paper's steps with the user's numbers (elo.systems.glicko2), and what another result in
one game would change."""

from elo.systems import glicko2
from elo.numbers import format_number, format_value
from elo.system import SCORES
from elo.texts import counted, text
from elo.present.blocks import Line, Steps, Table, listed, to_html
from elo.present.explain import Curve, logistic
from elo.present.later import Later
from elo.present.pieces import more_games, score, signed, what_if
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.systems.glicko2 import GlickoRating
    from elo.present.evaluation import Evaluation
    from elo.present.screen import Screen
    from elo.present.shapes import AnyResult, Block, Html, Shown, Texts

__all__ = ["render", "breakdown", "row_notes", "CURVE"]

#: Against an opponent with RD 0, g is 1 and E the Elo formula (173.7178 = 400 / ln 10).
CURVE = Curve("glicko2", logistic, "table-source-glicko2", "chart-legend-glicko2")


def _n(value: float, decimals: int, lang: str) -> str:
    return format_number(value, decimals, lang)


def _rating(value: float, lang: str) -> str:
    return _n(value, 2, lang)


def _table(result: "GlickoRating", lang: str) -> Table:
    head = [text(lang, key) for key in ("col-number", "col-opponent", "col-rd", "col-g",
                                        "col-e", "col-score")]
    lines = [Line([str(number), format_value(game.opponent, lang),
                   format_value(game.opponent_rd, lang), _n(game.g, 4, lang),
                   _n(game.expected / 100, 3, lang), score(game.score)])
             for number, game in listed(result.games)]
    return Table(text(lang, "glicko2-table-caption"), head, lines,
                 more=more_games(result.games, lang))


def breakdown(result: "AnyResult", lang: str, screen: "Screen | None" = None,
              ) -> "list[Block]":
    assert result.system == "glicko2"  # presenter_of chose this module by its system
    scale = glicko2.SCALE
    items = [(text(lang, "glicko2-step-scale"),
              "\u03bc = (%s \u2212 1500) / %s = %s; \u03c6 = %s / %s = %s" % (
                  format_value(result.rating, lang), _n(scale, 4, lang), _n(result.mu, 4, lang),
                  format_value(result.rd, lang), _n(scale, 4, lang), _n(result.phi, 4, lang)))]
    blocks: "list[Block]" = []
    if result.games:
        # step 3's figures, which a period with games has (GlickoRating)
        assert result.v is not None and result.sum is not None and result.delta is not None
        blocks.append(_table(result, lang))
        items += [
            (text(lang, "glicko2-step-v"), "v = 1 / \u03a3 g\u00b2 E (1 \u2212 E) = %s" % (
                _n(result.v, 4, lang))),
            (text(lang, "glicko2-step-delta"), "\u0394 = v \u03a3 g (s \u2212 E) = %s \u00d7 %s"
             " = %s" % (_n(result.v, 4, lang), _n(result.sum, 4, lang),
                        _n(result.delta, 4, lang))),
            (counted(lang, "glicko2-step-volatility", len(result.steps),
                     steps=len(result.steps)),
             "\u03c4 = %s; a = ln \u03c3\u00b2 = %s; A = %s; \u03c3\u2032 = e^(A/2) = %s" % (
                 format_value(result.tau, lang), _n(result.a, 5, lang),
                 _n(result.root, 5, lang), _n(result.new_volatility, 6, lang))),
            (text(lang, "glicko2-step-phi-star"),
             "\u03c6* = \u221a(\u03c6\u00b2 + \u03c3\u2032\u00b2) = %s" % _n(
                 result.phi_star, 4, lang)),
            (text(lang, "glicko2-step-new"),
             "\u03c6\u2032 = 1 / \u221a(1 / \u03c6*\u00b2 + 1 / v) = %s; "
             "\u03bc\u2032 = \u03bc + \u03c6\u2032\u00b2 \u03a3 g (s \u2212 E) = %s" % (
                 _n(result.new_phi, 4, lang), _n(result.new_mu, 4, lang))),
        ]
    else:
        items.append((text(lang, "glicko2-no-games"), "\u03c6\u2032 = \u221a(\u03c6\u00b2 + "
                      "\u03c3\u00b2) = %s" % _n(result.new_phi, 4, lang)))
    # the new rating last: the calculation ends in the figure the headline shows
    items.append((text(lang, "glicko2-step-back"),
                  "RD\u2032 = %s \u00d7 \u03c6\u2032 = %s; r\u2032 = %s \u00d7 \u03bc\u2032 + "
                  "1500 = %s" % (_n(scale, 4, lang), _n(result.exact_rd, 2, lang),
                                 _n(scale, 4, lang), _rating(result.exact_rating, lang))))
    if result.limits is not None:
        items.append((text(lang, "glicko2-step-limits"), "\u03c3\u2032 = %s; RD\u2032 = %s; "
                      "r\u2032 = %s" % (_n(result.new_volatility, 6, lang),
                                        _n(result.new_rd, 2, lang),
                                        _rating(result.new_rating, lang))))
    return blocks + [Steps(items)]


def _stakes(result: "GlickoRating", lang: str) -> str:
    """For each listed game, the exact change had it ended otherwise (the others as
    entered): a Glicko-2 change depends on which games are won, not on the total."""
    games = [(g.opponent, g.opponent_rd, g.score) for g in result.games]
    head = [text(lang, key) for key in ("col-number", "col-opponent", "win", "draw", "loss")]
    lines = []
    for number, game in listed(result.games):
        changes = []
        for _, points in SCORES:
            changed = list(games)
            changed[number - 1] = (game.opponent, game.opponent_rd, points)
            other = glicko2.GlickoRating(result.rating, result.rd, result.volatility,
                                         result.tau, changed, result.limits)
            changes.append(signed(other.new_rating - result.rating, lang, 2))
        lines.append(Line([str(number), format_value(game.opponent, lang)] + changes))
    return to_html([Table(text(lang, "glicko2-stakes"), head, lines,
                          more=more_games(result.games, lang))])


def render(screen: "Screen", evaluation: "Evaluation", result: "AnyResult",
           lang: str) -> "Shown":
    """(texts, HTML) by element id of what this system shows of its own."""
    assert result.system == "glicko2"  # presenter_of chose this module by its system
    texts: "Texts" = {}
    html: "Html" = {}
    texts["new-rating"] = _rating(result.new_rating, lang)
    texts["change"] = signed(result.new_rating - result.rating, lang, 2)
    texts["expected"] = text(lang, "expected-of", expected=_n(result.expected / 100, 2, lang),
                             games=result.counted_games)
    texts["k-info"] = text(lang, "glicko2-k-info", rd=format_value(result.rd, lang),
                           new_rd=_n(result.new_rd, 2, lang),
                           volatility=format_value(result.volatility, lang),
                           new_volatility=_n(result.new_volatility, 6, lang))
    texts["notice"] = text(lang, "glicko2-notice") + (
        " " + text(lang, "glicko2-notice-lichess") if result.limits is not None else "")
    html["outcomes"] = what_if(evaluation, lang)
    html["break-even"] = Later(_stakes, result, lang) if result.games else ""
    html["breakdown"] = Later(lambda: to_html(breakdown(result, lang)))
    return texts, html


def row_notes(result: "AnyResult", start: int, stop: int, lang: str) -> list[str]:
    assert result.system == "glicko2"  # presenter_of chose this module by its system
    return [""] * len(result.games[start:stop])  # every game counts as it is


if TYPE_CHECKING:  # this module is a presenter: mypy checks it here
    from elo.present.systems import glicko2 as _this
    from elo.present.systems.shapes import Presenter

    _presenter: "Presenter" = _this
