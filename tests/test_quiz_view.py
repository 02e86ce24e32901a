"""QuizView driven headless (issue 6): answer right, answer wrong, next, difficulty, bad input
shown as a message, progress saved and reloaded, a damaged progress file kept aside."""

from __future__ import annotations

import json
import pathlib
import os
import re
import subprocess
import sys
import textwrap

import pytest

from pinochle_teach.quiz import GENERATORS, QuizSettingError, make_question
from pinochle_teach.classroom import (FILE_NAME, ENV_VAR, NO_NAME, Progress, ProgressError,
                                     class_answers)
from pinochle_teach.widgets.quiz_view import QUIZ_KINDS, QuizView

# The browser harness fails a page on such words (tests/browser/voila_harness.py).
ERROR_WORDS = re.compile(r"Traceback|\b\w*Error\b|\b\w*Exception\b")


def answer(view: QuizView, right: bool = True) -> None:
    """Fill the view's controls with the right answer (or a wrong one), as a student would."""
    q = view.question
    if view.kind == "legal_play":
        wanted = set(q.answer)
        if not right:
            illegal = [c for c in q.hand if c not in q.answer]
            wanted = wanted | {illegal[0]} if illegal else set(list(wanted)[1:])
        done = set()
        for button in view.card_buttons:
            if button.card in wanted and button.card not in done:
                button.value = True
                done.add(button.card)
    elif view.kind == "meld":
        view.number_box.value = str(q.answer if right else q.answer + 10)
    elif view.kind == "trick_winner":
        index, points = q.answer
        view.choice_buttons.value = index
        view.number_box.value = str(points if right else points + 10)
    elif view.kind == "hand_score":
        a, b = q.answer
        view.number_boxes[0].value = str(a)
        view.number_boxes[1].value = str(b if right else b + 10)
    else:
        view.choice_buttons.value = q.answer if right else not q.answer


@pytest.mark.parametrize("kind", list(GENERATORS))
def test_right_answer(kind):
    view = QuizView(kind, difficulty="medium", seed=4)
    assert view.question.text() == make_question(kind, 4, "medium").text()
    answer(view, right=True)
    view.check_button.click()
    assert view.verdict is not None and view.verdict.correct
    assert "Right!" in view.feedback.value
    first_line = view.verdict.explanation.splitlines()[0]
    assert first_line.split(":")[0] in view.feedback.value
    assert (view.right, view.answered, view.streak, view.best_streak) == (1, 1, 1, 1)
    assert "1 right of 1" in view.score_view.value
    assert view.check_button.disabled and view.next_button.button_style == "primary"
    assert not ERROR_WORDS.search(view.feedback.value + view.message.value)


@pytest.mark.parametrize("kind", list(GENERATORS))
def test_wrong_answer(kind):
    view = QuizView(kind, difficulty="hard", seed=11)
    answer(view, right=False)
    view.check_button.click()
    assert view.verdict is not None and not view.verdict.correct
    assert "Not quite." in view.feedback.value
    assert (view.right, view.answered, view.streak) == (0, 1, 0)


@pytest.mark.parametrize("kind", list(GENERATORS))
def test_next_draws_the_next_seed_and_clears_the_answer(kind):
    view = QuizView(kind, difficulty="easy", seed=20)
    answer(view)
    view.check_button.click()
    view.next_button.click()
    assert view.seed == 21 and view.seed_box.value == "21"
    assert view.question.text() == make_question(kind, 21, "easy").text()
    assert view.verdict is None and view.feedback.value == ""
    assert not view.check_button.disabled
    assert view.number_box.value == "" and view.choice_buttons.value is None
    assert not view.selected and not any(b.value for b in view.card_buttons)
    assert view.answered == 1  # the score stays


def test_only_the_first_check_counts():
    view = QuizView("meld", seed=2)
    answer(view, right=False)
    view.check_button.click()
    view.number_box.value = str(view.question.answer)
    view.check()  # a second check does nothing, the verdict stays
    assert view.answered == 1 and not view.verdict.correct


