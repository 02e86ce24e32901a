"""The shared play table (pinochle_teach/widgets/table/shared.py, issue 20 step 4), driven
from Python as two students' pages at one table: each page draws its own hand only, a move
on one page reaches the other at its next look, a stale or out-of-turn click changes
nothing and says why, and nothing can be taken back or restarted from a page."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from pinochle_teach.classroom import ClassStore, SharedTable, identity
from pinochle_teach.widgets.table import SharedPlayTable, play_together
from pinochle_teach.widgets.table.shared import JOIN_FROM_LINK, table_from_query

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fake_clock import stop_the_clock  # noqa: E402

SEED = 7


@pytest.fixture
def pages():
    store = ClassStore(":memory:")
    ann = SharedPlayTable(SharedTable(store, "Table 1", seed=SEED, level="easy"), "Ann",
                          interval=0)
    ben = SharedPlayTable(SharedTable(store, "Table 1"), "Ben", interval=0)
    return ann, ben


def started(ann, ben):
    """Start the game if the computer leads; return the page whose turn it is."""
    if ann.action_buttons and ann.action_buttons[0].description == "Start":
        ann.action_buttons[0].click()
    ben.poll()
    for page in (ann, ben):
        if page.game.to_move == page.seat:
            return page
    raise AssertionError("after the start a student is to move")


def test_each_page_draws_its_own_seat_and_hand(pages):
    ann, ben = pages
    assert (ann.seat, ben.seat) == (0, 1)
    for page in pages:
        assert sorted(page.hand_view.cards) == sorted(page.shared.game.hands[page.seat])
    assert sorted(ann.hand_view.cards) != sorted(ben.hand_view.cards)
    ann.poll()  # Ann's page learns that Ben sat down
    assert "West: Ben" in ann.seats_view.value and "East: the computer" in ann.seats_view.value


def test_a_move_reaches_the_other_page_and_a_stale_click_is_refused(pages):
    ann, ben = pages
    mover = started(ann, ben)
    other = ben if mover is ann else ann
    stale = mover.token
    assert mover.act("pass", token=mover.token)
    name = "South" if mover is ann else "West"
    other.poll()
    assert f"{name} passed." in other.events
    assert other.game.history == mover.game.history == other.shared.game.history
    # A second click drawn for the position before the pass: nothing changes.
    seq = mover.shared.seq
    assert not mover.act("pass", token=stale)
    assert mover.shared.seq == seq


def test_a_move_out_of_turn_is_refused_with_a_sentence(pages):
    ann, ben = pages
    mover = started(ann, ben)
    other = ben if mover is ann else ann
    seq = other.shared.seq
    assert not other.act("pass")
    assert "turn, not yours" in other.message.value
    assert other.shared.seq == seq


def test_nothing_is_taken_back_or_restarted_from_a_page(pages):
    ann, ben = pages
    mover = started(ann, ben)
    mover.act("pass")
    history = list(mover.shared.game.history)
    for refused in (mover.undo, lambda: mover.new_game(3), lambda: mover.set_rules(
            "three-handed"), lambda: mover.set_difficulty("hard")):
        assert refused() is False
        assert "At a shared table" in mover.message.value
    mover.shared.refresh()
    assert mover.shared.game.history == history
    for control in (mover.seed_box, mover.new_game_button, mover.rules_picker,
                    mover.difficulty_picker):
        assert control.layout.display == "none"


def test_a_page_opened_again_gets_the_same_seat(pages):
    ann, _ben = pages
    again = SharedPlayTable(SharedTable(ann.shared.backend, "Table 1"), "Ann", interval=0)
    assert again.seat == ann.seat and again.game.history == ann.game.history


def test_without_a_class_link_the_page_says_how_to_join(monkeypatch):
    identity.reset()
    monkeypatch.delenv("QUERY_STRING", raising=False)
    monkeypatch.delenv(identity.HUB_ENV, raising=False)
    monkeypatch.setattr(identity.Roster, "load", classmethod(lambda cls, *a, **k: None))
    page = play_together(ClassStore(":memory:"))
    assert JOIN_FROM_LINK in page.children[-1].value
    identity.reset()


@pytest.mark.parametrize("query, name", [("table=Table%202", "Table 2"), ("", "Table 1"),
                                         ("table=" + "x" * 61, "Table 1"),
                                         ("student=ab&table=  Red   table ", "Red table")])
def test_the_table_comes_from_the_address(query, name):
    assert table_from_query(query) == name


def test_a_closed_page_is_said_away_and_the_computer_plays_for_it(monkeypatch):
    """Ben's page stops looking (closed): past the table's ``away`` seconds Ann's page says
    so and the computer plays Ben's turns; his page back, he is seated as before."""
    clock = stop_the_clock(monkeypatch)
    store = ClassStore(":memory:")
    ann = SharedPlayTable(SharedTable(store, "Table 1", seed=SEED, level="easy", away=1),
                          "Ann", interval=0)
    ben_table = SharedTable(store, "Table 1")
    ben = SharedPlayTable(ben_table, "Ben", interval=0)
    ann.poll()
    assert "West: Ben" in ann.seats_view.value and "away" not in ann.seats_view.value
    clock.advance(0.9)  # not yet past away
    ann.poll()
    assert "away" not in ann.seats_view.value
    clock.advance(0.4)
    ann.poll()  # Ann's page looks (and says it is here); Ben's does not
    assert "West: Ben (away: the computer plays for now)" in ann.seats_view.value
    assert ann.shared.computer_seats() == {1, 2, 3}
    started(ann, ann)
    ann.poll()
    assert ann.game.to_move == 0  # whatever Ben's seat had to do, the computer did
    ben.poll()  # Ben's page is back
    ann.poll()
    assert "West: Ben" in ann.seats_view.value and "away" not in ann.seats_view.value
    assert ben.seat == 1 and ann.shared.seats() == {0: "Ann", 1: "Ben"}
