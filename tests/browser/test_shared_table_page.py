"""Issue 20: students play each other at one shared table (notebooks/11_play_together.ipynb),
each in their own Chromium context (their own browser) from their class link, and the
teacher watches from the teacher's page.

Four students play a whole hand: each page shows only its own hand, a student's move
appears on the other students' pages (the pages look at the table twice a second; how
long it took is written to test-results/shared-table-latency.json, and
benchmarks/bench_table_latency.py measures it against the one-second goal), a reloaded
page gets its seat back, a student who closes their page is away and the computer plays
their seat until they open it again, and the teacher's page shows all four hands. The test
reads the table from Python too (the class store's file the server writes), to know each
seat's cards and what was played.
"""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from urllib.parse import quote

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from playwright.sync_api import expect

from conftest import LOCAL_URL
from pinochle_teach.cards import CARDS
from pinochle_teach.classroom import ENV_VAR, ClassStore, SharedTable
from pinochle_teach.classroom.roster import Roster
from voila_harness import (RESULTS_DIR, VoilaServer, assert_no_error_text, enabled_now,
                           first_enabled, open_dashboard, save_screenshot, text_now)

pytestmark = pytest.mark.browser

LESSON = "notebooks/11_play_together.ipynb"
TEACHER = "notebooks/teacher_results.ipynb"
TABLE = "Table 7"
STUDENTS = ["Ann Lee", "Ben", "Cat", "Dan"]  # South, West, North, East
SEAT_NAMES = ["South", "West", "North", "East"]
#: The table's deal, and after how many silent seconds a student is away (short, so the
#: test need not wait the default 20 s).
SEED, AWAY = 31, 8
#: How long a move may take to reach another student's page (the pages look twice a
#: second; the rest is slack for a busy 2-core machine), in milliseconds.
ARRIVES_MS = 5_000


@pytest.fixture(scope="module")
def room(tmp_path_factory):
    """(server base URL, roster, data folder): a class of three on its own server."""
    data = tmp_path_factory.mktemp("table-class")
    roster = Roster.create(STUDENTS, data)
    server = VoilaServer(log_dir=tmp_path_factory.mktemp("voila-tables"))
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
        (RESULTS_DIR / "voila-shared-table.log").write_text(server.log_text(),
                                                            encoding="utf-8")


def open_student(browser, browser_context_args, base, roster, name, ctx=None):
    """The student's page at the table, in their own browser (``ctx``, else a new one)."""
    if ctx is None:
        ctx = browser.new_context(**browser_context_args)
        ctx.route("**/*", lambda route: route.continue_()
                  if LOCAL_URL.match(route.request.url) else route.abort())
    page = ctx.new_page()
    page.set_default_timeout(60_000)
    open_dashboard(page, base, f"{LESSON}?student={roster.code_of(name)}&table={quote(TABLE)}")
    expect(page.locator(".pt-playtable")).to_be_visible()
    return ctx, page


#: Set on a page before another page's move: the moment (Date.now(), ms) the page's log of
#: moves first changes (the move is the next thing that happens at the table: the computer
#: moves only after it).
WATCH_JS = """() => {
    const table = document.querySelector('.pt-playtable');
    const log = () => { const el = table.querySelector('.pt-log'); return el ? el.innerText : ''; };
    const before = log();
    window.ptArrived = null;
    if (window.ptWatch) window.ptWatch.disconnect();
    window.ptWatch = new MutationObserver(() => {
        if (window.ptArrived === null && log() !== before) {
            window.ptArrived = Date.now();
            window.ptWatch.disconnect();
        }
    });
    window.ptWatch.observe(table, {childList: true, subtree: true, characterData: true});
}"""


def faces(page) -> Counter:
    """The card faces drawn on the table (their names, lower case)."""
    labels = page.locator(".pt-playtable svg[role=img][aria-label]").evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label'))")
    words = {c.words.lower() for c in CARDS}
    return Counter(x.lower() for x in labels if x.lower() in words)


