"""A tournament as a TRF16 text (FIDE Handbook C.04 annex; docs/rules/trf.md), the file FIDE's
rating officers take: the file as read, with the results as they stand now (a result
corrected with Tournament.set_result is on both players' lines, the points column 81-84
recomputed from the rounds); a SwissChess file written with what it holds.

Header lines the file had are written back as they were, in their order (012, 022, 032, 042,
052, 062, 072, 082, 092, 102, 112, 122, 132, TRF26's 142 and 222, the pairing engines' XXR
and XXC; "###" comments are not kept). Where the file had none of a line the tournament
knows (a SwissChess file: its name, place and dates; elo.tournament.swt gives its
arbiters and time control as the 102, 112 and 122 it would have), it is added: 012, 022,
042 and 052, 062 the players, 072 the rated players, 102 the chief arbiter, 132 the round
dates (YY/MM/DD from column 92, every 10 columns), and XXR the rounds where neither the
132 nor the players' lines show them all. A SwissChess file has no field for the
event's federation: no 032 is made up. Player lines in TRF16's fixed columns, the title
right-aligned in 11-13 (" GM", "WGM": readers of TRF16 such as PyPI's `trf` take a
two-letter title only after a blank in 11), the final rank 86-89 as the file said it
(None: blank; it is not worked out anew, tie-breaks being the pairing program's).

Players with national ratings (the DWZ among them) get TRF26's national rating lines after
the player lines, each with its federation and national id, so that nothing the evaluation
used is lost (readers of TRF16 pass over lines
they do not know). Pure: no file is written here.
"""

from elo.units import TYPE_CHECKING, WholeRating

if TYPE_CHECKING:
    from elo.tournament.model import Player, Tournament

__all__ = ["write_trf"]

#: The header lines the tournament itself can say, by field, where the file had none.
_ADDED = ("012", "022", "042", "052", "062", "072", "102", "132")
#: Where the 132 line's round dates start (column 92), and the columns of each.
_DATES_FROM, _DATE_WIDTH = 91, 10
#: The fields that say the rounds (a file with none of them gets XXR where needed).
_ROUNDS = ("132", "142", "XXR")


def _date(iso: str) -> str:
    return iso.replace("-", "/")


def _points(player: "Player") -> str:
    points = player.total()
    return "%d.%d" % (points // 100, 5 if points % 100 else 0)


#: The last column of a player line's final rank (TRF16: 86-89).
_RANK_END = 89


def _pad(text: str, width: int) -> str:
    """`text` filled with blanks to `width` characters, by hand: MicroPython's "%-33s"
    counts bytes, so a name with an umlaut would stand a column short."""
    return text + " " * (width - len(text))


def _right(text: str, width: int) -> str:
    """`text` right-aligned in `width` columns (MicroPython's str has no rjust)."""
    return " " * (width - len(text)) + text


def _round_dates(dates: list[str]) -> str:
    """The text of a 132 line after its code: each round's date (YYYY-MM-DD, "" for
    none) as YY/MM/DD in its ten columns from column 92; "" where there is no date."""
    if not [date for date in dates if date]:
        return ""
    cells = [_pad("%s/%s/%s" % (date[2:4], date[5:7], date[8:10]) if date else "",
                  _DATE_WIDTH) for date in dates]
    return (" " * (_DATES_FROM - 4) + "".join(cells)).rstrip()


def _line(code: str, player: "Player", rating: WholeRating | None, rounds: bool = True,
          id: str | None = None) -> str:
    """A player line in TRF16's columns (a national rating line with `code` and `rating`);
    a name longer than its 33 columns pushes the rest along, as read_trf reads it."""
    born = player.birth or (str(player.born) if player.born else "")
    fields = "%s %4d %s%s %s %4s %s %11s %s %4s %4s" % (
        _pad(code, 3), player.rank, player.sex or " ", _right(player.title[:3], 3),
        _pad(player.name, 33), rating or "", _pad(player.federation[:3], 3),
        (player.fide_id if id is None else id)[:11], _pad(born[:10], 10), _points(player),
        player.final_rank or "")
    if rounds:
        fields += " " * (91 + max(0, len(player.name) - 33) - len(fields))
        for played in player.rounds:
            fields += "%4s %1s %1s  " % (
                "0000" if played.opponent is None else played.opponent,
                played.colour or "-", played.result or " ")
        # the rank's columns (86-89) stay, blank: readers of TRF16 take them as the
        # line's end, and a player without rounds would otherwise stop at his points
        return _pad(fields.rstrip(), _RANK_END + max(0, len(player.name) - 33))
    return fields.rstrip()


def _header(tournament: "Tournament") -> list[str]:
    """The file's header lines in their order, and those it lacks added in field order."""
    lines = [(field, "%s %s" % (field, text)) for field, _, text in
             tournament.header_in_order()]
    fields = [field for field, _ in lines]
    players = [tournament.players[rank] for rank in tournament.ranks()]
    known = {"012": tournament.name, "022": tournament.city,
             "042": _date(tournament.start), "052": _date(tournament.end),
             "062": str(len(players)),
             "072": str(len([player for player in players if player.rating])),
             "102": tournament.chief_arbiter, "132": _round_dates(tournament.round_dates)}
    for field in _ADDED:
        if field in fields or not known[field]:
            continue
        at = 0
        while at < len(lines) and lines[at][0] < field:
            at += 1
        lines.insert(at, (field, "%s %s" % (field, known[field])))
    said = [field for field in fields if field in _ROUNDS]  # as the file had them
    dated = len([date for date in tournament.round_dates if date]) if "132" not in fields \
        else 0  # the rounds a 132 added here says (a reader counts its dates)
    if not said and tournament.rounds > max(dated, tournament.rounds_in_file()):
        lines.append(("XXR", "XXR %d" % tournament.rounds))
    return [line for _, line in lines]


def write_trf(tournament: "Tournament") -> str:
    """The tournament as TRF16 text (what elo.tournament.trf.read_trf reads back): the
    header, the player lines and, where players have one, the national rating lines."""
    lines = _header(tournament)
    for rank in tournament.ranks():
        player = tournament.players[rank]
        lines.append(_line("001", player, player.rating))
    for rank in tournament.ranks():
        player = tournament.players[rank]
        for national in player.nationals:  # each federation's line, its own national id
            lines.append(_line(national.federation, player, national.rating, rounds=False,
                               id=national.id))
    return "\n".join(lines) + "\n"
