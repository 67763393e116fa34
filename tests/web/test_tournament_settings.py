"""The tournament view's settings survive their text (what the device keeps), and a text
that was tampered with or written by another version leaves what it does not understand
at its default instead of failing."""

from elo.tournament.rating import DEFAULT_INDEX
from elo.web.tournament.settings import Settings


def test_settings_come_back_from_their_text() -> None:
    settings = Settings()
    settings.end, settings.exempt, settings.index = "2026-06-14", True, 7
    settings.k, settings.indexes = {3: 40, 12: 10}, {5: 2}
    again = Settings.read(settings.text())
    assert (again.end, again.exempt, again.index, again.k, again.indexes) == \
        ("2026-06-14", True, 7, {3: 40, 12: 10}, {5: 2})


def test_defaults_are_the_files_and_the_rules_own() -> None:
    settings = Settings.read("")
    assert (settings.end, settings.exempt, settings.index, settings.k, settings.indexes) == \
        ("", False, DEFAULT_INDEX, {}, {})


def test_what_is_not_understood_stays_at_its_default() -> None:
    settings = Settings.read("end=14.06.2026&exempt=yes&k.x=40&k.3=0&k.4=-5&i.2=abc&k.5=20"
                             "&index=&zzz=1")
    assert settings.end == "" and settings.exempt is False
    assert settings.k == {5: 20} and settings.indexes == {}
    assert settings.index is None  # a blank field: said at the field, the rules' default


def test_a_k_or_index_typed_is_a_whole_number_above_zero_or_blank() -> None:
    from elo.errors import InputError
    from elo.web.tournament.settings import typed_number

    assert typed_number(" 40 ", "k") == 40 and typed_number("", "k") is None
    for bad, code in (("0", "not_positive"), ("-5", "not_positive"), ("4.5", "not_whole"),
                      ("x", "not_a_number")):
        try:
            typed_number(bad, "k")
        except InputError as error:
            assert (error.field, error.code) == ("k", code), bad
        else:
            raise AssertionError(bad)
