"""``pinochle-teach results``: every student's quiz answers in one CSV file, for the
teacher (`make results` runs it too).

Reads the class store the quizzes save to (class.sqlite3, see
pinochle_teach/classroom/store.py) in the data folder the server uses: $PINOCHLE_TEACH_DATA
if set, else the user's data folder (~/.local/share/pinochle-teach on Linux). Old per-student
progress files of earlier versions in that folder are imported into the store first (once).
Prints one line per student (graded answers right, practice answers) and writes the CSV
(columns student,time,kind,difficulty,seed,answer,correct,graded; correct and graded are 1
or 0; a graded answer is the student's first to that question, later ones are practice).
Answers saved without a student (a student alone, no roster) are not in the class results.

    pinochle-teach results class-results.csv
    pinochle-teach results out.csv --dir /srv/pinochle-progress
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter

from ..classroom import ProgressError, class_answers, default_data_dir, export_class_csv

DESCRIPTION = (
    "Write every student's quiz answers (from the class store the quizzes save "
    "to) into one CSV file, and print each student's score."
)


def add_arguments(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """The command's arguments (``out``, ``--dir``) added to ``parser``; returns it."""
    parser.add_argument(
        "out",
        nargs="?",
        default="class-results.csv",
        help="the CSV file to write (default %(default)s)",
    )
    parser.add_argument(
        "--dir",
        help="the folder of the class store (default: where the "
        "quizzes save it, $PINOCHLE_TEACH_DATA or "
        f"{default_data_dir()})",
    )
    return parser


def run(args: argparse.Namespace) -> int:
    """Write the CSV named by the parsed ``args``; 0, or 1 with a sentence on stderr when
    nothing could be written."""
    folder = args.dir or default_data_dir()
    try:
        path, answers, students, problems = export_class_csv(args.out, folder)
    except ProgressError as err:
        print(f"No results written: {err}", file=sys.stderr)
        return 1
    rows, _ = class_answers(folder)
    graded, right, practice = Counter(), Counter(), Counter()
    for who, answer in rows:
        if answer.graded:
            graded[who] += 1
            right[who] += answer.correct
        else:
            practice[who] += 1
    for who in sorted(set(graded) | set(practice), key=str.casefold):
        extra = practice[who]
        note = f" ({extra} practice answer{'s' * (extra != 1)})" if extra else ""
        print(f"  {who}: {right[who]} right of {graded[who]} graded{note}")
    for problem in problems:
        print(f"  note: {problem}", file=sys.stderr)
    print(
        f"Wrote {answers} answer{'s' * (answers != 1)} of {students} "
        f"student{'s' * (students != 1)} from {folder} to {path}"
    )
    if not answers:
        print(
            f"  note: no quiz answers in {folder}. If the server was started with "
            "PINOCHLE_TEACH_DATA set, set it to the same folder here (or pass --dir).",
            file=sys.stderr,
        )
    return 0


def main(argv=None) -> int:
    """``pinochle-teach results`` on its own: parse ``argv`` and :func:`run`."""
    parser = add_arguments(
        argparse.ArgumentParser(prog="pinochle-teach results", description=DESCRIPTION)
    )
    return run(parser.parse_args(argv))
