"""QuizView: practise one kind of question (legal plays, meld, trick winners, hand scores,
surrender and contracts, card-play puzzles) with instant feedback from the engine.

Answers are saved to the class store (:class:`pinochle_teach.classroom.ClassStore`): the
first answer to a question is graded, every later one is practice and shown as such. The
student is whoever the page belongs to (:func:`pinochle_teach.classroom.identity.current`:
the personal link of the class roster, or the hub's user), never a typed name; each student
of a class has their own questions behind the same numbers
(:func:`pinochle_teach.classroom.question_seed`), and a student alone gets the plain ones.

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
from contextlib import contextmanager

import ipywidgets as widgets

from ...cards import Card
from ...classroom import ALONE, ClassStore, ClassStoreError, Progress, identity, question_seed
from ...classroom.identity import Identity
from ...errors import PinochleError
from ...i18n import N_, gettext, tr
from ...numbers import parse_whole
from ...quiz import (DIFFICULTIES, KIND_TITLES, InvalidAnswerError, Question, QuizSettingError,
                     Verdict, check_difficulty, check_kind, make_question)
from ...quiz.model import difficulty_name
from ...rules import CARDGAMES_IO, RuleSet
from ...svg import PALETTES, UnknownPaletteError, card_svg
from .. import controls, page_language, projector, render
from ..common import MAX_SEED, parse_seed
from ..pagekit import FOCUS_FALLBACK, FOCUS_NEXT, LIVE, mark_focus
from . import markup
from .page import follow_identity, identity_problem, page_identity
from .kinds import DRAWERS, DRAWING, INSTRUCTIONS

__all__ = ["QuizView", "QUIZ_KINDS", "CardToggle"]

#: The quiz kinds a QuizView can show, with their titles.
QUIZ_KINDS = dict(KIND_TITLES)

#: The kinds answered with one card (a click on another card moves the pick).
_ONE_CARD = frozenset({"puzzle"})

#: What the quiz says on the classroom server to a page without a student's personal link.
SERVER_ALONE = N_("This page keeps your score only while it is open: the class's answers are "
                "saved from your personal link (ask your teacher for it).")
#: (Both are translated where shown.)
#: What the quiz says when a question was answered before: this answer is not graded.
PRACTICE_NOTE = N_("Practice: this question was already answered, so this answer is not "
                 "graded (your first answer counts).")


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
            ``"trick_winner"``, ``"hand_score"``, ``"bid"`` or ``"puzzle"`` (every hand
            open, one card to pick; while a puzzle is searched for, up to about half a
            second, the message line says so).
        difficulty: ``"easy"``, ``"medium"`` or ``"hard"``.
        seed: the first question's number, 0..MAX_SEED; "Next" goes to number + 1. The
            question drawn for number *n* is
            :func:`~pinochle_teach.classroom.question_seed` of the class, the student, the
            kind and *n*: each student of a class has their own questions, and a student
            alone (no roster) gets question *n* = seed *n*, as the worksheets print it.
        progress: where answers are saved: ``None`` (nothing saved; the first answer to a
            question still counts in this session's score, later ones are practice),
            ``"auto"`` (the class store in the class data folder, see
            :class:`~pinochle_teach.classroom.ClassStore`), a path (of the store's file or
            folder), or a :class:`~pinochle_teach.classroom.ClassStore` (a
            :class:`~pinochle_teach.classroom.Progress` stands for the store of its folder).
        identity: whose page this is, an :class:`~pinochle_teach.classroom.identity.Identity`;
            None (the default) asks :func:`pinochle_teach.classroom.identity.current` (the
            page's personal link, the hub's user, else a student alone) and follows it if
            the page's address arrives later (a preheated kernel).
        rules: the rule set the questions use.
        palette: a key of :data:`pinochle_teach.svg.PALETTES`; size: card scale (1.0 = 64 ×
            90 px).

    Raises:
        QuizSettingError, UnknownPaletteError, InvalidSeedError: for bad arguments.

    Attributes: ``question`` (the :class:`~pinochle_teach.quiz.Question` shown), ``verdict``
    (the last :class:`~pinochle_teach.quiz.Verdict`, None until Check), ``graded`` (whether
    the last Check was graded; False: practice), ``selected`` (cards picked, legal-play
    quiz; the one card picked, puzzles), ``right``, ``answered``, ``streak``, ``best_streak`` (this session's graded
    answers), ``seed`` (the question number shown), ``drawn_seed`` (the seed the question
    was drawn from), ``identity``, ``store`` (the
    :class:`~pinochle_teach.classroom.ClassStore`, or None); controls
    ``difficulty_picker``, ``seed_box``, ``card_buttons`` (one :class:`CardToggle` per card
    shown, each with its ``.card``), ``card_pictures`` (the drawing above each),
    ``number_box``, ``number_boxes`` (two, hand scores), ``choice_buttons``,
    ``check_button``, ``next_button``, ``export_button``; drawings ``prompt_view``,
    ``table_view``, ``feedback``, ``score_view``, ``message``. On the page each text box
    has its label ("Question #", the answer's) and a CSS class: ``pinochle-quiz-number``
    (``seed_box``), ``pinochle-quiz-answer`` (``number_box``, ``number_boxes``), so a
    browser test finds them by name, not by position.

    A button that is disabled, or pressed while the quiz is still busy with the last
    press, does nothing; a redraw closes the widgets it no longer shows.
    """

    def __init__(self, kind: str = "legal_play", difficulty: str = "medium", seed: int = 0,
                 progress=None, rules: RuleSet = CARDGAMES_IO, *, palette: str = "classic",
                 size: float = 0.85, identity: "Identity | None" = None):
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
        if identity is not None and not isinstance(identity, Identity):
            raise QuizSettingError(f"identity must be an Identity or None, got {identity!r}")
        self._store_problem = ""
        try:
            self.store: ClassStore | None = self._open_store(progress)
        except ClassStoreError as err:  # e.g. a Python built without sqlite3: no saving
            self.store, self._store_problem = None, tr(
                "Your answers are not saved ({error}); this page keeps your score for now.",
                error=err)
        self.identity: Identity = identity if identity is not None else page_identity()
        self._identity_note = "" if identity is not None else identity_problem()
        self._auto = isinstance(progress, str) and progress == "auto"
        self._opened = self.store  # the store opened; not used for a link-less page
        self._server_note = ""
        self._store_for_identity()
        self.question: Question | None = None
        self.verdict: Verdict | None = None
        self.graded = True
        self.drawn_seed = self.seed
        self.selected: set[Card] = set()
        self.right = self.answered = self.streak = self.best_streak = 0
        self._session: dict[tuple, bool] = {}  # graded answers when nothing is saved
        self._error = ""
        self._save_error = ""
        # What Check could not read (no card picked, "lots" for points): said under the
        # Check button, where the student is looking, not in the message at the top.
        self._answer_error = ""
        self._syncing = False
        self._busy = False
        self._next_presses = 0  # "Next question" presses: the key of the question shown
        self._export_html = ""
        self._build_controls()
        self._new_question()
        self.refresh()
        if identity is None:
            follow_identity(self)

    def _build_controls(self) -> None:
        saving = self.store is not None
        self.title_view = widgets.HTML()
        # The picker's own label (its description) names the group for a screen reader.
        self.difficulty_picker = _classed(controls.ToggleButtons(
            options=[(difficulty_name(d), d) for d in DIFFICULTIES], value=self.difficulty,
            description=tr("Difficulty"),
            tooltips=[tr("{difficulty} questions", difficulty=difficulty_name(d))
                      for d in DIFFICULTIES]),
            "pt-quiz-toggles", "pt-quiz-auto-label")
        self.seed_box = _classed(controls.Text(
            value=str(self.seed), description=tr("Question #"), continuous_update=False,
            tooltip=tr("Go to a question number from 0 to {highest}",
                       highest=format(MAX_SEED, ","))),
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
            description=tr("Points"), placeholder=tr("e.g. {points}", points=120),
            continuous_update=True),
            "pinochle-quiz-answer", "pt-quiz-points", "pt-quiz-auto-label")
        # Both boxes get the same label width (style.css), so that they line up.
        self.number_boxes = tuple(
            _classed(controls.Text(placeholder=tr("e.g. {points}", points=hint)),
                     "pinochle-quiz-answer", "pt-quiz-team-box")
            for hint in (270, -300))
        self.choice_buttons = _classed(controls.ToggleButtons(
            options=[(tr("Yes"), True), (tr("No"), False)], value=None),
            "pt-quiz-toggles", "pt-quiz-auto-label")
        self.answer_box = widgets.VBox()
        # controls.Button: a click on a disabled button (or a closed one) does nothing.
        self.check_button = controls.Button(
            description=tr("Check"), button_style="primary", icon="check",
            tooltip=tr("Check your answer"), classes=("pt-quiz-button",))
        self.next_button = controls.Button(
            description=tr("Next question"), icon="arrow-right",
            tooltip=tr("Draw the next question"), classes=("pt-quiz-button",))
        self.export_button = controls.Button(
            description=tr("Export results (CSV)"), icon="download",
            tooltip=tr("Download your own answers so far as a CSV file"),
            classes=("pt-quiz-button",))
        controls.show(self.export_button, saving)
        self.export_view = widgets.HTML()
        self.feedback = _classed(widgets.HTML(), "pt-quiz-feedback-region", LIVE)

        self.difficulty_picker.observe(self._on_difficulty, names="value")
        self.seed_box.observe(self._on_seed_box, names="value")
        self.check_button.on_click(lambda _b: self._guard(self.check))
        self.next_button.on_click(lambda _b: self._guard(self.next_question))
        self.export_button.on_click(lambda _b: self._guard(self.export))
        self.choice_buttons.observe(self._on_input, names="value")
        self.number_box.observe(self._on_input, names="value")
        for box in self.number_boxes:
            box.observe(self._on_input, names="value")

        self.projector_switch = projector.switch()
        header = _classed(widgets.HBox([self.title_view, self.seed_box,
                                        self.difficulty_picker, self.projector_switch]),
                          "pt-quiz-header")
        # The download link appears beside the Export button that made it.
        buttons = _classed(widgets.HBox([self.check_button, self.next_button,
                                         self.export_button, self.export_view]),
                           "pt-quiz-buttons")
        super().__init__(
            [render.stylesheet(), header, self.score_view, self.message,
             self.prompt_view, self.table_view, self.hand_label, self.card_row,
             self.answer_box, buttons, self.feedback])
        self.add_class("pinochle-quiz")
        self.add_class("pt-root")
        projector.follow(self)
        page_language.offer(self)

    # --- settings -----------------------------------------------------------------------

    @staticmethod
    def _open_store(progress) -> "ClassStore | None":
        if progress is None or progress is False:
            return None
        if isinstance(progress, ClassStore):
            return progress
        if isinstance(progress, Progress):
            return ClassStore(progress.path.parent)
        if isinstance(progress, str) and progress == "auto":
            return ClassStore()
        if isinstance(progress, (str, os.PathLike)):
            return ClassStore(progress)
        raise QuizSettingError(
            f"progress must be None, 'auto', a path or a ClassStore, got {progress!r}")

    def _store_for_identity(self) -> None:
        """With ``progress="auto"`` on the classroom server, only a student known from
        their link (or the hub) is saved to the class store: every page without one is a
        student alone, and one record for all of them would make one student's answer
        another's "answered before" (this page then keeps its own score only)."""
        if not (self._auto and identity.on_shared_server()):
            return
        alone = not self.identity.student
        self.store = None if alone else self._opened
        self._server_note = gettext(SERVER_ALONE) if alone else ""

    @property
    def student(self) -> str:
        """The student the answers are saved for (``""``: a student alone)."""
        return self.identity.student or ALONE

    def set_identity(self, who: Identity) -> None:
        """Whose page this is from now on (``who``, an
        :class:`~pinochle_teach.classroom.identity.Identity`): the same question number
        shows that student's own question, and the score is theirs. Called when a preheated
        kernel learns its page's address."""
        if not isinstance(who, Identity):
            raise QuizSettingError(f"identity must be an Identity, got {who!r}")
        if who == self.identity:
            return
        self.identity = who
        self._identity_note = identity_problem()
        self._store_for_identity()
        self.right = self.answered = self.streak = self.best_streak = 0
        self._session.clear()
        self._export_html = ""
        self._new_question()
        self.refresh()

    @property
    def title(self) -> str:
        """The kind's title in the language spoken now ("Meld scoring")."""
        return gettext(QUIZ_KINDS[self.kind])

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
            self._error = tr("Something went wrong with this question; press Next "
                             "question to go on.")
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
        if self.kind in DRAWING:  # the page says so while the kernel searches
            self.message.value = render.message(gettext(DRAWING[self.kind]), "info",
                                                word="")
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
        drawn = question_seed(self.identity.class_id, self.identity.student, self.kind,
                              self.seed)
        self.question = make_question(self.kind, drawn, self.difficulty, self.rules)
        self.drawn_seed = drawn
        self.graded = not self._answered_before()
        self.verdict = None
        self.selected = set()
        self._error = self._answer_error = ""
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
                return None, tr("Pick at least one card: every card you may play.")
            return sorted(self.selected), ""
        if self.kind in _ONE_CARD:
            if not self.selected:
                return None, tr("Pick the card you would play.")
            return next(iter(self.selected)), ""
        if self.kind == "meld":
            if not self.number_box.value.strip():
                return None, tr("Type the meld in points first (0 if there is none).")
            return _points(self.number_box, "meld", 120), ""
        if self.kind == "trick_winner":
            if self.choice_buttons.value is None:
                return None, tr("Pick the card that wins the trick.")
            if not self.number_box.value.strip():
                return None, tr("Type the trick's points too (0 if it has no counters).")
            return (self.choice_buttons.value, _points(self.number_box, "trick points", 20)), ""
        if self.kind == "hand_score":
            if not all(b.value.strip() for b in self.number_boxes):
                return None, tr("Type a score for each team.")
            return tuple(_points(b, f"score of team {t}", (270, -300)[t])
                         for t, b in enumerate(self.number_boxes)), ""
        if self.choice_buttons.value is None:
            return None, tr("Choose yes or no.")
        return self.choice_buttons.value, ""

    def _answered_before(self) -> bool:
        """Whether this student has a graded answer to the question shown."""
        key = (self.kind, self.difficulty, self.drawn_seed)
        if self.store is None:
            return key in self._session
        try:
            return self.store.graded_answer(self.student, *key) is not None
        except PinochleError:
            return False

    def check(self) -> None:
        """Check the response: show right or wrong, the engine's explanation and the cards
        it is about, and save the answer. The student's first answer to a question is
        graded (it counts towards the score); a later one, after coming back to the same
        question, is practice: shown as such (:data:`PRACTICE_NOTE`) and saved as practice.
        A response that cannot be read shows a message and counts nothing."""
        if self.question is None or self.verdict is not None:
            return
        try:
            response, missing = self.response()
            if response is None:
                self._answer_error = missing
                self.refresh()
                return
            verdict = self.question.check(response)
        except PinochleError as err:
            self._answer_error = str(err)
            self.refresh()
            return
        self.verdict = verdict
        self._error = self._save_error = self._answer_error = ""
        key = (self.kind, self.difficulty, self.drawn_seed)
        if self.store is not None:
            try:
                # The number the student's page shows, so the teacher sees the same.
                saved = self.store.record(self.student, *key, self.response_text(response),
                                          verdict.correct, number=self.seed)
                self.graded = saved.graded
            except PinochleError as err:
                self._save_error = tr("Your answer could not be saved: {error}.", error=err)
        else:
            self.graded = key not in self._session
            self._session.setdefault(key, verdict.correct)
        if self.graded:
            self.answered += 1
            if verdict.correct:
                self.right += 1
                self.streak += 1
                self.best_streak = max(self.best_streak, self.streak)
            else:
                self.streak = 0
        self.refresh()

    def response_text(self, response) -> str:
        """A response (as :meth:`response` builds it) in the words the quiz shows, as it is
        saved for the teacher: the cards picked ("K♠ Q♠"), the points ("120"), the winning
        card and the points ("Q♥ (West), 20 points"), the two teams' scores ("270 / -300"),
        yes or no."""
        q = self.question
        if self.kind == "legal_play":
            return " ".join(str(c) for c in response)
        if self.kind in _ONE_CARD:
            return str(response)
        if self.kind == "meld":
            return str(response)
        if self.kind == "trick_winner":
            index, points = response
            label = next((text for text, value in self.choice_buttons.options
                          if value == index), str(index))
            card = q.cards[index] if 0 <= index < len(q.cards) else None
            shown = label if card is None else label.replace(card.words, str(card), 1)
            return f"{shown}, {points} points"
        if self.kind == "hand_score":
            return " / ".join(str(v) for v in response)
        return "yes" if response else "no"

    def export(self) -> None:
        """Offer this student's own saved answers (graded and practice) as a CSV download
        link. Nothing is written on the server and no other student's answers are in it;
        a teacher collects the class's with ``make results``."""
        if self.store is None:
            self._error = tr("This quiz does not save progress, so there is nothing to "
                             "export.")
            self.refresh()
            return
        mine = self.store.answers(self.student)
        who = self.identity.student
        name = "results.csv" if not who else f"results-{_file_word(who)}.csv"
        self._export_html = markup.export_note(len(mine), f"pinochle-{name}",
                                               self.store.csv_text(self.student))
        self.refresh()

    # --- control events -----------------------------------------------------------------

    def _on_difficulty(self, change) -> None:
        if self._syncing or self._busy or change["new"] == self.difficulty:
            return
        self._guard(lambda: self.show_question(self.seed, change["new"]))

    def _on_seed_box(self, change) -> None:
        if self._syncing or self._busy or change["new"].strip() == str(self.seed):
            return
        self._guard(lambda: self.show_question(change["new"]))

    def _on_input(self, _change) -> None:
        if self._syncing or not (self._error or self._answer_error):
            return
        self._error = self._answer_error = ""  # the student is fixing what was asked for
        self.message.value = self._message_html()
        self.feedback.value = self._feedback_html()

    def _on_toggle(self, change) -> None:
        button = change["owner"]
        if self._syncing:
            return
        if (button.disabled or self._busy or self.verdict is not None
                or button not in self.card_buttons):
            self._sync_toggles()  # a stale or disabled toggle keeps showing the selection
            return
        if change["new"]:
            if self.kind in _ONE_CARD:
                self.selected.clear()
            self.selected.add(button.card)
        else:
            self.selected.discard(button.card)
        self._error = self._answer_error = ""
        self.message.value = self._message_html()
        self.feedback.value = self._feedback_html()
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
        self.prompt_view.value = markup.prompt(
            q.prompt, "" if checked else gettext(INSTRUCTIONS[self.kind]),
            "" if checked or self.graded else gettext(markup.PRACTICE_AHEAD),
            key=str(self._next_presses))
        DRAWERS[self.kind](self, q, checked)
        # When Check is pressed (and disabled) the focus goes on to Next question.
        mark_focus(self.check_button, None if checked else FOCUS_NEXT)
        mark_focus(self.next_button, FOCUS_NEXT if checked else FOCUS_FALLBACK)
        self.check_button.disabled = checked
        self.check_button.button_style = "" if checked else "primary"
        self.next_button.button_style = "primary" if checked else ""
        self.feedback.value = self._feedback_html()
        self.export_view.value = self._export_html

    def _feedback_html(self) -> str:
        """Under the buttons: the verdict once checked, or what Check could not read."""
        v = self.verdict
        if v is not None:
            return markup.feedback(v.correct, v.explanation,
                                   "" if self.graded else gettext(PRACTICE_NOTE))
        return render.message(self._answer_error, "error") if self._answer_error else ""

    def _message_html(self) -> str:
        if self._error:
            return render.message(self._error, "error")
        notes = [n for n in (self._save_error, self.store.message if self.store else "",
                             self._store_problem, self._server_note, self._identity_note)
                 if n]
        return render.message(" ".join(notes), "info") if notes else ""

    def _score_html(self) -> str:
        saved = None
        if self.store is not None:
            st = self.store.stats(self.student, self.kind)
            saved = (self.identity.student or "", st.right, st.answered)
        return markup.score_line(self.right, self.answered, self.streak, self.best_streak,
                                 saved, bool(self.store is not None and self.store.in_browser))

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


def _file_word(name: str) -> str:
    """A name as a word of a file name: letters and digits, the rest as hyphens."""
    word = "".join(ch if ch.isalnum() else "-" for ch in name.casefold())
    return "-".join(part for part in word.split("-") if part) or "student"
