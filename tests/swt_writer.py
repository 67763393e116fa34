"""The bytes of a SwissChess tournament file (.SWT) built from a plain spec, so the tests
need no real SWT file. Written from the structure documentation alone, not from the
reader (elo/tournament/swt.py is not imported): fnogatz/SWT-structure-files, whose CSV files
give each field's [start] [end] [type] by its number (names in field-names/de.csv).
Plain Python that MicroPython runs too (tests/engine_cases.py calls it on both runtimes).

Layout (hex offsets as the CSV files write them; 2-byte numbers little-endian, as the
types `inb` and `bib` read them in fnogatz/swtparser.js lib/from-data-view.js):
- {700,800}/structure.csv: `start:fixtures_players` 3894 (7.x) / 13384 (8.x),
  `length:pairing` 19, `length:player` 292 (7.x) / 655 (8.x).
- {700,800}/general.csv: [1] rounds at 1, [2] current round at 3, [3] rounds paired
  at 5, [4] players at 7-8 (inb), [35] team tournament at 25E (boo: FF true),
  [9999] file version at 261-262 (inb, e.g. 883 for 8.83), [65] name at 316-33D,
  [66] place at 33F-366, [67] chief arbiter ("Schiedsrichter") at 368-3A3, [68] other
  arbiters (1/4) at 3A5-3E0, [70] start date at 41F-432, [71] end date at 434-447,
  [72] [73] [74] the time control's periods ("1. Periode Zuege/Std.") at 449-45C,
  45E-471, 473-487 (asc).
- 800/general.csv only: [89] [91] ... round 1, 2, ... date at 2CC1-2CC2, 2CC5-2CC6, ...
  (dat: the days since 30 December 1899 as two bytes, as swtparser.js reads them) and
  [90] [92] ... its time at 2CC3-2CC4 (tim: hour, minute); [88] organiser
  ("Turnierorganisator") at 2E0A-2E45, [85] [86] [87] other arbiters (2/4 to 4/4) at
  2E47-2E82, 2E84-2EBF, 2EC1-2EFC.
- From `start:fixtures_players`, when [3] > 0: one pairing record per player and round,
  the players in the order of their records, round by round (swtparser.js: record i is
  round i % rounds + 1 of the player at position i // rounds); then the player records.
  Without pairings the player records begin there.
- 700/individual-pairings.csv (8.x has none, so 7.x's applies, README.md): [4000]
  colour at 8 (sel, 4000-selection.csv: 01 white, 03 black, 02 white "spielfrei", 04
  black "spielfrei", 00 none), [4001] opponent at 9-A (bib: the opponent's [2020]),
  [4002] result at B (4002-selection.csv; field-names: 1 "0", 2 ".5", 3 "1", 0 "?"),
  [4005] status at F (3006-selection.csv: 00 played, 02 "kampflos" (forfeit),
  03 "nicht eingesetzt" (not set to play)).
- {700,800}/player.csv: [2000] name at 0-1F, [2002] FIDE title at 42-44, [2003] FIDE
  Elo at 46-49, [2004] NWZ (DWZ) at 4B-4E, [2006] country at 69-6B, [2008] birth date at
  80-89, [2013] "Attribut" at B8 (asc, one letter: "m" or "w", the sex, in the sample
  files of fnogatz/swtparser.js), [2020] player id at D9 (7.x, bin, one byte) or D9-DA
  (8.x, bib), [2021] the same number in decimal (start number) at DB (7.x, int) or
  DB-DC (8.x, inb), [2022] "Platz" (rank) at DD (7.x, int) or DD-DE (8.x, inb), [2033]
  FIDE id at 8B-92 (7.x) or 144-14F (8.x).
Texts are zero-padded and written in Windows-1252, the code page of the Windows program
(the structure files write no encoding: an assumption, said where the tests use it).

A spec is a dict: "version" (e.g. 883 or 765), "name", "city", "start", "end" (texts as
the program writes them, e.g. "10.11.2025"), "rounds", "paired" (default: rounds),
"team" (bool), "arbiter", "arbiters" (up to 4 texts: [68], then 8.x's [85]-[87]),
"time_control" (up to 3 texts, [72]-[74]), and for 8.x only "organiser" and
"round_days" (the days since 30 December 1899 by round, 0 for none; each round's time
is written 09:00 where it has a day, as the program would), "players": [{"id", "rank"
(default: id), "name", "title", "sex" ([2013]), "place" ([2022]), "rating",
"national", "federation", "born", "fide_id", "pairings": [{"colour": "w", "b", "bye"
(white "spielfrei") or "" (none), "opponent": id, "result": "1", "=", "0" or "",
"status": "" (played), "forfeit" or "absent"}, one per round]}], in file order;
"truncate": cut the bytes to this length.
"""

from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from helpers import JsonObject

__all__ = ["swt_bytes", "LAYOUT"]

#: structure.csv by major version: (start:fixtures_players, length:player).
LAYOUT = {7: (3894, 292), 8: (13384, 655)}
PAIRING = 19
#: The version-specific offsets (player.csv): [2020] id and whether it is two bytes,
#: [2021] start number, [2033] FIDE id (start, end).
_PLAYER = {7: {"id": (0xD9, 1), "rank": (0xDB, 1), "fide_id": (0x8B, 0x92)},
           8: {"id": (0xD9, 2), "rank": (0xDB, 2), "fide_id": (0x144, 0x14F)}}
