"""The pip route, as a new user takes it (issue 18): build the wheel, install it into a fresh
venv, ``pinochle-teach lessons DIR``, ``pinochle-teach serve DIR --port N``, and open the
welcome lesson in headless Chromium, with no git checkout involved.

The venv reuses the installed stack of the Python running the tests (a ``.pth`` file naming
its site-packages, so nothing is downloaded but the build backend), but the kit itself
comes from the wheel: the test checks where ``pinochle_teach`` is imported from, both in
the venv's Python and in the kernel the server starts for a page.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import sysconfig
import time
import urllib.error
import urllib.request
import zipfile
from pathlib import Path

import nbformat
import pytest

from voila_harness import (
    REPO_ROOT,
    assert_no_error_text,
    free_port,
    open_dashboard,
    output_texts,
    save_screenshot,
)

pytestmark = pytest.mark.browser


def run(command, **kwargs):
    done = subprocess.run(command, capture_output=True, text=True, timeout=300, **kwargs)
    assert done.returncode == 0, f"{command} failed:\n{done.stdout}\n{done.stderr}"
    return done


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """``(venv, env, wheel)``: a fresh venv holding the kit from a wheel built now."""
    tmp = tmp_path_factory.mktemp("wheel")
    run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--quiet",
            "--wheel-dir",
            str(tmp / "dist"),
            str(REPO_ROOT),
        ]
    )
    wheel = next((tmp / "dist").glob("pinochle_teach-*.whl"))
    venv = tmp / "venv"
    run([sys.executable, "-m", "venv", "--without-pip", str(venv)])
    python = venv / "bin" / "python"
    site = Path(
        run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]
        ).stdout.strip()
    )
    # The stack (voila, ipywidgets, ...) from the test's own environment, after the venv's
    # own site-packages: a path line in a .pth file, whose own .pth files (an editable
    # install of the checkout) are not read.
    stack = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (site / "zz_stack.pth").write_text("\n".join(sorted(stack)) + "\n", encoding="utf-8")
    run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "--no-deps",
            "--no-index",
            "--quiet",
            str(wheel),
        ]
    )
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    # The stack's data files (voila's page templates, the kernel spec) are in its prefix's
    # share/jupyter, which a pip install puts in the venv's own prefix.
    env["JUPYTER_PATH"] = str(Path(sysconfig.get_paths()["data"]) / "share" / "jupyter")
    env["PINOCHLE_TEACH_DATA"] = str(tmp / "data")
    env["PYTHONUNBUFFERED"] = "1"
    return venv, env, wheel


def test_the_wheel_holds_the_lessons_the_licence_and_the_command(installed):
    _, _, wheel = installed
    names = set(zipfile.ZipFile(wheel).namelist())
    for name in (
        "pinochle_teach/lessons/notebooks/00_welcome.ipynb",
        "pinochle_teach/lessons/notebooks/rules.ipynb",
        "pinochle_teach/lessons/notebooks/data/full_hand.json",
        "pinochle_teach/lessons/exercises/meld_scoring.ipynb",
        # the translated lessons, beside the English ones
        "pinochle_teach/lessons/notebooks/pl/02_meld.ipynb",
        "pinochle_teach/lessons/exercises/is/meld_scoring.ipynb",
        "pinochle_teach/py.typed",
        "pinochle_teach/widgets/style.css",
        # the compiled Polish catalog, read with gettext (the .po sources are not shipped)
        "pinochle_teach/locale/pl/LC_MESSAGES/pinochle_teach.mo",
    ):
        assert name in names, name
    assert not any(n.endswith((".po", ".pot")) for n in names)
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    metadata = (
        zipfile.ZipFile(wheel)
        .read(next(n for n in names if n.endswith(".dist-info/METADATA")))
        .decode()
    )
    assert "License-Expression: MIT" in metadata
    assert "Requires-Dist: jupyterlab<5,>=4" in metadata
    entry_points = (
        zipfile.ZipFile(wheel)
        .read(next(n for n in names if n.endswith("entry_points.txt")))
        .decode()
    )
    assert "pinochle-teach = pinochle_teach.cli:main" in entry_points
    assert not any("/records/" in n or "checkpoint" in n for n in names)


def test_the_installed_kit_speaks_polish_from_its_own_catalog(installed, tmp_path):
    venv, env, _ = installed
    said = run(
        [
            str(venv / "bin" / "python"),
            "-c",
            "import pinochle_teach as p; p.set_language('pl'); print(p.i18n.LOCALE_DIR); "
            "print(p.parse_card('QS').words)",
        ],
        env=env,
        cwd=tmp_path,
    ).stdout.splitlines()
    assert said[0].startswith(str(venv)) and said[1] == "dama pik"


def test_pip_install_then_lessons_then_serve_shows_the_welcome_lesson(installed, tmp_path, page):
    venv, env, _ = installed
    where = run(
        [
            str(venv / "bin" / "python"),
            "-c",
            "import pinochle_teach; print(pinochle_teach.__file__)",
        ],
        env=env,
        cwd=tmp_path,
    ).stdout.strip()
    assert where.startswith(str(venv)), f"the kit came from {where}, not the wheel"

    lessons = tmp_path / "x"
    copied = run(["pinochle-teach", "lessons", str(lessons)], env=env, cwd=tmp_path)
    assert "0 kept" in copied.stdout and (lessons / "notebooks" / "00_welcome.ipynb").is_file()
    # A page of our own among the lessons: which Python and which kit the kernel runs.
    probe = nbformat.v4.new_notebook(
        cells=[
            nbformat.v4.new_code_cell(
                "import sys, pinochle_teach\nprint('KIT', pinochle_teach.__file__)\n"
                "print('PY', sys.executable)"
            )
        ]
    )
    nbformat.write(probe, lessons / "notebooks" / "where.ipynb")

    port = free_port()
    log = (tmp_path / "serve.log").open("wb")
    server = subprocess.Popen(
        ["pinochle-teach", "serve", str(lessons), "--port", str(port)],
        env=env,
        cwd=tmp_path,
        stdin=subprocess.DEVNULL,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    base = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + 60
        while True:
            assert server.poll() is None, (tmp_path / "serve.log").read_text()
            try:
                with urllib.request.urlopen(base, timeout=5) as answer:
                    if answer.status == 200:
                        break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            assert time.monotonic() < deadline, (tmp_path / "serve.log").read_text()
            time.sleep(0.25)

        open_dashboard(page, base, "notebooks/where.ipynb", expect_widgets=False)
        text = "\n".join(output_texts(page))
        assert f"KIT {venv}" in text and f"PY {venv}" in text, text

        open_dashboard(page, base, "notebooks/00_welcome.ipynb")
        assert_no_error_text(page)
        assert page.get_by_role("heading", name="Welcome", exact=False).count() >= 1
        assert page.locator("svg[role='img']").count() >= 12  # a dealt hand's cards
        save_screenshot(page, "wheel-welcome")
        served = (tmp_path / "serve.log").read_text(encoding="utf-8", errors="replace")
        assert f"Serving the lessons in {lessons.resolve()}" in served
    finally:
        if server.poll() is None:
            os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait(timeout=10)
        log.close()
