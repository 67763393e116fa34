"""The page's modules: which may reach into the browser, and which module image each
ships in. Said here once: tools/build_page.py builds the images by it, the shell fetches
them by it (elo.web.shell.loader, elo.web.shell.languages), and
tests/build/test_boundary.py holds the code to it. Pure.

The first image, elo.romfs, holds what the calculator's first figure needs: the shell,
the calculator, the engine it rates with, the presentation, the German words of these.
The others are the parts of elo.web.shell.registry, fetched the first time something in
them is asked for, and each later language's words.
"""

from elo.texts import IMAGE as WORDS_IMAGE, LANGUAGES, image_modules
from elo.web.shell.registry import PARTS, holding

__all__ = ["BROWSER", "FIRST_IMAGE", "BY_NAME", "IMAGES", "image_of", "language_image"]

#: The modules that may import `js`, `pyscript`, MicroPython's `vfs` or the DOM helpers
#: (elo.web.shell.dom): the glue between the page and the pure code. Every other module
#: of the package runs on CPython too, where the tests and the command line use it.
BROWSER = (
    "elo.web.main",
    "elo.web.shell.core", "elo.web.shell.dom", "elo.web.shell.store", "elo.web.shell.undo",
    "elo.web.shell.images", "elo.web.shell.languages", "elo.web.shell.loader",
    "elo.web.shell.nav", "elo.web.shell.pacing",
    "elo.web.calculator.view", "elo.web.calculator.handlers", "elo.web.calculator.form",
    "elo.web.calculator.table", "elo.web.calculator.keeping", "elo.web.calculator.files",
    "elo.web.calculator.outputs", "elo.web.calculator.sending",
    "elo.web.calculator.file_entries", "elo.web.calculator.printing",
    "elo.web.tournament.view", "elo.web.tournament.reading", "elo.web.tournament.ratings",
    "elo.web.tournament.table", "elo.web.tournament.report_view",
    "elo.web.season.view",
)

#: The image every visit loads (PyScript's config in index.html; elo.web.main mounts it).
FIRST_IMAGE = "elo.romfs"
#: Packages of the first image whose modules no import names: each system's part of the
#: presentation, imported by the system's module name (elo.present.systems.presenter_of).
BY_NAME = ("elo.present.systems",)


def language_image(lang: str) -> str:
    """The image of a later language's words."""
    return WORDS_IMAGE % lang


#: The images after the first, each with the packages or modules it holds (a package
#: with everything in it): the parts (elo.web.shell.registry), then each later language's
#: words.
IMAGES = tuple((found.image, found.holds) for found in PARTS) + tuple(
    (language_image(lang), tuple(image_modules(lang))) for lang in LANGUAGES[1:])


def image_of(module: str) -> str:
    """The image a module (its dotted name) ships in."""
    found = holding(module)
    if found is not None:
        return found.image
    for lang in LANGUAGES[1:]:
        if module in image_modules(lang):
            return language_image(lang)
    return FIRST_IMAGE
