"""The hand dashboard (notebooks/widget_hand.ipynb) under voila in headless Chromium: hands
are drawn as labelled card images (face up and face down), and in the trick example the
legal cards' buttons play, the others say "not allowed" and carry the engine's reason, and
a click explains the card. No error text. Screenshots go to test-results/widgets_a_hand*.png.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from voila_harness import assert_no_error_text, open_dashboard, save_screenshot

pytestmark = pytest.mark.browser

HAND = "notebooks/widget_hand.ipynb"


def test_hand_dashboard(page, voila_server):
    open_dashboard(page, voila_server, HAND)
    assert_no_error_text(page)
    # Deal #7, hearts trump: the first hand is drawn as labelled card images.
    first = page.locator(".pinochle-hand").first
    expect(first.locator('svg[role="img"]').first).to_be_visible()
    assert first.locator('svg[role="img"]').count() == 12
    # Face-down hand: nothing but backs.
    assert page.locator('svg[aria-label="Face-down card"]').count() == 12
    save_screenshot(page, "widgets_a_hand")

    # The trick example: Q♥ led, spades trump; A♥ is legal, K♠ is not (its button says so
    # and stays focusable: choosing it says why, tests/browser/test_card_names.py).
    expect(page.get_by_role("group", name="On the table: queen of hearts")).to_be_visible()
    ah = page.get_by_role("button", name="Play ace of hearts")
    ks = page.get_by_role("button", name="King of spades: not allowed")
    expect(ks).to_be_visible()
    assert "must follow suit" in (ks.get_attribute("title") or "")
    ah.click()
    note = page.locator(".pt-message").last
    expect(note).to_contain_text("A♥ is allowed")
    assert_no_error_text(page)
    note.scroll_into_view_if_needed()
    save_screenshot(page, "widgets_a_hand_trick_clicked", full_page=False)
