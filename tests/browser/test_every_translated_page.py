"""Every translated page in voila and headless Chromium (issue 19): each lesson, exercise,
rules page, teacher guide and widget page of notebooks/<code>/ and exercises/<code>/
renders with no error, says its language (``<html lang>``, its translated title as the
first heading), and shows no English sentence.

About 70 pages take 10-15 minutes, so this file runs only with PINOCHLE_EVERY_PAGE=1
(``make test-pages``); the suite's tests/browser/test_translated_lessons_page.py opens one
page per language each run. Screenshots: test-results/every-<code>-<name>.png (1280x900,
the window's first screen, as a student sees the page open).
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

from voila_harness import assert_no_error_text, open_dashboard, save_screenshot

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import lesson_translations as lt  # noqa: E402

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(os.environ.get("PINOCHLE_EVERY_PAGE", "") in ("", "0"),
                       reason="opens every translated page (10-15 min): make test-pages"),
]

PAGES = [(code, source) for code in lt.LANGUAGES for source in lt.SOURCES]

#: Words of English sentences: one of them, as a whole word, in a page's text says an
#: English sentence was left (none is a word of Polish, Czech or Icelandic).
ENGLISH = re.compile(r"\b(the|and|with|which|your|you|this|that|cards|points|trick|"
                     r"click|press|choose|bid)\b", re.IGNORECASE)


def first_heading(code: str, source: str) -> str:
    nb = lt.read_notebook(ROOT / source)
    first = next(c for c in nb["cells"] if c["cell_type"] == "markdown")
    english = lt.blocks("".join(first["source"]))[0]
    return lt.translations(code)[english].lstrip("#").strip()


def english_left(text: str) -> list[str]:
    """Each English word of ``text`` with the words around it (addresses, file names and
    key=value left out)."""
    plain = re.sub(r"\S*[/_=]\S*", " ", text)
    return [plain[max(0, m.start() - 50):m.end() + 50].replace("\n", " ")
            for m in ENGLISH.finditer(plain)]


@pytest.mark.parametrize("code, source", PAGES, ids=[f"{c}-{s}" for c, s in PAGES])
def test_every_translated_page_renders_in_its_language(page, voila_server, code, source):
    path = lt.translated_path(source, code)
    page.set_viewport_size({"width": 1280, "height": 900})
    open_dashboard(page, voila_server, path)
    assert_no_error_text(page)
    assert page.evaluate("document.documentElement.lang") == code
    heading = page.locator("h1").first.inner_text()
    assert first_heading(code, source).split("](")[0].strip("[") in heading or \
        heading in first_heading(code, source), heading
    # The page's visible text, without code cells (the rules page shows none; the
    # widget pages may show a code cell's source on purpose) and the card faces' letters.
    text = page.evaluate("""() => {
        const root = document.querySelector('#rendered_cells') || document.body;
        const copy = root.cloneNode(true);
        copy.querySelectorAll('pre, code, script, style, svg, .jp-InputArea, .CodeMirror, '
                              + 'nav')
            .forEach(e => e.remove());
        return copy.innerText;
    }""")
    assert not english_left(text), "\n".join(english_left(text))
    name = Path(source).stem
    save_screenshot(page, f"every-{code}-{name}", full_page=False)
