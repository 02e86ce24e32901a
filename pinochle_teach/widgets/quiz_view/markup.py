"""The markup a QuizView shows, built with the render kit (:mod:`..render`): every piece
is escaped text in elements with classes from the Quizzes section of ``style.css``.

These functions take what to draw (words, numbers, SVG from :mod:`pinochle_teach.svg`) and
return :class:`~pinochle_teach.widgets.render.Markup`; they decide nothing about the game.

>>> str(title("Meld scoring"))
'<span class="pt-quiz-title">Meld scoring</span>'
"""

from __future__ import annotations

import base64
import sys
from collections.abc import Sequence

from ...i18n import N_, gettext, ntr, tr
from ..pagekit import FOCUS_GO
from ..render import Markup, el, join, size_class

__all__ = ["title", "difficulty_label", "prompt", "score_line", "feedback", "trick_figures",
           "section", "numbers_table", "export_note", "meld_picture", "open_hands",
           "PRACTICE_AHEAD"]

#: Under a question the student has answered before (before they answer it again);
#: translated where shown.
PRACTICE_AHEAD = N_("You have answered this question before: your first answer counts, so "
                  "this one will be practice.")


def title(text: str) -> Markup:
    """The quiz's heading (its kind's title)."""
    return el("span", text, cls="pt-quiz-title")


def difficulty_label() -> Markup:
    """The word before the difficulty buttons."""
    return el("span", tr("Difficulty"), cls="pt-quiz-difficulty-label")


def prompt(question: str, instructions: str, note: str = "",
           key: "str | None" = None) -> Markup:
    """The question, and under it what to do ("" once checked) and a ``note`` ("" for
    none; :data:`PRACTICE_AHEAD` for a question answered before). ``key`` names the
    question shown: when it changes (a new question) the page puts the focus on the
    question."""
    return join([el("div", question, cls=("pt-quiz-prompt", FOCUS_GO), tabindex="-1",
                    data_pt_go=key),
                 el("div", instructions, cls="pt-quiz-instructions"),
                 el("div", note, cls="pt-quiz-practice") if note else ""])


#: Where a student alone's answers are kept, in JupyterLite, on its drive (the browser's
#: storage for this site) or in the tab's memory (English; :func:`saved_alone` translates).
SAVED_IN_BROWSER = N_("saved in this browser (clearing this site's data forgets them)")
SAVED_IN_TAB = N_("saved in this tab only (a reload forgets them)")
SAVED_HERE = N_("saved on this computer")


def saved_alone(in_browser: bool = False) -> str:
    """Where a student alone's answers are kept, in words: "saved on this computer", or in
    JupyterLite (Python in the browser, ``sys.platform == "emscripten"``)
    :data:`SAVED_IN_BROWSER` when the store's file is on JupyterLite's drive
    (``in_browser``) and :data:`SAVED_IN_TAB` when it is in the tab's memory."""
    if sys.platform == "emscripten":
        return gettext(SAVED_IN_BROWSER if in_browser else SAVED_IN_TAB)
    return gettext(SAVED_HERE)


def score_line(right: int, answered: int, streak: int, best_streak: int,
               saved: "tuple[str, int, int] | None" = None,
               in_browser: bool = False) -> Markup:
    """This session's graded score, and with ``saved = (whose, right, answered)`` the saved
    graded one ("saved for Alex: 3 right of 4"; ``whose`` "" for a student alone: "saved
    on this computer: ..."; ``in_browser``: see :func:`saved_alone`)."""
    parts = [join([el("b", tr("Score:")), " ",
                   ntr("{n} right of {answered}", "{n} right of {answered}", right,
                       answered=answered)]),
             tr("streak {streak}", streak=streak), tr("best streak {best}", best=best_streak)]
    if saved is not None:
        who, s_right, s_answered = saved
        if who:
            parts.append(ntr("saved for {who}: {n} right of {answered}",
                             "saved for {who}: {n} right of {answered}", s_right, who=who,
                             answered=s_answered))
        else:
            parts.append(ntr("{where}: {n} right of {answered}",
                             "{where}: {n} right of {answered}", s_right,
                             where=saved_alone(in_browser), answered=s_answered))
    return el("div", join(parts, Markup(" &nbsp;·&nbsp; ")), cls="pt-quiz-score",
              role="status")


