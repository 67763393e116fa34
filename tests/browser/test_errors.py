"""Issue 14 in the browser: one test per finding of "every value gets an answer at its
field" that had no browser test yet (the pure layer's tests are in test_web_state.py).
Each test reproduces the finding as a user met it and fails if it comes back."""

import pytest

from elo.texts import text

DASH = "\u2013"
SINGLE = "#system=elo&mode=single&rating=1500&opponent=1600&result=1&k=20"
FIDE = "#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5"


def _visit(calc, fragment):
    """A new visit with this link (not a hashchange on the page already open)."""
    calc.page.goto("about:blank")
    return calc.open(fragment)


def _reload(calc):
    calc.page.reload()
    calc.page.wait_for_function("window.__pyAllDone === true", timeout=30000)
    calc.settled()


def _invalid(calc, element_id):
    return calc.page.get_attribute("#" + element_id, "aria-invalid") == "true"


def _rows(calc):
    return calc.page.locator("#rows tr.game-row")


def _assert_fide_tournament_form(calc):
    """FIDE chosen and its tournament form on screen, not the single game's."""
    assert calc.page.locator(".py-error").count() == 0
    assert calc.page.input_value("#system") == "fide"
    assert calc.page.evaluate("document.body.dataset.mode") == "tournament"
    assert calc.page.locator("#game-opponent-1").is_visible()
    assert not calc.page.locator("#opponent").is_visible()


def _paste(calc, field_id, lines):
    calc.page.focus("#" + field_id)
    calc.page.evaluate("""(lines) => {
        const data = new DataTransfer(); data.setData('text', lines);
        document.activeElement.dispatchEvent(new ClipboardEvent('paste',
            {clipboardData: data, bubbles: true, cancelable: true})); }""", lines)
    calc.settled()


# control characters

NUL_BANNER = ("product bug: a NUL in a row's value reaches row_html's innerHTML through the "
              "FFI, which cuts the string at the NUL; the row has no .game-opponent and "
              "_read_rows raises AttributeError (traceback banner, single-game form shown)")


def test_a_nul_in_a_links_row_is_marked_and_a_reload_is_not_broken(calc):
    """Finding: a NUL character in a link (games=%00:1) gave a Python traceback banner,
    the single-game form under FIDE, no result, and the broken state in the link, so a
    reload stayed broken."""
    calc.open("#system=fide&mode=tournament&rating=1800&k=20&games=%00:1")
    _assert_fide_tournament_form(calc)
    assert _invalid(calc, "game-opponent-1")
    assert text("de", "error-control_char") in calc.text("game-message-1")
    assert calc.text("new-rating") == DASH
    calc.fragment()  # what the page wrote into the link and the device
    _reload(calc)
    _assert_fide_tournament_form(calc)
    assert _invalid(calc, "game-opponent-1")
    assert calc.text("game-message-1") != ""
    calc.page.fill("#game-opponent-1", "1900")  # and it can be mended
    calc.settled()
    assert not _invalid(calc, "game-opponent-1")
    assert calc.text("new-rating") not in ("", DASH)


def test_a_nul_typed_into_a_row_then_a_row_added(calc):
    """Finding: a NUL typed into a row field before "Partie hinzufügen" gave the
    traceback banner (AttributeError in _read_rows) and a reload stayed broken."""
    calc.open(FIDE)
    calc.page.fill("#game-opponent-1", "19\x0000")
    calc.settled()
    calc.page.click("#add-row")
    calc.settled()
    _assert_fide_tournament_form(calc)
    assert _rows(calc).count() == 3
    assert _invalid(calc, "game-opponent-1")
    assert text("de", "error-control_char") in calc.text("game-message-1")
    assert calc.text("new-rating") == DASH  # a partial total is no result
    calc.fragment()
    _reload(calc)
    _assert_fide_tournament_form(calc)
    assert _invalid(calc, "game-opponent-1")
    assert calc.value("game-opponent-2") == "1750"


# German thousands


def test_a_german_thousands_point_in_a_rating_is_not_a_fraction(calc):
    """Finding: "1.500" in classic Elo was read as 1.5 without a word
    (rating=1.500&opponent=1.600 showed a new rating of 11,5)."""
    calc.open("#rating=1.500&opponent=1.600")
    if _invalid(calc, "rating"):  # marked is an answer too, but then no result
        assert calc.text("rating-error") and calc.text("new-rating") == DASH
    else:
        assert (calc.text("new-rating"), calc.text("change")) == ("1513", "+13")
    _visit(calc, SINGLE)
    calc.type("opponent", "1.600")
    assert calc.text("new-rating") == "1513" or (
        _invalid(calc, "opponent") and calc.text("new-rating") == DASH)


