"""The whole tournament's printout as strings (elo.web.tournament.printout): the header
says what the file says of the event and "not in the file" for what it does not, never a
blank label; the caption says the search and the order in force; the page numbers are a
CSS content value of the language's words. The files are tests/fixtures/tournament/no_end.trf
(hand-made: 012 "Blitz ohne Datum", 022 "Testhausen", 142 3, no dates, no 102, three
players with a DWZ) and tests/fixtures/tournament-page/club-swiss.trf (012 "Herbstopen
Testhausen 2025", 042 2025/11/12, 052 2025/11/16, 102 "Muster, Max")."""

import re

from elo.tournament import read_tournament
from elo.tournament.rating import rate_tournament
from elo.tournament.trf import read_trf, write_trf
from elo.web.tournament.printout import caption_text, header_html, legend_html, page_numbers
from helpers import FIXTURES

NO_END = read_tournament((FIXTURES / "tournament" / "no_end.trf").read_bytes())
CLUB = read_tournament((FIXTURES / "tournament-page" / "club-swiss.trf").read_bytes())


def _facts(html: str) -> list[tuple[str, str]]:
    """(label, value) of the header's facts, the value's tags dropped."""
    return re.findall(r"<dt>([^<]*)</dt><dd[^>]*>([^<]*)</dd>", html)


def test_what_the_file_does_not_say_is_said_so() -> None:
    html = header_html(NO_END, rate_tournament(NO_END), "de", "2026-12-02")
    assert "<h2>Blitz ohne Datum</h2>" in html
    assert _facts(html) == [("Ort", "Testhausen"), ("Datum", "nicht in der Datei"),
                            ("Runden", "3"), ("Hauptschiedsrichter", "nicht in der Datei"),
                            ("Spieler", "4"), ("Gedruckt am", "2.12.2026")]
    # players with a DWZ and no last day: the DWZ is not evaluated, and said so
    assert "DWZ: ohne letzten Turniertag nicht ausgewertet." in html


def test_the_header_in_english_with_the_files_dates_and_the_dwz_by_its_last_day() -> None:
    html = header_html(CLUB, rate_tournament(CLUB), "en", "2026-12-02")
    assert ("Dates", "2025-11-12 \u2013 2025-11-16") in _facts(html)
    assert ("Chief arbiter", "Muster, Max") in _facts(html)
    # the last day 2025-11-16 is before 2026-06-08: the DWZ with E (docs/rules/dwz.md, 0)
    assert "development coefficient E" in html
    assert "FIDE Rating Regulations effective 1 March 2024" in html


def test_the_chief_arbiter_as_102_says_and_kept_on_the_device() -> None:
    text = (FIXTURES / "tournament" / "no_end.trf").read_text(encoding="utf-8")
    with_arbiter = read_trf(text.replace("142 3", "142 3\n102 IA Erika Muster (GER)", 1))
    # written as the device keeps it (write_trf) and read back
    again = read_trf(write_trf(with_arbiter))
    facts = _facts(header_html(again, [], "de", "2026-12-02"))
    assert ("Hauptschiedsrichter", "IA Erika Muster (GER)") in facts


def test_the_caption_says_the_search_and_the_order() -> None:
    assert caption_text("de", 284, 284, "", ("rank", False)) == \
        "Alle Spieler: FIDE-Änderung, DWZ und erreichte Normen"
    assert caption_text("de", 12, 284, " GER ", ("rank", False)) == \
        "12 von 284 Spielern: Suche \u201eGER\u201c"
    assert caption_text("de", 12, 284, "GER", ("change", True)) == \
        "12 von 284 Spielern: Suche \u201eGER\u201c, sortiert nach Elo-Änderung (absteigend)"
    assert caption_text("en", 1284, 1284, "", ("name", False)) == \
        "Every player: FIDE change, DWZ and norms achieved, sorted by Name (ascending)"
    # a tournament without DWZ columns (no player has a DWZ) says no DWZ
    assert caption_text("de", 34, 34, "", ("rank", False), dwz=False) == \
        "Alle Spieler: FIDE-Änderung und erreichte Normen"


def test_the_legend_explains_the_shown_headings_only() -> None:
    html = legend_html(CLUB, "de")
    assert "<dt>Elo ±</dt><dd>Elo-Änderung</dd>" in html
    assert "<dt>Name</dt>" not in html  # a heading that stands for itself
    # a file whose players have no DWZ shows no DWZ columns: none in its legend
    text = (FIXTURES / "tournament-page" / "club-swiss.trf").read_text(encoding="utf-8")
    fide_only = read_trf("\n".join(line for line in text.splitlines()
                                   if not line.startswith("GER ")))
    assert "DWZ" not in legend_html(fide_only, "de")


def test_page_numbers_in_each_language() -> None:
    assert page_numbers("de") == '"Seite " counter(page) " von " counter(pages)'
    assert page_numbers("en") == '"Page " counter(page) " of " counter(pages)'
