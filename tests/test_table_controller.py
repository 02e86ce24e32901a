"""The play table's controller driven directly, without any widget: actions through the
engine, the computer players' answers, stale tokens, refusals, undo, records and hints.

Expected values come from the engine (Game, legal actions, hint), not from the controller.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from pinochle_teach.game import Action, Game, Phase
from pinochle_teach.players import ExpertPlayer, HeuristicPlayer, Player, RandomPlayer, hint
from pinochle_teach.rules import THREE_HANDED
from pinochle_teach.widgets.table import PlayTableError, TableController

SOURCE = Path(__file__).resolve().parents[1] / "pinochle_teach" / "widgets" / "table"


class Passer(Player):
    """Passes in every auction; otherwise takes the first legal action."""

    def choose(self, view):
        acts = view.legal_actions
        return Action("pass") if Action("pass") in acts else acts[0]


def test_the_controller_module_imports_no_widgets():
    tree = ast.parse((SOURCE / "controller.py").read_text(encoding="utf-8"))
    names = {a.name for node in ast.walk(tree) if isinstance(node, ast.Import)
             for a in node.names}
    names |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert not any("ipywidgets" in n or n.startswith((".view", ".drawing", "..render",
                                                      "..hand", "..controls"))
                   for n in names), names


def test_a_new_controller_lets_the_computers_act_until_the_person_is_to_move():
    c = TableController(seed=7, difficulty="easy")
    g = c.game
    assert g.phase is Phase.AUCTION and g.to_move == 0
    assert all(s != 0 for s, _ in g.history)  # only computer seats have acted
    assert sorted(c.players) == [1, 2, 3]
    assert all(isinstance(p, RandomPlayer) for p in c.players.values())


def test_an_action_is_applied_through_the_engine_and_logged():
    c = TableController(seed=7, difficulty="easy")
    before = len(c.game.history)
    legal = c.game.legal_actions()
    bid = next(a for a in legal if a.kind == "bid")
    assert c.act(bid)
    assert c.game.history[before] == (0, bid)
    assert f"You bid {bid.value}." in c.events
    assert c.error == ""


def test_a_refused_action_leaves_the_game_as_it_was_and_says_why():
    c = TableController(seed=7, difficulty="easy")
    key, token = c.game.state_key(), c.token
    assert not c.act("bid 1005")
    assert c.game.state_key() == key and c.token == token
    assert c.error  # the engine's reason
    assert not c.play("AS")
    assert c.game.state_key() == key


def test_an_action_with_an_old_token_is_ignored_silently():
    c = TableController(seed=7, difficulty="easy")
    old = c.token
    assert c.act("pass", token=old)
    history, error = list(c.game.history), c.error
    assert c.token != old
    assert not c.act("pass", token=old) and not c.next_deal(token=old)
    assert c.game.history == history and c.error == error


def test_the_token_changes_with_every_change_of_the_game():
    c = TableController(seed=7, difficulty="easy")
    seen = {c.token}
    c.act("pass")
    seen.add(c.token)
    c.new_game(8)
    seen.add(c.token)
    assert len(seen) == 3


def test_before_computers_runs_only_for_slow_players():
    calls = []
    c = TableController(seed=7, difficulty="easy")
    c.before_computers = lambda: calls.append(c.game.to_move)
    c.act("pass")
    assert calls == []  # the easy players answer at once
    c = TableController(seed=7, difficulty="hard", rules=THREE_HANDED)
    c.before_computers = lambda: calls.append(c.game.to_move)
    c.act("pass")
    assert calls and calls[0] != 0


def test_undo_takes_back_the_persons_last_action_and_what_followed():
    c = TableController(seed=5, opponents=[Passer(), Passer(), Passer()])
    before = c.game.state_key()
    bid = next(a for a in c.game.legal_actions() if a.kind == "bid")
    assert c.act(bid)
    assert c.game.state_key() != before
    assert c.undo()
    assert c.game.state_key() == before and c.game.to_move == 0
    assert "Took back" in c.info


def test_undo_before_the_person_has_acted_is_refused():
    c = TableController(seed=7, difficulty="easy")
    key = c.game.state_key()
    assert not c.undo()
    assert c.game.state_key() == key and "nothing of yours" in c.error


def test_hint_is_the_engines_for_the_persons_view():
    c = TableController(seed=7, difficulty="easy")
    expected = hint(c.game.view(0))
    key = c.game.state_key()
    assert c.hint() == str(expected)
    assert c.info == f"Hint: {expected}" and c.game.state_key() == key


def test_save_record_accepts_only_a_plain_name_inside_the_folder(tmp_path):
    c = TableController(seed=4, difficulty="easy")
    assert c.save_record(name="../x.json", folder=str(tmp_path / "records")) is None
    assert "not a plain file name" in c.error
    path = c.save_record(name="mine", folder=str(tmp_path / "records"))
    assert path == str(tmp_path / "records" / "mine.json")
    assert Game.load(path).state_key()[:-1] == c.game.state_key()[:-1]


def test_a_long_file_name_is_refused_with_the_limit_and_is_not_repeated_whole(tmp_path):
    """A name of 300 characters: the message says how many it has and the most allowed,
    and quotes only its first 40 (it used to repeat all 300 and to say only "use letters,
    digits...", which a name of letters already was); no file is written."""
    c = TableController(seed=4, difficulty="easy")
    folder = tmp_path / "records"
    assert c.save_record(name="a" * 300, folder=str(folder)) is None
    assert "300 characters" in c.error and "at most 100" in c.error
    assert "'" + "a" * 40 + "…'" in c.error and "a" * 41 not in c.error
    assert not folder.exists() or not any(folder.iterdir())
    assert c.save_record(name="b" * 95, folder=str(folder)) is not None  # 100 with .json
    # a bad name is cut in its message too
    assert c.save_record(name="../" + "x" * 60, folder=str(folder)) is None
    assert "not a plain file name" in c.error and "x" * 60 not in c.error


def test_set_rules_starts_a_new_game_and_keeps_the_seat_when_it_exists():
    c = TableController(seed=7, seat=3, difficulty="easy")
    assert c.set_rules("three-handed", 9)
    assert c.game.rules == THREE_HANDED and c.game.seed == 9 and c.seat == 0
    assert not c.set_rules("bridge", 9)
    assert c.game.rules == THREE_HANDED and "unknown rules" in c.error


def test_set_difficulty_replaces_the_computer_players():
    c = TableController(seed=7, difficulty="easy")
    assert c.set_difficulty("normal")
    assert all(isinstance(p, HeuristicPlayer) for p in c.players.values())
    assert c.set_difficulty("expert")
    assert all(isinstance(p, ExpertPlayer) for p in c.players.values())
    assert not c.set_difficulty("grandmaster") and "unknown difficulty" in c.error


@pytest.mark.parametrize("kwargs", [dict(seat=4), dict(difficulty="grandmaster"),
                                    dict(rules="five-handed"),
                                    dict(opponents=[RandomPlayer(1)])])
def test_bad_settings_are_refused_with_a_table_error(kwargs):
    with pytest.raises(PlayTableError):
        TableController(**kwargs)
