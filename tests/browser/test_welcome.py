"""The welcome lesson (notebooks/00_welcome.ipynb) as a student meets it in voila: four
dealt hands drawn as SVG cards, a trump selector, a "New deal" button, each player's meld
and the team totals."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from voila_harness import (
    assert_no_error_text,
    open_dashboard,
    save_screenshot,
    wait_for_text_change,
)

pytestmark = pytest.mark.browser

WELCOME = "notebooks/00_welcome.ipynb"
SUITS = ("Spades", "Hearts", "Diamonds", "Clubs")
CARD_LABEL = re.compile(r"^(Ace|Ten|King|Queen|Jack|Nine) of (spades|hearts|diamonds|clubs)\b")  # e.g. "Queen of spades (meld)"


def card_labels(scope) -> list[str]:
    return scope.locator('svg[role="img"]').evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label'))")


@pytest.fixture
def welcome(page, voila_server):
    open_dashboard(page, voila_server, WELCOME)
    # The meld dashboard is the output that holds the "New deal" button.
    dashboard = page.locator(".jp-OutputArea-output").filter(
        has=page.get_by_role("button", name="New deal"))
    expect(dashboard).to_have_count(1)
    # Four hands of 12 cards, each an SVG image with a spoken name.
    expect(dashboard.locator('svg[role="img"]').nth(47)).to_be_visible()
    return page, dashboard


def test_cards_are_named_images(welcome):
    _, dashboard = welcome
    labels = card_labels(dashboard)
    hand_cards = [label for label in labels if label and CARD_LABEL.match(label)]
    assert len(hand_cards) >= 48, labels


def test_trump_and_new_deal_change_the_meld(welcome):
    page, dashboard = welcome
    before = dashboard.inner_text()
    assert re.search(r"\bmeld\b", before, re.IGNORECASE)
    assert "South" in before and "North" in before and "West" in before and "East" in before
    assert_no_error_text(page)
    save_screenshot(page, "welcome-initial")

    # Change trump to a suit that is not selected now.
    trump_buttons = [page.get_by_role("button", name=re.compile(rf"{suit}$")) for suit in SUITS]
    new_trump = next(
        (suit, button) for suit, button in zip(SUITS, trump_buttons)
        if "mod-active" not in (button.get_attribute("class") or ""))
    suit, button = new_trump
    button.click()
    expect(button).to_have_class(re.compile(r"\bmod-active\b"))
    after_trump = wait_for_text_change(dashboard, before)
    assert suit.lower() in after_trump.lower()
    assert_no_error_text(page)

    # A new deal: different hands, the meld worked out again.
    hands_before = card_labels(dashboard)
    page.get_by_role("button", name="New deal").click()
    after_deal = wait_for_text_change(dashboard, after_trump)
    assert card_labels(dashboard) != hands_before
    assert re.search(r"\bmeld\b", after_deal, re.IGNORECASE)
    assert_no_error_text(page)

    save_screenshot(page, "welcome-dashboard", element=dashboard,
                    docs_name="welcome-dashboard.png")
    save_screenshot(page, "welcome-page")
