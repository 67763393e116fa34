"""Which view shows, as the address bar says, and the buttons that switch. DOM glue.
The buttons and the body say a view by its address's name (data-view "event" for the
whole tournament: elo.web.shell.registry)."""

from elo.web.shell.registry import VIEWS, fragment_of_view, view_of_fragment
from elo.web.shell.dom import document, element, nodes, window
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from elo.web.shapes import JsObject

__all__ = ["show", "show_address", "Switch"]

def _name(view: str) -> str:
    """The view's name on the page (its buttons, body[data-shown], the print's CSS)."""
    return view if view == VIEWS[0].name else fragment_of_view(view)[1:]


def show(view: str) -> None:
    """The view `view` ("calculator", "tournament" or "season") shows, the others not."""
    for candidate in VIEWS:
        element(candidate.section).hidden = candidate.name != view
    name = _name(view)
    document.body.dataset.shown = name  # what print shows (static/style.css)
    for button in nodes("[data-view]"):
        button.setAttribute("aria-pressed", "true" if button.dataset.view == name else "false")


def show_address() -> None:
    """The view the address bar names (a reload of #event shows the tournament)."""
    show(view_of_fragment(str(window.location.hash)))


class Switch:
    """The view buttons: a named view by its address, the calculator by its link (the
    calculation shown before: `calculation()` gives it)."""

    def __init__(self, calculation: "Callable[[], str]") -> None:
        self.calculation = calculation

    def on_click(self, event: "JsObject") -> None:
        button = event.target.closest("[data-view]")
        if button is None:
            return
        view = view_of_fragment("#" + button.dataset.view)
        window.location.hash = self.calculation() if view == VIEWS[0].name else \
            fragment_of_view(view)
