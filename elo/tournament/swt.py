"""SwissChess's tournament file (.SWT), versions 7.x and 8.x, individual tournaments: the
file German rating officers ask for (docs/rules/trf.md).

Binary, little-endian, fixed-size records, as fnogatz/SWT-structure-files describes them
field by field (its numbers in brackets): the general data first (rounds [1] at byte 1,
rounds paired [3] at 5, players [4] at 7-8, a team tournament [35] at 0x25E, name [65] at
0x316-0x33D, dates [70] [71] at 0x41F and 0x434 as text, the version at 0x261-0x262); then
from `start:fixtures_players` (3894 in 7.x, 13384 in 8.x) one 19-byte pairing record per
player and round, the players in file order; then one record per player (292 bytes in
7.x, 655 in 8.x): name [2000] at 0, FIDE title [2002] at 0x42, FIDE rating [2003] at 0x46,
national rating (NWZ, the DWZ) [2004] at 0x4B, federation [2006] at 0x69, birth date
[2008] at 0x80, the player's id [2020] at 0xD9 (one byte in 7.x, two in 8.x), start
rank [2021] at 0xDB, FIDE id [2033] (0x8B in 7.x, 0x144 in 8.x). A pairing record: the
colour [4000] at 8 (1 white, 3 black; 2 and 4 the same without a game), the opponent's
id [4001] at 9-10, the result [4002] at 11 (its value modulo 4: 1 a loss, 2 a draw, 3 a
win, 0 none), the game's status [4005] at 15 (forfeit 02 or 22, not played 03 or 33; 01
and 11 are adjourned games).

What the program says of the event besides: the chief arbiter [67]
at 0x368-0x3A3, the other arbiters [68] at 0x3A5-0x3E0 (8.x also [85]-[87] at 0x2E47,
0x2E84, 0x2EC1, 60 bytes each), the time control's periods [72]-[74] at 0x449-0x45C,
0x45E-0x471 and 0x473-0x487 (free text, "40/90min + 30s/move"); in 8.x only, the
organiser [88] at 0x2E0A-0x2E45 and the round dates [89], [91], ... [167] from 0x2CC1,
four bytes a round: the date as two bytes (`dat`: days since 30 December 1899, as
fnogatz/swtparser.js lib/from-data-view.js reads them; 0 for none), then the hour and
the minute. Of a player: the sex in [2013] "Attribut" at 0xB8, "m" or "w" in either
case (the Zugzwang Project's import, schach-in/modules-swisschess
zzbrick_make/swtimport.inc.php, reads "w" as female; "*" there marks a player set
inactive, whose sex the file then does not say), and the rank he stands on [2022] at
0xDD (one byte in 7.x, two in 8.x; 0 for none).
"""

from elo.tournament.dates import birth_year, iso_date
from elo.files.decoding import windows_1252
from elo.tournament.model import NationalRating, Tournament, Player, Problem, Round
from elo.tournament.trf_line import DWZ_FEDERATION
from elo.tournament.timecontrol import time_control_of
from elo.units import WholeRating

__all__ = ["read_swt", "is_swt"]

#: (start of the pairings, length of a player's record, its id is two bytes) by version.
_LAYOUT = {7: (3894, 292, False), 8: (13384, 655, True)}
_PAIRING = 19
_FIDE_ID = {7: (0x8B, 0x93), 8: (0x144, 0x150)}
#: The general record's texts: the chief arbiter [67], the other arbiters [68] (8.x
#: [85]-[87] besides), the time control's periods [72]-[74], the organiser [88] (8.x).
_ARBITER = (0x368, 0x3A3)
_DEPUTIES = {7: ((0x3A5, 0x3E0),),
             8: ((0x3A5, 0x3E0), (0x2E47, 0x2E82), (0x2E84, 0x2EBF), (0x2EC1, 0x2EFC))}
_PERIODS = ((0x449, 0x45C), (0x45E, 0x471), (0x473, 0x487))
_ORGANISER = (0x2E0A, 0x2E45)
#: 8.x: round r's date [89 + 2(r - 1)] at 0x2CC1 + 4(r - 1), for rounds 1 to 40.
_ROUND_DATES, _ROUND_DATES_MOST = 0x2CC1, 40
#: A `dat` field's day 0, 30 December 1899, as days after 1 March of year 0.
_DAT_DAY_ZERO = 693899
#: The player's record: [2013] the sex (its "Attribut"), [2022] the rank he stands on.
_SEX, _PLACE = 0xB8, 0xDD
#: The result of a pairing record, by its value modulo 4.
_RESULTS = {1: "0", 2: "=", 3: "1"}
_FORFEIT = {"1": "+", "0": "-", "=": "="}
#: The game's status [4005]: a forfeit ("kampflos"), or the player not set to play.
_STATUS_FORFEIT = (0x02, 0x22)
_STATUS_NOT_PLAYED = (0x03, 0x33)
#: The colour [4000]: white, black; the byte values 2 and 4 are the same without a game.
_WHITE, _BLACK = 1, 3


