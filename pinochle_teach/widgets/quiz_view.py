"""QuizView: practise one kind of question (legal plays, meld, trick winners, hand scores,
surrender and contracts) with instant feedback from the engine.

The questions and their answers come from :mod:`pinochle_teach.quiz` (engine layer): this
widget only draws the question, collects the response and shows the engine's verdict. It
holds view state (kind, difficulty, seed, the response being built, the last verdict, the
session score) and :meth:`QuizView.refresh` redraws everything from it.

>>> view = QuizView("meld", difficulty="easy", seed=3)     # doctest: +SKIP
>>> view.number_box.value = str(view.question.answer)      # doctest: +SKIP
>>> view.check_button.click(); view.verdict.correct        # doctest: +SKIP
True
"""

from __future__ import annotations

import base64
import html
import os
import weakref

import ipywidgets as widgets

from ..cards import Card
from ..errors import PinochleError
from ..quiz import (DIFFICULTIES, KIND_TITLES, Question, QuizSettingError, Verdict,
                    check_difficulty, check_kind, make_question)
from ..rules import CARDGAMES_IO, RuleSet
from ..svg import CARD_WIDTH, PALETTES, UnknownPaletteError, card_svg, hand_html, meld_html
from .common import MAX_SEED, SEAT_NAMES, TEAM_NAMES, message_html, parse_seed
from ..classroom import MAX_NAME_LENGTH, Progress, check_student_name, student_key

__all__ = ["QuizView", "QUIZ_KINDS"]

#: The quiz kinds a QuizView can show, with their titles.
QUIZ_KINDS = dict(KIND_TITLES)

_INSTRUCTIONS = {
    "legal_play": "Click every card you may play (click again to unselect), then press Check.",
    "meld": "Type the hand's total meld in points, then press Check.",
    "trick_winner": "Pick the card that wins, type the trick's points, then press Check.",
    "hand_score": "Type what each team scores for the hand (a set is negative), then press Check.",
    "bid": "Choose yes or no, then press Check.",
}

_ROLE_WORDS = ("you", "left-hand opponent", "partner", "right-hand opponent")

