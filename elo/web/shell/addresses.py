"""Where each view is: the fragment of the address that shows it. Pure.

The calculator's address is its calculation's link (#system=fide&...); the other views
have a name of their own, kept as the page has always written them (docs/contract.md):
the whole tournament is at #event, the season at #season.
"""

__all__ = ["VIEWS", "FRAGMENTS", "view_of_fragment", "fragment_of_view",
           "calculation_fragment"]

#: The page's views by name, in the order of their buttons.
VIEWS = ("calculator", "tournament", "season")
#: The fragment of each view that has a name of its own (without "#").
FRAGMENTS = (("tournament", "event"), ("season", "season"))


def view_of_fragment(fragment: str) -> str:
    """The view an address's fragment ("#event", "#system=...") shows."""
    for view, name in FRAGMENTS:
        if fragment[1:] == name:
            return view
    return "calculator"


def fragment_of_view(view: str) -> str:
    """The fragment ("#event") of a view with a name of its own."""
    for candidate, name in FRAGMENTS:
        if candidate == view:
            return "#" + name
    raise KeyError(view)


def calculation_fragment(fragment: str) -> str:
    """A fragment as the calculator reads it: another view's name is no calculation."""
    return fragment if view_of_fragment(fragment) == "calculator" else ""
