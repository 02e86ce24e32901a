"""The browser harness itself: voila starts like `make run`, Chromium renders a dashboard,
a click reaches the kernel and the page updates."""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect

from pinochle_teach.serve import kernels
from pinochle_teach.serve.cli import build_parser, voila_arguments

from voila_harness import (
    REPO_ROOT,
    VOILA_OPTIONS,
    VoilaServer,
    assert_no_error_text,
    error_texts,
    open_dashboard,
    render_url,
    save_screenshot,
)

pytestmark = pytest.mark.browser

SMOKE = "tests/browser/fixtures/smoke.ipynb"


def test_button_click_changes_label(page, voila_server):
    open_dashboard(page, voila_server, SMOKE)
    label = page.get_by_text(re.compile(r"^(Not clicked yet|Clicked \d+ times?)$"))
    expect(label).to_have_text("Not clicked yet")

    button = page.get_by_role("button", name="Click me")
    button.click()
    expect(label).to_have_text("Clicked 1 time")
    button.click()
    expect(label).to_have_text("Clicked 2 times")

    assert_no_error_text(page)
    save_screenshot(page, "smoke")


def test_sources_are_stripped(page, voila_server):
    """voila's default: the student sees outputs, not the code that made them (the source
    is not even sent to the browser)."""
    open_dashboard(page, voila_server, SMOKE)
    html = page.content()
    assert "Smoke test for the browser harness" in html  # markdown cells do show
    assert "on_click" not in html and "import ipywidgets" not in html


def test_tree_lists_lessons_not_internals(page, voila_server):
    """The file tree a student lands on shows exactly the lesson folders: notebooks/ and
    exercises/, not the package, tests, docs, the JupyterLite or Binder set-ups, nor .venv."""
    page.goto(voila_server)
    page.get_by_text("exercises", exact=True).wait_for()
    listing = page.locator("body").inner_text()
    folders = sorted(p.name for p in REPO_ROOT.iterdir()
                     if p.is_dir() and not p.name.startswith("."))
    # Every top-level folder is either shown (the lessons) or hidden on purpose.
    shown = [name for name in folders if name in listing.split()]
    assert shown == ["exercises", "notebooks"], (shown, listing)
    for internal in ("pinochle_teach", "tests", "test-results", "docs", "lite", "binder",
                     ".venv", ".git", "benchmarks"):
        assert internal not in listing.split(), listing
    save_screenshot(page, "tree-root")
    page.get_by_text("notebooks", exact=True).click()
    page.get_by_text("00_welcome.ipynb").wait_for()
    inside = page.locator("body").inner_text().split()
    assert "data" not in inside and ".ipynb_checkpoints" not in inside, inside
    save_screenshot(page, "tree-notebooks")


def test_error_helper_catches_a_traceback(page):
    """assert_no_error_text must see what a failed cell looks like in an output area."""
    page.set_content(
        '<div class="jp-OutputArea-output" data-mime-type="application/vnd.jupyter.stderr">'
        "Traceback (most recent call last): ValueError: boom</div>"
        '<div class="jp-OutputArea-output">Meld: 40 for a royal marriage</div>'
    )
    problems = error_texts(page)
    assert len(problems) == 1 and "ValueError" in problems[0]
    with pytest.raises(AssertionError):
        assert_no_error_text(page)


def test_voila_culls_idle_kernels(page, voila, voila_server):
    """The cull options are real voila options, not silently ignored ones: the kernel
    manager logs its culler once the first kernel has started."""
    open_dashboard(page, voila_server, SMOKE)
    assert "Culling kernels with idle durations > 600 seconds at 60 second intervals" in (
        voila.log_text()
    )


def test_tree_page_answers(voila_server):
    with urllib.request.urlopen(voila_server, timeout=30) as response:
        assert response.status == 200
        assert "Voil" in response.read().decode("utf-8", "replace")


def make_run_launcher_args(*settings: str) -> list[str]:
    """The launcher options `make run` would pass (`make -n` prints the command without
    running anything)."""
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    dry_run = subprocess.run(
        ["make", "-s", "-n", "run", *settings],
        cwd=REPO_ROOT, capture_output=True, text=True, check=True,
    ).stdout
    lines = [line for line in dry_run.splitlines() if "-m pinochle_teach.serve " in line]
    assert len(lines) == 1, dry_run
    words = shlex.split(lines[0])
    return words[words.index("pinochle_teach.serve") + 1:]


def test_make_run_uses_the_same_voila_options():
    """`make run` and these tests serve the same way: both start the launcher (python -m
    pinochle_teach.serve), and the voila command it builds from make's options is the one it
    builds from the harness's, but for the port."""
    make_args = build_parser().parse_args(make_run_launcher_args("PORT=8866"))
    assert (make_args.host, make_args.port) == ("127.0.0.1", 8866)
    assert make_args.root.resolve() == REPO_ROOT
    server = VoilaServer()
    assert server.command()[1:3] == ["-m", "pinochle_teach.serve"]
    harness_args = build_parser().parse_args(server.launcher_args())
    # The differences: the harness also serves its smoke notebook and the notebooks tests
    # write, and has no cap on
    # kernels per address (all its pages come from 127.0.0.1).
    assert harness_args.also_serve == ["tests/browser/fixtures", "build/browser-notebooks"]
    assert harness_args.per_client == 0 and make_args.per_client > 0
    assert vars(harness_args) | {"port": 8866, "also_serve": [],
                                 "per_client": make_args.per_client} == vars(make_args)
    as_make_run = build_parser().parse_args(VoilaServer(fixtures=False).launcher_args())
    assert vars(as_make_run) | {"port": 8866} == vars(make_args)
    voila_argv = voila_arguments(make_args)
    assert sorted(a for a in voila_argv if a.startswith("--")
                  and not a.startswith(("--port=", "--Voila.port_retries=", "--Voila.ip="))
                  ) == sorted([*VOILA_OPTIONS, *kernels.voila_arguments(make_args)])
    assert voila_argv[-1] == str(REPO_ROOT)
    assert "--Voila.ip=127.0.0.1" in voila_argv and "--port=8866" in voila_argv


