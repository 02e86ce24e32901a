"""The classroom server's kernel limits (issue 14, items 1, 2 and 6), probed from loopback
like a class of anonymous clients would: caps in total and per client address with a page in
words over them, kernels that end with their page, a computation stopped when it runs too long
or its page goes away, a kernel over its memory cap, and kernel ids useless to strangers.

Each test starts its own server (``python -m pinochle_teach.serve``, as `make run` does) on a
folder holding only tests/browser/fixtures/limits.ipynb (a spin button computing for up to 10
minutes, a grab button asking for 1.5 GiB, a label saying what happened), with small limits so
that every test is short. Clients come from 127.0.0.1 and 127.0.0.2 (both loopback; the server
sees them as two addresses). The pages are fetched and their kernel websockets driven by
kernel_client.py; the reload and tab-close test uses headless Chromium.
"""

from __future__ import annotations

import re
import shutil
import time
from pathlib import Path

import pytest
import websocket

from kernel_client import Client, kernel_processes, made_up_xsrf, wait_for
from voila_harness import VoilaServer

pytestmark = pytest.mark.browser

FIXTURE = Path(__file__).parent / "fixtures" / "limits.ipynb"
PAGE = "notebooks/limits.ipynb"
# What the browser may fetch: this machine only (voila's page links a web font from a CDN).
LOCAL_URL = re.compile(r"^(https?|wss?)://(127\.0\.0\.1|localhost)(:\d+)?(/|$)")


class LimitedServer(VoilaServer):
    """The launcher with extra options (the kernel limits under test)."""

    def __init__(self, root: Path, log_dir: Path, options: list[str]):
        super().__init__(root=root, log_dir=log_dir, fixtures=False)
        self.options = options

    def launcher_args(self) -> list[str]:
        return [*super().launcher_args(), *self.options]

    def kernels(self) -> list:
        return kernel_processes(self.process.pid)


@pytest.fixture
def serve(tmp_path):
    """``serve(*options)`` starts a server on a folder holding notebooks/limits.ipynb;
    every server started is stopped at the end of the test."""
    root = tmp_path / "kit"
    (root / "notebooks").mkdir(parents=True)
    (root / "exercises").mkdir()  # the launcher serves both folders and wants them
    shutil.copy(FIXTURE, root / PAGE)
    servers = []

    def start(*options: str) -> LimitedServer:
        server = LimitedServer(root, tmp_path, list(options))
        servers.append(server)
        server.start()
        return server

    yield start
    for server in servers:
        server.stop()


def test_pages_over_the_caps_get_a_page_in_words(serve):
    server = serve("--max-kernels=3", "--per-client=2", "--page-grace=60")
    first, second = Client(server.port), Client(server.port)
    assert first.open_page().status == 200
    assert second.open_page().status == 200
    # A third page from 127.0.0.1 is over that address's cap, at once and with no kernel.
    started = time.monotonic()
    third = Client(server.port).open_page()
    assert time.monotonic() - started < 10
    assert third.status == 503
    assert third.headers.get("retry-after") == "60"
    assert "already has 2 lessons open" in third.body and "try again in a minute" in third.body
    assert third.kernel_id is None
    # A made-up X-Forwarded-For header does not make it another client.
    spoofed = Client(server.port).request("GET", f"/voila/render/{PAGE}",
                                          headers={"X-Forwarded-For": "10.9.8.7"})
    assert spoofed.status == 503
    # Another address still gets its page, until the class-wide cap of 3.
    other = Client(server.port, address="127.0.0.2")
    assert other.open_page().status == 200
    full = Client(server.port, address="127.0.0.3").open_page()
    assert full.status == 503 and "The class is full" in full.body
    assert "Try again in a minute" in full.body
    assert len(server.kernels()) == 3


def test_only_the_owning_page_may_end_read_or_connect_to_its_kernel(serve):
    server = serve("--page-grace=60")
    owner = Client(server.port)
    page = owner.open_page()
    kernel = page.kernel_id
    assert page.status == 200 and kernel
    stranger = Client(server.port)
    stranger.open_page()  # a real page of its own: a valid identity, just not the owner's
    for method, path in (("POST", f"/voila/api/shutdown/{kernel}"),
                         ("DELETE", f"/api/kernels/{kernel}"),
                         ("GET", f"/api/kernels/{kernel}")):
        made_up = Client(server.port).request(method, path, headers=made_up_xsrf(),
                                              send_cookies=False)
        assert made_up.status == 403, (method, path, made_up.status)
        other_page = stranger.request(method, path, headers={
            "X-XSRFToken": stranger.cookies["_xsrf"]})
        assert other_page.status == 403, (method, path, other_page.status)
    with pytest.raises(websocket.WebSocketBadStatusException) as refused:
        stranger.websocket(kernel)
    assert refused.value.status_code == 403
    assert owner.request("GET", f"/api/kernels/{kernel}").status == 200
    socket = owner.websocket(kernel)
    socket.find_widgets()
    socket.close()
    assert len(server.kernels()) == 2
    # The owner's tab-close beacon (what voila's page sends) ends the kernel.
    assert owner.shutdown_beacon(kernel).status == 204
    assert wait_for(lambda: len(server.kernels()) == 1, 20)


def test_kernels_of_pages_gone_are_shut_down_after_the_grace(serve):
    # Pages fetched and never displayed (no websocket), as a script would: each kernel goes
    # once the grace has passed, and the address may open pages again.
    server = serve("--per-client=2", "--page-grace=4")
    client = Client(server.port)
    assert client.open_page().status == 200 and client.open_page().status == 200
    assert client.open_page().status == 503
    assert len(server.kernels()) == 2
    assert wait_for(lambda: not server.kernels(), 30), "kernels outlived their pages"
    assert client.open_page().status == 200


