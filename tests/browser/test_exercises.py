"""The exercise notebooks (exercises/*.ipynb) under voila in headless Chromium: each opens
without error text, takes an answer, Check shows the engine's verdict with its explanation,
and Next draws the next question (issue 6).

The right answers are worked out here by the same engine (``make_question`` with the seed
and difficulty each notebook starts at), so a test fails if the page shows another question
or judges an answer differently. Text boxes are found by their labels ("Question #", "Your
name", "Meld (points)", ...), never by their place on the page, so the quiz's layout can
change without breaking these tests.
"""

from __future__ import annotations

import os
import re
import tempfile

import pytest
from playwright.sync_api import expect

from pinochle_teach.quiz import make_question
from pinochle_teach.widgets.common import SEAT_NAMES
from pinochle_teach.classroom import ENV_VAR
from voila_harness import assert_no_error_text, open_dashboard, save_screenshot

# The exercises save progress with progress="auto". Point that at a throwaway directory
# before any voila server starts (this runs at collection, before every test), so the tests
# never write into the user's own progress file.
os.environ.setdefault(ENV_VAR, tempfile.mkdtemp(prefix="pinochle-teach-test-progress-"))

pytestmark = pytest.mark.browser

FIRST = 1  # every exercise notebook opens its quiz at question (seed) 1 ...
LEVEL = "medium"  # ... on Medium, the difficulty of the page's worksheet
WARM_UP = "easy"  # except hand_scoring's warm-up quiz (surrender and contracts)


def quizzes(page):
    return page.locator(".pinochle-quiz")


def textbox(quiz, label: str):
    """The quiz's text box labelled ``label`` (its accessible name)."""
    return quiz.get_by_role("textbox", name=label, exact=True)


def expect_hand(quiz, hand) -> None:
    """Wait until the quiz's card buttons show ``hand``: the new prompt can appear before
    the buttons are relabelled, and a click in between would pick the old question's card."""
    expect(quiz.locator(".pinochle-card-toggle")).to_have_text([c.words for c in hand])


def open_exercise(page, voila_server, name: str, n_quizzes: int = 1):
    open_dashboard(page, voila_server, f"exercises/{name}.ipynb")
    expect(quizzes(page)).to_have_count(n_quizzes)
    assert_no_error_text(page)
    return quizzes(page)


def check_and_next(page, quiz, expect_right: bool, shot: str) -> None:
    """Press Check, see the verdict, screenshot, press Next, see a fresh question."""
    quiz.get_by_role("button", name="Check").click()
    feedback = quiz.locator(".pinochle-quiz-feedback")
    expect(feedback).to_be_visible()
    expect(feedback).to_contain_text("Right!" if expect_right else "Not quite.")
    expect(quiz).to_contain_text("1 right of 1" if expect_right else "0 right of 1")
    assert_no_error_text(page)
    save_screenshot(page, f"exercise-{shot}-checked")
    save_screenshot(page, f"exercise-{shot}-quiz", element=quiz)
    quiz.get_by_role("button", name="Next question").click()
    expect(feedback).to_have_count(0)
    expect(textbox(quiz, "Question #")).to_have_value(str(FIRST + 1))
    assert_no_error_text(page)


def test_legal_plays_right_answer(page, voila_server):
    quiz = open_exercise(page, voila_server, "legal_plays").first
    q = make_question("legal_play", FIRST, LEVEL)
    expect(quiz).to_contain_text(q.prompt)
    expect_hand(quiz, q.hand)
    save_screenshot(page, "exercise-legal-plays-open")
    for card in q.answer:
        quiz.get_by_role("button", name=card.words, exact=True).first.click()
    check_and_next(page, quiz, True, "legal-plays")
    q2 = make_question("legal_play", FIRST + 1, LEVEL)
    expect(quiz).to_contain_text(q2.prompt)


def test_legal_plays_wrong_card_is_named(page, voila_server):
    quiz = open_exercise(page, voila_server, "legal_plays").first
    # Go to the first question (by its number) where some card is not legal.
    seed = next(s for s in range(FIRST, 100)
                if set(make_question("legal_play", s, LEVEL).hand)
                != make_question("legal_play", s, LEVEL).answer)
    q = make_question("legal_play", seed, LEVEL)
    number = textbox(quiz, "Question #")
    number.fill(str(seed))
    number.press("Enter")
    expect(quiz).to_contain_text(q.prompt)
    expect_hand(quiz, q.hand)
    illegal = next(c for c in q.hand if c not in q.answer)
    quiz.get_by_role("button", name=illegal.words, exact=True).first.click()
    quiz.get_by_role("button", name="Check").click()
    feedback = quiz.locator(".pinochle-quiz-feedback")
    expect(feedback).to_contain_text("Not quite.")
    expect(feedback).to_contain_text(f"{illegal} is not allowed")  # what the page shows
    # A screen reader reads the feedback (a live region) with the card in words, "king of
    # spades", never "K black spade suit".
    expect(feedback.get_by_role("img", name=illegal.words, exact=True).first).to_be_visible()
    spoken = quiz.locator(".pt-quiz-feedback-region").aria_snapshot()
    assert f'img "{illegal.words}"' in spoken, spoken
    # The drawn "K♠" inside the image is hidden from the tree (the image's name says it):
    # nothing in what a reader is given writes a card with its symbol.
    assert not re.search(r"(10|[AKQJ9])[♠♥♦♣]", spoken), spoken
    # The wrong card is outlined and labelled in words on the drawing.
    expect(quiz.locator(f'svg[aria-label="{illegal.name}, Not legal"]').first).to_be_visible()
    save_screenshot(page, "exercise-legal-plays-wrong", element=quiz)


