"""The DWZ's declaration (elo.system.System): what it needs and how the page and the
command line name it; its rules are elo.systems.dwz, imported when it first rates.
Source: docs/rules/dwz.md."""

from elo.system import ABOVE_RECORD, Bound, Column, Field, System

__all__ = ["LOWEST", "HIGHEST", "PLAUSIBLE", "SYSTEM"]

#: Ratings this calculator accepts (a DWZ is a positive whole number, WO 2.2.1).
LOWEST, HIGHEST = 1, 3000

# What the DWZ lists hold, for what a person types (elo.system.Bound); LOWEST and HIGHEST
# stay the engine's bounds. Every DWZ is a positive whole number (WO 2.2.1, dwz.md 2.6),
# with no floor for an established player before 8 June 2026; but a first DWZ below 800
# becomes 700 + Ri/8 (dwz.md 3.4), so a DWZ under 700 is one lost after it: rare. At the
# top, a player of 2400 or more is counted with his FIDE rating (WO 4.1.2, dwz.md 2.4).
#: A DWZ, the player's or an opponent's.
PLAUSIBLE = (Bound("dwz_below_first", low=700, warn=True), ABOVE_RECORD)
#: Anhang 1.2 (dwz.md 3.2): E is at least 5 and never above 150.
_PLAUSIBLE_E = (Bound("dwz_e_range", low=5, high=150),)
#: dwz.md 4.3: K is at most Kmax, 80 from 8 June 2026, and at least 5.
_PLAUSIBLE_K = (Bound("dwz_k_range", low=5, high=80),)

_RATED = (("first", "0"),)

SYSTEM = System(
    id="dwz",
    fields=(
        Field("first", "check", "0", option="--unrated"),
        Field("rating", "whole_rating", "1500", low=LOWEST, high=HIGHEST, when=_RATED,
              required=True, plausible=PLAUSIBLE),
        Field("index", "whole", "20", low=1, when=_RATED),
        Field("end", "date", "", today=True),
        Field("born", "whole", "", low=1900, optional=True, meaning="player.born"),
        Field("e", "whole", "", low=1, optional=True, page=False, plausible=_PLAUSIBLE_E),
        Field("k", "number", "", optional=True, page=False, plausible=_PLAUSIBLE_K),
    ),
    columns=(Column("opponent.dwz", low=LOWEST, high=HIGHEST, plausible=PLAUSIBLE),),
    engine="elo.systems.dwz",
    games="1600:1,1550:0.5,1450:0",
)
