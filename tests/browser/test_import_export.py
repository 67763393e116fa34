"""Issue 6 in the browser: import (file, drop, paste), player choice, export, share,
break-even. Files are read in the page and never uploaded (the clean-up check of every
test fails on any request off 127.0.0.1)."""

import csv
import io
import random

from elo.texts import text
from helpers import FIDE_ONE_GAME, FIXTURES, Calculator, import_file


def test_pgn_import_with_player_choice(calc):
    calc.open(FIDE_ONE_GAME)
    import_file(calc, FIXTURES / "club.pgn")
    select = calc.page.locator("#import-player")
    assert select.is_visible()
    assert select.locator("option").all_inner_texts() == [
        "Müller, Anna", "Schmidt, Bernd", "Weber, Carla", "Fischer, Dieter"]
    # Anna Müller, 1800 in the file, beat 1900 and drew 1750 (round 3 has no result)
    assert calc.value("rating") == "1800"
    assert [calc.value("game-opponent-%d" % n) for n in (1, 2)] == ["1900", "1750"]
    assert calc.text("new-rating") == "1811"  # seed 003's numbers with K 20
    select.select_option("Weber, Carla")
    assert calc.value("rating") == "1750"
    assert calc.page.locator("#rows tr.game-row").count() == 2  # v Anna (draw), v Bernd (win)
    assert "games=1800:0.5,1900:1" in calc.fragment()


def test_csv_import_german(calc):
    calc.open(FIDE_ONE_GAME.replace("rating=1500", "rating=1800"))
    import_file(calc, FIXTURES / "german.csv")
    assert calc.text("new-rating") == "1811"
    assert "2" in calc.text("import-status")


def test_one_game_is_said_as_one(calc, tmp_path):
    (tmp_path / "one.csv").write_text("1700;1\n")
    calc.open(FIDE_ONE_GAME)
    import_file(calc, tmp_path / "one.csv")
    assert calc.text("import-status") == "1 Partie übernommen."


def test_a_broken_file_names_the_line_and_keeps_the_rows(calc):
    calc.open(FIDE_ONE_GAME)
    for name, words in (("mixed.csv", "Zeile 2"), ("binary.pgn", "keine Textdatei")):
        import_file(calc, FIXTURES / name)
        assert words in calc.text("import-error")
        assert calc.value("game-opponent-1") == "1600" and calc.text("new-rating") == "1513"


def test_an_empty_file(calc, tmp_path):
    (tmp_path / "empty.csv").write_text("")
    calc.open(FIDE_ONE_GAME)
    import_file(calc, tmp_path / "empty.csv")
    assert "leer" in calc.text("import-error")


def test_missing_elo_is_named_and_can_be_typed(calc):
    calc.open(FIDE_ONE_GAME)
    import_file(calc, FIXTURES / "noelo.pgn")
    assert "Beta" in calc.text("import-error")
    assert calc.value("game-opponent-1") == ""
    calc.type("game-opponent-1", "1600")
    assert calc.text("new-rating") != "\u2013"


def test_names_from_files_stay_text(calc, tmp_path):
    evil = '<img src=x onerror="window.__pwned=1">'
    (tmp_path / "evil.pgn").write_text(
        '[White "%s"]\n[Black "B"]\n[Result "1-0"]\n[WhiteElo "1500"]\n[BlackElo "1600"]\n'
        '\n1. e4 1-0\n\n[White "C"]\n[Black "%s"]\n[Result "0-1"]\n[WhiteElo "1700"]\n'
        '[BlackElo "1500"]\n\n1. d4 0-1\n' % (evil.replace('"', '\\"'), evil.replace('"', '\\"')))
    calc.open(FIDE_ONE_GAME)
    import_file(calc, tmp_path / "evil.pgn")
    assert calc.page.locator("#import-player option").first.inner_text() == evil
    assert calc.page.locator("img").count() == 0
    assert calc.page.evaluate("window.__pwned") is None
    # the option's value is the name as the file spells it: choosing it finds its games
    assert calc.value("import-player") == evil
    calc.page.select_option("#import-player", "B")
    calc.page.select_option("#import-player", evil)
    assert calc.page.locator("#rows tr.game-row").count() == 2
    assert [calc.value("game-opponent-%d" % n) for n in (1, 2)] == ["1600", "1700"]


