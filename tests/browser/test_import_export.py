"""Files in the page, issue 6 and 14: import (file, drop, paste) with the player's choice,
files too large, broken, in Windows-1252 or not text at all, and the export as CSV. Files
are read in the page and never uploaded (the clean-up check of every test fails on any
request off 127.0.0.1)."""

import csv
import io
import random
from pathlib import Path

from playwright.sync_api import expect

from elo.systems import fide
from elo.numbers import format_value
from elo.texts import text
from elo.present import output
from elo.present.evaluate import evaluate
from elo.web.calculator.inputs import Inputs
from helpers import Calculator, invalid, FIDE_ONE_GAME, FIDE_TWO_GAMES, FIXTURES, import_file


def _paste(calc: Calculator, field_id: str, lines: str) -> None:
    calc.page.focus("#" + field_id)
    calc.page.evaluate("""(lines) => {
        const data = new DataTransfer(); data.setData('text', lines);
        document.activeElement.dispatchEvent(new ClipboardEvent('paste',
            {clipboardData: data, bubbles: true, cancelable: true})); }""", lines)
    # the first paste waits for the files' part: done once it has come
    calc.page.wait_for_function("document.documentElement.dataset.parts?.includes('files')")
    calc.settled()


def test_pgn_import_with_player_choice(calc: Calculator) -> None:
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


def test_csv_import_german(calc: Calculator) -> None:
    calc.open(FIDE_ONE_GAME.replace("rating=1500", "rating=1800"))
    import_file(calc, FIXTURES / "german.csv")
    assert calc.text("new-rating") == "1811"
    assert "2" in calc.text("import-status")


def test_one_game_is_said_as_one(calc: Calculator, tmp_path: Path) -> None:
    (tmp_path / "one.csv").write_text("1700;1\n")
    calc.open(FIDE_ONE_GAME)
    import_file(calc, tmp_path / "one.csv")
    assert calc.text("import-status") == "1 Partie übernommen."


def test_a_broken_file_names_the_line_and_keeps_the_rows(calc: Calculator) -> None:
    calc.open(FIDE_ONE_GAME)
    for name, words in (("mixed.csv", "Zeile 2"), ("binary.pgn", "keine Textdatei")):
        import_file(calc, FIXTURES / name)
        assert words in calc.text("import-error")
        assert calc.value("game-opponent-1") == "1600" and calc.text("new-rating") == "1513"


def test_an_empty_file(calc: Calculator, tmp_path: Path) -> None:
    (tmp_path / "empty.csv").write_text("")
    calc.open(FIDE_ONE_GAME)
    import_file(calc, tmp_path / "empty.csv")
    assert "leer" in calc.text("import-error")


def test_missing_elo_is_named_and_can_be_typed(calc: Calculator) -> None:
    calc.open(FIDE_ONE_GAME)
    import_file(calc, FIXTURES / "noelo.pgn")
    assert "Beta" in calc.text("import-error")
    # issue 23: an opponent without an Elo tag is one without a rating, as the rules read
    # him; the file's player has no Elo either, so the page asks for it
    assert calc.value("game-opponent-1") == "-"
    assert calc.value("rating") == "" and invalid(calc, "rating")
    calc.type("rating", "1700")
    assert calc.text("new-rating") == "\u2013"  # no game against a rated opponent
    calc.type("game-opponent-1", "1600")
    assert calc.text("new-rating") != "\u2013"


def test_names_from_files_stay_text(calc: Calculator, tmp_path: Path) -> None:
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


def test_pasting_lines_makes_rows(calc: Calculator) -> None:
    calc.open(FIDE_ONE_GAME)
    calc.page.focus("#game-opponent-1")
    calc.page.evaluate("""() => {
        const data = new DataTransfer(); data.setData('text', '1900 1\\n1750 \u00bd\\n');
        document.activeElement.dispatchEvent(new ClipboardEvent('paste',
            {clipboardData: data, bubbles: true, cancelable: true})); }""")
    # the first paste asks for the files' part (elo/web/shell/registry.py): it is done
    # once the part has come
    expect(calc.page.locator("#game-opponent-2")).to_have_value("1750")
    assert [calc.value("game-opponent-%d" % n) for n in (1, 2)] == ["1900", "1750"]
    assert calc.value("game-score-2") == "0.5"


def test_dropping_a_file_on_the_games(calc: Calculator) -> None:
    calc.open(FIDE_ONE_GAME.replace("rating=1500", "rating=1800"))
    content = (FIXTURES / "plain.csv").read_text()
    calc.page.evaluate("""(content) => {
        const data = new DataTransfer();
        data.items.add(new File([content], 'plain.csv', {type: 'text/csv'}));
        document.querySelector('.games-block').dispatchEvent(new DragEvent('drop',
            {dataTransfer: data, bubbles: true, cancelable: true})); }""", content)
    calc.page.wait_for_function("document.getElementById('import-status').textContent !== ''")
    calc.page.wait_for_function("document.getElementById('new-rating').textContent === '1811'")


