"""Benchmark: legal_plays on random trick positions, today's against the version before
issue 13, side by side in one run (issue 13 item 6: "legal_plays spends half its time
hashing Cards in _distinct").

    python benchmarks/bench_legal_plays.py [--positions N] [--repeat R]

Positions are dealt from seeded shuffles of the 48-card deck: a hand of 1-12 cards, 0-3
cards already in the trick and a random trump, as lists of Card (what the game and the
players pass). Each repeat calls legal_plays once per position; the figure is microseconds
per call, best and median of R, by this process's CPU time. The two versions alternate
repeat by repeat so that other work on the machine disturbs both alike, and their answers
are compared on every position first.

The old version (kept below as ``old_legal_plays``, copied from pinochle_teach/tricks.py as
it was) found distinct cards with a set of Cards, whose ``__hash__`` is Python code, and
called ``trick_winner`` (which re-checks its arguments) for the winning card. Today's keys
the distinct cards on a bit per ``Card.index`` and finds the winning card inline in
``legal_subset``.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from pinochle_teach import CARDGAMES_IO, Suit, legal_plays, new_deck  # noqa: E402
from pinochle_teach.cards import Card, parse_cards  # noqa: E402
from pinochle_teach.tricks import trick_winner  # noqa: E402


# ---- the version before issue 13 (for the comparison only) ------------------------------
def _old_cards(cards):
    if cards.__class__ is tuple or cards.__class__ is list:
        for c in cards:
            if c.__class__ is not Card:
                return parse_cards(cards)
        return cards
    return parse_cards(cards)


def _old_distinct(cards):
    seen = set()
    out = []
    for c in cards:
        if c not in seen:
            seen.add(c)
            out.append(c)
    return out


def _old_legal_subset(cards, played, t, must_win):
    lead = played[0].suit
    w = played[trick_winner(played, t)]
    follow = [c for c in cards if c.suit is lead]
    if follow:
        if not must_win and lead is not t:
            return follow
        if w.suit is not lead:
            return follow
        higher = [c for c in follow if c.rank > w.rank]
        return higher or follow
    trumps = [c for c in cards if c.suit is t]
    if trumps:
        if not must_win:
            return trumps
        if w.suit is t:
            higher = [c for c in trumps if c.rank > w.rank]
            return higher or trumps
        return trumps
    return list(cards)


def old_legal_plays(hand, trick, trump, rules=CARDGAMES_IO):
    t = trump if trump.__class__ is Suit else Suit.from_str(trump)
    cards = _old_cards(hand)
    played = _old_cards(trick)
    if not played:
        return _old_distinct(cards)
    return _old_distinct(_old_legal_subset(cards, played, t, rules.obligation == "must_win"))


# ---- the run -----------------------------------------------------------------------------
def make_positions(n: int, seed: int = 13):
    rng = random.Random(seed)
    deck = new_deck()
    suits = list(Suit)
    out = []
    for _ in range(n):
        rng.shuffle(deck)
        size = rng.randint(1, 12)
        played = rng.randint(0, 3)
        out.append((deck[:size], deck[size:size + played], rng.choice(suits)))
    return out


def timed(fn, positions) -> float:
    t0 = time.process_time()
    for hand, trick, trump in positions:
        fn(hand, trick, trump)
    return (time.process_time() - t0) / len(positions) * 1e6


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=int, default=20_000)
    ap.add_argument("--repeat", type=int, default=7)
    args = ap.parse_args(argv)
    positions = make_positions(args.positions)
    for hand, trick, trump in positions:
        assert legal_plays(hand, trick, trump) == old_legal_plays(hand, trick, trump), (
            hand, trick, trump)
    runs = {"before issue 13": [], "today": []}
    for _ in range(args.repeat):
        runs["before issue 13"].append(timed(old_legal_plays, positions))
        runs["today"].append(timed(legal_plays, positions))
    print(f"legal_plays on {args.positions:,} random positions (hand 1-12 cards, 0-3 played), "
          f"same answers on every one; us per call (CPU), best / median of {args.repeat}:")
    for name, times in runs.items():
        print(f"  {name:16} {min(times):6.2f} / {statistics.median(times):6.2f}")
    speedup = min(runs["before issue 13"]) / min(runs["today"])
    print(f"  speed-up (best)  {speedup:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
