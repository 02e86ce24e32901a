# pinochle-teach: `make run` serves the lessons, `make test` runs every test.
# Both create .venv (python3 -m venv) and install the package into it when needed.

SHELL := /bin/bash
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
# HOST is taken from make's command line only: tcsh and many Docker images export HOST (the
# machine's name), and the room's network must open only on an explicit
# `make run HOST=0.0.0.0`. A HOST from the environment is ignored (run-args says so).
ifneq ($(origin HOST),command line)
ENV_HOST := $(HOST)
override HOST := 127.0.0.1
endif
PORT   ?= 8866
CHROMIUM ?= $(or $(PINOCHLE_CHROMIUM),/usr/bin/chromium)

# `make run` starts the classroom server, pinochle_teach/serve (python -m pinochle_teach.serve):
# voila serving this folder with the kit's options (kernel culling, IPC sockets to kernels,
# internals hidden in the tree; see pinochle_teach/serve/cli.py for each and why).
# tests/browser/voila_harness.py starts it the same way, and test_smoke.py checks against
# `make -n run` that the two agree.

# The one pytest run: unit tests, the README's examples (doctest), notebooks through nbval,
# browser tests. Folders that do not exist yet are left out.
TEST_DIRS   := $(wildcard tests notebooks exercises) README.md
PYTEST_OPTS := --doctest-glob=README.md --durations=30 \
	--nbval --nbval-current-env --nbval-sanitize-with tests/nbval_sanitize.cfg

.PHONY: help run run-args test bench screenshots venv install install-test chromium clean
.PHONY: i18n-extract i18n-update i18n-compile lessons-i18n-update lessons-i18n

help:
	@echo "Teaching"
	@echo "make run          serve the lessons with voila on http://$(HOST):$(PORT)/ (PORT=..., HOST=0.0.0.0 for the room,"
	@echo "                  POOL=30 LESSON=notebooks/00_welcome.ipynb: kernels kept ready for a class opening that lesson,"
	@echo "                  ALLOW_HOSTS=\"name ...\": more names students reach it at, VERBOSE=1: show the voila command)"
	@echo "make class        ROSTER=names.txt URL=http://<this machine>:8866: each student's personal link (and QR code)"
	@echo "                  on a sheet to print in class-links/ (OUT=...), and your link to the live results page"
	@echo "                  (REPLACE=1 replaces an existing roster: the old links stop working)"
	@echo "make results      every student's quiz answers in one CSV (OUT=class-results.csv)"
	@echo "make worksheets   printable PDFs in worksheets/ (OUT=...): a worksheet and its answer key per quiz kind,"
	@echo "                  and the one-page rules sheet (KIND=meld,bid DIFFICULTY=easy|medium|hard|all SEEDS=1-10 PAPER=Letter)"
	@echo "                  STUDENT=\"Ann Lee,Bob\" or STUDENT=all: each roster student's own questions, in OUT/<name>/"
	@echo "                  SHEET_LANG=pl (or cs, is): everything in that language (default English)"
	@echo "make rules-sheet  the one-page rules sheet only (worksheets/rules-sheet.pdf; SHEET_LANG=pl: the Polish rules page)"
	@echo "make lite         build the static JupyterLite site in lite/_output/ (no server needed)"
	@echo "make lite-fetch   download what make lite needs, once (the only step that needs the network)"
	@echo "make docs         build the documentation site in docs/_build/html/ (lessons, rules, teacher guide, API, benchmarks)"
	@echo "make binder-link  print the Binder launch link from the git remote (BINDER_ARGS=\"--url ...\")"
	@echo "Testing"
	@echo "make test         unit tests + notebooks (nbval) + browser tests (installs Chromium if missing)"
	@echo "make test-lite    build the JupyterLite site offline and run a lesson in it"
	@echo "make test-pages   open every translated page in headless Chromium (10-15 min)"
	@echo "make binder-check check with repo2docker (no Docker needed) that binder/ is read as intended"
	@echo "make load         load test: STUDENTS=30 students open a lesson at once (LOAD_ARGS=...)"
	@echo "make bench        run the benchmarks in benchmarks/"
	@echo "make lint         ruff: lint rules (pyproject.toml) and the format check"
	@echo "make test-oldest  unit tests on the oldest versions the kit allows, in a fresh venv under /tmp"
	@echo "make test-newest  unit tests on the newest releases and the newest Python here"
	@echo "make dist         build the wheel (lessons included) into dist/"
	@echo "make screenshots  re-take docs/welcome-dashboard.png from the browser test"
	@echo "Translations (README, \"Adding a language\")"
	@echo "make i18n-extract the template of every translatable text (pinochle_teach/locale/pinochle_teach.pot)"
	@echo "make i18n-update  bring each language's .po up to date with the template (LANG_NEW=cs starts a new one)"
	@echo "make i18n-compile compile each .po into the .mo the kit reads (commit both)"
	@echo "make lessons-i18n-update  the lessons' text into locale/lessons.pot and each locale/<code>/LC_MESSAGES/lessons.po"
	@echo "make lessons-i18n the translated lessons notebooks/<code>/, exercises/<code>/ from the catalogs, run (commit them)"
	@echo "Set-up"
	@echo "make venv         create .venv ($(PYTHON) -m venv; Python 3.11 or newer)"
	@echo "make install      install the kit into .venv (make run does it when needed)"
	@echo "make install-test install the kit and its test tools into .venv"
	@echo "make chromium     install Debian's Chromium for the browser tests if it is missing"
	@echo "make poppler      install Debian's poppler-utils (pdftoppm, pdftotext) if missing: the tests read printed PDFs"
	@echo "make redis        install Debian's redis-server if missing: the shared tables' tests start one on 127.0.0.1"
	@echo "make clean        remove test results, caches and build output"

