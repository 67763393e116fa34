"""What each InputError code means, in the page's languages (the words are in elo.texts,
as "error-CODE").

Shared by the page (next to the field) and the command line (one line on stderr).
"""

from elo.errors import InputError
from elo.numbers import format_number
from elo.texts import LANGUAGES, text

__all__ = ["LANGUAGES", "message"]


def message(error: InputError, lang: str = "en") -> str:
    """The sentence for an InputError in `lang`, numbers formatted for that language."""
    params = {}
    for name, value in error.params.items():
        if isinstance(value, InputError):  # a problem inside a part, e.g. a season's event
            value = message(value, lang)
        params[name] = format_number(value, 0, lang) if type(value) is int else value
    said = text(lang, "error-" + error.code, **params)
    if "guess" in params:  # a rating typed short, "1,5" (elo.system.Bound): ask
        said += " " + text(lang, "did-you-mean", guess=params["guess"])
    return said
