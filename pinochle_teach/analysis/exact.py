"""Exact chances of being dealt a meld, by counting (rules page §1, §4, §8).

A hand of ``h`` cards is a uniformly random ``h``-subset of the deck (``D`` cards: every
card kind of ``rules.ranks`` in four suits, ``rules.copies`` times each). The number of
hands holding ``x_i`` copies of some chosen kinds is the multivariate hypergeometric count
``prod C(copies, x_i) * C(rest, h - sum x_i)``; summing such counts over the holdings that
make a meld, and dividing by ``C(D, h)``, gives its exact chance. Sums run through small
generating polynomials, so any deck of the presets is quick.

>>> from pinochle_teach import CARDGAMES_IO
>>> round(hold_probability({"QS": 1, "JD": 1}), 4)     # a pinochle in 12 of 48 cards
0.1857
>>> [e.name for e in MELD_EVENTS][:3]
['Run', 'Double run', 'Royal marriage']

The chances are for the hand as dealt (before the pass, and before a widow is taken).
:func:`event_frequency` measures the same events on dealt count arrays, and the tests check
each exact figure against the vectorised dealer within a statistical tolerance.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Mapping
from fractions import Fraction
from math import comb

import numpy as np

from ..cards import Card, CardLike, Rank, Suit, SuitLike, parse_card
from ..errors import PinochleError
from ..rules import CARDGAMES_IO, RuleSet, resolve_rules
from .batch import card_rows, meld_tables

__all__ = ["MeldEvent", "MELD_EVENTS", "hold_probability", "meld_chances",
           "event_frequency", "class_distribution", "at_least"]


def _poly_mul(a: list[int], b: list[int], limit: int) -> list[int]:
    out = [0] * min(len(a) + len(b) - 1, limit + 1)
    for i, x in enumerate(a):
        if not x:
            continue
        for j, y in enumerate(b):
            if i + j > limit:
                break
            out[i + j] += x * y
    return out


def hold_probability(requirements: "Mapping[CardLike, int]", rules: RuleSet = CARDGAMES_IO,
                     *, hand_size: int | None = None, fraction: bool = False
                     ) -> "float | Fraction":
    """The chance that a dealt hand holds at least the given number of each card.

    Args:
        requirements: ``{card: at least}``, e.g. ``{"QS": 1, "JD": 1}`` for a pinochle or
            ``{"QS": 2, "JD": 2}`` for a double pinochle; cards as ``"QS"`` or
            :class:`Card`, counts 1..``rules.copies``. Cards outside the deck (nines in
            the 80-card deck) make the chance 0.
        rules: the deck and hand size (``rules.hand_size``, rules page §1, §8).
        hand_size: count a hand of this many cards instead (e.g. 18 for a three-handed
            bidder holding the widow).
        fraction: return an exact :class:`fractions.Fraction` instead of a float.

    Returns:
        the probability, 0..1.

    Raises:
        InvalidCardError: for a key that is not a card.
        PinochleError: for a count that is not a whole number 1..copies, or a hand size
            outside 0..deck size.
    """
    rules = resolve_rules(rules)
    h = rules.hand_size if hand_size is None else hand_size
    deck = rules.deck_size
    if isinstance(h, bool) or not isinstance(h, int) or not 0 <= h <= deck:
        raise PinochleError(f"hand_size must be a whole number 0..{deck}, got {hand_size!r}")
    c = rules.copies
    need: dict[Card, int] = {}
    for key, m in requirements.items():
        card = parse_card(key, rules)
        if isinstance(m, bool) or not isinstance(m, int) or not 1 <= m:
            raise PinochleError(
                f"the count for {card.code} must be a whole number 1..{c}, got {m!r}")
        need[card] = max(need.get(card, 0), m)
    zero = Fraction(0) if fraction else 0.0
    if any(card.rank not in rules.ranks or m > c for card, m in need.items()):
        return zero
    poly = [1]
    for m in need.values():
        poly = _poly_mul(poly, [comb(c, x) if x >= m else 0 for x in range(c + 1)], h)
    rest = deck - c * len(need)
    ways = sum(w * comb(rest, h - x) for x, w in enumerate(poly) if w and h - x >= 0)
    p = Fraction(ways, comb(deck, h))
    return p if fraction else float(p)


@dataclasses.dataclass(frozen=True)
class MeldEvent:
    """A holding that makes a meld, e.g. "Run": at least one A, 10, K, Q, J of trump.

    Attributes:
        name: short label for plots (``"Run"``, ``"Aces around"``).
        text: a sentence for students.
        cards: ``((suit or None, rank), ...)`` with ``None`` meaning the trump suit.
        at_least: copies of each needed (1; 2 for the double melds).
        meld_class: the meld class it belongs to (rules page §4).
    """

    name: str
    text: str
    cards: tuple[tuple["Suit | None", Rank], ...]
    at_least: int
    meld_class: int

    def requirements(self, trump: SuitLike = "H") -> dict[Card, int]:
        """``{card: at least}`` for this event with ``trump`` as the trump suit."""
        t = Suit.from_str(trump)
        return {Card(t if s is None else s, r): self.at_least for s, r in self.cards}


_T = None  # the trump suit, in MeldEvent.cards
_RUN = tuple((_T, r) for r in (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK))
_PIN = ((Suit.DIAMONDS, Rank.JACK), (Suit.SPADES, Rank.QUEEN))


def _around(rank: Rank) -> tuple:
    return tuple((s, rank) for s in Suit)


#: The melds whose chance the explorer shows, as holdings in a dealt hand (rules page §4).
MELD_EVENTS: tuple[MeldEvent, ...] = (
    MeldEvent("Run", "A, 10, K, Q and J of trump", _RUN, 1, 1),
    MeldEvent("Double run", "two of each of A, 10, K, Q, J of trump", _RUN, 2, 1),
    MeldEvent("Royal marriage", "K and Q of trump", ((_T, Rank.KING), (_T, Rank.QUEEN)), 1, 1),
    MeldEvent("Dix", "the 9 of trump", ((_T, Rank.NINE),), 1, 1),
    MeldEvent("Pinochle", "J♦ and Q♠", _PIN, 1, 2),
    MeldEvent("Double pinochle", "both J♦ and both Q♠", _PIN, 2, 2),
    MeldEvent("Aces around", "an ace of each suit", _around(Rank.ACE), 1, 3),
    MeldEvent("Kings around", "a king of each suit", _around(Rank.KING), 1, 3),
    MeldEvent("Queens around", "a queen of each suit", _around(Rank.QUEEN), 1, 3),
    MeldEvent("Jacks around", "a jack of each suit", _around(Rank.JACK), 1, 3),
)


def meld_chances(rules: RuleSet = CARDGAMES_IO, trump: SuitLike = "H",
                 events: "tuple[MeldEvent, ...]" = MELD_EVENTS) -> list[tuple[MeldEvent, float]]:
    """The exact chance of each event in a dealt hand, for a named trump suit.

    Returns:
        ``[(event, probability), ...]`` in the order of ``events``; 0 for melds the deck
        cannot make (no dix without nines).
    """
    rules = resolve_rules(rules)
    return [(e, hold_probability(e.requirements(trump), rules)) for e in events]


def event_frequency(counts: np.ndarray, event: MeldEvent, trump: SuitLike = "H",
                    rules: RuleSet = CARDGAMES_IO) -> float:
    """The share of the hands in a count array that hold ``event`` (the measured
    counterpart of :func:`hold_probability`).

    Args:
        counts: ``(N, 24)`` count array, e.g. from :func:`~pinochle_teach.analysis.deal_counts`.

    Raises:
        InvalidHandError: as :func:`~pinochle_teach.analysis.batch_meld`.
    """
    rules = resolve_rules(rules)
    rows = card_rows(counts, rules)
    if rows.shape[1] == 0:
        raise PinochleError("no hands to measure")
    held = np.ones(rows.shape[1], dtype=bool)
    for card, m in event.requirements(trump).items():
        held &= rows[card.index] >= m
    return float(held.mean())


# ---------------------------------------------------------------------------------------
# Whole distributions of one meld class


def _suit_options(rules: RuleSet, table: np.ndarray, base: int) -> dict[tuple[int, int], int]:
    """{(points, cards): ways} for one suit's cards, points from ``table`` by suit key."""
    c = rules.copies
    present = [Rank(r) in rules.ranks for r in range(6)]
    out: dict[tuple[int, int], int] = {}
    for xs in itertools.product(range(c + 1), repeat=6):
        if any(x and not p for x, p in zip(xs, present)):
            continue
        ways = 1
        key = 0
        for r in range(5, -1, -1):
            ways *= comb(c, xs[r])
            key = key * base + xs[r]
        k = (int(table[key]), sum(xs))
        out[k] = out.get(k, 0) + ways
    return out


