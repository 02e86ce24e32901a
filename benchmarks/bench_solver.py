"""Benchmark the open-hand solver (pinochle_teach.solver) against a plain alpha-beta search,
side by side in one run, by CPU time (``time.process_time``).

Positions come from seeded games of four HeuristicPlayers (default rules): the start of a
trick with 6 or 7 tricks left (the leader to play), and whole hands at their first lead
(12 tricks). For each position:

- **value**: the exact trick points team 0 takes from there, by the solver's search
  (``Engine.exact``) and by the baseline below; both must agree, and the speed-up is the
  baseline's CPU time over the solver's, in total and as the median of the per-position
  ratios (goal: at least 5x with 6 and 7 tricks left);
- **solve()**: the whole public call, values of every legal card and a best line included
  (goal: median under 50 ms with 6 tricks left);
- a whole 12-trick hand solved exactly (value from the first lead), with the time taken (aim:
  under a minute).

The baseline is a plain alpha-beta: fail-soft, full window, cards tried in index order (the
two copies of a card are one move, as ``legal_plays`` gives them, nothing else merged), with
a transposition table at trick boundaries keyed on the exact position (every seat's cards
and the leader) holding the value and whether it is exact, a lower or an upper bound.

    python benchmarks/bench_solver.py                     # 10 positions each, one 12-trick hand
    python benchmarks/bench_solver.py --positions 0 --hands 3   # whole hands only
    python benchmarks/bench_solver.py --positions 20 --hands 2 --seed 5
    python benchmarks/bench_solver.py --skip-baseline     # only the solver's figures
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pinochle_teach import CARDGAMES_IO, Game  # noqa: E402
from pinochle_teach.game import Phase  # noqa: E402
from pinochle_teach.players import HeuristicPlayer  # noqa: E402
from pinochle_teach.solver import Engine, solve  # noqa: E402

EXACT, LOWER, UPPER = 0, 1, 2


def boundary_positions(tricks: int, count: int, seed: int, rules=CARDGAMES_IO) -> list:
    """``count`` positions at the start of a trick with ``tricks`` tricks left, one per hand
    of seeded heuristic games: ``(hands, trump, leader)``."""
    out = []
    game = Game(seed=seed, rules=rules)
    players = [HeuristicPlayer(seed + s) for s in range(4)]
    while len(out) < count:
        if game.phase is Phase.GAME_OVER:
            seed += 1
            game = Game(seed=seed, rules=rules)
            continue
        if game.phase is Phase.SCORE:
            game.apply("next deal")
            continue
        if (game.phase is Phase.TRICKS and not game.trick
                and len(game.hands[game.to_move]) == tricks):
            out.append((tuple(tuple(h) for h in game.hands), game.trump, game.leader))
        seat = game.to_move
        game.apply(players[seat].choose(game.view(seat)))
    return out


def counts_of(hands) -> list[list[int]]:
    counts = [[0] * 24 for _ in range(4)]
    for seat, hand in enumerate(hands):
        for c in hand:
            counts[seat][c.index] += 1
    return counts


def baseline_value(hands, trump, leader, rules=CARDGAMES_IO) -> tuple[int, int]:
    """Team 0's exact points from a trick boundary by plain alpha-beta with an exact-position
    table at trick boundaries; returns (value, nodes)."""
    counts = counts_of(hands)
    t = trump.index
    must_win = rules.obligation == "must_win"
    pts = [rules.points_per_rank[i % 6] for i in range(24)]
    bonus = rules.last_trick_bonus
    team = (0, 1, 0, 1)
    table: dict = {}
    nodes = [0]

    def legal(p, trick):
        hand = counts[p]
        held = [i for i in range(24) if hand[i]]
        if not trick:
            return held
        led = trick[0] // 6
        w = trick[0]
        for c in trick[1:]:
            if (c > w) if c // 6 == w // 6 else (c // 6 == t):
                w = c
        follow = [i for i in held if i // 6 == led]
        if follow:
            if (not must_win and led != t) or w // 6 != led:
                return follow
            return [i for i in follow if i > w] or follow
        trumps = [i for i in held if i // 6 == t]
        if trumps:
            if must_win and w // 6 == t:
                return [i for i in trumps if i > w] or trumps
            return trumps
        return held

    def search(p, leader, trick, left, alpha, beta):
        key = None
        if not trick:
            key = (bytes(counts[0]), bytes(counts[1]), bytes(counts[2]), bytes(counts[3]),
                   leader)
            got = table.get(key)
            if got is not None:
                v, flag = got
                if flag == EXACT or (flag == LOWER and v >= beta) or (
                        flag == UPPER and v <= alpha):
                    return v
        a0, b0 = alpha, beta
        maxi = team[p] == 0
        best = -1 if maxi else 1 << 30
        for c in legal(p, trick):
            nodes[0] += 1
            counts[p][c] -= 1
            trick.append(c)
            if len(trick) == 4:
                w = 0
                for i in range(1, 4):
                    x, y = trick[i], trick[w]
                    if (x > y) if x // 6 == y // 6 else (x // 6 == t):
                        w = i
                winner = (leader + w) % 4
                got = sum(pts[x] for x in trick) + (bonus if left == 1 else 0)
                saved = trick[:]
                trick.clear()
                if left == 1:
                    v = got if team[winner] == 0 else 0
                elif team[winner] == 0:
                    v = got + search(winner, winner, trick, left - 1, alpha - got, beta - got)
                else:
                    v = search(winner, winner, trick, left - 1, alpha, beta)
                trick.extend(saved)
            else:
                v = search((p + 1) % 4, leader, trick, left, alpha, beta)
            trick.pop()
            counts[p][c] += 1
            if maxi:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            elif v < best:
                best = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        if key is not None:
            flag = UPPER if best <= a0 else LOWER if best >= b0 else EXACT
            table[key] = (best, flag)
        return best

    total = sum(pts[c.index] for h in hands for c in h) + bonus
    v = search(leader, leader, [], len(hands[leader]), -1, total + 1)
    return v, nodes[0]


def solver_value(hands, trump, leader, rules=CARDGAMES_IO) -> tuple[int, int]:
    eng = Engine(counts_of(hands), [], leader, trump.index, rules)
    return eng.exact(), eng.nodes


def cpu(fn, *args):
    start = time.process_time()
    out = fn(*args)
    return out, time.process_time() - start


def compare(tricks: int, count: int, seed: int, baseline: bool) -> None:
    positions = boundary_positions(tricks, count, seed)
    ours, theirs, ratios, full = [], [], [], []
    for hands, trump, leader in positions:
        (v, n), dt = cpu(solver_value, hands, trump, leader)
        ours.append(dt)
        sol, ft = cpu(solve, hands, trump, leader)
        full.append(ft)
        assert sol.points[0] == v, "solve() and the engine disagree"
        if baseline:
            (bv, bn), bt = cpu(baseline_value, hands, trump, leader)
            assert bv == v, f"values differ: solver {v}, baseline {bv} ({hands}, {trump})"
            theirs.append(bt)
            ratios.append(bt / max(dt, 1e-6))
    ms = lambda xs: f"{1000 * statistics.median(xs):8.1f}"  # noqa: E731
    print(f"{tricks} tricks left, {count} positions (seed {seed}):")
    print(f"  solver value     median {ms(ours)} ms   max {1000 * max(ours):8.1f} ms   "
          f"total {sum(ours):7.2f} s")
    print(f"  solve() (values of every card + line) median {ms(full)} ms   "
          f"max {1000 * max(full):8.1f} ms")
    if baseline:
        print(f"  baseline value   median {ms(theirs)} ms   max {1000 * max(theirs):8.1f} ms   "
              f"total {sum(theirs):7.2f} s")
        print(f"  speed-up: total {sum(theirs) / sum(ours):5.1f}x, median of per-position "
              f"ratios {statistics.median(ratios):5.1f}x (min {min(ratios):.1f}x, "
              f"max {max(ratios):.1f}x)")


def whole_hands(count: int, seed: int) -> None:
    """Solve the first ``count`` hands of the seeded heuristic games from their first lead
    (the value only; ``solve()`` would add every lead's value and a line)."""
    times = []
    for k, (hands, trump, leader) in enumerate(boundary_positions(12, count, seed), 1):
        eng = Engine(counts_of(hands), [], leader, trump.index, CARDGAMES_IO)
        v, dt = cpu(eng.exact)
        times.append(dt)
        print(f"whole hand {k} (12 tricks, games from seed {seed}): team 0 takes {v} of "
              f"{eng.total} points, solved exactly in {dt:.1f} s CPU ({eng.nodes:,} cards "
              f"tried, {len(eng.tt):,} table entries)", flush=True)
    if len(times) > 1:
        print(f"whole hands: median {statistics.median(times):.1f} s, max {max(times):.1f} s")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=int, default=10, help="positions per trick count")
    ap.add_argument("--hands", type=int, default=1, help="whole 12-trick hands to solve")
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--skip-baseline", action="store_true")
    ap.add_argument("--profile", action="store_true", help="cProfile the 7-trick solver runs")
    args = ap.parse_args(argv)
    print(f"Python {sys.version.split()[0]}; CPU time (time.process_time)")
    if args.profile:
        import cProfile
        import pstats
        positions = boundary_positions(7, args.positions, args.seed)
        prof = cProfile.Profile()
        prof.enable()
        for hands, trump, leader in positions:
            solver_value(hands, trump, leader)
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(15)
        return
    if args.positions:
        for tricks in (6, 7):
            compare(tricks, args.positions, args.seed, not args.skip_baseline)
    whole_hands(args.hands, args.seed)


if __name__ == "__main__":
    main()
