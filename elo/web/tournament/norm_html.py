"""A player's norms with their figures, in the row of his details (elo.web.tournament.
render.detail_html): per title checked (elo.tournament.norms.Norm) whether it is made;
Ra, with the opponent the floor of 1.4.6 raised, Rp, the score, the games, the
federations, the titled opponents and title holders; each requirement of 1.4 with its
article (elo.tournament.norm_words); what is missing; with rounds still to play the
forecast (elo.tournament.forecast, docs/rules/forecast.md); and the link `a.norm-report`
that opens the norm report (elo.web.tournament.report_view). Pure: strings only."""

from elo.numbers import format_value
from elo.present.html import escape
from elo.period import to_points
from elo.texts import counted, text
from elo.tournament.forecast import LOWEST
from elo.tournament.norm_words import missing_words, requirement_words
from elo.tournament.round_words import rounds_text
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.tournament.forecast import Forecast
    from elo.tournament.norms import Norm
    from elo.tournament.rating import PlayerResult

__all__ = ["norms_html", "norm_html"]


class _Missing:
    """What missing_words reads of a norm (its title and `missing`): the forecast's
    `besides` and games short said in the norm's own words."""

    __slots__ = ("title", "missing")

    def __init__(self, title: str, missing: "dict[str, int | None]") -> None:
        self.title = title
        self.missing = missing


def _figure(label: str, value: str) -> str:
    return "<div><dt>%s</dt><dd>%s</dd></div>" % (escape(label), escape(value))


def _figures(norm: "Norm", lang: str) -> str:
    raised = norm.raised
    feds = norm.federations
    rows = [(text(lang, "event-report-average"), "" if norm.average is None else
             str(norm.average)),
            (text(lang, "event-report-raised"), text(lang, "event-report-raised-none")
             if raised is None else text(
                 lang, "event-report-raised-one", name=raised.name, rank=raised.rank,
                 rating=raised.rating or text(lang, "event-report-unrated"),
                 counted=raised.counted)),
            (text(lang, "event-report-performance"), "" if norm.performance is None else
             str(norm.performance)),
            (text(lang, "event-report-points"), text(
                lang, "event-norm-score", points=format_value(to_points(norm.points), lang),
                games=norm.games, percent="" if norm.percent is None else norm.percent)),
            (text(lang, "event-report-games-counted"), str(norm.games))]
    if norm.games:
        rows += [(text(lang, "event-report-federations"), text(
                     lang, "event-norm-federations", count=feds["count"],
                     foreign=feds["foreign"], own=feds["own"], most=feds["most"],
                     which=feds["most_federation"] or "\u2013")),
                 (text(lang, "event-norm-opponents"), text(
                     lang, "event-norm-titled", titled=norm.titled, holders=norm.holders,
                     title=norm.title))]
    return '<dl class="norm-figures">%s</dl>' % "".join(
        _figure(label, value) for label, value in rows)


def _requirements(norm: "Norm", lang: str) -> str:
    items = []
    for requirement in norm.requirements:
        state = "exempt" if requirement.exempt and requirement.key != "games" else \
            "met" if requirement.met else "not-met"
        items.append('<li class="%s" data-key="%s" data-article="%s">%s</li>' % (
            state, requirement.key, escape(requirement.article),
            escape(requirement_words(requirement, lang))))
    return '<h5>%s</h5><ul class="norm-requirements">%s</ul>' % (
        escape(text(lang, "event-report-checks")), "".join(items))


def _average(average: int | None, lang: str) -> str:
    if average is None:
        return text(lang, "event-norm-forecast-none")
    return text(lang, "event-norm-forecast-any") if average <= LOWEST else str(average)


def _table(caption: str, head: "list[str]", rows: "list[str]", kind: str,
           foot: str = "") -> str:
    return ('<table class="norm-forecast%s"><caption>%s</caption><thead><tr>%s</tr></thead>'
            '<tbody>%s</tbody>%s</table>' % (
                kind, escape(caption),
                "".join('<th scope="col">%s</th>' % escape(cell) for cell in head),
                "".join(rows), foot))


