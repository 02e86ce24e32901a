"""Each student's own sequence of quiz questions: :func:`question_seed`.

In a class, neighbours must not see the same question under the same number, and a printed
answer key must not match a student's screen. A student's question number *n* of a quiz kind
is therefore drawn from the class, the student and the kind (SHA-256, so the same inputs
always give the same question on every computer, and nobody can work one student's
questions out from another's without the class's code). A student alone (no roster) keeps
the plain numbering: question *n* is seed *n*, as the worksheets print it.

>>> question_seed("", None, "meld", 3)
3
>>> question_seed("class-a", "Alex", "meld", 3) == question_seed("class-a", "Alex", "meld", 3)
True
>>> question_seed("class-a", "Alex", "meld", 3) != question_seed("class-a", "Bea", "meld", 3)
True
"""

from __future__ import annotations

import hashlib
from functools import lru_cache

from ..errors import PinochleError
from ..quiz import MAX_QUIZ_SEED

__all__ = ["question_seed", "question_number", "QuestionSeedError", "NUMBERS_SEARCHED"]

#: How many of a student's question numbers :func:`question_number` looks through.
NUMBERS_SEARCHED = 2000


class QuestionSeedError(PinochleError):
    """An argument of :func:`question_seed` of the wrong shape."""


def question_seed(class_id: str, student: "str | None", kind: str, number: int) -> int:
    """The seed of a student's question ``number`` of quiz ``kind``.

    Args:
        class_id: the class's id (from the roster); ``""`` for no class.
        student: the student's name; None (or ``""``) for a student alone.
        kind: the quiz kind (``"meld"``, ...); number: the question number the student
            sees, a whole number from 0 to 2**31-1.

    Returns:
        ``number`` itself without a class or a student; otherwise a seed from 0 to
        2**31-1 fixed by the four arguments (SHA-256 of them).

    Raises:
        QuestionSeedError: for a class id or kind that is not text, a student that is not
            text or None, or a number outside 0..2**31-1.
    """
    if not isinstance(class_id, str) or not isinstance(kind, str):
        raise QuestionSeedError(f"class_id and kind must be text, got {class_id!r}, {kind!r}")
    if student is not None and not isinstance(student, str):
        raise QuestionSeedError(f"student must be a name or None, got {student!r}")
    if isinstance(number, bool) or not isinstance(number, int) or not (
            0 <= number <= MAX_QUIZ_SEED):
        raise QuestionSeedError(f"a question number is a whole number from 0 to "
                                f"{MAX_QUIZ_SEED:,}, got {number!r}")
    if not class_id or not student:
        return number
    text = "\x1f".join(("pinochle-teach/question", class_id, student, kind, str(number)))
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % (MAX_QUIZ_SEED + 1)


def question_number(class_id: str, student: "str | None", kind: str, seed: int
                    ) -> "int | None":
    """The question number a student saw for the question drawn from ``seed``: the
    inverse of :func:`question_seed`, for answers stored without their number (a class
    store from before it kept them). Without a class or a student the number is the seed;
    otherwise the student's first :data:`NUMBERS_SEARCHED` numbers of ``kind`` are looked
    through, and None is the answer when none of them gives ``seed``.

    >>> question_number("class-a", "Alex", "meld", question_seed("class-a", "Alex", "meld", 7))
    7
    """
    if not class_id or not student:
        return seed
    return _numbers(class_id, student, kind).get(seed)


@lru_cache(maxsize=256)
def _numbers(class_id: str, student: str, kind: str) -> dict:
    found: dict = {}
    for n in range(NUMBERS_SEARCHED - 1, -1, -1):  # the smallest number wins a (rare) tie
        found[question_seed(class_id, student, kind, n)] = n
    return found
