"""The class store: every quiz answer of every student, in one SQLite file (standard library
``sqlite3``), safe for many kernels writing at once.

A class on one voila server runs a kernel per page per student, all writing to the same data
folder. The store is one SQLite database (default ``<data folder>/class.sqlite3``, the folder
:func:`~.paths.default_data_dir` names) in WAL mode: each :meth:`ClassStore.record` is one
``BEGIN IMMEDIATE`` transaction, and a writer that finds the file busy waits (up to
:data:`BUSY_TIMEOUT` seconds) instead of failing, so concurrent writers lose nothing.

**Graded and practice.** The first answer a student gives to a question (a quiz kind,
difficulty and seed) is *graded*; every later answer to the same question is *practice*
(:attr:`Answer.graded` False). The choice is made inside the writing transaction (and a
unique index allows one graded answer per question and student), so two tabs answering the
same question at the same instant still grade only one.

**Students.** A student is their name as the roster (or the hub) gives it. ``None`` or
``""`` is a student alone (no roster: practice at their own computer); those answers are
stored under ``""`` (:data:`ALONE`) and are not a student of the class:
:meth:`ClassStore.students` and the class exports leave them out.

**Old progress files.** The JSON files of earlier versions (:mod:`.progress`:
``progress.json``, ``progress-<name>.json``) in the store's folder are imported once when a
store opens: each file's answers are added (graded by the same first-answer rule, with no
recorded answer text), the file's name and SHA-256 are remembered in the store, and the file
is renamed ``<name>.imported-1``. A damaged or foreign file is kept aside as
``<name>.corrupt-1`` (:func:`.progress.set_aside`) and :attr:`ClassStore.message` says so.

**In the browser.** SQLite cannot work on the file system JupyterLite's kernel mounts at
``/drive`` (the student's files, kept by the browser across reloads). A store there keeps its
database in memory, read from the file when it opens, and writes the whole database back to
the file after each write transaction (:attr:`ClassStore.in_browser` is True).

**Question numbers.** Besides its seed, an answer keeps the question number the student's
page showed ("Question # 3"; :attr:`Answer.number`), so the teacher sees the question as the
student saw it. Stores made before numbers were kept (schema version 1) gain the column
when they are first opened (their old answers have ``number`` None); programs that do not
know the column still read and write the store.

**Shared tables.** The same file keeps the shared tables of :mod:`.tables` (schema version
3): each table's settings, its seats and its actions in order, and the record of every
finished hand (``shared_tables``, ``table_seats``, ``table_actions``, ``table_records``);
version 4 added which students' pages are at their table now (``table_presence``).
Stores of versions 1 to 3 gain those tables when they are first opened; answers are not
touched.

>>> store = ClassStore(":memory:")
>>> store.record("Alex", "meld", "easy", 3, "120", True).graded
True
>>> store.record("Alex", "meld", "easy", 3, "130", False).graded
False
>>> [a.answer for a in store.answers("Alex", graded=True)]
['120']
"""

from __future__ import annotations

import csv
import hashlib
import io
import os
import unicodedata
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import NamedTuple

try:
    import sqlite3
except ImportError:  # pragma: no cover - a Python built without it (Pyodide 314 has it)
    sqlite3 = None

from ..errors import PinochleError
from ..quiz import DIFFICULTIES, GENERATORS, MAX_QUIZ_SEED
from .paths import default_data_dir, on_browser_drive
from .progress import (KindStats, UnreadableProgress, parse_progress, set_aside,
                       student_files, write_atomic)

__all__ = ["ClassStore", "Answer", "ClassStoreError", "STORE_FILE", "ALONE", "BUSY_TIMEOUT",
           "CLASS_CSV_COLUMNS", "MAX_STUDENT_LENGTH", "MAX_ANSWER_LENGTH", "check_student",
           "answers_csv"]

