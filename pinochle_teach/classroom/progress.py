"""Quiz progress: every answered question, saved per quiz kind to a JSON file, one file per
student.

The files live in the user's data directory (:func:`~.paths.user_data_dir`, the folder
``platformdirs.user_data_dir("pinochle-teach")`` names, e.g. ``~/.local/share/pinochle-teach/``
on Linux), or in the directory named by the environment variable ``PINOCHLE_TEACH_DATA``, or
at a path given explicitly (tests and classroom set-ups use that).

One student, one file. On a shared server (a class on one ``make run``) every kernel runs as
the same user, so a single file would mix everyone's answers. A student therefore types a
name (letters, digits, spaces and hyphens, at most :data:`MAX_NAME_LENGTH` characters; see
:func:`check_student_name`) and their answers go to ``progress-<name>.json`` (lower case,
spaces as hyphens: "Anne Marie" and "anne-marie" are the same student). Without a name
(a student alone at their own computer) the file is ``progress.json``, as before. A teacher
collects every student's answers in one CSV with :func:`export_class_csv` (``make results``),
which only reads the files.

Saving is atomic: the whole file is written to a temporary file in the same directory and
then renamed over the old one (``os.replace``), so a crash or a closed tab leaves either the
old file or the new one, never half of one. Before each save the file is read again and the
new answer appended to what it holds, so two open quizzes of the same student do not wipe each
other's answers (the file is not locked: two saves in the same instant can still lose one).

A file that cannot be read as progress (not JSON, another format, damaged entries) is never
a crash: it is renamed aside as ``progress.json.corrupt-1`` (``-2``, … if that exists), a
fresh file is started, and :attr:`Progress.message` says what happened so a widget can show
it. A teacher can export every answer to CSV with :meth:`Progress.export_csv`.

This is engine-layer storage (standard library only; the quiz widget shows it, and
``pinochle_teach.widgets.progress`` re-exports it).
"""

from __future__ import annotations

import csv
import io
import json
import os
import tempfile
import unicodedata
from datetime import datetime, timezone
from pathlib import Path
from typing import NamedTuple

from ..errors import PinochleError
from .paths import ENV_VAR, default_data_dir

__all__ = ["Progress", "Answer", "KindStats", "ProgressError", "UnreadableProgress",
           "read_progress_file", "parse_progress", "set_aside", "write_atomic", "ENV_VAR", "FILE_NAME",
           "default_data_dir", "PROGRESS_FORMAT", "PROGRESS_VERSION", "CSV_COLUMNS",
           "MAX_NAME_LENGTH", "MAX_ANSWER_SEED", "NO_NAME", "check_student_name", "student_key",
           "progress_file_name", "student_files", "class_answers", "class_csv_text",
           "export_class_csv"]

#: The progress file's name inside the data directory when no student name is given.
FILE_NAME = "progress.json"
PROGRESS_FORMAT = "pinochle-teach/progress"
PROGRESS_VERSION = 1
#: Columns of :meth:`Progress.export_csv` and :func:`export_class_csv`, in order.
CSV_COLUMNS = ("student", "time", "kind", "difficulty", "seed", "correct")
#: The largest question number (seed) an answer may carry (the quizzes draw far smaller
#: ones); a file holding a larger one (thousands of digits, say) is damaged.
MAX_ANSWER_SEED = 2**63 - 1
#: The longest student name accepted, in characters.
MAX_NAME_LENGTH = 40
#: How the answers saved without a name are labelled in the class CSV (no typed name can
#: look like it: parentheses are not accepted in a name).
NO_NAME = "(no name)"
_NAME_RULE = (f"a name is at most {MAX_NAME_LENGTH} letters, digits, spaces and hyphens "
              "(e.g. 'Alex', 'Anne-Marie 2')")


class ProgressError(PinochleError):
    """A progress path or an answer that cannot be used (e.g. a seed that is not a number)."""


class Answer(NamedTuple):
    """One answered question: when (UTC, ISO 8601 to the second), which quiz kind,
    difficulty and seed, and whether the first answer given was right."""

    time: str
    kind: str
    difficulty: str
    seed: int
    correct: bool