def test_legal_play_wrong_card_is_outlined_and_explained():
    for seed in range(10):
        view = QuizView("legal_play", difficulty="hard", seed=seed)
        q = view.question
        illegal = [c for c in q.hand if c not in q.answer]
        if illegal:
            break
    answer(view, right=False)
    view.check_button.click()
    bad = illegal[0]
    assert [b.card for b in view.card_buttons] == list(q.hand)
    pictures = [p.value for p in view.card_pictures]
    drawn = [p for c, p in zip(q.hand, pictures) if c is bad]
    assert drawn and all(f"{bad.name}, Not legal" in p for p in drawn)  # text, not colour
    assert f"{bad} is not allowed" in view.feedback.value
    for card, picture in zip(q.hand, pictures):
        if card in q.answer:
            assert "Legal" in picture
    assert all(b.disabled for b in view.card_buttons)


def test_legal_play_buttons_name_the_cards_and_copies_toggle_together():
    for seed in range(40):
        view = QuizView("legal_play", seed=seed)
        hand = view.question.hand
        doubles = [c for c in set(hand) if hand.count(c) == 2]
        if doubles:
            break
    card = doubles[0]
    buttons = [b for b in view.card_buttons if b.card is card]
    # Named in words: the text is the toggle's accessible name (issue 15).
    words = {"A": "ace", "T": "ten", "K": "king", "Q": "queen", "J": "jack", "9": "nine"}
    suits = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
    name = f"{words[card.code[0]]} of {suits[card.code[1]]}"
    assert [b.description for b in buttons] == [name] * 2
    assert buttons[0].tooltip == card.name
    buttons[0].value = True
    assert buttons[1].value and buttons[1].icon == "check" and card in view.selected
    buttons[1].value = False
    assert not buttons[0].value and card not in view.selected


def test_trick_winner_choices_name_card_and_seat():
    view = QuizView("trick_winner", seed=3)
    q = view.question
    labels = [label for label, _ in view.choice_buttons.options]
    assert [label.split(" (")[0] for label in labels] == [c.words for c in q.cards]
    assert len(set(labels)) == 4  # identical cards are told apart by who played them
    answer(view)
    view.check_button.click()
    assert "Wins" in view.table_view.value


def test_meld_check_shows_the_meld_drawing():
    view = QuizView("meld", difficulty="hard", seed=5)
    answer(view)
    view.check_button.click()
    assert "pinochle-meld" in view.table_view.value
    for meld in view.question.result.melds:
        assert meld.label in view.table_view.value


def test_missing_answer_is_a_message_and_counts_nothing():
    for kind in GENERATORS:
        view = QuizView(kind, seed=1)
        view.check_button.click()
        assert view.verdict is None and view.answered == 0
        assert "Oops:" in view.message.value, kind


def test_unreadable_number_is_a_message_not_a_traceback():
    view = QuizView("meld", seed=1)
    view.number_box.value = "lots"
    view.check_button.click()
    assert view.verdict is None and view.answered == 0
    assert "Oops:" in view.message.value and "not a whole number" in view.message.value
    assert not ERROR_WORDS.search(view.message.value)
    view.number_box.value = str(view.question.answer)  # typing clears the message
    assert view.message.value == ""
    view.check_button.click()
    assert view.verdict.correct


def test_bad_question_number_keeps_the_question():
    view = QuizView("bid", seed=8)
    before = view.question
    view.seed_box.value = "twelve"
    assert view.question is before and view.seed == 8 and "Oops:" in view.message.value
    view.seed_box.value = "12"
    assert view.seed == 12 and view.message.value == ""
    assert view.question.text() == make_question("bid", 12, "medium").text()


def test_difficulty_picker_redraws_the_same_number():
    view = QuizView("legal_play", difficulty="easy", seed=6)
    view.difficulty_picker.value = "hard"
    assert view.difficulty == "hard" and view.seed == 6
    assert view.question.text() == make_question("legal_play", 6, "hard").text()


