"""Medians, percentiles and the summary of timed keys."""

import math
import statistics
from collections.abc import Iterable

from .shapes import Figures, Key

#: [median, 95th percentile] of some times, in ms.
Spread = list[float]


def median(values: Iterable[float | None]) -> float | None:
    """The median of the values that are not None, or None."""
    found = [v for v in values if v is not None]
    return statistics.median(found) if found else None


def percentile(values: Iterable[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(len(ordered) * p / 100) - 1))]


def spread(values: Iterable[float | None]) -> Spread | None:
    """[median, p95], or None for no values."""
    found = [v for v in values if v is not None]
    return [statistics.median(found), percentile(found, 95)] if found else None


def summary(keys: list[Key]) -> Figures | None:
    """Handler and next paint, [median, p95] each, over key records, and the handler's
    median by the number of digits in the field."""
    if not keys:
        return None
    digits: dict[str, list[float]] = {}
    for key in keys:
        digits.setdefault(str(len(key["value"] or "")), []).append(key["handler"])
    return {"keys": len(keys), "handler_ms": spread(k["handler"] for k in keys),
            "paint_ms": spread(k["paint"] for k in keys),
            "handler_by_digits_ms": {n: statistics.median(v) for n, v in sorted(digits.items())}}
