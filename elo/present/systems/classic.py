"""Classic Elo on the page: one game with both players and all three results, several
games against an average, and a tournament rated as one period beside game by game."""

from elo.numbers import format_number, format_percent, format_value
from elo.period import to_points
from elo.texts import text
from elo.present import pieces
from elo.present.blocks import Line, Steps, Table, listed, to_html
from elo.present.explain import Curve, logistic
from elo.present.later import Later
from elo.present.pieces import (expected_formula, more_games, new_rating_step,
                                 running_cells, signed, total)
from elo.units import TYPE_CHECKING, Hundredths, Rating

if TYPE_CHECKING:
    from elo.systems.classic import GameRating, SeriesRating, TournamentGame, TournamentRating
    from elo.present.evaluation import Evaluation
    from elo.present.screen import Screen
    from elo.present.shapes import AnyResult, Block, Html, Shown, Texts

__all__ = ["render", "breakdown", "row_notes", "CURVE"]

CURVE = Curve("elo", logistic, "table-source-elo", "chart-legend-elo")


def _change_steps(result: "GameRating | SeriesRating", formula: str, values: str,
                  lang: str) -> list[tuple[str, str]]:
    """Exact change, rounding and new rating; `formula` is "S − E" or "P − G × E" and
    `values` the same with the user's numbers."""
    change = result.change
    return [
        (text(lang, "step-change"), "\u0394R = K \u00d7 (%s) = %s \u00d7 (%s) = %s" % (
            formula, format_value(result.k, lang), values,
            signed(to_points(change.exact), lang, 2))),
        (text(lang, "step-rounded"), signed(change.rounded, lang)),
        new_rating_step(result.rating, change.rounded, change.new_rating, lang),
    ]


def _gap_steps(rating: Rating, other: Rating, symbol: str, expected: Hundredths, label: str,
               lang: str) -> list[tuple[str, str]]:
    """Difference D = other − rating and the expected score from it."""
    return [
        (text(lang, "step-difference"), "D = %s \u2212 R = %s \u2212 %s = %s" % (
            symbol, format_value(other, lang), format_value(rating, lang),
            format_value(other - rating, lang))),
        (text(lang, label), expected_formula(rating, other, to_points(expected), lang)),
    ]


def _game(result: "GameRating", lang: str) -> "list[Block]":
    """One game, the opponent's side right after the expected score, so that the steps
    end in the player's new rating, the figure the headline shows."""
    items = _gap_steps(result.rating, result.opponent, "Rb", result.expected,
                       "expected-label", lang)
    opponent = result.opponent_change
    items.append((text(lang, "step-opponent"),
                  "1 \u2212 E = %s; \u0394R = %s \u00d7 (%s \u2212 %s) = %s \u2192 %s \u2192 %s" % (
                      format_number(to_points(result.opponent_expected), 4, lang),
                      format_value(result.opponent_k, lang),
                      format_value(to_points(100 - result.score), lang),
                      format_number(to_points(result.opponent_expected), 4, lang),
                      signed(to_points(opponent.exact), lang, 2), signed(opponent.rounded, lang),
                      format_value(opponent.new_rating, lang))))
    items += _change_steps(result, "S \u2212 E", "%s \u2212 %s" % (
        format_value(to_points(result.score), lang),
        format_number(to_points(result.expected), 4, lang)), lang)
    return [Steps(items)]


def _series(result: "SeriesRating", lang: str) -> "list[Block]":
    items = _gap_steps(result.rating, result.average, "\u00d8", result.expected_per_game,
                       "step-expected", lang)
    items.append((text(lang, "step-expected-total"), "G \u00d7 E = %s \u00d7 %s = %s" % (
        format_value(result.games, lang),
        format_number(to_points(result.expected_per_game), 4, lang),
        format_number(to_points(result.expected), 2, lang))))
    items += _change_steps(result, "P \u2212 G \u00d7 E", "%s \u2212 %s" % (
        format_value(to_points(result.score), lang),
        format_number(to_points(result.expected), 2, lang)), lang)
    return [Steps(items)]


def _period(result: "TournamentRating", lang: str) -> "list[Block]":
    """One rating period: every game against the rating before, one rounding (the other
    way's figure is the notice's, beside the result)."""
    head = [text(lang, c) for c in ("col-number", "col-opponent", "col-e", "col-score",
                                    "col-delta-e", "col-running")]
    sums = running_cells(result, lang)
    lines = [Line([str(number), format_value(game.opponent, lang),
                   format_number(to_points(game.expected), 4, lang), total(game.score, lang),
                   signed(to_points(game.delta), lang, 4), sums[number - 1]])
             for number, game in listed(result.games)]
    items = [
        (text(lang, "step-expected-total"), "\u03a3 E = %s" % format_number(
            to_points(result.expected), 2, lang)),
        (text(lang, "step-change"),
         "K \u00d7 (P \u2212 \u03a3 E) = %s \u00d7 (%s \u2212 %s) = %s" % (
             format_value(result.k, lang), total(result.score, lang),
             format_number(to_points(result.expected), 2, lang),
             signed(to_points(result.change_exact), lang, 2))),
        (text(lang, "step-rounded"), signed(result.change, lang)),
        new_rating_step(result.rating, result.change, result.new_rating, lang),
    ]
    return [Table(text(lang, "elo-period-caption"), head, lines,
                  more=more_games(result.games, lang)), Steps(items)]


