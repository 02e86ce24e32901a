"""Words the questions use: who sits where as seen by the player asked, lists of cards,
the trump sentence.

>>> relative_seat(2, 0), relative_seat(3, 0), seat_role(1, 0)
('your partner', 'your right-hand opponent', 'left-hand opponent')
>>> list_cards(parse_cards("AS TS KS"))
'A♠, 10♠ and K♠'
"""

from __future__ import annotations

from collections.abc import Iterable

from ..cards import Card, Suit, parse_cards  # noqa: F401 - parse_cards for the doctest
from ..rules import CARDGAMES_IO, RuleSet
from ..seating import next_seat, partner

__all__ = ["seat_role", "relative_seat", "list_cards", "capitalize_first", "trump_sentence",
           "distinct"]


def seat_role(seat: int, viewer: int, rules: RuleSet = CARDGAMES_IO) -> str:
    """What ``viewer`` calls the player at ``seat``: ``"you"``, ``"partner"`` (opposite, in a
    partnership game), ``"left-hand opponent"`` (the next to play, clockwise) or
    ``"right-hand opponent"`` (the one who played just before); at a table of more seats the
    others are ``"opponent"`` (rules page §1: partners sit opposite, play goes clockwise).

    Args:
        seat, viewer: seats 0..players-1.
    """
    if seat == viewer:
        return "you"
    if seat == partner(viewer, rules):
        return "partner"
    if seat == next_seat(viewer, rules):
        return "left-hand opponent"
    if next_seat(seat, rules) == viewer:
        return "right-hand opponent"
    return "opponent"  # pragma: no cover - only at tables of five seats or more


def relative_seat(seat: int, me: int, rules: "RuleSet | int" = CARDGAMES_IO) -> str:
    """How ``me`` calls ``seat`` in a sentence: ``"you"``, ``"your left-hand opponent"``,
    ``"your partner"`` or ``"your right-hand opponent"`` (see :func:`seat_role`).

    ``rules`` may also be given as the number of players 4 (the partnership table), as this
    function once took.
    """
    if isinstance(rules, int) and not isinstance(rules, bool) and rules == 4:
        rules = CARDGAMES_IO
    role = seat_role(seat, me, rules)
    return role if role == "you" else f"your {role}"


def list_cards(cards: Iterable[Card], conj: str = "and") -> str:
    """Cards as words: ``"A♠, 10♠ and K♠"`` (``conj`` joins the last two), ``"none"`` for
    none."""
    items = [str(c) for c in cards]
    if not items:
        return "none"
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + f" {conj} " + items[-1]


def capitalize_first(text: str) -> str:
    """``text`` with its first letter upper case (the rest kept: "your partner's A♠")."""
    return text[:1].upper() + text[1:]


def trump_sentence(trump: Suit) -> str:
    """``"Spades (♠) are trump."``"""
    return f"{trump.plural.capitalize()} ({trump.symbol}) are trump."


def distinct(cards: Iterable[Card]) -> list[Card]:
    """Each different card once, in the order first seen."""
    return list(dict.fromkeys(cards))
