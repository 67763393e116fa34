"""The page's glue: DOM in, engine, DOM out. With main.py and transfer.py, the only
modules that import pyscript or js.

Data flows one way on every input event: read the fields into a state (the same dict the
URL fragment holds) -> elo.web.form.evaluate -> elo.web.view.render -> write what changed.
"""

# pyscript.window refuses addEventListener ("Illegal invocation"): the js module's does not
from js import Date, clearTimeout, setTimeout, window
from pyscript import document
from pyscript.ffi import create_proxy

from elo.texts import LANGUAGES, text
from elo.web import form, state as page_state, view
from elo.web.rows import row_html

# State keys of the text inputs and selects, and their element ids.
INPUTS = (("rating", "rating"), ("opponent", "opponent"), ("k", "k"),
          ("opponent_k", "opponent-k"), ("average", "average"), ("count", "count"),
          ("points", "points"), ("rated_games", "rated-games"), ("born", "born"),
          ("year", "year"), ("period", "period"), ("system", "system"), ("tc", "tc"),
          ("target", "target"), ("index", "index"), ("end", "end"))
CHECKBOXES = (("reached", "reached"), ("first", "first"))
RADIOS = ("mode", "result", "ksource", "update")

_shown = {}  # element id -> what it shows now, so unchanged output is not rewritten
page = {"lang": LANGUAGES[0], "fragment": None}
_listeners = []  # the proxies handed to addEventListener live as long as the page
window.__linkPending = False
_values = {}  # state key -> the field's text, kept in step with the fields
typed_rows = []  # page_state.Row for each tournament row, in order
_marked = {}  # row index -> what its fields and message show now
_KEYS = dict((element_id, key) for key, element_id in INPUTS + CHECKBOXES)


def _nodes(selector, root=None):
    found = (root or document).querySelectorAll(selector)
    return [found.item(i) for i in range(found.length)]


def element(element_id):
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


def _read_all():
    """Every field into the caches: after start-up, a new link, a preset or new rows."""
    for name in RADIOS:
        _values[name] = _checked(name)
    for key, element_id in INPUTS:
        _values[key] = element(element_id).value
    for key, element_id in CHECKBOXES:
        _values[key] = "1" if element(element_id).checked else "0"
    typed_rows[:] = _read_rows()


def _read_one(field):
    """Only the field an input event came from: each DOM read costs a trip out of the
    interpreter, and a tournament has a hundred fields."""
    if field.name in RADIOS:
        _values[field.name] = field.value
    elif field.id in _KEYS:
        key = _KEYS[field.id]
        _values[key] = ("1" if field.checked else "0") if field.type == "checkbox" \
            else field.value
    elif field.id.startswith("game-") and int(field.id.rpartition("-")[2]) <= len(typed_rows):
        kind, _, number = field.id[5:].rpartition("-")
        row = typed_rows[int(number) - 1]
        if kind == "opponent":
            row.opponent = field.value
        elif kind == "score":
            row.score = field.value
        else:
            row.forfeit = bool(field.checked)
    else:
        _read_all()


def read_state():
    state = dict(_values)
    state["lang"] = page["lang"]
    state["games"] = page_state.rows_text(typed_rows)
    state["rows"] = typed_rows  # in page order, empty rows included, so messages find their row
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
        field = element(element_id)
        if key in state and not (only_untouched and not _untouched(field)):
            field.value = state[key]
    for key, element_id in CHECKBOXES:
        field = element(element_id)
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
    lang = page["lang"]
    if not rows:
        rows = [page_state.Row()]
    html = "".join(row_html(number, row, lang) for number, row in enumerate(rows, 1))
    element("rows").innerHTML = html
    typed_rows[:] = [page_state.Row(row.opponent, row.score, row.forfeit) for row in rows]
    _marked.clear()


def add_row(focus=True):
    rows = _read_rows()
    rows.append(page_state.Row())
    build_rows(rows)
    if focus:
        element("game-opponent-%d" % len(rows)).focus()


def _show(value, element_id, as_html=False):
    """Write an output if it changed; True if it was written."""
    if _shown.get(element_id) == value:
        return False
    _shown[element_id] = value
    if as_html:
        element(element_id).innerHTML = value
    else:
        element(element_id).textContent = value
    return True


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
        if key != "games" and element(element_id + "-error") is None:
            continue
        if key != "games":
            _mark(element(element_id), text)
        _show(text, element_id + "-error")


def _mark_rows(messages):
    for index in range(len(typed_rows)):
        found = messages.get(index, {})
        shown = ("opponent" in found, "score" in found,
                 " ".join(found[key] for key in ("opponent", "score", "note") if key in found))
        if _marked.get(index) == shown:
            continue
        _marked[index] = shown
        number = index + 1
        _mark(element("game-opponent-%d" % number), shown[0])
        _mark(element("game-score-%d" % number), shown[1])
        box = element("game-message-%d" % number)
        box.className = "row-message bad" if shown[0] or shown[1] else "row-message"
        box.textContent = shown[2]


def set_language(lang):
    page["lang"] = lang
    if document.documentElement.lang != lang:  # index.html is written in German
        document.documentElement.lang = lang
        for node in _nodes("[data-i18n]"):
            node.textContent = text(lang, node.dataset.i18n)
    for button in _nodes("[data-lang]"):
        button.setAttribute("aria-pressed", "true" if button.dataset.lang == lang else "false")
    if typed_rows:
        build_rows(typed_rows)  # their labels are in the language too
    _shown.clear()  # every output is rewritten in the new language


