"""``python -m pinochle_teach.printouts``: worksheets, answer keys and the rules sheet as
PDFs in one folder (what ``make worksheets`` runs).

For each kind and difficulty asked for it writes ``<kind>-<difficulty>.pdf`` (the
worksheet, for the students) and ``<kind>-<difficulty>-key.pdf`` (the answer key, for the
teacher only), and ``rules-sheet.pdf`` (one page), then lists the files and their pages.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..errors import PinochleError
from ..quiz import DIFFICULTIES, GENERATORS, KIND_TITLES, check_difficulty, check_kind
from .pdf import PdfPrinter
from .rules_sheet import rules_sheet_html
from .sheets import PrintSettingError, answer_key_html, check_paper, worksheet_html

__all__ = ["parse_seeds", "parse_list", "main"]

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
    what = p.add_mutually_exclusive_group()
    what.add_argument("--no-rules-sheet", action="store_true", help="worksheets only")
    what.add_argument("--rules-sheet-only", action="store_true", help="the rules sheet only")
    return p


def main(argv: "list[str] | None" = None) -> int:
    args = _parser().parse_args(argv)
    try:
        kinds = [] if args.rules_sheet_only else parse_list(args.kind, GENERATORS, check_kind)
        levels = parse_list(args.difficulty, DIFFICULTIES, check_difficulty)
        seeds = parse_seeds(args.seeds)
        paper = check_paper(args.paper)
        out = Path(args.out)
        written = []
        with PdfPrinter() as printer:
            for kind in kinds:
                for level in levels:
                    title = KIND_TITLES[kind]
                    note = f"Difficulty: {level.capitalize()}"
                    sheet = out / f"{kind}-{level}.pdf"
                    key = out / f"{kind}-{level}-key.pdf"
                    pages = printer.print(worksheet_html(kind, seeds, level, paper=paper),
                                          sheet, title=title, note=note, paper=paper)
                    written.append((sheet, pages, f"{len(seeds)} questions"))
                    pages = printer.print(answer_key_html(kind, seeds, level, paper=paper),
                                          key, title=f"Answer key: {title}",
                                          note=f"{note} · for the teacher", paper=paper)
                    written.append((key, pages, "answer key"))
            if not args.no_rules_sheet:
                sheet = out / "rules-sheet.pdf"
                pages = printer.print(rules_sheet_html(paper=paper), sheet, title="Rules",
                                      paper=paper, footer=False)
                if pages != 1:
                    raise PrintSettingError(f"the rules sheet took {pages} pages instead of one")
                written.append((sheet, pages, "rules sheet"))
    except PinochleError as exc:
        print(f"make worksheets: {exc}", file=sys.stderr)
        return 2
    for path, pages, what in written:
        print(f"{path}: {pages} page{'s' if pages != 1 else ''} ({what})")
    print("The answer keys (*-key.pdf) are for the teacher: do not hand them out.")
    return 0
