"""The words of the page, the command line's messages and the export: one module per
language (de.py, en.py), looked up by key.

German is the page's own language: index.html is written from de.py by
tools/build_page.py. tests/test_page_files.py checks that both languages have the same keys
and the same {placeholders}.
"""

from elo.texts import de, en

__all__ = ["LANGUAGES", "TEXTS", "text"]

#: Languages of the page and of the messages; the first is the default.
LANGUAGES = ("de", "en")

TEXTS = {"de": de.TEXT, "en": en.TEXT}


def text(lang, key, **params):
    """The sentence `key` in `lang`, with {placeholders} filled."""
    sentence = TEXTS[lang][key]
    return sentence.format(**params) if params else sentence
