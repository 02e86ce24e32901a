"""Card-play puzzles (issue 17 §3, engine): positions near the end of a real hand where
one card is clearly best, at three difficulties, checked here by the independent plain
minimax of tests/solver_reference.py, not by the solver that made them."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from pinochle_teach import THREE_HANDED
from pinochle_teach.cards import CARDS
from pinochle_teach.game import replay
from pinochle_teach.players import HeuristicPlayer
from pinochle_teach.quiz import InvalidAnswerError, QuizSettingError
from pinochle_teach.quiz.puzzle import PUZZLE_LEVELS, puzzle_question
from pinochle_teach.seating import side_of

sys.path.insert(0, str(Path(__file__).resolve().parent))
from solver_reference import Minimax  # noqa: E402

CASES = [(d, s) for d in ("easy", "medium", "hard") for s in range(5)]


@pytest.fixture(scope="module")
def puzzles():
    return {(d, s): puzzle_question(s, d) for d, s in CASES}


@pytest.mark.parametrize("difficulty, seed", CASES)
def test_the_answer_is_the_one_clearly_best_card_by_plain_minimax(puzzles, difficulty, seed):
    q = puzzles[difficulty, seed]
    left, margin, _ = PUZZLE_LEVELS[difficulty]
    assert q.tricks_left == left == len(q.hands[q.seat])
    mm = Minimax(q.trump, q.rules)
    after = mm.after(q.hands, q.trick, q.leader)
    team = side_of(q.seat, q.rules)
    mine = {c: (v if team == 0 else mm.total(q.hands, q.trick) - v) for c, v in after.items()}
    assert set(mine) == set(q.legal)
    best = max(mine.values())
    assert [c for c in mine if mine[c] == best] == [q.answer]
    assert all(best - v >= margin for c, v in mine.items() if c != q.answer)
    assert dict(q.values) == mine
    assert q.total == mm.total(q.hands, q.trick)
    assert str(best) in q.prompt and f"{q.tricks_left} tricks left" in q.prompt


@pytest.mark.parametrize("difficulty, seed", CASES)
def test_the_record_replays_to_the_position(puzzles, difficulty, seed):
    q = puzzles[difficulty, seed]
    *_, (_, _, game) = replay(q.record)
    assert game.to_move == q.seat and tuple(game.trick) == q.trick
    assert [sorted(h) for h in game.hands] == [sorted(h) for h in q.hands]
    natural = HeuristicPlayer().choose(game.view(q.seat)).value
    assert natural == q.natural
    if difficulty == "hard" and q.category != "no trap":
        assert natural != q.answer            # the trap: the rule of thumb is wrong here


def test_hard_puzzles_are_mostly_traps(puzzles):
    assert sum(puzzles["hard", s].category != "no trap" for s in range(5)) >= 3


CARD_TEXT = re.compile(r"(10|[AKQJ9])([♠♥♦♣])")


@pytest.mark.parametrize("difficulty, seed", CASES[::3])
def test_check_right_and_wrong_with_the_engines_explanation(puzzles, difficulty, seed):
    q = puzzles[difficulty, seed]
    right = q.check(q.answer.code)
    assert right.correct and right.explanation.startswith(f"Right: {q.answer}")
    shown = {str(c) for h in q.hands for c in h} | {str(c) for c in q.trick}
    for c in q.legal:
        if c == q.answer:
            continue
        v = q.check(c)
        assert not v.correct
        assert f"with {c} your side takes {q.values[c]}" in v.explanation
        assert f"{q.answer} takes {q.best_points}, {q.best_points - q.values[c]} more" \
            in v.explanation
        named = {m.group(0) for m in CARD_TEXT.finditer(v.explanation)}
        assert named <= shown
    illegal = next(c for c in CARDS if c not in q.legal)
    with pytest.raises(InvalidAnswerError, match="not one of your legal cards"):
        q.check(illegal)
    with pytest.raises(InvalidAnswerError, match="give one card"):
        q.check("banana")


def test_the_same_seed_gives_the_same_puzzle(puzzles):
    again = puzzle_question(2, "medium")
    first = puzzles["medium", 2]
    assert (again.hands, again.answer, again.prompt) == (first.hands, first.answer,
                                                         first.prompt)
    assert again.text() == first.text()


@pytest.mark.parametrize("kwargs, words", [
    (dict(difficulty="expert"), "difficulty"),
    (dict(seed=-1), "seed"),
    (dict(rules=THREE_HANDED), "four-player partnership"),
])
def test_bad_settings_raise_a_quiz_setting_error(kwargs, words):
    with pytest.raises(QuizSettingError, match=words):
        puzzle_question(**kwargs)


def test_the_module_docstring_runs():
    import doctest

    import pinochle_teach.quiz.puzzle as module
    result = doctest.testmod(module)
    assert result.attempted >= 4 and result.failed == 0


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
def test_every_seed_finds_a_puzzle(difficulty):
    # such positions are rare late in a hand (about one hand in eight): the search must
    # still find one for every seed (seed 13 once found none), different seeds mostly
    # different ones (seeds 0-4 are the other tests'; benchmarks/ runs 0-29)
    left, margin, _ = PUZZLE_LEVELS[difficulty]
    seen = set()
    for seed in range(5, 17):
        q = puzzle_question(seed, difficulty)
        assert q.tricks_left == left and q.margin >= margin
        seen.add((q.hands, q.trick))
    assert len(seen) >= 10
