"""`make dist`: what a club puts on its web space, and the package with the page in it.

dist/site/  the page: the files the service worker keeps (sw.js's FILES, which
            tools/build_page.py writes from what index.html loads, the images that come
            later and the manifest's icons) and sw.js itself; nothing else of
            static/vendor (PyScript's editor and terminal chunks, about 1.2 MB, are never
            loaded). Every path in them is relative, so the folder works under any prefix
            (https://club.example/elo/). Beside each file that shrinks: FILE.gz (gzip -9)
            and FILE.br (brotli 11, the pinned `brotli`), which a host sends as they are
            (nginx `gzip_static on;`, tools/serve.py, elo serve).
dist/elo_calculator-VERSION-py3-none-any.whl  the package with that site as elo/site/, so
            `elo serve` serves the page with no checkout and no Node.

    python tools/dist.py [--site-only]

`--site-only` (make run) leaves the wheel out. A file unchanged since the last run keeps
its compressed copies: brotli 11 takes a second or two for the wasm.
"""

import argparse
import base64
import gzip
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import brotli

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
SITE = DIST / "site"
WORKER = "sw.js"
#: Where the site goes inside the package (elo.cli.serve reads it there).
PACKAGE_SITE = "elo/site"
PACKAGE, SITE_FOLDER = PACKAGE_SITE.split("/")
#: What the wheel is built from: the package and what its metadata reads.
WHEEL_SOURCES = ("pyproject.toml", "README.md", "LICENSE", PACKAGE)
#: A file of the site: (path, raw size, gzip's size, brotli's size), None where that copy
#: would not be smaller.
Row = tuple[str, int, int | None, int | None]


def listed_files(root: Path = ROOT) -> dict[str, str]:
    """sw.js's FILES under `root`: {path: its SHA-256 as the worker checks it}."""
    try:
        worker = (root / WORKER).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SystemExit("%s is missing: run `make setup`" % WORKER) from None
    listed: dict[str, str] = json.loads(worker.split("const FILES = ", 1)[1].split(";\n", 1)[0])
    return listed


def digest(data: bytes) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode()


def site_contents(root: Path = ROOT) -> dict[str, bytes]:
    """{path: bytes} of the site: every file the worker lists, as it lists it, and the
    worker. A file that differs from its digest would make the worker's install fail on
    every visit: the build is stale."""
    contents = {}
    for path, expected in listed_files(root).items():
        data = (root / path).read_bytes()
        if digest(data) != expected:
            raise SystemExit("%s changed since sw.js was written: run `make setup`" % path)
        contents[path] = data
    contents[WORKER] = (root / WORKER).read_bytes()
    return contents


def compressed(data: bytes) -> dict[str, bytes]:
    """{suffix: bytes} of the precompressed copies smaller than `data` (gzip without a
    time stamp: the same bytes every build)."""
    found: dict[str, bytes] = {".gz": gzip.compress(data, 9, mtime=0),
                               ".br": brotli.compress(data, quality=11)}
    return {suffix: packed for suffix, packed in found.items() if len(packed) < len(data)}


def write_site(target: Path, contents: dict[str, bytes]) -> list[Row]:
    """`target` holds exactly `contents` ({path: bytes}) and their compressed copies;
    what was there before and is not wanted is removed. Returns [(path, raw, gz, br)]
    (None where a copy would not be smaller)."""
    target.mkdir(parents=True, exist_ok=True)
    rows: list[Row] = []
    wanted: set[str] = set()
    for path, data in sorted(contents.items()):
        file = target / path
        unchanged = file.is_file() and file.read_bytes() == data
        if not unchanged:
            file.parent.mkdir(parents=True, exist_ok=True)
            file.write_bytes(data)
        copies = ({suffix: (target / (path + suffix)).stat().st_size
                   for suffix in (".gz", ".br") if (target / (path + suffix)).is_file()}
                  if unchanged and (target / (path + ".gz")).is_file() else None)
        if copies is None:
            copies = {}
            for suffix in (".gz", ".br"):
                (target / (path + suffix)).unlink(missing_ok=True)
            for suffix, packed in compressed(data).items():
                (target / (path + suffix)).write_bytes(packed)
                copies[suffix] = len(packed)
        wanted.add(path)
        wanted.update(path + suffix for suffix in copies)
        rows.append((path, len(data), copies.get(".gz"), copies.get(".br")))
    for file in sorted(target.rglob("*"), reverse=True):  # files before their folders
        relative = file.relative_to(target).as_posix()
        if file.is_dir():
            if not any(file.iterdir()):
                file.rmdir()
        elif relative not in wanted:
            file.unlink()
    return rows


def build_site(root: Path = ROOT, target: Path = SITE) -> list[Row]:
    return write_site(target, site_contents(root))


def build_wheel(site: Path = SITE, out: Path = DIST) -> Path:
    """The wheel, built by the installed setuptools (no network) from a copy of the
    package with `site` as elo/site/: the checkout itself stays without it, so an
    install from source says the page is not built in. Returns its path."""
    for old in out.glob("elo_calculator-*.whl"):
        old.unlink()
    with tempfile.TemporaryDirectory() as folder:
        staging = Path(folder)
        for name in WHEEL_SOURCES:
            source = ROOT / name
            if source.is_dir():
                shutil.copytree(source, staging / name, ignore=shutil.ignore_patterns(
                    "__pycache__", "*.pyc", SITE_FOLDER))
            else:
                shutil.copyfile(source, staging / name)
        shutil.copytree(site, staging / PACKAGE_SITE)
        subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                        "--no-build-isolation", "--disable-pip-version-check", "-w",
                        str(out), str(staging)], check=True)
    (wheel,) = out.glob("elo_calculator-*.whl")
    return wheel


def _kb(size: int | None) -> str:
    return "-" if size is None else "%.1f" % (size / 1024)


def print_rows(rows: list[Row]) -> None:
    line = "%-46s %9s %9s %9s"
    print(line % ("dist/site (KB)", "raw", "gzip", "br"))
    for path, raw, gz, br in rows:
        print(line % (path, _kb(raw), _kb(gz), _kb(br)))
    print(line % ("total (the smallest copy of each)", _kb(sum(row[1] for row in rows)),
                  _kb(sum(row[2] or row[1] for row in rows)),
                  _kb(sum(row[3] or row[2] or row[1] for row in rows))))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--site-only", action="store_true", help="leave the wheel out")
    args = parser.parse_args(argv)
    rows = build_site()
    if args.site_only:
        return 0
    print_rows(rows)
    wheel = build_wheel()
    print("%s (%.1f KB)" % (wheel.relative_to(ROOT), wheel.stat().st_size / 1024))
    return 0


if __name__ == "__main__":
    sys.exit(main())
