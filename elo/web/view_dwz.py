"""The DWZ's part of the tournament view: per game D and P(D) to three decimals, We, then
E with its parts (classic) or K with its table row and column (2026), the formula with
the user's numbers, the rounding, the new DWZ and index. Pure: strings only.
"""

from elo.dwz import FIRST_COMPRESS_BELOW, R_PERCENT
from elo.numbers import format_number, format_value
from elo.system import to_points
from elo.texts import text
from elo.web.html import escape, listed, row, step, steps, table
from elo.web.later import Later
from elo.web.parts import more_games, signed

__all__ = ["render", "render_first", "performance"]

_PERFORMANCE_KEYS = {"root": "dwz-performance", "extreme": "dwz-performance-extreme",
                     "draw_added": "dwz-performance-draw"}


def performance(perf, lang):
    return text(lang, _PERFORMANCE_KEYS[perf.method], rating=format_value(perf.rating, lang),
                average=format_value(perf.average, lang), games=perf.games)


def _n(value, decimals, lang):
    return format_number(value, decimals, lang)


def _score(hundredths):
    return {100: "1", 50: "\u00bd", 0: "0"}[hundredths]


def _games_table(result, lang):
    head = [text(lang, key) for key in ("col-number", "col-opponent", "col-difference",
                                        "col-p", "col-score")]
    rows = []
    for number, game in listed(result.games):
        opponent = "\u2013" if game.opponent is None else format_value(game.opponent, lang)
        if game.counted:
            rows.append(row([str(number), opponent, signed(game.difference, lang),
                             _n(to_points(game.expected), 3, lang), _score(game.score)]))
        else:
            rows.append(row([str(number), opponent,
                             text(lang, "dwz-not-counted-" + game.reason), "", ""], "left-out"))
    return table(text(lang, "dwz-table-caption"), head, rows,
                 more=more_games(result.games, lang))


def _we_step(result, lang):
    return step(text(lang, "dwz-we"), "W = %s; We = %s; n = %d" % (
        format_value(to_points(result.score), lang), _n(to_points(result.expected), 3, lang),
        result.counted_games))


def _group(result, lang):
    return text(lang, "dwz-group-" + result.group)


def _e_steps(result, lang):
    factor = result.factor
    e_line = "E = E0 \u00d7 fB + SBr = %s \u00d7 %s + %s = %s \u2192 %d" % (
        _n(factor.e0, 3, lang), _n(factor.fb, 3, lang), _n(factor.sbr, 3, lang),
        _n(factor.exact, 3, lang), factor.e)
    if factor.cap:
        e_line += " (%s)" % text(lang, "dwz-cap-" + factor.cap)
    new = result.rating + to_points(result.change_exact)
    return [
        step(text(lang, "dwz-step-e0", group=_group(result, lang)),
             "E0 = (%s / 1000)^4 + %d = %s" % (format_value(result.rating, lang), factor.j,
                                                _n(factor.e0, 3, lang))),
        step(text(lang, "dwz-step-fb"), "fB = %s" % _n(factor.fb, 3, lang)),
        step(text(lang, "dwz-step-sbr"), "SBr = %s" % _n(factor.sbr, 3, lang)),
        step(text(lang, "dwz-step-e"), e_line),
        step(text(lang, "dwz-step-new-e"),
             "Rn = R0 + 800 \u00d7 (W \u2212 We) / (E + n) = %s + 800 \u00d7 (%s \u2212 %s) / "
             "(%d + %d) = %s" % (
                 format_value(result.rating, lang), format_value(to_points(result.score), lang),
                 _n(to_points(result.expected), 3, lang), factor.e, result.counted_games,
                 _n(new, 2, lang))),
    ]


