"""Every module, class, function and file the documentation quotes exists: a name in
backticks in README.md or docs/*.md (docs/rules/ too) that looks like a place in this
repository (`elo.web.shell.registry.PARTS`, `elo/tournament/trf_out.py`,
`tests/build/test_no_circle.py`, `tools/build_page.py`) is looked up, the dotted ones by
importing the module and taking each attribute after it. A document that names what is
gone sends a reader nowhere."""

import ast
import builtins
import importlib
import re
from pathlib import Path

import pytest

from helpers import ROOT

DOCUMENTS = [ROOT / "README.md"] + sorted((ROOT / "docs").rglob("*.md"))
#: A quoted dotted name of the package, or a path of the repository's own folders.
_DOTTED = re.compile(r"`(elo(?:\.\w+)+)(?:\(\))?`")
_PATH = re.compile(r"`((?:elo|tests|tools|bench|static)/[\w./-]*\w)`")
#: A module's file by its name alone (`trf_out.py`), a class (`Tournament`, `PlayerResult`)
#: or a function called (`rate_tournament()`): defined somewhere in the repository's code.
_FILE = re.compile(r"`([a-z_][a-z0-9_]*\.pyi?)`")
_CLASS = re.compile(r"`([A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+)`")
_CLASS_ATTRIBUTE = re.compile(r"`([A-Z]\w+\.[a-z_]\w*)(?:\(\))?`")
_CALLED = re.compile(r"`([a-z_][a-z0-9_]*)\(\)`")
#: Those three are this project's own documents' only: the rules and the DWZ cases quote
#: other repositories' files and functions, and words of the files read.
_OWN = ("README.md", "docs/architecture.md", "docs/adding-a-system.md",
        "docs/adding-a-view.md", "docs/adding-a-format.md", "docs/contract.md",
        "docs/numbers.md", "docs/papers.md", "docs/performance.md", "docs/deploy.md",
        "docs/command-line.md")
#: What follows a dot in a file's name, not a member's.
_EXTENSIONS = ("md", "py", "pyi", "json", "csv", "trf", "txt", "js", "mjs", "scala", "toml",
               "pdf", "html", "css", "php")
#: Words in backticks that are no code of this repository: PGN's tags.
_NOT_CODE = ("WhiteElo", "BlackElo")
#: Files the build or the setup writes (git-ignored), named as where they will be.
_WRITTEN = ("static/build/", "static/vendor/", "tests/samples/")
#: Another repository named before a path on its line or the one before ("sklangen/TRF
#: `tests/example1.trf`"): the path is that repository's, not this one's.
_REPOSITORY = re.compile(r"(?<![`/\w])([A-Za-z][\w-]{2,}/[\w.-]{3,})(?![\w/])")
_OURS = ("elo", "tests", "tools", "bench", "static", "docs")


def _another_repository(before: str) -> bool:
    return [name for name in _REPOSITORY.findall(before)
            if name.split("/")[0] not in _OURS] != []


def _quoted() -> list[tuple[str, str]]:
    found = []
    for path in DOCUMENTS:
        name = path.relative_to(ROOT).as_posix()
        lines = path.read_text(encoding="utf-8").split("\n")
        for number, line in enumerate(lines):
            found += [(name, dotted) for dotted in _DOTTED.findall(line)
                      if "NAME" not in dotted]
            if name not in _OWN:
                continue
            found += [(name, "file " + file) for file in _FILE.findall(line)
                      if not _another_repository(line)]
            found += [(name, "name " + word) for word in _CLASS.findall(line)
                      if word not in _NOT_CODE]
            found += [(name, "member " + word) for word in _CLASS_ATTRIBUTE.findall(line)
                      if not word.split(".")[0].isupper()  # a placeholder: ID.key
                      and word.split(".")[1] not in _EXTENSIONS]  # a file: README.md
            found += [(name, "name " + word) for word in _CALLED.findall(line)
                      if word not in dir(builtins)]
            for match in _PATH.finditer(line):  # a path of another repository skipped
                before = (lines[number - 1] if number else "") + " " + line[:match.start()]
                if "NAME" not in match.group(1) and not _another_repository(before):
                    found.append((name, match.group(1)))
    return sorted(set(found))


