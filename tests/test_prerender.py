"""The numbers written into index.html are the engine's, for the default inputs."""

import subprocess
import sys

from conftest import ROOT

sys.path.insert(0, str(ROOT / "tools"))

import prerender  # noqa: E402


def test_index_html_holds_the_engines_default_numbers():
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "prerender.py"), "--check"],
                          cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout


def test_the_check_notices_drift():
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    stale = html.replace(">1513</output>", ">1514</output>", 1)
    assert stale != html
    assert prerender.prerender(stale) == html


def test_prerendered_figures_are_the_issue2_numbers():
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    # seed 002: 1500 v 1600, K 20, win: +13, 1513, E 36,0 %
    for piece in ('id="new-rating"', ">1513<", ">+13<", "36,0\u00a0%", "1500 + 13 = 1513"):
        assert piece in html, piece
