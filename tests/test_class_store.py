"""The class store (pinochle_teach.classroom.ClassStore, issue 16 items 2 and 3): one SQLite
file that many kernels write at once without losing an answer; the first answer to a
question is graded, later ones practice; old JSON progress files imported once; damaged or
foreign files kept aside with a message; bad arguments refused with nothing stored."""

from __future__ import annotations

import csv
import io
import multiprocessing
import os
import sqlite3
import subprocess
import sys

import pytest

from pinochle_teach.classroom import (ALONE, CLASS_CSV_COLUMNS, STORE_FILE, ClassStore,
                                      ClassStoreError, Progress, QuestionSeedError,
                                      export_class_csv, question_seed)
from pinochle_teach.errors import PinochleError

WORKERS = 4
RECORDS = 300
#: Who each writing process is: two tabs of one student, another student, a student alone.
WHO = ("Alex", "Alex", "Bea", None)


def _writer(path: str, worker: int, start) -> None:
    """One kernel: RECORDS answers back to back, as fast as it can, once all have started."""
    store = ClassStore(path)
    start.wait(60)
    for n in range(RECORDS):
        store.record(WHO[worker], "meld", "medium", n, f"{worker}:{n}", n % 3 == 0)


def test_many_processes_writing_at_full_speed_lose_no_answer(tmp_path):
    ctx = multiprocessing.get_context("spawn")  # fresh interpreters, as kernels are
    start = ctx.Event()
    path = str(tmp_path / STORE_FILE)
    ClassStore(path)  # the file exists before the race (the race to create it: below)
    procs = [ctx.Process(target=_writer, args=(path, w, start)) for w in range(WORKERS)]
    for p in procs:
        p.start()
    start.set()
    for p in procs:
        p.join(180)
    assert [p.exitcode for p in procs] == [0] * WORKERS
    answers = ClassStore(path).answers()
    assert len(answers) == WORKERS * RECORDS
    got = sorted((a.student, a.seed, a.answer, a.correct) for a in answers)
    want = sorted((WHO[w] or ALONE, n, f"{w}:{n}", n % 3 == 0)
                  for w in range(WORKERS) for n in range(RECORDS))
    assert got == want
    # Alex's two tabs answered every question: exactly one of the two answers is graded.
    for student in ("Alex", "Bea", ALONE):
        graded = [a.seed for a in answers if a.student == student and a.graded]
        assert sorted(graded) == list(range(RECORDS)), student
    assert sum(1 for a in answers if not a.graded) == RECORDS  # Alex's second tab's


def _opener(path: str, start, out) -> None:
    start.wait(60)
    store = ClassStore(path)
    out.put((len(store.answers()), store.message))


def test_kernels_opening_a_new_store_at_once_import_old_files_once(tmp_path):
    old = Progress(tmp_path, student="Cy")
    for n in range(5):
        old.record("bid", "easy", n, n % 2 == 0)
    ctx = multiprocessing.get_context("spawn")
    start, out = ctx.Event(), ctx.Queue()
    procs = [ctx.Process(target=_opener, args=(str(tmp_path), start, out))
             for _ in range(WORKERS)]
    for p in procs:
        p.start()
    start.set()
    for p in procs:
        p.join(120)
    assert [p.exitcode for p in procs] == [0] * WORKERS
    got = [out.get(timeout=10) for _ in procs]
    assert got == [(5, "")] * WORKERS  # each saw the import, none fell back to memory
    assert [a.seed for a in ClassStore(tmp_path).answers("Cy")] == [0, 1, 2, 3, 4]


# ---- graded and practice ---------------------------------------------------------------

def test_the_first_answer_to_a_question_is_graded_later_ones_are_practice():
    store = ClassStore(":memory:")
    first = store.record("Alex", "meld", "easy", 7, "120", False)
    again = store.record("Alex", "meld", "easy", 7, "140", True)
    assert (first.graded, again.graded) == (True, False)
    # Another difficulty, seed, kind or student is another question.
    assert store.record("Alex", "meld", "hard", 7, "120", True).graded
    assert store.record("Alex", "meld", "easy", 8, "120", True).graded
    assert store.record("Alex", "bid", "easy", 7, "yes", True).graded
    assert store.record("Bea", "meld", "easy", 7, "120", True).graded
    assert store.graded_answer("Alex", "meld", "easy", 7).answer == "120"
    assert store.graded_answer("Alex", "meld", "easy", 9) is None
    assert [a.answer for a in store.answers("Alex", kind="meld", graded=False)] == ["140"]
    # Re-answering never changes the graded result: still 0 right of 1 on question 7.
    assert store.stats("Alex", "meld") == (3, 2, 2, 2)
    assert store.stats("Bea", "meld") == (1, 1, 1, 1)


