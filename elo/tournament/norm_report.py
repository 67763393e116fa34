"""A norm report of one player and title: what FIDE's norm certificate (IT1, "Certificate of
Title Result") asks for, as pairing programs fill it (docs/rules/papers.md, "What arbiters
hand on"), each line with the article of the Title Regulations B.01 it answers (or "IT1" for
a field only the form asks for), and what the file does not say and must be filled in by
hand. It helps fill in the form; it is not the form, whose layout (B.01 annex) it does not
copy.

norm_report() returns a pure structure (JSON-ready, words in one language) that
report_text() renders as text; the page can render the same structure as HTML:

    {"title", "rank", "name", "achieved", "heading", "note", "verdict",
     "sections": [{"id", "heading", "lines": [{"field", "label", "value", "text",
                                              "article"}]},
                  {"id": "games", "heading", "columns": [...],
                   "rows": [{"round", "opponent", "counts", "cells": [...]}]}, ...],
     "to_fill": [text, ...]}
"""

from elo.numbers import format_value
from elo.period import to_points
from elo.texts import text
from elo.tournament.model import FORFEITS, NOT_RATED, PLAYED, not_played
from elo.tournament.norm_words import missing_words, requirement_words
from elo.tournament.norms import TITLED
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.shapes import Report
    from elo.tournament.model import Player, Round, Tournament
    from elo.tournament.norms import Norm
    from elo.tournament.rating import PlayerResult

__all__ = ["norm_report", "report_text", "chosen_norm"]

#: A result as the certificate writes it, from the player's side.
_RESULTS = {"1": "1", "=": "\u00bd", "0": "0", "+": "+", "-": "-", "W": "1", "D": "\u00bd",
            "L": "0", "H": "\u00bd", "F": "1", "U": "1", "Z": "0", "": ""}


def chosen_norm(result: "PlayerResult", title: str | None = None) -> "Norm | None":
    """The norm a report is of: `title`'s, else the best title he made, else the highest
    checked (TITLES' order); None where none such is checked."""
    if title is not None:
        for norm in result.norms:
            if norm.title == title.upper():
                return norm
        return None
    made = [norm for norm in result.norms if norm.achieved] or result.norms
    return made[0] if made else None


def _line(lang: str, field: str, label: str, value: object, article: str | None,
          shown: str | None = None) -> "Report":
    said = shown if shown is not None else "" if value is None or value == "" else str(value)
    return {"field": field, "label": text(lang, label), "value": value, "text": said,
            "article": article}


def _tournament(tournament: "Tournament", lang: str) -> "list[Report]":
    players = [tournament.players[rank] for rank in tournament.ranks()]
    control = tournament.header_text("222") or tournament.header_text("122")
    federations = []
    for player in players:
        if player.federation and player.federation not in federations:
            federations.append(player.federation)
    return [
        _line(lang, "name", "event-report-name", tournament.name, "IT1"),
        _line(lang, "place", "event-report-place", tournament.city, "IT1"),
        _line(lang, "federation", "event-report-federation", tournament.header_text("032"), "IT1"),
        _line(lang, "start", "event-report-start", tournament.start, "1.4.6"),
        _line(lang, "end", "event-report-end", tournament.end, "IT1"),
        _line(lang, "chief_arbiter", "event-report-chief-arbiter",
              tournament.header_text("102"), "IT1"),
        _line(lang, "organiser", "event-report-organiser", "", "IT1"),
        _line(lang, "time_control", "event-report-time-control", control, "1.4.2"),
        _line(lang, "rounds", "event-report-rounds", tournament.rounds, "1.4.1"),
        _line(lang, "players", "event-report-players", len(players), "1.4.3"),
        _line(lang, "rated", "event-report-rated", len([p for p in players if p.rating]),
              "1.4.3"),
        _line(lang, "titled", "event-report-titled",
              len([p for p in players if p.title in TITLED]), "1.4.3"),
        _line(lang, "federations", "event-report-federations", len(federations), "1.4.3")]


def _player(player: "Player", lang: str) -> "list[Report]":
    sex = text(lang, "event-report-sex-m") if player.sex == "m" else \
        text(lang, "event-report-sex-w") if player.sex == "w" else ""
    return [
        _line(lang, "player_name", "event-report-name", player.name, "IT1"),
        _line(lang, "fide_id", "event-report-fide-id", player.fide_id, "IT1"),
        _line(lang, "player_federation", "event-report-federation", player.federation,
              "1.4.3"),
        _line(lang, "birth", "event-report-birth", player.birth or player.born, "IT1"),
        _line(lang, "sex", "event-report-sex", player.sex, "1.5", sex),
        _line(lang, "title_held", "event-report-title-held", player.title, "1.4.5")]


def _counts(played: "Round", known: bool) -> str:
    """The key of whether a round counts for norms (1.4.2), and why not."""
    if not_played(played):
        return "event-report-no-not-played"
    if played.result in PLAYED and played.opponent is not None:
        return "event-report-counts" if known else "event-report-no-unknown"
    if played.result in FORFEITS:
        return "event-report-no-forfeit"
    if played.result in NOT_RATED:
        return "event-report-no-short"
    return "event-report-no-bye"  # BYES, or a round without an opponent


