"""Chess rating calculator: classic Elo, FIDE, DWZ and UKD, exact on CPython and MicroPython.

`elo.systems.SYSTEMS` lists the rating systems; each rates a player's period with one
verb, `system.rate(rating, games, **params)` (elo.system says the units).
"""

from elo.classic import expected_score, rate_game, rate_series
from elo.errors import InputError

__all__ = ["InputError", "expected_score", "rate_game", "rate_series", "__version__"]

__version__ = "0.2.0"
