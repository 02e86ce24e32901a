"""Helpers for the browser tests: start voila like `make run` does, open a dashboard in
headless Chromium, wait for it to finish rendering, and check it shows no error.

Used by ``conftest.py`` (fixtures) and imported directly by the test modules::

    from voila_harness import open_dashboard, assert_no_error_text, save_screenshot

Screenshots go to ``test-results/`` (gitignored). Set ``PINOCHLE_UPDATE_SCREENSHOTS=1``
(or run ``make screenshots``) to also write the ones meant for the docs into ``docs/``.
"""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

# The classroom server's options (pinochle_teach/serve/cli.py says what each is for; the
# names are re-exported for the tests). The harness starts voila through the same launcher
# as `make run` (python -m pinochle_teach.serve); test_smoke.py checks against `make -n run`
# that the two agree.
from pinochle_teach.serve.cli import HIDDEN_IN_TREE, VOILA_OPTIONS  # noqa: F401

REPO_ROOT = Path(__file__).resolve().parents[2]
RESULTS_DIR = REPO_ROOT / "test-results"
DOCS_DIR = REPO_ROOT / "docs"

# The harness's own notebooks (the smoke test), and the folder where tests write the
# one-off notebooks they render (test_variants_widgets.py), served besides the lessons.
FIXTURES = "tests/browser/fixtures"
WRITTEN_NOTEBOOKS = "build/browser-notebooks"

CHROMIUM = os.environ.get("PINOCHLE_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",  # we run as root in CI
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]

# Text that means a cell or a widget failed. Checked case-sensitively in output areas, so
# that lesson prose such as "an error in the bid" does not trip it; voila's own message for
# a failed cell is matched separately.
ERROR_PATTERN = re.compile(r"Traceback|\b\w*Error\b|\b\w*Exception\b")
VOILA_CELL_ERROR = "There was an error when executing cell"

