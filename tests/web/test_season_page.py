"""The season view's pure parts (elo.web.season.join, season_edit, season_view): a
calculator's tournament joining the season by meaning, the edits kept as typed, the
problems placed at their fields, and what the view writes. The figures themselves are
hand-checked in tests/cases/season.json; here they are only followed through.
"""

import copy
import json

from elo.errors import InputError
from elo.present.screen import Screen
from elo.season import rate_season, read_season
from elo.web.season import edit, render
from elo.present.evaluate import evaluate, field_values
from elo.present.evaluation import Evaluation
from elo.web.calculator.inputs import Inputs
from elo.web.season.join import empty_season, with_entry
from helpers import FIXTURES, JsonObject

TODAY = "2026-12-01"
ANNA = json.loads((FIXTURES / "season" / "anna.json").read_text(encoding="utf-8"))


def calculator(link: str) -> tuple[Screen, Evaluation, dict[str, object]]:
    inputs = Inputs(today=TODAY)
    inputs.read_link("#" + link)
    screen = inputs.screen()
    return screen, evaluate(screen), field_values(screen)


def join(data: JsonObject, link: str, name: str = "Open") -> JsonObject:
    screen, evaluation, params = calculator(link)
    return with_entry(data, screen, evaluation, params, name, TODAY)


SIDE_BY_SIDE = ("system=fide-dwz&mode=tournament&rating=1702&dwz=1650&index=23&born=1985"
                "&end=2026-05-10&ksource=rules&rated_games=25&games=1800/1750:1,"
                "1750/1700:0.5,1650/-:1,1900/1850:0,-/1600:1")


def test_side_by_side_gives_both_starts_by_meaning() -> None:
    data = join(empty_season(), SIDE_BY_SIDE)
    player = data["player"]
    assert player["fide"] == {"rating": 1702, "k": None, "born": 1985, "rated_games": 25,
                              "reached_2400": False}
    assert player["dwz"] == {"rating": 1650, "index": 23, "born": 1985}
    assert data["events"] == [{"name": "Open", "end": "2026-05-10", "system": "fide-dwz",
                               "games": ["1800/1750:1", "1750/1700:0.5", "1650/-:1",
                                         "1900/1850:0", "-/1600:1"]}]
    # the same start and games as the first event of tests/cases/season.json (May: the
    # unrated FIDE opponent left out; Open A's share 35.60 of K 40 x 0.89)
    result = rate_season(read_season(data))
    assert result.periods[0].k == 40 and result.periods[0].change_exact == 3560


def test_results_as_germans_type_them_join_as_the_engine_read_them() -> None:
    # "0,5", "=", "½" and "remis" are draws to the calculator (elo.numbers.parse_score); the
    # season took the link's form of the games ("0%2C5", "%3D"), which its reader refused
    typed = SIDE_BY_SIDE.replace("1750/1700:0.5", "1750/1700:0%2C5").replace(
        "1650/-:1", "1650/-:%3D").replace("1900/1850:0", "1900/1850:%C2%BD")
    data = join(empty_season(), typed)
    assert data["events"][0]["games"] == ["1800/1750:1", "1750/1700:0.5", "1650/-:0.5",
                                          "1900/1850:0.5", "-/1600:1"]
    # the season's figures are the calculator's games' whatever the typing: as "0.5"
    plain = join(empty_season(), SIDE_BY_SIDE.replace("1650/-:1", "1650/-:0.5").replace(
        "1900/1850:0", "1900/1850:0.5"))
    assert season_figures(data) == season_figures(plain)
    remis = join(empty_season(), SIDE_BY_SIDE.replace("1750/1700:0.5", "1750/1700:remis"))
    assert remis["events"][0]["games"][1] == "1750/1700:0.5"


def season_figures(data: JsonObject) -> list[tuple[int, float]]:
    """Each period's K and exact change, as the season rates `data`."""
    return [(period.k, period.change_exact) for period in rate_season(read_season(data)).periods]


def test_a_later_tournament_keeps_the_season_start() -> None:
    data = join(empty_season(), SIDE_BY_SIDE)
    later = join(data, "system=dwz&mode=tournament&rating=1999&index=40&end=2026-07-01"
                       "&games=1600:1,1700:0", "Blitz")
    assert later["player"]["dwz"] == {"rating": 1650, "index": 23, "born": 1985}
    assert [e["name"] for e in later["events"]] == ["Open", "Blitz"]
    assert data["events"] == [later["events"][0]]  # the season before is not changed


def test_a_fide_k_typed_is_the_seasons_k() -> None:
    data = join(empty_season(), "system=fide&mode=tournament&rating=1800&k=40&games=1900:1")
    assert data["player"]["fide"]["k"] == 40 and "dwz" not in data["player"]
    assert data["events"][0]["end"] == TODAY  # FIDE's calculator has no last day


def test_a_first_dwz_starts_without_a_rating() -> None:
    data = join(empty_season(), "system=dwz&mode=tournament&first=1&end=2026-03-01"
                                "&games=1500:1,1600:0,1550:1,1500:0.5,1450:1")
    assert data["player"]["dwz"]["rating"] is None


