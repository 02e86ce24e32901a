"""simulate() speed, and the rules explorer's default run.

Whole hands (deal, auction, pass, meld, 12 tricks, score) per second.

Prints hands/s for each preset with the default players (HeuristicPlayer, on every preset)
and with RandomPlayer, and with two processes. The machine is shared (2 cores, several
people working), so each figure is the best of a few repeats, and the two-process figure
only helps when a core is free.

Then a duplicate check that the heuristic plays three-handed sensibly: each deal is played
three times with one HeuristicPlayer and two RandomPlayers, the heuristic in seat 0, 1 and 2
in turn (same cards each time), and its points per hand are compared with the random
players' (``--duplicate-deals``, 0 to skip).

Last, the time the rules explorer dashboard (notebooks/09_rules_explorer.ipynb) takes for
its default run: a fresh Python process imports the widget and builds ``RulesExplorer()``
(imports, 2 x 200 played hands, 80,000 dealt hands, six matplotlib plots); the goal is
under 20 s. Voila adds starting a kernel and sending the page.

Run: .venv/bin/python benchmarks/bench_simulate.py [--hands N] [--repeats R]
     [--duplicate-deals D]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

import numpy as np

from pinochle_teach import CARDGAMES_IO, DOUBLE_DECK, HOYLE, POST_1945, THREE_HANDED
from pinochle_teach.analysis import simulate
from pinochle_teach.analysis.simulate import RandomFactory, default_player_factory
from pinochle_teach.players import HeuristicPlayer, RandomPlayer


def best_of(fn, repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=300)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--duplicate-deals", type=int, default=500)
    args = ap.parse_args()
    n = args.hands
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"simulate: {n} hands, best of {args.repeats}; {os.cpu_count()} CPUs, load average "
          f"{load:.1f} (shared machine: timings are noisy)")
    for rules in (CARDGAMES_IO, HOYLE, POST_1945, DOUBLE_DECK, THREE_HANDED):
        default = default_player_factory(rules)
        t_def = best_of(lambda: simulate(n, rules, seed=1, progress=False), args.repeats)
        t_rnd = best_of(lambda: simulate(n, rules, players=RandomFactory(), seed=1,
                                         progress=False), args.repeats)
        print(f"  {rules.name:<30} {default.name:>9} {n / t_def:6.0f} hands/s | random "
              f"{n / t_rnd:6.0f} hands/s")
    t_two = best_of(lambda: simulate(4 * n, seed=1, processes=2, progress=False), 1)
    t_one = best_of(lambda: simulate(4 * n, seed=1, progress=False), 1)
    print(f"  {4 * n} default hands: 1 process {4 * n / t_one:.0f} hands/s, 2 processes "
          f"{4 * n / t_two:.0f} hands/s (includes starting the workers)")
    if args.duplicate_deals:
        three_handed_duplicate(args.duplicate_deals)
    dashboard()
    return 0


class OneHeuristic:
    """A HeuristicPlayer in ``seat``, RandomPlayers elsewhere (picklable, module level)."""

    def __init__(self, seat: int):
        self.seat = seat
        self.name = f"heuristic in seat {seat}"

    def __call__(self, seat: int, seed: int):
        return HeuristicPlayer(seed) if seat == self.seat else RandomPlayer(seed)


def three_handed_duplicate(deals: int) -> None:
    heur, rand, bids, made = [], [], 0, 0
    t0 = time.perf_counter()
    for k in range(3):
        t = simulate(deals, THREE_HANDED, players=OneHeuristic(k), seed=7, progress=False)
        heur.append(t[f"score_team{k}"].astype(float))
        rand.append(np.mean([t[f"score_team{j}"] for j in range(3) if j != k], axis=0))
        mine = t["bidder"] == k
        bids += int(mine.sum())
        made += int(t["made"][mine].sum())
    margin = np.mean(heur, axis=0) - np.mean(rand, axis=0)  # one figure per deal
    half = 1.96 * margin.std(ddof=1) / np.sqrt(deals)
    print(f"  three-handed duplicate, {deals} deals x 3 seats ({time.perf_counter() - t0:.0f} s): "
          f"heuristic {np.mean(heur):.0f} points a hand, random {np.mean(rand):.0f}; margin "
          f"{margin.mean():.0f} +- {half:.0f} (95%); the heuristic won {bids / (3 * deals):.0%} "
          f"of the auctions and made {made / max(bids, 1):.0%} of those contracts")


DASHBOARD = """
import time
t0 = time.perf_counter()
from pinochle_teach.widgets.explorer import RulesExplorer
t1 = time.perf_counter()
w = RulesExplorer()
t2 = time.perf_counter()
print(f"{t2 - t0:.1f} {t1 - t0:.1f} {w.exploration.seconds:.1f} {t2 - t1 - w.exploration.seconds:.1f}")
"""


def dashboard() -> None:
    out = subprocess.run([sys.executable, "-c", DASHBOARD], capture_output=True, text=True,
                         check=True).stdout.split()
    total, imports, explore, plots = out
    print(f"  explorer default run: {total} s in a fresh process (imports {imports} s, "
          f"deal and play {explore} s, plots {plots} s); goal under 20 s")


if __name__ == "__main__":
    raise SystemExit(main())