ANNOUNCE_AFTER_MS = 900  # screen readers hear the result once typing pauses


def _announce():
    _show(page["announce"], "announce")


_announce_proxy = create_proxy(_announce)


def _announce_later(sentence):
    page["announce"] = sentence
    if page.get("timer") is not None:
        clearTimeout(page["timer"])
    page["timer"] = setTimeout(_announce_proxy, ANNOUNCE_AFTER_MS)


LINK_AFTER_MS = 150  # the link follows once typing pauses: history calls cost, and
# browsers throttle a page that rewrites its URL on every keystroke


def write_link(*args):
    """Put the current state into the address bar (and so into a shared link)."""
    if window.__linkPending:
        window.history.replaceState(None, "", page["fragment"])
        window.__linkPending = False


_link_proxy = create_proxy(write_link)


def _link_later():
    if page.get("link_timer") is not None:
        clearTimeout(page["link_timer"])
    window.__linkPending = True  # tests and the share button wait for, or flush, it
    page["link_timer"] = setTimeout(_link_proxy, LINK_AFTER_MS)


def recompute(event=None):
    """Everything from the fields to the outputs; with an input event only the field it
    came from is read again."""
    if event is None:
        _read_all()
    else:
        _read_one(event.target)
    show(read_state())


def _switches(state):
    return tuple(state[key] for key in page_state.SWITCHES)


def show(state):
    """A state through the engine onto the page: only what changed is written."""
    switches = _switches(state)
    if page.get("switches") != switches:  # what the CSS shows and hides
        page["switches"] = switches
        body = document.body.dataset
        for key, value in zip(page_state.SWITCHES, switches):
            setattr(body, key, value)
    evaluation = form.evaluate(state)
    page["result"] = evaluation.result
    shown = view.render(state, evaluation, state["lang"])
    for element_id in view.HTML_IDS:  # outer before inner (view.NESTED)
        if _show(shown.html[element_id], element_id, as_html=True):
            for inner in view.NESTED.get(element_id, ()):
                _shown[inner] = ""  # the new outer markup holds it empty (or not at all)
    for element_id, value in shown.text.items():
        _show(value, element_id)
    _mark_fields(shown.fields)
    _mark_rows(shown.rows)
    _announce_later(shown.announce)
    _set_fragment(state)


def _set_fragment(state):
    fragment = "#" + page_state.to_fragment(state)
    if fragment != page["fragment"]:
        page["fragment"] = fragment
        _link_later()


def _shown_by_page(state, page_lang):
    """True if index.html already shows this calculation: it holds the default one in its
    own language (tools/build_page.py writes it through this view code; a test fails if
    it drifts), so a visit without a link has nothing to redo at start-up."""
    default = page_state.with_defaults({"lang": page_lang})
    return state["lang"] == page_lang and "system_unknown" not in state and \
        page_state.to_fragment(state) == page_state.to_fragment(default)


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
        element("k").value = button.dataset.k
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


def keep(handler):
    """A proxy for JS to call back, kept alive as long as the page."""
    _listeners.append(create_proxy(handler))
    return _listeners[-1]


def say(element_id, words):
    element(element_id).textContent = words


def on_hash_change(event=None):
    """A link opened or edited in the address bar: show that calculation."""
    if window.location.hash == page["fragment"]:
        return
    link = page_state.parse_fragment(window.location.hash)
    if "lang" in link:
        set_language(link["lang"])
    write_state(page_state.with_defaults(link), only_untouched=False)
    recompute()
    element("calculator").scrollIntoView()


def start():
    page_lang = document.documentElement.lang  # before set_language changes it
    link = page_state.parse_fragment(window.location.hash)
    set_language(link.get("lang") or _browser_language())
    today = Date.new()
    if not element("year").value:
        element("year").defaultValue = str(today.getFullYear())
    if not element("end").value:  # the DWZ's system follows the tournament's last day
        element("end").defaultValue = "%04d-%02d-%02d" % (
            today.getFullYear(), today.getMonth() + 1, today.getDate())
    write_state(link, only_untouched=True)
    if not _read_rows():
        build_rows(page_state.parse_rows(page_state.DEFAULTS["games"]))
    for target, event, handler in (
            (element("calculator"), "input", recompute),
            (document.querySelector(".lang-switch"), "click", on_language),
            (document.querySelector(".presets"), "click", on_preset),
            (element("rows"), "click", on_rows_click),
            (element("rows"), "keydown", on_rows_key),
            (element("add-row"), "click", on_add_row),
            (element("target"), "input", recompute),
            (window, "hashchange", on_hash_change)):
        target.addEventListener(event, keep(handler))
    _read_all()
    state = read_state()
    if "system_unknown" in link:  # a link from elsewhere: said at the select
        state["system_unknown"] = link["system_unknown"]
    if _shown_by_page(state, page_lang):
        page["switches"] = _switches(state)  # index.html's body carries them
        _set_fragment(state)  # the first input event writes what changes from here on
    else:
        show(state)
    document.documentElement.classList.remove("pending")  # set by static/boot.js


start()