_COLOUR = {"w": 0x01, "b": 0x03, "bye": 0x02, "": 0x00}
_RESULT = {"0": 1, "=": 2, "1": 3, "": 0}
_STATUS = {"": 0x00, "forfeit": 0x02, "absent": 0x03}
#: general.csv: [68] and 8.x's [85]-[87], the other arbiters; [72]-[74] the periods.
_ARBITERS = ((0x3A5, 0x3E0), (0x2E47, 0x2E82), (0x2E84, 0x2EBF), (0x2EC1, 0x2EFC))
_PERIODS = ((0x449, 0x45C), (0x45E, 0x471), (0x473, 0x487))
#: 800/general.csv: [89] round 1's date, then every 4 bytes [91], [93], ... to round 40.
_ROUND_DAYS = 0x2CC1
#: Windows-1252 beyond Latin-1 (bytes 80-9F), for the few letters the tests use.
_CP1252 = {"\u20ac": 0x80, "\u0160": 0x8A, "\u0152": 0x8C, "\u017d": 0x8E, "\u0161": 0x9A,
           "\u0153": 0x9C, "\u017e": 0x9E, "\u0178": 0x9F}


def _encode(text: str) -> bytes:
    out = bytearray()
    for char in text:
        code = ord(char)
        if char in _CP1252:
            out.append(_CP1252[char])
        elif code < 0x80 or 0xA0 <= code < 0x100:
            out.append(code)
        else:
            raise ValueError("not in Windows-1252: %r" % char)
    return bytes(out)


def _put(data: bytearray, at: int, value: bytes) -> None:
    for index in range(len(value)):
        data[at + index] = value[index]


def _text(data: bytearray, at: int, end: int, text: object) -> None:
    """An `asc` field from `at` to `end` (inclusive), zero-padded."""
    raw = _encode(str(text))
    if len(raw) > end - at + 1:
        raise ValueError("too long for %X-%X: %r" % (at, end, text))
    _put(data, at, raw)


def _number(data: bytearray, at: int, size: int, value: int) -> None:
    _put(data, at, bytes([value & 0xFF, (value >> 8) & 0xFF][:size]))


def swt_bytes(spec: "JsonObject") -> bytes:
    """The bytes of the SWT file the spec describes."""
    version = spec.get("version", 883)
    # a version the documentation does not describe (for the tests that it is refused)
    # is laid out as the nearest one it does
    major = min(max(version // 100, 7), 8)
    start, player_length = LAYOUT[major]
    players = spec.get("players", [])
    rounds: int = spec.get("rounds", 0)
    paired: int = spec.get("paired", rounds)
    pairings = len(players) * rounds * PAIRING if paired else 0
    data = bytearray(start + pairings + len(players) * player_length)
    data[1] = rounds
    data[3] = paired
    data[5] = paired
    _number(data, 7, 2, len(players))
    data[0x25E] = 0xFF if spec.get("team") else 0x00
    _number(data, 0x261, 2, version)
    _text(data, 0x316, 0x33D, spec.get("name", ""))
    _text(data, 0x33F, 0x366, spec.get("city", ""))
    _text(data, 0x41F, 0x432, spec.get("start", ""))
    _text(data, 0x434, 0x447, spec.get("end", ""))
    _text(data, 0x368, 0x3A3, spec.get("arbiter", ""))
    arbiters = spec.get("arbiters", [])
    if major == 7 and len(arbiters) > 1:
        raise ValueError("7.x has one field for the other arbiters")
    for (at, end), said in zip(_ARBITERS, arbiters):
        _text(data, at, end, said)
    for (at, end), said in zip(_PERIODS, spec.get("time_control", [])):
        _text(data, at, end, said)
    if major == 7 and ("organiser" in spec or "round_days" in spec):
        raise ValueError("7.x has no organiser and no round dates")
    if "organiser" in spec:
        _text(data, 0x2E0A, 0x2E45, spec["organiser"])
    for number, days in enumerate(spec.get("round_days", [])):
        at = _ROUND_DAYS + 4 * number
        _number(data, at, 2, days)
        if days:
            data[at + 2], data[at + 3] = 9, 0  # [90]: 09:00
    if paired:
        for position, player in enumerate(players):
            games = player.get("pairings", [])
            for number in range(rounds):
                game = games[number] if number < len(games) else {}
                at = start + (position * rounds + number) * PAIRING
                data[at + 8] = _COLOUR[game.get("colour", "")]
                _number(data, at + 9, 2, game.get("opponent", 0))
                data[at + 0x0B] = _RESULT[game.get("result", "")]
                data[at + 0x0F] = _STATUS[game.get("status", "")]
    offsets = _PLAYER[major]
    for position, player in enumerate(players):
        at = start + pairings + position * player_length
        _text(data, at, at + 0x1F, player.get("name", ""))
        _text(data, at + 0x42, at + 0x44, player.get("title", ""))
        _text(data, at + 0x46, at + 0x49, player.get("rating", ""))
        _text(data, at + 0x4B, at + 0x4E, player.get("national", ""))
        _text(data, at + 0x69, at + 0x6B, player.get("federation", ""))
        _text(data, at + 0x80, at + 0x89, player.get("born", ""))
        _text(data, at + 0xB8, at + 0xB8, player.get("sex", ""))
        _number(data, at + 0xDD, offsets["rank"][1], player.get("place", 0))
        fide_id = offsets["fide_id"]
        _text(data, at + fide_id[0], at + fide_id[1], player.get("fide_id", ""))
        _number(data, at + offsets["id"][0], offsets["id"][1], player["id"])
        _number(data, at + offsets["rank"][0], offsets["rank"][1],
                player.get("rank", player["id"]))
    if "truncate" in spec:
        return bytes(data[:spec["truncate"]])
    return bytes(data)
