"""What you see is what is computed: random sequences of what a person does on the page
(switch systems, type, add and remove rows, import a file, pick another player, paste,
reload, follow a link, start over, undo), run on the page's own pure layer
(elo.web.calculator.inputs, the same object the page keeps). After every step the
figures are the engine's result for the inputs on the screen, told to the command line,
and a reload or the link brings back the same; after an undo everything is as it was
before the step undone. tests/browser/test_switching.py runs a sample in Chromium."""

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pytest

from elo.present.screen import Screen
from elo.report import to_dict
from elo.system import Field
from elo.systems import IDS, get
from elo.web.calculator import imports, layout
from elo.present.evaluate import evaluate
from elo.web.calculator.inputs import Inputs, Row, kept_applies
from helpers import JsonObject, command_line, run

if TYPE_CHECKING:
    from elo.shapes import PgnGame

TODAY = "2026-12-01"
PGN = open(__file__.rsplit("/", 2)[0] + "/fixtures/club.pgn", encoding="utf-8").read()
TEXTS = ("1500", "1702", "2105", "1.650", "23", "5", "", "abc", "0", "-3", "1986",
         "2026-06-20", "2026-05-01", "0.5", "40", "1,5", "12,5", "-")
SCORES = ("1", "0", "0.5", "½", "=", "remis", "", "2")
CELLS = ("1600", "1850", "2300", "-", "", "1400", "30", "x")


def _games(name: str, text: str) -> "Sequence[PgnGame]":
    """The games of a PGN, as the page keeps them to choose another player from."""
    games = imports.read_file(name, text).games
    assert games is not None  # a PGN's
    return games


def _figures(screen: Screen) -> JsonObject | None:
    """The page's result as the command line reports one, or None where the page shows
    none (fields to correct, or rows: then it says what the others would give)."""
    evaluation = evaluate(screen)
    if evaluation.result is None or evaluation.row_errors:
        return None
    return to_dict(evaluation.result)


def _cli_figures(screen: Screen) -> JsonObject | None:
    data = run(command_line(screen))[1]
    if data is not None:
        data.pop("warnings", None)  # the command line's questions (docs/contract.md)
    return data


def _default(field: Field) -> str:
    if field.today and not field.default:
        return TODAY if field.kind == "date" else TODAY[:4]
    return field.default


def check(inputs: Inputs, model: dict[str, str]) -> None:
    """The invariant, after any step: every field shows what was last given for its
    meaning (`model`, kept by this test), and the figures are the engine's for them."""
    screen = inputs.screen()
    for field in inputs.system.fields:
        if field.page and field.applies(screen.texts):
            assert screen.texts[field.key] == model.get(field.meaning, _default(field)), \
                field.key
    page = _figures(screen)
    assert page == _cli_figures(screen), command_line(screen)
    again = Inputs(today=TODAY)
    again.read_link(inputs.fragment())
    assert _figures(again.screen()) == page, inputs.fragment()
    kept = Inputs(today=TODAY)
    kept.read_stored(inputs.stored())
    for system_id in IDS:  # nothing typed for any system is lost by a reload
        kept.switch(system_id)
        shown = Inputs(today=TODAY)
        shown.read_stored(inputs.stored())
        shown.switch(system_id)
        assert kept.texts() == shown.texts()
    kept.switch(inputs.system_id)
    assert kept.fragment() == inputs.fragment()


