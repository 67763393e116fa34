"""Games in and results out on the page: a file read in the browser (chosen or dropped),
pasted lines, the PGN's player choice, the CSV download. A part of the page of its own
(elo.web.shell.registry), fetched the first time a file is chosen, dropped or pasted, or
the CSV asked for (elo.web.calculator.file_entries keeps those until it is there). DOM
glue, working on its Calculator; the reading and writing itself is the package's.

A file is decoded as the command line decodes one: UTF-8, or else Windows-1252 (German
PGN files often are), by the browser's TextDecoder, and read a piece at a time
(imports.Reading): a large file never is one string, the status says how far it is, and
the page answers keys between the pieces.
"""

from js import TextDecoder
from pyscript.ffi import to_js

from elo.errors import InputError
from elo.export import to_csv
from elo.formats import TOURNAMENT, kind_of
from elo.files import MAX_BYTES
from elo.messages import message
from elo.numbers import format_number
from elo.texts import counted, text
from elo.web.calculator import imports
from elo.web.shell.dom import document, download, element, say
from elo.present.html import escape, js_text
from elo.web.calculator.view import Calculator
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import TypeVar

    from elo.web.shapes import JsObject
    from elo.web.shell.core import Shell

    T = TypeVar("T")

__all__ = ["Files", "start"]


#: The decoders tried, in order: UTF-8, or else Windows-1252 (German PGN files often
#: are), as the command line decodes a file.
_ENCODINGS = ("utf-8", "windows-1252")


class _File:
    """One file being read: where it has got to, its decoder and what it has read."""

    def __init__(self, file: "JsObject", columns: "Sequence[int]", encoding: int = 0) -> None:
        self.file = file
        self.columns = columns
        self.name = str(file.name)
        self.size = int(file.size)
        self.offset = 0
        self.asked = 0  # the bytes of the piece on its way
        self.percent: int | None = None  # how far the status says it has got
        self.encoding = encoding
        # a streaming decoder: a character split between two pieces is decoded whole
        self.decoder = TextDecoder.new(_ENCODINGS[encoding])
        self.reading = imports.Reading(self.name, columns)


