"""A game as entered: opponent rating (None for an unrated opponent) and score.

The written form "OPP:SCORE" (for example 1900:1, 1750:½, -:0) is read here for the
command line (--game); the page's link writes it in elo.web.state. Scores are hundredths of a
point: 100, 50 or 0.
"""

from elo.errors import InputError
from elo.numbers import parse_score, parse_whole

__all__ = ["UNRATED", "parse_opponent", "parse_game"]

#: How an opponent without a rating is written.
UNRATED = "-"


def parse_opponent(text, field="opponent"):
    """An opponent's rating as a whole number, or None for "-" (no rating)."""
    if str(text).strip() == UNRATED:
        return None
    return parse_whole(text, field)


def parse_game(text, field="games"):
    """(opponent, score in hundredths) from "OPP:SCORE"."""
    opponent, colon, score = str(text).partition(":")
    if not colon:
        raise InputError(field, "game_format", game=str(text))
    return parse_opponent(opponent, field), parse_score(score, field)
