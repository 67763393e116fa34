"""The tournament form of each rule set: one row per game, the breakdown as a table.

FIDE: per game D (capped, marked), PD from table 8.1.2, score, delta; then the sum, K
and where it came from, the exact and the rounded change, with the article numbers.
UKD: the steps in the seed's order. Classic Elo: one period beside game by game.
"""

from elo.stakes import score_needed, stakes
from elo.fide import HYPOTHETICAL_OPPONENT
from elo.messages import message
from elo.numbers import format_number, format_value
from elo.system import SCORES, to_points
from elo.texts import text
from elo.web import view_dwz
from elo.web.later import Later, built
from elo.web.html import TABLE_ROWS, Memo, escape, listed, row, step, steps, table
from elo.web.parts import more_games, new_rating_step, outcomes_table, signed

__all__ = ["render_tournament", "row_messages"]

_rows = Memo()  # rendered table rows by their content and language


def _points(hundredths, lang, decimals=2, sign=False):
    """Hundredths of a point: exact ints from a table, floats from a formula."""
    if isinstance(hundredths, int):
        return format_number(hundredths, decimals, lang, sign=sign, scale=2)
    return format_number(hundredths / 100, decimals, lang, sign=sign)


def _signed_points(hundredths, lang):
    return _points(hundredths, lang, 2, True)


def _total(hundredths, lang):
    """Points scored, as a person writes them: 2, 1,5."""
    return format_value(hundredths / 100, lang)


def _score(hundredths, lang):
    return {100: "1", 50: "\u00bd", 0: "0"}[hundredths]


def _performance(perf, lang):
    return "" if perf is None else _PERFORMANCES[perf.rule](perf, lang)


def _title_performance(perf, lang):
    line = text(lang, "performance-text", rating=format_value(perf.rating, lang),
                average=format_value(perf.average, lang), percent=perf.percent,
                dp=signed(perf.dp, lang), linear=format_number(perf.linear, 0, lang))
    if perf.linear_breaks:
        line += " " + text(lang, "linear-breaks")
    return line


def row_messages(state, evaluation, lang, shown=None):
    """{row index: {"opponent", "score": message, "note": text}} for the rows, or only
    for those in `shown` (first, end): the page's table shows a page of a long
    tournament's rows, and this runs on every key."""
    first, end = (0, len(evaluation.rows)) if shown is None else shown
    rows = {}
    for index, problems in evaluation.row_errors.items():
        if first <= index < end:
            rows[index] = {field: message(error, lang) for field, error in problems.items()}
    result = evaluation.result
    if result is None or result.form not in ("period", "both"):
        return rows
    counted = evaluation.counted
    start, stop = _at(counted, first), _at(counted, end)  # the shown rows' games
    if result.form == "both":
        notes = [" ".join(note for note in (_fide_note(fide, lang), _dwz_note(dwz, lang))
                          if note)
                 for fide, dwz in zip(result.fide.games[start:stop], result.dwz.games[start:stop])]
    else:  # one pass, no joining
        note_of = _ROW_NOTES[result.system]
        notes = [note_of(game, lang) for game in result.games[start:stop]]
    for index, note in zip(counted[start:stop], notes):
        if note:
            rows.setdefault(index, {})["note"] = note
    return rows


def _at(indices, index):
    """Where `index` is, or would be, in the ascending list `indices` (bisect_left:
    MicroPython has no bisect)."""
    low, high = 0, len(indices)
    while low < high:
        middle = (low + high) // 2
        if indices[middle] < index:
            low = middle + 1
        else:
            high = middle
    return low


def _fide_note(game, lang):
    if not game.counted:
        return text(lang, "not-rated-" + game.reason)
    return text(lang, "capped-row") if game.capped else ""


def _ukd_note(game, lang):
    if game.forfeit:
        return text(lang, "ukd-forfeit")
    if game.opponent is None:
        return text(lang, "ukd-unrated-row")
    if game.capped:
        return text(lang, "ukd-capped-row", rating=format_value(game.counted_rating, lang))
    return ""


def _dwz_note(game, lang):
    return "" if game.counted else text(lang, "dwz-not-counted-" + game.reason)


#: How each kind of performance is said (elo.performance's, the DWZ's own).
_PERFORMANCES = {"title": _title_performance, "dwz": view_dwz.performance}

_ROW_NOTES = {"elo": lambda game, lang: "", "fide": _fide_note, "ukd": _ukd_note,
              "dwz": _dwz_note}


def _fide_k(result, lang):
    if result.k_rule == "given":
        rule = text(lang, "k-given")
    else:
        rule = text(lang, "k-rule-" + result.k_rule)
    line = text(lang, "k-info", k=result.k_before_700, rule=rule)
    if result.k_cut:
        line += " " + text(lang, "k-700", games=result.period_games, before=result.k_before_700,
                           k=result.k)
    return line


