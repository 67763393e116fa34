"""The page's pure layer on CPython: the link, the evaluation, the rendered strings."""

import pytest

from elo.present.output import Output
from elo.texts import LANGUAGES, every_word
from elo.present import html, output
from elo.present.blocks import Line
from elo.present.evaluate import evaluate, prepare_rows
from elo.web.calculator.inputs import MAX_ROWS, Inputs, Row, parse_rows, rows_text

TEXT = {lang: every_word(lang) for lang in LANGUAGES}  # each language's words

ISSUE2_LINK = "#system=elo&mode=single&rating=1500&opponent=1600&result=1&k=20"
TODAY = "2026-12-01"


def inputs_of(fragment: str, lang: str = "de") -> Inputs:
    inputs = Inputs(lang=lang, today=TODAY)
    inputs.read_link(fragment)
    return inputs


def shown(fragment: str, lang: str = "de") -> Output:
    screen = inputs_of(fragment, lang).screen()
    return output.render(screen, evaluate(screen), lang)


def test_issue2_link() -> None:
    # issue 2: this link shows 1513 and +13 (seed 002: 1500 vs 1600, K 20, win)
    page = shown(ISSUE2_LINK)
    assert (page.text["new-rating"], page.text["change"]) == ("1513", "+13")
    assert page.text["summary"] == page.announce == "Neue Wertungszahl 1513, \u00c4nderung +13."
    assert page.text["expected"] == "36,0\u00a0%"
    assert page.fields == {}


def test_fragment_round_trip() -> None:
    link = "system=elo&mode=multi&rating=1500,5&average=1600&count=5&points=2,5&k=32&lang=en"
    assert inputs_of(link).fragment() == link


def test_fragment_keeps_bad_values_as_text() -> None:
    parsed = inputs_of("#rating=%3Cimg%20src%3Dx%3E&k=abc").screen()
    assert (parsed.texts["rating"], parsed.texts["k"]) == ("<img src=x>", "abc")
    page = shown("#rating=%3Cimg%20src%3Dx%3E")
    assert set(page.fields) == {"rating"}


@pytest.mark.parametrize("fragment", ["#", "#&&&", "#=1", "#rating", "#%", "#k=%E2%28%A1",
                                      "#mode=evil", "#result=7", "#lang=fr", "#lang"])
def test_malformed_fragments_fall_back(fragment: str) -> None:
    page = shown(fragment)
    assert page.text["new-rating"] in ("1513", output.EMPTY)


def test_a_links_value_that_cannot_apply_is_kept_as_given_and_said() -> None:
    # an unknown system is kept aside to be said at the select, never taken for another
    inputs = inputs_of("#mode=evil&result=2&lang=fr&system=x")
    parsed = inputs.screen()
    assert (parsed.unknown, parsed.mode, parsed.texts["result"], inputs.lang) == (
        "x", "evil", "2", "de")
    assert shown("#system=x").fields["system"]
    # a choice no field has, or a result of 7: shown as given with its message, and no
    # figure computed from another value in its place
    page = shown("#system=elo&mode=single&rating=1500&opponent=1600&result=7&k=20")
    assert page.fields == {"result": TEXT["de"]["error-score"]}
    assert page.text["new-rating"] == output.EMPTY
    page = shown("#system=elo&mode=tournament&update=later&rating=1500&k=20&games=1600:1")
    assert list(page.fields) == ["update"] and "„later“" in page.fields["update"]
    page = shown("#system=fide&mode=tournament&rating=1800&ksource=sometimes")
    assert list(page.fields) == ["ksource"]


def test_control_characters_never_reach_the_link_or_the_storage() -> None:
    inputs = inputs_of("#system=fide&mode=tournament&rating=1800&k=20&games=1900:1")
    inputs.set("rating", "18\x0000")
    inputs.games()[0].set(0, "19\x1b00")
    inputs.edited_games()
    assert evaluate(inputs.screen()).errors["rating"].code == "control_char"
    for kept in (inputs.fragment(), inputs.stored()):
        assert "%00" not in kept and "%1B" not in kept and "\x00" not in kept, kept
    assert "rating=1800" in inputs.fragment() and "1900" in inputs.fragment()


