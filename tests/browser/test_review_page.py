"""The review after the hand (issue 17 §2) under voila in headless Chromium: at the play table
(notebooks/08_play.ipynb) a whole hand is played by clicking, "Review my hand" shows a
progress bar and then the first costly decision, a retried card gets its verdict and the
answer; in the walkthrough (notebooks/widget_walkthrough.ipynb) a record loaded with "Load
record" is reviewed for the seat chosen, by keyboard (the focus goes to the mistake, then to
the answer). Screenshots (test-results/review-*.png) at 1280 × 800, at 1024 × 768 in
projector mode and at 390 px wide.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from test_table_page import play_hand_by_clicking
from voila_harness import (assert_no_error_text, open_dashboard, reveal_the_answer,
                           save_screenshot as shot, try_a_card)

pytestmark = pytest.mark.browser

LESSON = "notebooks/08_play.ipynb"
WALK = "notebooks/widget_walkthrough.ipynb"

#: How long a review may take in the page (2-6 s of CPU time; a busy machine doubles it).
REVIEW_MS = 90_000


def focused_classes(page) -> str:
    return page.evaluate("() => (document.activeElement && document.activeElement.className"
                         " || '').toString()")


def test_review_my_hand_at_the_play_table(page, voila_server):
    page.set_viewport_size({"width": 1280, "height": 2200})
    open_dashboard(page, voila_server, LESSON)
    table = page.locator(".pt-playtable").first
    expect(table).to_contain_text("Hand 1")
    review_button = table.get_by_role("button", name="Review my hand")
    expect(review_button).to_have_count(0)                  # not before the hand is over
    play_hand_by_clicking(page, bid_cap=0, prefix="review-table")
    expect(page.locator(".pt-hand-result").first).to_contain_text("Hand 1 score")
    expect(review_button).to_be_visible()
    review_button.click()
    review = table.locator(".pt-review")
    expect(review.locator(".pt-review-progress")).to_be_visible(timeout=REVIEW_MS)
    expect(review.locator(".pt-review-heading").first).to_be_visible(timeout=REVIEW_MS)
    expect(review.locator(".pt-review-progress")).to_be_hidden()
    heading = review.locator(".pt-review-heading").first
    expect(heading).to_contain_text(re.compile(r"Mistake 1 of \d+: trick \d+"))
    # the focus went from the button to the mistake (the page kit's focus-go mark)
    page.wait_for_function("() => document.activeElement &&"
                           " document.activeElement.classList.contains('pt-review-go')",
                           timeout=10_000)
    expect(review.locator(".pt-review-answer")).to_have_count(0)   # hidden until a retry
    expect(review.get_by_role("button", name=re.compile(r"^Try ")).first).to_be_visible()
    assert_no_error_text(page)
    page.set_viewport_size({"width": 1280, "height": 800})
    review.scroll_into_view_if_needed()
    shot(page, "review-table-mistake", full_page=False)
    feedback = try_a_card(review)
    expect(feedback).to_contain_text(
        re.compile(r"With what you could know, .* (is a best card|gives up)"))
    answer = reveal_the_answer(review, feedback)
    expect(answer).to_contain_text("With all cards open")
    expect(answer).to_contain_text("With what you could know")
    assert_no_error_text(page)
    answer.scroll_into_view_if_needed()
    shot(page, "review-table-answer", full_page=False)
    # the projector: the page's switch, the review at the projector's sizes, 1024 x 768
    page.set_viewport_size({"width": 1024, "height": 768})
    table.get_by_role("button", name="Projector").first.click()
    expect(review).to_have_class(re.compile(r"\bpt-projector\b"))
    page.wait_for_timeout(800)
    review.locator(".pt-review-mistake").scroll_into_view_if_needed()
    shot(page, "review-table-projector", full_page=False)
    table.get_by_role("button", name="Projector").first.click()
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(800)
    review.locator(".pt-review-mistake").scroll_into_view_if_needed()
    shot(page, "review-table-phone", full_page=False)
    width = page.evaluate("() => document.querySelector('.pt-review').scrollWidth")
    assert width <= 390, f"the review is {width} px wide on a 390 px phone"
    # the next deal closes the review of the hand that was
    page.set_viewport_size({"width": 1280, "height": 1400})
    table.get_by_role("button", name="Next deal").click()
    expect(table).to_contain_text("Hand 2")
    expect(table.locator(".pt-review")).to_have_count(0)


def _choose_record(page, root, path) -> None:
    with page.expect_file_chooser() as chooser:
        root.get_by_role("button", name="Load record").click()
    chooser.value.set_files(str(path))


@pytest.mark.parametrize("mode", ["plain", "projector", "phone"])
def test_a_loaded_record_is_reviewed_in_the_walkthrough_by_keyboard(page, voila_server,
                                                                   tmp_path, mode):
    from pinochle_teach.game import Game
    from pinochle_teach.players import HeuristicPlayer, play_hand
    from pinochle_teach.review import review as engine_review
    from pinochle_teach.seating import table_names

    g = Game(seed=2)
    play_hand(g, [HeuristicPlayer(s) for s in range(4)])
    seat, seat_name = 3, "East"
    first = engine_review(g, seat, names=table_names(g.rules)).mistakes()[0]
    record = tmp_path / "game-2.json"
    record.write_text(json.dumps(g.to_record()), encoding="utf-8")

    size = {"plain": (1280, 800), "projector": (1024, 768), "phone": (390, 844)}[mode]
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_dashboard(page, voila_server, WALK + ("?projector=1" if mode == "projector" else ""))
    root = page.locator(".pt-walkthrough").first
    _choose_record(page, root, record)
    expect(root.locator(".pt-message")).to_contain_text("Opened game-2.json")
    root.get_by_label("Review seat").select_option(label=seat_name)
    button = root.get_by_role("button", name="Review", exact=True)
    button.focus()
    page.keyboard.press("Enter")
    review = root.locator(".pt-review")
    expect(review.locator(".pt-review-heading").first).to_contain_text(
        "Mistake 1 of", timeout=REVIEW_MS)
    heading_box = review.locator(".pt-review-go")
    expect(heading_box).to_contain_text(f"trick {first.trick},")
    expect(heading_box).to_contain_text("You played")
    # the focus went to the mistake (the page kit's focus-go mark)
    page.wait_for_function("() => document.activeElement &&"
                           " document.activeElement.classList.contains('pt-review-go')",
                           timeout=10_000)
    expect(review.locator(".pt-review-answer")).to_have_count(0)
    expect(review.get_by_role("button", name=re.compile(r"^Try ")).first).to_be_visible()
    if mode == "projector":
        expect(review).to_have_class(re.compile(r"\bpt-projector\b"))
    assert_no_error_text(page)
    heading_box.scroll_into_view_if_needed()
    shot(page, f"review-walk-{mode}-mistake", full_page=False)
    # Tab to a best card (the engine's, with what East could know), and try it with Enter:
    # a best card reveals the answer (a wrong one would leave it hidden for another try)
    best = [f"try {c.words}".lower() for c in first.best]
    for _ in range(40):
        page.keyboard.press("Tab")
        label = page.evaluate("() => document.activeElement && "
                              "(document.activeElement.innerText || '')")
        if label.strip().lower() in best:
            break
    else:
        raise AssertionError(f"Tab never reached a best card to try ({best})")
    page.keyboard.press("Enter")
    answer = review.locator(".pt-review-answer")
    expect(answer).to_contain_text("With all cards open")
    expect(review.locator(".pt-review-feedback")).to_contain_text("With what you could know")
    page.wait_for_function("() => document.activeElement &&"
                           " document.activeElement.classList.contains('pt-review-answer')",
                           timeout=10_000)
    for s in first.sentences[:2]:
        expect(answer).to_contain_text(s.split(":")[0])
    assert_no_error_text(page)
    answer.scroll_into_view_if_needed()
    shot(page, f"review-walk-{mode}-answer", full_page=False)
    if mode == "phone":
        width = page.evaluate("() => document.querySelector('.pt-review').scrollWidth")
        assert width <= 390, f"the review is {width} px wide on a 390 px phone"
    # every decision, the bids and the pass too
    review.get_by_role("button", name="Show all decisions").click()
    expect(review.locator(".pt-review-list")).to_contain_text("Auction:")
    expect(review.locator(".pt-review-list")).to_contain_text("The pass:")