def test_unexpected_failure_is_a_short_message(monkeypatch):
    view = QuizView("meld", seed=1)

    def boom(*_args, **_kwargs):
        raise RuntimeError("internal")

    monkeypatch.setattr("pinochle_teach.widgets.quiz_view.view.make_question", boom)
    view.next_button.click()
    assert "Something went wrong" in view.message.value
    assert not ERROR_WORDS.search(view.message.value)


def test_bad_arguments_raise():
    with pytest.raises(QuizSettingError):
        QuizView("poker")
    with pytest.raises(QuizSettingError):
        QuizView("meld", difficulty="extreme")
    with pytest.raises(QuizSettingError):
        QuizView("meld", progress=42)


# ---- progress ------------------------------------------------------------------------------

def test_progress_is_saved_and_reloaded(tmp_path):
    view = QuizView("meld", seed=30, progress=tmp_path)
    answer(view)
    view.check_button.click()
    view.next_button.click()
    answer(view, right=False)
    view.check_button.click()
    data = json.loads((tmp_path / FILE_NAME).read_text(encoding="utf-8"))
    assert [(e["seed"], e["correct"]) for e in data["kinds"]["meld"]] == [(30, True), (31, False)]
    again = QuizView("meld", seed=0, progress=tmp_path)
    assert again.answered == 0  # this session's score starts afresh
    assert "saved in all: 1 right of 2" in again.score_view.value
    other = QuizView("bid", seed=0, progress=tmp_path)
    assert "saved in all: 0 right of 0" in other.score_view.value  # per quiz kind


def test_auto_progress_uses_the_data_directory(tmp_path, monkeypatch):
    monkeypatch.setenv(ENV_VAR, str(tmp_path))
    view = QuizView("bid", seed=1, progress="auto")
    answer(view)
    view.check_button.click()
    assert Progress(tmp_path).stats("bid").right == 1


def test_damaged_progress_file_is_kept_aside_with_a_message(tmp_path):
    (tmp_path / FILE_NAME).write_text('{"format": "pinochle-teach/progress", "vers',
                                      encoding="utf-8")
    view = QuizView("trick_winner", seed=2, progress=tmp_path)
    assert "Note:" in view.message.value and "kept aside" in view.message.value
    assert (tmp_path / f"{FILE_NAME}.corrupt-1").exists()
    answer(view)
    view.check_button.click()
    assert Progress(tmp_path).stats("trick_winner").answered == 1
    assert not ERROR_WORDS.search(view.message.value)


def test_export_offers_a_csv(tmp_path):
    view = QuizView("meld", seed=1, progress=tmp_path)
    answer(view)
    view.check_button.click()
    view.export_button.click()
    text = (tmp_path / "results.csv").read_text(encoding="utf-8")
    assert text.splitlines()[0] == "student,time,kind,difficulty,seed,correct"
    assert text.splitlines()[1].startswith(NO_NAME + ",")
    assert text.splitlines()[1].endswith(",meld,medium,1,1")
    assert 'download="pinochle-results.csv"' in view.export_view.value


def test_no_progress_means_no_export_button():
    view = QuizView("meld", seed=1)
    assert view.export_button.layout.display == "none"
    view.export()
    assert "nothing to export" in view.message.value


# ---- the student's name: one file per student on a shared server --------------------------

def test_name_box_shows_only_when_progress_is_saved(tmp_path):
    assert QuizView("meld", seed=1).name_row.layout.display == "none"
    view = QuizView("meld", seed=1, progress=tmp_path)
    assert view.name_row.layout.display != "none" and view.name_box.value == ""
    assert "Type your name" in view.name_note.value


def test_typed_name_selects_the_students_own_file(tmp_path):
    view = QuizView("meld", seed=1, progress=tmp_path)
    view.name_box.value = "  Alex  "
    assert view.progress.student == "Alex" and view.name_box.value == "Alex"
    assert view.progress.path == tmp_path / "progress-alex.json"
    assert "saved as Alex" in view.name_note.value
    answer(view)
    view.check_button.click()
    assert Progress(tmp_path, student="alex").stats("meld") == (1, 1, 1, 1)
    assert not (tmp_path / FILE_NAME).exists()
    assert "saved for Alex: 1 right of 1" in view.score_view.value