# --- environment -------------------------------------------------------------------------

$(BIN)/python:
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "pinochle-teach needs Python >= 3.11; this $(PYTHON) is " + sys.version.split()[0])'
	$(PYTHON) -m venv $(VENV)

venv: $(BIN)/python

# Stamps: reinstall only when pyproject.toml changes (the install is editable, so code
# changes need no reinstall).
$(VENV)/.installed-run: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -e .
	@touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -e '.[test]'
	@touch $@

install: $(VENV)/.installed-run
install-test: $(VENV)/.installed-test

# Debian's Chromium for the browser tests (Playwright's own browser download cannot work
# here). CI runs as root; elsewhere sudo is used if it is there. CHROMIUM= (or
# PINOCHLE_CHROMIUM in the environment) points the browser tests at another binary.
chromium:
	@if [ ! -x "$(CHROMIUM)" ]; then \
		if [ "$$(id -u)" = 0 ]; then SUDO=; \
		elif command -v sudo >/dev/null 2>&1; then SUDO=sudo; \
		else echo "Chromium is missing: install Debian's chromium package as root (apt-get install -y chromium)" >&2; exit 1; fi; \
		echo "Installing Chromium with apt-get"; \
		$$SUDO apt-get update && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium; \
	fi

# --- the commands ------------------------------------------------------------------------

# Serves the repo root, so notebooks/ and exercises/ are both reachable from the tree page.
# POOL=30 keeps that many kernels preheated for the lesson LESSON (default the welcome
# lesson), refilled 2 minutes after use, for a class that opens the same lesson at the start
# (30 at once: ~2 s instead of ~22 s to the dashboard; each ready kernel holds ~60 MiB;
# benchmarks/README.md, "Load test"). SERVE_ARGS passes further launcher options
# (python -m pinochle_teach.serve --help lists them).
# MAX_KERNELS and PER_CLIENT cap the kernels in total and per student address
# (pinochle_teach/serve/kernels.py). The server answers only requests that name this
# machine (DNS rebinding); ALLOW_HOSTS="name ..." adds names it cannot know itself (a name
# the school's network gives it, a container's published address). VERBOSE=1 prints the
# voila command line.
LESSON ?= notebooks/00_welcome.ipynb
POOL   ?=
MAX_KERNELS ?=
PER_CLIENT  ?=
ALLOW_HOSTS ?=
VERBOSE ?=
SERVE_OPTS := --host=$(HOST) --port=$(PORT) $(if $(POOL),--pool=$(POOL)) --lesson=$(LESSON) \
	$(if $(MAX_KERNELS),--max-kernels=$(MAX_KERNELS)) $(if $(PER_CLIENT),--per-client=$(PER_CLIENT)) \
	$(foreach name,$(ALLOW_HOSTS),--allow-host=$(name)) $(if $(VERBOSE),--verbose) $(SERVE_ARGS)

