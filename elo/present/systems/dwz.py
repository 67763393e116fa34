"""The DWZ on the page: per game D and P(D) to three decimals, We, then E with its parts
(classic) or K with its table row and column (2026), the formula with the user's numbers,
the rounding, the new DWZ and index; a first DWZ from the root of We = W. Pure: strings
only."""

from elo.systems.dwz import expected_score
from elo.systems.dwz.classic import FIRST_COMPRESS_BELOW
from elo.systems.dwz.since2026 import R_PERCENT
from elo.numbers import format_number, format_value
from elo.period import to_points
from elo.texts import text
from elo.present import pieces
from elo.present.blocks import Line, Note, Steps, Table, listed, to_html
from elo.present.explain import Curve
from elo.present.later import Later
from elo.present.pieces import more_games, opponent, running_cells, score, signed
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from elo.systems.dwz.classic import ClassicRating
    from elo.systems.dwz.common import DwzGame, DwzRating, Performance
    from elo.systems.dwz.first import FirstDwz
    from elo.systems.dwz.since2026 import Rating2026
    from elo.present.evaluation import Evaluation
    from elo.present.screen import Screen
    from elo.present.shapes import AnyResult, Block, Html, Shown, Texts

__all__ = ["render", "breakdown", "row_notes", "note", "performance", "CURVE"]

#: The normal distribution of the DWZ, P(D) = Φ(D / (200 √2)), shown to three decimals
#: as the DWZ's evaluations print it.
#: The words of a game left out, of an age group, of what capped E, of K0's row and of
#: the system of 2026, by the engine's codes.
_NOT_COUNTED = {"forfeit": "dwz-not-counted-forfeit", "no_dwz": "dwz-not-counted-no_dwz"}
_GROUPS = {"youth": "dwz-group-youth", "junior": "dwz-group-junior",
           "adult": "dwz-group-adult"}
_CAPS = {"lowest": "dwz-cap-lowest", "index": "dwz-cap-index", "highest": "dwz-cap-highest",
         "brake": "dwz-cap-brake", "given": "dwz-cap-given"}
_ROWS = {"young": "dwz-row-young", "adult": "dwz-row-adult", "high": "dwz-row-high"}
_SYSTEMS = {"E": "dwz-system-E", "K": "dwz-system-K"}

CURVE = Curve("dwz", expected_score, "table-source-dwz", "chart-legend-dwz", drawn=20,
              decimals=3)

_PERFORMANCE_KEYS = {"root": "dwz-performance", "extreme": "dwz-performance-extreme",
                     "draw_added": "dwz-performance-draw"}


def performance(perf: "Performance", lang: str) -> str:
    return text(lang, _PERFORMANCE_KEYS[perf.method], rating=format_value(perf.rating, lang),
                average=format_value(perf.average, lang), games=perf.games)


def _n(value: float, decimals: int, lang: str) -> str:
    return format_number(value, decimals, lang)


def _games_table(result: "DwzRating | FirstDwz", lang: str) -> Table:
    head = [text(lang, key) for key in ("col-number", "col-opponent", "col-difference",
                                        "col-p", "col-score", "col-running")]
    sums = running_cells(result, lang)
    lines = []
    for number, game in listed(result.games):
        if game.reason is None:  # counted (DwzGame): its difference and P(D) are set
            assert game.difference is not None and game.expected is not None
            lines.append(Line([str(number), opponent(game.opponent, lang),
                               signed(game.difference, lang),
                               _n(to_points(game.expected), 3, lang), score(game.score),
                               sums[number - 1] if sums else ""]))
        else:
            lines.append(Line([str(number), opponent(game.opponent, lang),
                               text(lang, _NOT_COUNTED[game.reason])], "left-out"))
    return Table(text(lang, "dwz-table-caption"), head, lines,
                 more=more_games(result.games, lang))


def _we_step(result: "DwzRating | FirstDwz", lang: str) -> tuple[str, str]:
    return (text(lang, "dwz-we"), "W = %s; We = %s; n = %d" % (
        format_value(to_points(result.score), lang), _n(to_points(result.expected), 3, lang),
        result.counted_games))


