"""FIDE and the DWZ side by side on the page: FIDE's figures where FIDE alone has them and
the DWZ's beside them, every label saying which; both expected scores, each over its own
counted games; both breakdowns and both stakes, one after the other."""

from elo.texts import text
from elo.present.blocks import Heading, to_html
from elo.present.later import Later
from elo.present.pieces import stakes_part
from elo.present.systems import dwz, fide
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.systems.fide_dwz import BothRating
    from elo.present.evaluation import Evaluation
    from elo.present.screen import Screen
    from elo.present.shapes import AnyResult, Block, Shown
    from elo.units import Rating

__all__ = ["render", "breakdown", "row_notes", "CURVE"]

#: The table, the chart and the tiers are FIDE's, as the first figures are.
CURVE = fide.CURVE
#: The DWZ's figures show beside FIDE's.


def breakdown(result: "AnyResult", lang: str, screen: "Screen | None" = None,
              ) -> "list[Block]":
    assert result.system == "fide-dwz"  # presenter_of chose this module by its system
    return [Heading(text(lang, "both-fide-heading"))] + fide.breakdown(result.fide, lang) + \
        [Heading(text(lang, "both-dwz-heading"))] + dwz.breakdown(result.dwz, lang)


def _stakes(result: "BothRating", target: "Rating | None", lang: str) -> str:
    fide_part = stakes_part(result.fide, target, lang, text(lang, "stakes-fide"))
    if result.dwz.shape == "first":  # no DWZ before it to keep (the page asks for one)
        return fide_part
    return fide_part + stakes_part(result.dwz, None, lang, text(lang, "stakes-dwz"))


def render(screen: "Screen", evaluation: "Evaluation", result: "AnyResult",
           lang: str) -> "Shown":
    """(texts, HTML) by element id: FIDE's figures, the DWZ's beside them."""
    assert result.system == "fide-dwz"  # presenter_of chose this module by its system
    texts, html = fide.render(screen, evaluation, result.fide, lang)
    dwz_texts, _ = dwz.render(screen, evaluation, result.dwz, lang)
    texts["dwz-new-rating"] = dwz_texts["new-rating"]
    texts["dwz-change"] = dwz_texts["change"]
    texts["dwz-expected"] = dwz_texts["expected"]
    texts["k-info"] = "FIDE: %s DWZ: %s" % (texts.get("k-info", ""), dwz_texts.get("k-info", ""))
    texts["notice"] = " ".join(part for part in (texts.get("notice"), dwz_texts.get("notice"))
                               if part)
    texts["performance"] = " \u00b7 ".join(
        "%s: %s" % (name, words) for name, words in (("FIDE", texts.get("performance")),
                                                      ("DWZ", dwz_texts.get("performance")))
        if words)
    html["break-even"] = Later(_stakes, result, evaluation.target, lang)
    html["breakdown"] = Later(lambda: to_html(breakdown(result, lang)))
    texts["summary"] = text(lang, "summary-both", fide=texts["new-rating"],
                            fide_change=texts["change"], dwz=texts["dwz-new-rating"],
                            dwz_change=texts["dwz-change"])
    return texts, html


def row_notes(result: "AnyResult", start: int, stop: int, lang: str) -> list[str]:
    assert result.system == "fide-dwz"  # presenter_of chose this module by its system
    return [" ".join(note for note in (fide.note(one, lang), dwz.note(other, lang)) if note)
            for one, other in zip(result.fide.games[start:stop], result.dwz.games[start:stop])]


if TYPE_CHECKING:  # this module is a presenter: mypy checks it here
    from elo.present.systems import fide_dwz as _this
    from elo.present.systems.shapes import Presenter

    _presenter: "Presenter" = _this
