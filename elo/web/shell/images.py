"""Module images that come after the first (DOM glue): elo.romfs holds what every visit
needs; the English words (elo.web.shell.languages) and the tournament and season views
(elo.web.shell.loader) come in images of their own, fetched the first time they are
needed (tools/build_page.py writes them). The service worker keeps them all: offline,
the fetch is answered from its cache.

An image's modules sit at their package's paths (elo/web/event_page.mpy), but a
MicroPython package looks for its modules in its one folder (`__path__`, a string, in the
first image): `import_from` points the packages at the new image while its modules are
imported. A subpackage found there (elo.tournament) keeps the new folder as its own."""

import vfs  # MicroPython's; the page's runtime
from js import fetch
from pyscript.ffi import create_proxy

from elo.web.shell.dom import buffer_bytes
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
    from types import ModuleType
    from typing import TypeVar

    from elo.web.shapes import Handler, JsObject

    T = TypeVar("T")

__all__ = ["FOLDER", "fetch_image", "mount", "import_from"]

#: Where the images are, from the page (as static/build/elo.romfs; tools/build_page.py).
FOLDER = "./static/build/"

_proxies: "list[JsObject]" = []  # callbacks handed to JS live as long as the page


def _proxy(handler: "Handler") -> "JsObject":
    _proxies.append(create_proxy(handler))
    return _proxies[-1]


def fetch_image(name: str, then: "Callable[[bytes | None], object]") -> None:
    """then(bytes) once the image `name` has arrived, then(None) if it cannot be had (no
    network and no cache, or an error status)."""
    def arrived(buffer: "JsObject") -> None:
        then(None if buffer is None else buffer_bytes(buffer))

    fetch(FOLDER + name).then(
        _proxy(lambda response: response.arrayBuffer() if response.ok else None)
    ).then(_proxy(arrived), _proxy(lambda *args: then(None)))


def mount(data: bytes, at: str) -> None:
    """Mount an image's bytes read-only at `at` (the image reads from `data`, which it
    keeps)."""
    vfs.mount(vfs.VfsRom(data), at)


def import_from(at: str, packages: "Iterable[ModuleType]", load: "Callable[[], T]") -> "T":
    """load() with each package of `packages` (modules: elo.web) looking for its modules
    in the image mounted at `at`; their own folders again afterwards, whatever happened.
    What load imports from the first image must be imported before: meanwhile it is not
    found."""
    own = []
    try:
        for package in packages:
            own.append((package, package.__path__))
            package.__path__ = at + "/" + package.__name__.replace(".", "/")  # type: ignore[assignment]  # MicroPython's: a string; CPython's: a list
        return load()
    finally:
        for package, path in own:
            package.__path__ = path
