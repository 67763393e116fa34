"""FIDE beside the DWZ's declaration (elo.system.System): the fields of both, borrowed
from their declarations; its rules are elo.systems.fide_dwz, imported when it first rates."""

from elo.system import Column, Field, System
from elo.systems.declared import dwz, fide

__all__ = ["SYSTEM"]


def _borrowed(system: System, key: str) -> Field:
    """One of another system's fields, where a first rating is no option."""
    field = system.field(key)
    return field.but(when=tuple(c for c in field.when if c[0] != "first"))


_FIDE_KEYS = ("ksource", "k", "rated_games", "year", "reached", "period")
_DWZ_KEYS = ("index", "end", "born")

SYSTEM = System(
    id="fide-dwz",
    fields=(_borrowed(fide.SYSTEM, "rating"),
            Field("dwz", "whole_rating", "1500", low=dwz.LOWEST, high=dwz.HIGHEST,
                  meaning="dwz.rating", required=True, plausible=dwz.PLAUSIBLE),
            ) + tuple(_borrowed(dwz.SYSTEM, key) for key in _DWZ_KEYS) +
    tuple(_borrowed(fide.SYSTEM, key) for key in _FIDE_KEYS),
    columns=(Column("opponent.fide", low=0, name="ELO", plausible=fide.PLAUSIBLE),
             Column("opponent.dwz", low=dwz.LOWEST, high=dwz.HIGHEST, name="DWZ",
                    plausible=dwz.PLAUSIBLE)),
    engine="elo.systems.fide_dwz",
    games="1600/1580:1,1550/1500:0.5,1450/1460:0",
    tiers=True,
    second=True,
)
