"""tests/event_samples.py in the page's MicroPython: the public sample tournaments."""

import json

import event_samples

print(json.dumps(event_samples.differences()))
