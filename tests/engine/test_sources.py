"""Every golden case says where its numbers come from, in a form a reader of the repository
can follow, and no file of the repository points at a place outside it.

A source (and a case's "why") names a regulation with its article, a published result, or a
file of the repository by its path; `docs/numbers.md` holds the project's own decisions on
numbers and text. It never names a path of the machine the project was written on, the
project's issue tracker, or notes and pages that are not in the repository. A file of
another repository is written `owner/name:path` (`Moritz72/elochess:tests/data/...`), so that
its path is not taken for one of ours.
"""

import json
import re
import subprocess

import pytest

from engine_cases import CASE_FILES
from helpers import CASES_DIR, ROOT, JsonObject

#: A path of a machine rather than of the repository: an absolute path into the work,
#: home, root or temporary folders (not a URL's path: nothing of a word, a dot, a colon or a
#: slash may stand before it), or a way up and out into a shared folder beside the checkout.
MACHINE_PATH = re.compile(r"(?<![\w.:/-])/(?:work|root|tmp|home)/|(?:\.\./)+shared\b")

#: What a source must not cite: (pattern, why a reader cannot follow it).
FORBIDDEN = (
    (MACHINE_PATH, "a path of a machine, not of the repository"),
    (re.compile(r"shared/rules|seeds/"), "a folder outside the repository"),
    (re.compile(r"design\.md"), "a design note that is not in the repository"),
    (re.compile(r"\bissues?\b", re.IGNORECASE), "the issue tracker, which the repository lacks"),
    (re.compile(r"\bseeds? \d"), "the calculator pages the product was specified from"),
)

#: A path into the repository: it begins at one of its top folders, after nothing of a word,
#: a dot, a slash, a colon or a hyphen (so not inside a URL or an `owner/name:path`), and
#: ends on a letter, digit, underscore or `*` (so no full stop or comma after it is taken).
REPO_PATH = re.compile(r"(?<![\w./:-])((?:docs|tests|elo|tools|bench|static)/[\w./*-]*[\w*])")

#: A file of another repository, `owner/name:path`.
OTHER_REPO_FILE = re.compile(r"[\w.-]+/[\w.-]+:[\w./-]+")

#: A file of this repository named without its folder (`trf.md`, `rating.py`): it cannot be
#: found without knowing where it is.
BARE_NAME = re.compile(r"(?<![\w/.-])[\w-]+\.(?:md|py)\b")

#: "docs/numbers.md section 4", "docs/numbers.md sections 3 and 11", "dwz.md section 5.3".
SECTION = re.compile(r"(docs/[\w/.-]+\.md),? sections? (\d+(?:\.\d+)?)(?: and (\d+(?:\.\d+)?))?")


def _cases() -> list[tuple[str, JsonObject]]:
    """Every case of every tests/cases/*.json, as (file, case)."""
    found: list[tuple[str, JsonObject]] = []
    for path in sorted(CASES_DIR.glob("*.json")):
        for case in json.loads(path.read_text(encoding="utf-8")):
            found.append((path.name, case))
    return found


CASES = _cases()


def _texts(case: JsonObject) -> list[tuple[str, str]]:
    """What of a case cites its sources: the source and, where it has one, the why."""
    return [(key, case[key]) for key in ("source", "why") if key in case]


def _tracked() -> list[str]:
    """The files git tracks in the checkout."""
    try:
        done = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                              check=True)
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout: the tracked files are unknown")
    return [name for name in done.stdout.decode().split("\0") if name]


def _exists(path: str, tracked: list[str]) -> bool:
    """Whether a path a source names is a tracked file, a folder of tracked files, or a
    pattern (`norm_*.trf`) that matches one."""
    if "*" in path:
        pattern = re.compile("^" + re.escape(path).replace(r"\*", "[^/]*") + "$")
        return any(pattern.match(name) for name in tracked)
    return path in tracked or any(name.startswith(path + "/") for name in tracked)


def test_the_cases_are_those_the_engine_runs() -> None:
    # a test of sources that found no case would pass on anything; and a case file the
    # engine's runner does not list would be checked here but never run
    assert CASES and {name for name, _ in CASES} == set(CASE_FILES)


def test_every_case_has_a_source() -> None:
    found = ["%s %r" % (name, case["id"]) for name, case in CASES
             if not isinstance(case.get("source"), str) or not case["source"].strip()]
    assert found == []


def test_no_source_cites_what_a_reader_cannot_follow() -> None:
    found = ["%s %r %s: %s (%s)" % (name, case["id"], key, match.group(0), why)
             for name, case in CASES for key, text in _texts(case)
             for pattern, why in FORBIDDEN for match in pattern.finditer(text)]
    assert found == []


def test_every_source_names_a_file_of_the_repository() -> None:
    # a regulation, a published result or a decision of the project: each is written down
    # in a file of the repository (docs/rules/, docs/dwz-cases.md, docs/numbers.md), and the
    # source names it, so that the reader knows where to look
    found = ["%s %r" % (name, case["id"]) for name, case in CASES
             if not REPO_PATH.search(case["source"])]
    assert found == []


def test_every_repository_path_a_source_names_exists() -> None:
    tracked = _tracked()
    found = ["%s %r: %s" % (name, case["id"], path) for name, case in CASES
             for _, text in _texts(case) for path in REPO_PATH.findall(text)
             if not _exists(path, tracked)]
    assert found == []


def test_no_source_names_a_file_without_its_folder() -> None:
    found = []
    for name, case in CASES:
        for key, text in _texts(case):
            rest = OTHER_REPO_FILE.sub(" ", REPO_PATH.sub(" ", text))
            found += ["%s %r %s: %s" % (name, case["id"], key, bare)
                      for bare in BARE_NAME.findall(rest)]
    assert found == []


def test_every_section_a_source_cites_is_there() -> None:
    found = []
    for name, case in CASES:
        for _, text in _texts(case):
            for match in SECTION.finditer(text):
                path, numbers = match.group(1), [n for n in match.groups()[1:] if n]
                heading = (ROOT / path).read_text(encoding="utf-8")
                found += ["%s %r: %s section %s" % (name, case["id"], path, number)
                          for number in numbers
                          if not re.search(r"^#+ %s[. ]" % re.escape(number), heading, re.M)]
    assert found == []


def test_no_tracked_file_names_a_path_outside_the_repository() -> None:
    found = []
    for name in _tracked():
        if name.startswith("tests/samples/"):
            continue  # the public sample tournaments, as their authors wrote them
        try:
            data = (ROOT / name).read_bytes()
        except OSError:
            continue  # deleted in the work tree, not yet in the index
        if b"\0" in data[:8192]:
            continue  # binary: an image, a font, a test's binary fixture
        text = data.decode("utf-8", "replace")  # a fixture may be Windows-1252
        for number, line in enumerate(text.split("\n"), 1):
            found += ["%s:%d: %s" % (name, number, line.strip()[:100])
                      for _ in MACHINE_PATH.finditer(line)]
    assert found == []
