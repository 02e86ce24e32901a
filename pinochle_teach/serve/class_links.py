"""``make class ROSTER=names.txt URL=http://<server>:8866``: a class roster and its links.

Reads the students' names (one a line; :func:`pinochle_teach.classroom.roster.parse_names`
refuses blank lines, repeated and look-alike names, naming the line), writes the class
roster (``roster.json`` in the class data folder, ``$PINOCHLE_TEACH_DATA``; an existing
roster is replaced only with ``--replace``, since every old link then stops working), and
prints the links:

- ``<OUT>/class-links.html`` (and ``class-links.pdf`` when headless Chromium is there): one
  block a student, to cut out and hand over: the name, the personal link and its QR code
  (`segno <https://segno.readthedocs.io>`_);
- ``<OUT>/teacher-link.html``: the teacher's own link to the live results page, on a page of
  its own (it is not on the students' sheet); it is printed on the terminal too.

``OUT`` (default ``class-links/``, which git ignores) may not be inside a lesson folder
(``notebooks/``, ``exercises/``): the server serves files there, and the sheet holds every
student's code.

Run ``python -m pinochle_teach.serve.class_links --help`` for the options.
"""

from __future__ import annotations

import argparse
import html
import os
import sys
from pathlib import Path
from urllib.parse import urlsplit

from ..classroom.paths import default_data_dir
from ..classroom.roster import Roster, RosterError, parse_names, roster_path
from .cli import LESSON_FOLDERS

__all__ = ["TEACHER_PAGE", "DEFAULT_OUT", "check_url", "check_out", "sheet_html",
           "teacher_html", "main"]

#: The teacher's live results page, as a path under the server.
TEACHER_PAGE = "voila/render/notebooks/teacher_results.ipynb"
#: Where the sheets go when OUT is not given (git ignores it).
DEFAULT_OUT = "class-links"
#: The students' start page: the lesson list (the browser remembers the code from there).
STUDENT_PAGE = ""

_SHEET_CSS = """
@page { size: %(paper)s; margin: 12mm; }
body { font-family: "DejaVu Sans", Arial, sans-serif; color: #000; margin: 0; }
h1 { font-size: 15pt; margin: 0 0 2mm; }
p.how { font-size: 10pt; margin: 0 0 4mm; }
.links { display: grid; grid-template-columns: 1fr 1fr; gap: 0; }
.slip { border: 1px dashed #555; padding: 4mm; break-inside: avoid; display: flex;
        gap: 4mm; align-items: center; min-width: 0; }
.slip svg { width: 30mm; height: 30mm; flex: none; }
.slip .name { font-size: 14pt; font-weight: bold; margin-bottom: 2mm; }
.slip .url { font-family: "DejaVu Sans Mono", monospace; font-size: 8pt;
             overflow-wrap: anywhere; word-break: break-all; }
.slip .note { font-size: 8pt; margin-top: 2mm; }
"""


def check_url(url: str) -> str:
    """The server's address for the links, without a trailing slash.

    Raises:
        RosterError: unless it is ``http://`` or ``https://`` with a host a student's
            computer can reach (not ``0.0.0.0``), and no query or fragment.
    """
    text = str(url or "").strip()
    example = "e.g. URL=http://192.168.1.20:8866 (the address `make run HOST=0.0.0.0` printed)"
    parts = urlsplit(text)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise RosterError(f"URL={text!r} is not a web address of the lesson server: {example}")
    if parts.hostname in ("0.0.0.0", "::"):
        raise RosterError(f"URL={text!r}: a student's computer cannot open 0.0.0.0; give this "
                          f"machine's address in the room: {example}")
    if parts.query or parts.fragment:
        raise RosterError(f"URL={text!r} has a ?query or #part: give the server's address "
                          f"only, {example}")
    try:
        parts.port
    except ValueError:
        raise RosterError(f"URL={text!r} has a port that is not a number: {example}") from None
    return text.rstrip("/")


def check_out(out: "str | os.PathLike", root: "str | os.PathLike") -> Path:
    """The output folder, refused inside a lesson folder of ``root`` (the served folder).

    Raises:
        RosterError: for a folder inside ``<root>/notebooks`` or ``<root>/exercises``.
    """
    p = Path(out).expanduser().resolve()
    for folder in LESSON_FOLDERS:
        lessons = (Path(root) / folder).resolve()
        if p == lessons or lessons in p.parents:
            raise RosterError(f"OUT={out} is inside {folder}/, which the lesson server serves: "
                              f"the sheet holds every student's code; choose a folder outside "
                              f"it (default {DEFAULT_OUT}/)")
    return p


def _qr_svg(url: str) -> str:
    """The link as an inline SVG QR code ("" without segno)."""
    try:
        import segno
    except ImportError:
        return ""
    return segno.make(url, error="m").svg_inline(scale=4, omitsize=True, border=2,
                                                   title="QR code of the link above")


def _page(title: str, body: str, paper: str) -> str:
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>{html.escape(title)}</title><style>{_SHEET_CSS % {'paper': paper}}"
            f"</style></head><body>{body}</body></html>\n")


