"""`elo serve` (elo/cli/serve.py) where it cannot serve: no page built into the package
(an install from a plain checkout) or a port already taken, each one line and exit 2.
The page served from the wheel: tests/build/test_wheel.py."""

import argparse
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from elo.cli import serve as cli_serve
from elo.cli.args import UsageError

from helpers import ROOT


def test_without_the_built_page_one_line_and_exit_2() -> None:
    # the checkout's own package: the page goes into elo/site/ of the wheel's copy only
    assert not (ROOT / "elo" / "site").exists()
    done = subprocess.run([sys.executable, "-m", "elo", "serve", "--port", "0"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("elo: error: the page is not built into this installation")
    assert "make dist" in lines[0]


def test_a_port_taken_is_a_usage_error(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("<!doctype html>")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(UsageError, match="cannot serve on 127.0.0.1:%d" % port):
            cli_serve.run(argparse.Namespace(port=port), site=tmp_path)


def test_serve_is_listed_in_the_help() -> None:
    done = subprocess.run([sys.executable, "-m", "elo", "--help"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and "serve" in done.stdout
