"""The norm forecast in a player's details (elo.web.tournament.norm_html) where the file
already pairs rounds still to play, as strings, in both languages.

tests/fixtures/tournament/norm_paired.trf (hand-made): Siegel (start rank 7, FM, GER) has 6.5 of
7 (rounds 1-7: Dekker 2450 1, Farkas 2400 1, Graf 2380 1, Conti 2500 0.5, Nowak 2420 1, the
unrated Imhof 1, Haas 2300 1); rounds 8 and 9 pair him with the GMs Arnaud (2550, FRA) and
Barrios (2520, ESP), no results. norm_paired_one.trf is the same file a round earlier:
round 8 paired with Arnaud, round 9 not yet paired. Every figure by hand from the Title
Regulations 1.4 (docs/rules/norms.md) and table 1.4.9 (docs/rules/forecast.md's worked
case; tests/cases/tournament.json "forecast ..." for the sums)."""

import re

from elo.tournament import read_tournament
from elo.tournament.rating import PlayerResult, rate_tournament
from elo.web.tournament.norm_html import norms_html
from helpers import FIXTURES, norm_block, search


def _player(name: str, rank: int) -> PlayerResult:
    tournament = read_tournament((FIXTURES / "tournament" / name).read_bytes())
    return [result for result in rate_tournament(tournament) if result.player.rank == rank][0]


