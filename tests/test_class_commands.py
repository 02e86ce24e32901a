"""Teacher commands of the README's "Teaching a class" refuse what cannot work, before
printing anything a teacher would hand to students."""

from __future__ import annotations

import importlib.util
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
