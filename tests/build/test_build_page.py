"""What tools/build_page.py writes: the page's config, preloads and first numbers."""

import json
import subprocess
import sys
from pathlib import Path

from elo.web.shell.registry import PARTS, part
from helpers import ROOT, run_micropython, search

import build_page  # tools/, on the path through helpers


def test_index_html_holds_the_engines_default_numbers() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "build_page.py"), "--check"],
                          cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout


def test_the_check_notices_drift() -> None:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    stale = html.replace(">1513</output>", ">1514</output>", 1)
    assert stale != html
    assert build_page.page_text(stale) == html


def test_prerendered_figures_are_the_issue2_numbers() -> None:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    # seed 002: 1500 v 1600, K 20, win: +13, 1513, E 36,0 %
    for piece in ('id="new-rating"', ">1513<", ">+13<", "36,0\u00a0%", "1500 + 13 = 1513"):
        assert piece in html, piece


def test_the_page_loads_the_compiled_closure_of_its_modules() -> None:
    modules = build_page.page_modules()
    assert "elo/web/calculator/view.py" in modules and "elo/systems/classic.py" in modules
    assert "elo/cli/__init__.py" not in modules and "elo/report.py" not in modules
    # a package's modules, found through its __init__'s one-line imports
    assert {"elo/systems/__init__.py", "elo/systems/declared/dwz.py",
            "elo/systems/declared/fide.py", "elo/systems/tables.py"} <= set(modules)
    # the rules of the systems after classic Elo come in a part of their own
    systems = build_page.part_modules(part("systems"))
    assert {"elo/systems/dwz/__init__.py", "elo/systems/dwz/common.py",
            "elo/systems/dwz/classic.py", "elo/systems/dwz/since2026.py",
            "elo/systems/dwz/first.py", "elo/systems/glicko2.py", "elo/systems/fide.py",
            "elo/present/systems/dwz.py", "elo/texts/en_systems.py"} <= set(systems)
    assert not set(systems) & set(modules)
    for module in modules:
        assert build_page.IMAGE_FILE.stat().st_mtime >= (ROOT / module).stat().st_mtime, module
    # as the page's MicroPython reads the images (tests/mpy/page_image.py)
    english = build_page.language_modules("en")
    parts = [module for found in PARTS for module in build_page.part_modules(found)]
    listed = run_micropython("image_main.py", mpy=True)["files"]
    assert listed == sorted(module[:-3] + ".mpy" for module in modules + english + parts)


def test_the_english_words_come_in_an_image_of_their_own() -> None:
    # a German visit loads elo.romfs alone: no English word in it (issue 22)
    modules = build_page.page_modules()
    english = build_page.language_modules("en")
    assert {"elo/texts/en.py", "elo/texts/en_faq.py", "elo/texts/en_errors.py"} <= set(english)
    assert not set(english) & set(modules)
    assert "elo/texts/de.py" in modules and "elo/web/shell/languages.py" in modules
    image = build_page.IMAGE_FILE.read_bytes()
    assert b"elo/texts/en" not in image and b"Chess Elo calculator" not in image
    english_image = (ROOT / build_page.language_images()[0]).read_bytes()
    assert b"Chess Elo calculator" in english_image
    # the page does not ask for it at start-up, the service worker keeps it (offline)
    assert build_page.language_images() == ["static/build/elo-en.romfs"]
    assert "elo-en.romfs" not in (ROOT / "index.html").read_text(encoding="utf-8")
    assert "static/build/elo-en.romfs" in build_page.offline_files()


def test_the_tournament_view_and_the_season_come_in_an_image_of_their_own() -> None:
    # a visit to the calculator alone does not load them (elo.web.shell.loader), nor
    # their words in either language
    modules = build_page.page_modules()
    tournament = build_page.part_modules(part("tournament"))
    season = build_page.part_modules(part("season"))
    assert {"elo/web/tournament/view.py", "elo/tournament/rating.py", "elo/tournament/trf.py",
            "elo/texts/de_tournament.py", "elo/texts/en_tournament.py"} <= set(tournament)
    assert {"elo/web/season/view.py", "elo/season/chain.py", "elo/web/season/render.py",
            "elo/texts/de_season.py"} <= set(season)
    assert not set(tournament) & set(modules) and not set(season) & set(modules)
    assert not set(tournament) & set(season)
    # what the calculator needs to start the views over stays in the first image
    assert {"elo/web/shell/loader.py", "elo/web/shell/store.py",
            "elo/web/shell/registry.py"} <= set(modules)
    image = build_page.IMAGE_FILE.read_bytes()
    assert b"tournament/view.mpy" not in image and b"season/render.mpy" not in image
    assert b"de_tournament.mpy" not in image and b"de_season.mpy" not in image
    tournament_image = (build_page.BUILD / part("tournament").image).read_bytes()
    assert b"view.mpy" in tournament_image and b"de_tournament.mpy" in tournament_image
    # the modules of the images before it that the tournament imports (the first, the
    # files' part it needs), imported before its own, and listed in the image with what
    # it holds
    needs = build_page.part_needs(part("tournament"))
    assert {"elo.systems.fide", "elo.web.shell.dom", "elo.systems.dwz.common",
            "elo.files.decoding"} <= \
        set(needs)
    assert b"\nelo.systems.fide\n" in tournament_image
    assert b"\nelo.tournament.trf\n" in tournament_image
    before = set(modules) | set(build_page.part_modules(part("files"))) | \
        set(build_page.part_modules(part("systems")))
    assert {build_page._module_file(name) for name in needs} <= before
    preloaded = [path for _, path in build_page.preloads()]
    for found in PARTS:  # the page does not ask for them at start; the worker keeps them
        assert "static/build/" + found.image not in preloaded
        assert "static/build/" + found.image in build_page.offline_files()
    # boot.js asks for a view's images beside the runtime where the address names it,
    # and for a system's rules where the link or the inputs kept name it: each part after
    # the parts it needs
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    systems, files = "./static/build/elo-systems.romfs", "./static/build/elo-files.romfs"
    assert json.loads(search(r"data-parts='([^']*)'", page).group(1)) == {
        "#event": [systems, files, "./static/build/elo-tournament.romfs"],
        "#season": [systems, "./static/build/elo-season.romfs"]}
    assert json.loads(search(r"data-systems='([^']*)'", page).group(1)) == {
        "fide": [systems], "dwz": [systems], "fide-dwz": [systems], "ukd": [systems],
        "glicko2": [systems]}


def test_a_romfs_image_holds_what_went_in(tmp_path: Path) -> None:
    # nested folders, and a file that follows a subfolder in its folder
    files = [("a.mpy", b"1"), ("elo/b.mpy", b"22"), ("elo/web/c.mpy", b"\x00\n3"),
             ("elo/web/d.mpy", b""), ("elo/z.mpy", bytes(range(256)))]
    (tmp_path / "input.json").write_text(json.dumps({"image": build_page.romfs(files).hex()}))
    shown = run_micropython("romfs_main.py", tmp_path / "input.json")
    assert shown["files"] == {name: data.hex() for name, data in files}
    assert shown["first_on_path"] == "/test-rom"  # the image's modules win over any others


def test_compiled_modules_run_the_engine_cases_on_micropython() -> None:
    outcome = run_micropython("engine_cases_main.py", mpy=True)
    assert outcome["runtime"] == "micropython"
    assert {case: failures for case, failures in outcome["results"].items() if failures} == {}
