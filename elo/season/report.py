"""A rated season as the command line prints it: JSON (docs/contract.md) or text."""

from elo.messages import message
from elo.numbers import PLAIN, format_number
from elo.period import to_points
from elo.texts import text
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

    from elo.season.chain import SeasonResult

__all__ = ["season_dict", "season_text", "note_text"]


def _rating(performance: "Any") -> "Any":
    return None if performance is None else performance.rating


#: The words of each note a season's chains make, by its code (elo.season.chain).
_NOTES = {"fide_floor": "season-note-fide_floor", "dwz_switch": "season-note-dwz_switch",
          "dwz_first_pending": "season-note-dwz_first_pending"}


def note_text(note: "tuple[str, dict[str, Any]]", lang: str) -> str:
    code, params = note
    return text(lang, _NOTES[code], **params)


def _entry(result: "SeasonResult", entry: "Any") -> "dict[str, Any]":
    share = result.shares.get(entry.order)
    evaluation = result.evaluated.get(entry.order)
    own = result.own.get(entry.order)
    performance = None
    for part in (share, evaluation, own):
        if part is not None and performance is None:
            performance = _rating(part.performance)
    return {
        "name": entry.name, "end": entry.end, "system": entry.system.id,
        "games": len(entry.games),
        "score": to_points(sum(game[1] for game in entry.tuples)),
        "performance": performance,
        "fide": None if share is None else {
            "period": share.period.period, "k": share.period.k,
            "change_exact": to_points(share.change_exact), "rating": share.period.rating},
        "dwz": None if evaluation is None else {
            "change": evaluation.change, "rating": evaluation.rating,
            "index": evaluation.index},
        "own": None if own is None else {"rating_before": own.before, "change": own.change,
                                         "rating": own.rating},
    }


def season_dict(result: "SeasonResult", lang: str = "en") -> "dict[str, Any]":
    """The season's JSON: `fide` (periods, final rating), `dwz` (evaluations, final
    rating and index), `entries` in date order, `notes`."""
    season = result.season
    fide = None
    if season.fide is not None and season.fide["rating"] is not None:
        fide = {"start_rating": season.fide["rating"],
                "periods": [{"period": p.period, "start_rating": p.start, "k": p.k,
                             "k_rule": p.k_rule, "games": p.games,
                             "change_exact": to_points(p.change_exact), "change": p.change,
                             "rating": p.rating} for p in result.periods],
                "rating": result.fide_rating,
                "rated_games": result.rated_games, "reached_2400": result.reached_2400}
    dwz = None
    if season.dwz is not None or result.evaluations:
        start = season.dwz or {"rating": None, "index": None}
        dwz = {"start_rating": start["rating"], "start_index": start["index"],
               "evaluations": [{
                   "event": e.entry.name, "end": e.entry.end,
                   "system": None if e.result is None else e.result.variant,
                   "rating_before": e.rating_before, "index_before": e.index_before,
                   "change": e.change, "rating": e.rating, "index": e.index,
                   "first": e.rating_before is None and e.result is not None,
                   "note": None if e.note is None else message(e.note, lang)}
                   for e in result.evaluations],
               "rating": result.dwz_rating, "index": result.dwz_index}
    return {"name": season.name, "fide": fide, "dwz": dwz,
            "events": [_entry(result, entry) for entry in season.entries],
            "notes": [{"code": note[0], "text": note_text(note, lang)}
                      for note in result.notes]}


def _signed(value: "Any", decimals: int = 0) -> str:
    if value is None:
        return "-"
    return format_number(value, decimals, PLAIN, sign=True)


def season_text(result: "SeasonResult") -> str:
    """The season for a terminal: the FIDE periods, the DWZ evaluations, the notes."""
    data = season_dict(result)
    lines = []
    if data["fide"] is not None:
        lines.append("FIDE from %s" % data["fide"]["start_rating"])
        for p in data["fide"]["periods"]:
            lines.append("  %s  K %-2s  %2d games  %s (%s)  -> %s" % (
                p["period"], p["k"], p["games"], _signed(p["change"]),
                _signed(p["change_exact"], 2), p["rating"]))
        lines.append("FIDE rating after the season: %s" % data["fide"]["rating"])
    if data["dwz"] is not None:
        lines.append("DWZ from %s-%s" % (data["dwz"]["start_rating"] or "none",
                                         data["dwz"]["start_index"] or "none"))
        for e in data["dwz"]["evaluations"]:
            lines.append("  %s  %s  %s  -> %s-%s" % (
                e["end"], e["event"], _signed(e["change"]), e["rating"] or "none",
                e["index"] or "none"))
        lines.append("DWZ after the season: %s-%s" % (data["dwz"]["rating"] or "none",
                                                      data["dwz"]["index"] or "none"))
    for entry in data["events"]:
        if entry["own"] is not None:
            lines.append("%s  %s (%s): %s -> %s" % (
                entry["end"], entry["name"], entry["system"],
                _signed(entry["own"]["change"], 2), format_number(entry["own"]["rating"], 2,
                                                                  PLAIN)))
    for note in data["notes"]:
        lines.append("Note: " + note["text"])
    return "\n".join(lines)