# POOL, LESSON, HOST and PORT, checked before anything is installed or started. LESSON is
# checked even without POOL (it is the "Start" address make run prints); a port in use, an
# empty HOST, or a HOST that is not this machine's gets a message naming what to do
# (scripts/check_port.py; voila itself only said it could find no free port).
run-args:
	@if [ -n "$(ENV_HOST)" ] && [ "$(ENV_HOST)" != "127.0.0.1" ]; then \
		echo "make run: HOST=$(ENV_HOST) from the environment is ignored; serving this machine only (make run HOST=0.0.0.0 opens the room's network)." >&2; \
	fi
	@if [ -n "$(POOL)" ]; then \
		case "$(POOL)" in *[!0-9]*) echo "POOL must be a whole number of kernels, e.g. POOL=30; got '$(POOL)'" >&2; exit 2;; esac; \
		[ "$(POOL)" -ge 1 ] || { echo "POOL=$(POOL) keeps no kernel ready: leave POOL out, or give 1 or more (e.g. POOL=30)" >&2; exit 2; }; \
	fi
	@case "$(LESSON)" in *.ipynb) [ -f "$(LESSON)" ];; *) false;; esac || { echo "LESSON=$(LESSON) is not a notebook of this folder (e.g. LESSON=notebooks/02_meld.ipynb)" >&2; exit 2; }
	@$(PYTHON) scripts/check_port.py "$(HOST)" "$(PORT)"

# The launcher prints the addresses to open once the server answers (with HOST=0.0.0.0,
# this machine's network address, not http://0.0.0.0:...).
run: run-args $(VENV)/.installed-run
	@$(BIN)/python -m pinochle_teach.serve $(SERVE_OPTS) --root="$(CURDIR)"

test: $(VENV)/.installed-test chromium poppler redis
	PINOCHLE_CHROMIUM="$(CHROMIUM)" $(BIN)/python -m pytest $(TEST_DIRS) $(PYTEST_OPTS) $(PYTEST_ARGS)

# Benchmarks (written in benchmarks/): benchmarks/run_all.py if there is one, otherwise
# every benchmarks/bench_*.py in turn.
bench: $(VENV)/.installed-run
	@if [ -f benchmarks/run_all.py ]; then \
		$(BIN)/python benchmarks/run_all.py; \
	else \
		found=0; \
		for script in benchmarks/bench_*.py; do \
			[ -e "$$script" ] || continue; \
			found=1; echo "== $$script"; \
			$(BIN)/python "$$script" || exit $$?; \
		done; \
		[ $$found = 1 ] || echo "No benchmarks yet (benchmarks/bench_*.py)."; \
	fi

# Re-take the screenshot the README embeds (docs/welcome-dashboard.png).
screenshots: $(VENV)/.installed-test chromium
	PINOCHLE_UPDATE_SCREENSHOTS=1 PINOCHLE_CHROMIUM="$(CHROMIUM)" $(BIN)/python -m pytest tests/browser/test_welcome.py $(PYTEST_ARGS)

clean:
	rm -rf test-results .pytest_cache build dist *.egg-info docs/_build docs/lessons

# --- classroom scale (issue 9): JupyterLite site, load test -------------------------------

# The JupyterLite build tools live in their own venv (lite/.venv, from lite/requirements.txt)
# so that their JupyterLab extension never reaches the voila/JupyterLab in .venv.
LITE_VENV := lite/.venv
LITE_PY   := $(LITE_VENV)/bin/python

$(LITE_PY):
	$(PYTHON) -m venv $(LITE_VENV)

$(LITE_VENV)/.installed: lite/requirements.txt | $(LITE_PY)
	$(LITE_PY) -m pip install -r lite/requirements.txt
	@touch $@

# The only step that needs the package registries: the build tools, then Pyodide (npm) and
# the wheels the site bundles (PyPI) into lite/.cache/, each downloaded once.
# Pyodide comes with npm (`npm pack`, once): without npm, say so instead of a traceback.
lite-fetch: $(LITE_VENV)/.installed
	@command -v npm >/dev/null 2>&1 || ls lite/.cache/pyodide-*.tgz >/dev/null 2>&1 || { \
		echo "make lite needs npm once, to download Pyodide from the npm registry:" >&2; \
		echo "install it (Debian: apt-get install npm) and run make lite again." >&2; exit 2; }
	$(LITE_PY) lite/build.py fetch

# A static site in lite/_output/ (serve it with any web server); the build itself is offline.
lite: lite-fetch
	$(LITE_PY) lite/build.py build

# Builds the site with no network (in its own network namespace where possible), checks it
# holds the lessons, the exercises and the wheels, and runs the welcome lesson in headless
# Chromium with every request off this machine refused. `make test` skips these tests.
test-lite: lite-fetch $(VENV)/.installed-test chromium
	PINOCHLE_LITE=1 PINOCHLE_CHROMIUM="$(CHROMIUM)" $(BIN)/python -m pytest tests/lite $(PYTEST_ARGS)

