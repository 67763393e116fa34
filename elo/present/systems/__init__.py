"""Each system's presenter: what it shows of its own, in a module named as its engine
module (elo.systems.fide -> elo.present.systems.fide) and found by the system's id. Every
presenter has:

- `render(screen, evaluation, result, lang)`: (texts, HTML) by element id of its figures,
  notices and HTML outputs, which elo.present.output puts beside what every system shows;
- `breakdown(result, lang, ...)`: the calculation written out as blocks
  (elo.present.blocks), which the page shows as HTML and the command line prints as text;
- `row_notes(result, start, stop, lang)`: what the rows of the result's games from
  `start` to `stop` say beside them;
- `CURVE` (elo.present.explain.Curve): what a rating gap is worth under it.

What else the page shows of a system (a second system's figures, FIDE's tiers, a K line,
a target) its declaration says (elo.system.System): the form is laid out before the
presenter of a system whose rules come later has arrived (elo.web.shell.registry).

The Protocol `Presenter` (elo/present/systems/shapes.pyi) says it for mypy; each module
names itself as one in its last lines, where mypy checks it.
"""

from elo.named import imported
from elo.systems import get
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.present.systems.shapes import Presenter

__all__ = ["presenter_of"]


def presenter_of(system_id: str) -> "Presenter":
    """The presenter module of a system (imported when first asked for)."""
    # a module found by name, which mypy takes for any Protocol (ModuleType answers every
    # attribute): each presenter module is checked as a Presenter in its own last lines
    return imported("elo.present.systems." + get(system_id).module)
