"""The package's docstring (elo/__init__.py) says what its public face is, with an example
that runs: doctest runs it here."""

import doctest

import elo


def test_the_package_docstring_runs() -> None:
    result = doctest.testmod(elo)
    assert result.attempted > 0 and result.failed == 0
