"""A class on one voila server (`make run`): two students at once on the same exercise, each
in their own browser and kernel, opening it from their personal links (issue 16). Each sees
their own questions behind the same numbers, re-answering never changes a graded result, and
the class store holds both students' actual answers; a returning student finds their score,
and a page opened without a link is nobody's.

Every kernel of a voila server runs as the same user and saves to the same class store
(pinochle_teach/classroom/store.py); the link's code is what keeps the students apart.
"""

from __future__ import annotations

import os
import tempfile
import uuid

import pytest
from playwright.sync_api import expect

from pinochle_teach.classroom import (ENV_VAR, ClassStore, Roster, class_answers,
                                      question_seed)
from pinochle_teach.quiz import make_question
from voila_harness import assert_no_error_text, open_dashboard, save_screenshot

# The exercises save with progress="auto": point that at a throwaway folder before the voila
# server starts (as test_exercises.py does; whichever module is collected first sets it).
os.environ.setdefault(ENV_VAR, tempfile.mkdtemp(prefix="pinochle-teach-test-progress-"))

pytestmark = pytest.mark.browser

EXERCISE = "exercises/meld_scoring.ipynb"
LEVEL = "medium"  # the exercise pages open their quiz on Medium, at question 1


def open_quiz(context, voila_server, code: "str | None"):
    page = context.new_page()
    page.set_default_timeout(60_000)
    open_dashboard(page, voila_server, EXERCISE + (f"?student={code}" if code else ""))
    quiz = page.locator(".pinochle-quiz").first
    expect(quiz).to_be_visible()
    return page, quiz


def answer_meld(quiz, points: int) -> None:
    quiz.get_by_role("textbox", name="Meld (points)", exact=True).fill(str(points))
    quiz.get_by_role("button", name="Check").click()
    expect(quiz.locator(".pinochle-quiz-feedback")).to_be_visible()


def go_to(quiz, number: int) -> None:
    box = quiz.get_by_role("textbox", name="Question #", exact=True)
    box.fill(str(number))
    box.press("Enter")
    expect(box).to_have_value(str(number))


def test_two_students_at_once_keep_their_own_questions_and_scores(
        browser, browser_context_args, voila_server):
    tag = uuid.uuid4().hex[:6]  # names no other run has used in this data folder
    alex_name, bea_name = f"Alex {tag}", f"Bea {tag}"
    roster = Roster.create([alex_name, bea_name],
                           path=os.path.join(os.environ[ENV_VAR], "roster.json"), replace=True)

    def question(name):
        return make_question("meld", question_seed(roster.class_id, name, "meld", 1), LEVEL)

    qa, qb = question(alex_name), question(bea_name)
    assert qa.hand != qb.hand  # neighbours' question 1 differ (else the test proves nothing)
    alex_ctx = browser.new_context(**browser_context_args)
    bea_ctx = browser.new_context(**browser_context_args)
    try:
        alex_page, alex = open_quiz(alex_ctx, voila_server, roster.code_of(alex_name))
        bea_page, bea = open_quiz(bea_ctx, voila_server, roster.code_of(bea_name))
        expect(alex).to_contain_text(f"saved for {alex_name}: 0 right of 0")
        expect(bea).to_contain_text(f"saved for {bea_name}: 0 right of 0")
        expect(alex).to_contain_text(qa.prompt)
        answer_meld(alex, qa.answer)          # right
        answer_meld(bea, qb.answer + 10)      # wrong
        expect(alex).to_contain_text(f"saved for {alex_name}: 1 right of 1")
        expect(bea).to_contain_text(f"saved for {bea_name}: 0 right of 1")
        # Bea goes to question 2 and back, and answers right: practice, the grade stays.
        go_to(bea, 2)
        go_to(bea, 1)
        answer_meld(bea, qb.answer)
        expect(bea.locator(".pinochle-quiz-feedback")).to_contain_text("Practice:")
        expect(bea).to_contain_text(f"saved for {bea_name}: 0 right of 1")
        assert_no_error_text(alex_page)
        assert_no_error_text(bea_page)
        save_screenshot(alex_page, "classroom-alex", element=alex)
        save_screenshot(bea_page, "classroom-bea", element=bea)

        store = ClassStore(os.environ[ENV_VAR])
        assert [(a.answer, a.correct, a.graded) for a in store.answers(alex_name)] == [
            (str(qa.answer), True, True)]
        assert [(a.answer, a.correct, a.graded) for a in store.answers(bea_name)] == [
            (str(qb.answer + 10), False, True), (str(qb.answer), True, False)]
        rows, _ = class_answers(os.environ[ENV_VAR])
        mine = [(who, a.graded) for who, a in rows if tag in who]
        assert sorted(mine) == [(alex_name, True), (bea_name, False), (bea_name, True)]

        # Alex comes back later in a new tab (a new kernel) and finds their score; a page
        # opened without the link is nobody's (a student alone), not Alex's.
        alex_page.close()
        again_page, again = open_quiz(alex_ctx, voila_server, roster.code_of(alex_name))
        expect(again).to_contain_text(f"saved for {alex_name}: 1 right of 1")
        expect(again.get_by_role("textbox", name="Your name")).to_have_count(0)
        # Another browser, without a link, is a student alone; a made-up code is no
        # student either, and the page says so in words. (Alex's own browser remembers the
        # link: tests/browser/test_classroom_links.py.)
        other_ctx = browser.new_context(**browser_context_args)
        plain_page, plain = open_quiz(other_ctx, voila_server, None)
        expect(plain).to_contain_text("saved on this computer")
        expect(plain).not_to_contain_text(alex_name)
        wrong_page, wrong = open_quiz(other_ctx, voila_server, "not-a-code")
        expect(wrong).to_contain_text("not on the class roster")
        assert_no_error_text(wrong_page)
        save_screenshot(wrong_page, "classroom-unknown-link", element=wrong)
        other_ctx.close()
    finally:
        alex_ctx.close()
        bea_ctx.close()
