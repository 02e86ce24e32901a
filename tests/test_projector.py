"""Projector mode, the page-level setting every widget of the kit follows
(pinochle_teach/widgets/projector.py): read from the page's URL (``?projector=1``, which
voila hands the kernel as QUERY_STRING, at once or, for a preheated kernel, when a page takes
it), flipped by any "Projector" switch on the page, and followed by every widget: its root
carries the stylesheet's ``pt-projector`` class, and the table and the walkthrough redraw
with their projector layout (other hands as rows of whole cards, not fans)."""

from __future__ import annotations

import re
import socket
import threading

import pytest

from pinochle_teach.game import Game
from pinochle_teach.players import HeuristicPlayer, play_hand
from pinochle_teach.widgets import projector
from pinochle_teach.widgets.auction_view import AuctionView
from pinochle_teach.widgets.hand import HandView
from pinochle_teach.widgets.lessons import (MeldGallery, PlayPosition, SelfCheck, SortHand,
                                            WhichCardWins, ask_winner)
from pinochle_teach.widgets.meld_dashboard import MeldDashboard
from pinochle_teach.widgets.meld_view import MeldView
from pinochle_teach.widgets.quiz_view import QuizView
from pinochle_teach.widgets.table import PlayTable
from pinochle_teach.widgets.walkthrough import TrickWalkthrough

CLASS = "pt-projector"


@pytest.fixture(autouse=True)
def fresh_page(monkeypatch):
    """Each test is a new page: no URL, not preheated, the setting not read yet."""
    monkeypatch.delenv("QUERY_STRING", raising=False)
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    projector.reset()
    yield
    projector.reset()


# --- the URL parameter ----------------------------------------------------------------

@pytest.mark.parametrize("query, expected", [
    ("projector=1", True), ("projector=true", True), ("projector=yes", True),
    ("projector=on", True), ("projector", True), ("projector=", True),
    ("?projector=1", True), ("theme=dark&projector=1", True), ("projector=ON", True),
    ("projector=0", False), ("projector=false", False), ("projector=no", False),
    ("projector=off", False),
    ("", None), ("theme=dark", None), ("projectors=1", None),
])
def test_parse_query_reads_the_projector_parameter(query, expected):
    assert projector.parse_query(query) is expected


def test_parse_query_refuses_other_values_saying_what_is_accepted():
    with pytest.raises(projector.ProjectorSettingError) as err:
        projector.parse_query("projector=big")
    text = str(err.value)
    assert "'big'" in text and "1" in text and "0" in text
    assert isinstance(err.value, ValueError)


def test_the_page_setting_comes_from_voila_query_string(monkeypatch):
    assert projector.is_on() is False
    projector.reset()
    monkeypatch.setenv("QUERY_STRING", "projector=1")
    assert projector.is_on() is True


def test_a_bad_url_value_leaves_projector_mode_off_and_says_why(monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "projector=huge")
    assert projector.is_on() is False
    assert "huge" in projector.problem()


def test_set_on_refuses_anything_but_true_or_false():
    with pytest.raises(projector.ProjectorSettingError):
        projector.set_on("yes")
    assert projector.is_on() is False


# --- widgets follow the setting --------------------------------------------------------

def _record():
    g = Game(seed=1)
    play_hand(g, [HeuristicPlayer(s) for s in range(4)])
    return g


def _auction():
    g = Game(seed=12, dealer=3)
    for action in ["bid 250", "bid 270", "bid 280", "pass", "pass", "bid 300", "pass"]:
        g.apply(action)
    return g


