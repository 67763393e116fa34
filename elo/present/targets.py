"""What the calculator shows of "what do I need" before the need itself is asked for: its
fields, its outputs, the target presets beside them (with any rated period), and whether
a screen asks for it. The need itself, which rates the games to come and says the answer,
is elo.present.need: the page fetches it in a part of its own (elo.web.shell.registry)
once the games to come are typed, and it is imported by name here. Pure."""

from elo.named import imported
from elo.present.html import escape
from elo.present.later import Later
from elo.texts import text
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.present.evaluation import Evaluation
    from elo.present.screen import Screen
    from elo.present.need_shapes import NeedRules
    from elo.present.shapes import Html
    from elo.units import Rating

__all__ = ["FIELDS", "PRESETS", "IDS", "MODULE", "asked", "need", "presets_html", "parts"]

#: The need's fields, by key (their element ids with "-" for "_").
FIELDS = ("need_remaining", "need_average", "need_target")
#: The targets offered beside the field, after "keep" and the next hundred: FIDE's K 10
#: for good from 2400 (Rating Regulations 8.3.3), the thresholds players ask for.
PRESETS = (2000, 2200, 2300, 2400)
#: The outputs the need writes (HTML).
IDS = ("need-points", "need-table", "need-presets")
#: The need itself.
MODULE = "elo.present.need"


def asked(screen: "Screen") -> bool:
    """Whether a screen asks what the games to come need: their number is typed."""
    return bool(screen.need.get("need_remaining", "").strip())


def need() -> "NeedRules":
    """The need itself (elo.present.need), imported the first time it is asked for."""
    # a module found by name, which mypy takes for any Protocol: the module is checked
    # as NeedRules in its own last lines
    return imported(MODULE)


def presets_html(rating: "Rating", lang: str) -> str:
    """The targets offered as buttons: keep the rating (the field emptied), the next
    hundred above it, and PRESETS."""
    hundred = (int(rating) // 100 + 1) * 100
    values = [("", text(lang, "need-preset-keep"))] + [
        (str(value), str(value)) for value in [hundred] + [p for p in PRESETS if p != hundred]]
    return '<span class="preset-label">%s</span>%s' % (
        escape(text(lang, "presets-label")), "".join(
            '<button type="button" data-preset="%s" data-for="need-target">%s</button>'
            % (escape(value), escape(words)) for value, words in values))


def parts(evaluation: "Evaluation", lang: str) -> "Html":
    """The need's HTML outputs for an evaluation with a result: empty ones where it asks
    for none (the presets show with any rating before)."""
    asked = evaluation.need
    result = evaluation.result
    html: "Html" = {"need-points": "", "need-table": "", "need-presets": ""}
    if result is not None and (result.shape == "period" or result.shape == "both") and \
            result.rating is not None:
        html["need-presets"] = presets_html(result.rating, lang)
    if asked is not None:  # the need, imported by evaluate's ask
        found = need()
        html["need-points"] = Later(found.points_html, asked, lang)
        html["need-table"] = Later(found.table_html, asked, lang)
    return html
