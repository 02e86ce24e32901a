"""The trick walkthrough dashboard (notebooks/widget_walkthrough.ipynb) under voila in
headless Chromium: it steps forward and back, switches between teacher and student views and
card sizes, hands a position to "Play from here", walks a three-handed hand with its widow
and discards, and never shows error text. Screenshots go to test-results/walkthrough-*.png.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from voila_harness import assert_no_error_text, open_dashboard, save_screenshot as shot

pytestmark = pytest.mark.browser

WALK = "notebooks/widget_walkthrough.ipynb"


def walkthrough(page, index: int = 0):
    """The notebook's ``index``-th walkthrough (the first is the four-handed deal #1, the
    second the three-handed demo): every locator is scoped to it, since the page has two."""
    return page.locator(".pt-walkthrough").nth(index)


def test_walkthrough_steps_forward_back_and_modes(page, voila_server):
    page.set_viewport_size({"width": 1280, "height": 1800})
    open_dashboard(page, voila_server, WALK)
    expect(page.locator(".pt-walkthrough")).to_have_count(2)
    root = walkthrough(page)
    expect(root).to_contain_text("Card play 0 of 48")
    expect(root).to_contain_text("leads")
    shot(page, "walkthrough-start")

    forward = root.get_by_role("button", name="Forward ▶")
    for _ in range(6):
        forward.click()
    expect(root).to_contain_text("Card play 6 of 48")
    # Mid-trick: the winning card is badged and the explanations list allowed cards.
    expect(root).to_contain_text("is winning so far")
    expect(root.locator(".pt-choices")).to_contain_text("is allowed")
    shot(page, "walkthrough-step6")

    # Hints from the heuristic player, on demand.
    hints = root.get_by_role("button", name="Show hints")
    if hints.count():
        hints.click()
        expect(root.locator(".pt-hint")).to_contain_text("Hint")
        shot(page, "walkthrough-hint")

    root.get_by_role("button", name="◀ Back").click()
    expect(root).to_contain_text("Card play 5 of 48")
    # The other walkthrough on the page did not move.
    expect(walkthrough(page, 1)).to_contain_text("Card play 0 of 45")

    # Student mode hides the other hands.
    root.get_by_label("Show").select_option(label="Student: South")
    expect(root).to_contain_text("Student view: you are South")
    expect(root.locator('[aria-label="West\'s hand: 11 face-down cards"], '
                        '[aria-label^="West\'s hand:"][aria-label$="face-down cards"]')
           .first).to_be_visible()
    shot(page, "walkthrough-student")

    # End of the hand: the last-trick bonus and the hand score are shown.
    root.get_by_role("button", name="End ▶▶").click()
    expect(root).to_contain_text("Card play 48 of 48")
    expect(root).to_contain_text("last trick")
    expect(root.locator(".pt-hand-result")).to_contain_text("Hand score")
    assert_no_error_text(page)
    shot(page, "walkthrough-end")


def test_walkthrough_projector_switch_and_play_from_here(page, voila_server):
    page.set_viewport_size({"width": 1280, "height": 2200})
    open_dashboard(page, voila_server, WALK)
    root = walkthrough(page)
    # One control for a projector: the page's switch (no Cards: Normal | Classroom toggle).
    expect(root.get_by_role("button", name="Classroom")).to_have_count(0)
    expect(root.get_by_role("button", name="Projector")).to_have_count(1)
    root.get_by_role("button", name="Projector").click()
    expect(page.locator(".pt-walkthrough.pt-projector")).to_have_count(
        page.locator(".pt-walkthrough").count(), timeout=30_000)
    forward = root.get_by_role("button", name="Forward ▶")
    for _ in range(2):
        forward.click()
    expect(root).to_contain_text("Card play 2 of 48")
    shot(page, "walkthrough-projector-switched")
    root.get_by_role("button", name="Projector").click()
    expect(page.locator(".pt-walkthrough.pt-projector")).to_have_count(0, timeout=30_000)

    root.get_by_role("button", name="Play from here").click()
    expect(root.locator(".pt-playtable")).to_be_visible()
    # (by its box: the page's live region says the same words, hidden, until the table's
    # next announcement replaces them, so a search by text alone may find two)
    expect(root.locator(".pt-walk-play-note")).to_contain_text(
        re.compile("Playing on from card play 2"))
    expect(root.locator(".pt-walk-play-note")).to_be_visible()
    # Trick play goes on: the person's seat has clickable card buttons.
    expect(root.locator(".pt-playtable").get_by_role("button", name=re.compile(r"^Play "))
           .first).to_be_visible()
    shot(page, "walkthrough-play-from-here")
    root.get_by_role("button", name="◀ Back to the walkthrough").click()
    expect(root).to_contain_text("Card play 2 of 48")
    assert_no_error_text(page)


def test_walkthrough_three_handed_demo_steps_through_the_widow_and_discards(page,
                                                                           voila_server):
    """The notebook's second section: a three-handed hand (RULES.md §8) with the widow and
    the bidder's discards, 15 tricks of 3 cards; a student who is not the bidder sees the
    widow but not the discards."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_dashboard(page, voila_server, WALK)
    root = walkthrough(page, 1)
    root.scroll_into_view_if_needed()
    expect(root).to_contain_text("Card play 0 of 45")
    expect(root).to_contain_text("trick 1 of 15")
    assert "North" not in root.inner_text()
    expect(root.locator(".pt-seat")).to_have_count(3)
    counters = root.locator(".pt-counters")
    expect(counters).to_contain_text("Player")
    assert "–" not in counters.inner_text()  # no team names such as South–North
    widow = root.locator(".pt-widow")
    expect(widow).to_contain_text("Widow")
    expect(widow).to_contain_text("discards")
    assert widow.locator('svg[aria-label="Face-down card"]').count() == 0  # teacher view
    page.locator("h2", has_text="Three-handed").scroll_into_view_if_needed()
    shot(page, "walkthrough-three-intro", full_page=False)
    shot(page, "walkthrough-three-start", full_page=False, element=root)

    forward = root.get_by_role("button", name="Forward ▶")
    for _ in range(3):
        forward.click()
    expect(root).to_contain_text("Card play 3 of 45")
    expect(root.locator(".pt-trick")).to_contain_text("won the trick")
    assert root.locator(".pt-trick").locator('svg[role="img"]').count() == 3
    # The first walkthrough did not move.
    expect(walkthrough(page, 0)).to_contain_text("Card play 0 of 48")

    bidder = re.search(r"contract \d+ by (South|West|East)", root.inner_text()).group(1)
    other = {"South": "West", "West": "East", "East": "South"}[bidder]
    root.get_by_label("Show").select_option(label=f"Student: {other}")
    expect(root).to_contain_text(f"Student view: you are {other}")
    expect(widow.locator('svg[aria-label="Face-down card"]')).to_have_count(3)
    expect(widow).to_contain_text("only the bidder knows them")
    root.scroll_into_view_if_needed()
    shot(page, "walkthrough-three-student", full_page=False)

    root.get_by_role("button", name="End ▶▶").click()
    expect(root).to_contain_text("Card play 45 of 45")
    expect(counters).to_contain_text("trick points include")
    expect(root.locator(".pt-hand-result")).to_contain_text("Hand score")
    assert "Seat 0" not in root.inner_text() and "Team 0" not in root.inner_text()
    assert_no_error_text(page)
