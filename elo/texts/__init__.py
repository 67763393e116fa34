"""The words of the page, the command line's messages and the export, looked up by key:
per language the page's words (de.py, en.py; de_page.py, en_page.py what only index.html
shows), its questions and answers (de_faq.py, en_faq.py), the messages about bad input
(de_errors.py, en_errors.py), and the words of the parts that come later: the systems' after classic Elo (de_systems.py, en_systems.py),
"what do I need"'s (de_need.py, en_need.py), the whole-tournament view's
(de_tournament.py, en_tournament.py), the season's (de_season.py, en_season.py), the file
imports' and the copy text's.

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
an English word. The words of a part of the page (the whole tournament's, the season's:
LATER_PARTS) come in that part's image, both languages, and are joined when one of them is
first asked for. On CPython the imports simply happen then.
"""

import sys

from elo.numbers import PLAIN

from elo.texts import de, de_errors

__all__ = ["IMAGE", "LANGUAGES", "PARTS", "RELABEL", "LATER_PARTS", "counted", "loaded",
           "month_text",
           "modules", "image_modules", "join_image", "text", "words", "every_word"]

#: Languages of the page and of the messages; the first is the default.
LANGUAGES = ("de", "en")

#: The modules of one language, each a TEXT dict, that come with its image: the page's
#: words first.
PARTS = ("", "_page", "_faq", "_errors")
#: The first language's modules that only a page labelled anew in it needs: index.html
#: shows their words already (headings, leads, the footer; its questions and answers).
#: A page is labelled in German anew only after another language's image was loaded, so
#: that image brings them: the way back (image_modules).
RELABEL = ("_page", "_faq")
#: The modules of words that come with a part of the page (elo.web.shell.registry: the
#: rules of the systems after classic Elo, "what do I need", the whole tournament's, the
#: season's, the file imports', the copy text's), in both languages: joined the first
#: time a word of theirs is asked for, once the part has been imported (on CPython, at
#: once).
LATER_PARTS = ("_systems", "_need", "_tournament", "_season", "_files", "_copy")

#: On the page, the image (a ROMFS, tools/build_page.py) of a language's modules, for
#: each language but the first.
IMAGE = "elo-%s.romfs"


def modules(lang: str) -> list[str]:
    """The module names of a language's words, e.g. elo.texts.en, elo.texts.en_faq."""
    return ["elo.texts." + lang + part for part in PARTS]


def image_modules(lang: str) -> list[str]:
    """The modules the image of a later language holds: its words, and the first
    language's RELABEL."""
    return modules(lang) + ["elo.texts." + LANGUAGES[0] + part for part in RELABEL]


def _joined(*parts: dict[str, str]) -> dict[str, str]:
    joined = {}
    for part in parts:
        joined.update(part)
    return joined


_WORDS = {"de": _joined(de.TEXT, de_errors.TEXT)}
_STYLES = {PLAIN: "en"}  # the command line's plain style speaks English
#: The later parts joined so far, by language.
_JOINED: dict[str, list[str]] = {}


def loaded(lang: str) -> bool:
    """True if a language's words are imported already."""
    return _STYLES.get(lang, lang) in _WORDS


def words(lang: str) -> dict[str, str]:
    """Every sentence of a language (or of the command line's style), by key; its
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


def join_image(lang: str) -> None:
    """Import what the image of a later language holds (image_modules), mounted and
    looked into by its package (elo.web.shell.languages)."""
    words(lang)
    _later(LANGUAGES[0])


def _later(lang: str) -> bool:
    """The later parts' words of `lang` that can be had now joined (the first language's
    RELABEL too); whether any were."""
    lang = _STYLES.get(lang, lang)
    joined = _JOINED.setdefault(lang, [])
    added = False
    for part in LATER_PARTS + (RELABEL if lang == LANGUAGES[0] else ()):
        name = "elo.texts." + lang + part
        if part in joined:
            continue
        try:
            __import__(name)
        except ImportError:  # its part is not there yet: its words are not asked for
            continue
        words(lang).update(sys.modules[name].TEXT)
        joined.append(part)
        added = True
    return added


def every_word(lang: str) -> dict[str, str]:
    """Every sentence of a language, the later parts' too (the tests' and the build's:
    on the page, only the parts there)."""
    _later(lang)
    return words(lang)


def text(lang: str, key: str, **params: object) -> str:
    """The sentence `key` in `lang`, with {placeholders} filled."""
    found = words(lang)
    if key not in found and _later(lang):
        found = words(lang)
    sentence = found[key]
    return sentence.format(**params) if params else sentence


def counted(lang: str, key: str, number: float, **params: object) -> str:
    """The sentence `key` for a count of `number` (1 or 1.0 takes "KEY-one", where there
    is one: "1 game", "1 Punkt"; 0, 0.5, 1.5 and 2 the plural), with {placeholders}
    filled; `number` only chooses: the count is given, formatted, among `params`."""
    if number == 1:
        found = words(lang)
        if key not in found:  # a later part's key: its words joined first
            _later(lang)
        if key + "-one" in found:
            key += "-one"
    return text(lang, key, **params)


def month_text(month: str, lang: str) -> str:
    """A month (YYYY-MM, as FIDE's lists are dated) as the language names it: "März
    2025", "March 2025"; a text not of that form as it is."""
    number = int(month[5:]) if len(month) == 7 and month[5:].isdigit() else 0
    if not 0 < number < 13:
        return month
    return text(lang, "month-names").split()[number - 1] + " " + month[:4]
