"""What each InputError code means, in the page's languages (the words are in elo.texts,
as "error-CODE").

Shared by the page (next to the field) and the command line (one line on stderr).
"""

from elo.errors import InputError
from elo.numbers import format_number, format_value
from elo.texts import LANGUAGES, counted, text

__all__ = ["LANGUAGES", "message"]

#: The counts a message says as a phrase ("12 players", "1 player"), by its code and
#: parameter: the phrase's key (elo.texts.counted).
_COUNTS = {"tournament_too_large": {"players": "count-players", "rounds": "count-rounds",
                                    "games": "count-games"},
           "trf_players_missing": {"announced": "count-players"},
           "tournament_rounds_missing": {"announced": "count-rounds"}}


def message(error: InputError, lang: str = "en") -> str:
    """The sentence for an InputError in `lang`, numbers formatted for that language."""
    params = {}
    counts = _COUNTS.get(error.code, {})
    for name, value in error.params.items():
        if isinstance(value, InputError):  # a problem inside a part, e.g. a season's event
            value = message(value, lang)
        if type(value) is int:
            params[name] = format_number(value, 0, lang)
            if name in counts:
                params[name] = counted(lang, counts[name], value, count=params[name])
        elif type(value) is float:  # points: 2,5 in German
            params[name] = format_value(value, lang)
        else:
            params[name] = value
    said = text(lang, "error-" + error.code, **params)
    if "guess" in params:  # a rating typed short, "1,5" (elo.system.Bound): ask
        said += " " + text(lang, "did-you-mean", guess=params["guess"])
    return said
