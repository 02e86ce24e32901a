"""Binder: the launch link printed by scripts/binder_link.py (`make binder-link`) and the
binder/ folder as repo2docker reads it (scripts/check_binder.py, `make binder-check`)."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]


def _load(name: str):
    spec = importlib.util.spec_from_file_location(name, REPO_ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


binder_link = _load("binder_link")
check_binder = _load("check_binder")

WELCOME = "?urlpath=voila%2Frender%2Fnotebooks%2F00_welcome.ipynb"


@pytest.mark.parametrize("remote", [
    "https://github.com/ann/pinochle-teach.git",
    "https://github.com/ann/pinochle-teach",
    "https://github.com/ann/pinochle-teach/",
    "git@github.com:ann/pinochle-teach.git",
    "ssh://git@github.com/ann/pinochle-teach.git",
    "ssh://git@github.com:22/ann/pinochle-teach",
])
def test_github_remotes_give_the_gh_link(remote):
    assert binder_link.launch_link(remote) == (
        "https://mybinder.org/v2/gh/ann/pinochle-teach/HEAD" + WELCOME)


def test_credentials_in_the_remote_are_never_printed():
    link = binder_link.launch_link("https://ann:ghp_secret@github.com/ann/pinochle-teach.git")
    assert "secret" not in link and link.startswith("https://mybinder.org/v2/gh/ann/")


def test_ref_and_lesson_are_url_encoded():
    link = binder_link.launch_link("git@github.com:ann/p.git", ref="v1.0",
                                   lesson="exercises/meld_scoring.ipynb")
    assert link == ("https://mybinder.org/v2/gh/ann/p/v1.0"
                    "?urlpath=voila%2Frender%2Fexercises%2Fmeld_scoring.ipynb")


def test_other_hosts():
    assert binder_link.launch_link("https://gitlab.com/grp/sub/p.git").startswith(
        "https://mybinder.org/v2/gl/grp%2Fsub%2Fp/HEAD?")
    assert binder_link.launch_link("git@git.school.org:t/p.git").startswith(
        "https://mybinder.org/v2/git/https%3A%2F%2Fgit.school.org%2Ft%2Fp.git/HEAD?")


@pytest.mark.parametrize("remote", ["/srv/git/p.git", "../p", "file:///srv/p.git", "",
                                    "https://github.com/onlyowner", "not a url"])
def test_unusable_remotes_say_why(remote):
    with pytest.raises(binder_link.LinkError):
        binder_link.launch_link(remote)


def test_no_remote_explains_what_to_do(tmp_path, capsys):
    subprocess.run(["git", "init", "--quiet", str(tmp_path)], check=True)
    assert binder_link.remote_url("origin", cwd=tmp_path) is None
    assert binder_link.remote_url("origin", cwd=tmp_path / "missing") is None
    assert binder_link.main(["--remote", "no-such-remote"]) == 2
    err = capsys.readouterr().err
    assert "no git remote named 'no-such-remote'" in err and "git remote add origin" in err


def test_remote_is_read_from_git(tmp_path):
    subprocess.run(["git", "init", "--quiet", str(tmp_path)], check=True)
    subprocess.run(["git", "remote", "add", "origin", "git@github.com:ann/p.git"],
                   cwd=tmp_path, check=True)
    url = binder_link.remote_url("origin", cwd=tmp_path)
    assert binder_link.launch_link(url).startswith("https://mybinder.org/v2/gh/ann/p/HEAD?")


def test_make_binder_link_without_a_remote_fails_with_the_explanation():
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    done = subprocess.run(["make", "-s", "binder-link", "BINDER_ARGS=--remote no-such"],
                          cwd=REPO_ROOT, capture_output=True, text=True)
    assert done.returncode != 0 and "git remote add origin" in done.stderr
    done = subprocess.run(["make", "-s", "binder-link", "BINDER_ARGS=--url git@github.com:a/b"],
                          cwd=REPO_ROOT, capture_output=True, text=True)
    assert done.returncode == 0
    assert done.stdout.strip() == "https://mybinder.org/v2/gh/a/b/HEAD" + WELCOME


# ---- the binder/ folder ----------------------------------------------------------------

def test_runtime_matches_the_package_python():
    runtime = (REPO_ROOT / "binder" / "runtime.txt").read_text(encoding="utf-8").strip()
    found = re.fullmatch(r"python-(\d+)\.(\d+)", runtime)
    assert found, runtime
    needs = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))[
        "project"]["requires-python"]
    low = tuple(int(x) for x in re.search(r">=\s*(\d+)\.(\d+)", needs).groups())
    assert (int(found.group(1)), int(found.group(2))) >= low


def test_post_build_is_committed_executable_and_parses():
    mode = subprocess.run(["git", "ls-files", "-s", "binder/postBuild"], cwd=REPO_ROOT,
                          capture_output=True, text=True, check=True).stdout.split()
    if not mode:
        pytest.skip("not a git checkout")
    assert mode[0] == "100755"
    subprocess.run(["bash", "-n", str(REPO_ROOT / "binder" / "postBuild")], check=True)


REPO2DOCKER = check_binder.find_repo2docker(None)


@pytest.mark.skipif(REPO2DOCKER is None,
                    reason="repo2docker is not installed (make binder-check installs it)")
def test_repo2docker_reads_the_binder_folder(tmp_path):
    """The Dockerfile repo2docker would build from a fresh clone: Python 3.11, postBuild
    run, nothing else installed from the repository. Without binder/ the same checks fail
    (repo2docker then installs pyproject.toml with its default Python), so they can fail."""
    clone = tmp_path / "pinochle-teach"
    check_binder.fresh_clone(clone)
    results = dict(check_binder.run_checks(check_binder.dockerfile(REPO2DOCKER, clone)))
    assert all(results.values()), results
    shutil.rmtree(clone / "binder")
    without = dict(check_binder.run_checks(check_binder.dockerfile(REPO2DOCKER, clone)))
    assert not without["postBuild run"]
    assert not without["runtime.txt read: a Python 3.11 environment"]
    assert not without["no other install from the repository (requirements.txt, setup.py, "
                       "pyproject.toml)"]
