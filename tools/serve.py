"""Serve the page on 127.0.0.1 with the MIME types PyScript needs and no caching.

`python -m http.server` binds every interface and sends no Cache-Control, so the browser
keeps an old .py after an edit. Used by `make run` and the tests.

    python tools/serve.py [--port 8000] [--root .]
"""

import argparse
import functools
import http.server
import os
import sys
import threading

TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
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


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES)
    quiet = False

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):
        if not self.quiet:
            super().log_message(format, *args)


def make_server(root, port=0, quiet=True):
    """A ThreadingHTTPServer for `root` on 127.0.0.1 (port 0: any free port)."""
    handler = functools.partial(type("QuietHandler", (Handler,), {"quiet": quiet}),
                                directory=os.fspath(root))
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)


def serve_in_thread(root, port=0):
    """Start a server in a daemon thread; returns (server, base URL)."""
    server = make_server(root, port)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d" % server.server_address[1]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--root",
                        default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    args = parser.parse_args(argv)
    server = make_server(args.root, args.port, quiet=False)
    print("Serving the Elo calculator at http://127.0.0.1:%d/ (Ctrl+C stops)" % args.port,
          flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
