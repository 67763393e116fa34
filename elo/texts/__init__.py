"""The words of the page, the command line's messages and the export, looked up by key:
per language the page's words (de.py, en.py), the DWZ's (de_dwz.py, en_dwz.py), its questions and answers (de_faq.py,
en_faq.py), the whole-tournament view's (de_event.py, en_event.py), the season's (de_season.py,
en_season.py) and the messages
about bad input (de_errors.py, en_errors.py).

German is the page's own language: index.html is written from de.py by
tools/build_page.py. The tests check that both languages have the same keys and the same
{placeholders}. A sentence with a count before a noun has a sibling "KEY-one" for a
count of exactly one, which `counted` chooses; a sentence with two counts or more takes
each as a phrase of its own ("count-games": "{count} games", "count-games-one": "{count}
game"). The command line speaks English with plain ASCII numbers: its style "c"
(elo.numbers) takes the English words.

Another language's modules are imported when its first word is asked for, not with this
package: the page's module image holds German alone, and the English modules come in an
image of their own (IMAGE), fetched and mounted by elo.web.shell.languages before the page shows
an English word. On CPython the import simply happens then.
"""

import sys

from elo.numbers import PLAIN

from elo.texts import de, de_dwz, de_errors, de_event, de_faq, de_season

__all__ = ["IMAGE", "LANGUAGES", "PARTS", "counted", "loaded", "modules", "text", "words"]

#: Languages of the page and of the messages; the first is the default.
LANGUAGES = ("de", "en")

#: The modules of one language, each a TEXT dict: the page's words first.
PARTS = ("", "_dwz", "_faq", "_event", "_season", "_errors")

#: On the page, the image (a ROMFS, tools/build_page.py) of a language's modules, for
#: each language but the first.
IMAGE = "elo-%s.romfs"


def modules(lang: str) -> list[str]:
    """The module names of a language's words, e.g. elo.texts.en, elo.texts.en_faq."""
    return ["elo.texts." + lang + part for part in PARTS]


def _joined(*parts: dict[str, str]) -> dict[str, str]:
    joined = {}
    for part in parts:
        joined.update(part)
    return joined


_WORDS = {"de": _joined(de.TEXT, de_dwz.TEXT, de_faq.TEXT, de_event.TEXT, de_season.TEXT,
                        de_errors.TEXT)}
_STYLES = {PLAIN: "en"}  # the command line's plain style speaks English


def loaded(lang: str) -> bool:
    """True if a language's words are imported already."""
    return _STYLES.get(lang, lang) in _WORDS


def words(lang: str) -> dict[str, str]:
    """Every sentence of a language (or of the command line's style "c"), by key; its
    modules are imported the first time (on the page, only once elo.web.shell.languages has
    mounted their image)."""
    lang = _STYLES.get(lang, lang)
    found = _WORDS.get(lang)
    if found is None:
        if lang not in LANGUAGES:
            raise KeyError(lang)
        for name in modules(lang):
            __import__(name)
        found = _WORDS[lang] = _joined(*(sys.modules[name].TEXT for name in modules(lang)))
    return found


def text(lang: str, key: str, **params: object) -> str:
    """The sentence `key` in `lang`, with {placeholders} filled."""
    sentence = words(lang)[key]
    return sentence.format(**params) if params else sentence


def counted(lang: str, key: str, number: float, **params: object) -> str:
    """The sentence `key` for a count of `number` (1 or 1.0 takes "KEY-one", where there
    is one: "1 game", "1 Punkt"; 0, 0.5, 1.5 and 2 the plural), with {placeholders}
    filled; `number` only chooses: the count is given, formatted, among `params`."""
    if number == 1 and key + "-one" in words(lang):
        key += "-one"
    return text(lang, key, **params)