def _unpaired(chances: "Forecast", lang: str) -> str:
    """The rounds to play, none paired: a row per score in them, its lowest average."""
    remaining = chances.remaining
    caption = counted(lang, "event-norm-forecast-heading", remaining, remaining=remaining)
    rows = [
        '<tr data-points="%s"><th scope="row">%s</th><td>%s</td></tr>' % (
            format_value(to_points(points), "en"), escape(text(
                lang, "event-norm-forecast-points",
                points=format_value(to_points(points), lang), remaining=remaining)),
            escape(_average(average, lang)))
        for points, average in chances.rows]
    return _table(caption, [text(lang, "event-norm-forecast-col-points"),
                            text(lang, "event-norm-forecast-col-average")], rows, "")


def _opponents(chances: "Forecast", lang: str) -> str:
    """Who the paired rounds are against, as the forecast takes them."""
    said = []
    for number, opponent in chances.paired:
        about = [part for part in (
            opponent.title, text(lang, "event-forecast-unrated") if opponent.rating is None
            else str(opponent.rating), opponent.federation) if part]
        said.append(text(lang, "event-forecast-opponent", round=rounds_text([number], lang),
                         name=opponent.name, about=", ".join(about)))
    return '<p class="norm-paired-opponents">%s</p>' % escape(text(
        lang, "event-forecast-paired-opponents", opponents="; ".join(said)))


#: The least result of one paired game that gives the norm, in words, by its score.
_LEAST_ONE = {0: "event-forecast-least-one-0", 50: "event-forecast-least-one-50",
              100: "event-forecast-least-one-100"}


def _least(chances: "Forecast", lang: str) -> str:
    """The least score of the paired games that gives the norm, in a sentence: whichever
    game it comes from (the check takes the sum only, docs/rules/forecast.md)."""
    numbers = [number for number, _ in chances.paired]
    made = [outcome for outcome in chances.outcomes if outcome.norm.achieved]
    if not made:
        best = chances.outcomes[-1].norm
        return counted(lang, "event-forecast-none", len(numbers), title=chances.title,
                       rounds=rounds_text(numbers, lang),
                       missing="; ".join(missing_words(best, lang)))
    first = made[0]
    if len(numbers) == 1:
        return text(lang, _LEAST_ONE[first.points], title=chances.title,
                    round=rounds_text(numbers, lang), performance=first.norm.performance)
    return text(lang, "event-forecast-least-any" if not first.points else
                "event-forecast-least", title=chances.title,
                points=format_value(to_points(first.points), lang), games=len(numbers),
                rounds=rounds_text(numbers, lang), performance=first.norm.performance)


def _paired(chances: "Forecast", lang: str) -> str:
    """Every round to play paired: a row per score in them, Ra, Rp and the norm's
    verdict, and the least score that gives it."""
    games = len(chances.paired)
    rows = []
    for outcome in chances.outcomes:
        norm = outcome.norm
        verdict = text(lang, "event-norm-made") if norm.achieved else text(
            lang, "event-forecast-not-made", missing="; ".join(missing_words(norm, lang)))
        rows.append('<tr data-points="%s"%s><th scope="row">%s</th><td>%s</td><td>%s</td>'
                    '<td>%s</td></tr>' % (
                        format_value(to_points(outcome.points), "en"),
                        ' class="made"' if norm.achieved else "",
                        escape(text(lang, "event-norm-forecast-points",
                                    points=format_value(to_points(outcome.points), lang),
                                    remaining=games)),
                        "" if norm.average is None else norm.average,
                        "" if norm.performance is None else norm.performance,
                        escape(verdict)))
    return _table(text(lang, "event-forecast-paired-heading"), [
        text(lang, "event-forecast-col-points"), text(lang, "event-forecast-col-average"),
        text(lang, "event-forecast-col-performance"), text(lang, "event-forecast-col-norm")],
        rows, " norm-paired") + '<p class="norm-paired-least">%s</p>' % escape(
            _least(chances, lang))


