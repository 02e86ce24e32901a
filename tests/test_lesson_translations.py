"""The lessons, the exercises and the rules page in other languages (issue 19): one notebook
per language (notebooks/pl/02_meld.ipynb), made by scripts/lesson_translations.py from the
English notebook and the language's catalog (locale/pl/LC_MESSAGES/lessons.po).

The translations cannot drift from the English lessons: every code cell is the English
one (but the first, which names the lesson's language), every block of text is the
catalog's translation of the English block, the catalog is complete, and every link of a
translated page leads to a page of the kit (in the same language where there is one) and to
a heading that is there. The translated notebooks themselves are run by nbval like the
English ones (they are in notebooks/ and exercises/).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from urllib.parse import unquote

import pytest
from babel.messages.pofile import read_po

from pinochle_teach import i18n
from pinochle_teach.lesson_files import (LESSON_LANGUAGES, LessonFilesError, lesson_data,
                                         lesson_files)
from pinochle_teach.serve.access import LessonPaths
from pinochle_teach.serve.cli import parse
from pinochle_teach.widgets import page_language

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import lesson_translations as lt  # noqa: E402

PAIRS = [(code, source) for code in LESSON_LANGUAGES for source in lt.SOURCES]
LINK = re.compile(r"\]\(([^)\s]+)\)")


def notebook(path) -> dict:
    return json.loads((ROOT / path).read_text(encoding="utf-8"))


def code_cells(nb) -> list[tuple[str, bool]]:
    return [("".join(c["source"]), lt.LANGUAGE_TAG in c.get("metadata", {}).get("tags", ()))
            for c in nb["cells"] if c["cell_type"] == "code"]


def markdown(nb) -> list[str]:
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown"]


# -- the builder, on made-up text -----------------------------------------------------------

def test_a_text_is_cut_into_blocks_at_blank_lines_and_a_fenced_block_stays_whole():
    text = "# Title\n\nOne line\nand its second line.\n\n```\nmake run\n\nmake test\n```\n\n- a\n- b"
    assert lt.blocks(text) == ["# Title", "One line\nand its second line.",
                               "```\nmake run\n\nmake test\n```", "- a\n- b"]
    assert "\n\n".join(lt.blocks(text)) == text


@pytest.mark.parametrize("source, href, expected", [
    ("notebooks/02_meld.ipynb", "03_auction.ipynb", "03_auction.ipynb"),
    ("notebooks/02_meld.ipynb", "../exercises/meld_scoring.ipynb",
     "../../exercises/pl/meld_scoring.ipynb"),
    ("notebooks/02_meld.ipynb", "teacher_guide.ipynb", "teacher_guide.ipynb"),
    ("notebooks/teacher_guide.ipynb", "teacher_results.ipynb", "teacher_results.ipynb"),
    ("notebooks/rules.ipynb", "#6.-Playing-the-tricks", "#6.-Playing-the-tricks"),
    ("exercises/meld_scoring.ipynb", "../notebooks/rules.ipynb#4.-Meld",
     "../../notebooks/pl/rules.ipynb#4.-Meld"),
    ("notebooks/00_welcome.ipynb", "widget_auction.ipynb?projector=1",
     "widget_auction.ipynb?projector=1"),
    ("notebooks/teacher_guide.ipynb", "../README.md", "../../README.md"),
    ("notebooks/00_welcome.ipynb", "https://example.org/a.ipynb", "https://example.org/a.ipynb"),
])
def test_a_link_leads_to_the_same_page_in_the_same_language_or_to_the_english_one(
        source, href, expected):
    assert lt._target_of(source, "pl", href) == expected


def test_a_translated_heading_keeps_the_english_headings_anchor():
    made = lt.translate_block("## 4. Meld", {"## 4. Meld": "## 4. Meldy"},
                              "notebooks/rules.ipynb", "pl")
    assert made == '## <a id="4.-Meld"></a>4. Meldy'
    # A heading that reads the same keeps its one anchor.
    assert lt.translate_block("## 4. Meld", {"## 4. Meld": "## 4. Meld"},
                              "notebooks/rules.ipynb", "pl") == "## 4. Meld"


def test_a_block_without_a_translation_stops_the_build():
    with pytest.raises(lt.TranslationMissing, match="no translation of"):
        lt.translated_notebook("notebooks/02_meld.ipynb", "pl", {})


def test_every_english_lesson_names_its_language_in_its_first_code_cell():
    for source in lt.SOURCES:
        cells = code_cells(notebook(source))
        assert cells[0] == (lt.language_cell_source("en"), True), source
        assert sum(tagged for _s, tagged in cells) == 1, source


# -- each language --------------------------------------------------------------------------

def catalog(code):
    with lt.catalog_path(code).open("rb") as src:
        return read_po(src, locale=code)


@pytest.mark.parametrize("code", LESSON_LANGUAGES)
def test_the_lessons_catalog_translates_every_block_of_every_lesson(code):
    entries = [m for m in catalog(code) if m.id]
    untranslated = [m.id[:60] for m in entries if not m.string]
    fuzzy = [m.id[:60] for m in entries if m.fuzzy]
    assert not untranslated and not fuzzy, (untranslated[:5], fuzzy[:5])
    wanted = {text for source in lt.SOURCES for text, _cell in lt.messages(source)}
    assert {m.id for m in entries} == wanted  # no block missing, none left over


@pytest.mark.parametrize("code, source", PAIRS)
def test_a_translated_lesson_is_the_english_one_with_its_text_translated(code, source):
    mine = notebook(lt.translated_path(source, code))
    english = notebook(source)
    # The code: the English cells, the language cell naming the translation's language.
    assert [(s if not tagged else lt.language_cell_source("en"), tagged)
            for s, tagged in code_cells(mine)] == code_cells(english)
    assert (lt.language_cell_source(code), True) in code_cells(mine)
    # The text: the catalog's translation of each English block, in the English order.
    made = lt.translated_notebook(source, code, lt.translations(code))
    assert markdown(mine) == markdown(made)
    assert mine["metadata"]["title"] == made["metadata"]["title"]
    assert mine["metadata"]["pinochle_teach"]["language"] == code
    # Run in its language: its stored outputs carry no widget state (drawn when served).
    assert "widgets" not in mine["metadata"]


def _anchors(nb) -> set[str]:
    found = set()
    for text in markdown(nb):
        for block in lt.blocks(text):
            anchor = lt.heading_anchor(block)
            if anchor:
                found.add(unquote(anchor))
            found.update(unquote(a) for a in re.findall(r'<a id="([^"]+)"', block))
    return found


@pytest.mark.parametrize("code", LESSON_LANGUAGES)
def test_every_link_of_a_translated_page_leads_to_a_page_and_a_heading_that_are_there(code):
    for source in lt.SOURCES:
        path = lt.translated_path(source, code)
        here = (ROOT / path).parent
        for text in markdown(notebook(path)):
            for href in LINK.findall(text):
                if re.match(r"^[a-z][a-z0-9+.-]*:", href):
                    continue
                target, _, fragment = href.partition("#")
                target = target.split("?")[0]
                page = (here / target).resolve() if target else ROOT / path
                assert page.is_file(), (path, href)
                if target.endswith(".ipynb") and page.parent.name in i18n.LANGUAGE_NAMES:
                    assert page.parent.name == code, (path, href)  # the same language
                if fragment:
                    assert unquote(fragment) in _anchors(json.loads(page.read_text(
                        encoding="utf-8"))), (path, href)


# -- served, shipped, and the page's language -----------------------------------------------

def test_the_translated_lessons_are_served_and_shipped():
    paths = LessonPaths(parse([]).lesson_folders)
    shipped = set(lesson_files(ROOT))
    for code, source in PAIRS:
        assert paths.allows_notebook(lt.translated_path(source, code))
        assert Path(lt.translated_path(source, code)) in shipped
    assert not paths.allows_notebook("notebooks/xx/02_meld.ipynb")


def test_a_lesson_reads_its_data_from_any_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    record = lesson_data("full_hand.json")
    assert record == json.loads((ROOT / "notebooks/data/full_hand.json").read_text("utf-8"))
    with pytest.raises(LessonFilesError, match="full_hand.json"):
        lesson_data("../rules.ipynb")


@pytest.fixture
def lesson_page(monkeypatch):
    for name in ("SERVER_SOFTWARE", "QUERY_STRING", "HTTP_ACCEPT_LANGUAGE", "VOILA_PREHEAT",
                 "SCRIPT_NAME"):
        monkeypatch.delenv(name, raising=False)
    page_language.reset()
    yield monkeypatch
    page_language.reset()
    i18n.set_language("en")


def test_a_lesson_speaks_its_own_language_unless_the_address_asks_for_another(lesson_page):
    lesson_page.setenv("SERVER_SOFTWARE", "voila/0.5.8")
    lesson_page.setenv("HTTP_ACCEPT_LANGUAGE", "en-US,en")
    lesson_page.setenv("QUERY_STRING", "projector=1")
    page_language.lesson_language("pl")
    assert i18n.get_language() == "pl"  # an English browser reading the Polish lesson
    page_language.reset()
    lesson_page.setenv("QUERY_STRING", "lang=cs")
    page_language.lesson_language("pl")
    assert i18n.get_language() == "cs"
    with pytest.raises(i18n.LanguageError):
        page_language.lesson_language("xx")
    assert i18n.get_language() == "cs"  # nothing changed


def test_outside_voila_a_lesson_just_speaks_its_language(lesson_page):
    assert page_language.lesson_language("cs") is None
    assert i18n.get_language() == "cs"


def test_the_switch_of_a_lesson_leads_to_the_same_lesson_in_each_language(tmp_path):
    for folder in ("notebooks", "notebooks/pl", "notebooks/cs"):
        (tmp_path / folder).mkdir(parents=True, exist_ok=True)
        (tmp_path / folder / "02_meld.ipynb").write_text("{}")
    english, polish = tmp_path / "notebooks", tmp_path / "notebooks/pl"
    page = "/voila/render/notebooks/02_meld.ipynb"
    assert page_language.sibling("pl", page, english) == "pl/02_meld.ipynb"
    assert page_language.sibling("cs", page, english) == "cs/02_meld.ipynb"
    assert page_language.sibling("is", page, english) is None  # not there
    assert page_language.sibling("en", page, english) is None  # this page
    page = "/voila/render/notebooks/pl/02_meld.ipynb"
    assert page_language.sibling("en", page, polish) == "../02_meld.ipynb"
    assert page_language.sibling("cs", page, polish) == "../cs/02_meld.ipynb"
    assert page_language.sibling("pl", page, polish) is None
    assert page_language.sibling("pl", "/voila/tree/notebooks", english) is None


def test_the_switch_on_a_lesson_page_links_the_translations(tmp_path, lesson_page):
    for folder in ("notebooks", "notebooks/pl"):
        (tmp_path / folder).mkdir(parents=True, exist_ok=True)
        (tmp_path / folder / "02_meld.ipynb").write_text("{}")
    lesson_page.chdir(tmp_path / "notebooks")
    lesson_page.setenv("SCRIPT_NAME", "/voila/render/notebooks/02_meld.ipynb")
    html = page_language.switch_html("projector=1", current="en")
    assert 'href="pl/02_meld.ipynb?projector=1&amp;lang=pl"' in html
    assert 'href="?projector=1&amp;lang=cs"' in html  # no Czech lesson here: the same page


def test_a_translated_lessons_rule_links_lead_to_the_rules_page_in_its_language(lesson_page):
    from pinochle_teach.rulebook import SECTIONS
    from pinochle_teach.widgets.rule_links import section_href

    assert section_href(6).startswith("../notebooks/rules.ipynb#")  # an English page
    for code in LESSON_LANGUAGES:
        page_language.lesson_language(code)
        rules = notebook(f"notebooks/{code}/rules.ipynb")
        for n in SECTIONS:
            target, _, anchor = section_href(n).partition("#")
            for folder in ("notebooks", "exercises"):  # from a lesson and from an exercise
                page = (ROOT / folder / code / target).resolve()
                assert page == (ROOT / f"notebooks/{code}/rules.ipynb").resolve(), target
            assert unquote(anchor) in _anchors(rules), (code, n)
    page_language.reset()
    assert section_href(6).startswith("../notebooks/rules.ipynb#")


def test_an_address_written_out_for_the_teacher_leads_to_the_page_in_the_same_language():
    """The teacher guide's table of addresses gives the translated pages; a page without a
    translation keeps its address; a fenced block (what `make run` prints) is quoted as it
    is."""
    row = ("| Welcome | `http://127.0.0.1:8866/voila/render/notebooks/00_welcome.ipynb` |"
           " `http://h/voila/render/notebooks/not_translated.ipynb` |")
    made = lt.translate_block(row, {row: row.replace("Welcome", "Witaj")},
                              "notebooks/teacher_guide.ipynb", "pl")
    assert made == ("| Witaj | `http://127.0.0.1:8866/voila/render/notebooks/pl/00_welcome.ipynb` |"
                    " `http://h/voila/render/notebooks/not_translated.ipynb` |")
    fence = "```\nStart http://127.0.0.1:8866/voila/render/notebooks/00_welcome.ipynb\n```"
    assert lt.translate_block(fence, {}, "notebooks/teacher_guide.ipynb", "pl") == fence
    built = json.loads((lt.ROOT / "notebooks/cs/teacher_guide.ipynb").read_text("utf-8"))
    text = "".join("".join(c["source"]) for c in built["cells"] if c["cell_type"] == "markdown")
    assert "/voila/render/exercises/cs/puzzles.ipynb`" in text
    assert "/voila/render/notebooks/02_meld.ipynb`" not in text
