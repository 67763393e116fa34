# For run.mjs --mpy: the page's ROMFS image, mounted by the page's own elo/web/main.py
# (here page_main.py), replaces the package's sources with the compiled modules the page
# loads. What the page does not load (elo.report, elo.cli) stays as source.
import os
import sys

import page_main
from romfs_files import files

COPIED = []  # the image's files, as paths in the package ("elo/fide.mpy")

page_main.mount(page_main.IMAGE, "/rom")
sys.path.remove("/rom")
for path, source_path in files("/rom/elo", "elo/"):
    os.remove("/project/" + path[:-len(".mpy")] + ".py")
    with open(source_path, "rb") as source:
        data = source.read()
    with open("/project/" + path, "wb") as target:
        target.write(data)
    COPIED.append(path)
COPIED.sort()
