"""tests/tournament_samples.py in the page's MicroPython: the public sample tournaments."""

import json

import tournament_samples

print(json.dumps(tournament_samples.differences()))