def test_pasting_lines_makes_rows(calc):
    calc.open(FIDE_ONE_GAME)
    calc.page.focus("#game-opponent-1")
    calc.page.evaluate("""() => {
        const data = new DataTransfer(); data.setData('text', '1900 1\\n1750 \u00bd\\n');
        document.activeElement.dispatchEvent(new ClipboardEvent('paste',
            {clipboardData: data, bubbles: true, cancelable: true})); }""")
    assert [calc.value("game-opponent-%d" % n) for n in (1, 2)] == ["1900", "1750"]
    assert calc.value("game-score-2") == "0.5"


def test_dropping_a_file_on_the_games(calc):
    calc.open(FIDE_ONE_GAME.replace("rating=1500", "rating=1800"))
    content = (FIXTURES / "plain.csv").read_text()
    calc.page.evaluate("""(content) => {
        const data = new DataTransfer();
        data.items.add(new File([content], 'plain.csv', {type: 'text/csv'}));
        document.querySelector('.games-block').dispatchEvent(new DragEvent('drop',
            {dataTransfer: data, bubbles: true, cancelable: true})); }""", content)
    calc.page.wait_for_function("document.getElementById('import-status').textContent !== ''")
    calc.page.wait_for_function("document.getElementById('new-rating').textContent === '1811'")


def test_export_opens_in_a_german_spreadsheet(calc):
    calc.open("#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5")
    with calc.page.expect_download() as download:
        calc.page.click("#export-csv")
    raw = open(download.value.path(), "rb").read()
    assert raw.startswith(b"\xef\xbb\xbf")  # the BOM: umlauts survive
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig")), delimiter=";"))
    assert rows[0] == ["Nr.", "Gegner", "Ergebnis", "Erwartet", "Differenz"]
    assert rows[2] == ["2", "1750", "0,5", "0,57", "-0,07"]
    totals = {row[0]: row[1] for row in rows if len(row) == 2}
    assert totals["Neue Wertung"] == "1811" and totals["Änderung genau"] == "11,40"
    assert totals["Turnierleistung"] == "2018"


def test_export_in_english_uses_commas(calc):
    calc.open("#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5&lang=en")
    with calc.page.expect_download() as download:
        calc.page.click("#export-csv")
    rows = list(csv.reader(open(download.value.path(), encoding="utf-8")))
    assert rows[2] == ["2", "1750", "0.5", "0.57", "-0.07"]


def test_share_copies_the_link(calc):
    calc.page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    calc.open("#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5")
    calc.page.click("#share")
    calc.page.wait_for_function("document.getElementById('share-status').textContent !== ''")
    copied = calc.page.evaluate("navigator.clipboard.readText()")
    assert copied == calc.page.url and "games=1900:1,1750:0.5" in copied
    # the copied link, opened afresh, shows the same calculation
    other = Calculator(calc.page.context.new_page(), calc.site)
    other.page.goto(copied)
    other.page.wait_for_function("window.__pyAllDone === true")
    assert (other.text("new-rating"), other.text("change")) == ("1811", "+11")
    other.assert_clean()


def test_share_falls_back_to_a_selected_link(calc):
    calc.page.add_init_script(
        "navigator.clipboard.writeText = () => Promise.reject(new Error('refused'));")
    calc.open("#system=elo&mode=single&rating=1500&opponent=1600&result=1&k=20")
    calc.page.click("#share")
    calc.page.wait_for_function("!document.getElementById('share-link').hidden")
    assert calc.value("share-link") == calc.page.url
    assert calc.page.evaluate("document.activeElement.id") == "share-link"


