"""Page state <-> URL fragment (contract in shared/design.md).

The fragment is never sent to a server. Values are kept exactly as typed, so a bad
value in a link comes back into its field and is flagged there, never executed.
Only known keys are read; anything else in a fragment is ignored.

`games` holds the tournament rows as OPP:SCORE pairs separated by commas ("-" for an
opponent without a rating; OPP empty as the field was left, which UKD and the DWZ also
read as one without a rating, and FIDE and classic Elo mark; a third part "f" for a
forfeit, OPP as ELO/DWZ where a tournament is rated for both); each part is
percent-encoded on its own, so a comma or slash typed inside a field cannot split a row.
"""

from elo.systems import IDS, get

__all__ = ["KEYS", "DEFAULTS", "SWITCHES", "MAX_ROWS", "parse_fragment", "to_fragment",
           "to_stored", "with_defaults", "link_keys", "parse_rows", "rows_text", "Row"]

#: Every key the page understands, in the order a link lists them.
KEYS = ("system", "mode", "rating", "opponent", "result", "k", "opponent_k",
        "average", "count", "points", "ksource", "rated_games", "dwz", "index", "born", "year",
        "end", "reached", "period", "tc", "first", "target", "update", "games", "lang")

#: What the page shows when a link does not say otherwise.
DEFAULTS = {
    "system": "elo",
    "mode": "single",
    "rating": "1500",
    "opponent": "1600",
    "result": "1",
    "k": "20",
    "opponent_k": "",
    "average": "1600",
    "count": "5",
    "points": "2.5",
    "ksource": "own",
    "rated_games": "",
    "index": "20",
    "dwz": "1500",
    "born": "",
    "end": "",
    "year": "",
    "reached": "0",
    "period": "",
    "tc": "standard",
    "first": "0",
    "target": "",
    "update": "period",
    "games": "1600:1,1550:0.5,1450:0",
}

#: The input keys of classic Elo's one-game and several-games forms; a tournament's come
#: from its system's declaration (elo.systems).
_FORM_KEYS = {
    "single": ("rating", "opponent", "result", "k", "opponent_k"),
    "multi": ("rating", "average", "count", "points", "k"),
}
#: What every tournament's link holds after its system's inputs.
_TOURNAMENT_KEYS = ("target", "games")

#: The keys that decide which parts of the form show: the page's body carries them as
#: data-* attributes for the CSS (elo.web.app, and index.html for the defaults).
SWITCHES = ("system", "mode", "ksource", "first")

#: Inputs that may stay empty, and switches that are off by default: left out of a link.
_QUIET = {"opponent_k": "", "rated_games": "", "born": "", "year": "", "period": "",
          "target": "", "update": "period",
          "reached": "0", "first": "0", "ksource": "own", "tc": "standard"}

#: Allowed values of the choice keys; anything else falls back to the default.
CHOICES = {
    "system": IDS,
    "mode": ("single", "multi", "tournament"),
    "result": ("1", "0.5", "0"),
    "lang": ("de", "en"),
    "ksource": ("own", "rules"),
    "reached": ("0", "1"),
    "first": ("0", "1"),
    "tc": ("standard", "rapid", "blitz"),
    "update": ("period", "game"),
}

_MAX_LENGTH = 200  # a pasted novel in a link is cut, not carried around
#: The most rows a link or the device's storage brings back; more are cut and the page
#: says so (a real-sized tournament file is far below it).
MAX_ROWS = 20000
_SAFE = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~"
_SAFE_VALUE = _SAFE + ":,"


class Row:
    """One tournament row as typed: opponent and score text, the forfeit mark, and the
    opponent's second rating where a tournament is rated in two systems (his DWZ
    beside his FIDE rating).

    A row keeps what was made of its text until the text changes (`set`): its part of
    the link (`rows_text`) and its values as a system reads them (elo.web.form). A key
    changes one row; a file may have brought 10,000."""

    __slots__ = ("opponent", "score", "forfeit", "second", "item", "parsed")

    def __init__(self, opponent="", score="", forfeit=False, second=""):
        self.opponent = opponent
        self.score = score
        self.forfeit = forfeit
        self.second = second
        self.item = self.parsed = None

    def set(self, field, value):
        """A field typed anew ("opponent", "score", "second" or "forfeit")."""
        setattr(self, field, value)
        self.item = self.parsed = None

    def is_empty(self):
        return not self.opponent.strip() and not self.score.strip() and not self.second.strip()


def _is_hex(pair):
    if len(pair) != 2:
        return False
    for byte in pair:
        if not (48 <= byte <= 57 or 65 <= byte <= 70 or 97 <= byte <= 102):
            return False
    return True


