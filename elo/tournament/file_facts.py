"""What a tournament's file says of a player beyond the figures, in words for the page's
details, the printout and the command line: his national ratings, and the fields of his
line that could not be read.

A national rating line (TRF16 annex, TRF26) is the German federation's DWZ only where it
names GER; any other federation's rating is kept as that federation's, said here, and
never rated as a DWZ (elo.tournament.rating rates Player.dwz only). A field that could not
be read keeps the player, without it; the file's problem on his line says which and why.
"""

from elo.messages import message
from elo.texts import text
from elo.tournament.trf_line import DWZ_FEDERATION
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.tournament.model import Player, Tournament

__all__ = ["national_words", "unread_words", "UNREAD_CODES"]

#: The problems that name a field of a player's line read without it (elo.tournament.trf).
UNREAD_CODES = ("trf_rating", "trf_round", "trf_points", "trf_national_rating")


def national_words(player: "Player", lang: str, dwz: bool = True) -> list[str]:
    """One sentence per national rating his file gives him: "National rating FRA 2200
    (id 612345): not a DWZ ..."; the German one says it is his DWZ (left out without
    `dwz`, where his DWZ is shown already)."""
    said = []
    for national in player.nationals:
        if national.federation == DWZ_FEDERATION and not dwz:
            continue
        rating = str(national.rating) if national.rating else text(lang, "event-national-none")
        ident = text(lang, "event-national-id", id=national.id) if national.id else ""
        key = "event-national-dwz" if national.federation == DWZ_FEDERATION \
            else "event-national-other"
        said.append(text(lang, key, federation=national.federation, rating=rating, id=ident))
    return said


def unread_words(tournament: "Tournament", player: "Player", lang: str) -> list[str]:
    """The file's problems with the fields of his line that could not be read, each as
    said among the file's problems ("Columns 49-52: "19x0" is no rating ...")."""
    return [message(problem.error(), lang) for problem in tournament.problems
            if problem.code in UNREAD_CODES and problem.params.get("rank") == player.rank]
