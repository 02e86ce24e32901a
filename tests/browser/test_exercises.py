"""The exercise notebooks (exercises/*.ipynb) under voila in headless Chromium: each opens
without error text, takes an answer, Check shows the engine's verdict with its explanation,
and Next draws the next question (issue 6).

Each test opens the page from a student's personal link of a fresh class roster (issue 16),
so its answers are that student's alone, graded from the first, whatever other tests of the
session answered. The right answers are worked out here by the same engine: ``make_question``
with the student's own seed for the question number (``question_seed`` of the class, the
student, the kind and the number) and the difficulty each notebook starts at, so a test
fails if the page shows another question or judges an answer differently. Text boxes are
found by their labels ("Question #", "Meld (points)", ...), never by their place on the
page, so the quiz's layout can change without breaking these tests.
"""

from __future__ import annotations

import os
import re
import tempfile
import uuid
from typing import NamedTuple

import pytest
from playwright.sync_api import expect

from pinochle_teach.quiz import make_question
from pinochle_teach.seating import seat_at, side_of
from pinochle_teach.solver import solve
from pinochle_teach.widgets.common import SEAT_NAMES
from pinochle_teach.classroom import ENV_VAR, ClassStore, Roster, question_seed
from voila_harness import assert_no_error_text, open_dashboard, save_screenshot

# The exercises save progress with progress="auto". Point that at a throwaway directory
# before any voila server starts (this runs at collection, before every test), so the tests
# never write into the user's own progress file.
os.environ.setdefault(ENV_VAR, tempfile.mkdtemp(prefix="pinochle-teach-test-progress-"))

pytestmark = pytest.mark.browser

FIRST = 1  # every exercise notebook opens its quiz at question (seed) 1 ...
LEVEL = "medium"  # ... on Medium, the difficulty of the page's worksheet
WARM_UP = "easy"  # except hand_scoring's warm-up quiz (surrender and contracts)


class Pupil(NamedTuple):
    """A student of the roster made for one test: name, link code, class id."""

    name: str
    code: str
    class_id: str

    def question(self, kind: str, number: int, difficulty: str):
        """The question this student sees as question ``number``."""
        return make_question(kind, question_seed(self.class_id, self.name, kind, number),
                             difficulty)


@pytest.fixture
def pupil():
    """A student of a fresh roster in the server's class data folder (the roster is read
    by each page as it opens, so a new one serves at once)."""
    name = f"Pupil {uuid.uuid4().hex[:8]}"
    roster = Roster.create([name, "Someone Else"],
                           path=os.path.join(os.environ[ENV_VAR], "roster.json"), replace=True)
    return Pupil(name, roster.code_of(name), roster.class_id)


def quizzes(page):
    return page.locator(".pinochle-quiz")


def textbox(quiz, label: str):
    """The quiz's text box labelled ``label`` (its accessible name)."""
    return quiz.get_by_role("textbox", name=label, exact=True)


def expect_hand(quiz, hand) -> None:
    """Wait until the quiz's card buttons show ``hand``: the new prompt can appear before
    the buttons are relabelled, and a click in between would pick the old question's card."""
    expect(quiz.locator(".pinochle-card-toggle")).to_have_text([c.words for c in hand])


def open_exercise(page, voila_server, name: str, n_quizzes: int = 1,
                  pupil: "Pupil | None" = None):
    """Open the exercise ``name`` from ``pupil``'s personal link (None: as a student alone,
    with no link)."""
    link = f"?student={pupil.code}" if pupil else ""
    open_dashboard(page, voila_server, f"exercises/{name}.ipynb{link}")
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


def test_legal_plays_right_answer(page, voila_server, pupil):
    quiz = open_exercise(page, voila_server, "legal_plays", pupil=pupil).first
    q = pupil.question("legal_play", FIRST, LEVEL)
    expect(quiz).to_contain_text(q.prompt)
    expect_hand(quiz, q.hand)
    save_screenshot(page, "exercise-legal-plays-open")
    for card in q.answer:
        quiz.get_by_role("button", name=card.words, exact=True).first.click()
    check_and_next(page, quiz, True, "legal-plays")
    q2 = pupil.question("legal_play", FIRST + 1, LEVEL)
    expect(quiz).to_contain_text(q2.prompt)
    expect_hand(quiz, q2.hand)


