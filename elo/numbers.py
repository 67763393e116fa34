"""Exact rounding, input parsing and display formatting.

Everything here gives the same answer on CPython and on MicroPython: rounding and
formatting are built on integers, never on `round()` or `%.nf`, which differ between the
two runtimes on exact binary ties such as 0.125.
"""

import math

from elo.errors import InputError
from elo.units import TYPE_CHECKING, Score

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import TypeGuard

__all__ = [
    "PLAIN",
    "least",
    "round_half_away",
    "div_round_half_away",
    "ascii_digits",
    "plain_whole",
    "parse_number",
    "parse_whole",
    "parse_positive",
    "parse_score",
    "parse_rating",
    "parse_whole_rating",
    "typed_text",
    "format_number",
    "format_value",
    "format_percent",
    "MINUS",
    "PARSERS",
]

#: Typographic minus sign used on display (U+2212); input accepts it as well as "-".
MINUS = "\u2212"

#: More significant digits than a double holds exactly are refused rather than silently cut.
MAX_DIGITS = 15

#: The style of plain ASCII numbers ("1234.5", "-3"), with English words (elo.texts): the
#: command line's, the files', and the chart's coordinates. A style, not a language.
PLAIN = "c"

_STYLES = {
    # style: (decimal mark, thousands group mark, minus sign)
    "de": (",", ".", MINUS),
    "en": (".", ",", MINUS),
    # plain ASCII for the command line and files: scripts parse it, any terminal prints it
    PLAIN: (".", "", "-"),
}

#: A draw as players write it: ½, 1/2, "=" (chess notation), remis or r (German), draw or
#: d (English); the words in any case.
_HALF_SIGNS = ("\u00bd", "1/2", "=", "remis", "r", "draw", "d")
_SIGNS = "+-" + MINUS

#: Spaces around a typed number, and between the digit groups of a rating: U+00A0 and
#: U+202F come with numbers copied from web pages and German documents.
_SPACES = (" ", "\u00a0", "\u202f")


def round_half_away(x: float) -> int:
    """Nearest whole number, 0.5 away from zero (FIDE 8.3.4), for an int or finite float.

    `x - int(x)` is exact for every double, so the tie test is exact: no `round()`,
    which rounds half to even on CPython and is not correctly rounded on MicroPython.
    """
    whole = int(x)
    rest = x - whole
    if rest >= 0.5:
        whole += 1
    elif rest <= -0.5:
        whole -= 1
    return whole


def div_round_half_away(numerator: int, denominator: int) -> int:
    """numerator / denominator as a whole number, 0.5 away from zero, in integers only."""
    quotient, remainder = divmod(abs(numerator), denominator)
    if 2 * remainder >= denominator:
        quotient += 1
    return quotient if numerator >= 0 else -quotient


def least(low: int, high: int, enough: "Callable[[int], bool]") -> int | None:
    """The least whole number from `low` to `high` for which `enough` holds, where it holds
    for every number above one it holds for; None if not even for `high`. By halving: a
    score of 500 games is 1000 half points, and every one tried is a rating."""
    if low > high or not enough(high):
        return None
    while low < high:
        middle = (low + high) // 2
        if enough(middle):
            high = middle
        else:
            low = middle + 1
    return low


def ascii_digits(s: str) -> bool:
    """Whether `s` holds only the digits 0-9 (True for ""). str.isdigit() alone also
    takes "²" and other digits that int() refuses or reads: those are not ASCII, so
    their UTF-8 is longer than the string. One C call each instead of a Python loop
    over the characters: a file of 10,000 rows asks this some 30,000 times."""
    return not s or (s.isdigit() and len(s.encode()) == len(s))


def plain_whole(text: object) -> "TypeGuard[str]":
    """Whether typed text is a whole number written plainly ("1500"): the usual value,
    read without the grammar's steps (which give the same number for it)."""
    return type(text) is str and 0 < len(text) <= MAX_DIGITS and ascii_digits(text)


def _scaled(x: float, decimals: int) -> int:
    """x * 10**decimals rounded 0.5 away from zero, from the exact binary value of x.

    A float is m * 2**e exactly (frexp); the product with 10**decimals is then a ratio
    of integers, so 2.675 (really 2.67499999...) gives 267, as correct rounding must,
    where float(x * 100) would round up to 267.5 first.
    """
    mantissa, exponent = math.frexp(x)
    # an int ** int is typed Any (a negative power is a float); decimals is never negative
    scale: int = 10 ** decimals
    numerator = int(mantissa * (1 << 53)) * scale
    exponent -= 53
    if exponent >= 0:
        return numerator << exponent
    return div_round_half_away(numerator, 1 << -exponent)


