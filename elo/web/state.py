"""Page state <-> URL fragment (contract in shared/design.md).

The fragment is never sent to a server. Values are kept exactly as typed, so a bad
value in a link comes back into its field and is flagged there, never executed.
Only known keys are read; anything else in a fragment is ignored.
"""

__all__ = ["KEYS", "DEFAULTS", "MODE_KEYS", "parse_fragment", "to_fragment", "with_defaults"]

#: Every key the page understands, in the order a link lists them.
KEYS = ("system", "mode", "rating", "opponent", "result", "k", "opponent_k",
        "average", "count", "points", "games", "lang")

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
    "games": "",
}

#: The input keys each mode uses; only these go into its link.
MODE_KEYS = {
    "single": ("rating", "opponent", "result", "k", "opponent_k"),
    "multi": ("rating", "average", "count", "points", "k"),
}

#: Inputs that may stay empty; an empty one is left out of the link.
OPTIONAL = ("opponent_k",)

#: Allowed values of the choice keys; anything else falls back to the default.
CHOICES = {
    "system": ("elo",),
    "mode": ("single", "multi"),
    "result": ("1", "0.5", "0"),
    "lang": ("de", "en"),
}

_MAX_LENGTH = 200  # a pasted novel in a link is cut, not carried around
_SAFE = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:,"


def _unquote(text):
    """Percent-decoding (urllib is not in MicroPython); broken escapes stay as typed."""
    raw = bytearray()
    i = 0
    data = text.replace("+", " ").encode()
    while i < len(data):
        byte = data[i]
        if byte == 37 and _is_hex(data[i + 1:i + 3]):  # "%"
            raw.append(int(data[i + 1:i + 3], 16))
            i += 3
        else:
            raw.append(byte)
            i += 1
    try:
        return raw.decode()
    except UnicodeError:
        return text


def _is_hex(pair):
    if len(pair) != 2:
        return False
    for byte in pair:
        if not (48 <= byte <= 57 or 65 <= byte <= 70 or 97 <= byte <= 102):
            return False
    return True


def _quote(text):
    out = []
    for char in text:
        if char in _SAFE:
            out.append(char)
        else:
            for byte in char.encode():
                out.append("%%%02X" % byte)
    return "".join(out)


def parse_fragment(fragment):
    """{key: value} for the known keys in a fragment such as "#rating=1500&k=20"."""
    state = {}
    text = fragment[1:] if fragment.startswith("#") else fragment
    for part in text.split("&"):
        key, _, value = part.partition("=")
        key = _unquote(key)
        if key in KEYS:
            state[key] = _unquote(value)[:_MAX_LENGTH]
    for key, allowed in CHOICES.items():
        if key in state and state[key] not in allowed:
            del state[key]
    return state


def with_defaults(state):
    """A full state: every default key, overridden by what `state` holds."""
    full = dict(DEFAULTS)
    full.update(state)
    return full


def to_fragment(state):
    """The link fragment (without "#") for a state: system, mode, the mode's inputs, lang."""
    keys = ("system", "mode") + MODE_KEYS[state["mode"]] + ("lang",)
    parts = []
    for key in keys:
        value = state.get(key)
        if value is None or (value == "" and key in OPTIONAL):
            continue
        parts.append(key + "=" + _quote(value))
    return "&".join(parts)
