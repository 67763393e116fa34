"""A player's norms with their figures, in the row of his details (elo.web.tournament.
render.detail_html): per title checked (elo.tournament.norms.Norm) whether it is made;
Ra, with the opponent the floor of 1.4.6 raised, Rp, the score, the games, the
federations, the titled opponents and title holders; each requirement of 1.4 with its
article (elo.tournament.norm_words); what is missing; with rounds still to play the
forecast (elo.tournament.forecast, docs/rules/forecast.md); and the link `a.norm-report`
that opens the norm report (elo.web.tournament.report_view). Pure: strings only."""

from elo.numbers import format_value
from elo.present.html import escape
from elo.system import to_points
from elo.texts import text
from elo.tournament.forecast import LOWEST
from elo.tournament.norm_words import missing_words, requirement_words
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


def _forecast(chances: "Forecast", lang: str) -> str:
    """The forecast as a table, a row per score in the remaining rounds, then what no
    average gives (1.4.3-1.4.5) and the games short of 1.4.1's nine."""
    remaining = chances.remaining
    caption = text(lang, "event-norm-forecast-heading-one") if remaining == 1 else \
        text(lang, "event-norm-forecast-heading", remaining=remaining)
    rows = "".join(
        '<tr data-points="%s"><th scope="row">%s</th><td>%s</td></tr>' % (
            format_value(to_points(points), "en"), escape(text(
                lang, "event-norm-forecast-points",
                points=format_value(to_points(points), lang), remaining=remaining)),
            escape(_average(average, lang)))
        for points, average in chances.rows)
    html = ('<table class="norm-forecast"><caption>%s</caption><thead><tr>'
            '<th scope="col">%s</th><th scope="col">%s</th></tr></thead><tbody>%s</tbody>'
            '</table>' % (escape(caption),
                          escape(text(lang, "event-norm-forecast-col-points")),
                          escape(text(lang, "event-norm-forecast-col-average")), rows))
    if chances.besides:
        html += '<p class="norm-besides">%s</p>' % escape(text(
            lang, "event-norm-forecast-besides", missing="; ".join(
                missing_words(_Missing(chances.title, chances.besides), lang))))  # type: ignore[arg-type]
    if chances.games:
        html += '<p class="norm-games-short">%s</p>' % escape(text(
            lang, "event-norm-forecast-games", missing="; ".join(
                missing_words(_Missing(chances.title, {"games": chances.games}), lang))))  # type: ignore[arg-type]
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
