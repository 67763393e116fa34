"""No import circle in the package: each module imports only modules below it, what two
modules both need placed below them both (docs/architecture.md). Every import counts,
those for the type checker alone (under TYPE_CHECKING, in the .pyi stubs) as well: a
circle of types is a circle of meaning. Read by the parser; nothing runs."""

import ast
from pathlib import Path

from helpers import ROOT

ELO = ROOT / "elo"


def _module_of(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _files() -> dict[str, Path]:
    """Every module and stub of the package by its dotted name."""
    return {_module_of(path): path for path in sorted(ELO.rglob("*.py*"))
            if path.suffix in (".py", ".pyi")}


def _imports(path: Path, known: dict[str, Path]) -> set[str]:
    """The package's modules a file imports: `from elo.a import b` names elo.a.b where
    that is a module, else elo.a."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("elo"):
            module = node.module or ""
            for alias in node.names:
                name = module + "." + alias.name
                found.add(name if name in known else module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name.startswith("elo"))
    return {name for name in found if name in known}


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each circle once, as the modules on it (depth first, the path kept)."""
    found: list[list[str]] = []
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> None:
        if name in path:
            circle = path[path.index(name):]
            if sorted(circle) not in [sorted(known) for known in found]:
                found.append(circle)
            return
        if name in done:
            return
        for target in sorted(graph.get(name, ())):
            visit(target, path + [name])
        done.add(name)

    for name in sorted(graph):
        visit(name, [])
    return found


def test_no_module_of_the_package_is_on_an_import_circle() -> None:
    known = _files()
    graph = {name: _imports(path, known) - {name} for name, path in known.items()}
    assert _circles(graph) == []


def test_the_check_finds_a_circle() -> None:
    # the check itself, on a graph with one: a -> b -> c -> a, and d -> a outside it
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert [sorted(circle) for circle in _circles(graph)] == [["a", "b", "c"]]
