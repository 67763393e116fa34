"""make bench's probes in Chromium still work on the pages it measures. No timing is
checked here (timings belong in the benchmark): only that each figure comes out, so a
renamed output or a page that never goes live breaks a test, not the next benchmark.
Small sizes: 30 rows, two ratings typed, a 200-game PGN and a 200-row CSV. The probes
without a browser: tests/build/test_bench.py."""

from pathlib import Path

from playwright.sync_api import Browser

from bench import hosted, imports, inputs, keys, startup, stats
from bench.browser import open_live
from serve import serve_in_thread


def test_cold_loads_give_every_figure(browser: Browser, site: str) -> None:
    loaded = {}
    for path in ("/", "/bench/reference/", "/bench/pyscript-only/"):
        figures = loaded[path] = startup.cold_load(browser, site + path)
        assert figures["first"] > 0 and figures["live"] > 0, path
        assert figures["bytes"] > 0, path
        # whether the first paint already showed the rating is timing: a loaded machine
        # may paint the header before the rest is parsed (the bench counts late paints)
        assert isinstance(figures["painted"], bool), path
        if path == "/bench/pyscript-only/":
            assert figures["first_key"] is None  # it has no form
        else:  # a real key replaced the rating's last digit: timed (the plain DOM's
            # handler may take less than the clock's step, 0.1 ms, and read 0)
            assert figures["first_key"]["handler"] >= 0, path
            assert figures["first_key"]["paint"] >= keys.PAINT_FLOOR, path
    bare = startup.cold_load(browser, site + startup.without_python(), live=False)
    assert bare["first"] > 0 and isinstance(bare["painted"], bool)
    # the page's HTML with the one-liner: it goes live, and nothing computes its form
    in_page = startup.cold_load(browser, site + startup.one_liner_in_page(), keyed=False)
    assert in_page["live"] > 0 and in_page["first_key"] is None
    # no image, no config: less than the page, more than the bare one-liner
    assert loaded["/bench/pyscript-only/"]["bytes"] < in_page["bytes"] < loaded["/"]["bytes"]
    # the CPU slowed down from before the first byte: it still goes live
    slow = startup.cold_load(browser, site + "/", keyed=False, throttle=4)
    assert slow["live"] > 0 and slow["first_key"] is None


def test_typed_keys_are_timed_on_the_page_and_its_floor(browser: Browser, site: str) -> None:
    # the first warms up; four keys change the new rating (1791 -> "–" -> 1875's -> "–" ->
    # 2042's): a key whose computation outlasts a slice (a loaded machine) writes after its
    # input event (elo.web.shell.pacing), so one key's write alone is not a certainty
    values = ["7", "1875", "2042"]
    recorded = keys.typing(browser, site + "/" + inputs.TOURNAMENT, values, record=True,
                           interval=0)
    assert len(recorded["frames"]) == 9  # one per key, the warm-up's included
    assert any(write[0] == ["new-rating"] for frame in recorded["frames"] for write in frame)
    floor = keys.floor_page("smoke", recorded["snapshot"], recorded["frames"])
    for url, throttle in ((site + "/" + inputs.TOURNAMENT, 1), (site + floor, 1),
                          (site + floor, 4)):
        typed = keys.typing(browser, url, values, throttle=throttle, interval=0)
        assert [key["value"] for key in typed["keys"]] == ["1", "18", "187", "1875", "2",
                                                           "20", "204", "2042"]
        figures = stats.summary(typed["keys"])
        assert figures is not None  # keys were typed
        # the floor's handler only replays writes: it may end within the timer's
        # resolution (0.1 ms in Chromium), so 0 is a reading; the page's never is
        assert (0 < figures["handler_ms"][0] if url == site + "/" + inputs.TOURNAMENT
                else 0 <= figures["handler_ms"][0]), url
        assert figures["handler_ms"][0] <= figures["handler_ms"][1], url
        assert keys.PAINT_FLOOR <= figures["paint_ms"][0] <= figures["paint_ms"][1], url
        # the floor replays the page's writes: it ends showing what the page showed
        assert typed["new_rating"] == recorded["new_rating"], url


def test_the_lean_floor_shows_the_pages_figures(browser: Browser, site: str) -> None:
    """bench/lean/: the same FIDE tournament in a plain table by plain JavaScript ends each
    value typed with the page's new rating, change and expected score."""
    values = ["7", "1875", "2042"]
    for link in (inputs.TOURNAMENT, inputs.tournament(300)):
        page = keys.typing(browser, site + "/" + link, values, interval=0)
        lean = keys.typing(browser, site + keys.LEAN + link, values, interval=0)
        assert [key["value"] for key in lean["keys"]] == ["1", "18", "187", "1875", "2",
                                                          "20", "204", "2042"]
        assert lean["new_rating"] == page["new_rating"]
    for rating in ("1500", "2150"):  # the figures themselves, beside the page's
        link = inputs.TOURNAMENT.replace("rating=1800", "rating=" + rating)
        shown = []
        for url in (site + "/" + link, site + keys.LEAN + link):
            context, tab = open_live(browser, url, ("live",))
            shown.append([(tab.text_content(output) or "").strip() for output in (
                "#new-rating", "#change", "#expected")])
            context.close()
        assert shown[0] == shown[1], rating


def test_file_imports_are_timed(browser: Browser, site: str, tmp_path: Path) -> None:
    pgn = tmp_path / "games.pgn"
    pgn.write_text(inputs.pgn_text(200), encoding="utf-8")
    csv = tmp_path / "games.csv"
    csv.write_text(inputs.csv_text(200), encoding="utf-8")
    for path, kind in ((pgn, "pgn"), (csv, "csv")):
        figures = imports.import_file(browser, site + "/" + inputs.TOURNAMENT, path, kind,
                                      after=("18",))
        assert figures["ms"] > 0 and not figures["error"], kind
        assert figures["longest_task_ms"] >= 0 and figures["result_task_ms"] >= 0
        assert figures["status_updates"] >= 1
        assert [key["value"] for key in figures["keys"]] == ["1", "18"]
        assert all(key["paint"] >= keys.PAINT_FLOOR for key in figures["keys"])
    assert figures["rows"] == 200  # all of the CSV's rows taken over (the table shows 100)


def test_the_old_toggling_probe_still_times(browser: Browser, site: str) -> None:
    for url, selector in ((site + "/" + inputs.TOURNAMENT, "#game-score-2"),
                          (site + "/bench/reference/", "#opponent")):
        median, p95 = keys.toggles(browser, url, selector, count=20)
        assert 0 <= median <= p95, url


def test_the_hosted_page_and_one_liner_go_live_compressed(browser: Browser) -> None:
    """bench/hosted.py: the site of make dist and the one-liner, each from its own
    folder by make run's server: live, every file there, sent compressed."""
    for folder in hosted.sites():
        server, base = serve_in_thread(folder)
        try:
            found = hosted.hosted_load(browser, base, folder)
        finally:
            server.shutdown()
            server.server_close()
        assert found["failed"] == [], folder
        assert set(found["codings"]) <= {"br", "gzip"}, folder
        raw = sum(path.stat().st_size for path in folder.rglob("*")
                  if path.is_file() and path.suffix not in (".gz", ".br"))
        assert 0 < found["bytes"] < raw and 0 < found["gzip_bytes"] < raw, folder
