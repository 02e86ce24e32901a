"""Browser tests for the trick walkthrough and the play table dashboards under voila
(issue 4): they render, clicks reach the kernel and redraw, no error text appears, and a
whole hand can be played at the table by clicking. Screenshots go to test-results/."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from voila_harness import assert_no_error_text, open_dashboard, save_screenshot as shot

pytestmark = pytest.mark.browser

WALK = "notebooks/widget_walkthrough.ipynb"
TABLE = "notebooks/widget_table.ipynb"




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


def test_walkthrough_classroom_size_and_play_from_here(page, voila_server):
    page.set_viewport_size({"width": 1280, "height": 2200})
    open_dashboard(page, voila_server, WALK)
    root = walkthrough(page)
    root.get_by_role("button", name="Classroom").click()
    forward = root.get_by_role("button", name="Forward ▶")
    for _ in range(2):
        forward.click()
    expect(root).to_contain_text("Card play 2 of 48")
    shot(page, "walkthrough-classroom")
    root.get_by_role("button", name="Normal").click()

    root.get_by_role("button", name="Play from here").click()
    expect(root.locator(".pt-playtable")).to_be_visible()
    expect(root.get_by_text(re.compile("Playing on from card play 2"))).to_be_visible()
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


def _first_enabled(locator):
    for i in range(locator.count()):
        b = locator.nth(i)
        if b.is_enabled():
            return b
    return None


def _prompt_text(page) -> str:
    prompt = page.locator(".pt-prompt")
    return prompt.inner_text() if prompt.count() else ""


def play_hand_by_clicking(page, bid_cap: int, prefix: str) -> set:
    """Click through one hand at the table as a person would: bid up to ``bid_cap`` (then
    pass), name hearts, give the first cards allowed, play on, and play the first enabled
    card each turn, until the hand score appears. Returns the prompts seen."""
    table = page.locator(".pt-playtable")
    result = page.locator(".pt-hand-result")
    seen = set()
    for _ in range(400):
        if result.count() and result.first.is_visible():
            return seen
        text = _prompt_text(page)
        # Each redraw arrives as several widget updates: act only on buttons that are there,
        # and otherwise look again a moment later.
        button = None
        if "Your bid" in text:
            bids = table.get_by_role("button", name=re.compile(r"^Bid \d+$"))
            allowed = [bids.nth(i) for i in range(bids.count())
                       if int(bids.nth(i).inner_text().split()[1]) <= bid_cap]
            button = allowed[-1] if allowed else table.get_by_role("button", name="Pass",
                                                                   exact=True)
            kind = "bid"
        elif "name trump" in text:
            button = table.get_by_role("button", name=re.compile(r"Hearts"))
            kind = "trump"
        elif "Choose a card to give" in text:
            button = _first_enabled(table.get_by_role("button", name=re.compile(r"^Give ")))
            kind = "give"
        elif "surrender" in text:
            button = table.get_by_role("button", name="Play on")
            kind = "surrender"
        elif "Your turn" in text:
            # Illegal cards are disabled (with the reason as tooltip); click a legal one.
            button = _first_enabled(table.get_by_role("button", name=re.compile(r"^Play \S+$")))
            kind = "trick" if "Trick" in table.inner_text() else "lead"
        if button is None or not button.count() or not button.is_enabled():
            page.wait_for_timeout(250)
            continue
        if kind not in seen:
            seen.add(kind)
            shot(page, f"{prefix}-{kind}")
        button.click()
        try:
            page.wait_for_function(
                "(before) => { const p = document.querySelector('.pt-prompt');"
                " return !p || p.innerText !== before; }", arg=text, timeout=5000)
        except Exception:  # the same prompt again (e.g. the next card to give) is fine
            pass
    raise AssertionError("the hand did not end: " + _prompt_text(page))


def test_table_plays_a_whole_hand_by_clicking(page, voila_server):
    """As the bidder's partner (the dashboard's own deal): pass in the auction, give four
    cards, play twelve tricks, see the score, go on to the next deal."""
    page.set_viewport_size({"width": 1280, "height": 2200})
    open_dashboard(page, voila_server, TABLE)
    table = page.locator(".pt-playtable")
    expect(table).to_contain_text("Hand 1")
    shot(page, "table-start")
    play_hand_by_clicking(page, bid_cap=0, prefix="table")
    expect(page.locator(".pt-hand-result").first).to_contain_text("Hand 1 score")
    expect(page.locator(".pt-scoresheet-table")).to_be_visible()
    assert_no_error_text(page)
    shot(page, "table-hand-over")
    table.get_by_role("button", name="Next deal").click()
    expect(table).to_contain_text("Hand 2")
    assert_no_error_text(page)


def test_table_as_the_bidder_names_trump_and_gives_cards_back(page, voila_server):
    """Deal 6 against the easy (random) players: South wins the auction at 270, names
    trump, receives four cards from North and gives four back, then plays the hand."""
    page.set_viewport_size({"width": 1280, "height": 2200})
    open_dashboard(page, voila_server, TABLE)
    table = page.locator(".pt-playtable")
    page.get_by_label("Computer").select_option(label="Easy (random)")
    page.get_by_label("Deal #").fill("6")
    page.get_by_role("button", name="New game").click()
    expect(table).to_contain_text("Game #6")
    seen = play_hand_by_clicking(page, bid_cap=300, prefix="table-bidder")
    assert {"bid", "trump", "give", "lead"} <= seen, seen
    expect(table).to_contain_text("Contract 270 by You")
    expect(page.locator(".pt-hand-result").first).to_contain_text("Hand 1 score")
    assert_no_error_text(page)
    shot(page, "table-bidder-hand-over")


def test_table_new_game_with_a_bad_seed_shows_a_message(page, voila_server):
    open_dashboard(page, voila_server, TABLE)
    box = page.get_by_label("Deal #")
    box.fill("seven")
    page.get_by_role("button", name="New game").click()
    expect(page.locator(".pt-message").filter(has_text="deal number")).to_be_visible()
    box.fill("12")
    page.get_by_role("button", name="New game").click()
    expect(page.locator(".pt-playtable")).to_contain_text("Game #12")
    assert_no_error_text(page)
    # Enter in the box starts the game too, as a student expects.
    box.fill("9")
    box.press("Enter")
    expect(page.locator(".pt-playtable")).to_contain_text("Game #9")
    expect(page.locator(".pt-message").filter(has_text="deal number")).to_have_count(0)
    assert_no_error_text(page)
