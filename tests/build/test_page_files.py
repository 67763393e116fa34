"""Static checks of the page's files: config, German text, labels, no third-party files."""

import re
import subprocess
import json
from html.parser import HTMLParser

from elo.systems import SYSTEMS
from elo.texts import LANGUAGES, every_word, text
from helpers import ROOT

TEXTS = {lang: every_word(lang) for lang in LANGUAGES}  # each language's words



class _Page(HTMLParser):
    """Collects data-i18n texts, input ids, label targets and script sources."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: dict[str, list[str]] = {}
        #: (id, type, whether inside a <label>) of each <input>
        self.inputs: list[tuple[str | None, str | None, bool]] = []
        self.labels: set[str | None] = set()
        self.scripts: list[str] = []
        self._key: str | None = None
        self._buffer: list[str] = []
        self._in_label = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        named = dict(attrs)
        if "data-i18n" in named:
            self._key, self._buffer = named["data-i18n"], []
        if tag == "label":
            self._in_label += 1
            if "for" in named:
                self.labels.add(named["for"])
        if tag == "input":
            self.inputs.append((named.get("id"), named.get("type"), self._in_label > 0))
        source = named.get("src") or named.get("href")
        if tag in ("script", "link") and source:
            self.scripts.append(source)

    def handle_endtag(self, tag: str) -> None:
        if tag == "label":
            self._in_label -= 1
        if self._key and tag in ("title", "h1", "h2", "h3", "p", "span", "legend", "label",
                                 "dt", "li", "option", "button", "th", "a"):
            self.texts.setdefault(self._key, []).append("".join(self._buffer).strip())
            self._key = None

    def handle_data(self, data: str) -> None:
        if self._key:
            self._buffer.append(data)


def parsed_page() -> _Page:
    page = _Page()
    page.feed((ROOT / "index.html").read_text(encoding="utf-8"))
    return page


def test_pyscript_config_loads_the_image_of_compiled_modules() -> None:
    # inline, as JSON: no config file to fetch, and no TOML parser; main.py inline too,
    # as build_page writes it (without its docstrings and comments)
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    tags = re.findall(r"<script type=\"mpy\" config='([^']+)'>\n(.*?)\n</script>", page, re.S)
    assert len(tags) == 1
    config = json.loads(tags[0][0])
    assert "mount()" in tags[0][1] and "calculator.in_language(" in tags[0][1]
    assert config["interpreter"] == "./static/vendor/micropython/micropython.mjs"
    assert config["files"] == {"./static/build/elo.romfs": "./elo.romfs"}


def test_every_fixed_text_has_its_english() -> None:
    page = parsed_page()
    assert len(page.texts) > 50, "no data-i18n text found"
    for key in page.texts:
        assert text("en", key), key


def test_the_page_says_what_elo_texts_says() -> None:
    # index.html's German is written from elo/texts: one place for the words
    page = parsed_page()
    for key, texts in page.texts.items():
        assert all(shown == TEXTS["de"][key] for shown in texts), key


def test_both_languages_fill_the_same_placeholders() -> None:
    for key, sentence in TEXTS["de"].items():
        assert re.findall(r"{(\w+)}", sentence) == re.findall(r"{(\w+)}", TEXTS["en"][key]) \
            or sorted(re.findall(r"{(\w+)}", sentence)) == sorted(
                re.findall(r"{(\w+)}", TEXTS["en"][key])), key


def test_every_input_has_a_label() -> None:
    page = parsed_page()
    for element_id, _, wrapped in page.inputs:
        assert wrapped or element_id in page.labels, element_id


def test_contract_ids_exist() -> None:
    html = (ROOT / "index.html").read_text()
    for element_id in ("new-rating", "change", "expected", "breakdown", "rating", "opponent",
                       "k", "average", "count", "points"):
        assert 'id="%s"' % element_id in html


def test_page_loads_only_local_files() -> None:
    for url in parsed_page().scripts:
        assert url.startswith("./") or url.startswith("data:"), url


def test_no_third_party_file_is_tracked() -> None:
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True)
    files = tracked.stdout.split()
    assert not [f for f in files if f.startswith(("node_modules/", "static/vendor/"))]


#: Lines that say a system's id as another word: the package's and the program's name,
#: and the column headers a CSV file may have ("Elo", "DWZ").
_NOT_AN_ID = re.compile(r'prog="elo"|startswith\("elo"\)|^\s*\("(opponent|second)", \('
                        r'|^\s*# by side\); alone, "dwz"')


def _own_places() -> set[str]:
    """Each system's own modules (its declaration, its engine module or package and its
    view), what the command line says of each (elo/cli/described.py, words as elo/texts'
    are), the list of
    systems and the words: the only places allowed to name a system's id (issue 19). And
    the tournament's (issue 20): a TRF or SwissChess file holds FIDE and national ratings,
    so its evaluation is by name the two systems it rates by. And the season's (issue 21):
    its file and JSON keep the FIDE and DWZ chains under the keys "fide" and "dwz"."""
    allowed = {"elo/systems/__init__.py", "elo/cli/described.py", "elo/tournament/",
               "elo/web/tournament/render.py",
               "elo/web/tournament/order.py", "elo/web/tournament/sheet.py", "elo/season/",
               "elo/web/season/join.py",
               "elo/web/season/edit.py", "elo/web/season/render.py"}
    for system in SYSTEMS:
        allowed.add("elo/present/systems/%s.py" % system.module)
        allowed.add("elo/systems/%s.py" % system.module)
        allowed.add("elo/systems/declared/%s.py" % system.module)
        allowed.add("elo/systems/%s/" % system.module)
        # its own modules beside it (elo/systems/fide_first.py)
        allowed.add("elo/systems/%s_" % system.module)
    return allowed


def test_no_code_names_a_system_outside_its_own_places() -> None:
    ids = "|".join(re.escape(system.id) for system in SYSTEMS)
    named = re.compile(r"""["'](%s)["']""" % ids)
    allowed = _own_places()
    found = []
    for path in list((ROOT / "elo").rglob("*.py")) + list((ROOT / "tools").glob("*.py")) + \
            list((ROOT / "static").glob("*.css")) + list((ROOT / "static").glob("*.js")):
        relative = path.relative_to(ROOT).as_posix()
        if relative.startswith("elo/texts/") or relative in allowed or \
                [place for place in allowed if place.endswith(("/", "_")) and
                 relative.startswith(place)]:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if named.search(line) and not _NOT_AN_ID.search(line):
                found.append("%s:%d: %s" % (relative, number, line.strip()))
    assert found == []


def test_no_module_of_the_package_is_over_400_lines() -> None:
    """Issue 19: small modules with one concern each; a module that grows past 400 lines
    is split, not waved through."""
    long = ["%s: %d" % (path.relative_to(ROOT).as_posix(), count)
            for path in sorted((ROOT / "elo").rglob("*.py"))
            for count in [len(path.read_text(encoding="utf-8").splitlines())] if count > 400]
    assert long == []
