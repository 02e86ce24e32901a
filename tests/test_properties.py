"""Property tests (hypothesis): random seeded games with RandomPlayers, checked after every
action (issue 3 "Tests"; OpenSpiel's random_sim_test).

- the 48 cards are conserved at every step (hands + trick + tricks played + cards in the
  middle of the pass or return, + the widow and discards in three-handed games);
- a legal action exists until the game ends, and none after;
- ``view(seat)`` shows no card of another seat's hand except cards played, cards laid down
  in meld, and the cards this seat passed or received (checked field by field, and any field
  we do not know about must hold no card at all);
- in trick play some card is legal, every legal card is held, and the game offers exactly
  ``legal_plays``' cards;
- each hand has ``hand_size`` tricks of ``players`` cards, and counters + last trick make
  ``rules.trick_points_total`` (250; 500 with the double deck) under every counting scheme
  and both obligations, on every preset;
- a whole game on every preset (rule-of-thumb players) reaches the target, and each
  hand's score adds up to the running totals;
- the hand's score is ``score_hand`` of its meld and trick points;
- a saved record reloads, and replays, to an identical ``state_key()``.

Run time: about 10 s of CPU (up to ~50 s wall when the 2 shared cores are busy); raise
``max_examples`` locally for a longer hunt (benchmarks/stress_random_games.py plays 10,000
games).
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pinochle_teach import (CARDGAMES_IO, PRESETS, Card, best_meld, game_winner, legal_plays,
                            new_deck, score_hand, trick_points, trick_winner)
from pinochle_teach.game import Action, Game, Phase, replay
from pinochle_teach.meld import Meld, MeldResult
from pinochle_teach.players import HeuristicPlayer, RandomPlayer, play_game

RULE_SETS = [CARDGAMES_IO.with_(counting=c, obligation=o)
             for c in ("counters", "classic", "simple") for o in ("must_win", "post_1945")]
#: Every preset (RULES.md §8) with every obligation and counting scheme: 5 x 6 rule sets.
PRESET_SWITCHES = [r.with_(counting=c, obligation=o) for r in PRESETS.values()
                   for c in ("counters", "classic", "simple") for o in ("must_win", "post_1945")]

SETTINGS = dict(deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])


# ---- invariants ------------------------------------------------------------------------
def cards_in(obj):
    """Every Card inside ``obj`` (tuples, lists, dicts, melds, trick records, actions)."""
    if isinstance(obj, Card):
        yield obj
    elif isinstance(obj, (tuple, list)):
        for x in obj:
            yield from cards_in(x)
    elif isinstance(obj, dict):
        for x in obj.values():
            yield from cards_in(x)
    elif isinstance(obj, MeldResult):
        yield from cards_in(obj.hand)
        for m in obj.melds:
            yield from cards_in(m)
    elif isinstance(obj, Meld):
        yield from cards_in(obj.cards)
    elif isinstance(obj, Action):
        yield from cards_in(obj.value)
    elif hasattr(obj, "__dataclass_fields__") and not hasattr(obj, "meld"):  # TrickRecord
        for name in obj.__dataclass_fields__:
            yield from cards_in(getattr(obj, name))


def check_conservation(game: Game) -> None:
    held = Counter()
    for hand in game.hands:
        held.update(hand)
    held.update(game.trick)
    for t in game.tricks:
        held.update(t.cards)
    if game.phase is Phase.PASS:
        held.update(game.passed)
    if game.phase is Phase.RETURN:
        held.update(game.returned)
    if game.rules.widow:
        if game.bidder is None:
            held.update(game.widow)
        held.update(game.discards)
    assert held == Counter(new_deck(game.rules)), (game.phase, held - Counter(new_deck(game.rules)))


def check_legal_action_exists(game: Game) -> None:
    if game.phase is Phase.GAME_OVER:
        assert game.to_move is None and game.legal_actions() == []
    else:
        assert game.to_move is not None
        assert game.legal_actions(), game.phase
    if game.phase is Phase.TRICKS:
        # §6: some card is always legal, every legal card is held, and the game offers
        # exactly legal_plays' cards
        hand = game.hands[game.to_move]
        legal = legal_plays(hand, game.trick, game.trump, game.rules)
        assert legal and set(legal) <= set(hand)
        assert {a.value for a in game.legal_actions()} == set(legal)


def check_view(game: Game, seat: int) -> None:
    v = game.view(seat)
    r = game.rules
    assert v.seat == seat
    assert v.hand == tuple(game.hands[seat])
    assert v.hand_sizes == tuple(len(h) for h in game.hands)
    partner = (game.bidder + r.players // 2) % r.players if (
        game.bidder is not None and r.partnership) else None
    known = {"hand", "melds", "tricks", "trick", "passed_by_me", "passed_to_me",
             "legal_actions", "widow", "discards"}
    for name in v._fields:
        if name not in known:
            assert not list(cards_in(getattr(v, name))), f"view field {name} shows cards"
    # passing: only the two partners of the bidding team see the passed cards
    if seat == game.bidder:
        assert (Counter(v.passed_to_me), Counter(v.passed_by_me)) == (
            Counter(game.passed), Counter(game.returned))
    elif seat == partner:
        assert (Counter(v.passed_by_me), Counter(v.passed_to_me)) == (
            Counter(game.passed), Counter(game.returned))
    else:
        assert v.passed_by_me == () and v.passed_to_me == ()
    # melds: laid down for all to see, but only the cards used, never the whole hand
    if game.melds is None:
        assert v.melds is None
    else:
        for i, shown in enumerate(v.melds):
            assert Counter(shown.hand) == Counter(game.melds[i].cards_used)
            assert shown.total == game.melds[i].total
            assert not (Counter(shown.hand) - Counter(game.melds[i].hand))
    # the table is public
    assert v.tricks == game.tricks and v.trick == tuple(game.trick)
    # legal actions: only the mover's, and only cards of its own hand
    if seat == game.to_move:
        assert set(v.legal_actions) == set(game.legal_actions())
    else:
        assert v.legal_actions == ()
    assert set(cards_in(v.legal_actions)) <= set(v.hand)
    # widow (three-handed) is shown to all once the auction is over; discards to the bidder
    if r.widow:
        assert v.widow == (game.widow if game.bidder is not None else ())
        assert v.discards == (tuple(game.discards) if seat == game.bidder else ())
    else:
        assert v.widow == () and v.discards == ()


def check_hand_result(game: Game) -> None:
    r = game.rules
    result = game.hand_results[-1]
    if result.surrendered:
        assert game.tricks == () and not result.made
    else:
        assert len(game.tricks) == r.hand_size
        assert all(len(t.cards) == r.players for t in game.tricks)
        for i, t in enumerate(game.tricks):
            assert t.winner == (t.leader + trick_winner(t.cards, game.trump)) % r.players
            assert t.points == trick_points(t.cards, r, last=(i == len(game.tricks) - 1))
            if i:
                assert t.leader == game.tricks[i - 1].winner
        assert game.tricks[0].leader == game.bidder
        assert sum(game.trick_points) == r.trick_points_total
    # melds are each hand's best meld after the pass, summed per team
    for seat, m in enumerate(game.melds):
        assert m.total == best_meld(m.hand, game.trump, r).total
    bt = game.team_of(game.bidder)
    expected = score_hand(game.contract, bt, game.team_meld, game.trick_points,
                          result.surrendered, r, tricks_won=game.tricks_won)
    assert result.score == tuple(expected)


def play_checked(game: Game, seed: int, hands: int = 1, check_views: bool = True) -> None:
    ps = [RandomPlayer(seed * 7 + i) for i in range(game.rules.players)]
    played = 0
    while True:
        check_conservation(game)
        check_legal_action_exists(game)
        if check_views:
            for seat in range(game.rules.players):
                check_view(game, seat)
        if game.phase in (Phase.SCORE, Phase.GAME_OVER):
            check_hand_result(game)
            played += 1
            if played >= hands or game.phase is Phase.GAME_OVER:
                return
        game.apply(ps[game.to_move].choose(game.view(game.to_move)))


# ---- properties ---------------------------------------------------------------------------
@settings(max_examples=100, **SETTINGS)
@given(seed=st.integers(0, 2**31 - 1), rules=st.sampled_from(RULE_SETS))
def test_random_hands_keep_every_invariant(seed, rules):
    game = Game(seed, rules)
    play_checked(game, seed)
    assert game.phase in (Phase.SCORE, Phase.GAME_OVER)


@settings(max_examples=15, **SETTINGS)
@given(seed=st.integers(0, 2**31 - 1))
def test_random_games_of_several_hands_keep_every_invariant(seed):
    game = Game(seed)
    play_checked(game, seed, hands=4, check_views=False)
    assert len(game.hand_results) == min(4, game.hand_number)
    assert [r.number for r in game.hand_results] == list(range(1, len(game.hand_results) + 1))


@settings(max_examples=60, **SETTINGS)
@given(seed=st.integers(0, 2**31 - 1), rules=st.sampled_from(PRESET_SWITCHES))
def test_every_preset_and_switch_keeps_every_invariant(seed, rules):
    """Hoyle, post-1945, double deck and three-handed with each obligation and counting
    scheme: conservation, legal plays, views, tricks of one card per player and the
    preset's trick-point total (last trick included), and the score."""
    game = Game(seed, rules)
    play_checked(game, seed)
    assert game.phase in (Phase.SCORE, Phase.GAME_OVER)


