"""One tournament rated month by month, one set of figures: for every player of
tests/fixtures/tournament/league_two_months.trf (hand-made, rounds 1-2 in March 2025 and 3-5 in
April, 49 days), the command line's JSON (`elo tournament FILE --json`), the CSV
(elo.web.tournament.sheet), the page's row (render.rows_html), his details' months
(render.detail_html), the printout's header (printout.header_html) and the calculator
opened by his links (read as the page reads a link: Inputs.read_link, evaluate,
output.render) show the same We, W - We, K, change and new rating, each month's and the
tournament's.

Golden figures worked out by hand from the rules (table 8.1.2, docs/rules/
fide-8.1.2-expected-score.csv; 8.3.1 the 400 cap; 8.3.3 K; 8.3.4 one rounding a period,
0.5 away from zero):

- Adler, 2395, born 1975. March, the file's list, K 20 (under 2400): Frank 1800 (D 595
  capped 400, PD .92) won, Berg 2300 (D 95, PD .63) won: We 1.55, W - We +.45, x 20 = +9.0
  -> +9, 2404. April, the list assumed (March's rating plus its change: Conrad 2200 +0,
  Decker 2096 after -4, Engel 1931 after +31), K 10 (2400 reached): Conrad (D 204, PD .76)
  draw, Decker (D 308, PD .86) won, Engel (D 473 capped 400, PD .92) draw: We 2.54,
  W - We -.54, x 10 = -5.4 -> -5, 2399. The tournament: We 4.09, W - We -.09, +4, 2399,
  K "20→10".
- Engel, 1900, born 2009 (16 in 2025, under 2300: K 40). March: Berg 2300 (D -400, PD .08)
  draw, Conrad 2200 (D -300, PD .15) draw: We .23, W - We +.77, x 40 = +30.8 -> +31, 1931.
  April: Decker 2096 (D -165, PD .28) won, Frank 1795 (D 136, PD .68) draw, Adler 2404
  (D -473 capped -400, PD .08) draw: We 1.04, W - We +.96, x 40 = +38.4 -> +38, 1969. The
  tournament: We 1.27, W - We +1.73, +69, 1969, K 40.
"""

import csv
import io
import json
import re
import subprocess
import sys

import pytest

from elo.present import output
from elo.present.evaluate import evaluate
from elo.tournament import read_tournament
from elo.tournament.periods import PeriodResult, rate_periods
from elo.tournament.rating import rate_tournament
from elo.web.calculator.inputs import Inputs
from elo.web.tournament.printout import header_html
from elo.web.tournament.render import calculator_links, detail_html, rows_html
from elo.web.tournament.sheet import to_csv
from helpers import FIXTURES, ROOT, JsonObject, search

LEAGUE = FIXTURES / "tournament" / "league_two_months.trf"
MINUS = "\u2212"
#: By hand (the module's docstring): start rank -> K cell, We, W - We, change, new rating,
#: and each month's (list rating, games, K, We, W - We, change, new rating).
GOLDEN = {
    1: ("20\u219210", 4.09, -0.09, 4, 2399,
        [(2395, 2, 20, 1.55, 0.45, 9, 2404), (2404, 3, 10, 2.54, -0.54, -5, 2399)]),
    5: ("40", 1.27, 1.73, 69, 1969,
        [(1900, 2, 40, 0.23, 0.77, 31, 1931), (1931, 3, 40, 1.04, 0.96, 38, 1969)]),
}