def _unquote(text):
    """Percent-decoding (urllib is not in MicroPython); broken escapes stay as typed."""
    raw = bytearray()
    data = text.replace("+", " ").encode()
    i = 0
    while i < len(data):
        if data[i] == 37 and _is_hex(data[i + 1:i + 3]):  # "%"
            raw.append(int(data[i + 1:i + 3], 16))
            i += 3
        else:
            raw.append(data[i])
            i += 1
    try:
        return raw.decode()
    except UnicodeError:
        return text


def _quote(text, safe=_SAFE_VALUE):
    out = []
    for char in text:
        if char in safe:
            out.append(char)
        else:
            for byte in char.encode():
                out.append("%%%02X" % byte)
    return "".join(out)


def parse_rows(text):
    """The rows of a `games` value (still percent-encoded part by part), at most
    MAX_ROWS."""
    rows = []
    for item in text.split(",")[:MAX_ROWS]:
        if not item:
            continue
        parts = item.split(":")
        first, _, second = parts[0].partition("/")  # "ELO/DWZ": a typed "/" is %2F
        opponent = _unquote(first)[:_MAX_LENGTH]
        score = _unquote(parts[1])[:_MAX_LENGTH] if len(parts) > 1 else ""
        rows.append(Row(opponent, score, len(parts) > 2 and parts[2] == "f",
                        _unquote(second)[:_MAX_LENGTH]))
    return rows


#: A field's text -> its percent-encoding in `games`: the rows of a file repeat the same
#: few scores and ratings, and a look-up costs a tenth of encoding one.
_parts = {}


def _part(text):
    quoted = _parts.get(text)
    if quoted is None:
        if len(_parts) > 5000:
            _parts.clear()
        quoted = _parts[text] = _quote(text.strip(), _SAFE)
    return quoted


def _row_item(row):
    """A row's part of `games`, kept with the row until it changes."""
    if row.item is None:
        # an empty opponent stays empty: "-" is an unrated one, which FIDE and classic Elo
        # read otherwise than an opponent still to be typed
        opponent = _part(row.opponent)
        second = _part(row.second)
        if second:
            opponent += "/" + second
        item = opponent + ":" + _part(row.score)
        row.item = item + (":f" if row.forfeit else "")
    return row.item


def rows_text(rows):
    """The `games` value for rows; empty rows are left out (a row with its part kept is
    not empty)."""
    return ",".join([_row_item(row) for row in rows
                     if row.item is not None or not row.is_empty()])


def parse_fragment(fragment):
    """{key: value} for the known keys in a fragment such as "#rating=1500&k=20"."""
    state = {}
    text = fragment[1:] if fragment.startswith("#") else fragment
    for part in text.split("&"):
        key, _, value = part.partition("=")
        key = _unquote(key)
        if key == "games":
            state[key] = value  # split into rows before decoding: see parse_rows
        elif key in KEYS:
            state[key] = _unquote(value)[:_MAX_LENGTH]
    if state.get("system", IDS[0]) not in IDS:  # said at the select, never another system
        state["system_unknown"] = state["system"]
    for key, allowed in CHOICES.items():
        if key in state and state[key] not in allowed:
            del state[key]
    return state


def with_defaults(state):
    """A full state: every default key, overridden by what `state` holds, in a form its
    system has (the rule sets have only the tournament form)."""
    full = dict(DEFAULTS)
    full.update(state)
    modes = get(full["system"]).modes
    if full["mode"] not in modes:
        full["mode"] = modes[-1]
    return full


def link_keys(state):
    """The input keys that matter for this state's system and form: those of its
    declaration that apply (FIDE's player data only when K comes from it, no rating for
    a first rating), then the target and the games."""
    if state["mode"] in _FORM_KEYS:
        return _FORM_KEYS[state["mode"]]
    return tuple(item.key for item in get(state["system"]).inputs
                 if item.page and item.applies(state)) + _TOURNAMENT_KEYS


def to_stored(state):
    """Every input of every form (not only the link's), for the device's storage: a
    reload or a new visit finds each form as it was left."""
    return "&".join(key + "=" + (state[key] if key == "games" else _quote(state[key]))
                    for key in KEYS if key in state)


def to_fragment(state):
    """The link fragment (without "#") for a full state."""
    parts = []
    for key in ("system", "mode") + link_keys(state) + ("lang",):
        value = state.get(key)
        if value is None or _QUIET.get(key) == value:
            continue
        parts.append(key + "=" + (value if key == "games" else _quote(value)))
    return "&".join(parts)
