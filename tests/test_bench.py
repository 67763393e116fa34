"""make bench's probes still work on the pages it measures. No timing is checked here
(timings belong in the benchmark): only that each figure comes out, so a renamed output
or a page that never goes live breaks a test, not the next benchmark."""

import bench


def test_cold_loads_give_every_figure(browser, site):
    for path, painted in (("/", True), ("/bench/reference/", None),
                          ("/bench/pyscript-only/", True)):
        figures = bench.cold_load(browser, site + path)
        assert figures["first"] > 0 and figures["live"] > 0, path
        assert figures["bytes"] > 0, path
        if painted:  # the rating is in these pages' HTML, so in their first paint
            assert figures["painted"] is True, path
        if path == "/":
            assert figures["first_key"] > 0
    bare = bench.cold_load(browser, site + bench.without_python(), live=False)
    assert bare["first"] > 0 and bare["painted"] is True


def test_keystrokes_are_timed_on_both_pages(browser, site):
    for url, selector in ((site + "/" + bench.TOURNAMENT, "#game-score-2"),
                          (site + "/bench/reference/", "#opponent")):
        median, p95 = bench.keystrokes(browser, url, selector, count=20)
        assert 0 <= median <= p95, url


def test_the_tournament_link_has_thirty_rows():
    assert bench.TOURNAMENT.count(":") == 30
