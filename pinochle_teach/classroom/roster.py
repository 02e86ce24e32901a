"""A class roster: each student's personal code, and the teacher's (engine layer, standard
library only).

A teacher makes the roster once for a class (``make class ROSTER=names.txt``, which calls
:meth:`Roster.create`); it is kept as ``roster.json`` in the class data folder
(:func:`~.paths.default_data_dir`: ``$PINOCHLE_TEACH_DATA`` or the user's data folder). Every
student gets a link carrying their own code (``?student=<code>``) and the teacher one with
the teacher's code (``?teacher=<code>``); :mod:`.identity` reads them from the page's address.

The codes come from :func:`secrets.token_urlsafe` (:data:`CODE_BYTES` random bytes, 22
characters: nobody guesses a neighbour's), and a code given by a page is compared with the
roster's in constant time (:func:`hmac.compare_digest`, against every code in turn), so how
long an answer takes tells nothing about how close a guess was. The roster file is written
readable by its owner only.

A name on a roster is letters, digits, spaces, hyphens, apostrophes and full stops
(:func:`check_roster_name`: "Seán O'Brien", "J. Smith"), written the way a keyboard writes it:
full-width letters (``Ａｌｉｃｅ``) and a name mixing alphabets (``Aliсe`` with a Cyrillic
``с``) are refused, so that two students never look alike on the teacher's page; two names
that differ only in case, spacing or hyphens are the same student, and refused as a
duplicate.

>>> parse_names("Alice\\nBob Marley\\n")
['Alice', 'Bob Marley']
>>> parse_names("Alice\\n\\nBob")
Traceback (most recent call last):
...
pinochle_teach.classroom.roster.RosterError: line 2 is blank: write one student name a line, with no blank lines
"""

from __future__ import annotations

import hmac
import json
import os
import secrets
import unicodedata
from datetime import datetime, timezone
from pathlib import Path

from ..errors import PinochleError
from .paths import default_data_dir
from .progress import write_atomic

__all__ = ["Roster", "RosterError", "ROSTER_FILE", "ROSTER_FORMAT", "ROSTER_VERSION",
           "CODE_BYTES", "MAX_STUDENTS", "STUDENT_KEY", "TEACHER_KEY", "MAX_NAME_LENGTH",
           "NAME_MARKS", "parse_names", "check_roster_name", "name_key", "roster_path"]

#: The roster's file name inside the class data folder.
ROSTER_FILE = "roster.json"
ROSTER_FORMAT = "pinochle-teach/roster"
ROSTER_VERSION = 1
#: Random bytes in each code (128 bits; :func:`secrets.token_urlsafe` writes 22 characters).
CODE_BYTES = 16
#: The most students one roster holds.
MAX_STUDENTS = 500
#: The longest code a page's address may carry that is still compared (longer is no code).
MAX_CODE_LENGTH = 100
#: The URL parameters of a student's and of the teacher's link.
STUDENT_KEY = "student"
TEACHER_KEY = "teacher"


class RosterError(PinochleError):
    """A roster that cannot be made or read: a refused name (the message names its line),
    a roster that exists already, a damaged roster file."""


def _script(ch: str) -> str:
    """The alphabet of a letter, from its Unicode name ("LATIN", "CYRILLIC", "GREEK"...)."""
    try:
        return unicodedata.name(ch).split()[0]
    except ValueError:
        return "?"


#: The longest student name a roster takes, in characters.
MAX_NAME_LENGTH = 40
#: What a name may hold besides letters and digits.
NAME_MARKS = " -'’."
_NAME_RULE = (f"a name is at most {MAX_NAME_LENGTH} letters, digits, spaces, hyphens, "
              "apostrophes and full stops (e.g. 'Ann Lee', 'Seán O'Brien', 'J. Smith')")


def name_key(name: str) -> str:
    """The form in which two roster names are the same student: its letters and digits,
    case folded ("Anne Marie", "anne-marie" and "AnneMarie" are one student)."""
    return "".join(ch for ch in name.casefold() if ch.isalnum())