@settings(max_examples=12, **SETTINGS)
@given(seed=st.integers(0, 2**31 - 1), rules=st.sampled_from(PRESET_SWITCHES))
def test_a_whole_game_on_every_preset_completes_and_its_totals_add_up(seed, rules):
    """Rule-of-thumb players finish a game to the preset's target (1500, 3000 with the
    double deck, 1000 three-handed); each hand's score adds to the running totals, and the
    winner is game_winner's verdict on the last hand."""
    game = play_game(Game(seed, rules),
                     [HeuristicPlayer(seed + s) for s in range(rules.players)], max_hands=150)
    assert game.is_over and game.winner is not None
    sides = rules.players // 2 if rules.partnership else rules.players
    totals = [0] * sides
    for i, res in enumerate(game.hand_results):
        assert len(res.score) == len(res.totals) == len(res.meld) == sides
        totals = [t + p for t, p in zip(totals, res.score)]
        assert list(res.totals) == totals
        if i < len(game.hand_results) - 1:
            assert game_winner(res.totals, res.bidding_team, rules) is None
    assert list(game.scores) == totals
    last = game.hand_results[-1]
    assert game.winner == game_winner(last.totals, last.bidding_team, rules)
    assert game.scores[game.winner] >= rules.target_score


@settings(max_examples=40, **SETTINGS)
@given(seed=st.integers(0, 2**31 - 1), rules=st.sampled_from(RULE_SETS),
       stop=st.integers(0, 140))