def test_a_returning_student_sees_their_saved_score(tmp_path):
    Progress(tmp_path, student="Bea").record("meld", "easy", 4, True)
    view = QuizView("meld", seed=1, progress=tmp_path)
    assert "saved in all: 0 right of 0" in view.score_view.value
    view.name_box.value = "bea"
    assert "saved for bea: 1 right of 1" in view.score_view.value


def test_refused_name_is_a_message_and_keeps_the_old_name(tmp_path):
    view = QuizView("meld", seed=1, progress=tmp_path, student="Alex")
    view.name_box.value = "../../etc"
    assert view.progress.student == "Alex"
    note = view.name_note.value  # beside the box, where the student is looking
    assert "Oops:" in note and "letters, digits, spaces and hyphens" in note
    assert "still saved as Alex" in note and 'role="alert"' in note
    assert not ERROR_WORDS.search(note)
    view.name_box.value = "Alex B"
    assert view.progress.student == "Alex B" and "Oops" not in view.name_note.value


def test_student_argument(tmp_path):
    view = QuizView("bid", seed=1, progress=tmp_path, student="Cy")
    assert view.name_box.value == "Cy" and view.progress.path.name == "progress-cy.json"
    with pytest.raises(ProgressError):
        QuizView("bid", seed=1, progress=tmp_path, student="C/y")


def test_quizzes_of_one_page_follow_the_name(tmp_path):
    """An exercise page may hold two quizzes; the name typed in one is used by the other
    (in voila, one kernel is one student's page)."""
    first = QuizView("bid", seed=1, progress=tmp_path)
    second = QuizView("hand_score", seed=1, progress=tmp_path)
    elsewhere = QuizView("bid", seed=1, progress=tmp_path / "other")
    first.name_box.value = "Dee"
    assert second.progress.student == "Dee" and second.name_box.value == "Dee"
    assert elsewhere.progress.student == ""  # another folder is left alone
    answer(second)
    second.check_button.click()
    assert Progress(tmp_path, student="Dee").stats("hand_score").answered == 1


def test_named_export_has_its_own_file(tmp_path):
    for name in ("Alex", "Bea"):
        view = QuizView("meld", seed=1, progress=tmp_path, student=name)
        answer(view, right=name == "Alex")
        view.check_button.click()
        view.export_button.click()
    alex = (tmp_path / "results-alex.csv").read_text(encoding="utf-8").splitlines()
    bea = (tmp_path / "results-bea.csv").read_text(encoding="utf-8").splitlines()
    assert len(alex) == len(bea) == 2
    assert alex[1].startswith("Alex,") and alex[1].endswith(",1")
    assert bea[1].startswith("Bea,") and bea[1].endswith(",0")
    assert 'download="pinochle-results-bea.csv"' in view.export_view.value


STUDENT_KERNEL = textwrap.dedent("""
    import sys
    from pinochle_teach.widgets.quiz_view import QuizView
    name, right = sys.argv[1], sys.argv[2] == "right"
    view = QuizView("meld", difficulty="easy", seed=1, progress="auto")
    view.name_box.value = name
    for _ in range(3):
        q = view.question
        view.number_box.value = str(q.answer if right else q.answer + 10)
        view.check_button.click()
        view.next_button.click()
    print(view.score_view.value)
""")


