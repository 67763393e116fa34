"""The written-out calculation ends in the figure the headline shows: for every system,
mode and way of updating (classic Elo's tournament as one period or game by game), for
random inputs. A breakdown that ended in another figure ("1500 + 38 = 1538" under a
headline of 1537) would contradict the page's own result."""

import re
from typing import TYPE_CHECKING

from hypothesis import HealthCheck, given, settings, strategies as st

from elo.present.blocks import Heading, Steps
from elo.present.evaluate import evaluate
from elo.present.output import render
from elo.present.screen import Screen
from elo.present.systems import presenter_of
from elo.systems import IDS, get
from elo.web.calculator.inputs import Inputs, Row

if TYPE_CHECKING:
    from elo.present.shapes import Block  # a stub's: mypy's alone

SETTINGS = settings(max_examples=250, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])

#: Texts each field may take, as a person types them (within the systems' own bounds).
_TEXTS = {"rating": ("1480", "1650", "1820", "2105", "2390"), "opponent": ("1500", "1900"),
          "k": ("10", "20", "40"), "average": ("1600", "2000"), "count": ("3", "7"),
          "points": ("1", "2.5"), "dwz": ("1450", "1700"), "index": ("3", "20"),
          "born": ("1960", "2010"), "end": ("2026-05-10", "2026-09-01"), "rd": ("60", "200"),
          "volatility": ("0.06",), "tau": ("0.5",), "rated_games": ("5", "40"),
          "year": ("2026",), "period": ("", "30"), "opponent_k": ("", "40")}
_OPPONENTS = ("1400", "1650", "1800", "2100", "2450", "-")
_SCORES = ("1", "0", "0.5")


def _ends_in(blocks: "list[Block]", figure: str) -> bool:
    """Whether the last step of `blocks` ends in `figure`; a DWZ may carry its index
    after it, as the DWZ is written ("1471-4")."""
    steps = [block for block in blocks if isinstance(block, Steps)]
    last = steps[-1].items[-1][1].rsplit(" ", 1)[-1]
    return re.fullmatch(re.escape(figure) + r"(-\d+)?", last) is not None


@st.composite
def screens(draw: st.DrawFn) -> Screen:
    system = get(draw(st.sampled_from(IDS)))
    inputs = Inputs(system.id, lang=draw(st.sampled_from(("de", "en"))), today="2026-12-01")
    for field in system.fields:
        if not field.page:
            continue
        if field.kind in ("choice", "score"):
            inputs.set(field.key, draw(st.sampled_from(field.choices)))
        elif field.kind == "check":
            inputs.set(field.key, draw(st.sampled_from(("0", "1"))))
        elif field.key in _TEXTS:
            inputs.set(field.key, draw(st.sampled_from(_TEXTS[field.key])))
    width = len(system.columns)
    rows = [Row([draw(st.sampled_from(_OPPONENTS)) if column == 0 else
                 draw(st.sampled_from(("30", "150"))) if system.id == "glicko2" else
                 draw(st.sampled_from(_OPPONENTS)) for column in range(width)],
                draw(st.sampled_from(_SCORES)))
            for _ in range(draw(st.integers(1, 8)))]
    inputs.set_games(rows)
    return inputs.screen()


@SETTINGS
@given(screens())
def test_the_breakdown_ends_in_the_headline_figure(screen: Screen) -> None:
    evaluation = evaluate(screen)
    if evaluation.result is None or evaluation.row_errors:
        return  # no figure in the headline: nothing to end in
    shown = render(screen, evaluation, screen.lang)
    blocks = presenter_of(screen.system).breakdown(evaluation.result, screen.lang, screen)
    if screen.system == "fide-dwz":  # FIDE's calculation, then the DWZ's under its heading
        second = [index for index, block in enumerate(blocks) if isinstance(block, Heading)][1]
        assert _ends_in(blocks[:second], shown.text["new-rating"]), screen.texts
        assert _ends_in(blocks[second:], shown.text["dwz-new-rating"]), screen.texts
    else:
        assert _ends_in(blocks, shown.text["new-rating"]), (screen.system, screen.texts)
