"""Saving a game record from the play table never overwrites another student's file, and a
bad place is a sentence (issue 14 item 10, the widget side).

Every student of a class on one ``make run`` saves into the same ``records/`` folder, and
the default name was ``game-<seed>.json``: two students on the same deal overwrote each
other's record.
"""

from __future__ import annotations

import json
import os

import pytest

from pinochle_teach.game import Game
from pinochle_teach.widgets import PlayTable
from pinochle_teach.widgets.table import TableController


def test_two_students_on_the_same_deal_keep_both_records(tmp_path):
    folder = tmp_path / "records"
    alex = PlayTable(seed=7, difficulty="easy", record_dir=str(folder))
    bea = PlayTable(seed=7, difficulty="easy", record_dir=str(folder))
    bea.act(bea.game.legal_actions()[0])  # Bea's game differs from Alex's
    first = alex.save_record()
    second = bea.save_record()
    assert first and second and first != second
    assert Game.load(first).history == alex.game.history
    assert Game.load(second).history == bea.game.history
    assert "already holds another record" in bea.message.value
    assert os.path.basename(second) in bea.message.value
    assert bea.file_box.value == os.path.basename(second)  # the name now in use


def test_a_student_saving_again_updates_their_own_record(tmp_path):
    folder = tmp_path / "records"
    t = PlayTable(seed=4, difficulty="easy", record_dir=str(folder))
    first = t.save_record()
    t.act(t.game.legal_actions()[0])
    again = t.save_record()
    assert again == first and os.listdir(folder) == [os.path.basename(first)]
    assert Game.load(again).history == t.game.history


def test_a_name_typed_that_another_record_holds_is_not_overwritten(tmp_path):
    folder = tmp_path / "records"
    folder.mkdir()
    (folder / "mine.json").write_text("someone else's", encoding="utf-8")
    t = PlayTable(seed=4, difficulty="easy", record_dir=str(folder))
    t.file_box.value = "mine"
    path = t.save_record()
    assert (folder / "mine.json").read_text(encoding="utf-8") == "someone else's"
    assert path == str(folder / "mine-2.json") and json.loads((folder / "mine-2.json")
                                                              .read_text())["seed"] == 4


def test_saves_racing_for_one_name_take_one_each(tmp_path):
    folder = tmp_path / "records"
    tables = [TableController(seed=3, difficulty="easy") for _ in range(5)]
    paths = [c.save_record(name="game-3.json", folder=str(folder)) for c in tables]
    assert len(set(paths)) == 5 and sorted(os.listdir(folder)) == sorted(
        os.path.basename(p) for p in paths)


@pytest.mark.parametrize("bad", ["folder", "under-a-file", 123, None])
def test_a_bad_path_is_a_sentence(tmp_path, bad):
    t = PlayTable(seed=4, difficulty="easy")
    blocker = tmp_path / "file"
    blocker.write_text("x")
    target = {"folder": tmp_path, "under-a-file": blocker / "sub" / "g.json"}.get(bad, bad)
    if bad is None:
        t.file_box.value = ""
    assert t.save_record(target) is None
    message = t.message.value
    assert "Oops" in message and ("record" in message) and "Traceback" not in message
    assert "e.g." in message  # says what is accepted
    assert blocker.read_text() == "x"
