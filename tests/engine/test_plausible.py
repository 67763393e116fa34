"""The plausibility checks (elo.errors.Bound): every system declares them, each bound has
its words, a value's bounds speak in their order, and a rating typed short gets its guess.
What each system's bounds say of a value is in tests/cases/plausible.json, on both
runtimes."""

import string

import pytest

from elo.errors import Bound, InputError, plausibility
from elo.messages import message
from elo.systems import SYSTEMS
from elo.texts import LANGUAGES, every_word


def _declared() -> list[tuple[str, str, Bound]]:
    """(system id, where, bound) for every bound of every system's fields and columns."""
    found: list[tuple[str, str, Bound]] = []
    for system in SYSTEMS:
        for field in system.fields:
            found += [(system.id, field.key, bound) for bound in field.plausible]
        for position, column in enumerate(system.columns):
            found += [(system.id, "column %d" % position, bound) for bound in column.plausible]
    return found


DECLARED = _declared()


def _doubt(bounds: tuple[Bound, ...], value: object, field: str, kind: str) -> InputError:
    """What plausibility says of a value it must say something of."""
    said = plausibility(bounds, value, field, kind)
    assert said is not None, value
    return said


def test_every_system_declares_what_its_lists_hold() -> None:
    assert {system_id for system_id, _, _ in DECLARED} == {system.id for system in SYSTEMS}


@pytest.mark.parametrize("system_id, where, bound", DECLARED,
                         ids=["%s %s %s" % (s, w, b.code) for s, w, b in DECLARED])
def test_each_bound_is_said_in_both_languages_with_what_it_fills(system_id: str, where: str,
                                                                 bound: Bound) -> None:
    filled = {name for name in ("low", "high") if getattr(bound, name) is not None}
    for lang in LANGUAGES:
        sentence = every_word(lang)["error-" + bound.code]
        named = {name for _, name, _, _ in string.Formatter().parse(sentence) if name}
        assert named <= filled, (lang, named)


def test_errors_speak_before_warnings_and_then_in_their_order() -> None:
    bounds = (Bound("usual", high=10, warn=True), Bound("listed", high=20),
              Bound("also", high=25), Bound("first", low=0))
    assert _doubt(bounds, 30, "k", "number").code == "listed"
    assert _doubt(bounds, 15, "k", "number").code == "usual"
    assert _doubt(bounds, -1, "k", "number").code == "first"
    assert plausibility(bounds, 5, "k", "number") is None
    assert _doubt(bounds, 15, "k", "number").severity == "warning"
    assert _doubt(bounds, 30, "k", "number").severity == "error"


def test_a_guess_only_for_a_rating_and_only_where_it_is_usual() -> None:
    bounds = (Bound("not_whole", whole=True, warn=True), Bound("too_small", low=100, warn=True))
    assert _doubt(bounds, 1.5, "rating", "rating").params == {"guess": 1500}
    assert _doubt(bounds, 1.5, "k", "number").params == {}
    assert _doubt(bounds, 0.05, "rating", "rating").params == {}  # 50 is under 100
    assert _doubt(bounds, 15.5, "rating", "rating").params == {}
    said = message(_doubt(bounds, 1.65, "rating", "rating"), "de")
    assert said == "Bitte eine ganze Zahl eingeben. Meintest du 1650?"


def test_no_value_and_no_number_say_nothing() -> None:
    bounds = (Bound("low", low=1000),)
    assert [plausibility(bounds, value, "rating", "rating")
            for value in (None, True, False, "1500")] == [None, None, None, None]
    assert plausibility((), -5, "rating", "rating") is None
