"""The page's views, one player's calculator, a whole tournament (#event) and a season
(#season): which one shows, as the address bar says, and the buttons that switch. DOM
glue."""

from elo.web.dom import document, element, nodes, window
from elo.web.inputs import VIEWS

__all__ = ["show", "show_address", "Switch"]


def show(view):
    """The calculator's view ("calculator"), the tournament's ("event") or the season's
    ("season")."""
    for other in VIEWS:
        element(other).hidden = view != other
    element("calculator-view").hidden = view in VIEWS
    document.body.dataset.shown = view  # what print shows (static/style.css)
    for button in nodes("[data-view]"):
        button.setAttribute("aria-pressed", "true" if button.dataset.view == view else "false")


def show_address():
    """The view the address bar names (a reload of #event shows the tournament)."""
    address = str(window.location.hash)[1:]
    show(address if address in VIEWS else "calculator")


class Switch:
    """The view buttons: the tournament's and the season's by their names in the address
    bar, the calculator's by its link (the calculation shown before)."""

    def __init__(self, calculator):
        self.calc = calculator

    def on_click(self, event):
        button = event.target.closest("[data-view]")
        if button is None:
            return
        if button.dataset.view in VIEWS:
            window.location.hash = "#" + button.dataset.view
        else:
            window.location.hash = self.calc.keeper.fragment()
