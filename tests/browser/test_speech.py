"""What a screen reader is given, beyond the cards' own names (issue 15 item 3), under voila
in headless Chromium:

* engine sentences drawn anywhere in the kit's widgets (the walkthrough's "Each card of the
  player to move, and why" panel, the table's log, a quiz's prompt) name their cards in
  words ("queen of hearts") in the accessibility tree, while the page still shows "Q♥";
* each widget announces through exactly one persistent live region, which stays the same
  element while what it says changes;
* after "Next question" the focus goes to the new question, not left on the button.

The accessibility tree is Chromium's own (the DevTools protocol's full tree): an image of
a card's text appears there as ``image: queen of hearts``, its drawn "Q♥" not exposed.
"""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from voila_harness import (assert_no_error_text, enabled_now, first_enabled, open_dashboard,
                            save_screenshot as shot, text_now)

pytestmark = pytest.mark.browser

PLAY = "notebooks/08_play.ipynb"
QUIZ = "exercises/legal_plays.ipynb"
WALK = "notebooks/widget_walkthrough.ipynb"

# A card written with its suit symbol: "Q♥", "10♠" (read "Q black heart suit").
CARD_SYMBOLS = re.compile(r"(?:\b(?:10|[AKQJ9]))[♠♥♦♣]")
# A card in words, as the engine names it: "queen of hearts".
CARD_WORDS = re.compile(r"\b(ace|ten|king|queen|jack|nine) of (spades|hearts|diamonds|clubs)\b")

#: Every live region (and every role that is one) inside each top-level widget of the kit:
#: [{cls: the root's classes, regions: [...]}].
REGIONS = """() => [...document.querySelectorAll('.pt-root')]
    .filter(r => !r.parentElement.closest('.pt-root'))
    .map(r => ({cls: r.className,
                regions: [...r.querySelectorAll('[aria-live], [role=status], [role=alert], '
                                                 + '[role=log], [role=marquee], [role=timer]')]
                         .map(e => e.className + ' ' + (e.getAttribute('role') || '')
                                   + ' ' + (e.getAttribute('aria-live') || ''))}))"""


def spoken(locator) -> str:
    """What Chromium's accessibility tree gives a screen reader for ``locator``'s subtree
    (the DevTools protocol's full tree, as in test_card_names): each exposed node's role and
    name, one a line (an image's drawn text is not exposed: its children are presentational)."""
    locator.evaluate("el => { el.dataset.ptSpoken = 'here'; }")
    page = locator.page
    client = page.context.new_cdp_session(page)
    try:
        root = client.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        node = client.send("DOM.querySelector", {"nodeId": root,
                                                 "selector": "[data-pt-spoken=here]"})
        backend = client.send("DOM.describeNode", node)["node"]["backendNodeId"]
        nodes = {n["nodeId"]: n for n in client.send("Accessibility.getFullAXTree")["nodes"]}
    finally:
        client.detach()
        locator.evaluate("el => { delete el.dataset.ptSpoken; }")
    top = [i for i, n in nodes.items() if n.get("backendDOMNodeId") == backend]
    assert top, "the element is not in the accessibility tree"
    lines, todo = [], list(top)
    while todo:
        n = nodes[todo.pop(0)]
        if not n.get("ignored"):
            role = (n.get("role") or {}).get("value", "")
            name = (n.get("name") or {}).get("value", "")
            if role not in ("InlineTextBox",):
                lines.append(f"{role}: {name}")
        todo[:0] = [c for c in n.get("childIds", []) if c in nodes]
    return "\n".join(lines)


def _prompt(page) -> str:
    return text_now(page.locator(".pt-playtable .pt-prompt"))


