"""The expert computer player (issue 17 §4): bidding and trump by playing sampled deals out,
the exact solver for the last tricks, the Monte Carlo player's card play before.

What is pinned down:
- every action is legal, on every four-hand preset (and three-handed, where it falls back
  to the heuristic's bidding and the Monte Carlo player's card play);
- the same seed gives the same decisions;
- with every hidden card known, its card is one the solver values best;
- the bidding simulation: deals fit the auction, play-outs add up, a strong hand bids and
  a weak one passes, and the trump it names is the suit it holds;
- bad options are refused with a sentence; the level "expert" seats it, the table's level
  picker offers it as "Expert", shared tables and the tournament accept it.
"""

from __future__ import annotations

import random

import pytest

from pinochle_teach import (CARDGAMES_IO, PRESETS, THREE_HANDED, PinochleError, Suit, best_meld,
                            parse_cards)
from pinochle_teach.game import Action, Game, Phase, PlayerView
from pinochle_teach.players import ExpertPlayer, HeuristicPlayer, MonteCarloPlayer, Player
from pinochle_teach.players.bidding import trick_estimate
from pinochle_teach.players.expert import (auction_checks, bid_outcomes, fits_auction,
                                           hand_result, meld_after_pass, play_out,
                                           sample_auction_deal)
from pinochle_teach.players.levels import LEVEL_LABELS, LEVELS, computer_players
from pinochle_teach.players.memory import CardMemory
from pinochle_teach.players.montecarlo import sample_hands
from pinochle_teach.seating import side_of
from pinochle_teach.solver import solve

DONE = (Phase.SCORE, Phase.GAME_OVER)
FOUR_HAND = [name for name, r in PRESETS.items() if r.players == 4 and r.partnership]


def quick(seed):
    """A small budget, so a test hand takes a second or two."""
    return ExpertPlayer(samples=4, bid_samples=4, exact_from=4, seed=seed)


class Checked(Player):
    def __init__(self, inner):
        self.inner = inner
        self.phases = set()

    def choose(self, view: PlayerView) -> Action:
        a = self.inner.choose(view)
        assert a in view.legal_actions, (a, view.phase, view.legal_actions)
        if len(view.legal_actions) > 1:
            self.phases.add(view.phase)
        return a


def test_four_hand_presets_are_the_four():
    assert len(FOUR_HAND) == 4


@pytest.mark.parametrize("name", FOUR_HAND)
def test_every_action_is_legal_on_each_four_hand_preset(name):
    rules = PRESETS[name]
    seen = set()
    for seed in (1, 2):
        g = Game(seed, rules)
        players = [Checked(quick(seed * 10 + s)) if s % 2 == 0 else
                   Checked(HeuristicPlayer(s)) for s in range(4)]
        while g.phase not in DONE:
            seat = g.to_move
            g.apply(players[seat].choose(g.view(seat)))
        assert len(g.hand_results) == 1
        seen |= players[0].phases | players[2].phases
    # The expert seats really decided in the auction and in trick play.
    assert Phase.AUCTION in seen and Phase.TRICKS in seen


def test_three_handed_falls_back_and_stays_legal():
    g = Game(4, THREE_HANDED)
    players = [Checked(quick(s)) for s in range(3)]
    while g.phase not in DONE:
        seat = g.to_move
        g.apply(players[seat].choose(g.view(seat)))
    assert g.hand_results


def _decisions(seed, limit=70):
    g = Game(9)
    players = [ExpertPlayer(samples=4, bid_samples=6, seed=seed),
               MonteCarloPlayer(samples=4, seed=1),
               ExpertPlayer(samples=4, bid_samples=6, seed=seed + 1),
               MonteCarloPlayer(samples=4, seed=3)]
    out = []
    while g.phase not in DONE and len(out) < limit:
        seat = g.to_move
        a = players[seat].choose(g.view(seat))
        out.append((seat, str(a)))
        g.apply(a)
    return out


def test_the_same_seed_gives_the_same_decisions():
    first = _decisions(5)
    assert len(first) >= 50
    assert _decisions(5) == first


