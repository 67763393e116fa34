"""A whole tournament from its organiser's file: FIDE's TRF (elo.tournament.trf) or SwissChess's
SWT (elo.tournament.swt), every player rated (elo.tournament.rating) with his title norms
(elo.tournament.norms), and the result as the command line's JSON (elo.tournament.report)."""

from elo.errors import InputError
from elo.tournament.model import Tournament
from elo.formats import TOURNAMENT, sniffed
from elo.tournament.swt import read_swt
from elo.tournament.trf import is_trf, read_trf
from elo.files.decoding import decoded

__all__ = ["read_tournament", "trf_text"]


def read_tournament(data: str | bytes) -> Tournament:
    """The Tournament of a file's bytes (or, on the page, its text): a SwissChess file by its
    version bytes, a TRF by its lines, its text kept to be written back as it came;
    anything else is said at once."""
    found = sniffed(data, TOURNAMENT)  # elo.formats: a SwissChess file by its bytes
    if found is not None and found.name == "swt" and not isinstance(data, str):
        return read_swt(data)
    return read_trf(*trf_text(data))  # a TRF, or said to be neither


def trf_text(data: str | bytes) -> tuple[str, str, bool]:
    """A TRF's text (UTF-8, else Windows-1252, as the other imports), the encoding it was
    read in, and whether a byte order mark stood before it (elo.files.decoding.decoded); a
    file that is no TRF, binary ones included, is said to be neither format."""
    try:
        found = decoded(data)
    except InputError as error:
        if error.code == "file_binary":
            raise InputError("file", "tournament_format") from None
        raise
    if not is_trf(found[0]):
        raise InputError("file", "tournament_format")
    return found
