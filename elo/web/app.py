"""The page's glue: DOM in, engine, DOM out. With main.py, the only module that imports
pyscript or js.

Data flows one way on every input event: read the fields into a state (the same dict the
URL fragment holds) -> elo.web.form.evaluate -> elo.web.view.render -> write what changed.
"""

from js import Date, window  # pyscript.window refuses addEventListener ("Illegal invocation")
from pyscript import document, when
from pyscript.ffi import create_proxy

from elo.messages import LANGUAGES
from elo.web import form, state as page_state, view
from elo.web.i18n import TEXT
from elo.web.rows import row_html

# State keys of the text inputs and selects, and their element ids.
INPUTS = (("rating", "rating"), ("opponent", "opponent"), ("k", "k"),
          ("opponent_k", "opponent-k"), ("average", "average"), ("count", "count"),
          ("points", "points"), ("rated_games", "rated-games"), ("born", "born"),
          ("year", "year"), ("period", "period"), ("system", "system"), ("tc", "tc"))
CHECKBOXES = (("reached", "reached"), ("first", "first"))
RADIOS = ("mode", "result", "ksource")

_shown = {}  # element id -> what it shows now, so unchanged output is not rewritten
_page = {"lang": LANGUAGES[0], "fragment": None}


def _nodes(selector, root=None):
    found = (root or document).querySelectorAll(selector)
    return [found.item(i) for i in range(found.length)]


def _element(element_id):
    return document.getElementById(element_id)


def _checked(name):
    return document.querySelector('input[name="%s"]:checked' % name).value


def _read_rows():
    rows = []
    for tr in _nodes("#rows tr.game-row"):
        rows.append(page_state.Row(tr.querySelector(".game-opponent").value,
                                   tr.querySelector(".game-score").value,
                                   bool(tr.querySelector(".game-forfeit").checked)))
    return rows


def read_state():
    state = {"lang": _page["lang"]}
    for name in RADIOS:
        state[name] = _checked(name)
    for key, element_id in INPUTS:
        state[key] = _element(element_id).value
    for key, element_id in CHECKBOXES:
        state[key] = "1" if _element(element_id).checked else "0"
    state["games"] = page_state.rows_text(_read_rows())
    return page_state.with_defaults(state)


def _untouched(field):
    if field.type == "checkbox" or field.type == "radio":
        return field.checked == field.defaultChecked
    if field.tagName == "SELECT":
        return field.selectedIndex == 0
    return field.value == field.defaultValue


def write_state(state, only_untouched):
    """Put a link's values into the fields. At start-up (`only_untouched`) a field the
    user has already typed into, before Python arrived, keeps what they typed."""
    for key, element_id in INPUTS:
        field = _element(element_id)
        if key in state and not (only_untouched and not _untouched(field)):
            field.value = state[key]
    for key, element_id in CHECKBOXES:
        field = _element(element_id)
        if key in state and not (only_untouched and not _untouched(field)):
            field.checked = state[key] == "1"
    for name in RADIOS:
        if name not in state:
            continue
        current = document.querySelector('input[name="%s"]:checked' % name)
        if not (only_untouched and not current.defaultChecked):
            document.querySelector('input[name="%s"][value="%s"]' % (name, state[name])).checked = True
    typed = [row for row in _read_rows() if not row.is_empty()]
    if "games" in state and not (only_untouched and typed):
        build_rows(page_state.parse_rows(state["games"]))


def build_rows(rows):
    """Replace the tournament rows (start-up, a new link, a language switch)."""
    lang = _page["lang"]
    if not rows:
        rows = [page_state.Row()]
    html = "".join(row_html(number, row, lang) for number, row in enumerate(rows, 1))
    _element("rows").innerHTML = html
    for key in [key for key in _shown if key.startswith("game-message-")]:
        del _shown[key]


def add_row(focus=True):
    rows = _read_rows()
    rows.append(page_state.Row())
    build_rows(rows)
    if focus:
        _element("game-opponent-%d" % len(rows)).focus()


def _show(element_id, value, as_html=False):
    if _shown.get(element_id) == value:
        return
    _shown[element_id] = value
    if as_html:
        _element(element_id).innerHTML = value
    else:
        _element(element_id).textContent = value


