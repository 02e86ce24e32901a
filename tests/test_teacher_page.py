"""The teacher's live results page (issue 16 item 5): only the teacher's link shows data;
it lists graded answers with the question as the student saw it ("Question # 3") and what
was answered, who has not started, the most-missed questions (the question in the quiz's
words, who missed it) with the engine's explanation, the most-missed situations in words, a
plot by kind, a CSV export with the answers."""

from __future__ import annotations

import base64
import csv
import io
from typing import NamedTuple

import pytest

from pinochle_teach.classroom import identity, question_seed
from pinochle_teach.classroom.roster import Roster
from pinochle_teach.quiz import make_question
from pinochle_teach.widgets import projector
from pinochle_teach.widgets.teacher import NOT_FOR_YOU, TeacherResults, teacher_page


class Answer(NamedTuple):  # the contract's ClassStore Answer (CONTRACT16.md)
    student: str
    time: str
    kind: str
    difficulty: str
    seed: int
    answer: str
    correct: bool
    graded: bool
    number: "int | None" = None


class FakeStore:
    def __init__(self, answers=()):
        self.rows = list(answers)
        self.reads = 0

    def answers(self, student=None, *, graded=None):
        self.reads += 1
        return [a for a in self.rows if (student is None or a.student == student)
                and (graded is None or a.graded == graded)]


def meld_answer(student, seed, answer, correct, graded=True, t="2026-12-01T20:00:00+00:00",
                number=None):
    return Answer(student, t, "meld", "medium", seed, answer, correct, graded, number)


@pytest.fixture
def room(tmp_path, monkeypatch):
    monkeypatch.setenv("PINOCHLE_TEACH_DATA", str(tmp_path))
    monkeypatch.delenv("QUERY_STRING", raising=False)
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    identity.reset()
    projector.reset()
    yield Roster.create(["Alice", "Bob", "Carol"])
    identity.reset()


def page_text(w) -> str:
    out = []

    def walk(x):
        if hasattr(x, "value") and isinstance(x.value, str):
            out.append(x.value)
        if hasattr(x, "description") and isinstance(x.description, str):
            out.append(x.description)
        for c in getattr(x, "children", ()):
            walk(c)
    walk(w)
    return "\n".join(out)


@pytest.mark.parametrize("query", ["", "teacher=nope", "student={alice}", "teacher={alice}"])
def test_without_the_teachers_code_the_page_is_one_sentence_and_reads_nothing(room,
                                                                             monkeypatch, query):
    monkeypatch.setenv("QUERY_STRING", query.format(alice=room.code_of("Alice")))
    store = FakeStore([meld_answer("Alice", 3, "120", True)])
    page = teacher_page(store, interval=0)
    text = page_text(page)
    assert NOT_FOR_YOU in text
    assert "Alice" not in text and "120" not in text and store.reads == 0
    assert not any(isinstance(c, TeacherResults) for c in page.children)


def test_the_teachers_link_shows_the_results(room, monkeypatch):
    monkeypatch.setenv("QUERY_STRING", f"teacher={room.teacher_code}")
    store = FakeStore([meld_answer("Alice", 3, "120", True)])
    page = teacher_page(store, interval=0)
    assert isinstance(page.children[-1], TeacherResults)
    assert NOT_FOR_YOU not in page_text(page) and "Alice" in page_text(page)


def test_graded_answers_waiting_students_and_practice(room):
    store = FakeStore([
        meld_answer("Alice", 3, "120", True),
        meld_answer("Alice", 3, "90", False, graded=False, t="2026-12-01T20:01:00+00:00"),
        meld_answer("Bob", 7, "40", False, t="2026-12-01T20:02:00+00:00"),
        meld_answer("", 1, "10", True),  # a student alone: nobody of the class
    ])
    w = TeacherResults(store, room, interval=0)
    table = w.answers_view.value
    assert "Alice" in table and ">120<" in table and ">40<" in table
    assert ">90<" not in table  # practice is not a graded answer
    assert "20:02:00" in table
    assert table.count("pt-teacher-wrong") == 1 and table.count("pt-teacher-right") == 1
    assert "Carol" in w.waiting.value and "Alice" not in w.waiting.value
    assert "2 of 3 students started" in w.summary.value
    assert "1 practice answer." in w.summary.value


