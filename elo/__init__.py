"""Chess rating calculator: classic Elo, FIDE, the German DWZ (also beside FIDE), the Turkish
UKD and Glicko-2, exact on CPython and on MicroPython (the page).

The package's face is its list of rating systems. `elo.systems.SYSTEMS` holds them in the
page's order, `elo.systems.get(id)` finds one by its id (`elo.systems.IDS`), and each
system's own module has it as `SYSTEM` (`elo.systems.fide.SYSTEM`). Each is an `elo.system.System`
with its fields, the columns of its games and one verb, `system.rate(games, **params)`:
`games` are tuples as `elo.games.parse_game` reads them from "OPP:SCORE" (scores in
hundredths of a point), `params` the system's fields by key (`rating`, `k`, ...). The
result has `rating`, `k`, `score`, `expected`, `change_exact`, `change`, `new_rating` and
its games, in the units `elo.system` names (scores in hundredths); `elo.report.to_dict`
gives them as the command line's JSON. A value the rules cannot use raises `InputError`
(its `field` and `code`). Beyond one player: `elo.tournament` rates a TRF or SwissChess
file, `elo.season` chains one player's events. `python -m elo` is the command line.

    >>> from elo.systems import fide
    >>> from elo.games import parse_game
    >>> from elo.report import to_dict
    >>> from elo.systems import get
    >>> system = fide.SYSTEM
    >>> get(system.id) is system
    True
    >>> games = [parse_game(game, system.columns) for game in ("1900:1", "1750:1/2")]
    >>> result = system.rate(games, rating=1800, k=20)
    >>> result.change, result.new_rating
    (11, 1811)
    >>> to_dict(result)["expected"]
    0.93

Classic Elo's one game and series are also here by name, as the first version had them:

    >>> from elo import rate_game
    >>> to_dict(rate_game(1500, 1600, 100, 20))["new_rating"]
    1513
"""

from elo.systems.classic import expected_score, rate_game, rate_series
from elo.errors import InputError

__all__ = ["InputError", "expected_score", "rate_game", "rate_series", "__version__"]

__version__ = "0.2.0"
