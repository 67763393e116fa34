"""A tournament's file read in the browser for the tournament view (elo.web.tournament.view):
its first bytes to see whether the page can rate it (elo.tournament.budget), then its
bytes in one crossing, a SwissChess file at once, a TRF LINES lines a task so the page
answers between; one reading at a time, which takes the newest file. DOM glue; the
reading itself is elo.tournament's."""

from js import setTimeout

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
    from collections.abc import Callable

    from elo.tournament.model import Tournament
    from elo.web.shapes import JsObject
    from elo.web.shell.core import Shell

__all__ = ["Reading"]


class Reading:
    """Files into tournaments: `taken(tournament, fresh)` is told each one read (`fresh`:
    a file chosen, not the one kept on the device), `fail(error)` a file not read."""

    def __init__(self, shell: "Shell", taken: "Callable[[Tournament, bool], object]",
                 fail: "Callable[[InputError], object]") -> None:
        self.shell = shell
        self.taken = taken
        self.fail = fail
        self.reader: TrfReader | None = None  # a TRF being read,
        self.lines: list[str] | None = None  # and its lines still to read
        self.fresh = False
        self.source: Source | None = None  # the text of the TRF being read
        self.at = 0  # the first of the lines still to read
        self.name = ""  # the file chosen last
        self.file: "JsObject | None" = None  # the file whose first bytes are on their way
        self._lines_proxy = shell.proxy(self.read_lines)
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
            self.reader = self.lines = None  # a TRF still being read is not taken
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
        """A TRF's text read LINES lines a task; a chain already on takes these instead.
        The text is kept, with the encoding it was read in and its byte order mark, to be
        written back as it came (elo.tournament.trf_out)."""
        reading = self.reader is not None
        # a file of more games than the page rates is refused as soon as it says so
        self.reader, self.lines = TrfReader(PAGE_GAMES), trf_lines(content)
        self.source = Source(content, encoding, bom)
        self.fresh, self.at = fresh, 0
        if not reading:
            self.read_lines()

    def read_lines(self, *args: object) -> None:
        reader, lines = self.reader, self.lines
        if reader is None or lines is None:  # a SwissChess file was chosen meanwhile
            return
        try:  # the lines from `at` on, not a copy of the rest at every task
            reader.add(lines[self.at:self.at + LINES])
        except InputError as error:
            self.reader = self.lines = None
            self.fail(error)
            return
        self.at += LINES
        if self.at < len(lines):
            setTimeout(self._lines_proxy, 0)
            return
        self.reader = self.lines = None
        tournament = reader.finish()
        tournament.source = self.source
        self.taken(tournament, self.fresh)

    def stop(self) -> None:
        """No file is taken any more (start over)."""
        self.reader = self.lines = self.file = None
