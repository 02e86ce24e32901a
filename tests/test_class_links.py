"""`make class`: the roster from a list of names, every student's link on a sheet, the
teacher's link apart (issue 16 item 1). The PDF is left out here (--no-pdf): printing is
the printouts' tests' business."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from pinochle_teach.classroom.roster import Roster
from pinochle_teach.serve.class_links import main

URL = "http://192.168.1.20:8866"


@pytest.fixture
def room(tmp_path, monkeypatch):
    monkeypatch.setenv("PINOCHLE_TEACH_DATA", str(tmp_path / "data"))
    (tmp_path / "names.txt").write_text("Alice\nBob Marley\n", encoding="utf-8")
    return tmp_path


def run(room, *extra, names="names.txt"):
    return main(["--roster", str(room / names), "--url", URL, "--out", str(room / "out"),
                 "--no-pdf", *extra], root=room)


def test_the_sheet_has_each_students_link_and_not_the_teachers(room, capsys):
    assert run(room) == 0
    roster = Roster.load()
    assert roster.students == ["Alice", "Bob Marley"]
    sheet = (room / "out" / "class-links.html").read_text(encoding="utf-8")
    for name in roster.students:
        assert f"{URL}/?student={roster.code_of(name)}" in sheet
    assert sheet.count("<svg") == 2  # a QR code a student
    assert roster.teacher_code not in sheet
    teacher = (room / "out" / "teacher-link.html").read_text(encoding="utf-8")
    link = f"{URL}/voila/render/notebooks/teacher_results.ipynb?teacher={roster.teacher_code}"
    assert link in teacher and link in capsys.readouterr().out
    assert not any(roster.code_of(n) in teacher for n in roster.students)


def test_an_existing_roster_needs_replace(room, capsys):
    assert run(room) == 0
    first = Roster.load().teacher_code
    assert run(room) == 2
    assert "--replace" in capsys.readouterr().err and Roster.load().teacher_code == first
    assert run(room, "--replace") == 0 and Roster.load().teacher_code != first


@pytest.mark.parametrize("text, words", [
    ("Alice\n\nBob\n", "line 2 is blank"),
    ("Alice\nalice\n", "line 2: 'alice' is already on line 1"),
    ("Alice\nB@b\n", "line 2: '@'"),
])
def test_a_bad_list_is_refused_naming_the_line(room, capsys, text, words):
    (room / "bad.txt").write_text(text, encoding="utf-8")
    assert run(room, names="bad.txt") == 2
    err = capsys.readouterr().err
    assert "bad.txt" in err and words in err
    assert Roster.load() is None and not (room / "out").exists()


@pytest.mark.parametrize("url", ["192.168.1.20:8866", "http://0.0.0.0:8866", "ftp://x",
                                 "http://host:port", "http://host:8866/?student=x"])
def test_a_url_students_cannot_open_is_refused(room, capsys, url):
    assert main(["--roster", str(room / "names.txt"), "--url", url, "--no-pdf",
                 "--out", str(room / "out")], root=room) == 2
    assert "URL=" in capsys.readouterr().err and Roster.load() is None


def test_a_file_that_is_not_text_is_said_in_words(room, capsys):
    (room / "bad.txt").write_bytes(b"\x98\x00\xff names")
    assert run(room, names="bad.txt") == 2
    assert "save it as plain UTF-8 text" in capsys.readouterr().err


def test_the_sheet_never_goes_where_the_server_serves(room, capsys):
    (room / "notebooks").mkdir()
    assert main(["--roster", str(room / "names.txt"), "--url", URL, "--no-pdf",
                 "--out", str(room / "notebooks" / "links")], root=room) == 2
    assert "notebooks/" in capsys.readouterr().err


def test_help_says_what_to_give():
    out = subprocess.run([sys.executable, "-m", "pinochle_teach.serve.class_links", "--help"],
                         capture_output=True, text=True, check=True).stdout
    assert re.search(r"--roster NAMES.TXT", out) and "--replace" in out and "--url" in out
