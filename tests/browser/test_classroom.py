"""A class on one voila server (`make run`): two students at once on the same exercise, each
in their own browser and kernel, type their names and answer; their scores and progress files
do not mix, and a returning student finds their score (issue 9).

Every kernel of a voila server runs as the same user and saves to the same data folder, so
the name is what keeps the students apart (pinochle_teach/classroom/progress.py).
"""

from __future__ import annotations

import os
import tempfile
import uuid

import pytest
from playwright.sync_api import expect

from pinochle_teach.quiz import make_question
from pinochle_teach.classroom import ENV_VAR, Progress, class_answers
from voila_harness import assert_no_error_text, open_dashboard, save_screenshot

# The exercises save with progress="auto": point that at a throwaway folder before the voila
# server starts (as test_exercises.py does; whichever module is collected first sets it).
os.environ.setdefault(ENV_VAR, tempfile.mkdtemp(prefix="pinochle-teach-test-progress-"))

pytestmark = pytest.mark.browser

EXERCISE = "exercises/meld_scoring.ipynb"


def open_quiz(context, voila_server):
    page = context.new_page()
    page.set_default_timeout(60_000)
    open_dashboard(page, voila_server, EXERCISE)
    quiz = page.locator(".pinochle-quiz").first
    expect(quiz).to_be_visible()
    return page, quiz


def name_box(quiz):
    """The quiz's "Your name" box, found by its label (not by its place on the page)."""
    return quiz.get_by_role("textbox", name="Your name", exact=True)


def type_name(quiz, name: str) -> None:
    box = name_box(quiz)
    box.fill(name)
    box.press("Enter")
    expect(quiz).to_contain_text(f"Your answers are saved as {name}.")


def answer_meld(quiz, points: int) -> None:
    quiz.get_by_role("textbox", name="Meld (points)", exact=True).fill(str(points))
    quiz.get_by_role("button", name="Check").click()
    expect(quiz.locator(".pinochle-quiz-feedback")).to_be_visible()


def test_two_students_at_once_keep_their_own_scores(browser, browser_context_args,
                                                    voila_server):
    tag = uuid.uuid4().hex[:6]  # names no other run has used in this data folder
    alex_name, bea_name = f"Alex {tag}", f"Bea {tag}"
    # The exercise pages open at question 1 on Medium, the difficulty of their worksheets.
    q = make_question("meld", 1, "medium")
    alex_ctx = browser.new_context(**browser_context_args)
    bea_ctx = browser.new_context(**browser_context_args)
    try:
        alex_page, alex = open_quiz(alex_ctx, voila_server)
        bea_page, bea = open_quiz(bea_ctx, voila_server)
        expect(alex).to_contain_text("Type your name")
        type_name(alex, alex_name)
        type_name(bea, bea_name)
        answer_meld(alex, q.answer)          # right
        answer_meld(bea, q.answer + 10)      # wrong
        expect(alex).to_contain_text(f"saved for {alex_name}: 1 right of 1")
        expect(bea).to_contain_text(f"saved for {bea_name}: 0 right of 1")
        assert_no_error_text(alex_page)
        assert_no_error_text(bea_page)
        save_screenshot(alex_page, "classroom-alex", element=alex)
        save_screenshot(bea_page, "classroom-bea", element=bea)

        folder = os.environ[ENV_VAR]
        assert Progress(folder, student=alex_name).stats("meld") == (1, 1, 1, 1)
        assert Progress(folder, student=bea_name).stats("meld") == (1, 0, 0, 0)
        rows, _ = class_answers(folder)
        mine = sorted((who, a.correct) for who, a in rows if tag in who)
        assert mine == [(alex_name, True), (bea_name, False)]

        # Alex comes back later in a new tab (a new kernel) and finds their score.
        alex_page.close()
        again_page, again = open_quiz(alex_ctx, voila_server)
        expect(again).to_contain_text("saved in all")  # no name yet: not Alex's score
        type_name(again, alex_name.lower())
        expect(again).to_contain_text(f"saved for {alex_name.lower()}: 1 right of 1")
        name_box(again).fill("Alex/..")
        name_box(again).press("Enter")
        expect(again.locator(".pt-msg-error")).to_contain_text("cannot be part of a name")
        assert_no_error_text(again_page)
        save_screenshot(again_page, "classroom-bad-name", element=again)
    finally:
        alex_ctx.close()
        bea_ctx.close()
        for name in (alex_name, bea_name):
            Progress(os.environ[ENV_VAR], student=name).path.unlink(missing_ok=True)
