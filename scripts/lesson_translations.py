"""The lessons, the exercises and the rules page in other languages: one notebook per
language, made from the English notebook and a gettext catalog of its text.

The English notebooks (:data:`SOURCES`) are the originals. Their text (the markdown cells,
block by block, and the notebook's title) is extracted into a template,
``locale/lessons.pot``; each language has its catalog ``locale/<code>/LC_MESSAGES/
lessons.po`` (Babel's layout, kept apart from the package's own catalogs: the lessons' text
is not needed when the package runs). :func:`build` writes, for each language, a copy of
each notebook with its text translated, ``notebooks/<code>/<name>`` and
``exercises/<code>/<name>``:

- every code cell is the English notebook's, unchanged, except the first, which says the
  lesson's language (the English lesson's ``lesson_language("en")`` becomes
  ``lesson_language("pl")``): the translations cannot drift from the English lessons in
  what they run (tests/test_lesson_translations.py checks it);
- links to another lesson, an exercise or the rules page lead to that page in the same
  language (a page not translated keeps its English link), and so do the pages' addresses
  written out for a teacher (``.../voila/render/notebooks/02_meld.ipynb`` becomes
  ``.../voila/render/notebooks/pl/02_meld.ipynb``; not in a fenced block, which quotes
  what a program prints); a translated heading keeps the
  English heading's anchor too, so ``rules.ipynb#4.-Meld`` finds section 4 in every
  language;
- a text block the catalog does not translate stops the build (nothing is written), so a
  lesson is never half translated.

The translated notebooks are then run (``make lessons-i18n`` executes them with nbconvert)
so that their stored outputs, which nbval checks, are the ones a Polish student sees.

Usage (the Makefile's ``lessons-i18n-update`` and ``lessons-i18n`` targets)::

    python scripts/lesson_translations.py extract   # write locale/lessons.pot (and give
                                                    # a new English lesson its language cell)
    python scripts/lesson_translations.py build     # write the translated notebooks
    python scripts/lesson_translations.py run       # run them, storing their outputs
"""

from __future__ import annotations

import copy
import json
import posixpath
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "locale"
TEMPLATE = LOCALE / "lessons.pot"
DOMAIN = "lessons"
sys.path.insert(0, str(ROOT))
from pinochle_teach.lesson_files import LESSON_LANGUAGES as LANGUAGES  # noqa: E402
#: The English notebooks that are translated (repository-relative POSIX paths).
SOURCES = (
    *(f"notebooks/{name}.ipynb" for name in (
        "00_welcome", "01_deck_and_ranks", "02_meld", "03_auction", "04_trump_and_passing",
        "05_trick_taking", "06_scoring", "07_full_hand", "08_play", "09_rules_explorer",
        "10_learn_from_your_hand", "11_play_together", "rules", "teacher_guide", "teacher_results",
        "widget_hand", "widget_meld", "widget_auction", "widget_table", "widget_walkthrough")),
    *(f"exercises/{name}.ipynb" for name in (
        "legal_plays", "meld_scoring", "trick_winner", "hand_scoring", "puzzles")),
)
#: The tag of the first code cell, the one that says the lesson's language.
LANGUAGE_TAG = "pt-lesson-language"
#: A comment for translators in the template's header.
_NOTE = ("Blocks of the lessons' text (markdown). Keep the markdown as it is: **bold**, "
         "*italics*, `code`, tables' pipes, list marks, the link targets in (parentheses) "
         "and {placeholders}; translate the words. Card codes such as AS or 9H stay as "
         "they are (the kit reads them in every language).")

_LINK = re.compile(r"(\]\()([^)\s]+)(\))")
# A page's address on the kit's server, as a page writes it out for a teacher to hand round
# (`http://127.0.0.1:8866/voila/render/notebooks/02_meld.ipynb`).
_ADDRESS = re.compile(r"(/voila/render/)((?:notebooks|exercises)/[\w.-]+\.ipynb)")


def _served_in(path: str, code: str) -> str:
    """The served path of the page ``path`` (``notebooks/02_meld.ipynb``) in ``code``: its
    translation when there is one, else ``path``."""
    return translated_path(path, code) if path in SOURCES else path

_FENCE = re.compile(r"^\s*(```|~~~)")


class TranslationMissing(Exception):
    """A block of a lesson has no translation (or a fuzzy one) in a language's catalog."""


def language_cell_source(code: str) -> str:
    """The source of a translated notebook's first code cell, saying its language."""
    return ("from pinochle_teach.widgets.page_language import lesson_language\n"
            f'lesson_language("{code}")')


def blocks(text: str) -> list[str]:
    """The blocks of a markdown text: the pieces between blank lines, a fenced code block
    (with its blank lines) kept whole. ``"\\n\\n".join(blocks(t))`` gives ``t`` back when
    ``t`` has no runs of blank lines or trailing spaces."""
    out, current, fenced = [], [], False
    for line in text.split("\n"):
        if _FENCE.match(line):
            fenced = not fenced
        if not line.strip() and not fenced:
            if current:
                out.append("\n".join(current))
                current = []
            continue
        current.append(line)
    if current:
        out.append("\n".join(current))
    return out


