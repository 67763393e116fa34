"""What the season view (#season) shows, as HTML and text: the events' table, the ratings
after the last event, the chart, the FIDE periods and DWZ evaluations as tables (also
the chart's text for screen readers) and the notes. Pure: elo.web.season.view writes it.

The season's data is the season file's (elo.season.model), as the user has typed it: it
is shown as typed even where it cannot be read, and then no figure is shown beside it.
"""

from elo.errors import InputError
from elo.numbers import format_number
from elo.season import rate_season, read_season
from elo.season.report import note_text
from elo.systems import get
from elo.period import to_points
from elo.texts import text
from elo.present.html import escape
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any

    from elo.season.chain import SeasonResult

    #: Each chain's points for the chart: (date, rating), by "fide" and "dwz".
    Series = dict[str, list[tuple[str, int]]]

__all__ = ["rate_data", "rows_html", "ratings", "chart_svg", "periods_html",
           "evaluations_html", "notes_html", "game_list", "figures_html",
           "other_starts", "WIDTH", "HEIGHT"]

#: The chart's drawing area in SVG units (it scales to the page's width).
WIDTH, HEIGHT = 640, 240
_LEFT, _RIGHT, _TOP, _BOTTOM = 48, 12, 12, 28

#: A system's short name in the table, by its id; the DWZ's system of 2026 by its letter.
_SYSTEM_WORDS = {"elo": "season-system-elo", "fide": "season-system-fide",
                 "dwz": "season-system-dwz", "fide-dwz": "season-system-fide-dwz",
                 "ukd": "season-system-ukd", "glicko2": "season-system-glicko2"}
_DWZ_SYSTEMS = {"E": "season-dwz-E", "K": "season-dwz-K"}


def rate_data(data: "dict[str, Any]") -> "tuple[SeasonResult | None, InputError | None]":
    """(SeasonResult, None), or (None, the InputError that stops it)."""
    try:
        return rate_season(read_season(data)), None
    except InputError as error:
        return None, error


def game_list(games: "Iterable[object]") -> str:
    """An event's games as its field shows them: the link's form, ", " between."""
    return ", ".join(str(game) for game in games)


def _signed(value: float | None, lang: str, decimals: int = 0) -> str:
    return "–" if value is None else format_number(value, decimals, lang, sign=True)


def _dwz_text(rating: int | None, index: int | None, lang: str) -> str:
    if rating is None:
        return text(lang, "season-no-dwz")
    return "%s-%s" % (format_number(rating, 0, lang), "?" if index is None else index)


def figures_html(result: "SeasonResult | None", order: int,
                 lang: str) -> tuple[str, str, str, str]:
    """(score, performance, change, rating after) cells' HTML of the event at `order` in
    the data (empty without a result)."""
    if result is None:
        return ("",) * 4
    event = result.season.by_order.get(order)
    if event is None:
        return ("",) * 4
    score = "%s / %s" % (format_number(to_points(sum(g[1] for g in event.tuples)), 1, lang),
                         format_number(len(event.tuples), 0, lang))
    share = result.shares.get(order)
    evaluation = result.evaluated.get(order)
    own = result.own.get(order)
    changes, ratings, performance = [], [], None
    if share is not None:
        changes.append(text(lang, "season-fide-share", change=_signed(
            to_points(share.change_exact), lang, 2), period=share.period.period))
        ratings.append("FIDE %s" % format_number(share.period.rating, 0, lang))
        performance = share.performance
    if evaluation is not None:
        changes.append("DWZ %s" % _signed(evaluation.change, lang))
        ratings.append("DWZ %s" % _dwz_text(evaluation.rating, evaluation.index, lang))
        performance = performance or evaluation.performance
    if own is not None:
        changes.append(_signed(own.change, lang, 2 if own.rating != int(own.rating) else 0))
        ratings.append("%s %s" % (event.system.name[lang], format_number(
            own.rating, 0 if own.rating == int(own.rating) else 2, lang)))
        performance = performance or own.performance
    perf = "–" if performance is None else format_number(performance.rating, 0, lang)
    return (escape(score), escape(perf), "<br>".join(escape(c) for c in changes),
            "<br>".join(escape(r) for r in ratings))


