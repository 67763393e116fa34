"""Values no rating list holds are marked at their field with the reason; values allowed
but unusual are asked about beside the field, and the figures stand (elo.system.Bound,
each system's declaration)."""

from helpers import Calculator, invalid

FIDE = "#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5"


def test_a_fide_rating_of_an_older_list_is_asked_about_one_of_no_list_refused(
        calc: Calculator) -> None:
    calc.open(FIDE)
    calc.type("rating", "1200")
    # FIDE Rating Regulations 7.2.1: none below 1400 since 1 March 2024, older lists from
    # 1000; the figures stand: 1200 against 1900 (capped at 400: PD 0.08) and 1750
    # (D -550, capped: PD 0.08): 20 x (1.5 - 0.16) = 26.8 -> +27
    assert calc.text("new-rating") == "1227"
    message = calc.text("rating-error")
    assert "1400" in message and "7.2.1" in message
    assert not invalid(calc, "rating")
    assert "ask" in (calc.page.get_attribute("#rating-error", "class") or "")
    calc.type("rating", "990")
    assert invalid(calc, "rating") and "1000" in calc.text("rating-error")
    assert calc.text("new-rating") == "\u2013"
    calc.assert_clean()


def test_a_mistyped_opponent_is_refused_in_its_row(calc: Calculator) -> None:
    calc.open(FIDE)
    calc.type("game-opponent-2", "17500")
    assert invalid(calc, "game-opponent-2")
    assert "3000" in calc.text("game-message-2")
    assert calc.text("new-rating") == "\u2013"


def test_a_classic_rating_with_a_comma_asks_did_you_mean(calc: Calculator) -> None:
    calc.open("#system=elo&mode=single&rating=1500&opponent=1600&result=1&k=20")
    calc.type("rating", "1,5")
    assert calc.text("rating-error").endswith("Meintest du 1500?")
    assert not invalid(calc, "rating")
    assert calc.text("new-rating") != "\u2013"  # computed as typed: the formula takes it


def test_a_fide_k_no_rule_gives_is_refused_and_an_unusual_one_asked(calc: Calculator) -> None:
    calc.open(FIDE)
    calc.type("k", "100")
    assert invalid(calc, "k") and "8.3.3" in calc.text("k-error")
    calc.type("k", "30")
    assert not invalid(calc, "k") and calc.text("k-error")
    # K 30: 30 x (1.5 - 0.93) = 17.1 -> +17 (table 8.1.2: PD 0.36 and 0.57)
    assert calc.text("new-rating") == "1817"
