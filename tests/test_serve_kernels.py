"""The classroom server's kernel book-keeping (pinochle_teach/serve/ledger.py) and its
options (serve/kernels.py), without a server: caps in total and per client address, pages
coming and going, computations over the run limit. A made-up clock stands in for time.
tests/browser/test_server_limits.py checks the same against a running server."""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys

import pytest

from pinochle_teach.serve import kernels
from pinochle_teach.serve.ledger import Ledger, Limits


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def ledger(**limits) -> tuple[Ledger, Clock]:
    clock = Clock()
    return Ledger(Limits(**limits), clock=clock), clock


def page(book: Ledger, kernel_id: str, client: str = "10.0.0.1", owner: str = "u1"):
    token, reason = book.reserve(client)
    assert reason is None, reason
    book.claim(kernel_id, owner, client, token)
    return kernel_id


def test_the_class_wide_cap_counts_pages_and_requests_under_way():
    book, _ = ledger(max_kernels=3, per_client=0)
    page(book, "k1", "10.0.0.1")
    page(book, "k2", "10.0.0.2")
    token, reason = book.reserve("10.0.0.3")  # a page still starting its kernel
    assert reason is None
    _, reason = book.reserve("10.0.0.4")
    assert reason is not None and "class is full" in reason and "(3)" in reason
    book.release(token)  # that request failed: its place is free again
    assert book.reserve("10.0.0.4")[1] is None


def test_the_per_client_cap_is_per_address():
    book, _ = ledger(max_kernels=100, per_client=2)
    page(book, "k1", "10.0.0.1")
    page(book, "k2", "10.0.0.1", owner="another browser on that machine")
    _, reason = book.reserve("10.0.0.1")
    assert reason is not None and "already has 2 lessons open" in reason
    assert book.reserve("10.0.0.2")[1] is None


def test_zero_means_no_cap():
    book, _ = ledger(max_kernels=0, per_client=0)
    for n in range(200):
        page(book, f"k{n}", "10.0.0.1")
    assert book.held() == 200


def test_a_kernel_gone_frees_its_place():
    book, _ = ledger(max_kernels=1, per_client=1)
    page(book, "k1")
    assert book.reserve("10.0.0.9")[1] is not None
    book.prune(alive=[])  # shut down, culled or dead
    assert book.owner_of("k1") is None
    assert book.reserve("10.0.0.9")[1] is None


def test_the_owner_is_the_browser_that_opened_the_page():
    book, _ = ledger()
    page(book, "k1", owner="browser-a")
    assert book.owner_of("k1") == "browser-a"
    assert book.owner_of("unknown") is None


def test_a_page_sent_and_never_displayed_goes_after_the_grace():
    book, clock = ledger(page_grace=30)
    page(book, "k1")
    clock.now += 3600
    assert book.pages_gone() == []  # still being sent: never culled while rendering
    book.rendered("k1")
    clock.now += 29
    assert book.pages_gone() == []
    clock.now += 2
    assert book.pages_gone() == ["k1"]


def test_a_displayed_page_keeps_its_kernel_until_its_last_websocket_closes():
    book, clock = ledger(page_grace=30)
    page(book, "k1")
    book.connected("k1")
    book.rendered("k1")
    book.connected("k1")  # a second websocket (a reconnection racing the old one)
    clock.now += 3600
    assert book.pages_gone() == []
    book.disconnected("k1")
    clock.now += 3600
    assert book.pages_gone() == []
    book.disconnected("k1")
    clock.now += 31
    assert book.pages_gone() == ["k1"]


def test_a_page_that_reconnects_within_the_grace_keeps_its_kernel():
    book, clock = ledger(page_grace=30)
    page(book, "k1")
    book.rendered("k1")
    book.connected("k1")
    book.disconnected("k1")
    clock.now += 20
    book.connected("k1")
    clock.now += 100
    assert book.pages_gone() == []


def test_a_computation_over_the_run_limit_is_interrupted_then_ended():
    book, clock = ledger(run_limit=60, stop_grace=10)
    assert book.observe("k1", busy=True, cpu=5.0) is None   # busy from 5 CPU-s on
    assert book.observe("k1", busy=True, cpu=64.0) is None  # 59 CPU-s so far
    assert book.observe("k1", busy=True, cpu=66.0) == "interrupt"
    clock.now += 5
    assert book.observe("k1", busy=True, cpu=70.0) is None  # given time to stop
    clock.now += 6
    assert book.observe("k1", busy=True, cpu=75.0) == "shutdown"