def _k_steps(result, lang):
    factor = result.factor
    new = result.rating + to_points(result.change_exact)
    column = "> 10" if factor.column > 10 else str(factor.column)
    k_line = "K = K0 \u00d7 b + a = %d \u00d7 %s + %s = %s" % (
        factor.k0, _n(factor.b, 4, lang), _n(factor.a, 4, lang), _n(result.k, 1, lang))
    if factor.capped:
        k_line += " (Kmax 80)"
    return [
        step(text(lang, "dwz-step-k0", row=text(lang, "dwz-row-" + factor.row), column=column),
             "K0 = %d (%s)" % (factor.k0, _group(result, lang))),
        step(text(lang, "dwz-step-b"), "b = %s" % _n(factor.b, 4, lang)),
        step(text(lang, "dwz-step-a"), "a = %s" % _n(factor.a, 4, lang)),
        step(text(lang, "dwz-step-k"), k_line),
        step(text(lang, "dwz-step-new-k"), "Rn = R0 + K \u00d7 (W \u2212 We) = %s + %s \u00d7 "
             "(%s \u2212 %s) = %s" % (
                 format_value(result.rating, lang), _n(result.k, 1, lang),
                 format_value(to_points(result.score), lang),
                 _n(to_points(result.expected), 3, lang), _n(new, 2, lang))),
    ]


def _e_info(result, lang):
    return text(lang, "dwz-k-info-E", e=result.factor.e, group=_group(result, lang))


def _k_info(result, lang):
    return text(lang, "dwz-k-info-K", k=_n(result.k, 1, lang), group=_group(result, lang))


def _first_e(result, lang):
    """3.5: the classic first DWZ, compressed below 800."""
    return text(lang, "dwz-first-compress" if result.root < FIRST_COMPRESS_BELOW
                else "dwz-first-plain")


def _first_k(result, lang):
    """4.6: the 2026 first DWZ, corrected with r."""
    return text(lang, "dwz-first-correct") + " (r = %s)" % _n(R_PERCENT / 100, 2, lang)


#: Each system's part by its variant: the factor's line and steps; the first DWZ's rule.
_FACTOR = {"E": (_e_info, _e_steps), "K": (_k_info, _k_steps)}
_FIRST_RULE = {"E": _first_e, "K": _first_k}


def render(state, result, texts, html, lang):
    """A DWZ evaluation (either system) into the page's texts and parts."""
    info, factor_steps = _FACTOR[result.variant]
    texts["k-info"] = info(result, lang)
    items = factor_steps(result, lang)
    new = "%s-%s" % (format_value(result.new_rating, lang), result.new_index) \
        if result.new_index is not None else format_value(result.new_rating, lang)
    items.append(step(text(lang, "dwz-step-rounded"), "%s \u2192 %s" % (
        _n(result.rating + to_points(result.change_exact), 2, lang), new)))
    notice = [text(lang, "dwz-notice")]
    if result.floored:
        notice.insert(0, text(lang, "dwz-floor"))
    texts["notice"] = " ".join(notice)
    html["breakdown"] = Later(_breakdown, result, [_we_step(result, lang)] + items, lang)


def render_first(state, result, texts, html, lang):
    """A first DWZ: the root of We = W and the rule that turns it into the first DWZ."""
    texts["new-rating"] = format_value(result.new_rating, lang)
    texts["change"] = text(lang, "dwz-first-label")
    texts["expected"] = ""
    texts["notice"] = text(lang, "dwz-notice")
    texts["performance"] = performance(result.performance, lang) if result.performance else ""
    rule = _FIRST_RULE[result.variant](result, lang)
    items = [
        _we_step(result, lang),
        step(text(lang, "dwz-first-root"), "Ri = %s" % _n(result.root, 1, lang)),
        step(text(lang, "dwz-first-value"), "%s: %s-1" % (rule, format_value(
            result.new_rating, lang))),
    ]
    html["breakdown"] = Later(_breakdown, result, items, lang)


def _breakdown(result, items, lang):
    return '<p class="note">%s</p>%s%s' % (
        escape(text(lang, "dwz-system-" + result.variant)), _games_table(result, lang),
        steps(items))
