"""Worksheets and answer keys as HTML pages to print: one block per question, the cards
drawn as the quiz page draws them, room to write, and a separate key with the engine's
answers and explanations. :mod:`.pdf` prints them.

>>> html = worksheet_html("meld", seeds=[1, 2])
>>> html.count('class="pt-print-q"')
2
>>> "Answer:" in html, "Answer:" in answer_key_html("meld", seeds=[1, 2])
(False, True)

Every word a student or teacher reads is in the language spoken now or in ``lang``
(``"pl"``, ``"cs"``...; :func:`pinochle_teach.i18n.available_languages`): the frame of
the sheet, and the questions, answers and explanations as the quiz says them in it.

>>> '<html lang="pl">' in worksheet_html("bid", seeds=[1], lang="pl")
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from importlib import resources

from ..i18n import NP_, gettext, language, ntr, pgettext, tr
from ..quiz import (KIND_TITLES, Question, QuizSettingError, check_kind,
                    make_question)
from ..quiz.model import difficulty_name
from ..rules import CARDGAMES_IO, RuleSet
from .blocks import key_parts, question_parts

__all__ = ["PAPER_SIZES", "PrintSettingError", "check_paper", "worksheet_html",
           "answer_key_html", "key_title", "render", "questions"]

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


#: The labels of the line a student fills in at the top of a worksheet.
_WHO = (NP_("worksheet: the student writes", "Name"),
        NP_("worksheet: the student writes (the school class)", "Class"),
        NP_("worksheet: the student writes", "Date"))


def render(template: str, *, paper: str = "A4", lang: "str | None" = None, **values) -> str:
    """The page ``template`` (a file of ``templates/``) filled with ``values``, with the
    print stylesheet, the paper size, and the words of the page's frame in the language
    spoken now or in ``lang`` (also the page's ``<html lang>``)."""
    with language(lang) as code:
        return _environment().get_template(template).render(
            css=_css(), paper=check_paper(paper), lang=code,
            who=[pgettext(*label) for label in _WHO], **values)


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
    """The sheet's title (the quiz kind's) and the line under it, in the language now."""
    title = gettext(KIND_TITLES[check_kind(kind)])
    level = difficulty_name(difficulty)
    if student:
        return title, ntr("{n} question for {student} · Difficulty: {level}",
                          "{n} questions for {student} · Difficulty: {level}", count,
                          student=student, level=level)
    return title, ntr("{n} question · Difficulty: {level}",
                      "{n} questions · Difficulty: {level}", count, level=level)


def key_title(title: str) -> str:
    """The title of an answer key to the worksheet ``title``, in the language now."""
    return tr("Answer key: {title}", title=title)


def _head(q: Question, numbers: "Sequence[int] | None", n: int) -> dict:
    """A block's heading "Question n" and its "(quiz #seed)"."""
    return {"number": n, "head": tr("Question {number}", number=n),
            "ref": tr("(quiz #{number})", number=numbers[n - 1] if numbers else q.seed)}


def worksheet_html(kind: str, seeds: Iterable[int] = range(1, 11),
                   difficulty: str = "medium", rules: RuleSet = CARDGAMES_IO, *,
                   paper: str = "A4", student: "str | None" = None,
                   numbers: "Sequence[int] | None" = None, lang: "str | None" = None) -> str:
    """A worksheet of ``kind`` as one HTML page to print: a title, a line for the name,
    class and date, then one block per seed (the question, its cards or numbers drawn as on
    the quiz page, and ruled room for the answer). Each block is marked "quiz #n", the
    question number a quiz at the same difficulty shows it for (``numbers`` replaces those
    numbers, e.g. a student's own question numbers; ``student`` names the student in the
    title). :func:`answer_key_html` with the same arguments gives the key. In the language
    spoken now or in ``lang`` (``"en"``, ``"pl"``...), the questions as the quiz asks them
    in it.

    Raises:
        QuizSettingError: for an unknown kind, bad seeds, difficulty or paper size;
            LanguageError: a ``lang`` with no catalog.
    """
    with language(lang):
        qs = questions(kind, seeds, difficulty, rules)
        title, sub = _titles(kind, difficulty, len(qs), student)
        blocks = [{**_head(q, numbers, n), "prompt": q.prompt, "parts": question_parts(q)}
                  for n, q in enumerate(qs, 1)]
        return render("worksheet.html.j2", paper=paper, title=title, subtitle=sub,
                      body_class="pt-sheet", blocks=blocks)


def answer_key_html(kind: str, seeds: Iterable[int] = range(1, 11),
                    difficulty: str = "medium", rules: RuleSet = CARDGAMES_IO, *,
                    paper: str = "A4", student: "str | None" = None,
                    numbers: "Sequence[int] | None" = None, lang: "str | None" = None) -> str:
    """The answer key of :func:`worksheet_html` with the same arguments, for the teacher:
    per question the answer, the drawing with the answer marked and the engine's
    explanation (the sentences the quiz shows after a right answer), in the language
    spoken now or in ``lang``.

    Raises:
        QuizSettingError: as :func:`worksheet_html`; LanguageError: a ``lang`` with no
            catalog.
    """
    with language(lang):
        qs = questions(kind, seeds, difficulty, rules)
        title, sub = _titles(kind, difficulty, len(qs), student)
        blocks = [{**_head(q, numbers, n), "prompt": q.prompt,
                   "answer": tr("Answer: {answer}", answer=q.answer_text()),
                   "explain": q.explain().splitlines(), "parts": key_parts(q)}
                  for n, q in enumerate(qs, 1)]
        return render("key.html.j2", paper=paper, title=key_title(title), subtitle=sub,
                      body_class="pt-key", blocks=blocks)