def _fide_row(number, game, lang):
    if not game.counted:
        opponent = "\u2013" if game.opponent is None else format_value(game.opponent, lang)
        return row([str(number), opponent, text(lang, "not-rated-" + game.reason),
                    "", "", ""], "left-out")
    mark = "*" if game.capped else ""
    return row([str(number), format_value(game.opponent, lang),
                signed(game.difference, lang) + mark, _points(game.expected, lang),
                _score(game.score, lang), _signed_points(game.delta, lang)])


def _fide_breakdown(result, lang):
    head = [text(lang, c) for c in ("col-number", "col-opponent", "col-difference", "col-pd",
                                    "col-score", "col-delta")]
    rows = [_rows.get(("fide", lang, number, game.opponent, game.score, game.difference,
                       game.capped, game.reason), lambda: _fide_row(number, game, lang))
            for number, game in listed(result.games)]
    parts = [table(text(lang, "fide-table-caption"), head, rows,
                   more=more_games(result.games, lang))]
    if [g for g in result.games if g.capped]:
        parts.append('<p class="note">%s</p>' % text(lang, "capped-note-" + (
            "standard" if result.time_control == "standard" else "rapid")))
    delta = result.delta
    items = [
        step(text(lang, "fide-sum"), "\u03a3 (S \u2212 PD) = %s \u2212 %s = %s" % (
            _total(result.score, lang), _points(result.expected, lang),
            _signed_points(delta, lang))),
        step(text(lang, "fide-k"), _fide_k(result, lang)),
        step(text(lang, "fide-change"), "K \u00d7 \u03a3 = %s \u00d7 %s = %s" % (
            result.k, _signed_points(delta, lang), _signed_points(result.change_exact, lang))),
        step(text(lang, "fide-rounded"), signed(result.change, lang)),
        new_rating_step(result.rating, result.change, result.new_rating, lang),
    ]
    parts.append(steps(items))
    return "".join(parts)


def _first_breakdown(result, lang):
    count = result.average_count
    average = result.average_total / count
    items = [
        step(text(lang, "first-average"), "Ra = (%s + 2 \u00d7 %d) / %d = %s" % (
            format_value(result.average_total - 2 * HYPOTHETICAL_OPPONENT, lang),
            HYPOTHETICAL_OPPONENT, count,
            format_number(average, 2, lang))),
        step(text(lang, "first-score"), "p = (%s + 1) / %d = %d %% \u2192 dp %s" % (
            _total(result.score, lang), count, result.percent, signed(result.dp, lang))),
        step(text(lang, "first-rating"), "Ru = %s %s %s = %s" % (
            format_number(average, 2, lang), "\u2212" if result.dp < 0 else "+",
            format_value(abs(result.dp), lang), format_value(result.new_rating, lang))),
    ]
    return steps(items)


def _first_notice(result, lang):
    if result.published:
        return text(lang, "first-published")
    return " ".join(text(lang, "first-" + reason) for reason in result.reasons)


def _ukd_row(number, game, lang):
    if game.forfeit:
        counted = text(lang, "ukd-forfeit")
    elif game.opponent is None:
        counted = text(lang, "ukd-unrated", delta=_signed_points(game.delta, lang))
    else:
        counted = format_value(game.counted_rating, lang) + ("*" if game.capped else "")
    opponent = "\u2013" if game.opponent is None else format_value(game.opponent, lang)
    return row([str(number), opponent, counted, _score(game.score, lang)])


def _sum_terms(values, lang):
    """a + b + c written out; a long sum by its first and last terms."""
    terms = [format_value(value, lang) for value in
             (values if len(values) <= 12 else values[:3] + values[-2:])]
    if len(values) > 12:
        terms[3:3] = ["\u2026"]
    return " + ".join(terms)


