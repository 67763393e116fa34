"""The shapes the bench's parts hand each other, named for their type annotations."""

from collections.abc import Callable
from typing import Any, TypedDict

#: What a part measured, as it goes into the table and the --json file: JSON whose keys
#: each part's docstring names (measure_startup's "first_ms", "live_ms", ...). To mypy
#: its values are arbitrary JSON (Any): the table reads them back by those names.
Figures = dict[str, Any]

#: A line of progress on stderr (bench.cli.log).
Log = Callable[[str], None]


class Key(TypedDict):
    """One key typed (bench.keys.key_figures): the handler's ms, the next paint's (16
    where the browser reported none: 16 ms or less), the field's value the key made."""

    handler: float
    paint: float
    value: str | None
