"""Sphinx configuration of the documentation site (`make docs`, output in docs/_build/html/).

The lessons, the exercises, the rules page and the teacher guide are the notebooks of
notebooks/ and exercises/, rendered by myst-nb with the outputs stored in them (nbval checks
those outputs against a fresh run; nothing is executed here). docs/lesson_pages.py copies
them into docs/lessons/ at each build, with each widget output (which needs a running
kernel) turned into a note saying where the interactive version is. The API reference is
autodoc over the docstrings (Google style, read by napoleon).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
sys.path.insert(0, str(DOCS))
sys.path.insert(0, str(DOCS.parent))

import pinochle_teach  # noqa: E402

project = "pinochle-teach"
author = "the pinochle-teach authors"
copyright = "the pinochle-teach authors (MIT licence)"
release = pinochle_teach.__version__
version = release

extensions = [
    "myst_nb",
    "sphinx.ext.autodoc",
    "sphinx.ext.viewcode",
    "lesson_pages",
]

root_doc = "index"
exclude_patterns = ["_build", "**/.ipynb_checkpoints", "README.md"]
templates_path: list[str] = []

# The notebooks are shown as committed: their outputs are the ones nbval checks.
nb_execution_mode = "off"
nb_merge_streams = True
myst_enable_extensions = ["colon_fence", "deflist"]
# Headings as link targets (the lessons link to sections of the rules page).
myst_heading_anchors = 4

autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"members": True, "show-inheritance": False}

html_theme = "furo"
html_title = f"pinochle-teach {release}"
html_static_path = ["_static"]
html_css_files = ["pinochle.css"]
html_show_sourcelink = False

# Section links as JupyterLab writes them (rules.ipynb#4.-Meld), so the notebooks' links work.
myst_heading_slug_func = "lesson_pages.jupyterlab_anchor"


# The docstrings use Google-style sections (Args:, Returns:, Raises:, Attributes:), read by
# napoleon's GoogleDocstring. A property or constant is read as a function's docstring is:
# napoleon's own handler would take "The suit symbol: ``"♠"``." for a type and a text.
from sphinx.ext.napoleon import Config as NapoleonConfig  # noqa: E402
from sphinx.ext.napoleon.docstring import GoogleDocstring  # noqa: E402

NAPOLEON = NapoleonConfig(napoleon_use_ivar=True, napoleon_use_rtype=False,
                          napoleon_custom_sections=[("Class attributes", "params_style")])


SHARED_IVAR = re.compile(r"^(\s*):ivar (\w+(?:, \w+)+): ?(.*)$")


def split_shared_fields(lines: list[str]) -> list[str]:
    """``:ivar seed, difficulty, rules: text`` as one ``:ivar`` per name, each with the text
    (as napoleon does for the arguments of an Args: section; Sphinx would read the first
    names as a type)."""
    out: list[str] = []
    i = 0
    while i < len(lines):
        match = SHARED_IVAR.match(lines[i])
        if not match:
            out.append(lines[i])
            i += 1
            continue
        indent, names, text = match.groups()
        j = i + 1
        while j < len(lines) and lines[j].startswith(indent + " ") and lines[j].strip():
            j += 1
        for name in names.split(", "):
            out.append(f"{indent}:ivar {name}: {text}")
            out.extend(lines[i + 1:j])
        i = j
    return out


def google_docstring(app, what, name, obj, options, lines):
    kind = "method" if what in ("property", "attribute", "data") else what
    parsed = GoogleDocstring(lines, NAPOLEON, app, kind, name, obj, options).lines()
    lines[:] = split_shared_fields(parsed)


def setup(app):
    app.connect("autodoc-process-docstring", google_docstring)
