"""Load test: a class of students opening the welcome lesson in voila at once (issue 9).

Starts voila exactly the way `make run` does (tests/browser/voila_harness.py: the same
options, which tests/browser/test_smoke.py checks against `make -n run`, IPC sockets to the
kernels included; the repo root served on a free port of 127.0.0.1), then opens ``--students`` sessions of
notebooks/00_welcome.ipynb in ONE headless Chromium (one browser context per student, so
each gets its own kernel, as separate laptops would). Every student waits for the meld
dashboard, then clicks through ``--steps`` steps (change trump, New deal, change trump, ...).

Reports
  - time to first widget: from opening the page to the dashboard drawn ("New deal" shown);
  - click latency: from the click to the dashboard redrawn (the last DOM change before it
    stays still for 300 ms), measured in the page with performance.now();
  - server memory: RSS summed over voila and its kernels (the process tree, from /proc), at
    rest, at the peak, and after the students leave; also per kernel;
  - the client side (Chromium) memory, and the load average, because on a small machine the
    browser running 30 students competes with the server for the same cores.

Traffic goes only to 127.0.0.1; everything is bounded (``--max-seconds`` for the whole run,
per-page timeouts) and the server is stopped at the end, whatever happens.

  .venv/bin/python benchmarks/load_test.py                     # 30 students, 3 steps
  .venv/bin/python benchmarks/load_test.py --preheat 10        # voila keeps 10 kernels ready
  .venv/bin/python benchmarks/load_test.py --students 5 --json test-results/load.json
  make load [STUDENTS=30] [LOAD_ARGS="--preheat 10"]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import statistics
import sys
import time
import uuid
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT / "tests" / "browser"))

from voila_harness import CHROMIUM, CHROMIUM_ARGS, RESULTS_DIR, VoilaServer, render_url  # noqa: E402

NOTEBOOK = "notebooks/00_welcome.ipynb"
PAGE_TIMEOUT_MS = 300_000
QUIET_MS = 300

# In the page: the dashboard is the output area holding the "New deal" button.
FIND_DASHBOARD = """
() => {
    const button = [...document.querySelectorAll('button')]
        .find(b => b.textContent.trim() === 'New deal');
    return button ? button.closest('.jp-OutputArea-output') : null;
}
"""

# In the page: click a control of the dashboard and time until its text has changed (the
# kernel's answer drawn) and the page then stayed still for QUIET_MS; returns the
# milliseconds to the last change.
CLICK_AND_TIME = """
async ([kind, quietMs, timeoutMs]) => {
    const find = """ + FIND_DASHBOARD + """;
    const root = find();
    if (!root) return {error: 'no dashboard'};
    const buttons = [...root.querySelectorAll('button')];
    let target;
    if (kind === 'new deal') {
        target = buttons.find(b => b.textContent.trim() === 'New deal');
    } else {
        target = buttons.find(b => /(Spades|Hearts|Diamonds|Clubs)$/.test(b.textContent.trim())
                                   && !b.classList.contains('mod-active'));
    }
    if (!target) return {error: 'no button for ' + kind};
    const label = target.textContent.trim();
    const before = root.innerText;
    let last = null, changed = false;
    const observer = new MutationObserver(() => { last = performance.now(); });
    observer.observe(root, {subtree: true, childList: true, characterData: true,
                            attributes: true});
    const t0 = performance.now();
    target.click();
    const deadline = t0 + timeoutMs;
    while (performance.now() < deadline) {
        await new Promise(r => setTimeout(r, 25));
        // The button lights up at once, in the browser; the redraw needs the kernel.
        if (!changed && root.innerText !== before) changed = true;
        if (changed && performance.now() - last >= quietMs) break;
    }
    observer.disconnect();
    if (!changed) return {error: 'no redraw within ' + timeoutMs + ' ms', label};
    return {ms: last - t0, label};
}
"""


# --- server memory from /proc ---------------------------------------------------------------

def _children(pid: int) -> list[int]:
    kids = []
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children") as f:
                kids.extend(int(k) for k in f.read().split())
    except (FileNotFoundError, ProcessLookupError, PermissionError):
        pass
    return kids


def process_tree(pid: int) -> list[int]:
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        todo.extend(_children(p))
    return out


def rss_mib(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except (FileNotFoundError, ProcessLookupError):
        pass
    return 0.0


def cmdline(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return f.read().replace(b"\0", b" ").decode(errors="replace")
    except (FileNotFoundError, ProcessLookupError):
        return ""


def server_memory(voila_pid: int) -> dict:
    """RSS of voila itself and of each kernel under it, in MiB."""
    tree = process_tree(voila_pid)
    kernels = [rss_mib(p) for p in tree if "ipykernel" in cmdline(p)]
    total = sum(rss_mib(p) for p in tree)
    return {"total": total, "voila": rss_mib(voila_pid), "kernels": len(kernels),
            "kernel_rss": kernels}


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU time used so far by ``pids``, in seconds."""
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])  # utime, stime (after pid and comm)
        except (FileNotFoundError, ProcessLookupError, IndexError):
            pass
    return total / os.sysconf("SC_CLK_TCK")