def _group(result: "DwzRating | FirstDwz", lang: str) -> str:
    return text(lang, _GROUPS[result.group])


def _e_steps(result: "ClassicRating", lang: str) -> list[tuple[str, str]]:
    factor = result.factor
    e_line = "E = E0 \u00d7 fB + SBr = %s \u00d7 %s + %s = %s \u2192 %d" % (
        _n(factor.e0, 3, lang), _n(factor.fb, 3, lang), _n(factor.sbr, 3, lang),
        _n(factor.exact, 3, lang), factor.e)
    if factor.cap:
        e_line += " (%s)" % text(lang, _CAPS[factor.cap])
    new = result.rating + to_points(result.change_exact)
    return [
        (text(lang, "dwz-step-e0", group=_group(result, lang)),
         "E0 = (%s / 1000)^4 + %d = %s" % (format_value(result.rating, lang), factor.j,
                                            _n(factor.e0, 3, lang))),
        (text(lang, "dwz-step-fb"), "fB = %s" % _n(factor.fb, 3, lang)),
        (text(lang, "dwz-step-sbr"), "SBr = %s" % _n(factor.sbr, 3, lang)),
        (text(lang, "dwz-step-e"), e_line),
        (text(lang, "dwz-step-new-e"),
         "Rn = R0 + 800 \u00d7 (W \u2212 We) / (E + n) = %s + 800 \u00d7 (%s \u2212 %s) / "
         "(%d + %d) = %s" % (
             format_value(result.rating, lang), format_value(to_points(result.score), lang),
             _n(to_points(result.expected), 3, lang), factor.e, result.counted_games,
             _n(new, 2, lang))),
    ]


def _k_steps(result: "Rating2026", lang: str) -> list[tuple[str, str]]:
    factor = result.factor
    new = result.rating + to_points(result.change_exact)
    column = "> 10" if factor.column > 10 else str(factor.column)
    k_line = "K = K0 \u00d7 b + a = %d \u00d7 %s + %s = %s" % (
        factor.k0, _n(factor.b, 4, lang), _n(factor.a, 4, lang), _n(result.k, 1, lang))
    if factor.capped:
        k_line += " (Kmax 80)"
    return [
        (text(lang, "dwz-step-k0", row=text(lang, _ROWS[factor.row]), column=column),
         "K0 = %d (%s)" % (factor.k0, _group(result, lang))),
        (text(lang, "dwz-step-b"), "b = %s" % _n(factor.b, 4, lang)),
        (text(lang, "dwz-step-a"), "a = %s" % _n(factor.a, 4, lang)),
        (text(lang, "dwz-step-k"), k_line),
        (text(lang, "dwz-step-new-k"), "Rn = R0 + K \u00d7 (W \u2212 We) = %s + %s \u00d7 "
         "(%s \u2212 %s) = %s" % (
             format_value(result.rating, lang), _n(result.k, 1, lang),
             format_value(to_points(result.score), lang),
             _n(to_points(result.expected), 3, lang), _n(new, 2, lang))),
    ]


def _first_e(result: "FirstDwz", lang: str) -> str:
    """3.5: the classic first DWZ, compressed below 800."""
    return text(lang, "dwz-first-compress" if result.root < FIRST_COMPRESS_BELOW
                else "dwz-first-plain")


def _first_k(result: "FirstDwz", lang: str) -> str:
    """4.6: the 2026 first DWZ, corrected with r."""
    return text(lang, "dwz-first-correct") + " (r = %s)" % _n(R_PERCENT / 100, 2, lang)


def _e_info(result: "ClassicRating", lang: str) -> str:
    return text(lang, "dwz-k-info-E", e=result.factor.e, group=_group(result, lang))


def _k_info(result: "Rating2026", lang: str) -> str:
    return text(lang, "dwz-k-info-K", k=_n(result.k, 1, lang), group=_group(result, lang))