def _translatable(block: str) -> bool:
    """Whether a block has words to translate (a fenced block of commands has none)."""
    if _FENCE.match(block):
        return False
    return bool(re.search(r"[^\W\d_]", _LINK.sub(r"\1\3", block)))


def read_notebook(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def write_notebook(nb: dict, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def messages(source: str) -> list[tuple[str, int]]:
    """``(text, cell)`` for each translatable text of one English notebook, in order: its
    title (cell 0), then each markdown block with the index of its cell."""
    nb = read_notebook(ROOT / source)
    found = []
    title = nb.get("metadata", {}).get("title")
    if title:
        found.append((title, 0))
    for index, cell in enumerate(nb["cells"]):
        if cell["cell_type"] != "markdown":
            continue
        for block in blocks("".join(cell["source"])):
            if _translatable(block):
                found.append((block, index))
    return found


def add_language_cells() -> list[str]:
    """Give each English notebook of :data:`SOURCES` that lacks it the cell saying its
    language, before its first code cell; returns the notebooks changed."""
    changed = []
    for source in SOURCES:
        nb = read_notebook(ROOT / source)
        if any(LANGUAGE_TAG in c.get("metadata", {}).get("tags", ()) for c in nb["cells"]):
            continue
        cells = nb["cells"]
        first = next((i for i, c in enumerate(cells) if c["cell_type"] == "code"), len(cells))
        stem = Path(source).stem.replace("_", "-")
        cells.insert(first, {"cell_type": "code", "execution_count": None,
                             "id": f"{stem}-language",
                             "metadata": {"tags": [LANGUAGE_TAG]}, "outputs": [],
                             "source": _lines(language_cell_source("en"))})
        write_notebook(nb, ROOT / source)
        changed.append(source)
    return changed


def extract() -> Path:
    """Write the template of every lesson's text (:data:`TEMPLATE`); returns its path."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    catalog = Catalog(project="pinochle-teach lessons", copyright_holder="pinochle-teach "
                      "contributors", header_comment="# The text of the kit's lessons, "
                      "exercises and rules page.\n# " + _NOTE, fuzzy=False)
    for source in SOURCES:
        for text, cell in messages(source):
            catalog.add(text, locations=[(source, cell)])
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    with TEMPLATE.open("wb") as out:
        write_po(out, catalog, width=0, omit_header=False, sort_output=False)
    return TEMPLATE


def catalog_path(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def translations(code: str) -> dict[str, str]:
    """The catalog of ``code`` as ``{English block: translated block}``, only the entries
    translated and not fuzzy."""
    from babel.messages.pofile import read_po

    with catalog_path(code).open("rb") as src:
        catalog = read_po(src, locale=code)
    return {m.id: m.string for m in catalog if m.id and m.string and not m.fuzzy}


def heading_anchor(block: str) -> "str | None":
    """The anchor id Jupyter gives a markdown heading (``## 4. Meld`` -> ``4.-Meld``), or
    None when the block is not a heading."""
    m = re.match(r"^(#{1,6})\s+(.*)$", block.split("\n", 1)[0])
    if not m:
        return None
    from nbconvert.filters.markdown import markdown2html  # what voila renders markdown with

    found = re.search(r'id="([^"]+)"', markdown2html(m.group(0)))
    return found.group(1) if found else None


def _target_of(source: str, code: str, href: str) -> str:
    """A link of the English notebook ``source`` as the translation into ``code`` must
    write it: another translated page in the same language, any other page by its path
    from the translation's folder; a link out of the kit or within the page unchanged."""
    if re.match(r"^[a-z][a-z0-9+.-]*:", href) or href.startswith("#"):
        return href
    path, rest = re.match(r"([^?#]*)(.*)", href).groups()
    here = posixpath.dirname(source)
    target = posixpath.normpath(posixpath.join(here, path))
    if target in SOURCES:
        folder, name = posixpath.split(target)
        target = f"{folder}/{code}/{name}"
    mine = translated_path(source, code)
    new = posixpath.relpath(target, posixpath.dirname(mine))
    return new + rest


def translated_path(source: str, code: str) -> str:
    """Where the translation of ``source`` into ``code`` is: ``notebooks/pl/02_meld.ipynb``."""
    folder, name = posixpath.split(source)
    return f"{folder}/{code}/{name}"


def translate_block(block: str, table: dict[str, str], source: str, code: str) -> str:
    """One markdown block in ``code``: its translation, links led to the same language, a
    heading given its English anchor as well.

    Raises:
        TranslationMissing: the block has no translation.
    """
    if not _translatable(block):
        text = block
    elif block in table:
        text = table[block]
    else:
        raise TranslationMissing(f"{code}: {source}: no translation of {block[:70]!r}...")
    text = _LINK.sub(lambda m: m.group(1) + _target_of(source, code, m.group(2)) + m.group(3),
                     text)
    if not _FENCE.match(block):  # a fenced block quotes what a program prints: as it is
        text = _ADDRESS.sub(lambda m: m.group(1) + _served_in(m.group(2), code), text)
    english = heading_anchor(block)
    if english is not None and heading_anchor(text) != english:
        marks, _, rest = text.partition(" ")
        text = f'{marks} <a id="{english}"></a>{rest}'
    return text


def translated_notebook(source: str, code: str, table: dict[str, str]) -> dict:
    """The translation of the English notebook ``source`` into ``code`` (without outputs
    of its own yet: the code cells keep the English outputs until it is run)."""
    nb = copy.deepcopy(read_notebook(ROOT / source))
    meta = nb.setdefault("metadata", {})
    if meta.get("title"):
        if meta["title"] not in table:
            raise TranslationMissing(f"{code}: {source}: no translation of its title "
                                     f"{meta['title']!r}")
        meta["title"] = table[meta["title"]]
    meta["pinochle_teach"] = {"language": code, "translated_from": posixpath.relpath(
        source, posixpath.dirname(translated_path(source, code)))}
    cells = []
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            text = "\n\n".join(translate_block(b, table, source, code)
                               for b in blocks("".join(cell["source"])))
            cell = {**cell, "source": _lines(text)}
        cells.append(cell)
    place = next(i for i, c in enumerate(cells) if LANGUAGE_TAG in c.get("metadata", {}).get(
        "tags", ()))
    cells[place] = {**cells[place], "source": _lines(language_cell_source(code)),
                    "outputs": [], "execution_count": None}
    nb["cells"] = cells
    return nb


def _lines(text: str) -> list[str]:
    lines = text.split("\n")
    return [line + "\n" for line in lines[:-1]] + [lines[-1]]


def build(languages=LANGUAGES) -> list[Path]:
    """Write every translated notebook whose text changed (a notebook already built keeps
    its stored outputs when only its markdown changed); returns the paths written.

    Raises:
        TranslationMissing: a block of some lesson is not translated (nothing is written
            for that language).
    """
    written = []
    for code in languages:
        table = translations(code)
        made = {s: translated_notebook(s, code, table) for s in SOURCES}
        for source, nb in made.items():
            path = ROOT / translated_path(source, code)
            if path.exists():
                old = read_notebook(path)
                new_code = [c for c in nb["cells"] if c["cell_type"] == "code"]
                old_code = [c for c in old["cells"] if c["cell_type"] == "code"]
                if [("".join(c["source"])) for c in new_code] == [
                        "".join(c["source"]) for c in old_code]:
                    for n, o in zip(new_code, old_code):  # keep the run's outputs
                        n["outputs"], n["execution_count"] = o["outputs"], o["execution_count"]
                        n["metadata"] = o["metadata"]
                if old == nb:
                    continue
            write_notebook(nb, path)
            written.append(path)
    return written


def run(languages=LANGUAGES, only=()) -> list[Path]:
    """Run every translated notebook of ``languages`` (``"en"``: the English ones) with
    nbclient, in its own folder as nbval will, and store its outputs, without the widgets'
    saved state (a test forbids it: the pages draw their widgets when served); returns the
    paths run. ``only``: English notebooks' paths (``notebooks/04_trump_and_passing.ipynb``)
    to run the translations of, instead of all."""
    import nbformat
    from nbclient import NotebookClient

    done = []
    for code in languages:
        for source in SOURCES:
            if only and source not in only:
                continue
            path = ROOT / (source if code == "en" else translated_path(source, code))
            node = nbformat.read(path, as_version=4)
            NotebookClient(node, timeout=600, kernel_name="python3",
                           resources={"metadata": {"path": str(path.parent)}}).execute()
            node.metadata.pop("widgets", None)
            nbformat.write(node, path)
            done.append(path)
    return done


def main(argv: list[str]) -> int:
    if argv[:1] == ["extract"]:
        for source in add_language_cells():
            print(source)
        print(extract().relative_to(ROOT))
        return 0
    if argv[:1] == ["build"]:
        try:
            for path in build(argv[1:] or LANGUAGES):
                print(path.relative_to(ROOT))
        except TranslationMissing as err:
            print(err, file=sys.stderr)
            return 1
        return 0
    if argv[:1] == ["run"]:
        codes = [a for a in argv[1:] if not a.endswith(".ipynb")] or LANGUAGES
        only = {a for a in argv[1:] if a.endswith(".ipynb")}  # English paths, to run fewer
        for path in run(codes, only):
            print(path.relative_to(ROOT))
        return 0
    print(__doc__.split("Usage", 1)[1], file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
