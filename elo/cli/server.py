"""Serve a folder on 127.0.0.1 as a static host serves the page: the MIME types PyScript
needs, and each file's precompressed copy beside it (FILE.br, FILE.gz, written by
tools/dist.py) where the request's Accept-Encoding allows, with Vary: Accept-Encoding.
Cache-Control: no-cache, so the browser asks again after every build instead of keeping
an old file.

One implementation for `make run` and the tests (tools/serve.py) and for `elo serve` (the
page built into the wheel, elo.cli.serve). CPython only and standard library only: the
page never imports it.
"""

import email.utils
import functools
import http.server
import os
import sys
import threading
import urllib.parse
from http import HTTPStatus
from typing import Any, BinaryIO

__all__ = ["ENCODINGS", "TYPES", "Handler", "Server", "choose_encoding", "make_server",
           "serve", "serve_in_thread"]

TYPES = {
    ".mjs": "text/javascript",  # PyScript stops at application/octet-stream
    ".js": "text/javascript",
    ".wasm": "application/wasm",  # WebAssembly's streaming compile asks for it
    ".py": "text/plain; charset=utf-8",
    ".toml": "text/plain; charset=utf-8",
    ".json": "application/json",
    ".css": "text/css; charset=utf-8",
    ".html": "text/html; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".webmanifest": "application/manifest+json",
    ".csv": "text/csv; charset=utf-8",
    ".mpy": "application/octet-stream",  # MicroPython bytecode (the system table says otherwise)
    ".romfs": "application/octet-stream",  # MicroPython ROMFS image (tools/build_page.py)
}

#: The precompressed copies, by the server's preference: (Content-Encoding, file suffix).
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


def choose_encoding(accepted: str | None, available: list[str]) -> str | None:
    """The coding of `available` (ENCODINGS' names) that an Accept-Encoding header allows
    with the highest weight, the server's order between equals; None for the file itself.
    `*` stands for any coding the header does not name; a weight of 0 refuses."""
    weights = {}
    for part in (accepted or "").split(","):
        name, _, params = part.strip().partition(";")
        weight = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        if name.strip():
            weights[name.strip().lower()] = weight
    best, chosen = 0.0, None
    for name in available:
        weight = weights.get(name, weights.get("*", 0.0))
        if weight > best:
            best, chosen = weight, name
    return chosen


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES)
    quiet = False

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        if not self.quiet:
            super().log_message(format, *args)

    def list_directory(self, path: str | os.PathLike[str]) -> None:
        """No listing of a folder without index.html, as a host gives none."""
        self.send_error(HTTPStatus.NOT_FOUND, "File not found")

    def send_head(self) -> BinaryIO | None:
        """SimpleHTTPRequestHandler's, with the file's precompressed copy where one is
        there and accepted: its bytes, the file's type, its Content-Encoding."""
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            parts = urllib.parse.urlsplit(self.path)
            if not parts.path.endswith("/"):  # a folder's files are relative to it
                self.send_response(HTTPStatus.MOVED_PERMANENTLY)
                self.send_header("Location", urllib.parse.urlunsplit(
                    parts._replace(path=parts.path + "/")))
                self.send_header("Content-Length", "0")
                self.end_headers()
                return None
            path = os.path.join(path, "index.html")
        if path.endswith("/") or not os.path.isfile(path):
            self.send_error(HTTPStatus.NOT_FOUND, "File not found")
            return None
        variants = {name: path + suffix for name, suffix in ENCODINGS
                    if os.path.isfile(path + suffix)}
        encoding = choose_encoding(self.headers.get("Accept-Encoding"), list(variants))
        try:
            handle = open(variants[encoding] if encoding else path, "rb")
        except OSError:
            self.send_error(HTTPStatus.NOT_FOUND, "File not found")
            return None
        try:
            status = os.fstat(handle.fileno())
            if self._not_modified(status.st_mtime):
                self.send_response(HTTPStatus.NOT_MODIFIED)
                self._vary(variants)
                self.end_headers()
                handle.close()
                return None
            self.send_response(HTTPStatus.OK)
            self.send_header("Content-Type", self.guess_type(path))
            self.send_header("Content-Length", str(status.st_size))
            self.send_header("Last-Modified", self.date_time_string(int(status.st_mtime)))
            if encoding:
                self.send_header("Content-Encoding", encoding)
            self._vary(variants)
            self.end_headers()
            return handle
        except BaseException:
            handle.close()
            raise

    def _vary(self, variants: dict[str, str]) -> None:
        if variants:  # what is sent for this address depends on the header
            self.send_header("Vary", "Accept-Encoding")

    def _not_modified(self, mtime: float) -> bool:
        """If-Modified-Since (without If-None-Match) no older than the file, to the second."""
        since = self.headers.get("If-Modified-Since")
        if not since or "If-None-Match" in self.headers:
            return False
        try:
            then = email.utils.parsedate_to_datetime(since).timestamp()
        except (TypeError, IndexError, OverflowError, ValueError):
            return False
        return int(mtime) <= then


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        """A browser that goes away in the middle of an answer (a reload, a page closed
        while the service worker fetches) is no error to print a traceback for."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(root: str | os.PathLike[str], port: int = 0, quiet: bool = True) -> Server:
    """A threading HTTP server for `root` on 127.0.0.1 (port 0: any free port)."""
    handler = functools.partial(type("QuietHandler", (Handler,), {"quiet": quiet}),
                                directory=os.fspath(root))
    return Server(("127.0.0.1", port), handler)


def serve_in_thread(root: str | os.PathLike[str], port: int = 0) -> tuple[Server, str]:
    """Start a server in a daemon thread; returns (server, base URL)."""
    server = make_server(root, port)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d" % server.server_address[1]


def serve(root: str | os.PathLike[str], port: int) -> int:
    """Serve `root` until Ctrl+C, each request logged; OSError where the port is taken."""
    server = make_server(root, port, quiet=False)
    print("Serving the Elo calculator at http://127.0.0.1:%d/ (Ctrl+C stops)"
          % server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0
