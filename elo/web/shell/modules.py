"""The page's modules: which may reach into the browser, and which module image each
ships in. Said here once: tools/build_page.py builds the images by it, the shell fetches
them by it (elo.web.shell.loader, elo.web.shell.languages), and
tests/build/test_boundary.py holds the code to it. Pure.

The first image, elo.romfs, holds what every visit needs: the shell, the calculator,
the engine it rates with, the presentation, the German words. The others are fetched
the first time they are needed: the whole tournament's and the season's views with the
engine only they use, and each later language's words.
"""

from elo.texts import IMAGE as WORDS_IMAGE, LANGUAGES, modules as words_modules

__all__ = ["BROWSER", "FIRST_IMAGE", "VIEWS_IMAGE", "LATER_VIEWS", "NEEDS", "BY_NAME",
           "IMAGES", "image_of", "language_image"]

#: The modules that may import `js`, `pyscript`, MicroPython's `vfs` or the DOM helpers
#: (elo.web.shell.dom): the glue between the page and the pure code. Every other module
#: of the package runs on CPython too, where the tests and the command line use it.
BROWSER = (
    "elo.web.main",
    "elo.web.shell.core", "elo.web.shell.dom", "elo.web.shell.store", "elo.web.shell.undo",
    "elo.web.shell.images", "elo.web.shell.languages", "elo.web.shell.loader",
    "elo.web.shell.nav", "elo.web.shell.slices",
    "elo.web.calculator.view", "elo.web.calculator.handlers", "elo.web.calculator.form",
    "elo.web.calculator.table", "elo.web.calculator.keeping", "elo.web.calculator.files",
    "elo.web.calculator.outputs", "elo.web.calculator.sending",
    "elo.web.tournament.view", "elo.web.tournament.reading", "elo.web.tournament.ratings",
    "elo.web.tournament.table", "elo.web.tournament.report_view",
    "elo.web.season.view",
)

#: The image every visit loads (pyscript.toml; elo.web.main mounts it).
FIRST_IMAGE = "elo.romfs"
#: The image of the whole tournament's and the season's views.
VIEWS_IMAGE = "elo-views.romfs"
#: The modules that start those views, imported by name once their image is mounted:
#: each has `start(shell)`, which registers its view with the shell.
LATER_VIEWS = ("elo.web.tournament.view", "elo.web.season.view")
#: A file in the views' image: the first image's modules its own modules import, a name a
#: line, imported before the packages look into the image (elo.web.shell.images).
NEEDS = "needs.txt"
#: Packages of the first image whose modules no import names: each system's part of the
#: presentation, imported by the system's module name (elo.present.systems.presenter_of).
BY_NAME = ("elo.present.systems",)


def language_image(lang: str) -> str:
    """The image of a later language's words."""
    return WORDS_IMAGE % lang


#: The images after the first, each with the packages or modules it holds (a package
#: with everything in it).
IMAGES = ((VIEWS_IMAGE, ("elo.web.tournament", "elo.web.season", "elo.tournament",
                         "elo.season", "elo.report")),) + tuple(
    (language_image(lang), tuple(words_modules(lang))) for lang in LANGUAGES[1:])


def image_of(module: str) -> str:
    """The image a module (its dotted name) ships in."""
    for image, names in IMAGES:
        for name in names:
            if module == name or module.startswith(name + "."):
                return image
    return FIRST_IMAGE
