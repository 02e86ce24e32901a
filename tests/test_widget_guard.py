"""A page's message does nothing to a control that should not take it (issue 14 items 2, 8).

``make run`` serves a class with no password: a student's page can send any message a
browser can. ipywidgets acts on all of them: a click on a disabled, hidden or closed
button, a value for a disabled box, ``{"disabled": false}`` for any control, and clicks
that queued in the kernel while a run was busy (four queued clicks on the rules explorer's
Run cost 65-68 CPU-seconds: the button is enabled again when they are handled). Every
control of every widget is a :class:`~pinochle_teach.widgets.controls.Guarded` one; the
messages here are built as the page's are (the comm message a kernel receives, with the
``header.date`` the page stamps) and handed to the control as the kernel's comm would.
"""

from __future__ import annotations

import time
from datetime import datetime, timedelta, timezone

import ipywidgets as widgets
import pytest

from pinochle_teach.game import Game, Phase
from pinochle_teach.players import RandomPlayer
from pinochle_teach.rules import PRESETS
from pinochle_teach.widgets import (AuctionView, HandView, MeldDashboard, MeldView, PlayTable,
                                    QuizView, ScoreSheet, TrickWalkthrough, controls)
from pinochle_teach.widgets.controls import Guarded
from pinochle_teach.widgets.lessons import (BidEstimate, HandCommentary, MeldCalculator,
                                            MeldGallery, PassLab, PlayPosition,
                                            ScoreCalculator, SelfCheck, SortHand,
                                            WhichCardWins, ask_winner)

THREE = PRESETS["Three-handed"]


def page_msg(widget, data, sent: "datetime | None" = None) -> dict:
    """The comm message a kernel gets when the page sends ``data`` to ``widget``."""
    header = {"msg_type": "comm_msg", "date": sent or datetime.now(timezone.utc)}
    return {"header": header, "parent_header": {}, "metadata": {}, "buffers": [],
            "content": {"comm_id": widget.comm.comm_id if widget.comm else "gone",
                        "data": data}}


def click(widget, sent=None):
    widget._handle_msg(page_msg(widget, {"method": "custom", "content": {"event": "click"}},
                                sent))


def submit(widget, sent=None):
    widget._handle_msg(page_msg(widget, {"method": "custom", "content": {"event": "submit"}},
                                sent))


def update(widget, state: dict, sent=None):
    widget._handle_msg(page_msg(widget, {"method": "update", "state": state,
                                         "buffer_paths": []}, sent))


def finished_record() -> Game:
    game = Game(4, dealer=3)
    for _ in range(3):
        game.apply("pass")
    return game


def full_game() -> Game:
    from pinochle_teach.players import play_hand
    game = Game(11)
    play_hand(game, {s: RandomPlayer(s) for s in range(4)})
    return game


#: One of every widget class of the kit (and of each kind that builds other controls).
WIDGETS = {
    "MeldDashboard": lambda: MeldDashboard(seed=1),
    "MeldDashboard three-handed": lambda: MeldDashboard(seed=1, rules=THREE),
    "HandView": lambda: HandView("AS TS KS", choices=["AS"]),
    "MeldView": lambda: MeldView("AS TS KS QS JS", "S", editable=True),
    "AuctionReplay": lambda: AuctionView(finished_record()),
    "LiveAuction": lambda: AuctionView(dealer=3, seed=5,
                                       players={s: RandomPlayer(s) for s in (1, 2, 3)}),
    "TrickWalkthrough": lambda: TrickWalkthrough(full_game()),
    "PlayTable": lambda: PlayTable(seed=4, difficulty="easy"),
    "ScoreSheet": lambda: ScoreSheet(full_game()),
    **{f"QuizView {k}": (lambda k=k: QuizView(k, seed=2))
       for k in ("legal_play", "meld", "trick_winner", "hand_score", "bid")},
    "PlayPosition": lambda: PlayPosition("9H TH AH KS", "QH 9D", "S"),
    "SortHand": lambda: SortHand([("TH 9S AH KS QH AS", None)]),
    "SelfCheck": lambda: SelfCheck([ask_winner("QH 9D AH QS", "S")]),
    "WhichCardWins": lambda: WhichCardWins([("KH 9H TH QH", "S"), ("AC 9S TC KC", "S")]),
    "BidEstimate": lambda: BidEstimate(seed=4),
    "ScoreCalculator": lambda: ScoreCalculator(),
    "MeldCalculator": lambda: MeldCalculator("AH TH KH QH", "H"),
    "MeldGallery": lambda: MeldGallery([("Run", "AH TH KH QH JH", "H"),
                                        ("Pinochle", "QS JD", "H")]),
    "PassLab": lambda: PassLab(seed=3),
    "HandCommentary": lambda: HandCommentary(full_game()),
}


