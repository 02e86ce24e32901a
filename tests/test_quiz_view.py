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
from pinochle_teach.seating import side_of
from pinochle_teach.solver import solve
import base64

import ipywidgets

from pinochle_teach.classroom import (ENV_VAR, STORE_FILE, ClassStore, Progress, class_answers,
                                      question_seed)
from pinochle_teach.classroom import identity as identity_mod
from pinochle_teach.classroom.identity import Identity
from pinochle_teach.widgets.quiz_view.view import PRACTICE_NOTE
from pinochle_teach.widgets.quiz_view import QuizView

ALONE_ID = Identity(None, False, "")

# The browser harness fails a page on such words (tests/browser/voila_harness.py).
ERROR_WORDS = re.compile(r"Traceback|\b\w*Error\b|\b\w*Exception\b")


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path_factory, monkeypatch):
    """No test reads the user's own class roster or store: the class data folder is a fresh
    one, and the page's identity is read afresh."""
    monkeypatch.setenv(ENV_VAR, str(tmp_path_factory.mktemp("class-data")))
    monkeypatch.delenv("QUERY_STRING", raising=False)
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    monkeypatch.delenv("HTTP_COOKIE", raising=False)
    identity_mod.reset()
    yield
    identity_mod.reset()


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
    elif view.kind == "puzzle":
        # The solver's best card, found again here, not read from the question.
        values = solve(q.hands, q.trump, q.leader, q.trick, q.rules).card_values
        team = side_of(q.seat, q.rules)
        best = max(values, key=lambda c: values[c][team])
        wanted = best if right else min(values, key=lambda c: values[c][team])
        next(b for b in view.card_buttons if b.card is wanted).value = True
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


def test_puzzle_shows_every_hand_open_and_takes_one_legal_card():
    """Issue 17 §3: the other three hands are drawn open in play order, the trick so far
    and trump are shown, the hand to play from is card buttons of which only the legal
    cards can be picked, and a click on another card moves the one pick."""
    view = QuizView("puzzle", difficulty="medium", seed=4)  # a follower with an illegal card
    q = view.question
    table = view.table_view.value
    assert f"{q.trump.plural.capitalize()} are trump · 3 tricks left" in table
    roles = ["Left-hand opponent", "Partner", "Right-hand opponent"]  # clockwise from you
    at = [table.index(f"{r} (") for r in roles]
    assert at == sorted(at)
    for seat in range(4):
        if seat != q.seat:
            for card in q.hands[seat]:
                assert f'aria-label="{card.name}"' in table
    assert "The trick so far" in table and "· led" in table
    assert [b.card for b in view.card_buttons] == list(q.hands[q.seat])
    assert [b.description for b in view.card_buttons] == [c.words for c in q.hands[q.seat]]
    illegal = [b for b in view.card_buttons if b.card not in q.legal]
    assert illegal and all(b.disabled for b in illegal)
    legal = [b for b in view.card_buttons if b.card in q.legal]
    assert not any(b.disabled for b in legal) and len({b.card for b in legal}) >= 2
    first, second = legal[0], next(b for b in legal if b.card is not legal[0].card)
    first.value = True
    second.value = True
    assert view.selected == {second.card} and not first.value
    illegal[0].value = True  # a disabled card's click changes nothing
    assert view.selected == {second.card} and not illegal[0].value


def test_puzzle_counts_each_hand_in_cards_one_card_or_more():
    view = QuizView("puzzle", difficulty="easy", seed=2)  # a hand of one card, and of two
    q, table = view.question, view.table_view.value
    sizes = {len(q.hands[s]) for s in range(4) if s != q.seat}
    assert 1 in sizes and any(n > 1 for n in sizes)
    assert "(1 card)" in table and "hand: 1 card" in table and "1 cards" not in table
    for n in sizes - {1}:
        assert f"({n} cards)" in table


def test_check_with_no_card_picked_says_so_under_the_check_button():
    view = QuizView("puzzle", difficulty="easy", seed=3)
    view.check_button.click()
    assert view.verdict is None and "Pick the card you would play" in view.feedback.value
    next(b for b in view.card_buttons if not b.disabled).value = True  # picking clears it
    assert view.feedback.value == ""


