"""The one exception type the engine raises for input it cannot use; the warning about
input it can use but that is unusual; and the bounds that say which (Bound)."""

from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

__all__ = ["InputError", "InputWarning", "Bound", "plausibility"]


class InputError(ValueError):
    """A value the rules cannot use.

    `field` names the input it came from (the page marks that field), `code` says why
    (`elo.messages` turns it into words), `params` fills the message. `severity` is
    "error": the value blocks the result.
    """

    severity = "error"

    def __init__(self, field: str, code: str, **params: "Any") -> None:
        super().__init__(field, code)
        self.field = field
        self.code = code
        self.params = params


class InputWarning(InputError):
    """A value the rules can use but no one is likely to mean (a classic Elo of 1,5):
    the result is computed, and the message asks (Bound). Returned by the plausibility
    checks, never raised."""

    severity = "warning"


class Bound:
    """One limit of what a field's or a column's values can be, with its reason: a value
    below `low`, above `high`, not among `values` or (with `whole`) not whole breaks it,
    and `code` names the message that says why, with the rule's article ("error-CODE" in
    elo.texts, filled with `low` and `high`). Without `warn` it is an error: no rating
    list holds such a value, so a person typing it has mistyped. With `warn` a list may
    hold it, but it is unusual: the result is computed and the message asks.

    A system declares them on its fields and columns (elo.system.Field.check); they are
    apart from `rate`, which stays as permissive as its rules: the engine also rates
    tournament files, whose ratings may come from older lists (FIDE's below 1400, before
    1 March 2024), and takes them as they are."""

    __slots__ = ("code", "low", "high", "values", "whole", "warn")

    def __init__(self, code: str, low: float | None = None, high: float | None = None,
                 values: tuple[float, ...] = (), whole: bool = False,
                 warn: bool = False) -> None:
        self.code = code
        self.low = low
        self.high = high
        self.values = values
        self.whole = whole
        self.warn = warn

    def breaks(self, value: float) -> bool:
        return (self.low is not None and value < self.low
                or self.high is not None and value > self.high
                or bool(self.values) and value not in self.values
                or self.whole and value != int(value))


#: The kinds whose values are ratings (elo.numbers.PARSERS), where a fraction may be
#: thousands typed short.
_RATING_KINDS = ("rating", "whole_rating")


def _thousands(value: float) -> int | None:
    """The rating a fraction under 10 stands for when typed for a rating ("1,5": 1500);
    None where there is no such guess (a whole number, 15.5, 1.2345)."""
    if type(value) is not float or not 0 < value < 10:
        return None
    scaled = value * 1000
    guess = int(scaled + 0.5)  # positive: the nearest whole number
    return guess if abs(scaled - guess) < 1e-6 else None


def plausibility(bounds: "Sequence[Bound]", value: "Any", field: str,
                 kind: str) -> InputError | None:
    """The first of `bounds` that a parsed `value` breaks, errors before warnings, as an
    InputError or an InputWarning for `field`; None when it breaks none, and for no value
    (an empty field, "-"). Where a rating breaks one as a fraction, the rating it likely
    means (`guess`, "1,5": 1500) comes with it if that breaks none."""
    if not bounds or value is None or isinstance(value, (bool, str)):
        return None
    for warn in (False, True):
        for bound in bounds:
            if bound.warn is warn and bound.breaks(value):
                params: "dict[str, Any]" = {}
                if bound.low is not None:
                    params["low"] = bound.low
                if bound.high is not None:
                    params["high"] = bound.high
                guess = _thousands(value) if kind in _RATING_KINDS else None
                if guess is not None and not [b for b in bounds if b.breaks(guess)]:
                    params["guess"] = guess
                return (InputWarning if warn else InputError)(field, bound.code, **params)
    return None