def test_errors_clear_every_result() -> None:
    page = shown("#rating=abc&k=0")
    assert set(page.fields) == {"rating", "k"}
    assert all(page.text[key] == output.EMPTY for key in ("new-rating", "change", "expected"))
    assert page.html["breakdown"] == "" and page.html["outcomes"] == ""
    assert page.text["status"]


def test_points_above_games_is_flagged_at_points() -> None:
    page = shown("#mode=multi&count=3&points=4")
    assert list(page.fields) == ["points"]
    assert "3" in page.fields["points"]


def test_breakdown_uses_the_users_numbers() -> None:
    html = shown(ISSUE2_LINK).html["breakdown"]
    for piece in ("1600 \u2212 1500 = 100", "0,3599", "20 \u00d7 (1 \u2212 0,3599) = +12,80",
                  "+13", "1500 + 13 = 1513"):
        assert piece in html


def test_english_numbers() -> None:
    page = shown(ISSUE2_LINK + "&opponent=1600.5&rating=1500.25", "en")
    assert page.text["expected"].endswith("%") and "," not in page.text["expected"]
    assert page.text["new-rating"] == "1513.25"


def test_outcomes_mark_the_actual_result() -> None:
    html = shown(ISSUE2_LINK.replace("result=1", "result=0.5")).html["outcomes"]
    assert html.count('class="actual"') == 3  # header, change, new rating
    assert html.index('class="actual"') > html.index(TEXT["de"]["win"])


def test_escape() -> None:
    assert html.escape('<a href="x">&') == "&lt;a href=&quot;x&quot;&gt;&amp;"


def test_a_table_row_takes_every_cell_as_text() -> None:
    # even text that looks like a built cell (a name from a file, say) stays text
    built = Line(["1", "<td onclick=x>", "<tr>"], "left-out").html(3)
    assert built == ('<tr class="left-out"><td>1</td><td>&lt;td onclick=x&gt;</td>'
                     "<td>&lt;tr&gt;</td></tr>")


def test_languages_have_the_same_keys() -> None:
    assert set(TEXT["de"]) == set(TEXT["en"])


def test_fide_link_renders_1811() -> None:
    # issue 3: this link shows 1811 (seed 003)
    page = shown("#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5")
    assert (page.text["new-rating"], page.text["change"]) == ("1811", "+11")


def test_ukd_link_renders_1522_german_and_english() -> None:
    # issue 4: 1522 and +22,25 on the German page
    link = "#system=ukd&mode=tournament&rating=1500&games=2000:1"
    assert (shown(link).text["new-rating"], shown(link).text["change"]) == ("1522", "+22,25")
    assert shown(link, "en").text["change"] == "+22.25"


def test_ukd_against_opponents_without_ukd_only() -> None:
    # step 5 alone: a win against a player without UKD is +0.10 point, times k 20 (the
    # band from 1600): +2.00; the expected-score table and the chart have no average to
    # show (this raised ZeroDivisionError on the page)
    for link in ("#system=ukd&mode=tournament&rating=1700&games=-:1",
                 "#system=ukd&mode=tournament&rating=1700&games=-:1,1600:1:f"):
        page = shown(link)
        assert (page.text["new-rating"], page.text["change"]) == ("1702", "+2,00"), link


def test_ukd_change_at_the_floor_adds_up_to_the_new_rating() -> None:
    # three losses to 1000 from 1010, k 25 (the band from 1300 down to 1000): dD is far
    # below -10, but a UKD never falls below 1000 (step 6): the change shown is -10, and
    # the breakdown still has dD
    page = shown("#system=ukd&mode=tournament&rating=1010&games=1000:0,1000:0,1000:0")
    assert (page.text["new-rating"], page.text["change"]) == ("1000", "\u221210")


def test_rule_sets_use_only_the_tournament_form() -> None:
    assert inputs_of("#system=fide&mode=single").screen().mode == "tournament"
    assert inputs_of("#system=elo&mode=single").screen().mode == "single"