def test_puzzle_verdict_marks_the_solvers_best_card_and_the_wrong_pick():
    view = QuizView("puzzle", difficulty="easy", seed=3)
    q = view.question
    values = solve(q.hands, q.trump, q.leader, q.trick, q.rules).card_values
    team = side_of(q.seat, q.rules)
    best = max(values, key=lambda c: values[c][team])
    worst = min(values, key=lambda c: values[c][team])
    next(b for b in view.card_buttons if b.card is worst).value = True
    view.check_button.click()
    assert not view.verdict.correct
    pictures = {b.card: p.value for b, p in zip(view.card_buttons, view.card_pictures)}
    assert f'aria-label="{best.name}, Best; your side takes {values[best][team]} points' in (
        pictures[best])
    assert f'aria-label="{worst.name}, Your card; your side takes {values[worst][team]}' in (
        pictures[worst])
    assert f"{best} takes {values[best][team]}" in view.feedback.value
    assert all(b.disabled for b in view.card_buttons)


def test_puzzle_says_it_is_searching_while_the_solver_works(monkeypatch):
    """A puzzle takes up to half a second to find: the page says so meanwhile (the message
    is sent before the search starts) and clears it when the puzzle is drawn; a quick kind
    says nothing."""
    import pinochle_teach.widgets.quiz_view.view as view_mod

    real, seen = view_mod.make_question, []
    for kind in ("puzzle", "meld"):
        view = QuizView(kind, seed=1)

        def spy(*args, _view=view, **kwargs):
            seen.append(_view.message.value)
            return real(*args, **kwargs)

        monkeypatch.setattr(view_mod, "make_question", spy)
        view.next_button.click()
        monkeypatch.setattr(view_mod, "make_question", real)
        assert view.seed == 2 and view.message.value == ""
    assert "Finding a puzzle" in seen[0] and seen[1] == ""


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
        # Said under the Check button (the feedback), not in the message at the top.
        assert "Oops:" in view.feedback.value and view.message.value == "", kind
        assert (view.children.index(view.feedback)
                > view.children.index(next(c for c in view.children
                                           if view.check_button in getattr(c, "children", ())))), kind


def test_unreadable_number_is_a_message_not_a_traceback():
    view = QuizView("meld", seed=1)
    view.number_box.value = "lots"
    view.check_button.click()
    assert view.verdict is None and view.answered == 0
    assert "Oops:" in view.feedback.value and "not a whole number" in view.feedback.value
    assert not ERROR_WORDS.search(view.feedback.value)
    view.number_box.value = str(view.question.answer)  # typing clears the message
    assert view.feedback.value == ""
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


# ---- the class store: graded and practice answers ---------------------------------------

ALEX = Identity("Alex", False, "class-1")
BEA = Identity("Bea", False, "class-1")


def test_answers_are_saved_to_the_class_store_and_reloaded(tmp_path):
    view = QuizView("meld", seed=30, progress=tmp_path, identity=ALONE_ID)
    answer(view)
    view.check_button.click()
    view.next_button.click()
    answer(view, right=False)
    view.check_button.click()
    saved = ClassStore(tmp_path).answers()
    assert [(a.seed, a.correct, a.graded) for a in saved] == [(30, True, True), (31, False, True)]
    assert saved[0].answer == str(make_question("meld", 30, "medium").answer)
    again = QuizView("meld", seed=0, progress=tmp_path, identity=ALONE_ID)
    assert again.answered == 0  # this session's score starts afresh
    assert "saved on this computer: 1 right of 2" in again.score_view.value
    other = QuizView("bid", seed=0, progress=tmp_path, identity=ALONE_ID)
    assert "saved on this computer: 0 right of 0" in other.score_view.value  # per kind


