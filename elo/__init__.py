"""Chess rating calculator: classic Elo, exact in both CPython and MicroPython."""

from elo.classic import expected_score, rate_game, rate_series
from elo.errors import InputError

__all__ = ["InputError", "expected_score", "rate_game", "rate_series", "__version__"]

__version__ = "0.1.0"
