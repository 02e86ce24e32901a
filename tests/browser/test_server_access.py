"""Who may reach the classroom server, and what it serves (issue 14, items 3, 5 and 24).

Every server here listens on 127.0.0.1 only; every request has a timeout. The session's
voila (conftest.py) serves like `make run` plus the harness's smoke notebook; ``classroom``
is a server started with exactly `make run`'s options (test_smoke.py checks they agree).
"""

from __future__ import annotations

import asyncio
import http.client
import http.cookiejar
import json
import os
import re
import signal
import subprocess
import sys
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest
from tornado.httpclient import HTTPClientError, HTTPRequest
from tornado.websocket import websocket_connect

from voila_harness import REPO_ROOT, VoilaServer, free_port, render_url

pytestmark = pytest.mark.browser

SMOKE = "tests/browser/fixtures/smoke.ipynb"
TIMEOUT = 60


def get(base_url: str, path: str, *, host: str | None = None,
        headers: dict | None = None) -> tuple[int, str]:
    """GET ``path`` from the server at ``base_url`` with the given Host header (by default
    the one a browser would send); returns (status, body)."""
    netloc = base_url.split("//", 1)[1].rstrip("/")
    address, port = netloc.rsplit(":", 1)
    connection = http.client.HTTPConnection(address, int(port), timeout=TIMEOUT)
    try:
        connection.putrequest("GET", path, skip_host=True)
        connection.putheader("Host", host or netloc)
        for name, value in (headers or {}).items():
            connection.putheader(name, value)
        connection.endheaders()
        response = connection.getresponse()
        return response.status, response.read().decode("utf-8", "replace")
    finally:
        connection.close()


def port_of(base_url: str) -> int:
    return int(base_url.rstrip("/").rsplit(":", 1)[1])


# --- item 3: the Host header (DNS rebinding) ---------------------------------------------

@pytest.mark.parametrize("host", ["evil.example", "localhost.evil.example",
                                  "127.0.0.1.nip.io", "10.0.0.7", "teacher-laptop"])
def test_a_foreign_host_name_is_refused(voila_server, host):
    """A page of evil.example whose name is made to resolve to 127.0.0.1 sends
    `Host: evil.example:PORT`: the server must not answer it (nor start a kernel)."""
    port = port_of(voila_server)
    for path in ("/", "/voila/render/notebooks/00_welcome.ipynb", "/voila/api/contents/",
                 "/voila/static/voila.js"):
        status, body = get(voila_server, path, host=f"{host}:{port}")
        assert status == 403, (path, status, body[:500])
        assert "address" in body and "teacher" in body, body[:500]


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "LocalHost", "[::1]"])
def test_the_loopback_names_are_answered(voila_server, host):
    status, body = get(voila_server, "/", host=f"{host}:{port_of(voila_server)}")
    assert status == 200 and "Voil" in body, (status, body[:500])


def test_a_request_from_another_site_is_refused(voila_server):
    """Host is right but the request comes from a page of another site (its Origin)."""
    status, _body = get(voila_server, "/voila/api/contents/",
                        headers={"Origin": "http://evil.example"})
    assert status == 403


def kernel_of_a_rendered_page(base_url: str) -> tuple[str, str]:
    """Open the smoke page as a browser would: its kernel id, and the cookies that make
    this client the page's owner (only the owner may connect to its kernel)."""
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    with opener.open(render_url(base_url, SMOKE), timeout=120) as response:
        html = response.read().decode("utf-8", "replace")
    found = re.search(r'"kernelId":\s*"([0-9a-f-]{36})"', html)
    assert found, html[-2000:]
    return found.group(1), "; ".join(f"{c.name}={c.value}" for c in jar)


def connect(base_url: str, kernel_id: str, cookies: str, host: str, origin: str):
    """Open the kernel's websocket with these Host and Origin headers (and the owner's
    cookies); returns the status the server answered the upgrade with (101: connected)."""
    url = (base_url.replace("http://", "ws://").rstrip("/")
           + f"/api/kernels/{kernel_id}/channels")

    async def attempt():
        request = HTTPRequest(url, headers={"Host": host, "Origin": origin,
                                            "Cookie": cookies},
                              connect_timeout=TIMEOUT, request_timeout=TIMEOUT)
        try:
            socket = await asyncio.wait_for(websocket_connect(request), TIMEOUT)
        except HTTPClientError as refused:
            return refused.code
        socket.close()
        return 101

    # In its own thread: after the page tests, Playwright's sync API leaves an event loop
    # running in this one, where asyncio.run() refuses to start.
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, attempt()).result(timeout=2 * TIMEOUT)


