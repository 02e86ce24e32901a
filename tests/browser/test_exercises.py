"""The exercise notebooks (exercises/*.ipynb) under voila in headless Chromium: each opens
without error text, takes an answer, Check shows the engine's verdict with its explanation,
and Next draws the next question (issue 6).

The right answers are worked out here by the same engine (``make_question`` with the seed
and difficulty each notebook starts at), so a test fails if the page shows another question
or judges an answer differently.
"""

from __future__ import annotations

import os
import re
import tempfile

import pytest
from playwright.sync_api import expect

from pinochle_teach.quiz import make_question
from pinochle_teach.widgets.common import SEAT_NAMES
from pinochle_teach.widgets.progress import ENV_VAR
from voila_harness import assert_no_error_text, open_dashboard, save_screenshot

# The exercises save progress with progress="auto". Point that at a throwaway directory
# before any voila server starts (this runs at collection, before every test), so the tests
# never write into the user's own progress file.
os.environ.setdefault(ENV_VAR, tempfile.mkdtemp(prefix="pinochle-teach-test-progress-"))

pytestmark = pytest.mark.browser

FIRST = 1  # every exercise notebook opens its quiz at seed 1, difficulty easy


def quizzes(page):
    return page.locator(".pinochle-quiz")


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
    expect(quiz.get_by_role("textbox").first).to_have_value(str(FIRST + 1))
    assert_no_error_text(page)


def test_legal_plays_right_answer(page, voila_server):
    quiz = open_exercise(page, voila_server, "legal_plays").first
    q = make_question("legal_play", FIRST, "easy")
    expect(quiz).to_contain_text(q.prompt)
    save_screenshot(page, "exercise-legal-plays-open")
    for card in q.answer:
        quiz.get_by_role("button", name=str(card), exact=True).first.click()
    check_and_next(page, quiz, True, "legal-plays")
    q2 = make_question("legal_play", FIRST + 1, "easy")
    expect(quiz).to_contain_text(q2.prompt)


def test_legal_plays_wrong_card_is_named(page, voila_server):
    quiz = open_exercise(page, voila_server, "legal_plays").first
    # Go to the first question (by its number) where some card is not legal.
    seed = next(s for s in range(FIRST, 100)
                if set(make_question("legal_play", s, "easy").hand)
                != make_question("legal_play", s, "easy").answer)
    q = make_question("legal_play", seed, "easy")
    number = quiz.get_by_role("textbox").first
    number.fill(str(seed))
    number.press("Enter")
    expect(quiz).to_contain_text(q.prompt)
    illegal = next(c for c in q.hand if c not in q.answer)
    quiz.get_by_role("button", name=str(illegal), exact=True).first.click()
    quiz.get_by_role("button", name="Check").click()
    feedback = quiz.locator(".pinochle-quiz-feedback")
    expect(feedback).to_contain_text("Not quite.")
    expect(feedback).to_contain_text(f"{illegal} is not allowed")
    # The wrong card is outlined and labelled in words on the drawing.
    expect(quiz.locator(f'svg[aria-label="{illegal.name}, Not legal"]').first).to_be_visible()
    save_screenshot(page, "exercise-legal-plays-wrong", element=quiz)


def test_meld_scoring(page, voila_server):
    quiz = open_exercise(page, voila_server, "meld_scoring").first
    q = make_question("meld", FIRST, "easy")
    quiz.get_by_placeholder("e.g. 120").fill(str(q.answer))
    check_and_next(page, quiz, True, "meld")


def test_meld_scoring_bad_number_is_a_message(page, voila_server):
    quiz = open_exercise(page, voila_server, "meld_scoring").first
    quiz.get_by_placeholder("e.g. 120").fill("a lot")
    quiz.get_by_role("button", name="Check").click()
    expect(quiz.get_by_role("alert")).to_contain_text("not a whole number")
    assert_no_error_text(page)
    save_screenshot(page, "exercise-meld-bad-number", element=quiz)


def test_trick_winner(page, voila_server):
    quiz = open_exercise(page, voila_server, "trick_winner").first
    q = make_question("trick_winner", FIRST, "easy")
    index, points = q.answer
    # A wrong number of points: only half right.
    winner = f"{q.cards[index]} ({SEAT_NAMES[q.seats[index]]})"
    quiz.get_by_role("button", name=winner, exact=True).click()
    quiz.get_by_placeholder("e.g. 120").fill(str(points + 10))
    check_and_next(page, quiz, False, "trick-winner")


def test_hand_scoring_both_quizzes(page, voila_server):
    bid, score = (open_exercise(page, voila_server, "hand_scoring", n_quizzes=2).nth(i)
                  for i in (0, 1))
    qb = make_question("bid", FIRST, "easy")
    bid.get_by_role("button", name="Yes" if qb.answer else "No", exact=True).click()
    check_and_next(page, bid, True, "bid")

    qs = make_question("hand_score", FIRST, "easy")
    boxes = score.get_by_role("textbox")
    boxes.nth(1).fill(str(qs.answer[0]))  # textbox 0 is the question number
    boxes.nth(2).fill(str(qs.answer[1]))
    check_and_next(page, score, True, "hand-score")


def test_worksheet_and_folded_answer_key(page, voila_server):
    open_dashboard(page, voila_server, "exercises/meld_scoring.ipynb")
    expect(page.get_by_text(re.compile(r"^Meld scoring: 10 questions"))).to_be_visible()
    summary = page.get_by_text("Show the answer key")
    key_text = page.locator("details pre")
    expect(key_text).to_be_hidden()
    summary.click()
    expect(key_text).to_be_visible()
    expect(key_text).to_contain_text(f"1. [#1] {make_question('meld', 1, 'medium').answer_text()}")
    save_screenshot(page, "exercise-meld-worksheet")


def test_difficulty_switch_draws_a_hard_question(page, voila_server):
    quiz = open_exercise(page, voila_server, "legal_plays").first
    quiz.get_by_role("button", name="Hard", exact=True).click()
    q = make_question("legal_play", FIRST, "hard")
    expect(quiz).to_contain_text(q.prompt)
    assert q.category in ("partner_winning", "lead_trumped", "overtrump", "undertrump",
                          "identical")
    for card in q.answer:
        quiz.get_by_role("button", name=str(card), exact=True).first.click()
    quiz.get_by_role("button", name="Check").click()
    expect(quiz.locator(".pinochle-quiz-feedback")).to_contain_text("Right!")
    assert_no_error_text(page)
    save_screenshot(page, "exercise-legal-plays-hard", element=quiz)
