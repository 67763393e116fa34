"""The page's layer as elo.web.shell.modules declares it: which modules may reach into
the browser, and which module image each one ships in. The declaration is the one place
that says it; these tests hold the code and the build to it."""

import ast
import re
from pathlib import Path

import pytest

from elo.web.shell import modules as declared, registry
from elo.web.shell.registry import PARTS
from elo.web import main
from helpers import ROOT

import build_page  # tools/, on the path by tests/conftest.py

def _package_modules() -> list[tuple[str, Path]]:
    """(dotted name, path) of every module of the package."""
    return [(build_page.module_name(path.relative_to(ROOT).as_posix()), path)
            for path in sorted((ROOT / "elo").rglob("*.py"))]


def _imports(path: Path) -> set[str]:
    """The modules a module's source imports (each name of a `from x import a` as x.a
    too), read by the parser: nothing of it runs."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(node.module + "." + alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def _reaches_the_browser(path: Path) -> list[str]:
    """What a module imports of what only the page has: PyScript's modules, the
    JavaScript bridge, MicroPython's file systems, the page's own DOM helpers."""
    return sorted(name for name in _imports(path)
                  if name.split(".")[0] in ("js", "pyscript", "vfs") or
                  name == "elo.web.shell.dom" or name.startswith("elo.web.shell.dom."))


def test_only_the_declared_modules_reach_into_the_browser() -> None:
    found = [(name, _reaches_the_browser(path)) for name, path in _package_modules()]
    trespassers = [(name, uses) for name, uses in found
                   if uses and name not in declared.BROWSER]
    assert trespassers == []


def test_every_module_declared_as_the_browsers_exists_and_is_one() -> None:
    names = dict(_package_modules())
    assert len(set(declared.BROWSER)) == len(declared.BROWSER)
    for name in declared.BROWSER:
        assert name in names, name
        # a module named here that needs no browser should not be: the list says who does
        assert _reaches_the_browser(names[name]), name


@pytest.mark.parametrize("name", ["elo.cli", "elo.cli.tournament", "elo.cli.season",
                                  "elo.present.output", "elo.present.systems.fide",
                                  "elo.web.calculator.inputs"])
def test_the_command_line_and_the_pure_layers_import_no_browser_module(name: str) -> None:
    # the command line imports nothing from elo.web, and the presentation it shares with
    # the page reaches no DOM (the closure, not only the module itself)
    reached = build_page._closure([build_page.declared_file(name)])
    named = {build_page.module_name(module) for module in reached}
    assert not named & set(declared.BROWSER), name
    if name.startswith("elo.cli"):
        assert not [module for module in named if module.startswith("elo.web")], name


def test_the_first_image_is_the_one_main_mounts() -> None:
    assert main.IMAGE == declared.FIRST_IMAGE


def test_every_built_module_is_in_the_image_the_declaration_names() -> None:
    images = [(declared.FIRST_IMAGE, build_page.page_modules())]
    images += [(found.image, build_page.part_modules(found)) for found in PARTS]
    images += [(declared.language_image(lang), build_page.language_modules(lang))
               for lang in build_page.LATER]
    for image, paths in images:
        assert paths, image
        for path in paths:
            assert declared.image_of(build_page.module_name(path)) == image, path


def test_the_first_image_imports_nothing_that_comes_later() -> None:
    # what the page imports at start must all be there at start: a module of a later
    # image reached by an import from the first would fail before its image is mounted
    reached = build_page._closure([build_page.SCRIPT])
    later = sorted(path for path in reached
                   if declared.image_of(build_page.module_name(path)) != declared.FIRST_IMAGE
                   and not re.match(r"elo/texts/en", path))
    assert later == []


@pytest.mark.parametrize("found", PARTS, ids=[found.name for found in PARTS])
def test_a_part_needs_only_the_images_before_it(found: registry.Part) -> None:
    # whatever a part imports is in its own image, in the first one or in a part it
    # needs (mounted before it): as built, not only as declared (a module of the first
    # image's packages that the first image never imports is in neither)
    reached = build_page._closure([build_page.declared_file(name) for name in found.starts] +
                                  build_page._held_files(found))
    before = set(build_page.page_modules())
    for name in found.needs:
        before |= set(build_page.part_modules(registry.part(name)))
    built = before | set(build_page.part_modules(found))
    assert sorted(reached - built) == []
    assert set(build_page.part_needs(found)) <= {build_page.module_name(path)
                                                  for path in before}


def test_a_later_package_is_whole_in_its_image() -> None:
    # the loader points a package's __path__ at the image that holds it: a package whose
    # modules were split over two images would find half of them
    for image, names in declared.IMAGES:
        for name in names:
            folder = ROOT / name.replace(".", "/")
            if folder.is_dir():
                for path in folder.rglob("*.py"):
                    module = build_page.module_name(path.relative_to(ROOT).as_posix())
                    assert declared.image_of(module) == image, module
