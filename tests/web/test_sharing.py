"""The text #copy-text puts on the clipboard (elo.present.sharing), composed on CPython from
a link's screen as the page composes it: the system, the player's rating, the games or
their sum, the new rating with its change, K or the deviation, the link. Every figure is
worked out by hand below from the rule it follows."""

from elo.present.evaluate import evaluate
from elo.present.output import render
from elo.present.sharing import GAMES_LISTED, copy_text
from elo.web.calculator.inputs import Inputs

LINK = "https://club.example/elo/"


def _text(fragment: str, lang: str = "de", link: str = LINK) -> str:
    inputs = Inputs(today="2026-12-02")
    inputs.read_link(fragment)
    inputs.lang = lang
    screen = inputs.screen()
    evaluation = evaluate(screen)
    return copy_text(screen, evaluation, render(screen, evaluation, lang),
                     link and link + fragment)


def test_one_game_of_classic_elo_in_both_languages() -> None:
    # E = 1 / (1 + 10^((1700 - 1500) / 400)) = 1 / (1 + 3.1623) = 0.2403;
    # 20 x (1 - 0.2403) = 15.19, rounded +15: 1500 + 15 = 1515
    fragment = "#system=elo&mode=single&rating=1500&opponent=1700&result=1&k=20"
    assert _text(fragment).split("\n") == [
        "Elo-Formel (klassisch)", "Deine Wertungszahl: 1500", "1 Partie:", "1700: 1",
        "Neue Wertungszahl: 1515 (+15)", LINK + fragment]
    assert _text(fragment, "en").split("\n") == [
        "Elo formula (classic)", "Your rating: 1500", "1 game:", "1700: 1",
        "New rating: 1515 (+15)", LINK + fragment]


def test_several_games_as_their_sum() -> None:
    # 5 games against an average of 1600: E = 1 / (1 + 10^(100 / 400)) = 0.3599 a game,
    # 1.7997 in all; 20 x (2.5 - 1.7997) = 14.01, rounded +14: 1514
    fragment = "#system=elo&mode=multi&rating=1500&average=1600&count=5&points=2.5&k=20"
    lines = _text(fragment).split("\n")
    assert lines[2:4] == ["5 Partien gegen durchschnittlich 1600, 2,5 Punkte",
                          "Neue Wertungszahl: 1514 (+14)"]
    assert _text(fragment, "en").split("\n")[2] == \
        "5 games against an average of 1600, 2.5 points"


def test_a_fide_tournament_lists_its_games_and_k() -> None:
    # FIDE Rating Regulations 8.1.2: D = 1800 - 1900 = -100 gives PD 0.36, D = +50 gives
    # 0.57; 8.3.1: 20 x (1.5 - 0.93) = 11.4, rounded +11 (8.3.4): 1811. The forfeit is
    # not rated (8.1.1) and listed as one.
    fragment = "#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5,2000:1:f"
    lines = _text(fragment).split("\n")
    assert lines[:7] == ["FIDE-Wertungsordnung", "Deine FIDE-Elo: 1800", "3 Partien:",
                         "1900: 1", "1750: \u00bd", "2000: 1 (kampflos)",
                         "Neue FIDE-Elo: 1811 (+11)"]
    assert lines[7].startswith("K-Faktor: K 20")
    assert lines[-1] == LINK + fragment
    english = _text(fragment, "en").split("\n")
    assert english[6:8] == ["New FIDE rating: 1811 (+11)", english[7]]
    assert english[7].startswith("K-factor: K 20")


def test_more_games_than_listed_are_said_as_count_average_and_score() -> None:
    # 12 games: six wins against 1700 (D +100: PD 0.64, table 8.1.2), against 1900
    # (D -100: PD 0.36) three draws and three losses: S = 7.5, sum PD = 6 x 0.64 +
    # 6 x 0.36 = 6.00; 20 x 1.5 = +30: 1830. The average of the opponents: 1800.
    games = ",".join(["1700:1"] * 6 + ["1900:0.5"] * 3 + ["1900:0"] * 3)
    assert 12 > GAMES_LISTED
    fragment = "#system=fide&mode=tournament&rating=1800&k=20&games=" + games
    lines = _text(fragment).split("\n")
    assert lines[2:4] == ["12 Partien gegen durchschnittlich 1800, 7,5 Punkte",
                          "Neue FIDE-Elo: 1830 (+30)"]
    assert _text(fragment, "en").split("\n")[2] == \
        "12 games against an average of 1800, 7.5 points"


def test_a_dwz_says_its_development_coefficient() -> None:
    # tests/cases/dwz.json "nu 2026 member 1887-44 K from formula": nu published 1887-44,
    # seven games, K 28.0, new DWZ 1876 (-11)
    fragment = ("#system=dwz&mode=tournament&rating=1887&index=44&end=2026-09-01&games="
                "1318:0.5,1973:0.5,1942:0.5,1964:0.5,1987:0.5,1905:0.5,1554:0.5")
    lines = _text(fragment).split("\n")
    assert lines[:3] == ["DWZ (Deutscher Schachbund)", "Deine DWZ: 1887", "7 Partien:"]
    assert lines[3:10] == ["1318: \u00bd", "1973: \u00bd", "1942: \u00bd", "1964: \u00bd",
                           "1987: \u00bd", "1905: \u00bd", "1554: \u00bd"]
    assert lines[10] == "Neue DWZ: 1876 (\u221211)"
    assert lines[11].startswith("Entwicklung: K 28,0")
    assert _text(fragment, "en").split("\n")[11].startswith("Development: K 28.0")


def test_glicko2_says_the_new_deviation() -> None:
    # Glickman, "Example of the Glicko-2 system" (2013): RD 200 becomes 151.52
    fragment = ("#system=glicko2&mode=tournament&rating=1500&rd=200&volatility=0.06&tau=0.5"
                "&games=1400/30:1,1550/100:0,1700/300:0")
    line = [line for line in _text(fragment).split("\n")
            if line.startswith("Neue RD und Volatilit\u00e4t:")]
    assert line and "RD 200 \u2192 151,52" in line[0]


def test_no_result_no_text_and_no_link_no_line() -> None:
    assert _text("#system=fide&mode=tournament&rating=abc&games=1900:1") == ""
    fragment = "#system=elo&mode=single&rating=1500&opponent=1700&result=1&k=20"
    assert _text(fragment, link="").split("\n")[-1] == "Neue Wertungszahl: 1515 (+15)"