def test_answers_are_in_time_order_and_per_student():
    store = ClassStore(":memory:")
    store.record("Bea", "meld", "easy", 1, "20", True, time="2026-12-01T10:02:00+00:00")
    store.record("Alex", "meld", "easy", 1, "20", True, time="2026-12-01T10:01:00+00:00")
    store.record(None, "meld", "easy", 1, "20", True, time="2026-12-01T10:03:00+00:00")
    assert [a.student for a in store.answers()] == ["Alex", "Bea", ALONE]
    assert [a.student for a in store.answers("Bea")] == ["Bea"]
    assert [a.student for a in store.answers(ALONE)] == [ALONE]
    assert store.students() == ["Alex", "Bea"]  # a student alone is not one of the class


def test_class_csv_has_the_actual_answers_and_the_graded_flag(tmp_path):
    store = ClassStore(tmp_path)
    store.record("Alex", "meld", "easy", 1, "120", False, time="2026-12-01T10:00:00+00:00")
    store.record("Alex", "meld", "easy", 1, "140", True, time="2026-12-01T10:01:00+00:00")
    store.record(None, "meld", "easy", 1, "140", True, time="2026-12-01T10:02:00+00:00")
    store.record("Bea", "legal_play", "hard", 4, "Q♠ K♠", True,
                 time="2026-12-01T10:03:00+00:00")
    store.record("Bea", "meld", "easy", 81234567, "20", True, number=2,
                 time="2026-12-01T10:04:00+00:00")
    rows = list(csv.reader(io.StringIO(store.csv_text())))
    assert tuple(rows[0]) == CLASS_CSV_COLUMNS == (
        "student", "time", "kind", "difficulty", "seed", "answer", "correct", "graded",
        "number")
    assert rows[1:] == [
        ["Alex", "2026-12-01T10:00:00+00:00", "meld", "easy", "1", "120", "0", "1", ""],
        ["Alex", "2026-12-01T10:01:00+00:00", "meld", "easy", "1", "140", "1", "0", ""],
        ["Bea", "2026-12-01T10:03:00+00:00", "legal_play", "hard", "4", "Q♠ K♠", "1", "1", ""],
        ["Bea", "2026-12-01T10:04:00+00:00", "meld", "easy", "81234567", "20", "1", "1", "2"]]
    out, answers, students, problems = export_class_csv(tmp_path / "class.csv", tmp_path)
    assert out.read_text(encoding="utf-8") == store.csv_text()
    assert (answers, students, problems) == (4, 2, [])