def test_glicko2_starts_from_its_own_fields() -> None:
    data = join(empty_season(), "system=glicko2&mode=tournament&rating=1500&rd=200"
                                "&volatility=0.06&tau=0.5&games=1400/30:1,1550/100:0,"
                                "1700/300:0")
    assert data["player"]["glicko2"] == {"rating": 1500, "rd": 200, "volatility": 0.06,
                                         "limits": "paper", "tau": 0.5}
    result = rate_season(read_season(data))
    assert abs(result.own[0].rating - 1464.06) < 0.015  # Glickman's example


def test_nothing_joins_from_fields_to_correct_or_without_games() -> None:
    for link, code in (("system=fide&mode=tournament&rating=abc&k=20&games=1900:1",
                        "season_join_fix"),
                       ("system=elo&mode=single&rating=1500&opponent=1600&result=1&k=20",
                        "season_join_no_games")):
        screen, evaluation, params = calculator(link)
        try:
            with_entry(empty_season(), screen, evaluation, params, "X", TODAY)
        except InputError as error:
            assert (error.field, error.code) == ("add-to-season", code)
        else:
            raise AssertionError(link)


def test_the_same_tournament_joins_once() -> None:
    # a tournament added twice would count twice: the second copy is refused
    link = "system=fide&mode=tournament&rating=1878&k=20&games=1900:1,1850:0.5"
    data = join(empty_season(), link, "Open")
    try:
        join(data, link, "Open again")
    except InputError as error:
        assert (error.field, error.code, error.params["name"]) == \
            ("add-to-season", "season_join_twice", "Open")
    else:
        raise AssertionError("joined twice")
    other = join(data, link.replace("1850:0.5", "1850:1"), "Another")  # other games: joins
    assert len(other["events"]) == 2


def test_start_fields_keep_what_is_typed() -> None:
    data = empty_season()
    edit.set_start(data, "season-fide-start", "17o2")  # a typo stays as typed
    edit.set_start(data, "season-born", "1985")
    assert data["player"]["fide"]["rating"] == "17o2"
    assert data["player"]["fide"]["born"] == data["player"]["dwz"]["born"] == 1985
    shown = edit.start_texts(data)
    assert shown["season-fide-start"] == "17o2" and shown["season-born"] == "1985"
    data["events"] = copy.deepcopy(ANNA["events"])
    result, error = render.rate_data(data)
    assert error is not None
    assert result is None and edit.field_of(error) == ("start", "season-fide-start")
    edit.set_start(data, "season-fide-start", "1702")
    assert render.rate_data(data)[1] is None


def test_an_events_problem_is_placed_at_its_field() -> None:
    data = copy.deepcopy(ANNA)
    edit.set_event(data, 1, "games", "1800:1, 17x0:0")
    result, error = render.rate_data(data)
    assert error is not None
    assert result is None and edit.field_of(error) == ("event", 1, "games")
    edit.set_event(data, 1, "games", "1720:1")
    edit.set_event(data, 2, "end", "2026-02-30")
    error = render.rate_data(data)[1]
    assert error is not None
    assert edit.field_of(error) == ("event", 2, "end")


def test_date_order_follows_a_changed_date() -> None:
    data = copy.deepcopy(ANNA)  # B (June), C (July), L (May), A (May): as the file stands
    moved = edit.in_date_order(data)
    assert [e["name"] for e in data["events"]] == ["Open A", "Liga 1", "Open B", "Blitz"]
    assert moved == [2, 3, 1, 0]
    edit.set_event(data, 3, "end", "2026-01-05")
    edit.in_date_order(data)
    assert data["events"][0]["name"] == "Blitz"
    edit.set_event(data, 0, "end", "2026-13-05")  # unreadable: left where it is
    assert edit.in_date_order(data) == [0, 1, 2, 3]


def test_rows_show_figures_and_escape_names() -> None:
    data = copy.deepcopy(ANNA)
    data["events"][0]["name"] = '<b>"Open"</b>'
    result, error = render.rate_data(data)
    assert error is None
    html = render.rows_html(data, result, "de")
    assert "<b>" not in html and "&lt;b&gt;&quot;Open&quot;&lt;/b&gt;" in html
    assert html.count('<tr data-event="') == 4
    # Open B (the file's first event): FIDE share 20 x 0.59 = 11.80 in June, 1771 after;
    # DWZ 1678-24 -> 1700-25 (tests/cases/season.json)
    score, performance, change, after = render.figures_html(result, 0, "de")
    assert change == "FIDE +11,80 (2026-06)<br>DWZ +22"
    assert after == "FIDE 1771<br>DWZ 1700-25"
    assert render.ratings(result, "de") == ("1771", "1696-26")


def test_chart_says_its_points_in_words() -> None:
    result, _ = render.rate_data(copy.deepcopy(ANNA))
    svg = render.chart_svg(result, "en")
    assert svg.count('<circle class="season-fide"') == 3  # the start, May, June
    assert svg.count('<circle class="season-dwz"') == 4  # the start, three evaluations
    assert "FIDE: 2026-05-01 1702, 2026-06-01 1759, 2026-07-01 1771" in svg
    assert "DWZ: 2026-05-01 1650, 2026-05-10 1678, 2026-06-14 1700, 2026-07-01 1696" in svg
    assert "No rating in the season yet." in render.chart_svg(None, "en")