class Files:
    """Import and export for one calculator. The proxies JS calls back are made once
    here, not one per click."""

    def __init__(self, calculator: "Calculator") -> None:
        self.calculator = calculator
        self.shell = shell = calculator.shell
        self.imported: imports.Imported | None = None
        self.reading: _File | None = None  # the _File being read
        # a file chosen while a piece of another was still on its way
        self.waiting: "JsObject | None" = None
        self.in_flight = False
        self.stream = to_js({"stream": True})
        self._on_piece = shell.proxy(self.on_piece)
        self._on_unreadable = shell.proxy(self.on_unreadable)

    def _words(self, key: str, **params: object) -> str:
        return text(self.calculator.lang, key, **params)

    def _error(self, error: InputError) -> None:
        say("import-status", "")
        say("import-error", message(error, self.calculator.lang))

    def apply_import(self, imported: imports.Imported, player: str | None = None) -> None:
        """Rows (and the player's rating) from a file; what was typed stays until a file
        has been read without error, and the rows it replaced can be undone."""
        calculator = self.calculator
        inputs, columns = calculator.inputs, calculator.inputs.columns()
        before = inputs.copy()
        replaced = 0 if inputs.examples_shown() else \
            len([row for row in inputs.games() if not row.is_empty(columns)])
        calculator.use_rows(imported.rows, imported.rating)  # shown from its start
        calculator.recompute(later=True)
        count = format_number(len(imported.rows), 0, calculator.lang)  # "20.000", as the pager
        done = counted(calculator.lang, "import-player-done" if player else "import-done",
                       len(imported.rows), count=count, player=player)
        say("import-status", done)
        problem = ""
        if imported.missing:
            games = "; ".join("%d (%s)" % (number, name or round_ or "?")
                              for number, name, round_ in imported.missing)
            problem = message(InputError("file", "missing_ratings", games=games),
                              calculator.lang)  # taken as opponents without a rating
        say("import-error", problem)
        if replaced:
            self.shell.undo.offer(counted(
                calculator.lang, "undo-rows-replaced", replaced,
                count=format_number(replaced, 0, calculator.lang)),
                lambda: calculator.restore(before))

    def choose_player(self, names: "Sequence[str]") -> None:
        # one trip into JS, not four an option: a database names hundreds of players;
        # a name from a file is text, never markup (escaped)
        element("import-player").innerHTML = js_text("".join(
            '<option value="%s">%s</option>' % (escape(name), escape(name)) for name in names))
        element("import-player-field").hidden = len(names) < 2

    def use(self, imported: imports.Imported) -> None:
        """A file read: its player choice and its rows."""
        self.imported = imported
        self.choose_player(imported.players)
        self.apply_import(imported, imported.players[0] if imported.players else None)

    def read_file(self, file: "JsObject") -> None:
        if kind_of(str(file.name)) == TOURNAMENT:  # by its name alone (elo.formats)
            # a whole tournament: its own view rates every player of it
            self.shell.with_view("tournament", lambda view: view.open_file(file))
            return
        say("import-error", "")
        if file.size > MAX_BYTES:  # said before reading a byte
            self.reading = self.waiting = None  # a file still being read is not taken
            self._error(InputError("file", "file_too_large"))
            return
        say("import-status", self._words("import-working"))
        if self.in_flight:  # the piece on its way belongs to the other file: then this
            self.waiting = file
            return
        self.reading = _File(file, self.calculator.inputs.columns())
        self._read_piece()

    def _read_piece(self) -> None:
        current = self.reading
        assert current is not None  # read_file and _read_waiting set it first
        # a piece at a time (imports.Reading.piece): a 10,000-game PGN of 9 MB never is
        # one string, and each piece is parsed in a task of its own, so the page paints
        # the progress and answers keys in between
        current.asked = current.reading.piece
        piece = current.file.slice(current.offset, current.offset + current.asked)
        self.in_flight = True
        piece.arrayBuffer().then(self._on_piece, self._on_unreadable)

    def _read_waiting(self) -> bool:
        """True if another file was chosen while a piece was on its way: it is read now."""
        if self.waiting is None:
            return False
        file, self.waiting = self.waiting, None
        self.reading = _File(file, self.calculator.inputs.columns())
        self._read_piece()
        return True

    def on_piece(self, buffer: "JsObject") -> None:
        self.in_flight = False
        if self._read_waiting():
            return
        current = self.reading
        if current is None:
            return  # the file had a problem, said already, while this piece was on its way
        current.offset += current.asked
        last = current.offset >= current.size
        text = str(current.decoder.decode(buffer, self.stream))
        if last:
            text += str(current.decoder.decode())  # what the decoder still holds
        # a byte that is not UTF-8 (the lenient decoder's U+FFFD; a strict one would throw
        # a JS error that Python cannot catch here): the file again, as Windows-1252
        if "\ufffd" in text and current.encoding + 1 < len(_ENCODINGS):
            self.reading = _File(current.file, current.columns, current.encoding + 1)
            self._read_piece()
            return
        if not last:  # the next piece is read from the file while this one is parsed
            self._read_piece()
        rows = current.reading.rows
        read = len(rows)
        if self._guarded(current.reading.add, text) is None:
            self.reading = None
            return
        self.calculator.prepare(rows[read:])
        if not last:
            percent = 100 * current.offset // current.size
            if percent != current.percent:  # the first pieces are small: 0 % more than once
                current.percent = percent
                say("import-status", self._words("import-progress", percent=percent))
            return
        # the players counted in a task of their own
        self.shell.pacer.later("files-read", 0, self.on_read)

    def on_read(self) -> None:
        """The whole file read: its players and rows."""
        if self.reading is None or self.in_flight:
            return  # another file was chosen since: it is being read
        current, self.reading = self.reading, None
        imported = self._guarded(current.reading.finish)
        if isinstance(imported, imports.Imported):  # None: a problem, said already
            self.use(imported)

    def _guarded(self, step: "Callable[..., T]", *args: object) -> "T | bool | None":
        """A step of reading a file: its value (True for a step that returns none), or
        None when the file has a problem, which is said at the import."""
        try:
            return step(*args) or True
        except InputError as error:
            self._error(error)
        except MemoryError:  # the status must end whatever the file held
            self._error(InputError("file", "file_too_large"))
        return None

    def on_unreadable(self, *args: object) -> None:
        self.in_flight = False
        if self._read_waiting() or self.reading is None:
            return  # another file is read, or this one's problem was said already
        self.reading = None
        self._error(InputError("file", "file_binary"))

    def on_import_file(self, event: "JsObject") -> None:
        files = event.target.files
        if files.length:
            self.read_file(files.item(0))

    def on_player(self, event: "JsObject") -> None:
        imported = self.imported
        assert imported is not None and imported.games is not None  # shown for a PGN read
        player = event.target.value
        self.apply_import(imports.rows_for_player(
            imported.games, player, self.calculator.inputs.columns(), imported.players), player)

    def on_drop(self, event: "JsObject") -> None:
        event.preventDefault()
        files = event.dataTransfer.files
        if files.length:
            self.read_file(files.item(0))

    def on_paste(self, event: "JsObject") -> None:
        pasted = str(event.clipboardData.getData("text"))
        if "\n" in pasted.strip():  # one value: the field takes it as usual
            event.preventDefault()
            self.paste(pasted, str(event.target.id))

    def paste(self, pasted: str, target: str) -> None:
        """Several "rating result" lines pasted into a row (the element `target`) become
        rows from there on."""
        calculator = self.calculator
        columns = calculator.inputs.columns()
        try:
            new_rows = imports.pasted_rows(pasted, columns)
        except InputError as error:
            say("import-error", message(error, calculator.lang))
            return
        say("import-error", "")  # an earlier paste's problem is gone
        inputs = calculator.inputs
        before, rows = inputs.copy(), inputs.games()
        at = int(target.rpartition("-")[2]) - 1 if target.startswith("game-") else len(rows)
        if inputs.examples_shown():  # the examples make way: only what was pasted counts
            kept, replaced = new_rows, 0
        else:  # from the row pasted into on, the rows after it kept
            rest = [row for row in rows[at + 1:] if not row.is_empty(columns)]
            kept = rows[:at] + new_rows + rest
            replaced = len([row for row in rows[at:at + 1] if not row.is_empty(columns)])
        calculator.use_rows(kept, first=None)
        calculator.recompute()
        lang = calculator.lang
        count = len([row for row in inputs.games() if not row.is_empty(columns)])
        say("import-status", counted(
            lang, "paste-done", len(new_rows), added=format_number(len(new_rows), 0, lang),
            count=format_number(count, 0, lang)))
        if replaced:
            self.shell.undo.offer(counted(lang, "undo-rows-replaced", replaced,
                                          count=format_number(replaced, 0, lang)),
                                  lambda: calculator.restore(before))

    def on_export(self, event: "JsObject") -> None:
        result = self.calculator.result
        if result is None or result.shape not in ("period", "both"):
            return  # only a tournament has rows to export
        download(to_csv(result, self.calculator.lang), self._words("export-name"))

    def bind(self) -> None:
        self.shell.listen((
                (element("import-file"), "change", self.on_import_file),
                (element("import-player"), "change", self.on_player),
                (element("rows"), "paste", self.on_paste),
                (document.querySelector(".games-block"), "drop", self.on_drop),
                (element("export-csv"), "click", self.on_export)))


def start(shell: "Shell") -> None:
    """Bound to the calculator's import and export, and offered to what asked for it
    before (elo.web.calculator.file_entries) as the shell's "files"."""
    calculator = shell.view("calculator")
    assert isinstance(calculator, Calculator)  # registered first, at start-up
    files = Files(calculator)
    files.bind()
    shell.provide("files", files)
