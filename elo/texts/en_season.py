"""The season's words, in English: the view, its notes and its file's messages."""

TEXT = {
    "error-season_event": "Event \"{event}\": {detail}",
    "error-season_not_json": "This is not a season file (JSON, as the season's export writes it).",
    "error-season_version": "Season file version {version} is not read; this page reads version {known}.",
    "error-season_not_object": "In the season file, {at} should be a group of entries {{…}}.",
    "error-season_not_list": "In the season file, {at} should be a list […].",
    "error-season_unknown_key": "The season file has an entry {at} this page does not know.",
    "error-season_not_whole": "In the season file, {at} should be a whole number.",
    "error-season_out_of_range": "In the season file, {at} should lie between {low} and {high}.",
    "error-season_not_boolean": "In the season file, {at} should be true or false.",
    "error-season_index_missing": "A DWZ needs its index (the number after the hyphen).",
    "error-season_no_games": "The event has no games.",
    "error-season_no_fide": "A FIDE event needs the FIDE rating at the season's start.",
    "error-season_no_start": "The season has no starting rating for {system}.",
    "season-note-fide_floor": "After {period} the FIDE rating is below {floor}: FIDE then lists the player as unrated (7.1.4); the chain goes on with the number.",
    "season-note-dwz_switch": "The DSB converted every DWZ on 8 June 2026 (\"Umstufung\"); its formula is not published, so the chain goes on from the last evaluation unconverted, from \"{event}\" on by the 2026 rules.",
    "season-note-dwz_first_pending": "\"{event}\": a first DWZ needs more games; the DSB keeps such games for later (WO 3.4.2), which this season does not do.",
}
