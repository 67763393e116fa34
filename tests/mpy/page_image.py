# For run.mjs --mpy: the page's ROMFS image, mounted by the page's own elo/web/main.py
# (here page_main.py), replaces the package's sources with the compiled modules the page
# loads, the English words' image (elo/web/shell/languages.py) too. What the page does not load
# (elo.report, elo.cli) stays as source.
import os
import sys

import page_main
from romfs_files import files

COPIED = []  # the images' files, as paths in the package ("elo/fide.mpy")

for image, at in ((page_main.IMAGE, "/rom"), ("elo-en.romfs", "/rom-en"),
                  ("elo-views.romfs", "/rom-views")):
    page_main.mount(image, at)
    sys.path.remove(at)
    for path, source_path in files(at + "/elo", "elo/"):
        os.remove("/project/" + path[:-len(".mpy")] + ".py")
        with open(source_path, "rb") as source:
            data = source.read()
        with open("/project/" + path, "wb") as target:
            target.write(data)
        COPIED.append(path)
COPIED.sort()