def test_meld_scoring(page, voila_server):
    quiz = open_exercise(page, voila_server, "meld_scoring").first
    q = make_question("meld", FIRST, LEVEL)
    textbox(quiz, "Meld (points)").fill(str(q.answer))
    check_and_next(page, quiz, True, "meld")


def test_meld_scoring_bad_number_is_a_message(page, voila_server):
    quiz = open_exercise(page, voila_server, "meld_scoring").first
    textbox(quiz, "Meld (points)").fill("a lot")
    quiz.get_by_role("button", name="Check").click()
    expect(quiz.locator(".pt-msg-error")).to_contain_text("not a whole number")
    assert_no_error_text(page)
    save_screenshot(page, "exercise-meld-bad-number", element=quiz)


def test_trick_winner(page, voila_server):
    quiz = open_exercise(page, voila_server, "trick_winner").first
    q = make_question("trick_winner", FIRST, LEVEL)
    index, points = q.answer
    # A wrong number of points: only half right.
    winner = f"{q.cards[index].words} ({SEAT_NAMES[q.seats[index]]})"
    quiz.get_by_role("button", name=winner, exact=True).click()
    textbox(quiz, "Trick points").fill(str(points + 10))
    check_and_next(page, quiz, False, "trick-winner")


def test_hand_scoring_both_quizzes(page, voila_server):
    bid, score = (open_exercise(page, voila_server, "hand_scoring", n_quizzes=2).nth(i)
                  for i in (0, 1))
    qb = make_question("bid", FIRST, WARM_UP)
    bid.get_by_role("button", name="Yes" if qb.answer else "No", exact=True).click()
    check_and_next(page, bid, True, "bid")

    qs = make_question("hand_score", FIRST, LEVEL)
    for team, points in enumerate(qs.answer):
        score.get_by_role("textbox", name=re.compile(rf"^Team {team} ")).fill(str(points))
    check_and_next(page, score, True, "hand-score")


def test_worksheet_and_folded_answer_key(page, voila_server):
    open_dashboard(page, voila_server, "exercises/meld_scoring.ipynb")
    expect(page.get_by_text(re.compile(r"^Meld scoring: 10 questions \(Difficulty: Medium\)"))
           ).to_be_visible()
    summary = page.get_by_text("Show the answer key")
    key_text = page.locator("details pre")
    expect(key_text).to_be_hidden()
    summary.click()
    expect(key_text).to_be_visible()
    expect(key_text).to_contain_text(f"1. [#1] {make_question('meld', 1, LEVEL).answer_text()}")
    save_screenshot(page, "exercise-meld-worksheet")


def test_a_worksheet_number_opens_that_question_in_the_quiz(page, voila_server):
    """The worksheet and the quiz on one page share a difficulty: question [#3] of the
    printed sheet is the quiz's question 3 as the page opens, without touching Difficulty."""
    quiz = open_exercise(page, voila_server, "legal_plays").first
    q = make_question("legal_play", 3, LEVEL)
    sheet = page.locator("pre", has_text="Legal plays: 10 questions").first
    flat_sheet = " ".join(sheet.inner_text().split())
    assert " ".join(f"3. [#3] {q.text()}".split()) in flat_sheet
    number = textbox(quiz, "Question #")
    number.fill("3")
    number.press("Enter")
    expect(quiz).to_contain_text(q.prompt)
    expect_hand(quiz, q.hand)
    assert_no_error_text(page)


def test_name_box_comes_before_the_question(page, voila_server):
    """A student sees (and types) their name before answering: the box is at the top of
    the quiz, above the question and the Check button, with its note beside it."""
    quiz = open_exercise(page, voila_server, "meld_scoring").first
    name = textbox(quiz, "Your name")
    expect(name).to_be_visible()
    expect(name).to_have_attribute("placeholder", "e.g. Alex")
    expect(quiz.locator(".pinochle-quiz-name input")).to_have_count(1)
    note = quiz.get_by_text("Type your name and press Enter")
    q = make_question("meld", FIRST, LEVEL)
    prompt = quiz.get_by_text(q.prompt)
    check = quiz.get_by_role("button", name="Check")
    name_box, note_box = name.bounding_box(), note.bounding_box()
    assert name_box["y"] < prompt.bounding_box()["y"] < check.bounding_box()["y"]
    assert name_box["y"] > textbox(quiz, "Question #").bounding_box()["y"]
    # The note is beside the box (same line at 1280 px), not under the buttons.
    assert abs(note_box["y"] + note_box["height"] / 2
               - (name_box["y"] + name_box["height"] / 2)) < name_box["height"]
    page.set_viewport_size({"width": 1280, "height": 800})
    quiz.evaluate("e => e.scrollIntoView({block: 'start'})")
    save_screenshot(page, "exercise-meld-name-at-top", full_page=False)


def test_difficulty_switch_draws_a_hard_question(page, voila_server):
    quiz = open_exercise(page, voila_server, "legal_plays").first
    quiz.get_by_role("button", name="Hard", exact=True).click()
    q = make_question("legal_play", FIRST, "hard")
    expect(quiz).to_contain_text(q.prompt)
    assert q.category in ("partner_winning", "lead_trumped", "overtrump", "undertrump",
                          "identical")
    expect_hand(quiz, q.hand)
    for card in q.answer:
        quiz.get_by_role("button", name=card.words, exact=True).first.click()
    quiz.get_by_role("button", name="Check").click()
    expect(quiz.locator(".pinochle-quiz-feedback")).to_contain_text("Right!")
    assert_no_error_text(page)
    save_screenshot(page, "exercise-legal-plays-hard", element=quiz)
