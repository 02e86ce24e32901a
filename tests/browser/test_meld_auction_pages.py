"""The meld and auction dashboards (notebooks/widget_meld.ipynb, widget_auction.ipynb) in
voila and headless Chromium: the views render, respond to clicks and typing, show the
engine's messages for bad input and never show error text.

Screenshots go to test-results/widgets_a_*.png (look at them after a change).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from voila_harness import assert_no_error_text, open_dashboard, save_screenshot

pytestmark = pytest.mark.browser

MELD = "notebooks/widget_meld.ipynb"
AUCTION = "notebooks/widget_auction.ipynb"


def test_meld_views_show_meld_and_refuse_a_bad_card(page, voila_server):
    open_dashboard(page, voila_server, MELD)
    assert_no_error_text(page)
    first = page.locator(".pinochle-meld-view").first
    expect(first).to_contain_text("Run + king 190")
    expect(first).to_contain_text("Near misses")
    save_screenshot(page, "widgets_a_meld")

    editable = page.locator(".pinochle-meld-view").nth(1)
    box = editable.get_by_role("textbox")
    # A bad card: a short message, the hand stays.
    before = editable.locator("[data-total]").inner_text()
    box.fill("AS TS XX")
    box.press("Enter")
    expect(editable.locator(".pt-message")).to_contain_text("unknown card 'XX'")
    assert editable.locator("[data-total]").inner_text() == before
    assert_no_error_text(page)
    editable.locator(".pt-message").scroll_into_view_if_needed()
    save_screenshot(page, "widgets_a_meld_bad_input", full_page=False)

    # A good hand and a new trump.
    box.fill("AD TD KD QD JD KD QS JD AS AH AC 9D")
    editable.get_by_role("button", name="Show meld").click()
    editable.get_by_role("button", name=re.compile("Diamonds")).click()
    expect(editable).to_contain_text("Run + king 190")
    expect(editable.locator(".pt-message")).to_have_text("")
    assert_no_error_text(page)
    editable.scroll_into_view_if_needed()
    save_screenshot(page, "widgets_a_meld_edited", full_page=False)


def test_auction_replay_steps_and_live_auction_bids(page, voila_server):
    open_dashboard(page, voila_server, AUCTION)
    assert_no_error_text(page)
    record = page.locator(".pinochle-auction-view").first
    expect(record).to_contain_text("Step 0 of")
    record.get_by_role("button", name="Forward ▶").click()
    expect(record).to_contain_text("Step 1 of")
    record.get_by_role("button", name="Forward ▶").click()
    expect(record).to_contain_text("Step 2 of")
    record.get_by_role("button", name="◀ Back").click()
    expect(record).to_contain_text("Step 1 of")
    # Check a bid that is not legal: the engine's reason, nothing changes.
    box = record.get_by_label("Type a bid")  # (the replay also has a Deal # box)
    box.fill("255")
    record.get_by_role("button", name="Check").click()
    expect(record.locator(".pt-message").first).to_contain_text("255 is not a legal bid")
    expect(record).to_contain_text("Step 1 of")
    assert_no_error_text(page)
    save_screenshot(page, "widgets_a_auction")

    record.get_by_role("button", name="End ▶▶").click()
    expect(record).to_contain_text("won the contract")
    stuck = page.locator(".pinochle-auction-view").nth(1)
    expect(stuck).to_contain_text("stuck with the contract at 250")

    live = page.locator(".pinochle-auction-view").nth(2)
    live.scroll_into_view_if_needed()
    box = live.get_by_role("textbox")
    box.fill("255")
    live.get_by_role("button", name="Bid", exact=True).click()
    expect(live.locator(".pt-message").first).to_contain_text("255 is not a legal bid")
    # Bid with a button, then pass until the auction ends.
    live.get_by_role("button", name=re.compile(r"^Bid \d+$")).first.click()
    for _ in range(20):
        if "Auction over" in live.inner_text() or "stuck" in live.inner_text():
            break
        live.get_by_role("button", name="Pass", exact=True).click()
        page.wait_for_timeout(300)
    expect(live).to_contain_text(re.compile("Auction over|stuck"))
    assert_no_error_text(page)
    save_screenshot(page, "widgets_a_auction_live", full_page=False)