def test_make_run_pool_preheats_only_the_lesson():
    """`make run POOL=30 LESSON=...` adds voila's preheated-kernel pool for that one lesson
    (the deny list refuses every other absolute path) and refuses a POOL that is not a
    number or a LESSON that is not there, before starting anything."""
    args = voila_arguments(build_parser().parse_args(
        make_run_launcher_args("POOL=30", "LESSON=notebooks/02_meld.ipynb")))
    assert {"--preheat_kernel=True", "--pool_size=30",
            "--VoilaKernelManager.fill_delay=120"} <= set(args)
    deny = [a for a in args if a.startswith("--VoilaKernelManager.preheat_denylist=")]
    assert len(deny) == 1
    pattern = re.compile(deny[0].split("=", 1)[1])
    assert not pattern.match(str(REPO_ROOT / "notebooks" / "02_meld.ipynb"))
    assert pattern.match(str(REPO_ROOT / "notebooks" / "00_welcome.ipynb"))
    assert pattern.match(str(REPO_ROOT / "notebooks" / "02_meldXipynb"))
    assert pattern.match(str(REPO_ROOT / "tests" / "browser" / "fixtures" / "smoke.ipynb"))
    for bad, said in (("POOL=many", "POOL must be a whole number"),
                      ("LESSON=nowhere.ipynb", "is not a notebook of this folder")):
        refused = subprocess.run(["make", "-s", "run", "POOL=3", bad], cwd=REPO_ROOT,
                                 capture_output=True, text=True, timeout=60)
        assert refused.returncode != 0 and said in refused.stderr, refused.stderr


def test_make_help_lists_every_target():
    """`make help` names every target a teacher or developer may type (each .PHONY target
    but the internal ones), so none is a secret."""
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    makefile = (REPO_ROOT / "Makefile").read_text(encoding="utf-8")
    phony = set()
    for line in makefile.splitlines():
        if line.startswith(".PHONY:"):
            phony.update(line.split(":", 1)[1].split())
    assert {"run", "test", "lite", "load", "binder-link"} <= phony, phony
    shown = subprocess.run(["make", "-s", "help"], cwd=REPO_ROOT, capture_output=True,
                           text=True, check=True).stdout
    named = {line.split()[1] for line in shown.splitlines()
             if line.startswith("make ") and len(line.split()) > 1}
    internal = {"help", "run-args"}  # run-args: the checks `make run` makes first
    assert phony - internal <= named, sorted(phony - internal - named)


def test_ipc_sockets_live_in_voilas_temporary_folder(tmp_path):
    """`make run` uses IPC sockets between voila and its kernels. They are created in the
    folder voila makes for its connection files (under $TMPDIR, never in the served folder)
    and that folder is removed when voila stops."""
    server = VoilaServer(log_dir=tmp_path)
    server.start()
    try:
        with urllib.request.urlopen(render_url(server.url, SMOKE), timeout=120) as response:
            assert response.status == 200
            html = response.read().decode("utf-8", "replace")
        assert "Click me" in html, html[-3000:]  # the kernel ran the notebook
        found = re.search(r"Storing connection files in (\S+?)\.?$", server.log_text(), re.M)
        assert found, server.log_text()
        folder = Path(found.group(1))
        sockets = [p for p in folder.iterdir() if p.is_socket()]
        assert len(sockets) == 5 and all("-ipc-" in p.name for p in sockets), (
            sorted(p.name for p in folder.iterdir()), server.log_text())
        # (one socket per channel: shell, iopub, stdin, control, heartbeat)
        assert len(str(sockets[0])) < 100  # a Unix socket path holds at most 107 bytes
        assert not [p for p in REPO_ROOT.iterdir() if "ipc" in p.name]
    finally:
        server.stop()
    assert not folder.exists()
    assert "Kernel shutdown" in server.log_text()


def test_voila_options_name_real_settings():
    """Every `--Class.trait=value` option of `make run` names a configurable trait of that
    class (traitlets would silently ignore a misspelt one), and the executor's output wait
    is read from the config voila passes it."""
    import nbformat
    from jupyter_client.manager import KernelManager
    from jupyter_server.services.contents.manager import ContentsManager
    from jupyter_server.services.kernels.kernelmanager import MappingKernelManager
    from traitlets.config import Config
    from voila.execute import VoilaExecutor

    from voila.configuration import VoilaConfiguration

    classes = {"ContentsManager": ContentsManager, "KernelManager": KernelManager,
               "MappingKernelManager": MappingKernelManager, "VoilaExecutor": VoilaExecutor,
               "VoilaConfiguration": VoilaConfiguration}
    for option in VOILA_OPTIONS:
        if option == "--no-browser":
            continue
        name, value = option[2:].split("=", 1)
        owner, trait = name.split(".")
        assert trait in classes[owner].class_traits(config=True), option
    config = Config()
    config.VoilaExecutor.iopub_timeout = 60
    assert VoilaExecutor(nbformat.v4.new_notebook(), config=config).iopub_timeout == 60
    assert "--VoilaExecutor.iopub_timeout=60" in VOILA_OPTIONS
    assert "--KernelManager.transport=ipc" in VOILA_OPTIONS