def test_break_even_and_target(calc):
    # issue 6: 1800 (K 20) against 1900 and 1750 needs 1 point not to lose rating
    calc.open("#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5")
    assert "mindestens 1 aus 2" in calc.page.inner_text("#break-even")
    calc.type("target", "1820")
    assert "1820" in calc.page.inner_text("#break-even")
    assert "2 aus 2" in calc.page.inner_text("#break-even")
    assert "target=1820" in calc.fragment()
    stakes = calc.page.locator("#break-even tbody tr").first.locator("td").all_inner_texts()
    assert stakes == ["1", "1900", "+12,80", "+2,80", "\u22127,20"]  # 20 x (1|0.5|0 - 0.36)


def test_a_file_of_10000_games(calc, tmp_path):
    rng = random.Random(7)
    names = ["Spieler %03d" % i for i in range(200)]
    games, counts = [], {}
    for number in range(10000):
        white, black = rng.sample(names, 2)
        counts[white] = counts.get(white, 0) + 1
        counts[black] = counts.get(black, 0) + 1
        result = rng.choice(["1-0", "0-1", "1/2-1/2"])
        games.append('[Round "%d"]\n[White "%s"]\n[Black "%s"]\n[Result "%s"]\n'
                     '[WhiteElo "%d"]\n[BlackElo "%d"]\n\n1. e4 %s\n' % (
                         number, white, black, result, rng.randint(1400, 2200),
                         rng.randint(1400, 2200), result))
    (tmp_path / "big.pgn").write_text("\n".join(games))
    calc.open(FIDE_ONE_GAME)
    calc.page.evaluate("""() => { window.__said = [];
        new MutationObserver(() => window.__said.push(
            document.getElementById('import-status').textContent)).observe(
            document.getElementById('import-status'), {childList: true, subtree: true,
                                                        characterData: true}); }""")
    calc.page.set_input_files("#import-file", str(tmp_path / "big.pgn"))
    calc.page.wait_for_function(
        "document.querySelectorAll('#import-player option').length > 0", timeout=60000)
    assert calc.page.locator("#import-player option").count() == 200
    # read a piece at a time (elo.web.imports.Reading.piece), saying how far it has got
    said = calc.page.evaluate("window.__said")
    before = text("de", "import-progress", percent=0).partition("0")[0]
    percents = [int(line[len(before):].split()[0].rstrip("%")) for line in said
                if line.startswith(before)]
    assert len(percents) >= 3 and percents == sorted(set(percents)) and percents[-1] < 100
    most = max(counts.values())
    player = min(name for name, count in counts.items() if count == most)
    assert most > 100  # more rows than the table shows at once (app.ROWS_SHOWN)
    assert calc.value("import-player") == player
    assert said[-1] == text("de", "import-player-done", player=player, count=most)
    # a page of rows in the table, every game in the link and the result
    assert calc.page.locator("#rows tr.game-row").count() == 100
    assert calc.text("rows-range") == text("de", "rows-range", first=1, last=100, count=most)
    assert len(calc.fragment().partition("games=")[2].split("&")[0].split(",")) == most
    assert calc.text("new-rating") not in ("", "\u2013")
    calc.page.click("#rows-next")
    assert calc.page.locator("#rows tr.game-row").count() == most - 100
    assert calc.page.input_value("#game-opponent-101") != ""