def test_a_websocket_from_a_rebound_name_is_refused(voila_server):
    """The issue's probe: Origin and Host both evil.example connected to a kernel."""
    kernel_id, cookies = kernel_of_a_rendered_page(voila_server)
    port = port_of(voila_server)
    own = f"127.0.0.1:{port}"
    assert connect(voila_server, kernel_id, cookies, own, f"http://{own}") == 101  # the page
    assert connect(voila_server, kernel_id, cookies, f"evil.example:{port}",
                   f"http://evil.example:{port}") == 403
    assert connect(voila_server, kernel_id, cookies, own, "http://evil.example") == 403


def test_a_strangers_websocket_is_refused_in_one_log_line(voila, voila_server):
    """A websocket to a kernel no page of this browser owns (a made-up id) gets 403, and
    the server logs the refusal in one line, not the tracebacks of a missing error page."""
    made_up = "00000000-0000-0000-0000-000000000000"
    before = len(voila.log_text())
    own = f"127.0.0.1:{port_of(voila_server)}"
    for _ in range(3):
        assert connect(voila_server, made_up, "", own, f"http://{own}") == 403
    time.sleep(0.5)
    log = voila.log_text()[before:]
    assert log.count(f"/api/kernels/{made_up}/channels") == 3, log[-3000:]
    assert "Traceback" not in log and "Uncaught exception" not in log, log[-3000:]


# --- item 5: only the lessons and exercises --------------------------------------------

@pytest.fixture(scope="module")
def classroom(tmp_path_factory):
    """A server started exactly as `make run` starts it (no test fixtures served)."""
    server = VoilaServer(fixtures=False, log_dir=tmp_path_factory.mktemp("classroom"))
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.mark.parametrize("path", [
    "pinochle_teach", "tests", "tests/browser/fixtures", "notebooks/data", "docs",
    "benchmarks", "scripts", "binder", "lite", ".venv", ".git", "records",
    "notebooks/data/full_hand.json", "pinochle_teach/__init__.py", "README.md", "Makefile",
    "tests/browser/fixtures/smoke.ipynb", "notebooks/../tests", "notebooks/%2E%2E/tests",
    "notebooks%2F..%2Ftests", "exercises/../pinochle_teach",
])
def test_contents_outside_the_lessons_are_not_listed(classroom, path):
    status, body = get(classroom.url, f"/voila/api/contents/{path}")
    assert status == 404, (path, status, body[:300])
    status, body = get(classroom.url, f"/voila/tree/{path}")
    assert status == 404, (path, status, body[:300])


@pytest.mark.parametrize("notebook", [
    "tests/browser/fixtures/smoke.ipynb", "notebooks/../tests/browser/fixtures/smoke.ipynb",
    "notebooks/%2E%2E/tests/browser/fixtures/smoke.ipynb",
    "exercises%2F..%2Ftests%2Fbrowser%2Ffixtures%2Fsmoke.ipynb",
    "./tests/browser/fixtures/smoke.ipynb", "notebooks//../tests/browser/fixtures/smoke.ipynb",
    "notebooks/data/../../tests/browser/fixtures/smoke.ipynb",
])
def test_a_notebook_outside_the_lessons_does_not_render(classroom, notebook):
    status, body = get(classroom.url, f"/voila/render/{notebook}")
    assert status == 404, (notebook, status, body[:300])
    assert "Click me" not in body
    assert "Kernel started" not in classroom.log_text()


@pytest.mark.parametrize("path", [
    "../../../etc/passwd", "lab/static/../../../../README.md", "%2e%2e/x", "lab",
    "lab/static", "lab/%2e%2e/static/x", "lab/static/..%2F..%2F..%2FREADME.md",
])
def test_a_template_path_outside_the_templates_is_a_plain_404(classroom, path):
    """voila's template files handler met these with an assertion error (500 and a traceback
    in the teacher's terminal); they name no template file, so: 404, and nothing logged."""
    status, body = get(classroom.url, f"/voila/templates/{path}")
    assert status == 404, (path, status, body[:300])
    assert "Traceback" not in classroom.log_text()
    assert "root:" not in body


