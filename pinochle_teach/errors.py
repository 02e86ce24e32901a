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
    "RecordFileError",
    "LanguageError",
    "shown",
    "shown_text",
]


class PinochleError(ValueError):
    """Base class of every error the kit raises on bad input."""


class InvalidCardError(PinochleError):
    """A card, rank or suit could not be read (e.g. ``"1X"``)."""


class InvalidHandError(PinochleError):
    """A hand that cannot exist: a card held more often than the deck has copies."""


class IllegalBidError(PinochleError):
    """A bid or pass that the auction does not allow now (rules page §2).

    ``why``, for a bid of points the auction does not take, holds the reason alone ("a bid
    must raise 270 by exactly 10 or 20"), without the bid and the legal bids; else ``""``.
    """

    why = ""


class IllegalPlayError(PinochleError):
    """A card that may not be played to this trick (rules page §6).

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
    name of a preset (rules page §8)."""


class LanguageError(PinochleError):
    """A language the kit has no catalog for (:func:`pinochle_teach.set_language`), or a
    translation that cannot be rendered (a placeholder or a grammatical form it lacks)."""


class RecordFileError(InvalidRecordError):
    """A game record file that cannot be written or read: a folder that does not exist, a
    folder given as the file, no permission, a full disk, or a path that is not a path
    (``None``, a number). ``Game.save`` and ``Game.load`` raise it; a file that is read but
    holds no valid record is an :class:`InvalidRecordError`."""


def shown(value, most: int = 60) -> str:
    """``repr(value)`` for an error message, cut to ``most`` characters (with "…"), and
    safe for any value: an int of more than 4,300 digits, whose repr Python refuses, is
    described by its size instead."""
    from .i18n import ntr, tr  # i18n.py imports this module

    try:
        text = repr(value)
    except ValueError:  # int too large to print
        text = ntr("<a whole number of about {n} digit>", "<a whole number of about {n} digits>",
                   value.bit_length() * 3 // 10) \
            if isinstance(value, int) else tr("<a {type}>", type=type(value).__name__)
    except Exception:  # noqa: BLE001 - a repr that fails must not hide the real error
        text = tr("<a {type}>", type=type(value).__name__)
    return text if len(text) <= most else text[: most - 1] + "…"


def shown_text(text: str, most: int = 40) -> str:
    """A string the user typed, quoted for an error message: its first ``most`` characters
    and "…" when it is longer, cut *inside* the quotes (``'abcd…'``), so the message still
    shows where the quoted text ends."""
    return repr(text if len(text) <= most else text[:most] + "…")
