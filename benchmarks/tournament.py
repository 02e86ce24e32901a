"""Duplicate tournament between two kinds of computer player, with a progress bar.

Each deal seed is played twice with the teams' seats swapped (see
pinochle_teach/tournament.py for what a game is and how the intervals are computed).

Examples:
    .venv/bin/python benchmarks/tournament.py heuristic random --deals 1000
    .venv/bin/python benchmarks/tournament.py montecarlo heuristic --deals 1000 --jobs 2
    .venv/bin/python benchmarks/tournament.py "montecarlo:samples=8" heuristic --deals 200 --hands 4
    .venv/bin/python benchmarks/tournament.py "heuristic:margin=10" heuristic --deals 300
    .venv/bin/python benchmarks/tournament.py montecarlo heuristic --deals 1000 --save mc.jsonl
    .venv/bin/python benchmarks/tournament.py montecarlo heuristic --report mc.jsonl

A player spec is random, heuristic, montecarlo or expert, with options after a colon
("montecarlo:samples=8,time_budget=0.05", "heuristic:margin=10,meld_bids=false").
"""

from __future__ import annotations

import argparse
import sys

from pinochle_teach.errors import PinochleError
from pinochle_teach.tournament import GameFormat, PairOutcome, TournamentResult, run_tournament


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="\n".join(__doc__.splitlines()[2:]))
    ap.add_argument("a", help="player spec for side A, e.g. heuristic")
    ap.add_argument("b", help="player spec for side B, e.g. random")
    ap.add_argument("--deals", type=int, default=100,
                    help="deal seeds, each played twice (default 100 = 200 games)")
    ap.add_argument("--hands", type=int, default=None,
                    help="hands per game (default: play to the target, capped by --max-hands)")
    ap.add_argument("--max-hands", type=int, default=40)
    ap.add_argument("--first-seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    ap.add_argument("--no-progress", action="store_true")
    ap.add_argument("--save", metavar="PATH",
                    help="append each finished pair to PATH as a JSON line (a long run can "
                         "be stopped and still be reported with --report)")
    ap.add_argument("--report", metavar="PATH",
                    help="only print the summary of the pairs saved in PATH (a and b name "
                         "the sides)")
    args = ap.parse_args(argv)
    if args.report:
        fmt = GameFormat(hands=args.hands, max_hands=args.max_hands)
        result = TournamentResult(args.a, args.b, fmt)
        try:
            with open(args.report, encoding="utf-8") as f:
                result.pairs = [PairOutcome.from_json(line) for line in f if line.strip()]
        except (OSError, PinochleError) as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
        print(result.summary())
        return 0
    save = open(args.save, "a", encoding="utf-8") if args.save else None
    try:
        fmt = GameFormat(hands=args.hands, max_hands=args.max_hands)
        bar = None
        progress = None
        if not args.no_progress:
            from tqdm import tqdm

            bar = tqdm(total=args.deals, unit="deal", desc=f"{args.a} v {args.b}")
            scores = []

            def progress(pair):
                scores.append(pair.a_score)
                bar.update(1)
                bar.set_postfix_str(f"A wins {100 * sum(scores) / len(scores):.1f}%")
                if save is not None:
                    save.write(pair.to_json() + "\n")
                    save.flush()
        elif save is not None:
            def progress(pair):
                save.write(pair.to_json() + "\n")
                save.flush()

        result = run_tournament(args.a, args.b, deals=args.deals, fmt=fmt,
                                first_seed=args.first_seed, jobs=args.jobs, progress=progress)
        if bar is not None:
            bar.close()
    except PinochleError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    finally:
        if save is not None:
            save.close()
    print(result.summary())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
