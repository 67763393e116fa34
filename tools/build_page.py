"""Build what the page loads besides its own files, and keep the committed page files in
step with the engine. Run by `make setup`; `--check` (run by the tests) fails on drift.

1. Compile every module the page imports (the import closure of main.py's imports) to
   MicroPython bytecode with mpy-cross and put them into one MicroPython ROMFS image,
   static/build/elo.romfs (git-ignored), which elo/web/main.py mounts: no compiling on the
   user's machine, fewer bytes, one request instead of one per module (the requests,
   queued six at a time, were the largest cost of the start), and imports straight from
   memory, with no file written. The style sheet goes there too, minified. The words of
   each language but the page's own (German) go into an image of their own,
   static/build/elo-en.romfs, which elo/web/shell/languages.py fetches and mounts when English
   is first asked for: a German visit does not load them. Each part of
   elo.web.shell.registry (the whole tournament, the season, ...) is an image of its own
   too, static/build/elo-NAME.romfs, fetched when it is first asked for.
2. index.html: PyScript's config inline, as JSON on main.py's script tag (no config file
   to fetch, and no TOML parser: two requests fewer), its "files" entry the image;
   preload hints for the whole start-up chain (PyScript's core chunk, the error plugin,
   MicroPython and its wasm, the image, main.py),
   the system select's options (elo.systems), the German of every `data-i18n` element
   (elo/texts, the one place for the page's words), and the default calculation's
   results, so the numbers are on screen before MicroPython has started. Those numbers
   come from the engine through the same view code the page runs.
3. The offline second visit: manifest.webmanifest (committed; its colours from
   static/style.css), the icons (tools/icons.py) in static/build/, and sw.js, the service
   worker (tools/service_worker.js) with every file index.html loads, their digests, and
   a version that is the digest of them all. Both sit at the site's root: a worker's
   scope is the folder it is served from.

    python tools/build_page.py [--check]
"""

import ast
import base64
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from mpremote.romfs import VfsRomWriter

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import icons  # noqa: E402
import page_form  # noqa: E402

from elo.present import output  # noqa: E402
from elo.present.evaluate import evaluate  # noqa: E402
from elo.present.html import escape  # noqa: E402
from elo.present.output import Output  # noqa: E402
from elo.present.screen import Screen  # noqa: E402
from elo.systems import SYSTEMS  # noqa: E402
from elo.texts import LANGUAGES, text  # noqa: E402
from elo.web.calculator import layout  # noqa: E402
from elo.web.calculator.inputs import Inputs  # noqa: E402
from elo.web.shell.modules import (BY_NAME, FIRST_IMAGE as IMAGE, image_of,  # noqa: E402
                                   language_image)
from elo.web.shell.registry import HOLDS, NEEDS, PARTS, VIEWS, Part, holding, part  # noqa: E402
from elo.formats import GAMES, SEASON, TOURNAMENT, endings  # noqa: E402

PAGE = ROOT / "index.html"
MANIFEST = ROOT / "manifest.webmanifest"
SERVICE_WORKER = ROOT / "sw.js"  # at the root: its scope is the page's folder
WORKER_CODE = ROOT / "tools" / "service_worker.js"
BUILD = ROOT / "static" / "build"
IMAGE_FILE = BUILD / IMAGE
SCRIPT = "elo/web/main.py"  # run from source by PyScript; what it imports is compiled
LANG = LANGUAGES[0]  # the page's own language; another browser language re-renders at once
#: The languages whose words come in an image of their own (elo.web.shell.languages).
LATER = LANGUAGES[1:]
SHORT_NAME = "Elo-Rechner"  # under the icon on a phone's home screen


# The plugins PyScript leaves out (the config, and index.html's <py-config> for PyScript's
# other type, "py", Pyodide, never started here, whose plugin list core reads too): only
# the error plugin is loaded; the others (editor, terminal, game...) would each cost a
# request.
PLUGINS = ["!deprecations-manager", "!donkey", "!py-editor", "!py-game", "!py-terminal"]


