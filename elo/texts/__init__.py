"""The words of the page, the command line's messages and the export: one module per
language (de.py, en.py), looked up by key.

German is the page's own language: index.html is written from de.py by
tools/build_page.py. The tests check that both languages have the same keys and the same
{placeholders}. The command line speaks English with plain ASCII numbers: its style "c"
(elo.numbers) takes the English words.
"""

from elo.texts import de, en

__all__ = ["LANGUAGES", "TEXTS", "text", "words"]

#: Languages of the page and of the messages; the first is the default.
LANGUAGES = ("de", "en")

TEXTS = {"de": de.TEXT, "en": en.TEXT}

_WORDS = {"de": de.TEXT, "en": en.TEXT, "c": en.TEXT}


def words(lang: str) -> dict[str, str]:
    """Every sentence of a language (or of the command line's style "c"), by key."""
    return _WORDS[lang]


def text(lang: str, key: str, **params: object) -> str:
    """The sentence `key` in `lang`, with {placeholders} filled."""
    sentence = _WORDS[lang][key]
    return sentence.format(**params) if params else sentence