def _games(tournament: "Tournament", player: "Player", norm: "Norm",
           lang: str) -> "Report":
    columns = [text(lang, key) for key in (
        "event-report-col-round", "event-report-col-opponent", "event-report-col-title",
        "event-report-col-federation", "event-report-col-fide-id", "event-report-col-rating",
        "event-report-col-result", "event-report-col-counts")]
    rows = []
    raised = norm.raised
    for played in player.rounds:
        other = tournament.players.get(played.opponent) if played.opponent else None
        key = _counts(played, other is not None)
        counts = key == "event-report-counts"
        said = text(lang, key)
        if counts and raised is not None and other is not None and raised.rank == other.rank:
            said = text(lang, "event-report-counts-raised", rating=raised.counted)
        rating = "" if other is None else str(other.rating) if other.rating else \
            text(lang, "event-report-unrated")
        rows.append({"round": played.number, "opponent": played.opponent, "counts": counts,
                     "cells": [str(played.number), other.name if other else "",
                               other.title if other else "",
                               other.federation if other else "",
                               other.fide_id if other else "", rating,
                               _RESULTS.get(played.result, played.result), said]})
    return {"id": "games", "heading": text(lang, "event-report-games"),
            "article": "1.4.2, 1.4.6", "columns": columns, "rows": rows}


def _totals(norm: "Norm", lang: str) -> "list[Report]":
    raised = norm.raised
    floor = text(lang, "event-report-raised-none") if raised is None else text(
        lang, "event-report-raised-one", name=raised.name, rank=raised.rank,
        rating=raised.rating or text(lang, "event-report-unrated"), counted=raised.counted)
    feds = norm.federations
    points = to_points(norm.points)
    return [
        _line(lang, "games", "event-report-games-counted", norm.games, "1.4.1"),
        _line(lang, "points", "event-report-points", points, "1.4.8",
              format_value(points, lang)),
        _line(lang, "percent", "event-report-percent", norm.percent, "1.4.8",
              "" if norm.percent is None else "%d %%" % norm.percent),
        _line(lang, "raised", "event-report-raised",
              None if raised is None else raised.rank, "1.4.6", floor),
        _line(lang, "average", "event-report-average", norm.average, "1.4.7"),
        _line(lang, "performance", "event-report-performance", norm.performance,
              "1.4.8, 1.4.9"),
        _line(lang, "foreign", "event-report-foreign", feds.get("foreign"), "1.4.3"),
        _line(lang, "own", "event-report-own", feds.get("own"), "1.4.4"),
        _line(lang, "titled_opponents", "event-report-titled-opponents", norm.titled,
              "1.4.5a"),
        {"field": "holders", "label": text(lang, "event-report-holders", title=norm.title),
         "value": norm.holders, "text": str(norm.holders), "article": "1.4.5b-e"}]


def _to_fill(tournament: "Tournament", player: "Player", sections: "list[Report]",
             lang: str) -> list[str]:
    """What the file does not say, and the signatures no file holds."""
    said = []
    for section in sections:
        for line in section.get("lines", ()):
            if line["text"] == "" and line["field"] not in ("title_held", "raised"):
                said.append(text(lang, "event-report-missing", field=line["label"]))
    for played in player.rounds:
        other = tournament.players.get(played.opponent) if played.opponent else None
        if other is not None and played.result in PLAYED and not other.fide_id:
            said.append(text(lang, "event-report-missing", field=text(
                lang, "event-report-opponent-id", name=other.name, rank=other.rank)))
    said.append(text(lang, "event-report-missing", field=text(lang, "event-report-signatures")))
    return said


def norm_report(tournament: "Tournament", result: "PlayerResult", norm: "Norm",
                lang: str = "en") -> "Report":
    """The report of one player's norm check (chosen_norm), its words in `lang`."""
    player = result.player
    sections: "list[Report]" = [
        {"id": "event", "heading": text(lang, "event-report-event"),
         "lines": _tournament(tournament, lang)},
        {"id": "player", "heading": text(lang, "event-report-player"),
         "lines": _player(player, lang)},
        _games(tournament, player, norm, lang),
        {"id": "totals", "heading": text(lang, "event-report-totals"),
         "lines": _totals(norm, lang)},
        {"id": "checks", "heading": text(lang, "event-report-checks"),
         "lines": [{"field": r.key, "label": r.key, "value": r.met,
                    "text": requirement_words(r, lang), "article": r.article}
                   for r in norm.requirements]}]
    missing = missing_words(norm, lang)
    verdict = text(lang, "event-report-achieved", title=norm.title) if norm.achieved else \
        text(lang, "event-report-not-achieved", title=norm.title, missing="; ".join(missing))
    return {"title": norm.title, "rank": player.rank, "name": player.name,
            "achieved": norm.achieved, "missing": missing,
            "heading": text(lang, "event-report-heading", title=norm.title, name=player.name,
                            rank=player.rank),
            "note": text(lang, "event-report-note"), "verdict": verdict,
            "sections": sections,
            "to_fill_heading": text(lang, "event-report-to-fill"),
            "to_fill": _to_fill(tournament, player, sections, lang)}


def _pad(cell: str, width: int) -> str:
    return cell + " " * (width - len(cell))  # by hand: MicroPython's str has no ljust


def report_text(report: "Report") -> str:
    """The report as plain text, a line a field with its article in brackets."""
    lines = [report["heading"], report["note"], "", report["verdict"]]
    for section in report["sections"]:
        lines += ["", section["heading"]]
        if section["id"] == "games":
            table = [section["columns"]] + [row["cells"] for row in section["rows"]]
            widths = [max([len(row[i]) for row in table]) for i in range(len(table[0]))]
            lines += ["  " + "  ".join(_pad(cell, widths[i]) for i, cell in
                                       enumerate(row)).rstrip() for row in table]
            continue
        for line in section["lines"]:
            if section["id"] == "checks":
                lines.append("  " + line["text"])
            else:
                lines.append("  %s: %s  (%s)" % (line["label"], line["text"] or "-",
                                                 line["article"]))
    lines += ["", report["to_fill_heading"]] + ["  " + said for said in report["to_fill"]]
    return "\n".join(lines)
