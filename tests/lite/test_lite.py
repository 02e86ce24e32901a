"""The JupyterLite site (lite/build.py, `make lite`): the notebook copies it makes, that the
kit can run under Pyodide, an offline build holding the lessons and the wheels, and the
welcome lesson running in headless Chromium with no network.

The build and browser tests run only with PINOCHLE_LITE=1 (`make test-lite`); see
conftest.py.
"""

from __future__ import annotations

import ast
import asyncio
import concurrent.futures
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
import zipfile
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
LITE_DIR = REPO_ROOT / "lite"


def lite_enabled() -> bool:
    return os.environ.get("PINOCHLE_LITE", "") not in ("", "0", "false", "no")

NOTEBOOKS = sorted([*REPO_ROOT.glob("notebooks/*.ipynb"), *REPO_ROOT.glob("exercises/*.ipynb")])
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
LITE_PY = LITE_DIR / ".venv" / "bin" / "python"

needs_lite = pytest.mark.skipif(
    not lite_enabled(),
    reason="builds the JupyterLite site: run `make test-lite` (sets PINOCHLE_LITE=1)")


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


# --- the notebook copies ------------------------------------------------------------------

@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(REPO_ROOT)))
def test_site_copy_adds_the_install_cell_and_keeps_the_lesson(lite_build_module, path):
    nb = load(path)
    before = json.dumps(nb, sort_keys=True)
    lite = lite_build_module.lite_notebook(nb)
    assert json.dumps(nb, sort_keys=True) == before, "the original notebook was changed"

    first = lite["cells"][0]
    assert first["cell_type"] == "code"
    assert lite_build_module.INSTALL_CELL_TAG in first["metadata"]["tags"]
    assert first["outputs"] == []
    assert "piplite.install" in "".join(first["source"])
    # Every lesson cell follows, in order, with its source untouched.
    assert [c["source"] for c in lite["cells"][1:]] == [c["source"] for c in nb["cells"]]
    # The Pyodide kernel, and no saved widget views (their models died with nbconvert's
    # kernel; JupyterLite would show "model not found" in their place).
    assert lite["metadata"]["kernelspec"]["name"] == "python"
    for cell in lite["cells"]:
        for out in cell.get("outputs", []):
            assert WIDGET_VIEW not in out.get("data", {})
    # Other outputs (the card pictures drawn as HTML) stay, so the lesson reads before it runs.
    kept = sum(1 for c in nb["cells"] for o in c.get("outputs", [])
               if WIDGET_VIEW not in o.get("data", {}))
    assert sum(len(c.get("outputs", [])) for c in lite["cells"]) == kept


def test_numpy_and_matplotlib_only_where_the_notebook_needs_them(lite_build_module):
    plain = {"cells": [{"cell_type": "code", "metadata": {}, "outputs": [],
                        "source": ["from pinochle_teach.widgets import MeldDashboard\n"]}],
             "metadata": {}}
    explorer = {"cells": [{"cell_type": "code", "metadata": {}, "outputs": [],
                           "source": ["from pinochle_teach.widgets.explorer import X\n"]}],
                "metadata": {}}
    plain_src = "".join(lite_build_module.lite_notebook(plain)["cells"][0]["source"])
    explorer_src = "".join(lite_build_module.lite_notebook(explorer)["cells"][0]["source"])
    assert "matplotlib" not in plain_src
    assert "'numpy', 'matplotlib'" in explorer_src


