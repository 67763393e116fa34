"""The rating systems, in the page's order: everything that differs by system is looked up
here by its id, never chosen by a chain of `if`s.

    python -m elo systems --json
"""

from elo.systems import classic, dwz, fide, fide_dwz, glicko2, ukd
from elo.errors import InputError
from elo.system import System

__all__ = ["SYSTEMS", "IDS", "get", "listing"]

#: Every system, in the order the page's select and the command line list them.
SYSTEMS = (classic.SYSTEM, fide.SYSTEM, dwz.SYSTEM, fide_dwz.SYSTEM, ukd.SYSTEM, glicko2.SYSTEM)

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