#: The store's file name inside the class data folder.
STORE_FILE = "class.sqlite3"
#: How answers of a student alone (no roster, no name) are stored.
ALONE = ""
#: Seconds a writer waits for another writer before giving up.
BUSY_TIMEOUT = 30.0
#: How many times opening a busy store is tried before its answers are kept in memory.
OPEN_TRIES = 20
#: Columns of the class CSV (:meth:`ClassStore.csv_text`), in order; ``correct`` and
#: ``graded`` are 1 or 0, ``answer`` what the student answered as the quiz showed it.
#: ``number`` is the question number the student's page showed ("" where not recorded).
CLASS_CSV_COLUMNS = ("student", "time", "kind", "difficulty", "seed", "answer", "correct",
                     "graded", "number")
#: The longest student name and answer text accepted, in characters.
MAX_STUDENT_LENGTH = 100
MAX_ANSWER_LENGTH = 2000
#: SQLite's application_id of a class store ("PTcs"), so a foreign database is recognised.
APPLICATION_ID = 0x50546373
SCHEMA_VERSION = 4

_SCHEMA = """
CREATE TABLE IF NOT EXISTS answers (
    id INTEGER PRIMARY KEY,
    student TEXT NOT NULL,
    time TEXT NOT NULL,
    kind TEXT NOT NULL,
    difficulty TEXT NOT NULL,
    seed INTEGER NOT NULL,
    answer TEXT NOT NULL,
    correct INTEGER NOT NULL,
    graded INTEGER NOT NULL,
    number INTEGER
);
CREATE UNIQUE INDEX IF NOT EXISTS graded_once
    ON answers (student, kind, difficulty, seed) WHERE graded = 1;
CREATE INDEX IF NOT EXISTS by_student ON answers (student, time);
CREATE TABLE IF NOT EXISTS imported (
    name TEXT NOT NULL,
    sha256 TEXT NOT NULL,
    time TEXT NOT NULL,
    answers INTEGER NOT NULL,
    PRIMARY KEY (name, sha256)
);
"""

#: The shared tables' part of the store (:mod:`.tables`; schema version 3, and 4 added
#: ``table_presence``: until when each seated student's page counts as here). An action's
#: place in its table (``seq``, 0 for the first) is part of the primary key, so two
#: kernels can never both write the action at one place.
_TABLES_SCHEMA = """
CREATE TABLE IF NOT EXISTS shared_tables (
    name TEXT PRIMARY KEY,
    settings TEXT NOT NULL,
    time TEXT NOT NULL,
    started TEXT
);
CREATE TABLE IF NOT EXISTS table_seats (
    table_name TEXT NOT NULL,
    seat INTEGER NOT NULL,
    student TEXT NOT NULL,
    time TEXT NOT NULL,
    PRIMARY KEY (table_name, seat),
    UNIQUE (table_name, student)
);
CREATE TABLE IF NOT EXISTS table_actions (
    table_name TEXT NOT NULL,
    seq INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    student TEXT NOT NULL,
    time TEXT NOT NULL,
    PRIMARY KEY (table_name, seq)
);
CREATE TABLE IF NOT EXISTS table_records (
    table_name TEXT NOT NULL,
    hand INTEGER NOT NULL,
    record TEXT NOT NULL,
    time TEXT NOT NULL,
    PRIMARY KEY (table_name, hand)
);
CREATE TABLE IF NOT EXISTS table_presence (
    table_name TEXT NOT NULL,
    student TEXT NOT NULL,
    until REAL NOT NULL,
    PRIMARY KEY (table_name, student)
);
"""



