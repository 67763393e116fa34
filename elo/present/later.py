"""HTML parts built only when they are written: the page paints the new figures first."""

from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

__all__ = ["Later", "built"]


class Later:
    """An HTML part built only when asked for: the breakdown of a long tournament, the
    stakes and the tables are below the figures, so the page paints the new figures
    first and builds these after (elo.web.calculator.view), or not at all if another key came."""

    __slots__ = ("build", "args")

    def __init__(self, build: "Callable[..., str]", *args: object) -> None:
        self.build = build
        self.args = args

    def __call__(self) -> str:
        return self.build(*self.args)


def built(part: "str | Later") -> str:
    """A part as HTML, built now if it was left for later."""
    return part() if isinstance(part, Later) else part
