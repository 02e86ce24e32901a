"""Kernels and memory the classroom server holds after a burst of page requests and after a
tab is reloaded and closed, before and after the kernel limits of issue 14
(benchmarks/README.md, "Classroom server limits").

    .venv/bin/python benchmarks/bench_server_limits.py            # both servers
    .venv/bin/python benchmarks/bench_server_limits.py --only serve

Two servers on 127.0.0.1 serving the repository, one after the other:

- ``voila``: plain voila with the options `make run` passed before the limits (kernels culled
  after 10 idle minutes, nothing else);
- ``serve``: `make run`'s launcher (python -m pinochle_teach.serve) with its defaults.

For each: ``--burst`` requests for the welcome lesson from one address at once (as a script
would send them: the page is read, never displayed), then the kernels running and their
memory (RSS, MiB) right after and ``--wait`` seconds later; then headless Chromium opens the
lesson, reloads it 5 times and closes the tab, counting kernels after each step. Loopback
only; each server is stopped at the end.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "browser"))

from kernel_client import Client, kernel_processes  # noqa: E402
from voila_harness import CHROMIUM, CHROMIUM_ARGS, VoilaServer  # noqa: E402

from pinochle_teach.serve.cli import VOILA_OPTIONS  # noqa: E402

LESSON = "notebooks/00_welcome.ipynb"


class PlainVoila(VoilaServer):
    """Voila as `make run` started it before the launcher and its limits."""

    def command(self):
        # voila's own page template: the kit's is found only through the launcher's
        # JUPYTER_PATH.
        options = [o for o in VOILA_OPTIONS if not o.startswith("--VoilaConfiguration.template")]
        return [sys.executable, "-m", "voila", *options, "--Voila.ip=127.0.0.1",
                f"--port={self.port}", "--Voila.port_retries=0", str(self.root)]


def memory(server) -> tuple[int, float]:
    kernels = kernel_processes(server.process.pid)
    rss = 0
    for proc in kernels:
        try:
            rss += proc.memory_info().rss
        except Exception:
            pass
    return len(kernels), rss / 2**20


def burst(server, n: int, wait: float) -> None:
    started = time.monotonic()
    with ThreadPoolExecutor(max_workers=n) as pool:
        answers = list(pool.map(lambda _: Client(server.port).open_page(LESSON), range(n)))
    took = time.monotonic() - started
    codes = {}
    for answer in answers:
        codes[answer.status] = codes.get(answer.status, 0) + 1
    count, mib = memory(server)
    print(f"  {n} requests at once: answers {codes} in {took:.1f} s; "
          f"{count} kernels, {mib:.0f} MiB")
    time.sleep(wait)
    count, mib = memory(server)
    print(f"  {wait:.0f} s later: {count} kernels, {mib:.0f} MiB")


def reloads(server) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        context = browser.new_context()
        page = context.new_page()
        page.route("**/*", lambda r: r.continue_() if "127.0.0.1" in r.request.url
                   else r.abort())
        steps = []
        for step in range(6):
            page.goto(f"{server.url}voila/render/{LESSON}", timeout=180_000)
            page.wait_for_selector("#loading", state="detached", timeout=180_000)
            page.wait_for_selector(".jupyter-widgets", timeout=120_000)
            time.sleep(2)
            steps.append(memory(server)[0])
        # Chromium sends the page's beacon once the tab's context is closed too.
        page.close(run_before_unload=True)
        context.close()
        closed = time.monotonic()
        while memory(server)[0] and time.monotonic() - closed < 15:
            time.sleep(0.25)
        took = time.monotonic() - closed
        count, mib = memory(server)
        browser.close()
    print(f"  open + 5 reloads: kernels after each {steps}; after closing the tab: "
          f"{count} kernels, {mib:.0f} MiB ({took:.1f} s later)")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--burst", type=int, default=12)
    parser.add_argument("--wait", type=float, default=40.0,
                        help="seconds to wait after the burst (default 40: past the grace)")
    parser.add_argument("--only", choices=("voila", "serve"))
    args = parser.parse_args(argv)
    for name, cls in (("voila", PlainVoila), ("serve", VoilaServer)):
        if args.only and args.only != name:
            continue
        print(f"{name}:")
        for measure in (lambda s: burst(s, args.burst, args.wait), reloads):
            with tempfile.TemporaryDirectory() as logs:  # a fresh server for each
                server = cls(log_dir=Path(logs), fixtures=False)
                server.start(timeout=120)
                try:
                    measure(server)
                finally:
                    server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
