"""Write the default calculation's results into index.html, so the first numbers are
on screen before MicroPython has started (issue 7: first numbers within 1.3x of a plain
JavaScript page). The numbers come from the engine itself, through the same view code
the page runs; `--check` (run by the tests) fails when index.html has drifted from it.

    python tools/prerender.py [--check]
"""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from elo.web import form, state, view  # noqa: E402
from elo.web.html import escape  # noqa: E402

PAGE = ROOT / "index.html"
LANG = "de"  # the page's own language; another browser language re-renders at once


def rendered():
    full = state.with_defaults({"lang": LANG})
    return view.render(full, form.evaluate(full), LANG)


def prerender(html):
    """index.html with every output of the default state filled in."""
    shown = rendered()
    for element_id, value in shown.text.items():
        pattern = r'(<(output|p) id="%s"[^>]*>)(.*?)(</\2>)' % re.escape(element_id)
        html, count = re.subn(pattern, lambda m: m.group(1) + escape(value)
                              + m.group(4), html, flags=re.S)
        if count != 1:
            raise SystemExit("index.html: no single element with id %r" % element_id)
    for element_id, value in shown.html.items():
        pattern = r"(<!-- prerender %s -->)(.*?)(<!-- /prerender -->)" % re.escape(element_id)
        html, count = re.subn(pattern, lambda m: m.group(1) + value + m.group(3), html,
                              flags=re.S)
        if count != 1:
            raise SystemExit("index.html: no prerender markers for %r" % element_id)
    return html


def main(argv):
    current = PAGE.read_text(encoding="utf-8")
    wanted = prerender(current)
    if "--check" in argv:
        if wanted != current:
            print("index.html is out of date with the engine: run `make prerender`")
            return 1
        return 0
    PAGE.write_text(wanted, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
