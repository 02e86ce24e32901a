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
                           assert_no_error_text, open_dashboard, save_screenshot)

pytestmark = pytest.mark.browser

EXERCISE = "exercises/meld_scoring.ipynb"
TEACHER = "notebooks/teacher_results.ipynb"


def start_with_data(server: VoilaServer, data) -> None:
    """Start ``server`` with the class data folder ``data`` (PINOCHLE_TEACH_DATA), as a
    teacher's `make run` reads it; this process's environment is left as it was."""
    before = os.environ.get(ENV_VAR)
    os.environ[ENV_VAR] = str(data)
    try:
        server.start()
    finally:
        if before is None:
            del os.environ[ENV_VAR]
        else:
            os.environ[ENV_VAR] = before


@pytest.fixture(scope="module")
def room(tmp_path_factory):
    """(server base URL, roster, data folder): a class of Ann and Ben on its own server."""
    data = tmp_path_factory.mktemp("class-data")
    roster = Roster.create(["Ann Lee", "Ben"], data)
    server = VoilaServer(log_dir=tmp_path_factory.mktemp("voila-class"))
    start_with_data(server, data)
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
        ctx.new_page().goto(base + "?student=nope")          # not on the roster
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


def answer_meld(quiz, points) -> None:
    box = quiz.get_by_role("textbox", name="Meld (points)", exact=True)
    box.fill(str(points))
    quiz.get_by_role("button", name="Check").click()
    expect(quiz.locator(".pinochle-quiz-feedback")).to_be_visible()


