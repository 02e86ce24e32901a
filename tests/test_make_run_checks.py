"""`make run` refuses bad settings before it installs or starts anything (the Makefile's
run-args target and scripts/check_port.py), with a message that says what to do."""

from __future__ import annotations

import importlib.util
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]

spec = importlib.util.spec_from_file_location("check_port",
                                              REPO_ROOT / "scripts" / "check_port.py")
check_port = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check_port)

needs_make = pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")


def run_args(*settings):
    """`make run-args` (the checks `make run` makes first; it never starts a server)."""
    return subprocess.run(["make", "-s", "run-args", f"PYTHON={sys.executable}", *settings],
                          cwd=REPO_ROOT, capture_output=True, text=True, timeout=60)


@pytest.fixture
def busy_port():
    """A port some other server is listening on, on 127.0.0.1."""
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen(1)
        yield server.getsockname()[1]


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_a_port_in_use_is_named_with_another_to_try(busy_port):
    problem = check_port.port_problem("127.0.0.1", str(busy_port))
    assert problem and f"port {busy_port} is already in use" in problem
    assert "PORT=" in problem


def test_a_free_port_passes():
    assert check_port.port_problem("127.0.0.1", str(free_port())) is None


@pytest.mark.parametrize("port", ["abc", "", "0", "70000", "-1", "8866x"])
def test_a_port_that_is_no_number_is_refused(port):
    problem = check_port.port_problem("127.0.0.1", port)
    assert problem and "PORT must be a port number" in problem and repr(port) in problem


def test_a_host_of_another_machine_is_refused():
    problem = check_port.port_problem("192.0.2.254", str(free_port()))  # TEST-NET-1
    assert problem and "is not an address of this machine" in problem


def test_the_room_is_never_sent_to_0_0_0_0():
    """With HOST=0.0.0.0 voila listens everywhere, but http://0.0.0.0:... is no address a
    student's browser can open: make run prints this machine's network address instead."""
    urls = check_port.open_urls("0.0.0.0", "8866")
    assert all("0.0.0.0" not in url and url.endswith(":8866/") for url in urls)
    assert check_port.open_urls("127.0.0.1", "9000") == ["http://127.0.0.1:9000/"]
    assert check_port.open_urls("::1", "9000") == ["http://[::1]:9000/"]


@needs_make
def test_make_run_refuses_a_port_in_use(busy_port):
    done = run_args(f"PORT={busy_port}")
    assert done.returncode != 0
    assert f"port {busy_port} is already in use" in done.stderr, done.stderr


@needs_make
def test_make_run_accepts_its_defaults_on_a_free_port():
    done = run_args(f"PORT={free_port()}")
    assert done.returncode == 0, done.stderr


@needs_make
@pytest.mark.parametrize("settings, said", [
    (("POOL=0",), "POOL=0 keeps no kernel ready"),
    (("POOL=-3",), "POOL must be a whole number"),
    (("LESSON=missing.ipynb",), "is not a notebook of this folder"),   # without POOL too
    (("LESSON=README.md",), "is not a notebook of this folder"),       # a file, not a notebook
    (("PORT=eighty",), "PORT must be a port number"),
])
def test_make_run_refuses_bad_settings_before_starting(settings, said):
    port = () if any(s.startswith("PORT=") for s in settings) else (f"PORT={free_port()}",)
    done = run_args(*settings, *port)
    assert done.returncode != 0 and said in done.stderr, done.stderr
