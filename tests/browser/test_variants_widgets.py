"""Browser tests for the meld dashboard, auction view, meld view and trick walkthrough under the
other rule sets (issue 8, RULES.md §8), in voila and headless Chromium at 1280 x 800: three
seats named South, West, East with no teams, the widow face down during the auction and face
up after, the bidder's discards shown only to the bidder, 20-card double-deck hands, and bad
input answered with a short message that leaves the widget as it was.

The three-handed walkthrough is tested on ``notebooks/widget_walkthrough.ipynb``'s own
section (test_widgets_b.py); the double-deck test here drives a small notebook of its own,
written under ``build/`` (ignored by git, hidden from voila's file tree) and removed
afterwards.
Screenshots go to test-results/variants_*.png (and $PINOCHLE_SHOT_DIR when set).
"""

from __future__ import annotations

import os
import re

import nbformat
import pytest
from playwright.sync_api import expect

from voila_harness import REPO_ROOT, assert_no_error_text, open_dashboard
from voila_harness import save_screenshot as shot

pytestmark = pytest.mark.browser

MELD = "notebooks/widget_meld.ipynb"
AUCTION = "notebooks/widget_auction.ipynb"
HAND = "notebooks/widget_hand.ipynb"
FACE_DOWN = 'svg[aria-label="Face-down card"]'
WINDOW = {"width": 1280, "height": 800}




def test_meld_dashboard_three_handed_widow(page, voila_server):
    page.set_viewport_size(WINDOW)
    open_dashboard(page, voila_server, MELD)
    assert_no_error_text(page)
    dash = page.locator(".pinochle-meld-dashboard")
    dash.scroll_into_view_if_needed()
    widow = dash.locator(".pt-widow")
    # The notebook turns the widow face up: its three cards, and what each player would gain.
    expect(widow).to_contain_text("Widow face up")
    assert widow.locator(FACE_DOWN).count() == 0
    assert widow.locator('svg[role="img"]').count() == 3
    text = dash.inner_text()
    for name in ("South", "West", "East"):
        assert name in text
    assert "North" not in text and "team" not in text.lower()
    expect(dash).to_contain_text("no partners")
    shot(page, "variants_meld_three_up", full_page=False, element=dash)

    # East takes the widow: 18 cards in East's hand, a sentence in the widow box.
    dash.get_by_role("button", name="East takes it").click()
    expect(widow).to_contain_text("East won the auction and took the widow")
    expect(dash).to_contain_text("took the widow (")
    # Face down, as during the auction: three backs, no card named.
    dash.get_by_role("button", name="Face down").click()
    expect(widow).to_contain_text("3 cards face down")
    expect(widow.locator(FACE_DOWN)).to_have_count(3)
    shot(page, "variants_meld_three_down", full_page=False, element=dash)

    # A bad deal number: a short message, the same deal stays.
    before = dash.locator(".pinochle-meld").first.inner_text()
    box = dash.get_by_role("textbox")
    box.fill("abc")
    box.press("Enter")
    expect(dash.locator(".pt-msg-error")).to_contain_text("deal number")
    assert dash.locator(".pinochle-meld").first.inner_text() == before
    assert_no_error_text(page)


def test_double_deck_meld_view_refuses_a_nine(page, voila_server):
    page.set_viewport_size(WINDOW)
    open_dashboard(page, voila_server, MELD)
    view = page.locator(".pinochle-meld-view").nth(2)
    view.scroll_into_view_if_needed()
    expect(view).to_contain_text("Triple run")
    assert view.locator('svg[role="img"][aria-label*="in "]').count() > 0
    before = view.locator("[data-total]").inner_text()
    box = view.get_by_role("textbox")
    box.fill("AS 9S KS")
    box.press("Enter")
    expect(view.locator(".pt-message")).to_contain_text("9♠ is not in the deck")
    assert view.locator("[data-total]").inner_text() == before
    # The 20 cards wrap inside the window (no card beyond the right edge).
    right = page.evaluate(
        """(el) => Math.max(...[...el.querySelectorAll('svg[role="img"]')]
                             .map(s => s.getBoundingClientRect().right))""",
        view.element_handle())
    assert right <= WINDOW["width"]
    assert_no_error_text(page)
    shot(page, "variants_meld_double_deck", full_page=False, element=view)


def test_double_deck_hand_wraps_in_the_window(page, voila_server):
    page.set_viewport_size(WINDOW)
    open_dashboard(page, voila_server, HAND)
    hand = page.locator(".pinochle-hand").nth(1)
    expect(hand).to_contain_text("South's 20 cards")
    cards = hand.locator('svg[role="img"]')
    expect(cards).to_have_count(20)
    boxes = [cards.nth(i).bounding_box() for i in range(20)]
    assert max(b["x"] + b["width"] for b in boxes) <= WINDOW["width"]
    assert len({round(b["y"]) for b in boxes}) == 2  # two lines of cards
    assert_no_error_text(page)
    hand.scroll_into_view_if_needed()
    shot(page, "variants_hand_double_deck", full_page=False, element=hand)


