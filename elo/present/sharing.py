"""A calculation as a short plain text to send (a messenger, a mail): the system, the
player's rating, the games or their sum, the new rating with its change, what the page
says of K or the deviation, and the link. Pure: the page's #copy-text puts it on the
clipboard (elo.web.calculator.copying); the command line could print it as well.

Every figure is the page's own: the Output's texts and the labels the page shows
(elo.present.pieces.label), the games as the breakdown writes them."""

from elo.numbers import format_number, format_value
from elo.systems import get
from elo.texts import counted, text
from elo.present.evaluate import field_values
from elo.present.pieces import label, opponent, score, total
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

    from elo.present.evaluation import Evaluation
    from elo.present.output import Output
    from elo.present.screen import Screen
    from elo.shapes import GameTuple

__all__ = ["copy_text", "GAMES_LISTED"]

#: Up to this many games are listed one a line; more are said as their count, the
#: opponents' average and the score: a message stays short enough to read on a phone.
GAMES_LISTED = 10

#: What a field means when it holds one of the player's own ratings ("fide.rating"): FIDE
#: and the DWZ side by side have two.
_OWN = ".rating"


def _games(evaluation: "Evaluation") -> "list[GameTuple]":
    """The games the engine rated, as it took them: (opponent or None, score, forfeit,
    ...), in the rows' order."""
    rows = evaluation.rows
    games = []
    for index in evaluation.counted:
        parsed = rows[index].parsed
        if parsed is not None and parsed[1] is not None:
            games.append(parsed[1])
    return games


def _sum_line(count: int, average: str, points: int, lang: str) -> str:
    """The games as their count, the opponents' average (as written) and the score."""
    games = counted(lang, "count-games", count, count=format_number(count, 0, lang))
    scored = counted(lang, "count-points", points / 100, count=total(points, lang))
    return text(lang, "copy-games-sum", games=games, average=average, points=scored)


def _game_lines(games: "Sequence[GameTuple]", lang: str) -> list[str]:
    if len(games) > GAMES_LISTED:
        rated = [game[0] for game in games if game[0] is not None]
        average = format_number(sum(rated) / len(rated), 0, lang) if rated else \
            opponent(None, lang)
        return [_sum_line(len(games), average, sum(game[1] for game in games), lang)]
    lines = [counted(lang, "copy-games", len(games), count=format_number(len(games), 0, lang))]
    for game in games:
        line = "%s: %s" % (opponent(game[0], lang), score(game[1]))
        if len(game) > 2 and game[2]:
            line += " (%s)" % text(lang, "games-col-forfeit")
        lines.append(line)
    return lines


def copy_text(screen: "Screen", evaluation: "Evaluation", shown: "Output",
              link: str = "") -> str:
    """The text of a screen's calculation (its evaluation and the Output the page shows
    of it), in the screen's language, ending in `link` if one is given; "" while there is
    no result to send."""
    result = evaluation.result
    if result is None or evaluation.row_errors:
        return ""
    lang, system_id = screen.lang, screen.system
    system = get(system_id)
    texts = shown.text
    lines = [system.name[lang]]
    values = field_values(screen)
    for field in system.fields:
        value = values.get(field.key)
        if isinstance(value, (int, float)) and (field.meaning or "").endswith(_OWN):
            # the field's label as the form words it (its declared "ID-label")
            words = field.key.replace("_", "-") + "-label"
            lines.append("%s: %s" % (label(lang, words, system_id), format_value(value, lang)))
    if result.shape == "game":
        lines += _game_lines([(result.opponent, result.score)], lang)
    elif result.shape == "series":
        lines.append(_sum_line(result.games, format_value(result.average, lang),
                               result.score, lang))
    elif system.has_games(screen.texts):
        lines += _game_lines(_games(evaluation), lang)
    figures = [("new-rating-label", "new-rating", "change")]
    declared = get(system_id)
    if declared.second:
        figures.append(("dwz-new-rating-label", "dwz-new-rating", "dwz-change"))
    for key, new, change in figures:
        lines.append("%s: %s (%s)" % (label(lang, key, system_id), texts[new], texts[change]))
    if declared.k_info and texts.get("k-info"):
        lines.append("%s: %s" % (label(lang, "k-info-label", system_id), texts["k-info"]))
    if link:
        lines.append(link)
    return "\n".join(lines)
