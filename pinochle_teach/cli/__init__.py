"""The ``pinochle-teach`` command (also ``python -m pinochle_teach``), for whoever installed
the kit with pip and has no git checkout:

    pinochle-teach lessons ~/pinochle      # copy the lessons and exercises into a folder
    pinochle-teach serve ~/pinochle        # serve them as dashboards (what `make run` does)
    pinochle-teach results class.csv       # every student's quiz answers (`make results`)

``serve`` is the classroom launcher (``python -m pinochle_teach.serve``, the one `make run`
starts) with the same options and refusals, serving the folder named (or the current folder
when it holds ``notebooks/`` and ``exercises/``, else the kit's own lessons copied into
the data folder). This module imports only the standard library; ``serve`` loads voila
when it starts.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .. import __version__
from ..classroom.paths import default_data_dir
from ..lesson_files import LESSON_FOLDERS, LessonFilesError, copy_lessons
from . import results

PROG = "pinochle-teach"

DESCRIPTION = """\
Learn and teach Pinochle in Jupyter. The lessons and exercises are notebooks that open as
dashboards in the browser (voila): copy them into a folder of your own, then serve them and
open the address printed."""

EPILOG = """\
Start here:
  pinochle-teach lessons ~/pinochle    copy the lessons into ~/pinochle
  pinochle-teach serve ~/pinochle      serve them; open the address it prints (Ctrl-C stops)

'pinochle-teach COMMAND --help' says more about each command.
"""

SERVE_DESCRIPTION = """\
Serve the lessons and exercises of FOLDER (the one 'pinochle-teach lessons FOLDER' filled)
as voila dashboards, on this machine only unless --host 0.0.0.0 opens it to the room's
network. Without FOLDER: the current folder if it holds notebooks/ and exercises/, else the
kit's own lessons, copied into {default} first. The first lesson's address is printed
once the server answers; Ctrl-C stops it."""


def default_lessons_dir() -> Path:
    """Where ``pinochle-teach serve`` without a folder keeps the kit's lessons: ``lessons/``
    in the class data folder (``$PINOCHLE_TEACH_DATA``, else e.g.
    ``~/.local/share/pinochle-teach``)."""
    return default_data_dir() / "lessons"


def build_parser() -> argparse.ArgumentParser:
    """The ``pinochle-teach`` parser. ``serve`` is listed here for ``--help``; its options
    are the launcher's, parsed by :func:`serve_parser`."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    lessons = commands.add_parser(
        "lessons",
        help="copy the lessons and exercises into a folder of your own",
        description="Copy the kit's lessons (notebooks/) and exercises (exercises/) into "
        "FOLDER, made if missing. A copy you have changed is kept, and the "
        "command says so; --force replaces it with the kit's.",
    )
    lessons.add_argument("folder", metavar="FOLDER", help="where to put them, e.g. ~/pinochle")
    lessons.add_argument(
        "--force",
        action="store_true",
        help="replace copies that differ from the kit's (your changes are lost)",
    )
    lessons.add_argument(
        "--quiet", action="store_true", help="print only the summary, not each file"
    )

    commands.add_parser(
        "serve",
        add_help=False,
        help="serve the lessons as dashboards in the browser (like make run)",
    )

    results.add_arguments(
        commands.add_parser(
            "results",
            help="every student's quiz answers in one CSV file",
            description=results.DESCRIPTION,
        )
    )
    return parser


def serve_parser() -> argparse.ArgumentParser:
    """The launcher's parser (pinochle_teach/serve/cli.py) named ``pinochle-teach serve``,
    with the folder as an optional first argument besides ``--root``."""
    from ..serve import cli as serve_cli

    parser = serve_cli.build_parser(prog=f"{PROG} serve")
    parser.description = SERVE_DESCRIPTION.format(default=default_lessons_dir())
    parser.add_argument(
        "folder", nargs="?", metavar="FOLDER", help="the folder of the lessons (the same as --root)"
    )
    parser.set_defaults(root=None)
    return parser


def missing_server_packages() -> list:
    """The names of the packages the kit requires (not an extra) that this Python lacks, as
    its metadata lists them (``voila<0.6,>=0.5.8`` and the like); [] when the kit's metadata
    is not installed (a checkout on ``PYTHONPATH``)."""
    import re
    from importlib import metadata

    try:
        wanted = metadata.requires("pinochle-teach") or []
    except metadata.PackageNotFoundError:
        return []
    missing = []
    for requirement in wanted:
        if "extra ==" in requirement:
            continue
        name = re.match(r"[A-Za-z0-9_.-]+", requirement).group(0)
        try:
            metadata.version(name)
        except metadata.PackageNotFoundError:
            missing.append(requirement.split(";")[0].strip())
    return missing


