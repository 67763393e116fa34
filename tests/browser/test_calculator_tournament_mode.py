"""The tournament form in Chromium: FIDE, UKD and classic Elo with one row per game, and
issue 6's break-even and target."""

from playwright.sync_api import Locator, Page

from helpers import Calculator

FIDE_LINK = "#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5"
UKD_LINK = "#system=ukd&mode=tournament&rating=1500&games=2000:1"
DASH = "\u2013"


def rows(calc: Calculator) -> Locator:
    return calc.page.locator("#rows tr.game-row")


def test_fide_link_shows_1811(calc: Calculator) -> None:
    # issue 3 / seed 003: 1800, K 20, beats 1900 (PD .36), draws 1750 (PD .57): +11, 1811
    calc.open(FIDE_LINK)
    assert calc.text("new-rating") == "1811"
    assert calc.text("change") == "+11"
    table = calc.page.inner_text("#breakdown table")
    assert "0,36" in table and "0,57" in table and "+0,64" in table and "\u22120,07" in table
    breakdown = calc.page.inner_text("#breakdown")
    assert "20 \u00d7 +0,57 = +11,40" in breakdown and "8.3.4" in breakdown
    assert calc.text("performance").startswith("2018")  # 1825 + dp(75 %) 193
    assert "K 20" in calc.text("k-info")
    assert rows(calc).count() == 2


def test_ukd_link_shows_1522(calc: Calculator) -> None:
    # issue 4 / seed 003: 1500 beats 2000, counted as 1850: +22,25, about 1522
    calc.open(UKD_LINK)
    assert calc.text("new-rating") == "1522"
    assert calc.text("change") == "+22,25"
    breakdown = calc.page.inner_text("#breakdown")
    for piece in ("1850", "\u2212350", "PD = 0,11", "We = 0,11 \u00d7 1 = 0,11",
                  "25 \u00d7 (1 \u2212 0,11) = +22,25", "1522,25 \u2192 1522"):
        assert piece in breakdown, piece
    assert "Schätzung" in calc.text("notice")


def test_fide_single_row_shows_all_three_results(calc: Calculator) -> None:
    # rules/README.md: 2000 with K 40 vs 1600: win +3, draw -17, loss -37
    calc.open("#system=fide&mode=tournament&rating=2000&k=40&games=1600:1")
    cells = calc.page.locator("#outcomes tbody tr").first.locator("td").all_inner_texts()
    assert cells == ["+3", "\u221217", "\u221237"]


def test_400_rule_is_marked(calc: Calculator) -> None:
    # rules/README.md: 1500 vs 2900 counts as 1500 vs 1900 (PD .08): 20 x 0.92 -> +18
    calc.open("#system=fide&mode=tournament&rating=1500&k=20&games=2900:1")
    assert calc.text("change") == "+18"
    assert "\u2212400*" in calc.page.inner_text("#breakdown table")
    assert "8.3.1" in calc.page.inner_text("#breakdown")
    assert "400" in calc.text("game-message-1")


def test_rows_are_added_with_enter_and_removed(calc: Calculator) -> None:
    calc.open(FIDE_LINK)
    calc.page.focus("#game-score-2")
    calc.page.keyboard.press("Enter")
    assert rows(calc).count() == 3
    assert calc.page.evaluate("document.activeElement.id") == "game-opponent-3"
    calc.page.keyboard.type("1800")
    calc.page.keyboard.press("Tab")
    calc.page.keyboard.type("\u00bd")
    # three games: +0.64 - 0.07 + 0 (1800 v 1800, PD .50) = 0.57: still +11
    assert calc.text("change") == "+11"
    assert "games=1900:1,1750:0.5,1800:%C2%BD" in calc.fragment()
    calc.page.click("#add-row")
    assert rows(calc).count() == 4
    calc.page.locator(".remove-row").first.click()
    assert rows(calc).count() == 3
    assert calc.value("game-opponent-1") == "1750"
    assert calc.text("change") == "\u22121"  # 20 x (-0.07 + 0) = -1.4 -> -1


def test_a_bad_row_is_marked_and_no_partial_total_is_shown(calc: Calculator) -> None:
    calc.open(FIDE_LINK)
    calc.type("game-score-2", "2")
    assert calc.page.get_attribute("#game-score-2", "aria-invalid") == "true"
    assert calc.text("game-message-2") != ""
    # issue 14: the other rows' total is no result; it is said as what it is
    assert calc.text("change") == "\u2013" and calc.text("summary") == calc.text("status")
    assert "2" in calc.text("status") and "+13" in calc.text("status")  # 20 x 0.64 = 12.8
    calc.type("game-score-2", "1/2")
    assert calc.page.get_attribute("#game-score-2", "aria-invalid") is None
    assert calc.text("change") == "+11"


def test_unrated_opponent_is_explained(calc: Calculator) -> None:
    calc.open(FIDE_LINK.replace("games=", "games=-:1,"))
    assert calc.text("change") == "+11"
    assert "FIDE" in calc.text("game-message-1")


def test_no_games_is_a_clear_message(calc: Calculator) -> None:
    calc.open("#system=fide&mode=tournament&rating=1800&k=20&games=")
    assert calc.text("games-error") != ""
    assert calc.text("new-rating") == DASH


def test_k_from_the_players_data_and_the_700_rule(calc: Calculator) -> None:
    calc.open(FIDE_LINK)
    calc.page.get_by_label("Aus meinen Daten (Art. 8.3.3)").check()
    assert not calc.page.locator("#k").is_visible()
    calc.type("rated-games", "12")
    assert "K 40" in calc.text("k-info") and "30" in calc.text("k-info")
    calc.type("period", "18")
    assert "38" in calc.text("k-info") and "700" in calc.text("k-info")
    assert "ksource=rules" in calc.fragment() and "period=18" in calc.fragment()


