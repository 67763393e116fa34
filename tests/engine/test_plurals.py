"""Plurals right in both languages: "1 game", "2 games"; "1 Partie", "2 Partien";
"0.5 points", "1 point", "1.5 points"; "0,5 Punkte", "1 Punkt", "1,5 Punkte".

A sentence with a count right before a noun has a sibling "KEY-one" that elo.texts.counted
chooses for a count of exactly one; a sentence of two counts or more takes each as a phrase
("count-games"). The scan below finds every sentence of both languages with a {placeholder}
before a plural noun; the rest render sentences at their call sites for 0, 1 and 2, the
expected words written out from the words of elo/texts by hand."""

import re

from elo.errors import InputError
from elo.messages import message
from elo.numbers import PLAIN
from elo.present.explain import tiers
from elo.present.blocks import TABLE_ROWS
from elo.present.pieces import more_games
from elo.present.sharing import _sum_line
from elo.texts import LANGUAGES, counted, every_word
from elo.tournament import read_tournament
from elo.tournament.model import Tournament
from elo.tournament.norm_words import missing_words
from elo.tournament.norms import Norm
from elo.tournament.rating import rate_tournament
from elo.tournament.report import tournament_text
from elo.tournament.round_words import rounds_text
from elo.web.tournament.printout import caption_text
from elo.web.tournament.render import status_text

#: The plural nouns a count may stand before. Not here: German "Spieler" and "Gegner" (one
#: and many alike, but for the dative "Spielern", "Gegnern", which are here), and English
#: "titled" ("1 titled, 0 holding GM" reads right: an adjective, no noun).
NOUNS = {
    "en": ("games", "points", "rounds", "players", "opponents", "federations",
           "tournaments", "months", "steps", "rows", "days", "lines", "entries", "events",
           "periods", "evaluations", "wins", "draws", "losses", "results", "years",
           "seconds", "minutes", "moves", "columns", "files", "norms", "titles"),
    "de": ("Partien", "Punkte", "Runden", "Spielern", "Gegnern", "Verbände", "Verbänden",
           "Turniere", "Turnieren", "Monate", "Monaten", "Schritte", "Zeilen", "Tage",
           "Tagen", "Einträge", "Zeiträume", "Auswertungen", "Siege", "Niederlagen",
           "Ergebnisse", "Jahre", "Jahren", "Sekunden", "Minuten", "Züge", "Spalten",
           "Dateien", "Normen"),
}

#: Sentences whose count is never one, and why.
NEVER_ONE = {
    # FIDE Rating Regulations 8.3.3: K is cut only where K x games exceeds 700, and K is
    # at most 40: 18 games or more
    "k-700",
    # a DWZ performance is had from MIN_GAMES = 5 counted games on (Wertungsordnung 3.6 /
    # 4.6, elo.systems.dwz.common); below it there is none to say
    "dwz-performance",
    # {low} is that same MIN_GAMES, 5 (elo.systems.dwz.first)
    "error-dwz_first_too_few_games",
}


def _counts_before_nouns(lang: str) -> list[tuple[str, str]]:
    """(key, what matched) for every sentence of `lang` with a {placeholder} before a
    plural noun, a word (an adjective: "{count} more games") allowed between."""
    pattern = re.compile(r"\{\w+\}\s+(?:[\w-]+\s+)?(?:%s)\b" % "|".join(NOUNS[lang]))
    return [(key, found.group(0)) for key, sentence in sorted(every_word(lang).items())
            for found in pattern.finditer(sentence)]


def test_the_scan_finds_what_it_looks_for() -> None:
    # a scan that found nothing could not fail: these stand before their nouns today
    assert ("copy-games", "{count} games") in _counts_before_nouns("en")
    assert ("table-more", "{count} weitere Partien") in _counts_before_nouns("de")


def test_every_count_before_a_plural_noun_has_its_singular() -> None:
    for lang in LANGUAGES:
        found = every_word(lang)
        lacking = [(key, said) for key, said in _counts_before_nouns(lang)
                   if key.endswith("-one") or (key + "-one" not in found and
                                               key not in NEVER_ONE)]
        assert lacking == [], lang


def test_the_allowed_sentences_are_still_there() -> None:
    # an entry for a key that is gone or changed would let a new one through unseen
    scanned = set(key for lang in LANGUAGES for key, _ in _counts_before_nouns(lang))
    assert sorted(NEVER_ONE - scanned) == []


def test_counted_takes_the_singular_for_exactly_one() -> None:
    # "copy-games": "{count} games:", "copy-games-one": "{count} game:" (elo/texts/en.py)
    assert counted("en", "copy-games", 1, count="1") == "1 game:"
    assert counted("en", "copy-games", 1.0, count="1") == "1 game:"
    for number, said in ((0, "0"), (2, "2"), (0.5, "0.5"), (1.5, "1.5")):
        assert counted("en", "copy-games", number, count=said) == said + " games:"
    assert counted("de", "copy-games", 1, count="1") == "1 Partie:"
    assert counted("de", "copy-games", 2, count="2") == "2 Partien:"
    # a sentence without a "-one" is itself for one too ("need-of": "{points} out of {games}")
    assert counted("en", "need-of", 1, points="1", games="1") == "1 out of 1"
    # the command line's plain style speaks English
    assert counted(PLAIN, "count-rounds", 1, count=1) == "1 round"


