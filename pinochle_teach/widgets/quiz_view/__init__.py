"""QuizView: practise one kind of quiz question with instant feedback from the engine.

:mod:`.view` holds the widget, :mod:`.markup` the markup it shows (through the render kit).
"""

from .view import QUIZ_KINDS, CardToggle, QuizView

__all__ = ["QuizView", "QUIZ_KINDS", "CardToggle"]
