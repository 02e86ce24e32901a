"""Print the Binder launch link of this repository, opening the welcome lesson in voila.

Binder (mybinder.org) builds a *public* git repository with repo2docker, so the link names
where the repository is published. This script reads it from the git remote (``origin`` by
default) and prints::

    https://mybinder.org/v2/gh/OWNER/NAME/HEAD?urlpath=voila%2Frender%2Fnotebooks%2F00_welcome.ipynb

GitHub remotes (``https://github.com/OWNER/NAME.git``, ``git@github.com:OWNER/NAME.git``,
``ssh://git@github.com/OWNER/NAME``) give a ``gh/`` link, GitLab ones a ``gl/`` link, any other
public https remote a ``git/`` link. A user name or token in the remote's URL is never
printed. With no remote (a local clone, a downloaded archive) it says what to do and exits
with status 2; a remote that is a local path or an unknown form, or a ``--lesson`` that is not a notebook
of this checkout, exits with status 2 too.

    python3 scripts/binder_link.py                     # make binder-link
    python3 scripts/binder_link.py --ref v1.0 --lesson exercises/meld_scoring.ipynb
    python3 scripts/binder_link.py --url git@github.com:someone/pinochle-teach.git

Standard library only, any Python 3.8 or newer (it runs before the kit is installed).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import quote

BINDER = "https://mybinder.org/v2"
DEFAULT_LESSON = "notebooks/00_welcome.ipynb"
REPO_ROOT = Path(__file__).resolve().parents[1]

NO_REMOTE = """\
This repository has no git remote named {remote!r}, so there is no public address for
Binder to build it from (Binder builds only repositories it can clone from the internet).
To get a launch link:
  1. publish the repository, e.g. on GitHub:
       git remote add origin https://github.com/YOUR-NAME/pinochle-teach.git
       git push -u origin main
  2. run `make binder-link` again; it prints the link that opens the welcome lesson.
Or, for a copy already published elsewhere:
  make binder-link BINDER_ARGS="--url https://github.com/OWNER/NAME"
"""

# host, owner/name; the forms git accepts for a remote.
_FORMS = (
    re.compile(r"^(?:https?|git)://(?:[^@/]+@)?(?P<host>[^/:]+)(?::\d+)?/(?P<path>.+?)/?$"),
    re.compile(r"^ssh://(?:[^@/]+@)?(?P<host>[^/:]+)(?::\d+)?/(?P<path>.+?)/?$"),
    re.compile(r"^(?:[^@/]+@)?(?P<host>[^/:]+):(?!//)(?P<path>[^/].*?)/?$"),  # scp-like
)


class LinkError(Exception):
    """The remote cannot give a Binder link; the message says why and what to do."""


def parse_remote(url: str) -> "tuple[str, str]":
    """Split a git remote URL into (host, "owner/name"), without credentials or ``.git``.

    Raises:
        LinkError: for a local path, a ``file://`` URL or a form git does not use.
    """
    url = url.strip()
    if not url or url.startswith(("/", ".", "~", "file:")) or re.match(r"^[A-Za-z]:\\", url):
        raise LinkError(f"the remote {url!r} is a folder on this computer, which Binder "
                        "cannot reach: publish the repository (e.g. on GitHub) first")
    for form in _FORMS:
        found = form.match(url)
        if found:
            host = found.group("host").lower()
            path = found.group("path")
            if path.endswith(".git"):
                path = path[:-4]
            if path.count("/") < 1 or "" in path.split("/"):
                break
            return host, path
    raise LinkError(f"cannot read the remote {url!r} as a git URL "
                    "(https://host/owner/name or git@host:owner/name)")


def launch_link(remote_url: str, ref: str = "HEAD", lesson: str = DEFAULT_LESSON) -> str:
    """The mybinder.org link that builds ``remote_url`` at ``ref`` and opens ``lesson`` (a
    notebook path in the repository) in voila.

    Raises:
        LinkError: see :func:`parse_remote`; also for an empty ref or lesson.
    """
    if not ref.strip() or not lesson.strip():
        raise LinkError("the ref and the lesson must not be empty")
    host, path = parse_remote(remote_url)
    urlpath = "?urlpath=" + quote("voila/render/" + lesson.strip().lstrip("/"), safe="")
    ref = quote(ref.strip(), safe="")
    if host in ("github.com", "www.github.com"):
        owner_name = path
        if owner_name.count("/") != 1:
            raise LinkError(f"a GitHub remote is github.com/OWNER/NAME, got {path!r}")
        return f"{BINDER}/gh/{owner_name}/{ref}{urlpath}"
    if host in ("gitlab.com", "www.gitlab.com"):
        return f"{BINDER}/gl/{quote(path, safe='')}/{ref}{urlpath}"
    clone = f"https://{host}/{path}.git" if not path.endswith(".git") else f"https://{host}/{path}"
    return f"{BINDER}/git/{quote(clone, safe='')}/{ref}{urlpath}"


def remote_url(remote: str = "origin", cwd: Path = REPO_ROOT) -> "str | None":
    """``git remote get-url REMOTE`` in ``cwd``; None when there is no such remote, no git,
    or ``cwd`` is not a git checkout."""
    try:
        done = subprocess.run(["git", "remote", "get-url", remote], cwd=cwd,
                              capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    if done.returncode != 0:
        return None
    return done.stdout.strip() or None


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--remote", default="origin", help="git remote to read (origin)")
    parser.add_argument("--url", help="use this repository URL instead of a git remote")
    parser.add_argument("--ref", default="HEAD",
                        help="branch, tag or commit Binder builds (HEAD: the default branch)")
    parser.add_argument("--lesson", default=DEFAULT_LESSON,
                        help=f"notebook to open in voila ({DEFAULT_LESSON})")
    args = parser.parse_args(argv)
    lesson = args.lesson.strip().lstrip("/")
    if not lesson.endswith(".ipynb") or not (REPO_ROOT / lesson).is_file():
        # Binder builds the same files: a lesson missing here would answer 404 there.
        print(f"No Binder link: --lesson {args.lesson} is not a notebook of this repository "
              f"(e.g. --lesson {DEFAULT_LESSON}).", file=sys.stderr)
        return 2
    url = args.url or remote_url(args.remote)
    if url is None:
        print(NO_REMOTE.format(remote=args.remote), end="", file=sys.stderr)
        return 2
    try:
        print(launch_link(url, args.ref, args.lesson))
    except LinkError as err:
        print(f"No Binder link: {err}.", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
