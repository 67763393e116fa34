# elo/web/main.py as tests/mpy/run.mjs gives it to the scripts it runs (tests/page_main.py
# there, so that importing it does not import the package): its names, for mypy.
from elo.web.main import GC_EVERY as GC_EVERY
from elo.web.main import IMAGE as IMAGE
from elo.web.main import MOUNTED_AT as MOUNTED_AT
from elo.web.main import mount as mount
