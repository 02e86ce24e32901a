"""The translated lessons in voila and headless Chromium (issue 19): a lesson of
notebooks/<code>/ opened by an English browser is in its language throughout, its text and
its widgets, with no error on the page; its language switch leads to the same lesson in
English, and the English lesson's switch back to it.

Screenshots: test-results/translated-<code>-<lesson>*.png (1280 px; for Polish also the
projector at 1024x768 and a 390 px phone).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from playwright.sync_api import expect

from pinochle_teach.i18n import LANGUAGE_NAMES, gettext, language
from voila_harness import assert_no_error_text, open_dashboard, save_screenshot

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import lesson_translations as lt  # noqa: E402

#: One lesson per language, each with a different widget: the meld gallery and calculator,
#: the trick-taking steps, the play table.
PAGES = [("pl", "02_meld", ".pinochle-meld-view"), ("cs", "05_trick_taking", ".widget-box"),
         ("is", "08_play", ".pt-playtable")]


def title(code: str, lesson: str) -> str:
    """The lesson's first heading as its catalog translates it (without the # marks)."""
    nb = lt.read_notebook(ROOT / f"notebooks/{lesson}.ipynb")
    first = next(c for c in nb["cells"] if c["cell_type"] == "markdown")
    english = lt.blocks("".join(first["source"]))[0]  # "# Lesson 2: Meld"
    text = english if code == "en" else lt.translations(code)[english]
    return text.lstrip("#").strip()


def said(code: str, text: str) -> str:
    with language(code):
        return gettext(text)


@pytest.mark.parametrize("code, lesson, widget", PAGES)
def test_a_translated_lesson_speaks_its_language_and_switches_to_english(
        page, voila_server, code, lesson, widget):
    open_dashboard(page, voila_server, f"notebooks/{code}/{lesson}.ipynb")
    page.wait_for_selector(widget, timeout=120_000)
    assert_no_error_text(page)
    # The page says its language, for screen readers and the browser's own tools.
    assert page.evaluate("document.documentElement.lang") == code
    expect(page.locator("h1").first).to_contain_text(title(code, lesson))
    expect(page.locator("h1").first).not_to_contain_text(title("en", lesson))
    nav = page.get_by_role("navigation", name=said(code, "Language"))
    expect(nav).to_have_count(1)
    expect(nav.locator("[aria-current=true]")).to_have_text(LANGUAGE_NAMES[code])
    save_screenshot(page, f"translated-{code}-{lesson}", full_page=False)
    if code == "pl":
        page.set_viewport_size({"width": 1024, "height": 768})
        open_dashboard(page, voila_server, f"notebooks/{code}/{lesson}.ipynb?projector=1")
        page.wait_for_selector(widget, timeout=120_000)
        # The projector's button that folds the text away speaks the lesson's language too.
        expect(page.locator("#pt-prose-toggle")).to_have_text(said(code, "Hide the lesson text"))
        save_screenshot(page, f"translated-{code}-{lesson}-projector", full_page=False)
        page.set_viewport_size({"width": 390, "height": 844})
        save_screenshot(page, f"translated-{code}-{lesson}-phone", full_page=False)
        page.set_viewport_size({"width": 1280, "height": 900})
        nav = page.get_by_role("navigation", name=said(code, "Language"))
    english = nav.get_by_role("link", name="English")
    assert english.get_attribute("href").startswith(f"../{lesson}.ipynb?")
    with page.expect_navigation():
        english.click()
    page.wait_for_selector("#loading", state="detached", timeout=120_000)
    page.wait_for_selector(widget, timeout=120_000)
    expect(page.locator("h1").first).to_contain_text(title("en", lesson))
    assert f"/notebooks/{lesson}.ipynb" in page.url
    assert page.evaluate("document.documentElement.lang") == "en"
    nav = page.get_by_role("navigation", name="Language")
    back = nav.get_by_role("link", name=LANGUAGE_NAMES[code])
    assert back.get_attribute("href").startswith(f"{code}/{lesson}.ipynb?")
    assert_no_error_text(page)
