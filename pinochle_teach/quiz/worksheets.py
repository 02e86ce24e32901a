"""Worksheets and answer keys: seeded questions as plain text for a teacher to print."""

from __future__ import annotations

import textwrap
from collections.abc import Iterable

from ..i18n import gettext, language, ntr, tr
from ..rules import CARDGAMES_IO, RuleSet
from .model import Question, QuizSettingError, difficulty_name
from .registry import KIND_TITLES, check_kind, make_question

__all__ = ["worksheet", "answer_key"]


def _questions(kind, seeds, difficulty, rules) -> list[Question]:
    seeds = list(seeds)
    if not seeds:
        raise QuizSettingError(tr("a worksheet needs at least one seed, e.g. range(1, 11)"))
    return [make_question(kind, s, difficulty, rules) for s in seeds]


def worksheet(kind: str, seeds: Iterable[int] = range(1, 11), difficulty: str = "medium",
              rules: RuleSet = CARDGAMES_IO, width: int = 88, *,
              lang: str | None = None) -> str:
    """A numbered worksheet of questions as plain text, one per seed (ten by default), for
    a teacher to print, lines wrapped at ``width`` columns. :func:`answer_key` with the same
    arguments gives the answers.

    The heading names the difficulty ("Meld scoring: 10 questions (Difficulty: Medium)") and
    the line under it says how to open a question in a quiz: each question is marked
    ``[#seed]``, and a quiz at the same difficulty shows that question for that number (each
    difficulty numbers its own questions). The worksheet is in the language spoken now or
    in ``lang`` (``"en"``, ``"pl"``).

    Raises:
        QuizSettingError: for an unknown kind, bad seeds or difficulty, or no seeds;
            LanguageError: a ``lang`` with no catalog.
    """
    with language(lang):
        qs = _questions(kind, seeds, difficulty, rules)
        level = difficulty_name(difficulty)
        # The English says "questions" for one too (as it always has); a translation has
        # its plural forms.
        head = ntr("{title}: {n} questions (Difficulty: {level})",
                   "{title}: {n} questions (Difficulty: {level})", len(qs),
                   title=gettext(KIND_TITLES[check_kind(kind)]), level=level)
        lines = [head, "=" * len(head)]
        lines.extend(_wrap(tr("[#n] is question n of the quiz at Difficulty {level} (type n "
                              "in Question #).", level=level), width))
        for n, q in enumerate(qs, 1):
            lines.extend(_wrap(f"{n}. [#{q.seed}] {q.text()}", width))
        return "\n".join(lines)


def _wrap(text: str, width: int) -> list[str]:
    """Wrap each line of ``text`` to ``width`` columns, continuation lines indented."""
    out = []
    for i, line in enumerate(text.splitlines()):
        indent = "   " if i == 0 else "   " + " " * (len(line) - len(line.lstrip()) - 3)
        out.extend(textwrap.wrap(line, width, subsequent_indent=indent,
                                 break_long_words=False, break_on_hyphens=False) or [""])
    return out


def answer_key(kind: str, seeds: Iterable[int] = range(1, 11), difficulty: str = "medium",
               rules: RuleSet = CARDGAMES_IO, explain: bool = False, width: int = 88, *,
               lang: str | None = None) -> str:
    """The answers to :func:`worksheet` with the same arguments, computed by the engine; with
    ``explain=True`` each answer is followed by its explanation. In the language spoken now
    or in ``lang``.

    Raises:
        QuizSettingError: as :func:`worksheet`; LanguageError: a ``lang`` with no catalog.
    """
    with language(lang):
        qs = _questions(kind, seeds, difficulty, rules)
        head = tr("Answer key: {title} (Difficulty: {level})",
                  title=gettext(KIND_TITLES[check_kind(kind)]),
                  level=difficulty_name(difficulty))
        lines = [head, "=" * len(head)]
        for n, q in enumerate(qs, 1):
            lines.extend(_wrap(f"{n}. [#{q.seed}] {q.answer_text()}", width))
            if explain:
                for line in q.explain().splitlines():
                    lines.extend(_wrap("   " + line, width))
        return "\n".join(lines)
