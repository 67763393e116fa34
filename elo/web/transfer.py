"""Games in and results out on the page: a file read in the browser (chosen or dropped),
pasted lines, the PGN's player choice, the CSV download and the share link. DOM glue like
app.py, which it builds on; the reading and writing itself is the package's."""

from js import URL, Blob, Uint8Array, window
from pyscript import document
from pyscript.ffi import to_js

from elo.errors import InputError
from elo.export import to_csv
from elo.messages import message
from elo.web import imports
from elo.web.app import build_rows, element, keep, page, recompute, say, typed_rows, write_link
from elo.texts import text


def _apply_import(imported, player=None):
    """Rows (and the player's rating) from a file; what was typed stays until a file has
    been read without error."""
    lang = page["lang"]
    build_rows(imported.rows)
    if imported.rating is not None:
        element("rating").value = str(imported.rating)
    recompute()
    done = text(lang, "import-player-done", count=len(imported.rows), player=player) \
        if player else text(lang, "import-done", count=len(imported.rows))
    say("import-status", done)
    problem = ""
    if imported.missing:
        games = "; ".join("%d (%s)" % (number, name or round_ or "?")
                          for number, name, round_ in imported.missing)
        problem = message(InputError("file", "missing_ratings", games=games), lang)
    say("import-error", problem)


def _choose_player(names):
    select = element("import-player")
    select.innerHTML = ""
    for name in names:
        option = document.createElement("option")
        option.value = name
        option.textContent = name  # a name from a file is text, never markup
        select.appendChild(option)
    element("import-player-field").hidden = len(names) < 2


def import_text(name, content):
    try:
        imported = imports.read_file(name, content)
    except InputError as error:
        say("import-status", "")
        say("import-error", message(error, page["lang"]))
        return
    page["imported"] = imported
    _choose_player(imported.players)
    _apply_import(imported, imported.players[0] if imported.players else None)


def _read_file(file):
    say("import-error", "")
    say("import-status", text(page["lang"], "import-working"))
    name = str(file.name)
    file.text().then(keep(lambda content: import_text(name, str(content))))


def on_import_file(event):
    files = event.target.files
    if files.length:
        _read_file(files.item(0))


def on_player(event):
    imported = page["imported"]
    player = event.target.value
    _apply_import(imports.rows_for_player(imported.games, player, imported.players), player)


def on_drag(event):
    event.preventDefault()  # allows the drop


def on_drop(event):
    event.preventDefault()
    files = event.dataTransfer.files
    if files.length:
        _read_file(files.item(0))


def on_paste(event):
    """Several "rating result" lines pasted into a row become rows from there on."""
    pasted = str(event.clipboardData.getData("text"))
    if "\n" not in pasted.strip():
        return  # one value: the field takes it as usual
    event.preventDefault()
    try:
        new_rows = imports.pasted_rows(pasted)
    except InputError as error:
        say("import-error", message(error, page["lang"]))
        return
    at = int(event.target.id.rpartition("-")[2]) - 1 if event.target.id.startswith("game-") \
        else len(typed_rows)
    rest = [row for row in typed_rows[at + 1:] if not row.is_empty()]
    build_rows(typed_rows[:at] + new_rows + rest)
    recompute()


def on_export(event):
    result = page.get("result")
    if result is None or getattr(result, "form", None) != "period":
        return  # only a tournament has rows to export
    lang = page["lang"]
    content = to_csv(result, lang)
    parts = [content]
    if content.startswith("\ufeff"):
        # handing a string to JS drops a leading BOM (TextDecoder), so it goes as bytes
        parts = [Uint8Array.new(to_js([0xEF, 0xBB, 0xBF])), content[1:]]
    blob = Blob.new(to_js(parts), to_js({"type": "text/csv;charset=utf-8"}))
    link = document.createElement("a")
    link.href = URL.createObjectURL(blob)
    link.download = text(lang, "export-name")
    document.body.appendChild(link)
    link.click()
    link.remove()


def _share_fallback(*args):
    """No clipboard (refused, or an old browser): show the link selected."""
    field = element("share-link")
    field.value = window.location.href
    field.hidden = False
    field.select()
    say("share-status", text(page["lang"], "share-select"))


def on_share(event):
    write_link()  # a change typed a moment ago belongs in the link
    clipboard = window.navigator.clipboard
    if not clipboard:
        _share_fallback()
        return
    copied = keep(lambda *args: say("share-status", text(page["lang"], "share-copied")))
    clipboard.writeText(window.location.href).then(copied, keep(_share_fallback))


def start():
    for target, event, handler in (
            (element("import-file"), "change", on_import_file),
            (element("import-player"), "change", on_player),
            (element("rows"), "paste", on_paste),
            (document.querySelector(".games-block"), "dragover", on_drag),
            (document.querySelector(".games-block"), "drop", on_drop),
            (element("share"), "click", on_share),
            (element("export-csv"), "click", on_export)):
        target.addEventListener(event, keep(handler))


start()
