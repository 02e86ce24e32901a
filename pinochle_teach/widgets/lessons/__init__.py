"""Small widgets for the lessons (``notebooks/01_…`` to ``08_…``), one concept per module:

- :mod:`.questions`: :class:`LessonQuestion` and the ``ask_*`` functions;
- :mod:`.selfcheck`: :class:`SelfCheck`, :class:`QuestionDeck`, :class:`WhichCardWins`;
- :mod:`.sort_hand`: :class:`SortHand`; :mod:`.play_position`: :class:`PlayPosition`;
- :mod:`.meld`: :class:`MeldCalculator`, :class:`MeldGallery`;
- :mod:`.bidding`: :class:`BidEstimate`; :mod:`.pass_lab`: :class:`PassLab`;
- :mod:`.scoring`: :class:`ScoreCalculator`;
- :mod:`.commentary`: :class:`HandCommentary` (and :func:`key_moments`, :class:`Moment`).

They hold no rules: every verdict, number and explanation comes from the engine
(:func:`~pinochle_teach.tricks.trick_winner`, :func:`~pinochle_teach.tricks.explain_winner`,
:func:`~pinochle_teach.tricks.legal_plays`, :func:`~pinochle_teach.tricks.explain_play`,
:func:`~pinochle_teach.meld.best_meld`, :class:`~pinochle_teach.auction.Auction`,
:func:`~pinochle_teach.scoring.score_hand`, :class:`~pinochle_teach.game.Game` …). Each
widget redraws from its state in ``refresh``; a bad value is shown as a short message, never
a traceback.

A self-check is a list of :class:`LessonQuestion`\\ s built by the ``ask_*`` functions:

>>> q = ask_winner("QH 9D AH QS", "S")
>>> [label for label, _ in q.options]  # doctest: +NORMALIZE_WHITESPACE
['queen of hearts (led)', 'nine of diamonds (2nd)', 'ace of hearts (3rd)',
 'queen of spades (4th)']
>>> q.judge(3).correct
True
>>> check = SelfCheck([q])
>>> check.answer(0, 2)
False
"""

from .bidding import BidEstimate
from .commentary import HandCommentary, Moment, key_moments
from .meld import MeldCalculator, MeldGallery
from .pass_lab import PassLab
from .play_position import PlayPosition
from .questions import (LessonQuestion, ask_best_card, ask_bid, ask_fact, ask_game, ask_meld,
                        ask_play, ask_points, ask_score, ask_surrender, ask_winner)
from .scoring import ScoreCalculator
from .selfcheck import QuestionBox, QuestionDeck, SelfCheck, WhichCardWins
from .sort_hand import SortHand

from .page_bar import page_bar

__all__ = [
    "LessonQuestion", "ask_winner", "ask_play", "ask_meld", "ask_points", "ask_bid",
    "ask_surrender", "ask_score", "ask_game", "ask_fact", "ask_best_card",
    "SelfCheck", "QuestionDeck", "QuestionBox", "WhichCardWins", "SortHand", "PlayPosition",
    "MeldCalculator", "MeldGallery", "BidEstimate", "PassLab", "ScoreCalculator",
    "Moment", "key_moments", "HandCommentary", "page_bar",
]
