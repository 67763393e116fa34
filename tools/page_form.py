"""index.html's form, written from the systems' declarations (tools/build_page.py).

Every field of every system once (elo.web.calculator.layout.page_fields), in an order every system's
own order keeps; fields of one `group` under one heading. The words and which fields show
are the default screen's; the page changes both when another system is chosen
(elo.web.calculator.form). Element ids: a field's is its key with "-" for "_"; its wrapper
"field-ID", its label "ID-label", its hint "ID-hint", its message "ID-error", its
preset buttons "ID-presets".
"""

from collections.abc import Iterable

from elo.present.screen import Screen
from elo.system import System
from elo.texts import text
from elo.web.calculator import layout
from elo.web.calculator.layout import PageField
from elo.present.html import escape

__all__ = ["form_html", "examples_html"]

_INPUTMODE = {"whole": "numeric", "whole_rating": "numeric", "number": "decimal",
              "rating": "decimal", "date": None}


def _described(field_id: str) -> str:
    return 'aria-describedby="%s-hint %s-error"' % (field_id, field_id)


def _hint_and_error(field_id: str, words: dict[str, str]) -> str:
    return '<p id="%s-hint" class="hint">%s</p><p id="%s-error" class="field-error"></p>' % (
        field_id, escape(words.get(field_id + "-hint", "")), field_id)


def _text_field(field: PageField, screen: Screen, words: dict[str, str], system_id: str) -> str:
    own = field.by_system.get(system_id)
    kind = own.kind if own is not None else field.kind
    value = screen.texts.get(field.key, next(iter(field.by_system.values())).default)
    kind_attributes = 'type="date"' if kind == "date" else \
        'type="text" inputmode="%s" spellcheck="false"' % _INPUTMODE[kind]
    presets = ""
    if [f for f in field.by_system.values() if f.presets]:
        offered = own.presets if own is not None else ()
        buttons = "".join('<button type="button" data-preset="%s" data-for="%s">%s</button>' % (
            escape(str(v)), field.id, escape(str(v))) for v in offered)
        presets = '<div class="presets" id="%s-presets" role="group" ' \
                  'aria-labelledby="%s-label"%s><span class="preset-label">%s</span>%s</div>' % (
                      field.id, field.id, "" if offered else " hidden",
                      escape(text(screen.lang, "presets-label")), buttons)
    return ('<label for="%s" id="%s-label">%s</label><input id="%s" %s autocomplete="off" '
            'value="%s" %s>%s%s' % (field.id, field.id, escape(words[field.id + "-label"]),
                                    field.id, kind_attributes, escape(value),
                                    _described(field.id), presets,
                                    _hint_and_error(field.id, words)))


def _choice_field(field: PageField, screen: Screen, words: dict[str, str]) -> str:
    value = screen.texts.get(field.key)
    options = "".join(
        '<label><input type="radio" name="%s" value="%s"%s> <span data-i18n="%s-%s">%s</span>'
        '</label>' % (field.key, escape(choice), " checked" if choice == value else "",
                      field.id, choice, escape(text(screen.lang, field.id + "-" + choice)))
        for choice in field.choices)
    return '<legend id="%s-label">%s</legend>%s%s' % (
        field.id, escape(words[field.id + "-label"]), options,
        _hint_and_error(field.id, words))


def _check_field(field: PageField, screen: Screen, words: dict[str, str]) -> str:
    return ('<label class="check"><input id="%s" type="checkbox"%s %s> <span id="%s-label">'
            '%s</span></label>%s' % (field.id,
                                     " checked" if screen.texts.get(field.key) == "1" else "",
                                     _described(field.id), field.id,
                                     escape(words[field.id + "-label"]),
                                     _hint_and_error(field.id, words)))


def _field_html(field: PageField, screen: Screen, shown: dict[str, bool],
                words: dict[str, str]) -> str:
    hidden = "" if shown[field.key] else " hidden"
    if field.kind in ("choice", "score"):
        return '<fieldset class="choice" id="field-%s"%s>%s</fieldset>' % (
            field.id, hidden, _choice_field(field, screen, words))
    if field.kind == "check":
        inner = _check_field(field, screen, words)
    else:
        inner = _text_field(field, screen, words, screen.system)
    return '<div class="field" id="field-%s"%s>%s</div>' % (field.id, hidden, inner)


def form_html(screen: Screen) -> str:
    """The form for a page screen (Inputs.screen): every field of the page, the screen's
    shown and the others hidden, in the screen's system's words."""
    shown = layout.visible(screen)
    words = layout.labels(screen.system, screen.lang)
    parts: list[str] = []
    group: str | None = None
    members: list[PageField] = []

    def close() -> None:
        if group:
            keys = " ".join(f.key for f in members)
            visible = [f for f in members if shown[f.key]]
            parts.append('<fieldset class="data" data-group="%s"%s><legend data-i18n="group-%s">'
                         '%s</legend>%s</fieldset>' % (
                             keys, "" if visible else " hidden", group.replace("_", "-"),
                             escape(text(screen.lang, "group-" + group.replace("_", "-"))),
                             "".join(_field_html(f, screen, shown, words) for f in members)))

    for field in layout.page_fields():
        if field.group != group:
            close()
            group, members = field.group, []
        if group:
            members.append(field)
        else:
            parts.append(_field_html(field, screen, shown, words))
    close()
    return "\n      ".join(parts)


def examples_html(lang: str, systems: Iterable[System]) -> str:
    """The examples to click, each a link to its calculation, from the systems' own."""
    return "".join('<li><a href="#%s" data-example data-i18n="%s">%s</a></li>' % (
        escape(link), key, escape(text(lang, key)))
        for system in systems for key, link in system.examples)