def test_legal_plays_wrong_card_is_named(page, voila_server, pupil):
    quiz = open_exercise(page, voila_server, "legal_plays", pupil=pupil).first
    # Go to the first question (by its number) where some card is not legal.
    seed = next(s for s in range(FIRST, 100)
                if set(pupil.question("legal_play", s, LEVEL).hand)
                != pupil.question("legal_play", s, LEVEL).answer)
    q = pupil.question("legal_play", seed, LEVEL)
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


def test_meld_scoring(page, voila_server, pupil):
    quiz = open_exercise(page, voila_server, "meld_scoring", pupil=pupil).first
    q = pupil.question("meld", FIRST, LEVEL)
    expect(quiz).to_contain_text(f"saved for {pupil.name}: 0 right of 0")
    textbox(quiz, "Meld (points)").fill(str(q.answer))
    check_and_next(page, quiz, True, "meld")


def test_meld_scoring_bad_number_is_a_message(page, voila_server):
    quiz = open_exercise(page, voila_server, "meld_scoring").first
    textbox(quiz, "Meld (points)").fill("a lot")
    quiz.get_by_role("button", name="Check").click()
    expect(quiz.locator(".pt-msg-error")).to_contain_text("not a whole number")
    assert_no_error_text(page)
    save_screenshot(page, "exercise-meld-bad-number", element=quiz)


def test_trick_winner(page, voila_server, pupil):
    quiz = open_exercise(page, voila_server, "trick_winner", pupil=pupil).first
    q = pupil.question("trick_winner", FIRST, LEVEL)
    index, points = q.answer
    # A wrong number of points: only half right.
    winner = f"{q.cards[index].words} ({SEAT_NAMES[q.seats[index]]})"
    quiz.get_by_role("button", name=winner, exact=True).click()
    textbox(quiz, "Trick points").fill(str(points + 10))
    check_and_next(page, quiz, False, "trick-winner")


def solver_cards(q):
    """The legal cards of a puzzle's seat to move from best to worst for its side, by the
    open-hand solver run here (not read from the question)."""
    values = solve(q.hands, q.trump, q.leader, q.trick, q.rules).card_values
    team = side_of(q.seat, q.rules)
    return sorted(values, key=lambda c: -values[c][team])


def test_puzzle_wrong_then_right_by_clicking_cards(page, voila_server, pupil):
    """Issue 17 §3: every hand open, the hand to play from as card buttons; a wrong card is
    'Not quite.' with the best card named in words, the best card of the next puzzle is
    'Right!'."""
    quiz = open_exercise(page, voila_server, "puzzles", pupil=pupil).first
    q = pupil.question("puzzle", FIRST, LEVEL)
    expect(quiz).to_contain_text(q.prompt)
    expect_hand(quiz, q.hands[q.seat])
    expect(quiz).to_contain_text(f"{q.trump.plural.capitalize()} are trump")
    for offset in (1, 2, 3):  # the other three hands, open, each card named
        seat = seat_at(offset, q.seat, q.rules)
        for card in q.hands[seat]:
            expect(quiz.locator(f'.pt-quiz-open-hands svg[aria-label="{card.name}"]')
                   .first).to_be_attached()
    for card in q.trick:  # the trick so far
        expect(quiz.locator(f'.pt-quiz-trick svg[aria-label="{card.name}"]')).to_have_count(
            sum(c is card for c in q.trick))
    for card in q.hands[q.seat]:  # only the legal cards can be picked
        button = quiz.get_by_role("button", name=card.words, exact=True).first
        if card in q.legal:
            expect(button).to_be_enabled()
        else:
            expect(button).to_be_disabled()
    save_screenshot(page, "exercise-puzzle-open")
    order = solver_cards(q)
    best, worst = order[0], order[-1]
    quiz.get_by_role("button", name=best.words, exact=True).first.click()
    quiz.get_by_role("button", name=worst.words, exact=True).first.click()  # moves the pick
    quiz.get_by_role("button", name="Check").click()
    feedback = quiz.locator(".pinochle-quiz-feedback")
    expect(feedback).to_contain_text("Not quite.")
    expect(feedback).to_contain_text(f"With {worst} your side takes")
    expect(quiz).to_contain_text("0 right of 1")
    # Read in words: each card of the explanation is an image named "king of spades".
    expect(feedback.get_by_role("img", name=best.words, exact=True).first).to_be_visible()
    spoken = quiz.locator(".pt-quiz-feedback-region").aria_snapshot()
    assert f'img "{best.words}"' in spoken and f'img "{worst.words}"' in spoken, spoken
    assert not re.search(r"(10|[AKQJ9])[♠♥♦♣]", spoken), spoken
    expect(quiz.locator(f'svg[aria-label^="{best.name}, Best"]').first).to_be_visible()
    expect(quiz.locator(f'svg[aria-label^="{worst.name}, Your card"]').first).to_be_visible()
    assert_no_error_text(page)
    save_screenshot(page, "exercise-puzzle-wrong")
    save_screenshot(page, "exercise-puzzle-wrong-quiz", element=quiz)

    quiz.get_by_role("button", name="Next question").click()
    q2 = pupil.question("puzzle", FIRST + 1, LEVEL)
    expect(quiz).to_contain_text(q2.prompt)
    expect_hand(quiz, q2.hands[q2.seat])
    best2 = solver_cards(q2)[0]
    quiz.get_by_role("button", name=best2.words, exact=True).first.click()
    quiz.get_by_role("button", name="Check").click()
    expect(feedback).to_contain_text("Right!")
    expect(feedback).to_contain_text(f"{best2} lets your side take")
    expect(quiz).to_contain_text("1 right of 2")
    assert_no_error_text(page)
    save_screenshot(page, "exercise-puzzle-right", element=quiz)