def _words(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def _rows(block: str) -> list[tuple[str, bool, list[str]]]:
    """(data-points, made, the cells' text) of the paired table."""
    return [(points, bool(made), re.findall(r"<td>([^<]*)</td>", cells))
            for points, made, cells in re.findall(
                r'<tr data-points="([0-9.]+)"( class="made")?><th scope="row">[^<]*</th>'
                r'(.*?)</tr>', block)]


def test_a_draw_in_either_paired_round_gives_the_gm_norm() -> None:
    gm = norm_block(norms_html(_player("norm_paired.trf", 7), "en"), "GM")
    words = _words(gm)
    assert "Already paired: round 8 against Arnaud, Alain (GM, 2550, FRA); round 9 " \
        "against Barrios, Blas (GM, 2520, ESP)." in words
    assert '<table class="norm-forecast norm-paired">' in gm
    # Ra: 2450 + 2400 + 2380 + 2500 + 2420 + 2200 (Imhof, 1400, raised to GM's floor,
    # 1.4.6) + 2300 + 2550 + 2520 = 21720 / 9 = 2413.3 -> 2413; Rp by table 1.4.9:
    # 6.5/9 = 72 % dp 166, 7/9 = 78 % dp 220, 83 % 273, 89 % 351, 94 % 444
    assert _rows(gm) == [
        ("0", False, ["2413", "2579", "not made: 0.5 points short"]),
        ("0.5", True, ["2413", "2633", "made"]),
        ("1", True, ["2413", "2686", "made"]),
        ("1.5", True, ["2413", "2764", "made"]),
        ("2", True, ["2413", "2857", "made"])]
    assert '<p class="norm-paired-least">With 0.5 of 2 in the paired games (rounds ' \
        '8\u20139), whichever game it comes from, the GM norm is made (Rp 2633).</p>' in gm
    # both GMs known: three GMs of nine, nothing besides (at an average it was two short)
    assert "norm-besides" not in gm and "holding GM" not in words.split("Already")[1]


def test_in_german_the_same_table_and_sentence() -> None:
    gm = norm_block(norms_html(_player("norm_paired.trf", 7), "de"), "GM")
    words = _words(gm)
    assert "Bereits gepaart: Runde 8 gegen Arnaud, Alain (GM, 2550, FRA); Runde 9 gegen " \
        "Barrios, Blas (GM, 2520, ESP)." in words
    assert _rows(gm)[:2] == [("0", False, ["2413", "2579", "nicht erreicht: 0,5 Punkte fehlen"]),
                             ("0.5", True, ["2413", "2633", "erreicht"])]
    assert "Mit 0,5 aus 2 in den gepaarten Partien (Runden 8\u20139), gleich aus welcher " \
        "Partie, ist die GM-Norm erreicht (Rp 2633)." in words


def test_every_result_gives_the_im_norm() -> None:
    # IM's floor 2050: 21570 / 9 = 2396.7 -> 2397; 72 % dp 166: Rp 2563 >= 2450
    im = norm_block(norms_html(_player("norm_paired.trf", 7), "en"), "IM")
    assert [made for _, made, _ in _rows(im)] == [True] * 5
    assert "The IM norm is made whatever the results in the paired games (rounds " \
        "8\u20139; Rp 2563 with no point)." in _words(im)
    de = _words(norm_block(norms_html(_player("norm_paired.trf", 7), "de"), "IM"))
    assert "Die IM-Norm ist mit jedem Ergebnis der gepaarten Partien erreicht (Runden " \
        "8\u20139; Rp 2563 ohne Punkt)." in de


def test_an_unrated_paired_opponent_is_said_and_counted_at_the_floor() -> None:
    # Haas (9): 3 of 7; round 8 Graf (2380, FM), round 9 the unrated Imhof, the lowest,
    # raised to IM's floor 2050: 21660 / 9 = 2407; only 5 of 9 (56 %, dp 43) gives 2450
    haas = _player("norm_paired.trf", 9)
    im = norm_block(norms_html(haas, "en"), "IM")
    assert "round 9 against Imhof, Ingo (unrated, GER)" in _words(im)
    assert [(points, made, cells[1]) for points, made, cells in _rows(im)] == [
        ("0", False, "2282"), ("0.5", False, "2327"), ("1", False, "2364"),
        ("1.5", False, "2407"), ("2", True, "2450")]
    assert "With 2 of 2 in the paired games (rounds 8\u20139), whichever game it comes " \
        "from, the IM norm is made (Rp 2450)." in _words(im)
    assert "Runde 9 gegen Imhof, Ingo (ohne Elo, GER)" in _words(
        norm_block(norms_html(haas, "de"), "IM"))
    # GM: 21810 / 9 = 2423, 5 of 9 at most: Rp 2466, 2 points short even so
    gm = _words(norm_block(norms_html(haas, "en"), "GM"))
    assert "No result in the paired games (rounds 8\u20139) gives the GM norm; even with " \
        "every one won: 2 points short." in gm


def test_one_paired_round_said_as_a_result() -> None:
    # tests/fixtures/tournament/unfinished.trf: Siegel 7 of 9, round 10 paired with Arnaud:
    # Ra 24270 / 10 = 2427; 7/10 = 70 % dp 149: 2576; 7.5/10 = 75 % dp 193: 2620
    siegel = _player("unfinished.trf", 7)
    assert "A draw in round 10 is enough for the GM norm (Rp 2620)." in _words(
        norm_block(norms_html(siegel, "en"), "GM"))
    assert "Ein Remis in Runde 10 genügt für die GM-Norm (Rp 2620)." in _words(
        norm_block(norms_html(siegel, "de"), "GM"))
    # IM: 24220 / 10 = 2422, 70 %: 2571 >= 2450 even with a loss
    assert "A loss in round 10 still gives the IM norm (Rp 2571)." in _words(
        norm_block(norms_html(siegel, "en"), "IM"))
    assert "Auch mit einer Niederlage in Runde 10 ist die IM-Norm erreicht (Rp 2571)." in \
        _words(norm_block(norms_html(siegel, "de"), "IM"))


def test_one_round_paired_one_not_yet_a_table_by_the_paired_score() -> None:
    # after round 8: 19200 / 8 = 2400; 81 % dp 251: 2651, 88 % dp 336: 2736, 94 % dp 444:
    # 2844. Round 9 at A: 6.5 of 9 needs 19200 + A >= 21901.5 (A 2702); 7 and more need
    # the 1.4.7 minimum 2380: 19200 + A >= 21415.5 (A 2216); one more GM besides
    gm = norm_block(norms_html(_player("norm_paired_one.trf", 7), "en"), "GM")
    assert '<table class="norm-forecast norm-paired-rest">' in gm
    assert "One round not yet paired" in gm
    cells = {}
    for row, body in re.findall(
            r'<tr data-points="([0-9.]+)"><th scope="row">[^<]*</th>(.*?)</tr>', gm):
        for paired, value in re.findall(r'<td data-paired="([0-9.]+)">([^<]*)</td>', body):
            cells[(row, paired)] = value
    assert cells == {("0", "0"): "2702", ("0", "0.5"): "2216", ("0", "1"): "2216",
                     ("0.5", "0"): "2216", ("0.5", "0.5"): "2216", ("0.5", "1"): "2216",
                     ("1", "0"): "2216", ("1", "0.5"): "2216", ("1", "1"): "2216"}
    after = search(r'<tr class="norm-paired-after">(.*?)</tr>', gm).group(1)
    assert re.findall(r"<td[^>]*>([^<]*)</td>", after) == ["2651", "2736", "2844"]
    assert "Besides, at any average: one opponent holding GM or a higher title too few." \
        in _words(gm)
    assert "norm-paired-least" not in gm
    de = _words(norm_block(norms_html(_player("norm_paired_one.trf", 7), "de"), "GM"))
    assert "Eine Runde noch nicht gepaart" in de and "Rp nach den gepaarten Partien" in de
    assert "mit 0,5 aus 1 in den gepaarten Partien" in de


def test_no_round_paired_keeps_the_table_of_averages() -> None:
    # tests/fixtures/tournament/rounds_short.trf: rounds 3 to 5 announced, none paired
    tournament = read_tournament((FIXTURES / "tournament" / "rounds_short.trf").read_bytes())
    adam = [r for r in rate_tournament(tournament) if r.player.rank == 1][0]
    html = norms_html(adam, "en")
    assert '<table class="norm-forecast">' in html and "norm-paired" not in html