def teacher_faces(page) -> Counter:
    """The card faces in the teacher's open table's hands (every seat's)."""
    labels = page.locator(".pt-teacher-open .pt-teacher-hands svg[role=img][aria-label]"
                          ).evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    words = {c.words.lower() for c in CARDS}
    return Counter(x.lower() for x in labels if x.lower() in words)


def every_hand(game) -> Counter:
    held = Counter()
    for cards in game.hands:
        held += Counter(c.words.lower() for c in cards)
    return held


def prompt(page) -> str:
    return text_now(page.locator(".pt-playtable .pt-prompt"))


def my_button(page):
    """The button for this page's move now (pass in the auction, hearts for trump, the
    first card allowed), enabled as we look, or None when it is not this page's turn (or not
    drawn yet, or being redrawn)."""
    table = page.locator(".pt-playtable")
    text = prompt(page)
    if "Your bid" in text:
        button = table.get_by_role("button", name="Pass", exact=True)
    elif "name trump" in text:
        button = table.get_by_role("button", name=re.compile(r"Hearts"))
    elif "Choose a card to give" in text:
        button = first_enabled(table.get_by_role("button", name=re.compile(r"^Give ")))
    elif "surrender" in text:
        button = table.get_by_role("button", name="Play on")
    elif "Your turn" in text:
        button = first_enabled(table.get_by_role("button", name=re.compile(r"^Play ")))
    else:
        return None
    return button if button is not None and enabled_now(button) else None


def timed_click(page, watch, button) -> "float | None":
    """Click ``button`` (a move) on ``page`` with each page of ``watch`` noting when its log
    changes (:data:`WATCH_JS`); the click's moment (Date.now(), ms), or None if the page
    was redrawn under the click (another move came, the card disabled): look again."""
    for p in watch:
        p.evaluate(WATCH_JS)
    clicked = page.evaluate("Date.now()")
    try:
        button.click(timeout=10_000)
    except PlaywrightTimeoutError:
        return None
    return clicked


