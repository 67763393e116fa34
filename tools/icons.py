"""The page's icons, our own drawing: a pawn in the page's accent colours.

One list of shapes gives both the SVG and the PNGs (rasterized here, with zlib and struct
only), so the two cannot differ. The drawing fills the square (the platform rounds or
masks it) and the pawn stays inside the central circle of 80 % that a maskable icon keeps.
tools/build_page.py writes them into static/build/ and lists them in the manifest.
"""

import math
import struct
import zlib
from typing import Protocol

#: A stretch of one scanline that a shape covers: (from x, to x), in the drawing's units.
Span = tuple[float, float]
#: A colour as "#rrggbb".
Colour = str


class Shape(Protocol):
    """What the pawn is drawn from: each shape writes its SVG and the spans it covers."""

    def svg(self) -> str: ...

    def span(self, y: float) -> list[Span]: ...


SIZE = 512  # the drawing's own units
SVG = "icon.svg"
PNG_SIZES = (192, 512)
SUBROWS = 4  # scanlines per pixel row: the vertical antialiasing (horizontal is exact)


class Circle:
    def __init__(self, cx: float, cy: float, r: float) -> None:
        self.cx, self.cy, self.r = cx, cy, r

    def svg(self) -> str:
        return '<circle cx="%g" cy="%g" r="%g"/>' % (self.cx, self.cy, self.r)

    def span(self, y: float) -> list[Span]:
        dy = y - self.cy
        if abs(dy) >= self.r:
            return []
        dx = math.sqrt(self.r * self.r - dy * dy)
        return [(self.cx - dx, self.cx + dx)]


class Rect:
    """A rectangle with corners rounded by `rx`."""

    def __init__(self, x: float, y: float, width: float, height: float,
                 rx: float = 0) -> None:
        self.x, self.y, self.width, self.height, self.rx = x, y, width, height, rx

    def svg(self) -> str:
        return '<rect x="%g" y="%g" width="%g" height="%g" rx="%g"/>' % (
            self.x, self.y, self.width, self.height, self.rx)

    def span(self, y: float) -> list[Span]:
        if not self.y <= y < self.y + self.height:
            return []
        dy = max(self.y + self.rx - y, y - (self.y + self.height - self.rx), 0)
        inset = self.rx - math.sqrt(max(self.rx * self.rx - dy * dy, 0))
        return [(self.x + inset, self.x + self.width - inset)]


class Polygon:
    """A convex polygon."""

    def __init__(self, *points: tuple[float, float]) -> None:
        self.points = points

    def svg(self) -> str:
        return '<polygon points="%s"/>' % " ".join("%g,%g" % point for point in self.points)

    def span(self, y: float) -> list[Span]:
        xs = []
        for (x0, y0), (x1, y1) in zip(self.points, self.points[1:] + self.points[:1]):
            if (y0 <= y < y1) or (y1 <= y < y0):
                xs.append(x0 + (y - y0) * (x1 - x0) / (y1 - y0))
        return [(min(xs), max(xs))] if len(xs) >= 2 else []


# The pawn: head, collar, body, base; from (166, 108) to (346, 400), inside the circle of
# radius 205 around the centre.
PAWN: list[Shape] = [
    Circle(256, 164, 56),
    Rect(200, 214, 112, 26, 13),
    Polygon((226, 232), (286, 232), (324, 360), (188, 360)),
    Rect(166, 352, 180, 48, 14),
]


def png_name(size: int) -> str:
    return "icon-%d.png" % size


def svg_text(background: Colour, foreground: Colour) -> str:
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d">'
            '<rect width="%d" height="%d" fill="%s"/><g fill="%s">%s</g></svg>\n' % (
                SIZE, SIZE, SIZE, SIZE, background, foreground,
                "".join(shape.svg() for shape in PAWN)))


def _rgb(colour: Colour) -> tuple[int, ...]:
    return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))


def coverage(size: int) -> list[list[float]]:
    """Per pixel, how much of it the pawn covers (0 to 1), row by row."""
    scale = SIZE / size
    rows = []
    for row in range(size):
        covered = [0.0] * size
        for sub in range(SUBROWS):
            y = (row + (sub + 0.5) / SUBROWS) * scale
            spans = sorted(span for shape in PAWN for span in shape.span(y))
            merged: list[list[float]] = []
            for start, end in spans:
                if merged and start <= merged[-1][1]:
                    merged[-1][1] = max(merged[-1][1], end)
                else:
                    merged.append([start, end])
            for start, end in merged:
                start, end = start / scale, end / scale
                for x in range(int(start), min(int(math.ceil(end)), size)):
                    covered[x] += (min(end, x + 1) - max(start, x)) / SUBROWS
        rows.append(covered)
    return rows


def png_bytes(size: int, background: Colour, foreground: Colour) -> bytes:
    back, fore = _rgb(background), _rgb(foreground)
    raw = bytearray()
    for covered in coverage(size):
        raw.append(0)  # no filter
        for share in covered:
            raw.extend(round(b + (f - b) * min(share, 1.0)) for b, f in zip(back, fore))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def files(background: Colour, foreground: Colour) -> list[tuple[str, bytes]]:
    """(name, bytes) of every icon; the colours as #rrggbb."""
    return [(SVG, svg_text(background, foreground).encode())] + [
        (png_name(size), png_bytes(size, background, foreground)) for size in PNG_SIZES]