def test_a_saved_record_reloads_and_replays_to_the_same_state(seed, rules, stop):
    game = Game(seed, rules)
    ps = [RandomPlayer(seed + i) for i in range(4)]
    for _ in range(stop):
        if game.is_over:
            break
        if game.phase is Phase.SCORE and len(game.history) == stop - 1:
            break
        game.apply(ps[game.to_move].choose(game.view(game.to_move)))
    record = game.to_json()
    assert Game.from_record(record).state_key() == game.state_key()
    last = None
    for last in replay(record):
        pass
    assert last[0] == len(game.history)
    assert last[2].state_key() == game.state_key()
    assert last[2].to_json() == record


# ---- the checkers themselves can fail --------------------------------------------------
def test_the_view_check_catches_a_leaked_hand():
    game = Game(3)
    ps = [RandomPlayer(i) for i in range(4)]
    while game.phase is not Phase.TRICKS:
        game.apply(ps[game.to_move].choose(game.view(game.to_move)))
    check_view(game, 0)  # the real view passes
    honest = Game.view

    def leaky(self, seat):  # melds as the game holds them: every seat's whole hand
        return honest(self, seat)._replace(melds=self.melds)

    def extra_field(self, seat):  # another seat's hand slipped into a field
        return honest(self, seat)._replace(auction=(tuple(self.hands[(seat + 1) % 4]),))

    for bad in (leaky, extra_field):
        game.view = bad.__get__(game)
        with pytest.raises(AssertionError):
            check_view(game, 0)


def test_the_conservation_check_catches_a_lost_card():
    game = Game(3)
    check_conservation(game)
    game.hands[0].pop()
    with pytest.raises(AssertionError):
        check_conservation(game)
