"""Every control of every widget has an accessible name (issue 15 item 3; axe-core's
``select-name`` and ``label`` rules): ipywidgets names a Dropdown, a text box, a slider or a
ToggleButtons group by its ``description`` (a ``<label>`` tied to the control), and a
button by its text. A label drawn beside a control as separate HTML names nothing.
"""

from __future__ import annotations

import json
from pathlib import Path

import ipywidgets
import pytest

from pinochle_teach.game import Game
from pinochle_teach.players import HeuristicPlayer, RandomPlayer, play_hand
from pinochle_teach.widgets import (AuctionReplay, AuctionView, HandReview, HandView,
                                    LiveAuction, MeldDashboard, MeldView, PlayTable,
                                    QuizView, TrickWalkthrough)
from pinochle_teach.widgets.lessons import (BidEstimate, HandCommentary, MeldCalculator,
                                            MeldGallery, PassLab, PlayPosition, ScoreCalculator,
                                            SelfCheck, SortHand, WhichCardWins, ask_winner)

FULL_HAND = Path(__file__).resolve().parents[1] / "notebooks" / "data" / "full_hand.json"

#: Controls a screen reader announces by a label (buttons are named by their text).
LABELLED = (ipywidgets.Dropdown, ipywidgets.Text, ipywidgets.IntText, ipywidgets.Textarea,
            ipywidgets.IntSlider, ipywidgets.ToggleButtons, ipywidgets.Select,
            ipywidgets.SelectMultiple, ipywidgets.BoundedIntText, ipywidgets.FloatText)


def _game(seed=1, players=HeuristicPlayer):
    g = Game(seed=seed)
    play_hand(g, [players(s) for s in range(4)])
    return g


def _made():
    yield "MeldDashboard", MeldDashboard(seed=6, trump="C")
    yield "PlayTable", PlayTable(seed=8, difficulty="easy")
    yield "TrickWalkthrough", TrickWalkthrough(_game())
    yield "HandReview", HandReview(_game(), 2, samples=2, early_samples=1)
    for kind in ("legal_play", "meld", "trick_winner", "hand_score", "bid"):
        yield f"QuizView {kind}", QuizView(kind, seed=1)
    yield "AuctionView", AuctionView(_game(2, RandomPlayer).to_record())
    yield "AuctionReplay", AuctionReplay(_game(2, RandomPlayer))
    yield "LiveAuction", LiveAuction(dealer=3, seed=5)
    yield "MeldView", MeldView("AS TS KS QS JS 9S", "S")
    yield "HandView", HandView("AS TS KS QS JS 9S")
    yield "SelfCheck", SelfCheck([ask_winner("KS TS QS JS", "H")])
    yield "WhichCardWins", WhichCardWins([("KH 9H", "S")])
    yield "SortHand", SortHand([("9S AS KS TS", None)])
    yield "PlayPosition", PlayPosition("9H TH AH KS", "QH 9D", "S")
    yield "MeldCalculator", MeldCalculator("AH TH KH QH", "H")
    yield "MeldGallery", MeldGallery([("Pinochle", "QS JD", "S")])
    yield "BidEstimate", BidEstimate(seed=6)
    yield "PassLab", PassLab(seed=3)
    yield "ScoreCalculator", ScoreCalculator()
    yield "HandCommentary", HandCommentary(json.loads(FULL_HAND.read_text(encoding="utf-8")))


def _controls(widget):
    seen, todo = set(), [widget]
    while todo:
        w = todo.pop()
        if id(w) in seen:
            continue
        seen.add(id(w))
        todo.extend(getattr(w, "children", ()) or ())
        if isinstance(w, LABELLED):
            yield w


def test_every_control_has_a_label():
    unnamed = []
    for name, widget in _made():
        for control in _controls(widget):
            if not (control.description or "").strip():
                unnamed.append(f"{name}: {type(control).__name__} "
                               f"{getattr(control, 'options', None) or control.value!r}"[:160])
    assert unnamed == [], "controls without a label:\n" + "\n".join(unnamed)


@pytest.mark.parametrize("hands", [2])
def test_the_rules_explorer_labels_its_pickers(hands):
    pytest.importorskip("numpy")
    from pinochle_teach.widgets.explorer import RulesExplorer

    explorer = RulesExplorer(hands=hands, dealt=10, switch=None)
    unnamed = [f"{type(c).__name__} {getattr(c, 'options', None)!r}"[:160]
               for c in _controls(explorer) if not (c.description or "").strip()]
    assert unnamed == [], "controls without a label:\n" + "\n".join(unnamed)
