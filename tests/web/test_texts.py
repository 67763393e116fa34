"""The words: every key the code asks for by name is there in both languages, with the
same placeholders (a renamed key showed another sentence: the first rating's change said
the checkbox's words)."""

import re
import string

import pytest

from helpers import ROOT
from elo.texts import LANGUAGES, every_word

TEXTS = {lang: every_word(lang) for lang in LANGUAGES}  # each language's words

_CALL = re.compile(r"""\btext\(\s*\w+,\s*"([a-z0-9._-]+)"[,)]""")
#: The codes of the InputErrors the package raises, each said as "error-CODE".
_ERROR = re.compile(r"""InputError\(\s*[\w.]+,\s*"([a-z0-9_]+)"[,)]""")


def _keys_in_code() -> list[str]:
    found: set[str] = set()
    for path in (ROOT / "elo").rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        found.update(_CALL.findall(source))
        found.update("error-" + code for code in _ERROR.findall(source))
    return sorted(found)


@pytest.mark.parametrize("key", _keys_in_code())
def test_every_key_the_code_names_is_there(key: str) -> None:
    assert key in TEXTS["de"] and key in TEXTS["en"], key


def _fields(sentence: str) -> list[str]:
    return sorted(name for _, name, _, _ in string.Formatter().parse(sentence) if name)


def test_both_languages_have_the_same_keys_and_placeholders() -> None:
    assert set(TEXTS["de"]) == set(TEXTS["en"])
    for key, sentence in TEXTS["de"].items():
        assert _fields(sentence) == _fields(TEXTS["en"][key]), key
