"""The page's two views, one player's calculator and a whole tournament (#event): which
one shows, as the address bar says, and the buttons that switch. DOM glue."""

from elo.web.dom import element, nodes, window
from elo.web.inputs import VIEWS

__all__ = ["show", "show_address", "Switch"]


def show(view):
    """The calculator's view ("calculator") or the tournament's ("event")."""
    element("event").hidden = view != "event"
    element("calculator-view").hidden = view == "event"
    for button in nodes("[data-view]"):
        button.setAttribute("aria-pressed", "true" if button.dataset.view == view else "false")


def show_address():
    """The view the address bar names (a reload of #event shows the tournament)."""
    address = str(window.location.hash)[1:]
    show(address if address in VIEWS else "calculator")


class Switch:
    """The view buttons: the tournament's by its name in the address bar, the
    calculator's by its link (the calculation shown before)."""

    def __init__(self, calculator):
        self.calc = calculator

    def on_click(self, event):
        button = event.target.closest("[data-view]")
        if button is None:
            return
        if button.dataset.view == "event":
            window.location.hash = "#event"
        else:
            window.location.hash = self.calc.keeper.fragment()
