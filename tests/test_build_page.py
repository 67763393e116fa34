"""What tools/build_page.py writes: the page's config, preloads and first numbers."""

import subprocess
import sys

import pytest

from conftest import ROOT
from elo.web.main import unpack

sys.path.insert(0, str(ROOT / "tools"))

import build_page  # noqa: E402


def test_index_html_holds_the_engines_default_numbers():
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "build_page.py"), "--check"],
                          cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout


def test_the_check_notices_drift():
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    stale = html.replace(">1513</output>", ">1514</output>", 1)
    assert stale != html
    assert build_page.page_text(stale) == html


def test_prerendered_figures_are_the_issue2_numbers():
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    # seed 002: 1500 v 1600, K 20, win: +13, 1513, E 36,0 %
    for piece in ('id="new-rating"', ">1513<", ">+13<", "36,0\u00a0%", "1500 + 13 = 1513"):
        assert piece in html, piece


def test_the_page_loads_the_compiled_closure_of_its_modules(tmp_path):
    modules = build_page.page_modules()
    assert "elo/web/app.py" in modules and "elo/fide.py" in modules
    assert "elo/cli.py" not in modules and "elo/report.py" not in modules
    built = build_page.PACK_FILE
    written = unpack(str(built), into=str(tmp_path) + "/")
    assert written == [str(tmp_path / (module[:-3] + ".mpy")) for module in modules]
    for module in modules:
        assert built.stat().st_mtime >= (ROOT / module).stat().st_mtime, module
        assert (tmp_path / (module[:-3] + ".mpy")).read_bytes()[:1] == b"M", module


def test_a_pack_comes_out_as_it_went_in(tmp_path):
    files = [("elo/a.mpy", b"M\x06\nx\n"), ("elo/web/b.mpy", b""), ("c.mpy", bytes(range(256)))]
    (tmp_path / "test.pack").write_bytes(build_page.pack(files))
    into = str(tmp_path) + "/"
    assert unpack(str(tmp_path / "test.pack"), into) == [into + name for name, _ in files]
    for name, data in files:
        assert (tmp_path / name).read_bytes() == data


def test_a_cut_pack_is_refused(tmp_path):
    data = build_page.pack([("elo/a.mpy", b"0123456789")])
    (tmp_path / "cut.pack").write_bytes(data[:-1])
    with pytest.raises(ValueError, match="cut short"):
        unpack(str(tmp_path / "cut.pack"), str(tmp_path) + "/")


def test_compiled_modules_run_the_engine_cases_on_micropython():
    from test_engine_micropython import run_micropython
    outcome = run_micropython("engine_cases_main.py", mpy=True)
    assert outcome["runtime"] == "micropython"
    assert {case: failures for case, failures in outcome["results"].items() if failures} == {}