def test_rows_keep_commas_and_colons_typed_inside_a_field() -> None:
    rows = [Row(["1900,5"], "1/2"), Row([""], "1", True), Row(["a:b"], "x,y")]
    parsed = parse_rows(rows_text(rows, (0,)), (0,))
    # an empty opponent comes back empty, not as "-" (unrated): the page asks for a rating
    # there, and the link must show what the page shows
    assert [(r.cell(0), r.score, r.forfeit) for r in parsed] == [
        ("1900,5", "1/2", False), ("", "1", True), ("a:b", "x,y", False)]


@pytest.mark.parametrize("system", ["fide", "elo", "ukd"])
def test_a_row_with_no_opponent_yet_reads_the_same_from_its_link(system: str) -> None:
    inputs = inputs_of("#system=%s&mode=tournament&rating=1800&k=20&games=1900:1" % system)
    inputs.set_games([Row(["1900"], "1"), Row([""], "1")])
    full = inputs.screen()
    typed = output.render(full, evaluate(full), "de")
    link = inputs_of(inputs.fragment()).screen()
    again = output.render(link, evaluate(link), "de")
    assert (again.text["new-rating"], again.rows) == (typed.text["new-rating"], typed.rows)
    assert typed.rows[1]["opponent"]  # the empty opponent is marked, never taken as none


def test_link_keys_follow_the_k_source() -> None:
    base = "#system=fide&mode=tournament&rating=1800&k=20&born=2010&games=1900:1"
    assert "born" not in inputs_of(base).fragment()
    ruled = inputs_of(base + "&ksource=rules").fragment()
    assert "born=2010" in ruled and "k=20" not in ruled


def test_bad_rows_are_marked_and_the_rest_is_said_not_shown() -> None:
    # issue 14: a partial total is never shown as a result; the status says it is partial
    page = shown("#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:7,x:1")
    assert page.text["change"] == output.EMPTY and "+13" in page.text["status"]
    assert "2, 3" in page.text["status"]
    assert set(page.rows) == {1, 2}
    assert "score" in page.rows[1] and "opponent" in page.rows[2]


def test_a_german_thousands_point_is_a_rating_not_a_fraction() -> None:
    # issue 14: rating=1.500&opponent=1.600 showed a new rating of 11,5
    page = shown("#rating=1.500&opponent=1.600")
    assert (page.text["new-rating"], page.text["change"]) == ("1513", "+13")
    page = shown("#system=fide&mode=tournament&rating=1.800&k=20&games=1.900:1,1750:0.5")
    assert page.text["new-rating"] == "1811"


def test_a_control_character_in_a_link_is_marked_in_its_row() -> None:
    # issue 14: a NUL in a row gave a traceback banner
    page = shown("#system=fide&mode=tournament&rating=1800&games=%00:1,1900:1")
    assert page.rows[0]["opponent"] and "1" in page.text["status"]
    page = shown("#rating=15%0100")
    assert page.fields["rating"] and page.text["new-rating"] == output.EMPTY


def test_a_k_above_the_seeds_range_is_refused() -> None:
    # issue 14: K = 999999999999999 was taken; seed 002 offers 1 to 100
    assert shown("#k=999999999999999").fields["k"]
    assert shown("#k=100").text["new-rating"] != output.EMPTY


def test_a_refused_game_is_said_in_its_row() -> None:
    # issue 14: a negative opponent said "Mindestens 0." under the table, without the row
    page = shown("#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,-1500:1")
    assert page.rows[1]["opponent"] and "games" not in page.fields


def test_only_unreadable_rows_say_so() -> None:
    # issue 14: two invalid rows said "Bitte mindestens eine Partie eintragen"
    page = shown("#system=fide&mode=tournament&rating=1800&games=x:1,1900:9", "en")
    assert page.fields["games"] == "No row can be read: please correct the marked rows."
    assert set(page.rows) == {0, 1}


def test_the_fide_period_field_is_marked() -> None:
    # issue 14: games in the period 0 or 1 blanked the result with no field marked
    for period in ("0", "1"):
        page = shown("#system=fide&mode=tournament&rating=1800&ksource=own&k=20&period=%s"
                     "&games=1900:1,1750:0.5" % period)
        assert page.fields["period"] and page.text["new-rating"] == output.EMPTY


