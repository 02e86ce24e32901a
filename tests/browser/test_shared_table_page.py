"""Issue 20: students play each other at one shared table (notebooks/11_play_together.ipynb),
each in their own Chromium context (their own browser) from their class link.

Three students of a four-seat table play a whole hand: each page shows only its own hand,
a student's move appears on the other students' pages (within a few seconds: the pages
look at the table twice a second), a reloaded page gets its seat back, and the seat nobody
took (East) is played by the computer. The test reads the table from Python too (the class
store's file the server writes), to know each seat's cards and what was played.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from conftest import LOCAL_URL
from pinochle_teach.cards import CARDS
from pinochle_teach.classroom import ENV_VAR, ClassStore, SharedTable
from pinochle_teach.classroom.roster import Roster
from voila_harness import (RESULTS_DIR, VoilaServer, assert_no_error_text, open_dashboard,
                           save_screenshot)

pytestmark = pytest.mark.browser

LESSON = "notebooks/11_play_together.ipynb"
TEACHER = "notebooks/teacher_results.ipynb"
TABLE = "Table 7"
STUDENTS = ["Ann Lee", "Ben", "Cat"]  # South, West, North; East is the computer's
SEAT_NAMES = ["South", "West", "North", "East"]
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


def open_student(browser, browser_context_args, base, roster, name):
    ctx = browser.new_context(**browser_context_args)
    ctx.route("**/*", lambda route: route.continue_() if LOCAL_URL.match(route.request.url)
              else route.abort())
    page = ctx.new_page()
    page.set_default_timeout(60_000)
    open_dashboard(page, base, f"{LESSON}?student={roster.code_of(name)}&table={quote(TABLE)}")
    expect(page.locator(".pt-playtable")).to_be_visible()
    return ctx, page


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
    p = page.locator(".pt-playtable .pt-prompt")
    return p.inner_text() if p.count() else ""


def first_enabled(locator):
    for i in range(locator.count()):
        b = locator.nth(i)
        if b.is_enabled():
            return b
    return None


def my_button(page):
    """The button for this page's move now (pass in the auction, hearts for trump, the
    first card allowed), or None when it is not this page's turn (or not drawn yet)."""
    table = page.locator(".pt-playtable")
    text = prompt(page)
    if "Your bid" in text:
        return table.get_by_role("button", name="Pass", exact=True)
    if "name trump" in text:
        return table.get_by_role("button", name=re.compile(r"Hearts"))
    if "Choose a card to give" in text:
        return first_enabled(table.get_by_role("button", name=re.compile(r"^Give ")))
    if "surrender" in text:
        return table.get_by_role("button", name="Play on")
    if "Your turn" in text:
        return first_enabled(table.get_by_role("button", name=re.compile(r"^Play ")))
    return None


def test_three_students_and_the_computer_play_a_hand(browser, browser_context_args, room):
    base, roster, data = room
    contexts, pages = [], []
    try:
        for name in STUDENTS:
            ctx, page = open_student(browser, browser_context_args, base, roster, name)
            contexts.append(ctx)
            pages.append(page)
        shared = SharedTable(ClassStore(data), TABLE)
        assert shared.seats() == dict(enumerate(STUDENTS))
        # Each page knows its seat, and learns of the students who sat down after it.
        for seat, page in enumerate(pages):
            expect(page.locator(".pt-playtable")).to_contain_text(
                f"You are {SEAT_NAMES[seat]}")
            expect(page.locator(".pt-playtable")).to_contain_text(
                "South: you" if seat == 0 else "South: Ann Lee", timeout=ARRIVES_MS)
            expect(page.locator(".pt-playtable")).to_contain_text("North: " + (
                "you" if seat == 2 else "Cat"), timeout=ARRIVES_MS)
            expect(page.locator(".pt-playtable")).to_contain_text("East: the computer")
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
        expect(tables).to_contain_text("South: Ann Lee · West: Ben · North: Cat · "
                                       "East: the computer")
        tables.get_by_role("button", name="Open").click()
        expect(teacher.locator(".pt-teacher-open")).to_be_visible()
        shared.refresh()
        assert teacher_faces(teacher) == every_hand(shared.game)
        assert sum(teacher_faces(teacher).values()) == 48
        start = pages[0].locator(".pt-playtable").get_by_role("button", name="Start")
        if shared.game.to_move == 3:  # the computer bids first: it waits for Start
            expect(start).to_be_visible()
            start.click()

        reloaded = False
        teacher_followed = False
        moves_seen = 0
        for _ in range(1500):
            shared.refresh()
            g = shared.game
            if g.hand_results:  # hand 1 is scored (a computer dealer deals on at once)
                break
            if not reloaded and len(g.history) >= 10:
                # Ben reloads mid-hand (past the auction unless it was long; a hand the
                # computer surrenders may have no tricks): his seat, his cards, nothing lost.
                open_dashboard(pages[1], base, f"{LESSON}?student={roster.code_of('Ben')}"
                                              f"&table={quote(TABLE)}")
                expect(pages[1].locator(".pt-playtable")).to_contain_text("You are West")
                assert shared.seats() == dict(enumerate(STUDENTS))
                shared.refresh()
                expect(pages[1].locator(".pinochle-hand .pt-hand-title").first).to_contain_text(
                    f"{len(shared.game.hands[1])} cards")
                reloaded = True
                continue
            seat = g.to_move
            if seat == 3:
                pages[0].wait_for_timeout(100)  # the computer's move comes from a kernel
                continue
            page = pages[seat]
            button = my_button(page)
            if button is None or not button.count() or not button.is_enabled():
                page.wait_for_timeout(100)
                continue
            before = shared.seq
            button.click()
            if shared.wait_for_change(before, timeout=10) == before:
                continue  # a click on a page redrawn just then: look again
            if moves_seen < 6:
                # The move reaches the other students' pages: their log tells it.
                seat_moved, action = shared.game.history[before]
                if action.kind in ("pass", "play"):
                    said = (f"{SEAT_NAMES[seat_moved]} passed." if action.kind == "pass" else
                            f"{SEAT_NAMES[seat_moved]} played {action.value}.")
                    for other, p in enumerate(pages):
                        if other != seat_moved:
                            expect(p.locator(".pt-playtable")).to_contain_text(
                                said, timeout=ARRIVES_MS)
                    moves_seen += 1
            if moves_seen >= 2 and not teacher_followed:
                # The teacher's open table follows the game: the moves reach it.
                shared.refresh()
                expect(teacher.locator(".pt-teacher-last-move")).to_contain_text(
                    f"{len(shared.game.history)} moves so far", timeout=ARRIVES_MS)
                teacher_followed = True
        else:
            raise AssertionError(f"the hand did not end: {shared!r}")
        # (A hand the computer's bidder surrenders has only the auction's passes.)
        assert reloaded and moves_seen >= 2 and teacher_followed
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
        # The empty seat was the computer's: East moved, and nobody holds it.
        assert 3 not in shared.seats()
        assert any(s == 3 for s, _a in shared.game.history)
        # Every page has the hand on its score sheet; the table kept its record.
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
