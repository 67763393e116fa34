"""The DWZ's declaration (elo.system.System): what it needs and how the page and the
command line name it; its rules are elo.systems.dwz, imported when it first rates.
Source: docs/rules/dwz.md."""

from elo.system import ABOVE_RECORD, Bound, Column, Field, System

__all__ = ["LOWEST", "HIGHEST", "PLAUSIBLE", "SYSTEM"]

#: Ratings this calculator accepts (a DWZ is a positive whole number, WO 2.2.1).
LOWEST, HIGHEST = 1, 3000

# What the DWZ lists hold, for what a person types (elo.system.Bound); LOWEST and HIGHEST
# stay the engine's bounds. Every DWZ is a positive whole number (WO 2.2.1, dwz.md 2.6),
# with no floor for an established player before 8 June 2026; but a first DWZ below 800
# becomes 700 + Ri/8 (dwz.md 3.4), so a DWZ under 700 is one lost after it: rare. At the
# top, a player of 2400 or more is counted with his FIDE rating (WO 4.1.2, dwz.md 2.4).
#: A DWZ, the player's or an opponent's.
PLAUSIBLE = (Bound("dwz_below_first", low=700, warn=True), ABOVE_RECORD)
#: Anhang 1.2 (dwz.md 3.2): E is at least 5 and never above 150.
_PLAUSIBLE_E = (Bound("dwz_e_range", low=5, high=150),)
#: dwz.md 4.3: K is at most Kmax, 80 from 8 June 2026, and at least 5.
_PLAUSIBLE_K = (Bound("dwz_k_range", low=5, high=80),)

_RATED = (("first", "0"),)

SYSTEM = System(
    id="dwz",
    fields=(
        Field("first", "check", "0", option="--unrated",
              help="you have no DWZ yet: a first DWZ (at least 5 counted games, neither "
                   "0 nor 100 %)"),
        Field("rating", "whole_rating", "1500", low=LOWEST, high=HIGHEST, when=_RATED,
              required=True, plausible=PLAUSIBLE, help="your DWZ before the tournament"),
        Field("index", "whole", "20", low=1, when=_RATED,
              help="your DWZ index before the tournament (the number after the hyphen)"),
        Field("end", "date", "", today=True,
              help="the tournament's last day, YYYY-MM-DD (default: today); before "
                   "2026-06-08 the classic system with E, from then on the one with K"),
        Field("born", "whole", "", low=1900, optional=True, meaning="player.born",
              help="your year of birth (none: counted as over 25)"),
        Field("e", "whole", "", low=1, optional=True, page=False, plausible=_PLAUSIBLE_E,
              help="an E given (as printed on an evaluation), classic system only"),
        Field("k", "number", "", optional=True, page=False, plausible=_PLAUSIBLE_K,
              help="a K given (as printed on an evaluation), 2026 system only"),
    ),
    columns=(Column("opponent.dwz", low=LOWEST, high=HIGHEST, plausible=PLAUSIBLE),),
    engine="elo.systems.dwz",
    sources={"de": "Wertungsordnung des Deutschen Schachbunds: bis 7. Juni 2026 mit dem "
                   "Entwicklungskoeffizienten E (Kapitel 3, Anhang 1.2), ab 8. Juni 2026 "
                   "mit dem Faktor K (Stand 30. Mai 2026, nachgebildet).",
             "en": "The German Chess Federation's rating regulations: up to 7 June 2026 "
                   "with the development coefficient E (chapter 3, appendix 1.2), from "
                   "8 June 2026 with the factor K (edition of 30 May 2026, reconstructed)."},
    summary="the German DWZ, classic (E) or 2026 (K) by the tournament's end date",
    games="1600:1,1550:0.5,1450:0",
)
