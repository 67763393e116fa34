"""The units the engine counts in, named for its type annotations.

Plain aliases: mypy reads them, and at run time they are the built-in types, so the
annotated modules run unchanged on MicroPython (which parses annotations and never
evaluates them). A score is exact in hundredths of a point everywhere; what a table gives
(FIDE's PD, UKD's) stays an exact int, what a formula gives (classic Elo, the DWZ,
Glicko-2) is a float in the same unit.
"""

__all__ = ["Score", "Hundredths", "ChangeHundredths", "Rating", "WholeRating",
           "TYPE_CHECKING", "overload"]

#: A game's result or a total of them, in hundredths of a point: win 100, draw 50, loss 0.
Score = int

#: An expected score or a delta (score - expected), in hundredths of a point.
Hundredths = float

#: A rating change before rounding, in hundredths of a rating point (K times Hundredths).
ChangeHundredths = float

#: A rating as classic Elo and Glicko-2 take it (any finite number) ...
Rating = float

#: ... and as the federations publish it (a whole number).
WholeRating = int

#: False on both runtimes, True for mypy, which takes `if TYPE_CHECKING:` by its name
#: alone: typing-only imports go under it, their names into quoted annotations.
#: MicroPython has no typing module, so not `from typing import TYPE_CHECKING`.
TYPE_CHECKING = False

if TYPE_CHECKING:
    from typing import overload
else:
    def overload(function):
        """typing.overload for mypy; on the runtimes the last definition counts anyway."""
        return function
