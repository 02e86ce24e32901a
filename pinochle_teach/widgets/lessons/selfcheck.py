"""Showing lesson questions: one question with its buttons and verdict
(:class:`QuestionBox`), a self-check of several (:class:`SelfCheck`), a deck shown one at a
time (:class:`QuestionDeck`) and "which card wins?" (:class:`WhichCardWins`).

>>> check = SelfCheck([ask_winner("QH 9D AH QS", "S")])
>>> check.answer(0, 2)
False
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import ipywidgets as widgets

from ...errors import PinochleError
from ...i18n import gettext, ntr, tr
from ...quiz import Choice
from ..render import close_all, el, message, stylesheet
from ..scoresheet import Html
from .pieces import button, lesson_root, press, verdict_html
from .questions import LessonQuestion, ask_winner
from ..pagekit import LIVE

__all__ = ["QuestionBox", "SelfCheck", "QuestionDeck", "WhichCardWins"]

class QuestionBox(widgets.VBox):
    """One question: prompt, picture, a button per option and the verdict.

    Args:
        question: a :class:`LessonQuestion` (or any :class:`~pinochle_teach.quiz.Choice`:
            a question without a picture); number: shown before the prompt ("2."), or
            None; on_answer: called with no arguments after each answer.

    Attributes: ``question``, ``buttons`` (one per option, in order), ``feedback`` (the
    verdict), ``message`` (a refusal), ``result`` (None until answered, then whether the
    latest answer is right), ``first_result`` (whether the first answer was: what counts),
    ``chosen`` (the latest answer's value).
    """

    def __init__(self, question: Choice, number: int | None = None,
                 on_answer: Callable[[], None] | None = None):
        self.question = question
        self.result: bool | None = None
        self.first_result: bool | None = None  # the first answer's verdict: what counts
        self.chosen = None
        self._on_answer = on_answer
        head = (el("b", f"{number}."), " ") if number is not None else ()
        # A prompt or label a notebook gave (marked N_) is translated here, as it is drawn.
        self.prompt_view = Html(el("div", head, gettext(question.prompt),
                                   cls="pt-lesson-prompt"))
        picture = getattr(question, "picture", "")
        self.picture = widgets.HTML(picture)
        self.buttons = []
        for label, value in question.options:
            b = button(gettext(label), "pt-btn", "pt-option", value=value)
            b.on_click(lambda clicked: self.answer(clicked.value))
            self.buttons.append(b)
        self.feedback = Html()
        self.feedback.add_class(LIVE)  # announced when it changes (pagekit)
        self.message = widgets.HTML()
        self.message.add_class(LIVE)  # announced when it changes (pagekit)
        children = [self.prompt_view]
        if picture:
            children.append(self.picture)
        options = widgets.HBox(self.buttons)
        options.add_class("pt-wrap")
        children += [options, self.message, self.feedback]
        super().__init__(children)
        self.add_class("pt-lesson-question")

    def answer(self, value) -> bool:
        """Answer with an option's value; shows and returns whether it is right."""
        try:
            verdict = self.question.check(value)
        except PinochleError as err:
            self.message.value = message(str(err))
            return False
        self.message.value = ""
        self.chosen, self.result = value, verdict.correct
        if self.first_result is None:
            self.first_result = verdict.correct
        for b, (_label, v) in zip(self.buttons, self.question.options):
            b.button_style = ("success" if verdict.correct else "danger") if v == value else ""
        self.feedback.value = verdict_html(verdict)
        if self._on_answer is not None:
            self._on_answer()
        return verdict.correct


class SelfCheck(widgets.VBox):
    """A short self-check: every question on the page, each answered by clicking an option,
    with the engine's verdict and explanation under it, and a running count.

    Args:
        questions: :class:`LessonQuestion`\\ s from the ``ask_*`` functions.
        title: a heading drawn above the questions ("" for none: the lessons put a
            "Check yourself" heading in the page).

    Attributes: ``boxes`` (one :class:`QuestionBox` per question, each with ``buttons``,
    ``feedback``, ``result``: None until answered, then whether the latest answer is right,
    and ``first_result``: whether the first answer was), ``score_view``. A student may click
    other options afterwards to read why they are right or wrong; the count of right answers
    is of first answers only, so that seeing the answer and clicking it does not count.
    """

    def __init__(self, questions: Iterable[LessonQuestion], title: str = ""):
        self.questions = list(questions)
        self.title_view = widgets.HTML(el("div", gettext(title), cls="pt-lesson-title")
                                       if title else "")
        self.score_view = widgets.HTML()
        self.boxes = [QuestionBox(q, i + 1, self.refresh) for i, q in enumerate(self.questions)]
        super().__init__([stylesheet(), self.title_view, *self.boxes, self.score_view])
        lesson_root(self, "pt-selfcheck")
        self.refresh()

    def answer(self, index: int, value) -> bool:
        """Answer question ``index`` (0-based) with an option's value; returns whether it is
        right."""
        return self.boxes[index].answer(value)

    @property
    def results(self) -> list[bool | None]:
        return [b.result for b in self.boxes]

    def refresh(self) -> None:
        done = [b.first_result for b in self.boxes if b.first_result is not None]
        n = len(self.boxes)
        if not done:
            text = (tr("Click an answer to the question; it is checked at once.") if n == 1
                    else ntr("Click an answer to each of the {n} questions; each is checked at "
                             "once.", "Click an answer to each of the {n} questions; each is "
                             "checked at once.", n))
        else:
            right = sum(done)
            text = ntr("Answered {answered} of {total}: {n} right at the first try.",
                       "Answered {answered} of {total}: {n} right at the first try.", right,
                       answered=len(done), total=n)
            if len(done) == n and right == n:
                text += " " + tr("Well done: on to the next lesson.")
        self.score_view.value = el("div", text, cls="pt-selfcheck-score")

    def __repr__(self) -> str:
        return f"SelfCheck({len(self.boxes)} questions)"


class QuestionDeck(widgets.VBox):
    """Questions shown one at a time, with "◀ Previous" and "Next ▶".

    Args:
        questions: :class:`LessonQuestion`\\ s; title: the heading.

    Attributes: ``index`` (the question shown, 0-based), ``box`` (its :class:`QuestionBox`;
    a new one, unanswered, each time a question is shown; the one it replaces is closed),
    ``next_button``, ``back_button``, ``counter``.

    Raises:
        PinochleError: for no questions.
    """

    def __init__(self, questions: Iterable[LessonQuestion], title: str = ""):
        self.questions = list(questions)
        if not self.questions:
            raise PinochleError("a question deck needs at least one question")
        self.index = 0
        self.title_view = widgets.HTML(el("div", gettext(title), cls="pt-lesson-heading")
                                       if title else "")
        self.back_button = press(button(tr("◀ Previous"), "pt-btn"),
                                 lambda: self.go(self.index - 1))
        self.next_button = press(button(tr("Next ▶"), "pt-btn", button_style="primary"),
                                 lambda: self.go(self.index + 1))
        self.counter = widgets.HTML()
        self.slot = widgets.VBox()
        self.box: QuestionBox | None = None
        nav = widgets.HBox([self.back_button, self.next_button, self.counter])
        nav.add_class("pt-center-row")
        super().__init__([stylesheet(), self.title_view, self.slot, nav])
        lesson_root(self, "pt-question-deck")
        self.refresh()

    def go(self, index: int) -> None:
        """Show question ``index`` (clamped to the deck)."""
        self.index = max(0, min(int(index), len(self.questions) - 1))
        self.refresh()

    def answer(self, value) -> bool:
        return self.box.answer(value)

    def refresh(self) -> None:
        old, self.box = self.box, QuestionBox(self.questions[self.index])
        self.slot.children = [self.box]
        close_all(old)
        self.counter.value = el("span", tr("{number} of {total}", number=self.index + 1,
                                           total=len(self.questions)),
                                cls="pt-deck-counter")
        self.back_button.disabled = self.index == 0
        self.next_button.disabled = self.index == len(self.questions) - 1

    def __repr__(self) -> str:
        return f"{type(self).__name__}({len(self.questions)} questions)"


class WhichCardWins(QuestionDeck):
    """"Which card wins?": tricks shown one at a time; click the card you think wins and
    the engine says why (:func:`trick_winner`, :func:`explain_winner`, rules page §6).

    Args:
        tricks: ``(cards, trump)`` pairs, e.g. ``[("KH TH", "S"), …]``.
    """

    def __init__(self, tricks: Iterable[tuple[Any, Any]], title: str = ""):
        super().__init__([ask_winner(cards, trump) for cards, trump in tricks], title)