def test_a_german_thousands_point_in_an_average(calc):
    """Finding: in several-games mode an average of "1.500" gave a plausible-looking
    result (an average of 1.5)."""
    calc.open("#mode=multi&rating=1500&average=1600&count=5&points=2.5&k=20")
    expected = calc.text("new-rating")
    calc.type("average", "1.600")
    assert calc.text("new-rating") == expected or (
        _invalid(calc, "average") and calc.text("new-rating") == DASH)


# K


@pytest.mark.parametrize("k", ["999999999999999", "101"])
def test_a_k_out_of_range_is_said_at_the_k_field(calc, k):
    """Finding: K = 999999999999999 was taken; K lies in the seeds' range 1 to 100 or
    gets a clear message at its field (K 0 is test_page.py's
    test_bad_value_is_marked_and_kept[k-0])."""
    calc.open(SINGLE.replace("k=20", "k=" + k))
    assert _invalid(calc, "k") and calc.text("k-error") != ""
    assert calc.text("new-rating") == DASH and calc.text("change") == DASH
    calc.type("k", "100")  # the top of the range computes
    assert not _invalid(calc, "k") and calc.text("k-error") == ""
    assert calc.text("change") == "+64"  # 100 x 0.64
    calc.type("k", k)  # typed, not only linked
    assert _invalid(calc, "k") and calc.text("k-error") != ""
    assert calc.text("new-rating") == DASH


# FIDE period


@pytest.mark.parametrize("period", ["0", "1"])
def test_the_fide_period_field_is_marked(calc, period):
    """Finding: "games in the period" 0 or 1 with two games entered: every result showed
    "–" and the page asked to correct the marked fields, but no field was marked."""
    calc.open(FIDE + "&period=" + period)
    assert _invalid(calc, "period") and calc.text("period-error") != ""
    assert calc.text("new-rating") == DASH
    assert calc.text("status") == text("de", "fix-fields")
    calc.type("period", "2")
    assert not _invalid(calc, "period") and calc.text("period-error") == ""
    assert calc.text("new-rating") == "1811"
    calc.type("period", period)  # typed as well as linked
    assert _invalid(calc, "period") and calc.text("period-error") != ""


# rows


def test_a_negative_opponent_is_said_in_its_row(calc):
    """Finding: a negative opponent in a FIDE row said "Mindestens 0." under the table,
    without the row."""
    calc.open(FIDE + ",1700:0")
    calc.type("game-opponent-2", "-1500")
    assert _invalid(calc, "game-opponent-2")
    assert calc.text("game-message-2") != ""
    assert calc.text("games-error") == ""  # not under the table
    assert calc.text("game-message-1") == "" and calc.text("game-message-3") == ""
    assert not _invalid(calc, "game-opponent-1") and not _invalid(calc, "game-opponent-3")
    assert calc.text("new-rating") == DASH


def test_two_invalid_rows_each_say_so_and_no_partial_total_is_a_result(calc):
    """Finding: with two invalid rows the message said "Bitte mindestens eine Partie
    eintragen", and while a row was invalid the total of the others was shown as if
    complete (the phone's result bar too)."""
    no_games = text("de", "error-no_games")
    calc.open(FIDE + ",1700:0,1650:1")
    calc.type("game-score-2", "7")
    calc.type("game-opponent-3", "x")
    for number in (2, 3):
        assert calc.text("game-message-%d" % number) != ""
    assert _invalid(calc, "game-score-2") and _invalid(calc, "game-opponent-3")
    for number in (1, 4):
        assert calc.text("game-message-%d" % number) == ""
    assert calc.text("new-rating") == DASH and calc.text("change") == DASH
    status = calc.text("status")
    assert no_games not in status and no_games not in calc.text("games-error")
    assert "2, 3" in status and status != text("de", "fix-fields")  # it names the rows
    assert calc.text("summary") == status  # the phone's bar: no result either
    # every row unreadable: said as such, still not "enter at least one game"
    _visit(calc, "#system=fide&mode=tournament&rating=1800&k=20&games=x:1,1900:9")
    assert calc.text("games-error") == text("de", "error-rows_invalid")
    assert no_games not in calc.text("status")
    assert calc.text("game-message-1") != "" and calc.text("game-message-2") != ""