def wait_until_quiet(pid: int, cores: float = 0.1, window: float = 3.0,
                     timeout: float = 300.0) -> float:
    """Block until voila and its kernels use less than ``cores`` of CPU over ``window``
    seconds (the preheated kernels have finished running the lesson); returns the wait."""
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        before = cpu_seconds(process_tree(pid))
        time.sleep(window)
        if cpu_seconds(process_tree(pid)) - before < cores * window:
            break
    return time.monotonic() - start


def client_memory(exclude: set[int]) -> float:
    """RSS of this script's other descendants (the Playwright driver and Chromium)."""
    return sum(rss_mib(p) for p in process_tree(os.getpid())
               if p != os.getpid() and p not in exclude)


# --- the students ---------------------------------------------------------------------------

STEPS = ("trump", "new deal", "trump", "new deal", "trump", "trump")


async def browser_student(browser, url: str, index: int, steps: int, start_at: float,
                          results: list):
    """A student in a real (headless) Chromium page: times what the student sees."""
    record = {"student": index, "client": "browser", "ttfw_ms": None, "clicks": [],
              "errors": []}
    results.append(record)
    await asyncio.sleep(max(0.0, start_at - time.monotonic()))
    context = await browser.new_context(viewport={"width": 1280, "height": 900},
                                        service_workers="block")
    try:
        page = await context.new_page()
        page.set_default_timeout(PAGE_TIMEOUT_MS)

        async def only_local(route):
            if route.request.url.startswith(("http://127.0.0.1:", "ws://127.0.0.1:")):
                await route.continue_()
            else:
                await route.abort()

        await page.route("**/*", only_local)
        t0 = time.monotonic()
        await page.goto(url, wait_until="commit")
        await page.get_by_role("button", name="New deal").wait_for(state="visible")
        # The 48 cards of the four hands are drawn too, not just the controls.
        await page.wait_for_function(
            "() => { const r = (" + FIND_DASHBOARD + ")();"
            " return r && r.querySelectorAll('svg[role=img]').length >= 48; }",
            polling=50)
        record["ttfw_ms"] = (time.monotonic() - t0) * 1000
        for step in range(steps):
            kind = STEPS[step % len(STEPS)]
            out = await page.evaluate(CLICK_AND_TIME, [kind, QUIET_MS, 120_000])
            if "error" in out:
                record["errors"].append(f"{kind}: {out['error']}")
                break
            record["clicks"].append({"kind": kind, "ms": out["ms"]})
        text = await page.locator(".jp-OutputArea-output").all_inner_texts()
        bad = [t for t in text if "Traceback" in t or "There was an error" in t]
        if bad:
            record["errors"].append("error text on the page: " + bad[0][:200])
    except Exception as err:  # noqa: BLE001 - a failed student is a result, not a crash
        record["errors"].append(f"{type(err).__name__}: {str(err).splitlines()[0][:200]}")
        try:  # what that student was looking at
            shot = RESULTS_DIR / f"load-student-{index}.png"
            await page.screenshot(path=str(shot), timeout=30_000)
            record["errors"].append(f"screenshot {shot}")
        except Exception:  # noqa: BLE001
            pass
    finally:
        record["context"] = context


