"""make bench's probes in Chromium still work on the pages it measures. No timing is
checked here (timings belong in the benchmark): only that each figure comes out, so a
renamed output or a page that never goes live breaks a test, not the next benchmark.
Small sizes: 30 rows, two ratings typed, a 200-game PGN and a 200-row CSV. The probes
without a browser: tests/build/test_bench.py."""

import bench


def test_cold_loads_give_every_figure(browser, site):
    for path, painted in (("/", True), ("/bench/reference/", None),
                          ("/bench/pyscript-only/", True)):
        figures = bench.cold_load(browser, site + path)
        assert figures["first"] > 0 and figures["live"] > 0, path
        assert figures["bytes"] > 0, path
        if painted:  # the rating is in these pages' HTML, so in their first paint
            assert figures["painted"] is True, path
        if path == "/bench/pyscript-only/":
            assert figures["first_key"] is None  # it has no form
        else:  # a real key replaced the rating's last digit
            assert figures["first_key"]["handler"] > 0, path
            assert figures["first_key"]["paint"] >= bench.PAINT_FLOOR, path
    bare = bench.cold_load(browser, site + bench.without_python(), live=False)
    assert bare["first"] > 0 and bare["painted"] is True


def test_typed_keys_are_timed_on_the_page_and_its_floor(browser, site):
    values = ["7", "18"]  # the first warms up
    recorded = bench.typing(browser, site + "/" + bench.TOURNAMENT, values, record=True,
                            interval=0)
    assert len(recorded["frames"]) == 3  # one per key, the warm-up's included
    assert any(write[0] == ["new-rating"] for frame in recorded["frames"] for write in frame)
    floor = bench.floor_page("smoke", recorded["snapshot"], recorded["frames"])
    for url, throttle in ((site + "/" + bench.TOURNAMENT, 1), (site + floor, 1),
                          (site + floor, 4)):
        typed = bench.typing(browser, url, values, throttle=throttle, interval=0)
        assert [key["value"] for key in typed["keys"]] == ["1", "18"]
        figures = bench.summary(typed["keys"])
        assert 0 < figures["handler_ms"][0] <= figures["handler_ms"][1], url
        assert bench.PAINT_FLOOR <= figures["paint_ms"][0] <= figures["paint_ms"][1], url
        # the floor replays the page's writes: it ends showing what the page showed
        assert typed["new_rating"] == recorded["new_rating"], url


def test_file_imports_are_timed(browser, site, tmp_path):
    pgn = tmp_path / "games.pgn"
    pgn.write_text(bench.pgn_text(200), encoding="utf-8")
    csv = tmp_path / "games.csv"
    csv.write_text(bench.csv_text(200), encoding="utf-8")
    for path, kind in ((pgn, "pgn"), (csv, "csv")):
        figures = bench.import_file(browser, site + "/" + bench.TOURNAMENT, path, kind,
                                    after=("18",))
        assert figures["ms"] > 0 and not figures["error"], kind
        assert figures["longest_task_ms"] >= 0 and figures["result_task_ms"] >= 0
        assert figures["status_updates"] >= 1
        assert [key["value"] for key in figures["keys"]] == ["1", "18"]
        assert all(key["paint"] >= bench.PAINT_FLOOR for key in figures["keys"])
    assert figures["rows"] == 200  # all of the CSV's rows taken over (the table shows 100)


def test_the_old_toggling_probe_still_times(browser, site):
    for url, selector in ((site + "/" + bench.TOURNAMENT, "#game-score-2"),
                          (site + "/bench/reference/", "#opponent")):
        median, p95 = bench.toggles(browser, url, selector, count=20)
        assert 0 <= median <= p95, url