# 30 students on the welcome lesson at once (benchmarks/load_test.py; STUDENTS=... to change).
STUDENTS ?= 30
load: $(VENV)/.installed-test chromium
	PINOCHLE_CHROMIUM="$(CHROMIUM)" $(BIN)/python benchmarks/load_test.py --students $(STUDENTS) $(LOAD_ARGS)

.PHONY: lite lite-fetch test-lite load

# Every translated page in voila and headless Chromium: no error, its language, no English
# sentence left; a screenshot of each in test-results/ (tests/browser/test_every_translated_page.py;
# 10-15 minutes, so `make test` opens one page per language instead).
test-pages: $(VENV)/.installed-test chromium
	PINOCHLE_EVERY_PAGE=1 PINOCHLE_CHROMIUM="$(CHROMIUM)" $(BIN)/python -m pytest \
		tests/browser/test_every_translated_page.py $(PYTEST_ARGS)

.PHONY: test-pages

# --- Binder, and every student's quiz results ---------------------------------------------

# The Binder launch link for this repository, from `git remote get-url origin` (GitHub https
# or ssh). With no remote it says how to publish the repository first and fails.
binder-link:
	@$(PYTHON) scripts/binder_link.py $(BINDER_ARGS)

# repo2docker (Binder's builder) in its own venv; `--no-build` prints the Dockerfile it would
# build without Docker, and scripts/check_binder.py checks binder/ is read as intended.
R2D_VENV := build/r2d-venv
$(R2D_VENV)/bin/repo2docker:
	$(PYTHON) -m venv $(R2D_VENV)
	$(R2D_VENV)/bin/python -m pip install jupyter-repo2docker

binder-check: $(R2D_VENV)/bin/repo2docker
	$(PYTHON) scripts/check_binder.py --repo2docker $(R2D_VENV)/bin/repo2docker

# Every student's quiz answers (all progress files of the server's data folder) as one CSV.
OUT ?= class-results.csv
results: $(VENV)/.installed-run
	$(BIN)/python -m pinochle_teach results "$(OUT)"

.PHONY: binder-link binder-check results

# --- teacher material on paper (issue 16): worksheets, answer keys, the rules sheet ----------

# Poppler's pdftoppm/pdftotext, with which the tests read the printed PDFs (page images and
# text); installed like Chromium.
poppler:
	@if ! command -v pdftoppm >/dev/null 2>&1 || ! command -v pdftotext >/dev/null 2>&1; then \
		if [ "$$(id -u)" = 0 ]; then SUDO=; \
		elif command -v sudo >/dev/null 2>&1; then SUDO=sudo; \
		else echo "pdftoppm is missing: install Debian's poppler-utils package as root (apt-get install -y poppler-utils)" >&2; exit 1; fi; \
		echo "Installing poppler-utils with apt-get"; \
		$$SUDO apt-get update && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends poppler-utils; \
	fi

$(VENV)/.installed-print: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -e '.[print]'
	@touch $@

# The PDFs go to OUT= given on the command line (a folder), else worksheets/ (git ignores
# it: the answer keys must not be committed where students can read them). OUT's other
# default belongs to `make results`.
PRINT_OUT  := $(if $(filter command line,$(origin OUT)),$(OUT),worksheets)
KIND       ?= all
DIFFICULTY ?= medium
SEEDS      ?= 1-10
PAPER      ?= A4
# SHEET_LANG=pl (cs, is): the sheets, keys and rules sheet in that language (not LANG or
# LANGUAGE: those are the locale's environment variables, set in most shells).
SHEET_LANG ?=
PRINT_OPTS := --out="$(PRINT_OUT)" --paper="$(PAPER)" $(if $(SHEET_LANG),--lang="$(SHEET_LANG)")

# STUDENT="Ann Lee,Bob" (or all): instead, each roster student's own questions (the ones
# their quiz shows them) in OUT/<name>/.
STUDENT    ?=
worksheets: $(VENV)/.installed-print chromium
	@PINOCHLE_CHROMIUM="$(CHROMIUM)" $(BIN)/python -m pinochle_teach.printouts $(PRINT_OPTS) \
		--kind="$(KIND)" --difficulty="$(DIFFICULTY)" --seeds="$(SEEDS)" \
		$(if $(STUDENT),--student="$(STUDENT)")

