"""The layers and the shape of the code, checked as rules (DESIGN.md "Layout"):

- the engine imports nothing outside the standard library (so it runs in JupyterLite);
- no widget module does seat arithmetic: every fact about seats lives in seating.py;
- no module under pinochle_teach/ is longer than 700 lines;
- no module imports a private name (``_name``) of another module;
- widgets carry no inline styles: colours, sizes and spacing come from style.css.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

import pinochle_teach

PACKAGE = Path(pinochle_teach.__file__).resolve().parent
MODULES = sorted(PACKAGE.rglob("*.py"))
WIDGETS = [p for p in MODULES if "widgets" in p.relative_to(PACKAGE).parts]
# The optional analysis package may use numpy/matplotlib; the widgets use ipywidgets; the
# classroom server (serve, never imported by `import pinochle_teach`) runs voila; the
# printouts (never imported by it either) print PDFs with Chromium (Playwright, Jinja2);
# the backends (imported only when PINOCHLE_TABLES_URL names a server) use its client.
ENGINE = [p for p in MODULES
          if p.relative_to(PACKAGE).parts[0] not in ("widgets", "analysis", "serve",
                                                     "printouts", "backends")]


def rel(path: Path) -> str:
    return str(path.relative_to(PACKAGE.parent))


def test_the_tree_is_found():
    # Guards every test below against passing vacuously on an empty list.
    assert len(MODULES) > 30 and len(WIDGETS) > 8 and len(ENGINE) > 15


def _imported_top_levels(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("path", ENGINE, ids=rel)
def test_engine_module_imports_only_the_standard_library(path):
    outside = {n for n in _imported_top_levels(path)
               if n not in sys.stdlib_module_names and n != "pinochle_teach"}
    assert not outside, f"{rel(path)} imports {sorted(outside)}"


def test_importing_the_engine_loads_no_third_party_package():
    # pinochle_teach.cli too: `pinochle-teach --help` and `lessons` need no third-party
    # package (only `serve` loads voila, when it starts).
    code = ("import sys, pinochle_teach, pinochle_teach.players, pinochle_teach.quiz, "
            "pinochle_teach.cli, pinochle_teach.lesson_files; "
            "print(' '.join(sorted({m.split('.')[0] for m in sys.modules})))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    outside = [m for m in out if m not in sys.stdlib_module_names
               and m not in ("pinochle_teach", "sitecustomize", "usercustomize")
               and not m.startswith("_")]
    assert outside == []


def test_importing_the_engine_does_not_pull_in_the_network_stack():
    # xml.sax.saxutils drags urllib, http.client, ssl and email into every kernel.
    code = ("import sys, pinochle_teach, pinochle_teach.svg; "
            "print(' '.join(m for m in ('xml.sax', 'urllib.request', 'http.client', 'ssl', "
            "'email') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == []


# Seat arithmetic: a number taken modulo the player count, or a seat stepped round the
# table. The patterns name the shapes the widgets used to compute seats with.
SEAT_ARITHMETIC = [
    re.compile(r"%\s*(4|3|n|players|len\(\w*names\w*\)|self\.n|rules\.players|"
               r"\w*\.rules\.players|len\(SEAT_NAMES\))\b"),
    re.compile(r"\b(seat|leader|dealer|bidder|me|bottom|winner|w)\s*[+-]\s*\w+\)\s*%"),
    re.compile(r"\bseat\s*%\s*2\b"),
]


@pytest.mark.parametrize("path", WIDGETS, ids=rel)
def test_widget_module_does_no_seat_arithmetic(path):
    hits = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        code = line.split("#", 1)[0]
        if any(p.search(code) for p in SEAT_ARITHMETIC):
            hits.append(f"{rel(path)}:{number}: {line.strip()}")
    assert not hits, "seat arithmetic belongs in pinochle_teach/seating.py:\n" + "\n".join(hits)


def test_the_seat_arithmetic_check_catches_what_it_is_for():
    for line in ("partner = (self.seat + 2) % 4", "s = (leader + i) % n",
                 "team = seat % 2", "x = names[(g.leader + w) % len(names)]"):
        assert any(p.search(line) for p in SEAT_ARITHMETIC), line
    for line in ("index = (self.index + 1) % len(self.puzzles)", "width = 12 * size"):
        assert not any(p.search(line) for p in SEAT_ARITHMETIC), line


@pytest.mark.parametrize("path", MODULES, ids=rel)
def test_module_is_at_most_700_lines(path):
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= 700, f"{rel(path)} has {lines} lines: split it by concept"


@pytest.mark.parametrize("path", MODULES, ids=rel)
def test_module_imports_no_private_name_of_another_module(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    bad = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            bad += [a.name for a in node.names
                    if a.name.startswith("_") and not a.name.startswith("__")]
    assert not bad, f"{rel(path)} imports private names {bad}"


INLINE_STYLE = re.compile(r"""(?<![\w.])style\s*=\s*f?["'{]|\.style\.\w+\s*=""")


@pytest.mark.parametrize("path", WIDGETS, ids=rel)
def test_widget_module_has_no_inline_style(path):
    hits = [f"{rel(path)}:{n}: {line.strip()}"
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if INLINE_STYLE.search(line.split("#", 1)[0])]
    assert not hits, "styles belong in widgets/style.css:\n" + "\n".join(hits)


def test_the_inline_style_check_catches_what_it_is_for():
    for line in ("'<div style=\"color:#555\">'", "button.style.font_size = font",
                 "f'<span style=\"font-size:{f}px\">'"):
        assert INLINE_STYLE.search(line), line
    for line in ("view.add_class('pt-note')", 'widgets.Button(button_style="primary")'):
        assert not INLINE_STYLE.search(line), line


def test_the_stylesheet_uses_jupyterlab_theme_variables():
    css = (PACKAGE / "widgets" / "style.css").read_text(encoding="utf-8")
    assert "var(--jp-" in css
    # Colours are defined once, as tokens on JupyterLab variables; rules use the tokens.
    literal = [line for line in css.splitlines()
               if re.search(r"#[0-9a-fA-F]{3,6}\b", line) and "var(--jp-" not in line]
    assert literal == [], literal