def test_four_students_play_a_hand_and_the_teacher_watches(browser, browser_context_args,
                                                          room):
    base, roster, data = room
    # The teacher makes the table (from Python, as the teacher guide shows) with a short away.
    shared = SharedTable(ClassStore(data), TABLE, seed=SEED, level="easy", away=AWAY)
    contexts, pages = [], []
    latencies = []
    try:
        for name in STUDENTS:
            ctx, page = open_student(browser, browser_context_args, base, roster, name)
            contexts.append(ctx)
            pages.append(page)
        assert shared.seats() == dict(enumerate(STUDENTS))
        # Each page knows its seat, and learns of the students who sat down after it.
        for seat, page in enumerate(pages):
            table = page.locator(".pt-playtable")
            expect(table).to_contain_text(f"You are {SEAT_NAMES[seat]}")
            for other, name in enumerate(STUDENTS):
                expect(table).to_contain_text(f"{SEAT_NAMES[other]}: " + (
                    "you" if other == seat else name), timeout=ARRIVES_MS)
        # Only its own hand: before any meld is shown, the faces on a page are its cards.
        shared.refresh()
        for seat, page in enumerate(pages):
            mine = Counter(c.words.lower() for c in shared.game.hands[seat])
            assert len(mine) and faces(page) == mine, (seat, faces(page), mine)
        save_screenshot(pages[0], "shared-table-start")
        # The teacher's page (the teacher's link) lists the table and opens it: all four
        # hands face up, as the game read from Python holds them.
        tctx = browser.new_context(**browser_context_args)
        contexts.append(tctx)
        teacher = tctx.new_page()
        teacher.set_default_timeout(60_000)
        open_dashboard(teacher, base, f"{TEACHER}?teacher={roster.teacher_code}")
        tables = teacher.locator(".pinochle-teacher-tables")
        expect(tables).to_contain_text(TABLE)
        expect(tables).to_contain_text("South: Ann Lee · West: Ben · North: Cat · East: Dan")
        # The teacher makes a second table with the computer level chosen.
        tables.get_by_label("New table").fill("Table 8")
        tables.get_by_label("Computer", exact=True).select_option(label="Hard (Monte Carlo)")
        tables.get_by_role("button", name="Make table").click()
        expect(tables).to_contain_text("Table 8 is ready (the computer plays Hard")
        assert SharedTable(ClassStore(data), "Table 8").level == "hard"
        tables.get_by_role("button", name="Open").first.click()
        expect(teacher.locator(".pt-teacher-open")).to_be_visible()
        shared.refresh()
        assert teacher_faces(teacher) == every_hand(shared.game)
        assert sum(teacher_faces(teacher).values()) == 48

        reloaded = False
        closed_at = None  # Dan's page closed: the index of the next action
        computer_moved = False  # East moved while Dan's page was closed
        back = False
        teacher_followed = False
        teacher_saw_away = False
        for _ in range(2500):
            shared.refresh()
            g = shared.game
            if closed_at is not None and not back and any(
                    s == 3 for s, _a in g.history[closed_at:]):
                computer_moved = True  # East moved with Dan's page closed: the computer
            if g.hand_results:  # hand 1 is scored
                break
            if not reloaded and len(g.history) >= 10:
                # Ben reloads mid-hand (past the auction unless it was long; a surrendered
                # hand may have no tricks): his seat, his cards, nothing lost.
                open_dashboard(pages[1], base, f"{LESSON}?student={roster.code_of('Ben')}"
                                              f"&table={quote(TABLE)}")
                expect(pages[1].locator(".pt-playtable")).to_contain_text("You are West")
                assert shared.seats() == dict(enumerate(STUDENTS))
                shared.refresh()
                expect(pages[1].locator(".pinochle-hand .pt-hand-title").first).to_contain_text(
                    f"{len(shared.game.hands[1])} cards")
                reloaded = True
                continue
            if reloaded and closed_at is None and len(g.history) >= 14:
                # Dan closes his page (the tab, as a student leaving the room would).
                pages[3].close(run_before_unload=True)
                pages[3] = None
                closed_at = len(g.history)
                continue
            if closed_at is not None and not teacher_saw_away and 3 in shared.away_seats():
                # Past the table's away seconds: the teacher's list says so.
                expect(tables).to_contain_text("East: Dan (away)", timeout=ARRIVES_MS)
                expect(pages[2].locator(".pt-playtable")).to_contain_text(
                    "East: Dan (away: the computer plays for now)", timeout=ARRIVES_MS)
                teacher_saw_away = True
                # Pictures of the moment: the teacher's projector (1024 x 768) with the open
                # table, and Cat's page on a phone (390 px wide).
                save_screenshot(teacher, "shared-table-teacher-away")
                teacher.set_viewport_size({"width": 1024, "height": 768})
                switch = teacher.get_by_role("button", name="Projector").first
                switch.click()
                expect(teacher.locator(".pt-projector").first).to_be_visible(timeout=30_000)
                teacher.locator(".pt-teacher-open").scroll_into_view_if_needed()
                teacher.wait_for_timeout(500)
                save_screenshot(teacher, "shared-table-teacher-projector", full_page=False)
                switch.click()
                expect(teacher.locator(".pt-projector")).to_have_count(0, timeout=30_000)
                teacher.set_viewport_size({"width": 1280, "height": 900})
                pages[2].set_viewport_size({"width": 390, "height": 844})
                save_screenshot(pages[2], "shared-table-phone-away")
                pages[2].set_viewport_size({"width": 1280, "height": 900})
            if computer_moved and not back and g.to_move != 3:
                # Dan opens his page again: his seat, and he plays on from his next turn.
                _ctx, pages[3] = open_student(browser, browser_context_args, base, roster,
                                              "Dan", ctx=contexts[3])
                expect(pages[3].locator(".pt-playtable")).to_contain_text("You are East")
                assert shared.seats() == dict(enumerate(STUDENTS))
                back = True
                continue
            seat = g.to_move
            page = pages[seat]
            if page is None:  # Dan is away: the computer plays East once he counts as away
                pages[0].wait_for_timeout(100)
                continue
            button = my_button(page)
            if button is None:
                page.wait_for_timeout(100)
                continue
            before = shared.seq
            watch = [p for other, p in enumerate(pages) if other != seat and p is not None]
            clicked = timed_click(page, watch, button)
            if clicked is None:
                continue
            if shared.wait_for_change(before, timeout=10) == before:
                continue  # a click on a page redrawn just then: look again
            seat_moved, action = shared.game.history[before]
            if action.kind not in ("pass", "play"):
                continue
            said = (f"{SEAT_NAMES[seat_moved]} passed." if action.kind == "pass" else
                    f"{SEAT_NAMES[seat_moved]} played {action.value}.")
            for p in watch:
                # The move reaches the other students' pages: their log tells it.
                expect(p.locator(".pt-playtable")).to_contain_text(said, timeout=ARRIVES_MS)
                arrived = p.evaluate("window.ptArrived")
                if arrived is not None:
                    latencies.append(arrived - clicked)
            if not teacher_followed and len(shared.game.history) > 4:
                # The teacher's open table follows the game: the moves reach it.
                shared.refresh()
                expect(teacher.locator(".pt-teacher-last-move")).to_contain_text(
                    f"{len(shared.game.history)} moves so far", timeout=ARRIVES_MS)
                teacher_followed = True
        else:
            raise AssertionError(f"the hand did not end: {shared!r}")
        assert reloaded and closed_at is not None and computer_moved and back, (
            reloaded, closed_at, computer_moved, back, shared.game.history)
        assert teacher_followed and teacher_saw_away
        assert latencies, "no move's arrival on another page was timed"
        RESULTS_DIR.mkdir(parents=True, exist_ok=True)
        (RESULTS_DIR / "shared-table-latency.json").write_text(json.dumps(
            {"what": "ms from a click on one student's page to the move in another's log",
             "ms": sorted(latencies)}, indent=1), encoding="utf-8")
        shared.refresh()
        if shared.game.hand_results[-1].number == shared.game.hand_number:  # not dealt on
            expect(teacher.locator(".pt-teacher-last-move")).to_contain_text(
                f"{len(shared.game.history)} moves so far", timeout=ARRIVES_MS)
            assert teacher_faces(teacher) == every_hand(shared.game)
        save_screenshot(teacher, "shared-table-teacher")
        # The finished hand opens in the walkthrough on the teacher's page.
        tables.get_by_role("button", name="Hand 1").click()
        played = any(a.startswith("play ") for a in shared.records()[0]["actions"])
        if played:  # (a surrendered hand has no trick play to walk through)
            walk = teacher.locator(".pt-teacher-opened .pt-walkthrough")
            expect(walk).to_be_visible()
            expect(walk.get_by_role("button", name="Forward ▶")).to_be_visible()
            save_screenshot(teacher, "shared-table-teacher-walkthrough")
        else:
            expect(teacher.locator(".pt-teacher-opened")).to_contain_text(
                "cannot be walked through")
        assert_no_error_text(teacher)
        # Every seat stayed its student's; every page has the hand on its score sheet.
        assert shared.seats() == dict(enumerate(STUDENTS))
        for page in pages:
            expect(page.locator(".pt-scoresheet-table")).to_be_visible(timeout=ARRIVES_MS)
            assert_no_error_text(page)
        save_screenshot(pages[2], "shared-table-hand-over")
        # A student's link on the teacher's page: the sentence, no table, no hand.
        open_dashboard(pages[2], base, f"{TEACHER}?student={roster.code_of('Cat')}")
        expect(pages[2].locator(".pinochle-teacher-page")).to_contain_text(
            "This page is for the teacher.")
        assert pages[2].locator(".pinochle-teacher-tables").count() == 0
        assert pages[2].locator("svg[role=img]").count() == 0
        assert TABLE not in pages[2].locator("body").inner_text()
        records = shared.records()
        assert records and records[0]["summary"]["hands"] == 1
    finally:
        for ctx in contexts:
            ctx.close()