SEEN_JS = """quiz => {
    window.ptSeen = [];
    new MutationObserver(records => {
        for (const r of records) for (const n of r.addedNodes) {
            window.ptSeen.push(n.textContent || "");
        }
    }).observe(quiz, {childList: true, subtree: true});
}"""


def test_a_puzzle_being_searched_for_is_said_on_the_page(page, voila_server, pupil):
    """Finding a hard puzzle takes the kernel up to half a second: the page says so while
    it searches (the message reaches the browser before the search ends) and the message
    is gone once the puzzle is drawn."""
    quiz = open_exercise(page, voila_server, "puzzles", pupil=pupil).first
    quiz.element_handle().evaluate(SEEN_JS)
    quiz.get_by_role("button", name="Hard", exact=True).click()
    q = pupil.question("puzzle", FIRST, "hard")
    expect(quiz).to_contain_text(q.prompt)
    expect_hand(quiz, q.hands[q.seat])
    seen = page.evaluate("() => window.ptSeen")
    assert any("Finding a puzzle: the solver is checking every card" in t for t in seen), seen
    # The message view is empty again; the page's announcer (visually hidden, for screen
    # readers) keeps what it said for a few seconds more, so it is not what is checked.
    expect(quiz.locator(".pt-live", has_text="Finding a puzzle")).to_have_count(0)
    assert_no_error_text(page)


def test_hand_scoring_both_quizzes(page, voila_server, pupil):
    bid, score = (open_exercise(page, voila_server, "hand_scoring", n_quizzes=2,
                                pupil=pupil).nth(i)
                  for i in (0, 1))
    qb = pupil.question("bid", FIRST, WARM_UP)
    bid.get_by_role("button", name="Yes" if qb.answer else "No", exact=True).click()
    check_and_next(page, bid, True, "bid")

    qs = pupil.question("hand_score", FIRST, LEVEL)
    for team, points in enumerate(qs.answer):
        score.get_by_role("textbox", name=re.compile(rf"^Team {team} ")).fill(str(points))
    check_and_next(page, score, True, "hand-score")


@pytest.mark.parametrize("name", ["meld_scoring", "legal_plays", "trick_winner",
                                  "hand_scoring", "puzzles"])
def test_an_exercise_page_shows_no_answer_key(page, voila_server, name):
    """Issue 16: the key was on the student page, folded, and it was the quiz. Now no
    worksheet and no key: they are teacher material (make worksheets)."""
    open_dashboard(page, voila_server, f"exercises/{name}.ipynb")
    text = page.locator("body").inner_text()
    assert "Show the answer key" not in text and "[#1]" not in text
    assert not re.search(r"\d+ questions \(Difficulty: \w+\)", text)
    expect(page.locator("details")).to_have_count(0)
    expect(page.get_by_role("heading", name="For the teacher")).to_be_visible()


def test_a_student_alone_gets_the_plain_question_numbers(page, voila_server):
    """Without a personal link (a student alone) question 3 is seed 3, as before."""
    quiz = open_exercise(page, voila_server, "legal_plays").first
    q = make_question("legal_play", 3, LEVEL)
    number = textbox(quiz, "Question #")
    number.fill("3")
    number.press("Enter")
    expect(quiz).to_contain_text(q.prompt)
    expect_hand(quiz, q.hand)
    expect(quiz).to_contain_text("saved on this computer")
    assert_no_error_text(page)