def test_two_students_and_the_teacher(browser, browser_context_args, room):
    base, roster, data = room
    ann_code, ben_code = roster.code_of("Ann Lee"), roster.code_of("Ben")
    teacher_ctx = new_context(browser, browser_context_args)
    ann_ctx = new_context(browser, browser_context_args)
    ben_ctx = new_context(browser, browser_context_args)
    try:
        teacher = open_page(teacher_ctx, base, f"{TEACHER}?teacher={roster.teacher_code}")
        results = teacher.locator(".pinochle-teacher")
        expect(results).to_be_visible()
        expect(results).to_contain_text("Ann Lee")   # not started yet
        expect(teacher.locator(".pt-teacher-waiting")).to_contain_text("Ben")

        # Ann opens her link once (the lesson list), then the exercise with no code in
        # its address: her browser remembers her. Ben opens the exercise from his link.
        ann_tree = ann_ctx.new_page()
        ann_tree.goto(base + f"?student={ann_code}")
        ann = open_page(ann_ctx, base, EXERCISE)
        ben = open_page(ben_ctx, base, f"{EXERCISE}?student={ben_code}")
        ann_quiz = ann.locator(".pinochle-quiz").first
        ben_quiz = ben.locator(".pinochle-quiz").first
        expect(ann_quiz).to_contain_text("Ann Lee")
        expect(ben_quiz).to_contain_text("Ben")
        expect(ann_quiz).not_to_contain_text("Ben")
        # No page shows another's code (Ben's own address holds his).
        assert ben_code not in ann.content() and ann_code not in ben.content()
        assert roster.teacher_code not in ann.content() + ben.content()

        answer_meld(ann_quiz, 7)       # wrong: meld comes in tens
        answer_meld(ben_quiz, 7770)    # wrong too, another answer
        # Ann answers the same question again, right this time: practice, not graded.
        from pinochle_teach.classroom import ClassStore
        store = ClassStore(data / "class.sqlite3")
        [first] = store.answers("Ann Lee")
        from pinochle_teach.quiz import make_question
        right = make_question(first.kind, first.seed, first.difficulty).answer
        # Ann comes back to it (a reload: a new kernel, the same question 1 of hers).
        ann.close()
        ann = open_page(ann_ctx, base, EXERCISE)
        ann_quiz = ann.locator(".pinochle-quiz").first
        expect(ann_quiz).to_contain_text("answered this question before")
        answer_meld(ann_quiz, right)
        expect(ann_quiz).to_contain_text("Practice")
        graded = [(a.answer, a.correct) for a in store.answers("Ann Lee", graded=True)]
        assert graded == [("7", False)]
        assert len(store.answers("Ann Lee")) == 2
        # Each student's question 1 is their own (seeded from the class and the student).
        [ben_first] = store.answers("Ben")
        assert ben_first.seed != first.seed
        for page in (ann, ben):
            assert_no_error_text(page)
        save_screenshot(ann, "classroom-links-ann", element=ann_quiz)

        # The teacher's page shows both students' actual answers within seconds.
        table = teacher.locator(".pt-teacher-answers")
        expect(table).to_contain_text("Ann Lee", timeout=15_000)
        expect(table).to_contain_text("Ben", timeout=15_000)
        expect(table.locator("tr", has_text="Ann Lee")).to_contain_text("7")
        expect(table.locator("tr", has_text="Ben")).to_contain_text("7770")
        assert table.locator("tr", has_text="Ann Lee").count() == 1  # practice not graded
        # Each answer is named as the student's page showed it ("Question # 1" in the
        # quiz's Question # box), never by the seed behind it.
        for page, who, answered in ((ann, "Ann Lee", first), (ben, "Ben", ben_first)):
            shown = page.get_by_role("textbox", name="Question #", exact=True).input_value()
            assert shown == "1", shown
            expect(table.locator("tr", has_text=who)).to_contain_text(
                f"Meld scoring · medium · Question # {shown}")
            assert str(answered.seed) not in teacher.locator(".pinochle-teacher").inner_text()
        # The most-missed questions: each is the student's own question, in the quiz's
        # words, with who missed it under which number; shown on the projector with the
        # engine's explanation and no name.
        missed = teacher.locator(".pt-teacher-missed-row")
        expect(missed).to_have_count(2)
        ann_q = make_question(first.kind, first.seed, first.difficulty)
        ann_row = missed.filter(has_text="Ann Lee (Question # 1) answered 7")
        expect(ann_row).to_have_count(1)
        expect(ann_row).to_contain_text(ann_q.prompt)
        # The panel comes under the list: the page takes the teacher there (a tester saw
        # nothing happen: it had opened 1,180 px further down). A low window shows it.
        size = teacher.viewport_size
        teacher.set_viewport_size({"width": size["width"], "height": 300})
        ann_row.get_by_role("button", name="Show on the projector").click()
        projected = teacher.locator(".pt-teacher-projected")
        expect(projected).to_contain_text(ann_q.explain().splitlines()[0])
        expect(projected).to_be_in_viewport()
        teacher.set_viewport_size(size)
        expect(projected).not_to_contain_text("Ann Lee")
        expect(teacher.locator(".pt-teacher-situations")).to_contain_text("Meld scoring: ")
        expect(teacher.locator(".pt-teacher-waiting")).to_have_count(0)
        assert_no_error_text(teacher)
        save_screenshot(teacher, "classroom-links-teacher")

        # The teacher's page on a student's link, or on none, shows nothing of the class.
        for ctx, url in ((ann_ctx, TEACHER), (ben_ctx, f"{TEACHER}?teacher={ben_code}"),
                         (ben_ctx, f"{TEACHER}?student={ben_code}")):
            page = open_page(ctx, base, url)
            expect(page.locator(".pinochle-teacher-page")).to_contain_text(NOT_FOR_YOU)
            html = page.content()
            for secret in ("Ann Lee", "7770", "Every graded answer", ann_code,
                           roster.teacher_code):
                assert secret not in html, secret
            page.close()
    finally:
        for ctx in (teacher_ctx, ann_ctx, ben_ctx):
            ctx.close()


class _PooledClassServer(VoilaServer):
    """The launcher as `make run POOL=1 LESSON=exercises/meld_scoring.ipynb` starts it: the
    exercise's kernel is started before any student asks for it (voila's preheated kernels),
    so it runs its cells before it knows whose page it will be."""

    def launcher_args(self) -> list[str]:
        return [*super().launcher_args(), "--pool=1", f"--lesson={EXERCISE}"]