class KindStats(NamedTuple):
    """Totals for one quiz kind: questions answered, answered right, the current streak of
    right answers, and the best streak so far."""

    answered: int
    right: int
    streak: int
    best_streak: int

    @classmethod
    def of(cls, answers) -> "KindStats":
        """The totals of ``answers`` (anything with a ``correct`` attribute, in the order
        they were given)."""
        answered = right = streak = best = 0
        for a in answers:
            answered += 1
            if a.correct:
                right += 1
                streak += 1
                best = max(best, streak)
            else:
                streak = 0
        return cls(answered, right, streak, best)


def check_student_name(name) -> str:
    """A student's name, tidied: spaces around it removed, runs of spaces made one (Unicode
    NFC form, so an accented letter typed either way is the same name). ``""`` (or None)
    means no name: the single-user file ``progress.json``.

    Raises:
        ProgressError: for a name that is not text, is longer than :data:`MAX_NAME_LENGTH`
            characters, holds no letter or digit, or holds any character but letters,
            digits, spaces and hyphens (the message names the first such character).
    """
    if name is None:
        return ""
    if not isinstance(name, str):
        raise ProgressError(f"a student name must be text, got {name!r}: {_NAME_RULE}")
    tidy = " ".join(unicodedata.normalize("NFC", name).split())
    if not tidy:
        return ""
    if len(tidy) > MAX_NAME_LENGTH:
        raise ProgressError(f"the name {tidy[:MAX_NAME_LENGTH]}… is {len(tidy)} characters "
                            f"long: {_NAME_RULE}")
    for ch in tidy:
        if not (ch.isalpha() or ch in "0123456789 -"):
            what = repr(ch) if ch.isprintable() else f"U+{ord(ch):04X}"
            raise ProgressError(f"{what} cannot be part of a name: {_NAME_RULE}")
    if not any(ch.isalnum() for ch in tidy):
        raise ProgressError(f"the name {tidy!r} has no letter or digit: {_NAME_RULE}")
    return tidy


def student_key(name) -> str:
    """The form of a name used in file names: checked (:func:`check_student_name`), lower
    case, spaces as hyphens; ``""`` for no name. "Anne Marie" and "anne-marie" give the same
    key, so they are one student."""
    return "-".join(check_student_name(name).casefold().split())


def progress_file_name(name) -> str:
    """``progress.json`` for no name, else ``progress-<key>.json`` (see :func:`student_key`).

    Raises:
        ProgressError: for a name :func:`check_student_name` refuses.
    """
    key = student_key(name)
    return f"progress-{key}.json" if key else FILE_NAME


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class UnreadableProgress(Exception):
    """A file that exists but does not hold progress (not text, not JSON, another format,
    damaged entries); the text says why, e.g. "it is not valid JSON: ... at line 1"."""


_Unreadable = UnreadableProgress  # the name this module used before it was public


def _read_progress(path: Path) -> "tuple[str, list[Answer]]":
    """(the student name stored in the file or "", its answers in time order); a missing
    file is ("", []). Raises UnreadableProgress for a file that is not progress, OSError
    when it cannot be read."""
    try:
        raw = path.read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        return "", []  # no file yet (saving will say if the place cannot hold one)
    return parse_progress(raw)


def read_progress_file(path: "str | os.PathLike") -> "tuple[str, list[Answer]]":
    """The progress file at ``path`` as ``(student, answers)``: the name stored in it (""
    for none) and its answers in time order; a missing file is ``("", [])``.

    Raises:
        UnreadableProgress: for a file that is not a progress file (the text says why);
        OSError: when the file cannot be read.
    """
    return _read_progress(Path(path))


