"""The tests' own rule (tests/helpers.py says it): what several test modules share lives in
a module that is not a test (tests/helpers.py, tests/tournament_view.py, the case
runners), never in a test module another one imports. A test module imported by another
is collected twice over, its fixtures and hooks are shared by accident, and a change to
one test file breaks tests in another."""

import ast
from pathlib import Path

from helpers import TESTS


def _test_modules() -> set[str]:
    """The names the test modules are imported by (each folder of tests/ is on sys.path
    as pytest runs it, so a test module's name is its file's)."""
    return {path.stem for path in TESTS.rglob("test_*.py")}


def _imported(path: Path) -> set[str]:
    """Every module a file's source names in an import, each part of a dotted name on its
    own (`from browser.test_x import y` names test_x), read by the parser: nothing of it
    runs."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.update(node.module.split("."))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                names.update(alias.name.split("."))
    return names


def test_no_module_of_the_tests_imports_a_test_module() -> None:
    tests = _test_modules()
    # the rule is checked over every folder of tests/, this one's own module too
    assert {"test_tests", "test_cli", "test_engine", "test_texts", "test_rows"} <= tests
    found = sorted((path.relative_to(TESTS).as_posix(), name)
                   for path in sorted(TESTS.rglob("*.py"))
                   for name in sorted(_imported(path) & tests))
    assert found == []


def test_an_import_of_a_test_module_is_seen(tmp_path: Path) -> None:
    # the check above on a file made to break the rule, in each form an import takes
    source = tmp_path / "test_made.py"
    source.write_text("import test_a\nimport test_b as b\nfrom test_c import x\n"
                      "from browser.test_d import y\n\ndef f():\n    import test_e\n",
                      encoding="utf-8")
    assert {"test_a", "test_b", "test_c", "test_d", "test_e"} <= _imported(source)
    assert not {"test_made", "x", "y", "b"} & _imported(source)
