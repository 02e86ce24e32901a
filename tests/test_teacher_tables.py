"""The teacher's view of the shared tables (issue 20 item 4): every table at a glance, one
table opened with every hand face up following the game, a finished hand in the
walkthrough; a page without the teacher's link reads nothing."""

from __future__ import annotations

import re
from collections import Counter

import sys
from pathlib import Path

import pytest

from pinochle_teach.actions import Phase
from pinochle_teach.cards import CARDS
from pinochle_teach.classroom import ClassStore, SharedTable, identity
from pinochle_teach.classroom.roster import Roster
from pinochle_teach.widgets import projector
from pinochle_teach.widgets.teacher import NOT_FOR_YOU
from pinochle_teach.widgets.teacher_tables import TeacherTables, teacher_tables_page
from pinochle_teach.widgets.walkthrough import TrickWalkthrough

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fake_clock import stop_the_clock  # noqa: E402

WORDS = {c.words.lower() for c in CARDS}


def faces(html: str) -> Counter:
    labels = re.findall(r'<svg[^>]*role="img"[^>]*aria-label="([^"]+)"', html)
    labels += re.findall(r'<svg[^>]*aria-label="([^"]+)"[^>]*role="img"', html)
    return Counter(x.lower() for x in labels if x.lower() in WORDS)


def hands_part(html: str) -> str:
    return html.split('class="pt-teacher-hands"', 1)[1].split("pt-trick", 1)[0]


def step(table):
    """One move: the seated student to move makes their first legal move (never a
    surrender; a pass in the auction), else the computer plays."""
    g = table.game
    who = table.seats().get(g.to_move)
    if who is None:
        table.play_computers()
    else:
        acts = [a for a in g.legal_actions() if a.kind != "surrender"]
        table.apply(who, next((a for a in acts if a.kind == "pass"), acts[0]))


def play_to_tricks(table, most=200):
    """Moves until the first card is played."""
    for _ in range(most):
        if table.game.tricks or table.game.trick:
            return
        step(table)


@pytest.fixture
def store():
    return ClassStore(":memory:")


def test_the_listing_says_each_tables_state(store):
    t1 = SharedTable(store, "Table 1", seed=7, level="easy")
    t1.join("Ann")
    t1.join("Bo")
    t2 = SharedTable(store, "Table 2", seed=8, level="easy")
    t2.join("Cy", seat=2)
    w = TeacherTables(store, interval=0)
    rows = [r.children[0].value for r in w.listing.children]
    assert len(rows) == 2 and "Table 1" in rows[0] and "Table 2" in rows[1]
    assert "waiting to start" in rows[0] and "hand 1" in rows[0]
    assert "South: Ann · West: Bo · North: the computer · East: the computer" in rows[0]
    assert "South: the computer · West: the computer · North: Cy" in rows[1]
    t1.start()
    play_to_tricks(t1)
    assert w.refresh()
    row = w.listing.children[0].children[0].value
    g = t1.game
    assert f"trick {len(g.tricks) + 1}" in row
    who = {0: "South (Ann)", 1: "West (Bo)", 2: "North (the computer)",
           3: "East (the computer)"}[g.to_move]
    assert f"to move {who}" in row
    assert not w.refresh()  # nothing moved: nothing redrawn


def test_the_listing_says_who_is_away(store, monkeypatch):
    """A student whose page has been silent past the table's ``away`` seconds is listed as
    away (the computer plays for them); their page back, they are listed as before."""
    clock = stop_the_clock(monkeypatch)
    t = SharedTable(store, "Table 1", seed=7, level="easy", away=1)
    t.join("Ann")
    t.join("Bo")
    w = TeacherTables(store, interval=0)
    assert "away" not in w.listing.children[0].children[0].value
    clock.advance(1.3)
    t.here("Ann", now=True)
    assert w.refresh()
    row = w.listing.children[0].children[0].value
    assert "South: Ann · West: Bo (away) · North: the computer" in row
    t.here("Bo", now=True)
    assert w.refresh()
    assert "South: Ann · West: Bo · North" in w.listing.children[0].children[0].value


def test_an_open_table_shows_every_hand_face_up_and_follows_the_game(store):
    t = SharedTable(store, "Table 1", seed=11, level="easy")
    t.join("Ann")
    w = TeacherTables(store, interval=0)
    w.listing.children[0].children[1].children[0].click()  # "Open"
    assert w.open_name == "Table 1"
    html = w.opened.children[0].value
    dealt = Counter()
    for seat in range(4):
        dealt += Counter(c.words.lower() for c in t.game.hands[seat])
    assert sum(dealt.values()) == 48 and faces(hands_part(html)) == dealt
    t.start()
    play_to_tricks(t)
    assert w.refresh()
    html = w.opened.children[0].value
    held = Counter()
    for seat in range(4):
        held += Counter(c.words.lower() for c in t.game.hands[seat])
    assert faces(hands_part(html)) == held and sum(held.values()) < 48
    assert f"{len(t.game.history)} moves so far" in html


