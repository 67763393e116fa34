# Driver for tests/mpy/run.mjs: mount the ROMFS image given as hex in input.json, the way
# the page's main.py does, and list every file in it with its bytes as hex.
import json
import os
import sys

import page_main

with open("input.json") as source:
    image = bytes.fromhex(json.load(source)["image"])
with open("test.romfs", "wb") as target:
    target.write(image)
page_main.mount("test.romfs", "/test-rom")
found = {}


def walk(folder, prefix):
    for entry in os.ilistdir(folder):
        if entry[1] == 0x4000:
            walk(folder + "/" + entry[0], prefix + entry[0] + "/")
        else:
            with open(folder + "/" + entry[0], "rb") as source:
                found[prefix + entry[0]] = source.read().hex()


walk("/test-rom", "")
print(json.dumps({"files": found, "first_on_path": sys.path[0]}))
