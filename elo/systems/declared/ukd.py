"""The UKD's declaration (elo.system.System): what it needs and how the page and the
command line name it; its rules are elo.systems.ukd, imported when it first rates.
Source: docs/rules/README.md section 3."""

from elo.system import ABOVE_LISTS, ABOVE_RECORD, Bound, Column, Field, System
from elo.systems.declared.fide import TIME_CONTROLS

__all__ = ["FLOOR", "PLAUSIBLE", "SYSTEM"]

#: Step 6: a UKD never falls below this.
FLOOR = 1000
#: What the UKD lists hold, for what a person types (elo.system.Bound): step 6 keeps
#: every UKD at FLOOR or above, an opponent's too (`rate` takes any opponent's); at the
#: top, the bounds of FIDE's lists, whose table the UKD's follows.
PLAUSIBLE = (Bound("ukd_below_floor", low=FLOOR), ABOVE_LISTS, ABOVE_RECORD)

SYSTEM = System(
    id="ukd",
    fields=(
        Field("rating", "whole_rating", "1500", low=FLOOR, required=True, plausible=PLAUSIBLE),
        Field("tc", "choice", "standard", choices=TIME_CONTROLS, option="--time-control"),
    ),
    columns=(Column("opponent.ukd", low=0, plausible=PLAUSIBLE),),
    engine="elo.systems.ukd",
    games="1600:1,1550:0.5,1450:0",
    examples=(("ex-ukd", "system=ukd&mode=tournament&rating=1500&games=2000:1"),),
)
