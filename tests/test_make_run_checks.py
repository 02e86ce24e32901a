"""`make run` refuses bad settings before it installs or starts anything (the Makefile's
run-args target and scripts/check_port.py), with a message that says what to do; the
launcher it starts (python -m pinochle_teach.serve) checks its own arguments the same way."""

from __future__ import annotations

import importlib.util
import os
import shlex
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


def run_args(*settings, env=None):
    """`make run-args` (the checks `make run` makes first; it never starts a server)."""
    return subprocess.run(["make", "-s", "run-args", f"PYTHON={sys.executable}", *settings],
                          cwd=REPO_ROOT, capture_output=True, text=True, timeout=60, env=env)


def launcher_args(*settings, env=None):
    """The options `make run` would give the launcher (`make -n` runs nothing)."""
    dry_run = subprocess.run(["make", "-s", "-n", "run", *settings], cwd=REPO_ROOT,
                             capture_output=True, text=True, timeout=60, env=env,
                             check=True).stdout
    lines = [line for line in dry_run.splitlines() if "-m pinochle_teach.serve " in line]
    assert len(lines) == 1, dry_run
    words = shlex.split(lines[0])
    return words[words.index("pinochle_teach.serve") + 1:]


def environment(**variables):
    """This process's environment with ``variables`` set (as a shell's export would)."""
    return {**os.environ, **variables}


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


@pytest.mark.parametrize("port", ["abc", "", "0", "70000", "-1", "8866x", "²", "٣", "8866²"])
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


# --- HOST: only an explicit command-line HOST=0.0.0.0 opens the room's network (issue 14) --

@needs_make
@pytest.mark.parametrize("exported", ["0.0.0.0", "teacher-laptop", ""])
def test_make_run_ignores_a_host_exported_by_the_shell(exported):
    """tcsh and many Docker images export HOST (the machine's name): `make run` must not
    take it for the address to serve on, let alone open every interface."""
    assert "--host=127.0.0.1" in launcher_args(env=environment(HOST=exported))
    done = run_args(f"PORT={free_port()}", env=environment(HOST=exported))
    assert done.returncode == 0, done.stderr
    if exported:
        assert f"HOST={exported} from the environment is ignored" in done.stderr, done.stderr
        assert "make run HOST=0.0.0.0" in done.stderr


@needs_make
def test_make_run_opens_the_room_when_asked_on_the_command_line():
    assert "--host=0.0.0.0" in launcher_args("HOST=0.0.0.0",
                                             env=environment(HOST="127.0.0.1"))
    assert "--host=127.0.0.1" in launcher_args()


@needs_make
def test_make_run_refuses_an_empty_host():
    done = run_args("HOST=", f"PORT={free_port()}")
    assert done.returncode != 0
    assert "HOST is empty" in done.stderr and "HOST=0.0.0.0" in done.stderr, done.stderr


# Other spellings of "every interface": inet_aton reads 0 and 0x0 as 0.0.0.0, jupyter_server
# takes * for every interface, and 0:0:0:0:0:0:0:0 is ::.
EVERY_INTERFACE = ["", "::", "[::]", "0", "0x0", "00.0.0", "*", "0:0:0:0:0:0:0:0", "[0::0]"]


@pytest.mark.parametrize("host", EVERY_INTERFACE)
def test_check_port_refuses_a_host_that_means_every_interface_by_accident(host):
    problem = check_port.port_problem(host, str(free_port()))
    assert problem and "HOST=0.0.0.0" in problem, problem