rules-sheet: $(VENV)/.installed-print chromium
	@PINOCHLE_CHROMIUM="$(CHROMIUM)" $(BIN)/python -m pinochle_teach.printouts $(PRINT_OPTS) \
		--rules-sheet-only

# Debian's redis-server for the shared tables' tests (tests/test_shared_table.py starts its
# own server on 127.0.0.1 at a free port; a system service the package may start is not used).
redis:
	@if ! command -v redis-server >/dev/null 2>&1; then \
		if [ "$$(id -u)" = 0 ]; then SUDO=; \
		elif command -v sudo >/dev/null 2>&1; then SUDO=sudo; \
		else echo "redis-server is missing: install Debian's redis-server package as root (apt-get install -y redis-server)" >&2; exit 1; fi; \
		echo "Installing redis-server with apt-get"; \
		$$SUDO apt-get update && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server; \
	fi

.PHONY: poppler redis worksheets rules-sheet

# --- a class roster and its links (issue 16) -----------------------------------------------

# `make class ROSTER=names.txt URL=http://192.168.1.20:8866`: the roster in the class data
# folder (PINOCHLE_TEACH_DATA, as the server reads it), each student's link and QR code on a
# sheet in OUT= (default class-links/, git-ignored: it holds every student's code; never
# inside notebooks/ or exercises/, which the server serves), the teacher's link printed.
# pinochle_teach/serve/class_links.py (python -m pinochle_teach.serve.class_links --help).
CLASS_OUT := $(if $(filter command line,$(origin OUT)),$(OUT),class-links)
ROSTER ?=
URL    ?=
REPLACE ?=
class: $(VENV)/.installed-print
	@[ -n "$(ROSTER)" ] || { echo "make class needs ROSTER=names.txt (one student name a line)" >&2; exit 2; }
	@[ -n "$(URL)" ] || { echo "make class needs URL=http://<this machine's address>:$(PORT) (what make run HOST=0.0.0.0 prints)" >&2; exit 2; }
	@PINOCHLE_CHROMIUM="$(CHROMIUM)" $(BIN)/python -m pinochle_teach.serve.class_links \
		--roster="$(ROSTER)" --url="$(URL)" --out="$(CLASS_OUT)" --paper="$(or $(PAPER),A4)" \
		$(if $(REPLACE),--replace)

.PHONY: class

# --- the package (issue 18): lint, the wheel, the oldest and newest stack ------------------

# ruff's lint rules and format check, configured in pyproject.toml ([tool.ruff]); ruff comes
# with the `lint` extra. The format check covers the files listed in FORMATTED (ruff's
# format was adopted file by file: the rest of the code base keeps its own layout for now).
FORMATTED := pinochle_teach/cli pinochle_teach/lesson_files.py pinochle_teach/__main__.py \
	scripts/oldest_constraints.py scripts/class_results.py tests/test_cli.py tests/browser/test_wheel.py
$(VENV)/.installed-lint: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -e '.[lint]'
	@touch $@

lint: $(VENV)/.installed-lint
	$(BIN)/ruff check .
	$(BIN)/ruff format --check $(FORMATTED)

# The wheel and the sdist in dist/ (the wheel holds the lessons: pyproject.toml says how).
dist: | $(BIN)/python
	$(BIN)/python -m pip wheel --no-deps --wheel-dir dist .

# The unit tests on the oldest versions the kit allows (each dependency's lower bound,
# scripts/oldest_constraints.py) on the oldest Python it allows, and on the newest releases
# on the newest Python here; each in a fresh venv under STACK_DIR (downloads from PyPI).
# OLDEST_PYTHON= / NEWEST_PYTHON= choose other interpreters.
STACK_DIR     ?= /tmp/pinochle-stack
# The first of these that runs (a pyenv shim of a version not selected is found but fails).
first_python = $(firstword $(foreach p,$(1),$(shell $(p) -c 'import sys; print(sys.executable)' 2>/dev/null)))
OLDEST_PYTHON ?= $(or $(call first_python,python3.11),$(PYTHON))
NEWEST_PYTHON ?= $(or $(call first_python,python3.13 python3.12),$(PYTHON))
STACK_TESTS   := tests -m 'not browser' -p no:cacheprovider -q $(PYTEST_ARGS)