def test_three_handed_auction_turns_the_widow_over(page, voila_server):
    page.set_viewport_size(WINDOW)
    open_dashboard(page, voila_server, AUCTION)
    view = page.locator(".pinochle-auction-view").nth(3)
    view.scroll_into_view_if_needed()
    head = view.locator("thead")
    expect(head).to_contain_text("South (you)")
    expect(head).to_contain_text("East")
    assert "North" not in head.inner_text()
    widow = view.locator(".pt-widow")
    expect(widow.locator(FACE_DOWN)).to_have_count(3)
    expect(view).to_contain_text("Opening bid 200; then raise by 10")
    # A bid that is not allowed: the engine's reason, nothing changes.
    box = view.get_by_role("textbox")
    box.fill("205")
    view.get_by_role("button", name="Bid", exact=True).click()
    expect(view.locator(".pt-message").first).to_contain_text("205 is not a legal bid")
    expect(widow.locator(FACE_DOWN)).to_have_count(3)
    shot(page, "variants_auction_three_bidding", full_page=False, element=view)
    # Pass: the computers finish the auction and the widow is turned over.
    view.get_by_role("button", name="Pass", exact=True).click()
    expect(view).to_contain_text(re.compile("Auction over|stuck"))
    expect(widow).to_contain_text("The widow, turned over")
    expect(widow.locator(FACE_DOWN)).to_have_count(0)
    assert_no_error_text(page)
    shot(page, "variants_auction_three_over", full_page=False, element=view)


DOUBLE_DECK_CELLS = """\
from pinochle_teach.game import Game
from pinochle_teach.players import HeuristicPlayer, play_hand
from pinochle_teach.rules import DOUBLE_DECK
from pinochle_teach.widgets import MeldDashboard, TrickWalkthrough

game = Game(seed=2, rules=DOUBLE_DECK)
play_hand(game, [HeuristicPlayer(seat) for seat in range(4)])
display(MeldDashboard(seed=2, trump="H", rules=DOUBLE_DECK))
TrickWalkthrough(game)"""


@pytest.fixture
def write_notebook():
    """Write a one-cell notebook under build/ for a test; gives its path relative to the
    served root; removed afterwards."""
    folder = REPO_ROOT / "build" / "browser-notebooks"
    folder.mkdir(parents=True, exist_ok=True)
    written = []

    def write(name: str, code: str) -> str:
        path = folder / f"{name}_{os.getpid()}.ipynb"
        nb = nbformat.v4.new_notebook()
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                     "language": "python"}
        nb.cells = [nbformat.v4.new_code_cell(code)]
        nbformat.write(nb, path)
        written.append(path)
        return path.relative_to(REPO_ROOT).as_posix()

    yield write
    for path in written:
        path.unlink(missing_ok=True)


def test_double_deck_dashboard_and_walkthrough(page, voila_server, write_notebook):
    page.set_viewport_size(WINDOW)
    open_dashboard(page, voila_server, write_notebook("double_deck", DOUBLE_DECK_CELLS))
    assert_no_error_text(page)
    dash = page.locator(".pinochle-meld-dashboard")
    expect(dash).to_contain_text("Double deck: 4 players, 20 cards each")
    expect(dash).to_contain_text("South–North")
    expect(dash.locator(".pt-widow")).to_have_count(0)
    assert "Dix" not in dash.inner_text()
    first = dash.locator(".pinochle-meld").first
    cards = first.locator('svg[role="img"]')
    expect(cards).to_have_count(20)
    right = max(cards.nth(i).bounding_box()["x"] + cards.nth(i).bounding_box()["width"]
                for i in range(20))
    assert right <= WINDOW["width"]  # at the dashboard's medium size 20 cards fit a line
    shot(page, "variants_meld_double_deck_dashboard", full_page=False, element=dash)

    walk = page.locator(".pt-walkthrough")
    walk.scroll_into_view_if_needed()
    expect(walk).to_contain_text("Card play 0 of 80")
    expect(walk).to_contain_text("trick 1 of 20")
    walk.get_by_role("button", name="End ▶▶").click()
    expect(walk).to_contain_text("Card play 80 of 80")
    expect(walk.locator(".pt-counters")).to_contain_text("20-point bonus")
    assert_no_error_text(page)
    walk.get_by_role("button", name="◀◀ Start").click()
    expect(walk).to_contain_text("Card play 0 of 80")
    shot(page, "variants_walkthrough_double_deck", full_page=False, element=walk)