def _defines(path: Path, names: list[str]) -> bool:
    """Whether a module's source defines `names` (a class, then its method ...), read by
    the parser: the page's glue cannot be imported outside the browser."""
    body: list[ast.stmt] = ast.parse(path.read_text(encoding="utf-8")).body
    for name in names:
        found: ast.stmt | None = None
        for node in body:
            if isinstance(node, (ast.ClassDef, ast.FunctionDef)) and node.name == name:
                found = node
            elif isinstance(node, (ast.Assign, ast.AnnAssign)) and name in [
                    target.id for target in (node.targets if isinstance(node, ast.Assign)
                                             else [node.target])
                    if isinstance(target, ast.Name)]:
                found = node
        if found is None:
            return False
        body = found.body if isinstance(found, (ast.ClassDef, ast.FunctionDef)) else []
    return True


def _resolves(dotted: str) -> bool:
    """Whether a dotted name is a module of the package, or an attribute reached from one
    (a class's method, a module's constant)."""
    parts = dotted.split(".")
    for end in range(len(parts), 0, -1):
        file = ROOT / ("/".join(parts[:end]) + ".py")
        try:
            thing: object = importlib.import_module(".".join(parts[:end]))
        except ModuleNotFoundError as error:
            if error.name in ("js", "pyscript", "vfs") and file.exists():
                return _defines(file, parts[end:])  # the page's glue
            continue
        for attribute in parts[end:]:
            if not hasattr(thing, attribute):
                return False
            thing = getattr(thing, attribute)
        return True
    return False


def _exists(place: str) -> bool:
    if place.startswith(_WRITTEN):
        return True
    path = ROOT / place
    return path.exists() or Path(str(path) + "i").exists()  # a stub (.pyi)


QUOTED = _quoted()


def test_the_documents_quote_names() -> None:
    # the check below must have something to check
    assert len(QUOTED) > 100


def _code() -> list[Path]:
    return sorted(path for folder in ("elo", "tools", "tests", "bench")
                  for path in (ROOT / folder).rglob("*.py*") if path.suffix in (".py", ".pyi"))


#: Every name a module of the repository defines (a class, a function, a method, a
#: constant), and every module file's name.
DEFINED = {node.name for path in _code() for node in ast.walk(ast.parse(path.read_text(
    encoding="utf-8"))) if isinstance(node, (ast.ClassDef, ast.FunctionDef))} | {
    target.id for path in _code() for node in ast.walk(ast.parse(path.read_text(
        encoding="utf-8"))) if isinstance(node, ast.Assign)
    for target in node.targets if isinstance(target, ast.Name)}
FILES = {path.name for path in _code()}
#: Every class of the repository with what its body defines (methods, attributes,
#: __slots__): Class.member.
MEMBERS: dict[str, set[str]] = {}
for _path in _code():
    for _node in ast.walk(ast.parse(_path.read_text(encoding="utf-8"))):
        if isinstance(_node, ast.ClassDef):
            members = MEMBERS.setdefault(_node.name, set())
            for _item in ast.walk(_node):
                if isinstance(_item, ast.FunctionDef):
                    members.add(_item.name)
                elif isinstance(_item, ast.Attribute):
                    members.add(_item.attr)
                elif isinstance(_item, ast.Name):
                    members.add(_item.id)
                elif isinstance(_item, ast.Constant) and isinstance(_item.value, str):
                    members.add(_item.value)  # __slots__


@pytest.mark.parametrize("document, name", QUOTED)
def test_a_quoted_name_exists(document: str, name: str) -> None:
    kind, _, word = name.partition(" ")
    if kind == "file":
        assert word in FILES, "%s names %s, which is no module" % (document, word)
    elif kind == "name":
        assert word in DEFINED, "%s names %s, which nothing defines" % (document, word)
    elif kind == "member":
        owner, _, member = word.partition(".")
        assert member in MEMBERS.get(owner, set()), "%s names %s, which is no class's " \
            "member" % (document, word)
    elif "/" in name:
        assert _exists(name), "%s names %s, which is no file or folder" % (document, name)
    else:
        assert _resolves(name), "%s names %s, which does not exist" % (document, name)