def answers_csv(answers, number=None) -> str:
    """``answers`` (:class:`Answer` rows, in the order given) as CSV text with the columns
    of :data:`CLASS_CSV_COLUMNS`: ``correct`` and ``graded`` as 1 or 0, ``number`` (the
    question number the student's page showed) as ``number(answer)`` gives it (default:
    as stored), "" where it is not known."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(CLASS_CSV_COLUMNS)
    for a in answers:
        n = a.number if number is None else number(a)
        w.writerow([a.student, a.time, a.kind, a.difficulty, a.seed, a.answer,
                    int(a.correct), int(a.graded), "" if n is None else n])
    return buf.getvalue()

class ClassStoreError(PinochleError):
    """An answer or a setting the class store cannot take (the message says what is
    accepted), or a store that cannot be written."""


class Answer(NamedTuple):
    """One answer as stored: the student (``""`` for a student alone), when (UTC, ISO 8601
    to the second), the question (kind, difficulty, seed), what was answered (as the quiz
    showed it; ``""`` for answers imported from old progress files, which did not keep it),
    whether it was right, and whether it is graded (the student's first answer to that
    question) or practice; and the question number the student's page showed for it (None
    for answers stored before numbers were kept)."""

    student: str
    time: str
    kind: str
    difficulty: str
    seed: int
    answer: str
    correct: bool
    graded: bool
    number: "int | None" = None


def check_student(student) -> str:
    """A student's name as the store keeps it: text in Unicode NFC form with runs of
    spaces made one and none around it; ``None`` or ``""`` is :data:`ALONE`.

    Raises:
        ClassStoreError: for a name that is not text, is longer than
            :data:`MAX_STUDENT_LENGTH` characters, or holds a control or invisible character.
    """
    if student is None:
        return ALONE
    if not isinstance(student, str):
        raise ClassStoreError(f"a student must be a name (text) or None for a student alone, "
                              f"got {student!r}")
    tidy = " ".join(unicodedata.normalize("NFC", student).split())
    if len(tidy) > MAX_STUDENT_LENGTH:
        raise ClassStoreError(f"a student's name is at most {MAX_STUDENT_LENGTH} characters, "
                              f"got {len(tidy)}")
    for ch in tidy:
        if not ch.isprintable():
            raise ClassStoreError(f"a student's name cannot hold U+{ord(ch):04X} (a control "
                                  "or invisible character): use letters, digits and spaces")
    return tidy


def _check_question(kind, difficulty, seed) -> None:
    if kind not in GENERATORS:
        raise ClassStoreError(f"unknown quiz kind {kind!r}: use one of {', '.join(GENERATORS)}")
    if difficulty not in DIFFICULTIES:
        raise ClassStoreError(f"unknown difficulty {difficulty!r}: use one of "
                              f"{', '.join(DIFFICULTIES)}")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_QUIZ_SEED:
        shown = repr(seed) if not isinstance(seed, int) or seed.bit_length() < 64 else (
            "a larger number")
        raise ClassStoreError(f"a question's seed is a whole number from 0 to "
                              f"{MAX_QUIZ_SEED:,}, got {shown}")


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


#: The columns an :class:`Answer` is read from, in its order.
_COLUMNS = "student, time, kind, difficulty, seed, answer, correct, graded, number"


def _row(row) -> Answer:
    student, time, kind, difficulty, seed, answer, correct, graded, number = row
    return Answer(student, time, kind, difficulty, seed, answer, bool(correct), bool(graded),
                  number)


class ClassStore:
    """Every quiz answer of a class, in one SQLite file.

    Args:
        path: the SQLite file; a directory (its ``class.sqlite3``); ``":memory:"`` for a
            store that lasts as long as the object (nothing saved); ``None`` for
            ``<data folder>/class.sqlite3`` (:func:`~.paths.default_data_dir`). The folder is
            created if needed.
        import_progress: import the old JSON progress files of the store's folder (once);
            default True.

    Attributes:
        path: the SQLite file (:class:`pathlib.Path`), or None for ``":memory:"``.
        message: "" or a sentence for the student about the store itself: a damaged store
            file kept aside, or a store that could not be opened (its answers are then kept
            in memory for the session: :attr:`saving` is False). It names no other student.
        notes: sentences for the teacher about opening the store (old progress files
            imported or kept aside as damaged, and :attr:`message`).
        saving: False when the answers are not saved to a file.
        in_browser: True when the file is on JupyterLite's drive (see the module's text).

    Raises:
        ClassStoreError: for a ``path`` that is not a path, or when this Python has no
            ``sqlite3`` module.
    """

    def __init__(self, path: "str | os.PathLike | None" = None, *,
                 import_progress: bool = True):
        if path == ":memory:":
            self.path = None
        else:
            try:
                p = default_data_dir() / STORE_FILE if path is None else Path(path).expanduser()
            except TypeError:
                raise ClassStoreError(f"the class store's path must be a file or folder path, "
                                      f"got {path!r}") from None
            self.path = p / STORE_FILE if p.is_dir() or not p.suffix else p
        if sqlite3 is None:  # pragma: no cover - a Python built without sqlite3
            raise ClassStoreError("this Python has no sqlite3 module, so answers cannot be "
                                  "stored")
        self.message = ""
        self.notes: list[str] = []
        self.saving = self.path is not None
        self.in_browser = self.path is not None and on_browser_drive(self.path)
        self._con = None
        self._pid = None
        for attempt in range(OPEN_TRIES):
            try:
                self._open()
                break
            except sqlite3.OperationalError as err:
                # Busy: kernels creating the file at the same instant (switching it to WAL
                # mode can be refused at once rather than waited for). Try again.
                self._drop_connection()
                if self.path is None or attempt == OPEN_TRIES - 1:
                    self._fall_back(err)
            except (OSError, sqlite3.Error) as err:
                if self.path is None:
                    raise
                self._fall_back(err)
                break
        if import_progress and self.saving:
            self._import_progress_files()

    # ---- the connection ----------------------------------------------------------------
    def _connection(self):
        """This process's connection (a process started by fork opens its own)."""
        if self._con is not None and self._pid == os.getpid():
            return self._con
        if self.path is None or self.in_browser:
            con = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
            if self.in_browser and self.path.exists():
                con.deserialize(self.path.read_bytes())
        else:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            con = sqlite3.connect(str(self.path), timeout=BUSY_TIMEOUT, isolation_level=None,
                                  check_same_thread=False)
            try:
                con.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT * 1000)}")
                _refuse_foreign(con)  # before WAL mode changes anything in the file
                con.execute("PRAGMA journal_mode = WAL")
            except sqlite3.Error:
                con.close()
                raise
        self._con, self._pid = con, os.getpid()
        return con

    def _open(self) -> None:
        """Open the file and create its tables, or bring an older store's up to date (in
        one transaction, so kernels opening it at once do it once); a database of another
        program is refused (sqlite3.DatabaseError)."""
        with self._write() as con:
            _refuse_foreign(con)
            if con.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
                for statement in (_SCHEMA + _TABLES_SCHEMA).split(";"):
                    if statement.strip():
                        con.execute(statement)
                con.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                con.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            elif con.execute("PRAGMA user_version").fetchone()[0] < SCHEMA_VERSION:
                columns = {r[1] for r in con.execute("PRAGMA table_info(answers)")}
                if "number" not in columns:  # version 1: no question numbers
                    con.execute("ALTER TABLE answers ADD COLUMN number INTEGER")
                for statement in _TABLES_SCHEMA.split(";"):  # 2: no tables, 3: no presence
                    if statement.strip():
                        con.execute(statement)
                con.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    @contextmanager
    def _write(self):
        """One write transaction (``BEGIN IMMEDIATE``: the write lock is taken first, and a
        busy store is waited for), committed at the end or rolled back on an error."""
        con = self._connection()  # used by one thread at a time (a kernel's loop)
        con.execute("BEGIN IMMEDIATE")
        try:
            yield con
            con.execute("COMMIT")
            if self.in_browser:
                self._save_to_drive(con)
        except BaseException:
            if not con.in_transaction:
                raise
            try:
                con.execute("ROLLBACK")
            except sqlite3.Error:
                self._drop_connection()  # a new connection next time
            raise

    def _save_to_drive(self, con) -> None:
        """The in-memory database written over its file on the browser's drive (one write:
        that file system has no atomic rename to rely on)."""
        data = con.serialize()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with open(self.path, "wb") as f:
            f.write(data)

    def _read(self, sql: str, args=()) -> list:
        return self._connection().execute(sql, args).fetchall()

    def transaction(self):
        """A write transaction on the store's database, for the modules of this package
        that keep their own tables in it (:mod:`.tables`): a context manager giving the
        ``sqlite3`` connection, ``BEGIN IMMEDIATE`` on entry (a busy store is waited for up
        to :data:`BUSY_TIMEOUT` seconds), committed on exit, rolled back on an error."""
        return self._write()

    def query(self, sql: str, args=()) -> list:
        """The rows of one read-only SQL statement (a consistent snapshot), for the same
        modules as :meth:`transaction`."""
        return self._read(sql, args)

    def _drop_connection(self) -> None:
        if self._con is not None:
            self._con.close()
        self._con = None

    def _fall_back(self, err) -> None:
        """The file cannot be used: a file that is not a class store is kept aside and a new
        one started; otherwise the answers are kept in memory for the session.
        :attr:`message` says which."""
        why = getattr(err, "strerror", None) or str(err)
        self._drop_connection()
        if (isinstance(err, sqlite3.DatabaseError)
                and not isinstance(err, sqlite3.OperationalError) and self.path.exists()):
            try:
                backup = set_aside(self.path)
                self._open()
            except (OSError, sqlite3.Error):
                self._drop_connection()
            else:
                self.message = (f"The class's answers file could not be read ({why}), so "
                                f"it was kept aside as {backup.name} and a new one was "
                                "started.")
                self.notes.append(self.message)
                return
        self.message = (f"Your answers cannot be saved ({why}); they are kept for this "
                        "session only.")
        self.notes.append(f"The answers cannot be saved to {self.path} ({why}).")
        self.path, self.saving, self.in_browser = None, False, False
        self._open()

    # ---- writing -----------------------------------------------------------------------
    def record(self, student, kind: str, difficulty: str, seed: int, answer: str,
               correct: bool, *, time: "str | None" = None,
               number: "int | None" = None) -> Answer:
        """Store one answer, in its own transaction, and say whether it is graded.

        Args:
            student: the student's name (see :func:`check_student`); None or "" for a
                student alone. kind: a quiz kind (``"meld"``, ``"legal_play"``, ...);
                difficulty: ``"easy"``, ``"medium"`` or ``"hard"``; seed: the question's
                seed, 0..2**31-1; answer: what the student answered, as text (at most
                :data:`MAX_ANSWER_LENGTH` characters); correct: True or False; time: an ISO
                8601 time (default now, UTC); number: the question number the student's
                page showed ("Question # 3"), 0..2**31-1, or None if not known.

        Returns:
            the :class:`Answer` stored; ``graded`` is True for the student's first answer
            to this question, False for every later one (practice).

        Raises:
            ClassStoreError: for any argument outside those shapes (nothing is stored), or
                when the store cannot be written (the message says why; nothing is stored).
        """
        who = check_student(student)
        _check_question(kind, difficulty, seed)
        if not isinstance(answer, str) or len(answer) > MAX_ANSWER_LENGTH:
            shown = f"{len(answer)} characters" if isinstance(answer, str) else repr(answer)
            raise ClassStoreError(f"an answer is text of at most {MAX_ANSWER_LENGTH} "
                                  f"characters (what the student answered), got {shown}")
        if not isinstance(correct, bool):
            raise ClassStoreError(f"correct must be True or False, got {correct!r}")
        if number is not None and (isinstance(number, bool) or not isinstance(number, int)
                                   or not 0 <= number <= MAX_QUIZ_SEED):
            raise ClassStoreError(f"a question number is a whole number from 0 to "
                                  f"{MAX_QUIZ_SEED:,} or None, got {number!r}")
        if time is None:
            time = _now()
        elif not isinstance(time, str) or not _is_iso_time(time):
            raise ClassStoreError(f"time must be an ISO 8601 time such as "
                                  f"'2026-12-01T20:30:00+00:00', got {time!r}")
        try:
            with self._write() as con:
                graded = self._insert(con, (who, time, kind, difficulty, seed, answer,
                                            correct), number)
        except (OSError, sqlite3.Error) as err:
            raise ClassStoreError(f"the answer could not be saved "
                                  f"({getattr(err, 'strerror', None) or err})") from None
        return Answer(who, time, kind, difficulty, seed, answer, correct, graded, number)

    @staticmethod
    def _insert(con, values, number=None) -> bool:
        """Insert one answer inside an open transaction; graded if the student has no
        graded answer to that question yet."""
        who, _time, kind, difficulty, seed, _answer, _correct = values
        graded = con.execute(
            "SELECT NOT EXISTS (SELECT 1 FROM answers WHERE student = ? AND kind = ? AND "
            "difficulty = ? AND seed = ? AND graded = 1)",
            (who, kind, difficulty, seed)).fetchone()[0]
        con.execute("INSERT INTO answers (student, time, kind, difficulty, seed, answer, "
                    "correct, graded, number) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (*values[:6], int(values[6]), int(graded), number))
        return bool(graded)

    # ---- old progress files ------------------------------------------------------------
    def _import_progress_files(self) -> None:
        """Import each old JSON progress file of the store's folder once (see the module's
        text); damaged or foreign ones are kept aside. Never raises: :attr:`message`."""
        notes = []
        for path in student_files(self.path.parent):
            try:
                raw = path.read_bytes()
            except OSError:
                continue  # gone (another kernel imported it) or unreadable: next time
            digest = hashlib.sha256(raw).hexdigest()
            try:
                stored, old = parse_progress(raw)
            except UnreadableProgress as why:
                try:
                    backup = set_aside(path)
                except OSError:
                    continue  # another kernel moved it first
                notes.append(f"{path.name} could not be read ({why}), so it was kept aside "
                             f"as {backup.name}.")
                continue
            who = stored or (path.stem[len("progress-"):] if path.name != "progress.json"
                             else ALONE)
            try:
                who = check_student(who)
                with self._write() as con:
                    done = con.execute("SELECT 1 FROM imported WHERE name = ? AND sha256 = ?",
                                       (path.name, digest)).fetchone()
                    if not done:
                        for a in old:
                            if a.kind in GENERATORS and a.difficulty in DIFFICULTIES:
                                # Those versions showed question n as seed n.
                                self._insert(con, (who, a.time, a.kind, a.difficulty,
                                                   a.seed, "", a.correct), a.seed)
                        con.execute("INSERT INTO imported VALUES (?, ?, ?, ?)",
                                    (path.name, digest, _now(), len(old)))
            except (ClassStoreError, sqlite3.Error, OSError):
                continue  # left in place: tried again when a store opens next
            if not done:
                notes.append(f"{len(old)} answer{'' if len(old) == 1 else 's'} of "
                             f"{who or 'a student without a name'} imported from {path.name}.")
            try:
                set_aside(path, "imported")
            except OSError:
                pass  # another kernel renamed it; the table remembers it either way
        self.notes.extend(notes)

    def imported_files(self) -> list[str]:
        """The names of the old progress files imported so far, in the order imported."""
        return [r[0] for r in self._read("SELECT name FROM imported ORDER BY time, rowid")]

    # ---- reading -----------------------------------------------------------------------
    def answers(self, student=None, *, graded: "bool | None" = None,
                kind: "str | None" = None) -> list[Answer]:
        """Answers in time order (then in the order stored): every student's for
        ``student=None``, else that student's (``""`` for the student alone); only graded
        ones (``graded=True``), only practice (False) or both (None); only of ``kind``.

        Raises:
            ClassStoreError: for a ``student`` that :func:`check_student` refuses, or a
                ``graded`` that is not None, True or False.
        """
        where, args = [], []
        if student is not None:
            where.append("student = ?")
            args.append(check_student(student))
        if graded is not None:
            if not isinstance(graded, bool):
                raise ClassStoreError(f"graded must be None, True or False, got {graded!r}")
            where.append("graded = ?")
            args.append(int(graded))
        if kind is not None:
            where.append("kind = ?")
            args.append(kind)
        sql = (f"SELECT {_COLUMNS} FROM answers"
               + (" WHERE " + " AND ".join(where) if where else "") + " ORDER BY time, id")
        return [_row(r) for r in self._read(sql, args)]

    def graded_answer(self, student, kind: str, difficulty: str, seed: int
                      ) -> "Answer | None":
        """The student's graded answer to this question, or None if they have not answered
        it (so the next answer will be graded).

        Raises:
            ClassStoreError: for arguments :meth:`record` would refuse.
        """
        who = check_student(student)
        _check_question(kind, difficulty, seed)
        rows = self._read(f"SELECT {_COLUMNS} FROM answers WHERE student = ? AND kind = ? "
                          "AND difficulty = ? AND seed = ? AND graded = 1",
                          (who, kind, difficulty, seed))
        return _row(rows[0]) if rows else None

    def students(self) -> list[str]:
        """The names of the students with answers, sorted (case-insensitively); the student
        alone (:data:`ALONE`) is not one."""
        names = [r[0] for r in self._read("SELECT DISTINCT student FROM answers "
                                          "WHERE student != ''")]
        return sorted(names, key=lambda n: (n.casefold(), n))

    def stats(self, student, kind: str) -> KindStats:
        """A student's graded answers of one quiz kind: answered, right, the current streak
        of right answers and the best streak (practice answers do not count)."""
        return KindStats.of(self.answers(student if student else ALONE, graded=True,
                                         kind=kind))

    # ---- exports -----------------------------------------------------------------------
    def csv_text(self, student=None) -> str:
        """Answers as CSV text with the columns of :data:`CLASS_CSV_COLUMNS`, in time order:
        the class's (``student=None``: every named student; the student alone's answers are
        not the class's) or one student's."""
        rows = self.answers(student) if student is not None else [
            a for a in self.answers() if a.student != ALONE]
        return answers_csv(rows)

    def export_csv(self, path: "str | os.PathLike", student=None) -> Path:
        """Write :meth:`csv_text` to ``path`` atomically and return the path.

        Raises:
            ClassStoreError: if the file cannot be written (the reason is in the message).
        """
        p = Path(path).expanduser()
        try:
            write_atomic(p, self.csv_text(student))
        except OSError as err:
            raise ClassStoreError(f"could not write {p}: {err.strerror or err}") from None
        return p

    def close(self) -> None:
        """Close this process's connection (a later call opens a new one)."""
        if self._con is not None and self._pid == os.getpid():
            self._con.close()
        self._con = None

    def __repr__(self) -> str:
        return f"ClassStore({str(self.path) if self.path else ':memory:'!r})"


def _refuse_foreign(con) -> None:
    """sqlite3.DatabaseError if the database holds tables but is not a class store. One
    statement, so one snapshot: another kernel creating the store in between cannot make
    it look half made."""
    app_id, tables = con.execute(
        "SELECT application_id, (SELECT count(*) FROM sqlite_master) "
        "FROM pragma_application_id()").fetchone()
    if app_id != APPLICATION_ID and (app_id or tables):
        raise sqlite3.DatabaseError("it is another program's database")


def _is_iso_time(text: str) -> bool:
    try:
        datetime.fromisoformat(text)
    except ValueError:
        return False
    return True

