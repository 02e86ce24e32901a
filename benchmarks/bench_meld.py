"""Benchmark: best_meld with its full breakdown on random 12-card hands, the engine of this
checkout beside the engine before issue 13 (commit baseline.BASELINE), in one run.

    python benchmarks/bench_meld.py [--hands N] [--repeat R] [--rounds K] [--profile]
    python benchmarks/bench_meld.py --no-compare     # this engine only

Goals: issue 13 asks for at least 1.8x the old speed (same MeldResults); issue 3's goal is
>= 110,000 hands/s. Hands are dealt from seeded shuffles (tuples of Card, as the Game holds
them) with a random trump each. Each pass scores every hand once and builds the full
MeldResult (melds, cards, points). Timing is by CPU time (``time.process_time``), which other
work on a shared machine disturbs far less than wall clock. Each engine runs in its own
fresh Python (PYTHONPATH pointing at it); the two alternate for K rounds, each round R warm
passes after one cold pass (empty meld caches). The figures are hands per second, best and
median over all passes, and the speed-up per round (new best / old best, paired so both saw
the same load). Both engines must give identical MeldResults: a digest of every result
(names, points, cards, classes, totals) is compared.
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import json
import pstats
import random
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve()
GOAL = 110_000
SPEEDUP_GOAL = 1.8


def make_hands(n: int, seed: int = 2024):
    from pinochle_teach import Suit, new_deck

    rng = random.Random(seed)
    deck = new_deck()
    suits = list(Suit)
    out = []
    for _ in range(n):
        rng.shuffle(deck)
        out.append((tuple(deck[:12]), rng.choice(suits)))
    return out


def one_pass(hands) -> float:
    """CPU seconds of this process to score every hand once."""
    from pinochle_teach import best_meld

    c0 = time.process_time()
    for hand, trump in hands:
        best_meld(hand, trump)
    return time.process_time() - c0


def digest(hands) -> str:
    """A digest of every MeldResult: total, and each meld's name, points, cards, class."""
    from pinochle_teach import best_meld

    h = hashlib.sha256()
    for hand, trump in hands:
        r = best_meld(hand, trump)
        h.update(repr((r.total, r.trump.value, [c.code for c in r.hand],
                       [(m.name, m.points, [c.code for c in m.cards], m.meld_class)
                        for m in r.melds])).encode())
    return h.hexdigest()


def worker(n: int, repeat: int) -> dict:
    import pinochle_teach
    from pinochle_teach import meld as meld_module

    hands = make_hands(n)
    meld_module._CACHES.clear()
    cold = one_pass(hands)
    passes = [one_pass(hands) for _ in range(repeat)]
    return {"engine": pinochle_teach.__file__, "cold": cold, "passes": passes,
            "digest": digest(hands)}


def rate(n: int, seconds: float) -> str:
    return f"{n / seconds:>9,.0f} hands/s ({seconds / n * 1e6:.2f} us/hand)"


def compare(args) -> int:
    sys.path.insert(0, str(HERE.parent))
    from baseline import BASELINE, REPO, machine_note, old_engine, run_worker

    n = args.hands
    with old_engine() as old:
        if not isinstance(old, Path):
            print(f"(no side-by-side figures: {old}; run with --no-compare)")
            return alone(args)
        side = {"old": [], "new": []}
        ratios = []
        worker_args = ["--hands", str(n), "--repeat", str(args.repeat)]
        run_worker(HERE, old, ["--hands", "200", "--repeat", "1"])  # compile old .pyc
        for _ in range(args.rounds):
            o = run_worker(HERE, old, worker_args)
            w = run_worker(HERE, REPO, worker_args)
            side["old"].append(o)
            side["new"].append(w)
            ratios.append(min(o["passes"]) / min(w["passes"]))
    same = {r["digest"] for r in side["old"] + side["new"]}
    print(f"best_meld, full breakdown: {n:,} random 12-card hands; {args.rounds} rounds "
          f"alternating old/new, each 1 cold + {args.repeat} warm passes; CPU time")
    print(f"  old = commit {BASELINE} (git archive), new = this checkout")
    print(f"  machine: {machine_note()}")
    for name in ("old", "new"):
        passes = [p for r in side[name] for p in r["passes"]]
        colds = [r["cold"] for r in side[name]]
        print(f"  {name}: best {rate(n, min(passes))}, median {rate(n, statistics.median(passes))}"
              f"; first pass from empty caches, median {rate(n, statistics.median(colds))}")
    old_med = statistics.median(p for r in side["old"] for p in r["passes"])
    new_med = statistics.median(p for r in side["new"] for p in r["passes"])
    speedup = old_med / new_med
    print(f"  speed-up new/old: {speedup:.2f}x by median of all passes; per round (best vs "
          f"best): {', '.join(f'{x:.2f}' for x in ratios)} (median {statistics.median(ratios):.2f}x)")
    print(f"  goal >= {SPEEDUP_GOAL}x: {'met' if speedup >= SPEEDUP_GOAL else 'MISSED'}; "
          f"goal >= {GOAL:,} hands/s (new, median): "
          f"{'met' if n / new_med >= GOAL else 'MISSED'}")
    print(f"  same MeldResults from both engines: {'yes' if len(same) == 1 else 'NO'}"
          f" (digest {sorted(same)[0][:16]}...)")
    if args.profile:
        profile(args)
    return 0 if len(same) == 1 else 1


def alone(args) -> int:
    sys.path.insert(0, str(HERE.parent.parent))
    result = worker(args.hands, args.repeat)
    n = args.hands
    print(f"best_meld, full breakdown, this engine only: {n:,} hands x {args.repeat}, CPU time")
    print(f"  best {rate(n, min(result['passes']))}, median "
          f"{rate(n, statistics.median(result['passes']))}, first pass {rate(n, result['cold'])}")
    if args.profile:
        profile(args)
    return 0


def profile(args) -> None:
    sys.path.insert(0, str(HERE.parent.parent))
    hands = make_hands(args.hands)
    one_pass(hands)
    prof = cProfile.Profile(time.process_time)
    prof.runcall(one_pass, hands)
    pstats.Stats(prof).sort_stats("tottime").print_stats(12)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="best_meld throughput, old engine beside new")
    ap.add_argument("--hands", type=int, default=50_000)
    ap.add_argument("--repeat", type=int, default=3, help="warm passes per round")
    ap.add_argument("--rounds", type=int, default=5, help="alternating old/new rounds")
    ap.add_argument("--no-compare", action="store_true", help="measure this engine only")
    ap.add_argument("--profile", action="store_true", help="print a cProfile of one pass")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        print(json.dumps(worker(args.hands, args.repeat)))
        return 0
    return alone(args) if args.no_compare else compare(args)


if __name__ == "__main__":
    sys.exit(main())