def test_two_students_in_two_kernels_keep_their_own_scores(tmp_path):
    """Two processes (as two voila kernels: the same user, the same data folder, the same
    exercise with progress="auto") answer at the same time, one right and one wrong."""
    env = {**os.environ, ENV_VAR: str(tmp_path)}
    procs = [subprocess.Popen([sys.executable, "-c", STUDENT_KERNEL, name, how], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for name, how in (("Alex", "right"), ("Bea", "wrong"))]
    outs = [p.communicate(timeout=120) for p in procs]
    assert all(p.returncode == 0 for p in procs), outs
    assert "saved for Alex: 3 right of 3" in outs[0][0]
    assert "saved for Bea: 0 right of 3" in outs[1][0]
    assert Progress(tmp_path, student="Alex").stats("meld") == (3, 3, 3, 3)
    assert Progress(tmp_path, student="Bea").stats("meld") == (3, 0, 0, 0)
    rows, problems = class_answers(tmp_path)
    assert sorted({who for who, _ in rows}) == ["Alex", "Bea"]
    assert all("imported from progress-" in p for p in problems)
    assert len(rows) == 6


# ---- layout: the name first; boxes findable by label and class ---------------------------

def test_name_row_is_above_the_question_and_the_buttons(tmp_path):
    """A student meets the "Your name" box before the question (it used to sit under the
    Check / Next / Export buttons, where it was seen only after answering)."""
    view = QuizView("meld", seed=1, progress=tmp_path)
    parts = list(view.children)
    name_at = parts.index(view.name_row)
    assert name_at < parts.index(view.prompt_view) < parts.index(view.answer_box)
    buttons = next(i for i, w in enumerate(parts)
                   if view.check_button in getattr(w, "children", ()))
    assert name_at < buttons
    assert view.name_note in view.name_row.children  # its message stays beside it
    view.name_box.value = "A/B"
    assert 'role="alert"' in view.name_note.value and view.message.value == ""


def test_text_boxes_carry_labels_and_classes():
    view = QuizView("hand_score", seed=1, progress=None)
    assert view.seed_box.description == "Question #"
    assert "pinochle-quiz-number" in view.seed_box._dom_classes
    assert view.name_box.description == "Your name"
    assert "pinochle-quiz-name" in view.name_box._dom_classes
    assert all("pinochle-quiz-answer" in b._dom_classes and b.description.startswith(f"Team {t} ")
               for t, b in enumerate(view.number_boxes))
    assert "pinochle-quiz-answer" in view.number_box._dom_classes


# ---- the exercise pages: worksheet and quiz at the same difficulty ------------------------

EXERCISES = pathlib.Path(__file__).resolve().parents[1] / "exercises"
_QUIZ_REPR = re.compile(r"QuizView\(kind='(\w+)', difficulty='(\w+)', seed=(\d+)")
_SHEET_HEAD = re.compile(r"^(.+): \d+ questions \(Difficulty: (\w+)\)$", re.M)


def _outputs(path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        for out in cell.get("outputs", []):
            text = out.get("text") or out.get("data", {}).get("text/plain", "")
            yield "".join(text)


@pytest.mark.parametrize("path", sorted(EXERCISES.glob("*.ipynb")), ids=lambda p: p.stem)
def test_exercise_worksheet_numbers_open_in_the_quiz(path):
    """Each worksheet question [#n] is question n of the page's quiz of that kind, as the
    page opens (same difficulty), so a student who types n sees the worksheet's question.
    Read from the stored outputs, which nbval checks against a fresh run."""
    texts = list(_outputs(path))
    quizzes = {m[1]: (m[2], int(m[3])) for t in texts for m in [_QUIZ_REPR.search(t)] if m}
    sheets = [(t, m) for t in texts for m in [_SHEET_HEAD.search(t)] if m]
    assert sheets, f"{path.name} has no worksheet"
    titles = {title: kind for kind, title in QUIZ_KINDS.items()}
    for text, head in sheets:
        kind = titles[head[1]]
        assert kind in quizzes, f"{path.name}: no {kind} quiz for its worksheet"
        difficulty, first = quizzes[kind]
        assert head[2].lower() == difficulty
        flat = " ".join(text.split())
        for seed in (first, first + 2):
            q = make_question(kind, seed, difficulty)
            assert " ".join(f"[#{seed}] {q.text()}".split()) in flat


# ---- redraws close what they replace; disabled or busy controls do nothing --------------

def live_widgets() -> int:
    import warnings

    import ipywidgets

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # Widget.widgets is deprecated
        return len(ipywidgets.Widget.widgets)


CLICKS = 100


@pytest.mark.parametrize("kind", list(GENERATORS))
def test_a_hundred_clicks_on_any_button_leave_the_live_widget_count(kind, tmp_path):
    view = QuizView(kind, difficulty="medium", seed=2, progress=tmp_path)
    start = live_widgets()

    for _ in range(CLICKS):  # Next question
        view.next_button.click()
    assert view.seed == 2 + CLICKS
    view.seed_box.value = "2"  # Question #: back to the first question
    assert live_widgets() == start

    for n in range(CLICKS):  # Question #, typed
        view.seed_box.value = str(1000 + n)
    view.seed_box.value = "2"
    assert live_widgets() == start

    for n in range(CLICKS):  # Difficulty
        view.difficulty_picker.value = DIFFICULTY_CYCLE[n % 3]
    view.difficulty_picker.value = "medium"
    assert view.difficulty == "medium" and live_widgets() == start

    for n in range(CLICKS):  # Check, each time on a fresh copy of the question
        answer(view, right=n % 2 == 0)
        view.check_button.click()
        assert view.verdict is not None
        view.show_question(2)
    assert view.answered == CLICKS and live_widgets() == start

    answer(view)
    for _ in range(CLICKS):  # Check again and again: only the first one counts
        view.check_button.click()
    assert view.answered == CLICKS + 1 and live_widgets() == start

    for _ in range(CLICKS):  # Export
        view.export_button.click()
    assert "Saved" in view.export_view.value and live_widgets() == start


DIFFICULTY_CYCLE = ("easy", "hard", "medium")


def test_a_hundred_card_clicks_leave_the_live_widget_count():
    view = QuizView("legal_play", seed=5)
    start = live_widgets()
    button = view.card_buttons[0]
    for _ in range(CLICKS):
        button.value = not button.value
    assert not button.value and not view.selected and live_widgets() == start


def test_a_disabled_check_button_does_nothing():
    view = QuizView("meld", seed=1)
    answer(view)
    view.check_button.disabled = True  # as the page shows it while it is disabled
    view.check_button.click()
    assert view.verdict is None and view.answered == 0
    view.check_button.disabled = False
    view.check_button.click()
    assert view.check_button.disabled and view.answered == 1
    view.check_button.click()
    assert view.answered == 1


def test_a_disabled_next_button_does_nothing():
    view = QuizView("bid", seed=7)
    view.next_button.disabled = True
    view.next_button.click()
    assert view.seed == 7
    view.export_button.disabled = True
    view.export_button.click()
    assert view.message.value == ""  # not even "nothing to export"


def test_a_card_button_of_an_old_question_selects_nothing():
    for seed in range(20):
        view = QuizView("legal_play", seed=seed)
        old = view.card_buttons[0]
        view.next_button.click()
        if old not in view.card_buttons:  # the first card changed: its button was replaced
            break
    old.value = True  # a click on the old question's button, arriving late
    assert not view.selected
    assert not any(b.value for b in view.card_buttons)


def test_a_checked_question_ignores_card_clicks():
    view = QuizView("legal_play", seed=3)
    answer(view)
    view.check_button.click()
    before = set(view.selected)
    button = next(b for b in view.card_buttons if b.card not in before)
    button.value = True  # a click that arrives after Check
    assert view.selected == before and not button.value


def test_a_click_while_busy_is_ignored(monkeypatch):
    from pinochle_teach.widgets.quiz_view import view as view_module

    view = QuizView("trick_winner", seed=1)
    real = view_module.make_question

    def slow(*args, **kwargs):
        view.next_button.click()  # the student clicks again before the question is drawn
        return real(*args, **kwargs)

    monkeypatch.setattr(view_module, "make_question", slow)
    view.next_button.click()
    assert view.seed == 2


def test_the_stylesheet_comes_first_and_markup_has_no_inline_style():
    view = QuizView("trick_winner", seed=1)
    answer(view)
    view.check_button.click()
    assert "pt-stylesheet" in view.children[0]._dom_classes
    shown = " ".join(w.value for w in (view.title_view, view.prompt_view, view.table_view,
                                        view.score_view, view.feedback, view.message))
    without_cards = re.sub(r"<svg.*?</svg>", "", shown, flags=re.S)
    assert "pt-quiz-feedback" in without_cards and "style=" not in without_cards
