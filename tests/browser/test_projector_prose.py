"""Projector mode folds the lesson text away: a voila page in projector mode has one
"Hide the lesson text" toggle at the top; pressed (aria-pressed true) the page's prose is
hidden, its headings stay and the widgets move up the screen; pressed again it all comes
back. Without projector mode there is no such button. Screenshot:
test-results/projector-prose-hidden-08_play.png."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from voila_harness import open_dashboard, save_screenshot

pytestmark = pytest.mark.browser

PAGE = "notebooks/08_play.ipynb"


def _top(page, selector: str) -> float:
    return page.locator(selector).first.bounding_box()["y"]


def test_the_lesson_text_folds_away_in_projector_mode(page, voila_server):
    page.set_viewport_size({"width": 1024, "height": 768})
    open_dashboard(page, voila_server, PAGE + "?projector=1")
    toggle = page.get_by_role("button", name="Hide the lesson text")
    expect(toggle).to_have_count(1)
    expect(toggle).to_have_attribute("aria-pressed", "false")
    prose = page.locator("#rendered_cells .jp-RenderedMarkdown > p").first
    heading = page.locator("#rendered_cells .jp-RenderedMarkdown > h1").first
    expect(prose).to_be_visible()
    table_before = _top(page, ".pt-table")

    toggle.focus()
    page.keyboard.press("Enter")  # a keyboard user can fold it too
    expect(toggle).to_have_attribute("aria-pressed", "true")
    expect(prose).to_be_hidden()
    expect(heading).to_be_visible()
    table_after = _top(page, ".pt-table")
    assert table_after < table_before - 200, (table_before, table_after)
    save_screenshot(page, "projector-prose-hidden-08_play")

    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "false")
    expect(prose).to_be_visible()


def test_no_fold_button_without_projector_mode(page, voila_server):
    open_dashboard(page, voila_server, PAGE)
    expect(page.locator(".pt-table").first).to_be_visible()
    expect(page.get_by_role("button", name="Hide the lesson text")).to_have_count(0)


def test_load_record_is_not_cut_short_in_projector_mode(page, voila_server):
    """The walkthrough's Load record button shows its whole label at projector size (the
    tester saw "Load reco…")."""
    page.set_viewport_size({"width": 1024, "height": 768})
    open_dashboard(page, voila_server, "notebooks/07_full_hand.ipynb?projector=1")
    button = page.get_by_role("button", name="Load record", exact=True).first
    expect(button).to_be_visible()
    clipped = button.evaluate(
        "b => [...b.querySelectorAll('*'), b].some(e => e.scrollWidth > e.clientWidth + 1)")
    assert not clipped, button.inner_text()
