"""Seat facts for the players' hot paths, tabulated once per rule set.

The computer players ask the same few questions about seats thousands of times a second
(whose side is this seat on, who plays after me, who played card ``i`` of this trick). The
answers come from :mod:`pinochle_teach.seating`, the one place that knows them; this module
only looks them up once per :class:`~pinochle_teach.rules.RuleSet` and keeps them in tuples,
so a decision pays an index instead of a function call.

>>> from pinochle_teach import CARDGAMES_IO
>>> t = seat_table(CARDGAMES_IO)
>>> t.side, t.opponents[0], t.order[3], t.later_opponents[1][2]
((0, 1, 0, 1), (1, 3), (3, 0, 1, 2), (2,))
"""

from __future__ import annotations

from typing import NamedTuple

from ..rules import RuleSet
from ..seating import opponents, partner, same_side, seats_from, side_of

__all__ = ["SeatTable", "seat_table"]


class SeatTable(NamedTuple):
    """The seat facts of one rule set, indexed by seat (0..players-1).

    Attributes:
        rules: the rule set they are for.
        side: ``side[s]`` is :func:`~pinochle_teach.seating.side_of` ``s``.
        partner: ``partner[s]``, the partner's seat, or ``None`` when each plays alone.
        opponents: ``opponents[s]``, the seats scoring against ``s``, clockwise from its left.
        order: ``order[leader]``, the seats in the order they play to a trick led by
            ``leader`` (``order[leader][i]`` played card ``i``).
        later_opponents: ``later_opponents[s][k]``, the opponents of ``s`` who play after it
            to a trick that holds ``k`` cards when ``s`` plays, in play order.
    """

    rules: RuleSet
    side: tuple[int, ...]
    partner: tuple[int | None, ...]
    opponents: tuple[tuple[int, ...], ...]
    order: tuple[tuple[int, ...], ...]
    later_opponents: tuple[tuple[tuple[int, ...], ...], ...]


_TABLES: dict[int, SeatTable] = {}
_last: SeatTable | None = None


def seat_table(rules: RuleSet) -> SeatTable:
    """The :class:`SeatTable` of ``rules`` (built on first use, then looked up)."""
    global _last
    last = _last
    if last is not None and last[0] is rules:
        return last
    t = _TABLES.get(id(rules))
    if t is None or t[0] is not rules:
        n = rules.players
        seats = range(n)
        t = _TABLES[id(rules)] = SeatTable(
            rules,
            tuple(side_of(s, rules) for s in seats),
            tuple(partner(s, rules) for s in seats),
            tuple(opponents(s, rules) for s in seats),
            tuple(seats_from(s, rules) for s in seats),
            tuple(tuple(tuple(o for o in seats_from(s, rules)[1:n - k]
                              if not same_side(o, s, rules))
                        for k in range(n))
                  for s in seats))
    _last = t
    return t
