"""The ``pinochle-teach`` command (pinochle_teach/cli): copying the lessons out without
overwriting a student's edited copy, ``--force``, a bad folder said in one sentence,
``--help`` and ``--version``, and ``serve``/``results`` handing over to the launcher and the
results writer."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import tomllib
from importlib import import_module
from pathlib import Path

import pytest

from pinochle_teach.cli import main
from pinochle_teach.lesson_files import copy_lessons, shipped_root

REPO = Path(__file__).resolve().parents[1]
# What the kit ships, listed from the checkout itself (not from the code under test).
EXPECTED = sorted(
    [p.relative_to(REPO).as_posix() for p in (REPO / "notebooks").glob("*.ipynb")]
    + [p.relative_to(REPO).as_posix() for p in (REPO / "exercises").glob("*.ipynb")]
    # the translated lessons, notebooks/pl/... and exercises/pl/...
    + [
        p.relative_to(REPO).as_posix()
        for folder in ("notebooks", "exercises")
        for p in (REPO / folder).glob("*/*.ipynb")
    ]
    + ["notebooks/data/full_hand.json", "exercises/README.md"]
)


def files_under(folder: Path) -> list[str]:
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())


def one_sentence(text: str) -> bool:
    text = text.strip()
    return "\n" not in text and text.endswith(".") and "Traceback" not in text


def test_lessons_copies_every_lesson_exercise_and_data_file(tmp_path, capsys):
    dest = tmp_path / "class" / "lessons"  # parents made too
    assert main(["lessons", str(dest)]) == 0
    assert files_under(dest) == EXPECTED
    for rel in EXPECTED:
        assert (dest / rel).read_bytes() == (REPO / rel).read_bytes(), rel
    out = capsys.readouterr().out
    # progress: one line per file, numbered (padded to the width of the total), then the
    # summary and the next step
    total = len(EXPECTED)
    assert f"[{1:>{len(str(total))}}/{total}]" in out and f"[{total}/{total}]" in out
    assert f"{len(EXPECTED)} copied, 0 already there, 0 kept" in out
    assert f"pinochle-teach serve {dest}" in out


def test_an_edited_copy_is_kept_and_the_command_says_so(tmp_path, capsys):
    assert main(["lessons", str(tmp_path), "--quiet"]) == 0
    edited = tmp_path / "notebooks" / "02_meld.ipynb"
    edited.write_text("my own notes", encoding="utf-8")
    (tmp_path / "exercises" / "puzzles.ipynb").unlink()  # a deleted copy comes back
    capsys.readouterr()
    assert main(["lessons", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert edited.read_text(encoding="utf-8") == "my own notes"
    assert "notebooks/02_meld.ipynb: kept" in out and "--force" in out
    assert f"1 copied, {len(EXPECTED) - 2} already there, 1 kept" in out
    assert (tmp_path / "exercises" / "puzzles.ipynb").read_bytes() == (
        REPO / "exercises" / "puzzles.ipynb"
    ).read_bytes()


def test_force_replaces_an_edited_copy(tmp_path, capsys):
    copy_lessons(tmp_path)
    edited = tmp_path / "notebooks" / "02_meld.ipynb"
    edited.write_text("my own notes", encoding="utf-8")
    assert main(["lessons", str(tmp_path), "--force", "--quiet"]) == 0
    assert edited.read_bytes() == (REPO / "notebooks" / "02_meld.ipynb").read_bytes()
    assert "1 copied" in capsys.readouterr().out


def test_files_a_lesson_wrote_are_not_copied(tmp_path):
    """The play table's saved records (records/ beside the notebook) and checkpoints
    belong to whoever made them, not to the kit."""
    source = tmp_path / "kit"
    for rel in (
        "notebooks/00_welcome.ipynb",
        "exercises/meld_scoring.ipynb",
        "notebooks/records/game-1.json",
        "notebooks/.ipynb_checkpoints/x.ipynb",
    ):
        (source / rel).parent.mkdir(parents=True, exist_ok=True)
        (source / rel).write_text("{}", encoding="utf-8")
    report = copy_lessons(tmp_path / "out", source=source)
    assert files_under(tmp_path / "out") == [
        "exercises/meld_scoring.ipynb",
        "notebooks/00_welcome.ipynb",
    ]
    assert len(report.copied) == 2


@pytest.mark.parametrize("make_bad", ["file", "under_a_file"])
def test_a_bad_folder_is_one_sentence(tmp_path, capsys, make_bad):
    afile = tmp_path / "notes.txt"
    afile.write_text("x", encoding="utf-8")
    target = afile if make_bad == "file" else afile / "lessons"
    assert main(["lessons", str(target)]) == 2
    captured = capsys.readouterr()
    assert captured.err.startswith("pinochle-teach lessons: ") and str(target) in captured.err
    assert one_sentence(captured.err), captured.err


def test_help_names_the_commands_and_how_to_start(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    for command in ("lessons", "serve", "results"):
        assert re.search(rf"^\s+{command}\s+\w", out, re.M), command
    assert "pinochle-teach lessons ~/pinochle" in out and "pinochle-teach serve ~/pinochle" in out


def test_no_command_prints_the_help(capsys):
    assert main([]) == 0
    assert "usage: pinochle-teach" in capsys.readouterr().out


def test_version_through_python_m(tmp_path):
    version = re.search(
        r'__version__ = "([^"]+)"', (REPO / "pinochle_teach" / "__init__.py").read_text()
    ).group(1)
    done = subprocess.run(
        [sys.executable, "-m", "pinochle_teach", "--version"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert done.returncode == 0 and done.stdout.strip() == f"pinochle-teach {version}"


def test_the_console_script_names_the_command():
    scripts = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["scripts"]
    module, name = scripts["pinochle-teach"].split(":")
    assert getattr(import_module(module), name) is main


def test_serve_help_is_the_launchers_options(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["serve", "--help"])
    out = capsys.readouterr().out
    assert stop.value.code == 0 and out.startswith("usage: pinochle-teach serve")
    for option in ("--host", "--port", "--pool", "--lesson", "--allow-host", "--max-kernels"):
        assert option in out, option


def test_serve_a_folder_without_lessons_says_to_copy_them(tmp_path, capsys):
    assert main(["serve", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert f"pinochle-teach lessons {tmp_path}" in err and one_sentence(err), err


def test_serve_passes_the_folder_and_options_to_the_launcher(tmp_path, capsys):
    copy_lessons(tmp_path)
    assert main(["serve", str(tmp_path), "--port", "9123", "--print-command"]) == 0
    command = capsys.readouterr().out.strip().splitlines()[-1]
    assert command.startswith("voila ") and command.endswith(f" {tmp_path.resolve()}")
    assert "--port=9123" in command and "--Voila.ip=127.0.0.1" in command


def test_serve_without_a_folder_serves_the_kits_lessons_from_the_data_folder(
    tmp_path, monkeypatch, capsys
):
    monkeypatch.setenv("PINOCHLE_TEACH_DATA", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)  # no notebooks/ here
    assert main(["serve", "--print-command"]) == 0
    served = tmp_path / "data" / "lessons"
    assert capsys.readouterr().out.strip().endswith(f" {served.resolve()}")
    assert files_under(served) == EXPECTED


def test_serve_refuses_a_port_in_use_like_the_launcher(tmp_path, capsys):
    copy_lessons(tmp_path)
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert main(["serve", str(tmp_path), f"--port={port}"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("pinochle-teach serve: ") and "in use" in err and one_sentence(err)


def test_serve_takes_the_folder_once(tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["serve", str(tmp_path), "--root", str(tmp_path)])
    assert stop.value.code == 2 and "not both" in capsys.readouterr().err


def test_results_writes_the_csv_and_notes_an_empty_store(tmp_path, capsys):
    (tmp_path / "data").mkdir()
    out = tmp_path / "out.csv"
    assert main(["results", str(out), "--dir", str(tmp_path / "data")]) == 0
    assert out.read_text(encoding="utf-8").startswith("student,time,kind")
    assert f"no quiz answers in {tmp_path / 'data'}" in capsys.readouterr().err


@pytest.mark.skipif(shipped_root() != REPO, reason="the kit is not imported from this checkout")
def test_the_kits_own_folder_is_refused(capsys):
    """In a checkout the shipped lessons are notebooks/ and exercises/ themselves: copying
    onto them would be copying each file onto itself."""
    assert main(["lessons", str(REPO), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "the kit's own copy" in err and one_sentence(err), err


@pytest.mark.parametrize(
    "option, words",
    [(["--lesson", "notebooks/nope.ipynb"], "--lesson"), (["--pool", "-1"], "--pool -1")],
)
def test_serve_refuses_what_make_run_refuses(tmp_path, capsys, option, words):
    copy_lessons(tmp_path)
    assert main(["serve", str(tmp_path), *option, "--print-command"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"pinochle-teach serve: {words}") and one_sentence(err), err


def test_serve_without_the_dashboard_server_says_what_to_install(tmp_path):
    # A Python where jupyter_server cannot be imported (as after `pip install --no-deps`):
    # a None entry in sys.modules makes `import jupyter_server` raise ModuleNotFoundError.
    code = (
        "import sys; sys.modules['jupyter_server'] = None\n"
        "from pinochle_teach.cli import main\n"
        f"raise SystemExit(main(['serve', {str(tmp_path)!r}]))\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        timeout=60,
    )
    assert run.returncode == 2, run.stderr
    err = run.stderr
    assert err.startswith("pinochle-teach serve: the dashboard server is not installed")
    assert "pip install" in err and "'jupyter_server'" in err and one_sentence(err), err
