"""The page's views and the parts of the page that come later: one record each. The
shell, the address, the device's storage, undo, the loader, the navigation and
tools/build_page.py all read them from here, and nowhere else names a view's fragment,
its storage keys or its image (tests/build/test_registry.py holds the code to it). Pure.

A view is what the page shows in its main area: the calculator, the whole tournament,
the season. A part is a module image fetched the first time something in it is asked for
(docs/adding-a-view.md): the first image, elo.romfs, holds what the calculator's first
figure needs; the rules of the systems after classic Elo, "what do I need", the
tournament, the season, the file imports and the copy text come each in an image of
their own
(docs/performance.md says what each costs).
"""

__all__ = ["View", "Part", "VIEWS", "PARTS", "INPUTS", "LINKS", "TOURNAMENT",
           "TOURNAMENT_SETTINGS", "TOURNAMENT_FILE", "SEASON", "NEEDS", "HOLDS", "view",
           "part", "holding", "view_of_fragment", "fragment_of_view", "calculation_fragment",
           "storage_keys"]

#: The device's storage (elo.web.shell.store), by the view that keeps it: the
#: calculator's inputs for every system, and the links the page itself last put into the
#: address bar (elo.web.calculator.keeping) ...
INPUTS = "elo-calculator:inputs"
LINKS = "elo-calculator:links"
#: ... the whole tournament as TRF, what was set for it, and how its file was encoded
#: (elo.web.tournament.view) ...
TOURNAMENT = "elo-calculator:event"
TOURNAMENT_SETTINGS = "elo-calculator:event-settings"
TOURNAMENT_FILE = "elo-calculator:event-file"
#: ... the season file's data as JSON (elo.web.season.view).
SEASON = "elo-calculator:season"

#: Files in every later image: the modules of the images before it that its modules
#: import, and the modules it holds, a dotted name a line (tools/build_page.py writes
#: them; elo.web.shell.loader imports the first before it looks into the image, the
#: second while it does).
NEEDS = "needs.txt"
HOLDS = "holds.txt"


class View:
    """One of the page's views: its `name`, the fragment of the address that shows it
    ("" for the calculator, whose address is its calculation's link; docs/contract.md),
    the element of its section, the device's storage keys it keeps, the words said when
    it started over and can be undone, and the part it comes in (None: the first image)."""

    __slots__ = ("name", "fragment", "section", "keys", "undo", "part")

    def __init__(self, name: str, fragment: str, section: str, keys: tuple[str, ...],
                 undo: str, part: str | None) -> None:
        self.name = name
        self.fragment = fragment
        self.section = section
        self.keys = keys
        self.undo = undo
        self.part = part


class Part:
    """A module image after the first: its `name`, its file, what it holds (packages,
    with everything in them, and modules), the modules that start it (each has
    `start(shell)`, which registers what it adds with the shell), the parts mounted
    before it, and the elements and DOM event types that ask for it: what is done there
    before it has arrived is done again once it has (elo.web.shell.loader). `errors` are
    the elements where it says, in the words `unavailable`, that it could not be loaded."""

    __slots__ = ("name", "image", "holds", "starts", "needs", "entries", "errors",
                 "unavailable")

    def __init__(self, name: str, holds: tuple[str, ...], starts: tuple[str, ...],
                 entries: tuple[tuple[str, str], ...], errors: tuple[str, ...],
                 unavailable: str, needs: tuple[str, ...] = ()) -> None:
        self.name = name
        self.image = "elo-%s.romfs" % name
        self.holds = holds
        self.starts = starts
        self.needs = needs
        self.entries = entries
        self.errors = errors
        self.unavailable = unavailable


#: The views, in the order of their buttons.
VIEWS = (
    View("calculator", "", "calculator-view", (INPUTS, LINKS),
         "undo-start-over-calculator", None),
    View("tournament", "event", "event", (TOURNAMENT, TOURNAMENT_SETTINGS, TOURNAMENT_FILE),
         "undo-start-over-tournament", "tournament"),
    View("season", "season", "season", (SEASON,), "undo-start-over-season", "season"),
)


