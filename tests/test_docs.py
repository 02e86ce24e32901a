"""The documentation site (`make docs`, docs/conf.py) builds without a warning and holds what
it promises: every lesson, exercise and page of notebooks/ with its stored outputs, the rules
page with the sections the lessons link to, the teacher guide, the API reference with the
docstrings' text, and the benchmarks.

One build (``sphinx-build -W``, as `make docs` runs it) into a temporary folder, ~30 s;
deselect with ``-m 'not docs'``. Expected text is read from the notebooks, the docstrings and
benchmarks/README.md, not from the built site.
"""

from __future__ import annotations

import html
import inspect
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import pinochle_teach

pytestmark = pytest.mark.docs

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted(
    (ROOT / "exercises").glob("*.ipynb"))
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
# Sphinx's "smart quotes" turn straight quotes and dashes of running text into typographic ones.
TYPOGRAPHIC = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"',
                             "\u2013": "-", "\u2014": "-", "\u2026": "..."})


def text_of(page: str) -> str:
    """The visible text of an HTML page with no whitespace at all (markup puts spaces where
    the source has none, and the reverse), quotes made straight."""
    body = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    body = html.unescape(re.sub(r"<[^>]+>", " ", body)).translate(TYPOGRAPHIC)
    return "".join(body.split())


def plain(rst: str) -> str:
    """A docstring's or a notebook's text as :func:`text_of` reads its page: ``code`` and
    :role:`~a.b` as their text, no whitespace."""
    rst = re.sub(r":\w+:`~?(?:[\w.]*\.)?([^`<]+?)`", r"\1", rst)
    rst = rst.replace("`", "").translate(TYPOGRAPHIC)
    return "".join(rst.split())


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("docs-site")
    run = subprocess.run(
        [sys.executable, "-m", "sphinx", "-b", "html", "-W", "--keep-going", "-q",
         str(ROOT / "docs"), str(out)],
        cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, f"sphinx-build -W failed:\n{run.stdout}\n{run.stderr}"
    assert "WARNING" not in run.stderr, run.stderr
    return out


def read(site: Path, name: str) -> str:
    page = site / name
    assert page.is_file(), f"{name} is missing from the site"
    return page.read_text(encoding="utf-8")


def notebook(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def headings(nb: dict, level: str = "#") -> list[str]:
    found = []
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            for line in "".join(cell["source"]).splitlines():
                if line.startswith(level + " "):
                    found.append(line[len(level) + 1:].strip())
    return found


def page_of(path: Path) -> str:
    return f"lessons/{path.parent.name}/{path.stem}.html"


def test_the_notebooks_are_found():
    assert len(NOTEBOOKS) > 15
    assert {"rules.ipynb", "teacher_guide.ipynb", "00_welcome.ipynb"} <= {
        p.name for p in NOTEBOOKS}


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_notebook_is_a_page_with_its_outputs(site, path):
    nb = notebook(path)
    page = read(site, page_of(path))
    text = text_of(page)
    for title in headings(nb, "#") + headings(nb, "##"):
        assert plain(title.replace("*", "")) in text
    widgets = [o for c in nb["cells"] for o in c.get("outputs", []) if WIDGET_VIEW in
               o.get("data", {})]
    # Each widget output is a note naming it; the page loads no widget manager.
    assert page.count('class="pt-static-widget"') == len(widgets)
    for output in widgets:
        name = "".join(output["data"]["text/plain"])
        if not name.startswith(("VBox(", "HBox(")):
            assert plain(name) in text
    assert WIDGET_VIEW not in page and "widget-state" not in page
    # Stored HTML outputs (cards drawn as SVG) are on the page as they are.
    stored_svg = sum("".join(o["data"]["text/html"]).count("<svg") for c in nb["cells"]
                     for o in c.get("outputs", []) if "text/html" in o.get("data", {}))
    assert page.count("<svg") >= stored_svg
    # The page says the interactive lesson needs serving.
    assert plain("make run") in text
    # The cell naming the served lesson's language is not shown (it is not for readers).
    assert "lesson_language" not in page


def test_section_links_between_notebooks_land_on_a_section(site):
    # The notebooks link to sections as JupyterLab names them (rules.ipynb#4.-Meld).
    written = [(path, anchor) for path in NOTEBOOKS for cell in notebook(path)["cells"]
               if cell["cell_type"] == "markdown"
               for anchor in re.findall(r"\]\([\w./]*\.ipynb#([^)\s]+)\)",
                                        "".join(cell["source"]))]
    assert len(written) > 20
    checked = 0
    for path in NOTEBOOKS:
        page_path = site / page_of(path)
        for target, anchor in re.findall(r'href="([\w./-]*)#([^"]+)"', read(site, page_of(path))):
            target_page = (page_path.parent / target) if target else page_path
            if target_page.suffix != ".html" or "_static" in target:
                continue
            assert f'id="{anchor}"' in target_page.read_text(encoding="utf-8"), (
                path.name, target, anchor)
            checked += 1
    assert checked >= len(written)


def test_the_rules_page_and_the_teacher_guide(site):
    index = text_of(read(site, "index.html"))
    for name in ("rules.ipynb", "teacher_guide.ipynb"):
        nb = notebook(ROOT / "notebooks" / name)
        sections = headings(nb, "##")
        assert len(sections) >= 3
        text = text_of(read(site, f"lessons/notebooks/{name[:-6]}.html"))
        for section in sections:
            assert plain(section) in text
        assert plain(headings(nb, "#")[0]) in index


def test_the_api_reference_documents_the_engine_from_its_docstrings(site):
    page = read(site, "api/engine.html")
    text = text_of(page)
    elsewhere = {"solve", "Solution"}  # on the solver's page
    solver = read(site, "api/solver.html")
    for name in pinochle_teach.__all__:
        obj = getattr(pinochle_teach, name)
        if not (inspect.isclass(obj) or inspect.isfunction(obj)):
            continue
        anchor = f'id="pinochle_teach.{name}"'
        if name in elsewhere:
            assert f'id="pinochle_teach.solver.{name}"' in solver
        else:
            assert anchor in page, name
    for func in (pinochle_teach.best_meld, pinochle_teach.legal_plays,
                 pinochle_teach.score_hand, pinochle_teach.Game):
        first = inspect.getdoc(func).split("\n\n")[0]
        assert plain(first) in text, func.__name__


@pytest.mark.parametrize("module", ["widgets", "quiz", "players", "solver", "review",
                                    "analysis", "svg", "classroom", "printouts"])
def test_the_api_reference_has_each_subpackage(site, module):
    package = __import__(f"pinochle_teach.{module}", fromlist=["__all__"])
    page = read(site, f"api/{module}.html")
    documented = [name for name in package.__all__
                  if f'id="pinochle_teach.{module}.{name}"' in page]
    assert len(documented) >= len(package.__all__) // 2, (module, documented)
    assert plain(inspect.getdoc(package).split("\n\n")[0]) in text_of(page)


def test_the_benchmarks_page(site):
    readme = (ROOT / "benchmarks" / "README.md").read_text(encoding="utf-8")
    sections = re.findall(r"^## (.+)$", readme, flags=re.M)
    assert len(sections) > 5
    text = text_of(read(site, "benchmarks.html"))
    for section in sections:
        assert plain(section.replace("`", "")) in text
    # Its figures are tables: as many on the page as in the README.
    assert read(site, "benchmarks.html").count("<table") == len(
        re.findall(r"^\|[-| :]+\|$", readme, flags=re.M))
