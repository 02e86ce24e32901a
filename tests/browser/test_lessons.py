"""The lessons (notebooks/00_welcome … 08_play and the teacher guide) as a student meets them
in voila, in headless Chromium (issue 5): each page renders its widgets with no error text,
a click on each kind of interactive element works, and the self-check at the end answers
right when the engine's answer is clicked. Full-page screenshots go to
test-results/lesson-*.png; look at them after a change.

The self-check answers are not written here: the test runs the lesson's own code cells (in
this process, with the engine) up to its SelfCheck and reads each question's answer.
"""

from __future__ import annotations

import ast
import contextlib
import io
import os
import re

import nbformat
import pytest
from playwright.sync_api import expect

from pinochle_teach.widgets.table.shared import JOIN_FROM_LINK
from voila_harness import (REPO_ROOT, assert_no_error_text, open_dashboard, reveal_the_answer,
                           save_screenshot, try_a_card,
                           wait_for_text_change)

pytestmark = pytest.mark.browser

NOTEBOOKS = REPO_ROOT / "notebooks"
LESSONS = ["01_deck_and_ranks", "02_meld", "03_auction", "04_trump_and_passing",
           "05_trick_taking", "06_scoring", "07_full_hand", "08_play",
           "10_learn_from_your_hand", "11_play_together"]


def selfcheck_labels(name: str) -> list[str]:
    """Run the lesson's code cells up to its SelfCheck (cwd: notebooks/, as the kernel's)
    and return, per question, the label of the option the engine judges right."""
    nb = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    ns: dict = {}
    cwd = os.getcwd()
    os.chdir(NOTEBOOKS)
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            for cell in nb.cells:
                if cell.cell_type != "code":
                    continue
                tree = ast.parse(cell.source)
                if "SelfCheck(" not in cell.source:
                    exec(compile(tree, name, "exec"), ns)
                    continue
                *body, last = tree.body
                exec(compile(ast.Module(body, []), name, "exec"), ns)
                check = eval(compile(ast.Expression(last.value), name, "eval"), ns)
                return [next(label for label, value in q.options if q.judge(value).correct)
                        for q in check.questions]
    finally:
        os.chdir(cwd)
    raise AssertionError(f"{name} has no SelfCheck")


def answer_selfcheck(page, name: str) -> None:
    labels = selfcheck_labels(name)
    check = page.locator(".pt-selfcheck")
    expect(check).to_have_count(1)
    questions = check.locator(".pt-lesson-question")
    expect(questions).to_have_count(len(labels))
    for i, label in enumerate(labels):
        question = questions.nth(i)
        question.get_by_role("button", name=label, exact=True).click()
        feedback = question.locator(".pt-lesson-feedback")
        expect(feedback).to_contain_text("Right.")
        # Drawn by the stylesheet's Lessons section (classes, no inline styles).
        expect(feedback).to_have_css("border-left-width", "4px")
    expect(questions.first).to_have_css("border-top-width", "1px")
    expect(questions.first).to_have_css("padding-left", "10px")
    expect(check.locator(".pt-selfcheck-score")).to_contain_text(
        f"Answered {len(labels)} of {len(labels)}: {len(labels)} right at the first try.")


def open_lesson(page, voila_server, name: str):
    open_dashboard(page, voila_server, f"notebooks/{name}.ipynb")
    assert_no_error_text(page)
    return page


def feedback_after(locator, click) -> str:
    before = locator.inner_text()
    click()
    return wait_for_text_change(locator, before)


# --- per-lesson interactions ----------------------------------------------------------------

def deck_and_ranks(page):
    deck = page.locator(".pt-question-deck")
    deck.get_by_role("button", name="ten of hearts (3rd)").click()        # the ten beats the king
    expect(deck.locator(".pt-lesson-feedback")).to_contain_text("Right.")
    deck.get_by_role("button", name="Next ▶").click()
    expect(deck).to_contain_text("2 of 6")
    sort = page.locator(".pt-sort-hand")
    sort.get_by_role("button", name="nine of spades", exact=True).click()    # not the highest spade
    expect(sort).to_contain_text("Not yet: A♠ ranks above 9♠")
    sort.get_by_role("button", name="ace of spades", exact=True).click()
    expect(sort.get_by_role("group", name=re.compile("^Sorted so far: A♠"))).to_be_visible()
    sort.get_by_role("button", name="Next hand ▶").click()
    expect(sort).to_contain_text("Hand 2 of 4")