def test_a_link_brings_back_thousands_of_rows() -> None:
    # issue 14: a link kept only the first 2,000 rows of a 4,000-game import, silently
    games = ",".join("%d:1" % (1400 + number % 800) for number in range(4000))
    assert len(parse_rows(games, (0,))) == 4000
    assert len(parse_rows(games + "," + games * 5, (0,))) == MAX_ROWS


def test_a_long_tournament_lists_100_games_and_counts_all() -> None:
    # issue 13: a file of 10,000 games made tables of 10,000 rows on every key. 150 wins
    # against 1800 at 1800: D 0, PD 0.50 each (8.1.2), sum 150 - 75.00 = +75.00; the 700
    # rule (8.3.3) cuts K 20 to 700 // 150 = 4, so +300 -> 2100, counted over all 150
    page = shown("#system=fide&mode=tournament&rating=1800&k=20&games=" +
                 ",".join(["1800:1"] * 150))
    assert (page.text["new-rating"], page.text["change"]) == ("2100", "+300")
    more = TEXT["de"]["table-more"].format(count="50")
    for part in ("breakdown", "break-even"):
        built = page.html[part]
        assert built.count("<tr>") == 1 + 100, part  # the head and 100 games
        assert '<tr class="more"><td colspan="' in built and html.escape(more) in built, part
    assert "150 \u2212 75,00 = +75,00" in page.html["breakdown"]
    few = shown("#system=fide&mode=tournament&rating=1800&k=20&games=" +
                ",".join(["1800:1"] * 100))
    assert 'class="more"' not in few.html["breakdown"]


def test_a_long_dwz_tournament_lists_100_games() -> None:
    page = shown("#system=dwz&mode=tournament&rating=1500&index=20&end=2026-07-01&games=" +
                 ",".join(["1500:0.5"] * 120))
    assert page.text["new-rating"] == "1500"  # 120 draws at D 0: W = We
    assert TEXT["de"]["table-more"].format(count="20") in page.html["breakdown"]


def test_a_row_typed_anew_is_read_anew() -> None:
    """A row keeps its link part and its values until its text changes (Row.set): what
    shows after a change is the new text's, in the link and in the result."""
    inputs = inputs_of("#system=fide&mode=tournament&rating=1800&k=20&games=1800:1,1800:0")
    rows = inputs.games()
    prepare_rows("fide", rows, (0,))  # as a file's rows are, piece by piece
    before = evaluate(inputs.screen()).result
    assert before is not None
    assert (rows_text(rows, (0,), "fide"), before.change) == ("1800:1,1800:0", 0)
    rows[1].set("score", "0,5")
    rows[0].set(0, "1900")
    after = evaluate(inputs.screen()).result
    assert after is not None
    # FIDE 8.1.2: D -100 gives PD 0.36, D 0 gives 0.50: 20 * ((1 - 0.36) + (0.5 - 0.5)) = 12.8
    assert (rows_text(rows, (0,), "fide"), after.change) == ("1900:1,1800:0%2C5", 13)
    rows[0].set("forfeit", True)
    assert rows_text(rows, (0,), "fide") == "1900:1:f,1800:0%2C5"
    last = evaluate(inputs.screen()).result
    assert last is not None and last.shape == "period" and last.counted_games == 1


@pytest.mark.parametrize("system", ["fide", "fide-dwz"])
def test_row_notes_only_for_the_rows_shown(system: str) -> None:
    """The page shows 100 rows at a time, and asks for their messages only. Rows 3, 5 and
    205 (index 2, 4 and 204) are 600 above a 1600 player: capped at 400 (8.3.1); row 4
    cannot be read and is left out, so the games after it are one place further on."""
    rating = "%s" if system == "fide" else "%s/%s"  # FIDE, or FIDE/DWZ side by side
    games = [(rating + ":1") % (("1700",) * rating.count("%s"))] * 250
    games[2] = games[4] = games[204] = (rating + ":0") % (("2200",) * rating.count("%s"))
    games[3] = (rating + ":1") % (("x",) + ("1700",) * (rating.count("%s") - 1))
    link = "#system=%s&mode=tournament&rating=1600&k=20&dwz=1600&index=20&end=2026-07-01" \
        "&games=%s" % (system, ",".join(games))
    full = inputs_of(link).screen()
    evaluation = evaluate(full)
    capped = TEXT["de"]["capped-row"]
    every = output.render(full, evaluation, "de").rows
    first = output.render(full, evaluation, "de", (0, 100)).rows
    third = output.render(full, evaluation, "de", (200, 300)).rows
    assert sorted(first) == [2, 3, 4] and set(first[3]) == {"opponent"}
    assert capped in first[2]["note"] and capped in first[4]["note"]
    assert sorted(third) == [204] and capped in third[204]["note"]
    assert sorted(every) == [2, 3, 4, 204]


