"""The teacher's live results page (notebooks/teacher_results.ipynb, issue 16 item 5).

:func:`teacher_page` shows the class's results only on the teacher's own link
(``?teacher=<code>``, :mod:`pinochle_teach.classroom.identity`); on any other link (a
student's, none, a wrong code) it shows one sentence, "This page is for the teacher.", and
reads nothing: no answer, name or code reaches that browser. In a kernel preheated by
``make run POOL=...`` the link arrives after the notebook ran: the page is drawn with the
sentence and becomes the results once the teacher's code is in.

:class:`TeacherResults` shows, from the class store (:class:`~pinochle_teach.classroom.
ClassStore`) and the roster:

- every student's graded answers: the question as the student saw it (its kind, difficulty
  and the number their page showed, "Question # 3"), what they answered, right or wrong,
  when (practice answers, given after the first, are counted apart);
- who has not started (roster names with no answer);
- the most-missed questions, each as the quiz asked it (the sentence and the cards), who
  missed it and what they answered, with a button that puts the question, its answer and
  the engine's explanation in large type, ready for the projector; and the most-missed
  situations (a kind and the engine's situation in words: each student has their own
  questions, so these say what the class as a whole gets wrong);
- a plot of the class by question kind (right and wrong graded answers, matplotlib);
- "Export to CSV": every answer with what was answered, as a download.

What is shown of each answer, and the most-missed lists, come from the engine
(:mod:`pinochle_teach.classroom.results`); this module draws them.

It refreshes itself every :data:`REFRESH_SECONDS` seconds while the class works (a timer on
the kernel's own loop, which ends with the kernel; a closed page stops it).
"""

from __future__ import annotations

import base64
import io
from collections import Counter
from datetime import datetime, timezone

import ipywidgets as widgets

from ..classroom import identity as page_identity
from ..classroom.results import (MISSED_SHOWN, graded_rows, kind_title, missed_questions,
                                 missed_situations, number_of, question_of)
from ..classroom.roster import Roster, RosterError
from ..classroom.store import CLASS_CSV_COLUMNS, answers_csv
from ..i18n import N_, NP_, gettext, ntr, pgettext, tr
from ..quiz import KIND_TITLES
from . import page_language, projector
from .pagekit import FOCUS_GO, REVEAL
from .render import el, message, stylesheet
from .common import repeat_on_kernel

__all__ = ["NOT_FOR_YOU", "REFRESH_SECONDS", "CSV_COLUMNS", "TeacherResults", "teacher_page",
           "class_csv"]

#: The only thing a page opened without the teacher's code shows.
NOT_FOR_YOU = N_("This page is for the teacher.")
#: How often the page reads the class store again while it is open.
REFRESH_SECONDS = 3.0
#: The columns of the CSV export, in order (``number``: the question number the student's
#: page showed, "" where not recorded).
CSV_COLUMNS = CLASS_CSV_COLUMNS


def _when(iso: str) -> str:
    """"14:05:31" (UTC) from the store's ISO time; the text as it is if unreadable."""
    try:
        return datetime.fromisoformat(iso).astimezone(timezone.utc).strftime("%H:%M:%S")
    except (TypeError, ValueError):
        return str(iso)


#: Each difficulty as a word inside a line ("Meld scoring · easy"), translated where shown.
_DIFFICULTY_WORDS = {"easy": NP_("difficulty, inside a line", "easy"),
                     "medium": NP_("difficulty, inside a line", "medium"),
                     "hard": NP_("difficulty, inside a line", "hard")}


def _difficulty(difficulty: str) -> str:
    """A difficulty as a word inside a line, in the page's language (an unknown one as
    stored)."""
    entry = _DIFFICULTY_WORDS.get(difficulty)
    return pgettext(*entry) if entry else difficulty


def _title(title: str) -> str:
    """A quiz kind's title (English, as the engine gives it) in the page's language."""
    return gettext(title)


def _what(title: str, difficulty: str) -> str:
    return tr("{kind} · {difficulty}", kind=_title(title), difficulty=_difficulty(difficulty))


def _graded_count(n: int) -> str:
    return ntr("{n} graded answer", "{n} graded answers", n)


def _wrong_of(wrong: int, answered: int) -> str:
    return ntr("{wrong} of {n} graded answer wrong", "{wrong} of {n} graded answers wrong",
               answered, wrong=wrong)


def _missed_by(students: int) -> str:
    return ntr("missed by {n} student", "missed by {n} students", students)


def _students_of(answers) -> list:
    return [a for a in answers if a.student]  # a student alone is nobody of the class


def class_csv(answers, class_id: str = "") -> str:
    """Every answer as CSV text: the columns of :data:`CSV_COLUMNS`, ``correct`` and
    ``graded`` as 1 or 0, in the order given (the store's: time order); ``number`` as
    stored, else worked out from the class (``class_id``) and the student."""
    return answers_csv(_students_of(answers), number=lambda a: number_of(a, class_id))


