"""The site `make dist` writes (tools/dist.py), built once for the tests of this folder
into a temporary folder: dist/ itself is left alone."""

from pathlib import Path

import pytest

from helpers import ROOT

import dist  # tools/, on the path through helpers


@pytest.fixture(scope="session")
def dist_site(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dist.Row]]:
    """(the site's folder, tools/dist.py's rows: path, raw, gzip and brotli sizes)."""
    target = tmp_path_factory.mktemp("dist") / "site"
    return target, dist.build_site(ROOT, target)