def kernel_message(msg_type: str, content: dict, session: str, metadata=None) -> dict:
    return {"header": {"msg_id": uuid.uuid4().hex, "msg_type": msg_type, "username": "student",
                       "session": session, "date": "", "version": "5.3"},
            "parent_header": {}, "metadata": metadata or {}, "content": content,
            "channel": "shell", "buffers": []}


async def ws_student(base_url: str, notebook: str, index: int, steps: int, start_at: float,
                     results: list):
    """A student as the voila page behaves on the wire, without a browser: GET the
    dashboard (voila starts a kernel and runs the lesson), open the kernel's websocket, ask
    for every widget's state (ipywidgets' control comm, as voila's widget manager does),
    then click: a trump suit is a ToggleButtons ``update`` of ``index``, New deal a Button
    ``click`` message. A click is timed until the kernel is idle again, its redraw sent."""
    from tornado.httpclient import AsyncHTTPClient, HTTPRequest
    from tornado.websocket import websocket_connect

    record = {"student": index, "client": "ws", "ttfw_ms": None, "clicks": [], "errors": []}
    results.append(record)
    await asyncio.sleep(max(0.0, start_at - time.monotonic()))
    ws = None
    try:
        t0 = time.monotonic()
        response = await AsyncHTTPClient().fetch(render_url(base_url, notebook),
                                                 request_timeout=PAGE_TIMEOUT_MS / 1000)
        html = response.body.decode("utf-8", errors="replace")
        found = re.search(r'"kernelId": "([^"]+)"', html)
        if not found:
            raise RuntimeError("no kernel id in the page")
        if "There was an error when executing cell" in html or "Traceback" in html:
            raise RuntimeError("the page shows an error")
        kernel_id = found.group(1)
        cookie = "; ".join(c.split(";")[0] for c in response.headers.get_list("Set-Cookie"))
        session = uuid.uuid4().hex
        ws_url = base_url.replace("http://", "ws://").rstrip("/")
        ws = await websocket_connect(HTTPRequest(
            f"{ws_url}/api/kernels/{kernel_id}/channels?session_id={session}",
            headers={"Cookie": cookie}, request_timeout=60), max_message_size=64 << 20)

        async def send_and_wait(msg: dict) -> list[dict]:
            """Send ``msg``; return the comm messages it caused once the kernel is idle."""
            await ws.write_message(json.dumps(msg))
            caused = []
            while True:
                raw = await asyncio.wait_for(ws.read_message(), timeout=PAGE_TIMEOUT_MS / 1000)
                if raw is None:
                    raise RuntimeError("the kernel websocket closed")
                if isinstance(raw, bytes):
                    continue
                reply = json.loads(raw)
                if reply["parent_header"].get("msg_id") != msg["header"]["msg_id"]:
                    continue
                if reply["header"]["msg_type"] == "comm_msg":
                    caused.append(reply["content"]["data"])
                elif (reply["header"]["msg_type"] == "status"
                      and reply["content"]["execution_state"] == "idle"):
                    return caused

        control = uuid.uuid4().hex
        await send_and_wait(kernel_message(
            "comm_open", {"comm_id": control, "target_name": "jupyter.widget.control",
                          "data": {}}, session, metadata={"version": "1.0.0"}))
        caused = await send_and_wait(kernel_message(
            "comm_msg", {"comm_id": control, "data": {"method": "request_states"}}, session))
        states = next(d["states"] for d in caused if d.get("method") == "update_states")
        # The page must hold the dashboard's output, not only its widgets in the kernel:
        # under load voila can give up waiting for a cell's output ("Timeout waiting for
        # IOPub output") and send the page without it, a page with no dashboard.
        shown = set(re.findall(r'widget-view\+json": \{"model_id": "([0-9a-f]+)"', html))
        if not shown & set(states):
            raise RuntimeError("the page holds no widget output (voila sent it without "
                               "the dashboard)")
        record["ttfw_ms"] = (time.monotonic() - t0) * 1000
        new_deal = next(k for k, v in states.items()
                        if v["state"].get("_model_name") == "ButtonModel"
                        and v["state"].get("description") == "New deal")
        trump, trump_state = next(
            (k, v["state"]) for k, v in states.items()
            if v["state"].get("_model_name") == "ToggleButtonsModel"
            and any(str(o).endswith("Spades") for o in v["state"].get("_options_labels", [])))
        labels, current = trump_state["_options_labels"], trump_state["index"]
        for step in range(steps):
            kind = STEPS[step % len(STEPS)]
            if kind == "trump":
                current = (current + 1) % len(labels)
                data = {"method": "update", "state": {"index": current}, "buffer_paths": []}
                target, expect = trump, labels[current].split()[-1].lower()  # "spades"
            else:
                data = {"method": "custom", "content": {"event": "click"}}
                target, expect = new_deal, "deal #"
            started = time.monotonic()
            caused = await send_and_wait(kernel_message(
                "comm_msg", {"comm_id": target, "data": data}, session))
            ms = (time.monotonic() - started) * 1000
            text = json.dumps([d.get("state", {}) for d in caused], ensure_ascii=False).lower()
            if expect not in text:
                record["errors"].append(f"{kind}: no redraw mentioning {expect!r}")
                break
            record["clicks"].append({"kind": kind, "ms": ms, "updates": len(caused)})
    except Exception as err:  # noqa: BLE001 - a failed student is a result, not a crash
        record["errors"].append(f"{type(err).__name__}: {str(err).splitlines()[0][:200]}")
    finally:
        if ws is not None:
            ws.close()  # like a closed tab: voila's own shutdown beacon is not sent here


