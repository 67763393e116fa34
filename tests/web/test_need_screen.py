"""What do I need, as the screen reads it (elo.present.need): the average left empty is the
average of the opponents so far with a rating (forfeits left out), rounded to a whole
rating 0.5 away from zero; fields that cannot be used are said at their own field and leave
the result standing. The figures by hand from FIDE Rating Regulations 8.1.2 and 8.3."""

from elo.present.evaluate import evaluate
from elo.present.evaluation import Evaluation
from elo.present.need import Asked
from elo.present.output import Output, render
from elo.web.calculator.inputs import Inputs


def _shown(link: str, lang: str = "en") -> tuple[Evaluation, Output]:
    inputs = Inputs(None, lang)
    inputs.read_link(link)
    screen = inputs.screen()
    evaluation = evaluate(screen)
    return evaluation, render(screen, evaluation, lang)


def test_the_average_so_far_rounds_half_away_and_leaves_out_forfeits_and_unrated() -> None:
    # 1900 and 1751 average 1825.5 -> 1826; the forfeit against 1000 and the unrated
    # opponent are no rated opponents so far
    evaluation, shown = _shown("system=fide&mode=tournament&rating=1800&k=20"
                               "&games=1900:1,1751:0.5,1000:1:f,-:1&need_remaining=1")
    assert isinstance(evaluation.need, Asked)  # Evaluation.need is typed object
    assert evaluation.need.average == (1826,)
    assert "average of 1826" in shown.html["need-points"]


def test_no_rated_opponent_so_far_asks_for_the_average_at_its_field() -> None:
    evaluation, shown = _shown("system=fide&mode=tournament&rating=1800&k=20"
                               "&games=1900:1:f&need_remaining=2")
    # a forfeit alone: FIDE rates nothing (8.1.3), so no figure and no need either
    assert evaluation.need is None
    evaluation, shown = _shown("system=elo&mode=tournament&rating=1500&k=20"
                               "&games=1600:1&need_remaining=2&need_average=-")
    # "-" is no average; the figure above stands: classic Elo, 1500 v 1600 (E 0.36),
    # a win: 20 x 0.64 = 12.8 -> +13
    assert "need_average" in shown.fields and shown.text["new-rating"] == "1513"


def test_a_first_rating_has_nothing_to_keep() -> None:
    # FIDE 8.2: a first rating from the games; the need asks for a rating before
    evaluation, shown = _shown("system=fide&mode=tournament&first=1"
                               "&games=1900:1,1750:0.5,1800:0,1700:1,1850:0.5&need_remaining=2")
    assert evaluation.errors["need_remaining"].code == "need_first"
    assert evaluation.result is not None and evaluation.result.shape == "first"
    assert shown.html["need-table"] == ""