def parse_progress(raw: bytes) -> "tuple[str, list[Answer]]":
    """The bytes of a progress file as ``(student, answers)`` (see
    :func:`read_progress_file`).

    Raises:
        UnreadableProgress: for bytes that are not a progress file (the text says why).
    """
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise _Unreadable("it is not text") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise _Unreadable(f"it is not valid JSON: {err.msg} at line {err.lineno}") from None
    except ValueError:
        # json.loads refuses an integer of more than 4,300 digits with a plain ValueError
        # (no .msg, no line): no progress file holds one.
        raise _Unreadable("it holds a number too long to be a quiz answer") from None
    except RecursionError:
        raise _Unreadable("it is nested too deeply to be a progress file") from None
    if not isinstance(data, dict) or data.get("format") != PROGRESS_FORMAT:
        raise _Unreadable("it is not a pinochle-teach progress file")
    if data.get("version") != PROGRESS_VERSION:
        raise _Unreadable(f"its version {data.get('version')!r} is not {PROGRESS_VERSION}")
    kinds = data.get("kinds")
    if not isinstance(kinds, dict):
        raise _Unreadable("its 'kinds' entry is missing")
    student = data.get("student", "")
    if not isinstance(student, str):
        raise _Unreadable("its 'student' entry is not a name")
    out: list[Answer] = []
    for kind, entries in kinds.items():
        if not isinstance(entries, list):
            raise _Unreadable(f"the entry for {kind!r} is not a list")
        for e in entries:
            try:
                a = Answer(e["time"], kind, e["difficulty"], e["seed"], e["correct"])
            except (TypeError, KeyError):
                raise _Unreadable(f"an answer in {kind!r} is damaged") from None
            if not (isinstance(a.time, str) and isinstance(a.difficulty, str)
                    and isinstance(a.seed, int) and not isinstance(a.seed, bool)
                    and 0 <= a.seed <= MAX_ANSWER_SEED and isinstance(a.correct, bool)):
                raise _Unreadable(f"an answer in {kind!r} is damaged")
            out.append(a)
    out.sort(key=lambda a: a.time)  # one time line across kinds (stable within a kind)
    return student, out


