"""The search behind :func:`pinochle_teach.solver.solve`: exact open-hand (double-dummy) values
of a four-hand partnership position, on small ints only (rules page §6, §7).

A card is its index 0..23 in :data:`pinochle_teach.cards.CARDS` (``suit * 6 + rank``). The
position lives in a few ints and lists that the search changes in place and restores:

- ``live[s]``: one int per suit packing, for each rank and each *holder* (the four seats and
  slot 4, the current trick), how many copies that holder has (3 bits each): the cards still
  in play in that suit;
- ``held[p][s]``: how many cards of suit ``s`` seat ``p`` holds;
- ``stack``: the cards played, the current trick's last.

Values are *team 0's* trick points from the current position to the end of the hand: the
points of the cards already in the current trick (they go to whoever wins it), of every card
still held, and the last-trick bonus (rules page §7). Team 1 takes the rest. Seats of team 0
maximise, seats of team 1 minimise.

What makes it fast (the techniques of bridge's DDS and the Skat solvers):

- **Equivalent cards are one move** (partition search). Two cards of one seat, of one suit
  and worth the same points, with no card of another seat and no card of the current trick
  ranked between them (or equal to either), win and lose against exactly the same cards:
  playing one or the other leads to the same values, so only the higher is tried. The two
  copies of a card held by one seat are the simplest case. Legality agrees too: a card
  beats the winning card of the trick exactly when its equivalents do (§6).
- **A transposition table at trick boundaries keyed on a normalised position**: for each
  suit, its live cards from high to low as *levels* (the holders of each rank, seats counted
  clockwise from the leader, and the points), adjacent levels that one seat holds alone with
  equal points merged into one (equivalent cards again); the trump suit first, the three
  other suits sorted (they play alike). The value stored is the leader's team's, so the same
  position with every seat turned one place (and the teams swapped) is the same entry. It
  stores bounds (a lower and an upper one) and the best lead, translated back to a card of
  the position at hand.
- **Zero-window searches** (``search(beta)`` answers "does team 0 take at least ``beta``
  points from here?", fail-soft), driven to the exact value by MTD(f) from a guess and
  bisection of the bounds (:meth:`Engine.exact`).
- **Bounds from the counters still out** (quick tricks): a team takes between 0 and every
  point still in play; the leader takes at least the points of the cards it can cash, suit
  by suit, before anyone who would have to trump is void (and all the points when that is
  every trick left); the seat holding the top trumps alone takes at least their points. A
  position whose bounds settle the question is not searched.
- **Move ordering**, measured on positions from heuristic play (benchmarks/bench_solver.py):
  the table's best lead first, then leads of side suits before trump, first a suit the
  partner can trump, low cards first (a low lead makes the others spend their high cards:
  they must beat it, §6); followers try their highest class first; the fourth card puts
  the most points on a trick its side wins and the fewest on one it loses. (Cashing
  winners first, trump leads first, a history heuristic, enhanced transposition cutoffs
  and a general follow ordering all searched more.)
- The last trick is scored without search (one card each).
"""

from __future__ import annotations

from collections.abc import Sequence
from math import gcd

from ..rules import RuleSet
from ..seating import next_seat, seat_at, side_of
from .search import MAX_TABLE, make_search
from .suits import BIT as _BIT, TRICK_SLOT, classes

__all__ = ["Engine", "TRICK_SLOT", "suit_of", "rank_of"]

