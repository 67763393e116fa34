"""What the command line's parts share: its usage errors (one line, exit status 2), the
argparse types made from the package's parsers, and a file read as bytes."""

import argparse

from elo.errors import InputError
from elo.files import MAX_BYTES
from elo.messages import message
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import NoReturn

__all__ = ["EXIT_USAGE", "UsageError", "Parser", "argument", "date", "read_file"]

EXIT_USAGE = 2


class UsageError(Exception):
    pass


class Parser(argparse.ArgumentParser):
    """argparse that reports a usage error as one line instead of usage plus error."""

    def error(self, text: str) -> "NoReturn":
        raise UsageError(text)


def argument(parse: "Callable[[str, str], object]", name: str,
             field: str = "value") -> "Callable[[str], object]":
    """An argparse type from one of the package's parsers: its message, on one line."""
    def convert(text: str) -> object:
        try:
            return parse(text, field)
        except InputError as error:
            raise argparse.ArgumentTypeError(message(error)) from None
    convert.__name__ = name  # argparse names the type in its own messages
    return convert


def date(text: str, field: str) -> str:
    """A date as the DWZ reads it (YYYY-MM-DD), checked, as typed."""
    from elo.systems.dwz import parse_date
    parse_date(text, field)
    return text.strip()


def read_file(path: str) -> bytes:
    try:
        with open(path, "rb") as handle:
            return handle.read(MAX_BYTES + 1)
    except OSError as error:
        raise UsageError("cannot read %s: %s" % (path, error.strerror)) from None
