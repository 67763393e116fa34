"""What the calculator's inputs gave (elo.present.evaluate): the result or the errors by
field, the rows, and what the games to come ask. Below every part of the presentation
that reads it (elo.present.pieces, output, need, the systems' presenters). Pure."""

from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

    from elo.errors import InputError
    from elo.present.shapes import AnyResult, RowErrors, TypedRow
    from elo.shapes import Period
    from elo.units import Rating

__all__ = ["Evaluation"]


class Evaluation:
    """What the inputs gave: an engine result or errors by field (never both), and for
    tournaments the rows as entered with the messages of those left out. `warnings` (by
    field) and `row_warnings` (by row) are values allowed but unusual (InputWarning):
    the result stands, and the page asks beside them."""

    __slots__ = ("result", "errors", "rows", "row_errors", "counted", "outcomes", "target",
                 "warnings", "row_warnings", "need")

    def __init__(self, result: "AnyResult | None", errors: "dict[str, InputError]",
                 rows: "Sequence[TypedRow]" = (), row_errors: "RowErrors | None" = None,
                 counted: "Sequence[int]" = (),
                 outcomes: "Sequence[tuple[str, Period]]" = (),
                 target: "Rating | None" = None,
                 warnings: "dict[str, InputError] | None" = None,
                 row_warnings: "RowErrors | None" = None,
                 need: object = None) -> None:
        self.result = result
        self.errors = errors
        self.rows = rows
        self.row_errors = row_errors or {}   # row index -> {part: InputError}
        self.counted = counted               # indices of the rows given to the engine
        self.outcomes = outcomes             # one-game tournament: (name, result) per result
        self.target = target                 # the rating the user wants to reach, if any
        self.warnings = warnings or {}       # field -> InputWarning
        self.row_warnings = row_warnings or {}  # row index -> {part: InputWarning}
        # what the games to come ask (elo.present.need.Asked, which reads it alone)
        self.need = need
