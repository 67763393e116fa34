"""Medians, percentiles and the summary of timed keys."""

import math
import statistics


def median(values):
    """The median of the values that are not None, or None."""
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, max(0, math.ceil(len(values) * p / 100) - 1))]


def spread(values):
    """[median, p95], or None for no values."""
    values = [v for v in values if v is not None]
    return [statistics.median(values), percentile(values, 95)] if values else None


def summary(keys):
    """Handler and next paint, [median, p95] each, over key records, and the handler's
    median by the number of digits in the field."""
    if not keys:
        return None
    digits = {}
    for key in keys:
        digits.setdefault(str(len(key["value"] or "")), []).append(key["handler"])
    return {"keys": len(keys), "handler_ms": spread(k["handler"] for k in keys),
            "paint_ms": spread(k["paint"] for k in keys),
            "handler_by_digits_ms": {n: statistics.median(v) for n, v in sorted(digits.items())}}
