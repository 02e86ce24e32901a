"""Quiz progress storage (pinochle_teach.classroom.progress, also importable from its old
place pinochle_teach.widgets.progress): saved per quiz kind, atomically, reloaded, damaged
files kept aside with a message, CSV export; the data folder per platform."""

from __future__ import annotations

import csv
import io
import json
import os

import pytest

from pinochle_teach.errors import PinochleError
from pathlib import Path

from pinochle_teach.classroom import progress as progress_mod
from pinochle_teach.classroom.paths import user_data_dir
from pinochle_teach.classroom.store import CLASS_CSV_COLUMNS
from pinochle_teach.classroom.progress import (CSV_COLUMNS, ENV_VAR, FILE_NAME,
                                               MAX_NAME_LENGTH, NO_NAME, Progress,
                                               ProgressError, check_student_name,
                                               class_answers, class_csv_text,
                                               default_data_dir, export_class_csv,
                                               progress_file_name, student_files,
                                               student_key)


def _fill(p: Progress) -> None:
    p.record("meld", "easy", 1, True, time="2026-01-01T10:00:00+00:00")
    p.record("meld", "easy", 2, False, time="2026-01-01T10:01:00+00:00")
    p.record("legal_play", "hard", 7, True, time="2026-01-01T10:02:00+00:00")
    p.record("meld", "medium", 3, True, time="2026-01-01T10:03:00+00:00")


def test_answers_are_saved_per_kind_and_reload(tmp_path):
    p = Progress(tmp_path)
    assert p.path == tmp_path / FILE_NAME and p.answers() == []
    _fill(p)
    data = json.loads((tmp_path / FILE_NAME).read_text(encoding="utf-8"))
    assert data["format"] == "pinochle-teach/progress" and data["version"] == 1
    assert sorted(data["kinds"]) == ["legal_play", "meld"]
    assert [e["seed"] for e in data["kinds"]["meld"]] == [1, 2, 3]
    again = Progress(tmp_path / FILE_NAME)
    assert again.answers() == p.answers() and again.message == ""
    assert again.stats("meld") == (3, 2, 1, 1)
    assert again.stats("legal_play") == (1, 1, 1, 1)
    assert again.stats("bid") == (0, 0, 0, 0)


def test_streaks_count_right_answers_in_a_row(tmp_path):
    p = Progress(tmp_path)
    for ok in (True, True, True, False, True, True):
        p.record("bid", "easy", 0, ok)
    assert p.stats("bid") == (6, 5, 2, 3)


def test_each_answer_is_on_disk_at_once(tmp_path):
    """A crash or a closed tab right after an answer loses nothing."""
    p = Progress(tmp_path)
    p.record("meld", "easy", 5, True)
    assert Progress(tmp_path).answers() == p.answers()


def test_write_is_atomic_old_file_survives_a_failed_write(tmp_path, monkeypatch):
    p = Progress(tmp_path)
    _fill(p)
    before = (tmp_path / FILE_NAME).read_bytes()

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(progress_mod.os, "replace", broken_replace)
    p.record("meld", "hard", 9, True)  # no exception reaches the caller
    assert "could not be saved" in p.message and "No space left" in p.message
    assert (tmp_path / FILE_NAME).read_bytes() == before
    assert os.listdir(tmp_path) == [FILE_NAME]  # the temporary file was removed
    assert p.answers()[-1].seed == 9  # kept in memory for the session


def test_no_temporary_files_are_left_behind(tmp_path):
    p = Progress(tmp_path)
    _fill(p)
    assert os.listdir(tmp_path) == [FILE_NAME]


