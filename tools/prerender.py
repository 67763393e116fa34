"""Write into index.html what makes the first numbers and the live calculator come
early (issue 7), and fail with `--check` (run by the tests) when the file has drifted:

- the default calculation's results, so the numbers are on screen before MicroPython has
  started; they come from the engine, through the same view code the page runs;
- preload hints for the whole chain PyScript would otherwise fetch one after another:
  its core chunk, the config and its parser, the error plugin, MicroPython and its wasm,
  and every module listed in pyscript.toml. Chunk names carry a hash, so they are read
  from the copied runtime (run `make setup` first).

    python tools/prerender.py [--check]
"""

import re
import sys
import tomllib
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


def _chunk(prefix):
    """The hashed file name of a PyScript chunk, as core.js and its core chunk import it."""
    vendor = ROOT / "static" / "vendor" / "pyscript"
    core = re.search(r'"\./(core-[\w-]+\.js)"', (vendor / "core.js").read_text()).group(1)
    if prefix == "core":
        return core
    return re.search(r'"\./(%s-[\w-]+\.js)"' % prefix, (vendor / core).read_text()).group(1)


def preload_links():
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    # The plugin chunks load whatever the config says (core reads the plugin list of the
    # "py" type too, which has no config here): preloading them keeps them off the chain.
    links = ['<link rel="modulepreload" href="./static/vendor/pyscript/%s">' % _chunk(name)
             for name in ("core", "toml", "error", "deprecations-manager", "donkey",
                          "py-editor", "py-game", "py-terminal")]
    links.append('<link rel="preload" href="./pyscript.toml" as="fetch" crossorigin>')
    links.append('<link rel="modulepreload" href="%s">' % config["interpreter"])
    links.append('<link rel="preload" href="%s" as="fetch" crossorigin>'
                 % config["interpreter"].replace(".mjs", ".wasm"))
    links += ['<link rel="preload" href="%s" as="fetch" crossorigin>' % source
              for source in config["files"]]
    links.append('<link rel="preload" href="./elo/web/main.py" as="fetch" crossorigin>')
    return "\n  ".join(links)


def prerender(html):
    """index.html with every output of the default state filled in."""
    html, count = re.subn(r"(<!-- preload -->)(.*?)(<!-- /preload -->)",
                          lambda m: m.group(1) + "\n  " + preload_links() + "\n  " + m.group(3),
                          html, flags=re.S)
    if count != 1:
        raise SystemExit("index.html: no preload markers")
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