def _strip_spaces(s: str) -> str:
    """s without the _SPACES around it.

    Not str.strip(): CPython's also removes other Unicode spaces and some control
    characters, MicroPython's only ASCII ones, and MicroPython's strip(chars) works byte by
    byte and breaks a character such as "\u00e0" (bytes C3 A0) when U+00A0 is among chars.
    """
    start, end = 0, len(s)
    while start < end and s[start] in _SPACES:
        start += 1
    while end > start and s[end - 1] in _SPACES:
        end -= 1
    return s[start:end]


def typed_text(text: object, field: str = "value") -> str:
    """Typed text without the spaces around it ("" for None), for every typed value.

    Refuses a control character (U+0000-U+001F, U+007F-U+009F) anywhere, tab and newline
    included: it is invisible in the field, and the runtimes would read it differently
    (CPython's str.strip() removes U+001C-U+001F and U+0085, MicroPython's does not).
    U+FFFD too, the mark of a character that could not be read: the page shows a NUL as
    one, as browsers show undecodable bytes.
    """
    s = "" if text is None else str(text)
    for char in s:
        code = ord(char)
        if code < 0x20 or 0x7F <= code <= 0x9F or code == 0xFFFD:
            raise InputError(field, "control_char")
    return _strip_spaces(s)


def _decimal_parts(text: object, field: str) -> tuple[bool, str, str]:
    """Split typed text into (negative, integer digits, fraction digits).

    Accepts a decimal comma or point, a leading + or - (also U+2212) and surrounding
    spaces. Refuses exponents, hex, nan and inf by grammar, so nothing non-finite gets in.
    """
    s = typed_text(text, field)
    if not s:
        raise InputError(field, "empty")
    negative = False
    if s[0] in _SIGNS:
        negative = s[0] != "+"
        s = _strip_spaces(s[1:])
    if s.count(",") + s.count(".") > 1:
        raise InputError(field, "separators")
    s = s.replace(",", ".")
    whole, _, fraction = s.partition(".")
    if not (whole or fraction) or not ascii_digits(whole + fraction):
        raise InputError(field, "not_a_number")
    if len((whole + fraction).lstrip("0")) > MAX_DIGITS:
        raise InputError(field, "too_long")
    return negative, whole, fraction


def parse_number(text: object, field: str = "value") -> int | float:
    """A typed number: int when it has no fractional part, float otherwise."""
    if plain_whole(text):
        return int(text)
    negative, whole, fraction = _decimal_parts(text, field)
    if fraction.strip("0"):
        value = float((whole or "0") + "." + fraction)
    else:
        value = int(whole or "0")
    return -value if negative else value


def parse_whole(text: object, field: str = "value") -> int:
    """A typed whole number (a count of games)."""
    value = parse_number(text, field)
    if not isinstance(value, int):
        raise InputError(field, "not_whole")
    return value


def parse_positive(text: object, field: str = "value") -> int:
    """A typed whole number above 0 (a K-factor or a DWZ index set for one player)."""
    value = parse_whole(text, field)
    if value <= 0:
        raise InputError(field, "not_positive")
    return value


def parse_score(text: object, field: str = "result") -> Score:
    """A game score in hundredths of a point: 100, 50 or 0.

    Half a point may be written 0.5, 0,5, ½, 1/2, =, remis, r, draw or d.
    """
    if type(text) is str and text in _PLAIN_SCORES:
        return _PLAIN_SCORES[text]
    s = typed_text(text, field)
    if s.lower() in _HALF_SIGNS:  # ASCII letters only: MicroPython lowers no others
        return 50
    value = parse_number(s, field)
    if value == 1:
        return 100
    if value == 0.5:
        return 50
    if value == 0:
        return 0
    raise InputError(field, "score")


#: Scores as they are usually typed, and what parse_score reads from them.
_PLAIN_SCORES = {"1": 100, "0": 0, "0.5": 50, "0,5": 50}