def _step(inputs: Inputs, rng: random.Random, model: dict[str, str]) -> str:
    """One thing a person does, told to the model too; returns its name."""
    screen = inputs.screen()
    action = rng.choice(("switch", "switch", "type", "type", "type", "row", "row", "add",
                         "remove", "import", "player", "reload", "link", "forget", "paste",
                         "undo", "undo"))
    if action == "undo":
        return action  # done by the sequence, which keeps what the page would offer
    if action == "switch":
        inputs.switch(rng.choice(IDS))
    elif action == "type":
        shown = [key for key, visible in layout.visible(screen).items() if visible]
        key = rng.choice(shown)
        field = inputs.system.field(key)
        if field.kind in ("choice", "score"):
            inputs.set(key, rng.choice(field.choices))
        elif field.kind == "check":
            inputs.set(key, rng.choice(("0", "1")))
        else:
            inputs.set(key, rng.choice(TEXTS))
        model[field.meaning] = inputs.screen().texts[key]
    elif action in ("row", "add", "remove") and inputs.has_games():
        rows = inputs.games()
        if action == "add" or not rows:
            rows.append(Row())
        elif action == "remove":
            rows.pop(rng.randrange(len(rows)))
        else:
            row = rng.choice(rows)
            part = rng.choice(("score", "forfeit") + tuple(inputs.columns()))
            value = rng.choice(SCORES) if part == "score" else rng.random() < 0.3 \
                if part == "forfeit" else rng.choice(CELLS)
            row.set(part, value)
        inputs.edited_games()
    elif action == "import" and inputs.has_games():
        text = "rating;score\n" + "".join("%s;%s\n" % (rng.choice(("1600", "1800", "-")),
                                                      rng.choice(("1", "0", "0,5")))
                                          for _ in range(rng.randint(1, 6)))
        inputs.set_games(imports.read_file("games.csv", text, inputs.columns()).rows)
    elif action == "player" and inputs.has_games():
        player = rng.choice(("Müller, Anna", "Schmidt, Bernd", "Weber, Carla"))
        imported = imports.rows_for_player(_games("club.pgn", PGN), player, inputs.columns())
        inputs.set_games(imported.rows)
        assert imported.rating is not None  # a player's: "" where the file has none
        if inputs.system.has("rating"):
            inputs.set("rating", imported.rating)
            model[inputs.system.field("rating").meaning] = imported.rating
    elif action == "reload":
        stored = inputs.stored()
        Inputs.__init__(inputs, today=TODAY)
        inputs.read_stored(stored)
    elif action == "link":
        other = Inputs(today=TODAY)
        other.switch(rng.choice(IDS))
        other.set("rating", rng.choice(("1400", "1800", "2200")))
        inputs.read_link(other.fragment())
        given = other.screen()
        for field in other.system.fields:  # the link's calculation, field by field
            if field.page and field.applies(given.texts):
                model[field.meaning] = given.texts[field.key]
    elif action == "forget":
        inputs.forget()
        model.clear()
    elif action == "paste" and inputs.has_games():
        lines = "".join("%s %s\n" % (rng.choice(("1650", "1720", "-")), rng.choice(("1", "0")))
                        for _ in range(rng.randint(2, 5)))
        pasted = imports.pasted_rows(lines, inputs.columns())
        examples = inputs.examples_shown()
        rows = inputs.games()
        kept = pasted if examples else rows[:1] + pasted + [
            row for row in rows[2:] if not row.is_empty(inputs.columns())]
        inputs.set_games(kept)
        if examples:  # only what was pasted counts: the examples made way
            assert [row.cells for row in inputs.games()] == [row.cells for row in pasted]
    return action


#: What the page can undo (elo.web.shell.undo): what removes or replaces what was entered.
UNDOABLE = ("remove", "import", "player", "forget", "paste")


def _seen(inputs: Inputs) -> tuple[str, str, JsonObject | None]:
    """Everything the calculator shows and keeps: the link, the device's text, the
    figures."""
    return inputs.fragment(), inputs.stored(), _figures(inputs.screen())


@pytest.mark.parametrize("seed", range(40))
def test_figures_are_the_engines_for_the_screen_after_every_step(seed: int) -> None:
    rng = random.Random(seed)
    inputs = Inputs(today=TODAY)
    model: dict[str, str] = {}
    done: list[str] = []
    # (Inputs, model, what was seen) before the step an undo would undo
    offered: tuple[Inputs, dict[str, str], tuple[str, str, JsonObject | None]] | None = None
    for _ in range(25):
        before = (inputs.copy(), dict(model), _seen(inputs))
        action = _step(inputs, rng, model)
        done.append(action)
        if action == "undo" and offered is not None:
            inputs.take(offered[0])
            model.clear()
            model.update(offered[1])
            assert _seen(inputs) == offered[2], " > ".join(done)
        offered = before if action in UNDOABLE else None  # any other step ends the offer
        try:
            check(inputs, model)
        except AssertionError as error:
            raise AssertionError("after %s: %s" % (" > ".join(done), error)) from None