def _known_positions(count):
    """Trick-play positions from heuristic games, 2-4 tricks left, where the seat to move's
    view leaves only one deal of the hidden cards (30 samples all give the real hands)."""
    found = []
    for seed in range(200):
        g = Game(seed)
        players = [HeuristicPlayer(s) for s in range(4)]
        while g.phase not in DONE:
            seat = g.to_move
            v = g.view(seat)
            if (v.phase is Phase.TRICKS and 2 <= len(v.hand) <= 4
                    and len(v.legal_actions) > 1):
                mem = CardMemory.from_view(v)
                rng = random.Random(seed)
                real = [sorted(h) for h in g.hands]
                if all([sorted(h) for h in sample_hands(mem, v, rng)] == real
                       for _ in range(30)):
                    found.append((g.copy(), v))
                    if len(found) >= count:
                        return found
            g.apply(players[seat].choose(v))
    return found


def test_with_every_hidden_card_known_it_plays_a_best_card_of_the_solver():
    positions = _known_positions(12)
    assert len(positions) >= 12
    for g, v in positions:
        sol = solve(g.hands, g.trump, g.leader, g.trick)
        a = ExpertPlayer(seed=0).choose(v)
        assert a.value in sol.best_cards, (g.hands, g.trick, a, sol)


def test_the_exact_card_values_rank_cards_like_the_solver_on_a_known_deal():
    # On the same known positions every card's score orders like the solver's trick points
    # for this seat's team (the hand's result rises with them, rules page §7).
    for g, v in _known_positions(6):
        p = ExpertPlayer(seed=0)
        scores = p.evaluate(v)
        sol = solve(g.hands, g.trump, g.leader, g.trick)
        t = side_of(v.seat, v.rules)
        for a in v.legal_actions:
            for b in v.legal_actions:
                if sol.card_values[a.value][t] > sol.card_values[b.value][t]:
                    assert scores[a] > scores[b]


def test_hand_result_is_the_contract_rule():
    assert hand_result(360, 150, 350) == 360
    assert hand_result(340, 150, 350) == -350
    assert hand_result(350, 0, 250) == -250     # no trick point: the meld is void


def _auction_view(seed, actions=()):
    g = Game(seed)
    for a in actions:
        g.apply(a)
    return g, g.view(g.to_move)


def test_sampled_auction_deals_keep_my_hand_and_deal_every_other_card_once():
    g, v = _auction_view(3)
    hands = sample_auction_deal(v, random.Random(1))
    assert sorted(hands[v.seat]) == sorted(v.hand)
    dealt = sorted(c for h in hands for c in h)
    assert dealt == sorted(c for h in g.hands for c in h)
    assert all(len(h) == 12 for h in hands)


def test_a_pass_does_not_fit_a_hand_worth_far_more():
    # The first seat passes; a deal giving it a huge hand does not fit that pass.
    g, v = _auction_view(3, ["pass"])
    passer = v.auction[0][0]
    strong = parse_cards("AH AH TH TH KH KH QH QH JH JH QS JD")
    rest = [c for h in g.hands for c in h]
    for c in strong:
        rest.remove(c)
    hands = []
    for s in range(4):
        if s == passer:
            hands.append(strong)
        else:
            hands.append(rest[:12])
            rest = rest[12:]
    checks = auction_checks(v)
    assert not fits_auction(hands, checks, v.rules)
    # The same hand after a bid of 250 fits it.
    g2, v2 = _auction_view(3, ["bid 250"])
    hands2 = list(hands)
    assert fits_auction(hands2, auction_checks(v2), v2.rules)


def test_a_play_out_adds_up():
    rng = random.Random(2)
    g, v = _auction_view(6)
    for _ in range(5):
        hands = sample_auction_deal(v, rng)
        trump = hands[v.seat][0].suit
        o = play_out(hands, v.seat, trump, CARDGAMES_IO)
        assert 0 <= o.tricks <= 250
        # The opponents' hands do not change in the pass: their meld is best_meld of them.
        opp = [s for s in range(4) if side_of(s) != side_of(v.seat)]
        their_meld = sum(best_meld(hands[s], trump).total for s in opp)
        assert o.opponents in (their_meld + 250 - o.tricks, 0)
        assert o.total == o.meld + o.tricks


def test_meld_after_pass_is_the_meld_a_game_counts_after_the_heuristic_pass():
    rng = random.Random(5)
    g, v = _auction_view(12)
    for _ in range(6):
        hands = sample_auction_deal(v, rng)
        for suit in (Suit.SPADES, Suit.DIAMONDS):
            assert meld_after_pass(hands, v.seat, suit, CARDGAMES_IO) == \
                play_out(hands, v.seat, suit, CARDGAMES_IO).meld


