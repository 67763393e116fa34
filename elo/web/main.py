# The page's entry point, run by PyScript from source. Everything else arrives
# precompiled (.mpy, see tools/build_page.py), so this file stays as small as it can be.
import elo.web.app  # noqa: F401  (computes and binds the calculator)
import elo.web.transfer  # noqa: F401  (binds import, export and share)