def rows_html(data: "dict[str, Any]", result: "SeasonResult | None", lang: str) -> str:
    """One row per event of the data, in its order: its fields, and its figures where
    the season could be computed."""
    rows = []
    events = data.get("events") or []
    for place in range(len(events)):
        event = events[place] if isinstance(events[place], dict) else {}
        system_id = str(event.get("system", ""))
        try:
            system_name = text(lang, _SYSTEM_WORDS[get(system_id).id])
        except InputError:
            system_name = system_id
        games: "Any"  # as the file or the device held them: checked here
        games = event.get("games") if isinstance(event.get("games"), list) else []
        figures = figures_html(result, place, lang)
        name = str(event.get("name") or "")
        label = escape(text(lang, "season-event-label", name=name or str(place + 1)))
        rows.append(
            '<tr data-event="%d">'
            '<td><input type="date" class="season-end" value="%s" aria-label="%s"></td>'
            '<td><input type="text" class="season-name" value="%s" aria-label="%s">'
            '<span class="system">%s</span></td>'
            '<td><input type="text" class="season-games" value="%s" aria-label="%s" '
            'autocomplete="off" spellcheck="false"></td>'
            '<td class="score">%s</td><td class="performance">%s</td>'
            '<td class="change">%s</td><td class="rating">%s</td>'
            '<td><button type="button" class="season-remove" aria-label="%s">%s</button>'
            '</td></tr>' % (
                place, escape(event.get("end") or ""),
                escape(text(lang, "season-end-of", entry=label)), escape(name),
                escape(text(lang, "season-name-of", entry=label)), escape(system_name),
                escape(game_list(games)), escape(text(lang, "season-games-of", entry=label)),
                figures[0], figures[1], figures[2], figures[3],
                escape(text(lang, "season-remove-of", entry=label)),
                escape(text(lang, "season-remove"))))
    return "".join(rows)


def other_starts(data: "dict[str, Any]", lang: str) -> str:
    """The starts the season holds for systems other than FIDE and the DWZ, in words."""
    player: "Any"  # as the file or the device held it: checked where it is read
    player = data.get("player") if isinstance(data.get("player"), dict) else {}
    said = []
    for key in sorted(player):
        if key in ("name", "fide", "dwz") or not isinstance(player[key], dict):
            continue
        try:
            name = get(key).name[lang]
        except InputError:
            name = key
        said.append("%s (%s)" % (name, ", ".join(
            "%s %s" % (field, value) for field, value in sorted(player[key].items())
            if field != "mode")))
    return "; ".join(said)


def ratings(result: "SeasonResult | None", lang: str) -> tuple[str, str]:
    """(FIDE text, DWZ text) after the last event ("–" where the season has none; for
    the DWZ "none yet" while a first DWZ needs more games)."""
    if result is None:
        return "–", "–"
    fide = "–" if result.fide_rating is None else format_number(result.fide_rating, 0, lang)
    dwz = "–"
    if result.evaluations or result.dwz_rating is not None:
        dwz = _dwz_text(result.dwz_rating, result.dwz_index, lang)
    return fide, dwz


def _day(date: str) -> int:
    """Days since 1970-01-01 of "YYYY-MM-DD" (the civil calendar, H. Hinnant's
    days_from_civil): the chart's time axis."""
    year, month, day = int(date[:4]), int(date[5:7]), int(date[8:10])
    year -= month <= 2
    era = year // 400
    yoe = year - era * 400
    doy = (153 * (month + (-3 if month > 2 else 9)) + 2) // 5 + day - 1
    return era * 146097 + yoe * 365 + yoe // 4 - yoe // 100 + doy - 719468