def parse_rating(text: object, field: str = "rating") -> int | float:
    """A typed rating, also with its thousands grouped: "1.500" -> 1500, "1 500" -> 1500.

    German users write a rating with a thousands point ("2.105"), English ones with a
    comma ("2,105"), which parse_number would read as 2.105. Here an optional sign, 1-3
    digits, then one or more groups of exactly three digits, each after a "." (or each
    after a ",", a space, U+00A0 or U+202F), is the grouped whole number: no rating has
    three decimals. Anything else reads as parse_number reads it: "1.5" and "1,5" stay
    1.5 and "1500,5" stays 1500.5.
    """
    if plain_whole(text):
        return int(text)
    s = typed_text(text, field)
    sign = s[0] if s and s[0] in _SIGNS else ""
    body = _strip_spaces(s[len(sign):])
    for mark in (".", ",") + _SPACES:
        groups = body.split(mark)
        if (len(groups) > 1 and 1 <= len(groups[0]) <= 3 and ascii_digits("".join(groups))
                and all(len(group) == 3 for group in groups[1:])):
            return parse_number(sign + "".join(groups), field)
    return parse_number(s, field)


def parse_whole_rating(text: object, field: str = "rating") -> int:
    """A typed rating that must be whole (FIDE, UKD, DWZ), thousands grouped or not."""
    value = parse_rating(text, field)
    if not isinstance(value, int):
        raise InputError(field, "not_whole")
    return value


def _group(digits: str, mark: str) -> str:
    """Insert `mark` every three digits from the right (1234567 -> 1.234.567)."""
    head = len(digits) % 3 or 3
    parts = [digits[:head]]
    for i in range(head, len(digits), 3):
        parts.append(digits[i:i + 3])
    return mark.join(parts)


def format_number(value: float, decimals: int = 0, lang: str = "en", sign: bool = False,
                  scale: int = 0) -> str:
    """The display string of a number.

    `value` is an int or finite float; an int with `scale` s stands for value / 10**s
    (exact hundredths from the rating rules use scale=2). Rounds the exact value once, 0.5
    away from zero.
    Thousands are grouped from five integer digits on (DIN 5008 leaves four-digit numbers
    such as ratings ungrouped). `sign` puts "+" before positive values; negative values
    get the minus sign of the style. Zero never shows a sign. `lang` is a style: "de",
    "en", or "c" (plain ASCII, no grouping) for the command line.
    """
    if type(value) is int and not decimals and not scale and -10000 < value < 10000:
        # ratings, differences, changes: most of what a page shows, and worth a short way
        # (the general one costs about 25 microseconds a number in the page's MicroPython)
        if value < 0:
            return _STYLES[lang][2] + str(-value)
        return "+" + str(value) if sign and value else str(value)
    if isinstance(value, int) and not isinstance(value, bool):
        if scale > decimals:
            scaled = div_round_half_away(value, 10 ** (scale - decimals))
        else:
            scaled = value * 10 ** (decimals - scale)
    else:
        scaled = _scaled(value, decimals)
    decimal_mark, group_mark, minus = _STYLES[lang]
    digits = str(abs(scaled))
    if decimals:
        digits = "0" * (decimals + 1 - len(digits)) + digits
        whole, fraction = digits[:-decimals], digits[-decimals:]
    else:
        whole, fraction = digits, ""
    if len(whole) > 4 and group_mark:
        whole = _group(whole, group_mark)
    text = whole + (decimal_mark + fraction if fraction else "")
    if scaled < 0:
        return minus + text
    if sign and scaled > 0:
        return "+" + text
    return text


def format_value(value: float, lang: str = "en", max_decimals: int = 2) -> str:
    """A number as the user would write it: 1500, 1500.5, 0.25 (trailing zeros dropped)."""
    text = format_number(value, 0 if isinstance(value, int) else max_decimals, lang)
    decimal_mark = _STYLES[lang][0]
    if decimal_mark in text:
        text = text.rstrip("0").rstrip(decimal_mark)
    return text


def format_percent(fraction: float, decimals: int = 1, lang: str = "en") -> str:
    """A share of a point as a percentage: 0.35993 -> "36.0%" (en) or "36,0 %" (de).

    Rounds the exact binary value once: 0.8095 is really 0.80949999..., so 80.9 %, where
    the float fraction * 100 would be 80.95 and show 81.0 %.
    """
    number = format_number(_scaled(fraction, decimals + 2), decimals, lang, scale=decimals)
    return number + ("\u00a0%" if lang == "de" else "%")


#: How each kind of typed value is read (elo.system.Field.kind, Column.kind); choices
#: and checks are taken as they are.
PARSERS: "dict[str, Callable[[object, str], float | str]]" = {
    "whole": parse_whole, "positive": parse_positive, "number": parse_number,
    "rating": parse_rating, "whole_rating": parse_whole_rating, "date": typed_text,
    "score": parse_score}