def _plot_png(answers) -> "bytes | None":
    """A bar chart of graded answers by kind, right and wrong (PNG bytes; None if none)."""
    right, wrong = Counter(), Counter()
    for a in _students_of(answers):
        if a.graded:
            (right if a.correct else wrong)[a.kind] += 1
    kinds = sorted(set(right) | set(wrong), key=lambda k: list(KIND_TITLES).index(k)
                   if k in KIND_TITLES else len(KIND_TITLES))
    if not kinds:
        return None
    from matplotlib.figure import Figure

    fig = Figure(figsize=(6.4, 1.2 + 0.45 * len(kinds)), dpi=100)
    ax = fig.add_subplot()
    labels = [_title(kind_title(k)) for k in kinds]
    rs, ws = [right[k] for k in kinds], [wrong[k] for k in kinds]
    ax.barh(labels, rs, color="#2e7d32", label=tr("right"))
    ax.barh(labels, ws, left=rs, color="#c62828", hatch="//", label=tr("wrong"))
    ax.set_xlabel(tr("graded answers"))
    ax.invert_yaxis()
    ax.legend(loc="lower right", fontsize=8)
    ax.xaxis.get_major_locator().set_params(integer=True)
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    return buf.getvalue()


class TeacherResults(widgets.VBox):
    """The class's results, live (see the module's text). Only :func:`teacher_page` decides
    who sees it; made directly it shows what the store holds.

    Args:
        store: a :class:`~pinochle_teach.classroom.ClassStore` (None: the class's own, in
            the class data folder).
        roster: the class :class:`~pinochle_teach.classroom.roster.Roster` (None: the saved
            one, if any).
        interval: seconds between refreshes (0: none; :meth:`refresh` by hand).
    """

    def __init__(self, store=None, roster: "Roster | None" = None,
                 interval: float = REFRESH_SECONDS):
        super().__init__()
        for name in ("pinochle-teacher", "pt-root", "pt-font"):
            self.add_class(name)
        if store is None:
            from ..classroom import ClassStore

            store = ClassStore()
        self.store = store
        self.roster = roster
        self.interval = interval
        self._shown = None  # what the page shows now (to redraw only on change)
        self._answers: list = []
        self.class_id = roster.class_id if roster is not None else ""
        self.status = widgets.HTML()
        self.summary = widgets.HTML()
        self.waiting = widgets.HTML()
        self.answers_view = widgets.HTML()
        self.plot = widgets.HTML()
        self.missed_box = widgets.VBox()
        self.missed_box.add_class("pt-teacher-missed")
        self.situations = widgets.HTML()
        # (Empty at first, but its focus key is known to the page: the first question shown
        # takes the focus and comes into view, as later ones do.)
        self.projected = widgets.HTML(str(el("span", cls=FOCUS_GO, data_pt_go="none")))
        self.export_button = widgets.Button(description=tr("Export to CSV"), icon="",
                                            tooltip=tr("Every answer, with what was answered"))
        self.export_button.on_click(lambda _b: self.export())
        self.export_link = widgets.HTML()
        export = widgets.HBox([self.export_button, self.export_link])
        export.add_class("pt-teacher-export")
        heads = {}
        for name, words in (("waiting", N_("Not started")),
                            ("missed", N_("Most missed questions")),
                            ("situations", N_("Most missed situations")),
                            ("plot", N_("The class by kind of question")),
                            ("answers", N_("Every graded answer"))):
            heads[name] = widgets.HTML(str(el("h3", gettext(words), cls="pt-teacher-head")))
        self.children = [stylesheet(), self.status, self.summary, export,
                         heads["waiting"], self.waiting, heads["missed"], self.missed_box,
                         self.projected, heads["situations"], self.situations, heads["plot"],
                         self.plot, heads["answers"], self.answers_view]
        projector.follow(self)
        projector.offer_switch(self)
        page_language.offer(self)
        self.refresh()
        self._start_timer()

    # ---- reading the class -------------------------------------------------------------
    def refresh(self) -> bool:
        """Read the store and the roster again and redraw what changed. Returns whether
        anything did. A store that cannot be read shows what went wrong, in words."""
        try:
            answers = list(self.store.answers())
        except Exception as err:  # noqa: BLE001 - a page never shows a traceback
            self.status.value = str(message(tr("The class's answers cannot be read just now "
                                               "({error}); trying again in a moment.",
                                               error=err), "error"))
            return False
        roster = self.roster
        if roster is None:
            try:
                roster = Roster.load()
            except RosterError as err:
                roster = None
                self.status.value = str(message(str(err), "error"))
        names = tuple(roster.students) if roster is not None else ()
        self.class_id = roster.class_id if roster is not None else ""
        shown = (len(answers), answers[-1] if answers else None, names)
        stamp = datetime.now(timezone.utc).strftime("%H:%M:%S")
        if shown == self._shown:
            self.status.value = str(el("div", tr("Up to date at {time} UTC (refreshes every "
                                                 "{seconds} s).", time=stamp,
                                                 seconds=f"{self.interval:g}"),
                                       cls="pt-teacher-status"))
            return False
        self._shown, self._answers = shown, answers
        self._draw(answers, names)
        self.status.value = str(el("div", tr("Updated at {time} UTC (refreshes every "
                                             "{seconds} s).", time=stamp,
                                             seconds=f"{self.interval:g}"),
                                   cls="pt-teacher-status", role="status"))
        return True

    def _draw(self, answers, names) -> None:
        mine = _students_of(answers)
        graded = [a for a in mine if a.graded]
        started = {a.student for a in mine}
        everyone = list(names) + sorted(started - set(names))
        right = sum(a.correct for a in graded)
        practice = len(mine) - len(graded)
        self.summary.value = str(el(
            "p", tr("{started}; {graded}, {right}; {practice}.",
                    started=ntr("{started} of {n} students started",
                                "{started} of {n} students started", len(everyone),
                                started=len(started)),
                    graded=_graded_count(len(graded)),
                    right=ntr("{n} right", "{n} right", right),
                    practice=ntr("{n} practice answer", "{n} practice answers", practice)),
            cls="pt-teacher-summary"))
        waiting = [n for n in names if n not in started]
        self.waiting.value = str(
            el("ul", [el("li", n) for n in waiting], cls="pt-teacher-waiting") if waiting
            else el("p", tr("Everyone on the roster has started.") if names
                    else tr("No roster: {command} makes one.",
                            command="`make class ROSTER=names.txt`"),
                    cls="pt-teacher-muted"))
        self._draw_answers(answers, everyone)
        self._draw_missed(answers)
        png = _plot_png(answers)
        kinds = [tr("{kind} {right}, {wrong}", kind=_title(kind_title(k)),
                    right=ntr("{n} right", "{n} right",
                              sum(a.correct for a in graded if a.kind == k)),
                    wrong=ntr("{n} wrong", "{n} wrong",
                              sum(not a.correct for a in graded if a.kind == k)))
                 for k in dict.fromkeys(a.kind for a in graded)]
        self.plot.value = str(
            el("img", src="data:image/png;base64," + base64.b64encode(png).decode("ascii"),
               alt=tr("Graded answers by kind of question, right and wrong: {kinds}",
                      kinds="; ".join(kinds)),
               cls="pt-teacher-plot") if png
            else el("p", tr("No graded answers yet."), cls="pt-teacher-muted"))

    def _draw_answers(self, answers, everyone) -> None:
        order = {n: i for i, n in enumerate(everyone)}
        rows = []
        for a in sorted(graded_rows(answers, self.class_id),
                        key=lambda a: (order.get(a.student, len(order)), a.time)):
            rows.append(el(
                "tr", el("th", a.student, scope="row"),
                el("td", tr("{question} · {number}", question=_what(a.title, a.difficulty),
                            number=a.label)),
                el("td", a.answer, cls="pt-teacher-answer"),
                el("td", tr("right") if a.correct else tr("wrong"),
                   cls="pt-teacher-right" if a.correct else "pt-teacher-wrong"),
                el("td", _when(a.time))))
        head = el("tr", [el("th", h, scope="col") for h in
                         (tr("Student"), tr("Question"), tr("Answered"), tr("Result"),
                          tr("When (UTC)"))])
        self.answers_view.value = str(
            el("table", el("thead", head), el("tbody", rows), cls="pt-teacher-answers")
            if rows else el("p", tr("No graded answers yet."), cls="pt-teacher-muted"))

    def _draw_missed(self, answers) -> None:
        items = []
        for m in missed_questions(answers, self.class_id, MISSED_SHOWN):
            what = _what(m.title, m.difficulty)
            who = [el("li", tr("{student} ({number}) answered", student=student,
                               number=label) + " ",
                       el("span", given, cls="pt-teacher-answer"))
                   for student, label, given in m.missed_by]
            how = dict(missed=_missed_by(m.students), wrong=_wrong_of(m.wrong, m.answered))
            tail = (" " + tr("({situation}): {missed} ({wrong})", situation=m.situation, **how)
                    if m.situation else ": " + tr("{missed} ({wrong})", **how))
            line = widgets.HTML(str(el(
                "div", el("p", el("b", what), tail),
                [el("p", text, cls="pt-teacher-prompt") for text in m.prompt.splitlines()
                 if text.strip()],
                el("ul", who, cls="pt-teacher-missed-by"), cls="pt-teacher-question")))
            button = widgets.Button(description=tr("Show on the projector"), icon="",
                                    tooltip=tr("This question of {question} with its answer "
                                               "and the engine's explanation, in large type",
                                               question=what))
            button.on_click(lambda _b, m=m: self.project(m))
            row = widgets.VBox([line, button])
            row.add_class("pt-teacher-missed-row")
            items.append(row)
        if not items:
            items = [widgets.HTML(str(el("p", tr("Nothing missed yet."),
                                         cls="pt-teacher-muted")))]
        old = self.missed_box.children
        self.missed_box.children = items
        for w in old:
            w.close()
        situations = [el("li", el("b", tr("{kind}: {situation}", kind=_title(s.title),
                                          situation=s.words or tr("other questions"))),
                         ": " + tr("{missed} ({wrong}, {questions})",
                                   missed=_missed_by(s.students),
                                   wrong=_wrong_of(s.wrong, s.answered),
                                   questions=ntr("{n} question", "{n} questions",
                                                 s.questions)))
                      for s in missed_situations(answers, MISSED_SHOWN)]
        self.situations.value = str(
            el("ul", situations, cls="pt-teacher-situations") if situations
            else el("p", tr("Nothing missed yet."), cls="pt-teacher-muted"))

    # ---- actions -----------------------------------------------------------------------
    def project(self, missed) -> None:
        """Show a most-missed question (a :class:`~pinochle_teach.classroom.results.
        MissedQuestion`), its right answer, the wrong answers given and the engine's
        explanation in large type (the panel under "Most missed questions"); no student's
        name is shown."""
        q = question_of(missed.kind, missed.seed, missed.difficulty)
        if q is None:
            self.projected.value = str(message(tr("That question cannot be drawn again."),
                                               "error"))
            return
        paragraphs = [el("p", line) for line in q.explain().splitlines() if line.strip()]
        given = list(dict.fromkeys(answer for _, _, answer in missed.missed_by if answer))
        self.projected.value = str(el(
            "section", el("h3", _title(q.title), cls="pt-teacher-head"),
            [el("p", line, cls="pt-teacher-prompt") for line in q.text().splitlines()],
            el("p", el("b", tr("Answer:") + " "), q.answer_text()),
            el("p", el("b", tr("Answered instead:") + " "), ", ".join(given)) if given else "",
            paragraphs, cls=("pt-teacher-projected", FOCUS_GO, REVEAL), tabindex="-1",
            data_pt_go=f"{missed.kind}-{missed.difficulty}-{missed.seed}",
            aria_label=tr("Question for the projector")))

    def export(self) -> str:
        """Offer every answer as ``class-results.csv`` (a download link beside the button);
        returns the CSV text."""
        text = class_csv(self._answers, self.class_id)
        count = len(_students_of(self._answers))
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        self.export_link.value = str(el(
            "span", ntr("{n} answer", "{n} answers", count) + ": ",
            el("a", tr("Download {file}", file="class-results.csv"),
               download="class-results.csv",
               href=f"data:text/csv;base64,{data}"), role="status"))
        return text

    # ---- refreshing --------------------------------------------------------------------
    def _start_timer(self) -> None:
        """Refresh every :attr:`interval` seconds on the kernel's loop (no thread: the timer
        ends with the kernel); stops once the widget is closed."""
        if self.interval:
            repeat_on_kernel(self, self.interval, self.refresh)


