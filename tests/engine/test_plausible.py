"""The plausibility checks (elo.errors.Bound): the order in which a value's bounds speak,
and the guess a rating typed short gets."""

from elo.errors import Bound, plausibility
from elo.messages import message


def test_errors_speak_before_warnings_and_then_in_their_order():
    bounds = (Bound("usual", high=10, warn=True), Bound("listed", high=20),
              Bound("also", high=25), Bound("first", low=0))
    assert plausibility(bounds, 30, "k", "number").code == "listed"
    assert plausibility(bounds, 15, "k", "number").code == "usual"
    assert plausibility(bounds, -1, "k", "number").code == "first"
    assert plausibility(bounds, 5, "k", "number") is None
    assert plausibility(bounds, 15, "k", "number").severity == "warning"
    assert plausibility(bounds, 30, "k", "number").severity == "error"


def test_a_guess_only_for_a_rating_and_only_where_it_is_usual():
    bounds = (Bound("not_whole", whole=True, warn=True), Bound("too_small", low=100, warn=True))
    assert plausibility(bounds, 1.5, "rating", "rating").params == {"guess": 1500}
    assert plausibility(bounds, 1.5, "k", "number").params == {}
    assert plausibility(bounds, 0.05, "rating", "rating").params == {}  # 50 is under 100
    assert plausibility(bounds, 15.5, "rating", "rating").params == {}
    said = message(plausibility(bounds, 1.65, "rating", "rating"), "de")
    assert said == "Bitte eine ganze Zahl eingeben. Meintest du 1650?"


def test_no_value_and_no_number_say_nothing():
    bounds = (Bound("low", low=1000),)
    assert [plausibility(bounds, value, "rating", "rating")
            for value in (None, True, False, "1500")] == [None, None, None, None]
    assert plausibility((), -5, "rating", "rating") is None
