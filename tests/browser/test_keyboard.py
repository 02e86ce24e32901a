"""Keyboard only, under voila in headless Chromium (issue 15 item 3): a whole hand is played
on 08_play, a quiz is answered on an exercise page and a walkthrough is stepped with nothing
but Tab, Shift+Tab, Enter, Space and the arrow keys, and after every action the focus is on
a sensible control, never lost to ``<body>``. Also: toggle buttons say whether they are
pressed (``aria-pressed``), and the table's prompt is one live region that stays in the page
while its text changes (a region replaced wholesale is never announced).
"""

from __future__ import annotations

import re
import time

import pytest

from voila_harness import assert_no_error_text, open_dashboard, save_screenshot as shot

pytestmark = pytest.mark.browser

PLAY = "notebooks/08_play.ipynb"
QUIZ = "exercises/legal_plays.ipynb"
WALK = "notebooks/widget_walkthrough.ipynb"

#: What has the focus: its tag, text, label, whether it is disabled, and in which widget.
FOCUS = """() => {
    const a = document.activeElement;
    if (!a || a === document.body || a === document.documentElement) return {body: true};
    return {body: false, tag: a.tagName, text: (a.innerText || '').trim(),
            label: a.getAttribute('aria-label') || '', disabled: !!a.disabled,
            table: !!a.closest('.pt-playtable'), actions: !!a.closest('.pt-actions'),
            quiz: !!a.closest('.pinochle-quiz'), walk: !!a.closest('.pt-walkthrough'),
            pressed: a.getAttribute('aria-pressed'),
            cls: a.className || ''};
}"""

#: Focus is settled: something other than the body has it and the page stopped changing.
SETTLED = """() => {
    const a = document.activeElement;
    return !!a && a !== document.body && a !== document.documentElement && a.isConnected;
}"""


def focus(page) -> dict:
    return page.evaluate(FOCUS)


def settle(page, before: str, locator, timeout_s: float = 30.0) -> dict:
    """After an action: wait until ``locator``'s text differs from ``before`` and stays so
    for half a second (every widget update has arrived), then give the page up to 5 s to
    put the focus somewhere; return what has it."""
    deadline = time.monotonic() + timeout_s
    while locator.inner_text() == before:
        assert time.monotonic() < deadline, "the page did not change after the key press"
        time.sleep(0.1)
    stable, text = time.monotonic(), locator.inner_text()
    while time.monotonic() - stable < 0.6:
        time.sleep(0.1)
        now = locator.inner_text()
        if now != text:
            stable, text = time.monotonic(), now
    try:
        page.wait_for_function(SETTLED, timeout=5000)
    except Exception:  # noqa: BLE001 - reported by the caller's assertion
        pass
    return focus(page)


def tab_to(page, test, what: str, limit: int = 80, key: str = "Tab") -> dict:
    """Press ``key`` until ``test(focus)`` holds; fail after ``limit`` presses."""
    for _ in range(limit):
        f = focus(page)
        if not f["body"] and test(f):
            return f
        page.keyboard.press(key)
    raise AssertionError(f"{limit} presses of {key} never reached {what}; focus: {focus(page)}")


def _prompt(page) -> str:
    p = page.locator(".pt-playtable .pt-prompt")
    return p.inner_text() if p.count() else ""


def test_a_whole_hand_is_played_by_keyboard_and_focus_is_never_lost(page, voila_server):
    open_dashboard(page, voila_server, PLAY)
    table = page.locator(".pt-playtable")
    prompt = page.locator(".pt-playtable .pt-prompt")
    # The prompt is one live region that stays while its text changes.
    assert prompt.get_attribute("role") == "status"
    assert prompt.get_attribute("aria-live") == "polite"
    prompt.evaluate("el => { el.dataset.ptKept = 'yes'; }")
    first_prompt = prompt.inner_text()

    f = tab_to(page, lambda f: f["actions"] and re.match(r"^(Bid \d+|Pass)$", f["text"]),
               "a bid button")
    kinds, actions = set(), 0
    for _ in range(200):
        text = _prompt(page)
        if "Your bid" in text:
            # Pass: Tab along the bid buttons to it (Shift+Tab back if it is behind).
            f = tab_to(page, lambda f: f["actions"] and f["text"] == "Pass", "Pass")
            kind = "bid"
        elif "name trump" in text:
            assert f["actions"] and "meld" in f["text"], f
            kind = "trump"
        elif "Choose a card to give" in text:
            assert f["table"] and f["text"].startswith("Give ") and not f["disabled"], f
            kind = "give"
        elif "surrender" in text:
            f = tab_to(page, lambda f: f["actions"] and f["text"] == "Play on", "Play on")
            kind = "surrender"
        elif "Your turn" in text:
            assert f["table"] and f["text"].startswith("Play ") and not f["disabled"], f
            kind = "play"
        elif "is over" in text:
            assert f["actions"] and f["text"] == "Next deal", f
            kinds.add("over")
            break
        else:
            raise AssertionError(f"unexpected prompt {text!r}")
        kinds.add(kind)
        before = table.inner_text()
        page.keyboard.press("Enter")
        actions += 1
        f = settle(page, before, table)
        assert not f["body"], (f"after {kind} #{actions} ({text!r}) the focus fell to the "
                               "page's body")
        assert f["table"] and not f["disabled"], f
    shot(page, "keyboard-play-over")
    assert {"bid", "play", "over"} <= kinds, kinds
    assert actions >= 13, actions  # at least a bid and twelve cards
    assert_no_error_text(page)
    # The live region is still the same element, with new text, and nothing inside it is
    # a second live region (nested regions are announced twice or not at all).
    assert prompt.evaluate("el => el.dataset.ptKept") == "yes"
    assert prompt.inner_text() != first_prompt
    assert prompt.locator("[role=status], [role=alert]").count() == 0


