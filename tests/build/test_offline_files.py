"""Issue 14, the second visit without network, the files for it: the service worker (sw.js,
written by tools/build_page.py from tools/service_worker.js), the web app manifest, the
icons and the types the server gives them. The visits themselves, in Chromium:
tests/browser/test_offline.py."""

import json
import shutil
import struct
import urllib.request
import zlib
from pathlib import Path
from xml.etree import ElementTree

import pytest

from helpers import ROOT, offline_digests

import build_page  # tools/, on the path through helpers


def _version(worker_text: str) -> str:
    version: str = json.loads(worker_text.split("const VERSION = ", 1)[1].split(";", 1)[0])
    return version


def _png_pixels(data: bytes) -> tuple[int, int, list[list[tuple[int, ...]]]]:
    """(width, height, rows of RGB triples) of a PNG as tools/icons.py writes it."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height, depth, kind = struct.unpack(">IIBB", data[16:26])
    assert (depth, kind) == (8, 2)
    raw = zlib.decompress(data[data.index(b"IDAT") + 4:data.index(b"IEND") - 8])
    stride = 1 + 3 * width
    rows = [raw[y * stride + 1:(y + 1) * stride] for y in range(height)]
    return width, height, [[tuple(row[3 * x:3 * x + 3]) for x in range(width)] for row in rows]


def test_the_worker_is_built_from_what_the_page_loads() -> None:
    files = build_page.offline_files()
    head_files = ["static/build/boot.js", "static/build/style.css",
                  "static/vendor/pyscript/" + build_page.chunk("core"),
                  "manifest.webmanifest"]
    assert files[0] == "index.html"
    assert set(head_files + [path for _, path in build_page.preloads()]) <= set(files)
    assert {"static/build/icon.svg", "static/build/icon-192.png",
            "static/build/icon-512.png"} <= set(files)
    worker = (ROOT / "sw.js").read_text(encoding="utf-8")
    assert worker == build_page.service_worker_text()  # --check says the same
    listed = worker.split("const FILES = ", 1)[1].split(";\n", 1)[0]
    assert json.loads(listed) == offline_digests(ROOT)


def test_one_changed_byte_is_a_new_version(tmp_path: Path) -> None:
    for path in build_page.offline_files():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / path, tmp_path / path)
    before = build_page.service_worker_text(tmp_path)
    assert before == build_page.service_worker_text()
    with open(tmp_path / "static/build/elo.romfs", "ab") as image:
        image.write(b"\0")
    after = build_page.service_worker_text(tmp_path)
    assert _version(after) != _version(before)
    changed = [line for line in after.splitlines() if line not in before.splitlines()]
    assert len(changed) == 2 and "elo.romfs" in changed[1]  # the version and that file


def test_the_check_notices_a_stale_worker(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert build_page.main(["--check"]) == 0
    stale = tmp_path / "sw.js"
    stale.write_text(build_page.service_worker_text().replace("const VERSION", "const  VERSION"))
    monkeypatch.setattr(build_page, "SERVICE_WORKER", stale)
    assert build_page.main(["--check"]) == 1
    monkeypatch.setattr(build_page, "SERVICE_WORKER", tmp_path / "missing.js")
    assert build_page.main(["--check"]) == 1


def test_the_manifest_installs_the_page_in_german() -> None:
    manifest = json.loads((ROOT / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["name"] == "Elo-Rechner für Schach"
    assert manifest["short_name"] == "Elo-Rechner"
    assert manifest["lang"] == "de"
    assert (manifest["start_url"], manifest["display"]) == (".", "standalone")
    css = (ROOT / "static" / "style.css").read_text(encoding="utf-8")
    assert manifest["background_color"] == manifest["theme_color"]
    assert "--bg: %s;" % manifest["background_color"] in css.split("}", 1)[0]
    sizes = {(icon["type"], icon["sizes"], icon.get("purpose", "any"))
             for icon in manifest["icons"]}
    assert {("image/png", "192x192", "any"), ("image/png", "512x512", "any"),
            ("image/png", "512x512", "maskable"), ("image/svg+xml", "any", "any")} <= sizes
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    assert '<link rel="manifest" href="./manifest.webmanifest">' in html.split("</head>")[0]


def test_the_icons_are_a_pawn_in_the_accent_colours() -> None:
    manifest = json.loads((ROOT / "manifest.webmanifest").read_text(encoding="utf-8"))
    accent, light = build_page.colours()["--accent"], build_page.colours()["--accent-fg"]
    rgb = [tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5)) for colour in (accent, light)]
    for icon in manifest["icons"]:
        data = (ROOT / icon["src"]).read_bytes()
        if icon["type"] == "image/svg+xml":
            svg = ElementTree.fromstring(data)
            assert svg.get("viewBox") == "0 0 512 512" and accent in data.decode()
            continue
        width, height, pixels = _png_pixels(data)
        assert "%dx%d" % (width, height) == icon["sizes"]
        # the corners are the background; the head and the base of the pawn are white
        assert pixels[0][0] == pixels[-1][-1] == rgb[0]
        assert pixels[height * 164 // 512][width // 2] == rgb[1]
        assert pixels[height * 376 // 512][width // 2] == rgb[1]
        # inside the maskable safe zone: the circle of 40 % around the centre
        for y, row in enumerate(pixels):
            for x, pixel in enumerate(row):
                if pixel != rgb[0]:
                    assert (x + 0.5 - width / 2) ** 2 + (y + 0.5 - height / 2) ** 2 \
                        < (0.4 * width) ** 2


def test_the_server_says_what_the_files_are(site: str) -> None:
    for path, kind in (("sw.js", "text/javascript"),
                       ("manifest.webmanifest", "application/manifest+json"),
                       ("static/build/icon-192.png", "image/png"),
                       ("static/build/icon.svg", "image/svg+xml")):
        with urllib.request.urlopen(site + "/" + path) as response:
            assert response.headers["Content-Type"] == kind, path
