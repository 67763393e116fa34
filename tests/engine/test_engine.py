"""The engine cases (tests/cases/*.json) on CPython; test_engine_micropython runs the same."""

import pytest

import engine_cases
from helpers import CASES_DIR, JsonObject, dwz_formula_cases

CASES = engine_cases.load_cases(str(CASES_DIR))


def test_case_ids_are_unique() -> None:
    ids = [case["id"] for case in CASES]
    assert len(ids) == len(set(ids))


def test_every_case_names_its_source() -> None:
    assert all(case.get("source") for case in CASES)


def test_there_are_formula_cases() -> None:
    # the DWZ cases the page shows in Chromium (tests/browser/test_dwz.py)
    assert len(dwz_formula_cases()) >= 5


@pytest.mark.parametrize("case", CASES, ids=[c["file"] + "::" + c["id"] for c in CASES])
def test_case(case: JsonObject) -> None:
    assert engine_cases.run_case(case) == []