def check_roster_name(name) -> str:
    """A student name for a roster, tidied: spaces around it removed, runs of spaces made
    one, Unicode NFC form (an accented letter typed either way is the same name).

    Raises:
        RosterError: for a name that is not text, blank, longer than
            :data:`MAX_NAME_LENGTH`, holding a character other than letters, digits and
            :data:`NAME_MARKS` (the message names it), with no letter or digit, written with
            compatibility characters (full-width ``Ａ``, ligatures: the message gives the
            plain form), or whose letters come from more than one alphabet (a Cyrillic
            ``с`` inside a Latin name).
    """
    if not isinstance(name, str):
        raise RosterError(f"a student name must be text, got {name!r}: {_NAME_RULE}")
    tidy = " ".join(unicodedata.normalize("NFC", name).split())
    if not tidy:
        raise RosterError("the name is blank: write one student name a line")
    if len(tidy) > MAX_NAME_LENGTH:
        raise RosterError(f"the name {tidy[:MAX_NAME_LENGTH]}… is {len(tidy)} characters "
                          f"long: {_NAME_RULE}")
    for ch in tidy:
        if not (ch.isalpha() or ch in "0123456789" or ch in NAME_MARKS):
            what = repr(ch) if ch.isprintable() else f"U+{ord(ch):04X}"
            raise RosterError(f"{what} cannot be part of a name: {_NAME_RULE}")
    if not name_key(tidy):
        raise RosterError(f"the name {tidy!r} has no letter or digit: {_NAME_RULE}")
    plain = unicodedata.normalize("NFKC", tidy)
    if plain != tidy:
        raise RosterError(f"{tidy!r} is written with special forms of letters (full-width "
                          f"or similar): write it {plain!r}")
    scripts = sorted({_script(ch) for ch in tidy if ch.isalpha()})
    if len(scripts) > 1:
        raise RosterError(f"{tidy!r} mixes letters of several alphabets "
                          f"({', '.join(s.title() for s in scripts)}), so it would look like "
                          "another name: write it in one alphabet")
    return tidy


def parse_names(text: str) -> list[str]:
    """The student names of a roster file's text: one name a line.

    Raises:
        RosterError: naming the first line that is blank, a name refused by
            :func:`check_roster_name`, or a name already given on an earlier line (the same
            letters, any case, spaces or hyphens), or when there are no names or more than
            :data:`MAX_STUDENTS`.
    """
    if not isinstance(text, str):
        raise RosterError(f"a roster is text, one student name a line, got {type(text).__name__}")
    names: list[str] = []
    seen: dict[str, int] = {}
    lines = text.splitlines()
    while lines and not lines[-1].strip():
        lines.pop()  # blank lines at the very end (as many editors save) are no names
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            raise RosterError(f"line {number} is blank: write one student name a line, "
                              "with no blank lines")
        try:
            name = check_roster_name(line)
        except RosterError as err:
            raise RosterError(f"line {number}: {err}") from None
        key = name_key(name)
        if key in seen:
            raise RosterError(f"line {number}: {name!r} is already on line {seen[key]}: "
                              "each student once (add a letter or a number to tell two "
                              "students of the same name apart, e.g. 'Alex B')")
        seen[key] = number
        names.append(name)
    if not names:
        raise RosterError("the roster has no names: write one student name a line")
    if len(names) > MAX_STUDENTS:
        raise RosterError(f"the roster has {len(names)} names; one roster holds at most "
                          f"{MAX_STUDENTS}")
    return names


def roster_path(path: "str | os.PathLike | None" = None) -> Path:
    """The roster file: ``roster.json`` in the class data folder for None, in ``path`` if it
    names a folder (or has no suffix), else ``path`` itself.

    Raises:
        RosterError: for a ``path`` that is not a path.
    """
    if path is None:
        return default_data_dir() / ROSTER_FILE
    try:
        p = Path(path).expanduser()
    except TypeError:
        raise RosterError(f"a roster path is a file or folder path, got {path!r}") from None
    if p.is_dir() or not p.suffix:
        p = p / ROSTER_FILE
    return p


