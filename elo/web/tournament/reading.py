"""A tournament's file read in the browser for the tournament view (elo.web.tournament.view):
its first bytes to see whether the page can rate it (elo.tournament.budget), then its
bytes in one crossing, a SwissChess file at once, a TRF LINES lines a step of a run the
shell's pacer paces (elo.web.shell.pacing) so the page answers between; one reading at a
time, which takes the newest file. DOM glue; the reading itself is elo.tournament's."""

from elo.errors import InputError
from elo.formats import TOURNAMENT, sniffed
from elo.tournament.swt import read_swt
from elo.tournament import trf_text
from elo.tournament.budget import HEAD_BYTES, PAGE_GAMES, check_page
from elo.tournament.model import Source
from elo.tournament.trf import TrfReader, trf_lines
from elo.files.decoding import UTF8
from elo.files import MAX_BYTES
from elo.texts import text
from elo.web.shell.dom import buffer_bytes, say
from elo.web.tournament.render import LINES
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Generator

    from elo.tournament.model import Tournament
    from elo.web.shapes import JsObject
    from elo.web.shell.core import Shell

__all__ = ["Reading", "READING"]

#: The pacer's name of the run that reads a TRF.
READING = "tournament-reading"


class Reading:
    """Files into tournaments: `taken(tournament, fresh)` is told each one read (`fresh`:
    a file chosen, not the one kept on the device), `fail(error)` a file not read."""

    def __init__(self, shell: "Shell", taken: "Callable[[Tournament, bool], object]",
                 fail: "Callable[[InputError], object]") -> None:
        self.shell = shell
        self.taken = taken
        self.fail = fail
        self.name = ""  # the file chosen last
        self.file: "JsObject | None" = None  # the file whose first bytes are on their way
        self._head_proxy = shell.proxy(self.on_head)
        self._read_proxy = shell.proxy(self.on_read)
        self._unreadable_proxy = shell.proxy(self.on_unreadable)

    def open(self, file: "JsObject") -> None:
        self.name = str(file.name)
        if file.size > MAX_BYTES:
            self.fail(InputError("file", "file_too_large"))
            return
        say("event-status", text(self.shell.lang, "import-working"))
        # its first bytes say whether the page can rate it, before the whole is read:
        # a file too large would end in a MemoryError after a minute (budget.check_page)
        self.file = file
        file.slice(0, HEAD_BYTES).arrayBuffer().then(self._head_proxy, self._unreadable_proxy)

    def on_head(self, buffer: "JsObject") -> None:
        file, self.file = self.file, None
        if file is None:
            return  # stopped meanwhile
        try:
            check_page(buffer_bytes(buffer), int(file.size))
        except InputError as error:
            self.fail(error)
            return
        file.arrayBuffer().then(self._read_proxy, self._unreadable_proxy)

    def on_unreadable(self, *args: object) -> None:
        self.fail(InputError("file", "tournament_format"))

    def on_read(self, buffer: "JsObject") -> None:
        data = buffer_bytes(buffer)
        found = sniffed(data, TOURNAMENT)  # elo.formats: a SwissChess file by its bytes
        if found is not None and found.name == "swt":
            self.shell.pacer.stop(READING)  # a TRF still being read is not taken
            self.taken(read_swt(data), True)
            return
        try:
            content, encoding, bom = trf_text(data)
        except InputError as error:
            self.fail(error)
            return
        self.read_text(content, True, encoding, bom)

    def read_text(self, content: str, fresh: bool = False, encoding: str = UTF8,
                  bom: bool = False) -> None:
        """A TRF's text read in steps the pacer runs a slice at a time (a newer file drops
        a reading still on). The text is kept, with the encoding it was read in and its
        byte order mark, to be written back as it came (elo.tournament.trf_out)."""
        source = Source(content, encoding, bom)
        self.shell.pacer.run(READING, self._reading(trf_lines(content), source, fresh),
                             self._read)

    def _reading(self, lines: list[str], source: Source,
                 fresh: bool) -> "Generator[None, None, object]":
        """LINES lines a step; the tournament read, with its source, or an InputError."""
        # a file of more games than the page rates is refused as soon as it says so
        reader = TrfReader(PAGE_GAMES)
        for at in range(0, len(lines), LINES):
            try:  # the lines from `at` on, not a copy of the rest at every step
                reader.add(lines[at:at + LINES])
            except InputError as error:
                return error
            yield
        tournament = reader.finish()
        tournament.source = source
        return (tournament, fresh)

    def _read(self, value: object, ms: int) -> None:
        if isinstance(value, InputError):
            self.fail(value)
        elif isinstance(value, tuple):
            self.taken(value[0], value[1])

    def stop(self) -> None:
        """No file is taken any more (start over)."""
        self.file = None
        self.shell.pacer.stop(READING)