def _section(name: str) -> tuple[tuple[str, str], ...]:
    """A view's section, where everything done in it asks for its part."""
    return tuple((name, kind) for kind in ("input", "change", "click"))


#: The parts after the first image. A package named in `holds` is wholly in the part:
#: the loader points a package at the image that holds it.
PARTS = (
    # the rules of the systems after classic Elo, with their presenters and words: asked
    # for by the calculator when one is shown (elo.web.calculator.view), and fetched
    # already when the select is focused, before one is chosen
    Part("systems", ("elo.systems.fide", "elo.systems.fide_first", "elo.systems.dwz",
                     "elo.systems.fide_dwz", "elo.systems.ukd", "elo.systems.glicko2",
                     "elo.present.systems.fide", "elo.present.systems.dwz",
                     "elo.present.systems.fide_dwz", "elo.present.systems.ukd",
                     "elo.present.systems.glicko2", "elo.texts.de_systems",
                     "elo.texts.en_systems"),
         (), (("system", "focus"),), ("status",), "unavailable-systems"),
    # "what do I need" itself: asked for when the games to come are typed (the
    # calculator, as for a system's rules), fetched already when its section is entered
    Part("need", ("elo.present.need", "elo.need", "elo.texts.de_need", "elo.texts.en_need"),
         (), (("need", "focusin"),), ("status",), "unavailable-need"),
    Part("files", ("elo.web.calculator.files", "elo.web.calculator.imports", "elo.files",
                   "elo.formats", "elo.export", "elo.texts.de_files", "elo.texts.en_files"),
         ("elo.web.calculator.files",),
         (("import-file", "change"), ("export-csv", "click")), ("import-error",),
         "unavailable-files"),
    Part("copy", ("elo.web.calculator.sending", "elo.present.sharing", "elo.texts.de_copy",
                  "elo.texts.en_copy"),
         ("elo.web.calculator.sending",), (("copy-text", "click"),), ("copy-text-status",),
         "unavailable-copy"),
    Part("tournament", ("elo.web.tournament", "elo.tournament", "elo.report",
                        "elo.texts.de_tournament", "elo.texts.en_tournament"),
         ("elo.web.tournament.view",), _section("event"), ("event-error",),
         "unavailable-tournament", needs=("systems", "files")),
    Part("season", ("elo.web.season", "elo.season", "elo.texts.de_season",
                    "elo.texts.en_season"),
         ("elo.web.season.view",), _section("season"),
         ("season-error", "add-to-season-status"), "unavailable-season", needs=("systems",)),
)


def view(name: str) -> View:
    for found in VIEWS:
        if found.name == name:
            return found
    raise KeyError(name)


def part(name: str) -> Part:
    for found in PARTS:
        if found.name == name:
            return found
    raise KeyError(name)


def holding(module: str) -> Part | None:
    """The part whose image holds a module (its dotted name); None: the first image's."""
    for found in PARTS:
        for name in found.holds:
            if module == name or module.startswith(name + "."):
                return found
    return None


def view_of_fragment(fragment: str) -> str:
    """The view an address's fragment ("#event", "#system=...") shows."""
    for found in VIEWS:
        if found.fragment and fragment[1:] == found.fragment:
            return found.name
    return VIEWS[0].name


def fragment_of_view(name: str) -> str:
    """The fragment ("#event") of a view with a name of its own."""
    found = view(name)
    if not found.fragment:
        raise KeyError(name)
    return "#" + found.fragment


def calculation_fragment(fragment: str) -> str:
    """A fragment as the calculator reads it: another view's name is no calculation."""
    return fragment if view_of_fragment(fragment) == VIEWS[0].name else ""


def storage_keys() -> list[str]:
    """Every key the device's storage holds for the page, view by view."""
    return [key for found in VIEWS for key in found.keys]
