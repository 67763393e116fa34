"""The calculator's view as its handlers and the parts that come later see it (the
handlers, the file imports, the copy text, the print): a Protocol below all of them, for
mypy alone, so that none of them imports the view that binds them (elo.web.calculator.view
imports the handlers). A stub: neither runtime imports it."""

from collections.abc import Callable, Sequence
from typing import Protocol

from elo.present.shapes import AnyResult
from elo.web.calculator.inputs import Inputs, Row
from elo.web.calculator.keeping import Keeper
from elo.web.calculator.table import RowTable
from elo.web.shapes import JsObject
from elo.web.shell.core import Shell

class Calculation(Protocol):
    """The calculator's view (elo.web.calculator.view.Calculator)."""

    shell: Shell
    inputs: Inputs
    table: RowTable
    keeper: Keeper
    result: AnyResult | None
    month: str | None

    @property
    def lang(self) -> str: ...
    def refresh(self, values: bool = True, first: int | None = None) -> None: ...
    def show_rows(self, first: int | None = None) -> None: ...
    def use_rows(self, rows: list[Row], rating: str | None = None,
                 first: int | None = 0) -> None: ...
    def prepare(self, rows: Sequence[Row]) -> None: ...
    def add_row(self, focus: bool = True) -> None: ...
    def use_language(self, lang: str) -> None: ...
    def restore(self, before: Inputs, row: int | None = None) -> None: ...
    def recompute(self, event: JsObject | None = None, later: bool = False) -> None: ...
    def in_language(self, lang: str, then: Callable[[str], object]) -> None: ...
