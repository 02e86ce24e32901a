"""Quiz progress: every answered question, saved per quiz kind to a JSON file.

The file lives in the user's data directory (``platformdirs.user_data_dir("pinochle-teach")``,
e.g. ``~/.local/share/pinochle-teach/progress.json`` on Linux), or in the directory named by
the environment variable ``PINOCHLE_TEACH_DATA``, or at a path given explicitly (tests and
classroom set-ups use that).

Saving is atomic: the whole file is written to a temporary file in the same directory and
then renamed over the old one (``os.replace``), so a crash or a closed tab leaves either the
old file or the new one, never half of one. Before each save the file is read again and the
new answer appended to what it holds, so two open quizzes do not wipe each other's answers.

A file that cannot be read as progress (not JSON, another format, damaged entries) is never
a crash: it is renamed aside as ``progress.json.corrupt-1`` (``-2``, … if that exists), a
fresh file is started, and :attr:`Progress.message` says what happened so a widget can show
it. A teacher can export every answer to CSV with :meth:`Progress.export_csv`.

This module is in the widget layer because it uses ``platformdirs`` (a third-party package);
the engine stays standard-library only.
"""

from __future__ import annotations

import csv
import io
import json
import os
import tempfile
from datetime import datetime, timezone
from pathlib import Path
from typing import NamedTuple

from ..errors import PinochleError

__all__ = ["Progress", "Answer", "KindStats", "ProgressError", "ENV_VAR", "FILE_NAME",
           "default_data_dir", "PROGRESS_FORMAT", "PROGRESS_VERSION", "CSV_COLUMNS"]

#: Environment variable naming the directory that holds ``progress.json``.
ENV_VAR = "PINOCHLE_TEACH_DATA"
#: The progress file's name inside the data directory.
FILE_NAME = "progress.json"
PROGRESS_FORMAT = "pinochle-teach/progress"
PROGRESS_VERSION = 1
#: Columns of :meth:`Progress.export_csv`, in order.
CSV_COLUMNS = ("time", "kind", "difficulty", "seed", "correct")


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


def default_data_dir() -> Path:
    """``$PINOCHLE_TEACH_DATA`` if set, else ``platformdirs.user_data_dir("pinochle-teach")``."""
    env = os.environ.get(ENV_VAR, "").strip()
    if env:
        return Path(env).expanduser()
    import platformdirs  # imported here so that the rest of the kit does not need it

    return Path(platformdirs.user_data_dir("pinochle-teach", appauthor=False))


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class _Unreadable(Exception):
    """The file exists but does not hold progress; the text says why."""


class Progress:
    """The answers given in every quiz, kept in one JSON file.

    Args:
        path: ``None`` for the default location (see :func:`default_data_dir`), a directory
            (``progress.json`` inside it) or the file's path. The directory is created on
            the first save.

    Attributes:
        path: the progress file (:class:`pathlib.Path`).
        message: "" or a sentence for the user about the last load or save (a damaged file
            kept aside, a file that could not be written); widgets show it.
        saving: False once the file has proved unwritable; answers are then kept in memory
            for the session.

    Raises:
        ProgressError: for a ``path`` that is not a path.
    """

    def __init__(self, path: "str | os.PathLike | None" = None):
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
        self.path = p
        self.message = ""
        self.saving = True
        self._answers: list[Answer] = []
        self.load()

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
        try:
            text = self.path.read_text(encoding="utf-8")
        except (FileNotFoundError, NotADirectoryError):
            return []  # no file yet (saving will say if the place cannot hold one)
        except UnicodeDecodeError:
            raise _Unreadable("it is not text") from None
        try:
            data = json.loads(text)
        except ValueError as err:
            raise _Unreadable(f"it is not valid JSON: {err.msg} at line {err.lineno}") from None
        if not isinstance(data, dict) or data.get("format") != PROGRESS_FORMAT:
            raise _Unreadable("it is not a pinochle-teach progress file")
        if data.get("version") != PROGRESS_VERSION:
            raise _Unreadable(f"its version {data.get('version')!r} is not {PROGRESS_VERSION}")
        kinds = data.get("kinds")
        if not isinstance(kinds, dict):
            raise _Unreadable("its 'kinds' entry is missing")
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
                        and isinstance(a.correct, bool)):
                    raise _Unreadable(f"an answer in {kind!r} is damaged")
                out.append(a)
        out.sort(key=lambda a: a.time)  # one time line across kinds (stable within a kind)
        return out

    def _set_aside(self, why: str) -> None:
        n = 1
        while True:
            backup = self.path.with_name(f"{self.path.name}.corrupt-{n}")
            if not backup.exists():
                break
            n += 1
        try:
            os.replace(self.path, backup)
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
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ProgressError(f"seed must be a whole number, got {seed!r}")
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
        answered = right = streak = best = 0
        for a in self._answers:
            if a.kind != kind:
                continue
            answered += 1
            if a.correct:
                right += 1
                streak += 1
                best = max(best, streak)
            else:
                streak = 0
        return KindStats(answered, right, streak, best)

    def csv_text(self) -> str:
        """Every answer as CSV text: a header ``time,kind,difficulty,seed,correct`` then one
        row per answer in time order, ``correct`` as 1 or 0."""
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(CSV_COLUMNS)
        for a in sorted(self._answers, key=lambda a: a.time):
            w.writerow([a.time, a.kind, a.difficulty, a.seed, 1 if a.correct else 0])
        return buf.getvalue()

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
        return f"Progress({str(self.path)!r}, answers={len(self._answers)})"


def _write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file beside ``path``, flush it to disk, then rename it
    over ``path``; on failure the temporary file is removed and ``path`` is untouched."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
