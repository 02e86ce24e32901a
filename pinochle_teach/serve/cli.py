"""The launcher's command line: ``python -m pinochle_teach.serve [options]``.

    python -m pinochle_teach.serve --host 127.0.0.1 --port 8866 --root .
    python -m pinochle_teach.serve --pool 30 --lesson notebooks/00_welcome.ipynb
    python -m pinochle_teach.serve --host 0.0.0.0       # the room's network
    python -m pinochle_teach.serve --print-command      # the voila command, nothing started

`make run` calls it (``HOST``, ``PORT``, ``POOL``, ``LESSON`` become ``--host`` ...), and so
do the browser tests (tests/browser/voila_harness.py), so both serve the same way. Voila
serves ``--root`` (the repository, so that notebooks/ and exercises/ both show in its file
tree) and keeps its defaults otherwise: sources stripped, no tracebacks shown. Only the
notebooks of notebooks/ and exercises/ are served, only to requests naming this machine
(pinochle_teach/serve/access.py). The addresses to open are printed once the server answers;
the voila command line only with ``--verbose``.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import sys
from pathlib import Path

from ..classroom.identity import SHARED_SERVER_ENV
from ..lesson_files import LESSON_FOLDERS, TRANSLATED_FOLDERS
from . import kernels
from .address import LOOPBACK_HOSTS, ROOM_HOST, host_problem, port_problem

# jupyter_server's own hidden names (the option replaces them), then the folders a student
# has no use for in the tree: the package, tests, docs, the JupyterLite and Binder set-ups,
# notebooks/data and the play table's saved records. Dot-folders (.venv, .git) are hidden by
# jupyter_server anyway.
HIDDEN_IN_TREE = (
    "__pycache__", "*.pyc", "*.pyo", ".DS_Store", "*~",
    "pinochle_teach", "tests", "test-results", "docs", "benchmarks", "build", "dist",
    "*.egg-info", "lite", "binder", "scripts", "data", "records",
)

# Kernels idle for 10 minutes are shut down, checked every minute. Kernels talk to voila over
# IPC (Unix) sockets, not TCP ports: when a class arrives together, two kernels starting at
# once could draw the same free port and one student's page never finished
# (benchmarks/README.md, "Load test"); the sockets sit beside the kernels' connection files in
# voila's own temporary folder ($TMPDIR/voila_XXXXXXXX, removed when voila stops). Voila
# waits up to 60 s (not nbclient's 4 s) for a cell's output once the kernel has answered:
# with many kernels starting at once the output came later than 4 s and voila sent the page
# without the dashboard ("Timeout waiting for IOPub output").
#: The kit's voila page template (voila's "lab" without links to a CDN), found through
#: JUPYTER_PATH (:data:`TEMPLATE_DATA`, set by :func:`run`).
TEMPLATE = "pinochle"
TEMPLATE_DATA = Path(__file__).resolve().parent / "jupyter"

VOILA_OPTIONS = (
    "--no-browser",
    f"--VoilaConfiguration.template={TEMPLATE}",
    "--MappingKernelManager.cull_idle_timeout=600",
    "--MappingKernelManager.cull_interval=60",
    "--KernelManager.transport=ipc",
    "--VoilaExecutor.iopub_timeout=60",
    *(f"--ContentsManager.hide_globs={glob}" for glob in HIDDEN_IN_TREE),
)

# The folders whose notebooks are the class's pages (relative to --root): the lessons, the
# rule book, the teacher guide and the widget demos in notebooks/, the exercises
# (LESSON_FOLDERS, from pinochle_teach/lesson_files.py, which ships and copies them).
# Nothing else under --root is served (pinochle_teach/serve/access.py).

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8866
DEFAULT_LESSON = "notebooks/00_welcome.ipynb"
# A preheated kernel used by a student is replaced 2 minutes later.
POOL_FILL_DELAY = 120


def listen_host(text: str) -> str:
    """argparse type of ``--host``: refuses an empty host and ``::`` (each would listen on
    every interface without anyone having asked for it; only 0.0.0.0 opens the room)."""
    problem = host_problem(text, "--host")
    if problem:
        raise argparse.ArgumentTypeError(problem)
    return text.strip()


def lesson_folder(text: str) -> str:
    """argparse type of ``--also-serve``: a plain relative folder path."""
    parts = text.strip("/").split("/")
    if text.startswith("/") or any(p in ("", ".", "..") or p.startswith(".") for p in parts):
        raise argparse.ArgumentTypeError(
            f"'{text}' is not a folder of the kit written plainly, e.g. tests/browser/fixtures")
    return "/".join(parts)


PROG = "python -m pinochle_teach.serve"


def build_parser(prog: str = PROG) -> argparse.ArgumentParser:
    """The launcher's argparse parser (the kernel limits add their own options); ``prog``
    names the command in its usage and messages (``pinochle-teach serve`` reuses it)."""
    parser = argparse.ArgumentParser(
        prog=prog,
        description="Serve the Pinochle lessons and exercises to a class with voila.")
    parser.add_argument("--host", type=listen_host, default=DEFAULT_HOST,
                        help="address to listen on (default %(default)s: this machine only; "
                             f"{ROOM_HOST} for the room's network)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help="port to listen on (default %(default)s)")
    parser.add_argument("--root", type=Path, default=Path.cwd(),
                        help="the kit's folder, holding notebooks/ and exercises/ "
                             "(default: the current folder)")
    parser.add_argument("--pool", type=int, default=0, metavar="N",
                        help="keep N kernels ready for --lesson (a class opening it together)")
    parser.add_argument("--lesson", default=DEFAULT_LESSON,
                        help="the first lesson, relative to --root: its address is "
                             "printed, and --pool preheats it (default %(default)s)")
    parser.add_argument("--allow-host", action="append", default=[], metavar="NAME",
                        help="also answer requests for NAME (a name the school's network "
                             "gives this machine, or a container's published address); "
                             "repeatable")
    parser.add_argument("--also-serve", action="append", default=[], metavar="FOLDER",
                        type=lesson_folder,
                        help="serve the notebooks of FOLDER (relative to --root) besides "
                             f"{' and '.join(f + '/' for f in LESSON_FOLDERS)} (the browser tests' fixtures)")
    parser.add_argument("--verbose", action="store_true",
                        help="print the voila command line before starting")
    parser.add_argument("--print-command", action="store_true",
                        help="print the voila command line and exit without serving")
    kernels.add_arguments(parser)
    return parser


def voila_arguments(args: argparse.Namespace) -> list:
    """The voila command-line options (``list[str]``, without the program name) for the
    parsed ``args``: the kit's VOILA_OPTIONS, the preheated pool if ``args.pool``, the
    kernel limits, the address, and the folder served last."""
    root = Path(args.root).resolve()
    options = list(VOILA_OPTIONS)
    if args.pool:
        # The deny list keeps the pool to that one notebook (voila matches it against
        # absolute paths), or voila would preheat every notebook.
        lesson = re.escape(str(root / args.lesson))
        options += ["--preheat_kernel=True", f"--pool_size={args.pool}",
                    f"--VoilaKernelManager.fill_delay={POOL_FILL_DELAY}",
                    f"--VoilaKernelManager.preheat_denylist=^(?!{lesson}$)"]
    options += kernels.voila_arguments(args)
    options += [f"--Voila.ip={args.host}", f"--port={args.port}",
                "--Voila.port_retries=0",  # fail loudly rather than drift to another port
                str(root)]
    return options


def kernel_environment(host: str) -> dict:
    """Variables (``{name: value}``) the kernels need to reach this server at ``host``.

    A preheated kernel (``--pool``) asks voila for its page's request (the query string
    that carries ``?projector=1``) at ``VOILA_APP_IP``, which voila leaves at 127.0.0.1: a
    server listening on one other address (``--host 192.168.1.20``, ``--host ::1``) never
    answers there. ``0.0.0.0`` listens on 127.0.0.1 too, so it needs nothing."""
    host = host.strip("[]")
    if host in (ROOM_HOST, "127.0.0.1"):
        return {}
    return {"VOILA_APP_IP": f"[{host}]" if ":" in host else host}


def class_environment(host: str) -> dict:
    """``{SHARED_SERVER_ENV: "1"}`` for a server other computers can reach (any ``host``
    but loopback: ``0.0.0.0``, an address of the room's network), else ``{}``. There every
    page without a student's personal link is a student alone, and their quizzes save
    nothing rather than pool every such student into one record
    (:func:`pinochle_teach.classroom.identity.on_shared_server`). A loopback server is one
    computer's (a student practising at home, a teacher trying the lessons): saved as
    on any computer of one's own."""
    host = host.strip("[]").lower()
    if host in LOOPBACK_HOSTS or host.startswith("127."):
        return {}
    return {SHARED_SERVER_ENV: "1"}


def parse(argv=None, parser: "argparse.ArgumentParser | None" = None) -> argparse.Namespace:
    """The parsed arguments (by ``parser``, default :func:`build_parser`'s), with
    ``lesson_folders``: the folders whose notebooks are served (notebooks/, exercises/, their
    translations' folders notebooks/pl/... and any ``--also-serve``)."""
    args = (parser or build_parser()).parse_args(argv)
    args.lesson_folders = [*LESSON_FOLDERS, *TRANSLATED_FOLDERS, *args.also_serve]
    return args


def main(argv=None) -> int:
    """Parse ``argv`` (``sys.argv[1:]`` when None) and serve; returns the exit status (2,
    with a sentence on stderr, when the address cannot be served)."""
    return run(parse(argv))


def run(args: argparse.Namespace, prog: str = PROG) -> int:
    """Serve as the parsed ``args`` (from :func:`parse`) say; ``prog`` starts the sentence
    printed when the address or the folder cannot be served (exit status 2)."""
    voila_argv = voila_arguments(args)
    if args.print_command:
        print(shlex.join(["voila", *voila_argv]))
        return 0
    problem = port_problem(args.host, str(args.port), "--host", "--port")
    for folder in args.lesson_folders:
        if folder in TRANSLATED_FOLDERS:
            continue  # a folder of lessons may hold no translations (an older copy, a test)
        if not problem and not (Path(args.root) / folder).is_dir():
            problem = f"there is no folder {folder}/ in {Path(args.root).resolve()}"
    if problem:
        print(f"{prog}: {problem}.", file=sys.stderr)
        return 2
    os.environ.update(kernel_environment(args.host))
    os.environ.update(class_environment(args.host))
    os.environ["JUPYTER_PATH"] = os.pathsep.join(
        [str(TEMPLATE_DATA), *filter(None, [os.environ.get("JUPYTER_PATH")])])
    from . import app
    return app.serve(voila_argv, args)


if __name__ == "__main__":
    sys.exit(main())
