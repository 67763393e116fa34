"""Each system's own part of the page, in a module named as its engine module (elo.fide ->
elo.present.systems.fide) and found by the system's id. Every view has:

- `render(state, evaluation, result, texts, html, lang)`: its figures, notices and parts
  (texts and html by element id, elo.present.output);
- `breakdown(result, lang)`: the calculation written out as blocks (elo.present.blocks), which
  the page shows as HTML and the command line prints as text;
- `row_notes(result, start, stop, lang)`: what the rows of the result's games from
  `start` to `stop` say beside them;
- `CURVE` (elo.present.explain.Curve): what a rating gap is worth under it, and `TIERS`:
  whether FIDE's bands and title thresholds fit its scale.
"""

import sys

from elo.systems import get

__all__ = ["view_of"]


def view_of(system_id):
    """The view module of a system (imported when first asked for)."""
    name = "elo.present.systems." + get(system_id).module
    if name not in sys.modules:
        __import__(name)
    return sys.modules[name]
