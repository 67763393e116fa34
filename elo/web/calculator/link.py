"""Percent-encoding for the page's link and its storage (urllib is not in MicroPython).

A link's fragment is "key=value&key=value"; values are percent-encoded, `games` part by
part (a row's cells, its score), so a comma or slash typed inside a field cannot split a
row. The fragment is never sent to a server.
"""

__all__ = ["carried", "quote", "unquote", "pairs", "month_of", "SAFE", "SAFE_VALUE", "MAX_LENGTH"]

SAFE = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~"
#: What a value may hold unencoded beyond SAFE (a date's "-" is in SAFE already).
SAFE_VALUE = SAFE + ":,"

#: A pasted novel in a link is cut, not carried around.
MAX_LENGTH = 200


def _is_hex(pair: bytes) -> bool:
    if len(pair) != 2:
        return False
    for byte in pair:
        if not (48 <= byte <= 57 or 65 <= byte <= 70 or 97 <= byte <= 102):
            return False
    return True


def unquote(text: str) -> str:
    """Percent-decoding; broken escapes stay as typed."""
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


def carried(char: str) -> bool:
    """Whether a link and the device's storage carry a character: not a control character
    (U+0000-U+001F, U+007F-U+009F)."""
    return not (ord(char) < 0x20 or 0x7F <= ord(char) <= 0x9F)


def quote(text: str, safe: str = SAFE_VALUE) -> str:
    """Percent-encoding, without control characters (U+0000-U+001F, U+007F-U+009F): the
    field that holds one says so (elo.numbers.typed_text), and neither the link nor the
    device's storage carries it on."""
    out = []
    for char in text:
        if char in safe:
            out.append(char)
        elif not carried(char):
            continue
        else:
            for byte in char.encode():
                out.append("%%%02X" % byte)
    return "".join(out)


def pairs(fragment: str) -> list[tuple[str, str]]:
    """[(key, raw value)] of a fragment such as "#rating=1500&k=20", the keys decoded and
    the values still encoded (`games` is decoded part by part), in their order."""
    text = fragment[1:] if fragment.startswith("#") else fragment
    found = []
    for part in text.split("&"):
        if part:
            key, _, value = part.partition("=")
            found.append((unquote(key), value))
    return found


def month_of(fragment: str) -> str | None:
    """The `month` (YYYY-MM) of a link from a tournament rated month by month
    (elo.web.tournament.render.month_link): the calculator rates one period, so it says
    beside its figures which month of the tournament they are. None without one, or for
    anything not of that form (a link is typed by anyone: nothing else is shown)."""
    for key, value in pairs(fragment):
        if key == "month":
            month = unquote(value)
            digits = month[:4] + month[5:]
            if len(month) == 7 and month[4] == "-" and digits.isdigit() and \
                    "01" <= month[5:] <= "12":
                return month
    return None