@pytest.mark.parametrize("extra", [(), ("numpy", "matplotlib")])
def test_install_cell_does_nothing_outside_pyodide(lite_build_module, extra):
    """The cell uses top-level await (as IPython and the Pyodide kernel allow); on CPython
    it must run, print nothing and import nothing."""
    source = lite_build_module.install_cell_source(extra)
    code = compile(source, "<install cell>", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    namespace: dict = {}
    result = eval(code, namespace)  # a coroutine when the code holds an await
    if asyncio.iscoroutine(result):
        # In its own thread: after the browser tests in the same pytest run, Playwright's
        # sync API leaves an event loop running in this one, where asyncio.run() refuses.
        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            pool.submit(asyncio.run, result).result()
    assert "piplite" not in namespace and "piplite" not in sys.modules


# --- the kit under Pyodide ----------------------------------------------------------------

# Under Pyodide there are no threads or processes and a blocking sleep freezes the tab.
UNAVAILABLE = {"threading", "multiprocessing", "subprocess", "concurrent", "signal", "socket",
               "asyncio"}


def imports_and_sleeps(path: Path):
    """(top-level imports, imports inside functions, time.sleep calls) of a module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top, lazy, sleeps = set(), set(), []

    def visit(node, in_function):
        for child in ast.iter_child_nodes(node):
            inside = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef))
            names = []
            if isinstance(child, ast.Import):
                names = [a.name.split(".")[0] for a in child.names]
            elif isinstance(child, ast.ImportFrom) and child.module and not child.level:
                names = [child.module.split(".")[0]]
            (lazy if in_function else top).update(names)
            if (isinstance(child, ast.Call) and isinstance(child.func, ast.Attribute)
                    and child.func.attr == "sleep"):
                sleeps.append(child.lineno)
            visit(child, inside)

    visit(tree, False)
    return top, lazy, sleeps


def test_widgets_and_engine_run_under_pyodide():
    """The engine and the widgets use nothing Pyodide lacks. Only the long simulations
    (analysis/, tournament.py) may start worker processes, imported lazily and used only
    when asked for more than one process. The classroom server (serve/) runs voila on the
    teacher's machine, never in a browser, and so do the printouts (printouts/: headless
    Chromium through Playwright, which starts processes) and the shared tables' servers
    (backends/: a Redis client): they are not audited. The shared tables' polling wait
    (classroom/table_store.py) sleeps only off Pyodide (there it returns at once)."""
    package = REPO_ROOT / "pinochle_teach"
    problems = []
    for path in sorted(package.rglob("*.py")):
        rel = path.relative_to(package)
        if rel.parts[0] in ("serve", "printouts", "backends"):
            continue
        top, lazy, sleeps = imports_and_sleeps(path)
        if rel.as_posix() == "classroom/table_store.py":
            sleeps = []  # TableStore.wait: time.sleep only where sys.platform != emscripten
        if sleeps:
            problems.append(f"{rel}: sleep() at lines {sleeps}")
        if top & UNAVAILABLE:
            problems.append(f"{rel}: imports {sorted(top & UNAVAILABLE)} at module level")
        simulation = rel.parts[0] == "analysis" or rel.name == "tournament.py"
        if lazy & UNAVAILABLE and not simulation:
            problems.append(f"{rel}: imports {sorted(lazy & UNAVAILABLE)}")
    assert not problems, "\n".join(problems)


def test_the_audit_can_fail(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import threading\nimport time\n\ndef f():\n    import subprocess\n"
                   "    time.sleep(1)\n", encoding="utf-8")
    top, lazy, sleeps = imports_and_sleeps(bad)
    assert "threading" in top and "subprocess" in lazy and sleeps == [6]


def test_pyodide_lock_closure_is_pure_python(lite_build_module):
    """What the site bundles from Pyodide's lock file must be pure-Python wheels (the only
    kind PyPI can stand in for)."""
    try:
        version = lite_build_module.pyodide_version()
        lock = lite_build_module.read_npm_lock(version)
    except lite_build_module.BuildError as err:
        pytest.skip(str(err))
    keys = lite_build_module.lock_closure(lock)
    assert {"micropip", "ipython", "jedi", "traitlets"} <= set(keys)
    for key in keys:
        assert lock["packages"][key]["file_name"].endswith("-none-any.whl"), key


# --- the build, offline -------------------------------------------------------------------

def offline_command(cmd: list[str]) -> tuple[list[str], dict, str]:
    """``cmd`` run with no network: in a fresh network namespace (``unshare -n``, only a
    loopback that is down) where this machine allows it, else with every proxy pointing at
    a closed local port and pip told to use no index."""
    env = {**os.environ, "PIP_NO_INDEX": "1", "npm_config_offline": "true"}
    unshare = shutil.which("unshare")
    if unshare and subprocess.run([unshare, "-n", "true"], capture_output=True).returncode == 0:
        return [unshare, "-n", *cmd], env, "unshare -n (no network interface)"
    dead = "http://127.0.0.1:9"
    for var in ("http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY"):
        env[var] = dead
    env["no_proxy"] = env["NO_PROXY"] = ""
    return cmd, env, "proxies pointing at a closed port"


@pytest.fixture(scope="session")
def built_site(tmp_path_factory):
    if not lite_enabled():
        pytest.skip("run `make test-lite`")
    if not LITE_PY.exists():
        pytest.fail("lite/.venv is missing: `make test-lite` (or `make lite-fetch`) creates it")
    out = tmp_path_factory.mktemp("lite") / "_output"
    cmd, env, how = offline_command([str(LITE_PY), str(LITE_DIR / "build.py"), "build",
                                     "--output-dir", str(out)])
    started = time.monotonic()
    proc = subprocess.run(cmd, cwd=REPO_ROOT, env=env, capture_output=True, text=True,
                          timeout=900)
    seconds = time.monotonic() - started
    assert proc.returncode == 0, (
        f"offline build ({how}) failed:\n{proc.stdout[-4000:]}\n{proc.stderr[-4000:]}")
    print(f"\nlite build offline ({how}): {seconds:.0f} s")
    return out


@needs_lite
def test_offline_build_holds_the_lessons_and_the_wheels(built_site, lite_build_module):
    report = lite_build_module.check(built_site)
    expected = {str(p.relative_to(REPO_ROOT)) for p in NOTEBOOKS}
    assert expected <= set(report["notebooks"])
    assert {"pinochle-teach", "ipywidgets", "comm", "anywidget", "psygnal"} <= {
        lite_build_module.normalize(n) for n in report["piplite"]}
    assert report["pyodide_url"] == "./static/pyodide/pyodide.mjs"
    assert report["disable_pypi"] is True
    # The wheel is this checkout's package, widgets included.
    wheel = next((built_site / "pypi").glob("pinochle_teach-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    for module in ("pinochle_teach/game.py", "pinochle_teach/widgets/meld_dashboard.py"):
        assert module in names
        assert (zipfile.ZipFile(wheel).read(module)
                == (REPO_ROOT / module).read_bytes()), f"{module} differs from the checkout"
    # The site's copy of the welcome lesson starts with the install cell.
    welcome = load(built_site / "files" / "notebooks" / "00_welcome.ipynb")
    assert lite_build_module.INSTALL_CELL_TAG in welcome["cells"][0]["metadata"]["tags"]
    # Every lock entry the kernel loads at start is a file of the site, with its own hash.
    lock = load(built_site / "static" / "pyodide" / "pyodide-lock.json")
    for key in ("micropip", "ipython", "jedi", "traitlets", "platformdirs"):
        entry = lock["packages"][key]
        path = built_site / "static" / "pyodide" / entry["file_name"]
        assert path.exists(), key
        assert lite_build_module.sha256_of(path) == entry["sha256"], key
    assert lock["packages"]["numpy"]["file_name"].startswith("https://")


# --- the welcome lesson in the browser, offline -------------------------------------------

@pytest.fixture(scope="session")
def site_url(built_site):
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", "--directory", str(built_site),
         "--bind", "127.0.0.1", str(port)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(url, timeout=2).close()
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise
                time.sleep(0.2)
        yield url
    finally:
        server.terminate()
        server.wait(timeout=10)


LOCAL = re.compile(r"^(https?|wss?)://(127\.0\.0\.1|localhost)(:\d+)?(/|$)")
SUITS = ("Spades", "Hearts", "Diamonds", "Clubs")


@needs_lite
@pytest.mark.browser
def test_welcome_lesson_runs_in_pyodide_with_no_network(page, site_url):
    # Requests from the page and from its workers (the kernel runs in one) alike; the
    # browser sends anything not local to a closed proxy port (conftest.py), so it fails.
    refused = []
    page.context.on("request", lambda request: None if (
        LOCAL.match(request.url) or request.url.startswith(("data:", "blob:")))
        else refused.append(request.url))
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(site_url + "notebooks/index.html?path=notebooks/00_welcome.ipynb")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_text("Run All Cells", exact=True).click()
    # Pyodide starts, the install cell installs the kit from the site, then the lesson runs.
    # (The tools' default timeouts are far shorter than Pyodide's start on a busy machine.)
    new_deal = page.get_by_role("button", name="New deal")
    new_deal.wait_for(timeout=600_000)

    dashboard = page.locator(".jp-OutputArea-output").filter(has=new_deal)
    text = dashboard.inner_text()
    for seat in ("South", "West", "North", "East"):
        assert seat in text
    assert re.search(r"\bmeld\b", text, re.IGNORECASE)
    cards = dashboard.locator('svg[role="img"]').count()
    assert cards >= 48, cards
    # The install cell shows nothing; no cell shows an error.
    install_output = page.locator(".jp-Cell").first.locator(".jp-OutputArea-output")
    assert install_output.count() == 0 or not install_output.all_inner_texts()[0].strip()
    errors = [t for t in page.locator(".jp-OutputArea-output").all_inner_texts()
              if re.search(r"Traceback|\w+Error\b", t)]
    assert not errors, errors
    # The page kit (an anywidget, its front end in the site) runs here too: the selected
    # trump says so to assistive technology.
    page.wait_for_function(
        "() => [...document.querySelectorAll('button.widget-toggle-button')]"
        ".some(b => b.getAttribute('aria-pressed') === 'true')", timeout=60_000)

    # Clicking a trump suit asks the kernel (in this tab) for the meld again.
    button = next(b for b in (page.get_by_role("button", name=re.compile(rf"{s}$"))
                              for s in SUITS)
                  if "mod-active" not in (b.get_attribute("class") or ""))
    suit = re.search(r"(Spades|Hearts|Diamonds|Clubs)$", button.inner_text()).group(1)
    button.click()
    deadline = time.monotonic() + 60
    while dashboard.inner_text() == text and time.monotonic() < deadline:
        time.sleep(0.2)
    assert dashboard.inner_text() != text
    assert suit.lower() in dashboard.inner_text().lower()

    results = REPO_ROOT / "test-results"
    results.mkdir(exist_ok=True)
    page.screenshot(path=str(results / "lite-welcome.png"))
    assert not refused, f"the site asked for something off this machine: {refused}"


# --- quiz progress kept by the browser across a reload ------------------------------------

def run_all(page) -> None:
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_text("Run All Cells", exact=True).click()


@needs_lite
@pytest.mark.browser
def test_quiz_progress_survives_a_reload_with_no_network(page, site_url):
    """The meld exercise in JupyterLite, offline: an answer is saved on JupyterLite's drive
    (the browser's storage for the site) and a reload of the page, a new kernel, shows it."""
    refused = []
    page.context.on("request", lambda request: None if (
        LOCAL.match(request.url) or request.url.startswith(("data:", "blob:")))
        else refused.append(request.url))
    page.set_viewport_size({"width": 1280, "height": 900})
    url = site_url + "notebooks/index.html?path=exercises/meld_scoring.ipynb"
    page.goto(url)
    run_all(page)
    quiz = page.locator(".pinochle-quiz").first
    check = quiz.get_by_role("button", name="Check")
    check.wait_for(timeout=600_000)
    saved = "saved in this browser (clearing this site's data forgets them)"
    # A fresh browser profile: the drive is there and holds no answer yet.
    assert f"{saved}: 0 right of 0" in quiz.inner_text()
    quiz.get_by_role("textbox", name="Points").fill("0")
    check.click()
    feedback = quiz.locator(".pinochle-quiz-feedback")
    feedback.wait_for(timeout=60_000)
    right = 1 if "Right!" in feedback.inner_text() else 0
    page.wait_for_function(
        "t => document.querySelector('.pinochle-quiz').innerText.includes(t)",
        arg=f"{saved}: {right} right of 1", timeout=60_000)

    page.reload()
    run_all(page)
    quiz = page.locator(".pinochle-quiz").first
    quiz.get_by_role("button", name="Check").wait_for(timeout=600_000)
    page.wait_for_function(
        "t => document.querySelector('.pinochle-quiz').innerText.includes(t)",
        arg=f"{saved}: {right} right of 1", timeout=60_000)
    assert "a reload forgets them" not in quiz.inner_text()
    results = REPO_ROOT / "test-results"
    results.mkdir(exist_ok=True)
    page.screenshot(path=str(results / "lite-progress-after-reload.png"))
    assert not refused, f"the site asked for something off this machine: {refused}"
