"""The page's glue: DOM in, engine, DOM out. The only module that imports pyscript.

Data flows one way on every input event: read the fields into a state (the same dict the
URL fragment holds) -> elo.web.form.evaluate -> elo.web.view.render -> write what changed.
"""

from js import window  # pyscript.window refuses addEventListener ("Illegal invocation")
from pyscript import document, when
from pyscript.ffi import create_proxy

from elo.messages import LANGUAGES
from elo.web import form, state as page_state, view
from elo.web.i18n import TEXT

# State keys of the text inputs and their element ids.
INPUTS = (("rating", "rating"), ("opponent", "opponent"), ("k", "k"),
          ("opponent_k", "opponent-k"), ("average", "average"), ("count", "count"),
          ("points", "points"))
RADIOS = ("mode", "result")

_shown = {}  # element id -> what it shows now, so unchanged output is not rewritten
_page = {"lang": LANGUAGES[0], "fragment": None}


def _nodes(selector):
    found = document.querySelectorAll(selector)
    return [found.item(i) for i in range(found.length)]


def _element(element_id):
    return document.getElementById(element_id)


def _checked(name):
    return document.querySelector('input[name="%s"]:checked' % name).value


def read_state():
    state = {"system": "elo", "lang": _page["lang"]}
    for name in RADIOS:
        state[name] = _checked(name)
    for key, element_id in INPUTS:
        state[key] = _element(element_id).value
    return state


def write_state(state, only_untouched):
    """Put a link's values into the fields. At start-up (`only_untouched`) a field the
    user has already typed into, before Python arrived, keeps what they typed."""
    for key, element_id in INPUTS:
        field = _element(element_id)
        if key in state and not (only_untouched and field.value != field.defaultValue):
            field.value = state[key]
    for name in RADIOS:
        if name in state:
            radio = document.querySelector('input[name="%s"][value="%s"]' % (name, state[name]))
            current = document.querySelector('input[name="%s"]:checked' % name)
            if not (only_untouched and not current.defaultChecked):
                radio.checked = True


def _show(element_id, value, as_html=False):
    if _shown.get(element_id) == value:
        return
    _shown[element_id] = value
    if as_html:
        _element(element_id).innerHTML = value
    else:
        _element(element_id).textContent = value


def _mark_fields(messages):
    for key, element_id in INPUTS:
        text = messages.get(key, "")
        if _shown.get(element_id + "-error") == text:
            continue
        field = _element(element_id)
        if text:
            field.setAttribute("aria-invalid", "true")
        else:
            field.removeAttribute("aria-invalid")
        _show(element_id + "-error", text)


def set_language(lang):
    _page["lang"] = lang
    document.documentElement.lang = lang
    words = TEXT[lang]
    for node in _nodes("[data-i18n]"):
        node.textContent = words[node.dataset.i18n]
    for button in _nodes("[data-lang]"):
        button.setAttribute("aria-pressed", "true" if button.dataset.lang == lang else "false")
    _shown.clear()  # every output is rewritten in the new language


def recompute(event=None):
    state = read_state()
    document.body.dataset.mode = state["mode"]
    shown = view.render(state, form.evaluate(state), state["lang"])
    for element_id, value in shown.text.items():
        _show(element_id, value)
    for element_id, value in shown.html.items():
        _show(element_id, value, as_html=True)
    _mark_fields(shown.fields)
    fragment = "#" + page_state.to_fragment(state)
    if window.location.hash != fragment:
        window.history.replaceState(None, "", fragment)
    _page["fragment"] = fragment


def _browser_language():
    for tag in window.navigator.languages or [window.navigator.language or ""]:
        code = str(tag).lower()[:2]
        if code in LANGUAGES:
            return code
    return LANGUAGES[0]


def on_language(event):
    lang = event.target.closest("[data-lang]")
    if lang is not None:
        set_language(lang.dataset.lang)
        recompute()


def on_preset(event):
    button = event.target.closest("[data-k]")
    if button is not None:
        _element("k").value = button.dataset.k
        recompute()


def on_hash_change(event=None):
    """A link opened or edited in the address bar: show that calculation."""
    if window.location.hash == _page["fragment"]:
        return
    link = page_state.parse_fragment(window.location.hash)
    write_state(page_state.with_defaults(link), only_untouched=False)
    if "lang" in link:
        set_language(link["lang"])
    recompute()


def start():
    link = page_state.parse_fragment(window.location.hash)
    write_state(link, only_untouched=True)
    set_language(link.get("lang") or _browser_language())
    when("input", "#calculator")(recompute)
    when("click", ".lang-switch")(on_language)
    when("click", ".presets")(on_preset)
    window.addEventListener("hashchange", create_proxy(on_hash_change))
    recompute()


start()
