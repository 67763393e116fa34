"""elo/systems/tables.py against the CSV transcriptions in docs/rules, every row, both runtimes.

Plain Python (no csv module on MicroPython): tests/engine/test_tables.py runs it on CPython and
tests/mpy/tables_main.py inside the page's MicroPython.
"""

from elo.systems.tables import UKD_PD_STEPS, dp_for_percent, pd_from_table


def _rows(path: str) -> list[list[str]]:
    with open(path) as handle:
        lines = [line.strip() for line in handle.read().splitlines() if line.strip()]
    return [line.split(",") for line in lines[1:]]


def _hundredths(text: str) -> int:
    whole, _, fraction = text.partition(".")
    return int(whole) * 100 + int((fraction + "00")[:2])


def check_tables(folder: str) -> list[str]:
    """A list of mismatches between the tables in elo/systems/tables.py and the CSV files."""
    failures: list[str] = []
    rows = _rows(folder + "/fide-8.1.2-expected-score.csv")
    for d_min, d_max, pd_high, pd_low in rows:
        high, low = _hundredths(pd_high), _hundredths(pd_low)
        edges = [int(d_min)] + ([int(d_max)] if d_max else [int(d_min) + 1000])
        for d in edges:
            if pd_from_table(d) != high:
                failures.append("8.1.2 D %d: %d, table %d" % (d, pd_from_table(d), high))
            if pd_from_table(-d) != low:
                failures.append("8.1.2 D -%d: %d, table %d" % (d, pd_from_table(-d), low))
            if d <= 344 and pd_from_table(d, UKD_PD_STEPS) != high:
                failures.append("UKD D %d differs from 8.1.2 below 345" % d)
    if len(rows) != 51:
        failures.append("8.1.2 has %d rows, expected 51" % len(rows))
    dp_rows = _rows(folder + "/fide-8.1.1-performance-dp.csv")
    for p, dp in dp_rows:
        if dp_for_percent(_hundredths(p)) != int(dp):
            failures.append("8.1.1 p %s: %d, table %s" % (p, dp_for_percent(_hundredths(p)), dp))
    if len(dp_rows) != 101:
        failures.append("8.1.1 has %d rows, expected 101" % len(dp_rows))
    return failures