_SU = tuple(i // 6 for i in range(24))
_RK = tuple(i % 6 for i in range(24))


def suit_of(index: int) -> int:
    """The suit index (0..3) of card index ``index``."""
    return _SU[index]


def rank_of(index: int) -> int:
    """The rank (0 = nine .. 5 = ace) of card index ``index``."""
    return _RK[index]


class Engine:
    """One position and its search. Build it, then ask :meth:`exact` (or :meth:`search`)
    from the position; :meth:`play` / :meth:`unplay` move along a line.

    Args:
        counts: for each seat 0..3, 24 counts (copies of each card index held).
        trick: the cards already played to the current trick, lead first, as card indices.
        leader: the seat that led the current trick.
        trump: the trump suit index 0..3.
        rules: a four-hand partnership :class:`~pinochle_teach.rules.RuleSet` (the caller
            checks): its ``points_per_rank``, ``last_trick_bonus`` and ``obligation``.
        table: a transposition table to share (a dict), e.g. between positions of one hand.

    Nothing here validates its input: :func:`pinochle_teach.solver.solve` does.

    Attributes:
        nodes: cards tried by the search so far (a measure of its work).
    """

    def __init__(self, counts: Sequence[Sequence[int]], trick: Sequence[int], leader: int,
                 trump: int, rules: RuleSet, table: "dict | None" = None):
        pts = tuple(rules.points_per_rank)
        self.trump = trump
        self.must_win = rules.obligation == "must_win"
        self.bonus = rules.last_trick_bonus
        self.pts = pts
        unit = self.bonus
        for r in rules.ranks:
            unit = gcd(unit, pts[r])
        #: Every value is a multiple of this (10 with counters), so MTD(f) steps by it.
        self.unit = unit or 1
        # Seating facts, tabulated once from seating.py for the hot loops.
        self.next = tuple(next_seat(s, rules) for s in range(4))
        self.team = tuple(side_of(s, rules) for s in range(4))
        self.rel = tuple(tuple(seat_at(j, s, rules) for j in range(4)) for s in range(4))
        live = [0, 0, 0, 0]
        held = [[0, 0, 0, 0] for _ in range(4)]
        rem = 0
        for p in range(4):
            for i in range(24):
                n = counts[p][i]
                if n:
                    live[_SU[i]] += n * _BIT[_RK[i]][p]
                    held[p][_SU[i]] += n
                    rem += n * pts[_RK[i]]
        for c in trick:
            live[_SU[c]] += _BIT[_RK[c]][TRICK_SLOT]
        self.live = live
        self.held = held
        self.stack = list(trick)
        self.tt = {} if table is None else table
        self.nodes = 0
        #: Caches of the search, on the cards of one suit or the exact position: classes,
        #: suit codes, top ranks, quick-trick facts, exact -> normalised keys.
        self.caches: tuple[dict, ...] = ({}, {}, {}, {}, {})
        self._history: list[tuple] = []
        # The root position: the trick so far and the scalars the search passes down.
        self.leader = leader
        self.n = len(trick)
        seat = leader
        ls = ws = wr = -1
        wseat = leader
        tp = 0
        for k, c in enumerate(trick):
            s, r = _SU[c], _RK[c]
            if k == 0:
                ls, ws, wr, wseat = s, s, r, seat
            elif (r > wr) if s == ws else (s == trump):
                ws, wr, wseat = s, r, seat
            tp += pts[r]
            seat = self.next[seat]
        self.to_move = seat
        self.lead_suit, self.win_suit, self.win_rank, self.win_seat = ls, ws, wr, wseat
        self.trick_pts = tp
        self.left = sum(held[seat])           # tricks left, this one included
        self.remb = rem + tp                  # points of the cards in hands and this trick
        #: Team 0's points from the tricks gathered by :meth:`play` since the start.
        self.banked = 0
        (self._lead, self._follow, self._lead_moves, self._follow_moves,
         self._order_follow) = make_search(self)

    # ---- the root position ---------------------------------------------------------------
    @property
    def total(self) -> int:
        """Every point still to be taken from the root position: the current trick's, the
        cards held and the last-trick bonus."""
        return self.remb + self.bonus

    def moves(self) -> list[int]:
        """The legal cards of the seat to move, one per class of equivalent cards (the
        highest of each class), as card indices, in search order."""
        p = self.to_move
        if self.n == 0:
            return list(self._lead_moves(p)) if self.left else []
        mv = self._follow_moves(p, self.lead_suit, self.win_suit, self.win_rank)
        if len(mv) > 1 and self.n == 3:
            mv = self._order_follow(mv, p, self.win_suit, self.win_rank, self.win_seat)
        return list(mv)

    def members(self, c: int) -> list[int]:
        """The card indices held by the seat to move that are equivalent to ``c`` (``c``
        included, highest first)."""
        s, r = _SU[c], _RK[c]
        for cls in classes(self.live[s], self.to_move, self.pts):
            if r in cls:
                return [s * 6 + x for x in cls]
        return [c]

    def play(self, c: int) -> None:
        """The seat to move plays card ``c`` (which it holds, and which is legal); a full
        trick is gathered by its winner, who is then to lead."""
        p = self.to_move
        s, r = _SU[c], _RK[c]
        self._history.append((self.leader, self.n, p, self.lead_suit, self.win_suit,
                              self.win_rank, self.win_seat, self.trick_pts, self.left,
                              self.remb, self.banked))
        self.live[s] += _BIT[r][TRICK_SLOT] - _BIT[r][p]
        self.held[p][s] -= 1
        self.stack.append(c)
        if self.n == 0:
            self.lead_suit = self.win_suit = s
            self.win_rank, self.win_seat = r, p
        elif (r > self.win_rank) if s == self.win_suit else (s == self.trump):
            self.win_suit, self.win_rank, self.win_seat = s, r, p
        self.trick_pts += self.pts[r]
        self.n += 1
        self.to_move = self.next[p]
        if self.n == 4:
            for x in self.stack[-4:]:
                self.live[_SU[x]] -= _BIT[_RK[x]][TRICK_SLOT]
            self.remb -= self.trick_pts
            self.left -= 1
            if self.team[self.win_seat] == 0:
                self.banked += self.trick_pts + (self.bonus if self.left == 0 else 0)
            self.leader = self.to_move = self.win_seat
            self.n = 0
            self.trick_pts = 0
            self.lead_suit = self.win_suit = self.win_rank = -1

    def unplay(self) -> None:
        """Undo the last :meth:`play`."""
        (self.leader, n, p, self.lead_suit, self.win_suit, self.win_rank, self.win_seat,
         self.trick_pts, self.left, self.remb, self.banked) = self._history.pop()
        if n == 3:
            for x in self.stack[-4:]:
                self.live[_SU[x]] += _BIT[_RK[x]][TRICK_SLOT]
        c = self.stack.pop()
        s, r = _SU[c], _RK[c]
        self.live[s] -= _BIT[r][TRICK_SLOT] - _BIT[r][p]
        self.held[p][s] += 1
        self.n = n
        self.to_move = p

    def prune(self) -> None:
        """Drop the table entries of the positions with the fewest tricks left until at
        most half of :data:`MAX_TABLE` remain (they are the cheapest to search again)."""
        tt = self.tt
        depth = 2
        while len(tt) > MAX_TABLE // 2 and depth < 20:
            for k in [k for k, v in tt.items() if v >> 40 <= depth]:
                del tt[k]
            depth += 1

    def search(self, beta: int) -> int:
        """Fail-soft zero-window test from the root position: a value ``v``; ``v >= beta``
        means team 0 takes at least ``v`` points from here, ``v < beta`` at most ``v``."""
        if self.n == 0:
            if self.left == 0:
                return 0
            return self._lead(self.leader, self.left, self.remb, beta)
        return self._follow(self.to_move, self.n, self.lead_suit, self.win_suit,
                            self.win_rank, self.win_seat, self.trick_pts, self.left,
                            self.remb, beta)

    def exact(self, guess: int | None = None) -> int:
        """Team 0's exact points from the root position, by zero-window tests (MTD(f)
        style): the first at ``guess`` if given; after a test whose fail-soft value jumped
        past the bound asked (a fail-low more than one step below, a fail-high above it),
        the next asks whether that value is exact; otherwise the next bisects the bounds
        left, and once they are three steps apart or less, tests from the weaker team's
        side (the upper bound itself when team 0 takes less than half): proving that a team
        that takes little takes at least so much is the costly kind of test, so near the
        end at most one of those is made."""
        total = self.total
        lo, hi = 0, total
        unit = self.unit
        beta = None if guess is None else min(max(guess, lo + unit), hi)
        while lo < hi:
            if beta is None:
                if hi - lo <= 3 * unit:
                    # a narrow range: test from the weaker team's side first
                    beta = hi if lo + hi < total else lo + unit
                else:
                    beta = lo + ((hi - lo) // unit + 1) // 2 * unit
            v = self.search(beta)
            if v >= beta:
                lo = v
                beta = v + unit if v > beta and lo < hi else None
            else:
                hi = v
                beta = v if v < beta - unit and lo < hi else None
        return lo

    def value_after(self, c: int, guess: int | None = None) -> int:
        """Team 0's exact points from the root position if the seat to move plays ``c``
        (the points of a trick this card completes included)."""
        before = self.banked
        self.play(c)
        try:
            got = self.banked - before
            return got + self.exact(None if guess is None else guess - got)
        finally:
            self.unplay()

    # ---- the search ----------------------------------------------------------------------
