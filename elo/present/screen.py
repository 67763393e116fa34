"""A screen: what the inputs show for the system shown, which the presentation evaluates
and renders. The page makes one from its Inputs (elo.web.calculator.inputs), the command
line from its options (elo.cli). Pure."""

from elo.units import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

    from elo.present.shapes import TypedRow

__all__ = ["Screen"]


class Screen:
    """The system shown (its id), the text of each of its fields by key (`texts`; its
    `mode` among them), the target's text, the rows of games as typed (those that count
    for its mode, else none) and where its columns stand among a row's cells, the
    language, a system a link named that the page does not know (`unknown`), and the
    keys of the fields nobody gave a value, which show their default (`defaulted`: what
    the figures had to assume, said beside them), and the texts of "what do I need"
    (`need`: need_remaining, need_average, need_target; elo.present.need)."""

    __slots__ = ("system", "texts", "target", "rows", "columns", "lang", "unknown",
                 "defaulted", "need")

    def __init__(self, system: str, texts: "dict[str, str]", target: str = "",
                 rows: "Sequence[TypedRow]" = (), columns: "tuple[int, ...]" = (0,),
                 lang: str = "de", unknown: "str | None" = None,
                 defaulted: "tuple[str, ...]" = (),
                 need: "dict[str, str] | None" = None) -> None:
        self.system = system
        self.texts = texts
        self.target = target
        self.rows = rows
        self.columns = columns
        self.lang = lang
        self.unknown = unknown
        self.defaulted = defaulted
        self.need = need or {}

    @property
    def mode(self) -> str:
        return self.texts["mode"]

    def text(self, key: str) -> str:
        """The text of one of the system's fields ("" for one it does not have)."""
        return self.texts.get(key, "")
