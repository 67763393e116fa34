"""The words of the page, the command line's messages and the export, looked up by key:
per language the page's words (de.py, en.py), its questions and answers (de_faq.py,
en_faq.py), the whole-tournament view's (de_event.py, en_event.py), the season's (de_season.py,
en_season.py) and the messages
about bad input (de_errors.py, en_errors.py).

German is the page's own language: index.html is written from de.py by
tools/build_page.py. The tests check that both languages have the same keys and the same
{placeholders}. The command line speaks English with plain ASCII numbers: its style "c"
(elo.numbers) takes the English words.
"""

from elo.texts import (de, de_errors, de_event, de_faq, de_season, en, en_errors, en_event,
                       en_faq, en_season)

__all__ = ["LANGUAGES", "TEXTS", "text", "words"]

#: Languages of the page and of the messages; the first is the default.
LANGUAGES = ("de", "en")

def _joined(*parts: dict[str, str]) -> dict[str, str]:
    joined = {}
    for part in parts:
        joined.update(part)
    return joined


TEXTS = {"de": _joined(de.TEXT, de_faq.TEXT, de_event.TEXT, de_season.TEXT, de_errors.TEXT),
         "en": _joined(en.TEXT, en_faq.TEXT, en_event.TEXT, en_season.TEXT, en_errors.TEXT)}

_WORDS = {"de": TEXTS["de"], "en": TEXTS["en"], "c": TEXTS["en"]}


def words(lang: str) -> dict[str, str]:
    """Every sentence of a language (or of the command line's style "c"), by key."""
    return _WORDS[lang]


def text(lang: str, key: str, **params: object) -> str:
    """The sentence `key` in `lang`, with {placeholders} filled."""
    sentence = _WORDS[lang][key]
    return sentence.format(**params) if params else sentence