def row_of(table: str, student: str) -> str:
    """The table row (HTML) of ``student``'s one graded answer."""
    [row] = [r for r in table.split("<tr>") if f">{student}<" in r]
    return row


def test_each_graded_answer_names_the_question_as_the_student_saw_it(room):
    """Not the seed behind it: the kind, the difficulty and the number the student's page
    showed ("Question # 1"), as stored; for an answer stored without it (an older store),
    the number worked out again from the class and the student."""
    alice = question_seed(room.class_id, "Alice", "meld", 1)
    bob = question_seed(room.class_id, "Bob", "meld", 4)
    carol = question_seed(room.class_id, "Carol", "meld", 2)
    store = FakeStore([meld_answer("Alice", alice, "120", True, number=1),
                       meld_answer("Bob", bob, "40", False, number=4),
                       meld_answer("Carol", carol, "30", False),          # no number kept
                       meld_answer("Dan", 123456, "20", True)])           # not a number of his
    table = TeacherResults(store, room, interval=0).answers_view.value
    assert "Meld scoring · medium · Question # 1<" in row_of(table, "Alice")
    assert "Question # 4<" in row_of(table, "Bob") and ">40<" in row_of(table, "Bob")
    assert "Question # 2<" in row_of(table, "Carol")
    assert "question number not recorded" in row_of(table, "Dan")
    for seed in (alice, bob, carol, 123456):
        assert str(seed) not in table


def _meld_seeds(category: str, count: int) -> list[int]:
    """The first ``count`` seeds of medium meld questions the engine makes of ``category``."""
    found = [n for n in range(200) if make_question("meld", n, "medium").category == category]
    assert len(found) >= count
    return found[:count]


def test_most_missed_is_per_question_in_the_quizs_words(room):
    """Two students missing the same question (the same position) is one entry, missed by
    two; a question of the same situation shown to a third is another. Each gives the
    question as the quiz asked it and who missed it under which number."""
    same, other = _meld_seeds("simple", 2)
    store = FakeStore([meld_answer("Bob", same, "40", False, number=2),
                       meld_answer("Carol", same, "30", False, number=5),
                       meld_answer("Alice", other, "10", False, number=1),
                       meld_answer("Alice", 3, "120", True, number=3)])
    w = TeacherResults(store, room, interval=0)
    first, second = w.missed_box.children[:2]
    text = first.children[0].value
    q = make_question("meld", same, "medium")
    assert "missed by 2 students" in text and "2 of 2 graded answers wrong" in text
    for line in q.text().splitlines():  # the sentence and the hand, as the quiz gave them
        assert line.strip() in text.replace("&#x27;", "'")
    assert "Bob (Question # 2) answered" in text and "Carol (Question # 5) answered" in text
    assert "Alice" not in text
    assert "one to three melds" in text and "(simple)" not in text
    assert "missed by 1 student " in second.children[0].value
    assert "Alice (Question # 1)" in second.children[0].value
    assert make_question("meld", other, "medium").text().splitlines()[0] in (
        second.children[0].value.replace("&#x27;", "'"))
    # Shown on the projector: the question, its answer, the answers given and the engine's
    # explanation; no student's name.
    first.children[1].click()
    shown = w.projected.value.replace("&#x27;", "'")
    assert q.explain().splitlines()[0][:30] in shown and q.answer_text() in shown
    assert q.text().splitlines()[0] in shown and "40, 30" in shown
    assert "Bob" not in shown and "Carol" not in shown


def test_most_missed_situations_are_named_in_words(room):
    """Each student has their own questions: the situations say what the class gets wrong,
    in words (not the engine's bare tag)."""
    seeds = _meld_seeds("simple", 3)
    tricky = _meld_seeds("tricky", 1)[0]
    store = FakeStore([meld_answer("Alice", seeds[0], "10", False, number=1),
                       meld_answer("Bob", seeds[1], "10", False, number=1),
                       meld_answer("Carol", seeds[2], "20", True, number=1),
                       meld_answer("Carol", tricky, "20", False, number=2)])
    w = TeacherResults(store, room, interval=0)
    items = w.situations.value.split("<li>")[1:]
    assert len(items) == 2
    assert "Meld scoring: one to three melds, no run and nothing held twice" in items[0]
    assert "missed by 2 students (2 of 3 graded answers wrong, 3 questions)" in items[0]
    assert "Meld scoring: a run with an extra card, an around" in items[1]
    assert "missed by 1 student (1 of 1 graded answer wrong, 1 question)" in items[1]
    for tag in ("simple", "tricky"):
        assert tag not in w.situations.value