@pytest.mark.parametrize("content,why", [
    (b"{not json", "not valid JSON"),
    (b"[1, 2, 3]", "not a pinochle-teach progress file"),
    (b'{"format": "pinochle-teach/progress", "version": 99, "kinds": {}}', "version 99"),
    (b'{"format": "pinochle-teach/progress", "version": 1, "kinds": {"meld": [{"time": 1}]}}',
     "damaged"),
    (b'{"format": "pinochle-teach/progress", "version": 1, "kinds": {"meld": [{"time": "t", '
     b'"difficulty": "easy", "seed": "1", "correct": true}]}}', "damaged"),
    (b"\xff\xfe\x00garbage", "not text"),
])
def test_damaged_file_is_kept_aside_with_a_message(tmp_path, content, why):
    (tmp_path / FILE_NAME).write_bytes(content)
    p = Progress(tmp_path)
    assert why in p.message
    assert f"kept aside as {FILE_NAME}.corrupt-1" in p.message
    assert (tmp_path / f"{FILE_NAME}.corrupt-1").read_bytes() == content
    assert p.answers() == []
    p.record("meld", "easy", 1, True)
    assert Progress(tmp_path).stats("meld").answered == 1


def test_second_damaged_file_gets_the_next_backup_name(tmp_path):
    for n in (1, 2):
        (tmp_path / FILE_NAME).write_text("oops", encoding="utf-8")
        p = Progress(tmp_path)
        assert f"corrupt-{n}" in p.message
    assert sorted(os.listdir(tmp_path)) == [f"{FILE_NAME}.corrupt-1", f"{FILE_NAME}.corrupt-2"]


def test_two_open_quizzes_keep_each_others_answers(tmp_path):
    a, b = Progress(tmp_path), Progress(tmp_path)
    a.record("meld", "easy", 1, True)
    b.record("bid", "easy", 2, False)
    a.record("meld", "easy", 3, True)
    seeds = sorted(x.seed for x in Progress(tmp_path).answers())
    assert seeds == [1, 2, 3]


def test_unwritable_location_is_a_message_not_a_crash(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory", encoding="utf-8")
    p = Progress(blocker / "sub" / FILE_NAME)
    p.record("meld", "easy", 1, True)
    assert "could not be saved" in p.message and not p.saving
    p.record("meld", "easy", 2, False)  # still fine, in memory
    assert p.stats("meld").answered == 2


def test_environment_variable_chooses_the_directory(tmp_path, monkeypatch):
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "data"))
    assert default_data_dir() == tmp_path / "data"
    p = Progress()
    p.record("meld", "easy", 1, True)
    assert (tmp_path / "data" / FILE_NAME).exists()


def test_default_directory_is_the_platform_user_data_dir(monkeypatch):
    import platformdirs

    monkeypatch.delenv(ENV_VAR, raising=False)
    assert str(default_data_dir()) == platformdirs.user_data_dir("pinochle-teach",
                                                                 appauthor=False)


@pytest.mark.parametrize("platform, environ, expected", [
    ("linux", {}, "/home/ann/.local/share/pinochle-teach"),
    ("linux", {"XDG_DATA_HOME": "/data/ann"}, "/data/ann/pinochle-teach"),
    ("linux", {"XDG_DATA_HOME": "  "}, "/home/ann/.local/share/pinochle-teach"),
    ("emscripten", {}, "/home/ann/.local/share/pinochle-teach"),
    ("darwin", {"XDG_DATA_HOME": "/data/ann"},
     "/home/ann/Library/Application Support/pinochle-teach"),
    ("win32", {"LOCALAPPDATA": "/users/ann/local"}, "/users/ann/local/pinochle-teach"),
    ("win32", {}, "/home/ann/AppData/Local/pinochle-teach"),
])
def test_user_data_dir_per_platform(platform, environ, expected):
    assert user_data_dir("pinochle-teach", platform=platform, environ=environ,
                         home=Path("/home/ann")) == Path(expected)


def test_old_import_path_gives_the_same_storage():
    from pinochle_teach.widgets import Progress as from_widgets, ProgressError as err_widgets
    from pinochle_teach.widgets import progress as old

    assert from_widgets is old.Progress is Progress
    assert err_widgets is old.ProgressError is ProgressError
    assert old.class_answers is class_answers and old.ENV_VAR == ENV_VAR
    assert old.default_data_dir is default_data_dir


def test_storage_needs_no_widgets():
    code = ("import sys, pinochle_teach.classroom; "
            "print('ipywidgets' in sys.modules, 'platformdirs' in sys.modules)")
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["False", "False"]