def test_on_the_classroom_server_students_without_a_link_do_not_share_a_record(
        tmp_path, monkeypatch):
    """The tester: on `make run`, every page without a personal link was the same student
    alone in the class store, so the second student found question 1 "answered before"
    and got practice. There such a page keeps its own score only; a student known from
    their link is saved, also once a preheated kernel learns who it is."""
    monkeypatch.setenv(ENV_VAR, str(tmp_path))
    monkeypatch.setenv(identity_mod.SHARED_SERVER_ENV, "1")
    first = QuizView("meld", seed=1, progress="auto", identity=ALONE_ID)
    answer(first, right=False)
    first.check_button.click()
    assert first.graded and first.store is None
    assert "only while it is open" in first.message.value
    assert ClassStore(tmp_path).answers() == []
    second = QuizView("meld", seed=1, progress="auto", identity=ALONE_ID)
    assert "answered this question before" not in second.prompt_view.value
    answer(second)
    second.check_button.click()
    assert second.graded and second.verdict.correct and second.right == 1
    later = QuizView("meld", seed=1, progress="auto", identity=ALONE_ID)
    later.set_identity(BEA)   # a preheated kernel learns its page is Bea's
    assert later.store is not None and "only while it is open" not in later.message.value
    answer(later)
    later.check_button.click()
    assert [(a.student, a.graded) for a in ClassStore(tmp_path).answers()] == [("Bea", True)]
    # Off the classroom server (a student's own computer) a student alone is saved.
    monkeypatch.delenv(identity_mod.SHARED_SERVER_ENV)
    own = QuizView("meld", seed=2, progress="auto", identity=ALONE_ID)
    answer(own)
    own.check_button.click()
    assert [a.student for a in ClassStore(tmp_path).answers()] == ["Bea", ""]


def test_in_jupyterlite_a_student_alone_is_told_answers_last_only_in_the_tab(tmp_path,
                                                                              monkeypatch):
    """JupyterLite's Python keeps files in the tab's memory: a reload forgets them, so the
    score line must not say "saved on this computer" there."""
    monkeypatch.setattr(sys, "platform", "emscripten")
    view = QuizView("meld", seed=30, progress=tmp_path, identity=ALONE_ID)
    answer(view)
    view.check_button.click()
    assert "saved in this tab only (a reload forgets them): 1 right of 1" in \
        view.score_view.value
    assert "on this computer" not in view.score_view.value


@pytest.mark.parametrize("kind", list(GENERATORS))
def test_coming_back_to_a_question_is_practice_and_never_changes_the_grade(kind, tmp_path):
    """Issue 16: answer question 1 wrong, go to 2 and back to 1 (or change the difficulty
    and back, or reload the page), answer right: the first answer stays the graded one."""
    view = QuizView(kind, seed=1, progress=tmp_path, identity=ALEX)
    answer(view, right=False)
    view.check_button.click()
    assert view.graded and PRACTICE_NOTE not in view.feedback.value
    view.show_question(2)
    view.show_question(1)
    assert "answered this question before" in view.prompt_view.value  # said before answering
    answer(view)
    view.check_button.click()
    assert not view.graded and "Practice: this question was already answered" in (
        view.feedback.value)
    view.difficulty_picker.value = "hard"
    view.difficulty_picker.value = "medium"
    answer(view)
    view.check_button.click()
    reloaded = QuizView(kind, seed=1, progress=tmp_path, identity=ALEX)  # a new page
    answer(reloaded)
    reloaded.check_button.click()
    assert not reloaded.graded
    mine = ClassStore(tmp_path).answers("Alex")
    assert [(a.correct, a.graded) for a in mine] == [(False, True), (True, False),
                                                    (True, False), (True, False)]
    assert (view.right, view.answered) == (0, 1)  # the session score: graded only
    assert "saved for Alex: 0 right of 1" in reloaded.score_view.value
    assert ClassStore(tmp_path).stats("Alex", kind) == (1, 0, 0, 0)


def test_without_a_store_the_session_grades_first_answers_only():
    view = QuizView("meld", seed=1, identity=ALONE_ID)
    answer(view)
    view.check_button.click()
    view.show_question(1)
    answer(view, right=False)
    view.check_button.click()
    assert not view.graded and (view.right, view.answered) == (1, 1)
    assert "Practice:" in view.feedback.value


