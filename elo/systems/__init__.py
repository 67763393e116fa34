"""The rating systems, in the page's order: everything that differs by system is looked up
here by its id, never chosen by a chain of `if`s. Each is a declaration
(elo.system.System); its rules are imported when it first rates (System.rules): classic
Elo's, which the page's first figure needs, are beside its declaration; the others are
declared in elo.systems.declared.

    python -m elo systems --json
"""

from elo.systems import classic
# not bound to the rules' names (elo.systems.dwz is the DWZ's rules)
from elo.systems.declared import (dwz as _dwz, fide as _fide, fide_dwz as _fide_dwz,
                                  glicko2 as _glicko2, ukd as _ukd)
from elo.errors import InputError
from elo.system import System

__all__ = ["SYSTEMS", "IDS", "get", "listing"]

#: Every system, in the order the page's select and the command line list them.
SYSTEMS = (classic.SYSTEM, _fide.SYSTEM, _dwz.SYSTEM, _fide_dwz.SYSTEM, _ukd.SYSTEM,
           _glicko2.SYSTEM)

#: Their ids, in the same order.
IDS = tuple(system.id for system in SYSTEMS)

_BY_ID = dict((system.id, system) for system in SYSTEMS)


def get(system_id: str, field: str = "system") -> System:
    """The system with this id; an unknown id is a clear error, never another system."""
    if system_id not in _BY_ID:
        raise InputError(field, "unknown_system", system=str(system_id)[:40],
                         known=", ".join(IDS))
    return _BY_ID[system_id]


def listing() -> list[dict[str, object]]:
    """[{"id", "name": {"de", "en"}}] in the page's order (`systems --json`)."""
    return [{"id": system.id, "name": {"de": system.name["de"], "en": system.name["en"]}}
            for system in SYSTEMS]
