"""What was set for a tournament (elo.web.tournament.view keeps it on the device beside the
file): its last day, whether the norms' federation rules are waived, the DWZ index for
players without one set, the time control chosen (none: the file's), the rating periods
(none: by month where the rounds span more than 30 days, as FIDE rates), and each player's K
and index by start rank, as one line of text. Pure, so it is tested without a browser."""

from elo.systems import fide
from elo.systems.fide import TIME_CONTROLS
from elo.numbers import parse_positive
from elo.tournament.rating import DEFAULT_INDEX

__all__ = ["Settings", "typed_number", "PERIODS"]

#: The rating periods one may choose: month by month, or the whole event as one.
PERIODS = ("monthly", "one")


def typed_number(value: object, field: str) -> int | None:
    """A K or DWZ index as typed for a player or as the default: None (the file's or the
    rules' own) when blank, else a whole number above 0 (an InputError if not); a K that
    no rule of FIDE gives (above 40, 8.3.3) is refused as in the calculator."""
    text = str(value).strip()
    if not text:
        return None
    number = parse_positive(text, field)
    doubt = fide.SYSTEM.field("k").check(number) if field == "k" else None
    if doubt is not None and doubt.severity == "error":
        raise doubt
    return number


class Settings:
    """The tournament view's settings; `k` and `indexes` map start ranks to what was
    typed for that player (absent: the file's and the rules' own)."""

    __slots__ = ("end", "exempt", "index", "time_control", "periods", "k", "indexes")

    def __init__(self) -> None:
        self.end = ""  # "": the file's last day
        self.exempt = False
        self.time_control = ""  # "": as the file says; else standard, rapid or blitz
        self.periods = ""  # "": by month where over 30 days; else PERIODS' monthly or one
        self.index: int | None = DEFAULT_INDEX  # None: the field holds no usable index
        self.k: dict[int, int] = {}
        self.indexes: dict[int, int] = {}

    def text(self) -> str:
        return "&".join(["end=" + self.end, "exempt=%d" % self.exempt,
                         "index=" + ("" if self.index is None else str(self.index)),
                         "tc=" + self.time_control, "pd=" + self.periods] +
                        ["k.%d=%d" % item for item in sorted(self.k.items())] +
                        ["i.%d=%d" % item for item in sorted(self.indexes.items())])

    @classmethod
    def read(cls, text: str) -> "Settings":
        """Settings from their text; what is not understood is left at its default."""
        settings = cls()
        for part in text.split("&"):
            key, _, value = part.partition("=")
            whole = value.isdigit() and int(value) > 0
            if key == "end" and len(value) == 10 and value[4] == value[7] == "-":
                settings.end = value
            elif key == "exempt":
                settings.exempt = value == "1"
            elif key == "index":
                settings.index = int(value) if whole else None
            elif key == "tc" and value in TIME_CONTROLS:
                settings.time_control = value
            elif key == "pd" and value in PERIODS:
                settings.periods = value
            elif key[:2] in ("k.", "i.") and key[2:].isdigit() and whole:
                (settings.k if key[0] == "k" else settings.indexes)[int(key[2:])] = int(value)
        return settings