def _ukd_breakdown(result, lang):
    head = [text(lang, c) for c in ("col-number", "col-opponent", "col-counted", "col-score")]
    rows = [_rows.get(("ukd", lang, number, game.opponent, game.score, game.forfeit,
                       game.counted_rating, game.delta), lambda: _ukd_row(number, game, lang))
            for number, game in listed(result.games)]
    parts = [table(text(lang, "ukd-table-caption"), head, rows,
                   more=more_games(result.games, lang))]
    items = []
    n = result.counted_games
    if n:
        items += [
            step(text(lang, "ukd-average"), "(%s) / %d = %s" % (
                _sum_terms([g.counted_rating for g in result.games
                            if g.counted_rating is not None], lang), n,
                format_number(result.average_total / n, 2, lang))),
            step(text(lang, "ukd-difference"), "D = %s \u2212 %s = %s" % (
                format_value(result.rating, lang), format_number(result.average_total / n, 2, lang),
                signed(result.difference, lang))),
            step(text(lang, "ukd-pd"), "PD = %s" % _points(result.expected_per_game, lang)),
            step(text(lang, "ukd-we"), "We = %s \u00d7 %d = %s" % (
                _points(result.expected_per_game, lang), n, _points(result.expected, lang))),
        ]
    formula = "dD = k \u00d7 (W \u2212 We) = %d \u00d7 (%s \u2212 %s)" % (
        result.k, _total(result.score, lang), _points(result.expected, lang))
    if result.unrated_delta:
        formula += " + %d \u00d7 %s" % (result.k, _signed_points(result.unrated_delta, lang))
    items.append(step(text(lang, "ukd-dd"), formula + " = " + _signed_points(
        result.change_exact, lang)))
    exact_new = result.rating * 100 + result.change_exact
    items.append(step(text(lang, "ukd-new"), "%s %s %s = %s \u2192 %s" % (
        format_value(result.rating, lang), "\u2212" if result.change_exact < 0 else "+",
        _points(abs(result.change_exact), lang), _points(exact_new, lang),
        format_value(result.new_rating, lang))))
    parts.append(steps(items))
    return "".join(parts)


def _elo_breakdown(result, lang):
    head = [text(lang, c) for c in ("col-number", "col-opponent", "col-e", "col-score",
                                    "col-delta-e", "col-before", "col-change")]
    rows = [row([str(number), format_value(game.opponent, lang),
                 format_number(to_points(game.expected), 4, lang), _total(game.score, lang),
                 signed(to_points(game.delta), lang, 4), format_value(game.rating_before, lang),
                 signed(game.sequential.rounded, lang)])
            for number, game in listed(result.games)]
    parts = [table(text(lang, "elo-table-caption"), head, rows,
                   more=more_games(result.games, lang))]
    items = [
        step(text(lang, "step-expected-total"), "\u03a3 E = %s" % format_number(
            to_points(result.expected), 2, lang)),
        step(text(lang, "step-change"), "K \u00d7 (P \u2212 \u03a3 E) = %s \u00d7 (%s \u2212 %s) = %s" % (
            format_value(result.k, lang), _total(result.score, lang),
            format_number(to_points(result.expected), 2, lang),
            signed(to_points(result.change_exact), lang, 2))),
        step(text(lang, "step-rounded"), signed(result.change, lang)),
        new_rating_step(result.rating, result.change, result.new_rating, lang),
        step(text(lang, "elo-sequential"), "%s \u2192 %s (%s)" % (
            format_value(result.rating, lang), format_value(result.sequential_rating, lang),
            signed(result.sequential_change, lang))),
    ]
    parts.append(steps(items))
    return "".join(parts)


def _what_if(evaluation, lang):
    """Win, draw and loss for a tournament of one game (issue 3)."""
    if not evaluation.outcomes:
        return ""
    rows = [(name, signed(result.new_rating - result.rating, lang),
             format_value(result.new_rating, lang)) for name, result in evaluation.outcomes]
    actual = [name for name, points in SCORES if points == evaluation.result.games[0].score]
    return outcomes_table(rows, actual[0], lang)


def _needed_sentence(result, target, key, lang):
    games = result.counted_games
    points = score_needed(result, target)
    if points is None:
        return text(lang, key + "-none", target=format_value(target, lang))
    return text(lang, key, target=format_value(target, lang), points=_total(points, lang),
                games=games)


def _stakes_row(number, game, row_stakes, lang):
    opponent = "\u2013" if game.opponent is None else format_value(game.opponent, lang)
    if row_stakes is None:
        return row([str(number), opponent, "", "", ""], "left-out")
    return row([str(number), opponent] + [_signed_points(value, lang) for value in row_stakes])


def _stakes(result, target, lang):
    """Score needed to keep the rating and to reach the target; per game what each
    result would change."""
    lines = [_needed_sentence(result, result.rating, "stakes-keep", lang)]
    if target is not None:
        lines.append(_needed_sentence(result, target, "stakes-target", lang))
    head = [text(lang, key) for key in ("col-number", "col-opponent", "win", "draw", "loss")]
    games = result.games[:TABLE_ROWS]  # only those listed: not 10,000 games' stakes
    rows = [_rows.get(("stakes", lang, number, game.opponent, row_stakes),
                      lambda: _stakes_row(number, game, row_stakes, lang))
            for number, (game, row_stakes) in listed(list(zip(games, stakes(result, games))))]
    return "".join('<p class="stakes-line">%s</p>' % escape(line) for line in lines) + table(
        text(lang, "stakes-caption"), head, rows, more=more_games(result.games, lang))


