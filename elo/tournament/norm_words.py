"""A norm check in words (elo.tournament.norms.Norm): what is missing ("0.5 points short",
"one opponent too many from his own federation") and each requirement of 1.4 with its
article, for the command line's JSON, the norm report and the page."""

from elo.numbers import format_value
from elo.period import to_points
from elo.texts import counted, text
from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Protocol

    from elo.tournament.norms import Requirement

    class Lacking(Protocol):
        """What missing_words reads of a norm (elo.tournament.norms.Norm): its title and
        what it lacks by requirement; a forecast's part of one says the same."""

        @property
        def title(self) -> str: ...
        @property
        def missing(self) -> "Mapping[str, int | None]": ...

__all__ = ["missing_words", "requirement_words"]

#: The words of what is missing, by Norm.missing's key (each with its "-one", counted).
_MISSING = {"games": "event-norm-missing-games", "titled": "event-norm-missing-titled",
            "title_holders": "event-norm-missing-title_holders",
            "federations": "event-norm-missing-federations",
            "own_federation": "event-norm-missing-own_federation",
            "one_federation": "event-norm-missing-one_federation",
            "average": "event-norm-missing-average"}
#: The order they are said in: that of 1.4, the score last.
_ORDER = ("games", "federations", "own_federation", "one_federation", "titled",
          "title_holders", "average", "points")
#: A requirement's name, by its key.
_NAMES = {"games": "event-norm-req-games", "federations": "event-norm-req-federations",
          "own_federation": "event-norm-req-own_federation",
          "one_federation": "event-norm-req-one_federation",
          "titled": "event-norm-req-titled", "title_holders": "event-norm-req-title_holders",
          "average": "event-norm-req-average", "performance": "event-norm-req-performance",
          "percent": "event-norm-req-percent"}


def missing_words(norm: "Lacking", lang: str) -> list[str]:
    """What the norm lacks, one phrase a requirement, in the order of 1.4."""
    said = []
    for key in _ORDER:
        if key not in norm.missing:
            continue
        count = norm.missing[key]
        if count is None:  # only the points have none: no score is enough (norms._check)
            said.append(text(lang, "event-norm-missing-points-none"))
        elif key == "points":
            said.append(counted(lang, "event-norm-missing-points", to_points(count),
                                points=format_value(to_points(count), lang)))
        else:
            said.append(counted(lang, _MISSING[key], count, count=count, title=norm.title))
    return said


def requirement_words(requirement: "Requirement", lang: str) -> str:
    """One requirement as a line: its article, name, the figure against its bound, and
    met, not met or waived ("1.4.1 games: 9 (at least 9): met")."""
    verdict = "event-norm-exempt" if requirement.exempt and requirement.key != "games" \
        else "event-norm-met" if requirement.met else "event-norm-not-met"
    return text(lang, "event-norm-requirement", article=requirement.article,
                name=text(lang, _NAMES[requirement.key]), value=requirement.value,
                bound=text(lang, "event-norm-at-most" if requirement.most else
                           "event-norm-at-least-spared" if requirement.article == "1.4.1c"
                           else "event-norm-at-least", needed=requirement.needed),
                verdict=text(lang, verdict))