def meld(page):
    galleries = page.locator(".pt-meld-gallery")
    expect(galleries).to_have_count(4)
    gallery = galleries.first
    gallery.get_by_role("button", name="Royal marriage").click()
    expect(gallery).to_contain_text("Royal marriage with ♥ hearts as trump: meld 40")
    for i, name in ((1, "Double pinochle"), (2, "Jacks around"), (3, "Seven aces")):
        galleries.nth(i).get_by_role("button", name=name).click()
        expect(galleries.nth(i)).to_contain_text(f"{name} with")
    calc = page.locator(".pt-meld-calculator")
    total = calc.locator("[data-total]")
    before = total.get_attribute("data-total")
    calc.get_by_role("button", name="king of diamonds", exact=True).click()   # K♦ marries the Q♦
    expect(total).not_to_have_attribute("data-total", before)


def fill_kept(page, box, text: str, tries: int = 5) -> None:
    """Fill a widget's text box so that the text stays: a kernel update that arrives after
    the fill (here the box's placeholder redrawn for the step Forward went to) puts the
    model's value, still empty, back into the box, and Check then reads an empty box."""
    for _ in range(tries):
        box.fill(text)
        page.wait_for_timeout(500)
        if box.input_value() == text:
            return
    raise AssertionError(f"the box did not keep {text!r} after {tries} fills")


def auction(page):
    record = page.locator(".pinochle-auction-view").first
    expect(record).to_contain_text("Step 0 of 7")
    record.get_by_role("button", name="Forward ▶").click()
    expect(record).to_contain_text("Step 1 of 7")
    box = record.locator(".pt-auction-box input")
    expect(box).to_have_attribute("placeholder", re.compile(r"^e\.g\. \d+$"))  # a legal bid
    fill_kept(page, box, "285")
    record.get_by_role("button", name="Check").click()
    expect(record.locator(".pt-message").first).to_contain_text("285 is not a legal bid")
    stuck = page.locator(".pinochle-auction-view").nth(1)
    expect(stuck).to_contain_text("Step 3 of 3")
    stuck.get_by_role("button", name="◀◀ Start").click()
    expect(stuck).to_contain_text("Step 0 of 3")
    estimate = page.locator(".pt-bid-estimate")
    estimate.get_by_role("button", name="Next deal").click()
    expect(estimate).to_contain_text("deal #7")
    live = page.locator(".pinochle-auction-view").nth(2)
    live.get_by_role("button", name="Bid 250").click()
    expect(live.get_by_role("button", name="Bid 250")).to_have_count(0)


def trump_and_passing(page):
    meld_view = page.locator(".pinochle-meld-view").first
    meld_view.get_by_role("button", name="♠ Spades").click()
    expect(meld_view).to_contain_text("Meld with spades (♠) as trump")
    lab = page.locator(".pt-pass-lab")
    table = lab.locator(".pt-pass-table")
    expect(table).to_contain_text("0 of 4 given")
    lab.get_by_role("button", name="Let the computer choose").click()
    expect(table).to_contain_text("1 of 4 given")
    lab.get_by_role("button", name=re.compile(r"^Give ")).first.click()
    expect(table).to_contain_text("2 of 4 given")
    lab.get_by_role("button", name="Stuck dealer").click()
    expect(lab).to_contain_text("was stuck with the contract at 250")
    expect(table).to_contain_text("0 of 4 given")


def trick_taking(page):
    positions = page.locator(".pt-play-position")
    expect(positions).to_have_count(9)
    for i in range(positions.count()):
        pos = positions.nth(i)
        pos.get_by_role("button", name=re.compile(r"^Play ")).first.click()
        expect(pos.locator(".pt-lesson-feedback")).to_contain_text(re.compile(r"is (not )?allowed"))
    first = positions.first
    first.get_by_role("button", name="Show the legal cards").click()
    # Cards not allowed say so and stay focusable (choosing one says why, issue 15).
    expect(first.get_by_role("button", name="Nine of hearts: not allowed")).to_be_enabled()
    expect(first.get_by_role("button", name="Play ace of hearts")).to_be_enabled()
    deck = page.locator(".pt-question-deck")
    deck.get_by_role("button", name="queen of spades (4th)").click()
    expect(deck.locator(".pt-lesson-feedback")).to_contain_text("Right.")


def scoring(page):
    calc = page.locator(".pt-score-calculator")
    contract = calc.get_by_label("Contract")
    contract.fill("400")
    contract.press("Tab")
    expect(calc.locator('[data-score="-400"]')).to_have_count(1)
    calc.get_by_label("The bidders surrender (rules page §5)").check()
    expect(calc).to_contain_text("surrender is not allowed")


def full_hand(page):
    commentary = page.locator(".pt-commentary")
    walk = commentary.locator(".pt-walkthrough")
    expect(walk).to_contain_text("Card play 0 of 48")
    picker = commentary.get_by_role("combobox").first
    option = picker.locator("option").nth(4)
    step_text = option.inner_text()
    picker.select_option(index=4)
    expect(commentary.locator(".pt-comment")).to_contain_text(step_text.rstrip("…")[:40])
    expect(walk).not_to_contain_text("Card play 0 of 48")
    walk.get_by_role("button", name="Forward ▶").click()


