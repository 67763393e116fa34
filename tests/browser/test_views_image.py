"""The tournament view and the season are not in the module image every visit loads;
each comes in an image of its own (elo/web/shell/registry.py: static/build/elo-tournament.romfs,
elo-season.romfs; elo/web/shell/loader.py) the first time it is asked for. What is done in
a view before it is there is done once it is. Offline, the service worker's cache has
them: tests/browser/test_offline.py."""

import pytest
from playwright.sync_api import expect

from elo.web.shell.registry import part
from helpers import FIXTURES, Calculator, show_view, visit

TOURNAMENT_IMAGE, SEASON_IMAGE = part("tournament").image, part("season").image
CLUB = FIXTURES / "tournament-page" / "club-swiss.trf"  # 8 players, 5 rounds
TOURNAMENT = "#system=fide&mode=tournament&rating=1800&k=20&games=1600:1,1700:0.5"


def views_requests(calc: Calculator, image: str | None = None) -> list[str]:
    """The requests of the views' images (of one, `image`)."""
    return [url for url in calc.requests if url.endswith((
        "/" + TOURNAMENT_IMAGE, "/" + SEASON_IMAGE) if image is None else "/" + image)]


def choose_club(calc: Calculator) -> None:
    calc.page.set_input_files("#event-file", str(CLUB))
    expect(calc.page.locator("#event-rows tr[data-rank]")).to_have_count(8)


def test_a_visit_to_the_calculator_does_not_load_the_views(calc: Calculator) -> None:
    calc.open()
    calc.type("rating", "1600")
    assert calc.text("new-rating") == "1610"
    calc.language("en")
    calc.language("de")
    visit(calc, TOURNAMENT)
    # FIDE table 8.1.2: D 200 gives 0.76, D 100 gives 0.64; 1800 + 20 * (1.5 - 1.40)
    assert calc.text("new-rating") == "1802"
    assert views_requests(calc) == []
    calc.assert_clean()


def test_add_to_season_before_the_views_are_there_adds_once(calc: Calculator) -> None:
    # the click is what asks for the views: it is done once they have arrived
    calc.open(TOURNAMENT)
    assert views_requests(calc) == []
    calc.page.click("#add-to-season")
    expect(calc.page.locator("#add-to-season-status")).to_contain_text("(1)")
    show_view(calc, "season")
    expect(calc.page.locator("#season tr[data-event]")).to_have_count(1)
    assert views_requests(calc) == views_requests(calc, SEASON_IMAGE)  # the season's alone
    assert len(views_requests(calc)) == 1
    calc.assert_clean()


def test_a_view_in_the_address_loads_them_at_start(calc: Calculator) -> None:
    calc.open("#event")
    choose_club(calc)
    assert len(views_requests(calc, TOURNAMENT_IMAGE)) == 1
    assert views_requests(calc, SEASON_IMAGE) == []  # a part of its own: not yet
    show_view(calc, "season")
    expect(calc.page.locator("#season-heading")).to_be_visible()
    assert len(views_requests(calc, SEASON_IMAGE)) == 1
    show_view(calc, "event")  # each fetched once
    assert len(views_requests(calc)) == 2
    calc.assert_clean()


def test_clearing_the_device_forgets_a_kept_tournament_before_the_views_are_there(
        calc: Calculator) -> None:
    calc.open("#event")
    choose_club(calc)
    calc.open()  # a new load of the calculator alone: the views are not loaded
    calc.page.click("#forget-device")
    assert calc.page.evaluate("localStorage.getItem('elo-calculator:event')") is None
    calc.open("#event")
    # the tournament's part is there (the loader says which are: html[data-parts])
    expect(calc.page.locator("html[data-parts~='tournament']")).to_have_count(1)
    assert calc.page.locator("#event-rows tr[data-rank]").count() == 0
    calc.assert_clean()


# the tournament's own image, or one of the parts it needs (the systems' rules), missing
@pytest.mark.parametrize("image", [TOURNAMENT_IMAGE, part("systems").image])
def test_without_their_image_the_views_say_so_and_the_next_try_works(unworked: Calculator,
                                                                     image: str) -> None:
    calc = unworked
    calc.page.route("**/" + image, lambda route: route.abort())
    calc.open()
    show_view(calc, "event")
    expect(calc.page.locator("#event-error")).to_contain_text(
        "Das ganze Turnier konnte nicht geladen werden")
    show_view(calc, "calculator")
    calc.type("rating", "1600")  # the calculator goes on
    assert calc.text("new-rating") == "1610"
    calc.page.unroute("**/" + image)
    show_view(calc, "event")
    choose_club(calc)
    expect(calc.page.locator("#event-error")).to_have_text("")
    # the browser's own console error for the refused request
    calc.console_errors = [error for error in calc.console_errors if "ERR_FAILED" not in error]
    calc.assert_clean()