def tree(widget) -> list:
    """``widget`` and every widget inside it."""
    out, todo = [], [widget]
    while todo:
        w = todo.pop()
        if isinstance(w, widgets.Widget) and all(w is not o for o in out):
            out.append(w)
            todo.extend(getattr(w, "children", ()))
    return out


def inputs(widget) -> list:
    """Every control a page can act on: buttons and widgets with a value the page sets."""
    shown_only = (widgets.HTML, widgets.HTMLMath, widgets.Label, widgets.IntProgress,
                  widgets.FloatProgress, widgets.Valid)
    return [w for w in tree(widget) if isinstance(w, widgets.Button) or (
        isinstance(w, (widgets.ValueWidget, widgets.widget_selection._Selection))
        and not isinstance(w, shown_only))]


def snapshot(widget):
    return [(w.model_id, w.get_state()) for w in tree(widget)]


@pytest.mark.parametrize("name", WIDGETS)
def test_every_control_of_every_widget_is_guarded(name):
    view = WIDGETS[name]()
    found = inputs(view)
    assert found or name == "ScoreSheet", name  # a score sheet only shows
    plain = [f"{type(w).__name__} {getattr(w, 'description', '')!r}" for w in found
             if not isinstance(w, Guarded)]
    assert plain == [], f"{name}: controls that take any message: {plain}"


def crafted(w) -> list[dict]:
    """The messages a page could send ``w``: a click / Enter, and a new value."""
    msgs = [{"method": "custom", "content": {"event": "click"}},
            {"method": "custom", "content": {"event": "submit"}}]
    if isinstance(w, widgets.widget_selection._Selection):
        for i in range(len(w.options)):
            msgs.append({"method": "update", "state": {"index": i}, "buffer_paths": []})
    elif isinstance(w, (widgets.Checkbox, widgets.ToggleButton)):
        msgs.append({"method": "update", "state": {"value": not w.value}, "buffer_paths": []})
    elif isinstance(w, (widgets.Text, widgets.IntText, widgets.IntSlider)):
        value = "260" if isinstance(w, widgets.Text) else w.value + 1
        msgs.append({"method": "update", "state": {"value": value}, "buffer_paths": []})
    return msgs


@pytest.mark.parametrize("name", WIDGETS)
def test_a_message_for_a_refusing_control_changes_nothing(name):
    """Disabled and hidden controls of every widget, as first drawn, take no message."""
    view = WIDGETS[name]()
    before = snapshot(view)
    for w in inputs(view):
        if w.refuses():
            for data in crafted(w):
                w._handle_msg(page_msg(w, data))
    assert snapshot(view) == before


@pytest.mark.parametrize("name", WIDGETS)
def test_a_page_cannot_enable_or_restyle_a_control(name):
    """Only a control's input (value, or the index chosen) may come from the page."""
    view = WIDGETS[name]()
    for w in inputs(view):
        was = w.disabled
        update(w, {"disabled": not was})
        update(w, {"description": "hacked", "tooltip": "hacked"})
        assert w.disabled == was and getattr(w, "description", "") != "hacked"


# --- the cases that broke -------------------------------------------------------------

def test_the_hidden_bid_box_of_a_finished_live_auction_takes_nothing():
    view = WIDGETS["LiveAuction"]()
    while view.game.phase is Phase.AUCTION:
        view.bid(None)
    assert controls.is_hidden(view.bid_box) and controls.is_hidden(view.bid_button)
    before = snapshot(view)
    update(view.bid_box, {"value": "300"})
    click(view.bid_button)
    assert snapshot(view) == before and view.bid_box.value == ""