def _module_file(name: str) -> str | None:
    """The file of a module of the package by its dotted name (a package's __init__.py),
    None for a name that is no module (a function's or a class's)."""
    path = ROOT / (name.replace(".", "/") + ".py")
    if path.exists():
        return path.relative_to(ROOT).as_posix()
    package = ROOT / name.replace(".", "/") / "__init__.py"
    return package.relative_to(ROOT).as_posix() if package.exists() else None


def declared_file(name: str) -> str:
    """The file of a module elo.web.shell.modules names, which must be one."""
    path = _module_file(name)
    if path is None:
        raise SystemExit("elo.web.shell.modules names %s, which is no module" % name)
    return path


def _run_nodes(tree: ast.AST) -> Iterator[ast.AST]:
    """The nodes of a module that can run: not the bodies of `if TYPE_CHECKING:`, which
    name types for mypy alone (elo.units.TYPE_CHECKING is False on both runtimes)."""
    todo = [tree]
    while todo:
        node = todo.pop()
        yield node
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and \
                node.test.id == "TYPE_CHECKING":
            todo += node.orelse
            continue
        todo += ast.iter_child_nodes(node)


def _imported(module: str) -> list[str]:
    """The package's modules a module's source imports when it runs (each name of a
    `from elo.x import a, b` may be a module too), read by CPython's parser: nothing of
    it runs."""
    names: list[str] = []
    for node in _run_nodes(ast.parse((ROOT / module).read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("elo"):
            names += [node.module] + [node.module + "." + alias.name for alias in node.names]
        elif isinstance(node, ast.Import):
            names += [alias.name for alias in node.names if alias.name.startswith("elo")]
    return [path for path in map(_module_file, names) if path]


def _closure(starts: Iterable[str]) -> set[str]:
    """Every module of the package the modules `starts` import, with the packages'
    __init__ files, `starts` included."""
    found: set[str] = set()
    todo = list(starts)
    while todo:
        module = todo.pop()
        if module in found:
            continue
        found.add(module)
        for parent in Path(module).parents:
            init = parent / "__init__.py"
            if (ROOT / init).exists():
                todo.append(init.as_posix())
        todo += _imported(module)
    return found


def module_name(path: str) -> str:
    """The dotted name of a module's file ("elo/web/main.py" -> "elo.web.main"; a
    package's __init__.py is the package)."""
    name = path[:-len(".py")].replace("/", ".")
    return name[:-len(".__init__")] if name.endswith(".__init__") else name


def _package_files(package: str) -> list[str]:
    """Every module file of a package (dotted name), its subpackages' too."""
    folder = ROOT / package.replace(".", "/")
    return [path.relative_to(ROOT).as_posix() for path in sorted(folder.rglob("*.py"))]


def page_modules() -> list[str]:
    """The first image (elo.web.shell.modules): every module the page imports at start,
    with the packages' __init__ files, and those imported by name; not what a later
    image holds."""
    found = _closure([SCRIPT] + [path for package in BY_NAME
                                 for path in _package_files(package)])
    found.discard(SCRIPT)
    return sorted(path for path in found if image_of(module_name(path)) == IMAGE)


def _held_files(found: Part) -> list[str]:
    """The module files a part declares it holds (a package with everything in it)."""
    files = []
    for name in found.holds:
        single = _module_file(name)
        if single and not single.endswith("__init__.py"):
            files.append(single)
        else:
            files += _package_files(name)
    return files


def part_modules(found: Part) -> list[str]:
    """A part's image (elo.web.shell.registry): the modules it holds and what its
    starting modules import, each that the declaration puts in it."""
    starts = [declared_file(name) for name in found.starts] + _held_files(found)
    return sorted(path for path in _closure(starts)
                  if image_of(module_name(path)) == found.image)


def part_needs(found: Part) -> list[str]:
    """The modules of the images before a part's that its modules import, by name:
    imported before its own (elo.web.shell.loader)."""
    mine = set(part_modules(found))
    needed = {path for module in mine for path in _imported(module)} - mine
    return sorted(module_name(path) for path in needed)


def part_images() -> list[str]:
    """The paths of the parts' images, from the site's root."""
    return ["static/build/" + found.image for found in PARTS]


def language_modules(lang: str) -> list[str]:
    """The module files of a language's words, as its image holds them."""
    image = language_image(lang)
    return [path for path in _package_files("elo.texts")
            if image_of(module_name(path)) == image]


def language_images() -> list[str]:
    """The paths of the images of the languages that come later, from the site's root."""
    return ["static/build/" + language_image(lang) for lang in LATER]


def config_text() -> str:
    """PyScript's config of the page, JSON for main.py's script tag: the interpreter, the
    plugins, and the first image (static/build/elo.romfs, make setup), which main.py
    mounts; paths against the page."""
    return json.dumps({"interpreter": "./static/vendor/micropython/micropython.mjs",
                       "plugins": PLUGINS,
                       "files": {"./static/build/" + IMAGE: "./" + IMAGE}})


def romfs(files: Iterable[tuple[str, bytes]]) -> bytes:
    """A ROMFS image (MicroPython's read-only file system) of (path, bytes) pairs, written
    by mpremote's VfsRomWriter; `files` sorted by path."""
    writer = VfsRomWriter()
    folders: list[str] = []
    for path, data in files:
        *parents, name = path.split("/")
        while folders and folders != parents[:len(folders)]:
            writer.closedir()
            folders.pop()
        for folder in parents[len(folders):]:
            writer.opendir(folder)
            folders.append(folder)
        writer.mkfile(name, data)
    for _ in folders:
        writer.closedir()
    image: bytes = writer.finalise()
    return image


def _compiled(tool: str, modules: Iterable[str], folder: str) -> list[tuple[str, bytes]]:
    """(path of the .mpy, its bytes) of each module, compiled by mpy-cross."""
    files = []
    for module in modules:
        target = Path(folder) / "module.mpy"
        # -O3 drops line numbers (and asserts, which only state for mypy what holds):
        # 3 KB less on a cold visit; the tests run the same modules from source too
        subprocess.run([tool, "-O3", "-o", str(target), "-s", module, str(ROOT / module)],
                       check=True)
        files.append((module[:-3] + ".mpy", target.read_bytes()))
    return files


def compile_modules() -> None:
    """static/build/elo.romfs: every module the page imports at start, compiled by the
    pinned mpy-cross; an image of each later language's words (elo-en.romfs), its
    modules at the same paths (elo/texts/en.mpy); and each part's image
    (elo.web.shell.registry: elo-tournament.romfs ...) with the list of what it needs from
    the images before it and of what it holds."""
    tool = shutil.which("mpy-cross", path=str(Path(sys.executable).parent))
    if tool is None:
        raise SystemExit("mpy-cross is missing: run `make setup`")
    BUILD.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        IMAGE_FILE.write_bytes(romfs(_compiled(tool, page_modules(), folder)))
        for found in PARTS:
            modules = part_modules(found)
            listed = [(NEEDS, part_needs(found)),
                      (HOLDS, [module_name(path) for path in modules])]
            (BUILD / found.image).write_bytes(romfs(sorted(
                _compiled(tool, modules, folder) +
                [(name, ("\n".join(names) + "\n").encode()) for name, names in listed])))
        for lang, path in zip(LATER, language_images()):
            (ROOT / path).write_bytes(romfs(_compiled(tool, language_modules(lang), folder)))


def minify_css() -> None:
    """static/build/style.css: static/style.css without comments and spare white space
    (bytes count on a cold visit; the source stays readable)."""
    css = (ROOT / "static" / "style.css").read_text(encoding="utf-8")
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    css = re.sub(r"\s+", " ", css)
    # not the space before ":": in ".a :is(.b)" it says "inside .a", not ".a" itself
    css = re.sub(r"\s*([{};,>])\s*", r"\1", css).replace(";}", "}")
    css = re.sub(r":\s+", ":", css)
    (BUILD / "style.css").write_text(css.strip() + "\n", encoding="utf-8")


#: The page's own scripts, in the order they run: static/build/boot.js holds them both.
SCRIPTS = ("static/boot.js", "static/morph.js")


def boot_script() -> str:
    """static/build/boot.js: the page's scripts (SCRIPTS) in one file, one request, without
    their comment lines and indentation (the sources stay readable). No line of them holds
    a string or template that spans lines, where indentation would count."""
    lines = []
    for name in SCRIPTS:
        for line in (ROOT / name).read_text(encoding="utf-8").splitlines():
            line = line.strip()
            if line and not line.startswith("//"):
                lines.append(line)
    return "\n".join(lines) + "\n"


def main_script() -> str:
    """elo/web/main.py as index.html holds it inline (one request fewer): without its
    docstrings and comments, which cost every visit and which nobody reads there; the
    source stays as it is."""
    tree = ast.parse((ROOT / SCRIPT).read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) and \
                isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
            node.body = body[1:] or [ast.Pass()]  # type: ignore[attr-defined]
    code = ast.unparse(tree)
    if "</" in code:
        raise SystemExit("%s holds '</', which would end its inline script" % SCRIPT)
    return code


def chunk(prefix: str) -> str:
    """The hashed file name of a PyScript chunk, as core.js and its core chunk import it."""
    vendor = ROOT / "static" / "vendor" / "pyscript"
    core = _found(r'"\./(core-[\w-]+\.js)"', (vendor / "core.js").read_text(), "core.js")
    if prefix == "core":
        return core
    return _found(r'"\./(%s-[\w-]+\.js)"' % prefix, (vendor / core).read_text(), core)


def _found(pattern: str, text: str, where: str) -> str:
    """The first group of `pattern`'s first match in `text`, which must have one."""
    match = re.search(pattern, text, re.S)
    if match is None:
        raise SystemExit("%s: nothing matches %s" % (where, pattern))
    return match.group(1)


def preloads() -> list[tuple[str, str]]:
    """(kind, path) of every file of the start-up chain, in the order it is needed."""
    return [("module", "static/vendor/pyscript/" + chunk(name))
            for name in ("core", "error")] + [
        ("module", "static/vendor/micropython/micropython.mjs"),
        ("fetch", "static/vendor/micropython/micropython.wasm"),
        ("fetch", "static/build/" + IMAGE),
    ]


def preload_links() -> str:
    return "\n  ".join(
        ('<link rel="modulepreload" href="./%s">' if kind == "module" else
         '<link rel="preload" href="./%s" as="fetch" crossorigin>') % path
        for kind, path in preloads())


def default_screen() -> Screen:
    return Inputs(lang=LANG).screen()


def rendered() -> Output:
    full = default_screen()
    return output.render(full, evaluate(full), LANG)


def _replace(html: str, pattern: str, replacement: str | Callable[[re.Match[str]], str],
             what: str) -> str:
    html, count = re.subn(pattern, replacement, html, flags=re.S)
    if count != 1:
        raise SystemExit("index.html: no single place for %s" % what)
    return html


def _system_options() -> str:
    return "".join('<option value="%s" data-i18n="system-%s">%s</option>' % (
        system.id, system.id, escape(system.name[LANG])) for system in SYSTEMS)


def _words(html: str) -> str:
    """Every `data-i18n` element's text in the page's language, from elo.texts."""
    return re.sub(r'(<(\w+)[^>]*? data-i18n="([^"]+)"[^>]*>)(.*?)(</\2>)',
                  lambda m: m.group(1) + escape(text(LANG, m.group(3))) + m.group(5),
                  html, flags=re.S)


#: The page's file choosers and the kinds of file each takes (elo.formats): the
#: calculator's import takes one player's games and a whole tournament (which it hands
#: to the tournament's view).
CHOOSERS = (("import-file", (GAMES, TOURNAMENT)), ("event-file", (TOURNAMENT,)),
            ("season-file", (SEASON,)))


def _images(name: str) -> list[str]:
    """The images of a part and of the parts it needs, in the order they are mounted."""
    found = part(name)
    images = [image for need in found.needs for image in _images(need)]
    return [image for number, image in enumerate(images) if image not in images[:number]] + \
        ["./static/build/" + found.image]


def boot_tag() -> str:
    """static/boot.js with the images of each view that comes in a part of its own, by its
    address, and of each system whose rules do (elo.web.shell.registry): it asks for
    them beside the runtime when the address or the inputs kept name one."""
    parts = dict(("#" + found.fragment, _images(found.part))
                 for found in VIEWS if found.part is not None)
    rules = {}
    for system in SYSTEMS:
        holder = holding(system.engine)
        if holder is not None:
            rules[system.id] = _images(holder.name)
    return ("<script src=\"./static/build/boot.js\" data-parts='%s' data-systems='%s'></script>"
            % (json.dumps(parts, sort_keys=True), json.dumps(rules, sort_keys=True)))


def page_text(html: str) -> str:
    """index.html with preloads, the system select, its words and every output of the
    default screen filled in."""
    html = _replace(html, r"(<!-- preload -->)(.*?)(<!-- /preload -->)",
                    lambda m: m.group(1) + "\n  " + preload_links() + "\n  " + m.group(3),
                    "the preloads")
    html = _replace(html, r'<script src="\./static/build/boot\.js"[^>]*></script>',
                    boot_tag(), "static/build/boot.js")
    # PyScript's core chunk itself: core.js only names what it exports (a request fewer)
    html = _replace(html, r'<script type="module" src="\./static/vendor/pyscript/core[^"]*\.js">',
                    '<script type="module" src="./static/vendor/pyscript/%s">' % chunk("core"),
                    "PyScript's core")
    for element_id, kinds in CHOOSERS:  # what each file chooser takes (elo.formats)
        html = _replace(html, r'(<input id="%s" type="file" accept=")[^"]*(")' % element_id,
                        r"\g<1>%s\g<2>" % ",".join(endings(*kinds)),
                        "#" + element_id + "'s accept")
    html = _replace(html, r"(<!-- systems -->)(.*?)(<!-- /systems -->)",
                    lambda m: m.group(1) + _system_options() + m.group(3), "the systems")
    defaults = default_screen()
    html = _replace(html, r"(<!-- fields -->)(.*?)(<!-- /fields -->)",
                    lambda m: m.group(1) + page_form.form_html(defaults) + m.group(3),
                    "the fields")
    html = _replace(html, r"(<!-- examples -->)(.*?)(<!-- /examples -->)",
                    lambda m: m.group(1) + page_form.examples_html(LANG, SYSTEMS) + m.group(3),
                    "the examples")
    html = _words(html)
    for element_id, words in layout.labels(defaults.system, LANG).items():
        if element_id in layout.LABELLED:  # the fields' own came with the form
            html = _replace(html, r'(<(\w+)[^>]*? id="%s"[^>]*>)(.*?)(</\2>)' % element_id,
                            lambda m: m.group(1) + escape(words) + m.group(4), element_id)
    html = _replace(html, r'<script type="mpy"[^>]*>.*?</script>',
                    lambda m: "<script type=\"mpy\" config='%s'>\n%s\n</script>" % (
                        config_text(), main_script()), "main.py's script")
    html = _replace(html, r"<py-config>.*?</py-config>",
                    "<py-config>%s</py-config>" % json.dumps({"plugins": PLUGINS}), "the py-config")
    # the switches the CSS shows and hides by, as elo.web.calculator.form sets them
    html = _replace(html, r"<body[^>]*>", '<body %s>' % " ".join(
        'data-%s="%s"' % (key, escape(value))
        for key, value in layout.switches(defaults).items()), "the body's switches")
    shown = rendered()
    inner = {element_id for ids in output.NESTED.values() for element_id in ids}
    # the outer parts first: the chart's marker and legend go into the chart's frame
    for element_id in output.HTML_IDS:
        value = shown.html[element_id]
        pattern = r'(<(\w+) id="%s"[^>]*>)(.*?)(</\2>)' if element_id in inner else \
            r"(<!-- prerender %s -->)(.*?)(<!-- /prerender -->)"
        html = _replace(html, pattern % element_id,
                        lambda m: m.group(1) + value + m.groups()[-1], element_id)
    for element_id, value in shown.text.items():
        html = _replace(html, r'(<(output|p)[^>]*? id="%s"[^>]*>)(.*?)(</\2>)' % element_id,
                        lambda m: m.group(1) + escape(value) + m.group(4), element_id)
    return html


def colours() -> dict[str, str]:
    """The light scheme's custom properties of static/style.css (the first of each)."""
    css = (ROOT / "static" / "style.css").read_text(encoding="utf-8")
    found: dict[str, str] = {}
    for name, value in re.findall(r"(--[\w-]+):\s*(#[0-9a-fA-F]+)", css):
        found.setdefault(name, value)
    return found


def icon_files() -> list[tuple[str, bytes]]:
    """(name, bytes) of the icons: the page's accent colours."""
    found = colours()
    return icons.files(found["--accent"], found["--accent-fg"])


def manifest_text() -> str:
    """The web app manifest: the page installed on a phone, in German, in its colours."""
    background = colours()["--bg"]
    entries: list[dict[str, str]] = [{"src": "static/build/" + icons.SVG, "sizes": "any",
                                      "type": "image/svg+xml"}]
    for size in icons.PNG_SIZES:
        entries.append({"src": "static/build/" + icons.png_name(size),
                        "sizes": "%dx%d" % (size, size), "type": "image/png"})
    # the drawing keeps to the maskable safe zone (tools/icons.py)
    entries.append(dict(entries[-1], purpose="maskable"))
    manifest = {
        "name": text(LANG, "title"),
        "short_name": SHORT_NAME,
        "description": text(LANG, "lead"),
        "lang": LANG,
        "start_url": ".",
        "display": "standalone",
        "background_color": background,
        "theme_color": background,
        "icons": entries,
    }
    return json.dumps(manifest, ensure_ascii=False, indent=2) + "\n"


def offline_files(root: Path = ROOT) -> list[str]:
    """What the service worker keeps: index.html, every local file its <head> loads (the
    preloads cover the whole start-up chain), the images that come later (an English
    visit, the tournament and the season offline) and the manifest's icons."""
    head = _found(r"<head>(.*?)</head>", (root / PAGE.name).read_text(encoding="utf-8"),
                  PAGE.name)
    files = ["index.html"] + re.findall(r'(?:src|href)="\./([^"]+)"', head)
    files += language_images() + part_images()
    manifest = json.loads((root / MANIFEST.name).read_text(encoding="utf-8"))
    files += [entry["src"] for entry in manifest["icons"]]
    return list(dict.fromkeys(files))


def service_worker_text(root: Path = ROOT) -> str:
    """sw.js for the files under `root`: their SHA-256 digests and the version, a digest
    of those digests and of the worker's code, so any changed byte is a new version."""
    digests = {path: "sha256-" + base64.b64encode(
        hashlib.sha256((root / path).read_bytes()).digest()).decode()
        for path in offline_files(root)}
    code = WORKER_CODE.read_text(encoding="utf-8")
    listed = json.dumps(digests, indent=2)
    version = hashlib.sha256((listed + code).encode()).hexdigest()[:16]
    return ("// Written by tools/build_page.py from tools/service_worker.js (edit it there).\n"
            "const VERSION = %s;\nconst FILES = %s;\n\n" % (json.dumps(version), listed)
            + code)


def _stale_worker() -> bool:
    try:
        return SERVICE_WORKER.read_text(encoding="utf-8") != service_worker_text()
    except FileNotFoundError:  # a file it lists, or the worker itself, not built yet
        return True


def main(argv: list[str]) -> int:
    wanted = {PAGE: page_text(PAGE.read_text(encoding="utf-8")), MANIFEST: manifest_text()}
    if "--check" in argv:
        stale = [path.name for path, content in wanted.items()
                 if not path.exists() or path.read_text(encoding="utf-8") != content]
        if not stale and _stale_worker():
            stale.append(SERVICE_WORKER.name)
        if stale:
            print("out of date with the engine: %s; run `make setup`" % ", ".join(stale))
            return 1
        return 0
    shutil.rmtree(BUILD, ignore_errors=True)
    compile_modules()
    minify_css()
    (BUILD / "boot.js").write_text(boot_script(), encoding="utf-8")
    for name, data in icon_files():
        (BUILD / name).write_bytes(data)
    for path, content in wanted.items():
        path.write_text(content, encoding="utf-8")
    SERVICE_WORKER.write_text(service_worker_text(), encoding="utf-8")  # hashes them all
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
