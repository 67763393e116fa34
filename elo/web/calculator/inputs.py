"""What the page's user has given it: every value kept by its meaning, the rows of games
by the group of systems that share them, and the link and the storage of both. Pure: the
page (elo.web.calculator.view) reads its fields into an Inputs and writes Inputs' screen back.

Each system's fields name what their value is (elo.system.Field.meaning), so switching
systems carries a value over only where it means the same: the DWZ typed beside FIDE is
the DWZ of the DWZ alone, and a FIDE rating never becomes a DWZ. Systems whose rows
share a column meaning (FIDE, the DWZ, both side by side) share their games; each shows
its own columns, and a cell no one has filled stays empty and is marked. Defaults are
never kept: a value not typed is its field's default, and rows no one has touched are the
shown system's example rows.

The link holds the calculation shown (the system's fields that apply and its games), the
device's storage everything typed for every system. Neither is ever sent to a server.
"""

from elo.present.screen import Screen
from elo.systems import IDS, get
from elo.texts import LANGUAGES
from elo.web.calculator.games import (GROUPS, MAX_ROWS, Row, columns_of, group_named, group_of,
                           parse_rows, rows_text)
from elo.web.calculator.link import MAX_LENGTH, carried, pairs, quote, unquote
from elo.web.shell.registry import calculation_fragment
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Container

    from elo.system import Field, System

__all__ = ["Inputs", "Row", "MAX_ROWS", "parse_rows", "rows_text", "STORED_VERSION",
           "kept_applies", "NEED_KEYS"]

#: The first part of what the page stores on the device, so a later page can tell.
STORED_VERSION = "v=2"
#: What a meaning may hold unencoded in the stored text ("fide.rating").
_SAFE_KEY = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~"


def kept_applies(fragment: str, own_links: "Container[str]") -> bool:
    """Whether the inputs kept on this device are shown for an address bar's fragment:
    when it brings no link, or one this page wrote itself (a reload: what was typed since
    is newer). A link from elsewhere wins."""
    fragment = calculation_fragment(fragment)
    return not fragment[1:] or fragment in own_links



def _quiet(field: "Field", text: str, default: str) -> bool:
    """A field a link may leave out: at its default, where the default is empty or a
    choice (a rating or K is always written, so a link reads on its own). `default` is
    what the field stands for when left out (today's date for a date of today)."""
    return text == default and (field.kind in ("choice", "check") or not default)


def _target(system: "System") -> str:
    """The meaning of a system's target rating: on the scale of its own rating."""
    return system.field("rating").meaning.partition(".")[0] + ".target"


#: The fields of "what do I need" (elo.present.need), beside the system's own: the games
#: still to play, their opponents' average and the rating to reach.
NEED_KEYS = ("need_remaining", "need_average", "need_target")


def _meaning_of(system: "System", key: str) -> str | None:
    """The meaning of a field that is no field of the system's declaration: the target,
    and those of the need. The games to come are the player's, whatever the system; the
    average is written as the system's rows are (a value per column); a target is on the
    scale of the system's own rating. None for a field of the declaration."""
    if key == "target":
        return _target(system)
    if key == "need_remaining":
        return "need.remaining"
    if key == "need_average":
        return "need.average." + system.id
    if key == "need_target":
        return system.field("rating").meaning.partition(".")[0] + ".need_target"
    return None