def _every_widget():
    return {
        "table": PlayTable(seed=8, difficulty="easy"),
        "walkthrough": TrickWalkthrough(_record()),
        "auction": AuctionView(_auction()),
        "quiz": QuizView("trick_winner", difficulty="easy", seed=1),
        "meld dashboard": MeldDashboard(seed=6, trump="C"),
        "meld view": MeldView("KS QS JD QH QD QC", trump="S", near=0),
        "hand": HandView("AS TS KS QS JS 9S"),
        "self-check": SelfCheck([ask_winner("QH 9D AH QS", "S")]),
        "which card wins": WhichCardWins([("QH 9D AH QS", "S")]),
        "play position": PlayPosition("9H TH AH KS", "QH 9D", "S"),
        "sort hand": SortHand([("9S AS KS TS JS QS", None)]),
        "meld gallery": MeldGallery([("Run", "AH TH KH QH JH", "H")]),
    }


def test_one_switch_flips_every_widget_on_the_page():
    built = _every_widget()
    assert not [name for name, w in built.items() if CLASS in w._dom_classes]
    projector.set_on(True)
    assert [name for name, w in built.items() if CLASS not in w._dom_classes] == []
    projector.set_on(False)
    assert [name for name, w in built.items() if CLASS in w._dom_classes] == []


def test_widgets_made_in_projector_mode_start_in_it(monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "projector=1")
    built = _every_widget()
    assert [name for name, w in built.items() if CLASS not in w._dom_classes] == []


def test_the_switch_widgets_are_one_setting():
    a, b = projector.switch(), projector.switch()
    table = PlayTable(seed=8, difficulty="easy")
    assert table.projector_switch.value is False
    a.value = True
    assert projector.is_on() and b.value is True and table.projector_switch.value is True
    assert CLASS in table._dom_classes
    table.projector_switch.value = False
    assert not projector.is_on() and a.value is False and b.value is False
    assert CLASS not in table._dom_classes


def test_closed_widgets_are_forgotten():
    table = PlayTable(seed=8, difficulty="easy")
    table.close()
    projector.set_on(True)  # nothing raised for the closed widget
    assert projector.is_on()


# --- what the table and the walkthrough draw in projector mode -----------------------

def _cards_in(markup: str) -> int:
    """How many face-up cards (an SVG picture named "<rank> of <suit>") ``markup`` holds."""
    return len(re.findall(r'<svg[^>]*role="img"[^>]*aria-label="[^"]* of [^"]*"', markup))


def test_the_table_shows_the_teachers_hands_as_rows_of_whole_cards_in_projector_mode():
    table = PlayTable(seed=8, difficulty="easy", show_all=True)
    fan = table.seat_views["left"].value
    assert "pt-seat-row" not in fan  # a fan: one picture for the hand
    projector.set_on(True)
    for pos in ("left", "top", "right"):
        row = table.seat_views[pos].value
        assert "pt-seat-row" in row
        # every card its own picture, side by side (no overlap): 12 in a four-hand deal
        assert _cards_in(row) == 12, pos
    projector.set_on(False)
    assert "pt-seat-row" not in table.seat_views["left"].value


def test_the_table_draws_cards_readable_from_the_back_in_projector_mode():
    table = PlayTable(seed=8, difficulty="easy", show_all=True)
    projector.set_on(True)
    widths = [float(w) for w in re.findall(r'<svg[^>]*role="img"[^>]*width="([\d.]+)"',
                                           table.seat_views["left"].value)]
    assert widths and min(widths) >= projector.SIZES["others"] * 64 - 0.01
    assert projector.SIZES["others"] * 64 >= 40  # 40 px cards: a 20 px rank in the middle
    assert table.hand_view.size == projector.SIZES["hand"]


def test_projector_mode_keeps_the_face_down_seats_face_down():
    table = PlayTable(seed=8, difficulty="easy")
    projector.set_on(True)
    left = table.seat_views["left"].value
    assert "Face-down card" in left and _cards_in(left) == 0


def test_the_walkthrough_puts_its_trick_beside_the_hands_in_projector_mode():
    w = TrickWalkthrough(_record())
    projector.set_on(True)
    assert CLASS in w._dom_classes
    hands = w.hands_view.value
    # four rows of 12 whole cards, none fanned
    assert _cards_in(hands) == 48
    assert "margin-left:-" not in hands
    projector.set_on(False)
    assert "margin-left:-" in w.hands_view.value or _cards_in(w.hands_view.value) == 48