def feedback(correct: bool, explanation: str, note: str = "") -> Markup:
    """The verdict: "✔ Right!" or "✘ Not quite." over the engine's explanation (one
    paragraph per line). The heading already says right or wrong, so the engine's
    "Right: " / "Not quite: " lead-in is dropped from the first line rather than said
    twice. A ``note`` (a practice answer's) goes under the heading."""
    lines = explanation.splitlines()
    if lines:
        first = lines[0]
        # The engine's lead-ins, in English and in the language spoken now.
        for lead in ("Right: ", "Not quite: ", tr("Right:") + " ", tr("Not quite:") + " "):
            if first.startswith(lead):
                first = first[len(lead):]
                lines[0] = first[:1].upper() + first[1:]
    head = tr("✔ Right!") if correct else tr("✘ Not quite.")
    return el("div", el("div", head, cls="pt-quiz-verdict"),
              el("div", note, cls="pt-quiz-practice") if note else "",
              [el("div", line) for line in lines],
              cls=("pinochle-quiz-feedback", "pt-quiz-feedback",
                   "pt-quiz-right" if correct else "pt-quiz-wrong"),
              role="status")


def trick_figures(svgs: Sequence[str], captions: Sequence[Sequence[str]], heading: str,
                  size: float) -> Markup:
    """Cards of a trick side by side, each captioned (one line per string) with who played
    it; ``svgs`` are trusted SVG from :mod:`pinochle_teach.svg`."""
    cells = []
    for svg, lines in zip(svgs, captions):
        caption = join((text if i == 0 else join([el("br"), text])
                        for i, text in enumerate(lines)))
        cells.append(el("figure", Markup(svg), el("figcaption", caption),
                        cls="pt-quiz-figure"))
    return join([el("div", heading, cls="pt-quiz-heading"),
                 el("div", cells, cls=("pt-quiz-trick", size_class(size)), role="group",
                    aria_label=heading)])


def section(text: str) -> Markup:
    """A small bold heading over cards ("Your hand (South)")."""
    return el("div", text, cls="pt-quiz-section")


def meld_picture(heading: str, picture: str) -> Markup:
    """A heading over a hand or meld drawing (trusted SVG/HTML from :mod:`pinochle_teach.svg`)
    that scrolls sideways if it is wider than the page."""
    return join([el("div", heading, cls="pt-quiz-heading pt-quiz-heading-tight"),
                 el("div", Markup(picture), cls="pt-quiz-scroll")])


def open_hands(heading: str, trick: "Markup | str", hands: Sequence[tuple[str, str]]
               ) -> Markup:
    """A card-play puzzle's table: a ``heading`` (trump, tricks left), the ``trick`` so far
    (:func:`trick_figures`, or a sentence when nothing is led yet) and the other players'
    open hands, each ``(heading, picture)`` with trusted HTML from
    :mod:`pinochle_teach.svg`, side by side where there is room."""
    cells = [el("div", el("div", title, cls="pt-quiz-section"), Markup(picture),
                cls="pt-quiz-open-hand") for title, picture in hands]
    return join([el("div", heading, cls="pt-quiz-heading"), trick,
                 el("div", cells, cls="pt-quiz-open-hands")])


def numbers_table(headers: Sequence[str], rows: Sequence[tuple[str, Sequence]]) -> Markup:
    """A table of numbers per side: ``headers`` name the columns, each row is ``(label,
    values)``."""
    head = el("tr", el("th"), [el("th", h, cls="pt-quiz-num") for h in headers])
    body = [el("tr", el("th", label, cls="pt-quiz-rowhead"),
               [el("td", str(v), cls="pt-quiz-num") for v in values])
            for label, values in rows]
    return el("table", el("thead", head), el("tbody", body), cls="pt-quiz-numbers")


def export_note(count: int, download: str, csv_text: str) -> Markup:
    """"Your N answers: Download <file>", a link that downloads the CSV (made here: no
    file on the server, no path shown)."""
    data = base64.b64encode(csv_text.encode("utf-8")).decode("ascii")
    return el("div", ntr("Your {n} answer:", "Your {n} answers:", count), " ",
              el("a", tr("Download {file}", file=download), download=download,
                 href=f"data:text/csv;base64,{data}"),
              cls="pt-quiz-export", role="status")
