"""The class roster and who a page belongs to (issue 16 item 1): personal codes no one
guesses, a wrong code is a student alone, names that look alike refused."""

from __future__ import annotations

import os
import stat
import threading

import pytest

from pinochle_teach.classroom import identity
from pinochle_teach.classroom.identity import ALONE, Identity
from pinochle_teach.classroom.roster import Roster, RosterError, parse_names


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("PINOCHLE_TEACH_DATA", str(tmp_path))
    monkeypatch.delenv("QUERY_STRING", raising=False)
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    identity.reset()
    yield tmp_path
    identity.reset()


# ---- the names ---------------------------------------------------------------------------

def test_names_one_a_line():
    assert parse_names("Alice\n  Bob   Marley \nJosé\n") == ["Alice", "Bob Marley", "José"]


def test_real_names_with_apostrophes_and_initials_are_taken():
    assert parse_names("Seán O'Brien\nJ. Smith\nD’Angelo\n") == [
        "Seán O'Brien", "J. Smith", "D’Angelo"]


def test_blank_lines_at_the_very_end_are_no_names():
    assert parse_names("Ann\nBob\n\n  \n") == ["Ann", "Bob"]


@pytest.mark.parametrize("text, line, words", [
    ("Alice\n\nBob\n", 2, "blank"),
    ("Alice\n   \nBob", 2, "blank"),
    ("Alice\nBob\nalice\n", 3, "already on line 1"),
    ("Anne Marie\nanne-marie\n", 2, "already on line 1"),
    ("Alice\nBob; drop table\n", 2, "';'"),
    ("Ａｌｉｃｅ\n", 1, "'Alice'"),                 # full-width: the plain form is named
    ("Bob\nAli\u0441e\n", 2, "alphabets"),          # a Cyrillic с in a Latin name
    ("Alice\n" + "x" * 41 + "\n", 2, "40"),
])
def test_a_bad_line_is_refused_naming_the_line(text, line, words):
    with pytest.raises(RosterError) as err:
        parse_names(text)
    assert f"line {line}" in str(err.value) and words in str(err.value)


def test_no_names_is_refused():
    with pytest.raises(RosterError, match="no names"):
        parse_names("")


# ---- the roster file ---------------------------------------------------------------------

def test_a_roster_gives_each_student_an_unguessable_code_and_keeps_it(data):
    r = Roster.create(["Alice", "Bob"])
    assert r.path == data / "roster.json"
    codes = {r.code_of("Alice"), r.code_of("Bob"), r.teacher_code}
    assert len(codes) == 3 and all(len(c) >= 22 for c in codes)
    again = Roster.load()
    assert again.students == ["Alice", "Bob"]
    assert again.student_for(r.code_of("Bob")) == "Bob"
    assert again.is_teacher(r.teacher_code) and not again.is_teacher(r.code_of("Bob"))
    assert again.class_id == r.class_id and len(r.class_id) >= 16
    # Two rosters of the same names share no code.
    other = Roster.create(["Alice", "Bob"], data / "other", replace=False)
    assert not codes & {other.code_of("Alice"), other.code_of("Bob"), other.teacher_code}
    assert other.class_id != r.class_id


def test_the_roster_file_is_for_its_owner_only(data):
    r = Roster.create(["Alice"])
    assert stat.S_IMODE(os.stat(r.path).st_mode) == 0o600
    assert r.teacher_code not in repr(r) and r.code_of("Alice") not in repr(r)


def test_an_existing_roster_is_never_replaced_silently(data):
    first = Roster.create(["Alice"])
    with pytest.raises(RosterError, match="--replace"):
        Roster.create(["Bob"])
    assert Roster.load().students == ["Alice"]
    assert Roster.load().teacher_code == first.teacher_code
    second = Roster.create(["Bob"], replace=True)
    assert Roster.load().students == ["Bob"] and second.teacher_code != first.teacher_code


def test_a_refused_name_writes_nothing(data):
    with pytest.raises(RosterError, match="name 2"):
        Roster.create(["Alice", "Al!ce"])
    assert not (data / "roster.json").exists()


@pytest.mark.parametrize("code", [None, "", 5, "x" * 1000, "é", "a\x00b"])
def test_odd_codes_are_nobody(data, code):
    r = Roster.create(["Alice"])
    assert r.student_for(code) is None and r.is_teacher(code) is False


@pytest.mark.parametrize("text", ["{", "[]", '{"format": "pinochle-teach/roster", "version": 9}',
                                  '{"format": "pinochle-teach/roster", "version": 1, '
                                  '"class_id": "c", "teacher": "t", "students": {"x": 3}}'])
def test_a_damaged_roster_is_a_clear_error(data, text):
    (data / "roster.json").write_text(text)
    with pytest.raises(RosterError, match="make class"):
        Roster.load()


def test_no_roster_is_none(data):
    assert Roster.load() is None


def test_links_carry_the_code_in_the_query(data):
    r = Roster.create(["Alice"])
    url = "http://10.0.0.5:8866"
    assert r.student_link(url + "/", "Alice") == f"{url}/?student={r.code_of('alice')}"
    assert (r.teacher_link(url, "voila/render/notebooks/teacher_results.ipynb")
            == f"{url}/voila/render/notebooks/teacher_results.ipynb?teacher={r.teacher_code}")
    with pytest.raises(RosterError, match="not on the roster"):
        r.code_of("Carol")


# ---- identity ----------------------------------------------------------------------------

def test_no_roster_is_a_student_alone(data, monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "student=whatever")
    assert identity.current() == ALONE
    assert "no class roster" in identity.problem()


