"""Clicks that no longer match the game are ignored, and redraws leave no widget behind.

Two things a class hit (issue 13): a double-click on a card played a second card that the
student never chose (the second click was handled after the computer players moved, against
the new hand), and every redraw left the widgets it replaced alive in the kernel. Driven
headless through ``Button.click()``, as a browser's click message is.
"""

from __future__ import annotations

import json
import warnings
from pathlib import Path

import ipywidgets
import pytest

from pinochle_teach.game import Action, Game, Phase
from pinochle_teach.players import HeuristicPlayer, Player, play_hand
from pinochle_teach.widgets.hand import HandView
from pinochle_teach.widgets.scoresheet import ScoreSheet
from pinochle_teach.widgets.table import PlayTable
from pinochle_teach.widgets.walkthrough import TrickWalkthrough

RECORD = Path(__file__).resolve().parents[1] / "notebooks" / "data" / "full_hand.json"


def live() -> int:
    """The number of live ipywidgets in this process."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return len(ipywidgets.Widget.widgets)


class Passer(Player):
    """Passes in every auction; otherwise takes the first legal action."""

    def choose(self, view):
        acts = view.legal_actions
        return Action("pass") if Action("pass") in acts else acts[0]


def enabled(buttons):
    """The buttons that act: not disabled and, for a card, allowed now."""
    return [b for b in buttons if not b.disabled and getattr(b, "allowed", True)]


def my_actions(table: PlayTable) -> list[Action]:
    return [a for s, a in table.game.history if s == table.seat]


def table_in_trick_play(seed: int = 5) -> PlayTable:
    """South holds the contract (everyone else passes) and plays on to the first lead."""
    t = PlayTable(seed=seed, seat=0, opponents=[Passer(), Passer(), Passer()])
    for _ in range(60):
        if t.game.phase is Phase.TRICKS and t.game.to_move == 0:
            return t
        if t.game.phase in (Phase.PASS, Phase.RETURN):
            enabled(t.hand_view.buttons)[0].click()
        else:
            enabled(t.action_buttons)[0].click()
    raise AssertionError(f"trick play not reached: {t.game.phase}")


# --- a click that no longer matches the game ------------------------------------------

def test_two_clicks_on_the_same_card_button_play_one_card():
    t = table_in_trick_play()
    button = enabled(t.hand_view.buttons)[0]
    card = button.card
    before = len(my_actions(t))
    button.click()
    button.click()  # the second click of a double-click, handled after the computers moved
    mine = my_actions(t)
    assert len(mine) == before + 1
    assert mine[-1] == Action("play", card)


def test_a_double_click_on_every_card_of_a_hand_plays_each_card_once():
    t = table_in_trick_play(seed=9)
    hand_no = t.game.hand_number
    played = []
    while t.game.hand_number == hand_no and t.game.phase is Phase.TRICKS:
        button = enabled(t.hand_view.buttons)[-1]
        played.append(button.card)
        button.click()
        button.click()
    mine = [a.value for a in my_actions(t) if a.kind == "play"]
    assert mine == played and len(mine) == t.rules.hand_size


def test_a_click_on_a_stale_card_button_does_nothing():
    t = table_in_trick_play()
    stale = enabled(t.hand_view.buttons)
    stale[0].click()  # the game moves on: the computers play, a new drawing is made
    assert t.game.phase is Phase.TRICKS and t.game.to_move == 0
    history = list(t.game.history)
    messages = (t.message.value, t.hand_view.message.value)
    for b in stale:  # some of them stood where a legal card is drawn now
        b.click()
    assert t.game.history == history
    assert (t.message.value, t.hand_view.message.value) == messages


def test_play_with_an_old_token_is_ignored_and_with_the_current_one_taken():
    t = table_in_trick_play()
    old = t.token
    card = enabled(t.hand_view.buttons)[0].card
    assert t.play(card, token=old)
    history = list(t.game.history)
    later = enabled(t.hand_view.buttons)[0].card if t.game.to_move == 0 else None
    if later is not None:
        assert not t.play(later, token=old) and t.game.history == history
        assert t.play(later, token=t.token)


def test_a_double_click_on_a_bid_button_bids_once():
    t = PlayTable(seed=7, difficulty="easy")
    button = next(b for b in t.action_buttons if b.description.startswith("Bid"))
    before = len(my_actions(t))
    button.click()
    button.click()
    assert my_actions(t)[before:] == [button.value]


def test_a_double_click_on_a_card_to_give_gives_one_card():
    # South holds the contract, so after North's pass South gives cards back (RULES.md §3).
    t = PlayTable(seed=5, seat=0, opponents=[Passer(), Passer(), Passer()])
    for _ in range(20):
        if t.game.phase is Phase.RETURN:
            break
        enabled(t.action_buttons)[0].click()
    assert t.game.phase is Phase.RETURN and t.game.to_move == 0
    button = enabled(t.hand_view.buttons)[0]
    button.click()
    button.click()
    gives = [a for a in my_actions(t) if a.kind == "give"]
    assert gives == [Action("give", button.card)]


def test_a_click_on_a_disabled_action_button_does_nothing():
    t = PlayTable(seed=7, difficulty="easy")
    button = t.action_buttons[0]
    button.disabled = True
    history = list(t.game.history)
    button.click()
    assert t.game.history == history


def test_an_action_while_the_table_is_busy_is_ignored():
    t = PlayTable(seed=7, difficulty="easy")
    inner = []

    class Eager(Player):
        """A computer player whose turn comes while the person's click is being handled:
        it tries to click for the person then."""

        def choose(self, view):
            inner.append(t.act("pass"))
            return view.legal_actions[-1]

    t.players = {s: Eager() for s in t.players}
    assert t.act("pass")
    assert inner and not any(inner)
    assert t.message.value == ""  # ignored, not refused with "It is West's turn"


# --- redraws close what they replace --------------------------------------------------

def counts_per_state(table: PlayTable, clicks: int, pick) -> dict:
    """Click ``clicks`` times (``pick(table)`` gives the button); return, for each state
    the person is shown (phase, cards in hand, action buttons), the live widget counts."""
    seen: dict = {}
    for _ in range(clicks):
        if table.game.hand_number > 1:  # the first hand makes the card places, kept for reuse
            key = (table.game.phase, len(table.game.view(table.seat).hand),
                   len(table.action_buttons))
            seen.setdefault(key, set()).add(live())
        pick(table).click()
    return seen


def test_100_clicks_through_whole_hands_leave_the_widget_count_as_it_was():
    t = PlayTable(seed=8, difficulty="easy")

    def pick(table):
        return (enabled(table.hand_view.buttons) or enabled(table.action_buttons)
                or [table.new_game_button])[-1]

    seen = counts_per_state(t, 200, pick)
    # The same picture on the page (phase, cards in hand, buttons) always costs the same
    # number of live widgets, however many clicks came before it.
    grown = {k: v for k, v in seen.items() if len(v) > 1}
    assert not grown, grown
    assert len(seen) > 10  # many states of later hands (a finished game starts anew)


@pytest.mark.parametrize("control", ["new_game_button", "hint_button", "save_button"])
def test_100_clicks_on_a_table_control_leave_the_widget_count_as_it_was(control, tmp_path,
                                                                        monkeypatch):
    monkeypatch.chdir(tmp_path)
    t = PlayTable(seed=8, difficulty="easy")
    button = getattr(t, control)
    button.click()
    start = live()
    for _ in range(100):
        button.click()
    assert live() == start


@pytest.fixture
def own_projector_setting():
    from pinochle_teach.widgets import projector

    projector.reset()
    yield
    projector.reset()


def test_100_picker_changes_on_a_table_leave_the_widget_count_as_it_was(own_projector_setting):
    t = PlayTable(seed=8, difficulty="easy")
    t.projector_switch.value = True
    t.palette_picker.value = "four-colour"
    t.difficulty_picker.value = "normal"
    t.rules_picker.value = "three-handed"  # a new game against the normal players
    t.show_all_box.value = True
    start = live()
    for i in range(26):  # ends as it started (odd i)
        t.projector_switch.value = bool(i % 2)
        t.palette_picker.value = ("classic", "four-colour")[i % 2]
        t.rules_picker.value = ("default", "three-handed")[i % 2]
        t.show_all_box.value = bool(i % 2)
    assert live() == start


def walkthrough() -> TrickWalkthrough:
    return TrickWalkthrough(json.loads(RECORD.read_text(encoding="utf-8")))


@pytest.mark.parametrize("control", ["forward_button", "back_button", "first_button",
                                     "last_button"])
def test_100_clicks_on_a_walkthrough_button_leave_the_widget_count_as_it_was(control):
    w = walkthrough()
    w.go(10)
    start = live()
    for i in range(100):
        getattr(w, control).click()
        if w.step in (0, w.steps):
            w.go(10)
    assert live() == start


def test_100_play_from_here_and_back_leave_the_widget_count_as_it_was():
    w = walkthrough()
    w.go(6)
    w.play_button.click()
    w.back_to_walkthrough.click()
    start = live()
    for _ in range(100):
        w.play_button.click()
        w.back_to_walkthrough.click()
    assert live() == start
    assert w.table is None


def test_back_to_the_walkthrough_closes_the_table():
    w = walkthrough()
    table = w.play_from_here()
    inner = table.hand_view
    w.back_to_walkthrough.click()
    assert table.comm is None and inner.comm is None
    assert all(b.closed for b in table.action_buttons + inner.buttons)


def test_100_clicks_on_a_hand_views_card_leave_the_widget_count_as_it_was():
    view = HandView.for_trick("AH TH 9H KS QS JD 9C", trick="QH", trump="S")
    ah = next(b for b in view.buttons if b.description == "Play ace of hearts")
    start = live()
    for _ in range(100):
        ah.click()
    assert live() == start


def test_100_redraws_of_a_score_sheet_leave_the_widget_count_as_it_was():
    g = Game(seed=3)
    play_hand(g, [HeuristicPlayer(s) for s in range(4)])
    sheet = ScoreSheet(g)
    start = live()
    for _ in range(100):
        sheet.set(g)
    assert live() == start
