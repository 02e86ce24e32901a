"""Deal number N: the one meaning of "deal #6" on every page of the kit.

A deal number is a whole number 0 or more. Deal number N is the first hand of
``Game(seed=N)``: the first dealer and the cards each seat is dealt, drawn in that order from
``random.Random(N)`` (rules page §1: the first dealer is chosen at random, then the whole deck
is dealt). The welcome page's meld explorer, the lessons' deal boxes, the auction, the play
table and the walkthrough all show deal N through :func:`numbered_deal`, so a student who
types 6 anywhere sees the same four hands and the same dealer (for the same rules).

>>> from pinochle_teach.numbered import numbered_deal
>>> from pinochle_teach.game import Game
>>> d = numbered_deal(6)
>>> (d.dealer, d.hands) == (Game(seed=6).dealer, Game(seed=6).dealt)
True
>>> len(d.hands), [len(h) for h in d.hands], d.widow
(4, [12, 12, 12, 12], ())

(:func:`pinochle_teach.cards.deal` shuffles with its seed directly and draws no dealer: it
is a shuffle, not deal number N.)
"""

from __future__ import annotations

import random
from typing import NamedTuple

from .cards import Card, deal as shuffle_and_deal
from .errors import PinochleError, shown
from .rules import CARDGAMES_IO, RuleSet, resolve_rules

__all__ = ["NumberedDeal", "numbered_deal", "first_deal", "check_deal_number"]


class NumberedDeal(NamedTuple):
    """Deal number ``number`` under ``rules``.

    Attributes:
        number: the deal number (an int 0 or more).
        dealer: the dealer's seat 0..players-1 (0 = South, clockwise).
        hands: one tuple of cards per seat, seat 0 first, each sorted for holding.
        widow: the widow's cards (three-handed), else ``()``.
        rules: the :class:`RuleSet` it was dealt under.
    """

    number: int
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    widow: tuple[Card, ...]
    rules: RuleSet


def check_deal_number(number) -> int:
    """``number`` if it is a whole number 0 or more (not a bool), else PinochleError.

    ``random.Random`` would take -1 like 1 and "abc" or 1.5 as other deals, so they are
    refused here, saying what is accepted.
    """
    if isinstance(number, bool) or not isinstance(number, int) or number < 0:
        raise PinochleError(f"a deal number is a whole number 0 or more, e.g. 6; got "
                            f"{shown(number)}")
    return number


def first_deal(rng: random.Random, rules: RuleSet = CARDGAMES_IO
               ) -> tuple[int, tuple[tuple[Card, ...], ...]]:
    """Draw a game's first dealer, then deal its first hand, from ``rng``: the order
    :class:`~pinochle_teach.game.Game` uses (one ``randrange(players)``, then one shuffle).

    Returns:
        ``(dealer, dealt)``: the dealer's seat and :func:`pinochle_teach.cards.deal`'s hands
        (the widow last when the rules have one).
    """
    rules = resolve_rules(rules)
    dealer = rng.randrange(rules.players)
    return dealer, shuffle_and_deal(rng, rules)


def numbered_deal(number: int, rules: "RuleSet | str" = CARDGAMES_IO) -> NumberedDeal:
    """Deal number ``number``: its dealer and the four (or three) hands.

    Args:
        number: the deal number, a whole number 0 or more (the widgets' boxes take 0 to
            ``MAX_SEED``).
        rules: a :class:`RuleSet` or a preset's name (default ``CARDGAMES_IO``). The same
            number under other rules deals other cards (another deck, hand size or table).

    Returns:
        a :class:`NumberedDeal`; it is always the first hand of ``Game(seed=number,
        rules=rules)``, dealer included.

    Raises:
        PinochleError: for a number that is not a whole number 0 or more.
        InvalidRulesError: for rules that are neither a RuleSet nor a preset's name.
    """
    number = check_deal_number(number)
    rules = resolve_rules(rules)
    dealer, dealt = first_deal(random.Random(number), rules)
    hands = tuple(dealt[: rules.players])
    widow = tuple(dealt[rules.players]) if len(dealt) > rules.players else ()
    return NumberedDeal(number, dealer, hands, widow, rules)
