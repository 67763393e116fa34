"""`elo serve [--port P]`: the page built into this package (elo/site/, which tools/dist.py
puts into the wheel) on 127.0.0.1, as a static host serves it (elo.cli.server). An install
from a plain checkout has no built page: one line says so, exit status 2."""

import argparse
from pathlib import Path

from elo.cli.args import Parser, UsageError

__all__ = ["SITE", "add", "run"]

#: The built page inside the installed package.
SITE = Path(__file__).resolve().parent.parent / "site"  # elo/site, the wheel's copy


def add(commands: "argparse._SubParsersAction[Parser]") -> None:
    command = commands.add_parser(
        "serve", help="serve the calculator's page on this computer",
        description="Serve the page built into this package at http://127.0.0.1:PORT/ "
                    "until Ctrl+C; the wheel from `make dist` has it.")
    command.add_argument("--port", type=int, default=8000, help="the port (default 8000)")
    command.set_defaults(command_of=None)


def run(args: argparse.Namespace, site: Path = SITE) -> int:
    if not (site / "index.html").is_file():
        raise UsageError("the page is not built into this installation (%s is missing); "
                         "install the wheel that `make dist` writes" % site)
    from elo.cli.server import serve  # http.server: only for this command, not every `elo` run

    try:
        return serve(site, args.port)
    except OSError as error:
        raise UsageError("cannot serve on 127.0.0.1:%d: %s" % (args.port, error.strerror)) \
            from None
