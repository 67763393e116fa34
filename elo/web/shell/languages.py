"""A language's words on the page (DOM glue). index.html and the module image
(elo.romfs) are German, the page's own language; each other language's modules come in an
image of their own (elo.web.shell.modules, written by tools/build_page.py), fetched the first
time that language is asked for: a German visit never loads the English words (about 40
KB). That image also brings the German words only a page labelled in German anew needs
(elo.texts.RELABEL: the questions and answers, which index.html shows). The service
worker keeps that image with the page's other files, so both languages work offline.

`ready(lang, then)` calls `then(lang)` once the words can be read: at once where they
can already, else when the image has arrived and is mounted. If it cannot be had (no
network and no cache), `then` gets the page's own language, in which the page goes on.
"""

import sys

from js import console

from elo.texts import LANGUAGES, join_image, loaded
from elo.web.shell import images
from elo.web.shell.modules import language_image
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

__all__ = ["ready"]

MOUNTED_AT = "/elo-romfs-"  # + the language

# language -> what to call once its image is mounted (or has failed)
_waiting: "dict[str, list[Callable[[str], object]]]" = {}


def ready(lang: str, then: "Callable[[str], object]") -> None:
    """then(lang) once lang's words are there; then(LANGUAGES[0]) if they cannot be."""
    if loaded(lang):
        then(lang)
        return
    if lang in _waiting:  # on its way already
        _waiting[lang].append(then)
        return
    _waiting[lang] = [then]

    def arrived(data: bytes | None) -> None:
        got = LANGUAGES[0]
        if data is None:
            console.warn("elo: the %s words could not be loaded" % lang)
        else:
            try:
                at = MOUNTED_AT + lang
                images.mount(data, at)
                images.import_from(at, (sys.modules["elo.texts"],), lambda: join_image(lang))
                got = lang
            except Exception as error:  # noqa: BLE001 - a broken image: the page goes on
                console.warn("elo: the %s words: %r" % (lang, error))
        for waiting in _waiting.pop(lang):
            waiting(got)

    images.fetch_image(language_image(lang), arrived)