def teacher_page(store=None, interval: float = REFRESH_SECONDS) -> widgets.VBox:
    """The teacher's page: :class:`TeacherResults` on the teacher's link, else only
    :data:`NOT_FOR_YOU` (nothing is read). A preheated kernel shows the sentence first and
    the results once the page's link proves to be the teacher's."""
    return teacher_only("pinochle-teacher-page",
                        lambda: TeacherResults(store, interval=interval))


def teacher_only(page_class: str, build, notice: bool = True) -> widgets.VBox:
    """A page that shows ``build()`` (a widget, made once) only on the teacher's link, else
    :data:`NOT_FOR_YOU` (``notice=False``: nothing) without building it; a preheated
    kernel shows the sentence first and the widget once the link proves the teacher's."""
    root = widgets.VBox()
    for name in (page_class, "pt-root", "pt-font"):
        root.add_class(name)
    sentence = widgets.HTML(str(el("p", gettext(NOT_FOR_YOU), cls="pt-teacher-notice"))
                            if notice else "")
    built = []

    def show(who) -> None:
        if who.teacher and not built:
            built.append(build())
            root.children = built
            sentence.close()

    root.children = [stylesheet(), sentence]
    drawn_for = page_identity.current()
    show(drawn_for)

    def changed(who) -> None:
        from ..serve.page_request import on_kernel_thread

        on_kernel_thread(lambda: show(who))

    page_identity.on_change(changed, known=drawn_for)
    return root
