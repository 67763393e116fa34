"""A module of the package imported by its dotted name, once: what is looked up by name
(a system's rules, its presenter, a file format's reader, the need), since MicroPython
has no importlib. On the page the module's image must be mounted first
(elo.web.shell.loader). Pure."""

import sys

from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from types import ModuleType

__all__ = ["imported"]


def imported(name: str) -> "ModuleType":
    """The module `name`, imported the first time it is asked for."""
    if name not in sys.modules:
        __import__(name)
    return sys.modules[name]
