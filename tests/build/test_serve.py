"""The server of `make run`, the tests and `elo serve` (elo/cli/server.py): each file's
precompressed copy where the request's Accept-Encoding allows it (RFC 9110, 12.5.3), the
file's own type whatever is sent, Vary: Accept-Encoding where the answer depends on it,
and no caching. The site it serves: tests/build/test_dist.py; in Chromium:
tests/browser/test_deployed.py."""

import gzip
import urllib.error
import urllib.request
from collections.abc import Iterator
from email.message import Message
from pathlib import Path
from typing import Any

import pytest

from elo.cli.server import choose_encoding, make_server, serve_in_thread

SCRIPT = b"export const answer = 42;\n" * 40


@pytest.fixture
def served(tmp_path: Path) -> Iterator[str]:
    (tmp_path / "static").mkdir()
    (tmp_path / "static" / "a.mjs").write_bytes(SCRIPT)
    (tmp_path / "static" / "a.mjs.gz").write_bytes(gzip.compress(SCRIPT))
    (tmp_path / "static" / "a.mjs.br").write_bytes(b"brotli's bytes")
    (tmp_path / "static" / "b.wasm").write_bytes(b"\0asm\1\0\0\0")
    (tmp_path / "index.html").write_text("<!doctype html><title>x</title>")
    server, url = serve_in_thread(tmp_path)
    yield url
    server.shutdown()
    server.server_close()


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any) -> None:
        return None


def get(url: str, method: str = "GET", **headers: str) -> tuple[int, Message, bytes]:
    request = urllib.request.Request(url, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, b""


@pytest.mark.parametrize("accepted, coding", [
    ("gzip, deflate, br, zstd", "br"),  # Chromium over https: the server's preference
    ("gzip, deflate", "gzip"),  # Chromium over plain http
    ("br;q=0.5, gzip", "gzip"),  # the higher weight wins
    ("*", "br"),
    ("br;q=0, *", "gzip"),  # refused by name, * for the rest
    ("gzip;q=0, br;q=0", None),
    ("identity", None),
    ("", None),
    (None, None),
    ("GZIP;Q=1", "gzip"),  # codings and parameters are case-insensitive
    ("gzip;q=x", None),  # a weight that is no number accepts nothing
])
def test_the_accepted_coding_with_the_highest_weight(accepted: str | None,
                                                     coding: str | None) -> None:
    assert choose_encoding(accepted, ["br", "gzip"]) == coding


def test_only_the_copies_that_are_there() -> None:
    assert choose_encoding("br, gzip", ["gzip"]) == "gzip"
    assert choose_encoding("br", ["gzip"]) is None
    assert choose_encoding("br, gzip", []) is None


def test_a_precompressed_copy_is_sent_as_the_file(served: str) -> None:
    status, headers, body = get(served + "/static/a.mjs", **{"Accept-Encoding": "gzip"})
    assert status == 200
    assert headers["Content-Encoding"] == "gzip"
    assert headers["Content-Type"] == "text/javascript"  # the file's, not application/gzip
    assert headers["Vary"] == "Accept-Encoding"
    assert headers["Cache-Control"] == "no-cache"
    assert int(headers["Content-Length"]) == len(body) < len(SCRIPT)
    assert gzip.decompress(body) == SCRIPT
    status, headers, body = get(served + "/static/a.mjs", **{"Accept-Encoding": "br, gzip"})
    assert (headers["Content-Encoding"], body) == ("br", b"brotli's bytes")


def test_the_file_itself_where_no_coding_is_accepted(served: str) -> None:
    status, headers, body = get(served + "/static/a.mjs")
    assert (status, body) == (200, SCRIPT)
    assert headers["Content-Encoding"] is None
    assert headers["Vary"] == "Accept-Encoding"  # another request may get a copy
    assert headers["Content-Type"] == "text/javascript"


def test_a_file_without_copies(served: str) -> None:
    status, headers, body = get(served + "/static/b.wasm", **{"Accept-Encoding": "gzip, br"})
    assert (status, body) == (200, b"\0asm\1\0\0\0")
    assert headers["Content-Type"] == "application/wasm"
    assert headers["Content-Encoding"] is None and headers["Vary"] is None


def test_head_says_what_get_would_send(served: str) -> None:
    status, headers, body = get(served + "/static/a.mjs", method="HEAD",
                                **{"Accept-Encoding": "gzip"})
    assert (status, body, headers["Content-Encoding"]) == (200, b"", "gzip")
    assert int(headers["Content-Length"]) == len(gzip.compress(SCRIPT))


def test_not_modified_since_the_copy_was_written(served: str) -> None:
    _, headers, _ = get(served + "/static/a.mjs", **{"Accept-Encoding": "gzip"})
    status, again, body = get(served + "/static/a.mjs", **{
        "Accept-Encoding": "gzip", "If-Modified-Since": headers["Last-Modified"]})
    assert (status, body, again["Vary"]) == (304, b"", "Accept-Encoding")


def test_a_folder_is_its_index_and_nothing_is_listed(served: str) -> None:
    status, headers, body = get(served + "/")
    assert status == 200 and headers["Content-Type"] == "text/html; charset=utf-8"
    assert get(served + "/static/")[0] == 404  # no listing, as a host gives none
    with pytest.raises(urllib.error.HTTPError) as moved:  # its files are relative to it
        urllib.request.build_opener(NoRedirect).open(served + "/static?x=1")
    assert (moved.value.code, moved.value.headers["Location"]) == (301, "/static/?x=1")
    assert get(served + "/static/missing.js")[0] == 404
    assert get(served + "/index.html/")[0] == 404


def test_a_browser_gone_mid_answer_is_no_traceback(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    server = make_server(tmp_path)
    try:
        for error in (BrokenPipeError(), ConnectionResetError(), ValueError("a bug")):
            try:
                raise error
            except Exception:
                server.handle_error(None, ("127.0.0.1", 1))
    finally:
        server.server_close()
    printed = capsys.readouterr().err
    assert "ValueError: a bug" in printed
    assert "BrokenPipeError" not in printed and "ConnectionResetError" not in printed
