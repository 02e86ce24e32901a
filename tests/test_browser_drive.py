"""Quiz progress in JupyterLite: on its drive (``/drive``, the student's files, which the
browser keeps across reloads) when the kernel mounted it, else in the tab's memory, and the
score line says which. SQLite cannot work on that file system (tried in Chromium: "disk I/O
error" in WAL mode, "database disk image is malformed" otherwise), so a store there is kept
in memory and written whole to its file after each write; a reload reads it back.

Pyodide is imitated here (``sys.platform`` "emscripten", the drive a temporary folder); the
real drive is tried in tests/lite/ (``make test-lite``).
"""

from __future__ import annotations

import sqlite3
import sys

import pytest

from pinochle_teach.classroom import ENV_VAR, STORE_FILE, ClassStore, default_data_dir
from pinochle_teach.classroom import paths
from pinochle_teach.classroom.identity import Identity
from pinochle_teach.widgets.quiz_view import QuizView
from pinochle_teach.widgets.quiz_view.markup import SAVED_IN_BROWSER, SAVED_IN_TAB

from test_quiz_view import answer

ALONE_ID = Identity(None, False, "")


@pytest.fixture
def in_pyodide(monkeypatch, tmp_path):
    monkeypatch.delenv(ENV_VAR, raising=False)
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(paths, "BROWSER_DRIVE", tmp_path / "drive")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    return tmp_path / "drive"


def test_with_the_drive_mounted_the_data_folder_is_on_it(in_pyodide):
    in_pyodide.mkdir()
    assert default_data_dir() == in_pyodide / "pinochle-teach"


def test_without_the_drive_the_data_folder_stays_in_the_home(in_pyodide, tmp_path):
    assert default_data_dir() == tmp_path / "home" / ".local" / "share" / "pinochle-teach"
    store = ClassStore()
    assert not store.in_browser


def test_the_teachers_own_folder_still_wins(in_pyodide, monkeypatch, tmp_path):
    in_pyodide.mkdir()
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "class"))
    assert default_data_dir() == tmp_path / "class"


def test_a_store_on_the_drive_survives_a_reload(in_pyodide):
    in_pyodide.mkdir()
    store = ClassStore()
    assert store.in_browser and store.saving
    assert store.record(None, "meld", "easy", 3, "120", True).graded
    file = in_pyodide / "pinochle-teach" / STORE_FILE
    # Only the database file is on the drive: no journal, no WAL beside it.
    assert sorted(p.name for p in file.parent.iterdir()) == [STORE_FILE]
    # The file is a whole SQLite database, readable by any SQLite.
    con = sqlite3.connect(file)
    assert con.execute("SELECT answer, graded FROM answers").fetchall() == [("120", 1)]
    con.close()
    # A reload: a new kernel opens the store again and finds the answer graded already.
    again = ClassStore()
    assert [a.answer for a in again.answers(None, graded=True)] == ["120"]
    assert not again.record(None, "meld", "easy", 3, "130", False).graded
    assert len(ClassStore().answers()) == 2


def test_a_damaged_file_on_the_drive_is_kept_aside(in_pyodide):
    folder = in_pyodide / "pinochle-teach"
    folder.mkdir(parents=True)
    (folder / STORE_FILE).write_bytes(b"not a database at all" * 10)
    store = ClassStore()
    assert "kept aside" in store.message
    assert store.record(None, "meld", "easy", 3, "120", True).graded
    assert len(ClassStore().answers()) == 1


def test_the_score_line_says_the_answers_last_in_this_browser(in_pyodide):
    in_pyodide.mkdir()
    view = QuizView("meld", seed=30, progress="auto", identity=ALONE_ID)
    answer(view)
    view.check_button.click()
    assert f"{SAVED_IN_BROWSER}: 1 right of 1" in view.score_view.value
    assert SAVED_IN_TAB not in view.score_view.value
    # After a reload, the new page shows what was saved before.
    reloaded = QuizView("meld", seed=30, progress="auto", identity=ALONE_ID)
    assert f"{SAVED_IN_BROWSER}: 1 right of 1" in reloaded.score_view.value


def test_without_the_drive_the_score_line_says_a_reload_forgets(in_pyodide):
    view = QuizView("meld", seed=30, progress="auto", identity=ALONE_ID)
    answer(view)
    view.check_button.click()
    assert f"{SAVED_IN_TAB}: 1 right of 1" in view.score_view.value
