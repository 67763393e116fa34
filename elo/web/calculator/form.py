"""The form's fields on the page: what each shows, which show at all, and their words for
the shown system. DOM glue; what to show comes from elo.web.calculator.layout."""

from elo.texts import text
from elo.web.calculator import layout
from elo.web.shell.dom import document, element, nodes
from elo.present import targets
from elo.present.html import escape, js_text
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from elo.present.screen import Screen
    from elo.web.shapes import JsObject

__all__ = ["Form", "read_field", "TEXT_KINDS"]

#: Kinds of field typed as text (the others are radios and checkboxes).
TEXT_KINDS = ("whole", "number", "rating", "whole_rating", "date")

_FIELDS = layout.page_fields()
_BY_ID = dict((field.id, field) for field in _FIELDS)
_RADIOS = tuple(field.key for field in _FIELDS if field.kind in ("choice", "score"))
#: The fields of "what do I need" (elo.present.need), by element id.
_NEED_IDS = tuple(key.replace("_", "-") for key in targets.FIELDS)


def read_field(target: "JsObject") -> tuple[str, str] | None:
    """(key, text) of a form field an input event came from; None for another element
    (a row of games is elo.web.calculator.table's)."""
    if target.id == "system" or target.id == "target":
        return target.id, str(target.value)
    if target.id in _NEED_IDS:
        return target.id.replace("-", "_"), str(target.value)
    if target.type == "radio" and target.name in _RADIOS:
        return target.name, str(target.value)
    field = _BY_ID.get(target.id)
    if field is None:
        return None
    if field.kind == "check":
        return field.key, "1" if target.checked else "0"
    return field.key, str(target.value)


def typed_before(default: "Screen") -> dict[str, str]:
    """{key: text} of the fields whose value differs from what index.html wrote (the
    screen `default`): typed before Python started, which the start keeps."""
    typed = {}
    for field in _FIELDS:
        if field.key not in default.texts or field.kind not in TEXT_KINDS:
            continue
        node = element(field.id)
        if node is not None and node.value != node.defaultValue:
            typed[field.key] = str(node.value)
    return typed


class Form:
    """What the form shows now, so that only what changed is written."""

    def __init__(self) -> None:
        self.words: dict[str, str] = {}  # element id -> the words it shows
        self.shown: dict[str, bool] = {}  # field key -> whether its wrapper shows
        self.system_id: str | None = None

    def write_values(self, screen: "Screen") -> None:
        """Every field of the shown system shows its text (a switch, a link, a file)."""
        for field in _FIELDS:
            if field.key not in screen.texts:
                continue  # another system's field: hidden, and never read
            value = screen.texts[field.key]
            if field.kind == "check":
                element(field.id).checked = value == "1"
            elif field.key in _RADIOS:
                for node in nodes('input[name="%s"]' % field.key):
                    node.checked = node.value == value
            else:
                element(field.id).value = js_text(value)
        element("system").value = screen.system
        element("target").value = js_text(screen.target)
        for element_id in _NEED_IDS:
            element(element_id).value = js_text(screen.need.get(element_id.replace("-", "_"),
                                                                ""))

    def write_layout(self, screen: "Screen", lang: str) -> None:
        """Which fields show, and the shown system's words for them."""
        shown = layout.visible(screen)
        for field in _FIELDS:
            if self.shown.get(field.key) != shown[field.key]:
                self.shown[field.key] = shown[field.key]
                element("field-" + field.id).hidden = not shown[field.key]
        for group in nodes("[data-group]"):
            members = group.dataset.group.split(" ")
            group.hidden = not [key for key in members if shown.get(key)]
        system_id = screen.system
        for element_id, words in layout.labels(system_id, lang).items():
            if self.words.get(element_id) != words:
                self.words[element_id] = words
                node = element(element_id)
                if node is not None:
                    node.textContent = words
        if self.system_id != system_id:
            self.system_id = system_id
            self._write_system(system_id, lang)
        body = document.body.dataset
        for key, value in layout.switches(screen).items():
            setattr(body, key, value)

    def _write_system(self, system_id: str, lang: str) -> None:
        """A system's keyboards and preset buttons."""
        for field in _FIELDS:
            own = field.by_system.get(system_id)
            if own is None:
                continue
            if field.kind in TEXT_KINDS and field.kind != "date":
                element(field.id).setAttribute("inputmode", layout.inputmode(system_id,
                                                                             field.key))
            presets = element(field.id + "-presets")
            if presets is not None:  # the values offered as buttons, under their heading
                presets.innerHTML = '<span class="preset-label">%s</span>%s' % (
                    escape(text(lang, "presets-label")), "".join(
                        '<button type="button" data-preset="%s" data-for="%s">%s</button>' % (
                            escape(str(value)), field.id, escape(str(value)))
                        for value in own.presets))
                presets.hidden = not own.presets

    def assume(self, screen: "Screen", lang: str) -> None:
        """What index.html shows already (tools/build_page.py writes the default screen's
        form through this layout): nothing to write at start-up."""
        self.shown = layout.visible(screen)
        self.words = layout.labels(screen.system, lang)
        self.system_id = screen.system

    def forget_words(self) -> None:
        """A new language: every word is written again."""
        self.words.clear()
        self.system_id = None