class Inputs:
    """Everything given to the page, and what the page shows of it (`screen`)."""

    def __init__(self, system_id: str | None = None, lang: str | None = None,
                 today: str = "") -> None:
        self.system_id = system_id or IDS[0]
        self.lang = lang or LANGUAGES[0]
        self.today = today  # YYYY-MM-DD: what a date left empty stands for
        self.values: dict[str, str] = {}  # meaning -> text, for what was typed, linked or imported
        self.rows: dict[str, list[Row]] = {}  # group id -> [Row]
        self.touched: set[str] = set()  # groups whose rows are the user's, not a system's examples
        self.examples: dict[str, str] = {}  # group id -> the system whose example rows it holds
        self.unknown: str | None = None  # a system a link named that this page does not know

    @property
    def system(self) -> "System":
        return get(self.system_id)

    # one value

    def _default(self, field: "Field") -> str:
        if field.today and not field.default and self.today:
            return self.today if field.kind == "date" else self.today[:4]
        return field.default

    def text(self, key: str) -> str:
        """The text of the shown system's field `key` (or its target, or a need's)."""
        meaning = _meaning_of(self.system, key)
        if meaning is not None:
            return self.values.get(meaning, "")
        field = self.system.field(key)
        return self.values.get(field.meaning, self._default(field))

    def set(self, key: str, text: str) -> None:
        """A field typed into: its meaning takes the text."""
        meaning = _meaning_of(self.system, key)
        self.values[self.system.field(key).meaning if meaning is None else meaning] = text

    def texts(self) -> dict[str, str]:
        """{key: text} of the shown system's fields (every one, applying or not)."""
        texts = {}
        for field in self.system.fields:
            if field.page:
                texts[field.key] = self.values.get(field.meaning, self._default(field))
        return texts

    def switch(self, system_id: str) -> None:
        """Show another system: its own values and, where its group's, the same games."""
        self.system_id = system_id
        self.unknown = None

    # the rows

    def columns(self) -> tuple[int, ...]:
        return columns_of(self.system_id)

    def games(self) -> list[Row]:
        """The shown system's rows (its group's): the user's, or else its examples."""
        group = group_of(self.system_id).id
        if group not in self.touched and self.examples.get(group) != self.system_id:
            self.rows[group] = parse_rows(self.system.games, self.columns())
            self.examples[group] = self.system_id
        return self.rows[group]

    def set_games(self, rows: list[Row]) -> None:
        """Rows from a link, a file or a paste: the group's games from now on."""
        group = group_of(self.system_id).id
        self.rows[group] = rows[:MAX_ROWS]
        self.touched.add(group)
        self.examples.pop(group, None)

    def edited_games(self) -> None:
        """A row was typed into, added or removed: the games are the user's."""
        group = group_of(self.system_id).id
        self.games()
        self.touched.add(group)
        self.examples.pop(group, None)

    def examples_shown(self) -> bool:
        """Whether the rows shown are the shown system's examples, untouched."""
        return group_of(self.system_id).id not in self.touched

    def typed_into(self, index: int) -> bool:
        """Row `index` was typed into: the games are the user's, and where they were the
        system's untouched examples, the other example rows make way (emptied, so the
        rows keep their places and the field typed in its focus). True if they did."""
        examples = self.examples_shown()
        rows = self.games()
        self.edited_games()
        if examples:
            for other in range(len(rows)):
                if other != index:
                    rows[other] = Row()
        return examples

    def has_games(self) -> bool:
        return self.system.has_games(self.texts())

    # what the page shows

    def mode(self) -> str:
        system = self.system
        return self.text("mode") if system.has("mode") else system.modes[0]

    def screen(self) -> Screen:
        """What the page shows: the system, the text of each of its fields (its mode
        among them), the target, and its rows with the cells of its columns."""
        texts = self.texts()
        texts["mode"] = self.mode()
        defaulted = tuple(field.key for field in self.system.fields
                          if field.page and field.meaning not in self.values)
        return Screen(self.system_id, texts, self.text("target"),
                      self.games() if self.has_games() else [], self.columns(), self.lang,
                      self.unknown, defaulted,
                      dict((key, self.text(key)) for key in NEED_KEYS))

    # the link

    def link_keys(self) -> list[tuple[str, str]]:
        """(key, text) of what the link holds: the system, its form, its fields that
        apply and are not at a quiet default, the target, the games; the language last."""
        system = self.system
        texts = self.texts()
        found = [("system", system.id), ("mode", self.mode())]
        for field in system.fields:
            if field.page and field.key != "mode" and field.applies(texts) and \
                    not _quiet(field, texts[field.key], self._default(field)):
                found.append((field.key, texts[field.key]))
        if system.has_games(texts):
            for key in ("target",) + (NEED_KEYS if self.text(NEED_KEYS[0]) else ()):
                if self.text(key):
                    found.append((key, self.text(key)))
            found.append(("games", rows_text(self.games(), self.columns(), system.id,
                                             system.forfeits)))
        found.append(("lang", self.lang))
        return found

    def unlinked(self) -> bool:
        """Whether a field or a row of the shown system holds a character its link leaves
        out (a control character: elo.web.calculator.link.quote), which the field says."""
        texts = list(self.texts().values())
        for row in self.games() if self.has_games() else []:
            texts += row.cells + [row.score]
        return [text for text in texts if [char for char in text if not carried(char)]] != []

    def fragment(self) -> str:
        """The link's fragment, without "#"."""
        return "&".join(key + "=" + (text if key == "games" else quote(text))
                        for key, text in self.link_keys())

    def read_link(self, fragment: str) -> None:
        """Show the calculation a link holds: its system with the link's values, every
        field of it that applies and the link leaves out at its default, and its games.
        What the user gave other systems stays."""
        found = dict(pairs(fragment))
        if "lang" in found and unquote(found["lang"]) in LANGUAGES:
            self.lang = unquote(found["lang"])
        system_id = unquote(found.get("system", IDS[0]))
        if system_id in IDS:
            self.switch(system_id)
        else:  # said at the select, never computed as another system
            self.switch(IDS[0])
            self.unknown = system_id[:MAX_LENGTH]
        system = self.system
        given = []
        for field in system.fields:
            if field.page and field.key in found:
                # as the link has it, a choice it cannot be too: said at the field
                # (elo.present.evaluate), never replaced quietly by another
                self.values[field.meaning] = unquote(found[field.key])[:MAX_LENGTH]
                given.append(field.key)
        for field in system.fields:  # left out: at its default, where it counts (a
            # field's conditions name fields declared before it, so this order settles)
            if field.page and field.key not in given and field.applies(self.texts()):
                self.values.pop(field.meaning, None)
        texts = self.texts()
        for key in ("target",) + NEED_KEYS:  # what the link leaves out is not asked
            meaning = _meaning_of(system, key)
            assert meaning is not None  # every one of them has its own
            if key in found:
                self.values[meaning] = unquote(found[key])[:MAX_LENGTH]
            else:
                self.values.pop(meaning, None)
        if "games" in found:
            self.set_games(parse_rows(found["games"], self.columns()))
        elif system.has_games(texts):
            group = group_of(self.system_id).id
            self.touched.discard(group)
            self.examples.pop(group, None)

    def link_cut(self, fragment: str) -> bool:
        """Whether a link held more rows than the page takes."""
        games = dict(pairs(fragment)).get("games", "")
        return games.count(",") >= MAX_ROWS

    # the device's storage

    def stored(self) -> str:
        """Everything given, for this device's storage: a reload or a new visit finds
        each system as it was left."""
        parts = [STORED_VERSION, "system=" + quote(self.system_id), "lang=" + self.lang]
        for meaning in sorted(self.values):
            parts.append("m." + quote(meaning, _SAFE_KEY) + "=" + quote(self.values[meaning]))
        for group in GROUPS:
            if group.id in self.touched and group.id in self.rows:
                everything = tuple(range(len(group.meanings)))
                parts.append("g." + group.id + "=" + rows_text(
                    self.rows[group.id], everything, "*"))
        return "&".join(parts)

    def read_stored(self, text: str) -> None:
        """What stored() wrote; an older page's storage (a link of every field) is read
        as its link."""
        if not text.startswith(STORED_VERSION + "&"):
            self.read_link(text)
            return
        for key, value in pairs(text):
            if key == "system" and unquote(value) in IDS:
                self.switch(unquote(value))
            elif key == "lang" and value in LANGUAGES:
                self.lang = value
            elif key.startswith("m."):
                self.values[key[2:]] = unquote(value)[:MAX_LENGTH]
            elif key.startswith("g."):
                group = group_named(key[2:])
                if group is not None:
                    self.rows[group.id] = parse_rows(value, tuple(range(len(group.meanings))))
                    self.touched.add(group.id)

    def forget(self) -> None:
        """Start over: every system back to its defaults and examples."""
        Inputs.__init__(self, None, self.lang, self.today)

    def copy(self) -> "Inputs":
        """Everything given, as it is now: what an undo brings back (take). The rows are
        the same Row objects in lists of their own: an undo is offered only until the
        next change, and no row changes before."""
        other = Inputs(self.system_id, self.lang, self.today)
        other.take(self)
        return other

    def take(self, other: "Inputs") -> None:
        """Everything `other` holds, as this one's own."""
        self.system_id, self.lang, self.today = other.system_id, other.lang, other.today
        self.values = dict(other.values)
        self.rows = dict((group, list(rows)) for group, rows in other.rows.items())
        self.touched = set(other.touched)
        self.examples = dict(other.examples)
        self.unknown = other.unknown