def test_each_student_has_their_own_questions_behind_the_same_numbers(tmp_path):
    alex = QuizView("meld", seed=1, progress=tmp_path, identity=ALEX)
    bea = QuizView("meld", seed=1, progress=tmp_path, identity=BEA)
    alone = QuizView("meld", seed=1, progress=tmp_path, identity=ALONE_ID)
    assert alex.seed == bea.seed == alone.seed == 1  # the number each sees
    assert alex.drawn_seed == question_seed("class-1", "Alex", "meld", 1)
    assert bea.drawn_seed == question_seed("class-1", "Bea", "meld", 1)
    assert alone.drawn_seed == 1  # a student alone: today's questions, as printed
    assert alex.question.prompt != bea.question.prompt or alex.question.hand != bea.question.hand
    answer(alex)
    alex.check_button.click()
    saved = ClassStore(tmp_path).answers("Alex")
    assert [a.seed for a in saved] == [alex.drawn_seed]  # the seed the question was drawn from
    alex.next_button.click()
    assert alex.drawn_seed == question_seed("class-1", "Alex", "meld", 2)


def test_the_page_identity_is_used_and_followed(tmp_path, monkeypatch):
    """With no identity given the quiz asks identity.current() (the page's link); a
    preheated kernel that learns its page later switches to that student."""
    monkeypatch.setattr(identity_mod, "current", lambda: ALONE_ID)
    callbacks, knowns = [], []
    monkeypatch.setattr(identity_mod, "on_change",
                        lambda cb, known=None: (callbacks.append(cb), knowns.append(known)))
    view = QuizView("meld", seed=1, progress=tmp_path)
    assert view.identity == ALONE_ID and view.drawn_seed == 1 and callbacks
    assert knowns == [ALONE_ID]  # what it drew for: a request come meanwhile is not lost
    callbacks[0](BEA)
    assert view.identity == BEA and view.student == "Bea"
    assert view.drawn_seed == question_seed("class-1", "Bea", "meld", 1)
    assert "saved for Bea" in view.score_view.value


def test_answers_say_what_was_answered(tmp_path):
    for kind in GENERATORS:
        view = QuizView(kind, seed=3, progress=tmp_path, identity=ALEX)
        answer(view)
        view.check_button.click()
    shown = {a.kind: a.answer for a in ClassStore(tmp_path).answers("Alex")}
    assert re.fullmatch(r"(\S+ )*\S+[♠♥♦♣]", shown["legal_play"]), shown
    assert re.fullmatch(r"\d+", shown["meld"])
    assert re.fullmatch(r"(10|[AKQJ9])[♠♥♦♣] \((North|East|South|West)\), \d+ points",
                        shown["trick_winner"]), shown
    assert re.fullmatch(r"-?\d+ / -?\d+", shown["hand_score"])
    assert shown["bid"] in ("yes", "no")
    assert re.fullmatch(r"(10|[AKQJ9])[♠♥♦♣]", shown["puzzle"]), shown


def test_auto_progress_uses_the_data_directory(tmp_path, monkeypatch):
    monkeypatch.setenv(ENV_VAR, str(tmp_path))
    view = QuizView("bid", seed=1, progress="auto", identity=ALONE_ID)
    answer(view)
    view.check_button.click()
    assert ClassStore(tmp_path / STORE_FILE).stats(None, "bid").right == 1


def test_old_progress_files_are_imported_and_damaged_ones_kept_aside(tmp_path):
    Progress(tmp_path, student="Alex").record("meld", "medium", 1, True)
    (tmp_path / "progress-bea.json").write_text('{"format": "pinochle-teach/progress", "v',
                                                encoding="utf-8")
    view = QuizView("meld", seed=1, progress=tmp_path, identity=Identity("Alex", False, ""))
    assert "saved for Alex: 1 right of 1" in view.score_view.value
    assert (tmp_path / "progress-bea.json.corrupt-1").exists()
    assert "Bea" not in view.message.value and "bea" not in view.message.value
    assert view.message.value == ""  # other students' files are the teacher's business


