"""What the command line says of each system beyond its declaration (elo.system.System):
the line that lists its subcommands, the rules it follows (the subcommands' description)
and each field's help, in the command line's English. Kept here, not in the
declarations, which the page loads and never shows them."""

__all__ = ["SUMMARY", "SOURCES", "HELP"]

#: A system's line in the list of subcommands, by its id.
SUMMARY = {
    "elo": "classic Elo: the formula, a tournament rated as one period and game by game",
    "fide": "a FIDE rating period, game by game (Rating Regulations 2024/2025); with --unrated "
            "a first rating by 8.2",
    "dwz": "the German DWZ, classic (E) or 2026 (K) by the tournament's end date",
    "fide-dwz": "one tournament rated for FIDE and the DWZ side by side; games as "
                "ELO/DWZ:RESULT (- for a missing rating)",
    "ukd": "the Turkish national rating UKD (an estimate after the federation's procedure "
           "TSF-TK-PRS/05)",
    "glicko2": "Glicko-2 for one rating period (Glickman's paper; lichess's limits on request); "
               "games as OPP/RD:RESULT",
}

#: The rules a system follows, its subcommands' description, by its id.
SOURCES = {
    "elo": "The Elo formula E = 1 / (1 + 10^((Rb - Ra) / 400)) with dR = K x (S - E) "
           "(docs/rules, section 1).",
    "fide": "FIDE Rating Regulations effective 1 March 2024 with the amendment of article 8.3.1 "
            "of 1 October 2025; Title Regulations 1.4.7-1.4.9 for the performance.",
    "dwz": "The German Chess Federation's rating regulations: up to 7 June 2026 with the "
           "development coefficient E (chapter 3, appendix 1.2), from 8 June 2026 with the "
           "factor K (edition of 30 May 2026, reconstructed).",
    "ukd": "The description of the Turkish Chess Federation's procedure TSF-TK-PRS/05; an "
           "estimate, the federation's list is what counts.",
    "glicko2": "Mark E. Glickman, \"Example of the Glicko-2 system\" (2013); lichess's limits "
               "from its source (lila, Glicko.scala).",
}

#: Each field's help (its option's), by the system's id and the field's key.
HELP = {
    "elo": {
        "rating": "your rating",
        "opponent": "the opponent's rating",
        "result": "your result: 1, 0.5 or 0 (also 1/2, ½, =, remis, draw)",
        "average": "the opponents' average rating",
        "count": "games played",
        "points": "points scored",
        "k": "your K-factor, 1 to 100 (default 20)",
        "opponent_k": "the opponent's K-factor (default: the same as yours)",
    },
    "fide": {
        "first": "you have no FIDE rating yet: a first rating by 8.2 (two hypothetical draws "
                 "against 1800, at most 2200, published from 5 games and 1400)",
        "rating": "your published FIDE rating (with --pgn taken from the file when left out)",
        "k": "your K-factor; without it K follows 8.3.3 from the options below",
        "born": "your year of birth (K 40 for juniors under 2300 until the end of the year they "
                "turn 18)",
        "rated_games": "rated games you had before this period (K 40 below 30)",
        "year": "the year of the rating list (default: this year)",
        "reached": "a published rating of yours has reached 2400 (K 10 for good)",
        "period": "games in the whole rating period for the 700 rule, when it holds more than "
                  "those given here",
        "tc": "standard (default), rapid or blitz",
    },
    "dwz": {
        "first": "you have no DWZ yet: a first DWZ (at least 5 counted games, neither 0 nor 100 "
                 "%)",
        "rating": "your DWZ before the tournament",
        "index": "your DWZ index before the tournament (the number after the hyphen)",
        "end": "the tournament's last day, YYYY-MM-DD (default: today); before 2026-06-08 the "
               "classic system with E, from then on the one with K",
        "born": "your year of birth (none: counted as over 25)",
        "e": "an E given (as printed on an evaluation), classic system only",
        "k": "a K given (as printed on an evaluation), 2026 system only",
    },
    "ukd": {
        "rating": "your UKD (with --pgn taken from the file when left out)",
        "tc": "the list: standard (default), rapid or blitz, computed alike",
    },
    "glicko2": {
        "rating": "your rating",
        "rd": "your rating deviation RD (350 for a new player in the paper, 500 on lichess)",
        "volatility": "your volatility sigma (0.06 in the paper, 0.09 for a new lichess player)",
        "limits": "paper: the paper's algorithm as it stands; lichess: its tau 0.75 and its "
                  "bounds for RD (45-500), volatility (0.1) and rating (400)",
        "tau": "the system constant tau, 0.3 to 1.2 (default 0.5, as in the paper)",
    },
}

# FIDE beside the DWZ follows both rules, and its declaration borrows FIDE's rating and K
# fields and the DWZ's index, end and born (elo.systems.declared.fide_dwz): so do their
# words here; its own DWZ field is the DWZ's rating.
SOURCES["fide-dwz"] = SOURCES["fide"] + " " + SOURCES["dwz"]
HELP["fide-dwz"] = dict(
    [(key, HELP["fide"][key]) for key in ("rating", "k", "rated_games", "year", "reached",
                                          "period")] +
    [(key, HELP["dwz"][key]) for key in ("index", "end", "born")] +
    [("dwz", HELP["dwz"]["rating"])])