def _combine(a: dict, b: dict, h: int) -> dict:
    out: dict[tuple[int, int], int] = {}
    for (pa, ca), wa in a.items():
        for (pb, cb), wb in b.items():
            if ca + cb <= h:
                k = (pa + pb, ca + cb)
                out[k] = out.get(k, 0) + wa * wb
    return out


def _finish(states: dict, kinds_used: int, rules: RuleSet, h: int) -> dict[int, float]:
    rest = rules.deck_size - kinds_used * rules.copies
    total = comb(rules.deck_size, h)
    dist: dict[int, int] = {}
    for (p, cards), w in states.items():
        if h - cards >= 0:
            dist[p] = dist.get(p, 0) + w * comb(rest, h - cards)
    return {p: float(Fraction(w, total)) for p, w in sorted(dist.items()) if w}


def class_distribution(meld_class: int, rules: RuleSet = CARDGAMES_IO, trump: SuitLike = "H",
                       *, hand_size: int | None = None) -> dict[int, float]:
    """The exact distribution of one meld class in a dealt hand (rules page §4).

    Class 1 (runs, marriages, dix) is counted for the named ``trump``; classes 2 and 3 do
    not depend on it. The points of each holding come from the engine's own meld table
    (via :func:`~pinochle_teach.analysis.meld_tables`).

    Args:
        meld_class: 1, 2 or 3.
        rules: deck, hand size and meld table.
        trump: the trump suit for class 1.
        hand_size: as :func:`hold_probability`.

    Returns:
        ``{points: probability}`` in increasing points, summing to 1.

    Raises:
        PinochleError: for a class other than 1, 2, 3.
    """
    rules = resolve_rules(rules)
    if meld_class not in (1, 2, 3):
        raise PinochleError(f"meld classes are 1, 2 and 3, got {meld_class!r}")
    h = rules.hand_size if hand_size is None else hand_size
    if isinstance(h, bool) or not isinstance(h, int) or not 0 <= h <= rules.deck_size:
        raise PinochleError(f"hand_size must be a whole number 0..{rules.deck_size}, got {h!r}")
    Suit.from_str(trump)  # raises for a bad suit; by symmetry class 1 is the same for each
    t = meld_tables(rules)
    c = rules.copies
    kinds = len(rules.ranks) * 4
    if meld_class == 1:
        states = _suit_options(rules, t.trump, t.base)
        side = _suit_options(rules, t.side, t.base)
        for _ in range(3):
            states = _combine(states, side, h)
        return _finish(states, kinds, rules, h)
    if meld_class == 2:
        states: dict = {}
        for jd, qs in itertools.product(range(c + 1), repeat=2):
            k = (int(t.pinochle[jd * t.base + qs]), jd + qs)
            states[k] = states.get(k, 0) + comb(c, jd) * comb(c, qs)
        return _finish(states, 2, rules, h)
    # Class 3: the points depend on each rank's level (fewest copies in any suit), and
    # not always additively over ranks (a round-house bonus needs kings and queens). So the
    # states carry the levels as the table's key (each rank its own digit, so keys add
    # up) and the points are looked up once every rank is counted.
    ranks = [r for r in range(6) if Rank(r) in rules.ranks]
    states = {(0, 0): 1}
    for r in ranks:
        opts: dict[tuple[int, int], int] = {}
        for xs in itertools.product(range(c + 1), repeat=4):
            ways = 1
            for x in xs:
                ways *= comb(c, x)
            k = (min(xs) * t.base ** r, sum(xs))
            opts[k] = opts.get(k, 0) + ways
        states = _combine(states, opts, h)
    points: dict[tuple[int, int], int] = {}
    for (key, cards), w in states.items():
        k = (int(t.around[key]), cards)
        points[k] = points.get(k, 0) + w
    states = points
    return _finish(states, len(ranks) * 4, rules, h)


def at_least(distribution: Mapping[int, float], points: int) -> float:
    """The chance of at least ``points``, from a ``{points: probability}`` distribution."""
    return float(sum(p for v, p in distribution.items() if v >= points))