def play_one_card(page) -> None:
    """On 08_play: pass, give, name trump as needed, until it is the person's turn; play
    the first card allowed, and wait until the log says so."""
    table = page.locator(".pt-playtable")
    for _ in range(300):
        text = _prompt(page)
        button = None
        if "Your bid" in text:
            button = table.get_by_role("button", name="Pass", exact=True)
        elif "name trump" in text:
            button = first_enabled(table.locator(".pt-actions").get_by_role("button"))
        elif "Choose a card to give" in text:
            button = first_enabled(table.locator(".pinochle-hand").get_by_role(
                "button", name=re.compile(r"^Give ")))
        elif "surrender" in text:
            button = table.get_by_role("button", name="Play on", exact=True)
        elif "Your turn" in text:
            button = first_enabled(table.locator(".pinochle-hand").get_by_role(
                "button", name=re.compile(r"^Play ")))
            if button is not None:
                button.click()
                expect(table.locator(".pt-log")).to_contain_text("You played")
                return
        if button is not None and enabled_now(button):
            button.click()
            page.wait_for_timeout(400)
        else:
            page.wait_for_timeout(250)
    raise AssertionError(f"never reached the person's turn; prompt {_prompt(page)!r}")


# --- item 1: engine sentences name cards in words outside live regions -----------------

def test_the_walkthroughs_reasons_name_cards_in_words(page, voila_server):
    page.set_viewport_size({"width": 1280, "height": 1800})
    open_dashboard(page, voila_server, WALK)
    root = page.locator(".pt-walkthrough").first
    forward = root.get_by_role("button", name="Forward ▶")
    for _ in range(6):
        forward.click()
    expect(root).to_contain_text("Card play 6 of 48")
    why = root.locator(".pt-choices")
    expect(why).to_contain_text("is allowed")
    # The page still shows the cards as "Q♥" ...
    assert CARD_SYMBOLS.search(why.inner_text()), why.inner_text()
    # ... and a screen reader is given them in words, none as a symbol.
    page.wait_for_timeout(300)
    said = spoken(why)
    assert CARD_WORDS.search(said), said
    assert not CARD_SYMBOLS.search(said), said
    assert_no_error_text(page)


def test_the_tables_log_names_cards_in_words(page, voila_server):
    page.set_viewport_size({"width": 1280, "height": 2200})
    open_dashboard(page, voila_server, PLAY)
    play_one_card(page)
    log = page.locator(".pt-playtable .pt-log")
    shown = log.inner_text()
    assert re.search(r"You played (10|[AKQJ9])[♠♥♦♣]\.", shown), shown  # text unchanged
    page.wait_for_timeout(300)
    said = spoken(log)
    assert re.search(r"You played", said) and CARD_WORDS.search(said), said
    assert not CARD_SYMBOLS.search(said), said


def test_a_quiz_prompt_names_its_cards_in_words(page, voila_server):
    open_dashboard(page, voila_server, QUIZ)
    quiz = page.locator(".pinochle-quiz")
    # The trick on the table and the prompt's sentences: no card read as a symbol in the
    # widget's text (buttons and card images were named in words already).
    page.wait_for_timeout(300)
    said = spoken(quiz)
    assert not CARD_SYMBOLS.search(said), said
    # Wrapped once: cards already made images are not wrapped again.
    assert quiz.locator(".pt-card-said .pt-card-said").count() == 0
    # Text typed in a box stays as typed (inputs are not touched).
    box = page.get_by_role("textbox", name="Question #")
    assert box.count() == 1


# --- item 2: one persistent live region per widget ---------------------------------------

@pytest.mark.parametrize("notebook,widget", [(PLAY, "pt-playtable"), (QUIZ, "pinochle-quiz"),
                                             (WALK, "pt-walkthrough")])
def test_each_widget_has_one_live_region(page, voila_server, notebook, widget):
    open_dashboard(page, voila_server, notebook)
    page.wait_for_timeout(500)
    roots = page.evaluate(REGIONS)
    ours = [r for r in roots if widget in r["cls"].split()]
    assert ours, roots
    for r in roots:
        assert len(r["regions"]) <= 1, r
    for r in ours:
        assert len(r["regions"]) == 1, r
        assert r["regions"][0].split()[-2:] == ["status", "polite"], r


def _region(root):
    region = root.locator("[aria-live]")
    expect(region).to_have_count(1)
    return region


def _says(region, before: str, timeout_s: float = 30.0) -> str:
    deadline = time.monotonic() + timeout_s
    while True:
        now = region.text_content() or ""
        if now.strip() and now != before:
            return now
        assert time.monotonic() < deadline, f"the live region still says {before!r}"
        time.sleep(0.1)


