"""The class's answers as the teacher's page shows them (engine layer, standard library
only): each graded answer with the question as the student saw it, the most-missed
questions in words with the engine's explanation, and the most-missed situations.

A student of a class sees their own questions behind the same numbers
(:func:`~.seeds.question_seed`), so a seed means nothing to a teacher: each answer is named
by its kind, its difficulty and the number the student's page showed ("Question # 3"),
which the store keeps (:attr:`~.store.Answer.number`; for answers stored before it did, it
is worked out again from the class and the student, :func:`~.seeds.question_number`).
The most-missed questions are real questions (the same kind, difficulty and seed: the same
position, whoever was shown it under whatever number), given as the quiz asked them, with
the right answer and the engine's explanation; since each student has their own questions,
the most-missed *situations* (a kind and the engine's situation, in words) say what the
class as a whole gets wrong.

The answers given to these functions are :class:`~.store.Answer` rows (or anything with
their fields; ``number`` may be missing). The student alone (``""``) is nobody of the class
and is left out.

>>> from pinochle_teach.classroom.store import Answer
>>> a = Answer("Alex", "2026-12-01T20:00:00+00:00", "meld", "easy", 3, "20", False, True, 3)
>>> question_label(a)
'Question # 3'
>>> [m.wrong for m in missed_questions([a])]
[1]
"""

from __future__ import annotations

from collections import defaultdict
from functools import lru_cache
from typing import NamedTuple

from ..i18n import N_, get_language, gettext, tr
from ..quiz import KIND_TITLES, make_question, situation_words
from .seeds import question_number

__all__ = ["kind_title", "number_of", "question_label", "graded_rows", "GradedRow",
           "MissedQuestion", "MissedSituation", "missed_questions", "missed_situations",
           "question_of", "MISSED_SHOWN", "NOT_RECORDED"]

#: How many questions (and situations) the most-missed lists give by default.
MISSED_SHOWN = 5
#: The label of an answer whose question number is not known.
NOT_RECORDED = N_("question number not recorded")


class GradedRow(NamedTuple):
    """One graded answer as the teacher reads it: the student, the kind's title
    ("Meld scoring"), the difficulty, the number the student's page showed (None if not
    known) and its label ("Question # 3"), what they answered, right or wrong, and when (the
    store's ISO time); ``kind`` and ``seed`` name the question for the program."""

    student: str
    title: str
    difficulty: str
    number: "int | None"
    label: str
    answer: str
    correct: bool
    time: str
    kind: str
    seed: int


class MissedQuestion(NamedTuple):
    """A question answered wrong in graded answers: its kind's ``title``, ``difficulty``,
    the engine's ``situation`` in words, the question as the quiz asked it (``prompt``, one
    paragraph a line: the sentence and the cards), the ``right`` answer and the engine's
    ``explanation``; ``students`` who missed it, ``wrong`` and ``answered`` (graded answers
    wrong / in all) and ``missed_by``: ``(student, label, answer)`` for each wrong one
    (``label`` as the student's page numbered it). ``kind``, ``seed`` name it."""

    kind: str
    difficulty: str
    seed: int
    title: str
    situation: str
    prompt: str
    right: str
    explanation: str
    students: int
    wrong: int
    answered: int
    missed_by: tuple


class MissedSituation(NamedTuple):
    """A kind of question and the engine's situation (``category``, and in ``words``)
    answered wrong: ``students`` who missed one, ``wrong`` and ``answered`` graded answers,
    ``questions``: how many different questions of it were answered."""

    kind: str
    title: str
    category: str
    words: str
    students: int
    wrong: int
    answered: int
    questions: int


def question_of(kind: str, seed: int, difficulty: str):
    """The question a student was asked (the engine's :class:`~pinochle_teach.quiz.Question`),
    in the language spoken now, or None if it cannot be made again (a kind or difficulty
    that no longer exists)."""
    return _question_of(kind, seed, difficulty, get_language())


@lru_cache(maxsize=1024)
def _question_of(kind: str, seed: int, difficulty: str, lang: str):
    try:
        return make_question(kind, seed, difficulty, lang=lang)
    except Exception:  # noqa: BLE001 - an old answer of a kind that no longer exists
        return None


