"""`make dist`'s site (tools/dist.py): exactly the files the service worker lists and the
worker itself, only relative addresses in them, and beside each file that shrinks its
gzip and brotli copies. The wheel with the page in it: tests/build/test_wheel.py; the
site in Chromium under a path prefix: tests/browser/test_deployed.py."""

import gzip
import json
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path

import brotli
import pytest

from helpers import ROOT, search

import build_page  # tools/, on the path through helpers
import dist

COPIES = (".gz", ".br")
#: The runtime's chunks the page never loads (PyScript's editor, terminal, game, zip).
UNUSED = ("codemirror", "xterm", "py-editor", "py-terminal", "py-game", "zip-",
          "pyodide_graph", "donkey", "deprecations-manager", "storage.js",
          "service-worker.js")


#: The site tools/dist.py wrote for these tests: its folder and its rows (tests/build/conftest.py).
Site = tuple[Path, list[dist.Row]]


@pytest.fixture
def site(dist_site: Site) -> Site:
    return dist_site


def files_of(target: Path) -> set[str]:
    return {path.relative_to(target).as_posix() for path in target.rglob("*")
            if path.is_file()}


def originals(target: Path) -> set[str]:
    return {path for path in files_of(target) if not path.endswith(COPIES)}


def test_the_site_is_what_the_worker_keeps_and_the_worker(site: Site) -> None:
    target, _ = site
    listed = dist.listed_files(ROOT)
    assert list(listed) == build_page.offline_files()  # the list build_page wrote
    assert originals(target) == set(listed) | {"sw.js"}
    for path in originals(target):
        assert (target / path).read_bytes() == (ROOT / path).read_bytes(), path
    # the whole start-up chain is there (index.html's preloads)
    assert {path for _, path in build_page.preloads()} <= set(listed)


def test_none_of_the_runtimes_unused_chunks(site: Site) -> None:
    target, _ = site
    assert [path for path in files_of(target) if any(name in path for name in UNUSED)] == []
    vendor = ROOT / "static" / "vendor"
    left_out = sum(path.stat().st_size for path in vendor.rglob("*") if path.is_file()
                   and not (target / path.relative_to(ROOT)).exists())
    assert left_out > 1_000_000  # the editor's and the terminal's, about 1.2 MB


def test_each_copy_is_its_file_compressed_and_smaller(site: Site) -> None:
    target, rows = site
    copies = {path for path in files_of(target) if path.endswith(COPIES)}
    for path in originals(target):
        data = (target / path).read_bytes()
        packed = {suffix: (target / (path + suffix)).read_bytes()
                  for suffix in COPIES if path + suffix in copies}
        if path.endswith((".html", ".js", ".mjs", ".wasm", ".romfs", ".css", ".toml")):
            assert set(packed) == set(COPIES), path  # these all shrink
        for suffix, body in packed.items():
            assert len(body) < len(data), path + suffix
            assert (gzip.decompress if suffix == ".gz" else brotli.decompress)(body) == data
    assert {row[0] for row in rows} == originals(target)
    assert all(row[2] is None or row[2] < row[1] for row in rows)


class _Addresses(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[tuple[str, str, str]] = []  # an attribute with no value: ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.found += [(tag, name, value or "") for name, value in attrs
                       if name in ("src", "href", "action", "srcset", "data")]


def test_only_relative_addresses(site: Site) -> None:
    """Nothing from the host's root (`/static/...`) or another host: the site works in
    any folder, https://club.example/elo/ as well as a host's root."""
    target, _ = site
    page = _Addresses()
    page.feed((target / "index.html").read_text(encoding="utf-8"))
    assert len(page.found) > 10
    assert [found for found in page.found
            if not found[2].startswith(("./", "#", "data:"))] == []
    # PyScript's config, inline as JSON: its addresses too
    config = json.loads(search(r"<script type=\"mpy\"[^>]*config='([^']+)'", (
        target / "index.html").read_text(encoding="utf-8")).group(1))
    assert config["interpreter"].startswith("./")
    assert all(key.startswith("./") and value.startswith("./")
               for key, value in config["files"].items())
    worker = (target / "sw.js").read_text(encoding="utf-8")
    assert all(not path.startswith("/") and "://" not in path
               for path in dist.listed_files(target))
    code = worker.split("const FILES = ", 1)[1].split(";\n", 1)[1]
    assert "://" not in code
    code = re.sub(r"//[^\n]*", "", code)  # its comments
    assert re.findall(r"""["'`]/""", code) == []  # every address from the worker's own
    manifest = json.loads((target / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["start_url"] == "."
    assert all(not icon["src"].startswith("/") and "://" not in icon["src"]
               for icon in manifest["icons"])


def test_a_new_build_replaces_the_old_files_and_copies(tmp_path: Path) -> None:
    target = tmp_path / "site"
    text = b"body { color: red }\n" * 50
    dist.write_site(target, {"index.html": b"<p>" * 200, "static/old.css": text})
    rows = dist.write_site(target, {"index.html": b"<b>" * 200, "tiny.txt": b"x"})
    assert files_of(target) == {"index.html", "index.html.gz", "index.html.br", "tiny.txt"}
    assert gzip.decompress((target / "index.html.gz").read_bytes()) == b"<b>" * 200
    assert brotli.decompress((target / "index.html.br").read_bytes()) == b"<b>" * 200
    assert rows[1] == ("tiny.txt", 1, None, None)  # no copy that would be larger
    assert not (target / "static").exists()  # a folder left empty goes too


def test_a_file_changed_since_the_worker_was_written_stops_the_build(tmp_path: Path) -> None:
    for path in list(dist.listed_files(ROOT)) + ["sw.js"]:
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / path, tmp_path / path)
    assert set(dist.site_contents(tmp_path)) == set(dist.listed_files(ROOT)) | {"sw.js"}
    with open(tmp_path / "static" / "build" / "boot.js", "a") as boot:
        boot.write("// edited after the build\n")
    with pytest.raises(SystemExit, match="static/build/boot.js changed since sw.js was written"):
        dist.site_contents(tmp_path)
