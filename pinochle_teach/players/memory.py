"""Card memory: what one seat can know about the cards it cannot see (rules page §3, §4, §6).

A :class:`CardMemory` is built from a :class:`~pinochle_teach.game.PlayerView` only, never
from the game, and answers the questions a careful player asks at the table:

- which cards are still *unseen* (not in my hand and not yet played), and how many
  counters are left;
- which cards a seat is *known* to hold: the cards it laid down in meld (§4) and, for the
  bidder and the partner, the cards passed between them (§3), less what it has played since;
- which cards a seat *cannot* hold, read from the trick obligations (§6): a player who does
  not follow suit is void in the suit led; one who does not trump is also void in trump; and
  under the default ``must_win`` obligation a player who follows (or trumps) without beating
  the winning card holds nothing of that suit above it. Each of these is kept as a *ceiling*
  per seat and suit: the seat holds no card of that suit of rank >= the ceiling (0 = void,
  6 = no limit; ranks are 9=0 … A=5).

Cards are counted by index (``card.index``, 0..23, ``suit.index * 6 + rank``), so every count
is a list of 24 ints. The memory is exact bookkeeping, not probability: the Monte Carlo
player samples hidden hands that respect it, and the heuristic player reads it for
"is this card a sure winner?" and "can the next player still beat it?".
"""

from __future__ import annotations

from ..cards import CARDS, Card, Suit
from ..game import Phase, PlayerView
from ..rules import RuleSet
from ..seating import partner as partner_of
from .seats import seat_table

__all__ = ["CardMemory", "hand_signature", "infer_ceiling"]


def hand_signature(hand) -> int:
    """A multiset of cards as one int, 3 bits per card kind (``card.index``, counts 0..7),
    to notice cheaply that a hand changed: two hands have the same signature exactly when
    they hold the same cards, in any order. Signatures of disjoint card lists add up.

    Args:
        hand: an iterable of :class:`~pinochle_teach.cards.Card` (at most 7 copies of a card).
    """
    s = 0
    for c in hand:
        s += 1 << (c.index * 3)
    return s

_NO_LIMIT = 6


def infer_ceiling(ceil: list[int], cards, i: int, t: int, must_win: bool) -> None:
    """Update one seat's ceilings (``ceil``, 4 values per suit index) from the ``i``-th
    card (``i`` >= 1) it played to a trick (``cards`` in play order), trump suit index ``t``
    (rules page §6): not following shows a void in the suit led, not trumping either a void
    in trump; under ``must_win`` (and for a trump lead in any case) following or trumping
    without beating the winning card shows no higher card of that suit."""
    ls = cards[0].index // 6
    # The winning card before this one.
    w = cards[0].index
    for j in range(1, i):
        x = cards[j].index
        if (x > w) if x // 6 == w // 6 else (x // 6 == t):
            w = x
    ws = w // 6
    wr = w % 6
    idx = cards[i].index
    cs = idx // 6
    cr = idx % 6
    if cs != ls:
        ceil[ls] = 0                    # did not follow: void in the suit led
        if cs != t:
            ceil[t] = 0                 # did not trump either: void in trump
        elif ws == t and cr <= wr and must_win:
            if wr + 1 < ceil[t]:        # trumped under the winning trump
                ceil[t] = wr + 1
    elif ws == ls and cr <= wr and (must_win or ls == t):
        if wr + 1 < ceil[ls]:           # followed without beating
            ceil[ls] = wr + 1