def _text(data: bytes, start: int, end: int) -> str:
    """A zero-ended text field (the files are Windows-1252, as German tools write)."""
    field = bytes(data[start:end + 1])
    stop = field.find(b"\x00")  # (MicroPython's bytes.index takes no int)
    if stop >= 0:
        field = field[:stop]
    return windows_1252(field).strip()


def _u16(data: bytes, at: int) -> int:
    return data[at] | data[at + 1] << 8


def is_swt(data: str | bytes) -> bool:
    """Whether bytes look like a SwissChess file: a version 7 or 8 where it stands."""
    if isinstance(data, str) or len(data) < 0x300:
        return False
    return _u16(data, 0x261) // 100 in _LAYOUT


def _joined(data: bytes, fields: tuple[tuple[int, int], ...], between: str) -> str:
    """The texts of several fields that say one thing, those not empty joined."""
    return between.join([said for said in [_text(data, start, end) for start, end in fields]
                         if said])


def _date_of(days: int) -> str:
    """A `dat` field (days since 30 December 1899) as YYYY-MM-DD; "" for 0, none.
    Counted from 1 March of year 0 in 400-year cycles of 146097 days, so that a year's
    leap day is its last (as elo.tournament.dates.day_number counts them)."""
    if not days:
        return ""
    era, day = divmod(days + _DAT_DAY_ZERO, 146097)
    year = (day - day // 1460 + day // 36524 - day // 146096) // 365  # in the cycle
    in_year = day - (365 * year + year // 4 - year // 100)
    month = (5 * in_year + 2) // 153  # from March
    date = in_year - (153 * month + 2) // 5 + 1
    month = month + 3 if month < 10 else month - 9
    return "%04d-%02d-%02d" % (era * 400 + year + (1 if month <= 2 else 0), month, date)


def _round_dates(data: bytes, rounds: int) -> list[str]:
    """An 8.x file's round dates, YYYY-MM-DD by round ("" for a round without one; []
    where it gives none), as a TRF's 132 line gives them (Tournament.round_dates)."""
    found = [_date_of(_u16(data, _ROUND_DATES + 4 * index))
             for index in range(min(rounds, _ROUND_DATES_MOST))
             if _ROUND_DATES + 4 * index + 1 < len(data)]  # a file cut short: swt_short
    while found and not found[-1]:
        found.pop()
    return found


def _tournament(tournament: Tournament, data: bytes, version: int) -> None:
    """What the general record says of the event besides its name, place and dates:
    the arbiters and the time control as the TRF lines that say them (102, 112, 122:
    the printout, the norm report and write_trf read them there), the organiser and
    the round dates in 8.x."""
    tournament.chief_arbiter = _text(data, _ARBITER[0], _ARBITER[1])
    # "; " between arbiters, whose names are written "Last, First"; ", " between the
    # periods, as TRF's 122 writes them ("40/120, 60")
    deputies = _joined(data, _DEPUTIES[version], "; ")
    periods = _joined(data, _PERIODS, ", ")
    for field, said in (("102", tournament.chief_arbiter), ("112", deputies),
                        ("122", periods)):
        if said:
            tournament.header.append((field, 0, said))
    if version == 8:
        tournament.organiser = _text(data, _ORGANISER[0], _ORGANISER[1])
        tournament.round_dates = _round_dates(data, tournament.rounds)


def _rating(text: str) -> WholeRating | None:
    return int(text) if text.isdigit() and int(text) > 0 else None


def _birth(text: str) -> str:
    """A birth date as TRF writes it (YYYY/MM/DD), from SwissChess's YYYYMMDD or DD.MM.YYYY."""
    if len(text) == 8 and text.isdigit():
        return "%s/%s/%s" % (text[:4], text[4:6], text[6:])
    return iso_date(text).replace("-", "/") or text


def read_swt(data: bytes) -> Tournament:
    """The Tournament of a SwissChess file's bytes."""
    tournament = Tournament("swt")
    version = _u16(data, 0x261) // 100
    if version not in _LAYOUT:
        tournament.problems.append(Problem(0, "swt_version", version=_u16(data, 0x261)))
        return tournament
    if data[0x25E] == 0xFF:
        tournament.problems.append(Problem(0, "swt_team"))
        return tournament
    start, length, wide = _LAYOUT[version]
    rounds, paired, count = data[1], data[5], _u16(data, 7)
    tournament.name = _text(data, 0x316, 0x33D)
    tournament.city = _text(data, 0x33F, 0x366)
    tournament.start = iso_date(_text(data, 0x41F, 0x432))
    tournament.end = iso_date(_text(data, 0x434, 0x447))
    tournament.rounds = rounds
    # the name as TRF's 012, which says what class the name suggests (it decides nothing)
    tournament.header.append(("012", 0, tournament.name))
    _tournament(tournament, data, version)
    tournament.time_control = time_control_of(tournament.header)
    if not count:  # a tournament set up, its list of players still empty
        tournament.problems.append(Problem(0, "swt_no_players"))
        return tournament
    players_at = start + (count * rounds * _PAIRING if paired else 0)
    if len(data) < players_at + count * length:
        tournament.problems.append(Problem(0, "swt_short"))
        return tournament
    by_id, order = {}, []
    for index in range(count):
        at = players_at + index * length
        record = data[at:at + length]
        rank = _u16(record, 0xDB) if wide else record[0xDB]
        player_id = _u16(record, 0xD9) if wide else record[0xD9]
        fide = _FIDE_ID[version]
        player = Player(rank, _text(record, 0, 0x1F), _rating(_text(record, 0x46, 0x49)),
                        _text(record, 0x42, 0x44).upper(), "", _text(record, 0x69, 0x6B),
                        _text(record, fide[0], fide[1]), birth_year(_text(record, 0x80, 0x89)),
                        None, _rating(_text(record, 0x4B, 0x4E)), [], index + 1)
        player.birth = _birth(_text(record, 0x80, 0x89))
        player.sex = _sex(record[_SEX])
        place = _u16(record, _PLACE) if wide else record[_PLACE]
        if paired and 0 < place <= count:  # a start list stands on no rank yet
            player.final_rank = place
        if player.dwz:
            _national(player)
        by_id[player_id] = player
        order.append(player)
        tournament.players[rank] = player
    if paired:
        for index, player in enumerate(order):
            for number in range(1, rounds + 1):
                at = start + (index * rounds + number - 1) * _PAIRING
                player.rounds.append(_pairing(data[at:at + _PAIRING], number, by_id))
        for player in order:
            while player.rounds and player.rounds[-1].result == "" and \
                    player.rounds[-1].opponent is None:
                player.rounds.pop()
    tournament.announced_rounds = rounds
    if 0 < tournament.rounds_in_file() < rounds:  # as a TRF's (elo.tournament.trf)
        tournament.problems.append(Problem(0, "tournament_rounds_missing", announced=rounds,
                                           found=tournament.rounds_in_file(), header="SWT"))
    return tournament


def _national(player: Player) -> None:
    """The NWZ [2004]: SwissChess is the German federation's program, and its NWZ is the
    DWZ, a foreign player's too (a player rated in the German federation's tournaments
    has a DWZ whatever his federation); kept as the German federation's national rating,
    as a TRF's GER line would give it."""
    assert player.dwz is not None
    player.nationals.append(NationalRating(DWZ_FEDERATION, player.dwz))


def _sex(code: int) -> str:
    """[2013] as TRF's column 10: "m" or "w" ("M", "W" in some files); "" for anything
    else (blank, or "*" for a player set inactive)."""
    said = chr(code).lower() if code < 0x80 else ""
    return said if said in ("m", "w") else ""


def _pairing(record: bytes, number: int, by_id: dict[int, Player]) -> Round:
    colour, status = record[8], record[15]
    result = _RESULTS.get(record[11] % 4, "")
    opponent = by_id.get(_u16(record, 9))
    if colour not in (_WHITE, _BLACK) or opponent is None:  # no game: a bye or absent
        return Round(number, None, "", "F" if result == "1" else "H" if result == "=" else "")
    if status in _STATUS_NOT_PLAYED:
        return Round(number, None, "", "")
    if status in _STATUS_FORFEIT:
        result = _FORFEIT.get(result, "")
    return Round(number, opponent.rank, "w" if colour == _WHITE else "b", result)
