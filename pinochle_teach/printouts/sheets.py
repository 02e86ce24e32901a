"""Worksheets and answer keys as HTML pages to print: one block per question, the cards
drawn as the quiz page draws them, room to write, and a separate key with the engine's
answers and explanations. :mod:`.pdf` prints them.

>>> html = worksheet_html("meld", seeds=[1, 2])
>>> html.count('class="pt-print-q"')
2
>>> "Answer:" in html, "Answer:" in answer_key_html("meld", seeds=[1, 2])
(False, True)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from importlib import resources

from ..quiz import (KIND_TITLES, Question, QuizSettingError, check_difficulty, check_kind,
                    make_question)
from ..rules import CARDGAMES_IO, RuleSet
from .blocks import key_parts, question_parts

__all__ = ["PAPER_SIZES", "PrintSettingError", "check_paper", "worksheet_html",
           "answer_key_html", "render", "questions"]

#: Paper sizes the sheets are laid out for (CSS ``@page size`` names).
PAPER_SIZES = ("A4", "Letter")


class PrintSettingError(QuizSettingError):
    """A paper size, or a set of questions, that the sheets cannot be made for."""


def check_paper(paper: str) -> str:
    """Return ``paper`` as spelt in :data:`PAPER_SIZES` (any case: ``"letter"`` ->
    ``"Letter"``).

    Raises:
        PrintSettingError: for any other size, naming the accepted ones.
    """
    for name in PAPER_SIZES:
        if isinstance(paper, str) and paper.strip().lower() == name.lower():
            return name
    raise PrintSettingError(f"unknown paper size {paper!r}: use one of {', '.join(PAPER_SIZES)}")


@lru_cache(maxsize=1)
def _environment():
    import jinja2  # the print extra; not needed to import the package

    return jinja2.Environment(
        loader=jinja2.PackageLoader("pinochle_teach.printouts", "templates"),
        autoescape=True, trim_blocks=True, lstrip_blocks=True,
        undefined=jinja2.StrictUndefined)


def _css() -> str:
    return resources.files("pinochle_teach.printouts").joinpath("print.css").read_text("utf-8")


def render(template: str, *, paper: str = "A4", **values) -> str:
    """The page ``template`` (a file of ``templates/``) filled with ``values``, with the
    print stylesheet and the paper size."""
    return _environment().get_template(template).render(
        css=_css(), paper=check_paper(paper), **values)


def questions(kind: str, seeds: Iterable[int], difficulty: str = "medium",
              rules: RuleSet = CARDGAMES_IO) -> list[Question]:
    """The questions of ``kind`` for ``seeds``, in order (each seed is a quiz question
    number at ``difficulty``).

    Raises:
        QuizSettingError: for an unknown kind, a bad seed or difficulty, or no seeds.
    """
    seeds = list(seeds)
    if not seeds:
        raise PrintSettingError("a worksheet needs at least one question, e.g. seeds 1-10")
    return [make_question(kind, s, difficulty, rules) for s in seeds]


def _titles(kind: str, difficulty: str, count: int, student: "str | None") -> tuple[str, str]:
    title = KIND_TITLES[check_kind(kind)]
    level = check_difficulty(difficulty).capitalize()
    who = f" for {student}" if student else ""
    return title, f"{count} question{'s' if count != 1 else ''}{who} · Difficulty: {level}"


def _ref(q: Question, numbers: "Sequence[int] | None", n: int) -> str:
    return f"quiz #{numbers[n - 1] if numbers else q.seed}"


def worksheet_html(kind: str, seeds: Iterable[int] = range(1, 11),
                   difficulty: str = "medium", rules: RuleSet = CARDGAMES_IO, *,
                   paper: str = "A4", student: "str | None" = None,
                   numbers: "Sequence[int] | None" = None) -> str:
    """A worksheet of ``kind`` as one HTML page to print: a title, a line for the name,
    class and date, then one block per seed (the question, its cards or numbers drawn as on
    the quiz page, and ruled room for the answer). Each block is marked "quiz #n", the
    question number a quiz at the same difficulty shows it for (``numbers`` replaces those
    numbers, e.g. a student's own question numbers; ``student`` names the student in the
    title). :func:`answer_key_html` with the same arguments gives the key.

    Raises:
        QuizSettingError: for an unknown kind, bad seeds, difficulty or paper size.
    """
    qs = questions(kind, seeds, difficulty, rules)
    title, sub = _titles(kind, difficulty, len(qs), student)
    blocks = [{"number": n, "ref": _ref(q, numbers, n), "prompt": q.prompt,
               "parts": question_parts(q)} for n, q in enumerate(qs, 1)]
    return render("worksheet.html.j2", paper=paper, title=title, subtitle=sub,
                  body_class="pt-sheet", blocks=blocks)


def answer_key_html(kind: str, seeds: Iterable[int] = range(1, 11),
                    difficulty: str = "medium", rules: RuleSet = CARDGAMES_IO, *,
                    paper: str = "A4", student: "str | None" = None,
                    numbers: "Sequence[int] | None" = None) -> str:
    """The answer key of :func:`worksheet_html` with the same arguments, for the teacher:
    per question the answer, the drawing with the answer marked and the engine's
    explanation (the sentences the quiz shows after a right answer).

    Raises:
        QuizSettingError: as :func:`worksheet_html`.
    """
    qs = questions(kind, seeds, difficulty, rules)
    title, sub = _titles(kind, difficulty, len(qs), student)
    blocks = [{"number": n, "ref": _ref(q, numbers, n), "prompt": q.prompt,
               "answer": q.answer_text(), "explain": q.explain().splitlines(),
               "parts": key_parts(q)} for n, q in enumerate(qs, 1)]
    return render("key.html.j2", paper=paper, title=f"Answer key: {title}", subtitle=sub,
                  body_class="pt-key", blocks=blocks)
