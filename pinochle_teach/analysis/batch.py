"""Many hands at once: count arrays, a vectorised dealer and batch meld (rules page §1, §4, §8).

A hand is 24 counts, one per card kind, in the engine's card order: ``Card.index`` =
``suit.index * 6 + rank`` with suits spades, hearts, diamonds, clubs and ranks
9, J, Q, K, 10, A (so column 2 is Q♠ and column 13 is J♦). A batch of hands is a numpy
array of shape ``(N, 24)`` (``uint8``); a batch of deals is ``(N, seats, 24)``, with the
widow as one more row when the rule set has one.

Meld is scored with table look-ups built *from the engine itself*: every entry of every
table is the class total that :func:`pinochle_teach.best_meld` gives for a small hand (the
trump suit's cards; one non-trump suit's cards; one copy level of each rank in every suit;
the J♦/Q♠ pair). A hand's meld is then the sum of a few look-ups, computed for millions of
hands at once with integer arithmetic. Because meld classes are independent (rules page §4),
this gives exactly ``best_meld(hand, trump, rules).total``, which the tests check on many
random hands for every preset.

>>> import numpy as np
>>> from pinochle_teach import parse_cards, CARDGAMES_IO
>>> c = counts_from_hands([parse_cards("AH TH KH KH QH JH 9H 9H TC JC 9C TD")])
>>> batch_meld(c, "H").tolist()        # run + king 190 and two dix (rules page §9)
[210]
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterable, Sequence

import numpy as np

from ..cards import CARDS, Card, CardLike, Rank, Suit, check_hand, new_deck
from ..errors import InvalidHandError, PinochleError
from ..meld import best_meld
from ..rules import CARDGAMES_IO, RuleSet, resolve_rules

__all__ = ["CARD_KINDS", "MeldTables", "meld_tables", "counts_from_hands", "hands_from_counts",
           "deal_counts", "all_hands", "batch_meld", "meld_by_class", "best_trump_meld",
           "suit_keys", "trump_lengths", "MAX_DEALS", "card_rows"]

#: Number of card kinds (4 suits x 6 ranks); the last axis of every count array.
CARD_KINDS = 24

#: The most deals :func:`deal_counts` deals in one call: 2,000,000 deals are 8 million
#: four-player hands, about 200 MB of counts (about 1 GB at the peak with their meld
#: scored), a few seconds. Measured chances then vary by well under 0.1 percentage point.
MAX_DEALS = 2_000_000

_SUITS = tuple(Suit)
_QS = Card(Suit.SPADES, Rank.QUEEN).index     # 2
_JD = Card(Suit.DIAMONDS, Rank.JACK).index    # 13


# ---------------------------------------------------------------------------------------
# Count arrays <-> hands


def counts_from_hands(hands: Iterable["str | Iterable[CardLike]"],
                      rules: RuleSet = CARDGAMES_IO) -> np.ndarray:
    """Count arrays from hands of cards.

    Args:
        hands: an iterable of hands, each a string (``"AS TS KS"``) or a list of cards.
        rules: the deck (``rules.copies``) the hands must fit.

    Returns:
        ``uint8`` array of shape ``(len(hands), 24)``: how many of each card kind each hand
        holds.

    Raises:
        InvalidCardError: for a token that is not a card.
        InvalidHandError: for a card held more often than ``rules.copies``.
    """
    rules = resolve_rules(rules)
    rows = []
    for hand in hands:
        row = [0] * CARD_KINDS
        for c in check_hand(hand, rules=rules):
            row[c.index] += 1
        rows.append(row)
    return np.array(rows, dtype=np.uint8).reshape(len(rows), CARD_KINDS)


def hands_from_counts(counts: np.ndarray) -> list[tuple[Card, ...]]:
    """The hands a count array stands for, as tuples of cards in card-index order.

    Args:
        counts: shape ``(N, 24)`` (or ``(24,)`` for one hand) of small non-negative ints.

    Raises:
        InvalidHandError: for a shape that is not ``(..., 24)`` or a negative count.
    """
    arr = np.asarray(counts)
    if arr.ndim == 1:
        arr = arr[None, :]
    if arr.ndim != 2 or arr.shape[1] != CARD_KINDS:
        raise InvalidHandError(
            f"count arrays have shape (N, {CARD_KINDS}), one column per card kind; got "
            f"{arr.shape}")
    if arr.size and arr.min() < 0:
        raise InvalidHandError("card counts cannot be negative")
    return [tuple(CARDS[i] for i in range(CARD_KINDS) for _ in range(int(row[i])))
            for row in arr]


def deal_counts(n: int, seed: "int | np.random.Generator | None" = 0,
                rules: RuleSet = CARDGAMES_IO) -> np.ndarray:
    """Deal ``n`` random deals at once with a numpy ``Generator``, as count arrays.

    Each deal is a uniformly random shuffle of ``new_deck(rules)`` cut into
    ``rules.players`` hands of ``rules.hand_size`` (rules page §1; §8 for the variants), and
    the widow when the rule set has one. The deals come from ``numpy.random.default_rng``,
    not from :func:`pinochle_teach.deal`'s ``random.Random``: the same seed (and ``n``)
    gives the same array, but not the same hands as ``deal(seed)``.

    Args:
        n: number of deals, ``0..MAX_DEALS`` (2,000,000; for more, call again with other
            seeds and add up the results).
        seed: an int or ``None`` for ``numpy.random.default_rng``, or a ``Generator``.
        rules: the rule set (deck, players, hand size, widow).

    Returns:
        ``uint8`` array of shape ``(n, rules.players (+1 with a widow), 24)``; row ``s`` of a
        deal is seat ``s``'s hand, the last row the widow. Every deal's rows sum to the deck.
        The array is stored card-major (each card kind's counts are contiguous), which is
        the layout :func:`batch_meld` reads fastest; ``deals[:, seat]`` is one seat's hands
        and :func:`all_hands` all seats' hands, both without copying.

    Raises:
        PinochleError: if ``n`` is not a whole number ``0..MAX_DEALS``.
    """
    rules = resolve_rules(rules)
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or n < 0:
        raise PinochleError(f"the number of deals must be a whole number >= 0, got {n!r}")
    if n > MAX_DEALS:
        raise PinochleError(
            f"the number of deals must be at most {MAX_DEALS:,} (about 200 MB of counts), "
            f"got {n:,}: deal in several calls with other seeds for more")
    n = int(n)
    rng = seed if isinstance(seed, np.random.Generator) else np.random.default_rng(seed)
    deck = [c.index for c in new_deck(rules)]
    size = len(deck)
    rows = rules.players + (1 if rules.widow else 0)
    # The row (seat, or the widow) that each position of a shuffled deck goes to.
    row_of_position = np.minimum(np.arange(size) // rules.hand_size,
                                 rules.players).astype(np.uint8)
    positions: dict[int, list[int]] = {}
    for j, kind in enumerate(deck):
        positions.setdefault(kind, []).append(j)
    store = np.zeros((CARD_KINDS, rows, n), dtype=np.uint8)
    chunk = max(1, 4_000_000 // size)
    for start in range(0, n, chunk):
        m = min(chunk, n - start)
        # Shuffling the row labels of the deck's positions is shuffling the deck: card j
        # of the ordered deck goes to row seats[j].
        seats = rng.permuted(np.broadcast_to(row_of_position[:, None], (size, m)), axis=0)
        for kind, js in positions.items():
            for r in range(rows):
                cell = store[kind, r, start:start + m]
                for j in js:
                    cell += seats[j] == r
    return store.transpose(2, 1, 0)


def all_hands(deals: np.ndarray, rules: RuleSet = CARDGAMES_IO,
              seats: "Sequence[int] | None" = None) -> np.ndarray:
    """The players' hands from :func:`deal_counts` as one ``(n * len(seats), 24)`` batch.

    Args:
        deals: ``(n, rows, 24)`` from :func:`deal_counts` for ``rules``.
        rules: the rule set the deals were dealt for.
        seats: which rows to take (default: the players' ``range(rules.players)``; the widow
            is row ``rules.players``).

    Returns:
        hand ``k * n + i`` is row ``seats[k]`` of deal ``i``; card-major, a view when the
        rows are adjacent.

    Raises:
        InvalidHandError: for an array that is not ``(n, rows, 24)``.
    """
    rules = resolve_rules(rules)
    arr = np.asarray(deals)
    if arr.ndim != 3 or arr.shape[2] != CARD_KINDS:
        raise InvalidHandError(f"deals have shape (n, rows, {CARD_KINDS}); got {arr.shape}")
    seats = list(range(rules.players) if seats is None else seats)
    card_major = arr.transpose(2, 1, 0)[:, seats, :]          # (24, k, n)
    return card_major.reshape(CARD_KINDS, -1).T


# ---------------------------------------------------------------------------------------
# Look-up tables, built from best_meld


@dataclasses.dataclass(frozen=True)
class MeldTables:
    """Meld look-up tables for one deck and meld table (see :func:`meld_tables`).

    A *suit key* packs one suit's six counts (9, J, Q, K, 10, A) into one number,
    ``sum(count[r] * base**r)`` with ``base = copies + 1``.

    Attributes:
        base: ``copies + 1``.
        trump: class-1 points of the trump suit's cards, by suit key (runs, royal
            marriages, dix).
        side: class-1 points of one non-trump suit's cards, by suit key (common marriages).
        pinochle: class-2 points by ``count(J♦) * base + count(Q♠)``.
        around: class-3 points by the key of the six "levels" (the fewest copies of a rank
            held in any suit; e.g. level 1 of aces is aces around).
    """

    base: int
    trump: np.ndarray
    side: np.ndarray
    pinochle: np.ndarray
    around: np.ndarray


_TABLES: dict = {}


def _decode(key: int, base: int) -> list[int]:
    out = []
    for _ in range(6):
        key, r = divmod(key, base)
        out.append(r)
    return out


def meld_tables(rules: RuleSet = CARDGAMES_IO) -> MeldTables:
    """The look-up tables for ``rules`` (cached per meld table and number of copies).

    Every entry is computed by :func:`pinochle_teach.best_meld` on a small hand, so the
    tables follow whatever the engine's meld table says (rules page §4, §8).
    """
    rules = resolve_rules(rules)
    cache_key = (rules.meld, rules.copies)
    found = _TABLES.get(cache_key)
    if found is not None:
        return found
    base = rules.copies + 1
    keys = base ** 6
    trump = np.zeros(keys, dtype=np.int32)
    side = np.zeros(keys, dtype=np.int32)
    around = np.zeros(keys, dtype=np.int32)
    t_suit, s_suit = Suit.HEARTS, Suit.CLUBS
    t_base, s_base = t_suit.index * 6, s_suit.index * 6
    # Ranks outside the deck (the 80-card deck has no nines) are always held 0 times
    # (:func:`_as_counts` rejects them), so only keys with a 0 in their place are built.
    present = [Rank(r) in rules.ranks for r in range(6)]
    for key in range(keys):
        counts = _decode(key, base)
        if not all(p or not n for p, n in zip(present, counts)):
            continue
        t_hand = [CARDS[t_base + r] for r in range(6) for _ in range(counts[r])]
        trump[key] = best_meld(t_hand, t_suit, rules).by_class()[1]
        s_hand = [CARDS[s_base + r] for r in range(6) for _ in range(counts[r])]
        side[key] = best_meld(s_hand, t_suit, rules).by_class()[1]
        a_hand = [CARDS[s * 6 + r] for s in range(4) for r in range(6) for _ in range(counts[r])]
        around[key] = best_meld(a_hand, t_suit, rules).by_class()[3]
    pinochle = np.zeros(base * base, dtype=np.int32)
    for jd, qs in itertools.product(range(base), repeat=2):
        hand = [CARDS[_JD]] * jd + [CARDS[_QS]] * qs
        pinochle[jd * base + qs] = best_meld(hand, t_suit, rules).by_class()[2]
    tables = MeldTables(base, trump, side, pinochle, around)
    _TABLES[cache_key] = tables
    return tables



# ---------------------------------------------------------------------------------------
# Batch meld. Internally a batch is card-major: rows[k] is card kind k's counts for all
# hands, a contiguous vector, so each step is one pass of simple integer arithmetic.


def card_rows(counts, rules: RuleSet) -> np.ndarray:
    """Card-count arrays checked against ``rules`` and laid out card kind first, as the
    batch meld functions read them.

    Args:
        counts: an array-like of whole numbers of shape ``(..., 24)``: the last axis counts
            the copies of each card kind (``card.index``); e.g. ``(N, 24)`` for N hands or
            ``(N, 4, 24)`` for N deals.
        rules: the rule set (copies of each card, the ranks in the deck).

    Returns:
        a ``uint8`` array of shape ``(24, M)`` (M = the number of hands), row ``i`` the counts
        of card kind ``i`` (each row contiguous in memory).

    Raises:
        InvalidHandError: for a last axis that is not 24 long, counts that are not whole
            numbers, negative or above 255, a card held more often than the deck has
            copies, or a card of a rank the deck does not have.
    """
    arr = np.asarray(counts)
    if arr.ndim < 1 or arr.shape[-1] != CARD_KINDS:
        raise InvalidHandError(
            f"count arrays have shape (N, {CARD_KINDS}), one column per card kind; got "
            f"{arr.shape}")
    if arr.dtype != np.uint8:
        if not np.issubdtype(arr.dtype, np.integer):
            raise InvalidHandError(f"card counts must be whole numbers, got dtype {arr.dtype}")
        if arr.size and arr.min() < 0:
            raise InvalidHandError("card counts cannot be negative")
        if arr.size and arr.max() > 255:
            raise InvalidHandError("a card count above 255 is not a hand")
        arr = arr.astype(np.uint8)
    rows = arr.reshape(-1, CARD_KINDS).T
    if rows.shape[1] > 1 and rows.strides[1] != 1:
        rows = np.ascontiguousarray(rows)
    if rows.size and rows.max() > rules.copies:
        i = int(np.argmax(rows.max(axis=1)))
        raise InvalidHandError(
            f"{CARDS[i]} ({CARDS[i].code}) is held {int(rows[i].max())} times, but the "
            f"deck of {rules.name!r} has only {rules.copies} copies of each card")
    if len(rules.ranks) < 6 and rows.size:
        for i in range(CARD_KINDS):
            if CARDS[i].rank not in rules.ranks and rows[i].any():
                raise InvalidHandError(
                    f"{CARDS[i]} ({CARDS[i].code}) is not in the deck of {rules.name!r}, "
                    f"which has only {', '.join(r.label for r in rules.ranks)} in each suit")
    return rows


def _trump_index(trump, n: int) -> "int | np.ndarray":
    if isinstance(trump, (Suit, str)):
        return Suit.from_str(trump).index
    if isinstance(trump, (int, np.integer)) and not isinstance(trump, bool):
        if not 0 <= trump < 4:
            raise PinochleError(
                f"a trump index is 0..3 (spades, hearts, diamonds, clubs), got {trump}")
        return int(trump)
    arr = np.asarray(trump)
    if arr.shape != (n,) or not np.issubdtype(arr.dtype, np.integer):
        raise PinochleError(
            f"trump must be a suit ('S', 'H', 'D', 'C' or a Suit), an index 0..3, or one "
            f"index per hand (an int array of shape ({n},)); got {str(trump)[:60]}")
    if arr.size and (arr.min() < 0 or arr.max() > 3):
        raise PinochleError("trump indices are 0..3 (spades, hearts, diamonds, clubs)")
    return arr.astype(np.intp)


def _key(rows6, base: int) -> np.ndarray:
    """Pack six count vectors (9, J, Q, K, 10, A) into one int16 key vector."""
    key = rows6[5].astype(np.int16)
    for r in (4, 3, 2, 1, 0):
        key *= base
        key += rows6[r]
    return key


def _suit_keys(rows: np.ndarray, base: int) -> list[np.ndarray]:
    return [_key(rows[s * 6:s * 6 + 6], base) for s in range(4)]


def _around_points(rows: np.ndarray, t: MeldTables) -> np.ndarray:
    levels = [np.minimum(np.minimum(rows[r], rows[6 + r]), np.minimum(rows[12 + r], rows[18 + r]))
              for r in range(6)]
    return t.around[_key(levels, t.base)]


def _pinochle_points(rows: np.ndarray, t: MeldTables) -> np.ndarray:
    key = rows[_JD].astype(np.int16)
    key *= t.base
    key += rows[_QS]
    return t.pinochle[key]


def _pick(per_suit: list[np.ndarray], ti: "int | np.ndarray") -> np.ndarray:
    if isinstance(ti, int):
        return per_suit[ti]
    return np.choose(ti, per_suit)


def suit_keys(counts: np.ndarray, rules: RuleSet = CARDGAMES_IO) -> np.ndarray:
    """Each suit's six counts packed into one key (see :class:`MeldTables`).

    Returns:
        ``int16`` array ``(N, 4)``, suits in the order spades, hearts, diamonds, clubs.

    Raises:
        InvalidHandError: as :func:`batch_meld`.
    """
    rules = resolve_rules(rules)
    rows = card_rows(counts, rules)
    return np.stack(_suit_keys(rows, rules.copies + 1), axis=1)


def meld_by_class(counts: np.ndarray, trump, rules: RuleSet = CARDGAMES_IO) -> np.ndarray:
    """Meld per class for many hands (rules page §4): class 1 (runs, marriages, dix), class 2
    (pinochles), class 3 (arounds).

    Args:
        counts: ``(N, 24)`` count array (see :func:`counts_from_hands`); a single hand
            ``(24,)`` is accepted too.
        trump: one trump suit for all hands (``"H"``, a :class:`Suit`, or 0..3), or an int
            array of shape ``(N,)`` with one suit index per hand.
        rules: the rule set (its meld table and copies).

    Returns:
        ``int32`` array ``(N, 3)`` of points; row ``i`` equals
        ``best_meld(hand_i, trump_i, rules).by_class()`` for classes 1, 2, 3.

    Raises:
        InvalidHandError: wrong shape, negative counts, a card held more than
            ``rules.copies`` times, or a card not in the rule set's deck.
        PinochleError / InvalidCardError: a trump that is not a suit.
    """
    rules = resolve_rules(rules)
    rows = card_rows(counts, rules)
    n = rows.shape[1]
    t = meld_tables(rules)
    ti = _trump_index(trump, n)
    keys = _suit_keys(rows, t.base)
    side = [t.side[k] for k in keys]
    out = np.empty((n, 3), dtype=np.int32)
    class1 = t.trump[_pick(keys, ti)] - _pick(side, ti)
    for s in side:
        class1 += s
    out[:, 0] = class1
    out[:, 1] = _pinochle_points(rows, t)
    out[:, 2] = _around_points(rows, t)
    return out


def batch_meld(counts: np.ndarray, trump, rules: RuleSet = CARDGAMES_IO) -> np.ndarray:
    """Total meld of many hands for a trump suit, the same as ``best_meld(...).total``
    (rules page §4; §8 for the 80-card deck's triple and quadruple melds).

    Args:
        counts: ``(N, 24)`` count array, or ``(24,)`` for one hand. Card-major storage
            (what :func:`deal_counts` and :func:`all_hands` give) is read without a copy.
        trump: a suit for all hands, or an int array ``(N,)`` of suit indices 0..3.
        rules: the rule set.

    Returns:
        ``int32`` array of ``N`` totals in points.

    Raises:
        InvalidHandError, PinochleError: as :func:`meld_by_class`.

    This is the fast path: several million hands a second
    (``benchmarks/bench_batch_meld.py``).
    """
    rules = resolve_rules(rules)
    rows = card_rows(counts, rules)
    t = meld_tables(rules)
    ti = _trump_index(trump, rows.shape[1])
    keys = _suit_keys(rows, t.base)
    side = [t.side[k] for k in keys]
    total = t.trump[_pick(keys, ti)]
    total -= _pick(side, ti)
    for s in side:
        total += s
    total += _pinochle_points(rows, t)
    total += _around_points(rows, t)
    return total


def best_trump_meld(counts: np.ndarray, rules: RuleSet = CARDGAMES_IO
                    ) -> tuple[np.ndarray, np.ndarray]:
    """Each hand's meld with the trump suit that gives it the most meld (rules page §4).

    Returns:
        ``(totals, trumps)``: ``int32`` points and the suit index 0..3 (spades, hearts,
        diamonds, clubs) achieving it; on a tie the lowest index.

    Raises:
        InvalidHandError: as :func:`meld_by_class`.
    """
    rules = resolve_rules(rules)
    rows = card_rows(counts, rules)
    t = meld_tables(rules)
    keys = _suit_keys(rows, t.base)
    side = [t.side[k] for k in keys]
    gain = [t.trump[k] - s for k, s in zip(keys, side)]   # what naming each suit adds
    best_gain = gain[0].copy()
    best = np.zeros(rows.shape[1], dtype=np.intp)
    for s in (1, 2, 3):
        better = gain[s] > best_gain
        best[better] = s
        np.maximum(best_gain, gain[s], out=best_gain)
    total = best_gain
    for s in side:
        total += s
    total += _pinochle_points(rows, t)
    total += _around_points(rows, t)
    return total, best


def trump_lengths(counts: np.ndarray, trump) -> np.ndarray:
    """How many cards of the trump suit each hand holds (rules page §3).

    Args:
        counts: ``(N, 24)`` count array.
        trump: a suit for all hands or an int array ``(N,)`` of suit indices.

    Returns:
        ``int16`` array of ``N`` lengths.
    """
    arr = np.asarray(counts)
    if arr.ndim < 1 or arr.shape[-1] != CARD_KINDS:
        raise InvalidHandError(f"count arrays have shape (N, {CARD_KINDS}); got {arr.shape}")
    rows = arr.reshape(-1, CARD_KINDS).T
    per_suit = [rows[s * 6:s * 6 + 6].sum(axis=0, dtype=np.int16) for s in range(4)]
    return _pick(per_suit, _trump_index(trump, rows.shape[1]))