def _next_month(period: str) -> str:
    year, month = int(period[:4]), int(period[5:7])
    return "%04d-%02d-01" % (year + month // 12, month % 12 + 1)


def _series(result: "SeasonResult") -> "Series":
    """{"fide": [(date, rating)], "dwz": [...]}: both from the first day of the season's
    first month, then FIDE where each period ends (the next month's first day) and the
    DWZ on each evaluation's last day."""
    fide: "list[tuple[str, int]]" = []
    dwz: "list[tuple[str, int]]" = []
    events = result.season.entries
    begins = events[0].end[:7] + "-01" if events else ""  # the season's first month
    for period in result.periods:
        if not fide:
            fide.append((begins, period.start))
        fide.append((_next_month(period.period), period.rating))
    for item in result.evaluations:
        if item.rating is None:
            continue
        if not dwz and item.rating_before is not None:
            dwz.append((begins, item.rating_before))
        dwz.append((item.entry.end, item.rating))
    return {"fide": fide, "dwz": dwz}


def _desc(series: "Series", lang: str) -> str:
    parts = []
    for key, name in (("fide", "FIDE"), ("dwz", "DWZ")):
        if series[key]:
            parts.append("%s: %s" % (name, ", ".join(
                "%s %s" % (date, format_number(rating, 0, lang))
                for date, rating in series[key])))
    return "; ".join(parts) or text(lang, "season-chart-empty")


def chart_svg(result: "SeasonResult | None", lang: str) -> str:
    """The inside of the chart's <svg> (index.html: its viewBox is WIDTH x HEIGHT): a line
    per system, a point per period end and per evaluation; its <title> and <desc> say the
    same in words."""
    series = _series(result) if result is not None else {"fide": [], "dwz": []}
    points = series["fide"] + series["dwz"]
    head = ('<title id="season-chart-title">%s</title><desc id="season-chart-desc">%s</desc>'
            % (escape(text(lang, "season-chart-title")), escape(_desc(series, lang))))
    if not points:
        return head
    days = [_day(date) for date, _ in points]
    values = [rating for _, rating in points]
    first, last = min(days), max(days)
    low, high = min(values), max(values)
    pad = max(10, (50 - (high - low)) // 2 + 1) if high - low < 50 else 10
    low, high = low - pad, high + pad
    span_x, span_y = max(1, last - first), high - low
    inner_w, inner_h = WIDTH - _LEFT - _RIGHT, HEIGHT - _TOP - _BOTTOM

    def x(date: str) -> float:
        return _LEFT + (_day(date) - first) * inner_w / span_x if last > first else \
            _LEFT + inner_w / 2

    def y(rating: float) -> float:
        return _TOP + (high - rating) * inner_h / span_y

    parts = [head]
    for step in range(5):  # four bands, labelled
        rating = low + span_y * step / 4
        parts.append('<line class="grid" x1="%d" x2="%d" y1="%.1f" y2="%.1f"></line>'
                     '<text class="axis" x="%d" y="%.1f" text-anchor="end">%s</text>' % (
                         _LEFT, WIDTH - _RIGHT, y(rating), y(rating), _LEFT - 4,
                         y(rating) + 4, escape(format_number(rating, 0, lang))))
    dates = sorted(set(date for date, _ in points))
    for date, anchor in ((dates[0], "start"), (dates[-1], "end")):
        parts.append('<text class="axis" x="%.1f" y="%d" text-anchor="%s">%s</text>' % (
            x(date), HEIGHT - 8, anchor, escape(date)))
    for key in ("fide", "dwz"):
        line = series[key]
        if not line:
            continue
        parts.append('<polyline class="season-%s" points="%s"></polyline>' % (
            key, " ".join("%.1f,%.1f" % (x(date), y(rating)) for date, rating in line)))
        for date, rating in line:
            parts.append('<circle class="season-%s" cx="%.1f" cy="%.1f" r="3.5">'
                         '<title>%s %s: %s</title></circle>' % (
                             key, x(date), y(rating), key.upper(), escape(date),
                             escape(format_number(rating, 0, lang))))
    return "".join(parts)


def periods_html(result: "SeasonResult | None", lang: str) -> str:
    """The FIDE periods as table rows: month, rating at its start, K, games, change
    exact and rounded, rating after."""
    if result is None:
        return ""
    return "".join(
        "<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td>"
        "<td>%s</td></tr>" % (
            p.period, format_number(p.start, 0, lang), p.k, p.games,
            escape(_signed(to_points(p.change_exact), lang, 2)), escape(_signed(p.change,
                                                                                 lang)),
            format_number(p.rating, 0, lang)) for p in result.periods)


def evaluations_html(result: "SeasonResult | None", lang: str) -> str:
    """The DWZ evaluations as table rows: date, event, system, before, change, after."""
    if result is None:
        return ""
    rows = []
    for item in result.evaluations:
        system = "" if item.result is None else text(lang, _DWZ_SYSTEMS[item.result.variant])
        rows.append(
            "<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>" % (
                escape(item.entry.end), escape(item.entry.name), escape(system),
                escape(_dwz_text(item.rating_before, item.index_before, lang)),
                escape(_signed(item.change, lang)),
                escape(_dwz_text(item.rating, item.index, lang))))
    return "".join(rows)


def notes_html(result: "SeasonResult | None", lang: str) -> str:
    """The notes: what the season cannot know (none without a result)."""
    if result is None:
        return ""
    return "".join("<li>%s</li>" % escape(note_text(note, lang)) for note in result.notes)

