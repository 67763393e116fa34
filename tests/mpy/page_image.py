# For run.mjs --mpy: the page's ROMFS image, mounted by the page's own elo/web/main.py
# (here page_main.py), replaces the package's sources with the compiled modules the page
# loads. What the page does not load (elo.report, elo.cli) stays as source.
import os
import sys

import page_main

COPIED = []  # the image's files, as paths in the package ("elo/fide.mpy")


def _replace(rom, project, prefix):
    for entry in os.ilistdir(rom):
        name, kind = entry[0], entry[1]
        if kind == 0x4000:  # a folder
            _replace(rom + "/" + name, project + "/" + name, prefix + name + "/")
            continue
        os.remove(project + "/" + name[:-len(".mpy")] + ".py")
        with open(rom + "/" + name, "rb") as source:
            data = source.read()
        with open(project + "/" + name, "wb") as target:
            target.write(data)
        COPIED.append(prefix + name)


page_main.mount(page_main.IMAGE, "/rom")
sys.path.remove("/rom")
_replace("/rom/elo", "/project/elo", "elo/")
COPIED.sort()
