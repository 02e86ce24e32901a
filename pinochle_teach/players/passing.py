"""How the heuristic player passes, gives back and discards cards (rules page §3, §8).

In the partnership game the bidder's partner passes cards to the bidder and the bidder gives
the same number back; in three-handed play the bidder discards (counting for its side, §8).
Each side plans all its cards at once from the hand as it was before the first one went:

- :func:`pass_plan`: the partner gives trump first (the run cards A 10 K Q J, then the nine),
  then aces, then tens and pinochle cards, keeping its own meld where it can;
- :func:`return_plan` (also the three-handed discard): the bidder gives back cards that
  neither meld nor win tricks, never a card of its best meld while another card will do,
  never trump or an ace while a low side card will do, and prefers to empty a short side
  suit so it can trump it later.

:func:`pass_reason`, :func:`return_reason` and :func:`discard_reason` say why in one sentence.
Cards are :class:`~pinochle_teach.cards.Card`; counts are lists of 24 ints by ``card.index``.
"""

from __future__ import annotations

from ..cards import Card, Rank, Suit, distinct_cards
from ..game import PlayerView
from ..i18n import tr
from ..meld import best_meld
from ..rules import RuleSet

__all__ = ["pass_plan", "return_plan", "pass_reason", "return_reason", "discard_reason"]


def _count(cards) -> list[int]:
    out = [0] * 24
    for c in cards:
        out[c.index] += 1
    return out




def _pass_priority(c: Card, trump: Suit, used: list[int]) -> float:
    """How much the partner wants to give card ``c`` to the bidder (higher first)."""
    r = c.rank
    if c.suit is trump:
        p = 100 + r if r != Rank.NINE else 95
        if used[c.index]:
            p -= 3
        return p
    if r == Rank.ACE:
        p = 70
    elif r == Rank.TEN:
        p = 30
    elif (c.suit is Suit.SPADES and r == Rank.QUEEN) or (c.suit is Suit.DIAMONDS and r == Rank.JACK):
        p = 25  # pinochle cards
    elif r == Rank.KING:
        p = 20
    else:
        p = r
    if used[c.index]:
        p -= 50  # keep own meld
    return p


def _keep_value(c: Card, trump: Suit, have: list[int], suit_len: list[int]) -> float:
    """How much the bidder wants to keep card ``c`` (lower is given back first)."""
    r = c.rank
    if c.suit is trump:
        return 200 + r
    if r == Rank.ACE:
        return 100
    base = c.index - r
    if r == Rank.TEN:
        v = 40 if have[base + 5] else 20
    elif r == Rank.KING:
        v = 12
    else:
        v = r * 2
    # Emptying a short side suit lets the bidder trump it later.
    return v + 3 * suit_len[c.index // 6]


def pass_plan(hand, trump: Suit, rules: RuleSet, count: int | None = None) -> list[Card]:
    """The cards the partner passes to the bidder, in order (rules page §3): trump first (run
    cards A 10 K Q J, then the nine), then aces, then tens and pinochle cards, keeping the
    partner's own meld where it can.

    Args:
        hand: the partner's cards before passing (sequence of :class:`Card`).
        trump: the trump suit.
        rules: the rule set (``pass_count`` cards, 4 by default).
        count: how many cards (default ``rules.pass_count``).
    """
    n = rules.pass_count if count is None else count
    used = _count(best_meld(tuple(hand), trump, rules).cards_used)
    order = sorted(range(len(hand)), key=lambda k: (-_pass_priority(hand[k], trump, used), k))
    return [hand[k] for k in order[:n]]


def return_plan(hand, trump: Suit, rules: RuleSet, count: int | None = None) -> list[Card]:
    """The cards the bidder gives back, in order (rules page §3): cards that neither meld nor
    win tricks, preferring to empty short side suits; a card of the best meld only when no
    other card is left, and then the one that costs least meld.

    Args:
        hand: the bidder's cards after receiving the pass (sequence of :class:`Card`).
        trump: the trump suit.
        rules: the rule set (``pass_count`` cards, 4 by default).
        count: how many cards (default ``rules.pass_count``).
    """
    n = rules.pass_count if count is None else count
    hand = list(hand)
    full = best_meld(tuple(hand), trump, rules)
    free = _count(hand)
    for c in full.cards_used:
        free[c.index] -= 1
    have = _count(hand)
    suit_len = [0, 0, 0, 0]
    for c in hand:
        suit_len[c.index // 6] += 1
    keep = sorted((_keep_value(c, trump, have, suit_len), c.index, c) for c in hand)
    out: list[Card] = []
    for k, _, c in keep:
        if len(out) == n:
            break
        if free[c.index] > 0:
            free[c.index] -= 1
            out.append(c)
    for c in out:
        hand.remove(c)
    while len(out) < n:
        # Every card left melds: give the one that costs least meld.
        total = best_meld(tuple(hand), trump, rules).total
        best_c, best_key = None, None
        for c in distinct_cards(hand):
            rest = list(hand)
            rest.remove(c)
            key = (total - best_meld(rest, trump, rules).total,
                   _keep_value(c, trump, have, suit_len), c.index)
            if best_key is None or key < best_key:
                best_c, best_key = c, key
        hand.remove(best_c)
        out.append(best_c)
    return out


def pass_reason(card: Card, trump: Suit) -> str:
    """Why the partner passes ``card`` to the bidder when ``trump`` is trump (rules page §3):
    trump first, then aces, else the card that helps the partner least."""
    if card.suit is trump:
        return tr("Give {card}: the bidder needs trump, for meld (a run is A 10 K Q J of "
                  "trump) and to win tricks; pass trump first (rules page §3).", card=card)
    if card.rank == Rank.ACE:
        return tr("Give {card}: after trump, aces help the bidder most; they win tricks and "
                  "can make aces around (rules page §3).", card=card)
    return tr("Give {card}: you have no trump or aces left to give, and this card helps you "
              "least (rules page §3).", card=card)


def return_reason(card: Card, view: PlayerView) -> str:
    """Why the bidder gives ``card`` back (rules page §3), read from the bidder's ``view``
    (its hand, trump and rules): a meld card only when every card melds, trump or an ace
    only when the rest are worth more, else a card that neither melds nor wins tricks."""
    if card in best_meld(view.hand, view.trump, view.rules).cards_used:
        return tr("Give back {card}: you cannot give back four cards without touching your "
                  "meld; this one costs the least meld (rules page §3).", card=card)
    if card.suit is view.trump or card.rank == Rank.ACE:
        return tr("Give back {card}: the other cards are worth even more to you (rules page "
                  "§3).", card=card)
    return tr("Give back {card}: it is not in your meld and is unlikely to win a trick; "
              "giving back short side suits lets you trump them later (rules page §3).",
              card=card)


def discard_reason(card: Card) -> str:
    """Why the three-handed bidder discards ``card`` (rules page §8)."""
    return tr("Discard {card}: it is not in your meld and is unlikely to win a trick (your "
              "discards count for you, rules page §8).", card=card)
