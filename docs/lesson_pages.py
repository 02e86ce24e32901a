"""The notebooks as pages of the documentation site (a Sphinx extension, docs/conf.py).

At each build, before Sphinx looks for its sources, the notebooks of notebooks/ and
exercises/ are copied into docs/lessons/ (same layout, so their links to each other still
work), each with the changes a page read without a kernel needs:

- every widget output becomes a short note naming the widget and saying that it runs in the
  served lesson (a widget needs a running kernel; the notebooks keep no widget state, so the
  page could otherwise show only its text form, such as ``MeldGallery(6 hands)``);
- a banner under the title says the same for the page as a whole;
- ``?projector=1`` is dropped from links (it asks the served lesson for projector mode);
- stored widget state, if any, is dropped (myst-nb would load a widget manager for it);
- the lesson's first code cell, which only names its language for the served page
  (``lesson_language("en")``, tagged ``pt-lesson-language``), is left out.

The stored outputs that are HTML (the cards drawn as SVG), text and images stay as they are.
docs/lessons/ is generated (git ignores it); a file is rewritten only when its text changes.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("notebooks", "exercises")
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
#: The tag of a lesson's cell that names its language (scripts/lesson_translations.py).
LANGUAGE_TAG = "pt-lesson-language"
PROJECTOR_LINK = re.compile(r"(\]\([^)\s]+?\.ipynb)\?projector=1")

BANNER = """\
:::{note}
This is the notebook as committed: its text, its code and the outputs stored in it. Its
interactive parts (marked **Interactive** below) run when the notebook is served: with
`make run` in a checkout of the kit, or `pinochle-teach lessons DIR` then
`pinochle-teach serve DIR` with the kit installed by pip.
:::
"""


def widget_note(text_plain: str) -> str:
    """The HTML that stands in for one widget output whose text form is ``text_plain``."""
    name = text_plain.strip()
    # Layout boxes (a page's bar of controls) print as their whole tree of children.
    shown = "" if name.startswith(("VBox(", "HBox(")) or len(name) > 120 else name
    what = f" <code>{html.escape(shown)}</code>" if shown else " the page's controls"
    return (f'<div class="pt-static-widget"><strong>Interactive:</strong>{what} '
            "(runs when the notebook is served)</div>")


def _is_title(cell: dict) -> bool:
    return cell.get("cell_type") == "markdown" and "".join(cell.get("source", "")).lstrip(
    ).startswith("# ")


def page_notebook(nb: dict) -> dict:
    """A copy of the notebook ``nb`` (nbformat 4 as a dict) as its page shows it."""
    nb = json.loads(json.dumps(nb))
    nb.get("metadata", {}).pop("widgets", None)
    nb["cells"] = [c for c in nb.get("cells", [])
                   if LANGUAGE_TAG not in c.get("metadata", {}).get("tags", ())]
    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "markdown":
            source = "".join(cell.get("source", ""))
            cell["source"] = PROJECTOR_LINK.sub(r"\1", source)
        for output in cell.get("outputs", []):
            data = output.get("data")
            if data and WIDGET_VIEW in data:
                plain = "".join(data.get("text/plain", ""))
                output["data"] = {"text/html": widget_note(plain), "text/plain": plain}
    cells = nb.get("cells", [])
    at = 1 if cells and _is_title(cells[0]) else 0
    cells.insert(at, {"cell_type": "markdown", "id": "static-page-note", "metadata": {},
                      "source": BANNER})
    return nb


def copy_lessons(root: Path = ROOT, dest: Path | None = None) -> list[Path]:
    """Write the pages' notebooks under ``dest`` (default docs/lessons/); returns them.

    Files of ``dest`` that no longer have a notebook behind them are removed.
    """
    dest = dest or root / "docs" / "lessons"
    written = []
    for folder in FOLDERS:
        out_dir = dest / folder
        out_dir.mkdir(parents=True, exist_ok=True)
        sources = sorted((root / folder).glob("*.ipynb"))
        for source in sources:
            nb = json.loads(source.read_text(encoding="utf-8"))
            text = json.dumps(page_notebook(nb), indent=1,
                              ensure_ascii=False) + "\n"
            target = out_dir / source.name
            if not target.exists() or target.read_text(encoding="utf-8") != text:
                target.write_text(text, encoding="utf-8")
            written.append(target)
        names = {s.name for s in sources}
        for stale in out_dir.glob("*.ipynb"):
            if stale.name not in names:
                stale.unlink()
    return written


def jupyterlab_anchor(text: str) -> str:
    """A heading's anchor as JupyterLab makes it (spaces become hyphens, nothing else changes),
    so that the notebooks' links to sections, such as ``rules.ipynb#4.-Meld``, work on the
    site too (myst_heading_slug_func in docs/conf.py)."""
    return text.strip().replace(" ", "-")


def _builder_inited(app) -> None:
    copy_lessons(dest=Path(app.srcdir) / "lessons")


def setup(app):
    app.connect("builder-inited", _builder_inited)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
