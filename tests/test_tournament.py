"""The duplicate tournament harness (issue 7): pairs of games on the same deals with the
teams swapped, game formats, the statistics it reports, and its command line."""

from __future__ import annotations

import math
import subprocess
import sys
from pathlib import Path

import pytest

from pinochle_teach import PinochleError
from pinochle_teach.game import Game
from pinochle_teach.players import HeuristicPlayer, MonteCarloPlayer, RandomPlayer
from pinochle_teach.tournament import (GameFormat, make_player, play_one_game,
                                       run_tournament, wilson_interval)

ROOT = Path(__file__).resolve().parents[1]


def test_identical_deterministic_players_split_every_pair_evenly():
    """The second game of a pair deals the same cards to the same seats with the teams
    swapped: two copies of the same deterministic player replay the first game exactly, so
    each side gets the good seats once."""
    res = run_tournament("heuristic", "heuristic", deals=6, fmt=GameFormat(hands=3))
    for p in res.pairs:
        assert p.first.totals == p.second.totals
        assert p.a_score == 0.5
        assert p.a_points == p.b_points
    assert res.win_rate == 0.5
    assert res.margin_per_hand_ci[0] == 0


def test_both_games_of_a_pair_see_the_same_deals():
    """The deals depend on the seed only, never on the play: each seat holds the same cards
    in both games of a pair, hand after hand, though different players hold them."""
    def recorder(log):
        class Recorder(HeuristicPlayer):
            def choose(self, view):
                if view.phase.value == "auction":
                    log.setdefault((view.hand_number, view.seat), view.hand)
                return super().choose(view)
        return lambda seed: Recorder(seed)

    first, second = {}, {}
    fmt = GameFormat(hands=3)
    play_one_game(5, recorder(first), "random", fmt, game_index=0)
    play_one_game(5, "random", recorder(second), fmt, game_index=1)
    # Game 1 records seats 0 and 2 (team 0), game 2 seats 1 and 3: compare with the seed.
    assert len(first) >= 4 and len(second) >= 4
    g = Game(5)
    for log in (first, second):
        for (number, seat), hand in log.items():
            if number == 1:
                assert hand == g.dealt[seat]
    both = run_tournament(recorder(first), recorder(second), deals=1, first_seed=5, fmt=fmt)
    common = [k for k in first if k in second]
    assert common and all(first[k] == second[k] for k in common)
    assert len(both.pairs) == 1


def test_heuristic_beats_random():
    res = run_tournament("heuristic", "random", deals=8)
    assert res.win_rate >= 0.9
    lo, hi = res.win_rate_ci
    assert lo < res.win_rate <= hi
    assert res.a_points_per_hand > res.b_points_per_hand


def test_fixed_length_games_and_the_hand_cap():
    out = play_one_game(3, "heuristic", "random", GameFormat(hands=2))
    assert out.hands <= 2
    capped = play_one_game(3, "random", "random", GameFormat(max_hands=3))
    assert capped.hands <= 3
    if not capped.reached_target:
        t = capped.totals
        assert capped.winner == (None if t[0] == t[1] else int(t[1] > t[0]))


def test_progress_is_called_once_per_pair_and_summary_reports_the_figures():
    calls = []
    res = run_tournament("heuristic", "random", deals=3, fmt=GameFormat(hands=1),
                         progress=calls.append)
    assert len(calls) == 3 == len(res.pairs) and res.games == 6
    text = res.summary()
    assert "heuristic v random" in text and "95% CI" in text and "points per hand" in text
    assert f"{100 * res.win_rate:.1f}%" in text


def test_factories_and_specs_make_the_right_players():
    assert isinstance(make_player("random", 1), RandomPlayer)
    mc = make_player("montecarlo:samples=3,time_budget=0.5", 2)
    assert isinstance(mc, MonteCarloPlayer) and mc.samples == 3 and mc.time_budget == 0.5
    h = make_player("heuristic:margin=10,meld_bids=false", 3)
    assert h.margin == 10 and h.meld_bids is False
    assert isinstance(make_player(lambda s: HeuristicPlayer(s), 4), HeuristicPlayer)


@pytest.mark.parametrize("spec", ["grandmaster", "heuristic:margin", "heuristic:colour=red",
                                  "montecarlo:samples=0"])
def test_bad_specs_are_refused_with_the_accepted_forms(spec):
    with pytest.raises(PinochleError):
        run_tournament(spec, "random", deals=1)


def test_wilson_interval():
    lo, hi = wilson_interval(1.0, 100)
    assert 0.95 < lo < 0.97 and hi == pytest.approx(1.0)   # a clean sweep keeps a lower bound
    lo2, hi2 = wilson_interval(0.6, 100)
    assert lo2 < 0.6 < hi2
    lo3, hi3 = wilson_interval(0.6, 1000)
    assert lo2 < lo3 < 0.6 < hi3 < hi2            # more pairs, narrower
    assert all(math.isnan(x) for x in wilson_interval(0.5, 0))


def test_two_processes_give_the_same_result_as_one():
    one = run_tournament("heuristic", "random", deals=2, fmt=GameFormat(hands=1))
    two = run_tournament("heuristic", "random", deals=2, fmt=GameFormat(hands=1), jobs=2)
    assert [p.first.totals for p in one.pairs] == [p.first.totals for p in two.pairs]
    with pytest.raises(PinochleError):
        run_tournament(lambda s: RandomPlayer(s), "random", deals=1, jobs=2)


def test_command_line_prints_the_summary():
    out = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "tournament.py"), "heuristic", "random",
         "--deals", "2", "--hands", "1", "--no-progress"],
        capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert "heuristic v random: 2 duplicate deals = 4 games" in out.stdout
    bad = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "tournament.py"), "chess", "random",
         "--deals", "1", "--no-progress"], capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert bad.returncode == 2 and "unknown player kind" in bad.stderr


def test_module_examples_run():
    import doctest

    import pinochle_teach.tournament as module

    result = doctest.testmod(module)
    assert result.attempted >= 2 and result.failed == 0


def test_rules_without_two_teams_are_refused_naming_the_rules():
    # Three-handed play has three sides: the tournament would seat a fourth player and
    # report two of the three scores.
    from pinochle_teach import THREE_HANDED

    with pytest.raises(PinochleError, match="two teams.*'Three-handed' has 3 sides"):
        run_tournament("heuristic", "random", deals=1, fmt=GameFormat(hands=1),
                       rules=THREE_HANDED)
    with pytest.raises(PinochleError, match="two teams"):
        play_one_game(1, "heuristic", "random", GameFormat(hands=1), THREE_HANDED)


def test_a_double_deck_tournament_plays_with_two_teams():
    from pinochle_teach import DOUBLE_DECK

    result = run_tournament("heuristic", "random", deals=1, fmt=GameFormat(hands=1),
                            rules=DOUBLE_DECK)
    assert result.games == 2