def test_the_count_phrases() -> None:
    expected = {"en": {"games": ("game", "games"), "points": ("point", "points"),
                       "players": ("player", "players"), "rounds": ("round", "rounds")},
                "de": {"games": ("Partie", "Partien"), "points": ("Punkt", "Punkte"),
                       "players": ("Spieler", "Spieler"), "rounds": ("Runde", "Runden")}}
    for lang, nouns in expected.items():
        for noun, (one, many) in nouns.items():
            for number in (0, 2, 0.5, 1.5):
                assert counted(lang, "count-" + noun, number, count="n") == "n " + many
            assert counted(lang, "count-" + noun, 1, count="1") == "1 " + one


def test_norm_words_for_every_count() -> None:
    # elo.tournament.norm_words.missing_words: points in hundredths, the rest as counts
    def said(lang: str, **missing: int | None) -> list[str]:
        # a GM norm check lacking `missing` (missing_words reads its missing and title)
        return missing_words(Norm("GM", 0, None, None, missing), lang)

    for hundredths, en, de in ((50, "0.5 points short", "0,5 Punkte fehlen"),
                               (100, "1 point short", "1 Punkt fehlt"),
                               (150, "1.5 points short", "1,5 Punkte fehlen"),
                               (200, "2 points short", "2 Punkte fehlen")):
        assert said("en", points=hundredths) == [en]
        assert said("de", points=hundredths) == [de]
    for count, en, de in ((1, "the opponents' average 1 point too low",
                           "der Elo-Schnitt der Gegner 1 Punkt zu niedrig"),
                          (2, "the opponents' average 2 points too low",
                           "der Elo-Schnitt der Gegner 2 Punkte zu niedrig")):
        assert said("en", average=count) == [en]
        assert said("de", average=count) == [de]
    assert said("en", games=1, titled=1) == ["one game too few",
                                             "one titled opponent too few"]
    assert said("en", games=2, titled=2) == ["2 games too few", "2 titled opponents too few"]
    assert said("de", games=1, federations=1) == ["eine Partie zu wenig",
                                                  "ein fremder Verband zu wenig"]
    assert said("de", games=2, federations=2) == ["2 Partien zu wenig",
                                                  "2 fremde Verbände zu wenig"]


def _line(rank: int, name: str, rating: str, points: str, final: int,
          games: list[tuple[int, str, str]]) -> str:
    """A TRF16 player line (001): rank, name, rating, points, final rank, then per round
    the opponent's rank, colour and result."""
    start = "001 %4d m    %-33s %4s GER     %7s 1980       %4s %4d" % (
        rank, name, rating, "900001%d" % rank if rating else "", points, final)
    return start + "".join("  %4d %s %s" % game for game in games)


def _tournament(rounds: int, announced: int | None = None) -> Tournament:
    """Alt (1800) loses every round to Neu, who has no rating."""
    head = ["012 Plural Open", "042 2025/10/01", "052 2025/10/0%d" % rounds, "062 2",
            "142 %d" % (announced or rounds)]
    return read_tournament(("\n".join(head + [
        _line(1, "Alt, Anna", "1800", "0.0", 2, [(2, "w", "0")] * rounds),
        _line(2, "Neu, Nora", "", "%d.0" % rounds, 1, [(1, "b", "1")] * rounds)]) +
        "\n").encode("ascii"))


def test_the_command_lines_tournament_text() -> None:
    # elo.tournament.report.tournament_text: the head line says the rounds and players;
    # Neu's first rating stays unpublished below 5 games against rated opponents (FIDE
    # Rating Regulations 8.2), so many as she played
    for rounds, head, games in ((1, "1 round, 2 players", "1 game"),
                                (2, "2 rounds, 2 players", "2 games")):
        event = _tournament(rounds)
        lines = tournament_text(event, rate_tournament(event)).split("\n")
        assert lines[0] == "Plural Open (2025-10-01 to 2025-10-0%d, %s)" % (rounds, head)
        assert "  2 Neu, Nora: %s against rated opponents, 5 needed" % games in lines
    # two rounds announced (142), one in the file: one still to play
    event = _tournament(1, announced=2)
    lines = tournament_text(event, rate_tournament(event)).split("\n")
    assert lines[0] == "Plural Open (2025-10-01 to 2025-10-01, 2 rounds, 2 players)"
    assert "line 5: Incomplete file: 2 rounds announced (142), 1 in the file. The " \
        "tournament is not finished, or the file is cut short." in lines
    assert "Not finished: round 2 still to be played. Games not yet played are not " \
        "rated; the norms are checked on the games played so far." in lines


