"""Serve the page on 127.0.0.1 as a static host does (elo/cli/server.py): the MIME types
PyScript needs, the precompressed copies tools/dist.py writes where the browser accepts
them, and no caching.

`make run` serves dist/site, the site `make dist` ships; the tests and the bench serve the
project's root, where there are no precompressed copies, or a site of their own.

    python tools/serve.py [--port 8000] [--root .]
"""

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from elo.cli.server import Handler, make_server, serve, serve_in_thread  # noqa: E402

__all__ = ["Handler", "make_server", "serve_in_thread", "main"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--root", default=str(ROOT))
    args = parser.parse_args(argv)
    return serve(args.root, args.port)


if __name__ == "__main__":
    sys.exit(main())
