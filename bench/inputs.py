"""What the bench feeds the page: the keystroke cases' links and ratings, and the files
to import (a PGN as chess databases export it, a CSV as a German spreadsheet writes it),
generated the same in every run."""

import random
from pathlib import Path

from .browser import RESULTS


def tournament(rows: int) -> str:
    """The link of a FIDE tournament with `rows` games, rating 1800, K 20."""
    return "#system=fide&mode=tournament&rating=1800&k=20&games=" + ",".join(
        "%d:%s" % (1600 + 13 * (i % 60), ("1", "0.5", "0")[i % 3]) for i in range(rows))


TOURNAMENT = tournament(30)

#: The keystroke cases: name, label, link, rows, CPU throttle.
CASES = (("classic", "classic single game", "", 1),
         ("rows30", "30 FIDE rows", TOURNAMENT, 1),
         ("rows300", "300 FIDE rows", tournament(300), 1),
         ("rows30_cpu4x", "30 FIDE rows, CPU 4x slower", TOURNAMENT, 4))


def ratings(count: int, seed: int = 13) -> list[str]:
    """Ratings to type, four digits each, the same in every run."""
    rng = random.Random(seed)
    return ["%d" % rng.randint(1400, 2399) for _ in range(count)]


# --- files to import -------------------------------------------------------------------

_SURNAMES = ("Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner",
             "Becker", "Schulz", "Hoffmann", "Schäfer", "Koch", "Bauer", "Richter", "Klein",
             "Wolf", "Schröder", "Neumann", "Schwarz", "Zimmermann", "Braun", "Krüger",
             "Hofmann", "Hartmann", "Lange", "Schmitt", "Werner", "Schmitz", "Krause", "Meier",
             "Lehmann", "Schmid", "Schulze", "Maier", "Köhler", "Herrmann", "König", "Walter",
             "Mayer", "Huber", "Kaiser", "Fuchs", "Peters", "Lang", "Scholz", "Möller",
             "Weiß", "Jung", "Hahn", "Schubert", "Yilmaz", "Kaya", "Nowak", "Kowalski",
             "Ivanov", "Petrov", "Novak", "García", "Jansen", "Nielsen")
_GIVEN = ("Thomas", "Michael", "Andreas", "Stefan", "Christian", "Jürgen", "Uwe", "Jörg",
          "Frank", "Peter", "Sabine", "Claudia", "Anna", "Lena", "Jonas", "Lukas", "Felix",
          "Maximilian", "Paul", "Leon", "Özlem", "Mehmet", "Elif", "Dmitri", "Tomasz",
          "Zoë", "René", "Björn", "Sören", "Hannah")
_EVENTS = (("Bundesliga 2023/24", "Deutschland GER", "team"),
           ("Oberliga Bayern 2023/24", "Bayern GER", "team"),
           ("Bad Wiessee Open 2023", "Bad Wiessee GER", "swiss"),
           ("Neckar Open 2024", "Deizisau GER", "swiss"),
           ("Deutsche Meisterschaft 2024", "Magdeburg GER", "swiss"),
           ("Vereinsmeisterschaft 2024", "Musterstadt GER", "rr"),
           ("Landesliga Nord 2024/25", "Hamburg GER", "team"),
           ("Sparkassen Open 2024", "Dortmund GER", "swiss"))
_MOVES = ("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5",
          "Bb3", "d6", "c3", "h3", "Nb8", "d4", "Nbd7", "c4", "e6", "Nc3", "d5", "cxd5",
          "exd5", "Bg5", "c6", "Qc2", "Bd3", "Nge2", "Rb1", "Qxd8+", "Kxd8", "Rfe1", "g3",
          "Bg7", "Bg2", "Nxe4", "Bxf7+", "Kh8", "Qh5", "g6", "Rad1", "Qe7", "a4", "Rxd8",
          "f4", "exf4", "Nd5", "Bxd5", "Qb6", "Ng4", "h5", "Kg1", "Rc1", "Ne5", "Nxe5",
          "dxe5", "Qa5", "b4", "Kf1", "Ke2", "Rxe8+", "Rxe8", "f5", "Qf3", "Ng5", "Be6")


