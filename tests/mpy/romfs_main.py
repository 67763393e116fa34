# Driver for tests/mpy/run.mjs: mount the ROMFS image given as hex in input.json, the way
# the page's main.py does, and list every file in it with its bytes as hex.
import json
import sys

import page_main
from romfs_files import files

with open("input.json") as source:
    image = bytes.fromhex(json.load(source)["image"])
with open("test.romfs", "wb") as target:
    target.write(image)
page_main.mount("test.romfs", "/test-rom")
found = {}
for path, full_path in files("/test-rom"):
    with open(full_path, "rb") as source:
        found[path] = source.read().hex()
print(json.dumps({"files": found, "first_on_path": sys.path[0]}))
