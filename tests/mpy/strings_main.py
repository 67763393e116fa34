# Driver for tests/mpy/run.mjs: display strings for the cases in input.json.
import json

import display_cases

with open("input.json") as handle:
    cases = json.load(handle)
print(json.dumps(display_cases.show_all(cases)))
