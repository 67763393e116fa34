"""The calculator's outputs on the page: what each shows now, so that only what changed
is written; the HTML outputs built after the next paint while typing; the fields'
messages; and the sentence screen readers hear once typing pauses. DOM glue."""


from elo.present import output, targets
from elo.present.later import built
from elo.units import TYPE_CHECKING
from elo.web.calculator import layout
from elo.web.shell.dom import element, mark, morph

if TYPE_CHECKING:

    from elo.present.output import Output
    from elo.web.shell.core import Shell

__all__ = ["Outputs", "ANNOUNCE_AFTER_MS"]

#: Fields whose message shows under them: every field of the form, the select, the
#: target and the rows of games as a whole.
_MESSAGES = tuple((field.key, field.id) for field in layout.page_fields()) + (
    ("system", "system"), ("target", "target"), ("games", "games")) + tuple(
    (key, key.replace("_", "-")) for key in targets.FIELDS)
#: Outputs that live inside an HTML output (the chart's marker and legend).
_INNER = tuple(inner for inners in output.NESTED.values() for inner in inners)

ANNOUNCE_AFTER_MS = 900  # screen readers hear the result once typing pauses


#: The results' element, busy while their HTML is still to come (elo.web.shell.pacing),
#: and the pacer's names of the HTML after the paint and of the sentence for screen readers.
RESULTS = "results"
_DETAILS, _ANNOUNCE = "calculator-details", "calculator-announce"


class Outputs:
    """What the calculator's outputs show."""

    def __init__(self, shell: "Shell") -> None:
        self.pacer = shell.pacer
        # element id -> what it shows now, so unchanged output is not rewritten
        self.shown: dict[str, str] = {}
        # field id -> (what to correct, what is asked) its message shows now
        self.messages: dict[str, tuple[str, str]] = {}
        self.announcement = ""
        self.details: "Output | None" = None  # the output whose HTML is still to be written

    def forget(self) -> None:
        """Every output is written anew (another language)."""
        self.shown.clear()
        self.messages.clear()

    def write(self, value: str, element_id: str, as_html: bool = False) -> bool:
        """Write an output if it changed; True if it was written."""
        if self.shown.get(element_id) == value:
            return False
        self.shown[element_id] = value
        node = element(element_id)
        if as_html:
            morph(node, value)
        else:
            node.textContent = value
        return True

    def put(self, shown: "Output", later: bool = False) -> None:
        """An Output onto the page: its texts now; its HTML now, or (`later`, while
        typing) after the next paint, so the figures show as the key is typed and a key
        typed before then replaces them unbuilt."""
        waiting = self.details is not None
        self.details = shown
        if not later:
            self.write_details()
        elif not waiting:
            self.pacer.busy(RESULTS, _DETAILS)
            self.pacer.after_paint(_DETAILS, self.write_details)
        for element_id, value in shown.text.items():
            if element_id not in _INNER or not later:  # those wait for the HTML they are in
                self.write(value, element_id)
        self.mark_fields(shown.fields, shown.asks)
        self.announce_later(shown.announce)

    def fault(self, words: str) -> None:
        """Every figure and HTML output emptied, the status saying `words`: a fault of
        the page's own code, after which no HTML is still to come."""
        self.emptied(words)
        self.pacer.clear(RESULTS)

    def emptied(self, words: str) -> None:
        """Every figure and HTML output emptied as for fields to correct, the status
        saying `words`: a fault, or the rules of the system shown still to come."""
        shown = output.no_result(words)
        self.details = None  # the HTML of the failed computation is not written later
        for element_id, value, as_html in \
                [(key, value, False) for key, value in shown.text.items()] + \
                [(key, value, True) for key, value in shown.html.items()]:
            try:  # the fault may be a missing element: the others are still written
                self.write(value, element_id, as_html)
            except Exception:  # noqa: BLE001
                pass
        self.pacer.cancel(_DETAILS)

    def mark_fields(self, messages: dict[str, str], asks: dict[str, str]) -> None:
        """Each field's message: what to correct (the field marked invalid), else what is
        unusual, asked without blocking (the message marked as a question)."""
        for key, element_id in _MESSAGES:
            words = messages.get(key, "")
            asked = "" if words else asks.get(key, "")
            shown = (words, asked)
            if self.messages.get(element_id) == shown:
                continue
            node = element(element_id + "-error")
            self.messages[element_id] = shown
            if node is None:
                continue  # not asked of the DOM again
            field = element(element_id)
            if field is not None and key != "games":
                mark(field, words)
            node.classList.toggle("ask", bool(asked))
            node.textContent = words or asked

    def _announce(self) -> None:
        self.write(self.announcement, "announce")

    def announce_later(self, sentence: str) -> None:
        self.announcement = sentence
        self.pacer.later(_ANNOUNCE, ANNOUNCE_AFTER_MS, self._announce)

    def write_details(self) -> None:
        """The HTML outputs of the latest Output."""
        shown, self.details = self.details, None
        if shown is None:
            return
        for element_id in output.HTML_IDS:  # outer before inner (output.NESTED)
            if self.write(built(shown.later[element_id]), element_id, as_html=True):
                for inner in output.NESTED.get(element_id, ()):
                    self.shown[inner] = ""  # the new outer markup holds it empty (or not at all)
        for element_id in _INNER:  # the texts inside an HTML output, once it is there
            if element_id in shown.text and element(element_id) is not None:
                self.write(shown.text[element_id], element_id)
        self.pacer.busy(RESULTS, _DETAILS, False)
