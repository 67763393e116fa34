"""Every word of the page has a user, and every key the code asks for has its words.

A key is used where it stands whole in the code (a string literal of elo/ or tools/) or in
index.html (`data-i18n`), so that a search for it finds its users. Three families are
made from declarations instead, and only they: a message per InputError code
("error-CODE"), a system's name ("system-ID") and the words of its form's fields (the
field's id with "-label", "-hint" or a choice; "group-GROUP"); a key may be worded anew
for one system by "-ID" after it (elo.present.pieces.label). A key's singular "KEY-one"
is chosen by elo.texts.counted, never named."""

import ast
import re

from elo.systems import IDS, SYSTEMS
from elo.texts import LANGUAGES, every_word
from helpers import ROOT

KEYS = set(every_word(LANGUAGES[0]))


def _literals() -> set[str]:
    found: set[str] = set()
    for path in sorted((ROOT / "elo").rglob("*.py")) + sorted((ROOT / "tools").glob("*.py")):
        if path.parts[-2] == "texts" and path.name != "__init__.py":  # words, not users
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.add(node.value)
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    found.update(re.findall(r'data-i18n="([^"]+)"', html))
    return found


def _declared() -> set[str]:
    """The keys the systems' declarations make: their names and their fields' words."""
    made: set[str] = set()
    for system in SYSTEMS:
        made.add("system-" + system.id)
        for field in system.fields:
            element = field.key.replace("_", "-")
            made.update((element + "-label", element + "-hint"))
            made.update(element + "-" + str(choice) for choice in field.choices or ())
            if field.group:
                made.add("group-" + field.group.replace("_", "-"))
    return made


def _used() -> set[str]:
    literals = _literals()
    used = (literals & KEYS) | _declared()
    used |= {"error-" + literal for literal in literals} & KEYS
    used |= {key + "-" + system_id for key in set(used) for system_id in IDS} & KEYS
    used |= {key + "-one" for key in used} & KEYS  # chosen by elo.texts.counted
    return used


def test_every_key_has_a_user() -> None:
    assert sorted(KEYS - _used()) == []


def test_every_key_the_code_asks_for_has_its_words() -> None:
    asked: set[tuple[str, object]] = set()
    for path in sorted((ROOT / "elo").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in \
                    ("text", "counted") and len(node.args) > 1 and \
                    isinstance(node.args[1], ast.Constant):
                asked.add((path.relative_to(ROOT).as_posix(), node.args[1].value))
    assert asked  # the search found the calls
    assert sorted(item for item in asked if item[1] not in KEYS) == []


def test_no_key_is_made_by_joining_pieces() -> None:
    # text(lang, "prefix-" + value): no search for the key finds its user
    joined: list[tuple[str, str]] = []
    for path in sorted((ROOT / "elo").rglob("*.py")) + sorted((ROOT / "tools").glob("*.py")):
        relative, source = path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in \
                    ("text", "label", "counted") and len(node.args) > 1 and \
                    not isinstance(node.args[1], (ast.Constant, ast.Name, ast.Subscript,
                                                  ast.Attribute, ast.IfExp)):
                segment = ast.get_source_segment(source, node.args[1])
                assert segment is not None, relative  # a node of this very source
                joined.append((relative, segment))
    # the families above: an error's message, a system's name (in the CSV's sections and
    # the command line's answers), a field's choices and groups; and the keys index.html
    # names (data-i18n)
    family = [item for item in joined if item[1].startswith(('"error-" + ', '"system-" + '))]
    assert [relative for relative, _ in family] == ["elo/cli/need.py", "elo/export.py",
                                                    "elo/messages.py"]
    assert sorted(set(joined) - set(family)) == [
        ("tools/build_page.py", "m.group(3)"),
        ("tools/page_form.py", '"group-" + group.replace("_", "-")'),
        ("tools/page_form.py", 'field.id + "-" + choice')]


def test_a_singular_is_chosen_by_counted() -> None:
    # "x-one" if n == 1 else "x" at a call site is counted's choice made twice
    named = sorted(key for key in _literals() & KEYS
                   if key.endswith("-one") and key[:-len("-one")] in KEYS)
    # the one player the rating floor raised (1.4.6), beside the label of that figure
    assert named == ["event-report-raised-one"]