#: Each system's part by its variant: the factor's line and steps; the first DWZ's rule.
_FACTOR: "dict[str, tuple[Callable[..., str], Callable[..., list[tuple[str, str]]]]]" = {
    "E": (_e_info, _e_steps), "K": (_k_info, _k_steps)}
_FIRST_RULE = {"E": _first_e, "K": _first_k}


def _first_steps(result: "FirstDwz", lang: str) -> list[tuple[str, str]]:
    return [
        (text(lang, "dwz-first-root"), "Ri = %s" % _n(result.root, 1, lang)),
        (text(lang, "dwz-first-value"), "%s: %s-1" % (_FIRST_RULE[result.variant](
            result, lang), format_value(result.new_rating, lang))),
    ]


def _period_steps(result: "DwzRating", lang: str) -> list[tuple[str, str]]:
    items = _FACTOR[result.variant][1](result, lang)
    new = "%s-%s" % (format_value(result.new_rating, lang), result.new_index) \
        if result.new_index is not None else format_value(result.new_rating, lang)
    items.append((text(lang, "dwz-step-rounded"), "%s \u2192 %s" % (
        _n(result.rating + to_points(result.change_exact), 2, lang), new)))
    return items


def breakdown(result: "AnyResult", lang: str, screen: "Screen | None" = None,
              ) -> "list[Block]":
    assert result.system == "dwz"  # presenter_of chose this module by the result's system
    steps = _first_steps(result, lang) if result.shape == "first" else \
        _period_steps(result, lang)
    return [Note(text(lang, _SYSTEMS[result.variant])), _games_table(result, lang),
            Steps([_we_step(result, lang)] + steps)]


def _assumed(screen: "Screen", lang: str) -> list[str]:
    """What the evaluation took as given where nothing was: the last day (today, which
    chooses the system of 2026 that rates it) and the index."""
    said = []
    if "end" in screen.defaulted:
        said.append(text(lang, "dwz-assumed-end",
                         date=pieces.date_text(screen.texts["end"], lang)))
    if "index" in screen.defaulted and screen.text("first") != "1":
        said.append(text(lang, "dwz-assumed-index", index=screen.texts["index"]))
    return said


def k_info(result: "DwzRating", lang: str) -> str:
    return _FACTOR[result.variant][0](result, lang)


def render(screen: "Screen", evaluation: "Evaluation", result: "AnyResult",
           lang: str) -> "Shown":
    """(texts, HTML) by element id of a DWZ evaluation (either system, or a first DWZ)."""
    assert result.system == "dwz"  # presenter_of chose this module by the result's system
    texts: "Texts" = {}
    html: "Html" = {}
    if result.shape == "first":
        texts["new-rating"] = format_value(result.new_rating, lang)
        texts["change"] = text(lang, "dwz-first-label")
        texts["expected"] = ""
        texts["notice"] = text(lang, "dwz-notice")
    else:
        texts, html = pieces.period(evaluation, result, lang)
        texts["k-info"] = " ".join([k_info(result, lang)] + (
            [text(lang, "dwz-assumed-born")] if "born" in screen.defaulted else []))
        texts["notice"] = " ".join(([text(lang, "dwz-floor")] if result.floored else []) +
                                   _assumed(screen, lang) + [text(lang, "dwz-notice")])
    if result.performance is not None:
        texts["performance"] = performance(result.performance, lang)
    html["breakdown"] = Later(lambda: to_html(breakdown(result, lang)))
    return texts, html


def note(game: "DwzGame", lang: str) -> str:
    """A game the DWZ leaves out says why (its `reason`)."""
    return "" if game.reason is None else text(lang, _NOT_COUNTED[game.reason])


def row_notes(result: "AnyResult", start: int, stop: int, lang: str) -> list[str]:
    assert result.system == "dwz"  # presenter_of chose this module by the result's system
    return pieces.row_notes(note, result.games[start:stop], lang)


if TYPE_CHECKING:  # this module is a presenter: mypy checks it here
    from elo.present.systems import dwz as _this
    from elo.present.systems.shapes import Presenter

    _presenter: "Presenter" = _this
