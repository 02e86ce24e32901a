"""The question model shared by quizzes, worksheets and the lessons' self-checks.

A :class:`Question` has a ``prompt`` and an ``answer``; ``check(response)`` returns a
:class:`Verdict` (``correct``, ``explanation``, ``highlight``) made by the engine, and raises
:class:`InvalidAnswerError` for a response it cannot read. The quiz generators' questions
(legal plays, meld, ...) are subclasses that add the data they are about and carry the
``seed``, ``difficulty``, ``rules``, ``category`` and game ``record`` they were drawn from.

A :class:`Choice` is a question answered by picking one of its ``options`` (one button
each in a view): the lessons' self-checks are Choices.

>>> q = Choice(prompt="Which suit is trump?", options=(("Spades", "S"), ("Hearts", "H")),
...            answer="S", explanation="The bidder named spades.")
>>> q.check("S")
Verdict(correct=True, explanation='The bidder named spades.', highlight=())
>>> q.check("H").correct, q.answer_text()
(False, 'Spades')

This module also checks the settings every generator takes (seed, difficulty, rules) and
reads typed responses (points, yes/no).

A question speaks the language it was made in: a generator's ``lang=`` (or the language
spoken then, :func:`pinochle_teach.set_language`) is kept in ``lang``, and its ``check``,
``explain``, ``answer_text`` and ``text`` speak it too; a question written by hand
(``lang=None``) speaks the language spoken when each text is made.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, NamedTuple

from ..cards import Card
from ..errors import PinochleError
from ..i18n import N_, gettext, language, tr
from ..numbers import parse_whole
from ..rules import CARDGAMES_IO, RuleSet

__all__ = [
    "DIFFICULTIES", "MAX_QUIZ_SEED", "QuizSettingError", "InvalidAnswerError",
    "InvalidQuestionError", "Verdict", "Question", "Choice", "check_difficulty",
    "check_seed", "check_rules", "parse_points", "parse_yes_no", "DIFFICULTY_NAMES",
    "difficulty_name", "speaking",
]

#: The accepted difficulties, easiest first.
DIFFICULTIES: tuple[str, ...] = ("easy", "medium", "hard")
#: Each difficulty's name in a heading, translated where shown (:func:`difficulty_name`).
DIFFICULTY_NAMES: dict[str, str] = {"easy": N_("Easy"), "medium": N_("Medium"),
                                    "hard": N_("Hard")}


def difficulty_name(difficulty: str, *, lang: str | None = None) -> str:
    """The name of a difficulty (``"easy"``...) in a heading: ``"Easy"``, Polish
    ``"Łatwy"``, in the language spoken now or in ``lang``.

    Raises:
        QuizSettingError: for anything but easy, medium or hard.
    """
    with language(lang):
        return gettext(DIFFICULTY_NAMES[check_difficulty(difficulty)])


def speaking(method):
    """A question's method that speaks the question's language (``self.lang``)."""
    @functools.wraps(method)
    def speak(self, *args, **kwargs):
        with language(self.lang):
            return method(self, *args, **kwargs)
    return speak

#: The largest seed a generator accepts.
MAX_QUIZ_SEED = 2**31 - 1


class QuizSettingError(PinochleError):
    """A quiz kind, difficulty, seed or rule set that the generators do not accept."""


class InvalidAnswerError(PinochleError):
    """A response that :meth:`Question.check` cannot read (e.g. ``"abc"`` for points)."""


class InvalidQuestionError(PinochleError):
    """A question built from data that cannot make one (e.g. a :class:`Choice` without
    options, or whose answer is not one of them)."""


class Verdict(NamedTuple):
    """The result of checking one response.

    Attributes:
        correct: whether the response is the right answer.
        explanation: sentences made by the engine: the rule (with its rules page section), the
            cards and the sum; one paragraph per line.
        highlight: the cards the explanation is about (e.g. the cards the response got wrong,
            the cards in meld, the winning card), for a view to outline.
    """

    correct: bool
    explanation: str
    highlight: tuple[Card, ...] = ()


# ---------------------------------------------------------------------------------------
# Questions.

@dataclass(frozen=True, kw_only=True, eq=False)
class Question:
    """One question. Subclasses add the data it is about and how a response is checked.

    Attributes:
        prompt: the question as a sentence.
        answer: the right response, in the form :meth:`check` takes.
        seed, difficulty, rules: what a generated question was drawn from (``None``,
            ``None`` and ``CARDGAMES_IO`` for a question written by hand).
        category: the situation a generated question shows (e.g. ``"undertrump"``), "" for
            one written by hand.
        record: a game record whose replay reaches the position shown, or None.
        lang: the language of the question's texts (``"en"``, ``"pl"``): a generated
            question's is the one it was made in; ``None`` (a question written by hand):
            the language spoken when each text is made.

    Class attributes ``kind`` (a key of :data:`~pinochle_teach.quiz.GENERATORS`, or
    ``"choice"``) and ``title`` (a heading, in English: translate it where shown with
    :func:`pinochle_teach.i18n.gettext`).
    """

    kind: ClassVar[str] = "question"
    title: ClassVar[str] = N_("Question")
    seed: "int | None" = None
    difficulty: "str | None" = None
    rules: RuleSet = CARDGAMES_IO
    prompt: str
    answer: Any
    category: str = ""
    record: "dict | None" = None
    lang: "str | None" = None

    def check(self, response) -> Verdict:  # pragma: no cover - interface
        """Whether ``response`` is right, with the engine's explanation.

        Raises:
            InvalidAnswerError: for a response that cannot be read.
        """
        raise NotImplementedError

    @speaking
    def explain(self) -> str:
        """Why the answer is what it is: the explanation of a right response, without its
        "Right: …" first line (:meth:`answer_text` gives the answer)."""
        verdict = self.check(self.answer)
        lines = verdict.explanation.splitlines()
        # The first line of a right verdict is its "Right: …" (in the question's language).
        if lines and (lines[0].startswith("Right:") or verdict.correct):
            lines = lines[1:]
        return "\n".join(lines)

    def answer_text(self) -> str:  # pragma: no cover - interface
        """The answer in a few words, for an answer key."""
        raise NotImplementedError

    def text(self) -> str:
        """The question as plain text (prompt and the data), for a worksheet."""
        return self.prompt

    def __repr__(self) -> str:
        return (f"<{type(self).__name__} seed={self.seed} difficulty={self.difficulty!r} "
                f"category={self.category!r}>")


def _freeze_options(options) -> tuple[tuple[str, Any], ...]:
    try:
        pairs = tuple((label, value) for label, value in options)
    except (TypeError, ValueError):
        raise InvalidQuestionError(
            "options must be (label, value) pairs, e.g. (('Yes', True), ('No', False))"
        ) from None
    if not pairs:
        raise InvalidQuestionError("a choice needs at least one option, e.g. ('Yes', True)")
    for label, _value in pairs:
        if not isinstance(label, str) or not label.strip():
            raise InvalidQuestionError(f"an option's label must be some text, got {label!r}")
    return pairs


def _same(a, b) -> bool:
    # True == 1 in Python: a yes/no option must not accept the team number 1.
    return type(a) is type(b) and a == b if isinstance(a, bool) or isinstance(b, bool) else a == b


@dataclass(frozen=True, kw_only=True, eq=False)
class Choice(Question):
    """A question answered by picking one option (a button each in a view).

    Attributes:
        prompt: the question as a sentence.
        options: ``(label, value)`` pairs, in the order shown; labels are what a button
            says, values what :meth:`check` takes (any values comparable with ``==``).
        answer: the value of the right option (the one an answer key names).
        right: every value that is right when more than one is (``answer`` among them);
            empty means only ``answer``.
        explanation: what the view shows after any pick (the engine's sentences).
        explanations: ``{value: sentence}`` for options that need their own explanation
            (e.g. why this card may not be played); the others get ``explanation``.
        highlight: the cards to outline after any pick; ``highlights``: ``{value:
            cards}`` for options with cards of their own.

    ``check(value)`` takes one option's value and raises :class:`InvalidAnswerError` for a
    value that is no option. Building one raises :class:`InvalidQuestionError` for no
    options, an option that is not a (text, value) pair, or an ``answer`` (or ``right``
    value) that is not an option's value.
    """

    kind: ClassVar[str] = "choice"
    title: ClassVar[str] = N_("Question")
    options: tuple[tuple[str, Any], ...]
    right: tuple = ()
    explanation: str = ""
    explanations: Mapping[Any, str] = field(default_factory=dict)
    highlight: tuple[Card, ...] = ()
    highlights: Mapping[Any, tuple[Card, ...]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "options", _freeze_options(self.options))
        right = tuple(self.right) or (self.answer,)
        if not any(_same(v, self.answer) for v in right):
            right = (self.answer, *right)
        for value in right:
            if self._option(value) is None:
                raise InvalidQuestionError(
                    f"the right answer {value!r} is not one of the options' values "
                    f"({', '.join(repr(v) for _, v in self.options)})")
        object.__setattr__(self, "right", right)
        object.__setattr__(self, "highlight", tuple(self.highlight))

    def _option(self, value) -> "tuple[str, Any] | None":
        for option in self.options:
            if _same(option[1], value):
                return option
        return None

    @property
    def labels(self) -> tuple[str, ...]:
        """The options' labels, in order."""
        return tuple(label for label, _ in self.options)

    def is_right(self, value) -> bool:
        """Whether ``value`` is a right option's value (no error for other values)."""
        return any(_same(v, value) for v in self.right)

    @speaking
    def check(self, response) -> Verdict:
        """Whether the option with value ``response`` is right, with its explanation.

        Raises:
            InvalidAnswerError: for a value that is not one of the options'.
        """
        if self._option(response) is None:
            raise InvalidAnswerError(
                tr("pick one of the options: {labels}", labels=", ".join(self.labels)))
        text = self.explanations.get(response, self.explanation)
        cards = self.highlights.get(response, self.highlight)
        return Verdict(self.is_right(response), text, tuple(cards))

    def explain(self) -> str:
        return self.explanations.get(self.answer, self.explanation)

    @speaking
    def answer_text(self) -> str:
        """The right option's label (several, joined with "or", when more are right)."""
        labels = [label for label, value in self.options if self.is_right(value)]
        text = labels[0]
        for label in labels[1:]:
            text = tr("{items} or {last}", items=text, last=label)
        return text

    def text(self) -> str:
        """The prompt and the options lettered (a), (b)…, for a worksheet."""
        letters = "abcdefghijklmnopqrstuvwxyz"
        opts = "   ".join(f"({letters[i % 26]}) {label}"
                          for i, (label, _) in enumerate(self.options))
        return f"{self.prompt}\n   {opts}"

    def __repr__(self) -> str:
        return f"<Choice {self.prompt[:40]!r} options={list(self.labels)!r}>"


# ---------------------------------------------------------------------------------------
# Settings every generator checks.

def check_difficulty(difficulty: str) -> str:
    """Return ``difficulty`` normalised (``" Hard"`` -> ``"hard"``).

    Raises:
        QuizSettingError: for anything but easy, medium or hard.
    """
    if isinstance(difficulty, str) and difficulty.strip().lower() in DIFFICULTIES:
        return difficulty.strip().lower()
    raise QuizSettingError(tr("unknown difficulty {given}: use one of {difficulties}",
                              given=repr(difficulty), difficulties=", ".join(DIFFICULTIES)))


def check_seed(seed: int) -> int:
    """Return ``seed`` if it is a whole number 0..2**31-1.

    Raises:
        QuizSettingError: for anything else (a bool, a float, a negative number, text).
    """
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_QUIZ_SEED:
        raise QuizSettingError(
            tr("a question seed must be a whole number from 0 to {most}, got {given}",
               most=MAX_QUIZ_SEED, given=repr(seed)))
    return seed


def check_rules(rules: RuleSet, what: "str | None" = None) -> RuleSet:
    """Return ``rules`` if it is a :class:`RuleSet`; when ``what`` names a kind of question
    ("legal-play") it must also be a four-player partnership rule set (the questions speak
    of a partner; rules page §1).

    Raises:
        QuizSettingError: for anything else, saying which rule sets are accepted.
    """
    if not isinstance(rules, RuleSet):
        raise QuizSettingError(f"rules must be a RuleSet such as CARDGAMES_IO, got {rules!r}")
    if what is not None and (rules.players != 4 or not rules.partnership):
        raise QuizSettingError(
            f"{what} questions are for four-player partnership rules; {rules.name!r} has "
            f"{rules.players} players{'' if rules.partnership else ' and no partnerships'}")
    return rules


# ---------------------------------------------------------------------------------------
# Reading typed responses.

def parse_points(value: Any, what: str = "points", *, low: "int | None" = None) -> int:
    """A whole number of points from an int, a whole float or text (``" 120"``, ``"-60"``,
    ``"+30"``, ``"−60"`` with a minus sign, ``"1,200"``), read as every number box reads
    (:func:`pinochle_teach.numbers.parse_whole`). ``low``: the least number accepted
    (``0`` for meld and trick points, which are never negative; ``None``, a score: any).

    Raises:
        InvalidAnswerError: for anything else (``"lots"``, ``"7²"``, ``"①"``, thousands of
            digits, ``True``, a number below ``low``), saying to type a whole number;
            ``what`` names the box in the message.
    """
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return parse_whole(value, what, low=low, unit="points", example=120,
                       error=InvalidAnswerError)


def parse_yes_no(value: Any) -> bool:
    """True or False from a bool or "yes"/"y"/"true", "no"/"n"/"false" (any case), or the
    words for yes and no of the language spoken now (Polish "tak", "nie").

    Raises:
        InvalidAnswerError: for anything else.
    """
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        text = value.strip().lower()
        if text in ("yes", "y", "true") or text == tr("yes").lower():
            return True
        if text in ("no", "n", "false") or text == tr("no").lower():
            return False
    raise InvalidAnswerError(tr("answer yes or no (True or False), not {given}",
                                given=repr(str(value)[:20])))