def test_a_computation_whose_page_goes_away_is_stopped(serve):
    server = serve("--page-grace=3", "--run-limit=0")
    client = Client(server.port)
    kernel = client.open_page().kernel_id
    socket = client.websocket(kernel)
    socket.find_widgets()
    socket.click("spin")
    socket.wait_label("spinning", 30)
    [process] = server.kernels()
    state = client.request("GET", f"/api/kernels/{kernel}").body
    assert '"execution_state": "busy"' in state  # it is computing
    socket.close()
    # Up to 10 minutes of computing were asked for; the kernel goes a few seconds after its
    # page.
    assert wait_for(lambda: not process.is_running(), 30), "the computation went on"


def test_one_computation_is_held_to_the_run_limit_and_the_memory_cap(serve):
    server = serve("--run-limit=3", "--kernel-memory=512", "--page-grace=60")
    client = Client(server.port)
    kernel = client.open_page().kernel_id
    socket = client.websocket(kernel)
    socket.find_widgets()
    started = time.monotonic()
    socket.click("spin")
    socket.wait_label("stopped", 60)  # KeyboardInterrupt in the callback, not 10 minutes
    assert time.monotonic() - started < 40
    # The kernel is still there, answers the next click, and cannot have 1.5 GiB.
    [process] = server.kernels()
    socket.click("grab")
    socket.wait_label("memory refused", 30)
    assert process.is_running()
    limits = Path(f"/proc/{process.pid}/limits").read_text()
    assert str(512 * 1024 * 1024) in limits
    socket.close()


def test_preheated_kernels_count_once_a_page_takes_them(serve):
    server = serve("--pool=1", f"--lesson={PAGE}", "--max-kernels=1", "--page-grace=60")
    assert wait_for(lambda: "is filled" in server.log_text(), 60), server.log_text()[-2000:]
    owner = Client(server.port)
    page = owner.open_page()
    assert page.status == 200 and page.kernel_id
    assert "Using pre-heated kernel" in server.log_text()
    # The pooled kernel is now this page's: its owner may read it, nobody else.
    assert owner.request("GET", f"/api/kernels/{page.kernel_id}").status == 200
    stranger = Client(server.port, address="127.0.0.2")
    assert stranger.request("GET", f"/api/kernels/{page.kernel_id}",
                            headers=made_up_xsrf(), send_cookies=False).status == 403
    # It counts against the cap of 1.
    assert stranger.open_page().status == 503


def test_reloads_and_a_closed_tab_leave_no_kernel(serve, browser):
    # The page's shutdown beacon ends a kernel at once when the browser sends it (the
    # server's side of it: test_only_the_owning_page_may_end_read_or_connect_to_its_kernel);
    # headless Chromium does not always send it before a closing tab is torn down, and then
    # the grace after the page's websocket closed (5 s here) does it. Either way reloads
    # never pile kernels up and a closed tab leaves none.
    server = serve("--page-grace=5")
    context = browser.new_context()
    context.route("**/*", lambda route: route.continue_() if LOCAL_URL.match(route.request.url)
                  else route.abort())
    page = context.new_page()
    try:
        url = f"{server.url}voila/render/{PAGE}"
        for _ in range(6):  # open, then 5 reloads
            page.goto(url, wait_until="domcontentloaded", timeout=120_000)
            page.wait_for_selector("#loading", state="detached", timeout=120_000)
            page.wait_for_selector(".jupyter-widgets", state="visible", timeout=60_000)
            page.wait_for_timeout(500)
            assert wait_for(lambda: len(server.kernels()) == 1, 15), len(server.kernels())
    finally:
        page.close(run_before_unload=True)
        context.close()
    assert wait_for(lambda: not server.kernels(), 30), "the closed tab's kernel stayed"


def test_a_page_that_never_reads_its_websocket_cannot_grow_the_server(serve):
    """A page that makes its kernel send large widget states and never reads them: the
    server's own memory (shared by the whole class) grew ~60 MiB a second without end, since
    tornado buffers what a websocket cannot send yet. Now the server closes that websocket
    once its page has left too much unread, and its memory stays put."""
    import uuid

    import psutil

    server = serve("--page-grace=60")
    client = Client(server.port)
    page = client.open_page()
    socket = client.websocket(page.kernel_id)
    socket.find_widgets()
    voila = psutil.Process(server.process.pid)
    before = voila.memory_info().rss
    big = "x" * (8 * 2**20)
    comms = []
    for _ in range(4):
        comms.append(uuid.uuid4().hex)
        socket.send_with_metadata({"version": "2.1.0"}, "comm_open", {
            "comm_id": comms[-1], "target_name": "jupyter.widget",
            "data": {"state": {"_model_name": "HTMLModel",
                               "_model_module": "@jupyter-widgets/controls",
                               "_model_module_version": "2.0.0", "_view_name": "HTMLView",
                               "_view_module": "@jupyter-widgets/controls",
                               "_view_module_version": "2.0.0", "value": big},
                     "buffer_paths": []}})
    closed = False
    grown = 0
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            for comm in comms:  # ask for the 8 MiB states again and again; read nothing
                socket.send("comm_msg", {"comm_id": comm, "data": {"method": "request_state"}})
        except (OSError, websocket.WebSocketException):
            closed = True
            break
        grown = max(grown, voila.memory_info().rss - before)
        if grown > 2**30:
            break  # enough to fail: do not take the machine's memory
        time.sleep(0.25)
    assert closed, f"the server kept the unread websocket open ({grown >> 20} MiB more)"
    assert grown < 400 * 2**20, f"the server grew by {grown >> 20} MiB"
    socket.close()
