"""Each system's presenter: what it shows of its own, in a module named as its engine
module (elo.fide -> elo.present.systems.fide) and found by the system's id. Every
presenter has:

- `render(screen, evaluation, result, lang)`: (texts, HTML) by element id of its figures,
  notices and HTML outputs, which elo.present.output puts beside what every system shows;
- `breakdown(result, lang, ...)`: the calculation written out as blocks
  (elo.present.blocks), which the page shows as HTML and the command line prints as text;
- `row_notes(result, start, stop, lang)`: what the rows of the result's games from
  `start` to `stop` say beside them;
- `CURVE` (elo.present.explain.Curve): what a rating gap is worth under it, and `TIERS`:
  whether FIDE's bands and title thresholds fit its scale.
"""

import sys

from elo.systems import get
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from types import ModuleType

__all__ = ["presenter_of"]


def presenter_of(system_id: str) -> "ModuleType":
    """The presenter module of a system (imported when first asked for)."""
    name = "elo.present.systems." + get(system_id).module
    if name not in sys.modules:
        __import__(name)
    return sys.modules[name]
