"""The lesson widgets' old home, kept so that ``from pinochle_teach.widgets.lesson import X``
goes on working: they live in the package :mod:`pinochle_teach.widgets.lessons`, one concept
per module."""

from .lessons import (BidEstimate, HandCommentary, LessonQuestion, MeldCalculator,
                      MeldGallery, Moment, PassLab, PlayPosition, QuestionBox, QuestionDeck,
                      ScoreCalculator, SelfCheck, SortHand, WhichCardWins, ask_bid, ask_fact,
                      ask_game, ask_meld, ask_play, ask_points, ask_score, ask_surrender,
                      ask_winner, key_moments)

__all__ = [
    "LessonQuestion", "ask_winner", "ask_play", "ask_meld", "ask_points", "ask_bid",
    "ask_surrender", "ask_score", "ask_game", "ask_fact",
    "SelfCheck", "QuestionDeck", "QuestionBox", "WhichCardWins", "SortHand", "PlayPosition",
    "MeldCalculator", "MeldGallery", "BidEstimate", "PassLab", "ScoreCalculator",
    "Moment", "key_moments", "HandCommentary",
]