def test_a_paste_error_quotes_the_line_and_a_good_paste_clears_it(calc: Calculator) -> None:
    """Finding: a paste error stayed after a later paste succeeded, and showed ";" where
    a space was typed."""
    calc.open(FIDE_TWO_GAMES)
    _paste(calc, "game-opponent-1", "1900 1\n1750 abc xyz\n")
    error = calc.text("import-error")
    assert error == text("de", "error-file_line", line=2, problem="1750 abc xyz")
    assert ";" not in error
    assert calc.value("game-opponent-1") == "1900" and calc.value("game-opponent-2") == "1750"
    _paste(calc, "game-opponent-2", "1750 \u00bd\n1700 0\n")  # into row 2: rows 2 and 3
    assert calc.text("import-error") == ""
    assert [calc.value("game-opponent-%d" % n) for n in (1, 2, 3)] == ["1900", "1750", "1700"]
    assert calc.value("game-score-2") == "0.5" and calc.value("game-score-3") == "0"


def test_a_windows_1252_pgn_reads_its_names(calc: Calculator) -> None:
    calc.open("#system=fide&mode=tournament&rating=1500&k=20&games=1600:1")
    import_file(calc, FIXTURES / "latin1.pgn")
    names = calc.page.locator("#import-player option").all_inner_texts()
    assert any("\u00f6" in name or "\u00fc" in name for name in names), names
    assert not any("\ufffd" in name for name in names)


def test_a_binary_file_is_answered_and_the_status_ends(calc: Calculator, tmp_path: Path) -> None:
    calc.open("#system=fide&mode=tournament&rating=1500&k=20&games=1600:1")
    picture = tmp_path / "games.csv"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8)
    import_file(calc, picture)
    assert calc.text("import-error")
    assert "…" not in calc.text("import-status")
    assert calc.value("game-opponent-1") == "1600"  # nothing typed was lost


def test_export_opens_in_a_german_spreadsheet(calc: Calculator) -> None:
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


def test_export_in_english_uses_commas(calc: Calculator) -> None:
    calc.open("#system=fide&mode=tournament&rating=1800&k=20&games=1900:1,1750:0.5&lang=en")
    with calc.page.expect_download() as download:
        calc.page.click("#export-csv")
    rows = list(csv.reader(open(download.value.path(), encoding="utf-8")))
    assert rows[2] == ["2", "1750", "0.5", "0.57", "-0.07"]


def test_a_file_of_10000_games(calc: Calculator, tmp_path: Path) -> None:
    rng = random.Random(7)
    names = ["Spieler %03d" % i for i in range(200)]
    games: list[str] = []
    counts: dict[str, int] = {}
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
    # read a piece at a time (elo.web.calculator.imports.Reading.piece), saying how far it has got
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


def test_a_problem_deep_in_a_large_file_and_the_next_file(calc: Calculator, tmp_path: Path) -> None:
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


def test_a_file_over_20_mb_is_refused_up_front(calc: Calculator, tmp_path: Path) -> None:
    """Finding: text files of 19-20 MB ran out of memory and left "Die Datei wird
    gelesen …" on screen for good; a file over 20 MB is refused before it is read."""
    calc.open(FIDE_TWO_GAMES)
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


def test_a_file_too_large_chosen_while_another_is_read_wins(calc: Calculator,
                                                            tmp_path: Path) -> None:
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


def test_a_new_file_is_shown_from_its_first_row_and_its_count_grouped(calc: Calculator,
                                                                      tmp_path: Path) -> None:
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


def test_a_piece_failing_after_a_file_too_large_leaves_its_message(calc: Calculator,
                                                                   tmp_path: Path) -> None:
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


def test_what_comes_while_a_large_file_is_rated_in_steps_wins(calc: Calculator,
                                                              tmp_path: Path) -> None:
    """The engine rates 10,000 rows in steps, a task each (elo.web.shell.pacing), the results
    busy meanwhile: a key typed, another file chosen or Start over in between wins, and
    the figures shown are always those of the inputs shown."""
    rng = random.Random(3)
    games = [(rng.randint(1400, 2400), rng.choice((0, 50, 100))) for _ in range(10000)]
    (tmp_path / "big.csv").write_text("Elo;Ergebnis\n" + "".join(
        "%d;%s\n" % (opponent, {0: "0", 50: "0,5", 100: "1"}[score])
        for opponent, score in games))
    (tmp_path / "small.csv").write_text("Elo;Ergebnis\n1700;1\n1900;0,5\n")
    calc.open(FIDE_TWO_GAMES)
    import_file(calc, tmp_path / "big.csv")  # rows taken; their figures still in steps
    calc.type("rating", "2000")
    expected = fide.rate_fide(2000, [(o, s, False) for o, s in games], 20)
    assert calc.text("new-rating") == format_value(expected.new_rating, "de")
    assert calc.page.get_attribute("#results", "aria-busy") == "false"
    import_file(calc, tmp_path / "big.csv")
    import_file(calc, tmp_path / "small.csv")  # chosen while the big one is rated
    assert calc.text("new-rating") == format_value(
        fide.rate_fide(2000, [(1700, 100), (1900, 50)], 20).new_rating, "de")
    assert calc.text("rows-range") == text("de", "rows-range", first=1, last=2, count=2)
    import_file(calc, tmp_path / "big.csv")
    calc.page.click("#forget")
    calc.page.wait_for_timeout(300)  # any step left of the file's would show by now
    first_visit = Inputs(lang="de").screen()
    assert calc.text("new-rating") == \
        output.render(first_visit, evaluate(first_visit), "de").text["new-rating"]
