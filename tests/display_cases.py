"""Display strings for generated inputs: one function for CPython and MicroPython.

`show(kind, args)` gives the string a person would see for one input, through the same
code the page and the command line use; tests/web/test_display_micropython.py compares
the strings from both runtimes for thousands of inputs (they format exact binary ties
differently unless everything goes through elo.numbers).
"""

from elo.errors import InputError
from elo.numbers import format_number, format_percent, format_value, round_half_away
from elo.present import output
from elo.present.evaluate import evaluate
from elo.present.sharing import copy_text
from elo.web.calculator.inputs import Inputs
from elo.units import TYPE_CHECKING
from elo.web.calculator.printed import inputs_html

if TYPE_CHECKING:
    from typing import Any


def _page(fragment: str, lang: str, with_chart: bool = False) -> str:
    """Everything the page shows for a link; the chart (12 KB of coordinates that all
    come from format_number) only where asked, to keep thousands of cases small."""
    inputs = Inputs(lang=lang, today="2026-12-01")
    inputs.read_link(fragment)
    full = inputs.screen()
    evaluation = evaluate(full)
    shown = output.render(full, evaluation, lang)
    parts = [key + "=" + shown.text[key] for key in sorted(shown.text)]
    parts += [key + "=" + shown.html[key] for key in sorted(shown.html)
              if with_chart or key != "expected-chart"]
    parts += [key + "=" + shown.fields[key] for key in sorted(shown.fields)]
    # what #copy-text sends and what the print says of the inputs
    parts += [copy_text(full, evaluation, shown, fragment), inputs_html(full, lang)]
    return "|".join(parts)


def _norms(path: str, rank: int, rounds: "int | None", lang: str) -> str:
    """A player's norms in his details and his first norm's report, as the page writes
    them (elo.web.tournament.norm_html, norm_report_html); `rounds` as --rounds sets it."""
    from elo.tournament import read_tournament
    from elo.tournament.norm_report import chosen_norm, norm_report
    from elo.tournament.rating import rate_player
    from elo.web.tournament.norm_html import norms_html
    from elo.web.tournament.norm_report_html import report_html

    with open(path, "rb") as handle:
        tournament = read_tournament(handle.read())
    if rounds:
        tournament.rounds = rounds
    result = rate_player(tournament, rank)
    norm = chosen_norm(result)
    return norms_html(result, lang) + (report_html(norm_report(
        tournament, result, norm, lang), lang) if norm is not None else "")


def show(kind: str, args: "list[Any]") -> str:
    try:
        if kind == "format_number":
            return format_number(*args)
        if kind == "format_percent":
            return format_percent(*args)
        if kind == "format_value":
            return format_value(*args)
        if kind == "round_half_away":
            return str(round_half_away(args[0]))
        if kind == "page":
            return _page(*args)
        if kind == "norm_html":
            return _norms(*args)
    except InputError as error:
        return "error:%s:%s" % (error.field, error.code)
    raise ValueError("unknown kind " + kind)


def show_all(cases: "list[list[Any]]") -> "list[str]":
    return [show(kind, args) for kind, args in cases]
