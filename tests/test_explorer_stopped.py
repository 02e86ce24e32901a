"""A run the classroom server stops says so in words and leaves the explorer usable (issue
14 item 2): the server interrupts a computation over its CPU limit (KeyboardInterrupt in
the click's handler) and a kernel's memory is capped (MemoryError)."""

from __future__ import annotations

import html
import re

import pytest

from pinochle_teach.widgets import explorer as explorer_module
from pinochle_teach.widgets.explorer import RulesExplorer


def text(widget) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", widget.value))


@pytest.mark.parametrize("error,words,env,value", [
    (KeyboardInterrupt, "more computer time than the server allows one run",
     "PINOCHLE_RUN_LIMIT", "60 CPU-seconds"),
    (MemoryError, "more memory than the server allows", "PINOCHLE_MEMORY_MIB", "1024 MiB"),
])
def test_a_stopped_run_is_a_sentence_and_the_button_works_again(monkeypatch, error, words,
                                                                 env, value):
    view = RulesExplorer(hands=2, dealt=10, switch=None, run=False)
    calls = []

    def explore(*args, **kwargs):
        calls.append(1)
        raise error()

    monkeypatch.setattr(explorer_module, "explore", explore)
    monkeypatch.delenv(env, raising=False)
    view.run_button.click()
    message = text(view.message)
    assert words in message and "press Run again" in message
    assert "Playing" not in view.status.value
    assert not view.run_button.disabled and not view._running
    monkeypatch.setenv(env, value.split()[0])
    view.run_button.click()
    assert len(calls) == 2 and value in text(view.message)


def test_computer_players_stopped_mid_move_say_so_and_play_on_at_an_easier_level(monkeypatch):
    from pinochle_teach.widgets import PlayTable

    t = PlayTable(seed=4, difficulty="easy")
    assert t.game.to_move == t.seat
    west = t.controller.players[1]
    real = west.choose

    def slow(view):
        raise KeyboardInterrupt  # the server's CPU limit, while West thinks

    monkeypatch.setattr(west, "choose", slow)
    monkeypatch.setenv("PINOCHLE_RUN_LIMIT", "60")
    history = len(t.game.history)
    t.act(t.game.legal_actions()[-1])
    assert len(t.game.history) == history + 1 and t.game.to_move == 1  # my action stands
    message = text(t.message)
    assert "computer players were stopped" in message and "(60 CPU-seconds)" in message
    assert not t.controller.busy
    monkeypatch.setattr(west, "choose", real)
    t.difficulty_picker.value = "normal"
    assert t.game.to_move == t.seat or t.game.phase.name in ("SCORE", "GAME_OVER")
