"""The teacher's live results page (issue 16 item 5): only the teacher's link shows data;
it lists graded answers with what was answered, who has not started, the most-missed
situations with the engine's explanation, a plot by kind, a CSV export with the answers."""

from __future__ import annotations

import base64
import csv
import io
from typing import NamedTuple

import pytest

from pinochle_teach.classroom import identity
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


class FakeStore:
    def __init__(self, answers=()):
        self.rows = list(answers)
        self.reads = 0

    def answers(self, student=None, *, graded=None):
        self.reads += 1
        return [a for a in self.rows if (student is None or a.student == student)
                and (graded is None or a.graded == graded)]


def meld_answer(student, seed, answer, correct, graded=True, t="2026-12-01T20:00:00+00:00"):
    return Answer(student, t, "meld", "medium", seed, answer, correct, graded)


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


def test_the_most_missed_situation_shows_the_engines_explanation(room):
    q = make_question("meld", 7, "medium")
    store = FakeStore([meld_answer("Bob", 7, "40", False), meld_answer("Carol", 7, "30", False),
                       meld_answer("Alice", 3, "120", True)])
    w = TeacherResults(store, room, interval=0)
    first = w.missed_box.children[0]
    assert "missed by 2 students" in first.children[0].value
    assert q.category in first.children[0].value
    first.children[1].click()
    shown = w.projected.value
    assert q.explain().splitlines()[0][:30] in shown.replace("&#x27;", "'")
    assert "Bob" not in shown and "Carol" not in shown


def test_the_plot_and_the_export(room):
    store = FakeStore([meld_answer("Alice", 3, "120", True), meld_answer("Bob", 7, "4,0", False),
                       meld_answer("Bob", 7, "60", True, graded=False)])
    w = TeacherResults(store, room, interval=0)
    assert 'src="data:image/png;base64,' in w.plot.value and "1 right, 1 wrong" in w.plot.value
    rows = list(csv.DictReader(io.StringIO(w.export())))
    assert [(r["student"], r["answer"], r["correct"], r["graded"]) for r in rows] == [
        ("Alice", "120", "1", "1"), ("Bob", "4,0", "0", "1"), ("Bob", "60", "1", "0")]
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