def test_export_csv_one_row_per_answer(tmp_path):
    p = Progress(tmp_path)
    _fill(p)
    out = p.export_csv(tmp_path / "results.csv")
    rows = list(csv.reader(io.StringIO(out.read_text(encoding="utf-8"))))
    assert tuple(rows[0]) == CSV_COLUMNS
    assert rows[1:] == [
        [NO_NAME, "2026-01-01T10:00:00+00:00", "meld", "easy", "1", "1"],
        [NO_NAME, "2026-01-01T10:01:00+00:00", "meld", "easy", "2", "0"],
        [NO_NAME, "2026-01-01T10:02:00+00:00", "legal_play", "hard", "7", "1"],
        [NO_NAME, "2026-01-01T10:03:00+00:00", "meld", "medium", "3", "1"],
    ]


def test_export_to_a_bad_place_raises_progress_error(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("x", encoding="utf-8")
    with pytest.raises(ProgressError, match="could not write"):
        Progress(tmp_path).export_csv(blocker / "out.csv")


@pytest.mark.parametrize("args", [
    ("", "easy", 1, True), ("meld", None, 1, True), ("meld", "easy", "1", True),
    ("meld", "easy", True, True),
    ("meld", "easy", -1, True), ("meld", "easy", 10 ** 5000, True),  # none a file may hold
])
def test_bad_answer_values_raise(tmp_path, args):
    with pytest.raises(ProgressError) as err:
        Progress(tmp_path).record(*args)
    assert isinstance(err.value, PinochleError)


def test_bad_path_raises():
    with pytest.raises(ProgressError, match="path"):
        Progress(42)


# ---- one file per student (a class on one shared server) ---------------------------------

@pytest.mark.parametrize("typed,tidy", [
    ("Alex", "Alex"), ("  Anne   Marie ", "Anne Marie"), ("Anne-Marie 2", "Anne-Marie 2"),
    ("Zoë Ødegaard", "Zoë Ødegaard"), ("", ""), ("   ", ""), (None, ""),
    ("Ze\u0301lie", "Zélie"),  # e + combining accent is the same name as é
])
def test_student_names_are_tidied(typed, tidy):
    assert check_student_name(typed) == tidy


@pytest.mark.parametrize("bad,why", [
    ("a/b", "'/' cannot be part of a name"), ("../x", "'.' cannot be part"),
    ("Bob;rm", "';' cannot be part"), ("a\u200bb", "U+200B"), ("--", "no letter or digit"),
    ("x" * (MAX_NAME_LENGTH + 1), f"is {MAX_NAME_LENGTH + 1} characters long"),
    ("emoji 🂡", "cannot be part of a name"), ("nul\x00", "U+0000"), (42, "must be text"),
])
def test_refused_names_say_what_is_accepted(bad, why):
    with pytest.raises(ProgressError) as err:
        check_student_name(bad)
    assert isinstance(err.value, PinochleError)
    assert "letters, digits, spaces and hyphens" in str(err.value)
    assert why in str(err.value)


def test_a_name_gives_its_own_file_and_spelling_variants_are_one_student():
    assert progress_file_name("") == FILE_NAME
    assert progress_file_name("Anne Marie") == "progress-anne-marie.json"
    assert student_key("anne-marie") == student_key("ANNE  MARIE") == "anne-marie"
    assert student_key("Alex") != student_key("Alexa")


def test_students_do_not_mix(tmp_path):
    alex, bea, nobody = (Progress(tmp_path, student="Alex"), Progress(tmp_path, student="Bea"),
                         Progress(tmp_path))
    alex.record("meld", "easy", 1, True)
    bea.record("meld", "easy", 1, False)
    bea.record("meld", "easy", 2, False)
    nobody.record("bid", "easy", 3, True)
    assert alex.path == tmp_path / "progress-alex.json" and nobody.path == tmp_path / FILE_NAME
    assert Progress(tmp_path, student="alex").stats("meld") == (1, 1, 1, 1)
    assert Progress(tmp_path, student="BEA").stats("meld") == (2, 0, 0, 0)
    assert Progress(tmp_path).stats("meld").answered == 0
    saved = json.loads(alex.path.read_text(encoding="utf-8"))
    assert saved["student"] == "Alex"
    assert "student" not in json.loads(nobody.path.read_text(encoding="utf-8"))


def test_for_student_keeps_the_folder(tmp_path):
    p = Progress(tmp_path / "sub" / FILE_NAME)
    q = p.for_student("Cy")
    assert q.path == tmp_path / "sub" / "progress-cy.json" and q.student == "Cy"
    assert q.for_student("").path == tmp_path / "sub" / FILE_NAME
    with pytest.raises(ProgressError):
        p.for_student("C/y")


def test_bad_student_name_raises_before_anything_is_written(tmp_path):
    with pytest.raises(ProgressError):
        Progress(tmp_path, student="../../etc/passwd")
    assert os.listdir(tmp_path) == []


def test_class_export_covers_every_student_in_time_order(tmp_path):
    """The class export reads the class store, which imports these old files once: every
    named student's answers with the graded flag; the no-name file is not a student."""
    Progress(tmp_path, student="Bea").record("meld", "easy", 5, False,
                                             time="2026-01-01T10:02:00+00:00")
    Progress(tmp_path, student="Alex").record("meld", "easy", 5, True,
                                              time="2026-01-01T10:01:00+00:00")
    Progress(tmp_path).record("bid", "hard", 9, True, time="2026-01-01T10:03:00+00:00")
    Progress(tmp_path, student="Alex").record("bid", "easy", 6, False,
                                              time="2026-01-01T10:04:00+00:00")
    out, answers, students, problems = export_class_csv(tmp_path / "out" / "class.csv",
                                                        tmp_path)
    rows = list(csv.reader(io.StringIO(out.read_text(encoding="utf-8"))))
    assert tuple(rows[0]) == CLASS_CSV_COLUMNS
    assert [(r[0], r[2], r[4], r[6], r[7]) for r in rows[1:]] == [
        ("Alex", "meld", "5", "1", "1"), ("Bea", "meld", "5", "0", "1"),
        ("Alex", "bid", "6", "0", "1")]
    assert (answers, students) == (3, 2)
    assert len(problems) == 3 and all("imported from progress" in p for p in problems)
    assert class_csv_text(tmp_path) == out.read_text(encoding="utf-8")
    assert export_class_csv(tmp_path / "again.csv", tmp_path)[1:] == (3, 2, [])  # once


def test_class_export_sets_damaged_files_aside_with_a_note(tmp_path):
    Progress(tmp_path, student="Alex").record("meld", "easy", 1, True)
    damaged = tmp_path / "progress-bea.json"
    damaged.write_text("{half a file", encoding="utf-8")
    (tmp_path / "progress.json.corrupt-1").write_text("old", encoding="utf-8")
    (tmp_path / "results-alex.csv").write_text("not progress", encoding="utf-8")
    assert [p.name for p in student_files(tmp_path)] == ["progress-alex.json",
                                                        "progress-bea.json"]
    rows, problems = class_answers(tmp_path)
    assert [who for who, _ in rows] == ["Alex"]
    assert [p for p in problems if "progress-bea.json" in p] == [
        "progress-bea.json could not be read (it is not valid JSON: Expecting property name "
        "enclosed in double quotes at line 1), so it was kept aside as "
        "progress-bea.json.corrupt-1."]
    assert (tmp_path / "progress-bea.json.corrupt-1").read_text(encoding="utf-8") == (
        "{half a file")
    assert (tmp_path / "progress.json.corrupt-1").read_text(encoding="utf-8") == "old"


def test_class_export_of_an_empty_or_missing_folder(tmp_path):
    assert student_files(tmp_path / "missing") == []
    assert class_csv_text(tmp_path).splitlines() == [",".join(CLASS_CSV_COLUMNS)]
    assert class_csv_text(tmp_path / "missing").splitlines() == [",".join(CLASS_CSV_COLUMNS)]
    assert not (tmp_path / "missing").exists()


def test_make_results_script(tmp_path, capsys):
    import importlib.util
    from pathlib import Path

    script = Path(__file__).resolve().parents[1] / "scripts" / "class_results.py"
    spec = importlib.util.spec_from_file_location("class_results", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    Progress(tmp_path, student="Alex").record("meld", "easy", 1, True)
    Progress(tmp_path, student="Alex").record("meld", "easy", 2, False)
    Progress(tmp_path, student="Bea").record("meld", "easy", 1, True)
    assert module.main([str(tmp_path / "c.csv"), "--dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "Alex: 1 right of 2" in out and "Bea: 1 right of 1" in out
    assert "Wrote 3 answers of 2 students" in out
    assert len((tmp_path / "c.csv").read_text(encoding="utf-8").splitlines()) == 4


# ---- damaged files that broke the reader itself (issue 14 item 9) ------------------------

HEAD = b'{"format": "pinochle-teach/progress", "version": 1, "kinds": {"meld": [{"time": "t", '
#: A file holding an integer json.loads cannot read (over 4,300 digits: a ValueError that is
#: not a JSONDecodeError, so it has no .msg), one nested deeper than the parser recurses
#: (RecursionError), and a seed no quiz draws.
BROKEN = [
    (HEAD + b'"difficulty": "easy", "seed": ' + b"1" * 5000 + b', "correct": true}]}}',
     "a number too long"),
    (b"[" * 100_000, "nested too deeply"),
    (b'{"kinds": ' * 50_000, "nested too deeply"),
    (HEAD + b'"difficulty": "easy", "seed": ' + b"9" * 4000 + b', "correct": true}]}}',
     "damaged"),
    (HEAD + b'"difficulty": "easy", "seed": -1, "correct": true}]}}', "damaged"),
]


@pytest.mark.parametrize("content,why", BROKEN)
def test_a_file_the_json_reader_chokes_on_is_kept_aside(tmp_path, content, why):
    (tmp_path / FILE_NAME).write_bytes(content)
    p = Progress(tmp_path)
    assert why in p.message and f"kept aside as {FILE_NAME}.corrupt-1" in p.message
    assert (tmp_path / f"{FILE_NAME}.corrupt-1").read_bytes() == content
    assert p.answers() == []
    p.record("meld", "easy", 1, True)
    assert Progress(tmp_path).stats("meld").answered == 1


@pytest.mark.parametrize("content,why", BROKEN)
def test_the_quiz_renders_over_such_a_file(tmp_path, content, why):
    from pinochle_teach.widgets import QuizView

    from pinochle_teach.classroom.identity import Identity

    (tmp_path / progress_file_name("Alex")).write_bytes(content)
    view = QuizView("meld", seed=1, progress=tmp_path, identity=Identity("Alex", False, ""))
    assert view.question is not None and view.store.answers() == []
    # Kept aside for the teacher (make results says so), not a message on a student's page.
    assert (tmp_path / f"{progress_file_name('Alex')}.corrupt-1").read_bytes() == content
    assert any(why in note for note in view.store.notes)


@pytest.mark.parametrize("content,why", BROKEN)
def test_class_results_set_such_a_file_aside_and_count_the_others(tmp_path, capsys, content,
                                                                  why):
    import importlib.util

    Progress(tmp_path, student="Alex").record("meld", "easy", 1, True)
    damaged = tmp_path / "progress-bea.json"
    damaged.write_bytes(content)
    script = Path(__file__).resolve().parents[1] / "scripts" / "class_results.py"
    spec = importlib.util.spec_from_file_location("class_results", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main([str(tmp_path / "c.csv"), "--dir", str(tmp_path)]) == 0
    captured = capsys.readouterr()
    assert "Alex: 1 right of 1" in captured.out
    assert "progress-bea.json could not be read" in captured.err and why in captured.err
    assert "kept aside as progress-bea.json.corrupt-1" in captured.err
    assert (tmp_path / "progress-bea.json.corrupt-1").read_bytes() == content