RENDER_TIMEOUT_MS = 120_000


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class VoilaServer:
    """The classroom server serving ``root`` (the repo root, like `make run`) on 127.0.0.1,
    started through the same launcher; ``fixtures=False`` serves exactly as `make run`."""

    def __init__(self, root: Path = REPO_ROOT, log_dir: Path = RESULTS_DIR, *,
                 fixtures: bool = True):
        self.root = Path(root)
        self.fixtures = fixtures
        self.port = free_port()
        log_dir.mkdir(parents=True, exist_ok=True)
        self.log_path = log_dir / f"voila-{self.port}.log"
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def launcher_args(self) -> list[str]:
        """The launcher's options: as `make run` passes them (HOST, PORT, the folder), plus,
        with ``fixtures``, the test notebooks of tests/browser/fixtures and
        build/browser-notebooks (`make run` serves only notebooks/ and exercises/) and no cap on kernels per address (every test page
        comes from 127.0.0.1, many within the grace time of the ones just closed; the
        class-wide cap still holds)."""
        args = ["--host=127.0.0.1", f"--port={self.port}", f"--root={self.root}"]
        if self.fixtures:
            args += [f"--also-serve={FIXTURES}", f"--also-serve={WRITTEN_NOTEBOOKS}",
                     "--per-client=0"]
        return args

    def command(self) -> list[str]:
        return [sys.executable, "-m", "pinochle_teach.serve", *self.launcher_args()]

    def log_text(self) -> str:
        try:
            return self.log_path.read_text(encoding="utf-8", errors="replace")
        except FileNotFoundError:
            return ""

    def start(self, timeout: float = 60.0) -> str:
        if self.fixtures:
            (self.root / WRITTEN_NOTEBOOKS).mkdir(parents=True, exist_ok=True)
        env = dict(os.environ)
        env.setdefault("PYTHONUNBUFFERED", "1")
        with open(self.log_path, "wb") as log:
            self.process = subprocess.Popen(
                self.command(),
                cwd=self.root,  # voila reads voila.json from its working directory
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                env=env,
                start_new_session=True,  # its own process group, so we can stop it whole
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(
                    f"voila exited with code {self.process.returncode} before answering; "
                    f"log {self.log_path}:\n{self.log_text()[-4000:]}"
                )
            try:
                with urllib.request.urlopen(self.url, timeout=5) as response:
                    if response.status == 200:
                        return self.url
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            time.sleep(0.25)
        self.stop()
        raise RuntimeError(
            f"voila did not answer at {self.url} within {timeout:.0f}s; "
            f"log {self.log_path}:\n{self.log_text()[-4000:]}"
        )

    def stop(self, timeout: float = 20.0) -> None:
        """SIGTERM (voila then shuts its kernels down), SIGKILL the group if it hangs."""
        proc = self.process
        if proc is None or proc.poll() is not None:
            return
        try:
            os.killpg(proc.pid, signal.SIGTERM)
        except ProcessLookupError:
            return
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            proc.wait(timeout=10)


def render_url(base_url: str, notebook: str) -> str:
    """URL voila 0.5 (tree mode) renders ``notebook`` at; ``notebook`` is relative to the
    served root, e.g. ``notebooks/00_welcome.ipynb``."""
    return base_url.rstrip("/") + "/voila/render/" + notebook.lstrip("/")


def open_dashboard(page, base_url: str, notebook: str, *, expect_widgets: bool = True,
                   timeout_ms: int = RENDER_TIMEOUT_MS):
    """Navigate ``page`` to the voila dashboard for ``notebook`` and wait until it is ready:
    every cell executed (voila's "Running …" spinner gone, ``#rendered_cells`` shown) and, if
    ``expect_widgets``, at least one ipywidget drawn and no output still a placeholder.
    Returns the page. Raises AssertionError with the page text if voila shows an error page.
    """
    url = render_url(base_url, notebook)
    response = page.goto(url, wait_until="domcontentloaded", timeout=timeout_ms)
    assert response is not None and response.ok, (
        f"voila answered {response.status if response else 'nothing'} for {url}"
    )
    # voila streams the page while the kernel runs the cells, then removes #loading.
    page.wait_for_selector("#loading", state="detached", timeout=timeout_ms)
    page.wait_for_selector("#rendered_cells", state="visible", timeout=timeout_ms)
    if expect_widgets:
        page.wait_for_selector(".jupyter-widgets", state="visible", timeout=timeout_ms)
        # Widget views render asynchronously after the models arrive over the websocket.
        page.wait_for_function(
            """() => {
                const pending = document.querySelectorAll(
                    '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.widget-view+json"]');
                for (const el of pending) {
                    if (!el.querySelector('.jupyter-widgets, .lm-Widget')) return false;
                }
                return true;
            }""",
            timeout=timeout_ms,
        )
    return page


def output_texts(page) -> list[str]:
    """Inner text of every output area on the dashboard."""
    return page.locator(".jp-OutputArea-output").all_inner_texts()


def error_texts(page) -> list[str]:
    """Output text that looks like an error (see ERROR_PATTERN), plus anything written to
    stderr and voila's own failed-cell message."""
    problems = []
    for text in output_texts(page):
        if ERROR_PATTERN.search(text) or VOILA_CELL_ERROR in text:
            problems.append(text)
    stderr = page.locator(
        '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]'
    ).all_inner_texts()
    problems.extend(t for t in stderr if t.strip() and t not in problems)
    body = page.locator("body").inner_text()
    if VOILA_CELL_ERROR in body and not any(VOILA_CELL_ERROR in p for p in problems):
        problems.append(body)
    return problems


def assert_no_error_text(page) -> None:
    """Fail if any output area shows a traceback, an ``…Error``/``…Exception``, stderr
    text, or voila's "There was an error when executing cell" message."""
    problems = error_texts(page)
    assert not problems, "dashboard shows error text:\n" + "\n---\n".join(problems)


def update_docs_requested() -> bool:
    return os.environ.get("PINOCHLE_UPDATE_SCREENSHOTS", "") not in ("", "0", "false", "no")


def _content_height(page) -> int:
    """Height of the whole dashboard: voila's lab template scrolls inside #rendered_cells,
    so the page itself is only as tall as the window."""
    return page.evaluate(
        """() => {
            const cells = document.getElementById('rendered_cells');
            return Math.max(document.documentElement.scrollHeight,
                            cells ? cells.scrollHeight : 0);
        }"""
    )


def save_screenshot(page, name: str, *, docs_name: str | None = None,
                    full_page: bool = True, element=None, max_height: int = 8000) -> Path:
    """Save a PNG of ``page`` (or of the locator ``element``) as
    ``test-results/<name>.png`` and return its path.

    ``full_page`` grows the window to the dashboard's whole height for the shot (a plain
    full-page screenshot would stop at the window, since voila scrolls an inner element).
    With ``docs_name`` and PINOCHLE_UPDATE_SCREENSHOTS=1 in the environment the PNG is also
    written to ``docs/<docs_name>`` (the picture the README embeds); plain test runs never
    touch tracked files. With PINOCHLE_SHOT_DIR set, a copy also goes to that folder
    (pytest-playwright wipes test-results/ at every session, and several people may run the
    browser tests at once).
    """
    RESULTS_DIR.mkdir(parents=True, exist_ok=True)
    path = RESULTS_DIR / f"{name}.png"
    viewport = page.viewport_size
    grow = full_page and viewport is not None
    if grow:
        height = min(max(_content_height(page), viewport["height"]), max_height)
        page.set_viewport_size({"width": viewport["width"], "height": height})
        page.wait_for_timeout(300)  # let the widgets lay out at the new size
    try:
        if element is not None:
            element.screenshot(path=str(path))
        else:
            page.screenshot(path=str(path))
    finally:
        if grow:
            page.set_viewport_size(viewport)
    if docs_name and update_docs_requested():
        DOCS_DIR.mkdir(parents=True, exist_ok=True)
        (DOCS_DIR / docs_name).write_bytes(path.read_bytes())
    extra = os.environ.get("PINOCHLE_SHOT_DIR")
    if extra:
        Path(extra).mkdir(parents=True, exist_ok=True)
        (Path(extra) / path.name).write_bytes(path.read_bytes())
    return path


# Looking at a page that redraws itself: a widget's redraw arrives as several updates, so an
# element seen a moment ago may be gone when the next question is asked, and Playwright would
# wait its whole default timeout (60 s) for it. These ask with a short timeout and answer
# "not there" instead, so a test's loop looks again.
LOOK_MS = 1_000


def enabled_now(button) -> bool:
    """Whether ``button`` (a locator) is on the page and enabled at this moment."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

    try:
        return button.count() > 0 and button.is_enabled(timeout=LOOK_MS)
    except PlaywrightTimeoutError:
        return False


def first_enabled(locator):
    """The first element of ``locator`` enabled at this moment, or None."""
    for i in range(locator.count()):
        b = locator.nth(i)
        if enabled_now(b):
            return b
    return None


def text_now(locator) -> str:
    """``locator``'s inner text at this moment, or "" while it is not drawn (or redrawn)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

    try:
        return locator.inner_text(timeout=LOOK_MS) if locator.count() else ""
    except PlaywrightTimeoutError:
        return ""


def wait_for_text_change(locator, before: str, *, timeout_ms: int = 30_000,
                         settle_ms: int = 500) -> str:
    """Poll ``locator``'s inner text until it differs from ``before`` and then stays the same
    for ``settle_ms`` (a widget redraws piece by piece, after a round trip to the kernel);
    return the new text."""
    deadline = time.monotonic() + timeout_ms / 1000
    text = locator.inner_text()
    while text == before:
        if time.monotonic() > deadline:
            raise AssertionError(
                f"text did not change within {timeout_ms} ms:\n{before[:2000]}")
        time.sleep(0.1)
        text = locator.inner_text()
    stable_since = time.monotonic()
    while time.monotonic() - stable_since < settle_ms / 1000 and time.monotonic() < deadline:
        time.sleep(0.1)
        latest = locator.inner_text()
        if latest != text:
            text, stable_since = latest, time.monotonic()
    return text


def try_a_card(review, timeout_ms: int = 5_000):
    """In a review (the ``.pt-review`` locator) showing a mistake, click its "Try …" card
    buttons in turn until one is taken as a try (the card played there is not: the review
    says so instead); returns the try's feedback locator."""
    from playwright.sync_api import expect

    feedback = review.locator(".pt-review-feedback")
    tries = review.get_by_role("button", name=re.compile(r"^Try "))
    for i in range(tries.count()):
        tries.nth(i).click()
        try:
            expect(feedback).to_be_visible(timeout=timeout_ms)
        except AssertionError:
            continue
        return feedback
    raise AssertionError("no Try button of the review was taken as a try")


def reveal_the_answer(review, feedback):
    """After :func:`try_a_card`: the answer, shown by the try when it found a best card,
    else by "Show the answer" (a wrong try leaves it hidden for another try)."""
    from playwright.sync_api import expect

    answer = review.locator(".pt-review-answer")
    if "A best card" not in feedback.inner_text():
        expect(answer).to_have_count(0)
        review.get_by_role("button", name="Show the answer").click()
    expect(answer).to_be_visible()
    return answer
