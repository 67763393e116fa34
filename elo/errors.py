"""The one exception type the engine raises for input it cannot use."""

from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

__all__ = ["InputError"]


class InputError(ValueError):
    """A value the rules cannot use.

    `field` names the input it came from (the page marks that field), `code` says why
    (`elo.messages` turns it into words), `params` fills the message.
    """

    def __init__(self, field: str, code: str, **params: "Any") -> None:
        super().__init__(field, code)
        self.field = field
        self.code = code
        self.params = params