def _mixed(chances: "Forecast", lang: str) -> str:
    """Rounds paired and rounds not yet paired: a row per score in those not paired, a
    column per score in the paired ones, each cell the lowest average of the opponents
    not yet paired; below, Rp once the paired rounds are played."""
    unpaired, games = chances.unpaired, len(chances.paired)
    outcomes = chances.outcomes
    caption = counted(lang, "event-forecast-rest-heading", unpaired, count=unpaired)
    head = [text(lang, "event-forecast-col-unpaired")] + [
        text(lang, "event-forecast-col-paired", games=games,
             points=format_value(to_points(outcome.points), lang)) for outcome in outcomes]
    rows = []
    for at, (points, _) in enumerate(outcomes[0].rows):
        rows.append('<tr data-points="%s"><th scope="row">%s</th>%s</tr>' % (
            format_value(to_points(points), "en"), escape(text(
                lang, "event-norm-forecast-points",
                points=format_value(to_points(points), lang), remaining=unpaired)),
            "".join('<td data-paired="%s">%s</td>' % (
                format_value(to_points(outcome.points), "en"),
                escape(_average(outcome.rows[at][1], lang))) for outcome in outcomes)))
    after = "".join('<td data-paired="%s">%s</td>' % (
        format_value(to_points(outcome.points), "en"), escape(
            "" if outcome.norm.performance is None else
            text(lang, "event-forecast-after-made", performance=outcome.norm.performance)
            if outcome.norm.achieved else str(outcome.norm.performance)))
        for outcome in outcomes)
    foot = '<tfoot><tr class="norm-paired-after"><th scope="row">%s</th>%s</tr></tfoot>' % (
        escape(text(lang, "event-forecast-after")), after)
    return _table(caption, head, rows, " norm-paired-rest", foot)


def _forecast(chances: "Forecast", lang: str) -> str:
    """The forecast (docs/rules/forecast.md): with no round paired, a table of the
    lowest average per score in the rounds to play; with every one paired, the verdict
    per score in them; with both, the lowest averages by the score in the paired ones.
    Then what no average gives (1.4.3-1.4.5) and the games short of 1.4.1's nine."""
    if not chances.paired:
        html = _unpaired(chances, lang)
    else:
        html = _opponents(chances, lang) + (
            _mixed(chances, lang) if chances.unpaired else _paired(chances, lang))
    if chances.besides and chances.unpaired:  # with every round paired, in each verdict
        html += '<p class="norm-besides">%s</p>' % escape(text(
            lang, "event-norm-forecast-besides", missing="; ".join(
                missing_words(_Missing(chances.title, chances.besides), lang))))
    if chances.games:
        html += '<p class="norm-games-short">%s</p>' % escape(text(
            lang, "event-norm-forecast-games", missing="; ".join(
                missing_words(_Missing(chances.title, {"games": chances.games}), lang))))
    return html


def norm_html(result: "PlayerResult", norm: "Norm", lang: str,
              chances: "Forecast | None" = None) -> str:
    """One title's block: verdict, figures, requirements, what is missing, the forecast
    (`chances`, where rounds are still to play) and the link to its norm report."""
    player = result.player
    verdict = "event-norm-made" if norm.achieved else \
        "event-norm-not-made-yet" if chances is not None else "event-norm-not-made"
    html = '<h4>%s</h4>' % escape(text(lang, "event-norm-heading", title=norm.title,
                                       verdict=text(lang, verdict)))
    html += _figures(norm, lang) + _requirements(norm, lang)
    missing = missing_words(norm, lang)
    if missing:
        html += '<p class="norm-missing">%s</p>' % escape(text(
            lang, "event-norm-missing-label", missing="; ".join(missing)))
    if chances is not None:
        html += _forecast(chances, lang)
    html += ('<p><a class="norm-report" href="#event" data-rank="%d" data-title="%s" '
             'aria-label="%s">%s</a></p>' % (
                 player.rank, escape(norm.title),
                 escape(text(lang, "event-norm-report-link-label", title=norm.title,
                             name=player.name)),
                 escape(text(lang, "event-norm-report-link", title=norm.title))))
    return '<section class="norm-check%s" data-title="%s">%s</section>' % (
        " achieved" if norm.achieved else "", escape(norm.title), html)


def norms_html(result: "PlayerResult", lang: str) -> str:
    """Every title checked for the player, a block each ("" where none is checked)."""
    if not result.norms:
        return ""
    chances = dict((forecast.title, forecast) for forecast in result.forecasts)
    return '<div class="event-norms">%s</div>' % "".join(
        norm_html(result, norm, lang, chances.get(norm.title)) for norm in result.norms)