def test_a_preheated_kernel_learns_whose_page_it_is(browser, browser_context_args,
                                                     tmp_path):
    """With POOL=, a student's quiz on a preheated kernel is still theirs: from the code in
    their link (Ben) and from the code their browser remembers (Ann, who opened her link
    on the lesson list first); their answers are stored under their names."""
    from pinochle_teach.classroom import ClassStore
    from kernel_client import wait_for

    data = tmp_path / "class-data"
    roster = Roster.create(["Ann Lee", "Ben"], data)
    server = _PooledClassServer(log_dir=tmp_path, fixtures=False)
    start_with_data(server, data)
    ann_ctx = new_context(browser, browser_context_args)
    ben_ctx = new_context(browser, browser_context_args)
    try:
        def filled(times):
            return lambda: server.log_text().count("is filled") >= times

        assert wait_for(filled(1), 120), server.log_text()[-2000:]
        ben = open_page(ben_ctx, server.url, f"{EXERCISE}?student={roster.code_of('Ben')}")
        assert server.log_text().count("Using pre-heated kernel") == 1
        ben_quiz = ben.locator(".pinochle-quiz").first
        expect(ben_quiz).to_contain_text("Ben")
        answer_meld(ben_quiz, 7770)

        assert wait_for(filled(2), 120), server.log_text()[-2000:]
        ann_ctx.new_page().goto(server.url + f"?student={roster.code_of('Ann Lee')}")
        ann = open_page(ann_ctx, server.url, EXERCISE)
        assert server.log_text().count("Using pre-heated kernel") == 2
        ann_quiz = ann.locator(".pinochle-quiz").first
        expect(ann_quiz).to_contain_text("Ann Lee")
        expect(ann_quiz).not_to_contain_text("Ben")
        answer_meld(ann_quiz, 7)

        store = ClassStore(data / "class.sqlite3")
        assert [a.answer for a in store.answers("Ben")] == ["7770"]
        assert [a.answer for a in store.answers("Ann Lee")] == ["7"]
        assert store.students() == ["Ann Lee", "Ben"]
        for page in (ann, ben):
            assert_no_error_text(page)
    finally:
        for ctx in (ann_ctx, ben_ctx):
            ctx.close()
        server.stop()


def test_the_teachers_page_in_polish_and_its_switch_keeps_the_teachers_link(
        browser, browser_context_args, room):
    """notebooks/pl/teacher_results.ipynb on the teacher's link speaks Polish (its heading,
    the results' own words); the language switch leads to the English page with the
    teacher's code kept, so the teacher still sees the class, not the one sentence."""
    base, roster, _ = room
    ctx = new_context(browser, browser_context_args)
    try:
        page = open_page(ctx, base, f"notebooks/pl/teacher_results.ipynb"
                                    f"?teacher={roster.teacher_code}")
        results = page.locator(".pinochle-teacher")
        expect(results).to_be_visible()
        expect(results).to_contain_text("Ann Lee")
        expect(page.locator("h1")).to_contain_text("Strona nauczyciela")
        polish = results.inner_text()
        for english in ("Not started", "Every graded answer", "Export to CSV"):
            assert english not in polish, english
        assert page.evaluate("document.documentElement.lang") == "pl"
        assert_no_error_text(page)
        save_screenshot(page, "teacher-page-pl")
        page.set_viewport_size({"width": 390, "height": 844})
        save_screenshot(page, "teacher-page-pl-390")
        page.set_viewport_size({"width": 1280, "height": 800})
        switch = page.locator("nav.pt-languages a[hreflang=en]")
        expect(switch).to_have_count(1)
        switch.click()
        page.wait_for_url("**/notebooks/teacher_results.ipynb?*")
        assert f"teacher={roster.teacher_code}" in page.url, page.url
        expect(page.locator(".pinochle-teacher")).to_contain_text("Not started")
        expect(page.locator(".pinochle-teacher-page")).not_to_contain_text(NOT_FOR_YOU)
        assert_no_error_text(page)
    finally:
        ctx.close()