def test_floor_notice(calc: Calculator) -> None:
    calc.open("#system=fide&mode=tournament&rating=1401&k=20&games=1500:0")
    assert calc.text("new-rating") == "1394"
    assert "1400" in calc.text("notice")


def test_first_rating(calc: Calculator) -> None:
    # 8.2 by hand: five draws against 1600 -> (8000 + 3600) / 7 = 1657.1, p 50 % -> 1657
    calc.open("#system=fide&mode=tournament&first=1&games=" + ",".join(["1600:0.5"] * 5))
    assert not calc.page.locator("#rating").is_visible()
    assert calc.text("new-rating") == "1657"
    assert "veröffentlicht" in calc.text("notice")


def test_ukd_forfeit_and_no_ukd(calc: Calculator) -> None:
    calc.open(UKD_LINK + ",1400:0:f,-:1")
    assert calc.page.locator("#game-forfeit-2").is_checked()
    # the forfeit does not count; the win against no UKD adds 0.1 k = 2.50
    assert calc.text("change") == "+24,75"
    calc.page.uncheck("#game-forfeit-2")
    assert calc.text("change") != "+24,75"
    assert ":f" not in calc.fragment()


def test_ukd_rating_below_1000_is_flagged(calc: Calculator) -> None:
    calc.open(UKD_LINK.replace("rating=1500", "rating=900"))
    assert calc.page.get_attribute("#rating", "aria-invalid") == "true"
    assert "1000" in calc.text("rating-error")


def test_classic_period_against_game_by_game(calc: Calculator) -> None:
    # by hand: one period 3 x 12.80 = 38.4 -> 1538; game by game +13, +12, +12 -> 1537
    calc.open("#system=elo&mode=tournament&rating=1500&k=20&games=1600:1,1600:1,1600:1")
    assert calc.text("new-rating") == "1538"
    assert "1537" in calc.text("notice")
    calc.page.locator('input[name="update"][value="game"]').check()
    assert calc.text("new-rating") == "1537" and calc.text("change") == "+37"
    assert "1538" in calc.text("notice")
    assert "update=game" in calc.fragment()


def test_switching_rule_set_keeps_the_rows_where_they_mean_the_same(calc: Calculator) -> None:
    """Issue 23: the DWZ shares FIDE's games (each shows its own ratings), UKD has its own:
    a FIDE rating is no UKD."""
    calc.open(FIDE_LINK)
    calc.page.select_option("#system", "ukd")
    assert "system=ukd" in calc.fragment()
    assert rows(calc).count() == 3 and calc.value("game-opponent-1") == "1600"  # its own
    assert calc.page.locator("#game-forfeit-1").is_visible()
    assert not calc.page.locator("#k").is_visible()
    calc.page.select_option("#system", "fide-dwz")
    assert rows(calc).count() == 2  # FIDE's games, with their DWZ still to fill
    assert calc.value("game-opponent-1") == "1900" and calc.value("game-second-1") == ""
    assert calc.page.get_attribute("#game-second-1", "aria-invalid") == "true"


def test_the_link_round_trips(calc: Calculator, page: Page, site: str) -> None:
    calc.open(FIDE_LINK)
    calc.page.get_by_label("Aus meinen Daten (Art. 8.3.3)").check()
    calc.type("born", "2012")
    calc.page.check('input[name="tc"][value="rapid"]')
    calc.type("game-opponent-2", "1750,5")
    link = calc.fragment()
    shown = (calc.text("new-rating"), calc.text("k-info"))
    other = Calculator(page.context.new_page(), site).open(link)
    assert (other.text("new-rating"), other.text("k-info")) == shown
    assert other.value("born") == "2012" and other.value("game-opponent-2") == "1750,5"
    assert other.page.is_checked('input[name="tc"][value="rapid"]')
    other.assert_clean()


def test_break_even_and_target(calc: Calculator) -> None:
    # issue 6: 1800 (K 20) against 1900 and 1750 needs 1 point not to lose rating
    calc.open("#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5")
    assert "mindestens 1 aus 2" in calc.page.inner_text("#break-even")
    calc.type("target", "1820")
    assert "1820" in calc.page.inner_text("#break-even")
    assert "2 aus 2" in calc.page.inner_text("#break-even")
    assert "target=1820" in calc.fragment()
    stakes = calc.page.locator("#break-even tbody tr").first.locator("td").all_inner_texts()
    assert stakes == ["1", "1900", "+12,80", "+2,80", "\u22127,20"]  # 20 x (1|0.5|0 - 0.36)


def test_glicko2_on_the_page(calc: Calculator) -> None:
    """Issue 19: Glicko-2 as a sixth system, on the page: the paper's example, a rating
    typed, its RD column in the rows."""
    calc.open("#system=glicko2&mode=tournament&rating=1500&rd=200&volatility=0.06&tau=0.5"
              "&games=1400/30:1,1550/100:0,1700/300:0&lang=en")
    assert calc.text("new-rating") == "1464.05" and calc.value("game-second-1") == "30"
    assert calc.page.locator("#game-second-1").is_visible()
    assert not calc.page.locator("#k").is_visible()
    assert not calc.page.locator("#target").is_visible()  # no total decides its rating
    calc.type("rating", "1600")
    assert calc.text("new-rating") not in ("1464.05", "\u2013")
    calc.page.check('input[name="limits"][value="lichess"]')
    assert not calc.page.locator("#tau").is_visible()
    assert "limits=lichess" in calc.fragment()
