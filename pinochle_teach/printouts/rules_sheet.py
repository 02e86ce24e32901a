"""The one-page rules sheet to hand out: sections 1-7 of the kit's rule book
(notebooks/rules.ipynb, the page every "rules page §N" in the kit points to), in its own
words, two columns on one page.

The text is read from the notebook each time, so the sheet says what the rules page says;
its markdown is turned into HTML by mistune (the Markdown library Jupyter's nbconvert uses).
In another language (``lang="pl"``) the sheet is the translated rules page,
notebooks/<code>/rules.ipynb, and its own words are in that language.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from ..i18n import language, tr
from ..lesson_files import shipped_root
from ..rulebook import RULES_PAGE, SECTIONS
from .sheets import PrintSettingError, render

__all__ = ["SHEET_SECTIONS", "rules_page", "rules_page_path", "rules_markdown",
           "rules_sheet_html"]

#: The rule book's sections on the sheet: the game as the kit plays it (§8, other ways to
#: play, and §9, worked examples, stay on the rules page).
SHEET_SECTIONS = (1, 2, 3, 4, 5, 6, 7)

# "## 1. The deck and the deal", or as a translated page writes it, after the English
# heading's anchor: '## <a id="1.-The-deck-and-the-deal"></a>1. Talia i rozdawanie'.
_ANCHOR = r'(?:<a id="[^"]*"></a>)?'
_HEADING = re.compile(rf"^## {_ANCHOR}(\d+)\. (.+)$", re.MULTILINE)
_HEADING_ANCHOR = re.compile(rf"^(#+ ){_ANCHOR}", re.MULTILINE)
# A bold line heading a table ("**Class 2: pinochle**"), and the table: kept in one column.
_TABLE_WITH_HEAD = re.compile(r"(<p><strong>[^<]*</strong>[^<]*</p>\s*<table>.*?</table>)", re.S)


def rules_page(lang: "str | None" = None) -> str:
    """The rules page of a language, from the kit's folder: ``notebooks/rules.ipynb`` in
    English, ``notebooks/<code>/rules.ipynb`` in another (the language spoken now, or
    ``lang``).

    Raises:
        LanguageError: a ``lang`` with no catalog.
    """
    with language(lang) as code:
        if code == "en":
            return RULES_PAGE
        folder, name = RULES_PAGE.rsplit("/", 1)
        return f"{folder}/{code}/{name}"


def rules_page_path(root: "str | Path | None" = None, lang: "str | None" = None) -> Path:
    """Where the rules page is: ``<root>/notebooks/rules.ipynb`` (or the translated page
    :func:`rules_page` of ``lang``), ``root`` by default the kit's own lessons (a
    checkout's folder holding ``pinochle_teach/``, or an installed wheel's package data:
    :func:`pinochle_teach.lesson_files.shipped_root`)."""
    base = Path(root) if root is not None else shipped_root()
    return base / rules_page(lang)


def rules_markdown(path: "str | Path | None" = None) -> tuple[str, str, dict[int, str]]:
    """``(title, words, sections)`` from the rules page: its title, its paragraph "Words
    used on this page" (the first bold paragraph of the title's cell), and
    ``{N: markdown of section N}`` (heading included, without a translated page's anchor
    before it) for each of :data:`SHEET_SECTIONS`.

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
            title = _HEADING_ANCHOR.sub(r"\1", text.splitlines()[0])[2:].strip()
            words = next((p for p in text.split("\n\n")[1:] if p.startswith("**")), "")
        found = _HEADING.match(text)
        if found and int(found.group(1)) in SHEET_SECTIONS:
            sections[int(found.group(1))] = _HEADING_ANCHOR.sub(r"\1", text.strip())
    missing = [n for n in SHEET_SECTIONS if n not in sections]
    if missing or not title:
        raise PrintSettingError(
            f"the rules page {path} has no title or no section {missing}: the sheet prints "
            f"sections {SHEET_SECTIONS[0]}-{SHEET_SECTIONS[-1]} ({', '.join(SECTIONS[n] for n in SHEET_SECTIONS)})")
    return title, words, sections


def rules_sheet_html(path: "str | Path | None" = None, *, paper: str = "A4",
                     lang: "str | None" = None) -> str:
    """The rules sheet as one HTML page to print (:class:`~.pdf.PdfPrinter`, one page of
    ``paper``), in the language spoken now or in ``lang``: the rules page of that language
    (:func:`rules_page`; ``path`` reads another file instead).

    Raises:
        PrintSettingError: as :func:`rules_markdown`, or for an unknown paper size;
            LanguageError: a ``lang`` with no catalog.
    """
    import mistune  # the print extra

    with language(lang):
        page = rules_page()
        title, words, sections = rules_markdown(path if path is not None else rules_page_path())
        md = mistune.create_markdown(escape=True, plugins=["table"])
        body = "\n".join(md(sections[n]) for n in SHEET_SECTIONS)
        body = _TABLE_WITH_HEAD.sub(r'<div class="pt-rules-keep">\1</div>', body)
        source = tr("From the kit's rule book, the rules page ({page}), sections {first}-{last}. "
                    "There, section 8 lists other ways to play and section 9 has worked "
                    "examples.", page=page, first=SHEET_SECTIONS[0], last=SHEET_SECTIONS[-1])
        return render("rules.html.j2", paper=paper, title=title, body_class="pt-rules",
                      intro=md(words), sections=body, source=source)
