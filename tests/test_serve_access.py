"""The classroom server's access rules as functions (no server started): the names it
answers to (DNS rebinding, issue 14 item 3), the paths it serves (item 5). The same rules
against a running server: tests/browser/test_server_access.py."""

from __future__ import annotations

import socket

import pytest
from tornado.httputil import HTTPHeaders, HTTPServerRequest, RequestStartLine

from pinochle_teach.serve import address
from pinochle_teach.serve.access import ForeignRequest, LessonPaths

LESSONS = LessonPaths(("notebooks", "exercises"))
HOSTNAME = socket.gethostname().lower()


def test_on_loopback_only_the_loopback_names_are_answered():
    names = address.served_names("127.0.0.1")
    assert {"127.0.0.1", "localhost", "::1", "[::1]"} <= names
    assert HOSTNAME not in names and "evil.example" not in names
    assert address.served_names("localhost") == names


def test_on_the_room_network_this_machines_names_and_addresses_are_answered():
    names = address.served_names("0.0.0.0")
    assert {"127.0.0.1", "localhost", HOSTNAME} <= names
    assert set(address.room_addresses()) <= names
    resolved = {info[4][0] for info in socket.getaddrinfo(HOSTNAME, None)}
    assert resolved <= names
    assert not {"evil.example", "0.0.0.0", "", "10.255.255.254"} & names


def test_names_the_machine_cannot_know_can_be_added():
    names = address.served_names("0.0.0.0", ["Pinochle.School.Example", "fd00::7"])
    assert {"pinochle.school.example", "fd00::7", "[fd00::7]"} <= names
    assert not [name for name in names if name.startswith("[[")]  # bracketed once


def request(host: str, origin: "str | None" = None) -> HTTPServerRequest:
    headers = HTTPHeaders({"Host": host})
    if origin is not None:
        headers["Origin"] = origin
    return HTTPServerRequest(start_line=RequestStartLine("GET", "/", "HTTP/1.1"),
                             headers=headers)


@pytest.mark.parametrize("host, origin, refused", [
    ("127.0.0.1:8866", None, False),
    ("LOCALHOST:8866", None, False),
    ("[::1]:8866", "http://[::1]:8866", False),
    ("127.0.0.1:8866", "http://127.0.0.1:8866", False),
    ("evil.example:8866", None, True),
    ("evil.example:8866", "http://evil.example:8866", True),
    ("127.0.0.1:8866", "http://evil.example:8866", True),
    ("127.0.0.1:8866", "http://localhost:3000", True),     # another site on this machine
    ("127.0.0.1:8866", "null", True),                      # a sandboxed frame, a file
    ("127.0.0.1.evil.example:8866", None, True),
])
def test_the_gate_refuses_a_foreign_host_or_origin(host, origin, refused):
    gate = ForeignRequest(address.served_names("127.0.0.1"))
    assert (gate.match(request(host, origin)) is not None) == refused


@pytest.mark.parametrize("kind, path", [
    ("render", "notebooks/00_welcome.ipynb"), ("render", "notebooks/teacher_guide.ipynb"),
    ("render", "exercises/legal_plays.ipynb"), ("render", "/notebooks/widget_table.ipynb"),
    ("tree", ""), ("tree", "/"), ("tree", "notebooks"), ("tree", "/exercises/"),
    ("contents", "notebooks/rules.ipynb"), ("files", "notebooks/img/deck.png"),
    ("template", "lab/static/voila.js"), ("template", "base/static/theme-light.css"),
])
def test_the_lessons_are_served(kind, path):
    assert LESSONS.allows(kind, path)


@pytest.mark.parametrize("kind, path", [
    ("render", "tests/browser/fixtures/smoke.ipynb"), ("render", "notebooks/data/x.ipynb"),
    ("render", "notebooks/../tests/browser/fixtures/smoke.ipynb"),
    ("render", "./notebooks/00_welcome.ipynb"), ("render", "notebooks//00_welcome.ipynb"),
    ("render", "notebooks/.ipynb_checkpoints/00_welcome-checkpoint.ipynb"),
    ("render", "notebooks\\..\\tests\\x.ipynb"), ("render", "notebooks"),
    ("render", "README.md"), ("render", ""), ("render", None),
    ("tree", "tests"), ("tree", "notebooks/data"), ("tree", "pinochle_teach"),
    ("contents", ".git"), ("contents", "notebooks/data/full_hand.json"),
    ("contents", "exercises/README.md"), ("files", "docs/welcome-dashboard.png"),
    ("files", "notebooks"), ("files", "notebooks/../docs/x.png"),
    ("template", "../../../etc/passwd"), ("template", "lab/static/../../README.md"),
    ("template", "lab"), ("template", "lab/static"), ("template", "lab/x/voila.js"),
    ("template", "lab/static/./voila.js"), ("template", "lab/static//voila.js"),
])
def test_nothing_else_is_served(kind, path):
    assert not LESSONS.allows(kind, path)


def test_a_folder_served_besides_opens_the_way_to_it_only():
    lessons = LessonPaths(("notebooks", "exercises", "tests/browser/fixtures"))
    assert lessons.allows("render", "tests/browser/fixtures/smoke.ipynb")
    assert lessons.allows("tree", "tests") and lessons.allows("tree", "tests/browser")
    assert not lessons.allows("render", "tests/browser/x.ipynb")
    assert not lessons.allows("tree", "tests/lite")
