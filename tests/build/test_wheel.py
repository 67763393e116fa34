"""The wheel `make dist` writes (tools/dist.py) carries the built page: installed into a
fresh virtual environment, with no checkout and no Node, `elo serve --port P` serves it
on 127.0.0.1 as a host does (elo/cli/server.py). Without the page built in:
tests/cli/test_serve_cli.py."""

import gzip
import os
import socket
import subprocess
import sys
import urllib.request
import zipfile
from email.message import Message
from pathlib import Path

import pytest

from helpers import ROOT

import dist  # tools/, on the path through helpers


@pytest.fixture(scope="module")
def wheel(dist_site: tuple[Path, list[dist.Row]],
          tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    site, _ = dist_site
    return site, dist.build_wheel(site, out=tmp_path_factory.mktemp("wheel"))


def test_the_wheel_holds_the_package_and_the_site(wheel: tuple[Path, Path]) -> None:
    site, built = wheel
    from elo import __version__

    assert built.name == "elo_calculator-%s-py3-none-any.whl" % __version__
    names = set(zipfile.ZipFile(built).namelist())
    shipped = {"elo/site/" + path.relative_to(site).as_posix()
               for path in site.rglob("*") if path.is_file()}
    assert shipped <= names
    assert {"elo/cli/__init__.py", "elo/cli/serve.py", "elo/cli/server.py",
            "elo/systems/fide.py"} <= names
    assert not [name for name in names if "__pycache__" in name or name.endswith(".pyc")]
    assert not (ROOT / "elo" / "site").exists()  # built in the wheel's copy only


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def _get(url: str, **headers: str) -> tuple[Message, bytes]:
    with urllib.request.urlopen(urllib.request.Request(url, headers=headers),
                                timeout=30) as response:
        return response.headers, response.read()


def test_a_fresh_environment_serves_the_page_from_the_wheel(wheel: tuple[Path, Path],
                                                            tmp_path: Path) -> None:
    site, built = wheel
    venv = tmp_path / "venv"
    # without a pip of its own (ensurepip takes 5-20 s here): this pip installs into it
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True,
                   timeout=300)
    env = {key: value for key, value in os.environ.items()
           if key not in ("PYTHONPATH", "VIRTUAL_ENV")}
    subprocess.run([sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python"),
                    "install", "--quiet", "--no-index", "--no-deps",
                    "--disable-pip-version-check", str(built)],
                   check=True, cwd=tmp_path, env=env, timeout=300)
    # the command line itself: FIDE 1800 beats 1900 and draws 1750, K 20 -> 1811 (README)
    rated = subprocess.run([str(venv / "bin" / "elo"), "fide", "--rating", "1800", "--k",
                            "20", "--game", "1900:1", "--game", "1750:1/2"], cwd=tmp_path,
                           env=env, capture_output=True, text=True, timeout=60)
    assert rated.stdout.startswith("New FIDE rating: 1811"), rated.stderr
    port = _free_port()
    server = subprocess.Popen([str(venv / "bin" / "elo"), "serve", "--port", str(port)],
                              cwd=tmp_path, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    assert server.stdout is not None and server.stderr is not None  # piped
    try:
        said = server.stdout.readline()  # written once the port is bound
        base = "http://127.0.0.1:%d" % port
        assert said.startswith("Serving the Elo calculator at %s/" % base), \
            said + server.stderr.read()
        headers, body = _get(base + "/")
        assert headers["Content-Type"] == "text/html; charset=utf-8"
        assert body == (site / "index.html").read_bytes()
        wasm = "static/vendor/micropython/micropython.wasm"
        headers, body = _get(base + "/" + wasm, **{"Accept-Encoding": "gzip"})
        assert headers["Content-Type"] == "application/wasm"
        assert headers["Content-Encoding"] == "gzip"
        assert gzip.decompress(body) == (ROOT / wasm).read_bytes()
    finally:
        server.terminate()
        server.wait(timeout=30)
        server.stdout.close()
        server.stderr.close()
