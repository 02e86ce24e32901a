"""How long a student's move takes to appear on the other students' pages at a shared table
(issue 20: "the others' pages update within a second without a reload"), with the tables in
the class store's SQLite file and on a Redis server, side by side in one run
(benchmarks/README.md, "Shared tables: how soon a move is seen").

    .venv/bin/python benchmarks/bench_table_latency.py                 # both stores
    .venv/bin/python benchmarks/bench_table_latency.py --only sqlite --hands 1

For each store: the classroom server (`make run`'s launcher) on 127.0.0.1 with a class of
four, four headless Chromium pages (one browser context each, as four devices) at one table
from their class links, and one hand played (``--hands``): on each student's turn the test
clicks their first allowed move, and every other page's own clock notes when its log of
moves changes (a MutationObserver; all pages share the machine's clock). The latency of a
move on a page is that moment minus the click's. Prints the median, 90th percentile and
worst, against the one-second goal, and writes every latency to
benchmarks/runs/table-latency.json. The Redis store needs Debian's redis-server (`make
redis`); it is started on 127.0.0.1 and stopped at the end. Loopback only.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import quote

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "browser"))

from playwright.sync_api import sync_playwright  # noqa: E402
from voila_harness import CHROMIUM, CHROMIUM_ARGS, VoilaServer, free_port  # noqa: E402
from test_shared_table_page import my_button, timed_click  # noqa: E402

from pinochle_teach.classroom import ENV_VAR, TABLES_URL_VAR, ClassStore, SharedTable  # noqa: E402
from pinochle_teach.classroom.roster import Roster  # noqa: E402

LESSON = "notebooks/11_play_together.ipynb"
STUDENTS = ["Ann", "Ben", "Cat", "Dan"]
TABLE = "Bench table"
GOAL_MS = 1000


def start_redis(folder: Path):
    server = shutil.which("redis-server")
    if server is None:
        raise SystemExit("redis-server is not installed: `make redis`, or --only sqlite")
    port = free_port()
    proc = subprocess.Popen([server, "--bind", "127.0.0.1", "--port", str(port), "--save", "",
                             "--appendonly", "no", "--dir", str(folder)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    import redis

    url = f"redis://127.0.0.1:{port}/0"
    client = redis.Redis.from_url(url)
    for _ in range(200):
        try:
            client.ping()
            return proc, url
        except redis.ConnectionError:
            time.sleep(0.05)
    proc.kill()
    raise SystemExit("redis-server did not answer on 127.0.0.1")


def run(store_kind: str, hands: int, seed: int, browser) -> list[float]:
    """One server, four pages, ``hands`` hands: the latencies in ms."""
    work = Path(tempfile.mkdtemp(prefix=f"bench-table-{store_kind}-"))
    redis_proc = None
    env_before = {k: os.environ.get(k) for k in (ENV_VAR, TABLES_URL_VAR)}
    os.environ[ENV_VAR] = str(work / "class")
    os.environ.pop(TABLES_URL_VAR, None)
    if store_kind == "redis":
        redis_proc, url = start_redis(work)
        os.environ[TABLES_URL_VAR] = url
    roster = Roster.create(STUDENTS, work / "class")
    server = VoilaServer(log_dir=work)
    latencies: list[float] = []
    contexts = []
    try:
        server.start()
        shared = SharedTable(ClassStore(work / "class"), TABLE, seed=seed, level="easy")
        pages = []
        for name in STUDENTS:
            ctx = browser.new_context(viewport={"width": 1280, "height": 900},
                                      service_workers="block")
            contexts.append(ctx)
            page = ctx.new_page()
            page.set_default_timeout(120_000)
            page.goto(f"{server.url}voila/render/{LESSON}?student={roster.code_of(name)}"
                      f"&table={quote(TABLE)}")
            page.wait_for_selector(".pt-playtable", state="visible")
            pages.append(page)
        deadline = time.monotonic() + 900
        while time.monotonic() < deadline:
            shared.refresh()
            g = shared.game
            if len(g.hand_results) >= hands or g.to_move is None:
                break
            page = pages[g.to_move]
            button = my_button(page)
            if button is None:
                page.wait_for_timeout(50)
                continue
            before = shared.seq
            others = [p for p in pages if p is not page]
            clicked = timed_click(page, others, button)
            if clicked is None:
                continue
            if shared.wait_for_change(before, timeout=10) == before:
                continue
            for p in others:
                p.wait_for_function("window.ptArrived !== null", timeout=30_000)
                latencies.append(p.evaluate("window.ptArrived") - clicked)
    finally:
        for ctx in contexts:
            ctx.close()
        server.stop()
        if redis_proc is not None:
            redis_proc.terminate()
            redis_proc.wait(timeout=30)
        for k, v in env_before.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    return latencies


def summary(ms: list[float]) -> str:
    ms = sorted(ms)
    p90 = ms[min(len(ms) - 1, int(0.9 * len(ms)))]
    within = sum(x <= GOAL_MS for x in ms)
    return (f"{len(ms)} arrivals: median {statistics.median(ms):.0f} ms, 90th percentile "
            f"{p90:.0f} ms, worst {ms[-1]:.0f} ms; {within / len(ms):.1%} within "
            f"{GOAL_MS} ms")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", choices=["sqlite", "redis"], help="one store only")
    ap.add_argument("--hands", type=int, default=1, help="hands to play at each (default 1)")
    ap.add_argument("--seed", type=int, default=31, help="the table's deal (default 31)")
    ap.add_argument("--out", type=Path, default=REPO / "benchmarks" / "runs" /
                    "table-latency.json", help="where to write every latency")
    args = ap.parse_args(argv)
    kinds = [args.only] if args.only else ["sqlite", "redis"]
    results = {}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            for kind in kinds:
                results[kind] = run(kind, args.hands, args.seed, browser)
                print(f"{kind:6s} {summary(results[kind])}", flush=True)
        finally:
            browser.close()
    load = os.getloadavg()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({"what": "ms from a click on one student's page to the "
                                    "move in another page's log", "seed": args.seed,
                                    "hands": args.hands, "load_average": load,
                                    "ms": {k: sorted(v) for k, v in results.items()}},
                                   indent=1) + "\n", encoding="utf-8")
    print(f"load average {load[0]:.1f}; every latency in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