@pytest.mark.parametrize("host", [" "] + EVERY_INTERFACE)
def test_the_launcher_refuses_an_empty_or_ipv6_any_host(host, capsys):
    from pinochle_teach.serve import cli
    with pytest.raises(SystemExit) as stop:
        cli.build_parser().parse_args([f"--host={host}"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "--host" in err and "0.0.0.0" in err and "127.0.0.1" in err, err


def test_the_launcher_refuses_a_port_in_use_before_starting_voila(busy_port, capsys,
                                                                   monkeypatch):
    from pinochle_teach.serve import app, cli
    started = []
    monkeypatch.setattr(app, "serve", lambda *a: started.append(a) or 0)
    assert cli.main([f"--port={busy_port}"]) == 2
    err = capsys.readouterr().err
    assert f"port {busy_port} is already in use" in err and "--port" in err, err
    assert cli.main(["--host=192.0.2.254", f"--port={free_port()}"]) == 2
    assert "is not an address of this machine" in capsys.readouterr().err
    assert started == []


def test_the_launcher_serves_a_folder_of_lessons_without_translations(tmp_path, capsys,
                                                                    monkeypatch):
    """notebooks/pl/... are served when they are there; a folder without them (an older copy
    of the lessons, a test's folder) is served too, but notebooks/ and exercises/ are
    needed."""
    from pinochle_teach.serve import app, cli
    for folder in ("notebooks", "exercises"):
        (tmp_path / folder).mkdir()
    started = []
    monkeypatch.setattr(app, "serve", lambda *a: started.append(a) or 0)
    assert cli.main([f"--root={tmp_path}", f"--port={free_port()}"]) == 0, (
        capsys.readouterr().err)
    assert len(started) == 1
    (tmp_path / "exercises").rmdir()
    assert cli.main([f"--root={tmp_path}", f"--port={free_port()}"]) == 2
    assert "there is no folder exercises/" in capsys.readouterr().err
    assert len(started) == 1


# --- the voila command line only on request (VERBOSE=1) ---------------------------------

@needs_make
def test_make_run_asks_for_the_voila_command_only_with_verbose():
    assert "--verbose" not in launcher_args()
    assert "--verbose" in launcher_args("VERBOSE=1")


def test_the_launcher_prints_the_voila_command_only_when_verbose(capsys, monkeypatch):
    from voila.app import Voila

    from pinochle_teach.serve import cli
    monkeypatch.setattr(Voila, "launch_instance", classmethod(lambda cls, **kw: None))
    port = str(free_port())
    assert cli.main([f"--port={port}"]) == 0
    assert "--MappingKernelManager.cull_idle_timeout" not in capsys.readouterr().out
    assert cli.main([f"--port={port}", "--verbose"]) == 0
    out = capsys.readouterr().out
    assert "--MappingKernelManager.cull_idle_timeout=600" in out and f"--port={port}" in out


@pytest.mark.parametrize("host", ["127.0.0.2", "::1", "0.0.0.0", "127.0.0.1"])
def test_preheated_kernels_are_told_where_the_server_listens(host):
    """A preheated kernel asks for its page's request at ws://VOILA_APP_IP:port (voila's
    default 127.0.0.1): that address must reach a server listening on ``host``."""
    import socket
    import urllib.parse

    from pinochle_teach.serve.cli import kernel_environment

    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    try:
        server = socket.socket(family, socket.SOCK_STREAM)
        server.bind((host, 0))
    except OSError:
        pytest.skip(f"this machine cannot listen on {host}")
    with server:
        server.listen(1)
        port = server.getsockname()[1]
        ip = kernel_environment(host).get("VOILA_APP_IP", "127.0.0.1")  # as voila reads it
        url = urllib.parse.urlsplit(f"ws://{ip}:{port}/voila/query")
        with socket.create_connection((url.hostname, url.port), timeout=5):
            pass


@pytest.mark.parametrize("host,shared", [
    ("127.0.0.1", False), ("localhost", False), ("::1", False), ("[::1]", False),
    ("127.0.0.2", False), ("0.0.0.0", True), ("192.168.1.20", True), ("fe80::1", True),
])
def test_only_a_server_open_to_the_room_keeps_link_less_pages_from_saving(host, shared):
    """On a server other computers reach, pages without a personal link save nothing (one
    record for every such student made one's answer another's "answered before"); a
    loopback server is one computer's, where a student alone is saved as at home."""
    from pinochle_teach.serve.cli import class_environment

    assert class_environment(host) == ({"PINOCHLE_CLASSROOM_SERVER": "1"} if shared else {})