def _cli() -> dict[int, JsonObject]:
    done = subprocess.run([sys.executable, "-m", "elo", "tournament", str(LEAGUE), "--json"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return dict((player["rank"], player) for player in json.loads(done.stdout)["players"])


CLI = _cli()
EVENT = read_tournament(LEAGUE.read_bytes())
PERIODS = rate_periods(EVENT, rate_tournament(EVENT))
RESULTS = dict((result.player.rank, result) for result in PERIODS.results)


def _number(cell: str, lang: str) -> int | float | None:
    """A figure as the page or the CSV writes it, as a number ("" None)."""
    cell = cell.replace(MINUS, "-").replace("+", "").strip()
    if lang == "de":
        cell = cell.replace(",", ".")
    if not cell:
        return None
    return float(cell) if "." in cell else int(cell)


def _cells(html: str) -> dict[str, str]:
    return dict((name, re.sub(r"<[^>]+>", "", value))
                for name, value in re.findall(r'<td class="([a-z-]+)">(.*?)</td>', html))


def _calculator(link: str, lang: str) -> tuple[int | float | None, int | float | None]:
    """(new rating, change, notice) the calculator shows for a link."""
    inputs = Inputs(lang=lang, today="2026-12-01")
    inputs.read_link(link.replace("&amp;", "&"))
    screen = inputs.screen()
    shown = output.render(screen, evaluate(screen), lang).text
    return _number(shown["new-rating"], lang), _number(shown["change"], lang)


def _k(player: JsonObject) -> str:
    """The K cell from the JSON: one K, else each month's in order."""
    ks = [month["k"] for month in player["periods"] if month["expected"] is not None]
    return str(player["k"]) if player["k"] is not None else "\u2192".join(map(str, ks))


def test_the_golden_players_by_hand() -> None:
    for rank, (k, expected, w_we, change, new, months) in GOLDEN.items():
        player = CLI[rank]
        assert (_k(player), player["expected"], player["w_we"], player["change"],
                player["new_rating"]) == (k, expected, w_we, change, new)
        assert [(m["rating"], m["games"], m["k"], m["expected"], m["w_we"], m["change"],
                 m["rating_after"]) for m in player["periods"]] == months


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("rank", sorted(CLI))
def test_json_csv_row_details_print_and_links_agree(rank: int, lang: str) -> None:
    player, result = CLI[rank], RESULTS[rank]
    figures = {"k": _k(player), "expected": player["expected"], "w-we": player["w_we"],
               "change": player["change"], "new-rating": player["new_rating"]}
    # the JSON itself: the sums of its months
    months = player["periods"]
    assert player["w_we"] == round(sum(m["w_we"] for m in months), 2)
    assert player["expected"] == round(sum(m["expected"] for m in months), 2)
    assert player["change"] == sum(m["change"] for m in months)
    assert player["new_rating"] == months[-1]["rating_after"]
    # the page's row
    row = _cells(rows_html(EVENT, [result], lang))
    assert row["k"] == figures["k"]
    for cell in ("expected", "w-we", "change", "new-rating"):
        assert _number(row[cell], lang) == figures[cell], cell
    # the CSV: its row by the headings
    table = list(csv.reader(io.StringIO(to_csv(EVENT, [result], lang).lstrip("\ufeff")),
                            delimiter=";" if lang == "de" else ","))
    sheet = dict(zip(table[0], table[1]))
    words = {"en": ("K", "We", "W - We", "Rtg ±", "New rating"),
             "de": ("K", "We", "W - We", "Elo ±", "Neue Elo")}[lang]
    assert sheet[words[0]] == figures["k"]
    for word, cell in zip(words[1:], ("expected", "w-we", "change", "new-rating")):
        assert _number(sheet[word], lang) == figures[cell], word
    # his details: a row a month, then the tournament's
    details = detail_html(EVENT, result, None, None, lang)
    # his K field, left blank, shows the K used: each month's
    assert search(r'class="event-k"[^>]* placeholder="([^"]*)"', details).group(1) == \
        figures["k"]
    shown = re.findall(r'<tr data-month="([0-9-]+)">(.*?)</tr>', details)
    assert [month for month, _ in shown] == [m["month"] for m in months]
    for (_, html), month in zip(shown, months):
        cells = _cells(html)
        assert (int(cells["list-rating"].rstrip("*")), int(cells["games"]), int(cells["k"]),
                _number(cells["expected"], lang), _number(cells["w-we"], lang),
                _number(cells["change"], lang), int(cells["new-rating"])) == \
            (month["rating"], month["games"], month["k"], month["expected"], month["w_we"],
             month["change"], month["rating_after"])
        assert cells["list-rating"].endswith("*") == (month["rating_from"] == "assumed")
        # each month's link: the calculator shows that month's change and new rating
        link = search(r'<a class="month-calc" href="([^"]+)"', html).group(1)
        assert "month=" + month["month"] in link
        assert _calculator(link, lang) == (month["rating_after"], month["change"])
    total = _cells(search(r'<tr class="event-month-total">(.*?)</tr>', details).group(1))
    for cell in ("expected", "w-we", "change", "new-rating"):
        assert _number(total[cell], lang) == figures[cell], cell
    # the name's link: the last month, whose new rating is the row's
    links = calculator_links(EVENT, result, lang)
    assert [system for system, _ in links] == ["fide"]
    assert "month=" + months[-1]["month"] in links[0][1]
    assert _calculator(links[0][1], lang) == (player["new_rating"], months[-1]["change"])
    name = search(r'<a class="player-calc"[^>]* title="([^"]+)"', rows_html(
        EVENT, [result], lang)).group(1)
    assert _NAMED[lang][months[-1]["month"]] in name  # the month by its name


#: The league's months as each language names them (elo.texts.month_text)
_NAMED = {"en": {"2025-03": "March 2025", "2025-04": "April 2025"},
          "de": {"2025-03": "März 2025", "2025-04": "April 2025"}}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_printout_says_by_month_and_names_the_months(lang: str) -> None:
    header = header_html(EVENT, PERIODS.results, lang, "2026-01-01", PERIODS)
    said = {"en": "FIDE month by month", "de": "FIDE Monat für Monat"}[lang]
    rounds = {"en": ("rounds 1\u20132", "rounds 3\u20135"),
              "de": ("Runden 1\u20132", "Runden 3\u20135")}[lang]
    assert said in header
    months = {"en": ("March 2025", "April 2025"), "de": ("März 2025", "April 2025")}[lang]
    assert "%s (%s), %s (%s)" % (months[0], rounds[0], months[1], rounds[1]) in header
    # one period: nothing said of months
    assert said not in header_html(EVENT, PERIODS.results, lang, "2026-01-01", None)


def _line(*dates: str) -> str:
    return "132" + " " * 88 + "".join("%-10s" % date for date in dates).rstrip()


def _player(rank: int, rating: int | None, rounds: list[tuple[int | str, str, str]]) -> str:
    """A TRF16 player line (docs/rules/trf.md): rounds as (opponent, colour, result),
    "0000 - -" a round without a game."""
    line = "001 %4d m    %-33s %4s GER %11s %10s %4s %4d" % (
        rank, "Player %d" % rank, rating or "", str(1000 + rank), "1980", "0.0", rank)
    return line + "".join("  %4s %s %s" % game for game in rounds)


def test_an_unrated_players_link_holds_every_month_at_that_months_ratings() -> None:
    """Player 3 unrated; 1 (2000) and 2 (1900), K 20 (born 1980). March: 1 beats 2 (D 100,
    PD .64: +.36 x 20 = +7.2 -> +7, 2007; 2: -.36 x 20 = -7.2 -> -7, 1893). April, the
    lists assumed: 3 draws 1 at 2007 and beats 2 at 1893; against an unrated player 1 and 2
    have no game rated in April (their change 0). His first rating (8.2) counts every
    month's games at that month's ratings: his link holds 2007:0.5 and 1893:1, not the
    start list's 2000 and 1900. Player 1's name opens March, his last month rated, whose
    new rating (2007) is his row's."""
    lines = ["012 Test", _line("25/03/10", "25/04/14", "25/04/21"),
             _player(1, 2000, [(2, "w", "1"), (3, "b", "="), ("0000", "-", "-")]),
             _player(2, 1900, [(1, "b", "0"), ("0000", "-", "-"), (3, "w", "0")]),
             _player(3, None, [("0000", "-", "-"), (1, "w", "="), (2, "b", "1")])]
    event = read_tournament("\n".join(lines) + "\n")
    results = rate_periods(event, rate_tournament(event)).results
    assert isinstance(results[0], PeriodResult) and isinstance(results[1], PeriodResult)
    assert [(m.rating, m.change) for m in results[0].months] == [(2000, 7), (2007, 0)]
    assert [(m.rating, m.change) for m in results[1].months] == [(1900, -7), (1893, 0)]
    link = calculator_links(event, results[2], "en")[0][1]
    assert "first=1" in link and "month=" not in link
    assert "games=2007:0.5,1893:1&" in link
    assert "first rating (8.2)" in detail_html(event, results[2], None, None, "en")
    first = calculator_links(event, results[0], "en")[0][1]
    assert "month=2025-03" in first and "games=1900:1&" in first
    assert _calculator(first, "en") == (2007, 7) and results[0].new_rating == 2007


def test_a_rated_player_no_month_rates_shows_no_change_as_his_link() -> None:
    """1 (2000) and 2 (1900) play only the unrated 3, one game in March, one in April:
    FIDE rates no game of theirs (8.3: only games against rated opponents), in no month
    and not as one period. Their rows show no change and keep the rating, as the
    calculator their link opens says it cannot rate them."""
    lines = ["012 Test", _line("25/03/10", "25/04/14"),
             _player(1, 2000, [(3, "w", "1"), ("0000", "-", "-")]),
             _player(2, 1900, [("0000", "-", "-"), (3, "b", "=")]),
             _player(3, None, [(1, "b", "0"), (2, "w", "=")])]
    event = read_tournament("\n".join(lines) + "\n")
    results = rate_periods(event, rate_tournament(event)).results
    for result in results[:2]:
        row = _cells(rows_html(event, [result], "en"))
        assert (row["change"], row["new-rating"]) == ("", str(result.player.rating))
        assert result.fide_error is not None
        inputs = Inputs(lang="en", today="2026-12-01")
        inputs.read_link(calculator_links(event, result, "en")[0][1])
        assert evaluate(inputs.screen()).result is None
