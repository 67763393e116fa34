"""Any result of the engines, for mypy alone.

A stub with no module beside it, as elo/shapes.pyi: neither runtime imports it (modules
import it under `if TYPE_CHECKING:` and name it in quoted annotations). Here, above the
engines, not in elo/shapes.pyi, which they import: no circle, of types either
(tests/build/test_no_circle.py).
"""

from elo.systems.classic import GameRating, SeriesRating, TournamentRating
from elo.systems.dwz.common import DwzRating
from elo.systems.dwz.first import FirstDwz
from elo.systems.fide import FideRating
from elo.systems.fide_dwz import BothRating
from elo.systems.fide_first import FirstRating
from elo.systems.glicko2 import GlickoRating
from elo.systems.ukd import UkdRating

#: What a System's `rate` returns, whichever system: a tagged union, each class with its
#: `system` (the system's id) and its `shape` as Literal types, so that a test of either
#: narrows it to the classes that hold it (`if result.shape == "first":`; a presenter's
#: entry to its own system's, `assert result.system == "fide"`).
AnyResult = (GameRating | SeriesRating | TournamentRating | FideRating | FirstRating |
             BothRating | DwzRating | FirstDwz | UkdRating | GlickoRating)
