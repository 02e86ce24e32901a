"""Deal statistics and simulation for the rules explorer (uses numpy; rules page §8).

This package sits beside the engine, not inside it: the engine imports nothing outside the
standard library, while ``analysis`` may use numpy (and matplotlib, only in
:mod:`pinochle_teach.analysis.plots`, which is imported on demand).

- :mod:`~pinochle_teach.analysis.batch`: hands as count arrays (deals × 24 card kinds),
  a vectorised random dealer, and meld scored for many hands at once with the same totals as
  :func:`pinochle_teach.best_meld`.
- :mod:`~pinochle_teach.analysis.exact`: exact chances of being dealt a meld, by counting.
- :mod:`~pinochle_teach.analysis.simulate`: whole hands played by computer players, one
  row per hand in a :class:`Table`.
- :mod:`~pinochle_teach.analysis.summary`: the numbers and sentences the dashboard shows.

Sizes are bounded so that a typo cannot exhaust the memory: :func:`deal_counts` deals at
most ``MAX_DEALS`` (2,000,000) deals per call, :func:`simulate` plays at most ``MAX_HANDS``
(100,000) hands with at most ``MAX_PROCESSES`` (64) processes; more raises
``PinochleError`` saying the maximum.

Every function that takes ``rules`` accepts a :class:`~pinochle_teach.rules.RuleSet` or a
preset's name (``"Double deck"``), as :class:`~pinochle_teach.game.Game` does, and raises
``InvalidRulesError`` for anything else.

>>> from pinochle_teach.analysis import deal_counts, batch_meld
>>> hands = deal_counts(1000, seed=1)          # (1000, 4, 24) uint8
>>> batch_meld(hands[:, 0], "H").shape          # seat 0's meld with hearts as trump
(1000,)
"""

from .batch import (CARD_KINDS, MAX_DEALS, all_hands, batch_meld, best_trump_meld,
                    counts_from_hands, deal_counts, hands_from_counts, meld_by_class, meld_tables, trump_lengths)
from .exact import (MELD_EVENTS, MeldEvent, at_least, class_distribution, event_frequency,
                    hold_probability, meld_chances)
from .simulate import MAX_HANDS, MAX_PROCESSES, Table, default_player_factory, simulate

__all__ = [
    "CARD_KINDS", "MAX_DEALS", "MAX_HANDS", "MAX_PROCESSES",
    "deal_counts", "all_hands", "counts_from_hands", "hands_from_counts",
    "batch_meld", "meld_by_class", "best_trump_meld", "meld_tables", "trump_lengths",
    "MeldEvent", "MELD_EVENTS", "hold_probability", "meld_chances", "event_frequency",
    "class_distribution", "at_least",
    "simulate", "Table", "default_player_factory",
]