def play(page):
    table = page.locator(".pt-playtable")
    expect(table).to_contain_text("Your bid")
    before = table.inner_text()
    table.get_by_role("button", name="Pass", exact=True).click()
    wait_for_text_change(table, before)
    # A pass is final: no bid buttons for South again in this auction.
    expect(table.get_by_role("button", name="Pass", exact=True)).to_have_count(0)
    expect(table).not_to_contain_text("Your bid")


def learn_from_your_hand(page):
    """The review opens on demand (a progress bar, then the costliest decision), a retry is
    answered in words before the answer is shown, and the answer gives both points of view
    (the lesson's text explains exactly these parts)."""
    panel = page.locator(".pt-review-panel")
    expect(panel.locator(".pt-review")).to_have_count(0)      # nothing computed on load
    panel.get_by_role("button", name="Review South's hand").click()
    review = panel.locator(".pt-review")
    expect(review.locator(".pt-review-heading").first).to_contain_text(
        re.compile(r"Mistake 1 of \d+: trick \d+"), timeout=90_000)
    expect(review.locator(".pt-review-answer")).to_have_count(0)
    feedback = try_a_card(review)
    expect(feedback).to_contain_text(
        re.compile(r"With what you could know, .* (is a best card|gives up)"))
    answer = reveal_the_answer(review, feedback)
    expect(answer).to_contain_text("With all cards open")
    expect(answer).to_contain_text("With what you could know")


def play_together(page):
    """Without a class link (the lesson server has no roster) the page says how to join a
    table, and draws none (test_shared_table_page.py plays at one)."""
    expect(page.locator(".pt-play-together")).to_contain_text(JOIN_FROM_LINK)
    expect(page.locator(".pt-playtable")).to_have_count(0)


INTERACTIONS = {
    "01_deck_and_ranks": deck_and_ranks, "02_meld": meld, "03_auction": auction,
    "04_trump_and_passing": trump_and_passing, "05_trick_taking": trick_taking,
    "06_scoring": scoring, "07_full_hand": full_hand, "08_play": play,
    "10_learn_from_your_hand": learn_from_your_hand, "11_play_together": play_together,
}


@pytest.mark.parametrize("name", LESSONS)
def test_lesson(page, voila_server, name):
    open_lesson(page, voila_server, name)
    INTERACTIONS[name](page)
    answer_selfcheck(page, name)
    assert_no_error_text(page)
    save_screenshot(page, f"lesson-{name}", max_height=12_000)


def test_welcome_links_open_in_voila(page, voila_server):
    open_lesson(page, voila_server, "00_welcome")
    links = page.locator("#rendered_cells a[href$='.ipynb']")
    hrefs = links.evaluate_all("els => els.map(a => a.href)")
    wanted = [f"/voila/render/notebooks/{n}.ipynb" for n in LESSONS + ["teacher_guide"]]
    wanted += [f"/voila/render/exercises/{n}.ipynb"
               for n in ("legal_plays", "meld_scoring", "trick_winner", "hand_scoring",
                         "puzzles")]
    for path in wanted:
        assert any(h.endswith(path) for h in hrefs), (path, hrefs)
    # Every link resolves to a page voila serves (the exercises are one folder up).
    for href in sorted(set(hrefs)):
        response = page.request.get(href)
        assert response.ok, (href, response.status)
    save_screenshot(page, "lesson-00_welcome", max_height=12_000)
    # A student clicking on: lesson 1 opens and renders.
    page.get_by_role("link", name="The deck and the ranks").first.click()
    page.wait_for_url(re.compile(r"/voila/render/notebooks/01_deck_and_ranks\.ipynb$"))
    page.wait_for_selector("#loading", state="detached", timeout=120_000)
    expect(page.locator(".pt-selfcheck")).to_have_count(1)


def test_teacher_guide(page, voila_server):
    open_lesson(page, voila_server, "teacher_guide")
    walk = page.locator(".pt-walkthrough")
    expect(walk).to_contain_text("Teacher view: all hands face up")
    # Large cards from the guide's size=1.6 (its one control for a projector is the page's
    # Projector switch, no Cards toggle).
    expect(walk.get_by_role("button", name="Classroom")).to_have_count(0)
    expect(walk.get_by_role("button", name="Projector")).to_have_count(1)
    widths = walk.locator(".pt-hands svg[role='img']").evaluate_all(
        "els => els.map(e => e.getBoundingClientRect().width)")
    assert len(widths) >= 40 and min(widths) >= 64 * 1.6 * 0.8 - 1, widths  # hands: 0.8 x size
    walk.get_by_role("button", name="Forward ▶").click()
    expect(walk).to_contain_text("Card play 1 of 48")
    rows = page.locator("table tr", has_text="§")
    assert rows.count() >= 30
    assert_no_error_text(page)
    save_screenshot(page, "lesson-teacher_guide", max_height=12_000)
