"""Errors raised by pinochle-teach.

Every error is a :class:`PinochleError`, itself a :class:`ValueError`, and its message
says what was wrong and what is accepted. An operation that raises leaves state unchanged.
"""

from __future__ import annotations

__all__ = [
    "PinochleError",
    "InvalidCardError",
    "InvalidHandError",
    "IllegalBidError",
    "IllegalPlayError",
    "IllegalActionError",
    "WrongPhaseError",
    "InvalidRecordError",
    "InvalidRulesError",
]


class PinochleError(ValueError):
    """Base class of every error the kit raises on bad input."""


class InvalidCardError(PinochleError):
    """A card, rank or suit could not be read (e.g. ``"1X"``)."""


class InvalidHandError(PinochleError):
    """A hand that cannot exist: a card held more often than the deck has copies."""


class IllegalBidError(PinochleError):
    """A bid or pass that the auction does not allow now (RULES.md §2)."""


class IllegalPlayError(PinochleError):
    """A card that may not be played to this trick (RULES.md §6).

    ``reason`` holds the sentence from :func:`pinochle_teach.explain_play`.
    """

    def __init__(self, message: str, reason: str | None = None):
        super().__init__(message)
        self.reason = reason if reason is not None else message


class IllegalActionError(PinochleError):
    """An action the game does not allow in its current state."""


class WrongPhaseError(IllegalActionError):
    """An action that belongs to another phase of the hand (e.g. a bid during trick play)."""


class InvalidRecordError(PinochleError):
    """A saved game record that is corrupt, tampered with or of an unknown version."""


class InvalidRulesError(PinochleError):
    """A rule set that cannot be used: a :class:`~pinochle_teach.rules.RuleSet` field value
    that is not accepted, or something given as rules that is neither a ``RuleSet`` nor the
    name of a preset (RULES.md §8)."""