# The quizzes alive in this kernel. A name typed in one of them is used by the others that
# save to the same folder: on a voila server every student has a kernel of their own, so
# this is one student's page (an exercise page may hold two quizzes).
_OPEN_VIEWS: "weakref.WeakSet[QuizView]" = weakref.WeakSet()


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
    (one ToggleButton per card shown), ``number_box``, ``number_boxes`` (two, hand scores),
    ``choice_buttons``, ``check_button``, ``next_button``, ``export_button``, ``name_box``
    (the student's name; hidden when nothing is saved); drawings ``prompt_view``,
    ``table_view``, ``feedback``, ``score_view``, ``message``, ``name_note`` (beside
    ``name_box``). On the page each text box has its label ("Question #", "Your name", the
    answer's) and a CSS class: ``pinochle-quiz-number`` (``seed_box``),
    ``pinochle-quiz-name`` (``name_box``), ``pinochle-quiz-answer`` (``number_box``,
    ``number_boxes``), so a browser test finds them by name, not by position.
    """

    def __init__(self, kind: str = "legal_play", difficulty: str = "medium", seed: int = 0,
                 progress=None, rules: RuleSet = CARDGAMES_IO, *, palette: str = "classic",
                 size: float = 0.85, student: "str | None" = None):
        self.kind = check_kind(kind)
        self.difficulty = check_difficulty(difficulty)
        self.seed = parse_seed(seed)
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
        self._export_html = ""

        # --- controls ---------------------------------------------------------------
        self.title_view = widgets.HTML()
        self.difficulty_label = widgets.HTML('<span style="margin:0 6px 0 12px">Difficulty</span>')
        self.difficulty_picker = widgets.ToggleButtons(
            options=[(d.capitalize(), d) for d in DIFFICULTIES], value=self.difficulty,
            tooltips=[f"{d.capitalize()} questions" for d in DIFFICULTIES],
            style={"button_width": "auto", "description_width": "auto"})
        self.seed_box = widgets.Text(
            value=str(self.seed), description="Question #", continuous_update=False,
            tooltip=f"Go to a question number from 0 to {MAX_SEED:,}",
            style={"description_width": "auto"}, layout=widgets.Layout(width="170px"))
        self.score_view = widgets.HTML()
        self.message = widgets.HTML()
        self.prompt_view = widgets.HTML()
        self.table_view = widgets.HTML()
        self.hand_label = widgets.HTML()
        self.card_row = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap",
                                                           align_items="flex-start"))
        self._cells: list[tuple[widgets.VBox, widgets.HTML, widgets.ToggleButton]] = []
        self.card_buttons: list[widgets.ToggleButton] = []
        self._shown_cards: tuple[Card, ...] = ()
        self.number_box = widgets.Text(
            description="Points", placeholder="e.g. 120", continuous_update=True,
            style={"description_width": "auto"}, layout=widgets.Layout(width="220px"))
        # Both boxes get the same label width, so that they line up.
        self.number_boxes = tuple(
            widgets.Text(placeholder=hint, style={"description_width": "240px"},
                         layout=widgets.Layout(width="360px"))
            for hint in ("e.g. 270", "e.g. -300"))
        self.choice_buttons = widgets.ToggleButtons(
            options=[("Yes", True), ("No", False)], value=None,
            style={"button_width": "auto", "description_width": "auto"})
        self.answer_box = widgets.VBox()
        self.check_button = widgets.Button(
            description="Check", button_style="primary", icon="check",
            tooltip="Check your answer", layout=widgets.Layout(width="auto"))
        self.next_button = widgets.Button(
            description="Next question", icon="arrow-right",
            tooltip="Draw the next question", layout=widgets.Layout(width="auto"))
        self.export_button = widgets.Button(
            description="Export results (CSV)", icon="download",
            tooltip="Save every answer so far as a CSV file for a teacher",
            layout=widgets.Layout(width="auto", display="" if self.progress else "none"))
        self.export_view = widgets.HTML()
        self.feedback = widgets.HTML()
        # The student's name: on the line under the header, so a student sees it (and types
        # it) before answering the first question. Tests and scripts find each box by its
        # label or its CSS class (pinochle-quiz-name, -number, -answer), not by its place.
        self.name_box = widgets.Text(
            value=self.progress.student if self.progress else "", description="Your name",
            placeholder="e.g. Alex", continuous_update=False,
            tooltip=f"Up to {MAX_NAME_LENGTH} letters, digits, spaces and hyphens; press "
                    "Enter. Your answers are saved under this name.",
            style={"description_width": "auto"}, layout=widgets.Layout(width="260px"))
        self.name_box.add_class("pinochle-quiz-name")
        self.seed_box.add_class("pinochle-quiz-number")
        self.number_box.add_class("pinochle-quiz-answer")
        for box in self.number_boxes:
            box.add_class("pinochle-quiz-answer")
        # The note takes the rest of the line and wraps inside it, so it stays beside
        # the box rather than dropping under it.
        self.name_note = widgets.HTML(layout=widgets.Layout(flex="1 1 16em"))
        self.name_row = widgets.HBox(
            [self.name_box, self.name_note],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center", margin="2px 0",
                                  display="" if self.progress else "none"))

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

        row = widgets.Layout(flex_flow="row wrap", align_items="center")
        header = widgets.HBox([self.title_view, self.seed_box, self.difficulty_label,
                               self.difficulty_picker], layout=row)
        buttons = widgets.HBox([self.check_button, self.next_button, self.export_button],
                               layout=widgets.Layout(flex_flow="row wrap", margin="6px 0"))
        super().__init__(
            [header, self.name_row, self.score_view, self.message, self.prompt_view,
             self.table_view, self.hand_label, self.card_row, self.answer_box, buttons,
             self.feedback, self.export_view],
            layout=widgets.Layout(max_width="1100px"))
        self.add_class("pinochle-quiz")
        self._new_question()
        self.refresh()
        _OPEN_VIEWS.add(self)

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

    # --- actions ------------------------------------------------------------------------

    def _guard(self, action) -> None:
        """Run a button's action; a PinochleError (or anything unexpected) becomes a short
        message in the widget, never a traceback on the page."""
        try:
            action()
        except PinochleError as err:
            self._error = str(err)
            self.refresh()
        except Exception:  # noqa: BLE001 - the page must never show a traceback
            self._error = ("Something went wrong with this question; press Next question "
                           "to go on.")
            self.refresh()

    def show_question(self, seed: "int | str", difficulty: "str | None" = None) -> None:
        """Show question number ``seed`` (an int or the seed box's text), at ``difficulty``
        (default the current one). A bad value leaves the question on screen and shows a
        short message."""
        try:
            value = parse_seed(seed)
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
        None with a message when something is missing."""
        q = self.question
        if self.kind == "legal_play":
            if not self.selected:
                return None, "Pick at least one card: every card you may play."
            return sorted(self.selected), ""
        if self.kind == "meld":
            if not self.number_box.value.strip():
                return None, "Type the meld in points first (0 if there is none)."
            return self.number_box.value, ""
        if self.kind == "trick_winner":
            if self.choice_buttons.value is None:
                return None, "Pick the card that wins the trick."
            if not self.number_box.value.strip():
                return None, "Type the trick's points too (0 if it has no counters)."
            return (self.choice_buttons.value, self.number_box.value), ""
        if self.kind == "hand_score":
            if not all(b.value.strip() for b in self.number_boxes):
                return None, "Type a score for each team."
            return tuple(b.value for b in self.number_boxes), ""
        if self.choice_buttons.value is None:
            return None, "Choose yes or no."
        assert q is not None
        return self.choice_buttons.value, ""

    def check(self) -> None:
        """Check the response: show right or wrong, the engine's explanation and the cards
        it is about. Only the first check of a question counts towards the score (and is
        saved); a response that cannot be read shows a message and counts nothing."""
        if self.question is None or self.verdict is not None:
            return
        response, missing = self.response()
        if response is None:
            self._error = missing
            self.refresh()
            return
        try:
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
        data = base64.b64encode(self.progress.csv_text().encode("utf-8")).decode("ascii")
        n = len(self.progress.answers())
        download = f"pinochle-{name}"
        self._export_html = (
            f'<div role="status" style="margin:4px 0">Saved {n} answer'
            f'{"" if n == 1 else "s"} to <code>{html.escape(str(path))}</code>. '
            f'<a download="{html.escape(download)}" href="data:text/csv;base64,{data}">'
            f"Download {html.escape(download)}</a></div>")
        self.refresh()

    def set_student(self, name: str) -> None:
        """Save answers from now on under the student ``name`` (``""``: no name, the shared
        ``progress.json``), and show that student's saved score. Other quizzes open in this
        kernel that save to the same folder follow. A refused name (see
        :func:`~pinochle_teach.classroom.progress.check_student_name`) leaves everything as it
        was and shows a short message beside the name box; the session score (this page's)
        is kept either way.
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
        if self._syncing:
            return
        self._guard(lambda: self.set_student(change["new"]))

    def _on_difficulty(self, change) -> None:
        if self._syncing or change["new"] == self.difficulty:
            return
        self.show_question(self.seed, change["new"])

    def _on_seed_box(self, change) -> None:
        if self._syncing or change["new"].strip() == str(self.seed):
            return
        self.show_question(change["new"])

    def _on_input(self, _change) -> None:
        if self._syncing or not self._error:
            return
        self._error = ""  # the student is fixing what the message asked for
        self.message.value = self._message_html()

    def _on_toggle(self, index: int, change) -> None:
        if self._syncing or index >= len(self._shown_cards) or self.verdict is not None:
            return
        card = self._shown_cards[index]
        if change["new"]:
            self.selected.add(card)
        else:
            self.selected.discard(card)
        self._error = ""
        self.message.value = self._message_html()
        self._sync_toggles()

    def _sync_toggles(self) -> None:
        """Both copies of a card share one selection; the icon shows it too (not colour
        alone)."""
        self._syncing = True
        try:
            for card, button in zip(self._shown_cards, self.card_buttons):
                on = card in self.selected
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
        self.title_view.value = (
            f'<span style="font-size:1.3em;font-weight:bold;margin-right:16px">'
            f"{html.escape(self.title)}</span>")
        self.score_view.value = self._score_html()
        self.message.value = self._message_html()
        if q is None:  # pragma: no cover - the constructor always draws a question
            return
        checked = self.verdict is not None
        self.prompt_view.value = (
            f'<div style="font-size:1.1em;margin:6px 0 2px 0;max-width:60em">'
            f"{html.escape(q.prompt)}</div>"
            f'<div style="color:#444;margin-bottom:4px">'
            f"{html.escape(_INSTRUCTIONS[self.kind]) if not checked else ''}</div>")
        draw = getattr(self, f"_draw_{self.kind}")
        draw(q, checked)
        self.check_button.disabled = checked
        self.check_button.button_style = "" if checked else "primary"
        self.next_button.button_style = "primary" if checked else ""
        self.feedback.value = self._feedback_html()
        self.export_view.value = self._export_html
        self.name_note.value = self._name_note_html()

    def _name_note_html(self) -> str:
        if self.progress is None:
            return ""
        if self._name_error:
            kept = self.progress.student
            return ('<div style="line-height:1.3">'
                    + message_html(f"{self._name_error}. Answers are still saved "
                                   + (f"as {kept}." if kept else "without a name."), "error")
                    + "</div>")
        who = self.progress.student
        if who:
            text = f"Your answers are saved as {html.escape(who)}."
        else:
            # Short, to fit beside the box: the exercise pages say why (without a name,
            # everyone on the same server shares one score).
            text = "Type your name and press Enter to keep a score of your own."
        return f'<div style="color:#444;margin-left:8px;line-height:1.3">{text}</div>'

    def _message_html(self) -> str:
        if self._error:
            return message_html(self._error, "error")
        if self.progress is not None and self.progress.message:
            return message_html(self.progress.message, "info")
        return ""

    def _score_html(self) -> str:
        parts = [f"<b>Score:</b> {self.right} right of {self.answered}",
                 f"streak {self.streak}", f"best streak {self.best_streak}"]
        if self.progress is not None:
            st = self.progress.stats(self.kind)
            who = (f"saved for {html.escape(self.progress.student)}" if self.progress.student
                   else "saved in all")
            parts.append(f"{who}: {st.right} right of {st.answered}")
        return ('<div role="status" style="margin:2px 0 4px 0">'
                + " &nbsp;·&nbsp; ".join(parts) + "</div>")

    def _feedback_html(self) -> str:
        v = self.verdict
        if v is None:
            return ""
        if v.correct:
            head, colour, border = "✔ Right!", "#e7f4ea", "#1e7b34"
        else:
            head, colour, border = "✘ Not quite.", "#fdf1e6", "#b35c00"
        lines = v.explanation.splitlines()
        # The heading already says right or wrong: drop the engine's "Right: " / "Not
        # quite: " lead-in from the first line rather than say it twice.
        first = lines[0] if lines else ""
        for lead in ("Right: ", "Not quite: "):
            if first.startswith(lead):
                first = first[len(lead):]
                lines[0] = first[:1].upper() + first[1:]
        body = "".join(f"<div>{html.escape(line)}</div>" for line in lines)
        return (f'<div role="status" class="pinochle-quiz-feedback" '
                f'style="background:{colour};border-left:5px solid {border};padding:8px 12px;'
                f'margin:6px 0;color:#1b1b1b;max-width:60em">'
                f'<div style="font-weight:bold;font-size:1.15em;margin-bottom:4px">{head}</div>'
                f"{body}</div>")

    def _card(self, card: Card, **kw) -> str:
        return card_svg(card, size=self.size, palette=self.palette, **kw)

    def _trick_html(self, cards, seats, names, badges=None, highlights=None,
                    notes=None, title="The trick so far") -> str:
        """Cards of a trick side by side, each captioned with who played it."""
        badges, highlights, notes = badges or {}, highlights or {}, notes or {}
        cells = []
        for i, (card, seat) in enumerate(zip(cards, seats)):
            caption = html.escape(names[i])
            note = notes.get(i, "")
            cells.append(
                '<figure style="margin:0 10px 0 0;display:flex;flex-direction:column;'
                'align-items:center">'
                + self._card(card, badge=badges.get(i), highlight=highlights.get(i))
                + f'<figcaption style="font-size:12px;text-align:center;margin-top:2px">'
                f"{caption}{'<br>' + html.escape(note) if note else ''}</figcaption></figure>")
        return (f'<div style="font-weight:bold;margin:4px 0 2px 0">{html.escape(title)}</div>'
                f'<div role="group" aria-label="{html.escape(title)}" '
                f'style="display:flex;flex-wrap:wrap;align-items:flex-start">'
                + "".join(cells) + "</div>")

    def _set_cards(self, cards, svgs, enabled: bool) -> None:
        """Fill the card cells (picture + ToggleButton per card)."""
        while len(self._cells) < len(cards):
            self._cells.append(self._make_cell(len(self._cells)))
        width = f"{round(max(CARD_WIDTH * self.size, 56))}px"
        self._shown_cards = tuple(cards)
        self._syncing = True
        try:
            for (cell, picture, button), card, svg in zip(self._cells, cards, svgs):
                picture.value = svg
                button.description = str(card)
                button.tooltip = card.name
                button.disabled = not enabled
                button.value = card in self.selected
                button.icon = "check" if card in self.selected else ""
                button.layout.width = width
        finally:
            self._syncing = False
        self.card_buttons = [b for _, _, b in self._cells[: len(cards)]]
        self.card_row.children = tuple(cell for cell, _, _ in self._cells[: len(cards)])

    def _make_cell(self, index: int):
        picture = widgets.HTML()
        button = widgets.ToggleButton(layout=widgets.Layout(padding="0", margin="2px 0 0 0"))
        button.add_class("pinochle-card-toggle")
        button.observe(lambda change, i=index: self._on_toggle(i, change), names="value")
        cell = widgets.VBox([picture, button], layout=widgets.Layout(
            align_items="center", margin="0 4px 6px 0", overflow="visible"))
        return cell, picture, button

    def _clear_cards(self) -> None:
        self._shown_cards = ()
        self.card_buttons = []
        self.card_row.children = ()

    # One drawer per kind: the question's data, the answer controls and, once checked,
    # the verdict's cards outlined and labelled in text.

    def _draw_legal_play(self, q, checked: bool) -> None:
        me = q.seat
        names = []
        for i, seat in enumerate(q.trick_seats):
            name = SEAT_NAMES[(seat - me) % 4]
            role = _ROLE_WORDS[(seat - me) % 4]
            names.append(f"{name} · {role}" + (" · led" if i == 0 else ""))
        w = next(i for i, s in enumerate(q.trick_seats) if s == q.winning_seat)
        self.table_view.value = self._trick_html(
            q.trick, q.trick_seats, names, badges={w: "Winning"},
            title=f"The trick so far ({q.trump.symbol} {q.trump.plural} are trump)")
        self.hand_label.value = ('<div style="font-weight:bold;margin:8px 0 2px 0">'
                                 "Your hand (South)</div>")
        svgs = []
        for card in q.hand:
            if not checked:
                svgs.append(self._card(card))
                continue
            legal, picked = card in q.answer, card in self.selected
            if legal and picked:
                svgs.append(self._card(card, highlight="selected", badge="Legal"))
            elif legal:
                svgs.append(self._card(card, highlight="hint", badge="Missed"))
            elif picked:
                svgs.append(self._card(card, highlight="illegal", badge="Not legal"))
            else:
                svgs.append(self._card(card, dimmed=True))
        self._set_cards(q.hand, svgs, enabled=not checked)
        self.answer_box.children = ()

    def _draw_meld(self, q, checked: bool) -> None:
        self.hand_label.value = ""
        self._clear_cards()
        trump = f"{q.trump.symbol} {q.trump.plural.capitalize()} are trump"
        if checked:
            picture = meld_html(q.result, palette=self.palette, size=self.size, layout="side",
                                caption=f"The meld with {q.trump.plural} as trump")
        else:
            picture = hand_html(q.hand, size=self.size, palette=self.palette,
                                label=f"Hand of {len(q.hand)} cards; {trump}")
        self.table_view.value = (f'<div style="font-weight:bold;margin:4px 0">{trump}</div>'
                                 f'<div style="overflow-x:auto">{picture}</div>')
        self.number_box.description = "Meld (points)"
        self.number_box.placeholder = "e.g. 120"
        self.number_box.disabled = checked
        self.answer_box.children = (self.number_box,)

    def _draw_trick_winner(self, q, checked: bool) -> None:
        self.hand_label.value = ""
        self._clear_cards()
        order = ("1st", "2nd", "3rd", "4th")
        names = [f"{order[i]} · {SEAT_NAMES[s]}" + (" · led" if i == 0 else "")
                 for i, s in enumerate(q.seats)]
        badges, highlights, notes = {}, {}, {}
        if checked:
            wi = q.winner_index
            badges[wi], highlights[wi] = "Wins", "selected"
            for i, c in enumerate(q.cards):
                pts = self.rules.card_points(c.rank)
                if pts:
                    notes[i] = f"counts {pts}"
        title = (f"The trick ({q.trump.symbol} {q.trump.plural} are trump)"
                 + (" · last trick of the hand" if q.last else ""))
        self.table_view.value = self._trick_html(q.cards, q.seats, names, badges, highlights,
                                                 notes, title=title)
        options = [(f"{c} ({SEAT_NAMES[s]})", i) for i, (c, s) in enumerate(zip(q.cards, q.seats))]
        self._syncing = True
        try:
            if list(self.choice_buttons.options) != options:
                keep = self.choice_buttons.value
                self.choice_buttons.options = options
                self.choice_buttons.value = keep
            self.choice_buttons.description = "Wins:"
            self.choice_buttons.tooltips = [f"The {order[i]} card played, {c.name}, by "
                                            f"{SEAT_NAMES[s]}" for i, (c, s) in
                                            enumerate(zip(q.cards, q.seats))]
        finally:
            self._syncing = False
        self.choice_buttons.disabled = checked
        self.number_box.description = "Trick points"
        self.number_box.placeholder = "e.g. 20"
        self.number_box.disabled = checked
        self.answer_box.children = (self.choice_buttons, self.number_box)

    def _numbers_table(self, rows, bidders: int) -> str:
        head = "".join(
            f'<th style="padding:3px 12px;text-align:right">'
            f"Team {t} · {html.escape(TEAM_NAMES[t])}"
            f"{' (bidders)' if t == bidders else ''}</th>" for t in (0, 1))
        body = "".join(
            f'<tr><th style="padding:3px 12px;text-align:left">{html.escape(label)}</th>'
            + "".join(f'<td style="padding:3px 12px;text-align:right">{html.escape(str(v))}</td>'
                      for v in values) + "</tr>" for label, values in rows)
        return ('<table style="border-collapse:collapse;margin:6px 0;border:1px solid #999">'
                f'<thead style="border-bottom:1px solid #999"><tr><th></th>{head}</tr></thead>'
                f"<tbody>{body}</tbody></table>")

    def _draw_hand_score(self, q, checked: bool) -> None:
        self.hand_label.value = ""
        self._clear_cards()
        b = q.bidders
        rows = [("Contract", [q.contract if t == b else "—" for t in (0, 1)]),
                ("Team meld", list(q.meld))]
        if q.surrendered:
            rows.append(("Trick points", ["surrendered: no tricks played"] * 2))
        else:
            rows.append(("Trick points", list(q.trick_points)))
        if checked:
            rows.append(("Score for the hand", [f"{p:+d}" for p in q.answer]))
        self.table_view.value = self._numbers_table(rows, b)
        for t, box in enumerate(self.number_boxes):
            box.description = (f"Team {t} ({TEAM_NAMES[t]}"
                               f"{', bidders' if t == b else ''}) scores")
            box.disabled = checked
        self.answer_box.children = self.number_boxes

    def _draw_bid(self, q, checked: bool) -> None:
        self.hand_label.value = ""
        self._clear_cards()
        b = q.bidders
        rows = [("Contract", [q.contract if t == b else "—" for t in (0, 1)]),
                ("Team meld", [q.meld[t] if t == b or q.question == "made" else "—"
                               for t in (0, 1)])]
        if q.trick_points is not None:
            rows.append(("Trick points", list(q.trick_points)))
        self.table_view.value = self._numbers_table(rows, b)
        options = [("Yes", True), ("No", False)]
        self._syncing = True
        try:
            if list(self.choice_buttons.options) != options:
                self.choice_buttons.options = options
                self.choice_buttons.value = None
            self.choice_buttons.description = ("Surrender allowed?" if q.question == "surrender"
                                               else "Contract made?")
            self.choice_buttons.tooltips = ["Yes", "No"]
        finally:
            self._syncing = False
        self.choice_buttons.disabled = checked
        self.answer_box.children = (self.choice_buttons,)

    def __repr__(self) -> str:
        return (f"QuizView(kind={self.kind!r}, difficulty={self.difficulty!r}, "
                f"seed={self.seed}, answered={self.answered}, right={self.right})")