def test_a_students_link_is_that_student(data, monkeypatch):
    r = Roster.create(["Alice", "Bob"])
    monkeypatch.setenv("QUERY_STRING", f"projector=1&student={r.code_of('Bob')}")
    assert identity.current() == Identity("Bob", False, r.class_id)
    assert identity.problem() == ""


def test_the_teachers_link_is_the_teacher(data, monkeypatch):
    r = Roster.create(["Alice"])
    monkeypatch.setenv("QUERY_STRING", f"teacher={r.teacher_code}")
    assert identity.current() == Identity(None, True, r.class_id)


@pytest.mark.parametrize("query", ["", "student=", "student=nope", "teacher=nope",
                                   "student=%ff%fe", "teacher", "&&==&", "student=a&student="])
def test_a_wrong_or_absent_code_is_a_student_alone(data, monkeypatch, query):
    r = Roster.create(["Alice"])
    monkeypatch.setenv("QUERY_STRING", query)
    assert identity.current() == ALONE
    assert r.teacher_code not in identity.problem()


def test_a_students_code_is_not_the_teachers(data, monkeypatch):
    r = Roster.create(["Alice"])
    monkeypatch.setenv("QUERY_STRING", f"teacher={r.code_of('Alice')}")
    assert identity.current() == ALONE
    assert "teacher code" in identity.problem()


def test_a_damaged_roster_leaves_a_student_alone_with_a_sentence(data, monkeypatch):
    (data / "roster.json").write_text("{")
    monkeypatch.setenv("QUERY_STRING", "student=abc")
    assert identity.current() == ALONE
    assert "could not be read" in identity.problem()


def test_on_a_hub_the_hubs_user_is_the_student(data, monkeypatch):
    monkeypatch.setenv("JUPYTERHUB_USER", "alice.smith")
    assert identity.current() == Identity("alice.smith", False, identity.HUB_CLASS)
    r = Roster.create(["Bob"])
    assert identity.current() == Identity("alice.smith", False, r.class_id)
    monkeypatch.setenv("QUERY_STRING", f"teacher={r.teacher_code}")
    assert identity.current().teacher


def test_a_preheated_kernel_learns_its_student_later(data, monkeypatch):
    """POOL=: the notebook ran before the page's request came; once voila sends it, every
    on_change callback gets the student (and the projector's wait is the same one)."""
    import socket

    import voila.utils

    r = Roster.create(["Alice"])
    arrived = threading.Event()
    calls = []

    def fake_wait_for_request(url=None):
        calls.append(url)
        arrived.wait(10)
        os.environ["QUERY_STRING"] = f"student={r.code_of('Alice')}"

    listener = socket.create_server(("127.0.0.1", 0))
    monkeypatch.setenv("VOILA_APP_PORT", str(listener.getsockname()[1]))
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.setattr(voila.utils, "wait_for_request", fake_wait_for_request)
    seen = []
    assert identity.current() == ALONE
    identity.on_change(seen.append)
    from pinochle_teach.serve import page_request
    other = []
    page_request.on_request(lambda: other.append(1))  # the projector's, say: one wait
    arrived.set()
    assert identity.wait_for_page(10)
    listener.close()
    assert seen == [Identity("Alice", False, r.class_id)]
    assert other == [1] and len(calls) == 1


def test_a_request_that_comes_while_the_page_is_drawn_is_not_lost(data, monkeypatch):
    """POOL=: a student can open a kernel voila has only just started, so the page's
    request comes in while the notebook still runs, after the quiz read its identity but
    before it asked to be told of changes. The browser test saw that quiz keep "a student
    alone" for good; told what it drew its page for, on_change calls back at once."""
    import socket

    import voila.utils

    r = Roster.create(["Alice"])

    def fake_wait_for_request(url=None):
        os.environ["QUERY_STRING"] = f"student={r.code_of('Alice')}"

    listener = socket.create_server(("127.0.0.1", 0))
    monkeypatch.setenv("VOILA_APP_PORT", str(listener.getsockname()[1]))
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.setattr(voila.utils, "wait_for_request", fake_wait_for_request)
    drawn_for = identity.current()          # the quiz reads who it is for ...
    assert identity.wait_for_page(10)       # ... the request comes in meanwhile ...
    listener.close()
    seen = []
    identity.on_change(seen.append, known=drawn_for)   # ... then it asks to be told
    assert drawn_for == ALONE
    assert seen == [Identity("Alice", False, r.class_id)]
    later = []
    identity.on_change(later.append, known=seen[0])    # up to date: nothing to tell
    assert later == []


def test_the_browser_remembers_the_students_link(data, monkeypatch):
    """Pages opened from the link have no code in their address: the cookie the classroom
    server set (serve/student_link.py) names the student; a code in the address wins."""
    r = Roster.create(["Alice", "Bob"])
    monkeypatch.setenv("HTTP_COOKIE", f"_xsrf=2|abc; {identity.COOKIE}={r.code_of('Alice')}")
    assert identity.current().student == "Alice"
    monkeypatch.setenv("QUERY_STRING", f"student={r.code_of('Bob')}")
    assert identity.current().student == "Bob"
    # The teacher is never remembered: a teacher cookie is nobody.
    monkeypatch.setenv("QUERY_STRING", "")
    monkeypatch.setenv("HTTP_COOKIE", f"{identity.COOKIE}={r.teacher_code}")
    assert identity.current() == ALONE
    monkeypatch.setenv("HTTP_COOKIE", f"{identity.COOKIE}=stale")
    assert identity.current() == ALONE and "remembers" in identity.problem()
    monkeypatch.setenv("HTTP_COOKIE", 'pinochle_student="\\x; =;')
    assert identity.current() == ALONE