def test_the_pages_tournament_status() -> None:
    # elo.web.tournament.render.status_text, the status line above the table
    for rounds, en, de in ((1, "2 players, 1 round", "2 Spieler, 1 Runde"),
                           (2, "2 players, 2 rounds", "2 Spieler, 2 Runden")):
        event = _tournament(rounds)
        results = rate_tournament(event)
        assert status_text(event, results, "en")[0] == "Plural Open: %s." % en
        assert status_text(event, results, "de")[0] == "Plural Open: %s." % de


def test_round_numbers() -> None:
    assert rounds_text([3], "en") == "round 3"
    assert rounds_text([3, 4], "en") == "rounds 3\u20134"
    assert rounds_text([3], "de") == "Runde 3"
    assert rounds_text([3, 5], "de") == "Runden 3, 5"


def test_the_files_messages() -> None:
    # elo.messages: the counts of a file too large for the page, and of one short of its
    # players, each said as a phrase
    def too_large(count: int, lang: str) -> str:
        return message(InputError("file", "tournament_too_large", players=count,
                                  rounds=count, games=count, most=50000), lang)

    assert too_large(1, "en").startswith(
        "Too large for the page: 1 player and 1 round, 1 game; the page rates up to 50,000.")
    assert too_large(2, "en").startswith(
        "Too large for the page: 2 players and 2 rounds, 2 games; the page rates up to")
    assert too_large(1, "de").startswith(
        "Zu groß für die Seite: 1 Spieler und 1 Runde, 1 Partie; die Seite wertet bis 50.000.")
    assert too_large(2, "de").startswith(
        "Zu groß für die Seite: 2 Spieler und 2 Runden, 2 Partien;")
    for count, en, de in ((1, "1 player", "1 Spieler"), (2, "2 players", "2 Spieler")):
        error = InputError("file", "trf_players_missing", announced=count, found=0)
        assert message(error, "en") == "Incomplete file: %s announced (062), 0 in the file." % en
        assert message(error, "de") == \
            "Unvollständige Datei: %s angekündigt (062), 0 in der Datei." % de


def test_the_copied_texts_sum() -> None:
    # elo.present.sharing: more games than it lists, as their count and score
    for count, points, en, de in (
            (1, 100, "1 game against an average of 1600, 1 point",
             "1 Partie gegen durchschnittlich 1600, 1 Punkt"),
            (2, 50, "2 games against an average of 1600, 0.5 points",
             "2 Partien gegen durchschnittlich 1600, 0,5 Punkte"),
            (2, 150, "2 games against an average of 1600, 1.5 points",
             "2 Partien gegen durchschnittlich 1600, 1,5 Punkte"),
            (0, 0, "0 games against an average of 1600, 0 points",
             "0 Partien gegen durchschnittlich 1600, 0 Punkte")):
        assert _sum_line(count, "1600", points, "en") == en
        assert _sum_line(count, "1600", points, "de") == de


def test_the_games_a_table_leaves_out() -> None:
    # elo.present.pieces.more_games: TABLE_ROWS listed, the rest counted
    assert more_games(range(TABLE_ROWS), "en") == ""
    assert more_games(range(TABLE_ROWS + 1), "en") == \
        "\u2026 and 1 more game, counted in the sums."
    assert more_games(range(TABLE_ROWS + 2), "en") == \
        "\u2026 and 2 more games, counted in the sums."
    assert more_games(range(TABLE_ROWS + 1), "de") == \
        "\u2026 und 1 weitere Partie, die in den Summen mitgezählt ist."
    assert more_games(range(TABLE_ROWS + 2), "de") == \
        "\u2026 und 2 weitere Partien, die in den Summen mitgezählt sind."


def test_the_points_to_a_title() -> None:
    # elo.present.explain.tiers: FM at 2300, IM 2400, GM 2500 (explain.TITLES)
    en, de = tiers(2299, "en"), tiers(2299, "de")
    assert "1 point to go to the FM threshold (2300)." in en
    assert "101 points to go to the IM threshold (2400)." in en
    assert "Bis zur FM-Schwelle (2300) fehlt 1 Punkt." in de
    assert "Bis zur IM-Schwelle (2400) fehlen 101 Punkte." in de
    assert "0.5 points to go to the FM threshold (2300)." in tiers(2299.5, "en")
    assert "Bis zur FM-Schwelle (2300) fehlen 0,5 Punkte." in tiers(2299.5, "de")


def test_the_search_caption() -> None:
    # elo.web.tournament.printout.caption_text: how many of how many players a search found
    order = ("rank", False)
    assert caption_text("en", 1, 1, "Neu", order).startswith('1 of 1 player: search "Neu"')
    assert caption_text("en", 1, 2, "Neu", order).startswith('1 of 2 players: search "Neu"')
    assert caption_text("de", 1, 1, "Neu", order).startswith("1 von 1 Spieler: Suche „Neu“")
    assert caption_text("de", 0, 2, "Neu", order).startswith("0 von 2 Spielern: Suche „Neu“")
