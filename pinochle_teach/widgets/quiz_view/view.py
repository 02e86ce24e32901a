"""QuizView: practise one kind of question (legal plays, meld, trick winners, hand scores,
surrender and contracts) with instant feedback from the engine.

The questions and their answers come from :mod:`pinochle_teach.quiz` (engine layer): this
widget only draws the question, collects the response and shows the engine's verdict. It
holds view state (kind, difficulty, seed, the response being built, the last verdict, the
session score) and :meth:`QuizView.refresh` redraws everything from it. Markup comes from
:mod:`.markup` (the render kit) and its look from the Quizzes section of ``style.css``.

>>> view = QuizView("meld", difficulty="easy", seed=3)     # doctest: +SKIP
>>> view.number_box.value = str(view.question.answer)      # doctest: +SKIP
>>> view.check_button.click(); view.verdict.correct        # doctest: +SKIP
True
"""

from __future__ import annotations

import os
import weakref
from contextlib import contextmanager

import ipywidgets as widgets

from ...cards import Card
from ...classroom import MAX_NAME_LENGTH, Progress, check_student_name, student_key
from ...errors import PinochleError
from ...numbers import parse_whole
from ...quiz import (DIFFICULTIES, KIND_TITLES, InvalidAnswerError, Question, QuizSettingError,
                     Verdict, check_difficulty, check_kind, make_question)
from ...rules import CARDGAMES_IO, RuleSet
from ...svg import PALETTES, UnknownPaletteError, card_svg
from .. import controls, projector, render
from ..common import MAX_SEED, parse_seed
from ..pagekit import FOCUS_FALLBACK, FOCUS_NEXT, LIVE, mark_focus
from . import markup
from .kinds import DRAWERS

__all__ = ["QuizView", "QUIZ_KINDS", "CardToggle"]

#: The quiz kinds a QuizView can show, with their titles.
QUIZ_KINDS = dict(KIND_TITLES)

_INSTRUCTIONS = {
    "legal_play": "Click every card you may play (click again to unselect), then press Check.",
    "meld": "Type the hand's total meld in points, then press Check.",
    "trick_winner": "Pick the card that wins, type the trick's points, then press Check.",
    "hand_score": "Type what each team scores for the hand (a set is negative), then press Check.",
    "bid": "Choose yes or no, then press Check.",
}

# The quizzes alive in this kernel. A name typed in one of them is used by the others that
# save to the same folder: on a voila server every student has a kernel of their own, so
# this is one student's page (an exercise page may hold two quizzes).
_OPEN_VIEWS: "weakref.WeakSet[QuizView]" = weakref.WeakSet()


class CardToggle(controls.ToggleButton):
    """A card's toggle button: it carries its card (``.card``), never a position, so a
    click always stands for the card it shows."""

    def __init__(self, card: Card, **kwargs):
        super().__init__(**kwargs)
        self.card = card
        self.add_class("pinochle-card-toggle")