def _same(given: bytes, known: str) -> bool:
    return hmac.compare_digest(given, known.encode("ascii"))


def _as_bytes(code) -> "bytes | None":
    """A page's code as bytes to compare, or None for no usable code (not text, empty,
    too long)."""
    if not isinstance(code, str) or not code or len(code) > MAX_CODE_LENGTH:
        return None
    return code.encode("utf-8", "replace")


class Roster:
    """A class: its id, the teacher's code and every student's code and name.

    Attributes:
        path: the roster file (:class:`pathlib.Path`).
        class_id: the class's random id (hex text), which seeds every student's own sequence
            of questions (:func:`~pinochle_teach.classroom.question_seed`).
        teacher_code: the code of the teacher's link.
        created: when the roster was made (ISO 8601, UTC).

    Make one with :meth:`create`, read one with :meth:`load`.
    """

    def __init__(self, path: Path, class_id: str, teacher_code: str,
                 codes: "dict[str, str]", created: str = ""):
        self.path = path
        self.class_id = class_id
        self.teacher_code = teacher_code
        self._codes = dict(codes)  # code -> name, in roster order
        self.created = created

    # ---- making and reading ------------------------------------------------------------
    @classmethod
    def create(cls, names, path: "str | os.PathLike | None" = None, *,
               replace: bool = False) -> "Roster":
        """Make a roster of ``names`` (an iterable of student names, each as
        :func:`check_roster_name` accepts, no two alike) with fresh codes, and save it.

        Args:
            names: the students, in the order the sheet lists them.
            path: where to save it (see :func:`roster_path`; None: the class data folder).
            replace: True to replace a roster already there (every old link stops working).

        Raises:
            RosterError: for a refused or repeated name (the message gives its place in the
                list), no names, a roster already at ``path`` without ``replace``, or a file
                that cannot be written. Nothing is written then.
        """
        if isinstance(names, str):
            names = parse_names(names)
        else:
            checked = []
            for number, name in enumerate(names, start=1):
                try:
                    checked.append(check_roster_name(name))
                except RosterError as err:
                    raise RosterError(f"name {number}: {err}") from None
            names = parse_names("\n".join(checked))  # duplicates, counts (names are clean)
        p = roster_path(path)
        if p.exists() and not replace:
            raise RosterError(f"a roster is already at {p}: replacing it gives every student "
                              "a new link (the old links stop working); say so with --replace "
                              "(Roster.create(..., replace=True))")
        codes: dict[str, str] = {}
        teacher = secrets.token_urlsafe(CODE_BYTES)
        for name in names:
            code = secrets.token_urlsafe(CODE_BYTES)
            while code in codes or code == teacher:  # (never in practice: 128 bits)
                code = secrets.token_urlsafe(CODE_BYTES)
            codes[code] = name
        created = datetime.now(timezone.utc).isoformat(timespec="seconds")
        roster = cls(p, secrets.token_hex(8), teacher, codes, created)
        roster.save()
        return roster

    @classmethod
    def load(cls, path: "str | os.PathLike | None" = None) -> "Roster | None":
        """The roster saved at ``path`` (see :func:`roster_path`), or None if there is none.

        Raises:
            RosterError: for a file that is not a readable roster (the message says why and
                how to make a new one).
        """
        p = roster_path(path)
        try:
            text = p.read_text(encoding="utf-8")
        except (FileNotFoundError, NotADirectoryError):
            return None
        except (OSError, UnicodeDecodeError) as err:
            raise RosterError(f"the roster {p} cannot be read ({getattr(err, 'strerror', '') or err})"
                              ) from None
        fix = "make a new one with `make class ROSTER=names.txt` (--replace)"
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            raise RosterError(f"the roster {p} is damaged (not JSON): {fix}") from None
        if not isinstance(data, dict) or data.get("format") != ROSTER_FORMAT:
            raise RosterError(f"{p} is not a pinochle-teach roster: {fix}")
        if data.get("version") != ROSTER_VERSION:
            raise RosterError(f"the roster {p} has version {data.get('version')!r}, not "
                              f"{ROSTER_VERSION}: {fix}")
        class_id, teacher, students = (data.get("class_id"), data.get("teacher"),
                                       data.get("students"))
        if not (isinstance(class_id, str) and class_id and isinstance(teacher, str)
                and teacher and isinstance(students, dict)
                and all(isinstance(c, str) and c and isinstance(n, str)
                        for c, n in students.items())):
            raise RosterError(f"the roster {p} is damaged: {fix}")
        try:
            for n in students.values():
                check_roster_name(n)
            for c in (teacher, *students):
                c.encode("ascii")
        except (RosterError, UnicodeEncodeError):
            raise RosterError(f"the roster {p} is damaged (a name or code is not valid): {fix}"
                              ) from None
        created = data.get("created", "")
        return cls(p, class_id, teacher, students, created if isinstance(created, str) else "")

    def save(self) -> None:
        """Write the roster to :attr:`path` atomically, readable by its owner only.

        Raises:
            RosterError: if it cannot be written (the reason is in the message).
        """
        data = {"format": ROSTER_FORMAT, "version": ROSTER_VERSION, "class_id": self.class_id,
                "created": self.created, "teacher": self.teacher_code,
                "students": self._codes}
        text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
        p = self.path
        try:
            write_atomic(p, text, mode=0o600)
        except OSError as err:
            raise RosterError(f"could not write the roster {p}: {err.strerror or err}") from None

    # ---- who is this? ------------------------------------------------------------------
    def student_for(self, code) -> "str | None":
        """The name of the student whose code is ``code``, or None (not a code of this
        roster, not text, empty). Compared in constant time with every student's code."""
        given = _as_bytes(code)
        if given is None:
            return None
        found = None
        for known, name in self._codes.items():
            if _same(given, known):  # no early exit: every code is compared
                found = name
        return found

    def is_teacher(self, code) -> bool:
        """Whether ``code`` is the teacher's code (compared in constant time)."""
        given = _as_bytes(code)
        return given is not None and _same(given, self.teacher_code)

    @property
    def students(self) -> list[str]:
        """The students' names, in roster order."""
        return list(self._codes.values())

    def code_of(self, name: str) -> str:
        """The code of the student ``name`` (as written on the roster, any case).

        Raises:
            RosterError: if no student of that name is on the roster.
        """
        key = name_key(str(name))
        for code, known in self._codes.items():
            if name_key(known) == key:
                return code
        raise RosterError(f"{name!r} is not on the roster (its students: "
                          f"{', '.join(self._codes.values())})")

    def student_link(self, base_url: str, name: str, page: str = "") -> str:
        """The personal link of the student ``name``: ``<base_url>/<page>?student=<code>``
        (``page`` a path under the server, e.g. ``voila/render/notebooks/00_welcome.ipynb``;
        "" for the server's start page)."""
        return _link(base_url, page, STUDENT_KEY, self.code_of(name))

    def teacher_link(self, base_url: str, page: str) -> str:
        """The teacher's link to ``page`` (the teacher's results page): ``?teacher=<code>``."""
        return _link(base_url, page, TEACHER_KEY, self.teacher_code)

    def __len__(self) -> int:
        return len(self._codes)

    def __repr__(self) -> str:  # never the codes
        return f"Roster({str(self.path)!r}, students={len(self._codes)})"


def _link(base_url: str, page: str, key: str, code: str) -> str:
    base = str(base_url).rstrip("/")
    page = str(page).strip("/")
    return f"{base}/{page}?{key}={code}" if page else f"{base}/?{key}={code}"

