"""simulate() speed, and the rules explorer's default run.

Whole hands (deal, auction, pass, meld, 12 tricks, score) per second.

Prints hands/s for each preset with the default players (HeuristicPlayer where it plays,
else RandomPlayer) and with RandomPlayer, and with two processes. The machine is shared
(2 cores, several people working), so each figure is the best of a few repeats, and the
two-process figure only helps when a core is free.

Last, the time the rules explorer dashboard (notebooks/09_rules_explorer.ipynb) takes for
its default run: a fresh Python process imports the widget and builds ``RulesExplorer()``
(imports, 2 x 200 played hands, 80,000 dealt hands, six matplotlib plots); the goal is
under 20 s. Voila adds starting a kernel and sending the page.

Run: .venv/bin/python benchmarks/bench_simulate.py [--hands N] [--repeats R]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

from pinochle_teach import CARDGAMES_IO, DOUBLE_DECK, HOYLE, POST_1945, THREE_HANDED
from pinochle_teach.analysis import simulate
from pinochle_teach.analysis.simulate import RandomFactory, default_player_factory


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
    dashboard()
    return 0


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
