"""What asks for the calculator's file part (elo.web.calculator.files, a part of its own:
elo.web.shell.registry) and must be answered at once, and the share link. DOM glue, in
the first image.

A file chosen or the CSV asked for are kept by the loader and done again once the part
is there (the registry's entries). Two things cannot wait: a drop, which the browser
allows only where dragover was refused its default, and a paste of several lines, whose
default (the text into one field) must be refused before it happens. Those are taken
here, their file or text kept, and handed to the part once it has come; once it is
there, its own listeners take them. The share link writes the address to the clipboard,
which a browser allows only right after the click."""

from elo.texts import text
from elo.web.calculator.outputs import RESULTS
from elo.web.shell.dom import document, element, say, window
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.web.calculator.view import Calculator
    from elo.web.shapes import JsObject

__all__ = ["start"]

#: The part that reads and writes files (elo.web.shell.registry).
PART = "files"


def start(calculator: "Calculator") -> None:
    shell = calculator.shell

    def on_drag(event: "JsObject") -> None:
        event.preventDefault()  # allows the drop

    def on_drop(event: "JsObject") -> None:
        if shell.loader.ready(PART):
            return  # the part's own listener reads it
        event.preventDefault()
        files = event.dataTransfer.files
        if files.length:
            file = files.item(0)
            shell.loader.then(PART, lambda: shell.provider(PART).read_file(file), RESULTS)

    def on_paste(event: "JsObject") -> None:
        if shell.loader.ready(PART):
            return
        pasted = str(event.clipboardData.getData("text"))
        if "\n" in pasted.strip():  # one value: the field takes it as usual
            event.preventDefault()
            target = str(event.target.id)
            shell.loader.then(PART, lambda: shell.provider(PART).paste(pasted, target),
                              RESULTS)

    def said(key: str) -> "JsObject":
        return shell.proxy(lambda *args: say("share-status", text(calculator.lang, key)))

    def not_copied(*args: object) -> None:
        """No clipboard (refused, or an old browser): the link shown selected."""
        field = element("share-link")
        field.value = window.location.href
        field.hidden = False
        field.select()
        say("share-status", text(calculator.lang, "share-select"))

    on_copied, on_not_copied = said("share-copied"), shell.proxy(not_copied)

    def on_share(event: "JsObject") -> None:
        calculator.keeper.write()  # a change typed a moment ago belongs in the link
        clipboard = window.navigator.clipboard
        if not clipboard:
            not_copied()
            return
        clipboard.writeText(window.location.href).then(on_copied, on_not_copied)

    games = document.querySelector(".games-block")
    shell.listen(((games, "dragover", on_drag), (games, "drop", on_drop),
                  (element("rows"), "paste", on_paste),
                  (element("share"), "click", on_share)))
