"""Check that Binder's builder, repo2docker, reads our binder/ folder as intended, without
Docker: ``repo2docker --no-build --debug`` prints the Dockerfile it would build.

It clones the repository's committed HEAD into a temporary folder (what Binder would fetch:
no uncommitted or untracked files), asks repo2docker for the Dockerfile, and checks that
  - binder/runtime.txt is read: a Python 3.11 environment (the kit needs 3.11 or newer);
  - binder/postBuild is run (made executable, then ``RUN ./binder/postBuild``), and it is the
    only thing that installs Python packages from the repository (the binder/ folder takes
    precedence over pyproject.toml at the root, so no second install of the kit);
  - the repository is copied into the image.
What this does NOT check: the image build itself (the conda environment, the pip install in
postBuild, voila answering the launch link's urlpath), which needs Docker.

    make binder-check                  # installs repo2docker into build/r2d-venv first
    python3 scripts/check_binder.py --repo2docker /path/to/repo2docker

Exit status 0 when every check passes, 1 when one fails, 2 when repo2docker is missing.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_R2D = REPO_ROOT / "build" / "r2d-venv" / "bin" / "repo2docker"

CHECKS = (
    ("runtime.txt read: a Python 3.11 environment",
     lambda out: re.search(r"(conda environment for python=3\.11|python_version.*3\.11)", out)),
    ("postBuild made executable",
     lambda out: re.search(r"^RUN chmod \+x binder/postBuild$", out, re.M)),
    ("postBuild run",
     lambda out: re.search(r"^RUN \./binder/postBuild$", out, re.M)),
    ("the repository copied into the image",
     lambda out: re.search(r"^COPY .*src/ \$\{REPO_DIR\}/", out, re.M)),
    ("no other install from the repository (requirements.txt, setup.py, pyproject.toml)",
     lambda out: not re.search(r"^RUN .*(pip install|requirements\.txt|setup\.py)", out,
                               re.M)),
)


def find_repo2docker(given: "str | None") -> "str | None":
    for candidate in (given, str(DEFAULT_R2D), shutil.which("repo2docker")):
        if candidate and Path(candidate).is_file():
            return candidate
    return None


def fresh_clone(dest: Path) -> str:
    """Clone the committed HEAD into ``dest``; returns the commit."""
    commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=REPO_ROOT, capture_output=True,
                            text=True, check=True).stdout.strip()
    subprocess.run(["git", "clone", "--quiet", str(REPO_ROOT), str(dest)], check=True,
                   timeout=300)
    return commit


def dockerfile(repo2docker: str, tree: Path, timeout: float = 300) -> str:
    """repo2docker's --no-build --debug output (the Dockerfile) for the folder ``tree``."""
    done = subprocess.run([repo2docker, "--no-build", "--debug", str(tree)],
                          capture_output=True, text=True, timeout=timeout)
    out = done.stdout + done.stderr
    if done.returncode != 0:
        raise RuntimeError(f"repo2docker exited with {done.returncode}:\n{out[-3000:]}")
    return out


def run_checks(out: str) -> "list[tuple[str, bool]]":
    return [(name, bool(test(out))) for name, test in CHECKS]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repo2docker", help=f"the repo2docker program ({DEFAULT_R2D} or "
                                              "the one on PATH)")
    parser.add_argument("--show", action="store_true", help="print the whole Dockerfile")
    args = parser.parse_args(argv)
    r2d = find_repo2docker(args.repo2docker)
    if r2d is None:
        print("repo2docker is not installed: `make binder-check` installs it into "
              "build/r2d-venv (pip install jupyter-repo2docker).", file=sys.stderr)
        return 2
    version = subprocess.run([r2d, "--version"], capture_output=True, text=True).stdout.strip()
    with tempfile.TemporaryDirectory(prefix="pinochle-binder-") as tmp:
        clone = Path(tmp) / "pinochle-teach"
        commit = fresh_clone(clone)
        out = dockerfile(r2d, clone)
    if args.show:
        print(out)
    results = run_checks(out)
    print(f"repo2docker {version} --no-build on a fresh clone of HEAD {commit[:12]}:")
    for name, ok in results:
        print(f"  {'ok  ' if ok else 'FAIL'} {name}")
    print("  (not checked here: building the image and running it, which needs Docker)")
    return 0 if all(ok for _, ok in results) else 1


if __name__ == "__main__":
    sys.exit(main())
