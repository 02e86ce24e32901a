"""The play table dashboards (notebooks/widget_table.ipynb, notebooks/08_play.ipynb) under
voila in headless Chromium: a whole hand can be played by clicking, as the bidder's partner
and as the bidder; a bad deal number shows a message; and a double-click on a card plays
exactly that one card. Screenshots go to test-results/table-*.png.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from pinochle_teach.cards import CARDS
from voila_harness import (assert_no_error_text, enabled_now, first_enabled, open_dashboard,
                            save_screenshot as shot, text_now)

pytestmark = pytest.mark.browser

TABLE = "notebooks/widget_table.ipynb"
LESSON = "notebooks/08_play.ipynb"


#: A card's name in words (its button: "Play queen of hearts") -> as the log writes it.
CARD_BY_WORDS = {card.words: str(card) for card in CARDS}


def _prompt_text(page) -> str:
    return text_now(page.locator(".pt-prompt"))


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
            button = first_enabled(table.get_by_role("button", name=re.compile(r"^Give ")))
            kind = "give"
        elif "surrender" in text:
            button = table.get_by_role("button", name="Play on")
            kind = "surrender"
        elif "Your turn" in text:
            # Illegal cards are disabled (with the reason as tooltip); click a legal one.
            button = first_enabled(table.get_by_role("button", name=re.compile(r"^Play ")))
            kind = "trick" if "Trick" in table.inner_text() else "lead"
        if not (button is not None and enabled_now(button)):
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


def _hand_size(table) -> int:
    title = table.locator(".pinochle-hand").first.inner_text()
    return int(re.search(r"(\d+) cards\)", title).group(1))


def _settled_hand_size(page, table) -> int:
    """The hand's size once the page has finished redrawing it: the title's count equals the
    number of card buttons drawn, and so again a quarter second later. (The hand is redrawn
    by several widget messages; read mid-way, the title can still hold the count of the pass.)"""
    hand = table.locator(".pinochle-hand").first
    last = None
    for _ in range(60):
        size = _hand_size(table)
        # Every card has a button: "Play queen of hearts", or "Queen of hearts: not allowed"
        # for one that may not be played now (it stays focusable to say why).
        drawn = hand.get_by_role("button",
                                 name=re.compile(r"^(Play|Give) |: not allowed$")).count()
        now = (size, drawn)
        if size == drawn and now == last:
            return size
        last = now
        page.wait_for_timeout(250)
    raise AssertionError(f"the hand never settled: title says {last[0]} cards, {last[1]} drawn")


def test_a_double_click_on_a_card_plays_exactly_that_card(page, voila_server):
    """Lesson 8's table: a double-click on a card button plays that card once. The second
    click reaches the kernel after the computer players moved and the hand was redrawn; it
    must not play whatever card is drawn there now."""
    page.set_viewport_size({"width": 1280, "height": 2200})
    open_dashboard(page, voila_server, LESSON)
    table = page.locator(".pt-playtable")
    log = table.locator(".pt-log")
    dblclicks = 0
    for _ in range(300):
        text = _prompt_text(page)
        if "Your turn" in text:
            buttons = table.locator(".pinochle-hand").get_by_role(
                "button", name=re.compile(r"^Play "))
            button = first_enabled(buttons)
            if button is None:
                page.wait_for_timeout(250)
                continue
            size = _settled_hand_size(page, table)
            # The button says "Play queen of hearts"; the log writes the card "Q♥".
            card = CARD_BY_WORDS[button.inner_text().split(" ", 1)[1].strip()]
            button.dblclick()
            expect(log).to_contain_text(f"You played {card}.")
            page.wait_for_timeout(1500)  # let the second click arrive and be handled
            assert _settled_hand_size(page, table) == size - 1, f"double-click on {card}"
            dblclicks += 1
            if dblclicks == 1:
                shot(page, "table-after-double-click")
            if dblclicks == 6:
                break
            continue
        if "Your bid" in text:
            button = table.get_by_role("button", name="Pass", exact=True)
        elif "name trump" in text:
            button = table.get_by_role("button", name=re.compile(r"Hearts"))
        elif "Choose a card to give" in text:
            button = first_enabled(table.get_by_role("button", name=re.compile(r"^Give ")))
        elif "surrender" in text:
            button = table.get_by_role("button", name="Play on")
        elif "Hand" in text and "is over" in text:
            button = table.get_by_role("button", name="Next deal")
        else:
            button = None
        if not (button is not None and enabled_now(button)):
            page.wait_for_timeout(250)
            continue
        button.click()
        page.wait_for_timeout(400)
    assert dblclicks == 6
    assert_no_error_text(page)