class QuizView(widgets.VBox):
    """A quiz of one kind: question, answer controls, Check, Next, score and difficulty.

    Args:
        kind: a key of :data:`pinochle_teach.quiz.GENERATORS`: ``"legal_play"``, ``"meld"``,
            ``"trick_winner"``, ``"hand_score"`` or ``"bid"``.
        difficulty: ``"easy"``, ``"medium"`` or ``"hard"``.
        seed: the first question's number, 0..MAX_SEED; "Next" goes to seed + 1, so a class
            working from the same seed sees the same questions.
        progress: ``None`` (nothing saved), ``"auto"`` (the user's data directory, see
            :mod:`pinochle_teach.classroom.progress`), a path, or a :class:`Progress`.
        student: the name answers are saved under at first (letters, digits, spaces and
            hyphens; see :func:`~pinochle_teach.classroom.progress.check_student_name`);
            ``None`` keeps the Progress's own (none for ``"auto"`` or a path: the single
            ``progress.json``). When progress is saved, a "Your name" box on the line under
            the header (above the score and the question) lets the student type it before
            answering; on a shared server (a class on one ``make run``) that gives each student
            their own file, so their scores do not mix.
        rules: the rule set the questions use.
        palette: a key of :data:`pinochle_teach.svg.PALETTES`; size: card scale (1.0 = 64 ×
            90 px).

    Raises:
        QuizSettingError, UnknownPaletteError, InvalidSeedError: for bad arguments;
        ProgressError: for a ``student`` name that is refused.

    Attributes: ``question`` (the :class:`~pinochle_teach.quiz.Question` shown), ``verdict``
    (the last :class:`~pinochle_teach.quiz.Verdict`, None until Check), ``selected`` (cards
    picked, legal-play quiz), ``right``, ``answered``, ``streak``, ``best_streak`` (this
    session), ``progress``; controls ``difficulty_picker``, ``seed_box``, ``card_buttons``
    (one :class:`CardToggle` per card shown, each with its ``.card``), ``card_pictures``
    (the drawing above each), ``number_box``, ``number_boxes`` (two, hand scores),
    ``choice_buttons``, ``check_button``, ``next_button``, ``export_button``, ``name_box``
    (the student's name; hidden when nothing is saved); drawings ``prompt_view``,
    ``table_view``, ``feedback``, ``score_view``, ``message``, ``name_note`` (beside
    ``name_box``). On the page each text box has its label ("Question #", "Your name", the
    answer's) and a CSS class: ``pinochle-quiz-number`` (``seed_box``),
    ``pinochle-quiz-name`` (``name_box``), ``pinochle-quiz-answer`` (``number_box``,
    ``number_boxes``), so a browser test finds them by name, not by position.

    A button that is disabled, or pressed while the quiz is still busy with the last
    press, does nothing; a redraw closes the widgets it no longer shows.
    """

    def __init__(self, kind: str = "legal_play", difficulty: str = "medium", seed: int = 0,
                 progress=None, rules: RuleSet = CARDGAMES_IO, *, palette: str = "classic",
                 size: float = 0.85, student: "str | None" = None):
        self.kind = check_kind(kind)
        self.difficulty = check_difficulty(difficulty)
        self.seed = parse_seed(seed, "question number")
        if palette not in PALETTES:
            raise UnknownPaletteError(
                f"unknown palette {palette!r}: use one of {', '.join(repr(k) for k in PALETTES)}")
        if not isinstance(rules, RuleSet):
            raise QuizSettingError(f"rules must be a RuleSet such as CARDGAMES_IO, got {rules!r}")
        self.rules = rules
        self.palette = palette
        self.size = float(size)
        self.progress: Progress | None = self._open_progress(progress)
        if student is not None and self.progress is not None:
            if check_student_name(student) != self.progress.student:
                self.progress = self.progress.for_student(student)
        self.question: Question | None = None
        self.verdict: Verdict | None = None
        self.selected: set[Card] = set()
        self.right = self.answered = self.streak = self.best_streak = 0
        self._error = ""
        self._name_error = ""
        self._syncing = False
        self._busy = False
        self._next_presses = 0  # "Next question" presses: the key of the question shown
        self._export_html = ""
        self._build_controls()
        self._new_question()
        self.refresh()
        _OPEN_VIEWS.add(self)

    def _build_controls(self) -> None:
        saving = self.progress is not None
        self.title_view = widgets.HTML()
        # The picker's own label (its description) names the group for a screen reader.
        self.difficulty_picker = _classed(controls.ToggleButtons(
            options=[(d.capitalize(), d) for d in DIFFICULTIES], value=self.difficulty,
            description="Difficulty",
            tooltips=[f"{d.capitalize()} questions" for d in DIFFICULTIES]),
            "pt-quiz-toggles", "pt-quiz-auto-label")
        self.seed_box = _classed(controls.Text(
            value=str(self.seed), description="Question #", continuous_update=False,
            tooltip=f"Go to a question number from 0 to {MAX_SEED:,}"),
            "pinochle-quiz-number", "pt-quiz-auto-label")
        self.score_view = widgets.HTML()
        # The message and the feedback are live regions: a screen reader says what changed.
        self.message = _classed(widgets.HTML(), LIVE)
        self.prompt_view = widgets.HTML()
        self.table_view = widgets.HTML()
        self.hand_label = widgets.HTML()
        self.card_row = _classed(widgets.HBox(), "pt-quiz-card-row")
        self._cells: list[widgets.VBox] = []
        self.card_buttons: list[CardToggle] = []
        self.card_pictures: list[widgets.HTML] = []
        self.number_box = _classed(controls.Text(
            description="Points", placeholder="e.g. 120", continuous_update=True),
            "pinochle-quiz-answer", "pt-quiz-points", "pt-quiz-auto-label")
        # Both boxes get the same label width (style.css), so that they line up.
        self.number_boxes = tuple(
            _classed(controls.Text(placeholder=hint), "pinochle-quiz-answer", "pt-quiz-team-box")
            for hint in ("e.g. 270", "e.g. -300"))
        self.choice_buttons = _classed(controls.ToggleButtons(
            options=[("Yes", True), ("No", False)], value=None),
            "pt-quiz-toggles", "pt-quiz-auto-label")
        self.answer_box = widgets.VBox()
        # controls.Button: a click on a disabled button (or a closed one) does nothing.
        self.check_button = controls.Button(
            description="Check", button_style="primary", icon="check",
            tooltip="Check your answer", classes=("pt-quiz-button",))
        self.next_button = controls.Button(
            description="Next question", icon="arrow-right",
            tooltip="Draw the next question", classes=("pt-quiz-button",))
        self.export_button = controls.Button(
            description="Export results (CSV)", icon="download",
            tooltip="Save every answer so far as a CSV file for a teacher",
            classes=("pt-quiz-button",))
        controls.show(self.export_button, saving)
        self.export_view = widgets.HTML()
        self.feedback = _classed(widgets.HTML(), "pt-quiz-feedback-region", LIVE)
        # The student's name: on the line under the header, so a student sees it (and types
        # it) before answering the first question. Tests and scripts find each box by its
        # label or its CSS class (pinochle-quiz-name, -number, -answer), not by its place.
        self.name_box = _classed(controls.Text(
            value=self.progress.student if saving else "", description="Your name",
            placeholder="e.g. Alex", continuous_update=False,
            tooltip=f"Up to {MAX_NAME_LENGTH} letters, digits, spaces and hyphens; press "
                    "Enter. Your answers are saved under this name."),
            "pinochle-quiz-name", "pt-quiz-auto-label")
        # The note takes the rest of the line and wraps inside it, so it stays beside
        # the box rather than dropping under it.
        self.name_note = _classed(widgets.HTML(), "pt-quiz-name-slot")
        self.name_row = _classed(widgets.HBox([self.name_box, self.name_note]),
                                 "pt-quiz-name-row")
        controls.show(self.name_row, saving)

        self.difficulty_picker.observe(self._on_difficulty, names="value")
        self.seed_box.observe(self._on_seed_box, names="value")
        self.check_button.on_click(lambda _b: self._guard(self.check))
        self.next_button.on_click(lambda _b: self._guard(self.next_question))
        self.export_button.on_click(lambda _b: self._guard(self.export))
        self.name_box.observe(self._on_name_box, names="value")
        self.choice_buttons.observe(self._on_input, names="value")
        self.number_box.observe(self._on_input, names="value")
        for box in self.number_boxes:
            box.observe(self._on_input, names="value")

        self.projector_switch = projector.switch()
        header = _classed(widgets.HBox([self.title_view, self.seed_box,
                                        self.difficulty_picker, self.projector_switch]),
                          "pt-quiz-header")
        buttons = _classed(widgets.HBox([self.check_button, self.next_button,
                                         self.export_button]), "pt-quiz-buttons")
        super().__init__(
            [render.stylesheet(), header, self.name_row, self.score_view, self.message,
             self.prompt_view, self.table_view, self.hand_label, self.card_row,
             self.answer_box, buttons, self.feedback, self.export_view])
        self.add_class("pinochle-quiz")
        self.add_class("pt-root")
        projector.follow(self)

    # --- settings -----------------------------------------------------------------------

    @staticmethod
    def _open_progress(progress) -> "Progress | None":
        if progress is None or progress is False:
            return None
        if isinstance(progress, Progress):
            return progress
        if progress == "auto":
            return Progress()
        if isinstance(progress, (str, os.PathLike)):
            return Progress(progress)
        raise QuizSettingError(
            f"progress must be None, 'auto', a path or a Progress, got {progress!r}")

    @property
    def title(self) -> str:
        return QUIZ_KINDS[self.kind]

    @contextmanager
    def quietly(self):
        """Change controls without their observers taking it for the student's input."""
        was, self._syncing = self._syncing, True
        try:
            yield
        finally:
            self._syncing = was

    # --- actions ------------------------------------------------------------------------

    def _guard(self, action) -> None:
        """Run an action unless another is still running; a PinochleError (or anything
        unexpected) becomes a short message in the widget, never a traceback on the page."""
        if self._busy:
            return
        self._busy = True
        try:
            action()
        except PinochleError as err:
            self._error = str(err)
            self.refresh()
        except Exception:  # noqa: BLE001 - the page must never show a traceback
            self._error = ("Something went wrong with this question; press Next question "
                           "to go on.")
            self.refresh()
        finally:
            self._busy = False

    def show_question(self, seed: "int | str", difficulty: "str | None" = None) -> None:
        """Show question number ``seed`` (an int or the seed box's text), at ``difficulty``
        (default the current one). A bad value leaves the question on screen and shows a
        short message."""
        try:
            value = parse_seed(seed, "question number")
            diff = self.difficulty if difficulty is None else check_difficulty(difficulty)
        except PinochleError as err:
            self._error = str(err)
            self.refresh()
            return
        old = (self.seed, self.difficulty)
        self.seed, self.difficulty = value, diff
        try:
            self._new_question()
        except PinochleError as err:
            self.seed, self.difficulty = old
            self._error = str(err)
        self.refresh()

    def next_question(self) -> None:
        """Draw the next question (seed + 1; after MAX_SEED, 0)."""
        self._next_presses += 1  # the page moves the focus to the new question
        self.show_question(self.seed + 1 if self.seed < MAX_SEED else 0)

    def _new_question(self) -> None:
        self.question = make_question(self.kind, self.seed, self.difficulty, self.rules)
        self.verdict = None
        self.selected = set()
        self._error = ""
        self._syncing = True
        try:
            self.number_box.value = ""
            for box in self.number_boxes:
                box.value = ""
            self.choice_buttons.value = None
        finally:
            self._syncing = False

    def response(self):
        """The response built from the controls, in the form ``question.check`` takes, or
        None with a message when something is missing. Points typed in a box are read by
        :func:`pinochle_teach.numbers.parse_whole`, the reader of every number box.

        Raises:
            InvalidAnswerError: for points that are not a whole number (``"lots"``,
                ``"7²"``, 5,000 digits...), saying what the box accepts.
        """
        if self.kind == "legal_play":
            if not self.selected:
                return None, "Pick at least one card: every card you may play."
            return sorted(self.selected), ""
        if self.kind == "meld":
            if not self.number_box.value.strip():
                return None, "Type the meld in points first (0 if there is none)."
            return _points(self.number_box, "meld", 120), ""
        if self.kind == "trick_winner":
            if self.choice_buttons.value is None:
                return None, "Pick the card that wins the trick."
            if not self.number_box.value.strip():
                return None, "Type the trick's points too (0 if it has no counters)."
            return (self.choice_buttons.value, _points(self.number_box, "trick points", 20)), ""
        if self.kind == "hand_score":
            if not all(b.value.strip() for b in self.number_boxes):
                return None, "Type a score for each team."
            return tuple(_points(b, f"score of team {t}", (270, -300)[t])
                         for t, b in enumerate(self.number_boxes)), ""
        if self.choice_buttons.value is None:
            return None, "Choose yes or no."
        return self.choice_buttons.value, ""

    def check(self) -> None:
        """Check the response: show right or wrong, the engine's explanation and the cards
        it is about. Only the first check of a question counts towards the score (and is
        saved); a response that cannot be read shows a message and counts nothing."""
        if self.question is None or self.verdict is not None:
            return
        try:
            response, missing = self.response()
            if response is None:
                self._error = missing
                self.refresh()
                return
            verdict = self.question.check(response)
        except PinochleError as err:
            self._error = str(err)
            self.refresh()
            return
        self.verdict = verdict
        self._error = ""
        self.answered += 1
        if verdict.correct:
            self.right += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0
        if self.progress is not None:
            self.progress.record(self.kind, self.difficulty, self.seed, verdict.correct)
        self.refresh()

    def export(self) -> None:
        """Write this student's saved answers to ``results.csv`` (``results-<name>.csv`` for
        a named student) beside the progress file and offer it as a download link. (A
        teacher collects every student's answers with ``make results``.)"""
        if self.progress is None:
            self._error = "This quiz does not save progress, so there is nothing to export."
            self.refresh()
            return
        key = student_key(self.progress.student)
        name = f"results-{key}.csv" if key else "results.csv"
        path = self.progress.export_csv(self.progress.path.with_name(name))
        self._export_html = markup.export_note(len(self.progress.answers()), str(path),
                                               f"pinochle-{name}", self.progress.csv_text())
        self.refresh()

    def set_student(self, name: str) -> None:
        """Save answers from now on under the student ``name`` (``""``: no name, the shared
        ``progress.json``), and show that student's saved score. Other quizzes open in this
        kernel that save to the same folder follow. A refused name (see
        :func:`~pinochle_teach.classroom.progress.check_student_name`) leaves everything as
        it was and shows a short message beside the name box; the session score (this
        page's) is kept either way.
        """
        if self.progress is None:
            self._error = "This quiz does not save progress, so it needs no name."
            self.refresh()
            return
        try:
            tidy = check_student_name(name)
        except PinochleError as err:
            self._name_error = str(err)
            self.refresh()
            return
        folder = self.progress.path.parent
        self._use_student(tidy)
        for other in list(_OPEN_VIEWS):
            if (other is not self and other.progress is not None
                    and other.progress.path.parent == folder
                    and other.progress.student != tidy):
                other._use_student(tidy)

    def _use_student(self, tidy: str) -> None:
        if tidy != self.progress.student:
            self.progress = self.progress.for_student(tidy)
            self._export_html = ""
        self._name_error = ""
        self._syncing = True
        try:
            self.name_box.value = tidy
        finally:
            self._syncing = False
        self.refresh()

    # --- control events -----------------------------------------------------------------

    def _on_name_box(self, change) -> None:
        if self._syncing or self.name_box.disabled:
            return
        self._guard(lambda: self.set_student(change["new"]))

    def _on_difficulty(self, change) -> None:
        if self._syncing or self._busy or change["new"] == self.difficulty:
            return
        self._guard(lambda: self.show_question(self.seed, change["new"]))

    def _on_seed_box(self, change) -> None:
        if self._syncing or self._busy or change["new"].strip() == str(self.seed):
            return
        self._guard(lambda: self.show_question(change["new"]))

    def _on_input(self, _change) -> None:
        if self._syncing or not self._error:
            return
        self._error = ""  # the student is fixing what the message asked for
        self.message.value = self._message_html()

    def _on_toggle(self, change) -> None:
        button = change["owner"]
        if self._syncing:
            return
        if (button.disabled or self._busy or self.verdict is not None
                or button not in self.card_buttons):
            self._sync_toggles()  # a stale or disabled toggle keeps showing the selection
            return
        if change["new"]:
            self.selected.add(button.card)
        else:
            self.selected.discard(button.card)
        self._error = ""
        self.message.value = self._message_html()
        self._sync_toggles()

    def _sync_toggles(self) -> None:
        """Both copies of a card share one selection; the icon shows it too (not colour
        alone)."""
        self._syncing = True
        try:
            for button in self.card_buttons:
                on = button.card in self.selected
                if button.value != on:
                    button.value = on
                button.icon = "check" if on else ""
        finally:
            self._syncing = False

    # --- drawing ------------------------------------------------------------------------

    def refresh(self) -> None:
        """Redraw everything from the state (question, response, verdict, score, messages)."""
        q = self.question
        self._syncing = True
        try:
            if self.difficulty_picker.value != self.difficulty:
                self.difficulty_picker.value = self.difficulty
            if self.seed_box.value.strip() != str(self.seed):
                self.seed_box.value = str(self.seed)
        finally:
            self._syncing = False
        self.title_view.value = markup.title(self.title)
        self.score_view.value = self._score_html()
        self.message.value = self._message_html()
        if q is None:  # pragma: no cover - the constructor always draws a question
            return
        checked = self.verdict is not None
        self.prompt_view.value = markup.prompt(q.prompt,
                                               "" if checked else _INSTRUCTIONS[self.kind],
                                               key=str(self._next_presses))
        DRAWERS[self.kind](self, q, checked)
        # When Check is pressed (and disabled) the focus goes on to Next question.
        mark_focus(self.check_button, None if checked else FOCUS_NEXT)
        mark_focus(self.next_button, FOCUS_NEXT if checked else FOCUS_FALLBACK)
        self.check_button.disabled = checked
        self.check_button.button_style = "" if checked else "primary"
        self.next_button.button_style = "primary" if checked else ""
        v = self.verdict
        self.feedback.value = "" if v is None else markup.feedback(v.correct, v.explanation)
        self.export_view.value = self._export_html
        self.name_note.value = self._name_note_html()

    def _name_note_html(self) -> str:
        if self.progress is None:
            return ""
        return markup.name_note(self.progress.student, self._name_error)

    def _message_html(self) -> str:
        if self._error:
            return render.message(self._error, "error")
        if self.progress is not None and self.progress.message:
            return render.message(self.progress.message, "info")
        return ""

    def _score_html(self) -> str:
        saved = None
        if self.progress is not None:
            st = self.progress.stats(self.kind)
            saved = (self.progress.student, st.right, st.answered)
        return markup.score_line(self.right, self.answered, self.streak, self.best_streak,
                                 saved)

    def card_picture(self, card: Card, **kw) -> str:
        """The SVG of ``card`` at the quiz's size and palette (``badge``, ``highlight``,
        ``dimmed`` as :func:`~pinochle_teach.svg.card_svg`)."""
        return card_svg(card, size=self.size, palette=self.palette, **kw)

    def show_cards(self, cards, svgs, enabled: bool) -> None:
        """Show one cell (picture + CardToggle) per card. A cell already showing a card of
        the new hand is kept for that card; every other card gets a new cell, and the cells
        no longer shown are closed (so a late click on one finds no card)."""
        spare = list(self._cells)
        cells = []
        for card in cards:
            cell = next((c for c in spare if c.children[1].card is card), None)
            if cell is None:
                cell = self._make_cell(card)
            else:
                spare.remove(cell)
            cells.append(cell)
        render.close_all(spare)
        self._cells = cells
        self.card_pictures = [cell.children[0] for cell in self._cells]
        self.card_buttons = [cell.children[1] for cell in self._cells]
        self._syncing = True
        try:
            for picture, button, svg in zip(self.card_pictures, self.card_buttons, svgs):
                picture.value = svg
                button.disabled = not enabled
                button.value = button.card in self.selected
                button.icon = "check" if button.card in self.selected else ""
        finally:
            self._syncing = False
        self.card_row.children = tuple(self._cells)

    def _make_cell(self, card: Card) -> widgets.VBox:
        picture = widgets.HTML()
        # Named in words: a toggle's text is its accessible name ("Q♥" is read "Q black
        # heart suit").
        button = CardToggle(card, description=card.words, tooltip=card.name)
        button.observe(self._on_toggle, names="value")
        return _classed(widgets.VBox([picture, button]), "pt-quiz-card-cell")

    def clear_cards(self) -> None:
        """Show no card buttons (closing the cells shown)."""
        self.show_cards((), (), enabled=False)

    def __repr__(self) -> str:
        return (f"QuizView(kind={self.kind!r}, difficulty={self.difficulty!r}, "
                f"seed={self.seed}, answered={self.answered}, right={self.right})")


def _points(box, what: str, example: int) -> int:
    """The points typed in ``box``; InvalidAnswerError (saying what is accepted) for text
    that is not a whole number."""
    return parse_whole(box.value, what, unit="points", example=example,
                       error=InvalidAnswerError)


def _classed(widget, *names: str):
    """``widget`` with the stylesheet classes ``names`` added."""
    for name in names:
        widget.add_class(name)
    return widget
