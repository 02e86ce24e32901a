"""``python -m pinochle_teach.printouts``: worksheets, answer keys and the rules sheet as
PDFs in one folder (what ``make worksheets`` runs).

For each kind and difficulty asked for it writes ``<kind>-<difficulty>.pdf`` (the
worksheet, for the students) and ``<kind>-<difficulty>-key.pdf`` (the answer key, for the
teacher only), and ``rules-sheet.pdf`` (one page), then lists the files and their pages.

With ``--student NAME`` (again for more, or ``all``: every student of the class roster that
``make class`` wrote) each student gets instead a folder ``<out>/<name>/`` with worksheets and
keys of *their own* questions: question n there is the question the student's quiz shows as
Question # n (:func:`pinochle_teach.classroom.question_seed`, from the roster's class and the
student), so a neighbour's sheet and key do not match it.

With ``--lang CODE`` (``pl``, ``cs``, ``is``; default English) everything is in that
language: the sheets, the keys, the rules sheet (the translated rules page) and the list of
files written. A code the kit has no catalog for is refused, naming the accepted ones.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from ..errors import LanguageError, PinochleError
from ..i18n import LANGUAGE_NAMES, available_languages, gettext, language, ntr, tr
from ..quiz import DIFFICULTIES, GENERATORS, KIND_TITLES, check_difficulty, check_kind
from ..quiz.model import difficulty_name
from .pdf import PdfPrinter
from .rules_sheet import rules_sheet_html
from .sheets import PrintSettingError, answer_key_html, check_paper, key_title, worksheet_html

__all__ = ["parse_seeds", "parse_list", "check_lang", "main"]

#: At most this many questions on one worksheet.
MAX_QUESTIONS = 200


def parse_seeds(text: str) -> list[int]:
    """Question numbers from ``"1-10"``, ``"3,5,8"`` or ``"1-5,20"`` (whole numbers, ranges
    inclusive), in the order given.

    Raises:
        PrintSettingError: for anything else, or more than :data:`MAX_QUESTIONS`.
    """
    seeds: list[int] = []
    for piece in str(text).replace(" ", "").split(","):
        lo, dash, hi = piece.partition("-")
        try:
            first, last = int(lo), int(hi if dash else lo)
        except ValueError:
            raise PrintSettingError(
                f"SEEDS={text!r}: give question numbers like 1-10 or 3,5,8") from None
        if first < 0 or last < first:
            raise PrintSettingError(f"SEEDS={text!r}: {piece!r} is not a range like 1-10")
        if len(seeds) + last - first + 1 > MAX_QUESTIONS:
            raise PrintSettingError(
                f"SEEDS={text!r}: at most {MAX_QUESTIONS} questions on one worksheet")
        seeds.extend(range(first, last + 1))
    return seeds


def parse_list(text: "str | None", every, check) -> list[str]:
    """``"meld,bid"`` read with ``check`` (each item); empty or ``"all"`` gives ``every``."""
    if not text or text.strip().lower() == "all":
        return list(every)
    return [check(item) for item in text.replace(" ", ",").split(",") if item]


def check_lang(code: "str | None") -> str:
    """The language code for ``--lang`` (``"pl"``; ``"PL"`` or ``"pl-PL"`` read as
    ``"pl"``); ``None`` gives the language spoken now.

    Raises:
        PrintSettingError: for a code the kit has no catalog for, naming the accepted ones.
    """
    try:
        with language(code) as found:
            return found
    except LanguageError:
        accepted = ", ".join(f"{c} ({LANGUAGE_NAMES.get(c, c)})" for c in available_languages())
        raise PrintSettingError(f"--lang {code!r}: no such language; the sheets can be "
                                f"printed in {accepted}") from None


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m pinochle_teach.printouts",
        description="Printable worksheets (one per quiz kind), their answer keys (separate "
                    "files, for the teacher) and the one-page rules sheet, as PDFs.")
    p.add_argument("--out", default="worksheets", help="folder to write to (default worksheets)")
    p.add_argument("--kind", default="all",
                   help=f"quiz kinds, comma-separated: {', '.join(GENERATORS)} (default all)")
    p.add_argument("--difficulty", default="medium",
                   help=f"{', '.join(DIFFICULTIES)} or all, comma-separated (default medium)")
    p.add_argument("--seeds", default="1-10",
                   help="question numbers, e.g. 1-10 or 3,5,8 (default 1-10)")
    p.add_argument("--paper", default="A4", help="A4 or Letter (default A4)")
    p.add_argument("--lang", default=None, metavar="CODE",
                   help=f"the language of the sheets: {', '.join(available_languages())} "
                        "(default en, English)")
    p.add_argument("--student", action="append", default=[],
                   help="instead, a worksheet and key of this roster student's own questions, "
                        "in <out>/<name>/ (names comma-separated or the option repeated; "
                        "'all': every student of the roster)")
    p.add_argument("--roster", default=None,
                   help="the class roster file (default: roster.json in the class data folder)")
    what = p.add_mutually_exclusive_group()
    what.add_argument("--no-rules-sheet", action="store_true", help="worksheets only")
    what.add_argument("--rules-sheet-only", action="store_true", help="the rules sheet only")
    return p


def roster_students(wanted: list[str], path: "str | None" = None) -> tuple[str, list[str]]:
    """``(class_id, names)`` of the roster students named in ``wanted`` (names, or
    comma-separated names; ``["all"]``: all of them, in the roster's order).

    Raises:
        PrintSettingError: when there is no roster, or a name is not on it.
    """
    from ..classroom import Roster

    wanted = [w.strip() for item in wanted for w in item.split(",") if w.strip()]
    roster = Roster.load(path)
    if roster is None:
        raise PrintSettingError("per-student worksheets need the class roster: run "
                                "`make class ROSTER=names.txt URL=...` first")
    if [w.strip().lower() for w in wanted] == ["all"]:
        return roster.class_id, list(roster.students)
    unknown = [w for w in wanted if w not in roster.students]
    if unknown:
        some = ", ".join(roster.students[:8]) + (", ..." if len(roster.students) > 8 else "")
        raise PrintSettingError(f"not on the class roster: {', '.join(unknown)} (its "
                                f"{len(roster.students)} students: {some})")
    names = list(dict.fromkeys(wanted))
    folders = [folder_name(n) for n in names]
    twins = sorted({f for f in folders if folders.count(f) > 1})
    if twins:
        raise PrintSettingError(f"students whose names make the same folder name {twins}: "
                                "print them one at a time (--student NAME --out another)")
    return roster.class_id, names


def folder_name(student: str) -> str:
    """A folder name for ``student``: letters, digits, spaces and hyphens kept, anything
    else (a slash, a dot) made ``_``."""
    return re.sub(r"[^\w\- ]", "_", student).strip() or "_"


def _question_seed():
    try:
        from ..classroom import question_seed
    except ImportError:  # pragma: no cover - the class store's seeds are part of the kit
        raise PrintSettingError("per-student worksheets need the class store's question "
                                "seeds (pinochle_teach.classroom.question_seed)") from None
    return question_seed


def _notes(level: str, student: "str | None") -> tuple[str, str]:
    """The page header's note on a worksheet and on its key, in the language now."""
    name = difficulty_name(level)
    if student:
        return (tr("Difficulty: {level} · {student}", level=name, student=student),
                tr("Difficulty: {level} · {student} · for the teacher", level=name,
                   student=student))
    return (tr("Difficulty: {level}", level=name),
            tr("Difficulty: {level} · for the teacher", level=name))


def _print_pair(printer, folder: Path, kind: str, level: str, seeds, numbers, student,
                paper: str) -> list:
    """Print a worksheet and its key in the language spoken now; ``(path, pages, what)``
    of each, ``what`` ``"sheet"`` or ``"key"``."""
    title = gettext(KIND_TITLES[kind])
    note, key_note = _notes(level, student)
    sheet, key = folder / f"{kind}-{level}.pdf", folder / f"{kind}-{level}-key.pdf"
    own = {"student": student, "numbers": numbers} if student else {}
    pages = printer.print(worksheet_html(kind, seeds, level, paper=paper, **own), sheet,
                          title=title, note=note, paper=paper)
    key_pages = printer.print(answer_key_html(kind, seeds, level, paper=paper, **own), key,
                              title=key_title(title), note=key_note, paper=paper)
    return [(sheet, pages, "sheet", len(seeds)), (key, key_pages, "key", 0)]


def _written(path: Path, pages: int, what: str, count: int) -> str:
    """One line of the list of files written, in the language now."""
    if what == "sheet":
        return ntr("{path}: {n} page ({questions})", "{path}: {n} pages ({questions})", pages,
                   path=str(path), questions=ntr("{n} question", "{n} questions", count))
    if what == "key":
        return ntr("{path}: {n} page (answer key)", "{path}: {n} pages (answer key)", pages,
                   path=str(path))
    return ntr("{path}: {n} page (rules sheet)", "{path}: {n} pages (rules sheet)", pages,
               path=str(path))


def main(argv: "list[str] | None" = None) -> int:
    args = _parser().parse_args(argv)
    try:
        lang = check_lang(args.lang)
    except PinochleError as exc:
        print(f"make worksheets: {exc}", file=sys.stderr)
        return 2
    with language(lang):
        return _main(args)


def _main(args) -> int:
    try:
        kinds = [] if args.rules_sheet_only else parse_list(args.kind, GENERATORS, check_kind)
        levels = parse_list(args.difficulty, DIFFICULTIES, check_difficulty)
        numbers = parse_seeds(args.seeds)
        paper = check_paper(args.paper)
        out = Path(args.out)
        # (folder, student, seeds of a kind): the practice-alone sheets, or each student's.
        sets = [(out, None, lambda kind: numbers)]
        if args.student and kinds:
            question_seed = _question_seed()
            class_id, names = roster_students(args.student, args.roster)
            sets = [(out / folder_name(name), name,
                     lambda kind, name=name: [question_seed(class_id, name, kind, n)
                                              for n in numbers]) for name in names]
        written = []
        with PdfPrinter() as printer:
            for folder, student, seeds_of in sets:
                for kind in kinds:
                    for level in levels:
                        written += _print_pair(printer, folder, kind, level, seeds_of(kind),
                                               numbers, student, paper)
            if not args.no_rules_sheet:
                sheet = out / "rules-sheet.pdf"
                pages = printer.print(rules_sheet_html(paper=paper), sheet, title=tr("Rules"),
                                      paper=paper, footer=False)
                if pages != 1:
                    raise PrintSettingError(f"the rules sheet took {pages} pages instead of one")
                written.append((sheet, pages, "rules", 0))
    except PinochleError as exc:
        print(f"make worksheets: {exc}", file=sys.stderr)
        return 2
    for entry in written:
        print(_written(*entry))
    if any(what == "key" for _, _, what, _ in written):
        print(tr("The answer keys (*-key.pdf) are for the teacher: do not hand them out."))
    return 0
