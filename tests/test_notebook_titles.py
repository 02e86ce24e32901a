"""Every page is titled after its lesson, not its file name (issue 15 item 3): voila writes
a notebook's ``metadata.title`` into ``<title>``; scripts/notebook_titles.py sets it from the
notebook's first heading."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "notebook_titles.py"
PAGES = sorted([*ROOT.glob("notebooks/*.ipynb"), *ROOT.glob("exercises/*.ipynb")])


@pytest.mark.parametrize("path", PAGES, ids=lambda p: p.name)
def test_the_page_title_is_the_lessons_heading(path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    title = nb["metadata"].get("title", "")
    heading = next(line[2:].strip() for cell in nb["cells"] if cell["cell_type"] == "markdown"
                   for line in "".join(cell["source"]).splitlines() if line.startswith("# "))
    assert title.startswith(heading) and title.endswith("pinochle-teach"), (title, heading)
    assert title.removesuffix(" · pinochle-teach") not in (path.stem, path.name)


def test_the_script_finds_nothing_out_of_date():
    done = subprocess.run([sys.executable, str(SCRIPT), "--check"], capture_output=True,
                          text=True, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_script_reports_a_missing_title(tmp_path, monkeypatch):
    sys.path.insert(0, str(SCRIPT.parent))
    try:
        import notebook_titles
    finally:
        sys.path.remove(str(SCRIPT.parent))
    nb = {"cells": [{"cell_type": "markdown", "source": ["# Lesson 9: *Odd* [rules](x.md)\n"]}],
          "metadata": {}}
    assert notebook_titles.title_of(nb, Path("x.ipynb")) == "Lesson 9: Odd rules · pinochle-teach"
    assert notebook_titles.title_of({"cells": []}, Path("my_page.ipynb")) == (
        "my page · pinochle-teach")
