"""Every kind of question by name: :data:`GENERATORS`, :data:`KIND_TITLES`,
:func:`make_question`."""

from __future__ import annotations

from collections.abc import Callable

from ..i18n import language, tr
from ..rules import CARDGAMES_IO, RuleSet
from .bid import BidQuestion, bid_question
from .hand_score import HandScoreQuestion, hand_score_question
from .legal_play import LegalPlayQuestion, legal_play_question
from .meld import MeldQuestion, meld_question
from .model import Question, QuizSettingError
from .puzzle import PuzzleQuestion, puzzle_question
from .trick_winner import TrickWinnerQuestion, trick_winner_question

__all__ = ["GENERATORS", "KIND_TITLES", "check_kind", "make_question"]

#: Every generator by kind name.
GENERATORS: dict[str, Callable[..., Question]] = {
    "legal_play": legal_play_question,
    "meld": meld_question,
    "trick_winner": trick_winner_question,
    "hand_score": hand_score_question,
    "bid": bid_question,
    "puzzle": puzzle_question,
}

#: A short title per kind, for headings (in English: translated where shown, with
#: :func:`pinochle_teach.i18n.gettext`).
KIND_TITLES: dict[str, str] = {
    "legal_play": LegalPlayQuestion.title,
    "meld": MeldQuestion.title,
    "trick_winner": TrickWinnerQuestion.title,
    "hand_score": HandScoreQuestion.title,
    "bid": BidQuestion.title,
    "puzzle": PuzzleQuestion.title,
}


def check_kind(kind: str) -> str:
    """Return ``kind`` if it names a generator in :data:`GENERATORS`.

    Raises:
        QuizSettingError: naming the accepted kinds.
    """
    if isinstance(kind, str) and kind.strip().lower() in GENERATORS:
        return kind.strip().lower()
    raise QuizSettingError(tr("unknown quiz kind {given}: use one of {kinds}", given=repr(kind),
                              kinds=", ".join(GENERATORS)))


def make_question(kind: str, seed: int = 0, difficulty: str = "medium",
                  rules: RuleSet = CARDGAMES_IO, *, lang: str | None = None) -> Question:
    """The question of ``kind`` (a key of :data:`GENERATORS`) for ``seed`` and ``difficulty``,
    in the language spoken now or in ``lang`` (``"en"``, ``"pl"``), which the question keeps
    for its feedback.

    Raises:
        QuizSettingError: for an unknown kind, or a bad seed, difficulty or rule set;
            LanguageError: a ``lang`` with no catalog.
    """
    with language(lang):
        return GENERATORS[check_kind(kind)](seed, difficulty, rules)