def test_the_recorded_auctions_bid_box_hidden_at_the_end_takes_nothing():
    view = WIDGETS["AuctionReplay"]()
    view.go_to(view.steps)
    before = snapshot(view)
    update(view.bid_box, {"value": "260"})
    assert snapshot(view) == before


def test_a_live_auction_has_no_step_buttons_to_click():
    """Item 8: "End" of record mode clicked in live mode raised AttributeError 'steps'."""
    view = WIDGETS["LiveAuction"]()
    assert not any(b.description.startswith(("End", "◀", "Forward")) for b in inputs(view))
    view.go_to(3)
    assert "Stepping is for recorded auctions" in view.message.value


def test_the_walkthrough_hidden_under_its_table_takes_no_click():
    w = WIDGETS["TrickWalkthrough"]()
    w.go(3)
    w.play_button.click()  # "play from here": the walkthrough's controls are hidden
    assert controls.is_hidden(w.forward_button)
    step = w.step
    click(w.forward_button)
    click(w.last_button)
    update(w.slider, {"value": w.steps})
    assert w.step == step
    w.close_table()
    click(w.forward_button)
    assert w.step == step + 1


def test_the_hidden_export_button_of_a_quiz_takes_nothing():
    view = QuizView("meld", seed=1)  # saves nothing: hidden
    before = snapshot(view)
    click(view.export_button)
    assert snapshot(view) == before


def test_a_disabled_button_is_not_enabled_by_a_page_and_then_clicked():
    view = WIDGETS["AuctionReplay"]()
    view.go_to(view.steps)
    assert view.end_button.disabled
    update(view.forward_button, {"disabled": False})
    assert view.forward_button.disabled
    view.go_to(0)
    assert not view.forward_button.disabled


def test_a_refused_value_is_sent_back_to_the_page():
    view = QuizView("hand_score", seed=1)
    box = view.number_boxes[0]
    view.check_button.click()  # nothing typed: a message
    view.show_question(1)
    view.check_button.click()
    controls.show(view.answer_box, False)  # a box hidden: the controls in it take nothing
    sent = []
    box.send_state = lambda key=None: sent.append(key)
    update(box, {"value": "270"})
    assert sent == [["value"]] and box.value == ""


def test_a_closed_control_takes_nothing():
    view = WIDGETS["LiveAuction"]()
    old = view.bid_buttons[0]
    view.bid(None)  # the buttons are redrawn for the next position: the old ones closed
    assert old.closed
    history = list(view.game.history)
    old._handle_button_msg(None, {"event": "click"}, [])
    click(old)
    assert view.game.history == history


# --- clicks queued while a run was busy (item 2) --------------------------------------

class CountingExplorer:
    """A rules explorer whose run takes ``seconds`` and counts itself."""

    def __new__(cls, seconds=1.2):
        from pinochle_teach.widgets.explorer import RulesExplorer

        view = RulesExplorer(hands=2, dealt=10, switch=None, run=False)
        view.runs = 0

        def _run():
            view.runs += 1
            view.run_button.disabled = True
            time.sleep(seconds)
            view.run_button.disabled = False

        view._run = _run
        return view


def test_clicks_queued_during_a_run_are_dropped_after_it():
    view = CountingExplorer()
    t0 = datetime.now(timezone.utc)
    click(view.run_button, t0)  # runs for 1.2 s; the next three were sent meanwhile
    for k in range(1, 4):
        click(view.run_button, t0 + timedelta(seconds=0.2 * k))
    assert view.runs == 1
    click(view.run_button)  # a click made after the run
    assert view.runs == 2


def test_the_page_clock_may_be_wrong():
    """The page's clock is an hour slow: the dates are read against the smallest delay."""
    view = CountingExplorer()
    slow = timedelta(hours=1)
    t0 = datetime.now(timezone.utc) - slow
    click(view.run_button, t0)
    click(view.run_button, t0 + timedelta(seconds=0.05))
    assert view.runs == 1
    time.sleep(0.05)
    click(view.run_button, datetime.now(timezone.utc) - slow)
    assert view.runs == 2