class CardMemory:
    """What seat ``view.seat`` knows about the hidden cards in the current hand.

    Build one with :meth:`from_view`; keep it and call :meth:`sync` with later views of the
    same hand to update it incrementally (only the newly played cards are read).

    Args:
        seat: the seat whose knowledge this is (0..players-1).
        players: the number of seats (ignored when ``rules`` is given).
        rules: the rule set of the hand (:meth:`from_view` passes the view's); a memory
            without one is rebuilt by the first :meth:`sync`.

    Attributes:
        seat: the seat 0..3 (0..2 three-handed) whose knowledge this is.
        players: the number of seats.
        rules: the :class:`~pinochle_teach.rules.RuleSet` read, or ``None``.
        seats: its :class:`~pinochle_teach.players.seats.SeatTable` (or ``None``).
        trump: the trump suit index 0..3 (``Suit.index``), or ``None`` before trump is named.
        unseen: 24 counts: copies of each card neither in my hand nor played yet.
        known: per seat, 24 counts of cards that seat certainly holds now (all zero for my
            own seat: my hand is ``view.hand``).
        located: 24 counts: copies known to be in some other seat (sum of ``known``).
        ceiling: per seat, 4 values (one per suit index): the seat holds no card of that
            suit whose rank is >= the value. 0 means void, 6 means nothing is known.
        played_by: per seat, the cards it has played this hand, in order.
        points_left: trick points (counters) still to be played, my hand included, without
            the last-trick bonus.
    """

    __slots__ = ("seat", "players", "trump", "must_win", "points", "unseen", "known", "ceiling",
                 "played_by", "points_left", "located", "trump_suit", "hand_number", "_n_tricks",
                 "_n_cards", "_last_trick", "_melds_obj", "hand_sizes", "_leader", "_hand_sig", "_cur",
                 "rules", "seats")

    def __init__(self, seat: int, players: int = 4, rules: RuleSet | None = None):
        if rules is not None:
            players = rules.players
        self.seat = seat
        self.players = players
        self.rules = rules          # the rule set read (from_view sets it; sync checks it)
        self.seats = seat_table(rules) if rules is not None else None
        self.trump: int | None = None
        self.must_win = True
        self.points: tuple[int, ...] = (0,) * 6
        self.unseen = [0] * 24
        self.known = [[0] * 24 for _ in range(players)]
        self.located = [0] * 24     # sum of known[s] over the other seats
        self.trump_suit: Suit | None = None
        self.ceiling = [[_NO_LIMIT] * 4 for _ in range(players)]
        self.played_by: list[list[Card]] = [[] for _ in range(players)]
        self.points_left = 0
        self.hand_number = -1
        self.hand_sizes: tuple[int, ...] = ()
        self._n_tricks = 0          # completed tricks read
        self._n_cards = 0           # cards of the current trick read
        self._last_trick = None     # the last TrickRecord read (identity check in sync)
        self._melds_obj = None
        self._leader = 0            # leader of the trick being read
        self._hand_sig = 0          # my hand as 3 bits per card kind (see hand_signature)
        self._cur: tuple = ()       # the cards of the trick in progress read so far

    def copy(self) -> "CardMemory":
        """An independent copy (for simulations that continue from this point)."""
        m = object.__new__(CardMemory)
        for name in CardMemory.__slots__:
            setattr(m, name, getattr(self, name))
        m.unseen = list(self.unseen)
        m.located = list(self.located)
        m.known = [list(k) for k in self.known]
        m.ceiling = [list(c) for c in self.ceiling]
        m.played_by = [list(p) for p in self.played_by]
        return m

    # ---- building --------------------------------------------------------------------
    @classmethod
    def from_view(cls, view: PlayerView) -> "CardMemory":
        """Everything ``view.seat`` can know now, read from its view alone.

        Args:
            view: a :class:`PlayerView` of any phase (before meld only the own hand and the
                pass are known).
        """
        r = view.rules
        m = cls(view.seat, rules=r)
        m.hand_number = view.hand_number
        m.trump_suit = view.trump
        m.trump = view.trump.index if view.trump is not None else None
        m.must_win = r.obligation == "must_win"
        m.points = r.points_per_rank
        total = [0] * 24
        for c in CARDS:
            if c.rank in r.ranks:
                total[c.index] = r.copies
        mine = [0] * 24
        for c in view.hand:
            mine[c.index] += 1
        # Cards shown in meld, less any played later (subtracted while reading the tricks).
        if view.melds is not None:
            m._melds_obj = view.melds
            for s, shown in enumerate(view.melds):
                if s == view.seat or shown is None:
                    continue
                ks = m.known[s]
                for c in shown.hand:
                    ks[c.index] += 1
        # The pass (§3): the bidder and the partner each know some cards the other holds.
        if view.bidder is not None and r.partnership and view.phase not in (Phase.AUCTION,
                                                                            Phase.TRUMP):
            partner = partner_of(view.bidder, r)
            other = None
            if view.seat == partner:
                other = view.bidder
            elif view.seat == view.bidder:
                other = partner
            if other is not None and view.melds is not None:
                # After the pass the partner holds every card the bidder gave back; the
                # bidder holds what the partner passed, less any copies it gave back.
                gave = [0] * 24
                for c in view.passed_by_me:
                    gave[c.index] += 1
                if view.seat == partner:
                    for c in view.passed_to_me:
                        if gave[c.index]:
                            gave[c.index] -= 1
                ko = m.known[other]
                for i in range(24):
                    if gave[i] > ko[i]:
                        ko[i] = gave[i]
        loc = m.located
        for s in range(r.players):
            if s != view.seat:
                ks = m.known[s]
                for i in range(24):
                    loc[i] += ks[i]
        # unseen = all copies - my hand - played (played subtracted while reading tricks).
        unseen = m.unseen
        for i in range(24):
            unseen[i] = total[i] - mine[i]
        pts = m.points
        m.points_left = sum(pts[c.rank] * total[c.index] for c in CARDS if total[c.index])
        m.hand_sizes = view.hand_sizes
        for rec in view.tricks:
            m._read_cards(rec.leader, rec.cards, 0)
            m._last_trick = rec
        m._n_tricks = len(view.tricks)
        m._read_cards(view.leader if view.leader is not None else 0, view.trick, 0)
        m._n_cards = len(view.trick)
        m._cur = tuple(view.trick)
        for c in m.played_by[view.seat]:   # my own played cards are not unseen either
            unseen[c.index] -= 1
        for c in getattr(view, "discards", ()):   # three-handed: my own discards (rules page §8)
            unseen[c.index] -= 1
        m._hand_sig = hand_signature(view.hand)
        return m

    def sync(self, view: PlayerView) -> "CardMemory":
        """Bring this memory up to date with a later ``view`` of the same seat and hand,
        reading only the cards played since; returns a fresh memory (from
        :meth:`from_view`) when ``view`` does not continue what was read."""
        n = self._n_tricks
        tricks = view.tricks
        nt = len(tricks)
        if (nt < n or view.rules is not self.rules or view.melds is not self._melds_obj
                or view.seat != self.seat
                or view.hand_number != self.hand_number or view.trump is not self.trump_suit
                or (n and tricks[n - 1] is not self._last_trick)):
            return CardMemory.from_view(view)
        k = self._n_cards
        if nt > n:
            # Finish the trick that was in progress, then read whole tricks.
            rec = tricks[n]
            if k and rec.cards[:k] != self._cur:
                return CardMemory.from_view(view)
            self._read_cards(rec.leader, rec.cards, k)
            for rec in tricks[n + 1:]:
                self._read_cards(rec.leader, rec.cards, 0)
            self._last_trick = tricks[-1]
            self._n_tricks = nt
            k = 0
        cur = view.trick
        if k and cur[:k] != self._cur:
            return CardMemory.from_view(view)
        if len(cur) > k:
            self._read_cards(view.leader, cur, k)
        self._n_cards = len(cur)
        self._cur = cur
        self.hand_sizes = view.hand_sizes
        if hand_signature(view.hand) != self._hand_sig:
            # Not the hand this memory was built for (another game with the same history).
            return CardMemory.from_view(view)
        return self

    def _read_cards(self, leader: int, cards, start: int) -> None:
        """Read ``cards[start:]`` of a trick led by ``leader``: count them as played and
        draw the §6 inferences."""
        self._leader = leader
        order = self.seats.order[leader]
        t = self.trump
        me = self.seat
        pts = self.points
        unseen = self.unseen
        for i in range(start, len(cards)):
            p = order[i]
            c = cards[i]
            idx = c.index
            self.played_by[p].append(c)
            self.points_left -= pts[idx % 6]
            if p == me:
                self._hand_sig -= 1 << (idx * 3)
            else:
                unseen[idx] -= 1
                kp = self.known[p]
                if kp[idx]:
                    kp[idx] -= 1
                    self.located[idx] -= 1
            if i and t is not None:
                infer_ceiling(self.ceiling[p], cards, i, t, self.must_win)

    def _see(self, p: int, c: Card) -> None:
        """Count card ``c`` as played by seat ``p`` (no inference)."""
        idx = c.index
        self.played_by[p].append(c)
        self.points_left -= self.points[idx % 6]
        if p == self.seat:
            self._hand_sig -= 1 << (idx * 3)
        else:
            self.unseen[idx] -= 1
            kp = self.known[p]
            if kp[idx]:
                kp[idx] -= 1
                self.located[idx] -= 1

    # ---- questions -------------------------------------------------------------------
    def free(self, idx: int) -> int:
        """Copies of card ``idx`` that are unseen and not known to be in any seat."""
        return self.unseen[idx] - self.located[idx]

    def may_hold(self, seat: int, idx: int) -> bool:
        """Whether ``seat`` could hold a copy of card ``idx`` (0..23)."""
        if self.known[seat][idx]:
            return True
        return idx % 6 < self.ceiling[seat][idx // 6] and self.unseen[idx] > self.located[idx]

    def is_void(self, seat: int, suit: int) -> bool:
        """Whether ``seat`` certainly holds no card of suit index ``suit``."""
        ceil = self.ceiling[seat][suit]
        if ceil == 0:
            return True
        base = suit * 6
        ks = self.known[seat]
        u = self.unseen
        loc = self.located
        for i in range(base, base + 6):
            if ks[i]:
                return False
        for i in range(base, base + ceil):
            if u[i] > loc[i]:
                return False
        return True

    def may_hold_above(self, seat: int, suit: int, rank: int) -> bool:
        """Whether ``seat`` could hold a card of ``suit`` ranked strictly above ``rank``."""
        base = suit * 6
        ks = self.known[seat]
        for i in range(base + rank + 1, base + 6):
            if ks[i]:
                return True
        u = self.unseen
        loc = self.located
        for i in range(base + rank + 1, base + self.ceiling[seat][suit]):
            if u[i] > loc[i]:
                return True
        return False

    def unseen_above(self, card: Card) -> int:
        """How many unseen cards of ``card``'s suit rank strictly above it."""
        base = card.suit.index * 6
        u = self.unseen
        return sum(u[base + r] for r in range(card.rank + 1, 6))

    def unseen_in_suit(self, suit: int) -> int:
        base = suit * 6
        u = self.unseen
        return u[base] + u[base + 1] + u[base + 2] + u[base + 3] + u[base + 4] + u[base + 5]

    def unknown_slots(self, seat: int) -> int:
        """Cards in ``seat``'s hand that are not known (hand size less known cards)."""
        return self.hand_sizes[seat] - sum(self.known[seat])

    def voids(self) -> dict[int, list[Suit]]:
        """Per other seat, the suits it has shown to be void in (for explanations)."""
        suits = list(Suit)
        return {s: [suits[i] for i in range(4) if self.ceiling[s][i] == 0]
                for s in range(self.players) if s != self.seat}

    def known_cards(self, seat: int) -> list[Card]:
        """The cards ``seat`` is known to hold now (from meld shown and the pass)."""
        return [CARDS[i] for i in range(24) for _ in range(self.known[seat][i])]

    def __repr__(self) -> str:
        return (f"<CardMemory seat={self.seat} unseen={sum(self.unseen)} "
                f"points_left={self.points_left} voids={self.voids()}>")
