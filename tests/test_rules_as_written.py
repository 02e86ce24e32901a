"""Issue 14, items 16-23: the engine plays the rules as written and says true sentences.

Every expected value here is read from the rules (RULES.md §4, §5, §6, §8 and the
Wikipedia seed the variants come from), typed in by hand, not taken from the engine.
"""

from __future__ import annotations

import pytest

from pinochle_teach import (CARDGAMES_IO, DOUBLE_DECK, HOYLE, best_meld, parse_cards)


def labels(result):
    return sorted(m.label for m in result.melds)


# ---- item 16: no royal marriage is scored beside any run (§4), in either deck ------------
# §4: "The run variants replace the 150; no royal marriage is scored beside any run. A
# double run uses every trump K and Q." §8 gives the double deck the same melds with
# single, double, triple and quadruple values: a run still has no royal marriage beside it,
# however many trump K-Q pairs are left over.
DOUBLE_DECK_RUNS = [
    # (hand, trump, total, labels)
    ("AS TS KS QS JS KS QS KS QS", "S", 230, ["Run + marriage 230"]),
    ("AS TS KS QS JS KS QS KS QS KS QS", "S", 230, ["Run + marriage 230"]),
    ("AS TS KS QS JS KS KS", "S", 190, ["Run + king 190"]),
    ("AS TS KS QS JS QS QS QS", "S", 190, ["Run + queen 190"]),
    ("AS TS KS QS JS AS TS KS QS JS KS QS KS QS", "S", 1500, ["Double run 1500"]),
    ("AH TH KH QH JH AH TH KH QH JH KH QH", "H", 1500, ["Double run 1500"]),
    # no run: every trump K-Q pair is a royal marriage
    ("KS QS KS QS KS QS", "S", 120, ["Royal marriage 40"] * 3),
    ("TS KS QS JS KS QS KS QS KS QS", "S", 160, ["Royal marriage 40"] * 4),
]


@pytest.mark.parametrize("hand, trump, total, expected", DOUBLE_DECK_RUNS,
                         ids=[r[0] for r in DOUBLE_DECK_RUNS])
def test_item16_double_deck_scores_no_royal_marriage_beside_a_run(hand, trump, total, expected):
    result = best_meld(parse_cards(hand), trump, DOUBLE_DECK)
    assert result.total == total
    assert labels(result) == sorted(expected)


def test_item16_single_deck_never_has_a_royal_marriage_beside_a_run():
    # With two copies a run with a spare K and Q already uses every trump K and Q.
    for hand in ("AS TS KS KS QS QS JS", "AS AS TS TS KS KS QS QS JS JS"):
        for rules in (CARDGAMES_IO, HOYLE):
            assert "Royal marriage" not in [m.name for m in best_meld(hand, "S", rules).melds]