def test_the_open_button_stays_the_same_while_the_listing_follows_the_moves(store):
    # A busy table changes its line every move; a teacher's click on "Open" must land on a
    # button that is still there (the browser test lost one that was redrawn away).
    t = SharedTable(store, "Table 1", seed=11, level="easy")
    t.join("Ann")
    w = TeacherTables(store, interval=0)
    row = w.listing.children[0]
    open_button = row.children[1].children[0]
    before = row.children[0].value
    t.start()
    play_to_tricks(t)
    assert w.refresh()
    assert row.children[0].value != before  # the line follows the game
    assert w.listing.children[0] is row and row.children[1].children[0] is open_button
    assert open_button.comm is not None  # not closed
    SharedTable(store, "Table 2", seed=3, level="easy")
    assert w.refresh()
    assert [r.children[0].value.split("</b>")[0] for r in w.listing.children] == [
        '<div class="pt-teacher-table-line"><b>Table 1', '<div class="pt-teacher-table-line"><b>Table 2']
    assert w.listing.children[0] is row
    open_button.click()
    assert w.open_name == "Table 1"

def test_a_finished_hand_opens_in_the_walkthrough(store):
    t = SharedTable(store, "Table 3", seed=5, level="easy")
    t.join("Ann")
    t.start()
    for _ in range(500):  # until a hand with trick play is scored
        g = t.game
        if g.phase in (Phase.SCORE, Phase.GAME_OVER) and g.tricks:
            break
        step(t)
    assert t.game.phase in (Phase.SCORE, Phase.GAME_OVER) and t.game.tricks
    hand = t.game.hand_number
    w = TeacherTables(store, interval=0)
    buttons = w.listing.children[0].children[1].children
    assert [b.description for b in buttons][-1] == f"Hand {hand}"
    buttons[-1].click()
    assert isinstance(w.walkthrough, TrickWalkthrough) and w.walkthrough.hand == hand
    assert w.walkthrough.teacher and w.opened.children == (w.walkthrough,)
    assert w.walkthrough.review_panel is not None


@pytest.fixture
def room(tmp_path, monkeypatch):
    monkeypatch.setenv("PINOCHLE_TEACH_DATA", str(tmp_path))
    monkeypatch.delenv("QUERY_STRING", raising=False)
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    identity.reset()
    projector.reset()
    yield Roster.create(["Alice", "Bob"])
    identity.reset()


class NoStore:
    def __getattr__(self, name):
        raise AssertionError("a page without the teacher's link read the store")


@pytest.mark.parametrize("query", ["", "teacher=nope", "student={alice}"])
def test_without_the_teachers_link_nothing_is_read(room, monkeypatch, query):
    monkeypatch.setenv("QUERY_STRING", query.format(alice=room.code_of("Alice")))
    page = teacher_tables_page(NoStore(), interval=0)
    assert NOT_FOR_YOU in page.children[-1].value
    assert not any(isinstance(c, TeacherTables) for c in page.children)
    quiet = teacher_tables_page(NoStore(), interval=0, notice=False)
    assert quiet.children[-1].value == ""


def test_the_teachers_link_shows_the_tables(room, monkeypatch, tmp_path):
    store = ClassStore(tmp_path / "class.sqlite")
    SharedTable(store, "Table 9", seed=3).join("Alice")
    monkeypatch.setenv("QUERY_STRING", f"teacher={room.teacher_code}")
    page = teacher_tables_page(store, interval=0)
    assert isinstance(page.children[-1], TeacherTables)
    assert "Table 9" in page.children[-1].listing.children[0].children[0].value


def test_the_teacher_makes_a_table_with_the_computer_level_chosen(store):
    """The form: a free name suggested, the level picked, the table made with it; a name
    taken or not a name is refused in words, and nothing is made."""
    SharedTable(store, "Table 1", seed=7, level="easy")
    w = TeacherTables(store, interval=0)
    assert w.name_box.value == "Table 2"  # the lowest free "Table n"
    w.level_picker.value = "hard"
    assert w.make_table()
    assert SharedTable(store, "Table 2").level == "hard"
    assert "Table 2 is ready" in w.made.value and "?table=Table%202" in w.made.value
    assert w.name_box.value == "Table 3"
    rows = [r.children[0].value for r in w.listing.children]
    assert len(rows) == 2 and "Table 2" in rows[1]
    w.name_box.value = "Table 1"
    assert not w.make_table()
    assert "No table made" in w.made.value and "already" in w.made.value
    assert SharedTable(store, "Table 1").level == "easy"  # untouched
    w.name_box.value = "   "
    assert not w.make_table()
    assert "1 to 60 printable characters" in w.made.value
    from pinochle_teach.classroom.table_store import table_store

    assert table_store(store).tables() == ["Table 1", "Table 2"]