def pgn_text(games: int = 10000, players: int = 600, seed: int = 7) -> str:
    """A PGN file of `games` games among `players` players, as chess databases export it:
    the seven tag roster, Elo, FIDE ids, ECO, event dates and types, then 20 to 80 moves
    wrapped at 80 columns; a few players without a rating."""
    rng = random.Random(seed)
    people: list[tuple[str, str, int]] = []
    for number in range(players):
        name = "%s, %s" % (_SURNAMES[number % len(_SURNAMES)],
                           _GIVEN[(number * 7 + number // len(_SURNAMES)) % len(_GIVEN)])
        if number >= len(_SURNAMES) * len(_GIVEN) // 3:
            name += " %s." % "ABCDEFGHKLMNPRSTW"[number % 17]
        rating = "" if number % 50 == 49 else str(rng.randint(1100, 2600))
        people.append((name, rating, 4600000 + number * 37))
    weights = [1 + (number % 7) for number in range(players)]  # some play more than others
    out: list[str] = []
    for number in range(games):
        event, site, kind = _EVENTS[number % len(_EVENTS)]
        white, black = rng.choices(people, weights, k=2)
        while black is white:
            black = rng.choice(people)
        result = rng.choices(("1-0", "0-1", "1/2-1/2", "*"), (38, 30, 31, 1))[0]
        month, day = 1 + number % 12, 1 + number % 28
        tags = [("Event", event), ("Site", site), ("Date", "2024.%02d.%02d" % (month, day)),
                ("Round", "%d.%d" % (1 + number % 9, 1 + number % 12)),
                ("White", white[0]), ("Black", black[0]), ("Result", result)]
        if white[1]:
            tags.append(("WhiteElo", white[1]))
        if black[1]:
            tags.append(("BlackElo", black[1]))
        tags += [("WhiteFideId", str(white[2])), ("BlackFideId", str(black[2])),
                 ("ECO", "%s%02d" % ("ABCDE"[number % 5], rng.randint(0, 99))),
                 ("EventDate", "2024.%02d.01" % month), ("EventType", kind),
                 ("PlyCount", "0")]
        plies = rng.randint(40, 160)
        tags[-1] = ("PlyCount", str(plies))
        words: list[str] = []
        for ply in range(plies):
            if ply % 2 == 0:
                words.append("%d." % (ply // 2 + 1))
            words.append(rng.choice(_MOVES))
        words.append(result)
        lines: list[str] = []
        line = ""
        for word in words:
            if len(line) + len(word) + 1 > 80:
                lines.append(line)
                line = word
            else:
                line = word if not line else line + " " + word
        lines.append(line)
        out.append("".join('[%s "%s"]\n' % pair for pair in tags) + "\n" + "\n".join(lines)
                   + "\n")
    return "\n".join(out)


def csv_text(rows: int = 10000, seed: int = 11) -> str:
    """A CSV of `rows` games as a German spreadsheet writes it: header, ";", decimal comma."""
    rng = random.Random(seed)
    lines = ["Runde;Name;Elo;Ergebnis"]
    for number in range(rows):
        lines.append("%d;%s, %s;%d;%s" % (
            number + 1, _SURNAMES[rng.randrange(len(_SURNAMES))],
            _GIVEN[rng.randrange(len(_GIVEN))], rng.randint(1400, 2300),
            rng.choices(("1", "0,5", "0"), (40, 30, 30))[0]))
    return "\r\n".join(lines) + "\r\n"


def write_file(name: str, text: str) -> Path:
    """bench-results/files/NAME with `text` (git-ignored, written anew each run)."""
    folder = RESULTS / "files"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def trf_text(players: int = 300, rounds: int = 11, seed: int = 7) -> str:
    """A Swiss tournament as FIDE's TRF: `players` rated 1400-2600 with a national rating
    each (TRF-2026 national lines), `rounds` rounds of random pairings whose results agree
    on both sides (wins, draws, losses, now and then a forfeit), an odd one out unpaired."""
    rng = random.Random(seed)
    ratings = sorted((rng.randint(1400, 2600) for _ in range(players)), reverse=True)
    played: dict[int, list[str]] = {rank: [] for rank in range(1, players + 1)}
    for _ in range(rounds):
        order = list(range(1, players + 1))
        rng.shuffle(order)
        for white, black in zip(order[0:-1:2], order[1::2]):
            result = rng.choice(("1", "0", "=", "=", "1", "0", "+", "1"))
            other = {"1": "0", "0": "1", "=": "=", "+": "-"}[result]
            played[white].append("%4d w %s" % (black, result))
            played[black].append("%4d b %s" % (white, other))
        if players % 2:
            played[order[-1]].append("0000 - U")
    lines = ["012 Bench Open", "022 Berlin", "042 2026/10/01", "052 2026/10/11",
             "062 %d" % players]
    for rank in range(1, players + 1):
        name = "%s, %s" % (_SURNAMES[rank % len(_SURNAMES)], _GIVEN[rank % len(_GIVEN)])
        line = "001 %4d m    %-33s %4d GER %11d %-10s %4s %4d" % (
            rank, name, ratings[rank - 1], 100000 + rank,
            "%d/01/01" % rng.randint(1950, 2012), "0.0", rank)
        lines.append((line.ljust(91) + "".join(game + "  " for game in played[rank])).rstrip())
    for rank in range(1, players + 1):
        name = "%s, %s" % (_SURNAMES[rank % len(_SURNAMES)], _GIVEN[rank % len(_GIVEN)])
        lines.append("GER %4d      %-33s %4d" % (rank, name, ratings[rank - 1] - 40))
    return "\n".join(lines) + "\n"