def sheet_html(roster: Roster, base_url: str, *, paper: str = "A4") -> str:
    """The students' sheet: a heading, how to use the link, and one slip a student (name,
    personal link, QR code)."""
    slips = []
    for name in roster.students:
        url = roster.student_link(base_url, name, STUDENT_PAGE)
        slips.append(
            f'<div class="slip">{_qr_svg(url)}<div><div class="name">{html.escape(name)}</div>'
            f'<div class="url">{html.escape(url)}</div>'
            '<div class="note">Your own link: keep it to yourself.</div></div></div>')
    body = ("<h1>Pinochle class: your personal link</h1>"
            '<p class="how">Cut out your slip. Open your link (or scan the code) once at the '
            "start of each class, on the computer you work at: every lesson and quiz you open "
            "from there knows it is you and saves your answers for the class.</p>"
            f'<div class="links">{"".join(slips)}</div>')
    return _page("Pinochle class links", body, paper)


def teacher_html(roster: Roster, base_url: str, *, paper: str = "A4") -> str:
    """The teacher's page: the link to the live results page (for the teacher only)."""
    url = roster.teacher_link(base_url, TEACHER_PAGE)
    body = ("<h1>Pinochle class: the teacher's link</h1>"
            '<p class="how">For you only: this link opens the live results page (every '
            "student's answers). Do not project it or hand it out.</p>"
            f'<div class="slip">{_qr_svg(url)}<div><div class="name">Teacher</div>'
            f'<div class="url">{html.escape(url)}</div></div></div>')
    return _page("Pinochle teacher link", body, paper)


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="make class",
        description="Make the class roster from a list of names and print every student's "
                    "personal link (HTML, and PDF when Chromium is there) and the teacher's "
                    "link to the live results page.",
        epilog="Example: make class ROSTER=names.txt URL=http://192.168.1.20:8866 "
               "(python -m pinochle_teach.serve.class_links --roster names.txt "
               "--url http://192.168.1.20:8866)")
    p.add_argument("--roster", required=True, metavar="NAMES.TXT",
                   help="a text file, one student name a line (letters, digits, spaces, "
                        "hyphens; no blank lines, each student once)")
    p.add_argument("--url", required=True,
                   help="the lesson server's address as students' computers reach it, e.g. "
                        "http://192.168.1.20:8866 (what `make run HOST=0.0.0.0` printed)")
    p.add_argument("--out", default=DEFAULT_OUT, metavar="DIR",
                   help=f"folder for the sheets (default {DEFAULT_OUT}/, git-ignored; not "
                        "inside notebooks/ or exercises/)")
    p.add_argument("--replace", action="store_true",
                   help="replace the class's existing roster (every old link stops working)")
    p.add_argument("--data", metavar="DIR", default=None,
                   help="the class data folder (default $PINOCHLE_TEACH_DATA or the user's "
                        "data folder; the server must use the same)")
    p.add_argument("--paper", default="A4", choices=("A4", "Letter"), help="paper size")
    p.add_argument("--no-pdf", action="store_true", help="write the HTML sheets only")
    return p


def main(argv: "list[str] | None" = None, root: "str | os.PathLike | None" = None) -> int:
    """Run the command (see the module's text); returns the exit status (2 for a refused
    input, with the reason on stderr, nothing written)."""
    args = _parser().parse_args(argv)
    root = Path.cwd() if root is None else Path(root)
    try:
        base = check_url(args.url)
        out = check_out(args.out, root)
        try:
            text = Path(args.roster).expanduser().read_text(encoding="utf-8-sig")
        except UnicodeDecodeError:
            raise RosterError(f"ROSTER={args.roster} is not plain text: save it as plain "
                              "UTF-8 text, one student name a line") from None
        except OSError as err:
            raise RosterError(f"ROSTER={args.roster} cannot be read: "
                              f"{err.strerror or err}") from None
        try:
            names = parse_names(text)
        except RosterError as err:
            raise RosterError(f"{args.roster}, {err}") from None
        path = roster_path(args.data if args.data else default_data_dir())
        roster = Roster.create(names, path, replace=args.replace)
    except RosterError as err:
        print(f"make class: {err}", file=sys.stderr)
        return 2
    out.mkdir(parents=True, exist_ok=True)
    sheet, teacher = out / "class-links.html", out / "teacher-link.html"
    sheet.write_text(sheet_html(roster, base, paper=args.paper), encoding="utf-8")
    teacher.write_text(teacher_html(roster, base, paper=args.paper), encoding="utf-8")
    for f in (sheet, teacher):
        os.chmod(f, 0o600)
    print(f"Roster of {len(roster)} students written to {roster.path}")
    print(f"Students' links: {sheet}")
    if not args.no_pdf:
        print(_print_pdf(sheet, out / "class-links.pdf", args.paper))
    print(f"Your link to the live results page (for you only; also in {teacher}):")
    print(f"  {roster.teacher_link(base, TEACHER_PAGE)}")
    return 0


def _print_pdf(sheet: Path, pdf: Path, paper: str) -> str:
    """Print the sheet to ``pdf`` with the kit's printer (headless Chromium); a sentence."""
    try:
        from ..printouts.pdf import PdfPrinter, PrintError

        with PdfPrinter() as printer:
            pages = printer.print(sheet.read_text(encoding="utf-8"), pdf,
                                  title="Pinochle class links", paper=paper)
    except ImportError:
        return "No PDF (the print tools are not installed: pip install 'pinochle-teach[print]')"
    except PrintError as err:
        return f"No PDF: {err}"
    os.chmod(pdf, 0o600)
    return f"Printable sheet: {pdf} ({pages} page{'s' if pages != 1 else ''})"


if __name__ == "__main__":
    sys.exit(main())
