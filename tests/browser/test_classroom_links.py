"""Issue 16, done when: two students and a teacher on one classroom server. Each student is
known from their personal link (never a typed name), a re-answered question keeps its
graded result, the teacher's page shows both students' actual answers within seconds, and
the teacher's page on a student's link, or on none, shows nothing of them.

The server runs with a data folder of its own (PINOCHLE_TEACH_DATA) holding a roster made
as `make class` makes it.
"""

from __future__ import annotations

import os

import nbformat
import pytest
from playwright.sync_api import expect

from conftest import LOCAL_URL
from pinochle_teach.classroom import ENV_VAR
from pinochle_teach.classroom.roster import Roster
from pinochle_teach.widgets.teacher import NOT_FOR_YOU
from voila_harness import (REPO_ROOT, RESULTS_DIR, WRITTEN_NOTEBOOKS, VoilaServer,
                           assert_no_error_text, open_dashboard)

pytestmark = pytest.mark.browser

EXERCISE = "exercises/meld_scoring.ipynb"
TEACHER = "notebooks/teacher_results.ipynb"


@pytest.fixture(scope="module")
def room(tmp_path_factory):
    """(server base URL, roster, data folder): a class of Ann and Ben on its own server."""
    data = tmp_path_factory.mktemp("class-data")
    roster = Roster.create(["Ann Lee", "Ben"], data)
    server = VoilaServer(log_dir=tmp_path_factory.mktemp("voila-class"))
    before = os.environ.get(ENV_VAR)
    os.environ[ENV_VAR] = str(data)
    try:
        server.start()
    finally:
        if before is None:
            del os.environ[ENV_VAR]
        else:
            os.environ[ENV_VAR] = before
    try:
        yield server.url, roster, data
    finally:
        server.stop()
        RESULTS_DIR.mkdir(parents=True, exist_ok=True)
        (RESULTS_DIR / "voila-classroom-links.log").write_text(server.log_text(),
                                                                encoding="utf-8")


def new_context(browser, browser_context_args):
    ctx = browser.new_context(**browser_context_args)
    ctx.route("**/*", lambda route: route.continue_() if LOCAL_URL.match(route.request.url)
              else route.abort())
    return ctx


def open_page(ctx, base, notebook_and_query):
    page = ctx.new_page()
    page.set_default_timeout(60_000)
    return open_dashboard(page, base, notebook_and_query)


PROBE_CELL = """import ipywidgets
from pinochle_teach.classroom import identity
who = identity.current()
ipywidgets.HTML(f"<p class='probe'>student={who.student} teacher={who.teacher}</p>")"""


def test_the_browser_remembers_the_students_link(browser, browser_context_args, room):
    """The link's code is in the address of one page only; every page opened after it in
    that browser knows the student (the server's cookie, passed to the page's kernel). A
    teacher code is not remembered, nor a code not on the roster."""
    base, roster, _ = room
    path = REPO_ROOT / WRITTEN_NOTEBOOKS / "identity_probe.ipynb"
    path.parent.mkdir(parents=True, exist_ok=True)
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(PROBE_CELL)]
    nbformat.write(nb, path)
    probe = f"{WRITTEN_NOTEBOOKS}/identity_probe.ipynb"
    ctx = new_context(browser, browser_context_args)
    try:
        first = open_page(ctx, base, probe)
        expect(first.locator(".probe")).to_have_text("student=None teacher=False")
        ctx.new_page().goto(base + f"?student=nope")          # not on the roster
        ctx.new_page().goto(base + f"?teacher={roster.teacher_code}")
        again = open_page(ctx, base, probe)
        expect(again.locator(".probe")).to_have_text("student=None teacher=False")
        ctx.new_page().goto(base + f"?student={roster.code_of('Ben')}")  # the lesson list
        later = open_page(ctx, base, probe)
        expect(later.locator(".probe")).to_have_text("student=Ben teacher=False")
        assert roster.code_of("Ben") not in later.content()
    finally:
        ctx.close()


def test_the_teachers_page_shows_nothing_without_the_teachers_code(browser,
                                                                   browser_context_args, room):
    """A student who opens the teacher's page (no code, their own code as teacher's, or
    with their student link) gets one sentence; nothing of the class reaches the page."""
    base, roster, _ = room
    ben_code = roster.code_of("Ben")
    ctx = new_context(browser, browser_context_args)
    try:
        for url in (TEACHER, f"{TEACHER}?teacher={ben_code}", f"{TEACHER}?student={ben_code}",
                    f"{TEACHER}?teacher={roster.teacher_code[:-1]}"):
            page = open_page(ctx, base, url)
            expect(page.locator(".pinochle-teacher-page")).to_contain_text(NOT_FOR_YOU)
            html = page.content()
            for secret in ("Ann Lee", "Every graded answer", "Not started",
                           roster.code_of("Ann Lee"), roster.teacher_code):
                assert secret not in html, (url, secret)
            assert_no_error_text(page)
            page.close()
    finally:
        ctx.close()
