"""tests/trf_round_trip.py in the page's MicroPython: every file written as TRF and read back."""

import json

import trf_round_trip

print(json.dumps(trf_round_trip.round_trips()))