# files and pastes


def test_a_file_over_20_mb_is_refused_up_front(calc, tmp_path):
    """Finding: text files of 19-20 MB ran out of memory and left "Die Datei wird
    gelesen …" on screen for good; a file over 20 MB is refused before it is read."""
    calc.open(FIDE)
    big = tmp_path / "games.csv"
    with open(big, "wb") as file:
        file.truncate(21 * 1024 * 1024)  # sparse: no 21 MB written to the disk
    calc.page.set_input_files("#import-file", str(big))
    calc.page.wait_for_function(
        "document.getElementById('import-error').textContent !== ''", timeout=10000)
    assert calc.text("import-error") == text("de", "error-file_too_large")
    assert calc.text("import-status") != text("de", "import-working")
    assert calc.value("game-opponent-1") == "1900" and calc.text("new-rating") == "1811"
    # dropped on the games: the same answer
    calc.page.evaluate("document.getElementById('import-error').textContent = ''")
    calc.page.evaluate("""() => {
        const data = new DataTransfer();
        data.items.add(new File([new ArrayBuffer(21 * 1024 * 1024)], 'games.csv'));
        document.querySelector('.games-block').dispatchEvent(new DragEvent('drop',
            {dataTransfer: data, bubbles: true, cancelable: true})); }""")
    calc.page.wait_for_function(
        "document.getElementById('import-error').textContent !== ''", timeout=10000)
    assert calc.text("import-error") == text("de", "error-file_too_large")
    assert calc.text("import-status") != text("de", "import-working")


def test_a_paste_error_quotes_the_line_and_a_good_paste_clears_it(calc):
    """Finding: a paste error stayed after a later paste succeeded, and showed ";" where
    a space was typed."""
    calc.open(FIDE)
    _paste(calc, "game-opponent-1", "1900 1\n1750 abc xyz\n")
    error = calc.text("import-error")
    assert error == text("de", "error-file_line", line=2, problem="1750 abc xyz")
    assert ";" not in error
    assert calc.value("game-opponent-1") == "1900" and calc.value("game-opponent-2") == "1750"
    _paste(calc, "game-opponent-2", "1750 \u00bd\n1700 0\n")  # into row 2: rows 2 and 3
    assert calc.text("import-error") == ""
    assert [calc.value("game-opponent-%d" % n) for n in (1, 2, 3)] == ["1900", "1750", "1700"]
    assert calc.value("game-score-2") == "0.5" and calc.value("game-score-3") == "0"


# screen readers

LIVE_CARRIERS = """(sentence) => {
    // innermost elements holding the sentence, and whether a screen reader is told of a
    // change there: an aria-live other than "off", or a live role (an <output> is a
    // status), on it or above it; aria-hidden hides it from them altogether
    const live = e => {
        for (let node = e; node && node.nodeType === 1; node = node.parentElement) {
            if (node.getAttribute('aria-hidden') === 'true') return false;
            const said = node.getAttribute('aria-live');
            if (said !== null) return said !== 'off';
            const role = node.getAttribute('role');
            if (['status', 'alert', 'log', 'marquee', 'timer'].includes(role)) return true;
            if (role === null && node.tagName === 'OUTPUT') return true;
        }
        return false;
    };
    return [...document.querySelectorAll('body *')]
        .filter(e => e.textContent.includes(sentence) &&
                     ![...e.children].some(c => c.textContent.includes(sentence)))
        .filter(live).map(e => e.id || e.tagName);
}"""


def _announced_once(calc, sentence):
    calc.page.wait_for_function(
        "(s) => document.getElementById('announce').textContent.includes(s)", arg=sentence)
    return calc.page.evaluate(LIVE_CARRIERS, sentence)


def test_an_error_is_announced_through_one_live_region(calc):
    """Finding: errors went out through two live regions (#status and #announce), so
    screen readers could read them twice."""
    calc.open(SINGLE)
    calc.type("rating", "abc")
    assert calc.text("status") == text("de", "fix-fields")
    assert _announced_once(calc, text("de", "fix-fields")) == ["announce"]
    _visit(calc, FIDE + ",1700:0")
    calc.type("game-score-2", "7")  # the partial status of a tournament
    status = calc.text("status")
    assert "2" in status
    assert _announced_once(calc, status) == ["announce"]
