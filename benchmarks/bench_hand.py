"""Benchmark: one whole hand (deal, auction, trump, pass and return, meld, 12 tricks, score)
with four RandomPlayers, through ``Game`` and ``play_hand`` (issue 3 goal: <= 0.5 ms per hand
on average on this 2-core machine).

    python benchmarks/bench_hand.py [--hands N] [--repeat R] [--profile]

Each repeat plays N hands, each from a fresh ``Game(seed)`` (the deal is part of the hand),
with the same four seeded RandomPlayers; players see only ``game.view(seat)``, as in every
loop of the kit. Reported: ms per hand, best of R and median of R, by wall clock and by this
process's CPU time (which other processes on a shared machine disturb less). ``--profile``
prints where the time goes (cProfile, by own time and by cumulative time).
"""

from __future__ import annotations

import argparse
import cProfile
import os
import platform
import pstats
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from pinochle_teach.game import Game  # noqa: E402
from pinochle_teach.players import RandomPlayer, play_hand  # noqa: E402

GOAL_MS = 0.5


def run(n: int, first_seed: int = 0) -> tuple[float, float, int]:
    """Play ``n`` hands; return (wall s, CPU s, actions applied)."""
    players = [RandomPlayer(100 + i) for i in range(4)]
    actions = 0
    c0, t0 = time.process_time(), time.perf_counter()
    for seed in range(first_seed, first_seed + n):
        game = Game(seed)
        play_hand(game, players)
        actions += len(game.history)
    return time.perf_counter() - t0, time.process_time() - c0, actions


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="whole-hand time with RandomPlayers")
    ap.add_argument("--hands", type=int, default=2000)
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args(argv)
    n = args.hands
    run(200)  # warm up (meld caches, interned actions)
    runs = [run(n) for _ in range(args.repeat)]
    wall = [w / n * 1e3 for w, _, _ in runs]
    cpu = [c / n * 1e3 for _, c, _ in runs]
    actions = runs[0][2] / n
    print(f"Whole hand with 4 RandomPlayers (Game + play_hand): {n:,} hands x {args.repeat} "
          f"repeats, {actions:.1f} actions per hand on average")
    print(f"  machine: {os.cpu_count()} cores (shared with other work), "
          f"Python {platform.python_version()}")
    print(f"  best of {args.repeat}:   {min(wall):.3f} ms/hand  ({1e3 / min(wall):,.0f} hands/s)")
    print(f"  median of {args.repeat}: {statistics.median(wall):.3f} ms/hand")
    print(f"  CPU time, best / median: {min(cpu):.3f} / {statistics.median(cpu):.3f} ms/hand")
    verdict = lambda x: "met" if x <= GOAL_MS else "MISSED"  # noqa: E731
    print(f"  goal <= {GOAL_MS} ms/hand: {verdict(min(wall))} by wall-clock best, "
          f"{verdict(statistics.median(wall))} by wall-clock median, "
          f"{verdict(min(cpu))} by CPU time")
    print(f"  load average now: {', '.join(f'{x:.1f}' for x in os.getloadavg())} "
          f"(on {os.cpu_count()} cores; wall-clock figures are only meaningful near idle)")
    if args.profile:
        prof = cProfile.Profile(time.process_time)  # CPU time: less noise on a shared machine
        prof.runcall(run, n)
        stats = pstats.Stats(prof)
        stats.sort_stats("tottime").print_stats(15)
        stats.sort_stats("cumulative").print_stats(15)
    return 0


if __name__ == "__main__":
    sys.exit(main())