def test_a_damaged_store_file_is_kept_aside_with_a_message(tmp_path):
    (tmp_path / STORE_FILE).write_bytes(b"not a database at all" * 50)
    view = QuizView("trick_winner", seed=2, progress=tmp_path, identity=ALONE_ID)
    assert "Note:" in view.message.value and "kept aside" in view.message.value
    answer(view)
    view.check_button.click()
    assert ClassStore(tmp_path).stats(None, "trick_winner").answered == 1
    assert not ERROR_WORDS.search(view.message.value)


def _html_values(widget) -> list[str]:
    out = [widget.value] if isinstance(getattr(widget, "value", None), str) else []
    for child in getattr(widget, "children", ()):
        out += _html_values(child)
    return out


def test_one_export_click_shows_one_link_beside_the_export_button(tmp_path):
    view = QuizView("meld", seed=1, progress=tmp_path, identity=ALEX)
    view.export_button.click()
    view.export_button.click()  # again: still one link (the latest)
    assert sum(v.count("download=") for v in _html_values(view)) == 1
    [row] = [c for c in view.children if view.export_button in getattr(c, "children", ())]
    assert row.children[-1] is view.export_view and "Download" in view.export_view.value
    # A bad Question # is one sentence, in the message at the top.
    view.seed_box.value = "abc"
    said = [v for v in _html_values(view) if "must be a whole number" in v]
    assert said == [view.message.value]
    assert view.children.index(view.message) < view.children.index(row)


def test_export_offers_only_the_students_own_answers_and_no_server_path(tmp_path):
    bea = QuizView("meld", seed=1, progress=tmp_path, identity=BEA)
    answer(bea)
    bea.check_button.click()
    view = QuizView("meld", seed=1, progress=tmp_path, identity=ALEX)
    answer(view)
    view.check_button.click()
    view.export_button.click()
    html = view.export_view.value
    assert 'download="pinochle-results-alex.csv"' in html and str(tmp_path) not in html
    data = re.search(r'href="data:text/csv;base64,([^"]+)"', html)[1]
    rows = base64.b64decode(data).decode("utf-8").splitlines()
    assert rows[0] == "student,time,kind,difficulty,seed,answer,correct,graded,number"
    # right, graded, and the question number Alex's page showed (1)
    assert len(rows) == 2 and rows[1].startswith("Alex,") and rows[1].endswith(",1,1,1")
    assert {n for n in os.listdir(tmp_path) if not n.startswith(STORE_FILE)} == set()  # no CSV


def test_a_python_without_sqlite3_still_shows_the_quiz(tmp_path, monkeypatch):
    """Pyodide (JupyterLite) loads its sqlite3 only on request: the store cannot open, the
    quiz works without saving and says so in words."""
    monkeypatch.setattr("pinochle_teach.classroom.store.sqlite3", None)
    view = QuizView("meld", seed=1, progress="auto", identity=ALONE_ID)
    assert view.store is None and "Your answers are not saved" in view.message.value
    assert "sqlite3" in view.message.value and not ERROR_WORDS.search(view.message.value)
    answer(view)
    view.check_button.click()
    assert (view.right, view.answered) == (1, 1)


def test_no_progress_means_no_export_button():
    view = QuizView("meld", seed=1)
    assert view.export_button.layout.display == "none"
    view.export()
    assert "nothing to export" in view.message.value


def test_there_is_no_name_box():
    """Issue 16: the student is known from their link, never from a typed name."""
    view = QuizView("meld", seed=1, progress=None)
    boxes = [w for w in _all_widgets(view) if isinstance(w, ipywidgets.Text)]
    assert [b.description for b in boxes if b is not view.number_box] == ["Question #"]
    with pytest.raises(QuizSettingError):
        QuizView("meld", identity="Alex")