def _sequential_line(number: int, game: "TournamentGame", lang: str) -> Line:
    """A game rated from the rating after the one before."""
    before, expected, change = game.rating_before, game.sequential_expected, game.sequential
    # TournamentRating sets them on every game, after making it
    assert before is not None and expected is not None and change is not None
    return Line([str(number), format_value(game.opponent, lang), format_value(before, lang),
                 format_number(to_points(expected), 4, lang), total(game.score, lang),
                 signed(to_points(change.exact), lang, 2), signed(change.rounded, lang),
                 format_value(change.new_rating, lang)])


def _game_by_game(result: "TournamentRating", lang: str) -> "list[Block]":
    """Game by game: each game from the rating after the one before, rounded each time;
    the new rating is the last game's."""
    head = [text(lang, c) for c in ("col-number", "col-opponent", "col-before", "col-e",
                                    "col-score", "col-change-exact", "col-change",
                                    "col-after")]
    lines = [_sequential_line(number, game, lang) for number, game in listed(result.games)]
    items = [
        (text(lang, "elo-games-change"), "\u0394R = K \u00d7 (S \u2212 E) = %s \u00d7 (S "
         "\u2212 E), %s" % (format_value(result.k, lang), text(lang, "elo-games-rounded"))),
        new_rating_step(result.rating, result.sequential_change, result.sequential_rating,
                        lang),
    ]
    return [Table(text(lang, "elo-games-caption"), head, lines,
                  more=more_games(result.games, lang)), Steps(items)]


def breakdown(result: "AnyResult", lang: str, screen: "Screen | None" = None,
              ) -> "list[Block]":
    """The calculation written out; a tournament game by game where the screen asks."""
    assert result.system == "elo"  # presenter_of chose this module by the result's system
    if result.shape == "game":
        return _game(result, lang)
    if result.shape == "series":
        return _series(result, lang)
    if screen is not None and screen.text("update") == "game":
        return _game_by_game(result, lang)
    return _period(result, lang)


def _outcomes(result: "GameRating", lang: str) -> str:
    """Win, draw and loss side by side, the actual result marked."""
    return pieces.outcomes_table(
        [(name, signed(change.rounded, lang), format_value(change.new_rating, lang))
         for name, change in result.outcomes], result.result, lang)


def render(screen: "Screen", evaluation: "Evaluation", result: "AnyResult",
           lang: str) -> "Shown":
    """(texts, HTML) by element id of what this system shows of its own."""
    assert result.system == "elo"  # presenter_of chose this module by the result's system
    texts: "Texts" = {}
    html: "Html" = {}
    if result.shape == "game":
        texts["new-rating"] = format_value(result.change.new_rating, lang)
        texts["change"] = signed(result.change.rounded, lang)
        texts["expected"] = format_percent(to_points(result.expected), 1, lang)
        texts["opponent-new-rating"] = format_value(result.opponent_change.new_rating, lang)
        texts["opponent-change"] = signed(result.opponent_change.rounded, lang)
        texts["opponent-expected"] = format_percent(to_points(result.opponent_expected), 1,
                                                    lang)
        html["outcomes"] = Later(_outcomes, result, lang)
    elif result.shape == "series":
        texts["new-rating"] = format_value(result.change.new_rating, lang)
        texts["change"] = signed(result.change.rounded, lang)
        texts["expected"] = "%s (%s)" % (
            text(lang, "expected-of", expected=format_number(to_points(result.expected), 2,
                                                             lang),
                 games=format_value(result.games, lang)),
            format_percent(to_points(result.expected_per_game), 1, lang))
    else:
        texts, html = _render_period(screen, evaluation, result, lang)
    html["breakdown"] = Later(lambda: to_html(breakdown(result, lang, screen)))
    return texts, html


def _render_period(screen: "Screen", evaluation: "Evaluation", result: "TournamentRating",
                   lang: str) -> "Shown":
    texts, html = pieces.period(evaluation, result, lang)
    game_by_game = screen.text("update") == "game"
    if game_by_game:
        texts["new-rating"] = format_value(result.sequential_rating, lang)
        texts["change"] = signed(result.sequential_change, lang)
    if result.differs and game_by_game:
        texts["notice"] = text(lang, "elo-differs-period", rating=format_value(
            result.new_rating, lang), change=signed(result.change, lang))
    elif result.differs:
        texts["notice"] = text(lang, "elo-differs", rating=format_value(
            result.sequential_rating, lang), change=signed(result.sequential_change, lang))
    return texts, html


def row_notes(result: "AnyResult", start: int, stop: int, lang: str) -> list[str]:
    # the rows' notes are asked of a period only (elo.present.output.row_messages)
    assert result.system == "elo" and result.shape == "period"
    return [""] * len(result.games[start:stop])  # the formula counts every game as it is


if TYPE_CHECKING:  # this module is a presenter: mypy checks it here
    from elo.present.systems import classic as _this
    from elo.present.systems.shapes import Presenter

    _presenter: "Presenter" = _this
