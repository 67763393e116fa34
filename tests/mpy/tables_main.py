# Driver for tests/mpy/run.mjs: the tables against the CSV files, as one JSON line.
import json
import sys

import tables_check

print(json.dumps({"runtime": sys.implementation.name,
                  "failures": tables_check.check_tables("docs/rules")}))
