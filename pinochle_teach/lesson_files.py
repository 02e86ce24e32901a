"""The lessons and exercises as files: where the kit's own copies are, and copying them out.

An installed wheel holds them as package data, ``pinochle_teach/lessons/notebooks/`` and
``pinochle_teach/lessons/exercises/`` (pyproject.toml's wheel target puts them there); a git
checkout (or an editable install of one) has them in ``notebooks/`` and ``exercises/``
beside the package. Either way the two folders sit side by side, as the lessons' links to
each other (``../exercises/meld_scoring.ipynb``) and the classroom server expect
(:data:`LESSON_FOLDERS`: it serves only the notebooks of those two folders and of their
translations' folders, :data:`TRANSLATED_FOLDERS`).

:func:`copy_lessons` copies them into a folder of one's own (``pinochle-teach lessons DIR``)
and never replaces a copy that differs from the kit's (a student's edited notebook) unless
told to.
"""

from __future__ import annotations

import filecmp
import json
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from .errors import PinochleError

__all__ = [
    "LESSON_FOLDERS",
    "LESSON_LANGUAGES",
    "TRANSLATED_FOLDERS",
    "lesson_data",
    "LessonFilesError",
    "CopyReport",
    "shipped_root",
    "lesson_files",
    "copy_lessons",
]

#: The folders of lesson files, relative to the root that holds them (the server's
#: lesson folders too: pinochle_teach/serve/cli.py).
LESSON_FOLDERS = ("notebooks", "exercises")
#: The languages other than English the lessons are translated into (each lesson folder has
#: one subfolder per language, ``notebooks/pl/``, made by scripts/lesson_translations.py).
LESSON_LANGUAGES = ("pl", "cs", "is")
#: The translated lessons' folders, served and shipped like the English ones.
TRANSLATED_FOLDERS = tuple(
    f"{folder}/{code}" for folder in LESSON_FOLDERS for code in LESSON_LANGUAGES
)

# Files of the lesson folders that are the kit's (the rest, e.g. the play table's saved
# records/ or Jupyter's checkpoints, belong to whoever wrote them).
_SHIPPED_PATTERNS = (
    "notebooks/*.ipynb",
    "notebooks/data/*.json",
    "exercises/*.ipynb",
    *(f"{folder}/*.ipynb" for folder in TRANSLATED_FOLDERS),
    "exercises/README.md",
)

_PACKAGE = Path(__file__).resolve().parent


class LessonFilesError(PinochleError):
    """The lesson files cannot be found or copied; the message says what to do."""


def _holds_lessons(root: Path) -> bool:
    return all((root / folder).is_dir() for folder in LESSON_FOLDERS)


def shipped_root() -> Path:
    """The folder holding the kit's own ``notebooks/`` and ``exercises/``: the package data
    of an installed wheel (``.../pinochle_teach/lessons``), else the checkout the package
    was imported from (the folder holding ``pinochle_teach/``).

    Raises:
        LessonFilesError: when neither holds both folders (a broken install).
    """
    for root in (_PACKAGE / "lessons", _PACKAGE.parent):
        if _holds_lessons(root):
            return root
    raise LessonFilesError(
        f"the lessons are not installed with the kit (no notebooks/ and exercises/ in "
        f"{_PACKAGE / 'lessons'}): reinstall it with pip install --force-reinstall "
        "pinochle-teach"
    )


def lesson_data(name: str) -> dict:
    """The lesson data file ``notebooks/data/<name>`` (a JSON file, e.g. the commented
    hand's record ``"full_hand.json"``), read from the kit's lessons (:func:`shipped_root`),
    so that a lesson finds it from any folder (a translated lesson runs in
    ``notebooks/<code>/``).

    Raises:
        LessonFilesError: no such data file (the message names the ones there are).
    """
    folder = shipped_root() / "notebooks" / "data"
    path = folder / name
    if "/" in name or "\\" in name or not path.is_file():
        there = ", ".join(sorted(p.name for p in folder.glob("*.json")))
        raise LessonFilesError(f"no lesson data file {name!r}: the lessons have {there}")
    return json.loads(path.read_text(encoding="utf-8"))


def lesson_files(root: "Path | None" = None) -> list[Path]:
    """The kit's lesson files under ``root`` (default :func:`shipped_root`), as paths
    relative to it, sorted: the notebooks of notebooks/ and exercises/, the data the
    lessons read (notebooks/data/*.json) and the exercises' README."""
    root = shipped_root() if root is None else Path(root)
    found = {
        path.relative_to(root)
        for pattern in _SHIPPED_PATTERNS
        for path in root.glob(pattern)
        if path.is_file()
    }
    return sorted(found)


@dataclass
class CopyReport:
    """What :func:`copy_lessons` did, each a list of paths relative to the destination:
    ``copied`` (new or replaced), ``same`` (already the kit's copy), ``kept`` (differs
    from the kit's and was left alone)."""

    destination: Path
    copied: list = field(default_factory=list)
    same: list = field(default_factory=list)
    kept: list = field(default_factory=list)


def copy_lessons(
    destination,
    *,
    force: bool = False,
    source: "Path | None" = None,
    progress: "Callable[[int, int, Path, str], None] | None" = None,
) -> CopyReport:
    """Copy the kit's lesson files into ``destination`` (a folder; made if missing, with
    its parents), keeping the layout ``notebooks/``, ``notebooks/data/``, ``exercises/``.

    A file already there that differs from the kit's copy (a student's edited notebook) is
    kept unless ``force``; one equal to it is left as it is. ``progress(i, n, path, what)``
    is called after each file (``i`` of ``n``, ``what`` one of "copied", "same", "kept").
    ``source`` is the root to copy from (default :func:`shipped_root`).

    Raises:
        LessonFilesError: ``destination`` is a file, lies inside the kit's own lesson
            folders, or cannot be written.
    """
    source = shipped_root() if source is None else Path(source)
    dest = Path(destination).expanduser()
    if dest.exists() and not dest.is_dir():
        raise LessonFilesError(
            f"{dest} is a file, not a folder: give a folder to copy the "
            "lessons into, e.g. pinochle-teach lessons ~/pinochle-lessons"
        )
    if dest.resolve() == source.resolve():
        raise LessonFilesError(
            f"{dest} is the kit's own copy of the lessons: give another "
            "folder, e.g. pinochle-teach lessons ~/pinochle-lessons"
        )
    files = lesson_files(source)
    report = CopyReport(dest)
    try:
        for number, rel in enumerate(files, 1):
            target = dest / rel
            if target.is_file() and filecmp.cmp(source / rel, target, shallow=False):
                what = "same"
            elif target.exists() and not force:
                what = "kept"
            else:
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(source / rel, target)
                what = "copied"
            getattr(report, what).append(rel)
            if progress is not None:
                progress(number, len(files), rel, what)
    except OSError as err:
        raise LessonFilesError(
            f"cannot write the lessons into {dest}: {err.strerror or err}"
        ) from err
    return report
