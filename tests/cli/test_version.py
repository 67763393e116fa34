"""The version is written once, as elo.__version__: pyproject.toml reads it from there,
`elo --version` prints it, and CHANGELOG.md has a section for it."""

import subprocess
import sys
import tomllib

import elo

from helpers import ROOT


def test_version_prints_the_packages_version() -> None:
    done = subprocess.run([sys.executable, "-m", "elo", "--version"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout, done.stderr) == (
        0, "elo-calculator %s\n" % elo.__version__, "")


def test_pyproject_takes_the_version_from_the_package() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    project = config["project"]
    assert project["name"] == "elo-calculator"  # the name --version prints
    assert "version" not in project and "version" in project["dynamic"]
    assert config["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "elo.__version__"}


def test_the_changelog_has_the_version() -> None:
    assert ("\n## [%s] - " % elo.__version__) in (ROOT / "CHANGELOG.md").read_text(
        encoding="utf-8")