def _all_widgets(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _all_widgets(child)


STUDENT_KERNEL = textwrap.dedent("""
    import sys
    from pinochle_teach.classroom.identity import Identity
    from pinochle_teach.widgets.quiz_view import QuizView
    name, right = sys.argv[1], sys.argv[2] == "right"
    view = QuizView("meld", difficulty="easy", seed=1, progress="auto",
                    identity=Identity(name, False, "class-1"))
    for _ in range(3):
        q = view.question
        view.number_box.value = str(q.answer if right else q.answer + 10)
        view.check_button.click()
        view.show_question(view.seed)  # and again: practice
        view.number_box.value = str(q.answer)
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
    store = ClassStore(tmp_path)
    assert store.stats("Alex", "meld") == (3, 3, 3, 3)
    assert store.stats("Bea", "meld") == (3, 0, 0, 0)
    rows, problems = class_answers(tmp_path)
    assert sorted({who for who, _ in rows}) == ["Alex", "Bea"] and not problems
    assert len(rows) == 12 and sum(a.graded for _, a in rows) == 6


def test_text_boxes_carry_labels_and_classes():
    view = QuizView("hand_score", seed=1, progress=None)
    assert view.seed_box.description == "Question #"
    assert "pinochle-quiz-number" in view.seed_box._dom_classes
    assert all("pinochle-quiz-answer" in b._dom_classes and b.description.startswith(f"Team {t} ")
               for t, b in enumerate(view.number_boxes))
    assert "pinochle-quiz-answer" in view.number_box._dom_classes


# ---- the exercise pages: no answer key for students (issue 16 item 4) --------------------

EXERCISES = pathlib.Path(__file__).resolve().parents[1] / "exercises"


def _outputs(path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        for out in cell.get("outputs", []):
            text = out.get("text") or out.get("data", {}).get("text/plain", "")
            yield "".join(text)
            yield "".join(out.get("data", {}).get("text/html", ""))


@pytest.mark.parametrize("path", sorted(EXERCISES.glob("*.ipynb")), ids=lambda p: p.stem)
def test_exercise_pages_show_no_answer_key(path):
    """A student page holds quizzes, never their answers: no answer key or worksheet cell,
    and nothing in the stored outputs (which nbval checks against a fresh run) that looks
    like one. Keys are teacher material (make worksheets)."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    sources = "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")
    assert "answer_key" not in sources and "worksheet(" not in sources
    assert "QuizView(" in sources
    for text in _outputs(path):
        assert "Show the answer key" not in text and "[#1]" not in text, path.name
        assert not re.search(r"\d+ questions \(Difficulty: \w+\)", text), path.name


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
    # A puzzle is found by solving positions exactly (about half a second each): 30 clicks
    # of each kind are as sure to show a widget left behind per click, at a third the time.
    clicks = 30 if kind == "puzzle" else CLICKS
    view = QuizView(kind, difficulty="medium", seed=2, progress=tmp_path)
    start = live_widgets()

    for _ in range(clicks):  # Next question
        view.next_button.click()
    assert view.seed == 2 + clicks
    view.seed_box.value = "2"  # Question #: back to the first question
    assert live_widgets() == start

    for n in range(clicks):  # Question #, typed
        view.seed_box.value = str(1000 + n)
    view.seed_box.value = "2"
    assert live_widgets() == start

    for n in range(clicks):  # Difficulty
        view.difficulty_picker.value = DIFFICULTY_CYCLE[n % 3]
    view.difficulty_picker.value = "medium"
    assert view.difficulty == "medium" and live_widgets() == start

    for n in range(clicks):  # Check, each time on a fresh copy of the question
        answer(view, right=n % 2 == 0)
        view.check_button.click()
        assert view.verdict is not None
        view.show_question(2)
    assert view.answered == 1 and live_widgets() == start  # the first graded, then practice
    assert len(view.store.answers()) == clicks

    answer(view)
    for _ in range(clicks):  # Check again and again: only the first one is saved
        view.check_button.click()
    assert len(view.store.answers()) == clicks + 1 and live_widgets() == start

    for _ in range(clicks):  # Export
        view.export_button.click()
    assert f"Your {clicks + 1} answers" in view.export_view.value and live_widgets() == start


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
