"""Glicko-2's declaration (elo.system.System): what it needs and how the page and the
command line name it; its rules are elo.systems.glicko2, imported when it first rates.
Source: docs/rules/glicko2.md."""

from elo.system import Bound, Column, Field, System

__all__ = ["LICHESS_LOWEST", "SYSTEM"]

#: lichess-org/lila modules/rating/src/main/Glicko.scala: minRating and maxRating.
LICHESS_LOWEST, LICHESS_HIGHEST = 400, 4000
#: What a Glicko-2 list holds, for what a person types (elo.system.Bound): lichess's,
#: whose ratings lila keeps from minRating up to maxRating, with either limits: the
#: paper's scale is lichess's, and its example lies within.
_PLAUSIBLE = (Bound("glicko2_below_lichess", low=LICHESS_LOWEST),
              Bound("glicko2_above_lichess", high=LICHESS_HIGHEST))

_PAPER = (("limits", "paper"),)

SYSTEM = System(
    id="glicko2",
    fields=(
        Field("rating", "rating", "1500", required=True, plausible=_PLAUSIBLE),
        Field("rd", "number", "200", required=True),
        Field("volatility", "number", "0.06", required=True),
        Field("limits", "choice", "paper", choices=("paper", "lichess")),
        Field("tau", "number", "0.5", when=_PAPER, presets=(0.3, 0.5, 0.75, 1.2)),
    ),
    columns=(Column("opponent.glicko2", kind="rating", unrated=False, name="OPP",
                    plausible=_PLAUSIBLE),
             Column("opponent.glicko2.rd", kind="number", unrated=False, name="RD")),
    engine="elo.systems.glicko2",
    games="1400/30:1,1550/100:0,1700/300:0",
    forfeits=False,
    # a season's next period starts from all three (the paper's step 8)
    carries=(("rating", "new_rating"), ("rd", "new_rd"), ("volatility", "new_volatility")),
    examples=(("ex-glicko2", "system=glicko2&mode=tournament&rating=1500&rd=200"
                             "&volatility=0.06&tau=0.5&games=1400/30:1,1550/100:0,"
                             "1700/300:0"),),
    target=False,  # the rating reached depends on which games are won, not on a total
)
