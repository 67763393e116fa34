"""A file's text, from its bytes (the command line) or its text (the page): refused if too
large, binary or blank; without a BOM; UTF-8, or else Windows-1252; split into lines."""

from elo.errors import InputError

#: A file larger than this is refused before it is read (10,000 games of PGN fit easily).
MAX_BYTES = 20 * 1024 * 1024

#: What files pad values with (a form feed makes a blank line). Not str.strip(): on
#: CPython it also takes U+001C-U+001F, U+0085 and Unicode spaces, on MicroPython not.
_BLANKS = " \t\f\v"

#: Where binary content shows: a text file holds no NUL here, and at most a few stray control
#: characters (form feeds, DOS's end-of-file mark ^Z) besides tab, CR and LF.
_SAMPLE = 4096
_CONTROLS_MAX = 4

#: The first bytes of files chosen by mistake (PNG, JPEG, PDF, ZIP such as .xlsx, GZIP),
#: then the text a page may hand of them: as a browser reads a file (U+FFFD for each byte
#: that is not UTF-8), and as Windows-1252.
_SIGNATURES = (
    (b"\x89PNG", "\ufffdPNG", "\u2030PNG"),
    (b"\xff\xd8\xff", "\ufffd\ufffd\ufffd", "\xff\xd8\xff"),
    (b"%PDF-", "%PDF-", "%PDF-"),
    (b"PK\x03\x04", "PK\x03\x04", "PK\x03\x04"),
    (b"\x1f\x8b", "\x1f\ufffd", "\x1f\u2039"),
)

#: Windows-1252, the character of each byte. Its bytes 0x80-0x9F are written out because
#: MicroPython has no cp1252 codec; the others are Latin-1. The five bytes it leaves
#: undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) keep their Latin-1 code points, as browsers do.
_CP1252 = tuple(chr(byte) for byte in range(0x80)) + tuple(
    "\u20ac\x81\u201a\u0192\u201e\u2026\u2020\u2021"
    "\u02c6\u2030\u0160\u2039\u0152\x8d\u017d\x8f"
    "\x90\u2018\u2019\u201c\u201d\u2022\u2013\u2014"
    "\u02dc\u2122\u0161\u203a\u0153\x9d\u017e\u0178") + tuple(
    chr(byte) for byte in range(0xA0, 0x100))
#: Each of those characters' byte.
_CP1252_BYTES = dict((char, byte) for byte, char in enumerate(_CP1252))


#: The encodings a file's text is read in (`decoded`): the first where its bytes are UTF-8.
UTF8, CP1252 = "utf-8", "cp1252"


def _text(data: str | bytes) -> str:
    """The text of a file, from its bytes (the command line) or its text (the page).

    Bytes that are not UTF-8 are read as Windows-1252, as German PGN files often are. A
    file too large, binary or blank is refused here, and no UnicodeError gets out.
    """
    return decoded(data)[0]


def decoded(data: str | bytes) -> tuple[str, str, bool]:
    """A file's text as _text reads it, the encoding it was read in (UTF8 or CP1252; text
    handed by the page is UTF8) and whether a byte order mark stood before it: what a file
    written back as it came needs (elo.tournament.source)."""
    if len(data) > MAX_BYTES:  # the page hands text, measured here in characters
        raise InputError("file", "file_too_large")
    encoding = UTF8
    if isinstance(data, str):
        bom = data.startswith("\ufeff")
        text = opening(data)
    else:
        data = bytes(data)
        if _signed(data) or b"\x00" in data[:_SAMPLE]:  # binary, before any decoding
            raise InputError("file", "file_binary")
        bom = data.startswith(b"\xef\xbb\xbf")
        text, encoding = _decode(data)
        text = opening(text)
    if not text.strip(_BLANKS + "\r\n"):
        raise InputError("file", "file_empty")
    return text, encoding, bom


def opening(text: str) -> str:
    """The beginning of a file's text (all of it, or its first piece) without a BOM;
    refused if it begins like a binary format or holds what no text file does."""
    if _signed(text):
        raise InputError("file", "file_binary")
    if text.startswith("\ufeff"):
        text = text[1:]
    if _binary(text[:_SAMPLE]):
        raise InputError("file", "file_binary")
    return text


def _signed(data: str | bytes) -> bool:
    """Whether a file's bytes, or its text, begin like a binary format."""
    for signature in _SIGNATURES:
        for form in signature[1:] if isinstance(data, str) else signature[:1]:
            if data.startswith(form):  # type: ignore[arg-type]  # text's forms for text
                return True
    return False


def _binary(sample: str) -> bool:
    """Whether decoded text is binary: a NUL, or more control characters than a text file
    holds. U+FFFD does not count: a browser shows each Windows-1252 umlaut as one."""
    controls = 0
    for char in sample:
        code = ord(char)
        if (code < 0x20 and char not in "\t\r\n") or 0x7F <= code <= 0x9F:
            if not code:
                return True
            controls += 1
    return controls > _CONTROLS_MAX


def _decode(data: bytes) -> tuple[str, str]:
    """UTF-8, or else Windows-1252; with the encoding used.

    MicroPython also decodes a few byte sequences that are not UTF-8 (overlong forms,
    surrogates) where CPython falls back to Windows-1252; no text file holds them.
    """
    try:
        return data.decode("utf-8"), UTF8
    except UnicodeError:
        return windows_1252(data), CP1252


def windows_1252_bytes(text: str) -> bytes:
    """The bytes of a Windows-1252 text (the inverse of windows_1252, whose table gives
    every byte a character of its own); a character it has no byte for is "?". ASCII, as
    most of a TRF's lines are, is encoded at once."""
    encoded = text.encode("utf-8")
    if len(encoded) == len(text):
        return encoded
    return bytes([_CP1252_BYTES.get(char, 0x3F) for char in text])


def windows_1252(data: bytes) -> str:
    """Windows-1252 text: a table look-up per byte, a slice at a time so that the list of
    characters stays short (one look-up per byte beats decoding the ASCII lines apart)."""
    step = 65536
    return "".join(["".join([_CP1252[byte] for byte in data[start:start + step]])
                    for start in range(0, len(data), step)])


def _lines(text: str) -> list[str]:
    """The lines of a text, split at LF, CR LF or CR only: CPython's str.splitlines also
    splits at form feeds and other separators, MicroPython's does not."""
    return _lf(text).split("\n")


def _lf(text: str) -> str:
    """A text with its line ends as LF only."""
    if "\r" in text:  # a scan is cheaper than two copies of a large text
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text
