"""The same display strings on both runtimes (tests/display_cases.py): a large seeded set
and the known exact binary ties, numbers and whole pages as the pure layer renders them,
through the page's MicroPython; each string must equal CPython's."""

import json
import random
from pathlib import Path
from typing import Any

import display_cases
from helpers import run_micropython


def _seeded_cases() -> list[tuple[str, list[Any]]]:
    rng = random.Random(2026)
    ties = [0.125, 0.375, 2.675, 1.005, 0.285, 1.5, 2.5, -0.5, -2.5, 1e-7, 12345.675, 0.045]
    cases: list[tuple[str, list[Any]]] = []
    for x in ties:
        for decimals in range(4):
            for lang in ("de", "en", "c"):
                cases.append(("format_number", [x, decimals, lang, True]))
        cases.append(("format_percent", [x / 100, 1, "de"]))
        cases.append(("round_half_away", [x]))
    for _ in range(1500):
        x = rng.choice([rng.uniform(-3000, 3000), rng.randint(-9999, 9999) / 1000,
                        rng.randint(-99999, 99999) / 8, rng.random()])
        cases.append(("format_number", [x, rng.randint(0, 4), rng.choice(["de", "en", "c"])]))
        cases.append(("format_value", [x, rng.choice(["de", "en"])]))
    for system in ("elo", "fide", "ukd", "dwz"):
        for lang in ("de", "en"):
            cases.append(("page", ["#system=%s&mode=tournament&rating=1500&games=%d:1" % (
                system, rng.randint(1000, 2400)), lang, True]))
    # UKD against opponents without a UKD only (no average to show), and at its floor
    for link in ("#system=ukd&rating=1700&games=-:1,-:0.5",
                 "#system=ukd&rating=1010&games=1000:0,1000:0,1000:0"):
        for lang in ("de", "en"):
            cases.append(("page", [link, lang]))
    # issue 14: control characters and odd encodings in links, through both runtimes
    odd = ["%00", "%01", "%1F", "%7F", "%C2%85", "%C2%A0", "%E2%80%AF", "%EF%BF%BD", "%FF",
           "%C3", "%E2%88%92", "%0A", "%09", "%F0%9F%98%80", "%", "%ZZ"]
    for _ in range(60):
        bad = "".join(rng.choice(odd + ["1", "5", "0", ".", ",", "-"]) for _ in range(6))
        key = rng.choice(["rating", "opponent", "k", "average", "points", "index", "end"])
        system = rng.choice(["elo", "fide", "dwz", "ukd", "fide-dwz"])
        cases.append(("page", ["#system=%s&mode=%s&%s=%s&games=%s:1,1600:%s" % (
            system, rng.choice(["single", "multi", "tournament"]), key, bad, bad, bad),
            rng.choice(["de", "en"])]))
    for _ in range(40):
        games = ",".join("%d:%s" % (rng.randint(1000, 2400), rng.choice(["1", "0.5", "0"]))
                         for _ in range(rng.randint(1, 9)))
        cases.append(("page", ["#system=dwz&rating=%d&index=%d&born=%d&end=%s&games=%s" % (
            rng.randint(900, 2300), rng.randint(1, 40), rng.randint(1950, 2015),
            rng.choice(["2025-11-02", "2026-06-07", "2026-06-08", "2026-10-04"]), games),
            rng.choice(["de", "en"])]))
    # a page costs the page's MicroPython about 0.1 s under Node: enough of them to vary
    # every number the page writes, few enough that `make test-fast` stays near a minute
    for _ in range(60):
        a, b = rng.randint(800, 2900), rng.randint(800, 2900)
        cases.append(("page", ["#rating=%d&opponent=%d&result=%s&k=%s" % (
            a, b, rng.choice(["1", "0.5", "0"]), rng.choice(["10", "20", "32", "40", "16,5"])),
            rng.choice(["de", "en"])]))
        cases.append(("page", ["#system=fide&rating=%d&games=%d:1,%d:0.5&k=%d" % (
            a, b, rng.randint(1000, 2800), rng.choice([10, 20, 40])), "de"]))
    # a player's norms and norm report (elo.web.tournament.norm_html): the figures, the
    # forecast of rounds to come, the scores in halves, in both languages
    for path, rank, rounds in (("tests/fixtures/tournament/norm_gm.trf", 7, 0),
                               ("tests/fixtures/tournament/norm_gm.trf", 7, 11),
                               ("tests/fixtures/tournament/norm_gm.trf", 10, 11),
                               ("tests/fixtures/tournament/norm_im.trf", 7, 0),
                               # rounds paired (elo.tournament.forecast's Outcome), an
                               # unrated one, and paired rounds with one not yet paired
                               ("tests/fixtures/tournament/norm_paired.trf", 7, 0),
                               ("tests/fixtures/tournament/norm_paired.trf", 9, 10),
                               ("tests/fixtures/tournament/norm_paired_one.trf", 7, 0)):
        for lang in ("de", "en"):
            cases.append(("norm_html", [path, rank, rounds, lang]))
    return cases


def test_same_strings_on_micropython(tmp_path: Path) -> None:
    cases = _seeded_cases()
    path = tmp_path / "cases.json"
    path.write_text(json.dumps(cases))
    from_micropython = run_micropython("strings_main.py", path)
    from_cpython = display_cases.show_all(json.loads(path.read_text()))
    assert len(from_micropython) == len(cases) >= 3300
    differing = [(case, a, b) for case, a, b in zip(cases, from_cpython, from_micropython)
                 if a != b]
    assert differing == []
