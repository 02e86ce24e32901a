"""The one-page rules sheet to hand out: sections 1-7 of the kit's rule book
(notebooks/rules.ipynb, the page every "rules page §N" in the kit points to), in its own
words, two columns on one page.

The text is read from the notebook each time, so the sheet says what the rules page says;
its markdown is turned into HTML by mistune (the Markdown library Jupyter's nbconvert uses).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from ..lesson_files import shipped_root
from ..rulebook import RULES_PAGE, SECTIONS
from .sheets import PrintSettingError, render

__all__ = ["SHEET_SECTIONS", "rules_page_path", "rules_markdown", "rules_sheet_html"]

#: The rule book's sections on the sheet: the game as the kit plays it (§8, other ways to
#: play, and §9, worked examples, stay on the rules page).
SHEET_SECTIONS = (1, 2, 3, 4, 5, 6, 7)

_HEADING = re.compile(r"^## (\d+)\. (.+)$", re.MULTILINE)
# A bold line heading a table ("**Class 2: pinochle**"), and the table: kept in one column.
_TABLE_WITH_HEAD = re.compile(r"(<p><strong>[^<]*</strong>[^<]*</p>\s*<table>.*?</table>)", re.S)


def rules_page_path(root: "str | Path | None" = None) -> Path:
    """Where the rules page is: ``<root>/notebooks/rules.ipynb``, ``root`` by default the
    kit's own lessons (a checkout's folder holding ``pinochle_teach/``, or an installed
    wheel's package data: :func:`pinochle_teach.lesson_files.shipped_root`)."""
    base = Path(root) if root is not None else shipped_root()
    return base / RULES_PAGE


def rules_markdown(path: "str | Path | None" = None) -> tuple[str, str, dict[int, str]]:
    """``(title, words, sections)`` from the rules page: its title, its paragraph "Words
    used on this page", and ``{N: markdown of section N}`` (heading included) for each of
    :data:`SHEET_SECTIONS`.

    Raises:
        PrintSettingError: when the file is missing or lacks one of those sections.
    """
    path = Path(path) if path is not None else rules_page_path()
    try:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    except (OSError, ValueError, KeyError) as exc:
        raise PrintSettingError(f"cannot read the rules page {path}: {exc}") from None
    texts = ["".join(c["source"]) for c in cells if c.get("cell_type") == "markdown"]
    title, words, sections = "", "", {}
    for text in texts:
        if text.startswith("# ") and not title:
            title = text.splitlines()[0][2:].strip()
            words = next((p for p in text.split("\n\n") if p.startswith("**Words used")), "")
        found = _HEADING.match(text)
        if found and int(found.group(1)) in SHEET_SECTIONS:
            sections[int(found.group(1))] = text.strip()
    missing = [n for n in SHEET_SECTIONS if n not in sections]
    if missing or not title:
        raise PrintSettingError(
            f"the rules page {path} has no title or no section {missing}: the sheet prints "
            f"sections {SHEET_SECTIONS[0]}-{SHEET_SECTIONS[-1]} ({', '.join(SECTIONS[n] for n in SHEET_SECTIONS)})")
    return title, words, sections


def rules_sheet_html(path: "str | Path | None" = None, *, paper: str = "A4") -> str:
    """The rules sheet as one HTML page to print (:class:`~.pdf.PdfPrinter`, one page of
    ``paper``).

    Raises:
        PrintSettingError: as :func:`rules_markdown`, or for an unknown paper size.
    """
    import mistune  # the print extra

    title, words, sections = rules_markdown(path)
    md = mistune.create_markdown(escape=True, plugins=["table"])
    body = "\n".join(md(sections[n]) for n in SHEET_SECTIONS)
    body = _TABLE_WITH_HEAD.sub(r'<div class="pt-rules-keep">\1</div>', body)
    source = (f"From the kit's rule book, the rules page ({RULES_PAGE}), sections "
              f"{SHEET_SECTIONS[0]}-{SHEET_SECTIONS[-1]}. There, section 8 lists other ways "
              "to play and section 9 has worked examples.")
    return render("rules.html.j2", paper=paper, title=title, body_class="pt-rules",
                  intro=md(words), sections=body, source=source)