def test_coming_back_to_a_question_is_practice(page, voila_server, pupil):
    """There is no name box (the link says who it is); answer question 1 wrong, go to 2 and
    back to 1, answer right: it is practice, said so, and the graded score stays."""
    quiz = open_exercise(page, voila_server, "meld_scoring", pupil=pupil).first
    expect(quiz.get_by_role("textbox", name="Your name")).to_have_count(0)
    q = pupil.question("meld", FIRST, LEVEL)
    expect(quiz).to_contain_text(q.prompt)
    textbox(quiz, "Meld (points)").fill(str(q.answer + 10))
    quiz.get_by_role("button", name="Check").click()
    expect(quiz.locator(".pinochle-quiz-feedback")).to_contain_text("Not quite.")
    number = textbox(quiz, "Question #")
    for n in (FIRST + 1, FIRST):
        number.fill(str(n))
        number.press("Enter")
        expect(number).to_have_value(str(n))
    expect(quiz).to_contain_text("You have answered this question before")
    textbox(quiz, "Meld (points)").fill(str(q.answer))
    quiz.get_by_role("button", name="Check").click()
    feedback = quiz.locator(".pinochle-quiz-feedback")
    expect(feedback).to_contain_text("Right!")
    expect(feedback).to_contain_text("Practice: this question was already answered")
    expect(quiz).to_contain_text(f"saved for {pupil.name}: 0 right of 1")
    assert_no_error_text(page)
    save_screenshot(page, "exercise-meld-practice", element=quiz)
    saved = [(a.answer, a.correct, a.graded) for a in
             ClassStore(os.environ[ENV_VAR]).answers(pupil.name)]
    assert saved == [(str(q.answer + 10), False, True), (str(q.answer), True, False)]


def test_difficulty_switch_draws_a_hard_question(page, voila_server, pupil):
    quiz = open_exercise(page, voila_server, "legal_plays", pupil=pupil).first
    quiz.get_by_role("button", name="Hard", exact=True).click()
    q = pupil.question("legal_play", FIRST, "hard")
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


#: Records every text the quiz's live region (the page kit's announcer) says, so a test can
#: see it was said even after the region has been emptied again.
LISTEN = """el => { el.ptHeard = [];
    new MutationObserver(() => { const t = el.textContent.trim(); if (t) el.ptHeard.push(t); })
        .observe(el, {childList: true, characterData: true, subtree: true}); }"""


def test_export_and_a_bad_question_number_each_show_once(page, voila_server, pupil):
    """One Export click gives one download link, beside the Export button; a bad Question #
    gives one sentence, at the top of the quiz over the question. Each is said once by the
    quiz's live region, and the region does not keep a second copy of it on the page."""
    quiz = open_exercise(page, voila_server, "meld_scoring", pupil=pupil).first
    region = quiz.locator("[aria-live]")
    expect(region).to_have_count(1)
    region.evaluate(LISTEN)
    export = quiz.get_by_role("button", name="Export results (CSV)")
    export.click()
    link = quiz.get_by_role("link", name=re.compile(r"^Download pinochle-results-"))
    expect(link).to_have_count(1)
    page.wait_for_function("el => el.ptHeard.some(t => t.includes('Download'))",
                           arg=region.element_handle())
    expect(quiz.get_by_text(re.compile("Download pinochle-results-"))).to_have_count(
        1, timeout=15_000)
    # Beside the button: on the same row (their boxes overlap in height).
    b, a = export.bounding_box(), link.bounding_box()
    assert a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"], (a, b)
    save_screenshot(page, "exercise-export-once", element=quiz)

    number = textbox(quiz, "Question #")
    number.fill("abc")
    number.press("Enter")
    sentence = re.compile(r"question number must be a whole number")
    expect(quiz.locator(".pt-msg-error")).to_contain_text(sentence)
    page.wait_for_function("el => el.ptHeard.some(t => /question number must be/.test(t))",
                           arg=region.element_handle())
    shown = quiz.get_by_text(sentence)
    expect(shown).to_have_count(1, timeout=15_000)
    prompt = quiz.locator(".pt-quiz-prompt")
    assert shown.bounding_box()["y"] < prompt.bounding_box()["y"]  # at the top
    expect(number).to_have_value(str(FIRST))  # the question on screen is unchanged
    assert_no_error_text(page)
    save_screenshot(page, "exercise-bad-question-number-once", element=quiz)
