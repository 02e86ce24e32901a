"""Benchmark the review after the hand (pinochle_teach.review) by CPU time
(``time.process_time``): a whole review of one seat's decisions in one finished hand.

Hands come from seeded games of four HeuristicPlayers (default rules): the first hand of
games ``seed``, ``seed + 1``, … For each hand, seats ``--seats`` (default 0 and 1: one of
each team) are reviewed with the default budget (``SAMPLES`` deals per card decision from
``EXACT_FROM`` tricks left, ``EARLY_SAMPLES`` before). The goal: every review within 10 s
on this machine (issue 17 §2). Printed: per review the CPU time, the decisions with a
choice and how the time splits between the exact part and the early estimate; then the
median and the worst.

    python benchmarks/bench_review.py                 # 10 hands x 2 seats
    python benchmarks/bench_review.py --hands 4 --seed 20 --seats 0 1 2 3
    python benchmarks/bench_review.py --samples 24 --early-samples 6 --exact-from 6
    python benchmarks/bench_review.py --hands 0 --puzzles 20   # puzzle_question only

``--puzzles N`` also times ``pinochle_teach.quiz.puzzle.puzzle_question`` for seeds 0..N-1
at each difficulty (median and worst CPU time per puzzle).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pinochle_teach import Game  # noqa: E402
from pinochle_teach.players import HeuristicPlayer, play_hand  # noqa: E402
from pinochle_teach.quiz.puzzle import puzzle_question  # noqa: E402
from pinochle_teach.review import EARLY_SAMPLES, EXACT_FROM, SAMPLES, review  # noqa: E402


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hands", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seats", type=int, nargs="+", default=[0, 1])
    ap.add_argument("--samples", type=int, default=SAMPLES)
    ap.add_argument("--early-samples", type=int, default=EARLY_SAMPLES)
    ap.add_argument("--exact-from", type=int, default=EXACT_FROM)
    ap.add_argument("--puzzles", type=int, default=0)
    a = ap.parse_args(argv)
    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"samples={a.samples} early_samples={a.early_samples} exact_from={a.exact_from}")
    times = []
    for k in range(a.hands):
        g = Game(seed=a.seed + k)
        play_hand(g, [HeuristicPlayer() for _ in range(4)])
        for seat in a.seats:
            ticks = []
            t0 = time.process_time()
            r = review(g, seat, samples=a.samples, early_samples=a.early_samples,
                       exact_from=a.exact_from, seed=k,
                       progress=lambda d, t: ticks.append((time.process_time(), d, t)))
            cpu = time.process_time() - t0
            times.append(cpu)
            plays = [d for d in r.plays() if not d.forced]
            early = sum(1 for d in plays if not d.open.exact)
            print(f"hand {a.seed + k} seat {seat}: {cpu:6.2f} s CPU, {len(plays)} card "
                  f"decisions with a choice ({early} early), {len(r.mistakes())} mistakes")
    if times:
        print(f"reviews: {len(times)}; CPU time median {statistics.median(times):.2f} s, "
              f"worst {max(times):.2f} s, mean {statistics.mean(times):.2f} s")
    for difficulty in ("easy", "medium", "hard") if a.puzzles else ():
        per = []
        for seed in range(a.puzzles):
            t0 = time.process_time()
            puzzle_question(seed, difficulty)
            per.append(time.process_time() - t0)
        print(f"puzzles {difficulty}: {a.puzzles}; CPU time median "
              f"{statistics.median(per) * 1000:.0f} ms, worst {max(per) * 1000:.0f} ms")
    print(f"load average at end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