def test_toggle_buttons_say_whether_they_are_pressed(page, voila_server):
    open_dashboard(page, voila_server, PLAY)
    table = page.locator(".pt-playtable")
    normal = table.get_by_role("button", name="Normal", exact=True)
    classroom = table.get_by_role("button", name="Classroom", exact=True)
    assert normal.get_attribute("aria-pressed") == "true"
    assert classroom.get_attribute("aria-pressed") == "false"
    tab_to(page, lambda f: f["text"] == "Classroom", "the Classroom toggle")
    page.keyboard.press("Space")
    page.wait_for_function(
        "() => [...document.querySelectorAll('.pt-playtable button')].some("
        "b => b.innerText.trim() === 'Classroom' && b.getAttribute('aria-pressed') === 'true')")
    assert normal.get_attribute("aria-pressed") == "false"
    page.wait_for_timeout(1000)  # the table is redrawn at the new size
    f = focus(page)
    assert not f["body"] and f["table"], f
    # The toggles are a named group.
    group = table.locator(".widget-toggle-buttons[role=group]")
    assert group.count() >= 1 and group.first.get_attribute("aria-label") == "Cards"


def test_a_quiz_is_answered_by_keyboard(page, voila_server):
    open_dashboard(page, voila_server, QUIZ)
    quiz = page.locator(".pinochle-quiz")
    f = tab_to(page, lambda f: f["quiz"] and "pinochle-card-toggle" in f["cls"]
               and not f["disabled"], "a card of the quiz")
    assert f["pressed"] == "false", f
    page.keyboard.press("Space")
    page.wait_for_function("() => document.activeElement.getAttribute('aria-pressed') === 'true'")
    f = tab_to(page, lambda f: f["quiz"] and f["text"] == "Check", "Check")
    feedback = quiz.locator(".pt-quiz-feedback-region")
    assert feedback.get_attribute("aria-live") == "polite"
    feedback.evaluate("el => { el.dataset.ptKept = 'yes'; }")
    before = quiz.inner_text()
    page.keyboard.press("Enter")
    f = settle(page, before, quiz)
    assert not f["body"], "after Check the focus fell to the page's body"
    assert f["quiz"] and f["text"] == "Next question", f
    said = feedback.inner_text()
    assert said.strip(), "the feedback region says nothing after Check"
    before = quiz.inner_text()
    page.keyboard.press("Enter")
    f = settle(page, before, quiz)
    assert not f["body"] and f["quiz"], f
    assert feedback.evaluate("el => el.dataset.ptKept") == "yes"
    shot(page, "keyboard-quiz")
    assert_no_error_text(page)


def test_a_walkthrough_is_stepped_by_keyboard(page, voila_server):
    open_dashboard(page, voila_server, WALK)
    walk = page.locator(".pt-walkthrough").first
    tab_to(page, lambda f: f["walk"] and f["text"].startswith("End"), "End")
    before = walk.inner_text()
    page.keyboard.press("Enter")  # to the end: End and Forward are disabled there
    f = settle(page, before, walk)
    assert not f["body"], "after End the focus fell to the page's body"
    assert f["walk"] and not f["disabled"], f
    f = tab_to(page, lambda f: f["walk"] and f["text"].startswith("◀◀"), "Start",
               key="Shift+Tab")
    before = walk.inner_text()
    page.keyboard.press("Enter")  # to the start: Start and Back are disabled there
    f = settle(page, before, walk)
    assert not f["body"], "after Start the focus fell to the page's body"
    assert f["walk"] and f["text"].startswith("Forward"), f
    for step in range(3):
        before = walk.inner_text()
        page.keyboard.press("Enter")
        f = settle(page, before, walk)
        assert not f["body"] and f["text"].startswith("Forward"), (step, f)
    assert_no_error_text(page)


def test_the_page_is_titled_after_the_lesson_and_has_a_main_landmark(page, voila_server):
    open_dashboard(page, voila_server, QUIZ)
    assert page.title() == "Exercise: which cards may you play? · pinochle-teach"
    main = page.locator("main, [role=main]")
    assert main.count() == 1
    assert main.first.locator(".pinochle-quiz").count() == 1  # the lesson is inside it