# --- voila's preheated kernels ---------------------------------------------------------

def test_a_preheated_kernel_learns_the_url_when_a_page_takes_it(monkeypatch):
    """With POOL= (voila's preheated kernels) the notebook runs before any page asks for
    it; voila sends the request's query string later. The page is drawn first, then
    switched to projector mode when the request arrives."""
    import voila.utils

    arrived = threading.Event()

    def fake_wait_for_request(url=None):
        arrived.wait(10)
        monkeypatch.setenv("QUERY_STRING", "projector=1")

    listener = socket.create_server(("127.0.0.1", 0))  # voila's port, as the kernel sees it
    monkeypatch.setenv("VOILA_APP_PORT", str(listener.getsockname()[1]))
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.setattr(voila.utils, "wait_for_request", fake_wait_for_request)
    table = PlayTable(seed=8, difficulty="easy", show_all=True)
    assert projector.is_on() is False  # drawn before the request
    arrived.set()
    assert projector.wait_for_page(10)
    assert projector.is_on() is True
    assert CLASS in table._dom_classes
    assert "pt-seat-row" in table.seat_views["left"].value
    listener.close()


def test_a_preheated_kernel_that_cannot_reach_voila_stays_as_drawn(monkeypatch, recwarn):
    """voila's helper looks for the server at 127.0.0.1 (or VOILA_APP_IP): a server that
    listens elsewhere leaves the page as drawn, without voila's warning on the page."""
    import voila.utils

    called = []
    with socket.create_server(("127.0.0.1", 0)) as probe:
        port = probe.getsockname()[1]  # closed again: nothing listens there now
    monkeypatch.setenv("VOILA_APP_PORT", str(port))
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.setattr(voila.utils, "wait_for_request", lambda url=None: called.append(url))
    table = PlayTable(seed=8, difficulty="easy")
    assert projector.wait_for_page(10)
    assert not called and not projector.is_on() and CLASS not in table._dom_classes
    assert not [w for w in recwarn if "connect" in str(w.message)]


def test_the_walkthroughs_card_by_card_reasons_fold_away():
    """Instructions collapsible: the long list under the board (each card's reason) is a
    panel the teacher can close, open at first; closing it keeps the board as it is."""
    w = TrickWalkthrough(_record())
    assert w.choices_panel.children == (w.choices_view,)
    assert w.choices_panel.selected_index == 0
    w.choices_panel.selected_index = None
    w.forward()
    assert w.choices_panel.selected_index is None and "may play" in w.choices_view.value


def _switches(widget):
    return [w for w in widget.children
            if "pt-projector-bar" in getattr(w, "_dom_classes", ())]


def test_a_page_without_a_switch_gets_one_in_its_first_lesson_widget():
    """Lessons 1-6 have no control bar: the first lesson widget on a page carries the
    page's switch (after the stylesheet), the others none, since one switch is enough."""
    first = WhichCardWins([("QH 9D AH QS", "S")])
    second = SelfCheck([ask_winner("QH 9D AH QS", "S")])
    [bar] = _switches(first)
    assert first.children[1] is bar and not _switches(second)
    [button] = bar.children
    button.value = True
    assert projector.is_on() and CLASS in second._dom_classes
    # Once that widget is gone (closed), the next one made offers the switch again.
    first.close()
    assert _switches(SortHand([("9S AS KS TS JS QS", None)]))


def test_the_auction_and_the_meld_dashboard_offer_the_switch_on_their_pages():
    assert _switches(AuctionView(_auction()))
    projector.reset()
    assert _switches(MeldDashboard(seed=6, trump="C"))
    # A page whose table already has a switch needs no other.
    projector.reset()
    PlayTable(seed=8, difficulty="easy")
    assert not _switches(SelfCheck([ask_winner("QH 9D AH QS", "S")]))