def test_each_busy_spell_has_its_own_budget():
    book, _ = ledger(run_limit=60)
    book.observe("k1", busy=True, cpu=0.0)
    book.observe("k1", busy=True, cpu=50.0)
    book.observe("k1", busy=False, cpu=50.0)  # that computation ended
    assert book.observe("k1", busy=True, cpu=50.0) is None
    assert book.observe("k1", busy=True, cpu=100.0) is None
    assert book.observe("k1", busy=True, cpu=111.0) == "interrupt"


def test_no_run_limit_never_interrupts():
    book, _ = ledger(run_limit=0)
    book.observe("k1", busy=True, cpu=0.0)
    assert book.observe("k1", busy=True, cpu=1e6) is None


@pytest.mark.parametrize("bad", [
    {"max_kernels": -1}, {"per_client": 1.5}, {"memory_mib": True}, {"page_grace": -2},
    {"run_limit": "60"},
])
def test_limits_refuse_nonsense(bad):
    with pytest.raises(ValueError):
        Limits(**bad)


def parse(*argv):
    parser = argparse.ArgumentParser()
    kernels.add_arguments(parser)
    return parser.parse_args(argv)


def test_the_options_default_to_the_sized_limits():
    args = parse()
    assert (args.max_kernels, args.per_client, args.kernel_memory) == (120, 5, 1024)
    assert (args.run_limit, args.page_grace) == (60, 30)
    options = kernels.voila_arguments(parse("--max-kernels", "7", "--per-client", "0"))
    assert ("--VoilaConfiguration.multi_kernel_manager_class="
            "pinochle_teach.serve.kernel_manager.ClassroomKernelManager") in options
    assert "--ClassroomKernelManager.max_kernels=7" in options
    assert "--ClassroomKernelManager.per_client=0" in options


@pytest.mark.parametrize("argv", [
    ("--max-kernels", "-1"), ("--per-client", "two"), ("--kernel-memory", "1.5"),
    ("--run-limit", "-3"), ("--page-grace", "nan"), ("--run-limit", "inf"),
])
def test_the_options_refuse_nonsense_with_a_message(argv, capsys):
    with pytest.raises(SystemExit):
        parse(*argv)
    assert "expected" in capsys.readouterr().err


def test_the_memory_limit_is_set_in_the_child_process():
    # The function the kernel manager runs between fork and exec of each kernel.
    code = ("import resource; print(resource.getrlimit(resource.RLIMIT_DATA)[0]); "
            "bytearray(600 * 1024 * 1024)")
    from pinochle_teach.serve.kernel_manager import limit_data
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          preexec_fn=lambda: limit_data(256), timeout=60)
    assert done.stdout.split()[0] == str(256 * 1024 * 1024)
    assert "MemoryError" in done.stderr
    assert resource.getrlimit(resource.RLIMIT_DATA)[0] != 256 * 1024 * 1024  # not ours


def test_handlers_swaps_voilas_kernel_handlers_for_the_classroom_ones():
    from jupyter_server.services.kernels.handlers import KernelHandler
    from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler
    from voila.tornado.handler import TornadoVoilaHandler
    from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

    from pinochle_teach.serve import kernel_handlers as kh

    class AccessRender(TornadoVoilaHandler):  # what serve/access.py puts in voila's place
        pass

    given = [("/api/kernels/x", KernelHandler), ("/voila/render/(.*)", AccessRender,
                                                 {"config": 1}),
             ("/voila/api/shutdown/(.*)", VoilaShutdownKernelHandler),
             ("/api/kernels/x/channels", VoilaKernelWebsocketHandler), ("/other", object)]
    got = kernels.handlers(None, given)
    wanted = [(KernelHandler, kh.OwnedKernel), (AccessRender, kh.RenderLimits),
              (VoilaShutdownKernelHandler, kh.OwnedShutdown),
              (VoilaKernelWebsocketHandler, kh.OwnedWebsocket)]
    for spec, (base, mixin) in zip(got, wanted):
        assert spec[1].__mro__[1:3] == (mixin, base)
    assert got[4][1] is object
    assert got[1][2] == {"config": 1} and [s[0] for s in got] == [s[0] for s in given]
