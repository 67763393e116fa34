"""FIDE's declaration (elo.system.System): what it needs and how the page and the command
line name it, with the figures of the Rating Regulations that the page shows beside any
system's result (the floor, the K thresholds); its rules are elo.systems.fide, imported
when it first rates. Source: docs/rules/README.md section 2."""

from elo.system import ABOVE_LISTS, ABOVE_RECORD, Bound, Column, Field, System

__all__ = ["TIME_CONTROLS", "FLOOR", "JUNIOR_BELOW", "MASTER", "K_VALUES", "PLAUSIBLE",
           "PLAUSIBLE_K", "FIELDS", "SYSTEM"]

#: 7.1.4 / 7.2.1: below this a player is shown as unrated; a first rating needs this much.
FLOOR = 1400
#: The lists FIDE rates: standard, rapid and blitz.
TIME_CONTROLS = ("standard", "rapid", "blitz")
#: 8.3.3: K 40 for juniors rated below JUNIOR_BELOW (to the end of the year they turn
#: 18); K 10 once a published rating reached MASTER.
JUNIOR_BELOW = 2300
MASTER = 2400
#: 8.3.3's K-factors; the 700 rule only lowers them, and is applied here (limit_k).
K_VALUES = (40, 20, 10)
#: What the lists hold, for what a person types (elo.system.Bound; `rate` takes older files'
#: ratings): none ever below OLD_FLOOR; by 7.2.1 none below FLOOR since 1 March 2024, so a
#: rating between them is an older list's (a tournament before then) and is asked about;
#: no K above 40.
OLD_FLOOR = 1000
PLAUSIBLE = (Bound("fide_below_old_floor", low=OLD_FLOOR),
             Bound("fide_below_floor", low=FLOOR, warn=True), ABOVE_LISTS, ABOVE_RECORD)
PLAUSIBLE_K = (Bound("fide_k_above_40", high=40), Bound("fide_k_other", values=K_VALUES, warn=True))

_RATED = (("first", "0"),)
_OWN_K = _RATED + (("ksource", "own"),)
_K_RULES = _RATED + (("ksource", "rules"),)

#: FIDE's fields, which FIDE and the DWZ side by side borrow (elo.systems.declared.fide_dwz).
FIELDS = (
    Field("first", "check", "0", option="--unrated"),
    Field("rating", "whole_rating", "1500", low=0, when=_RATED, required=True,
          plausible=PLAUSIBLE),
    Field("ksource", "choice", "own", choices=("own", "rules"), when=_RATED, option=""),
    Field("k", "whole", "20", low=1, optional=True, when=_OWN_K, presets=K_VALUES,
          plausible=PLAUSIBLE_K),
    Field("born", "whole", "", low=1900, optional=True, when=_K_RULES,
          meaning="player.born"),
    Field("rated_games", "whole", "", low=0, optional=True, when=_K_RULES, group="k_data"),
    Field("year", "whole", "", low=1900, optional=True, when=_K_RULES, today=True,
          group="k_data"),
    Field("reached", "check", "0", when=_K_RULES, option="--reached-2400", group="k_data"),
    Field("period", "whole", "", low=1, optional=True, when=_RATED, option="--period-games"),
    Field("tc", "choice", "standard", choices=TIME_CONTROLS, option="--time-control"),
)

SYSTEM = System(
    id="fide",
    fields=FIELDS,
    columns=(Column("opponent.fide", low=0, plausible=PLAUSIBLE),),
    engine="elo.systems.fide",
    games="1600:1,1550:0.5,1450:0",
    examples=(
        ("ex-tournament", "system=fide&mode=tournament&rating=1800&k=20&games=1900:1,"
                          "1750:0.5"),
        ("ex-400", "system=fide&mode=tournament&rating=1500&k=20&games=2800:1"),
        ("ex-700", "system=fide&mode=tournament&rating=1600&ksource=rules&rated_games=10"
                   "&period=20&games=1650:1,1600:0.5,1700:0"),
        ("ex-first", "system=fide&mode=tournament&first=1&games=1600:0.5,1650:1,1550:0.5,"
                     "1700:0,1600:1"),
    ),
    tiers=True,
)