def kind_title(kind: str) -> str:
    """A quiz kind's title ("Meld scoring"), or the kind in words if it is not known."""
    return KIND_TITLES.get(kind, kind.replace("_", " ").capitalize())


def number_of(answer, class_id: str = "") -> "int | None":
    """The question number ``answer``'s student saw: the one stored with it, else worked out
    from the class (``class_id``, the roster's) and the student; None if not known."""
    number = getattr(answer, "number", None)
    if number is not None:
        return number
    return question_number(class_id, answer.student or None, answer.kind, answer.seed)


def question_label(answer, class_id: str = "") -> str:
    """"Question # 3", as the student's quiz showed it (:data:`NOT_RECORDED` if not known),
    in the language spoken now."""
    return _label(number_of(answer, class_id))


def _label(number: "int | None") -> str:
    return gettext(NOT_RECORDED) if number is None else tr("Question # {number}", number=number)


def _graded(answers) -> list:
    return [a for a in answers if a.student and a.graded]


def graded_rows(answers, class_id: str = "") -> list[GradedRow]:
    """Every named student's graded answers, in the order given, as :class:`GradedRow`."""
    rows = []
    for a in _graded(answers):
        number = number_of(a, class_id)
        rows.append(GradedRow(a.student, kind_title(a.kind), a.difficulty, number,
                              _label(number),
                              a.answer, bool(a.correct), a.time, a.kind, a.seed))
    return rows


def missed_questions(answers, class_id: str = "", limit: "int | None" = MISSED_SHOWN
                     ) -> list[MissedQuestion]:
    """The questions most missed in graded answers (most students first, then most wrong
    answers, then the earliest missed), at most ``limit`` (None: all)."""
    groups: dict = {}
    for i, a in enumerate(_graded(answers)):
        key = (a.kind, a.difficulty, a.seed)
        g = groups.setdefault(key, {"answered": 0, "missed": [], "first": None})
        g["answered"] += 1
        if not a.correct:
            g["missed"].append((a.student, question_label(a, class_id), a.answer))
            if g["first"] is None:
                g["first"] = i
    out = []
    for (kind, difficulty, seed), g in groups.items():
        if not g["missed"]:
            continue
        q = question_of(kind, seed, difficulty)
        out.append((g["first"], MissedQuestion(
            kind, difficulty, seed, kind_title(kind),
            situation_words(kind, q.category) if q is not None else "",
            q.text() if q is not None else "",
            q.answer_text() if q is not None else "",
            q.explain() if q is not None else "",
            len({who for who, _, _ in g["missed"]}), len(g["missed"]), g["answered"],
            tuple(g["missed"]))))
    out.sort(key=lambda pair: (-pair[1].students, -pair[1].wrong, pair[0]))
    found = [m for _, m in out]
    return found if limit is None else found[:limit]


def missed_situations(answers, limit: "int | None" = MISSED_SHOWN) -> list[MissedSituation]:
    """The situations (a kind and the engine's situation) most missed in graded answers,
    most students first, at most ``limit`` (None: all); the situation is named in words
    (:func:`~pinochle_teach.quiz.situation_words`)."""
    groups: dict = defaultdict(lambda: {"wrong": 0, "answered": 0, "students": set(),
                                        "questions": set()})
    for a in _graded(answers):
        q = question_of(a.kind, a.seed, a.difficulty)
        g = groups[(a.kind, q.category if q is not None else "")]
        g["answered"] += 1
        g["questions"].add((a.difficulty, a.seed))
        if not a.correct:
            g["wrong"] += 1
            g["students"].add(a.student)
    out = [MissedSituation(kind, kind_title(kind), cat, situation_words(kind, cat),
                           len(g["students"]), g["wrong"], g["answered"], len(g["questions"]))
           for (kind, cat), g in groups.items() if g["wrong"]]
    out.sort(key=lambda m: (-m.students, -m.wrong, m.kind, m.category))
    return out if limit is None else out[:limit]
