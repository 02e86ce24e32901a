"""What the walkthrough and the auction replay show, chosen without code (issue 15 item 6):
a "Deal #" box (a deal number, Enter or the button) and, in the walkthrough, "Load record"
(a saved game record, read from an uploaded file). A bad number or file is a sentence saying
what was wrong and what is accepted; the widget keeps what it showed."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from pinochle_teach import THREE_HANDED
from pinochle_teach.game import Game
from pinochle_teach.players import HeuristicPlayer, RandomPlayer, play_hand
from pinochle_teach.records import MAX_RECORD_BYTES
from pinochle_teach.widgets.auction_replay import AuctionReplay
from pinochle_teach.widgets.walkthrough import TrickWalkthrough


def press_enter(box) -> None:
    box._handle_custom_msg({"event": "submit"}, [])


def played(seed: int, rules=None, cls=RandomPlayer) -> Game:
    g = Game(seed=seed) if rules is None else Game(seed=seed, rules=rules)
    play_hand(g, [cls(10 + s) for s in range(g.rules.players)])
    return g


def shown(w: TrickWalkthrough) -> tuple:
    """What the walkthrough shows: hand, step, the plays and the drawings."""
    return (w.hand, w.step, [str(a) for a in w.plays], w.game.dealt, w.hands_view.value,
            w.trick_view.value, w.names)


def upload(name: str, content: bytes, size: "int | None" = None) -> dict:
    return {"name": name, "type": "application/json",
            "size": len(content) if size is None else size, "content": memoryview(content),
            "last_modified": dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)}


def say(w) -> str:
    return w.message.value


# --- the deal box ---------------------------------------------------------------------

def test_the_walkthrough_deal_box_replays_deal_n_as_the_teacher_guide_did():
    w = TrickWalkthrough(played(1))
    w.deal_box.value = "175"
    press_enter(w.deal_box)
    # The teacher guide's cell, written out: deal 175 played by HeuristicPlayer(175 * 4 + s).
    g = Game(seed=175)
    play_hand(g, [HeuristicPlayer(seed=175 * 4 + s) for s in range(4)])
    assert w.deal_number == 175 and w.step == 0
    assert [str(a) for a in w.plays] == [str(a) for s, a in g.history if a.kind == "play"]
    assert "Deal #175" in say(w)


def test_the_walkthrough_deal_button_reads_the_box():
    w = TrickWalkthrough.for_deal(3)
    w.deal_box.value = "8"
    w.deal_button.click()
    assert w.deal_number == 8


@pytest.mark.parametrize("bad", ["seven", "-1", "7²", "1" * 40, ""])
def test_a_bad_deal_number_is_a_sentence_and_keeps_the_hand(bad):
    w = TrickWalkthrough.for_deal(3)
    w.forward()
    before = shown(w)
    w.deal_box.value = bad
    press_enter(w.deal_box)
    assert shown(w) == before and w.deal_number == 3
    assert "a whole number from 0 to 999,999,999" in say(w)
    assert "Traceback" not in say(w)


def test_the_deal_box_keeps_three_handed_rules():
    w = TrickWalkthrough(played(2, THREE_HANDED))
    w.deal_box.value = "5"
    press_enter(w.deal_box)
    assert w.rules == THREE_HANDED and w.deal_number == 5
    assert len(w.names) == 3


def test_the_auction_replay_deal_box_shows_that_deals_auction():
    a = AuctionReplay(played(2))
    a.deal_box.value = "#12"
    press_enter(a.deal_box)
    assert a.deal_number == 12 and a.step == 0
    assert a.dealer == Game(seed=12).dealer and a.hands == Game(seed=12).dealt
    assert "the cards of deal #12 are dealt" in a.status.value
    a.deal_box.value = "twelve"
    press_enter(a.deal_box)
    assert a.deal_number == 12 and "deal number must be a whole number" in a.message.value


# --- load record ----------------------------------------------------------------------

def test_load_record_opens_a_saved_game():
    w = TrickWalkthrough.for_deal(3)
    g = played(4)
    w.record_upload.upload.value = (upload("game-4.json", json.dumps(g.to_record()).encode()),)
    assert [str(a) for a in w.plays] == [str(a) for s, a in g.history if a.kind == "play"]
    assert w.step == 0 and "Opened game-4.json" in say(w)
    # the file is forgotten, so the same file can be chosen again
    assert w.record_upload.upload.value == ()


def test_load_record_opens_a_three_handed_game_and_renames_the_seats():
    w = TrickWalkthrough.for_deal(3, seat=3)
    g = played(4, THREE_HANDED)
    assert w.record_upload.load(upload("three.json", json.dumps(g.to_record()).encode()))
    assert w.rules == THREE_HANDED and len(w.names) == 3
    assert w.seat is None and [v for _, v in w.view_picker.options] == [-1, 0, 1, 2]


def _tampered(change) -> bytes:
    rec = played(4).to_record()
    change(rec)
    return json.dumps(rec).encode()


def _new_scores(rec):
    rec["summary"]["scores"] = [999, 0]


def _new_seed(rec):
    rec["seed"] += 1


BAD_FILES = {
    "not JSON": (b"this is my homework", "not valid JSON"),
    "not UTF-8": (b"\xff\xfe{", "not UTF-8 text"),
    "a list": (b"[1, 2, 3]", "a record is a JSON object"),
    "wrong shape": (json.dumps({"format": "pinochle-teach/game-record"}).encode(), ""),
    "tampered scores": (_tampered(_new_scores), ""),
    "tampered seed": (_tampered(_new_seed), ""),
    "no trick play": (json.dumps(Game(seed=3).to_record()).encode(), "no trick play"),
    "deeply nested": (b"[" * 5000 + b"]" * 5000, "nests lists or objects"),
}


@pytest.mark.parametrize("kind", BAD_FILES)
def test_a_bad_file_is_a_sentence_and_keeps_the_walkthrough(kind):
    content, words = BAD_FILES[kind]
    w = TrickWalkthrough.for_deal(3)
    w.forward()
    before = shown(w)
    assert not w.record_upload.load(upload("mine.json", content))
    assert shown(w) == before and w.deal_number == 3
    text = say(w)
    assert "mine.json could not be opened: " in text and words in text
    assert "Load record opens a game record saved by the play table" in text
    assert "Traceback" not in text and "Error" not in text


def test_a_huge_file_is_refused_before_it_is_read():
    w = TrickWalkthrough.for_deal(3)
    before = shown(w)

    class Unreadable:  # its content must not be touched when the stated size is too big
        def tobytes(self):
            raise AssertionError("read")

    item = {"name": "big.json", "size": MAX_RECORD_BYTES + 1, "content": Unreadable()}
    assert not w.record_upload.load(item)
    assert shown(w) == before and "more than any game record" in say(w)
    # a page that states a small size for a big file is caught on the bytes themselves
    big = b" " * (MAX_RECORD_BYTES + 1)
    assert not w.record_upload.load(upload("big.json", big, size=10))
    assert shown(w) == before and f"{MAX_RECORD_BYTES + 1:,} bytes" in say(w)


def test_an_upload_message_the_widget_cannot_read_is_dropped():
    w = TrickWalkthrough.for_deal(3)
    before = shown(w)
    up = w.record_upload.upload
    msg = {"content": {"data": {"method": "update", "state": {"value": [{"name": "x"}]},
                                "buffer_paths": []}}, "buffers": []}
    up._handle_msg(msg)  # no 'content' key: ipywidgets' reader raises KeyError
    assert shown(w) == before and up.value == ()


def test_a_hidden_or_disabled_upload_takes_nothing_from_the_page():
    from pinochle_teach.widgets import controls
    w = TrickWalkthrough.for_deal(3)
    up = w.record_upload.upload
    assert isinstance(up, controls.Guarded)
    up.disabled = True
    assert up.refuses()


def test_a_record_with_a_chosen_dealer_is_not_called_deal_n():
    # Game(4, dealer=3): deal #4's cards with East dealing, but deal #4 has its own dealer.
    own = Game(seed=4).dealer
    other = (own + 1) % 4
    g = Game(seed=4, dealer=other)
    for _ in range(3):
        g.apply("pass")
    a = AuctionReplay(g)
    assert a.deal_number is None and "deal #4" not in a.status.value
    assert AuctionReplay(played(4)).deal_number == 4
    w = TrickWalkthrough(played(4))
    assert w.deal_number == 4 and w.deal_box.value == "4"
    g2 = Game(seed=4, dealer=other)
    play_hand(g2, [RandomPlayer(10 + s) for s in range(4)])
    assert TrickWalkthrough(g2).deal_number is None
