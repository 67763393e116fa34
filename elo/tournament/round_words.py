"""A tournament's rounds in words, as the report, the periods and the page all say them.
Pure; below every module that says them."""

from elo.texts import counted

__all__ = ["rounds_text"]


def rounds_text(numbers: list[int], lang: str) -> str:
    """Round numbers as people write them: "round 6", "rounds 3, 8–9"."""
    parts, at = [], 0
    while at < len(numbers):
        end = at
        while end + 1 < len(numbers) and numbers[end + 1] == numbers[end] + 1:
            end += 1
        parts.append(str(numbers[at]) if end == at else "%d\u2013%d" % (numbers[at],
                                                                         numbers[end]))
        at = end + 1
    return counted(lang, "event-rounds", len(numbers), rounds=", ".join(parts))
