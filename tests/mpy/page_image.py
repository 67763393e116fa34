# For run.mjs --mpy: the page's ROMFS image, mounted by the page's own elo/web/main.py
# (here page_main.py), replaces the package's sources with the compiled modules the page
# loads, the later images' too (elo-*.romfs: the English words, elo/web/shell/languages.py;
# the parts of elo/web/shell/registry.py). What the page does not load (elo.cli) stays as
# source.
import os
import sys

import page_main
from romfs_files import files

COPIED = []  # the images' files, as paths in the package ("elo/fide.mpy")

LATER = sorted(name for name in os.listdir("/project")
               if name.startswith("elo-") and name.endswith(".romfs"))

for image, at in [(page_main.IMAGE, "/rom")] + [(name, "/rom-" + name[4:-6]) for name in LATER]:
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