def test_the_template_files_a_page_needs_are_served(classroom):
    status, body = get(classroom.url, "/voila/render/notebooks/00_welcome.ipynb")
    assert status == 200
    needed = sorted(set(re.findall(r"voila/templates/([\w.-]+/static/[\w./-]+)", body)))
    assert needed, "the page names no template file"
    for path in needed:
        status, _ = get(classroom.url, f"/voila/templates/{path}")
        assert status == 200, path


def test_a_page_loads_nothing_from_outside_the_server(classroom):
    """voila's "lab" template links Font Awesome on a CDN: every page load then told a
    third party each student's address, and failed in an offline room. The kit's template
    (pinochle_teach/serve/jupyter/voila/templates/pinochle) leaves those links out."""
    status, body = get(classroom.url, "/voila/render/exercises/meld_scoring.ipynb")
    assert status == 200 and "voila/templates/pinochle/static/" in body
    outside = [u for u in re.findall(r'(?:href|src)=["\'](https?:)?//([^"\'/]+)', body)
               if not classroom.url.split("//")[1].startswith(u[1])]
    assert outside == []
    assert "cdn.jsdelivr.net" not in body


def test_images_outside_the_lessons_are_not_served(classroom):
    assert (REPO_ROOT / "docs" / "welcome-dashboard.png").exists()
    status, _body = get(classroom.url, "/voila/files/docs/welcome-dashboard.png")
    assert status == 404


def test_the_lessons_exercises_and_teacher_pages_are_listed(classroom):
    """What a class and its teacher still need: both folders, every lesson, the rule book,
    the teacher guide and the widget dashboards of notebooks/, the exercises."""
    status, body = get(classroom.url, "/voila/api/contents/")
    assert status == 200
    assert sorted(item["name"] for item in json.loads(body)["content"]) == [
        "exercises", "notebooks"]
    status, body = get(classroom.url, "/voila/api/contents/notebooks")
    names = {item["name"] for item in json.loads(body)["content"]}
    assert status == 200 and "data" not in names
    assert {"00_welcome.ipynb", "rules.ipynb", "teacher_guide.ipynb",
            "widget_table.ipynb"} <= names, names
    status, body = get(classroom.url, "/voila/api/contents/exercises")
    assert status == 200 and "legal_plays.ipynb" in body
    for notebook in ("notebooks/teacher_guide.ipynb", "exercises/meld_scoring.ipynb"):
        status, body = get(classroom.url, f"/voila/api/contents/{notebook}")
        assert status == 200 and json.loads(body)["content"] is None, (notebook, body[:300])
    assert get(classroom.url, "/voila/tree/notebooks")[0] == 200  # (drawn by the page's JS)


# --- item 24: make run prints the address once the server answers --------------------

def test_make_run_prints_the_address_once_the_server_answers(tmp_path):
    """The real `make run` (with a stand-in .venv whose python is this one): the "Open"
    line appears only when the address answers, and no voila command line is shown."""
    venv = tmp_path / "venv"
    (venv / "bin").mkdir(parents=True)
    python = venv / "bin" / "python"
    python.write_text(f'#!/bin/sh\nexec "{sys.executable}" "$@"\n')
    python.chmod(0o755)
    (venv / ".installed-run").touch()  # newer than pyproject.toml: nothing to install
    port = free_port()
    make = subprocess.Popen(
        ["make", "-s", "run", f"VENV={venv}", f"PORT={port}", f"PYTHON={sys.executable}"],
        cwd=REPO_ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        start_new_session=True, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    lines = []
    try:
        deadline = time.monotonic() + TIMEOUT
        opened = None
        while opened is None and time.monotonic() < deadline:
            line = make.stdout.readline()
            if not line:
                break
            lines.append(line)
            found = re.search(r"Open\s+(http://\S+)", line)
            if found:
                opened = found.group(1)
                # Asked the moment the address is printed: it must answer already.
                with urllib.request.urlopen(opened, timeout=5) as response:
                    assert response.status == 200
        assert opened == f"http://127.0.0.1:{port}/", "".join(lines)
    finally:
        os.killpg(make.pid, signal.SIGTERM)
        try:
            make.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(make.pid, signal.SIGKILL)
            make.wait(timeout=10)
        lines.append(make.stdout.read())  # (communicate() would skip what is buffered)
    output = "".join(lines)
    assert f"Start http://127.0.0.1:{port}/voila/render/notebooks/00_welcome.ipynb" in output
    assert "cull_idle_timeout" not in output and "hide_globs" not in output, output
    assert "pinochle_teach.serve --host" not in output, output  # make echoes no command
