"""A game as entered: opponent rating (None for an unrated opponent) and score.

The written form "OPP:SCORE" (for example 1900:1, 1750:½, -:0) is read here for the
command line (--game); the page's link writes it in elo.web.state. Scores are hundredths of a
point: 100, 50 or 0.
"""

from elo.errors import InputError
from elo.numbers import parse_score, parse_whole, typed_text

__all__ = ["UNRATED", "FORFEIT", "BOTH", "parse_opponent", "parse_game"]

#: How an opponent without a rating is written.
UNRATED = "-"


def parse_opponent(text, field="opponent"):
    """An opponent's rating as a whole number, or None for "-" (no rating)."""
    if typed_text(text, field) == UNRATED:
        return None
    return parse_whole(text, field)


#: How a forfeit is marked after the score ("1500:1:f"), as the page's links write it.
FORFEIT = "f"


#: Between the two ratings of an opponent rated in two systems ("1850/1790:1").
BOTH = "/"


def parse_game(text, field="games"):
    """(opponent, score in hundredths) from "OPP:SCORE", (opponent, score, True) from
    "OPP:SCORE:f" for a forfeit (which UKD and DWZ leave out), and for an opponent with
    two ratings, "ELO/DWZ:SCORE[:f]", (elo, score, forfeit, dwz)."""
    parts = str(text).split(":")
    if len(parts) not in (2, 3) or (len(parts) == 3 and parts[2].strip() != FORFEIT):
        raise InputError(field, "game_format", game=str(text)[:40])
    forfeit = len(parts) == 3
    opponent, both, second = parts[0].partition(BOTH)
    game = (parse_opponent(opponent, field), parse_score(parts[1], field))
    if both:
        return game + (forfeit, parse_opponent(second, field))
    return game + (True,) if forfeit else game
