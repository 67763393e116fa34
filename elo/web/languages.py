"""A language's words on the page (DOM glue like app.py). index.html and the module image
(elo.romfs) are German, the page's own language; each other language's modules come in an
image of their own (elo.texts.IMAGE, written by tools/build_page.py), fetched the first
time that language is asked for: a German visit never loads the English words (about 40
KB). The service worker keeps that image with the page's other files, so both languages
work offline.

`ready(lang, then)` calls `then(lang)` once the words can be read: at once where they
can already, else when the image has arrived and is mounted. If it cannot be had (no
network and no cache), `then` gets the page's own language, in which the page goes on.
"""

import sys

import vfs  # MicroPython's; the page's runtime
from js import console, fetch
from pyscript.ffi import create_proxy

from elo.texts import IMAGE, LANGUAGES, loaded, words
from elo.web.dom import buffer_bytes

__all__ = ["FOLDER", "ready"]

#: Where the images are, from the page (as static/build/elo.romfs; tools/build_page.py).
FOLDER = "./static/build/"
MOUNTED_AT = "/elo-romfs-"  # + the language

_waiting: dict = {}  # language -> what to call once its image is mounted (or has failed)
_proxies: list = []  # callbacks handed to JS live as long as the page


def _proxy(handler):
    _proxies.append(create_proxy(handler))
    return _proxies[-1]


def ready(lang, then):
    """then(lang) once lang's words are there; then(LANGUAGES[0]) if they cannot be."""
    if loaded(lang):
        then(lang)
        return
    if lang in _waiting:  # on its way already
        _waiting[lang].append(then)
        return
    _waiting[lang] = [then]

    def arrived(buffer):
        got = LANGUAGES[0]
        if buffer is not None:
            try:
                _mount(lang, buffer_bytes(buffer))
                got = lang
            except Exception as error:  # noqa: BLE001 - a broken image: the page goes on
                console.warn("elo: the %s words: %r" % (lang, error))
        for waiting in _waiting.pop(lang):
            waiting(got)

    def failed(*args):
        console.warn("elo: the %s words could not be loaded" % lang)
        arrived(None)

    fetch(FOLDER + IMAGE % lang).then(
        _proxy(lambda response: response.arrayBuffer() if response.ok else None)
    ).then(_proxy(arrived), _proxy(failed))


def _mount(lang, data):
    """Mount a language's image and import its modules. They belong to the package
    elo.texts, whose folder is in the first image: MicroPython looks for a package's
    modules in its one folder (__path__, a string), so that is pointed at the new image's
    for the import."""
    at = MOUNTED_AT + lang
    vfs.mount(vfs.VfsRom(data), at)  # reads from `data`, which it keeps
    package = sys.modules["elo.texts"]
    own = package.__path__
    package.__path__ = at + "/elo/texts"
    try:
        words(lang)
    finally:
        package.__path__ = own