def test_a_missed_puzzle_shows_the_position_its_answer_and_the_situation(room):
    """Issue 17 §3: puzzles are a quiz kind like the others on the teacher's page: the
    most-missed question gives the whole position (every hand), the best card and the
    solver's explanation; the situation is named in words."""
    q = make_question("puzzle", 7, "medium")
    wrong = next(c for c in q.legal if c is not q.answer)
    store = FakeStore([Answer("Bob", "2026-12-01T20:00:00+00:00", "puzzle", "medium", 7,
                              str(wrong), False, True, 2),
                       Answer("Alice", "2026-12-01T20:01:00+00:00", "puzzle", "medium", 7,
                              str(q.answer), True, True, 4)])
    w = TeacherResults(store, room, interval=0)
    text = w.missed_box.children[0].children[0].value.replace("&#x27;", "'")
    assert "Card-play puzzles" in text and "missed by 1 student" in text
    for hand in q.hands:  # the position: every hand, as the worksheet prints it
        assert " ".join(map(str, hand)) in text
    assert f'Bob (Question # 2) answered <span class="pt-teacher-answer">{wrong}<' in text
    w.missed_box.children[0].children[1].click()
    shown = w.projected.value.replace("&#x27;", "'")
    assert f"{q.answer} (" in shown and "open-hand solver" in shown
    assert "Card-play puzzles: every hand shown, a trick already led" in w.situations.value
    assert "Card-play puzzles" in page_text(w)


def test_the_plot_and_the_export(room):
    alice = question_seed(room.class_id, "Alice", "meld", 3)
    store = FakeStore([meld_answer("Alice", alice, "120", True),
                       meld_answer("Bob", 7, "4,0", False),
                       meld_answer("Bob", 7, "60", True, graded=False)])
    w = TeacherResults(store, room, interval=0)
    assert 'src="data:image/png;base64,' in w.plot.value and "1 right, 1 wrong" in w.plot.value
    rows = list(csv.DictReader(io.StringIO(w.export())))
    assert [(r["student"], r["answer"], r["correct"], r["graded"]) for r in rows] == [
        ("Alice", "120", "1", "1"), ("Bob", "4,0", "0", "1"), ("Bob", "60", "1", "0")]
    # The question number each student saw (Alice's is her own question 3's seed, kept
    # without its number by an older store; Bob's is not one of his numbers).
    assert [r["number"] for r in rows] == ["3", "", ""]
    href = w.export_link.value.split('href="')[1].split('"')[0]
    assert base64.b64decode(href.split(",", 1)[1]).decode() == w.export()


def test_a_refresh_shows_new_answers(room):
    store = FakeStore()
    w = TeacherResults(store, room, interval=0)
    assert "No graded answers yet" in w.answers_view.value
    assert w.refresh() is False
    store.rows.append(meld_answer("Carol", 5, "80", True))
    assert w.refresh() is True and "Carol" in w.answers_view.value
    assert "Carol" not in w.waiting.value


def test_a_store_that_fails_is_said_in_words(room):
    class Broken(FakeStore):
        def answers(self, *a, **k):
            raise OSError("disk gone")
    w = TeacherResults(Broken(), room, interval=0)
    assert "cannot be read just now" in w.status.value and "Traceback" not in page_text(w)


def test_with_the_class_store(room, tmp_path):
    """The real ClassStore: a re-answer is practice, the page shows the first answer."""
    from pinochle_teach.classroom import ClassStore

    store = ClassStore(tmp_path / "class.sqlite3")
    store.record("Alice", "meld", "medium", 3, "70", False)
    store.record("Alice", "meld", "medium", 3, "120", True)
    w = TeacherResults(store, room, interval=0)
    assert ">70<" in w.answers_view.value and ">120<" not in w.answers_view.value
    assert "1 practice answer." in w.summary.value
    rows = list(csv.DictReader(io.StringIO(w.export())))
    assert [(r["answer"], r["graded"]) for r in rows] == [("70", "1"), ("120", "0")]