class Progress:
    """The answers one student gave in every quiz, kept in one JSON file.

    Args:
        path: ``None`` for the default location (see :func:`default_data_dir`), a directory
            (the student's file inside it) or a file's path. The directory is created on
            the first save.
        student: the student's name (see :func:`check_student_name`); ``""`` or None for
            none. With a name the file is ``progress-<key>.json`` in the directory (if
            ``path`` names a file, in that file's directory); without one it is
            ``progress.json``, or the file ``path`` names.

    Attributes:
        path: the progress file (:class:`pathlib.Path`).
        student: the tidied name, ``""`` for none.
        message: "" or a sentence for the user about the last load or save (a damaged file
            kept aside, a file that could not be written); widgets show it.
        saving: False once the file has proved unwritable; answers are then kept in memory
            for the session.

    Raises:
        ProgressError: for a ``path`` that is not a path, or a name that is refused.
    """

    def __init__(self, path: "str | os.PathLike | None" = None, student: "str | None" = ""):
        self.student = check_student_name(student)
        if path is None:
            p = default_data_dir() / FILE_NAME
        else:
            try:
                p = Path(path).expanduser()
            except TypeError:
                raise ProgressError(
                    f"progress path must be a file or directory path, got {path!r}") from None
            if p.is_dir() or not p.suffix:
                p = p / FILE_NAME
        if self.student:
            p = p.with_name(progress_file_name(self.student))
        self.path = p
        self.message = ""
        self.saving = True
        self._answers: list[Answer] = []
        self.load()

    def for_student(self, name: "str | None") -> "Progress":
        """The progress of student ``name`` kept in the same directory (a new object; the
        file is read at once). ``""`` or None gives the no-name file ``progress.json``.

        Raises:
            ProgressError: for a name :func:`check_student_name` refuses.
        """
        return Progress(self.path.parent, student=name)

    # ---- reading ----------------------------------------------------------------------
    def load(self) -> None:
        """Read the file (a missing file is an empty record). A damaged file is renamed
        aside and :attr:`message` says so; nothing is raised."""
        try:
            self._answers = self._read()
        except _Unreadable as why:
            self._answers = []
            self._set_aside(str(why))
        except OSError as err:
            self._answers = []
            self.saving = False
            self.message = (f"Your progress file {self.path} could not be read "
                            f"({err.strerror or err}); answers will be kept for this session only.")

    def _read(self) -> list[Answer]:
        return _read_progress(self.path)[1]

    def _set_aside(self, why: str) -> None:
        try:
            backup = set_aside(self.path)
        except OSError as err:
            self.saving = False
            self.message = (f"Your progress file {self.path} could not be read ({why}) and "
                            f"could not be moved aside ({err.strerror or err}); answers will "
                            f"be kept for this session only.")
            return
        self.message = (f"Your progress file could not be read ({why}), so it was kept aside "
                        f"as {backup.name} and a new one was started.")

    # ---- writing ----------------------------------------------------------------------
    def record(self, kind: str, difficulty: str, seed: int, correct: bool,
               time: "str | None" = None) -> Answer:
        """Add one answer and save the file at once.

        Args:
            kind: the quiz kind (e.g. ``"meld"``); difficulty: ``"easy"``/``"medium"``/
                ``"hard"``; seed: the question's seed; correct: whether the answer was right;
                time: an ISO 8601 time (default now, UTC).

        Returns:
            the :class:`Answer` recorded.

        Raises:
            ProgressError: for values of the wrong type. A file that cannot be written is
            not an error: :attr:`message` says so and the answer is kept in memory.
        """
        if not isinstance(kind, str) or not kind or not isinstance(difficulty, str):
            raise ProgressError(f"kind and difficulty must be words, got {kind!r}, {difficulty!r}")
        if isinstance(seed, bool) or not isinstance(seed, int) or not (
                0 <= seed <= MAX_ANSWER_SEED):
            shown = repr(seed) if not isinstance(seed, int) or seed.bit_length() < 64 else (
                "a larger number")
            raise ProgressError(f"seed must be a whole number from 0 to {MAX_ANSWER_SEED:,}, "
                                f"got {shown}")
        answer = Answer(time or _now(), kind, difficulty, seed, bool(correct))
        if self.saving:
            # Start from what is on disk now, so another open quiz's answers are kept.
            try:
                self._answers = self._read()
            except _Unreadable as why:
                self._set_aside(str(why))
            except OSError:
                pass
        self._answers.append(answer)
        self.save()
        return answer

    def save(self) -> None:
        """Write every answer to :attr:`path` atomically (temp file + ``os.replace``)."""
        if not self.saving:
            return
        kinds: dict[str, list] = {}
        for a in self._answers:
            kinds.setdefault(a.kind, []).append(
                {"time": a.time, "difficulty": a.difficulty, "seed": a.seed,
                 "correct": a.correct})
        data = {"format": PROGRESS_FORMAT, "version": PROGRESS_VERSION, "kinds": kinds}
        if self.student:
            data["student"] = self.student
        try:
            _write_atomic(self.path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")
        except OSError as err:
            self.saving = False
            self.message = (f"Your progress could not be saved to {self.path} "
                            f"({err.strerror or err}); answers will be kept for this session only.")

    def clear_message(self) -> None:
        self.message = ""

    # ---- summaries --------------------------------------------------------------------
    def answers(self, kind: "str | None" = None) -> list[Answer]:
        """Every answer in the order given, or only those of ``kind``."""
        return [a for a in self._answers if kind is None or a.kind == kind]

    def stats(self, kind: str) -> KindStats:
        """Answered, right, current streak and best streak for one quiz kind."""
        return KindStats.of(a for a in self._answers if a.kind == kind)

    def csv_text(self) -> str:
        """This student's answers as CSV text: a header
        ``student,time,kind,difficulty,seed,correct`` then one row per answer in time order,
        ``correct`` as 1 or 0, the student as their name (:data:`NO_NAME` for none)."""
        who = self.student or NO_NAME
        return _csv([(who, a) for a in self._answers])

    def export_csv(self, path: "str | os.PathLike") -> Path:
        """Write :meth:`csv_text` to ``path`` (atomically) and return the path.

        Raises:
            ProgressError: if the file cannot be written (the reason is in the message).
        """
        p = Path(path).expanduser()
        try:
            _write_atomic(p, self.csv_text())
        except OSError as err:
            raise ProgressError(f"could not write {p}: {err.strerror or err}") from None
        return p

    def __repr__(self) -> str:
        who = f", student={self.student!r}" if self.student else ""
        return f"Progress({str(self.path)!r}{who}, answers={len(self._answers)})"


# ---- the whole class ---------------------------------------------------------------------

def student_files(directory: "str | os.PathLike | None" = None) -> list[Path]:
    """Every student's progress file in ``directory`` (default :func:`default_data_dir`):
    ``progress.json`` and ``progress-*.json``, sorted by name; files kept aside as damaged
    and temporary files are not included. A missing directory has none."""
    folder = default_data_dir() if directory is None else Path(directory).expanduser()
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.is_file() and (
        p.name == FILE_NAME or (p.name.startswith("progress-") and p.suffix == ".json")))