def test_the_quiz_region_persists_and_says_each_update_in_words(page, voila_server):
    open_dashboard(page, voila_server, QUIZ)
    quiz = page.locator(".pinochle-quiz")
    region = _region(quiz)
    handle = region.element_handle()
    first = region.text_content() or ""
    # Check with no card picked: an error, said in the same region.
    quiz.get_by_role("button", name="Check").click()
    said = _says(region, first)
    assert "Pick at least one card" in said, said
    # Pick a card, Check: the feedback is said there too, in words.
    first_enabled(quiz.locator(".pinochle-card-toggle")).click()
    quiz.get_by_role("button", name="Check").click()
    expect(quiz.locator(".pt-quiz-feedback-region")).not_to_be_empty()
    said2 = _says(region, said)
    assert said2 != said and not CARD_SYMBOLS.search(said2), said2
    assert region.element_handle().evaluate("(a, b) => a === b", handle)
    assert_no_error_text(page)


def test_the_tables_region_persists_across_moves(page, voila_server):
    open_dashboard(page, voila_server, PLAY)
    table = page.locator(".pt-playtable")
    region = _region(table)
    handle = region.element_handle()
    before = region.text_content() or ""
    table.get_by_role("button", name="Pass", exact=True).click()
    said = _says(region, before)
    assert region.element_handle().evaluate("(a, b) => a === b", handle)
    assert not CARD_SYMBOLS.search(said), said
    page.wait_for_timeout(1500)
    assert table.locator("[aria-live], [role=status], [role=alert]").count() == 1


def test_the_walkthroughs_region_persists_across_steps(page, voila_server):
    open_dashboard(page, voila_server, WALK)
    root = page.locator(".pt-walkthrough").first
    region = _region(root)
    handle = region.element_handle()
    forward = root.get_by_role("button", name="Forward ▶")
    forward.click()
    said = _says(region, region.text_content() or "")
    assert "1 of 48" in said, said
    forward.click()
    said2 = _says(region, said)
    assert "2 of 48" in said2 and not CARD_SYMBOLS.search(said2), said2
    assert region.element_handle().evaluate("(a, b) => a === b", handle)


# --- item 3: the focus goes to the new question -------------------------------------------

FOCUS = """() => { const a = document.activeElement;
    return a && a !== document.body ? {tag: a.tagName, cls: String(a.className),
        text: (a.innerText || '').trim(), quiz: !!a.closest('.pinochle-quiz')} : null; }"""


def test_next_question_puts_the_focus_on_the_new_question(page, voila_server):
    open_dashboard(page, voila_server, QUIZ)
    quiz = page.locator(".pinochle-quiz")
    first_enabled(quiz.locator(".pinochle-card-toggle")).click()
    quiz.get_by_role("button", name="Check").click()
    nxt = quiz.get_by_role("button", name="Next question")
    expect(quiz.locator(".pt-quiz-feedback-region")).not_to_be_empty()
    page.wait_for_timeout(800)
    nxt.focus()
    number = page.get_by_role("textbox", name="Question #")
    old = number.input_value()
    page.keyboard.press("Enter")
    expect(number).not_to_have_value(old)
    expect(quiz.locator(".pt-quiz-feedback-region")).to_be_empty()
    page.wait_for_timeout(1500)
    f = page.evaluate(FOCUS)
    assert f and f["quiz"], f
    assert "pt-quiz-prompt" in f["cls"] and f["text"] == quiz.locator(
        ".pt-quiz-prompt").inner_text().strip(), f
    # Tab from the question goes on to its answers (a card of the new hand).
    page.keyboard.press("Tab")
    f = page.evaluate(FOCUS)
    assert f and f["quiz"] and "pinochle-card-toggle" in f["cls"], f
    shot(page, "speech-next-question-focus", full_page=False)
    # After Check (same question) the focus is not pulled back to the prompt.
    quiz.locator(".pinochle-card-toggle").first.focus()
    page.keyboard.press("Space")
    quiz.get_by_role("button", name="Check").focus()
    page.keyboard.press("Enter")
    expect(quiz.locator(".pt-quiz-feedback-region")).not_to_be_empty()
    page.wait_for_timeout(1500)
    f = page.evaluate(FOCUS)
    assert f and "pt-quiz-prompt" not in f["cls"], f