def _render_fide(state, result, texts, html, lang):
    texts["k-info"] = _fide_k(result, lang)
    if result.below_floor:
        texts["notice"] = text(lang, "floor-note")
    html["breakdown"] = Later(_fide_breakdown, result, lang)


def _render_elo(state, result, texts, html, lang):
    game_by_game = state["update"] == "game"
    if game_by_game:
        texts["new-rating"] = format_value(result.sequential_rating, lang)
        texts["change"] = signed(result.sequential_change, lang)
    if result.differs and game_by_game:
        texts["notice"] = text(lang, "elo-differs-period", rating=format_value(
            result.new_rating, lang), change=signed(result.change, lang))
    elif result.differs:
        texts["notice"] = text(lang, "elo-differs", rating=format_value(
            result.sequential_rating, lang), change=signed(result.sequential_change, lang))
    html["breakdown"] = Later(_elo_breakdown, result, lang)


def _render_ukd(state, result, texts, html, lang):
    texts["k-info"] = text(lang, "ukd-k", k=result.k, tc=text(lang, "tc-" + result.time_control))
    texts["notice"] = text(lang, "ukd-estimate") + (
        " " + text(lang, "ukd-floor") if result.floored else "")
    # dD as the seeds show it; at the floor the rating moved less, and the change beside
    # the new rating must add up to it (the breakdown still shows dD)
    texts["change"] = signed(result.change, lang) if result.floored else \
        _signed_points(result.change_exact, lang)
    html["breakdown"] = Later(_ukd_breakdown, result, lang)


def _render_fide_first(state, result, texts, html, lang):
    texts["new-rating"] = format_value(result.new_rating, lang)
    texts["change"] = text(lang, "first-label")
    texts["expected"] = ""
    texts["notice"] = _first_notice(result, lang)
    texts["performance"] = _performance(result.performance, lang)
    html["breakdown"] = _first_breakdown(result, lang)


#: Each system's part of the tournament view, by its id and the result's form.
_RENDERERS = {
    ("elo", "period"): _render_elo,
    ("fide", "period"): _render_fide,
    ("fide", "first"): _render_fide_first,
    ("ukd", "period"): _render_ukd,
    ("dwz", "period"): view_dwz.render,
    ("dwz", "first"): view_dwz.render_first,
}


def _render_both(state, evaluation, texts, html, lang):
    """FIDE and the DWZ side by side: FIDE's figures and parts as for FIDE alone, the
    DWZ's figures beside them, both breakdowns one after the other."""
    result = evaluation.result
    _render_one(state, evaluation, result.fide, texts, html, lang)
    dwz_texts, dwz_html = {}, {}
    view_dwz.render(state, result.dwz, dwz_texts, dwz_html, lang)
    texts["dwz-new-rating"] = format_value(result.dwz.new_rating, lang)
    texts["dwz-change"] = signed(result.dwz.change, lang)
    texts["k-info"] = "FIDE: %s DWZ: %s" % (texts["k-info"], dwz_texts["k-info"])
    texts["notice"] = " ".join(part for part in (texts["notice"], dwz_texts["notice"]) if part)
    if result.dwz.performance is not None:
        texts["performance"] = "%s \u00b7 DWZ: %s" % (
            texts["performance"], view_dwz.performance(result.dwz.performance, lang))
    html["breakdown"] = Later(_both_breakdown, html["breakdown"], dwz_html["breakdown"], lang)


def _both_breakdown(fide_part, dwz_part, lang):
    return "<h3>%s</h3>%s<h3>%s</h3>%s" % (
        escape(text(lang, "both-fide-heading")), built(fide_part),
        escape(text(lang, "both-dwz-heading")), built(dwz_part))


def render_tournament(state, evaluation, texts, html, lang):
    """Fill texts and html for a tournament result of any rule set: what all share here,
    the rest by the system's own renderer."""
    if evaluation.result.form == "both":
        _render_both(state, evaluation, texts, html, lang)
    else:
        _render_one(state, evaluation, evaluation.result, texts, html, lang)


def _render_one(state, evaluation, result, texts, html, lang):
    if result.form == "period":
        html["break-even"] = Later(_stakes, result, evaluation.target, lang)
        texts["new-rating"] = format_value(result.new_rating, lang)
        texts["change"] = signed(result.change, lang)
        texts["performance"] = _performance(result.performance, lang)
        html["outcomes"] = _what_if(evaluation, lang)
        texts["expected"] = text(lang, "expected-of", expected=_points(result.expected, lang),
                                 games=result.counted_games)
    _RENDERERS[(result.system, result.form)](state, result, texts, html, lang)
