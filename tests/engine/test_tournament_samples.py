"""The public sample tournaments read as each file states itself, on both runtimes
(tests/tournament_samples.py; the files are fetched by `make samples`)."""

import pytest

import tournament_samples
from helpers import ROOT, run_micropython

NAMES = [sample[0] for sample in tournament_samples.SAMPLES]


@pytest.fixture(scope="module", autouse=True)
def _fetched() -> None:
    missing = [name for name in NAMES if not (ROOT / "tests" / "samples" / name).exists()]
    if missing:
        pytest.fail("tests/samples lacks %s: run `make samples` (make test does)" % missing)


@pytest.fixture(scope="module")
def on_micropython() -> dict[str, list[str]]:
    found: dict[str, list[str]] = run_micropython("tournament_samples_main.py", mpy=True)
    return found


def test_each_file_as_it_states_itself_on_cpython() -> None:
    assert tournament_samples.differences() == {name: [] for name in NAMES}


def test_each_file_as_it_states_itself_on_micropython(
        on_micropython: dict[str, list[str]]) -> None:
    assert on_micropython == {name: [] for name in NAMES}