def test_a_double_enter_in_the_deal_box_starts_one_game():
    t = PlayTable(seed=7, difficulty="easy")
    t.seed_box.value = "12"
    started = []
    real = t.new_game
    t.new_game = lambda seed=None: (started.append(1), time.sleep(1.1), real(seed))[-1]
    t0 = datetime.now(timezone.utc)
    submit(t.seed_box, t0)
    submit(t.seed_box, t0 + timedelta(seconds=0.02))
    assert len(started) == 1 and t.game.seed == 12


def test_quick_steps_clicked_in_a_row_all_count():
    """Six clicks on the walkthrough's Forward, each made before the last was drawn, are six
    steps: only a click handled for Guarded.BUSY seconds or more is a run."""
    w = WIDGETS["TrickWalkthrough"]()
    t0 = datetime.now(timezone.utc)
    for k in range(6):
        click(w.forward_button, t0 + timedelta(seconds=0.001 * k))
    assert w.step == 6


def test_messages_while_a_handler_runs_are_dropped():
    """A handler that lets the kernel handle other messages (it waits for the page) does
    not get a second click on top of its own."""
    view = CountingExplorer(seconds=0)
    inner = []
    view._run = lambda: (inner.append(1), click(view.run_button))
    click(view.run_button)
    assert inner == [1]


_KERNEL_SETUP = '''
import time
from pinochle_teach.widgets.explorer import RulesExplorer
view = RulesExplorer(hands=2, dealt=10, switch=None, run=False)
runs = []
def _run():  # a run of one second that counts itself
    runs.append(time.time())
    view.run_button.disabled = True
    time.sleep(1.0)
    view.run_button.disabled = False
view._run = _run
print(view.run_button.comm.comm_id)
'''


def test_four_clicks_queued_in_a_real_kernel_make_one_run():
    """The issue's case end to end: a kernel (on 127.0.0.1) gets four click messages on the
    explorer's Run at once, as a page sends them; the three that queue behind the first run
    are handled after it, with the button enabled again, and start nothing."""
    import os
    from pathlib import Path

    from jupyter_client.manager import start_new_kernel

    root = str(Path(__file__).resolve().parents[1])
    km, kc = start_new_kernel(kernel_name="python3", startup_timeout=60,
                              env={**os.environ, "PYTHONPATH": root})
    out: list[str] = []

    def run(code):
        out.clear()
        kc.execute_interactive(code, timeout=60, output_hook=lambda m: out.append(
            m["content"].get("text", "")) if m["msg_type"] == "stream" else None)
        return "".join(out).strip()

    def clicks(n):
        for _ in range(n):
            kc.shell_channel.send(kc.session.msg("comm_msg", {
                "comm_id": comm_id, "data": {"method": "custom", "content": {"event": "click"}}}))

    try:
        comm_id = run(_KERNEL_SETUP)
        clicks(4)
        assert run("print(len(runs))") == "1"
        clicks(1)  # a click after the run: taken
        assert run("print(len(runs))") == "2"
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


def test_a_click_queued_behind_a_run_longer_than_the_reset_is_still_dropped():
    """A run of a minute (the server's limit) queues clicks for a minute: that is a queue,
    not the page's clock set back, so the estimate is kept; an hour is a clock change."""
    from pinochle_teach.widgets.controls import PageClock

    clock = PageClock()
    base = datetime(2026, 12, 1, 14, 0, tzinfo=timezone.utc)
    msg = lambda t: {"header": {"date": base + timedelta(seconds=t)}}  # noqa: E731
    start = base.timestamp()
    assert clock.arrived(msg(0), start + 0.01, slack=0) == pytest.approx(start + 0.01)
    # sent 1 s into a 60 s run, handled when it ends: it arrived 1 s in
    assert clock.arrived(msg(1), start + 60.5, slack=60) == pytest.approx(start + 1.01)
    # the page's clock set back an hour: a fresh estimate, the message is taken as it comes
    assert clock.arrived(msg(-3600), start + 70, slack=60) == pytest.approx(start + 70)
    assert clock.arrived({"header": {}}, start) is None
    # and set right again (text dates are read too): a smaller delay is the new estimate
    assert clock.arrived({"header": {"date": "2026-12-01T14:00:00Z"}}, start + 71,
                         slack=60) == pytest.approx(start + 71)
