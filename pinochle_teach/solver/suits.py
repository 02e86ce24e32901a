"""One suit's cards in the solver's packed form, and what the search reads from it
(rules page §6): classes of equivalent cards, the normalised form of the suit for the
transposition table, and the facts behind the quick-trick bounds.

A suit's *live* cards are one int: for each rank ``r`` (0 = nine .. 5 = ace) and each
holder ``h`` (seats 0..3, and 4 for the current trick) a 3-bit count at bit
``(r * 5 + h) * 3`` (:data:`BIT`).
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["BIT", "TRICK_SLOT", "count", "classes", "reps", "suit_code", "suit_bounds"]

#: The holder slot of the cards in the current trick (slots 0..3 are the seats).
TRICK_SLOT = 4
_W = 3                      # bits per (rank, holder) count: up to 7 copies
_MASK = (1 << _W) - 1
#: ``BIT[r][h]``: one copy of rank ``r`` held by holder ``h``.
BIT = tuple(tuple(1 << ((r * 5 + h) * _W) for h in range(5)) for r in range(6))


def count(x: int, r: int, h: int) -> int:
    """How many copies of rank ``r`` holder ``h`` has in the suit ``x``."""
    return (x >> ((r * 5 + h) * _W)) & _MASK


def classes(x: int, p: int, pts: Sequence[int]) -> list[list[int]]:
    """The ranks seat ``p`` holds in a suit whose live cards are ``x``, in classes of
    equivalent cards (see the module docstring), highest class and rank first."""
    out: list[list[int]] = []
    run = -1            # points of the class being extended, -1 when none can be
    for r in range(5, -1, -1):
        mine = count(x, r, p)
        other = -mine
        for h in range(5):
            other += count(x, r, h)
        if other:
            if mine:
                out.append([r])
            run = -1
        elif mine:
            if run == pts[r]:
                out[-1].append(r)
            else:
                out.append([r])
                run = pts[r]
    return out


def reps(x: int, s: int, p: int, pts: Sequence[int]) -> tuple[int, ...]:
    """One card index per class of seat ``p`` in suit ``s`` (the highest of each)."""
    return tuple(s * 6 + cls[0] for cls in classes(x, p, pts))


def suit_code(x: int, rel: Sequence[int], pts: Sequence[int]):
    """The normalised form of one suit at a trick boundary (``x`` live cards, no trick
    cards; ``rel[j]`` the seat ``j`` places after the leader): ``(code, level_of_rank,
    rank_of_level)``, ``code`` an int naming the levels (see the module docstring)."""
    levels: list[list[int]] = []
    lor = [-1] * 6
    rol: list[int] = []
    single = -1
    single_pts = -1
    for r in range(5, -1, -1):
        cs = [count(x, r, rel[j]) for j in range(4)]
        holders = [j for j in range(4) if cs[j]]
        if not holders:
            continue
        if len(holders) == 1:
            j = holders[0]
            if single == j and single_pts == pts[r]:
                levels[-1][1 + j] += cs[j]
                lor[r] = len(levels) - 1
                continue
            single, single_pts = j, pts[r]
        else:
            single = -1
        lor[r] = len(levels)
        levels.append([pts[r]] + cs)
        rol.append(r)
    code = 0
    for p, c0, c1, c2, c3 in levels:
        code = (code << 26) | (p << 20) | c0 | (c1 << 5) | (c2 << 10) | (c3 << 15)
    return code, tuple(lor), tuple(rol)


def suit_bounds(x: int, rel: Sequence[int], pts: Sequence[int]):
    """Facts for the quick-trick bounds of one suit at a trick boundary (``x`` its live
    cards, ``rel[j]`` the seat ``j`` places after the leader):

    - ``cash``: cumulative points of the leader's cards that no other seat's card beats
      (ranked at or above every other seat's card: led, each wins its trick), best first;
      ``cash[k]`` is the points of the first ``k``;
    - ``cheap``: for the seats 1, 2, 3 places after the leader, the cumulative points of
      their cards of the suit, cheapest first (what they must at least give following);
    - ``top``: the place (0..3) of the seat whose cards rank strictly above every other
      seat's (it holds the top alone), or -1; ``top_pts``: the points of those cards.
    """
    by = []
    for j in range(4):
        seat = rel[j]
        by.append([r for r in range(5, -1, -1) for _ in range(count(x, r, seat))])
    others_top = max((by[j][0] for j in (1, 2, 3) if by[j]), default=-1)
    cash = [0]
    for r in by[0]:
        if r < others_top:
            break
        cash.append(cash[-1] + pts[r])
    cheap = []
    for j in (1, 2, 3):
        cum = [0]
        for p in sorted(pts[r] for r in by[j]):
            cum.append(cum[-1] + p)
        cheap.append(tuple(cum))
    top, top_pts = -1, 0
    tops = [(by[j][0], j) for j in range(4) if by[j]]
    if tops:
        tops.sort(reverse=True)
        if len(tops) == 1 or tops[1][0] < tops[0][0]:
            top = tops[0][1]
            second = tops[1][0] if len(tops) > 1 else -1
            top_pts = sum(pts[r] for r in by[top] if r > second)
    return tuple(cash), tuple(cheap), top, top_pts