def test_a_preheated_kernel_shows_the_results_once_the_teachers_link_arrives(room, monkeypatch):
    """POOL=: the notebook ran before the page's request; the page shows the sentence, and
    the results only when the request proves to carry the teacher's code."""
    import os
    import socket
    import threading

    import voila.utils

    arrived = threading.Event()

    def fake_wait_for_request(url=None):
        arrived.wait(10)
        os.environ["QUERY_STRING"] = f"teacher={room.teacher_code}"

    listener = socket.create_server(("127.0.0.1", 0))
    monkeypatch.setenv("VOILA_APP_PORT", str(listener.getsockname()[1]))
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.setattr(voila.utils, "wait_for_request", fake_wait_for_request)
    store = FakeStore([meld_answer("Alice", 3, "120", True)])
    page = teacher_page(store, interval=0)
    assert NOT_FOR_YOU in page_text(page) and store.reads == 0
    arrived.set()
    assert identity.wait_for_page(10)
    listener.close()
    assert isinstance(page.children[-1], TeacherResults) and "Alice" in page_text(page)


def test_the_quizs_question_number_reaches_the_teachers_page(room, tmp_path):
    """A student answers their Question # 2 in the quiz; the teacher's page names that
    answer "Question # 2" (the store keeps the number the quiz showed), not its seed."""
    from pinochle_teach.classroom import ClassStore
    from pinochle_teach.classroom.identity import Identity
    from pinochle_teach.widgets.quiz_view import QuizView

    store = ClassStore(tmp_path / "class.sqlite3")
    quiz = QuizView("meld", difficulty="medium", seed=2, progress=store,
                    identity=Identity("Alice", False, room.class_id))
    quiz.number_box.value = "7"  # wrong: meld comes in tens
    quiz.check_button.click()
    [saved] = store.answers("Alice")
    assert saved.number == 2 and saved.seed == question_seed(room.class_id, "Alice", "meld", 2)
    w = TeacherResults(store, room, interval=0)
    row = row_of(w.answers_view.value, "Alice")
    assert "Question # 2<" in row and str(saved.seed) not in row
    assert "Alice (Question # 2) answered" in w.missed_box.children[0].children[0].value


def test_every_situation_the_quizzes_draw_has_words():
    """The situations summary never falls back to a bare tag for a question the quizzes
    make: every situation of every difficulty table has its words."""
    from pinochle_teach.quiz import SITUATION_WORDS, situation_words
    from pinochle_teach.quiz.situations import (LEGAL_BY_DIFFICULTY, MELD_BY_DIFFICULTY,
                                                SCORE_BY_DIFFICULTY, TRICK_BY_DIFFICULTY)

    tables = {"legal_play": LEGAL_BY_DIFFICULTY, "meld": MELD_BY_DIFFICULTY,
              "trick_winner": TRICK_BY_DIFFICULTY, "hand_score": SCORE_BY_DIFFICULTY}
    for kind, table in tables.items():
        for category in {c for cats in table.values() for c in cats}:
            assert category in SITUATION_WORDS[kind], (kind, category)
    for kind in ("meld", "bid", "hand_score", "trick_winner", "legal_play", "puzzle"):
        for seed in range(12):
            for difficulty in ("easy", "hard"):
                q = make_question(kind, seed, difficulty)
                words = situation_words(kind, q.category)
                assert q.category in SITUATION_WORDS[kind] and " " in words, (kind, seed)


def test_a_students_question_number_is_found_again_from_its_seed():
    from pinochle_teach.classroom.seeds import question_number

    for n in (0, 1, 17, 999):
        seed = question_seed("class-x", "Bea", "bid", n)
        assert question_number("class-x", "Bea", "bid", seed) == n
    assert question_number("class-x", "Bea", "meld", question_seed("class-x", "Bea",
                                                                   "bid", 17)) != 17
    assert question_number("", None, "meld", 42) == 42       # a student alone: n is n
    assert question_number("class-x", "Bea", "bid", 5) is None or (
        question_seed("class-x", "Bea", "bid", question_number("class-x", "Bea", "bid", 5))
        == 5)
