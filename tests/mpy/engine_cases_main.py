# Driver for tests/mpy/run.mjs: every engine case, results as one JSON line.
import json
import sys

import engine_cases

print(json.dumps({"runtime": sys.implementation.name,
                  "results": engine_cases.run_all("tests/cases")}))
