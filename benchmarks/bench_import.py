"""Benchmark: what ``import pinochle_teach.widgets`` adds to ``import ipywidgets`` (every voila
kernel and JupyterLite tab pays it), this checkout beside the engine before issue 13 (commit
baseline.BASELINE), in one run; also ``import pinochle_teach`` alone.

    python benchmarks/bench_import.py [--repeat N]

Each measurement is a fresh Python (bytecode already compiled: one warm-up run per side is
discarded) that imports ipywidgets, then times the import by CPU time
(``time.process_time``) and wall clock, and lists the modules it loaded. Old and new
alternate N times; the figures are medians (and the fastest run). Note that "new" is the
whole checkout: widget modules other work has split or changed are measured too.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve()
HEAVY = ("xml.sax", "xml.sax.saxutils", "urllib.request", "http.client", "ssl", "email")


def worker(target: str) -> dict:
    import ipywidgets  # noqa: F401  (already paid by every widget page)

    before = set(sys.modules)
    c0, t0 = time.process_time(), time.perf_counter()
    __import__(target)
    cpu, wall = time.process_time() - c0, time.perf_counter() - t0
    added = set(sys.modules) - before
    import pinochle_teach  # the engine on the path (a no-op when already imported)

    return {"engine": pinochle_teach.__file__, "cpu": cpu, "wall": wall,
            "modules": len(added), "heavy": sorted(m for m in HEAVY if m in added)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="import cost, old engine beside new")
    ap.add_argument("--repeat", type=int, default=15)
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--target", default="pinochle_teach.widgets", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        print(json.dumps(worker(args.target)))
        return 0
    sys.path.insert(0, str(HERE.parent))
    from baseline import BASELINE, REPO, machine_note, old_engine, run_worker

    with old_engine() as old:
        if not isinstance(old, Path):
            print(f"(no side-by-side figures: {old})")
            return 0
        print(f"import cost on top of `import ipywidgets`, {args.repeat} alternating runs per "
              f"side, medians (fastest); CPU time by time.process_time")
        print(f"  old = commit {BASELINE} (git archive), new = this checkout")
        print(f"  machine: {machine_note()}")
        for target in ("pinochle_teach.widgets", "pinochle_teach"):
            runs: dict[str, list[dict]] = {"old": [], "new": []}
            for engine in (old, REPO):  # warm-up: compile bytecode
                run_worker(HERE, engine, ["--target", target])
            for _ in range(args.repeat):
                runs["old"].append(run_worker(HERE, old, ["--target", target]))
                runs["new"].append(run_worker(HERE, REPO, ["--target", target]))
            cpu = {k: [r["cpu"] * 1000 for r in v] for k, v in runs.items()}
            wall = {k: [r["wall"] * 1000 for r in v] for k, v in runs.items()}
            print(f"  import {target}:")
            for side in ("old", "new"):
                last = runs[side][-1]
                print(f"    {side}: CPU {statistics.median(cpu[side]):6.1f} ms "
                      f"({min(cpu[side]):.1f}), wall {statistics.median(wall[side]):6.1f} ms "
                      f"({min(wall[side]):.1f}); {last['modules']} modules loaded; "
                      f"{', '.join(last['heavy']) or 'none'} of {', '.join(HEAVY)}")
            saved = statistics.median(cpu["old"]) - statistics.median(cpu["new"])
            print(f"    new - old: {-saved:+.1f} ms CPU (median), "
                  f"{statistics.median(cpu['new']) / statistics.median(cpu['old']):.2f}x")
        # The svg change alone, whatever else the checkout changed: what svg.py imported
        # before (xml.sax.saxutils) and what it imports now (xml.etree.ElementTree), each on
        # top of ipywidgets, alternating.
        print("  the svg module's own imports, on top of `import ipywidgets`:")
        lib = {"xml.sax.saxutils (old svg.py)": [], "xml.etree.ElementTree (new svg)": []}
        for _ in range(args.repeat):
            for label, runs_of in lib.items():
                runs_of.append(run_worker(HERE, REPO, ["--target", label.split()[0]]))
        for label, runs_of in lib.items():
            ms = [r["cpu"] * 1000 for r in runs_of]
            print(f"    {label}: CPU {statistics.median(ms):5.1f} ms ({min(ms):.1f}); "
                  f"{runs_of[-1]['modules']} modules; "
                  f"{', '.join(runs_of[-1]['heavy']) or 'none'} of the heavy ones")
    return 0


if __name__ == "__main__":
    sys.exit(main())
