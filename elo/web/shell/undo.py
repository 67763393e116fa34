"""Undo: whatever removed or replaced what the user entered (starting over, a row of
games removed, a paste or a file that replaced rows, another tournament's file, a
season's entry removed or the season replaced) is said in #undo-status, and #undo brings
back exactly what was there. DOM glue.

Only the last such action can be undone, and only until the next change: an input or a
change anywhere on the page takes the offer back. Until then nothing the view that
offered it holds has changed, so what it gave to restore (`offer`) can be the very
objects it held, not copies.
"""

from elo.texts import text
from elo.web.shell.dom import document, element, say
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.web.shapes import Hooks, JsObject, Restore

__all__ = ["Undo"]


class Undo:
    """The one undo the page offers at a time."""

    def __init__(self, shell: "Hooks") -> None:
        self.shell = shell
        self.restore: "Restore | None" = None  # what brings back what the last action removed
        self.said = False  # the status says something (the next change empties it)

    def bind(self) -> None:
        self.shell.listen(((element("undo"), "click", self.on_undo),
                           (document, "input", self.on_change),
                           (document, "change", self.on_change)))

    def offer(self, words: str, restore: "Restore") -> None:
        """`words` say what was done; #undo calls `restore` to bring it back."""
        self.restore, self.said = restore, True
        say("undo-status", words)
        element("undo").hidden = False

    def on_undo(self, event: "JsObject") -> None:
        restore, self.restore = self.restore, None
        if restore is None:
            return
        element("undo").hidden = True
        restore()
        say("undo-status", text(self.shell.lang, "undo-done"))

    def on_change(self, event: "JsObject") -> None:
        """The next change: what was removed stays removed."""
        if self.said:  # a key typed otherwise costs nothing here
            self.restore, self.said = None, False
            element("undo").hidden = True
            say("undo-status", "")
