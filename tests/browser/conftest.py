"""Fixtures for the browser tests (marker ``browser``).

- ``voila_server`` (session): voila serving the repo root on 127.0.0.1, started like
  ``make run`` (plus the smoke notebook of fixtures/); gives its base URL, e.g. ``http://127.0.0.1:41234/``; stopped at the end.
  ``voila`` is the VoilaServer object behind it (for its log).
- ``page``: pytest-playwright's page, in headless Debian Chromium (/usr/bin/chromium, or
  $PINOCHLE_CHROMIUM) so nothing is downloaded; requests to any host but this machine are
  aborted (voila's page links a web font from a CDN; the tests must not depend on it).

Helpers (``open_dashboard``, ``assert_no_error_text``, ``save_screenshot``) live in
``voila_harness.py``.
"""

from __future__ import annotations

import os
import re

import pytest

from voila_harness import CHROMIUM, CHROMIUM_ARGS, RESULTS_DIR, VoilaServer

# Notebooks under fixtures/ are served to the browser tests, not run by nbval.
collect_ignore = ["fixtures"]

LOCAL_URL = re.compile(r"^(https?|wss?)://(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(/|$)")


@pytest.fixture(scope="session")
def voila(tmp_path_factory):
    """The running VoilaServer (its ``url``, ``log_text()``); stopped after the session.

    Its log is written in pytest's temporary folder (pytest-playwright empties
    test-results/ when its first test starts, which may be after voila has started) and
    copied to test-results/ at the end."""
    server = VoilaServer(log_dir=tmp_path_factory.mktemp("voila"))
    server.start()
    try:
        yield server
    finally:
        server.stop()
        RESULTS_DIR.mkdir(parents=True, exist_ok=True)
        (RESULTS_DIR / server.log_path.name).write_text(server.log_text(), encoding="utf-8")


@pytest.fixture(scope="session")
def voila_server(voila):
    """Base URL of the session's voila, e.g. ``http://127.0.0.1:41234/``."""
    return voila.url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args, browser_name):
    if browser_name not in (None, "chromium"):
        return browser_type_launch_args
    if not os.path.exists(CHROMIUM):
        pytest.fail(
            f"Chromium not found at {CHROMIUM}. `make test` installs Debian's chromium "
            "(apt-get install -y chromium); or set PINOCHLE_CHROMIUM to a Chromium binary."
        )
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": [*browser_type_launch_args.get("args", []), *CHROMIUM_ARGS],
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {
        **browser_context_args,
        "viewport": {"width": 1280, "height": 900},
        "service_workers": "block",
        # The pages take the browser's language (widgets.page_language): pinned to English,
        # which the tests' expected texts are in, whatever this machine's locale.
        "locale": "en-US",
    }


@pytest.fixture
def page(page):
    page.set_default_timeout(60_000)

    def only_local(route):
        if LOCAL_URL.match(route.request.url):
            route.continue_()
        else:
            route.abort()

    page.route("**/*", only_local)
    return page