def test_make_results_counts_graded_answers_and_not_the_student_alone(tmp_path, capsys):
    import importlib.util
    from pathlib import Path

    script = Path(__file__).resolve().parents[1] / "scripts" / "class_results.py"
    spec = importlib.util.spec_from_file_location("class_results", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    store = ClassStore(tmp_path)
    store.record("Alex", "meld", "easy", 1, "120", False)
    store.record("Alex", "meld", "easy", 1, "140", True)   # practice: not counted
    store.record("Alex", "meld", "easy", 2, "40", True)
    store.record(None, "meld", "easy", 1, "140", True)
    assert module.main([str(tmp_path / "c.csv"), "--dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "Alex: 1 right of 2 graded (1 practice answer)" in out
    assert "no name" not in out
    assert "Wrote 3 answers of 1 student" in out
    assert len((tmp_path / "c.csv").read_text(encoding="utf-8").splitlines()) == 4


# ---- bad arguments ---------------------------------------------------------------------

@pytest.mark.parametrize("args, why", [
    ((42, "meld", "easy", 1, "1", True), "a student must be a name"),
    (("A\x00x", "meld", "easy", 1, "1", True), "U+0000"),
    (("A\u200bx", "meld", "easy", 1, "1", True), "U+200B"),
    (("x" * 101, "meld", "easy", 1, "1", True), "at most 100 characters"),
    (("Alex", "poker", "easy", 1, "1", True), "unknown quiz kind 'poker'"),
    (("Alex", "meld", "expert", 1, "1", True), "unknown difficulty 'expert'"),
    (("Alex", "meld", "easy", -1, "1", True), "from 0 to"),
    (("Alex", "meld", "easy", "1", "1", True), "from 0 to"),
    (("Alex", "meld", "easy", True, "1", True), "got True"),
    (("Alex", "meld", "easy", 2**31, "1", True), "from 0 to 2,147,483,647"),
    (("Alex", "meld", "easy", 10**5000, "1", True), "a larger number"),
    (("Alex", "meld", "easy", 1, 120, True), "an answer is text"),
    (("Alex", "meld", "easy", 1, "9" * 3000, True), "3000 characters"),
    (("Alex", "meld", "easy", 1, "1", 1), "True or False"),
])
def test_bad_arguments_raise_a_clear_error_and_store_nothing(tmp_path, args, why):
    store = ClassStore(tmp_path)
    with pytest.raises(ClassStoreError) as err:
        store.record(*args)
    assert isinstance(err.value, PinochleError) and why in str(err.value)
    assert store.answers() == [] and ClassStore(tmp_path).answers() == []


@pytest.mark.parametrize("number", [-1, "3", True, 2**31, 2.0])
def test_a_bad_question_number_is_refused_and_nothing_stored(number):
    store = ClassStore(":memory:")
    with pytest.raises(ClassStoreError, match="a question number is a whole number"):
        store.record("Alex", "meld", "easy", 1, "1", True, number=number)
    assert store.answers() == []


# ---- question numbers (the number the student's page showed) --------------------------

def test_an_answer_keeps_the_question_number_the_student_saw():
    store = ClassStore(":memory:")
    seed = question_seed("class-a", "Alex", "meld", 3)
    saved = store.record("Alex", "meld", "easy", seed, "20", False, number=3)
    store.record("Alex", "meld", "easy", seed, "40", True, number=3)   # practice
    store.record("Bea", "meld", "easy", 9, "40", True)                  # number not given
    assert saved.number == 3
    assert [(a.seed, a.number, a.graded) for a in store.answers()] == [
        (seed, 3, True), (seed, 3, False), (9, None, True)]
    assert store.graded_answer("Alex", "meld", "easy", seed).number == 3
    # The public call without the number works as before, by position and by keyword.
    assert store.record(student="Cy", kind="bid", difficulty="hard", seed=4, answer="yes",
                        correct=True).graded


def _version_1_store(path):
    """A class store as version 1 made it: no number column, user_version 1."""
    con = sqlite3.connect(path)
    con.executescript("""
        CREATE TABLE answers (id INTEGER PRIMARY KEY, student TEXT NOT NULL,
            time TEXT NOT NULL, kind TEXT NOT NULL, difficulty TEXT NOT NULL,
            seed INTEGER NOT NULL, answer TEXT NOT NULL, correct INTEGER NOT NULL,
            graded INTEGER NOT NULL);
        CREATE UNIQUE INDEX graded_once ON answers (student, kind, difficulty, seed)
            WHERE graded = 1;
        CREATE INDEX by_student ON answers (student, time);
        CREATE TABLE imported (name TEXT NOT NULL, sha256 TEXT NOT NULL, time TEXT NOT NULL,
            answers INTEGER NOT NULL, PRIMARY KEY (name, sha256));
        PRAGMA application_id = 1347707763;  -- "PTcs"
        PRAGMA user_version = 1;
        INSERT INTO answers (student, time, kind, difficulty, seed, answer, correct, graded)
            VALUES ('Alex', '2026-11-30T10:00:00+00:00', 'meld', 'easy', 12345, '70', 0, 1);
    """)
    con.commit()
    con.close()


def test_a_version_1_store_is_read_and_gains_question_numbers(tmp_path):
    path = tmp_path / STORE_FILE
    _version_1_store(path)
    store = ClassStore(path)
    assert store.message == "" and store.saving
    [old] = store.answers()
    assert (old.student, old.seed, old.answer, old.graded, old.number) == (
        "Alex", 12345, "70", True, None)
    # The old graded answer still counts: the same question again is practice.
    assert not store.record("Alex", "meld", "easy", 12345, "80", True, number=5).graded
    assert store.record("Alex", "meld", "easy", 777, "80", True, number=6).number == 6
    again = ClassStore(path)  # opened again (another kernel): nothing changes
    assert [(a.seed, a.number) for a in again.answers()] == [(12345, None), (12345, 5),
                                                             (777, 6)]
    con = sqlite3.connect(path)
    # Brought up to the current version (4: the shared tables and their presence too).
    assert con.execute("PRAGMA user_version").fetchone()[0] == 4
    assert {"table_actions", "table_seats", "shared_tables", "table_records"} <= {
        r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    # A program that knows nothing of the number column still writes the store.
    con.execute("INSERT INTO answers (student, time, kind, difficulty, seed, answer, "
                "correct, graded) VALUES ('Bea', '2026-12-01T10:00:00+00:00', 'bid', "
                "'easy', 3, 'no', 1, 1)")
    con.commit()
    con.close()
    assert [(a.student, a.number) for a in again.answers("Bea")] == [("Bea", None)]


def test_a_bad_time_or_path_is_refused():
    with pytest.raises(ClassStoreError, match="ISO 8601"):
        ClassStore(":memory:").record("Alex", "meld", "easy", 1, "1", True, time="noon")
    with pytest.raises(ClassStoreError, match="path"):
        ClassStore(42)
    with pytest.raises(ClassStoreError, match="graded must be"):
        ClassStore(":memory:").answers(graded="yes")


# ---- old progress files ----------------------------------------------------------------

def _old_files(folder):
    alex = Progress(folder, student="Alex")
    alex.record("meld", "easy", 1, False, time="2026-11-01T10:00:00+00:00")
    alex.record("meld", "easy", 1, True, time="2026-11-01T10:01:00+00:00")  # re-answered
    alex.record("bid", "easy", 2, True, time="2026-11-01T10:02:00+00:00")
    Progress(folder).record("meld", "hard", 3, True, time="2026-11-01T10:03:00+00:00")
    return alex.path, folder / "progress.json"


def test_old_progress_files_are_imported_once(tmp_path):
    alex_file, alone_file = _old_files(tmp_path)
    original = alex_file.read_bytes()
    store = ClassStore(tmp_path)
    got = [(a.student, a.kind, a.seed, a.answer, a.correct, a.graded) for a in store.answers()]
    assert got == [("Alex", "meld", 1, "", False, True), ("Alex", "meld", 1, "", True, False),
                   ("Alex", "bid", 2, "", True, True), (ALONE, "meld", 3, "", True, True)]
    assert sorted(store.imported_files()) == ["progress-alex.json", "progress.json"]
    assert not alex_file.exists() and not alone_file.exists()
    assert (tmp_path / "progress-alex.json.imported-1").read_bytes() == original
    assert any("3 answers of Alex imported from progress-alex.json" in n for n in store.notes)
    assert store.message == ""  # nothing a student needs to read (and no other name)
    # Opened again, and even with the same file put back, nothing is imported twice.
    alex_file.write_bytes(original)
    again = ClassStore(tmp_path)
    assert len(again.answers()) == 4 and again.notes == []
    # An old quiz that wrote a new file since: its answers come in (once).
    Progress(tmp_path, student="Alex").record("meld", "easy", 1, True)
    assert len(ClassStore(tmp_path).answers("Alex")) == 4
    assert ClassStore(tmp_path).answers("Alex")[-1].graded is False  # seed 1: answered


@pytest.mark.parametrize("content, why", [
    (b"{half a file", "not valid JSON"),
    (b'{"format": "somebody-else/notes", "version": 1}', "not a pinochle-teach progress file"),
    (b"\xff\xfe\x00", "not text"),
    (b"[" * 100_000, "nested too deeply"),
])
def test_damaged_or_foreign_files_are_kept_aside_with_a_message(tmp_path, content, why):
    Progress(tmp_path, student="Alex").record("meld", "easy", 1, True)
    (tmp_path / "progress-bea.json").write_bytes(content)
    store = ClassStore(tmp_path)
    assert [a.student for a in store.answers()] == ["Alex"]
    assert (tmp_path / "progress-bea.json.corrupt-1").read_bytes() == content
    assert not (tmp_path / "progress-bea.json").exists()
    note = next(n for n in store.notes if "progress-bea.json" in n)
    assert why in note and "kept aside as progress-bea.json.corrupt-1" in note
    rows = export_class_csv(tmp_path / "c.csv", tmp_path)[0]
    assert rows.exists()


@pytest.mark.parametrize("content", [b"this is not a database" * 100, "foreign"])
def test_a_damaged_or_foreign_store_file_is_kept_aside(tmp_path, content):
    path = tmp_path / STORE_FILE
    if content == "foreign":
        con = sqlite3.connect(path)
        con.execute("CREATE TABLE notes (x)")
        con.commit()
        con.close()
        content = path.read_bytes()
    else:
        path.write_bytes(content)
    store = ClassStore(tmp_path)
    assert "kept aside as class.sqlite3.corrupt-1" in store.message
    assert (tmp_path / "class.sqlite3.corrupt-1").read_bytes() == content
    assert store.record("Alex", "meld", "easy", 1, "1", True).graded
    assert len(ClassStore(tmp_path).answers()) == 1 and store.saving


def test_an_unwritable_place_keeps_answers_for_the_session(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    store = ClassStore(blocker / "sub" / STORE_FILE)
    assert not store.saving and "kept for this session only" in store.message
    assert store.record("Alex", "meld", "easy", 1, "1", True).graded
    assert not store.record("Alex", "meld", "easy", 1, "1", True).graded
    assert len(store.answers()) == 2


def test_the_store_is_in_wal_mode(tmp_path):
    ClassStore(tmp_path)
    con = sqlite3.connect(tmp_path / STORE_FILE)
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    con.close()


# ---- each student's own questions -------------------------------------------------------

def test_a_student_alone_keeps_todays_question_numbers():
    assert [question_seed("", None, "meld", n) for n in (0, 1, 2, 99)] == [0, 1, 2, 99]
    assert question_seed("class-1", None, "meld", 5) == 5
    assert question_seed("", "Alex", "meld", 5) == 5


def test_each_student_of_a_class_gets_their_own_questions():
    alex = [question_seed("class-1", "Alex", "meld", n) for n in range(1, 51)]
    bea = [question_seed("class-1", "Bea", "meld", n) for n in range(1, 51)]
    other = [question_seed("class-2", "Alex", "meld", n) for n in range(1, 51)]
    kind = [question_seed("class-1", "Alex", "bid", n) for n in range(1, 51)]
    assert all(0 <= s <= 2**31 - 1 for s in alex + bea)
    assert len(set(alex)) == 50
    for seq in (bea, other, kind):  # neighbours', another class's, another quiz's numbers
        assert sum(a == b for a, b in zip(alex, seq)) == 0
    assert alex != list(range(1, 51))  # not the printed worksheet's numbers


def test_question_seeds_are_the_same_in_every_process():
    """A kernel restarted (or another computer) gives the student the same questions: no
    per-process randomness such as Python's str hash."""
    code = ("from pinochle_teach.classroom import question_seed; "
            "print(question_seed('class-1', 'Zoë', 'legal_play', 12))")
    runs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           check=True, env={**os.environ, "PYTHONHASHSEED": str(h)}
                           ).stdout.strip() for h in (1, 2)}
    assert runs == {str(question_seed("class-1", "Zoë", "legal_play", 12))}


@pytest.mark.parametrize("args", [(None, "Alex", "meld", 1), ("c", 7, "meld", 1),
                                  ("c", "Alex", None, 1), ("c", "Alex", "meld", -1),
                                  ("c", "Alex", "meld", "1"), ("c", "Alex", "meld", True)])
def test_bad_question_seed_arguments_raise(args):
    with pytest.raises(QuestionSeedError) as err:
        question_seed(*args)
    assert isinstance(err.value, PinochleError)


def test_a_version_2_store_gains_the_shared_tables_and_keeps_its_answers(tmp_path):
    path = tmp_path / STORE_FILE
    ClassStore(path).record("Alex", "meld", "easy", 5, "70", True, number=1)
    con = sqlite3.connect(path)  # as version 2 left it: no shared tables
    for table in ("shared_tables", "table_seats", "table_actions", "table_records",
                  "table_presence"):
        con.execute(f"DROP TABLE {table}")
    con.execute("PRAGMA user_version = 2")
    con.commit()
    con.close()
    store = ClassStore(path)
    assert [(a.student, a.seed, a.number) for a in store.answers()] == [("Alex", 5, 1)]
    from pinochle_teach.classroom import SharedTable

    table = SharedTable(store, "Table 1", seed=3)
    assert table.join("Alex") == 0 and ClassStore(path).query(
        "PRAGMA user_version") == [(4,)]


def test_a_version_3_store_gains_presence_and_keeps_its_tables(tmp_path):
    """Version 4 added ``table_presence``; a version 3 store's table, seats and moves stay."""
    from pinochle_teach.classroom import SharedTable

    path = tmp_path / STORE_FILE
    table = SharedTable(ClassStore(path), "Table 1", seed=3)
    table.join("Alex")
    table.start()
    moved = table.seq
    con = sqlite3.connect(path)  # as version 3 left it: no presence
    con.execute("DROP TABLE table_presence")
    con.execute("PRAGMA user_version = 3")
    con.commit()
    con.close()
    again = SharedTable(ClassStore(path), "Table 1")
    assert again.seats() == {0: "Alex"} and again.seq >= moved
    assert ClassStore(path).query("PRAGMA user_version") == [(4,)]
    again.here("Alex", now=True)
    assert again.away_seats() == set()
