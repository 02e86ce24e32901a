"""Teacher commands of the README's "Teaching a class" refuse what cannot work, before
printing anything a teacher would hand to students."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]


def load_script(name):
    spec = importlib.util.spec_from_file_location(name, REPO_ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


binder_link = load_script("binder_link")


@pytest.mark.parametrize("lesson", ["nowhere.ipynb", "README.md", "notebooks/00_welcome"])
def test_binder_link_refuses_a_lesson_that_is_not_here(lesson, capsys):
    """Binder builds these same files, so a lesson missing here would answer 404 there."""
    assert binder_link.main(["--url", "https://github.com/o/n", "--lesson", lesson]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert f"--lesson {lesson} is not a notebook of this repository" in captured.err


def test_binder_link_opens_an_existing_lesson(capsys):
    assert binder_link.main(["--url", "https://github.com/o/n",
                             "--lesson", "exercises/meld_scoring.ipynb"]) == 0
    assert capsys.readouterr().out.strip().endswith(
        "?urlpath=voila%2Frender%2Fexercises%2Fmeld_scoring.ipynb")


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_lite_without_npm_says_to_install_it(tmp_path):
    """`make lite` gets Pyodide with `npm pack` (once): with no npm and nothing cached it
    says to install npm, instead of a Python traceback from lite/build.py."""
    (tmp_path / "Makefile").write_bytes((REPO_ROOT / "Makefile").read_bytes())
    (tmp_path / "lite").mkdir()
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("make", "ls", "sh"):
        (bin_dir / tool).symlink_to(shutil.which(tool))

    def lite_fetch():  # -o: the build venv counts as made, so nothing is installed
        return subprocess.run(["make", "-s", "-o", "lite/.venv/.installed", "lite-fetch"],
                              cwd=tmp_path, env={"PATH": str(bin_dir)}, capture_output=True,
                              text=True, timeout=60)

    done = lite_fetch()
    assert done.returncode != 0 and "make lite needs npm once" in done.stderr, done.stderr
    (bin_dir / "npm").symlink_to(shutil.which("true"))
    done = lite_fetch()  # with npm it goes on to lite/build.py, whose venv is absent here
    assert "needs npm once" not in done.stderr
    assert "lite/.venv/bin/python" in done.stderr, done.stderr


def test_results_from_an_empty_folder_name_it_and_the_setting(tmp_path, capsys):
    """A teacher whose server used PINOCHLE_TEACH_DATA but who ran `make results` without it
    gets an empty CSV: the script says no answers were found where, and why that may be."""
    class_results = load_script("class_results")
    (tmp_path / "data").mkdir()
    assert class_results.main([str(tmp_path / "out.csv"), "--dir", str(tmp_path / "data")]) == 0
    err = capsys.readouterr().err
    assert f"no quiz answers in {tmp_path / 'data'}" in err and "PINOCHLE_TEACH_DATA" in err


def test_the_hub_guides_links_open_notebooks_that_exist():
    """docs/jupyterhub.md: the nbgitpuller link clones into `targetpath` and its `urlpath`
    opens a notebook inside that folder (nbgitpuller's own default folder name would keep a
    `.git` suffix); the defaultUrl names a lesson of this repository in that folder too."""
    from urllib.parse import parse_qs, urlsplit

    guide = (REPO_ROOT / "docs" / "jupyterhub.md").read_text(encoding="utf-8")
    links = re.findall(r"https://<hub>/hub/user-redirect/git-pull\?[^\n`]+", guide)
    assert links, "the guide gives no nbgitpuller link"
    for link in links:
        query = parse_qs(urlsplit(link).query)
        folder = query["targetpath"][0]
        urlpath = query["urlpath"][0]
        assert urlpath.startswith(f"voila/render/{folder}/"), link
        assert (REPO_ROOT / urlpath.removeprefix(f"voila/render/{folder}/")).is_file(), link
    for default in re.findall(r"defaultUrl: (\S+)", guide):
        assert default.startswith(f"/voila/render/{folder}/"), default
        assert (REPO_ROOT / default.removeprefix(f"/voila/render/{folder}/")).is_file()
