"""tests/pgn_blocks.py in the page's MicroPython: PGN by blocks as line by line."""

import json

import pgn_blocks

CHECKED = 600
print(json.dumps({"checked": CHECKED, "differences": pgn_blocks.differences(CHECKED)}))