def _mark(field, invalid):
    if invalid:
        field.setAttribute("aria-invalid", "true")
    else:
        field.removeAttribute("aria-invalid")


def _mark_fields(messages):
    for key, element_id in INPUTS + (("games", "games"),):
        text = messages.get(key, "")
        if _shown.get(element_id + "-error") == text:
            continue
        if key != "games" and _element(element_id + "-error") is None:
            continue
        if key != "games":
            _mark(_element(element_id), text)
        _show(element_id + "-error", text)


def _mark_rows(messages):
    for index, tr in enumerate(_nodes("#rows tr.game-row")):
        found = messages.get(index, {})
        _mark(tr.querySelector(".game-opponent"), "opponent" in found)
        _mark(tr.querySelector(".game-score"), "score" in found)
        words = [found[key] for key in ("opponent", "score", "note") if key in found]
        box = _element("game-message-%d" % (index + 1))
        box.className = "row-message bad" if ("opponent" in found or "score" in found) \
            else "row-message"
        _show(box.id, " ".join(words))


def set_language(lang):
    _page["lang"] = lang
    document.documentElement.lang = lang
    words = TEXT[lang]
    for node in _nodes("[data-i18n]"):
        node.textContent = words[node.dataset.i18n]
    for button in _nodes("[data-lang]"):
        button.setAttribute("aria-pressed", "true" if button.dataset.lang == lang else "false")
    rows = _read_rows()
    if rows:
        build_rows(rows)  # their labels are in the language too
    _shown.clear()  # every output is rewritten in the new language


def recompute(event=None):
    state = read_state()
    body = document.body.dataset
    body.system, body.mode = state["system"], state["mode"]
    body.ksource, body.first = state["ksource"], state["first"]
    shown = view.render(state, form.evaluate(state), state["lang"])
    for element_id, value in shown.text.items():
        _show(element_id, value)
    for element_id, value in shown.html.items():
        _show(element_id, value, as_html=True)
    _mark_fields(shown.fields)
    _mark_rows(shown.rows)
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
    button = event.target.closest("[data-lang]")
    if button is not None:
        set_language(button.dataset.lang)
        recompute()


def on_preset(event):
    button = event.target.closest("[data-k]")
    if button is not None:
        _element("k").value = button.dataset.k
        recompute()


def on_rows_click(event):
    button = event.target.closest(".remove-row")
    if button is None:
        return
    rows = _read_rows()
    for index, candidate in enumerate(_nodes("#rows .remove-row")):
        if candidate.isSameNode(button):
            rows.pop(index)
            build_rows(rows)
            recompute()
            return


def on_rows_key(event):
    """Enter moves to the next row, and in the last row adds one."""
    if event.key != "Enter" or event.target.tagName != "INPUT":
        return
    event.preventDefault()
    rows = _nodes("#rows tr.game-row")
    current = event.target.closest("tr")
    for index, tr in enumerate(rows):
        if tr.isSameNode(current):
            if index == len(rows) - 1:
                add_row()
                recompute()
            else:
                rows[index + 1].querySelector(".game-opponent").focus()


def on_add_row(event):
    add_row()
    recompute()


def on_hash_change(event=None):
    """A link opened or edited in the address bar: show that calculation."""
    if window.location.hash == _page["fragment"]:
        return
    link = page_state.parse_fragment(window.location.hash)
    if "lang" in link:
        set_language(link["lang"])
    write_state(page_state.with_defaults(link), only_untouched=False)
    recompute()


def start():
    link = page_state.parse_fragment(window.location.hash)
    set_language(link.get("lang") or _browser_language())
    if not _element("year").value:
        _element("year").defaultValue = str(Date.new().getFullYear())
    write_state(link, only_untouched=True)
    if not _read_rows():
        build_rows(page_state.parse_rows(page_state.DEFAULTS["games"]))
    when("input", "#calculator")(recompute)
    when("click", ".lang-switch")(on_language)
    when("click", ".presets")(on_preset)
    when("click", "#rows")(on_rows_click)
    when("keydown", "#rows")(on_rows_key)
    when("click", "#add-row")(on_add_row)
    window.addEventListener("hashchange", create_proxy(on_hash_change))
    recompute()
    document.documentElement.classList.remove("pending")  # set by static/boot.js


start()