test-oldest:
	rm -rf $(STACK_DIR)/oldest && $(OLDEST_PYTHON) -m venv $(STACK_DIR)/oldest
	$(PYTHON) scripts/oldest_constraints.py > $(STACK_DIR)/oldest/constraints.txt
	$(STACK_DIR)/oldest/bin/python -m pip install -q -c $(STACK_DIR)/oldest/constraints.txt -e '.[test]'
	$(STACK_DIR)/oldest/bin/python -m pip list --format=freeze > $(STACK_DIR)/oldest/installed.txt
	$(STACK_DIR)/oldest/bin/python -m pytest $(STACK_TESTS)

test-newest:
	rm -rf $(STACK_DIR)/newest && $(NEWEST_PYTHON) -m venv $(STACK_DIR)/newest
	$(STACK_DIR)/newest/bin/python -m pip install -q --upgrade pip
	$(STACK_DIR)/newest/bin/python -m pip install -q --upgrade -e '.[test]'
	$(STACK_DIR)/newest/bin/python -m pip list --format=freeze > $(STACK_DIR)/newest/installed.txt
	$(STACK_DIR)/newest/bin/python -m pytest $(STACK_TESTS)

.PHONY: lint dist test-oldest test-newest

# The documentation site (docs/conf.py): the lessons, the exercises, the rules page and the
# teacher guide with their stored outputs (myst-nb; nothing is executed), the API reference
# from the docstrings and the benchmarks, in docs/_build/html/ (open index.html). Warnings
# are errors (-W), as in tests/test_docs.py, which builds it the same way in `make test`.
$(VENV)/.installed-docs: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -e '.[docs]'
	@touch $@

docs: $(VENV)/.installed-docs
	$(BIN)/python -m sphinx -b html -W --keep-going docs docs/_build/html
	@echo "The site is in docs/_build/html/ (open docs/_build/html/index.html)."

.PHONY: docs

# --- translations (issue 19): gettext catalogs managed with Babel --------------------------

# Babel's pybabel (the test extra) extracts every text marked in the package (babel.cfg:
# gettext's names, and pinochle_teach.i18n's tr/ntr for sentences with placeholders, NP_
# for the names' grammatical forms and ptr for a phrase with placeholders, each with its
# context) into the template; update merges it into each language's
# pinochle_teach/locale/<code>/LC_MESSAGES/pinochle_teach.po; compile writes
# the .mo the engine reads with the standard library's gettext. The .mo are committed (the
# package ships them; tests/test_i18n.py checks they match the .po).
LOCALE   := pinochle_teach/locale
POT      := $(LOCALE)/pinochle_teach.pot
LANG_NEW ?=
BABEL_KEYWORDS := -k tr -k ntr:1,2 -k NP_:1c,2 -k ptr:1c,2
# pybabel comes with the test extra (make install-test); these targets do not install it.
$(BIN)/pybabel:
	@echo "pybabel is missing: make install-test installs Babel (the test extra) into $(VENV)" >&2; exit 2

i18n-extract: | $(BIN)/pybabel
	PYTHONPATH=$(CURDIR) $(BIN)/pybabel -q extract -F babel.cfg $(BABEL_KEYWORDS) --no-wrap \
		--sort-by-file --project=pinochle-teach \
		--copyright-holder="pinochle-teach contributors" \
		-o $(POT) pinochle_teach notebooks exercises

i18n-update: i18n-extract
	@if [ -n "$(LANG_NEW)" ]; then \
		$(BIN)/pybabel init -D pinochle_teach -i $(POT) -d $(LOCALE) -l $(LANG_NEW) --no-wrap; \
	fi
	$(BIN)/pybabel update -D pinochle_teach -i $(POT) -d $(LOCALE) --no-wrap --ignore-obsolete

# The lessons, exercises and rules page in other languages (scripts/lesson_translations.py):
# lessons-i18n-update extracts their text into locale/lessons.pot and merges it into each
# language's locale/<code>/LC_MESSAGES/lessons.po; lessons-i18n writes notebooks/<code>/ and
# exercises/<code>/ from the English notebooks and the catalogs, and runs them so that their
# stored outputs (which nbval checks) are in their language. Commit the .po and the notebooks.
lessons-i18n-update: | $(BIN)/pybabel
	$(BIN)/python scripts/lesson_translations.py extract
	$(BIN)/pybabel update -D lessons -i locale/lessons.pot -d locale --no-wrap --ignore-obsolete

lessons-i18n: | $(BIN)/pybabel
	$(BIN)/python scripts/lesson_translations.py build
	$(BIN)/python scripts/lesson_translations.py run

i18n-compile: | $(BIN)/pybabel
	$(BIN)/pybabel compile -D pinochle_teach -d $(LOCALE) --statistics
