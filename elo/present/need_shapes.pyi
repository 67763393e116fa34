"""The need as the targets import it by name (elo.present.targets.need), for mypy alone:
a stub with no module beside it, as elo/present/shapes.pyi."""

from collections.abc import Sequence
from typing import Any, Protocol

from elo.errors import InputError
from elo.present.screen import Screen
from elo.results import AnyResult
from elo.shapes import GameTuple
from elo.system import System


class NeedRules(Protocol):
    """The need itself (elo.present.need), as elo.present.targets.need imports it by name;
    what `ask` makes (an Asked, or None) only its own functions read."""

    def ask(self, system: System, screen: Screen, games: Sequence[GameTuple],
            params: dict[str, Any], result: AnyResult,
            errors: dict[str, InputError]) -> object | None: ...
    def points_html(self, asked: object, lang: str) -> str: ...
    def table_html(self, asked: object, lang: str) -> str: ...