def test_without_play_out_the_tricks_are_the_heuristic_estimate():
    g, v = _auction_view(12)
    out = bid_outcomes(v, [Suit.CLUBS], 4, random.Random(1), play=False)
    assert {o.tricks for o in out[Suit.CLUBS]} == {trick_estimate(v.hand, Suit.CLUBS)}


def test_a_strong_hand_bids_and_a_weak_hand_passes():
    strong = parse_cards("AS AS TS TS KS KS QS QS JS JS AH AD")
    weak = parse_cards("9S 9H 9H JD 9D 9C JC TC 9C QH JH KD")
    for hand, bids in ((strong, True), (weak, False)):
        deck = [c for h in Game(1).hands for c in h]
        for c in hand:
            deck.remove(c)
        g = Game(1, dealer=3, hands=[hand, deck[:12], deck[12:24], deck[24:]])
        v = g.view(0)
        a = ExpertPlayer(bid_samples=8, seed=1).choose(v)
        assert (a.kind == "bid") is bids, (hand, a)


def test_it_names_the_suit_of_its_long_run_as_trump():
    hand = parse_cards("AS AS TS TS KS KS QS QS JS JS AH AD")
    deck = [c for h in Game(1).hands for c in h]
    for c in hand:
        deck.remove(c)
    g = Game(1, dealer=3, hands=[hand, deck[:12], deck[12:24], deck[24:]])
    g.apply("bid 250")
    for _ in range(3):
        g.apply("pass")
    assert g.phase is Phase.TRUMP
    p = ExpertPlayer(bid_samples=8, seed=1)
    a = p.choose(g.view(0))
    assert a.kind == "trump" and a.value.letter == "S"
    assert max(p.last_worth, key=p.last_worth.get).letter == "S"


def test_bid_outcomes_use_the_same_deals_for_every_suit():
    g, v = _auction_view(8)
    out = bid_outcomes(v, [Suit.SPADES, Suit.HEARTS], 3, random.Random(4))
    assert all(len(os) == 3 for os in out.values())
    # The same deals: the opponents' meld differs only with the trump suit, and the
    # bidding team's meld + tricks + the opponents' total is the same kind of sum.
    again = bid_outcomes(v, [Suit.HEARTS, Suit.SPADES], 3, random.Random(4))
    assert again[Suit.SPADES] == out[Suit.SPADES] and again[Suit.HEARTS] == out[Suit.HEARTS]


@pytest.mark.parametrize("kwargs", [{"samples": 0}, {"bid_samples": 1.5}, {"exact_from": 0},
                                    {"suits": 5}, {"margin": "ten"}, {"samples": True},
                                    {"cards": "solver"}])
def test_bad_options_are_refused_with_a_sentence(kwargs):
    with pytest.raises(PinochleError) as info:
        ExpertPlayer(**kwargs)
    assert next(iter(kwargs)) in str(info.value)


def test_evaluate_and_worth_refuse_the_wrong_phase():
    g, v = _auction_view(3)
    with pytest.raises(PinochleError, match="trick play"):
        ExpertPlayer().evaluate(v)
    g = Game(3)
    while g.phase is not Phase.TRICKS:
        g.apply(HeuristicPlayer().choose(g.view(g.to_move)))
    with pytest.raises(PinochleError, match="auction"):
        ExpertPlayer().worth(g.view(g.to_move))


def test_the_expert_level_seats_expert_players_and_the_picker_offers_it():
    assert LEVELS["expert"] is ExpertPlayer
    assert LEVEL_LABELS["expert"] == "Expert"
    players = computer_players("expert", [1, 2, 3], seed=5)
    assert all(type(p) is ExpertPlayer for p in players.values())
    from pinochle_teach.widgets import PlayTable

    table = PlayTable(seed=3, difficulty="expert")
    assert ("Expert", "expert") in [tuple(o) for o in table.difficulty_picker.options]


def test_a_shared_table_accepts_the_expert_level():
    from pinochle_teach.classroom import ClassStore, SharedTable

    shared = SharedTable(ClassStore(":memory:"), "Table 1", seed=7, level="expert")
    assert shared.level == "expert"


def test_the_tournament_knows_the_expert():
    from pinochle_teach.tournament import PLAYER_KINDS, make_player

    assert "expert" in PLAYER_KINDS
    p = make_player("expert:samples=3,exact_from=5", 11)
    assert isinstance(p, ExpertPlayer) and p.samples == 3 and p.exact_from == 5