def test_a_value_is_carried_over_only_where_it_means_the_same() -> None:
    """FIDE beside the DWZ, then the DWZ: the DWZ's own numbers, never FIDE's."""
    inputs = Inputs(today=TODAY)
    inputs.switch("fide-dwz")
    for key, text in (("rating", "1702"), ("dwz", "1650"), ("index", "23"),
                      ("born", "1985"), ("end", "2026-10-12")):
        inputs.set(key, text)
    inputs.set_games([Row(["1800", "1750"], "1"), Row(["1600", "1580"], "0.5"),
                      Row(["-", "1500"], "1"), Row(["1700", "-"], "0"),
                      Row(["1650", "1640"], "1")])
    inputs.switch("dwz")
    screen = inputs.screen()
    assert tuple(screen.texts[key] for key in ("rating", "index", "born", "end")) == \
        ("1650", "23", "1985", "2026-10-12")
    assert [row.cell(index) for row in screen.rows for index in screen.columns] == \
        ["1750", "1580", "1500", "-", "1640"]
    inputs.switch("fide")
    assert inputs.screen().texts["rating"] == "1702"
    inputs.switch("ukd")  # another scale: its own numbers, none of these
    assert inputs.screen().texts["rating"] == get("ukd").field("rating").default
    assert [row.cell(0) for row in inputs.screen().rows] != ["1800", "1600", "-"]


def test_what_cannot_carry_over_stays_empty_and_is_marked() -> None:
    """The DWZ first, then side by side: the FIDE column is empty and every row says so."""
    inputs = Inputs(today=TODAY)
    inputs.switch("dwz")
    inputs.set_games([Row(["", "1750"], "1"), Row(["", "1580"], "0.5")])
    inputs.switch("fide-dwz")
    evaluation = evaluate(inputs.screen())
    assert evaluation.result is None
    assert sorted(evaluation.row_errors) == [0, 1]
    assert [set(problems) for problems in evaluation.row_errors.values()] == \
        [{"opponent"}, {"opponent"}]


def test_side_by_side_opens_with_a_result() -> None:
    inputs = Inputs(today=TODAY)
    inputs.switch("fide-dwz")
    evaluation = evaluate(inputs.screen())
    assert evaluation.errors == {} and evaluation.result is not None


def test_starting_over_brings_every_system_back_to_its_defaults() -> None:
    inputs = Inputs(today=TODAY)
    inputs.switch("fide")
    inputs.set("rating", "2105")
    inputs.set_games([Row(["1900"], "1")])
    inputs.forget()
    assert inputs.system_id == IDS[0] and inputs.stored().count("&") == 2
    inputs.switch("fide")
    assert inputs.screen().texts["rating"] == get("fide").field("rating").default
    assert inputs.fragment() == Inputs("fide", today=TODAY).fragment()


def test_another_player_of_a_file_replaces_the_rating_too() -> None:
    """A PGN player without an Elo tag empties the rating: the page asks for it rather
    than keeping another player's (the command line refuses the same case)."""
    games = _games("club.pgn", PGN)
    inputs = Inputs(today=TODAY)
    inputs.switch("fide")
    first = imports.rows_for_player(games, "Müller, Anna", inputs.columns())
    assert first.rating is not None  # a player's: "" where the file has none
    inputs.set("rating", first.rating)
    assert first.rating == "1800"
    noelo = open(__file__.rsplit("/", 2)[0] + "/fixtures/noelo.pgn", encoding="utf-8").read()
    games = _games("noelo.pgn", noelo)
    for name in imports.read_file("noelo.pgn", noelo).players:
        other = imports.rows_for_player(games, name, inputs.columns())
        if other.rating == "":
            inputs.set("rating", other.rating)
            errors = evaluate(inputs.screen()).errors
            assert errors["rating"].code == "empty"
            return
    pytest.fail("noelo.pgn has no player without an Elo tag")


def test_an_opponent_without_an_elo_tag_is_an_opponent_without_a_rating() -> None:
    noelo = open(__file__.rsplit("/", 2)[0] + "/fixtures/noelo.pgn", encoding="utf-8").read()
    imported = imports.read_file("noelo.pgn", noelo)
    assert imported.missing  # said at the import
    assert "-" in [row.cell(0) for row in imported.rows]
    assert "" not in [row.cell(0) for row in imported.rows]


def test_what_the_device_keeps_applies_unless_a_link_from_elsewhere_is_opened() -> None:
    own = ["#system=fide&rating=1800", "#system=fide&rating=1801"]
    assert kept_applies("", own) and kept_applies("#", own)  # no link: a new visit
    assert kept_applies("#system=fide&rating=1801", own)  # a reload of its own link
    assert not kept_applies("#system=dwz&rating=1700", own)  # a link from elsewhere
