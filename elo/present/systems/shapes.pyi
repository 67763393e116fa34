"""What a system's presenter is (elo.present.systems), for mypy alone.

A stub with no module beside it, as elo/shapes.pyi: neither runtime imports it (modules
import it under `if TYPE_CHECKING:` and name it in quoted annotations). Here, above the
evaluation, the screen and the curves it names, not in elo/present/shapes.pyi, which they
import: no circle, of types either (tests/build/test_no_circle.py).
"""

from typing import Protocol

from elo.present.blocks import Block
from elo.present.evaluation import Evaluation
from elo.present.explain import Curve
from elo.present.screen import Screen
from elo.present.shapes import AnyResult, Shown


class Presenter(Protocol):
    """A system's presenter module, as elo.present.systems.presenter_of finds it by the
    system's id: each module is checked against this by its own last lines, where it
    names itself as one (mypy follows no module found by name).

    Its functions take any result, as the page and the command line hold it, and narrow
    it to their own system's by its `system` (a Literal: elo.present.shapes.AnyResult).
    """

    #: What a rating gap is worth under the system (the table, the chart, the marker).
    @property
    def CURVE(self) -> Curve: ...

    def render(self, screen: Screen, evaluation: Evaluation, result: AnyResult,
               lang: str) -> Shown: ...
    def breakdown(self, result: AnyResult, lang: str,
                  screen: Screen | None = None) -> list[Block]: ...
    def row_notes(self, result: AnyResult, start: int, stop: int,
                  lang: str) -> list[str]: ...
