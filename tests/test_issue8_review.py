"""Fresh-eye review of issue 8 (variants and the rules explorer): each test pins a fault a
new user found, so it cannot come back (RULES.md §5, §8)."""

from __future__ import annotations

from pinochle_teach.game import Game, Phase
from pinochle_teach.rules import THREE_HANDED


def _three_handed_surrender() -> Game:
    """A three-handed hand driven to a 500 contract the bidder must surrender: two players
    raise each other, the third passes; the bidder names spades and discards three."""
    for seed in range(200):
        g = Game(seed, THREE_HANDED)
        first = g.to_move
        third = (first + 2) % 3
        while g.phase is Phase.AUCTION:
            high = g.auction.high_bid or THREE_HANDED.minimum_bid - 10
            g.apply("pass" if g.to_move == third or high >= 500 else f"bid {high + 10}")
        g.apply("trump S")
        for c in sorted(g.hands[g.bidder], key=lambda c: -c.rank)[:3]:
            g.apply(f"discard {c.code}")
        counters = sum(THREE_HANDED.points_per_rank[c.rank] for c in g.discards)
        if g.phase is Phase.SURRENDER and counters:
            return g
    raise AssertionError("no three-handed deal to surrender with counters among the discards")


def test_three_handed_surrender_records_no_trick_points_for_the_discards():
    # §5: a surrender scores no tricks; the discards count "for the bidder" only as trick
    # points won in play (§8), so the hand's record must not show them as trick points.
    g = _three_handed_surrender()
    g.apply("surrender")
    result = g.hand_results[-1]
    assert result.surrendered
    assert result.trick_points == (0, 0, 0)
    assert result.score[g.bidder] == -g.contract
