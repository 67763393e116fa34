"""Round by round: the breakdown's games table says after each game the period's exact
change so far ("So far"), the last the change before its one rounding. Figures by hand."""

from elo.present.evaluate import evaluate
from elo.present.output import render
from elo.web.calculator.inputs import Inputs


def _column(link: str, lang: str = "en") -> list[str]:
    """The "So far" cells of the breakdown's games table, row by row."""
    inputs = Inputs(None, lang)
    inputs.read_link(link)
    screen = inputs.screen()
    html = render(screen, evaluate(screen), lang).html["breakdown"]
    table = html.split("<tbody>", 1)[1].split("</tbody>", 1)[0]
    return [row.split("<td>")[-1].split("</td>")[0] for row in table.split("</tr>")[:-1]]


def test_fide_after_each_game_k_times_the_sum_so_far() -> None:
    # FIDE Rating Regulations 8.1.2 / 8.3.1, K 20: 1900 (PD 0.36) won: 20 x 0.64 = +12.80;
    # 1750 (PD 0.57) drawn: 20 x (0.64 - 0.07) = +11.40, the change before rounding
    assert _column("system=fide&mode=tournament&rating=1800&k=20"
                   "&games=1900:1,1750:0.5") == ["+12.80", "+11.40"]


def test_classic_elo_the_same_with_e_from_the_formula() -> None:
    # 1500 v 1600: E = 1 / (1 + 10^(100/400)) = 0.3599, won: 20 x 0.6401 = +12.80;
    # v 1400: E 0.6401, lost: 20 x (0.6401 - 0.6401) = 0.00
    assert _column("system=elo&mode=tournament&rating=1500&k=20&update=period"
                   "&games=1600:1,1400:0") == ["+12.80", "0.00"]


def test_ukd_unrated_games_add_a_tenth_of_k() -> None:
    # UKD (docs/rules/README.md section 3: k 25 for 1300-1599): v 1600, PD 0.36, won:
    # 25 x 0.64 = +16.00; then a win against a player without a UKD: + 0.1 x 25 = +18.50
    assert _column("system=ukd&rating=1500&games=1600:1,-:1") == ["+16.00", "+18.50"]