async def sample_memory(voila_pid: int, stop: asyncio.Event, samples: list):
    while not stop.is_set():
        samples.append({"t": time.monotonic(), **server_memory(voila_pid)})
        try:
            await asyncio.wait_for(stop.wait(), timeout=0.5)
        except asyncio.TimeoutError:
            pass


async def run_class(server: VoilaServer, args) -> dict:
    from playwright.async_api import async_playwright
    from tornado.httpclient import AsyncHTTPClient

    # Tornado's client queues requests beyond 10 at once by default; a class arrives together.
    AsyncHTTPClient.configure(None, max_clients=max(64, args.students))
    url = render_url(server.url, args.notebook)
    voila_pid = server.process.pid
    report: dict = {"students": args.students, "browsers": args.browsers, "steps": args.steps,
                    "ramp_s": args.ramp, "preheat": args.preheat, "fill_delay": args.fill_delay,
                    "voila_args": args.voila_arg,
                    "notebook": args.notebook,
                    "load_before": os.getloadavg()}
    report["memory_at_rest"] = server_memory(voila_pid)
    async with async_playwright() as p:
        browser = None
        if args.browsers:
            browser = await p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        stop, samples, results = asyncio.Event(), [], []
        sampler = asyncio.create_task(sample_memory(voila_pid, stop, samples))
        start = time.monotonic()
        gap = args.ramp / max(args.students - 1, 1) if args.ramp else 0.0
        # The browser students are spread through the class (the first, then evenly).
        in_browser = {round(i * args.students / args.browsers) for i in range(args.browsers)}
        tasks = []
        for i in range(args.students):
            at = start + i * gap
            if i in in_browser:
                coro = browser_student(browser, url, i, args.steps, at, results)
            else:
                coro = ws_student(server.url, args.notebook, i, args.steps, at, results)
            tasks.append(asyncio.create_task(coro))
        done, pending = await asyncio.wait(tasks, timeout=args.max_seconds)
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)
        report["timed_out"] = len(pending)
        report["wall_s"] = time.monotonic() - start
        report["memory_with_class"] = server_memory(voila_pid)
        report["client_rss_mib"] = client_memory(set(process_tree(voila_pid)))
        report["load_during"] = os.getloadavg()

        # The students leave. Voila's page asks the server to shut its kernel down when it
        # unloads (a beacon sent on beforeunload), which closing a browser context alone
        # would skip; the request filter goes first, so the beacon is not held up in it.
        async def leave(context):
            for page in context.pages:
                try:
                    await page.unroute("**/*")
                    await page.goto("about:blank", timeout=30_000)
                except Exception:  # noqa: BLE001 - leaving is best effort; culling remains
                    pass
            await context.close()

        await asyncio.gather(*(leave(r.pop("context")) for r in results if "context" in r))
        if browser is not None:
            await browser.close()
        await asyncio.sleep(5)
        stop.set()
        await sampler
    report["memory_after"] = server_memory(voila_pid)
    peak = max(samples, key=lambda s: s["total"]) if samples else report["memory_with_class"]
    report["memory_peak"] = {k: v for k, v in peak.items() if k != "t"}
    report["results"] = sorted(results, key=lambda r: r["student"])
    return report