def test_a_problem_deep_in_a_large_file_and_the_next_file(calc, tmp_path):
    """A piece is read while the one before it is parsed: a problem in one piece ends the
    reading with its line, the piece already on its way is dropped, and the next file
    chosen is read from its start."""
    game = '[White "A"]\n[Black "B"]\n[Result "1-0"]\n[WhiteElo "1600"]\n' \
        '[BlackElo "1700"]\n\n1. e4 1-0\n\n'  # eight lines
    broken = 3000  # about 290 KB in: a piece after the first large one
    (tmp_path / "broken.pgn").write_text(game * broken + '[White "C"\n' + game * 2000)
    calc.open(FIDE_ONE_GAME)
    import_file(calc, tmp_path / "broken.pgn")
    assert calc.text("import-error") == text("de", "error-pgn_tag", line="24.001")  # 8 * 3000 + 1
    assert calc.text("import-status") == ""
    import_file(calc, FIXTURES / "club.pgn")
    assert calc.text("import-error") == ""
    assert calc.page.locator("#import-player option").count() == 4
    assert calc.text("new-rating") == "1811"


def test_a_file_too_large_chosen_while_another_is_read_wins(calc, tmp_path):
    game = '[White "A"]\n[Black "B"]\n[Result "1-0"]\n[WhiteElo "1600"]\n' \
        '[BlackElo "1700"]\n\n1. e4 1-0\n\n'
    (tmp_path / "big.pgn").write_text(game * 40000)  # 3 MB: read in pieces
    (tmp_path / "huge.pgn").write_text("x" * (21 * 1024 * 1024))
    calc.open(FIDE_ONE_GAME)
    calc.page.set_input_files("#import-file", str(tmp_path / "big.pgn"))
    calc.page.wait_for_function(
        "document.getElementById('import-status').textContent.endsWith('%')")
    calc.page.set_input_files("#import-file", str(tmp_path / "huge.pgn"))
    calc.page.wait_for_timeout(4000)  # longer than the first file takes to the end
    assert calc.text("import-error") == text("de", "error-file_too_large")
    assert calc.text("import-status") == ""
    assert calc.page.locator("#import-player option").count() == 0
    assert calc.value("game-opponent-1") == "1600"  # the rows of the link, not the file's


def test_a_new_file_is_shown_from_its_first_row_and_its_count_grouped(calc, tmp_path):
    (tmp_path / "many.csv").write_text("Elo;Ergebnis\n" + "1600;1\n" * 12000)
    calc.open(FIDE_ONE_GAME)
    import_file(calc, tmp_path / "many.csv")
    calc.page.click("#rows-next")  # on to rows 101-200
    (tmp_path / "other.csv").write_text("Elo;Ergebnis\n" + "1700;0\n" * 150)
    import_file(calc, tmp_path / "other.csv")
    assert calc.text("rows-range") == text("de", "rows-range", first=1, last=100, count=150)
    assert calc.value("game-opponent-1") == "1700"
    import_file(calc, tmp_path / "many.csv")
    # grouped as the pager groups it
    assert calc.text("import-status") == text("de", "import-done", count="12.000")
    assert calc.text("rows-range") == text("de", "rows-range", first=1, last=100,
                                           count="12.000")


def test_a_piece_failing_after_a_file_too_large_leaves_its_message(calc, tmp_path):
    game = '[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1. e4 1-0\n\n'
    (tmp_path / "big.pgn").write_text(game * 60000)  # 3 MB: read in pieces
    (tmp_path / "huge.pgn").write_text("x" * (21 * 1024 * 1024))
    calc.open(FIDE_ONE_GAME)
    calc.page.evaluate("""() => {  // pieces asked for from now on fail a second later
        const real = Blob.prototype.arrayBuffer;
        Blob.prototype.arrayBuffer = function () {
            return window.__fail ? new Promise((_, no) => setTimeout(() => no(new Error()), 1000))
                                 : real.call(this); }; }""")
    calc.page.set_input_files("#import-file", str(tmp_path / "big.pgn"))
    calc.page.wait_for_function(
        "document.getElementById('import-status').textContent.endsWith('%')")
    calc.page.evaluate("window.__fail = true")
    calc.page.wait_for_timeout(400)  # the next piece is on its way, and will fail
    calc.page.set_input_files("#import-file", str(tmp_path / "huge.pgn"))
    calc.page.wait_for_timeout(1500)
    assert calc.text("import-error") == text("de", "error-file_too_large")