def _class_store(directory):
    """The class store of ``directory`` (its old progress files imported), or None for a
    folder that does not exist."""
    from .store import ClassStore  # the store reads this module's files: imported late

    folder = default_data_dir() if directory is None else Path(directory).expanduser()
    if not folder.is_dir():
        return None
    return ClassStore(folder)


def class_answers(directory: "str | os.PathLike | None" = None) -> "tuple[list, list[str]]":
    """Every student's answers, for a teacher, from the class store of ``directory``
    (default :func:`default_data_dir`; see :class:`~.store.ClassStore`): ``(rows,
    problems)`` where rows are ``(student, answer)`` in time order, ``answer`` a
    :class:`~.store.Answer` (what was answered, right or wrong, graded or practice), for the
    named students only (answers of a student alone are not the class's), and problems are
    sentences about old progress files imported or kept aside as damaged while opening the
    store."""
    store = _class_store(directory)
    if store is None:
        return [], []
    return [(a.student, a) for a in store.answers() if a.student], list(store.notes)


def class_csv_text(directory: "str | os.PathLike | None" = None) -> str:
    """Every named student's answers as CSV text, from the class store of ``directory``
    (:meth:`~.store.ClassStore.csv_text`; columns
    :data:`~.store.CLASS_CSV_COLUMNS`)."""
    from .store import CLASS_CSV_COLUMNS

    store = _class_store(directory)
    if store is None:
        return ",".join(CLASS_CSV_COLUMNS) + "\n"
    return store.csv_text()


def export_class_csv(path: "str | os.PathLike", directory: "str | os.PathLike | None" = None
                     ) -> "tuple[Path, int, int, list[str]]":
    """Write every named student's answers in the class store of ``directory`` (default
    :func:`default_data_dir`) to the CSV file ``path``, atomically, with what each student
    answered and whether it was graded (:data:`~.store.CLASS_CSV_COLUMNS`). Returns
    ``(path, answers, students, problems)``: answers and students counted without the
    student alone, problems as :func:`class_answers` gives them.

    Raises:
        ProgressError: if the file cannot be written (the reason is in the message).
    """
    rows, problems = class_answers(directory)
    p = Path(path).expanduser()
    try:
        write_atomic(p, class_csv_text(directory))
    except OSError as err:
        raise ProgressError(f"could not write {p}: {err.strerror or err}") from None
    return p, len(rows), len({who for who, _ in rows}), problems


def set_aside(path: "str | os.PathLike", tag: str = "corrupt") -> Path:
    """Rename the file ``path`` to ``<name>.<tag>-1`` beside it (``-2``, ... if that name is
    taken) and return the new path: how a damaged progress file is kept aside (``tag``
    "corrupt") and how the class store marks a file it has imported (``tag`` "imported").

    Raises:
        OSError: when the file cannot be renamed (it is left where it was).
    """
    path = Path(path)
    n = 1
    while True:
        backup = path.with_name(f"{path.name}.{tag}-{n}")
        if not backup.exists():
            break
        n += 1
    os.replace(path, backup)
    return backup


def _csv(rows) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(CSV_COLUMNS)
    for who, a in sorted(rows, key=lambda row: row[1].time):
        w.writerow([who, a.time, a.kind, a.difficulty, a.seed, 1 if a.correct else 0])
    return buf.getvalue()


def write_atomic(path: "str | os.PathLike", text: str, *, mode: "int | None" = None) -> None:
    """Write ``text`` to a temporary file beside ``path``, flush it to disk, then rename it
    over ``path``; on failure the temporary file is removed and ``path`` is untouched.
    ``mode`` (e.g. ``0o600``: its owner only) is given to the file before it is renamed.

    Raises:
        OSError: when the file cannot be written.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


_write_atomic = write_atomic  # the name this module used before it was public