# --- the report -----------------------------------------------------------------------------

def summary(values: list[float]) -> str:
    if not values:
        return "none"
    values = sorted(values)
    p90 = values[min(len(values) - 1, round(0.9 * (len(values) - 1)))]
    return (f"median {statistics.median(values) / 1000:.2f} s, 90th {p90 / 1000:.2f} s, "
            f"worst {values[-1] / 1000:.2f} s (n={len(values)})")


def print_report(report: dict) -> None:
    results = report["results"]
    ok = [r for r in results if r["ttfw_ms"] is not None and not r["errors"]
          and len(r["clicks"]) == report["steps"]]
    rest, peak, after = (report["memory_at_rest"], report["memory_peak"],
                         report["memory_after"])
    per_kernel = peak["kernel_rss"] or [0]
    print(f"\n{report['students']} students on {report['notebook']} ({report['browsers']} in "
          f"Chromium, {report['students'] - report['browsers']} websocket clients), "
          f"{report['steps']} clicks each, arriving over {report['ramp_s']:.0f} s; "
          f"preheated kernels: {report['preheat'] or 'off'}"
          + (f" (refilled after {report['fill_delay']:g} s)" if report["preheat"] else "")
          + (f"; voila {' '.join(report['voila_args'])}" if report["voila_args"] else ""))
    print(f"  all rendered and responded: {len(ok)}/{len(results)}"
          + (f" ({report['timed_out']} still running at the time limit)"
             if report["timed_out"] else ""))
    for client, what in (("ws", "websocket clients (the server's share)"),
                         ("browser", "Chromium pages (what a student sees)")):
        group = [r for r in results if r["client"] == client]
        if not group:
            continue
        print(f"  {what}:")
        print(f"    time to first widget: "
              f"{summary([r['ttfw_ms'] for r in group if r['ttfw_ms'] is not None])}")
        print(f"    click latency:        "
              f"{summary([c['ms'] for r in group for c in r['clicks']])}")
        for kind in ("trump", "new deal"):
            values = [c["ms"] for r in group for c in r["clicks"] if c["kind"] == kind]
            print(f"      {kind:>9}:          {summary(values)}")
    print(f"  server memory (voila + kernels, RSS): at rest {rest['total']:.0f} MiB "
          f"({rest['kernels']} kernels), peak {peak['total']:.0f} MiB ({peak['kernels']} "
          f"kernels), after the class left {after['total']:.0f} MiB ({after['kernels']} kernels)")
    print(f"  per kernel: median {statistics.median(per_kernel):.0f} MiB, "
          f"max {max(per_kernel):.0f} MiB; voila itself {peak['voila']:.0f} MiB")
    print(f"  client side (Playwright + Chromium with {report['browsers']} pages): "
          f"{report['client_rss_mib']:.0f} MiB")
    print(f"  whole run {report['wall_s']:.0f} s; load average before "
          f"{report['load_before'][0]:.1f}, during {report['load_during'][0]:.1f} "
          f"on {os.cpu_count()} cores")
    for r in results:
        if r["errors"]:
            print(f"  student {r['student']} ({r['client']}): {'; '.join(r['errors'])}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--browsers", type=int, default=3,
                        help="how many of the students use a real Chromium page; the others "
                             "are websocket clients (30 Chromium pages overload 2 cores)")
    parser.add_argument("--steps", type=int, default=3,
                        help="clicks per student: trump, New deal, trump, ...")
    parser.add_argument("--ramp", type=float, default=0.0,
                        help="seconds over which the students arrive (0: all at once)")
    parser.add_argument("--preheat", type=int, default=0,
                        help="voila --preheat_kernel with this --pool_size for the lesson "
                             "(0: off, as `make run`)")
    parser.add_argument("--fill-delay", type=float, default=1.0,
                        help="with --preheat: seconds before voila replaces a used kernel "
                             "(voila's default 1; longer keeps the refill out of the rush)")
    parser.add_argument("--voila-arg", action="append", default=[], metavar="OPTION",
                        help="one more option for voila on top of make run's, e.g. "
                             "--voila-arg=--KernelManager.transport=tcp (repeatable)")
    parser.add_argument("--notebook", default=NOTEBOOK)
    parser.add_argument("--max-seconds", type=float, default=900,
                        help="stop the class after this long, whatever state it is in")
    parser.add_argument("--json", type=Path, help="also write the whole report here")
    args = parser.parse_args(argv)
    if not 1 <= args.students <= 60:
        parser.error("--students must be 1..60 (one machine, loopback only)")
    if not 0 <= args.browsers <= args.students:
        parser.error("--browsers must be 0..--students")

    extra = []
    if args.preheat:
        # Keep kernels only for the lesson under test: in tree mode voila would otherwise
        # preheat every notebook under the served folder (58 here, copies and test fixtures
        # included). voila 0.5.13 matches the deny list against ABSOLUTE paths.
        pattern = "^(?!" + re.escape(str(REPO_ROOT / args.notebook)) + "$)"
        extra = ["--preheat_kernel=True", f"--pool_size={args.preheat}",
                 f"--VoilaKernelManager.preheat_denylist={pattern}",
                 f"--VoilaKernelManager.fill_delay={args.fill_delay}"]

    extra += args.voila_arg

    class LoadServer(VoilaServer):
        def command(self):
            cmd = super().command()
            return [*cmd[:-1], *extra, cmd[-1]]

    server = LoadServer(log_dir=RESULTS_DIR)
    t0 = time.monotonic()
    server.start(timeout=120)
    started_s = time.monotonic() - t0
    try:
        if args.preheat:
            # The pool is "filled" once its kernels have started; each then runs the lesson.
            # The class comes when that is done (the server's CPU use has settled).
            deadline = time.monotonic() + 300
            while ("Kernel pool of" not in server.log_text()
                   and time.monotonic() < deadline):
                time.sleep(1)
            wait_until_quiet(server.process.pid)
        ready_s = time.monotonic() - t0
        report = asyncio.run(run_class(server, args))
    finally:
        server.stop()
    report["server_start_s"] = started_s
    report["server_ready_s"] = ready_s
    log = server.log_text()
    report["iopub_timeouts"] = log.count("Timeout waiting for IOPub output")
    report["kernels_started"] = log.count("Kernel started")
    report["voila_command"] = server.command()
    print_report(report)
    print(f"  voila answered after {started_s:.1f} s; ready for the class after "
          f"{ready_s:.1f} s; log {server.log_path}")
    print(f"  voila options: make run's{' + ' + ' '.join(extra) if extra else ''}")
    print(f"  voila logged 'Timeout waiting for IOPub output' {report['iopub_timeouts']} times "
          f"for {report['kernels_started']} kernels (a page sent without a cell's output)")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(report, indent=1, default=str) + "\n")
    results = report["results"]
    all_ok = all(r["ttfw_ms"] is not None and not r["errors"]
                 and len(r["clicks"]) == args.steps for r in results)
    return 0 if all_ok and not report["timed_out"] else 1


if __name__ == "__main__":
    sys.exit(main())