def _serve_module():
    """pinochle_teach.serve.cli, or None after one sentence on stderr saying what to install
    when the dashboard server (voila, jupyter_server) is missing from this Python."""
    try:
        from ..serve import cli as serve_cli
    except ModuleNotFoundError as err:
        missing = missing_server_packages()
        wanted = " ".join(f"'{name}'" for name in missing) if missing else "voila jupyterlab"
        _fail(
            "serve",
            f"the dashboard server is not installed in this Python: install it with "
            f"{sys.executable} -m pip install {wanted} (this Python has no module "
            f"'{(err.name or '?').split('.')[0]}')",
        )
        return None
    return serve_cli


def _fail(command: str, message: str) -> int:
    print(f"{PROG} {command}: {message.rstrip('.')}.", file=sys.stderr)
    return 2


def _holds_lessons(folder: Path) -> bool:
    return all((folder / name).is_dir() for name in LESSON_FOLDERS)


def lessons_command(args: argparse.Namespace) -> int:
    """``pinochle-teach lessons FOLDER [--force]``: 0, or 2 with one sentence on stderr."""

    def show(number, count, path, what):
        if args.quiet:
            return
        note = {
            "copied": "copied",
            "same": "already there",
            "kept": "kept: it differs from the kit's copy (--force replaces it)",
        }[what]
        print(f"[{number:>{len(str(count))}}/{count}] {path.as_posix()}: {note}", flush=True)

    try:
        report = copy_lessons(args.folder, force=args.force, progress=show)
    except LessonFilesError as err:
        return _fail("lessons", str(err))
    folder = report.destination
    print(
        f"{len(report.copied)} copied, {len(report.same)} already there, "
        f"{len(report.kept)} kept in {folder}"
    )
    if report.kept:
        print(
            f"Kept {len(report.kept)} file{'s' * (len(report.kept) != 1)} you changed: "
            + ", ".join(p.as_posix() for p in report.kept)
            + f". 'pinochle-teach lessons {args.folder} --force' replaces "
            + ("them" if len(report.kept) != 1 else "it")
            + " with the kit's."
        )
    print(f"Next: pinochle-teach serve {args.folder}")
    return 0


def serve_command(argv: list) -> int:
    """``pinochle-teach serve [FOLDER] [launcher options]``: the launcher's exit status, or 2
    with one sentence saying what to install when the dashboard server is missing."""
    serve_cli = _serve_module()
    if serve_cli is None:
        return 2
    parser = serve_parser()
    args = serve_cli.parse(argv, parser)
    if args.folder is not None and args.root is not None:
        parser.error("give the folder once: as FOLDER or as --root, not both")
    chosen = args.folder if args.folder is not None else args.root
    if chosen is not None:
        root = Path(chosen).expanduser()
        if not _holds_lessons(root):
            return _fail(
                "serve",
                f"{root} holds no lessons (no notebooks/ and exercises/ "
                f"folders): copy them there first with "
                f"'pinochle-teach lessons {chosen}'",
            )
    elif _holds_lessons(Path.cwd()):
        root = Path.cwd()
    else:
        root = default_lessons_dir()
        try:
            report = copy_lessons(root)
        except LessonFilesError as err:
            return _fail("serve", str(err))
        if report.kept:
            print(f"Kept {len(report.kept)} changed lesson file(s) in {root}.")
    args.root = root
    # make run's own checks (its run-args target), which the launcher leaves to it.
    if args.pool < 0:
        return _fail(
            "serve",
            f"--pool {args.pool} keeps no kernel ready: leave it out, or "
            "give 1 or more (e.g. --pool 30)",
        )
    lesson = root / args.lesson
    if not (args.lesson.endswith(".ipynb") and lesson.is_file()):
        return _fail(
            "serve",
            f"--lesson {args.lesson} is not a notebook of {root} "
            "(e.g. --lesson notebooks/02_meld.ipynb)",
        )
    print(f"Serving the lessons in {root.resolve()}", flush=True)
    return serve_cli.run(args, prog=f"{PROG} serve")


def main(argv=None) -> int:
    """Run ``pinochle-teach`` with ``argv`` (default ``sys.argv[1:]``); the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["serve"]:
        return serve_command(argv[1:])
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "lessons":
        return lessons_command(args)
    if args.command == "results":
        return results.run(args)
    parser.print_help()
    return 0