def test_glicko2_shows_the_papers_example() -> None:
    """Issue 19: Glickman's example (2013): 1500, RD 200, sigma 0.06, tau 0.5 against
    1400/30 (won), 1550/100 and 1700/300 (lost): 1464.06, RD 151.52, sigma 0.05999; the
    page shows the exact values, with the paper's steps in the breakdown."""
    page = shown("#system=glicko2&mode=tournament&rating=1500&rd=200&volatility=0.06"
                 "&tau=0.5&games=1400/30:1,1550/100:0,1700/300:0")
    assert (page.text["new-rating"], page.text["change"]) == ("1464,05", "\u221235,95")
    assert "151,52" in page.text["k-info"] and "0,059996" in page.text["k-info"]
    for piece in ("v = 1 / \u03a3", "\u0394 = v", "\u03c3\u2032 = e^(A/2) = 0,059996",
                  "RD\u2032 = 173,7178 \u00d7 \u03c6\u2032 = 151,52"):
        assert piece in page.html["breakdown"], piece
    lichess = shown("#system=glicko2&mode=tournament&rating=1500&rd=46&volatility=0.05"
                    "&limits=lichess&games=" + ",".join(["1500/50:0.5"] * 10))
    assert "45" in lichess.text["k-info"]  # lichess's least RD, applied


def test_a_first_rating_says_so_where_the_change_would_be() -> None:
    # 8.2 by hand: five draws against 1600 -> (8000 + 3600) / 7 = 1657.1, p 50 % -> 1657
    page = shown("#system=fide&mode=tournament&first=1&games=" + ",".join(["1600:0.5"] * 5))
    assert (page.text["new-rating"], page.text["change"]) == ("1657", TEXT["de"]["first-change"])
    page = shown("#system=dwz&mode=tournament&first=1&end=2026-01-01&games="
                 "1600:1,1550:0.5,1450:0,1500:1,1700:0")
    assert page.text["change"] == TEXT["de"]["dwz-first-label"]


def test_what_the_rules_had_to_assume_is_said_beside_the_figure() -> None:
    # FIDE 8.3.3: K 20 for a rating under 2400 with 30 rated games or more; a junior
    # under 2300, or a player with fewer than 30 rated games, would have K 40
    link = "#system=fide&mode=tournament&rating=1800&ksource=rules&games=1900:1"
    page = shown(link)
    assert page.text["k-info"].startswith("K 20:")
    assert TEXT["de"]["k-assumed-born"] in page.text["k-info"]
    assert TEXT["de"]["k-assumed-rated-games"] in page.text["k-info"]
    given = shown(link + "&born=1970&rated_games=120")
    assert "Ohne" not in given.text["k-info"]
    # the DWZ: a blank last day is today (which chooses the system of 2026), the index
    # left at 20 and the age group over 25 are assumed, and said
    inputs = Inputs(today="2026-12-02")
    inputs.read_link("#system=dwz&mode=tournament&rating=1600&games=1600:1")
    screen = inputs.screen()
    page = output.render(screen, evaluate(screen), "de")
    assert "heute, dem 2.12.2026" in page.text["notice"]
    assert "DWZ-Index 20 angenommen" in page.text["notice"]
    assert TEXT["de"]["dwz-assumed-born"] in page.text["k-info"]
    inputs.read_link("#system=dwz&mode=tournament&rating=1600&index=12&born=1990&"
                     "end=2026-10-01&games=1600:1")
    screen = inputs.screen()
    page = output.render(screen, evaluate(screen), "de")
    assert "angenommen" not in page.text["notice"] + page.text["k-info"]
